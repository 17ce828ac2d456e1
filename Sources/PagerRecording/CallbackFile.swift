// Callbacks files (`PagerCallbackFormat`, PagerDriver): read with `FILE:LINE:COLUMN` errors,
// written with sorted keys (the same callbacks always give the same bytes), and recorded
// by an app (`PagerCallbackRecorder`).
import Foundation
import PagerCore
import PagerTrace
import PagerKit

/// Callbacks files (`PagerCallbackFormat`): read with their `FILE:LINE:COLUMN` errors, and written.
public enum PagerCallbackFile {
    /// The first line of a callbacks file this code writes (left to right).
    public static let header = firstLine(rightToLeft: false)

    /// The first line of a callbacks file of a screen laid out right to left, or not.
    public static func firstLine(rightToLeft: Bool) -> String {
        let direction = rightToLeft ? #""rightToLeft":true,"# : ""
        return #"{"format":"\#(PagerCallbackFormat.name)",\#(direction)"version":\#(PagerCallbackFormat.version)}"#
    }

    /// The callbacks of the file at `path`.
    public static func read(atPath path: String) throws -> [PagerRecordedCallback] { try readRecording(atPath: path).callbacks }

    /// The callbacks of the file at `path`, and the screen's layout direction its first line
    /// gives (version 4: `"rightToLeft":true`; left to right when absent).
    public static func readRecording(atPath path: String) throws -> (callbacks: [PagerRecordedCallback], rightToLeft: Bool) {
        let file = try readFile(atPath: path)
        return (file.callbacks, file.rightToLeft)
    }

    /// A callbacks file as read: its callbacks, the screen's layout direction and the
    /// format's version (before 5, offsets are UIKit's: `PagerDriver.drive` converts them).
    public struct Recording: Equatable, Sendable {
        /// The callbacks, in order.
        public var callbacks: [PagerRecordedCallback]
        /// The screen's layout direction (version 4 on: `"rightToLeft":true`).
        public var rightToLeft: Bool
        /// The first line's `version`.
        public var version: Int
    }

    /// The callbacks file at `path`, with its layout direction and version.
    public static func readFile(atPath path: String) throws -> Recording {
        let text = try readTextFile(atPath: path)
        var rightToLeft = false
        var version = PagerCallbackFormat.version
        var callbacks: [PagerRecordedCallback] = []
        var sawHeader = false
        let decoder = JSONDecoder()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { continue }
            let data = Data(line.utf8)
            if !sawHeader {
                struct Header: Decodable { var format: String; var version: Int; var rightToLeft: Bool? }
                guard let header = try? decoder.decode(Header.self, from: data), header.format == PagerCallbackFormat.name else {
                    throw PagerTraceError(file: path, line: index + 1, column: 1, message: "not a callbacks file: expected \(Self.header) first")
                }
                guard (1...PagerCallbackFormat.version).contains(header.version) else {
                    throw PagerTraceError(
                        file: path, line: index + 1, column: 1,
                        message: "callbacks format version \(header.version); this tool reads versions 1 to \(PagerCallbackFormat.version)")
                }
                sawHeader = true
                rightToLeft = header.rightToLeft ?? false
                version = header.version
                continue
            }
            do {
                callbacks.append(try decoder.decode(PagerRecordedCallback.self, from: data))
            } catch {
                throw PagerTraceError(file: path, line: index + 1, column: 1, message: "not a callback: \(Self.describe(error))")
            }
        }
        guard sawHeader else { throw PagerTraceError(file: path, line: 1, column: 1, message: "empty: expected \(Self.header) first") }
        return Recording(callbacks: callbacks, rightToLeft: rightToLeft, version: version)
    }

    /// The file's text: the header (with the screen's layout direction when it is right to
    /// left), then one callback a line (keys sorted: the same callbacks always give the same bytes).
    public static func text(_ callbacks: [PagerRecordedCallback], comment: String, rightToLeft: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var text = "# \(comment)\n\(firstLine(rightToLeft: rightToLeft))\n"
        for callback in callbacks { text += String(decoding: try encoder.encode(callback), as: UTF8.self) + "\n" }
        return text
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing field '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "field '\(context.codingPath.last?.stringValue ?? "?")' has the wrong type"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.last.map { "field '\($0.stringValue)': \(context.debugDescription)" } ?? "not JSON"
        default: return "\(error)"
        }
    }
}
