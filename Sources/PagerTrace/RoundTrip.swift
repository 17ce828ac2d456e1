// The codec round trip a checker asks of every event and record (SPEC §8.1: what the
// reducer emits, and what a host reports, survives a write → read), done with reusable
// buffers so that a fuzzer can afford it on every event.
import PagerCore

/// Writes events and records as trace lines and reads them back, reusing its buffers.
///
/// ```swift
/// var codec = TraceRoundTrip()
/// codec.eventSurvives(event)      // false: the line reads back as another event
/// codec.recordSurvives(record)
/// ```
///
/// A `layout` event whose layout is the last one this instance checked (same numbers, same
/// titles) is not written again: its line is its `t` and that layout, so only `t` is
/// written and read back. A host that reports its layout every frame then costs one
/// comparison per frame, not a JSON object of every section.
public struct TraceRoundTrip {
    private var bytes: [UInt8] = []
    private var other: [UInt8] = []
    private var checkedLayout: Layout?

    public init() {}

    /// Whether `event` reads back from its line as the same event (`==`).
    public mutating func eventSurvives(_ event: PagerEvent) -> Bool {
        if case .layout(let layout) = event.kind, let checked = checkedLayout,
           checked.hasSameNumbers(as: layout), checked == layout {
            return numberSurvives(event.t)
        }
        bytes.removeAll(keepingCapacity: true)
        TraceWriter.append(event, to: &bytes)
        let again = bytes.withUnsafeBufferPointer { line -> PagerEvent? in
            try? EventParser.parse(UnsafeBufferPointer(rebasing: line.dropLast()))
        }
        guard again == event else { return false }
        if case .layout(let layout) = event.kind { checkedLayout = layout }
        return true
    }

    /// Whether `record` reads back from its line as the same record (`==`).
    public mutating func recordSurvives(_ record: PagerRecord) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        TraceWriter.append(record, to: &bytes)
        let again = bytes.withUnsafeBufferPointer { line -> PagerRecord? in
            try? RecordParser.parse(UnsafeBufferPointer(rebasing: line.dropLast()))
        }
        return again == record
    }

    /// Whether two records have the same line: the same values bit for bit, the sign of
    /// a zero included, which `==` does not tell apart.
    public mutating func sameLine(_ a: PagerRecord, _ b: PagerRecord) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        other.removeAll(keepingCapacity: true)
        TraceWriter.append(a, to: &bytes)
        TraceWriter.append(b, to: &other)
        return bytes == other
    }

    /// Whether a number reads back as itself, written as a trace writes it.
    private mutating func numberSurvives(_ value: Double) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        TraceWriter.appendNumber(value, to: &bytes)
        return bytes.withUnsafeBufferPointer { line -> Bool in
            var scanner = JSONScanner(line)
            guard let again = scanner.scanNumber(), scanner.position == line.count else { return false }
            return again == value
        }
    }
}
