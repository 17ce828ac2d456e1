// The regression corpus (Tests/Regressions): every counterexample ever found, kept and
// replayed first — by `swift test` and by `trace-replay fuzz` before any new sequence.
import Foundation
import PagerCore
import PagerTrace

/// A directory of kept cases:
/// - `reader-*.jsonl`: libFuzzer reader inputs (bytes; `#` lines say what failed), through
///   `PagerReaderCheck`;
/// - `reducer-*.bytes`: libFuzzer reducer inputs, through `PagerReducerCheck`;
/// - `driver-*.bytes`: libFuzzer driver inputs, through `PagerDriverCheck`;
/// - any other `*.events.jsonl`: a counterexample trace (`trace-replay fuzz --save`, or a
///   reducer crash turned into a trace), through SPEC §8.1–§8.3 and the save/restore check.
public struct PagerRegressionCorpus: Sendable {
    /// The folder (`Tests/Regressions`).
    public var directory: String

    /// The corpus in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// One kept case and what replaying it found (`nil`: passes).
    public struct Result: Sendable {
        /// The kept file.
        public var path: String
        /// What failed, or `nil`.
        public var failure: String?
    }

    /// The kept cases, in name order.
    public var paths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") || $0.hasSuffix(".bytes") }.sorted().map { "\(directory)/\($0)" }
    }

    /// Replays every kept case.
    public func replay() -> [Result] {
        paths.map { path in Result(path: path, failure: Self.failure(of: path)) }
    }

    static func failure(of path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return "cannot read it" }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasPrefix("reader-") { return PagerReaderCheck.failure(Array(data)) }
        if name.hasPrefix("driver-"), name.hasSuffix(".bytes") { return PagerDriverCheck.failure(Array(data)) }
        if name.hasSuffix(".bytes") { return PagerReducerCheck.failure(Array(data)) }
        var events: [PagerEvent] = []
        let reader = PagerEventReader(bytes: Array(data), name: path)
        do {
            while let (event, _) = try reader.next() { events.append(event) }
        } catch {
            return "not a readable trace: \(error)"
        }
        return PagerReducerCheck.failure(events: events)
    }
}
