// Which of a SwiftUI pager's subviews make which page. `PagerView` takes its pages with
// `Group(subviews:)`. A `PagerTab` (or the `pagerTab` modifier, which makes one) is one
// subview whatever its content resolves to, so a page is one subview by construction; but
// views marked one by one with the same tab — `ForEach(rows) { Row($0).pagerTab("All",
// value: "All") }` — are several subviews with one value. Decided here, on Linux: `PagerView`
// only reads the answer.
/// The pages of a pager whose subviews carry these tab values, in order.
public enum PagerTabPages {
    /// Each run of consecutive subviews with one value is one page (a page whose view
    /// resolved into several subviews stays one page); a subview with no value is a page of
    /// its own. The ranges are of subview indices, in order, covering them all.
    ///
    /// ```swift
    /// PagerTabPages.pages(["All", "All", "All", "Unread", nil])  // [0..<3, 3..<4, 4..<5]
    /// ```
    public static func pages<Value: Equatable>(_ values: [Value?]) -> [Range<Int>] {
        var pages: [Range<Int>] = []
        var start = 0
        for index in values.indices.dropFirst() where values[index] == nil || values[index] != values[start] {
            pages.append(start..<index)
            start = index
        }
        if !values.isEmpty { pages.append(start..<values.count) }
        return pages
    }

    /// What to tell the app's developer (a debug build prints it once) when several views
    /// carry one tab: the first such page by its tab's `title` and `value` (as the app wrote
    /// it), how many views share it, and the fix. `nil` when every page is one view.
    public static func warning(pages: [Range<Int>], titles: [String], values: [String]) -> String? {
        guard let k = pages.firstIndex(where: { $0.count > 1 }) else { return nil }
        let title = titles.indices.contains(k) ? titles[k] : "Tab \(k + 1)"
        let value = values.indices.contains(k) ? values[k] : title
        return "ScrollPager: \(pages[k].count) views in a row carry the tab \"\(title)\" (value \(value)); they are shown as one page, "
            + "stacked. Mark each page once: PagerTab(\"\(title)\", value: \(value)) { YourList() }, its content one List or ScrollView."
    }
}
