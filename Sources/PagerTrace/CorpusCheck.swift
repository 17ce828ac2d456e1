// Checking a corpus of golden traces (SPEC §6): every NAME.events.jsonl under a directory
// replayed against the NAME.states.jsonl beside it. `trace-replay check` prints this.
import Foundation
import PagerCore

/// How one golden trace fared.
public struct PagerTraceCheck: Sendable {
    /// Passed, failed with its first mismatches, or broken.
    public enum Outcome: Sendable {
        /// Every record matched and kept the invariants.
        case passed
        /// Records differ or break an invariant; the first few mismatches.
        case failed(firstMismatches: [PagerMismatch])
        /// The pair could not be replayed: no states file, a trace error, a file error.
        case broken(reason: String)
    }

    /// The trace's name: its path under the directory without `.events.jsonl`.
    public var name: String
    /// What the replay found (nil when the pair is broken).
    public var summary: PagerReplaySummary?
    /// Passed, failed or broken.
    public var outcome: Outcome
}

/// The golden traces of a directory.
public struct PagerCorpus: Sendable {
    /// The events file of a trace `NAME` is `NAME.events.jsonl`…
    public static let eventsSuffix = ".events.jsonl"
    /// …and its expected records are `NAME.states.jsonl`.
    public static let statesSuffix = ".states.jsonl"

    /// The directory, as given.
    public let directory: String
    /// Trace names, in path order.
    public let names: [String]

    /// The traces under `directory`, recursively. Throws `PagerFileError` when it is not a
    /// directory or holds no `*.events.jsonl`.
    public init(directory: String) throws(PagerFileError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PagerFileError(directory, "not a directory")
        }
        // The enumerator does not enter a root that is a symbolic link: list the directory
        // it points to (the names are relative, so they stay the same).
        let root = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        let names = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(Self.eventsSuffix) }
            .map { String($0.dropLast(Self.eventsSuffix.count)) }
            .sorted()
        guard !names.isEmpty else { throw PagerFileError(directory, "no *\(Self.eventsSuffix) files") }
        self.directory = directory
        self.names = names
    }

    private func path(_ name: String, _ suffix: String) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + name + suffix
    }

    /// Replays trace `name` against its states, keeping the first `keep` mismatches;
    /// `prefetching`: parse on a second thread (`replay`), as one worker alone should.
    public func check(_ name: String, tolerance: Double = 1e-6, keep: Int = 3, prefetching: Bool = true) -> PagerTraceCheck {
        let statesPath = path(name, Self.statesSuffix)
        guard FileManager.default.fileExists(atPath: statesPath) else {
            return PagerTraceCheck(name: name, summary: nil, outcome: .broken(reason: "no \(name)\(Self.statesSuffix) beside it"))
        }
        var first: [PagerMismatch] = []
        do {
            let summary = try replay(
                events: PagerEventReader(path: path(name, Self.eventsSuffix)), expected: PagerRecordReader(path: statesPath),
                differ: PagerRecordDiffer(tolerance: tolerance),
                report: { mismatch in
                    if first.count < keep { first.append(mismatch) }
                }, prefetching: prefetching)
            let passed = summary.failed == 0 && summary.invariantFailures == 0
            return PagerTraceCheck(name: name, summary: summary, outcome: passed ? .passed : .failed(firstMismatches: first))
        } catch {
            return PagerTraceCheck(name: name, summary: nil, outcome: .broken(reason: "\(error)"))
        }
    }
}

extension PagerCorpus {
    /// Every trace checked, in path order, by `jobs` workers at once (each takes the next
    /// trace not yet taken): the traces are independent, and the results are the same
    /// whatever `jobs` is (`check --jobs`).
    public func checkAll(tolerance: Double = 1e-6, jobs: Int = 1) -> [PagerTraceCheck] {
        let board = CheckBoard(count: names.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, names.count))) { _ in
            // Several workers are the parallelism: each parses on its own thread.
            while let index = board.take() { board.store(check(names[index], tolerance: tolerance, prefetching: jobs == 1), at: index) }
        }
        return board.results
    }
}

/// The workers' next trace and their results by index, behind a lock.
private final class CheckBoard: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var slots: [PagerTraceCheck?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    /// The next trace to check, `nil` when every one is taken.
    func take() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ check: PagerTraceCheck, at index: Int) { lock.withLock { slots[index] = check } }

    /// Every result, in index order (call once the workers are done).
    var results: [PagerTraceCheck] { lock.withLock { slots.compactMap { $0 } } }
}

extension PagerMismatch {
    /// One JSON object per mismatch (`trace-replay run --format json`).
    public var jsonLine: String {
        func string(_ s: String) -> String {
            var bytes: [UInt8] = []
            PagerTraceWriter.appendString(s, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        var fields = [
            "\"file\":\(string(file))", "\"line\":\(line)", "\"seq\":\(seq)", "\"event\":\(string(event.rawValue))",
        ]
        switch kind {
        case .field(let d):
            fields += ["\"field\":\(string(d.field))", "\"expected\":\(d.expected)", "\"actual\":\(d.actual)"]
        case .missingExpectedRecords(let count):
            fields += ["\"problem\":\"missingExpectedRecords\"", "\"count\":\(count)"]
        case .extraExpectedRecords(let count):
            fields += ["\"problem\":\"extraExpectedRecords\"", "\"count\":\(count)"]
        case .invariant(let violation):
            fields += [
                "\"problem\":\"invariant\"", "\"invariant\":\(violation.invariant.map(String.init) ?? "null")", "\"detail\":\(string(violation.detail))",
            ]
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
