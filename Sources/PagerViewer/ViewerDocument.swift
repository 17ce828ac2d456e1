// `trace-replay view`: a trace as one self-contained HTML file — the phone drawn from the
// screen model at every record, a timeline, time travel. The records are the reducer's,
// computed here; the page only draws them.
import Foundation
import PagerCore
import PagerKit
import PagerTrace

/// The data of a viewer page, built record by record (streamed: only compact lines are kept).
///
/// Embedded, per record: the event's and the record's JSON lines (as `trace-replay run`
/// prints them) and the screen model's moving parts — header and bar positions, the
/// underline — computed by `PagerScreenModel`; per layout: the screen model's fixed parts (the
/// list's frame, the tab cells, the sections or pages the rows are drawn from). With
/// expected states, the same for each expected record, and which fields differ.
public struct ViewerDocument {
    public var title: String
    public var differ = PagerRecordDiffer()

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
    private var lastGeometry: PagerLayoutGeometry?

    public init(title: String) {
        self.title = title
    }

    /// Adds one event, the state after it, its record and the expected record, if any.
    /// `line` and `expectedLine` are where the event and the expected record stand in their
    /// files (the numbers `trace-replay run` prints); without them, records count from 1.
    public mutating func add(
        _ event: PagerEvent, line: Int? = nil, state: PagerState, record: PagerRecord,
        expected wanted: PagerRecord?, expectedLine: Int? = nil, hasExpectedStates: Bool
    ) {
        if let g = state.geometry, g !== lastGeometry {
            lastGeometry = g
            layouts.append(ViewerScreen.layoutJSON(PagerScreenModel(state: state), g))
            currentLayout = layouts.count - 1
        }
        eventLines.append(String(line ?? records.count + 1))
        events.append(event.jsonLine)
        records.append(record.jsonLine)
        screens.append(
            ViewerScreen.screenJSON(
                state.geometry.map { PagerScreenModel(record: record, geometry: $0) }, layout: currentLayout,
                pages: state.geometry.flatMap { ViewerScreen.visiblePages(state, $0) }))
        guard hasExpectedStates else { return }
        hasExpected = true
        expectedLines.append(expectedLine.map(String.init) ?? "null")
        if let wanted {
            expected.append(wanted.jsonLine)
            expectedScreens.append(ViewerScreen.screenJSON(state.geometry.map { PagerScreenModel(record: wanted, geometry: $0) }, layout: currentLayout))
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
        func strings(_ items: [String]) -> String { list(items.map { ViewerScreen.quoted($0) }) }
        var out =
            "{\"title\":\(ViewerScreen.quoted(title)),\"format\":\(PagerTraceFormat.version),\"spec\":\(ViewerScreen.quoted(PagerTraceFormat.specVersion)),\n"
        out += "\"layouts\":\(list(layouts)),\n\"events\":\(strings(events)),\n\"records\":\(strings(records)),\n\"screens\":\(list(screens))"
        out += ",\n\"eventLines\":[\(eventLines.joined(separator: ","))]"
        if hasExpected {
            out += ",\n\"expectedLines\":[\(expectedLines.joined(separator: ","))]"
            out +=
                ",\n\"expected\":\(list(expected.map { $0 == "null" ? $0 : ViewerScreen.quoted($0) })),\n\"expectedScreens\":\(list(expectedScreens)),\n\"differences\":\(list(differences))"
        }
        out += "}"
        return out.replacingAll("</", with: "<\\/")
    }

    /// The whole HTML document.
    public var html: String {
        ViewerPage.html(title: title, data: json)
    }

    /// The HTML document with the WebAssembly module and its glue inlined (`view --live`):
    /// a "continue from here" button takes over live at the current record.
    public func html(live: (module: [UInt8], glue: String)) -> String {
        ViewerPage.html(title: title, data: json, live: live)
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
