// The seed screens as layouts, for scripts, tests and the demo.
import PagerCore

/// The seeds' screens with their own numbers.
public enum Presets {
    /// TDTableViewHeaderPager: a fixed 40 pt tab bar over ten 300 pt sections (header rows
    /// and rows 60 pt); ten 80 pt tabs.
    public static let td = tdLayout(selection: .crossing)

    /// TD with its own ±20 window rule.
    public static let tdWindow = tdLayout(selection: .window)

    /// FJSegmentedRollPager: search 64 + bar 40 over three pages (1800, 300, 2400 pt),
    /// quick-return with snap; spacing 32, edge 12, indicator +5.
    public static let fj = Layout(
        viewport: Viewport(width: 375, height: 603),
        header: Header(mode: .quickReturn, height: 64, barHeight: 40, snap: true),
        pager: PagerBar(items: [PagerItem(width: 56, title: "All"), PagerItem(width: 28, title: "New"), PagerItem(width: 70, title: "Popular")],
                        spacing: 32, edgeInset: 12, indicatorExtra: 5),
        content: .pages([Page(contentHeight: 1800), Page(contentHeight: 300), Page(contentHeight: 2400)]))

    /// A food-delivery menu: FJ's quick-return header over one list of sections.
    public static let menu: Layout = {
        let sections: [(String, Int, Double)] = [
            ("Popular", 3, 56), ("Burgers", 5, 61), ("Sides", 2, 50), ("Salads", 4, 69),
            ("Drinks", 6, 52), ("Desserts", 3, 76), ("Sauces", 1, 58),
        ]
        return Layout(
            viewport: Viewport(width: 375, height: 603),
            header: Header(mode: .quickReturn, height: 64, barHeight: 40),
            pager: PagerBar(items: sections.map { PagerItem(width: $0.2, title: $0.0) }, spacing: 32, edgeInset: 12, indicatorExtra: 5),
            content: .sections(sections.map { Section(headerHeight: 40, rows: $0.1, rowHeight: 80, title: $0.0) }))
    }()

    /// SwipeTableView: a 200 pt hero and a 44 pt bar over three pages, collapse,
    /// adjustContentSize.
    public static let swipe = Layout(
        viewport: Viewport(width: 375, height: 667),
        header: Header(mode: .collapse, height: 200, barHeight: 44),
        pager: PagerBar(items: [PagerItem(width: 60, title: "Shots"), PagerItem(width: 60, title: "Likes"), PagerItem(width: 60, title: "Buckets")]),
        content: .pages([Page(contentHeight: 2000), Page(contentHeight: 400), Page(contentHeight: 3000)], adjustContentSize: true))

    /// A collapsing hero over one list of sections: SwipeTableView's header (hero 200, bar
    /// 44, `collapse`) over the menu's sections (header rows 40, rows 80).
    public static let hero: Layout = {
        let sections: [(String, Int, Double)] = [
            ("Popular", 3, 56), ("Burgers", 5, 61), ("Sides", 2, 50), ("Salads", 4, 69),
            ("Drinks", 6, 52), ("Desserts", 3, 76), ("Sauces", 1, 58),
        ]
        return Layout(
            viewport: Viewport(width: 375, height: 667),
            header: Header(mode: .collapse, height: 200, barHeight: 44),
            pager: PagerBar(items: sections.map { PagerItem(width: $0.2, title: $0.0) }, spacing: 32, edgeInset: 12, indicatorExtra: 5),
            content: .sections(sections.map { Section(headerHeight: 40, rows: $0.1, rowHeight: 80, title: $0.0) }))
    }()

    /// Kulman's "stickier" header: 44 pt, the first 44 pt of a three-section list.
    public static let kulman = kulmanLayout(.release)

    /// Kulman with the article's own `decelerate` check.
    public static let kulmanDecelerate = kulmanLayout(.decelerate)

    /// Every preset by the name scripts use.
    public static let byName: [(name: String, layout: Layout)] = [
        ("td", td), ("td-window", tdWindow), ("fj", fj), ("menu", menu), ("swipe", swipe), ("hero", hero),
        ("kulman", kulman), ("kulman-decelerate", kulmanDecelerate),
    ]

    private static func tdLayout(selection: SelectionRule) -> Layout {
        Layout(
            viewport: Viewport(width: 375, height: 603),
            header: Header(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: (1...10).map { PagerItem(width: 80, title: "Dishes \($0)") }),
            content: .sections((1...10).map { Section(headerHeight: 60, rows: 4, rowHeight: 60, title: "Dishes \($0)") },
                               selection: selection, window: 20))
    }

    private static func kulmanLayout(_ check: RevealCheck) -> Layout {
        Layout(
            viewport: Viewport(width: 375, height: 603),
            header: Header(mode: .stickyReveal, height: 44, barHeight: 0, revealCheck: check),
            pager: PagerBar(items: (1...3).map { PagerItem(width: 60, title: "Section \($0)") }),
            content: .sections((1...3).map { Section(headerHeight: 30, rows: 10, rowHeight: 50, title: "Section \($0)") }))
    }
}
