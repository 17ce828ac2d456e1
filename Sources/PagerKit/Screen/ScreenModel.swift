// What the screen shows, from the reducer's state: the frames every front end draws (the
// terminal demo, the browser viewer, UIKit), so that none of them re-derives the geometry.
import PagerCore

/// A rectangle in screen points: `x`, `y` from the top left of the viewport (SPEC §1: the
/// screen under the status bar).
public struct PagerScreenRect: Equatable, Hashable, Sendable {
    /// The left edge, in points from the screen's left.
    public var x: Double
    /// The top edge, in points from the top of the screen under the status bar.
    public var y: Double
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A rectangle at `x`, `y`, `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The bottom edge: `y + height`.
    public var maxY: Double { y + height }
}

/// The screen as the state shows it (SPEC §1 mode table, §3 fields).
///
/// ```swift
/// let screen = ScreenModel(state: driver.state)
/// header.frame = screen.header.map(CGRect.init) ?? .zero
/// for cell in screen.cells { … cell.title, cell.frame, cell.isSelected }
/// ```
package struct PagerScreenModel: Equatable, Sendable {
    /// One tab of the strip.
    public struct Cell: Equatable, Sendable {
        /// The item's index in `pager.items`.
        public var index: Int
        /// The item's title (`Item N` when the layout has none).
        public var title: String
        /// The measured title width `wᵢ` (the title sits centred in the cell).
        public var titleWidth: Double
        /// On screen: the cell's frame in the pager content, less `pagerX`, in the bar.
        public var frame: PagerScreenRect
        /// Whether it is the selected tab.
        public var isSelected: Bool
    }

    /// One visible row of the list.
    public struct Row: Equatable, Sendable {
        /// What a row is.
        public enum Kind: Equatable, Sendable {
            /// Section `section`'s header row (`sections` content).
            case sectionHeader(section: Int)
            /// Row `row` of section `section`.
            case row(section: Int, row: Int)
            /// Item `item` of page `page` (`pages` content, `pageItemHeight` apart).
            case pageItem(page: Int, item: Int)
            /// The room `adjustContentSize` added below a short page's own content, so that
            /// its header can collapse (SPEC §1): empty space, not items.
            case pagePadding(page: Int)
            /// `stickyReveal`'s header, the top `S` of the list's content (SPEC §4.5).
            case revealHeader
        }
        /// What this row is: a section header row, a row, a page's item, padding, a revealed header.
        public var kind: Kind
        /// The section's or page's title (`PagerListSection 3`, `PagerLayoutPage 2` when the layout has none).
        public var title: String
        /// On screen (it may extend past the list's visible frame).
        public var frame: PagerScreenRect
    }

    /// The viewport: `W × H`.
    public var viewport: PagerScreenRect
    /// How the header behaves (it scrolls with the list in `stickyReveal`).
    public var mode: PagerHeaderMode
    /// The collapsible header part `S`, moved by `headerTy` (scrolled with the list in
    /// `stickyReveal`); `nil` when `S` is 0.
    public var header: PagerScreenRect?
    /// The pager bar `B`; `nil` when `B` is 0.
    public var bar: PagerScreenRect?
    /// The list's frame on screen (below the header in `fixed`, the bar in
    /// `stickyReveal`, the whole viewport in the overlay modes).
    public var list: PagerScreenRect
    /// The tabs, in order.
    public var cells: [Cell]
    /// The underline: the record's indicator, on screen, 2 pt high at the bar's bottom.
    public var indicator: PagerScreenRect?
    /// The rows that intersect the list's frame, top to bottom.
    public var rows: [Row]
    /// The current page (0 in `sections` content).
    public var page: Int

    /// The screen of `state`; empty (a zero viewport, nothing on it) before the first layout.
    ///
    /// - Parameters:
    ///   - state: the reducer's state after the last event.
    ///   - headerTy: if given, the header is drawn there instead of at the state's: a front
    ///     end animating an `animateHeader` draws the header where its animation is now.
    ///   - pageItemHeight: the height of the items drawn on a page (pages carry only their
    ///     content height).
    /// - Complexity: O(items + visible rows + log sections).
    public init(state: PagerState, headerTy: Double? = nil, pageItemHeight: Double = 88) {
        guard let g = state.geometry else {
            self.init(empty: ())
            return
        }
        self.init(
            geometry: g, selected: state.selected, page: state.page, offsetY: state.offsetY, pagerX: state.pagerX,
            headerTy: headerTy ?? state.headerTy, indicator: state.indicator, pageItemHeight: pageItemHeight)
    }

    /// The screen a record shows on `geometry` (its layout): a record holds every number
    /// the screen depends on — for drawing expected states, which have no `PagerState`.
    /// `includesRows: false` leaves `rows` empty (the chrome and the strip only).
    public init(record: PagerRecord, geometry: PagerLayoutGeometry, pageItemHeight: Double = 88, includesRows: Bool = true) {
        self.init(
            geometry: geometry, selected: record.selected, page: min(record.page, max(0, geometry.contentViewCount - 1)),
            offsetY: record.offsetY, pagerX: record.pagerX, headerTy: record.headerTy, indicator: record.indicator,
            pageItemHeight: pageItemHeight, includesRows: includesRows)
    }

    /// SPEC §1's mode table: where the header and the bar are (`S` and `B` tall, 0 tall
    /// included) and the content view, with the header translated by `headerTy`
    /// (overlay modes) and, in `stickyReveal`, scrolled with the list's offset `offsetY`
    /// (its content 0…S). The one home of these frames: the screens' frames come from it.
    public static func chrome(of g: PagerLayoutGeometry, headerTy: Double, offsetY y: Double) -> (
        header: PagerScreenRect, bar: PagerScreenRect, list: PagerScreenRect
    ) {
        let W = g.width, H = g.layout.viewport.height, S = g.headerHeight, B = g.barHeight
        let list: PagerScreenRect, header: PagerScreenRect, barY: Double
        switch g.mode {
        case .fixed:
            list = PagerScreenRect(x: 0, y: S + B, width: W, height: g.contentViewHeight)
            header = PagerScreenRect(x: 0, y: 0, width: W, height: S)
            barY = S
        case .quickReturn, .collapse:
            list = PagerScreenRect(x: 0, y: 0, width: W, height: H)
            header = PagerScreenRect(x: 0, y: headerTy, width: W, height: S)
            barY = S + headerTy
        case .stickyReveal:
            list = PagerScreenRect(x: 0, y: B, width: W, height: g.contentViewHeight)
            header = PagerScreenRect(x: 0, y: B - y, width: W, height: S)  // content 0…S, scrolled
            barY = 0
        }
        return (header, PagerScreenRect(x: 0, y: barY, width: W, height: B), list)
    }

    private init(empty: ()) {
        let zero = PagerScreenRect(x: 0, y: 0, width: 0, height: 0)
        self.init(viewport: zero, mode: .fixed, header: nil, bar: nil, list: zero, cells: [], indicator: nil, rows: [], page: 0)
    }

    private init(
        geometry g: PagerLayoutGeometry, selected: Int?, page: Int, offsetY y: Double, pagerX: Double, headerTy: Double,
        indicator recordIndicator: PagerIndicator?, pageItemHeight: Double, includesRows: Bool = true
    ) {
        let layout = g.layout
        let W = g.width, H = layout.viewport.height, S = g.headerHeight, B = g.barHeight
        let (header, barFrame, list) = Self.chrome(of: g, headerTy: headerTy, offsetY: y)
        let bar = B > 0 ? barFrame : nil, barY = barFrame.y

        let cells = (0..<g.itemCount).map { i in
            Cell(
                index: i, title: layout.pager.items[i].title ?? "Tab \(i + 1)", titleWidth: layout.pager.items[i].width,
                frame: PagerScreenRect(x: g.cellX[i] - pagerX, y: barY, width: g.cellWidth[i], height: B),
                isSelected: i == selected)
        }
        let indicator = recordIndicator.map {
            PagerScreenRect(x: $0.x - pagerX, y: barY + B - 2, width: $0.width, height: 2)
        }

        // Rows: content y maps to the screen as list.y + (contentY − offset).
        var rows: [Row] = []
        let top = y, bottom = y + list.height
        func frame(_ contentY: Double, _ height: Double) -> PagerScreenRect {
            PagerScreenRect(x: 0, y: list.y + contentY - y, width: W, height: height)
        }
        switch layout.content {
        case .sections where !includesRows, .pages where !includesRows:
            break
        case .sections(let sections, _, _, _):
            if g.mode == .stickyReveal, S > 0, top < S, bottom > 0 {
                rows.append(Row(kind: .revealHeader, title: "header", frame: frame(0, S)))
            }
            // The first section whose bottom is below the top of the visible window.
            let tops = g.sectionTops
            var low = 0, high = sections.count
            while low < high {
                let mid = (low + high) / 2
                if tops[mid] + sections[mid].height <= top { low = mid + 1 } else { high = mid }
            }
            var i = low
            while i < sections.count, tops[i] < bottom {
                let section = sections[i], sectionTop = tops[i]
                let title = section.title ?? "Section \(i + 1)"
                if sectionTop + section.headerHeight > top, section.headerHeight > 0 {
                    rows.append(Row(kind: .sectionHeader(section: i), title: title, frame: frame(sectionTop, section.headerHeight)))
                }
                if let measured = section.measuredHeight {
                    // A measured section: its body, whatever its rows, drawn as one row.
                    let body = measured - section.headerHeight, bodyTop = sectionTop + section.headerHeight
                    if body > 0, bodyTop + body > top {
                        rows.append(Row(kind: .row(section: i, row: 0), title: title, frame: frame(bodyTop, body)))
                    }
                } else if section.rows > 0, section.rowHeight > 0 {
                    let rowsTop = sectionTop + section.headerHeight
                    let first = max(0, Int(((top - rowsTop) / section.rowHeight).rounded(.down)))
                    var r = first
                    while r < section.rows, rowsTop + Double(r) * section.rowHeight < bottom {
                        rows.append(
                            Row(
                                kind: .row(section: i, row: r), title: title,
                                frame: frame(rowsTop + Double(r) * section.rowHeight, section.rowHeight)))
                        r += 1
                    }
                }
                i += 1
            }
        case .pages:
            if g.contentViewCount > 0, pageItemHeight > 0 {
                // Items fill the page's own height; what `adjustContentSize` added below it is
                // one padding row.
                let p = page, padded = g.pageContentHeights[p]
                var height = padded
                if case .pages(let pages, _) = layout.content { height = min(pages[p].contentHeight, padded) }
                let title = layout.pager.items[p].title ?? "Page \(p + 1)"
                var item = max(0, Int((top / pageItemHeight).rounded(.down)))
                while Double(item) * pageItemHeight < min(bottom, height) {
                    rows.append(
                        Row(
                            kind: .pageItem(page: p, item: item), title: title,
                            frame: frame(Double(item) * pageItemHeight, min(pageItemHeight, height - Double(item) * pageItemHeight))))
                    item += 1
                }
                if padded > height, height < bottom, padded > top {
                    rows.append(Row(kind: .pagePadding(page: p), title: title, frame: frame(height, padded - height)))
                }
            }
        }
        self.init(
            viewport: PagerScreenRect(x: 0, y: 0, width: W, height: H), mode: g.mode, header: S > 0 ? header : nil, bar: bar,
            list: list, cells: cells, indicator: indicator, rows: rows, page: page)
    }

    /// A screen model of these parts (the reducer's state gives them: `init(state:)`).
    public init(
        viewport: PagerScreenRect, mode: PagerHeaderMode, header: PagerScreenRect?, bar: PagerScreenRect?, list: PagerScreenRect,
        cells: [Cell], indicator: PagerScreenRect?, rows: [Row], page: Int
    ) {
        self.viewport = viewport
        self.mode = mode
        self.header = header
        self.bar = bar
        self.list = list
        self.cells = cells
        self.indicator = indicator
        self.rows = rows
        self.page = page
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension PagerScreenRect: Codable {}
#endif
