// `trace-replay view`: a trace as one self-contained HTML file — the phone drawn from the
// screen model at every record, a timeline, time travel. The records are the reducer's,
// computed here; the page only draws them.
import Foundation
import PagerCore
import PagerDriver
import PagerTrace

/// The data of a viewer page, built record by record (streamed: only compact lines are kept).
///
/// Embedded, per record: the event's and the record's JSON lines (as `trace-replay run`
/// prints them) and the screen model's moving parts — header and bar positions, the
/// underline — computed by `ScreenModel`; per layout: the screen model's fixed parts (the
/// list's frame, the tab cells, the sections or pages the rows are drawn from). With
/// expected states, the same for each expected record, and which fields differ.
public struct ViewerDocument {
    public var title: String
    public var differ = RecordDiffer()

    private var layouts: [String] = []
    private var events: [String] = []
    private var records: [String] = []
    private var screens: [String] = []
    /// Per record: its event's 1-based line in the events file (comments counted, as
    /// `trace-replay run` names it), and the expected record's in the states file.
    private var eventLines: [String] = []
    private var expectedLines: [String] = []
    private var expected: [String] = []
    private var expectedScreens: [String] = []
    /// Per record with an expected one: the fields that differ (empty when equal).
    private var differences: [String] = []
    private var hasExpected = false
    private var currentLayout = -1
    private var lastGeometry: LayoutGeometry?

    public init(title: String) {
        self.title = title
    }

    /// Adds one event, the state after it, its record and the expected record, if any.
    /// `line` and `expectedLine` are where the event and the expected record stand in their
    /// files (the numbers `trace-replay run` prints); without them, records count from 1.
    public mutating func add(_ event: PagerEvent, line: Int? = nil, state: PagerState, record: PagerRecord,
                             expected wanted: PagerRecord?, expectedLine: Int? = nil, hasExpectedStates: Bool) {
        if let g = state.geometry, g !== lastGeometry {
            lastGeometry = g
            layouts.append(Self.layoutJSON(ScreenModel(state: state), g))
            currentLayout = layouts.count - 1
        }
        eventLines.append(String(line ?? records.count + 1))
        events.append(event.jsonLine)
        records.append(record.jsonLine)
        screens.append(Self.screenJSON(state.geometry.map { ScreenModel(record: record, geometry: $0) }, layout: currentLayout,
                                       pages: state.geometry.flatMap { Self.visiblePages(state, $0) }))
        guard hasExpectedStates else { return }
        hasExpected = true
        expectedLines.append(expectedLine.map(String.init) ?? "null")
        if let wanted {
            expected.append(wanted.jsonLine)
            expectedScreens.append(Self.screenJSON(state.geometry.map { ScreenModel(record: wanted, geometry: $0) }, layout: currentLayout))
            let fields = differ.differences(expected: wanted, actual: record).map { "\"\($0.field)\"" }
            differences.append("[" + fields.joined(separator: ",") + "]")
        } else {
            expected.append("null")
            expectedScreens.append("null")
            differences.append("[\"(no expected record)\"]")
        }
    }

    /// The first record that differs from its expected one, if any.
    public var firstDifference: Int? {
        differences.firstIndex { $0 != "[]" }
    }

    /// Records added.
    public var count: Int { records.count }

