// `trace-replay simulate`: a scenario script played on the host simulator (SPEC §7).
import CommandLineSupport
import Foundation
import PagerSimulator
import PagerTrace

enum SimulateCommand: Subcommand {
    static let name = "simulate"
    static let abstract = """
        simulate SCRIPT  Play a scripted session on simulated scroll views (SPEC §7)
                           and write the events trace it produces.
        """
    static let usage = "trace-replay simulate SCRIPT [--out EVENTS] [--record STATES] [--hz N]"
    static let help = """
        OVERVIEW: Play a scripted session on simulated UIScrollView-like views (SPEC §7): the
        reducer's commands are carried out, frames come at N Hz, and the events a real
        screen would send are written as a trace that `trace-replay run` replays.

        USAGE: \(usage)

        ARGUMENTS:
          SCRIPT                 A scenario script, one step per line (# comments):
                                   layout \(Presets.byName.map(\.name).joined(separator: "|"))
                                   hz N
                                   drag content|pages|pager [page N] by POINTS over SECONDS [fling|hold]
                                   tap N
                                   statusbar
                                   wait SECONDS
                                   settle [SECONDS]
                                   layout-every-frame on|off

        OPTIONS:
          --out EVENTS           Write the events there (atomically); default: stdout.
          --record STATES        Also write the records the reducer emitted.
          --hz N                 Frame rate (default: the script's `hz`, else 60).
          -h, --help             Show this help.

        EXAMPLE:
          printf 'layout fj\\ndrag content page 0 by 300 over 0.3\\nsettle\\n' > flick.scenario
          trace-replay simulate flick.scenario --out flick.events.jsonl --record flick.states.jsonl
          trace-replay run flick.events.jsonl --expect flick.states.jsonl
        """

    static func run(_ arguments: ArraySlice<String>) -> ExitCode {
        var scanner = scanner(arguments)
        var out: String?, record: String?, hz: Double?, positional: [String] = []
        let path: String
        do {
            while let argument = try scanner.next() {
                switch argument {
                case .help:
                    print(help)
                    return .success
                case .positional(let value): positional.append(value)
                case .option("--out"): out = try scanner.value(for: "--out")
                case .option("--record"): record = try scanner.value(for: "--record")
                case .option("--hz"): hz = try scanner.number(for: "--hz", expected: "a frame rate > 0") { $0 > 0 }
                case .option(let other): throw scanner.unknown(other, among: ["--out", "--record", "--hz"])
                }
            }
            path = try single(positional, "SCRIPT", scanner)
        } catch {
            return failure(error)
        }

        let text: String, scenario: Scenario
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            return failure(FileError(path, "cannot read: \(error.localizedDescription)"))
        }
        do {
            scenario = try Scenario(script: text, file: path)
        } catch {
            return failure(error)
        }
        let host = scenario.run(hz: hz)
        var outputs: [OutputFile] = []
        do {
            let events = try out.map { path throws(FileError) in try OutputFile(atomicallyReplacing: path) } ?? .standardOutput()
            outputs.append(events)
            let rate = hz ?? host.frameInterval.map { 1 / $0 } ?? 60
            try events.write(text: "# Simulated by `trace-replay simulate \(path)` at \(Int(rate.rounded())) Hz (SPEC §7).\n")
            // The script's own comment lines explain the scenario; they travel with the trace.
            for line in text.split(separator: "\n") where line.hasPrefix("#") {
                try events.write(text: String(line) + "\n")
            }
            for event in host.events { try events.write(event) }
            if let record {
                let states = try OutputFile(atomicallyReplacing: record)
                outputs.append(states)
                for record in host.records { try states.write(record) }
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
