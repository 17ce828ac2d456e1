// `trace-replay run EVENTS --explain`: the textual twin of the viewer. Per event, where it
// is and what it is, then only what the record changed (`headerTy: 0 → -24`), its commands
// and its diagnostics — instead of diffing JSON records by eye.

import PagerCore

/// One event's explanation, as `run --explain` prints it.
public enum PagerExplanation {
    /// The block for `event` (at `line` of its file) whose record is `record`; `previous`
    /// is the record before it (`nil` for the first event: every field is new).
    ///
    /// ```
    /// line 3 · seq 2 · {"t":0.52,"type":"drag","phase":"moved","view":"content","page":0,"offset":-80}
    ///   offsetY: -104 → -80
    ///   headerTy: 0 → -24
    /// ```
    public static func block(line: Int, event: PagerEvent, record: PagerRecord, previous: PagerRecord?) -> String {
        var lines = ["line \(line) · seq \(record.seq) · \(event.jsonLine)"]
        let before = previous ?? emptyRecord
        let changed = PagerRecordDiffer(tolerance: 0).differences(expected: before, actual: record)
            .filter { !ignored.contains($0.field) }
        for difference in changed {
            lines.append(
                previous == nil
                    ? "  \(difference.field): \(difference.actual)"
                    : "  \(difference.field): \(difference.expected) → \(difference.actual)")
        }
        for command in record.commands {
            var bytes: [UInt8] = []
            PagerTraceWriter.append(command, to: &bytes)
            lines.append("  command: " + String(decoding: bytes, as: UTF8.self))
        }
        for diagnostic in record.diagnostics {
            lines.append("  diagnostic: \(diagnostic.rawValue)")
        }
        if changed.isEmpty, record.commands.isEmpty, record.diagnostics.isEmpty {
            lines.append("  (no change)")
        }
        return lines.joined(separator: "\n")
    }

    /// Fields every record changes, or that the block shows otherwise.
    private static let ignored: Set<String> = [
        TraceKeys.Record.seq.rawValue, TraceKeys.Record.t.rawValue, TraceKeys.Record.event.rawValue,
        TraceKeys.Record.commands.rawValue, TraceKeys.Record.diagnostics.rawValue,
    ]

    /// The state before any event, as a record (what the first event's fields are new from).
    private static let emptyRecord: PagerRecord = {
        var state = PagerState()
        var record = state.apply(.tapStatusBar(t: 0))
        record.diagnostics = []
        return record
    }()
}
