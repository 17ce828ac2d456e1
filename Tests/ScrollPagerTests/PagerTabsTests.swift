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
        // A tag as `PagerTab` makes it: the value as the app spelled it (`String(reflecting:)`:
        // a string quoted, so the warning reads `value "All"`).
        let made = PagerTabTag("All", systemImage: "tray", value: "All", badge: "3")
        #expect(made.value == AnyHashable("All") && made.valueDescription == "\"All\"" && made.systemImage == "tray" && made.badge == "3")
    }

    @Test func theLayoutTakesWhatWasMeasuredAndZeroForTheRest() throws {
        // Parchment (SPEC §1 via PagerConfiguration): two tabs, the first title measured
        // 40 pt wide, the second not yet (0); page 0 measured 900 pt tall, page 1 not yet.
        // A tab is its title plus 32 pt of padding: 72 and 32.
        let tabs = PagerTabs(tags: ["A", "B"].map { PagerTabTag(title: $0, value: AnyHashable($0), valueDescription: $0) })
        let layout = tabs.layout(.parchment, width: 375, height: 600, titleWidths: [0: 40], pageHeights: [0: 900])
        #expect(layout.viewport == PagerViewport(width: 375, height: 600))
        #expect(layout.pager.items.map(\.width) == [72, 32])
        guard case .pages(let pages, _) = layout.content else { Issue.record("not pages"); return }
        #expect(pages.map(\.contentHeight) == [900, 0])
    }
}

@Suite("A sections screen: estimated sections, measured as drawn")
struct SectionsScreenTests {
    /// Ten courses of a TD menu, titles 60 pt wide.
    static let tabs = PagerTabs(tags: (0..<10).map { PagerTabTag(title: "Course \($0)", value: AnyHashable($0), valueDescription: "\($0)") })

    /// `.td` on a 375 × 603 screen with the sections drawn so far (`heights`).
    static func layout(_ heights: [Int: Double]) -> PagerLayout {
        tabs.layout(.td, width: 375, height: 603, titleWidths: Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, 60) }), sectionHeights: heights)
    }

    @Test func sectionsNotDrawnAreTheMeanOfThoseDrawnOrTheDefault() throws {
        // Nothing drawn: every section is the default estimate, a 44 pt header over four
        // 44 pt rows = 220. Sections 0 (300) and 1 (200) drawn: the others are their mean,
        // 250.
        guard case .sections(let none, _, _, _) = Self.layout([:]).content else { Issue.record("not sections"); return }
        #expect(none.map(\.height) == Array(repeating: 220, count: 10))
        #expect(none.map(\.title) == (0..<10).map { "Course \($0)" })
        guard case .sections(let two, _, _, _) = Self.layout([0: 300, 1: 200]).content else { Issue.record("not sections"); return }
        #expect(two.map(\.height) == [300, 200] + Array(repeating: 250, count: 8))
    }

    @Test func aTapAimedAtAnEstimatedSectionReAimsWhenTheSectionsAboveItAreDrawn() throws {
        // `.td`: fixed, no header, a 40 pt strip: Vh = 603 − 40 = 563, nothing occluded.
        // Nothing drawn: sections of 220, so top₅ = 5 × 220 = 1,100, C = 2,200, maxY = 1,637;
        // a tap on tab 5 animates the list to y* = top₅ = 1,100 (SPEC §4.2).
        var container = PagerContainer()
        func send(_ input: PagerDriverInput, at t: Double) -> [PagerScrollWrite] {
            container.receive(input, at: t)
            var writes: [PagerScrollWrite] = []
            while let update = container.next() { writes += update.writes }
            return writes.filter { $0.role == .content(page: 0) }
        }
        _ = send(.layout(Self.layout([:])), at: 0)
        let aim = try #require(send(.didSelectItem(index: 5), at: 0.1).last)
        #expect(aim.reducerOffset == 1100 && aim.animated)
        // While it flies, sections 0–6 are drawn at 400, 100, 400, 100, 400, 100, 100:
        // top₅ = 400 + 100 + 400 + 100 + 400 = 1,400 (sections 7–9 now estimated at their
        // mean, 1,600 / 7: C ≈ 2,285.7, maxY ≈ 1,722.7). SPEC §4.0's re-aim: the animation in
        // flight for section 5 is sent to 1,400.
        let drawn: [Int: Double] = [0: 400, 1: 100, 2: 400, 3: 100, 4: 400, 5: 100, 6: 100]
        let reaim = try #require(send(.layout(Self.layout(drawn)), at: 0.2).last)
        #expect(reaim.reducerOffset == 1400 && reaim.animated)
    }
}

