// SPEC §8 "Invariants" 1–3, checked after every event of a sequence (2 and 3 per record are
// PagerCore's `PagerLayoutGeometry.invariantViolations(of:)`); 4–7 need the host (RealisticSession).
import PagerCore
import PagerTrace

/// Anything that reduces events to records like `PagerState` (a wrapper, a candidate
/// implementation). The fuzzer runs two fresh instances side by side, on every core: a
/// reducer is `Sendable`, which also makes its metatype sendable (a campaign's workers
/// name the type).
public protocol PagerReducing: Sendable {
    /// A reducer before any event.
    init()
    /// Reduces one event to its record (SPEC §3).
    mutating func apply(_ event: PagerEvent) -> PagerRecord
}

extension PagerState: PagerReducing {}

/// A broken invariant at one event of a sequence.
public struct PagerFailure: Sendable, Equatable, CustomStringConvertible {
    /// Index of the event in the sequence (its `seq`).
    public var index: Int
    /// The event's name.
    public var event: PagerEventName
    /// The broken invariant.
    public var violation: PagerInvariantViolation

    /// A failure of `violation` at event `index` (`event`).
    public init(index: Int, event: PagerEventName, violation: PagerInvariantViolation) {
        self.index = index
        self.event = event
        self.violation = violation
    }

    /// The violation and where: `invariant N: … — at seq K (event)`.
    public var description: String { "\(violation) — at seq \(index) (\(event.rawValue))" }
}

/// Checks SPEC §8 invariants 1–3 after every event.
///
/// - SPEC §8.1: one record per event with `seq` = its index; a second, fresh reducer fed the
///   same events gives the same record, bit for bit; the event and the record survive a
///   write → read round trip through the trace codec;
/// - SPEC §8.2, SPEC §8.3: `PagerLayoutGeometry.invariantViolations(of:)`, with the geometry of the last
///   layout the reducer accepted, derived here independently of it.
public struct PagerSequenceChecker<R: PagerReducing> {
    private var first = R()
    private var second = R()
    private var geometry: PagerLayoutGeometry?
    private var index = 0
    private var codec: PagerTraceRoundTrip
    /// Whether to check the codec round trip (the most expensive part).
    public var checksRoundTrip = true
    /// When set, and `R` is `PagerState`, the situations each event meets (SPEC §8's
    /// coverage), noted in the first reducer's state before the event is applied: the states
    /// `PagerSituationCoverage.note(sequence:)` would replay the events through, without a third
    /// reducer to replay them.
    var coverage: PagerSituationCoverage?

    /// An empty coverage for the checks to note into when `R` is `PagerState` (the notes
    /// read its state); `nil` for another reducer, whose campaign replays the events instead.
    static var emptyCoverage: PagerSituationCoverage? { R.self == PagerState.self ? PagerSituationCoverage() : nil }

    /// A checker with two fresh reducers.
    public init() { self.init(sharing: PagerKnownElements()) }

    /// A checker with two fresh reducers, whose round trip knows the list elements `known`
    /// holds (the checks of a fuzzing worker's earlier sessions saw them survive).
    init(sharing known: PagerKnownElements) { codec = PagerTraceRoundTrip(sharing: known) }

    /// Applies `event` and returns the record and the first violation, if any.
    public mutating func apply(_ event: PagerEvent) -> (record: PagerRecord, failure: PagerFailure?) {
        apply(event, secondRun: nil)
    }

    /// `apply(_:)`, with `againRecord` (when given) as the second run's record: the record
    /// another fresh reducer of this type gave for this event, fed the same events.
    mutating func apply(_ event: PagerEvent, secondRun againRecord: PagerRecord?) -> (record: PagerRecord, failure: PagerFailure?) {
        if coverage != nil, let state = first as? PagerState { coverage?.note(event, in: state) }
        let record = first.apply(event)
        let again = againRecord ?? second.apply(event)
        defer { index += 1 }
        func failure(_ number: Int, _ detail: String) -> PagerFailure {
            PagerFailure(index: index, event: event.name, violation: PagerInvariantViolation(invariant: number, detail: detail))
        }
        if record.seq != index { return (record, failure(1, "record seq \(record.seq) for event \(index)")) }
        if record.event != event.name { return (record, failure(1, "record event \(record.event.rawValue) for a \(event.name.rawValue)")) }
        // Bit for bit: the canonical text tells -0 from 0, which == does not.
        if record != again || !codec.sameLine(record, again) {
            return (record, failure(1, "a second run gave a different record: \(again.jsonLine) vs \(record.jsonLine)"))
        }
        // The trace format carries finite numbers only (a non-finite one is a trace error,
        // SPEC §5): events a Swift caller makes with NaN or ∞ have no trace to round-trip.
        // Such an event never reads back as itself (the writer spells a non-finite number
        // `null`, the reader refuses it and a negative `t`), so whether it could be written
        // is asked only of an event that did not survive — not of every layout's lists.
        if checksRoundTrip {
            if codec.eventSurvives(event) {
                if !codec.recordSurvives(record) {
                    return (record, failure(1, "the record does not survive a write → read round trip: \(record.jsonLine)"))
                }
            } else if event.isWritable {
                return (record, failure(1, "the event does not survive a write → read round trip: \(event.jsonLine)"))
            }
        }
        if case .layout(let layout) = event.kind, !record.diagnostics.contains(.invalidLayout), !record.diagnostics.contains(.invalidNumber) {
            // The checker's own geometry, derived from the layout (not the reducer's); a
            // layout with the same numbers as the last one keeps it (titles play no part
            // in the invariants).
            if geometry?.layout.hasSameNumbers(as: layout) != true {
                geometry = PagerLayoutGeometry(layout, reusing: geometry)
            }
        }
        if let geometry, let violation = geometry.invariantViolations(of: record).first {
            return (record, PagerFailure(index: index, event: event.name, violation: violation))
        }
        if geometry == nil, record.selected != nil || record.indicator != nil {
            return (record, failure(2, "selected or indicator set before any layout"))
        }
        return (record, nil)
    }