    /// The data as one JSON object (with `</` escaped, so it can sit in a `<script>`).
    public var json: String {
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ",\n") + "]" }
        func strings(_ items: [String]) -> String { list(items.map(Self.quoted)) }
        var out = "{\"title\":\(Self.quoted(title)),\"format\":\(TraceFormat.version),\"spec\":\(Self.quoted(TraceFormat.specVersion)),\n"
        out += "\"layouts\":\(list(layouts)),\n\"events\":\(strings(events)),\n\"records\":\(strings(records)),\n\"screens\":\(list(screens))"
        out += ",\n\"eventLines\":[\(eventLines.joined(separator: ","))]"
        if hasExpected {
            out += ",\n\"expectedLines\":[\(expectedLines.joined(separator: ","))]"
            out += ",\n\"expected\":\(list(expected.map { $0 == "null" ? $0 : Self.quoted($0) })),\n\"expectedScreens\":\(list(expectedScreens)),\n\"differences\":\(list(differences))"
        }
        out += "}"
        return out.replacingAll("</", with: "<\\/")
    }

    /// The whole HTML document.
    public var html: String {
        ViewerPage.html(title: title, data: json)
    }

    // MARK: Encoding

    /// `[headerY, barY, indicatorX, indicatorY, indicatorWidth, layout]` (nulls where absent),
    /// or `null` before the first layout; mid-swipe, a seventh element lists the pages the
    /// container shows, `[[page, x, offset], …]` (see `visiblePages`).
    static func screenJSON(_ screen: ScreenModel?, layout: Int, pages: [(page: Int, x: Double, offset: Double)]? = nil) -> String {
        guard let screen, screen.viewport.width > 0 else { return "null" }
        func n(_ value: Double?) -> String { value.map(number) ?? "null" }
        var out = "[\(n(screen.header?.y)),\(n(screen.bar?.y)),\(n(screen.indicator?.x)),\(n(screen.indicator?.y)),\(n(screen.indicator?.width)),\(layout)"
        if let pages {
            out += ",[" + pages.map { "[\($0.page),\(number($0.x)),\(number($0.offset))]" }.joined(separator: ",") + "]"
        }
        return out + "]"
    }

    /// The pages a pages container shows mid-swipe: at `pagesX` between `k·W` and
    /// `(k+1)·W`, page `k` at screen x `k·W − pagesX` and page `k + 1` a width to its right,
    /// each list at its own offset (the state keeps every page's). `nil` when the container
    /// rests on one page — the record's own `page` and `offsetY` say all — or the content
    /// is sections. Past either end (a rubber band) the one page there is shown where it is.
    static func visiblePages(_ state: PagerState, _ g: LayoutGeometry) -> [(page: Int, x: Double, offset: Double)]? {
        guard g.layout.content.isPages, g.width > 0 else { return nil }
        let W = g.width, x = state.pagesX, count = g.layout.content.itemCount
        let k = (x / W).rounded(.down)
        guard x != k * W, count > 0 else { return nil }
        var shown: [(page: Int, x: Double, offset: Double)] = []
        for page in [k, k + 1] where page >= 0 && page < Double(count) {
            let index = Int(page)
            shown.append((index, page * W - x, state.contentOffset(page: index) ?? 0))
        }
        return shown
    }

    /// A layout's fixed parts, from the screen model at that layout and its geometry.
    static func layoutJSON(_ screen: ScreenModel, _ g: LayoutGeometry) -> String {
        let cells = screen.cells.map { "[\(number($0.frame.x)),\(number($0.frame.width)),\(number($0.titleWidth)),\(quoted($0.title))]" }
        var out = "{\"width\":\(number(g.width)),\"height\":\(number(g.layout.viewport.height)),\"mode\":\(quoted(g.mode.rawValue))"
        out += ",\"S\":\(number(g.headerHeight)),\"B\":\(number(g.barHeight)),\"listY\":\(number(screen.list.y)),\"listHeight\":\(number(screen.list.height))"
        out += ",\"pageItemHeight\":88,\"cells\":[\(cells.joined(separator: ","))]"
        switch g.layout.content {
        case .sections(let sections, _, _, _):
            let rows = sections.enumerated().map { i, section in
                // A measured section's body (v3) is drawn as one row, as the screen model does.
                let (rows, rowHeight) = section.measuredHeight.map { (1, $0 - section.headerHeight) } ?? (section.rows, section.rowHeight)
                return "[\(number(g.sectionTops[i])),\(number(section.headerHeight)),\(rows),\(number(rowHeight)),\(quoted(section.title ?? "Section \(i + 1)"))]"
            }
            out += ",\"sections\":[\(rows.joined(separator: ","))]"
        case .pages(let own, _):
            // `[height, title, own height]`: what `adjustContentSize` added below a page's own
            // content is drawn as padding, as the screen model does.
            let pages = g.pageContentHeights.enumerated().map { k, height in
                "[\(number(height)),\(quoted(g.layout.pager.items[k].title ?? "Page \(k + 1)")),\(number(min(own[k].contentHeight, height)))]"
            }
            out += ",\"pages\":[\(pages.joined(separator: ","))]"
        }
        return out + "}"
    }

    static func number(_ value: Double) -> String {
        var bytes: [UInt8] = []
        TraceWriter.appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        var out = "", rest = self[...]
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
