// `trace-replay run`: one events trace through the reducer, printed, recorded or compared.
import CommandLineSupport
import Foundation
import PagerCore
import PagerTrace

enum RunCommand: Subcommand {
    static let name = "run"
    static let abstract = """
        run EVENTS       Replay one events trace: print its records, compare them with
                           expected states, or record them.
        """
    static let usage =
        "trace-replay run EVENTS [--expect STATES] [--record OUT [--update]] [--tolerance T] [--max-differences N] [--format text|json] [--strict] [--explain]"
    static let help = """
        OVERVIEW: Replay one events trace through the reducer.

        USAGE: \(usage)

        ARGUMENTS:
          EVENTS                 An events JSONL file (SPEC §2), or - for standard input.

        OPTIONS:
        \(optionsHelp)

        When records carry diagnostics, a summary goes to standard error: the count of
        each code and its first occurrence with the reason (which field, which rule,
        which values), e.g.
          invalidLayout ×1, first at my.events.jsonl:1 (seq 0, layout): content.sections[2].rows is -3, but a count must not be negative

        With neither --expect nor --record, the records are written to standard output.

        EXAMPLES:
          trace-replay run Traces/td-fixed-crossing.events.jsonl | head -3
          trace-replay run my.events.jsonl --expect my.states.jsonl --tolerance 1e-3
          trace-replay run Traces/spec-example.events.jsonl --explain
        """

    enum Format: String { case text, json }

    struct Options {
        var events = ""
        var expect: String?
        var record: String?
        var tolerance = 1e-6
        var maxDifferences = 20
        var format = Format.text
        var update = false
        var strict = false
        var explain = false
    }

    static let defaults = Options()

