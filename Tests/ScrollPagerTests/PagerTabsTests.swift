// What PagerView reads off its pages' tags (PagerTabs), decided on Linux.
import PagerCore
@testable import ScrollPager
import Testing

@Suite("PagerTabs: a PagerView's pages and tabs")
struct PagerTabsTests {
    @Test func eachPageHasItsTabAnUntaggedPageANumberedOne() {
        // Tags "All", "All" (two views marked alike: one page), none, then "Unread": three
        // pages [0..<2, 2..<3, 3..<4]; the untagged page is the second, so "Tab 2", value 1.
        let all = PagerTabTag(title: "All", value: AnyHashable("All"), valueDescription: "\"All\"")
        let unread = PagerTabTag(title: "Unread", value: AnyHashable("Unread"), valueDescription: "\"Unread\"")
        let tabs = PagerTabs(tags: [all, all, nil, unread])
        #expect(tabs.pages == [0..<2, 2..<3, 3..<4])
        #expect(tabs.tabs.map(\.title) == ["All", "Tab 2", "Unread"])
        // The app's values in its own type: the numbered tab's Int is not a String.
        #expect(tabs.values(as: String.self) == ["All", nil, "Unread"])
        #expect(tabs.warning?.contains("2 views in a row carry the tab \"All\" (value \"All\")") == true)
        #expect(PagerTabs(tags: [all, unread]).warning == nil)
    }

    @Test func theLayoutTakesWhatWasMeasuredAndZeroForTheRest() throws {
        // Parchment (SPEC §1 via PagerConfiguration): two tabs, the first title measured
        // 40 pt wide, the second not yet (0); page 0 measured 900 pt tall, page 1 not yet.
        // A tab is its title plus 32 pt of padding: 72 and 32.
        let tabs = PagerTabs(tags: ["A", "B"].map { PagerTabTag(title: $0, value: AnyHashable($0), valueDescription: $0) })
        let layout = tabs.layout(.parchment, width: 375, height: 600, titleWidths: [0: 40], pageHeights: [0: 900])
        #expect(layout.viewport == Viewport(width: 375, height: 600))
        #expect(layout.pager.items.map(\.width) == [72, 32])
        guard case .pages(let pages, _) = layout.content else { Issue.record("not pages"); return }
        #expect(pages.map(\.contentHeight) == [900, 0])
    }
}
