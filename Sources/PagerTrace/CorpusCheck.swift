// Checking a corpus of golden traces (SPEC §6): every NAME.events.jsonl under a directory
// replayed against the NAME.states.jsonl beside it. `trace-replay check` prints this.
import Foundation
import PagerCore

/// How one golden trace fared.
public struct TraceCheck: Sendable {
    /// Passed, failed with its first mismatches, or broken.
    public enum Outcome: Sendable {
        /// Every record matched and kept the invariants.
        case passed
        /// Records differ or break an invariant; the first few mismatches.
        case failed(firstMismatches: [Mismatch])
        /// The pair could not be replayed: no states file, a trace error, a file error.
        case broken(reason: String)
    }

    /// The trace's name: its path under the directory without `.events.jsonl`.
    public var name: String
    /// What the replay found (nil when the pair is broken).
    public var summary: ReplaySummary?
    /// Passed, failed or broken.
    public var outcome: Outcome
}

/// The golden traces of a directory.
public struct Corpus: Sendable {
    /// The events file of a trace `NAME` is `NAME.events.jsonl`…
    public static let eventsSuffix = ".events.jsonl"
    /// …and its expected records are `NAME.states.jsonl`.
    public static let statesSuffix = ".states.jsonl"

    /// The directory, as given.
    public let directory: String
    /// Trace names, in path order.
    public let names: [String]

    /// The traces under `directory`, recursively. Throws `FileError` when it is not a
    /// directory or holds no `*.events.jsonl`.
    public init(directory: String) throws(FileError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileError(directory, "not a directory")
        }
        // The enumerator does not enter a root that is a symbolic link: list the directory
        // it points to (the names are relative, so they stay the same).
        let root = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        let names = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(Self.eventsSuffix) }
            .map { String($0.dropLast(Self.eventsSuffix.count)) }
            .sorted()
        guard !names.isEmpty else { throw FileError(directory, "no *\(Self.eventsSuffix) files") }
        self.directory = directory
        self.names = names
    }

    private func path(_ name: String, _ suffix: String) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + name + suffix
    }

    /// Replays trace `name` against its states, keeping the first `keep` mismatches.
    public func check(_ name: String, tolerance: Double = 1e-6, keep: Int = 3) -> TraceCheck {
        let statesPath = path(name, Self.statesSuffix)
        guard FileManager.default.fileExists(atPath: statesPath) else {
            return TraceCheck(name: name, summary: nil, outcome: .broken(reason: "no \(name)\(Self.statesSuffix) beside it"))
        }
        var first: [Mismatch] = []
        do {
            let summary = try replay(
                events: EventReader(path: path(name, Self.eventsSuffix)), expected: RecordReader(path: statesPath),
                differ: RecordDiffer(tolerance: tolerance)
            ) { mismatch in
                if first.count < keep { first.append(mismatch) }
            }
            let passed = summary.failed == 0 && summary.invariantFailures == 0
            return TraceCheck(name: name, summary: summary, outcome: passed ? .passed : .failed(firstMismatches: first))
        } catch {
            return TraceCheck(name: name, summary: nil, outcome: .broken(reason: "\(error)"))
        }
    }
}

extension Mismatch {
    /// One JSON object per mismatch (`trace-replay run --format json`).
    public var jsonLine: String {
        func string(_ s: String) -> String {
            var bytes: [UInt8] = []
            TraceWriter.appendString(s, to: &bytes)
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