    /// Checks a whole sequence from a fresh start; the first failure, if any.
    public static func firstFailure(in events: [PagerEvent], checksRoundTrip: Bool = true) -> PagerFailure? {
        firstFailure(in: events, checksRoundTrip: checksRoundTrip, secondRun: nil)
    }

    /// `firstFailure(in:)`, with `secondRun` (when given) as SPEC §8.1's second run: the
    /// records a fresh reducer of type `R` gave for `events`, one per event, as a host that
    /// fed them to its own reducer has them. It saves running the reducer again.
    static func firstFailure(in events: [PagerEvent], checksRoundTrip: Bool = true, secondRun: [PagerRecord]?) -> PagerFailure? {
        var coverage: PagerSituationCoverage? = nil
        return firstFailure(in: events, checksRoundTrip: checksRoundTrip, secondRun: secondRun, coverage: &coverage)
    }

    /// `firstFailure(in:checksRoundTrip:secondRun:)`, adding to `coverage` (when set, and
    /// `R` is `PagerState`) the situations every event meets, as
    /// `PagerSituationCoverage.note(sequence:)` does: those after a failure too.
    static func firstFailure(
        in events: [PagerEvent], checksRoundTrip: Bool = true, secondRun: [PagerRecord]?, coverage: inout PagerSituationCoverage?,
        sharing known: PagerKnownElements = PagerKnownElements()
    ) -> PagerFailure? {
        var checker = PagerSequenceChecker(sharing: known)
        checker.checksRoundTrip = checksRoundTrip
        checker.coverage = coverage
        defer { coverage = checker.coverage }
        for (i, event) in events.enumerated() {
            if let failure = checker.apply(event, secondRun: secondRun?[i]).failure {
                checker.noteCoverage(of: events[(i + 1)...])
                return failure
            }
        }
        return nil
    }

    /// Notes the situations `events` meet, applying them to a copy of the first reducer's
    /// state (the events after a failure, which the checks did not reach).
    mutating func noteCoverage(of events: ArraySlice<PagerEvent>) {
        guard coverage != nil, var state = first as? PagerState else { return }
        for event in events {
            coverage?.note(event, in: state)
            _ = state.apply(event)
        }
    }
}

extension PagerEvent {
    /// Whether the trace format can carry the event: every number finite, `t` not negative.
    var isWritable: Bool {
        guard t.isFinite, t >= 0 else { return false }  // a negative t is a trace error too
        switch kind {
        case .offset(let motion, let report):
            if case .dragEnded(let velocity, _) = motion, !velocity.isFinite { return false }
            return report.offset.isFinite
        case .layout(let layout):
            let v = layout.viewport, h = layout.header, p = layout.pager
            guard v.width.isFinite, v.height.isFinite, h.height.isFinite, h.barHeight.isFinite,
                p.spacing.isFinite, p.edgeInset.isFinite, p.indicatorExtra.isFinite,
                p.items.allSatisfy({ $0.width.isFinite })
            else { return false }
            switch layout.content {
            case .sections(let sections, _, let window, let footerHeight):
                return window.isFinite && footerHeight.isFinite
                    && sections.allSatisfy {
                        $0.headerHeight.isFinite && $0.rowHeight.isFinite && ($0.measuredHeight?.isFinite ?? true)
                    }
            case .pages(let pages, _):
                return pages.allSatisfy(\.contentHeight.isFinite)
            }
        case .tapPagerItem, .tapStatusBar:
            return true
        }
    }
}
