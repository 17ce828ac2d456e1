// Arguments, help and usage errors, in swift-argument-parser's manner: `Error: …`, then
// `Usage: …` and a pointer to `--help`; "Did you mean …?" for a mistyped option.

/// How the tool ends (SPEC §6).
enum ExitCode: Int32 {
    /// Everything matched.
    case success = 0
    /// A state differs.
    case difference = 1
    /// Bad usage or a trace error.
    case usageOrTraceError = 2
}

/// A mistake in the command line: printed with the usage, exit 2.
struct UsageError: Error {
    var message: String
    var usage: String
}

enum Help {
    static let overview = """
        OVERVIEW: Replay recorded scroll-interaction traces through the PagerState reducer
        and compare the records it emits with expected states (SPEC §6).

        USAGE: trace-replay <subcommand>

        SUBCOMMANDS:
          run EVENTS       Replay one events trace: print its records, compare them with
                           expected states, or record them.
          check DIR        Replay every NAME.events.jsonl under DIR against its
                           NAME.states.jsonl.
          simulate SCRIPT  Play a scripted session on simulated scroll views (SPEC §7)
                           and write the events trace it produces.
          fuzz             Property-based fuzzing of event sequences (SPEC §8).
          plot EVENTS      Draw a trace (and its expected states) as an SVG timeline.

        OPTIONS:
          -h, --help       Show help for the tool or a subcommand.

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

    static let runUsage = "trace-replay run EVENTS [--expect STATES] [--record OUT] [--tolerance T] [--format text|json]"
    static let run = """
        OVERVIEW: Replay one events trace through the reducer.

        USAGE: \(runUsage)

        ARGUMENTS:
          EVENTS                 An events JSONL file (SPEC §2), or - for standard input.

        OPTIONS:
          --expect STATES        Compare each record with the record on the same position
                                 in STATES; print each difference as
                                 FILE:LINE (seq N, event): field expected X, got Y
                                 (the first 20, then a count) and a last line
                                 'N passed, M failed'.
          --record OUT           Write the records to OUT, atomically: on any error OUT is
                                 neither created nor touched.
          --tolerance T          Absolute tolerance for numbers (default: 1e-06).
          --format text|json     How to print differences (default: text). json prints one
                                 object per difference and a last {"passed":N,"failed":M}.
          -h, --help             Show this help.

        With neither --expect nor --record, the records are written to standard output.

        EXAMPLES:
          trace-replay run Traces/td-fixed-crossing.events.jsonl | head -3
          trace-replay run my.events.jsonl --expect my.states.jsonl --tolerance 1e-3
        """

    static let checkUsage = "trace-replay check DIR [--tolerance T]"
    static let check = """
        OVERVIEW: Replay every NAME.events.jsonl under DIR (recursively, in path order)
        against NAME.states.jsonl beside it.

        USAGE: \(checkUsage)

        OPTIONS:
          --tolerance T          Absolute tolerance for numbers (default: 1e-06).
          -h, --help             Show this help.

        Prints one line per trace (with its first differences when it fails) and a total
        'N passed, M failed'. Exits 1 if a trace differs, 2 if a trace is malformed or has
        no states file.

        EXAMPLE:
          swift run -c release trace-replay check Traces
        """

    static let simulateUsage = "trace-replay simulate SCRIPT [--out EVENTS] [--record STATES] [--hz N]"
    static let simulate = """
        OVERVIEW: Play a scripted session on simulated UIScrollView-like views (SPEC §7): the
        reducer's commands are carried out, frames come at N Hz, and the events a real
        screen would send are written as a trace that `trace-replay run` replays.

        USAGE: \(simulateUsage)

        ARGUMENTS:
          SCRIPT                 A scenario script, one step per line (# comments):
                                   layout td|td-window|fj|menu|swipe|kulman|kulman-decelerate
                                   hz N
                                   drag content|pages|pager [page N] by POINTS over SECONDS [fling|hold]
                                   tap N
                                   statusbar
                                   wait SECONDS
                                   settle [SECONDS]

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
}

extension Help {
    static let plotUsage = "trace-replay plot EVENTS [--expect STATES] -o OUT.svg"
    static let plot = """
        OVERVIEW: Draw a trace as an SVG timeline: offsetY, headerTy, insetTop, selected,
        pagesX and pagerX against t, one panel each, with the events marked (drags, flings,
        taps, status-bar taps, layouts). With --expect, the expected values are drawn dashed
        and the stretches where they differ are shaded.

        USAGE: \(plotUsage)

        OPTIONS:
          --expect STATES        Expected records to draw alongside.
          -o, --out OUT.svg      Where to write the SVG (atomically). Required.
          -h, --help             Show this help.

        EXAMPLE:
          trace-replay plot Traces/fj-quick-return-pages.events.jsonl --expect Traces/fj-quick-return-pages.states.jsonl -o fj.svg
        """