    static let declaredOptions: [OptionDeclaration<Options>] = [
        OptionDeclaration(
            "--expect", value: "STATES",
            help: [
                "Compare each record with the record on the same position",
                "in STATES; print each difference as",
                "FILE:LINE (seq N, event): field expected X, got Y",
                "(the first \(defaults.maxDifferences), then a count) and a last line",
                "'N passed, M failed'.",
            ]
        ) { scanner, options throws(UsageError) in options.expect = try scanner.value(for: "--expect") },
        OptionDeclaration(
            "--record", value: "OUT",
            help: [
                "Write the records to OUT, atomically: on any error or",
                "interruption OUT is neither created nor touched. - is",
                "standard output; a symbolic link's target is replaced; a",
                "device or FIFO is written directly.",
            ]
        ) { scanner, options throws(UsageError) in options.record = try scanner.value(for: "--record") },
        OptionDeclaration(
            flag: "--update",
            help: [
                "Allow OUT to be EVENTS or STATES itself (to accept the new",
                "states of a golden trace); refused otherwise.",
            ]
        ) { $0.update = true },
        OptionDeclaration("--tolerance", value: "T", help: ["Absolute tolerance for numbers (default: \(defaults.tolerance))."]) {
            scanner, options throws(UsageError) in
            options.tolerance = try scanner.number(for: "--tolerance", expected: "a number ≥ 0") { $0 >= 0 }
        },
        OptionDeclaration(
            "--max-differences", value: "N",
            help: [
                "Print at most N differences (default: \(defaults.maxDifferences)); a count of the",
                "rest follows, and then the first difference again. A states file that ends early (or",
                "late) is one difference, however many records it lacks.",
            ]
        ) { scanner, options throws(UsageError) in
            options.maxDifferences = try scanner.integer(for: "--max-differences", expected: "a whole number ≥ 0") { $0 >= 0 }
        },
        OptionDeclaration(
            "--format", value: "text|json",
            help: [
                "How to print differences (default: \(defaults.format.rawValue)). json prints one",
                "object per difference and a last",
                "{\"passed\":N,\"failed\":M,\"omitted\":K}.",
            ]
        ) { scanner, options throws(UsageError) in
            options.format = Format(rawValue: try scanner.choice(for: "--format", among: ["text", "json"]))!
        },
        OptionDeclaration(
            flag: "--strict",
            help: [
                "Exit 1 when any record carries a SPEC §5 diagnostic (a",
                "rejected or flagged event), even if every state matches.",
            ]
        ) { $0.strict = true },
        OptionDeclaration(
            flag: "--explain",
            help: [
                "Instead of the records, explain each event: its line,",
                "seq and event, then only the fields its record changed",
                "(headerTy: 0 → -24), its commands and its diagnostics.",
                "The textual twin of `trace-replay view`.",
            ]
        ) { $0.explain = true },
    ]

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        var options = partial
        options.events = try single(positional, "EVENTS", scanner)
        if options.expect == "-", options.events == "-" {
            throw scanner.error("EVENTS and --expect cannot both be standard input")
        }
        if options.explain, options.expect != nil || options.record != nil {
            throw scanner.error("--explain prints an explanation; it cannot be combined with --expect or --record")
        }
        return options
    }

    static func execute(_ options: Options) -> ExitCode {
        if options.explain { return explain(options) }
        var output: PagerOutputFile?
        do {
            let events = try PagerEventReader(path: options.events)
            let expected = try options.expect.map { path throws(PagerFileError) in try PagerRecordReader(path: path) }
            if let path = options.record {
                output = try PagerOutputFile(replacing: path, inputs: [options.events] + (options.expect.map { [$0] } ?? []), update: options.update)
            } else if expected == nil {
                output = .standardOutput()
            }
            var shown = 0
            var first: PagerMismatch?
            let limit = options.maxDifferences
            let progress = ProgressLine()
            let summary = try replay(
                events: events, expected: expected, output: output,
                differ: PagerRecordDiffer(tolerance: options.tolerance),
                report: { mismatch in
                    if first == nil { first = mismatch }
                    shown += 1
                    guard shown <= limit else { return }
                    switch options.format {
                    case .text: print(mismatch.description)
                    case .json: print(mismatch.jsonLine)
                    }
                },
                progress: progress.isShown ? { count in progress.show("replayed \(count) events…") } : nil)
            try output?.commit()
            if summary.events >= 0x40000 { progress.clear() }
            if expected != nil {
                let omitted = max(0, shown - limit)
                switch options.format {
                case .text:
                    if omitted > 0 { print("… and \(omitted) more \(omitted == 1 ? "difference" : "differences")") }
                    // When the list was cut, the first divergence is named again next to the total.
                    if let first, omitted > 0 { print("first difference: \(first.file):\(first.line) (seq \(first.seq), \(first.event.rawValue))") }
                    print("\(summary.passed) passed, \(summary.failed) failed")
                case .json:
                    print("{\"passed\":\(summary.passed),\"failed\":\(summary.failed),\"omitted\":\(omitted)}")
                }
            }
            if let path = options.record {
                printError("wrote \(summary.events) records to \(path)")
            }
            if first?.seq == 0, let expect = options.expect, options.events != "-", expect != "-" {
                // Already the first record differs: most often a states file of another trace.
                printError(
                    "hint: the very first record differs — is \(expect) the states file of \(options.events)? "
                        + "(its first record is not what the trace's first event gives)")
            }
            if let first, let expect = options.expect, options.events != "-", expect != "-" {
                // Where to look: the viewer of this replay opens at the first difference.
                let page = ViewCommand.defaultOutput(for: options.events)
                printError("see it: trace-replay view \(options.events) --expect \(expect) -o \(page)   (opens at seq \(first.seq), the first difference)")
            }
            if summary.invariantFailures > 0 {
                printError("\(plural(summary.invariantFailures, "record")) broke a SPEC §8 invariant")
            }
            let diagnostics = summary.diagnostics
            if diagnostics.records > 0 {
                printError(diagnosticsSummary(diagnostics, events: options.events, strict: options.strict))
            }
            let strictFailure = options.strict && diagnostics.records > 0
            return summary.failed == 0 && summary.invariantFailures == 0 && !strictFailure ? .success : .difference
        } catch {
            output?.discard()
            return failure(error)
        }
    }
}

extension RunCommand {
    /// `--explain`: one block per event (`PagerExplanation`), a blank line between blocks.
    static func explain(_ options: Options) -> ExitCode {
        do {
            var steps = try PagerReplaySteps(events: PagerEventReader(path: options.events), expected: nil)
            var previous: PagerRecord?
            var first = true
            while let step = try steps.next() {
                if !first { print("") }
                first = false
                print(PagerExplanation.block(line: step.line, event: step.event, record: step.record, previous: previous))
                previous = step.record
            }
            return .success
        } catch {
            return failure(error)
        }
    }
}

/// The stderr summary of a replay's diagnostics: one line per code, SPEC §5 order.
func diagnosticsSummary(_ tally: PagerDiagnosticTally, events: String, strict: Bool) -> String {
    let file = events == "-" ? "<stdin>" : events
    var lines = ["\(plural(tally.records, "record")) \(tally.records == 1 ? "carries" : "carry") SPEC §5 diagnostics\(strict ? " (--strict: exit 1)" : ""):"]
    for entry in tally.entries {
        lines.append(
            "  \(entry.code.rawValue) ×\(entry.count), first at \(file):\(entry.line) (seq \(entry.seq), \(entry.event.rawValue)): \(entry.reason.rule)")
    }
    return lines.joined(separator: "\n")
}
