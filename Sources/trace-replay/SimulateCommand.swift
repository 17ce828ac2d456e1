// `trace-replay simulate`: a scenario script played on the host simulator (SPEC §7).
import CommandLineSupport
import PagerCore
import Foundation
import PagerSimulator
import PagerRecording
import PagerTrace

enum SimulateCommand: Subcommand {
    static let name = "simulate"
    static let abstract = """
        simulate SCRIPT  Play a scripted session on simulated scroll views (SPEC §7)
                           and write the events trace it produces.
        """
    static let usage = "trace-replay simulate SCRIPT [--layout FILE] [--out EVENTS] [--record STATES] [--callbacks FILE] [--hz N] [--update]"
    static let help = """
        OVERVIEW: Play a scripted session on simulated UIScrollView-like views (SPEC §7): the
        reducer's commands are carried out, frames come at N Hz, and the events a real
        screen would send are written as a trace that `trace-replay run` replays.

        USAGE: \(usage)

        ARGUMENTS:
          SCRIPT                 A scenario script, one step per line (# comments):
                                   layout \(PagerPresets.byName.map(\.name).joined(separator: "|"))
                                   layout FILE.json   (a layout file, relative to the script)
                                     [rows R,R,…] [selection crossing|window] [snap on|off]
                                     [edge POINTS] [cells auto|equal|intrinsic] [behavior NAME]
                                     [mode fixed|quickReturn|collapse|stickyReveal]
                                   hz N
                                   drag content|pages|pager|header [page N] by POINTS over SECONDS [fling|hold]
                                     (header: quickReturn and collapse screens, SPEC §4.7)
                                   touch content|pages|pager|header [page N]
                                   move by POINTS over SECONDS
                                   lift [fling|hold]
                                     (one drag in three steps: anything may come between them)
                                   tap N
                                   statusbar
                                   rotate [mode MODE]   (into a layout class with that header mode)
                                   resize section|page N height POINTS
                                   resize footer POINTS
                                   resize viewport|header|bar height POINTS
                                   scroll content|pages|pager [page N] to OFFSET [instant]
                                     (the app moves a view itself: 0.3 s, or at once)
                                   wait SECONDS
                                   settle [SECONDS]
                                   layout-every-frame on|off

        OPTIONS:
        \(optionsHelp)

        EXAMPLE:
          printf 'layout fj\\ndrag content page 0 by 300 over 0.3\\nsettle\\n' > flick.scenario
          trace-replay simulate flick.scenario --out flick.events.jsonl --record flick.states.jsonl
          trace-replay run flick.events.jsonl --expect flick.states.jsonl
          trace-replay simulate flick.scenario --layout my-screen.json --out mine.events.jsonl
        """

    struct Options {
        var script = ""
        var layout: String?
        var out: String?
        var record: String?
        var callbacks: String?
        var hz: Double?
        var update = false
    }

    static let defaults = Options()

    static let declaredOptions: [OptionDeclaration<Options>] = [
        OptionDeclaration(
            "--layout", value: "FILE",
            help: [
                "Play the script on your own screen: a JSON layout object (over",
                "several lines if you like), or a trace whose first event is a",
                "layout. Every `layout` step lays out this screen instead (its",
                "variants still apply); a script without one starts on it.",
            ]
        ) { scanner, options throws(UsageError) in options.layout = try scanner.value(for: "--layout") },
        OptionDeclaration("--out", value: "EVENTS", help: ["Write the events there (atomically); default: stdout."]) {
            scanner, options throws(UsageError) in options.out = try scanner.value(for: "--out")
        },
        OptionDeclaration("--record", value: "STATES", help: ["Also write the records the reducer emitted."]) {
            scanner, options throws(UsageError) in options.record = try scanner.value(for: "--record")
        },
        OptionDeclaration(
            "--callbacks", value: "FILE",
            help: [
                "Also write the UIKit callbacks the simulated screen sends a",
                "PagerDriver for the same session (`trace-replay drive FILE`",
                "replays them to these events).",
            ]
        ) { scanner, options throws(UsageError) in options.callbacks = try scanner.value(for: "--callbacks") },
        OptionDeclaration("--hz", value: "N", help: ["Frame rate (default: the script's `hz`, else 60)."]) {
            scanner, options throws(UsageError) in options.hz = try scanner.number(for: "--hz", expected: "a frame rate > 0") { $0 > 0 }
        },
        OptionDeclaration(flag: "--update", help: ["Allow an output to be the script itself (refused otherwise)."]) { $0.update = true },
    ]

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        var options = partial
        options.script = try single(positional, "SCRIPT", scanner)
        return options
    }

    static func execute(_ options: Options) -> ExitCode {
        let path = options.script, out = options.out, record = options.record, hz = options.hz
        let text: String, scenario: PagerScenario, screen: PagerLayout?
        do {
            text = try readTextFile(atPath: path)
            screen = try options.layout.map { file throws in try readLayout(atPath: file) }
        } catch {
            return failure(error)
        }
        do {
            // `layout FILE.json` steps name files relative to the script's folder.
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            scenario = try PagerScenario(script: text, file: path, playedOn: screen) { name in
                try readLayout(atPath: name.hasPrefix("/") ? name : folder.appendingPathComponent(name).path)
            }
        } catch {
            return failure(error)
        }
        let host = scenario.run(hz: hz)
        var outputs: [PagerOutputFile] = []
        let inputs = [options.script] + (options.layout.map { [$0] } ?? [])
        do {
            let events =
                try out.map { path throws(PagerFileError) in try PagerOutputFile(replacing: path, inputs: inputs, update: options.update) }
                ?? .standardOutput()
            outputs.append(events)
            let rate = hz ?? host.frameInterval.map { 1 / $0 } ?? 60
            let on = options.layout.map { " --layout \($0)" } ?? ""
            try events.write(text: "# Simulated by `trace-replay simulate \(path)\(on)` at \(Int(rate.rounded())) Hz (SPEC §7).\n")
            // The script's own comment lines explain the scenario; they travel with the trace.
            for line in text.split(separator: "\n") where line.hasPrefix("#") {
                try events.write(text: String(line) + "\n")
            }
            for event in host.events { try events.write(event) }
            if let record {
                let states = try PagerOutputFile(replacing: record, inputs: inputs, update: options.update)
                outputs.append(states)
                for record in host.records { try states.write(record) }
            }
            if let callbacks = options.callbacks {
                // The same session on the host's UIKit mode, its callbacks logged.
                let uikit = scenario.run(hz: hz, uikit: true)
                let text = try PagerCallbackFile.text(uikit.callbacks, comment: "Callbacks of `trace-replay simulate \(path)\(on)` (UIKit mode).")
                let file = try PagerOutputFile(replacing: callbacks, inputs: inputs, update: options.update)
                outputs.append(file)
                try file.write(text: text)
            }
            for output in outputs { try output.commit() }
            if let out { printError("wrote \(host.events.count) events to \(out)") }
            return .success
        } catch {
            for output in outputs { output.discard() }
            return failure(error)
        }
    }
}
