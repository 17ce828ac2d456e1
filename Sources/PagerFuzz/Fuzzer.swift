// Property-based fuzzing of event sequences (SPEC §8): generate, check every event,
// shrink what fails, write it as a replayable trace.
import PagerCore
import PagerTrace

/// Which generator a sequence comes from.
public enum PagerFuzzMode: String, Sendable, Equatable, CaseIterable {
    /// Seed screens and random layouts driven through the host simulator: invariants 1–7.
    case realistic
    /// Raw SPEC §2 events no screen would send: invariants 1–3.
    case adversarial
    /// Even sequences adversarial, odd ones realistic.
    case both

    func mode(ofSequence index: Int) -> PagerFuzzMode {
        self == .both ? (index % 2 == 0 ? .adversarial : .realistic) : self
    }
}

/// A failing sequence, shrunk where its invariant can be checked on events alone.
public struct PagerCounterexample: Sendable, Equatable {
    /// The campaign's seed.
    public var seed: UInt64
    /// The sequence's index in the campaign.
    public var sequence: Int
    /// Realistic or adversarial.
    public var mode: PagerFuzzMode
    /// Events before shrinking.
    public var originalLength: Int
    /// The shrunk events.
    public var events: [PagerEvent]
    /// The invariant they break, and where.
    public var failure: PagerFailure

    /// The events as a trace file: `#` lines naming the seed, the invariant and the
    /// original length, then one event per line. `trace-replay run` replays it.
    public var traceText: String {
        var lines = [
            "# Fuzz counterexample: trace-replay fuzz --seed \(seed) --mode \(mode.rawValue), sequence \(sequence).",
            "# \(failure.violation)",
            "# At seq \(failure.index) (\(failure.event.rawValue)); \(events.count) events, shrunk from \(originalLength).",
        ]
        lines += events.map(\.jsonLine)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Runs sequences, checks them and shrinks what fails.
public struct PagerFuzzer<R: PagerReducing>: Sendable {
    /// The seed: sequence i of a seed is always the same.
    public var seed: UInt64
    /// The longest adversarial sequence.
    public var maxEvents: Int
    /// Candidate runs the shrinker may spend per failure.
    public var shrinkBudget = 20_000

    /// The screen every realistic session plays, instead of random screens (fuzzing the
    /// user's own screen); adversarial sequences are unchanged.
    public var screen: PagerLayout?

    /// Play every realistic session twice — as SPEC §2 events, and as the UIKit delegate
    /// callbacks a screen would get, through `PagerDriver` — and fail on any difference in
    /// events or records (check 9).
    public var checksDriver = false
    /// Play every realistic session also as SwiftUI's reports (scroll phases and geometry,
    /// iOS 18) through `PagerDriver`, and fail on any difference (check 11).
    public var checksSwiftUI = false
    /// Play every realistic session also as a user's touches in a simulated browser, through
    /// the web edge the element runs (`PagerWebScreen`): every frame's DOM must be the module's
    /// model, the events SPEC §8.1–§8.3's, the pages at rest on a page (the web path check).
    public var checksWeb = false

    /// A fuzzer of `seed` whose adversarial sequences have up to `maxEvents` events.
    public init(seed: UInt64, maxEvents: Int = 400) {
        self.seed = seed
        self.maxEvents = maxEvents
    }

    /// One sequence's events as generated (every one, or up to its first failure for an
    /// adversarial sequence), and its counterexample if it failed.
    public struct SequenceRun: Sendable {
        /// The events generated.
        public var events: [PagerEvent]
        /// The shrunk failure, if the sequence failed.
        public var counterexample: PagerCounterexample?
        /// The situations its events meet, when its checks noted them as they went (`nil`:
        /// `PagerSituationCoverage.note(sequence:)` finds them from the events).
        public var coverage: PagerSituationCoverage?
    }

    /// The `#` line that names sequence `index` of this run in a kept trace
    /// (`trace-replay fuzz --keep`): enough to generate it again.
    public func keptTraceHeader(sequence index: Int, mode: PagerFuzzMode) -> String {
        "# trace-replay fuzz --seed \(seed) --max-events \(maxEvents) --mode \(mode.rawValue), sequence \(index) (\(mode.mode(ofSequence: index).rawValue))"
    }

    /// The file name of sequence `index` in a kept campaign: from the seed and the index
    /// alone, so two runs of the same campaign name their files alike.
    public func keptTraceName(sequence index: Int) -> String {
        sequenceFileName(seed: seed, sequence: index)
    }

    /// One sequence: its events, and its counterexample if it failed.
    public func run(sequence index: Int, mode: PagerFuzzMode) -> SequenceRun {
        run(sequence: index, mode: mode, sharing: PagerKnownElements())
    }

    /// `run(sequence:mode:)`, its round trip knowing the list elements `known` holds (a
    /// worker's earlier sessions saw them survive): the same run, written more cheaply.
    func run(sequence index: Int, mode: PagerFuzzMode, sharing known: PagerKnownElements) -> SequenceRun {
        var random = PagerSplitMix64.forSequence(index, of: seed)
        switch mode.mode(ofSequence: index) {
        case .adversarial, .both:
            var generator = PagerAdversarialEvents(random: random.split())
            let count = Int.random(in: 1...max(1, maxEvents), using: &random)
            var events: [PagerEvent] = []
            events.reserveCapacity(count)
            var checker = PagerSequenceChecker<R>(sharing: known)
            checker.coverage = PagerSequenceChecker<R>.emptyCoverage
            for _ in 0..<count {
                let event = generator.next()
                events.append(event)
                if let failure = checker.apply(event).failure {
                    // (The failing event is the last: every event was noted.)
                    let counterexample = shrunk(events, failure, index: index, mode: .adversarial)
                    return SequenceRun(events: events, counterexample: counterexample, coverage: checker.coverage)
                }
            }
            return SequenceRun(events: events, counterexample: nil, coverage: checker.coverage)
        case .realistic:
            var session = RealisticSession<R>(random: random.split(), maxEvents: maxEvents)
            session.screen = screen
            session.checksDriver = checksDriver
            session.checksSwiftUI = checksSwiftUI
            session.checksWeb = checksWeb
            session.knownElements = known
            let outcome = session.run()
            guard let failure = outcome.failure else {
                return SequenceRun(events: outcome.events, counterexample: nil, coverage: session.coverage)
            }
            // Invariants 1–3 hold on events alone: shrink those. 4–7 need the host: the whole
            // session is the counterexample (its events still replay).
            if failure.violation.holdsOnEventsAlone {
                let counterexample = shrunk(outcome.events, failure, index: index, mode: .realistic)
                return SequenceRun(events: outcome.events, counterexample: counterexample, coverage: session.coverage)
            }
            return SequenceRun(
                events: outcome.events,
                counterexample: PagerCounterexample(
                    seed: seed, sequence: index, mode: .realistic, originalLength: outcome.events.count,
                    events: outcome.events, failure: failure),
                coverage: session.coverage)
        }
    }

    private func shrunk(_ events: [PagerEvent], _ failure: PagerFailure, index: Int, mode: PagerFuzzMode) -> PagerCounterexample {
        let (small, smallFailure) = PagerShrinker<R>(budget: shrinkBudget).shrink(events, failing: failure)
        return PagerCounterexample(
            seed: seed, sequence: index, mode: mode, originalLength: events.count,
            events: small, failure: smallFailure)
    }
}

/// `seed-S-sequence-I.events.jsonl`: the one name of a sequence's trace, kept or failing.
func sequenceFileName(seed: UInt64, sequence: Int) -> String {
    "seed-\(seed)-sequence-\(sequence).events.jsonl"
}
