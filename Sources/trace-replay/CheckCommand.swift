// `trace-replay check`: the golden corpus of a directory, one line per trace.
import CommandLineSupport
import Foundation
import PagerTrace

enum CheckCommand: Subcommand {
    static let name = "check"
    static let abstract = """
        check DIR        Replay every NAME.events.jsonl under DIR against its
                           NAME.states.jsonl.
        """
    static let usage = "trace-replay check DIR [--tolerance T] [--jobs N]"
    static let help = """
        OVERVIEW: Replay every NAME.events.jsonl under DIR (recursively, in path order)
        against NAME.states.jsonl beside it.

        USAGE: \(usage)

        OPTIONS:
        \(optionsHelp)

        Prints one line per trace (with its first differences when it fails) and a total
        'N passed, M failed'; a trace that cannot be replayed (malformed, or no states
        file) is reported on standard error. Exits 1 if a trace differs, 2 if a trace is
        malformed or has no states file. The traces are checked by --jobs workers at once;
        standard output, standard error and the exit code are the same whatever --jobs.

        EXAMPLE:
          swift run -c release trace-replay check Traces
          swift run -c release trace-replay check corpus --jobs 2
        """

    struct Options {
        var directory = ""
        var tolerance = 1e-6
        var jobs = ProcessInfo.processInfo.activeProcessorCount
    }

    static let defaults = Options()

    static let declaredOptions: [OptionDeclaration<Options>] = [
        OptionDeclaration("--tolerance", value: "T", help: ["Absolute tolerance for numbers (default: \(defaults.tolerance))."]) {
            scanner, options throws(UsageError) in
            options.tolerance = try scanner.number(for: "--tolerance", expected: "a number ≥ 0") { $0 >= 0 }
        },
        OptionDeclaration("--jobs", value: "N", help: ["Worker threads (default: the number of cores)."]) {
            scanner, options throws(UsageError) in
            options.jobs = try scanner.integer(for: "--jobs", expected: "a whole number > 0") { $0 > 0 }
        },
    ]

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        var options = partial
        options.directory = try single(positional, "DIR", scanner)
        return options
    }

    static func execute(_ options: Options) -> ExitCode {
        let corpus: PagerCorpus
        do {
            corpus = try PagerCorpus(directory: options.directory)
        } catch {
            return failure(UsageError(message: "'\(options.directory)': \(error.reason)", usage: usage, helpCommand: "trace-replay help \(name)"))
        }
        let tolerance = options.tolerance
        var passed = 0, failed = 0, broken = 0
        for check in corpus.checkAll(tolerance: tolerance, jobs: options.jobs) {
            let name = check.name
            switch check.outcome {
            case .passed:
                passed += 1
                print("ok    \(name) (\(check.summary?.events ?? 0) events)")
            case .failed(let mismatches):
                failed += 1
                let summary = check.summary ?? PagerReplaySummary()
                let invariants = summary.invariantFailures > 0 ? ", \(summary.invariantFailures) break an invariant" : ""
                print("FAIL  \(name) (\(summary.failed) of \(summary.events) records differ\(invariants))")
                for mismatch in mismatches { print("      \(mismatch)") }
            case .broken(let reason):
                broken += 1
                print("ERROR \(name)")
                printError("\(name): \(reason)")
            }
        }
        print("\(passed) passed, \(failed + broken) failed")
        return broken > 0 ? .usageOrTraceError : failed > 0 ? .difference : .success
    }
}
