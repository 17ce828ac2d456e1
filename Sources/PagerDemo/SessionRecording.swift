// Keeping a demo session: the events go to the `--record` file, opened before the session
// starts (so a bad path is an error before anyone plays), and, if writing it fails at the
// end, to a fallback file the user is told about — a session is never lost silently.
import Foundation
import PagerCore
import PagerTrace

/// The `--record` file of a demo session.
public struct SessionRecording {
    /// Where the events were kept.
    public enum Outcome: Equatable, Sendable {
        /// Written to the `--record` path.
        case saved(path: String, events: Int)
        /// The `--record` file failed (`error`); the events are in `fallback` instead.
        case savedToFallback(fallback: String, events: Int, error: String)
        /// Both failed; the events are lost.
        case lost(error: String)
    }

    public let path: String
    private let output: PagerOutputFile
    /// The first `#` line of the trace: how it was recorded.
    private let header: String

    /// Opens `path` for the session (atomically written at the end, like every writer of
    /// the tools). Throws when the path cannot be written — before the session starts.
    public init(path: String, header: String) throws(PagerFileError) {
        self.path = path
        self.header = header
        output = try PagerOutputFile(replacing: path)
    }

    /// Writes `events` to the `--record` file; if that fails, to the first free
    /// `pager-demo-session-N.events.jsonl` in `fallbackDirectory`.
    public func save(_ events: [PagerEvent], fallbackDirectory: String) -> Outcome {
        do {
            try Self.write(events, header: header, to: output)
            return .saved(path: path, events: events.count)
        } catch {
            output.discard()
            let directory = fallbackDirectory.hasSuffix("/") ? String(fallbackDirectory.dropLast()) : fallbackDirectory
            for n in 1...1000 {
                let fallback = "\(directory)/pager-demo-session-\(n).events.jsonl"
                guard !FileManager.default.fileExists(atPath: fallback) else { continue }
                do {
                    let file = try PagerOutputFile(replacing: fallback)
                    try Self.write(events, header: header, to: file)
                    return .savedToFallback(fallback: fallback, events: events.count, error: "\(error)")
                } catch let second {
                    return .lost(error: "\(error); the fallback \(second)")
                }
            }
            return .lost(error: "\(error); no free fallback name in \(directory)")
        }
    }

    /// Cancels the recording (the session never started): no file is left behind.
    public func discard() {
        output.discard()
    }

    private static func write(_ events: [PagerEvent], header: String, to file: PagerOutputFile) throws(PagerFileError) {
        try file.write(text: header.split(separator: "\n").map { "# \($0)\n" }.joined())
        for event in events { try file.write(event) }
        try file.commit()
    }
}
