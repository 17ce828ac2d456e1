// The seed screens as layouts, for scripts, tests and the demo.
import PagerCore

/// The seeds' screens with their own numbers.
public enum PagerPresets {
    /// TDTableViewHeaderPager: a fixed 40 pt tab bar over ten 300 pt sections (header rows
    /// and rows 60 pt); ten 80 pt tabs, each cell as wide as its title (`intrinsic`,
    /// edge inset 10, no spacing, as TD sizes them).
    public static let td = td(rows: Array(repeating: 4, count: 10))

    /// TD with its own ±20 window rule.
    public static let tdWindow = td(rows: Array(repeating: 4, count: 10), selection: .window)

    /// TD's screen with `rows[i]` rows in section `i`: a fixed 40 pt tab bar, header rows
    /// and rows 60 pt, 80 pt tabs titled "Dishes n", sized to their titles (`intrinsic`,
    /// edge inset 10, spacing 0: TD's own cells, whatever the number of tabs).
    public static func td(rows: [Int], selection: PagerSelectionRule = .crossing) -> PagerLayout {
        PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: rows.indices.map { PagerItem(width: 80, title: "Dishes \($0 + 1)") }, edgeInset: 10, cells: .intrinsic),
            content: .sections(
                rows.indices.map { PagerListSection(headerHeight: 60, rows: rows[$0], rowHeight: 60, title: "Dishes \($0 + 1)") },
                selection: selection, window: 20))
    }

    /// FJSegmentedRollPager: search 64 + bar 40 over three pages (1800, 300, 2400 pt),
    /// quick-return; spacing 32, edge 12, indicator +5. No snap: FJ never calls its
    /// restore method.
    public static let fj = fj()

    /// FJ's screen with the half-shown header settling when the list rests (`snap`).
    public static let fjSnap = fj(snap: true)

    /// FJ's screen over pages of these content heights: search 64 + bar 40, quick-return,
    /// spacing 32, edge 12, indicator +5; tabs All (56), New (28), Popular (70), then
    /// "Page n" (42, 64, 50, … pt).
    public static func fj(
        pages: [Double] = [1800, 300, 2400], snap: Bool = false, adjustContentSize: Bool = false,
        viewport: PagerViewport = PagerViewport(width: 375, height: 603)
    ) -> PagerLayout {
        let titles: [(String, Double)] = [("All", 56), ("New", 28), ("Popular", 70)]
        let items = pages.indices.map { i in
            i < titles.count
                ? PagerItem(width: titles[i].1, title: titles[i].0)
                : PagerItem(width: [42, 64, 50, 36, 80][i % 5], title: "Page \(i + 1)")
        }
        return PagerLayout(
            viewport: viewport,
            header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40, snap: snap),
            pager: PagerBar(items: items, spacing: 32, edgeInset: 12, indicatorExtra: 5),
            content: .pages(pages.map { PagerLayoutPage(contentHeight: $0) }, adjustContentSize: adjustContentSize))
    }

    /// A food-delivery menu: FJ's quick-return header over one list of sections.
    public static let menu = menu(sections: menuSections.count)

    /// The menu's sections: title, rows, measured title width.
    private static let menuSections: [(String, Int, Double)] = [
        ("Popular", 3, 56), ("Burgers", 5, 61), ("Sides", 2, 50), ("Salads", 4, 69),
        ("Drinks", 6, 52), ("Desserts", 3, 76), ("Sauces", 1, 58),
    ]

    /// The menu with `count` sections: its seven sections over and over (long menus for
    /// benchmarks).
    public static func menu(sections count: Int) -> PagerLayout {
        let sections = (0..<count).map { menuSections[$0 % menuSections.count] }
        return PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40),
            pager: PagerBar(items: sections.map { PagerItem(width: $0.2, title: $0.0) }, spacing: 32, edgeInset: 12, indicatorExtra: 5),
            content: .sections(sections.map { PagerListSection(headerHeight: 40, rows: $0.1, rowHeight: 80, title: $0.0) }))
    }

    /// A self-sizing menu: the menu's sections as the host measured them — mixed row
    /// heights, so each section gives its whole `height` — and a 120 pt table footer.
    public static let menuMeasured: PagerLayout = {
        var layout = menu
        let heights: [Double] = [296, 452.5, 188, 371, 540, 284.5, 131]
        guard case .sections(let sections, let selection, let window, _) = layout.content else { return layout }
        layout.content = .sections(
            zip(sections, heights).map { PagerListSection(headerHeight: $0.headerHeight, height: $1, title: $0.title) },
            selection: selection, window: window, footerHeight: 120)
        return layout
    }()

    /// SwipeTableView: a 200 pt hero and a 44 pt bar over three pages, collapse,
    /// adjustContentSize; its header is dragged as its `STHeaderView` is (SPEC §4.7).
    public static let swipe = PagerLayout(
        viewport: PagerViewport(width: 375, height: 667),
        header: PagerHeader(mode: .collapse, height: 200, barHeight: 44),
        pager: PagerBar(items: [PagerItem(width: 60, title: "Shots"), PagerItem(width: 60, title: "Likes"), PagerItem(width: 60, title: "Buckets")]),
        content: .pages(
            [PagerLayoutPage(contentHeight: 2000), PagerLayoutPage(contentHeight: 400), PagerLayoutPage(contentHeight: 3000)], adjustContentSize: true))

    /// A collapsing hero over one list of sections: SwipeTableView's header (hero 200, bar
    /// 44, `collapse`) over the menu's sections (header rows 40, rows 80).
    public static let hero: PagerLayout = {
        var layout = menu
        layout.viewport = PagerViewport(width: 375, height: 667)
        layout.header = PagerHeader(mode: .collapse, height: 200, barHeight: 44)
        return layout
    }()

    /// Kulman's "stickier" header: 44 pt, the first 44 pt of a three-section list.
    public static let kulman = kulmanLayout(.release)

    /// Kulman with the article's own `decelerate` check.
    public static let kulmanDecelerate = kulmanLayout(.decelerate)

    /// Parchment's default screen (`PagerConfiguration.parchment`, the drop-in screens'
    /// default): no header, a 44 pt strip of tabs each as wide as its title plus 32 pt
    /// (`intrinsic`, edge inset 8, no spacing), over four pages — Inbox, Archive, Sent and
    /// Drafts, their titles 38, 52, 32 and 42 pt wide, so tabs of 70, 84, 64 and 74 pt; the
    /// lists 2400, 900, 5000 and 300 pt tall (the last shorter than its 559 pt page).
    public static let parchment = PagerLayout(
        viewport: PagerViewport(width: 375, height: 603),
        header: PagerHeader(mode: .fixed, height: 0, barHeight: 44),
        pager: PagerBar(
            items: [("Inbox", 70), ("Archive", 84), ("Sent", 64), ("Drafts", 74)].map { PagerItem(width: $0.1, title: $0.0) },
            edgeInset: 8, cells: .intrinsic),
        content: .pages([2400, 900, 5000, 300].map { PagerLayoutPage(contentHeight: $0) }))

    /// Every preset by the name scripts use.
    public static let byName: [(name: String, layout: PagerLayout)] = [
        ("td", td), ("td-window", tdWindow), ("fj", fj), ("fj-snap", fjSnap), ("menu", menu), ("menu-measured", menuMeasured),
        ("swipe", swipe), ("hero", hero), ("kulman", kulman), ("kulman-decelerate", kulmanDecelerate), ("parchment", parchment),
    ]

    private static func kulmanLayout(_ check: PagerRevealCheck) -> PagerLayout {
        PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .stickyReveal, height: 44, barHeight: 0, revealCheck: check),
            pager: PagerBar(items: (1...3).map { PagerItem(width: 60, title: "Section \($0)") }),
            content: .sections((1...3).map { PagerListSection(headerHeight: 30, rows: 10, rowHeight: 50, title: "Section \($0)") }))
    }
}
