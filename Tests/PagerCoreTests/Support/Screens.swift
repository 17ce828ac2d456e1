// The seeds' own screens, as layouts, and a driver that feeds a reducer like a host does.
import PagerCore

/// The seed screens, with the seeds' own numbers (see ../shared/seeds).
enum Seeds {
    /// TDTableViewHeaderPager: a `fixed` header that is just the 40 pt pager bar; header
    /// rows and rows 60 pt; ±20 window. Pager items are intrinsic (TD sizes cells by their
    /// title widths): 80 pt titles, no spacing, no insets, no indicator extra.
    ///
    /// `Vh = 603 − 0 − 40 = 563`; section `i` with `r` rows is `60 + 60r` tall.
    static func td(rows: [Int], selection: PagerSelectionRule = .crossing, itemWidth: Double = 80) -> PagerLayout {
        PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: rows.map { _ in PagerItem(width: itemWidth) }),
            content: .sections(
                rows.map { PagerListSection(headerHeight: 60, rows: $0, rowHeight: 60) },
                selection: selection, window: 20))
    }

    /// FJSegmentedRollPager: search 64 + bar 40 overlaying pages; spacing 32, edge 12,
    /// indicator +5. The default titles are the SPEC §2 example's (56, 28, 70 pt).
    static func fj(
        pages: [Double] = [1800, 300, 2400], titleWidths: [Double]? = nil,
        mode: PagerHeaderMode = .quickReturn, snap: Bool = false, adjustContentSize: Bool = false
    ) -> PagerLayout {
        let widths = titleWidths ?? Array([56, 28, 70, 42, 64, 50, 36, 80][..<pages.count])
        return PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: mode, height: 64, barHeight: 40, snap: snap),
            pager: PagerBar(items: widths.map { PagerItem(width: $0) }, spacing: 32, edgeInset: 12, indicatorExtra: 5),
            content: .pages(pages.map { PagerLayoutPage(contentHeight: $0) }, adjustContentSize: adjustContentSize))
    }

    /// A food-delivery menu: FJ's quick-return header (search 64, bar 40) over one list
    /// of sections with header rows 40 and rows 80, tabs synced to sections.
    static func menu(rows: [Int], snap: Bool = false) -> PagerLayout {
        PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40, snap: snap),
            pager: PagerBar(items: rows.map { _ in PagerItem(width: 60) }, spacing: 32, edgeInset: 12, indicatorExtra: 5),
            content: .sections(rows.map { PagerListSection(headerHeight: 40, rows: $0, rowHeight: 80) }))
    }

    /// SwipeTableView: a 200 pt hero and a 44 pt bar over pages, header locked to the offset.
    static func swipe(pages: [Double] = [2000, 400, 3000], adjustContentSize: Bool = true) -> PagerLayout {
        PagerLayout(
            viewport: PagerViewport(width: 375, height: 667),
            header: PagerHeader(mode: .collapse, height: 200, barHeight: 44),
            pager: PagerBar(items: pages.map { _ in PagerItem(width: 60) }),
            content: .pages(pages.map { PagerLayoutPage(contentHeight: $0) }, adjustContentSize: adjustContentSize))
    }

    /// A collapsing hero over one list of sections (SwipeTableView's header over TD's
    /// list): hero 200 + bar 44, header rows 40, rows 80, the menu's rows by default.
    ///
    /// With rows [3, 5, 2, 4, 6, 3, 1]: section heights 280, 440, 200, 360, 520, 280, 120;
    /// tops 0, 280, 720, 920, 1280, 1800, 2080; C = 2200; Vh = 667 (overlay);
    /// minY = −244; maxY = 2200 − 667 = 1533.
    static func hero(rows: [Int] = [3, 5, 2, 4, 6, 3, 1]) -> PagerLayout {
        PagerLayout(
            viewport: PagerViewport(width: 375, height: 667),
            header: PagerHeader(mode: .collapse, height: 200, barHeight: 44),
            pager: PagerBar(items: rows.map { _ in PagerItem(width: 60) }, spacing: 32, edgeInset: 12, indicatorExtra: 5),
            content: .sections(rows.map { PagerListSection(headerHeight: 40, rows: $0, rowHeight: 80) }))
    }

    /// Kulman's "stickier" header: a 44 pt header that is the first 44 pt of the list,
    /// hidden by a −44 inset; no pager bar (`B = 0`), three sections.
    static func kulman(revealCheck: PagerRevealCheck = .release) -> PagerLayout {
        PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .stickyReveal, height: 44, barHeight: 0, revealCheck: revealCheck),
            pager: PagerBar(items: [PagerItem(width: 60), PagerItem(width: 60), PagerItem(width: 60)]),
            content: .sections([
                PagerListSection(headerHeight: 30, rows: 10, rowHeight: 50),
                PagerListSection(headerHeight: 30, rows: 10, rowHeight: 50),
                PagerListSection(headerHeight: 30, rows: 10, rowHeight: 50),
            ]))
    }
}