@Suite("Sections written as SwiftUI sections: each a tab, rows lazy")
struct SwiftUISectionsTests {
    static func tag(_ title: String) -> PagerTabTag { PagerTabTag(title: title, value: AnyHashable(title), valueDescription: "\"\(title)\"") }

    @Test func eachSectionIsATabByItsTagItsFirstRowsOrItsNumber() {
        // `ForEach(menu) { Section($0.name) { … }.pagerTab($0.name, value: $0.name) }`: three
        // sections. The second carries no tag but its first row is a PagerTab ("Mains"); the
        // third carries neither: "Section 3", value 2 (its index).
        let sections: [PagerTabs.SectionTags] = [
            .init(tag: Self.tag("Starters"), hasHeader: true), .init(tag: nil, hasHeader: false, firstRowTag: Self.tag("Mains")),
            .init(tag: nil, hasHeader: true),
        ]
        #expect(PagerTabs.tabsAreSections(sections))
        let tabs = PagerTabs(sections: sections)
        #expect(tabs.tabs.map(\.title) == ["Starters", "Mains", "Section 3"])
        #expect(tabs.values(as: String.self) == ["Starters", "Mains", nil])
        #expect(tabs.values(as: Int.self) == [nil, nil, 2])
        // One page per section, in order: page k is section k.
        #expect(tabs.pages == [0..<1, 1..<2, 2..<3])
    }

    @Test func pagerTabsOutsideAnySectionAreReadAsBefore() {
        // `ForEach(menu) { PagerTab(…) { rows } }` (TD's menu until now): SwiftUI gathers them
        // into one implicit section, no header, no container values — the tabs are its
        // PagerTabs, read by `init(tags:)`. One explicit section, tagged or with a header, is
        // one tab; no section at all, no tab.
        #expect(!PagerTabs.tabsAreSections([.init(tag: nil, hasHeader: false, firstRowTag: Self.tag("Starters"))]))
        #expect(PagerTabs.tabsAreSections([.init(tag: Self.tag("Starters"))]))
        #expect(PagerTabs.tabsAreSections([.init(tag: nil, hasHeader: true)]))
        #expect(!PagerTabs.tabsAreSections([]))
    }

    @Test func aSectionsHeightCountsItsUndrawnRowsAtTheDrawnOnesMean() {
        // A 50 pt header over 100 rows, 3 drawn at 40, 60 and 50: 150 drawn, the other 97 at
        // their mean 50 = 4,850; 50 + 150 + 4,850 = 5,050.
        #expect(PagerTabs.sectionHeight(header: 50, rows: [40, 60, 50], rowCount: 100) == 5050)
        // Nothing drawn yet: the 44 pt header row over 10 rows of 44 = 484.
        #expect(PagerTabs.sectionHeight(header: nil, rows: [], rowCount: 10) == 484)
        // Every row drawn: exactly their sum (no estimate left): 44 + 30 + 70 = 144.
        #expect(PagerTabs.sectionHeight(header: nil, rows: [30, 70], rowCount: 2) == 144)
    }

    @Test func aPagesIdentityIsItsTabsValueSoItsStateMovesWithIt() {
        // Tabs A, B, C, then B removed: C's page keeps its identity (value "C", first of its
        // value) though its index went from 2 to 1, and its measured height goes with it; B's
        // is left out. (At 7512035 pages were keyed by index: C's page took B's state.)
        let before = PagerTabs(tags: ["A", "B", "C"].map(Self.tag))
        let after = PagerTabs(tags: ["A", "C"].map(Self.tag))
        #expect(before.pageIDs[2] == after.pageIDs[1])
        let heights = Dictionary(uniqueKeysWithValues: zip(before.pageIDs, [100.0, 200, 300]))
        #expect(after.byIndex(heights) == [0: 100, 1: 300])
        // Two pages with one value (not next to each other, so two pages): told apart.
        let twice = PagerTabs(tags: ["A", "B", "A"].map(Self.tag))
        #expect(Set(twice.pageIDs).count == 3)
    }
}
