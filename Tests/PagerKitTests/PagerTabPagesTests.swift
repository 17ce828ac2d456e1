// One page per tab, whatever a page's view resolves into (PagerTabPages).
import PagerKit
import Testing

@Suite("PagerTabPages: one page per tab value")
struct PagerTabPagesTests {
    @Test func aPageWhoseViewResolvedIntoRowsStaysOnePage() {
        // Rows marked one by one with their page's tab (`ForEach(rows) { Row($0).pagerTab(…) }`):
        // "All" 3 subviews, "Unread" 1, each carrying its page's value; a view with no value
        // (nil) is a page of its own, as is the next one. 6 subviews of 2 tabs and 2 unmarked
        // pages: [0..<3, 3..<4, 4..<5, 5..<6]. A value met again after another one starts a new
        // page.
        #expect(PagerTabPages.pages(["All", "All", "All", "Unread", nil, nil]) == [0..<3, 3..<4, 4..<5, 5..<6])
        #expect(PagerTabPages.pages(["A", "B", "A"]) == [0..<1, 1..<2, 2..<3])
        #expect(PagerTabPages.pages([String?]()) == [])
        #expect(PagerTabPages.pages([nil as Int?]) == [0..<1])
    }

    @Test func aPageOfSeveralViewsIsToldOnceByItsTitle() throws {
        // The first page made of more than one view is named by its title and value, with
        // its count and the fix; pages of one view each say nothing.
        let warning = try #require(PagerTabPages.warning(pages: [0..<1, 1..<121], titles: ["Inbox", "All"], values: ["\"Inbox\"", "\"All\""]))
        #expect(warning.contains("120 views in a row carry the tab \"All\" (value \"All\")"))
        #expect(warning.contains("PagerTab(\"All\", value: \"All\") { YourList() }"))
        #expect(PagerTabPages.warning(pages: [0..<1, 1..<2], titles: ["A", "B"], values: ["0", "1"]) == nil)
    }
}

#if canImport(Foundation)
import Foundation

@Suite("ScreenRect and CGRect")
struct ScreenRectCoreGraphicsTests {
    @Test func aFrameGoesToCoreGraphicsAndBackUnchanged() {
        // FJ's strip frame (SPEC §1: y = S = 64, B = 40 tall, the viewport's 375 wide).
        let strip = PagerScreenRect(x: 0, y: 64, width: 375, height: 40)
        let rect = CGRect(strip)
        #expect(rect.minY == 64 && rect.width == 375 && rect.maxY == 104)
        #expect(PagerScreenRect(rect) == strip)
    }
}
#endif
