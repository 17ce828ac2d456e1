// A fuzz campaign: many sequences of one seed on worker threads, their counterexamples
// and (optionally) every sequence kept as a trace. `trace-replay fuzz` prints this.
import Dispatch
import Foundation
import PagerCore
import PagerTrace

/// Runs `runs` sequences of a `PagerFuzzer` on `jobs` threads. Results do not depend on which
/// worker ran what: sequence i of a seed is the same on any thread.
public struct PagerFuzzCampaign<R: PagerReducing>: Sendable {
    /// The seed, the sequences' length and the checks.
    public var fuzzer: PagerFuzzer<R>
    /// Sequences to run.
    public var runs: Int
    /// Realistic sessions, adversarial events, or both in turn.
    public var mode: PagerFuzzMode
    /// Worker threads.
    public var jobs: Int
    /// Where to write every generated sequence as an events trace, if anywhere.
    public var keep: String?

    /// A campaign of `runs` sequences of `fuzzer` in `mode` on `jobs` threads.
    public init(fuzzer: PagerFuzzer<R>, runs: Int, mode: PagerFuzzMode, jobs: Int, keep: String? = nil) {
        self.fuzzer = fuzzer
        self.runs = runs
        self.mode = mode
        self.jobs = jobs
        self.keep = keep
    }

    /// What a campaign found.
    public struct Outcome: Sendable {
        /// Events run, over every sequence.
        public var events: Int
        /// Failing sequences in sequence order.
        public var counterexamples: [PagerCounterexample]
        /// The first kept trace that could not be written, if any.
        public var keepFailure: String?
        /// The reducer situations the sequences reached.
        public var coverage: PagerSituationCoverage
    }

    /// Runs the campaign; `progress` hears from the workers every 50 sequences.
    public func run(progress: (@Sendable (PagerFuzzProgress) -> Void)? = nil) -> Outcome {
        let board = Board()
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in
            // The worker's sessions, one after another, share what their round trips read back.
            let known = PagerKnownElements()
            while let index = board.take(below: runs) {
                let run = fuzzer.run(sequence: index, mode: mode, sharing: known)
                if let keep { writeKept(run.events, sequence: index, in: keep, board) }
                // Noted by the checks as they applied the events, or found from the events.
                var coverage = run.coverage ?? PagerSituationCoverage()
                if run.coverage == nil { coverage.note(sequence: run.events) }
                board.cover(coverage)
                let now = board.add(sequence: index, events: run.events.count, run.counterexample)
                if now.done % 50 == 0 { progress?(now) }
            }
        }
        return board.outcome
    }

    private func writeKept(_ events: [PagerEvent], sequence index: Int, in directory: String, _ board: Board) {
        let path = "\(directory)/\(fuzzer.keptTraceName(sequence: index))"
        do {
            let file = try PagerOutputFile(atomicallyReplacing: path)
            try file.write(text: fuzzer.keptTraceHeader(sequence: index, mode: mode) + "\n")
            for event in events { try file.write(event) }
            try file.commit()
        } catch {
            board.keepFailed("cannot write \(path): \(error)")
        }
    }

    /// The workers' shared results, behind a lock.
    private final class Board: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0, done = 0, events = 0
        private var counterexamples: [Int: PagerCounterexample] = [:]
        private var keepFailure: String?
        private var coverage = PagerSituationCoverage()

        func cover(_ more: PagerSituationCoverage) {
            lock.withLock { coverage.formUnion(more) }
        }

        /// The next sequence to run, or nil when all are handed out (work stealing keeps
        /// every core busy).
        func take(below runs: Int) -> Int? {
            lock.withLock {
                guard next < runs else { return nil }
                next += 1
                return next - 1
            }
        }

        func add(sequence: Int, events count: Int, _ counterexample: PagerCounterexample?) -> PagerFuzzProgress {
            lock.withLock {
                events += count
                done += 1
                if let counterexample { counterexamples[sequence] = counterexample }
                return PagerFuzzProgress(done: done, events: events, failures: counterexamples.count)
            }
        }

        func keepFailed(_ message: String) {
            lock.withLock { if keepFailure == nil { keepFailure = message } }
        }

        var outcome: Outcome {
            lock.withLock {
                Outcome(
                    events: events, counterexamples: counterexamples.sorted { $0.key < $1.key }.map(\.value),
                    keepFailure: keepFailure, coverage: coverage)
            }
        }
    }
}

/// Where a fuzz campaign stands.
public struct PagerFuzzProgress: Sendable {
    /// Sequences run.
    public var done: Int
    /// Events they applied.
    public var events: Int
    /// Sequences that failed.
    public var failures: Int
}

extension PagerCounterexample {
    /// The counterexample's file name in a directory of them.
    public var fileName: String { sequenceFileName(seed: seed, sequence: sequence) }

    /// Writes the counterexample trace into `directory` (made if missing), atomically;
    /// returns its path.
    public func write(into directory: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/\(fileName)"
        let file = try PagerOutputFile(atomicallyReplacing: path)
        try file.write(text: traceText)
        try file.commit()
        return path
    }
}
