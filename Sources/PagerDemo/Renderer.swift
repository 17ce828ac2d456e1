// The screen of any layout as text: status bar, header (search part, tab strip with the
// underline indicator), and the list (or the current page). The terminal is one more front
// end: it draws `PagerScreenModel`'s frames (the driver's screen model), nothing of its own.
import PagerCore
import PagerKit

/// Draws a `PagerScreenModel` into a grid of characters.
///
/// Points map to cells: the viewport's width to `columns`, its height to the rows between
/// the status bar and the help line.
public struct Renderer: Sendable {
    public var columns: Int
    public var rows: Int
    public var title: String
    /// What the header's collapsible part says: the seed screens with a search field (FJ's,
    /// the menu) name it (`headerLabel(preset:)`); with `nil` — any layout of yours — the part
    /// is a plain band naming itself and its height, nothing the layout does not say.
    public var headerLabel: String?
    /// The last line when no status line is given: the interactive keys (`keyHelp`), or
    /// what a replay takes (`replayHelp`). Fitted to the width like every status line.
    public var help: String = Renderer.keyHelp

    /// The key help on the last line, most useful first and `q quit` last (a narrow
    /// terminal drops fields before it, `fitted(_:)`).
    public static let keyHelp = "↑↓ drag  PgUp/PgDn fling  ←→ pages  1-9 tabs  t top  r rotate  s numbers  h/H header  q quit"

    /// The last line while a trace is replayed: it takes no gestures, only these keys.
    public static func replayHelp(event: Int, of count: Int) -> String {
        "replay  event \(event) of \(count)  s numbers  q quit"
    }

    /// The label of a preset's header: a search field on the screens whose seed has one
    /// (FJ's search bar, the menu's), else `nil`.
    public static func headerLabel(preset name: String) -> String? {
        name.hasPrefix("fj") || name.hasPrefix("menu") ? "Search dishes, shops…" : nil
    }

    /// A status line of fields two spaces apart, made to fit `columns`: one space apart if
    /// that is needed, then without fields before the last one (the least useful come
    /// last: `pending`, `pager`… of the numbers; the key help's `h/H header`…), the last
    /// (`ok` or the diagnostics; `q quit`) always kept; only then cut.
    public func fitted(_ line: String) -> String {
        var fields = line.components(separatedBy: "  ")
        while true {
            for separator in ["  ", " "] {
                let joined = fields.joined(separator: separator)
                if joined.count <= columns { return joined }
            }
            guard fields.count > 2 else { return String(fields.joined(separator: " ").prefix(columns)) }
            fields.remove(at: fields.count - 2)
        }
    }

    /// Points of the screen per text row of a frame (the viewport's height over the rows
    /// between the status bar and the help line).
    package func pointsPerRow(of screen: PagerScreenModel) -> Double {
        screen.viewport.height / Double(max(1, rows - 2))
    }

    /// Whether 0-based frame row `row` shows the header (its search part or its bar), as
    /// `frame(_:)` draws them.
    package func isOnHeader(row: Int, of screen: PagerScreenModel) -> Bool {
        guard screen.viewport.width > 0, row >= 1, row < rows - 1 else { return false }
        let top = screen.header?.y ?? screen.bar?.y, bottom = screen.bar?.maxY ?? screen.header?.maxY
        guard let top, let bottom, screen.mode != .stickyReveal else { return false }
        let perRow = pointsPerRow(of: screen)
        let y = Double(row - 1) * perRow
        return y + perRow > top && y < bottom
    }

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

    public init(columns: Int = 80, rows: Int = 24, title: String = "ScrollPager", headerLabel: String? = nil) {
        self.columns = columns
        self.rows = rows
        self.title = title
        self.headerLabel = headerLabel
    }

    /// One frame of `state`'s screen: `rows` lines of exactly `columns` characters. With
    /// `statusLine`, the last line shows it instead of the key help.
    public func frame(_ state: PagerState, statusLine: String? = nil) -> [String] {
        frame(PagerScreenModel(state: state), statusLine: statusLine)
    }

