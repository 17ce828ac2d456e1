// `trace-replay drive`: a callbacks recording (what a screen told its PagerDriver) replayed
// through a fresh driver, writing the events and records it makes.
import CommandLineSupport
import Foundation
import PagerDriver
import PagerTrace

enum DriveCommand: Subcommand {
    static let name = "drive"
    static let abstract = """
        drive CALLBACKS  Replay a callbacks recording (UIKit delegate callbacks) through
                           PagerDriver and write the events trace it makes.
        """
    static let usage = "trace-replay drive CALLBACKS [--out EVENTS] [--record STATES] [--safe-area-top POINTS]"
    static let help = """
        OVERVIEW: Replay what a screen told its PagerDriver — UIKit's scroll-view delegate
        callbacks, tab selections, layouts, header pans, with their times — through a fresh
        driver, and write the SPEC §2 events it makes: a driver's mistranslation recorded on
        a device can be replayed and debugged here. `simulate SCRIPT --callbacks FILE`
        writes such a recording from the simulator's UIKit mode.

        USAGE: \\(usage)

        ARGUMENTS:
          CALLBACKS              A callbacks file: first {"format":"\\(CallbackFormat.name)","version":\\(CallbackFormat.version)},
                                 then one callback a line (# lines are comments), e.g.
                                 {"callback":"didScroll","isDecelerating":false,"isDragging":true,
                                  "isTracking":true,"offset":-80,"page":0,"role":"content","t":0.52}

        OPTIONS:
          --out EVENTS           Write the events there (atomically); default: stdout.
          --record STATES        Also write the records the reducer emitted.
          --safe-area-top POINTS The driver's safeAreaTop (default 0).
          -h, --help             Show this help.

        EXAMPLE:
          trace-replay simulate flick.scenario --out flick.events.jsonl --callbacks flick.callbacks.jsonl
          trace-replay drive flick.callbacks.jsonl --out driven.events.jsonl
          cmp <(grep -v '^#' flick.events.jsonl) <(grep -v '^#' driven.events.jsonl)
        """

    struct Options {
        var callbacks = ""
        var out: String?
        var record: String?
        var safeAreaTop = 0.0
    }

    static let defaults = Options()
    static let optionNames = ["--out", "--record", "--safe-area-top"]

    static func read(_ option: String, _ scanner: inout ArgumentScanner, into options: inout Options) throws(UsageError) {
        switch option {
        case "--out": options.out = try scanner.value(for: option)
        case "--record": options.record = try scanner.value(for: option)
        default: options.safeAreaTop = try scanner.number(for: option, expected: "a number of points ≥ 0") { $0 >= 0 }
        }
    }

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        var options = partial
        options.callbacks = try single(positional, "CALLBACKS", scanner)
        return options
    }

    static func execute(_ options: Options) -> ExitCode {
        let callbacks: [RecordedCallback]
        do {
            callbacks = try CallbackFile.read(atPath: options.callbacks)
        } catch {
            return failure(error)
        }
        let (events, records) = PagerDriver.drive(callbacks, safeAreaTop: options.safeAreaTop)
        var outputs: [OutputFile] = []
        do {
            let out = try options.out.map { path throws(FileError) in try OutputFile(replacing: path, inputs: [options.callbacks]) }
                ?? .standardOutput()
            outputs.append(out)
            try out.write(text: "# Driven by `trace-replay drive \(options.callbacks)`: \(callbacks.count) callbacks through PagerDriver.\n")
            for event in events { try out.write(event) }
            if let record = options.record {
                let states = try OutputFile(replacing: record, inputs: [options.callbacks])
                outputs.append(states)
                for record in records { try states.write(record) }
            }
            for output in outputs { try output.commit() }
            if let path = options.out { printError("wrote \(events.count) events from \(callbacks.count) callbacks to \(path)") }
            return .success
        } catch {
            for output in outputs { output.discard() }
            return failure(error)
        }
    }
}

/// Callbacks files (`CallbackFormat`): read with their `FILE:LINE:COLUMN` errors, and written.
enum CallbackFile {
    static let header = #"{"format":"\#(CallbackFormat.name)","version":\#(CallbackFormat.version)}"#

    /// The callbacks of the file at `path`.
    static func read(atPath path: String) throws -> [RecordedCallback] {
        let text = try readTextFile(atPath: path)
        var callbacks: [RecordedCallback] = []
        var sawHeader = false
        let decoder = JSONDecoder()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") { continue }
            let data = Data(line.utf8)
            if !sawHeader {
                struct Header: Decodable { var format: String; var version: Int }
                guard let header = try? decoder.decode(Header.self, from: data), header.format == CallbackFormat.name else {
                    throw TraceError(file: path, line: index + 1, column: 1, message: "not a callbacks file: expected \(Self.header) first")
                }
                guard header.version == CallbackFormat.version else {
                    throw TraceError(file: path, line: index + 1, column: 1,
                                     message: "callbacks format version \(header.version); this tool reads version \(CallbackFormat.version)")
                }
                sawHeader = true
                continue
            }
            do {
                callbacks.append(try decoder.decode(RecordedCallback.self, from: data))
            } catch {
                throw TraceError(file: path, line: index + 1, column: 1, message: "not a callback: \(Self.describe(error))")
            }
        }
        guard sawHeader else { throw TraceError(file: path, line: 1, column: 1, message: "empty: expected \(Self.header) first") }
        return callbacks
    }

    /// The file's text: the header, then one callback a line (keys sorted: the same
    /// callbacks always give the same bytes).
    static func text(_ callbacks: [RecordedCallback], comment: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var text = "# \(comment)\n\(header)\n"
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
