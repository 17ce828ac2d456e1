// trace-replay: replay JSONL event traces through the PagerState reducer and diff the
// emitted states (SPEC §6). Thin: one file per subcommand, arguments and printing only;
// the work is in PagerTrace, PagerSimulator and PagerFuzz. Only this file exits.
import CommandLineSupport
import Foundation
import PagerCore
import PagerKit
import PagerTrace

/// The package's release, then the versions of the file formats this tool reads and writes:
/// each has its own, and changes only with its format.
let version = """
    trace-replay \(PagerRelease.version)
      trace format \(PagerTraceFormat.version) (events and records, SPEC \(PagerTraceFormat.specVersion))
      callbacks format \(PagerCallbackFormat.version) (reads 1 to \(PagerCallbackFormat.version))
    """

/// A subcommand as the dispatch table holds it.
struct Entry {
    let name: String
    let abstract: String
    let help: String
    let run: (ArraySlice<String>) -> ExitCode

    init<Command: Subcommand>(_: Command.Type) {
        name = Command.name
        abstract = Command.abstract
        help = Command.help
        run = Command.run
    }
}

let subcommands = [
    Entry(RunCommand.self), Entry(CheckCommand.self), Entry(SimulateCommand.self), Entry(DriveCommand.self),
    Entry(FuzzCommand.self), Entry(PlotCommand.self), Entry(ViewCommand.self), Entry(PlaygroundCommand.self),
]

let overview = """
    OVERVIEW: Replay recorded scroll-interaction traces through the PagerState reducer
    and compare the records it emits with expected states (SPEC §6).

    USAGE: trace-replay <subcommand>

    SUBCOMMANDS:
    \(subcommands.map { "  " + $0.abstract.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n"))

    OPTIONS:
      -h, --help       Show help for the tool or a subcommand.
      --version        Show the package's version and the file formats' versions.

    EXIT STATUS: 0 all match, 1 a state differs, 2 bad usage or a trace error.

    EXAMPLES:
      trace-replay check Traces
      trace-replay run Traces/fj-quick-return-pages.events.jsonl
      trace-replay run my.events.jsonl --expect my.states.jsonl
      trace-replay run my.events.jsonl --record my.states.jsonl
      cat my.events.jsonl | trace-replay run - --expect my.states.jsonl --format json
      trace-replay simulate flick.scenario --out flick.events.jsonl --record flick.states.jsonl

    See 'trace-replay help <subcommand>' for detailed help.
    """

@MainActor
func main(_ arguments: ArraySlice<String>) -> ExitCode {
    let names = subcommands.map(\.name)
    switch arguments.first {
    case "help":
        let wanted = arguments.dropFirst().first
        print(subcommands.first { $0.name == wanted }?.help ?? overview)
        return .success
    case "-h", "--help":
        print(overview)
        return .success
    case "--version":
        print(version)
        return .success
    case nil:
        print(overview)
        return .usageOrTraceError
    case let name?:
        if let command = subcommands.first(where: { $0.name == name }) {
            return command.run(arguments.dropFirst())
        }
        var message = "Unknown subcommand '\(name)'"
        if let suggestion = ArgumentScanner.closest(to: name, in: names + ["help"]) { message += "\nDid you mean '\(suggestion)'?" }
        return failure(UsageError(message: message, usage: "trace-replay <subcommand>", helpCommand: "trace-replay --help"))
    }
}

PagerOutputFile.removeTemporariesOnInterrupt()
let code = main(CommandLine.arguments.dropFirst())
fflush(nil)  // all C streams, including the one `print` uses
exit(code.rawValue)