    /// One frame of a screen model.
    package func frame(_ screen: PagerScreenModel, statusLine: String? = nil) -> [String] {
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
        put(fitted(statusLine ?? help), row: rows - 1, column: 0)

        guard screen.viewport.width > 0 else {
            put("(no layout yet)", row: rows / 2, column: (columns - 15) / 2)
            return grid.map { String($0) }
        }
        let screenTop = 1, screenRows = rows - 2
        let pointsPerRow = screen.viewport.height / Double(screenRows)
        let pointsPerColumn = screen.viewport.width / Double(columns)
        let sticky = screen.mode == .stickyReveal
        let S = sticky ? 0 : screen.header?.height ?? 0, B = screen.bar?.height ?? 0

        // The header at rest gets whole rows — one for the search part, two for the bar
        // (titles, then the underline) — and the screen is shifted by `shift` points so that
        // its bottom edge falls on a row boundary: the list's first row at rest is then the
        // row right below the underline, never under it.
        let restBottom = S + B
        let neededRows = (B > 0 ? 2 : 0) + (S > 0 ? 1 : 0)
        let headerRows = max(neededRows, Int((restBottom / pointsPerRow - 1e-9).rounded(.up)))
        let shift = Double(headerRows) * pointsPerRow - restBottom
        func row(_ y: Double) -> Int { screenTop + Int(((y + shift) / pointsPerRow).rounded(.down)) }
        func column(_ x: Double) -> Int { Int((x / pointsPerColumn).rounded()) }

        // The list: each text row shows the model row under its middle, labelled on its
        // first text row only (a row spans several).
        var previous: PagerScreenModel.Row.Kind?
        for r in row(screen.list.y)..<(screenTop + screenRows) {
            let middle = (Double(r - screenTop) + 0.5) * pointsPerRow - shift
            guard let shown = screen.rows.first(where: { $0.frame.y <= middle && middle < $0.frame.maxY }) else {
                previous = nil
                continue
            }
            if shown.kind != previous { put(Self.text(of: shown), row: r, column: 0) }
            previous = shown.kind
        }

        // The header: the search part and the bar, where the model puts them (in
        // `stickyReveal` the S part scrolls with the list, drawn there).
        if !sticky, let header = screen.header {
            let searchTop = header.y
            for r in row(max(0, searchTop))..<row(max(0, searchTop + S)) where r >= screenTop && r < screenTop + screenRows {
                put(String(repeating: " ", count: columns), row: r, column: 0)
            }
            if searchTop + S / 2 >= 0 {
                let label =
                    headerLabel.map { "  [ \($0)" + String(repeating: " ", count: max(0, columns - 9 - $0.count)) + "]" }
                    ?? "  ░ header · \(Self.points(S)) pt " + String(repeating: "░", count: max(0, columns - 17 - Self.points(S).count))
                put(label, row: row(max(0, searchTop + S / 2)), column: 0)
            }
        }
        if let bar = screen.bar, bar.maxY > 0 {
            // The underline on the bar's last row, the titles on the row above it.
            let underlineRow = max(screenTop, row(bar.maxY) - 1)
            let titleRow = max(screenTop, min(row(bar.y + B / 2), underlineRow - 1))
            put(String(repeating: " ", count: columns), row: titleRow, column: 0)
            if underlineRow != titleRow { put(String(repeating: " ", count: columns), row: underlineRow, column: 0) }
            for cell in screen.cells {
                let start = column(cell.frame.x + (cell.frame.width - cell.titleWidth) / 2)
                let marked = cell.isSelected ? cell.title.uppercased() : cell.title
                put(String(marked.prefix(max(1, column(cell.titleWidth) + 2))), row: titleRow, column: start)
            }
            if let indicator = screen.indicator {
                let from = column(indicator.x), to = max(from + 1, column(indicator.x + indicator.width))
                put(String(repeating: "▔", count: max(1, to - from)), row: underlineRow == titleRow ? titleRow + 1 : underlineRow, column: from)
            }
        }
        return grid.map { String($0) }
    }

    /// Points as text: whole when they are, else to 0.1.
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A list row as text.
    static func text(of row: PagerScreenModel.Row) -> String {
        switch row.kind {
        case .sectionHeader: return "▌ \(row.title) " + String(repeating: "─", count: max(0, 40 - row.title.count))
        case .row(_, let r): return "    \(row.title) · \(r + 1)"
        case .pageItem(_, let item): return "    \(row.title) · item \(item + 1)"
        case .pagePadding: return "    ┄ padding: room for the header to collapse ┄"
        case .revealHeader: return "  ╭─ header: pulled down to reveal ─╮"
        }
    }
}
