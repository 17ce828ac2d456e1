// Which of a SwiftUI pager's subviews make which page. `PagerView` takes its pages with
// `Group(subviews:)`, and SwiftUI resolves a page whose body is a `ForEach` (or a `Group`, or
// several views) into one subview per row, each carrying the page's `pagerTab` value: read
// one page per subview, a list of 120 messages would be 120 tabs of one row each. Decided
// here, on Linux: `PagerView` only reads the answer.

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

    /// What to tell the app's developer (a debug build prints it once) when a page is made
    /// of more than one subview: the first such page by its tab's `title`, how many views it
    /// resolved into, and the fix. `nil` when every page is one view.
    public static func warning(pages: [Range<Int>], titles: [String]) -> String? {
        guard let k = pages.firstIndex(where: { $0.count > 1 }) else { return nil }
        let title = titles.indices.contains(k) ? titles[k] : "Tab \(k + 1)"
        return "ScrollPager: the page of tab \"\(title)\" resolved into \(pages[k].count) views (a ForEach or a Group as its body); "
            + "they are shown as one page, built at once in a stack. Give each page one view (a List, a ScrollView, a VStack) to mark with pagerTab."
    }
}
