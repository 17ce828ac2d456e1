// Replaying a trace through the reducer, optionally comparing with expected states and
// recording the records (SPEC §6).
// (The checker's fast path. The plot, the viewer and `run --explain`, which look at every
// step, use ReplaySteps.swift: this loop hands out no events and no states, by design.)
import PagerCore

/// Something that differs between a replay and its expected states.
public struct PagerMismatch: Equatable, Sendable, CustomStringConvertible {
    /// The file and line it is reported at: the states line, or the events line when the
    /// states file ended first.
    public var file: String
    /// The 1-based line in `file`.
    public var line: Int
    /// The record's `seq`.
    public var seq: Int
    /// The record's `event`.
    public var event: PagerEventName
    /// What differs.
    public var kind: Kind

    /// What can differ.
    public enum Kind: Equatable, Sendable {
        /// A field differs.
        case field(PagerFieldDifference)
        /// The states file ends `count` records before the events do (reported once, at the
        /// first event without an expected record).
        case missingExpectedRecords(count: Int)
        /// The states file has `count` records more than the events file has events
        /// (reported once, at the first of them).
        case extraExpectedRecords(count: Int)
        /// The record breaks a SPEC §8 invariant (2 or 3), whatever the states file says.
        case invariant(PagerInvariantViolation)
    }

    /// A mismatch at `file`:`line`, for record `seq` (`event`).
    public init(file: String, line: Int, seq: Int, event: PagerEventName, kind: Kind) {
        self.file = file
        self.line = line
        self.seq = seq
        self.event = event
        self.kind = kind
    }

    /// `FILE:LINE (seq N, event): field expected X, got Y` (SPEC §6).
    public var description: String {
        let place = "\(file):\(line) (seq \(seq), \(event.rawValue))"
        switch kind {
        case .field(let d): return "\(place): \(d.field) expected \(d.expected), got \(d.actual)"
        case .missingExpectedRecords(let count):
            return "\(place): the states file ends here; this and \(count - 1) later \(count == 2 ? "event have" : "events have") no expected record"
        case .extraExpectedRecords(let count):
            return
                "\(place): the events file ends before this record; it and \(count - 1) more expected \(count == 2 ? "record have" : "records have") no event"
        case .invariant(let violation): return "\(place): invariant \(violation)"
        }
    }
}

/// What a replay found.
public struct PagerReplaySummary: Equatable, Sendable {
    /// Events applied.
    public var events = 0
    /// Records that matched their expected record (0 without expected states).
    public var passed = 0
    /// Records that did not, plus records missing on either side (each counts here; a
    /// length mismatch is one `PagerMismatch`).
    public var failed = 0
    /// Every mismatch, field by field.
    public var mismatchCount = 0
    /// Records that broke a SPEC §8 invariant (2 or 3).
    public var invariantFailures = 0
    /// The SPEC §5 diagnostics the records carry, by code, with the first of each and why.
    public var diagnostics = PagerDiagnosticTally()

    /// Nothing replayed yet.
    public init() {}
}

/// The diagnostics of a replay, counted by code (SPEC §5), each with its first occurrence
/// and its reason: what `trace-replay run` prints on standard error.
public struct PagerDiagnosticTally: Equatable, Sendable {
    /// One code's count and first occurrence.
    public struct Entry: Equatable, Sendable {
        /// The SPEC §5 code.
        public var code: PagerDiagnostic
        /// How many times the code appears (a record can carry two codes).
        public var count: Int
        /// Where it appears first: the events file's line, the record's `seq` and `event`.
        public var line: Int
        /// The first record's `seq`.
        public var seq: Int
        /// The first record's `event`.
        public var event: PagerEventName
        /// Why, at its first occurrence.
        public var reason: PagerDiagnosticReason
    }

    /// Entries in SPEC §5 order of the codes (`PagerDiagnostic.allCases`), codes that appear only.
    public var entries: [Entry] {
        PagerDiagnostic.allCases.compactMap { code in firstByCode.first { $0.code == code } }
    }

    /// Records that carry at least one diagnostic.
    public private(set) var records = 0

    /// Entries in the order their codes first appeared.
    private var firstByCode: [Entry] = []

    /// No diagnostics counted yet.
    public init() {}

    /// Counts one record's reasons.
    public mutating func add(_ reasons: [PagerDiagnosticReason], line: Int, seq: Int, event: PagerEventName) {
        guard !reasons.isEmpty else { return }
        records += 1
        for reason in reasons {
            if let i = firstByCode.firstIndex(where: { $0.code == reason.code }) {
                firstByCode[i].count += 1
            } else {
                firstByCode.append(Entry(code: reason.code, count: 1, line: line, seq: seq, event: event, reason: reason))
            }
        }
    }
}