/// Feeds a reducer the way a host does, with a clock that advances one 60 Hz frame per
/// event unless told otherwise.
struct Screen {
    var state = PagerState()
    var t = 0.0

    init() {}

    init(_ layout: PagerLayout) {
        _ = send(.layout(layout, t: 0))
    }

    @discardableResult
    mutating func send(_ event: PagerEvent) -> PagerRecord {
        t = max(t, event.t)
        return state.apply(event)
    }

    private mutating func tick() -> Double {
        t += 1.0 / 60
        return t
    }

    @discardableResult
    mutating func layout(_ layout: PagerLayout) -> PagerRecord {
        send(.layout(layout, t: tick()))
    }

    /// A whole drag: `began` at the first offset, `moved` through the middle ones, `ended`
    /// at the last (with `willDecelerate` = `velocity ≠ 0`). Returns every record.
    @discardableResult
    mutating func drag(_ view: PagerScrollViewID, page: Int? = nil, _ offsets: [Double], velocity: Double = 0) -> [PagerRecord] {
        var records = [send(.dragBegan(view, page: page, offset: offsets[0], t: tick()))]
        for offset in offsets.dropFirst().dropLast() {
            records.append(send(.dragMoved(view, page: page, offset: offset, t: tick())))
        }
        records.append(send(.dragEnded(view, page: page, offset: offsets.count > 1 ? offsets.last! : offsets[0], velocity: velocity, t: tick())))
        return records
    }

    /// A whole deceleration: `began`, `moved` through the middle offsets, `ended`.
    @discardableResult
    mutating func decelerate(_ view: PagerScrollViewID, page: Int? = nil, _ offsets: [Double]) -> [PagerRecord] {
        var records = [send(.offset(.decelerateBegan, view, page: page, offset: offsets[0], t: tick()))]
        for offset in offsets.dropFirst().dropLast() {
            records.append(send(.offset(.decelerateMoved, view, page: page, offset: offset, t: tick())))
        }
        records.append(send(.offset(.decelerateEnded, view, page: page, offset: offsets.last!, t: tick())))
        return records
    }

    /// A host-driven scroll: `moved` at every offset, then `ended` at the last one.
    @discardableResult
    mutating func scroll(_ view: PagerScrollViewID, page: Int? = nil, _ offsets: [Double]) -> [PagerRecord] {
        var records: [PagerRecord] = []
        for offset in offsets {
            records.append(send(.offset(.scrollMoved, view, page: page, offset: offset, t: tick())))
        }
        records.append(send(.offset(.scrollEnded, view, page: page, offset: offsets.last!, t: tick())))
        return records
    }

    /// `drag`, `decelerate` and `scroll` of the `sections` content view.
    @discardableResult
    mutating func drag(_ offsets: [Double], velocity: Double = 0) -> [PagerRecord] {
        drag(.content, offsets, velocity: velocity)
    }

    @discardableResult
    mutating func decelerate(_ offsets: [Double]) -> [PagerRecord] {
        decelerate(.content, offsets)
    }

    @discardableResult
    mutating func scroll(_ offsets: [Double]) -> [PagerRecord] {
        scroll(.content, offsets)
    }

    @discardableResult
    mutating func tap(_ index: Int) -> PagerRecord {
        send(.tapPagerItem(index, t: tick()))
    }

    @discardableResult
    mutating func tapStatusBar() -> PagerRecord {
        send(.tapStatusBar(t: tick()))
    }
}

/// Shorthand for the commands tests expect.
func offset(_ view: PagerScrollViewID, page: Int? = nil, _ value: Double, animated: Bool) -> PagerCommand {
    .setOffset(view: view, page: page, value: value, animated: animated)
}

/// Whether two numbers agree to within `tolerance` (for derivations that divide).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
