// A trace replayed one step at a time, for the tools that look at every step — the plot,
// the viewer, `run --explain`: each event with its line, the record the reducer gave, the
// state after it and, with a states file, the expected record beside it.
//
// (Not the same loop as `replay(events:expected:…)` in Replay.swift, by necessity: that one
// is the checker's fast path — lines parsed and reduced a few batches ahead on a second
// thread, records compared as bytes — and hands out no events and no states.)
import PagerCore

/// Replays an events trace through a fresh `PagerState`, one event at a time.
///
/// ```swift
/// var steps = try ReplaySteps(events: EventReader(path: "a.events.jsonl"), expected: nil)
/// while let step = try steps.next() { print(step.line, step.record.selected as Any) }
/// ```
public struct PagerReplaySteps {
    /// One event of the trace and what the reducer made of it.
    public struct Step {
        /// The event.
        public var event: PagerEvent
        /// Its 1-based line in the events file.
        public var line: Int
        /// The record the reducer emitted for it.
        public var record: PagerRecord
        /// The expected record beside it.
        public var expected: Expected
    }

    /// The expected record of a step.
    public enum Expected {
        /// No states file was given.
        case none
        /// The states file's record for this event, and its line.
        case record(PagerRecord, line: Int)
        /// The states file ended before this event.
        case missing
    }

    private let events: PagerEventReader
    private let expected: PagerRecordReader?
    private var statesEnded = false
    /// The reducer's state after the last step.
    public private(set) var state = PagerState()

    /// Steps through `events`, with `expected` records beside them if given.
    public init(events: PagerEventReader, expected: PagerRecordReader?) {
        self.events = events
        self.expected = expected
    }

    /// The next step, or nil at the end of the trace. Throws `PagerTraceError` on a malformed line
    /// of either file, `PagerFileError` on a failed read.
    public mutating func next() throws -> Step? {
        guard let (event, line) = try events.next() else { return nil }
        let record = state.apply(event)
        var wanted = Expected.none
        if let expected {
            if !statesEnded, let (record, line) = try expected.next() {
                wanted = .record(record, line: line)
            } else {
                statesEnded = true
                wanted = .missing
            }
        }
        return Step(event: event, line: line, record: record, expected: wanted)
    }
}
