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
    public mutating func add(_ event: PagerEvent, state: PagerState, record: PagerRecord, expected wanted: PagerRecord?, hasExpectedStates: Bool) {
        if let g = state.geometry, g !== lastGeometry {
            lastGeometry = g
            layouts.append(Self.layoutJSON(ScreenModel(state: state), g))
            currentLayout = layouts.count - 1
        }
        events.append(event.jsonLine)
        records.append(record.jsonLine)
        screens.append(Self.screenJSON(state.geometry.map { ScreenModel(record: record, geometry: $0) }, layout: currentLayout))
        guard hasExpectedStates else { return }
        hasExpected = true
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
        if hasExpected {
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
    /// or `null` before the first layout.
    static func screenJSON(_ screen: ScreenModel?, layout: Int) -> String {
        guard let screen, screen.viewport.width > 0 else { return "null" }
        func n(_ value: Double?) -> String { value.map(number) ?? "null" }
        return "[\(n(screen.header?.y)),\(n(screen.bar?.y)),\(n(screen.indicator?.x)),\(n(screen.indicator?.y)),\(n(screen.indicator?.width)),\(layout)]"
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
        case .pages:
            let pages = g.pageContentHeights.enumerated().map { k, height in
                "[\(number(height)),\(quoted(g.layout.pager.items[k].title ?? "Page \(k + 1)"))]"
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
