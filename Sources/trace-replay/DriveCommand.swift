// `trace-replay drive`: a callbacks recording (what a screen told its PagerDriver) replayed
// through a fresh driver, writing the events and records it makes.
import CommandLineSupport
import Foundation
import PagerKit
import PagerRecording
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
        callbacks or SwiftUI's scroll phases and geometry, tab selections, layouts, header
        pans, display-link frames, with their times — through a fresh
        driver, and write the SPEC §2 events it makes: a driver's mistranslation recorded on
        a device can be replayed and debugged here. `simulate SCRIPT --callbacks FILE`
        writes such a recording from the simulator's UIKit mode.

        USAGE: \(usage)

        ARGUMENTS:
          CALLBACKS              A callbacks file: first {"format":"\(PagerCallbackFormat.name)","version":\(PagerCallbackFormat.version)},
                                 then one callback a line (# lines are comments), e.g.
                                 {"callback":"didScroll","isDecelerating":false,"isDragging":true,
                                  "isTracking":true,"offset":-80,"page":0,"role":"content","t":0.52}

        OPTIONS:
        \(optionsHelp)

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

    static let declaredOptions: [OptionDeclaration<Options>] = [
        OptionDeclaration("--out", value: "EVENTS", help: ["Write the events there (atomically); default: stdout."]) {
            scanner, options throws(UsageError) in options.out = try scanner.value(for: "--out")
        },
        OptionDeclaration("--record", value: "STATES", help: ["Also write the records the reducer emitted."]) {
            scanner, options throws(UsageError) in options.record = try scanner.value(for: "--record")
        },
        OptionDeclaration("--safe-area-top", value: "POINTS", help: ["The driver's safeAreaTop (default \(Int(defaults.safeAreaTop)))."]) {
            scanner, options throws(UsageError) in
            options.safeAreaTop = try scanner.number(for: "--safe-area-top", expected: "a number of points ≥ 0") { $0 >= 0 }
        },
    ]

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        var options = partial
        options.callbacks = try single(positional, "CALLBACKS", scanner)
        return options
    }

    static func execute(_ options: Options) -> ExitCode {
        let recording: PagerCallbackFile.Recording
        do {
            recording = try PagerCallbackFile.readFile(atPath: options.callbacks)
        } catch {
            return failure(error)
        }
        let callbacks = recording.callbacks
        let (events, records) = PagerDriver.drive(
            callbacks, safeAreaTop: options.safeAreaTop, rightToLeft: recording.rightToLeft, version: recording.version)
        var outputs: [PagerOutputFile] = []
        do {
            let out =
                try options.out.map { path throws(PagerFileError) in try PagerOutputFile(replacing: path, inputs: [options.callbacks]) }
                ?? .standardOutput()
            outputs.append(out)
            try out.write(text: "# Driven by `trace-replay drive \(options.callbacks)`: \(callbacks.count) callbacks through PagerDriver.\n")
            for event in events { try out.write(event) }
            if let record = options.record {
                let states = try PagerOutputFile(replacing: record, inputs: [options.callbacks])
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
