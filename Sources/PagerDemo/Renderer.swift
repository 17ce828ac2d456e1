// The screen of any layout as text: status bar, header (search part, tab strip with the
// underline indicator), and the list (or the current page), drawn only from the reducer's
// state — what a front end shows.
import PagerCore

/// Draws a `PagerState` into a grid of characters.
///
/// Points map to cells: the viewport's width to `columns`, its height to the rows between
/// the status bar and the help line.
public struct Renderer: Sendable {
    public var columns: Int
    public var rows: Int
    public var title: String

    /// The key help on the last line.
    public static let keyHelp = "↑↓ drag  PgUp/PgDn fling  ←→ pages  1-9 tabs  t top  r rotate  s numbers  q quit"

    /// A record's numbers on one line, e.g.
    /// `seq 42  t 1.25  sel 2  page 0  y 350.5  ty -64  inset 104  pager 120  pending -  ok`.
    /// Numbers are rounded to 0.1 pt and 0.01 s; diagnostics are named.
    public static func numbers(of record: PagerRecord) -> String {
        func number(_ value: Double, _ places: Double) -> String {
            let rounded = (value * places).rounded() / places
            let text = rounded == 0 ? "0" : "\(rounded)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        let diagnostics = record.diagnostics.isEmpty ? "ok" : record.diagnostics.map(\.rawValue).joined(separator: ",")
        return "seq \(record.seq)  t \(number(record.t, 100))  sel \(record.selected.map(String.init) ?? "-")  page \(record.page)"
            + "  y \(number(record.offsetY, 10))  ty \(number(record.headerTy, 10))  inset \(number(record.insetTop, 10))"
            + "  pager \(number(record.pagerX, 10))  pending \(record.pending.map(String.init) ?? "-")  \(diagnostics)"
    }

    public init(columns: Int = 80, rows: Int = 24, title: String = "ScrollPager") {
        self.columns = columns
        self.rows = rows
        self.title = title
    }

    /// One frame: `rows` lines of exactly `columns` characters. With `statusLine`, the
    /// last line shows it instead of the key help.
    public func frame(_ state: PagerState, statusLine: String? = nil) -> [String] {
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        func put(_ text: String, row: Int, column: Int) {
            guard row >= 0, row < rows else { return }
            for (k, character) in text.enumerated() where column + k >= 0 && column + k < columns {
                grid[row][column + k] = character
            }
        }
        // Status bar and help line.
        put(String(repeating: "─", count: columns), row: 0, column: 0)
        put(" 9:41 ", row: 0, column: 1)
        put(" \(title) ", row: 0, column: max(8, (columns - title.count) / 2 - 1))
        put(" ▮▮▮ ", row: 0, column: columns - 7)
        put(statusLine ?? Self.keyHelp, row: rows - 1, column: 0)

        guard let g = state.geometry else {
            put("(no layout yet)", row: rows / 2, column: (columns - 15) / 2)
            return grid.map { String($0) }
        }
        let screenTop = 1, screenRows = rows - 2
        let pointsPerRow = g.layout.viewport.height / Double(screenRows)
        let pointsPerColumn = g.width / Double(columns)

        // Where the list is on the screen (SPEC §1 mode table): below the header in `fixed`
        // and below the bar in `stickyReveal`; the whole screen in the overlay modes.
        let S = g.headerHeight, B = g.barHeight
        let listTop: Double
        switch g.mode {
        case .fixed: listTop = S + B
        case .stickyReveal: listTop = B
        case .quickReturn, .collapse: listTop = 0
        }
        // The header at rest gets whole rows — one for the search part, two for the bar
        // (titles, then the underline) — and the screen is shifted by `shift` points so that
        // its bottom edge falls on a row boundary: the list's first row at rest is then the
        // row right below the underline, never under it.
        let restBottom = g.mode == .stickyReveal ? B : S + B
        let neededRows = (B > 0 ? 2 : 0) + (S > 0 && g.mode != .stickyReveal ? 1 : 0)
        let headerRows = max(neededRows, Int((restBottom / pointsPerRow - 1e-9).rounded(.up)))
        let shift = Double(headerRows) * pointsPerRow - restBottom
        func row(_ y: Double) -> Int { screenTop + Int(((y + shift) / pointsPerRow).rounded(.down)) }
        func column(_ x: Double) -> Int { Int((x / pointsPerColumn).rounded()) }
        drawList(state, g, listTop: listTop, rowOf: row, middleOf: { r in (Double(r - screenTop) + 0.5) * pointsPerRow - shift },
                 screenRows: screenRows, put: put)

        // The header: in `stickyReveal` the S part scrolls with the list (drawn there) and
        // only the bar is pinned; otherwise search part and bar, moved by headerTy.
        let headerShift = g.mode == .stickyReveal ? 0 : state.headerTy
        let searchTop = headerShift, barTop = (g.mode == .stickyReveal ? 0 : S) + headerShift
        if g.mode != .stickyReveal, S > 0 {
            for r in row(max(0, searchTop))..<row(max(0, searchTop + S)) where r >= screenTop && r < screenTop + screenRows {
                put(String(repeating: " ", count: columns), row: r, column: 0)
            }
            let mid = row(max(0, searchTop + S / 2))
            if searchTop + S / 2 >= 0 { put("  [ Search dishes, shops…" + String(repeating: " ", count: max(0, columns - 30)) + "]", row: mid, column: 0) }
        }
        if B > 0, barTop + B > 0 {
            // The underline on the bar's last row, the titles on the row above it.
            let underlineRow = max(screenTop, row(barTop + B) - 1)
            let titleRow = max(screenTop, min(row(barTop + B / 2), underlineRow - 1))
            put(String(repeating: " ", count: columns), row: titleRow, column: 0)
            if underlineRow != titleRow { put(String(repeating: " ", count: columns), row: underlineRow, column: 0) }
            for i in 0..<g.itemCount {
                let name = g.layout.pager.items[i].title ?? "Tab \(i + 1)"
                let start = column(g.cellX[i] - state.pagerX + (g.cellWidth[i] - g.layout.pager.items[i].width) / 2)
                let marked = i == state.selected ? name.uppercased() : name
                put(String(marked.prefix(max(1, column(g.layout.pager.items[i].width) + 2))), row: titleRow, column: start)
            }
            if let indicator = state.indicator {
                let from = column(indicator.x - state.pagerX), to = max(from + 1, column(indicator.x + indicator.width - state.pagerX))
                put(String(repeating: "▔", count: max(1, to - from)), row: underlineRow == titleRow ? titleRow + 1 : underlineRow, column: from)
            }
        }
        return grid.map { String($0) }
    }

    /// The visible part of the current list: section header rows and rows (sections), or
    /// the current page's rows (pages), from the content offset.
    private func drawList(
        _ state: PagerState, _ g: LayoutGeometry, listTop: Double,
        rowOf row: (Double) -> Int, middleOf middle: (Int) -> Double, screenRows: Int, put: (String, Int, Int) -> Void
    ) {
        let y0 = state.offsetY
        let firstRow = row(listTop), lastRow = 1 + screenRows
        var previous = ""  // a content row spans several cells: label only its first
        for r in firstRow..<lastRow {
            // The content coordinate shown at the middle of this cell.
            let screenY = middle(r)
            let y = y0 + (screenY - listTop)
            guard y >= 0 else { continue }
            var key = "", text = ""
            if g.isPages {
                guard g.contentViewCount > 0, y < g.pageContentHeights[state.page] else { continue }
                let item = Int(y / 88)
                key = "p\(state.page).\(item)"
                text = "    \(g.layout.pager.items[state.page].title ?? "Page \(state.page + 1)") · item \(item + 1)"
            } else if g.mode == .stickyReveal, y < g.headerHeight {
                key = "header"
                text = "  ╭─ header: pulled down to reveal ─╮"
            } else {
                guard case .sections(let sections, _, _) = g.layout.content, y < g.sectionsContentHeight else { continue }
                let i = max(0, g.sectionTops.lastIndex { $0 <= y } ?? 0)
                let top = g.sectionTops[i]
                let name = sections[i].title ?? "Section \(i + 1)"
                if y < top + sections[i].headerHeight {
                    key = "s\(i)"
                    text = "▌ \(name) " + String(repeating: "─", count: max(0, 40 - name.count))
                } else {
                    let rowIndex = Int((y - top - sections[i].headerHeight) / max(sections[i].rowHeight, 1))
                    key = "s\(i).\(rowIndex)"
                    text = "    \(name) · \(rowIndex + 1)"
                }
            }
            if key != previous { put(text, r, 0) }
            previous = key
        }
    }
}