/// Replays `events` through a fresh `PagerState`. Records go to `output` (if any); with
/// `expected`, each record is compared with the next expected record and every mismatch
/// is handed to `report` as it is found. `progress` hears the event count every 262,144
/// events.
///
/// Each record is serialized once, by this thread or by the one that parses when it is
/// ahead (`RecordPrefetch`) — the same bytes feed `output` and the comparison. Records and
/// their numbers have one canonical text, so an expected line with exactly those bytes is
/// an exact match; any other line is parsed and compared field by field with the differ's
/// tolerance (other number formats, key orders, values within the tolerance, real
/// differences).
///
/// Streaming: memory does not grow with the trace. Throws `PagerTraceError` on a malformed
/// line of either file and `PagerFileError` on I/O failure; the caller discards `output`.
///
/// - Complexity: O(events), one reducer step and one comparison per event.
public func replay(
    events: PagerEventReader, expected: PagerRecordReader? = nil, output: PagerOutputFile? = nil,
    differ: PagerRecordDiffer = PagerRecordDiffer(), report: (PagerMismatch) -> Void = { _ in },
    progress: ((Int) -> Void)? = nil, prefetching: Bool = true
) throws -> PagerReplaySummary {
    try replay(
        events: events, expected: expected, output: output, differ: differ, report: report, progress: progress,
        prefetching: prefetching, producerWrites: .whenAhead)
}

/// `replay`, saying when the thread that parses also writes the record lines (the tests
/// make it always or never do, to compare both with one thread's output).
func replay(
    events: PagerEventReader, expected: PagerRecordReader?, output: PagerOutputFile?, differ: PagerRecordDiffer, report: (PagerMismatch) -> Void,
    progress: ((Int) -> Void)?, prefetching: Bool, producerWrites: RecordPrefetch.LineWriting
) throws -> PagerReplaySummary {
    var summary = PagerReplaySummary()
    var writer = RecordLineWriter()
    defer { writer.deallocate() }
    // The expected lines, read without retaining them for each record (`expected` holds
    // them until the end): a reference read in the loop is retained and released once per
    // record.
    let expectedLines = expected.map { Unmanaged.passUnretained($0.lineReader) }
    var statesEnded = false, missing = 0
    var firstMissing: (line: Int, seq: Int, event: PagerEventName)?
    // Lines are read, parsed and reduced on a second thread, a few batches ahead (unless
    // `prefetching` is off: `check --jobs` replays a trace per worker, on its thread).
    let prefetch = RecordPrefetch(events, onAnotherThread: prefetching, writingLines: producerWrites)
    defer { prefetch.finish() }
    while let batch = try prefetch.nextBatch() {
        while let item = batch.takeNext() {
            // The record where the batch holds it: read there, never copied.
            let record = item.record, eventLine = item.line
            if let index = item.reasonsIndex {
                summary.diagnostics.add(batch.reasons(index), line: eventLine, seq: record.pointee.seq, event: record.pointee.event)
            }
            summary.events += 1
            if summary.events & 0x3FFFF == 0 { progress?(summary.events) }
            if let index = item.violationIndex {
                let violation = batch.violation(index)
                summary.invariantFailures += 1
                report(PagerMismatch(file: events.name, line: eventLine, seq: record.pointee.seq, event: record.pointee.event, kind: .invariant(violation)))
            }
            // The line, written here unless the producer wrote it (`RecordPrefetch`).
            let line: UnsafeBufferPointer<UInt8>
            if let text = item.text { line = text } else { line = UnsafeBufferPointer(start: writer.base, count: writer.write(record)) }
            let length = line.count
            try output?.write(bytes: line)
            guard let expectedLines else { continue }
            // The common case first: the expected line is the one written, byte for byte.
            if !statesEnded, try expectedLines._withUnsafeGuaranteedRef({ lines throws(PagerFileError) in try lines.skipLine(matching: line) }) {
                summary.passed += 1
                continue
            }
            guard !statesEnded, let wanted = try expectedLines._withUnsafeGuaranteedRef({ lines throws(PagerFileError) in try lines.nextLine() })
            else {
                // A length mismatch is one mismatch, reported once all events are in.
                summary.failed += 1
                if !statesEnded { firstMissing = (eventLine, record.pointee.seq, record.pointee.event) }
                statesEnded = true
                missing += 1
                continue
            }
            let identical = wanted.count == length - 1 && CodecPlatform.equalBytes(line.baseAddress!, wanted.baseAddress!, wanted.count)
            if identical {
                summary.passed += 1
                continue
            }
            guard let expected else { continue }
            let wantedLine = expectedLines._withUnsafeGuaranteedRef { $0.lineNumber }
            let differences = differ.differences(expected: try expected.parse(wanted), actual: record.pointee)
            if differences.isEmpty {
                summary.passed += 1
            } else {
                summary.failed += 1
                summary.mismatchCount += differences.count
                for difference in differences {
                    report(PagerMismatch(file: expected.name, line: wantedLine, seq: record.pointee.seq, event: record.pointee.event, kind: .field(difference)))
                }
            }
        }
    }
    if let (line, seq, event) = firstMissing {
        summary.mismatchCount += 1
        report(PagerMismatch(file: events.name, line: line, seq: seq, event: event, kind: .missingExpectedRecords(count: missing)))
    }
    if let expected, !statesEnded, let (want, wantLine) = try expected.next() {
        var extra = 1
        while try expected.next() != nil { extra += 1 }  // parsed: a malformed line is still a trace error
        summary.failed += extra
        summary.mismatchCount += 1
        report(PagerMismatch(file: expected.name, line: wantLine, seq: want.seq, event: want.event, kind: .extraExpectedRecords(count: extra)))
    }
    return summary
}