    static let fuzzUsage = "trace-replay fuzz [--seed N] [--runs N] [--max-events N] [--mode realistic|adversarial|both] [--out DIR] [--keep DIR] [--jobs N]"
    static let fuzz = """
        OVERVIEW: Property-based fuzzing of event sequences (SPEC §8). Each sequence is
        generated from the seed — realistic sessions through the host simulator (random
        screens, drags, flings, taps during animations, rotations; invariants 1–7) or raw
        adversarial events (invariants 1–3) — and checked after every event. A failure is
        shrunk to the few events that matter and written as a trace `trace-replay run`
        replays.

        USAGE: \(fuzzUsage)

        OPTIONS:
          --seed N               Seed of the run (default: 1). The same seed gives the same
                                 sequences and counterexamples, whatever --jobs.
          --runs N               Sequences to run (default: 1000).
          --max-events N         Events per sequence at most (default: 400).
          --mode M               realistic, adversarial or both (default: both).
          --out DIR              Where counterexamples go (default: fuzz-counterexamples).
          --keep DIR             Also write every generated sequence there as an events trace,
                                 named seed-S-sequence-I.events.jsonl (an adversarial one up to
                                 its first failure), so the campaign can be replayed through
                                 another implementation of the SPEC and compared.
          --jobs N               Worker threads (default: the number of cores).
          -h, --help             Show this help.

        Prints one line per failure and a last line 'N sequences, M events, K failures';
        exits 1 if anything failed.

        EXAMPLES:
          trace-replay fuzz --seed 1 --runs 10000
          trace-replay fuzz --seed 42 --runs 200 --mode adversarial --max-events 5000
          trace-replay fuzz --seed 7 --runs 100 --keep campaign/   # then: trace-replay run campaign/seed-7-sequence-0.events.jsonl
        """
}

/// Options of `run`, `check`, `simulate` and `fuzz`.
struct Options {
    var positional: [String] = []
    var expect: String?
    var record: String?
    var tolerance = 1e-6
    var format = Format.text
    var out: String?
    var keep: String?
    var hz: Double?
    var seed: UInt64 = 1
    var runs = 1000
    var maxEvents = 400
    var mode = "both"
    var jobs: Int?

    enum Format: String { case text, json }

    /// Parses `arguments` for a subcommand that accepts `allowed` options.
    static func parse(_ arguments: ArraySlice<String>, allowed: [String], usage: String) throws -> Options {
        var options = Options()
        var rest = arguments
        func value(for option: String) throws -> String {
            guard let value = rest.popFirst(), value == "-" || !value.hasPrefix("-") else {
                throw UsageError(message: "Missing value for '\(option)'", usage: usage)
            }
            return value
        }
        while let argument = rest.popFirst() {
            var name = argument, inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
                rest.insert(inline!, at: rest.startIndex)
            }
            if name == "-o" { name = "--out" }  // the usual short form
            if name == "-" || !name.hasPrefix("-") {
                options.positional.append(argument)
                continue
            }
            guard allowed.contains(name) else {
                var message = "Unknown option '\(name)'"
                if let suggestion = closest(to: name, in: allowed) { message += "\nDid you mean '\(suggestion)'?" }
                throw UsageError(message: message, usage: usage)
            }
            switch name {
            case "--expect": options.expect = try value(for: name)
            case "--record": options.record = try value(for: name)
            case "--tolerance":
                let text = try value(for: name)
                guard let tolerance = Double(text), tolerance.isFinite, tolerance >= 0 else {
                    throw UsageError(message: "The value '\(text)' is invalid for '--tolerance': expected a number ≥ 0", usage: usage)
                }
                options.tolerance = tolerance
            case "--out": options.out = try value(for: name)
            case "--keep": options.keep = try value(for: name)
            case "--seed":
                let text = try value(for: name)
                guard let seed = UInt64(text) else {
                    throw UsageError(message: "The value '\(text)' is invalid for '--seed': expected a whole number ≥ 0", usage: usage)
                }
                options.seed = seed
            case "--runs", "--max-events", "--jobs":
                let text = try value(for: name)
                guard let number = Int(text), number > 0 else {
                    throw UsageError(message: "The value '\(text)' is invalid for '\(name)': expected a whole number > 0", usage: usage)
                }
                switch name {
                case "--runs": options.runs = number
                case "--max-events": options.maxEvents = number
                default: options.jobs = number
                }
            case "--mode":
                let text = try value(for: name)
                guard ["realistic", "adversarial", "both"].contains(text) else {
                    throw UsageError(message: "The value '\(text)' is invalid for '--mode': expected realistic, adversarial or both", usage: usage)
                }
                options.mode = text
            case "--hz":
                let text = try value(for: name)
                guard let hz = Double(text), hz.isFinite, hz > 0 else {
                    throw UsageError(message: "The value '\(text)' is invalid for '--hz': expected a frame rate > 0", usage: usage)
                }
                options.hz = hz
            case "--format":
                let text = try value(for: name)
                guard let format = Format(rawValue: text) else {
                    throw UsageError(message: "The value '\(text)' is invalid for '--format': expected text or json", usage: usage)
                }
                options.format = format
            default:
                break
            }
        }
        return options
    }

    /// The allowed option nearest to a mistyped one (edit distance ≤ 3), if any.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= 3 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
