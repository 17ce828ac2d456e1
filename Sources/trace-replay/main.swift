// trace-replay: replay JSONL event traces through the PagerState reducer and diff the
// emitted states (SPEC §6). Thin: arguments and printing; the work is in PagerTrace.
import Foundation
import PagerCore
import PagerSimulator
import PagerTrace

/// Writes to standard error, unbuffered.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Output for people on stdout (diffs, summaries), line-buffered through `print`.
func exit(_ code: ExitCode) -> Never {
    fflush(nil)  // all C streams, including the one `print` uses
    Foundation.exit(code.rawValue)
}

func usageFailure(_ error: UsageError) -> Never {
    printError("Error: \(error.message)")
    printError("Usage: \(error.usage)")
    printError("  See 'trace-replay --help' for more information.")
    exit(.usageOrTraceError)
}

/// A trace or file error: `FILE:LINE:COLUMN: message` (or `FILE: reason`), exit 2.
func inputFailure(_ error: Error) -> Never {
    printError("\(error)")
    exit(.usageOrTraceError)
}

/// A subcommand's options with exactly one positional `argument`; prints help and exits
/// 0 for `-h`/`--help`, prints a usage error and exits 2 for anything wrong.
func parseOrExit(_ arguments: ArraySlice<String>, help: String, usage: String, argument: String, allowed: [String]) -> Options {
    if arguments.contains("-h") || arguments.contains("--help") {
        print(help)
        exit(.success)
    }
    let options: Options
    do {
        options = try Options.parse(arguments, allowed: allowed, usage: usage)
    } catch let error as UsageError {
        usageFailure(error)
    } catch {
        inputFailure(error)
    }
    guard options.positional.count == 1 else {
        usageFailure(UsageError(
            message: options.positional.isEmpty ? "Missing expected argument '\(argument)'" : "Unexpected argument '\(options.positional[1])'",
            usage: usage))
    }
    return options
}

// MARK: - run

func runCommand(_ arguments: ArraySlice<String>) -> Never {
    let options = parseOrExit(arguments, help: Help.run, usage: Help.runUsage, argument: "EVENTS",
                              allowed: ["--expect", "--record", "--tolerance", "--format"])
    if options.expect == "-", options.positional[0] == "-" {
        usageFailure(UsageError(message: "EVENTS and --expect cannot both be standard input", usage: Help.runUsage))
    }

    var output: OutputFile?
    do {
        let events = try EventReader(path: options.positional[0])
        let expected = try options.expect.map { path throws(FileError) in try RecordReader(path: path) }
        if let path = options.record {
            output = try OutputFile(atomicallyReplacing: path)
        } else if expected == nil {
            output = .standardOutput()
        }
        var shown = 0
        let limit = 20
        // Progress for long runs, on a terminal only (never in pipes or CI logs).
        let showsProgress = isatty(2) != 0
        let summary = try replay(
            events: events, expected: expected, output: output,
            differ: RecordDiffer(tolerance: options.tolerance),
            report: { mismatch in
                shown += 1
                guard shown <= limit else { return }
                switch options.format {
                case .text: print(mismatch.description)
                case .json: print(mismatch.jsonLine)
                }
            },
            progress: showsProgress ? { count in FileHandle.standardError.write(Data("\rreplayed \(count) events…".utf8)) } : nil)
        try output?.commit()
        if showsProgress, summary.events >= 0x40000 {
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))  // clear the progress line
        }
        if expected != nil {
            if options.format == .text, shown > limit {
                print("… and \(shown - limit) more differences")
            }
            print(options.format == .json
                  ? "{\"passed\":\(summary.passed),\"failed\":\(summary.failed)}"
                  : "\(summary.passed) passed, \(summary.failed) failed")
        }
        if let path = options.record {
            printError("wrote \(summary.events) records to \(path)")
        }
        if summary.invariantFailures > 0 {
            printError("\(summary.invariantFailures) records broke a SPEC §8 invariant")
        }
        exit(summary.failed == 0 && summary.invariantFailures == 0 ? .success : .difference)
    } catch {
        output?.discard()
        inputFailure(error)
    }
}

extension Mismatch {
    /// One JSON object per mismatch, for `--format json`.
    var jsonLine: String {
        func string(_ s: String) -> String {
            var bytes: [UInt8] = []
            TraceWriter.appendString(s, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        var fields = [
            "\"file\":\(string(file))", "\"line\":\(line)", "\"seq\":\(seq)", "\"event\":\(string(event.rawValue))",
        ]
        switch kind {
        case .field(let d):
            fields += ["\"field\":\(string(d.field))", "\"expected\":\(d.expected)", "\"actual\":\(d.actual)"]
        case .missingExpectedRecord:
            fields += ["\"problem\":\"missingExpectedRecord\""]
        case .extraExpectedRecord:
            fields += ["\"problem\":\"extraExpectedRecord\""]
        case .invariant(let violation):
            fields += ["\"problem\":\"invariant\"", "\"invariant\":\(violation.invariant)", "\"detail\":\(string(violation.detail))"]
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}

// MARK: - check

func checkCommand(_ arguments: ArraySlice<String>) -> Never {
    let options = parseOrExit(arguments, help: Help.check, usage: Help.checkUsage, argument: "DIR", allowed: ["--tolerance"])
    let directory = options.positional[0]
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
        usageFailure(UsageError(message: "'\(directory)' is not a directory", usage: Help.checkUsage))
    }
    let suffix = ".events.jsonl"
    let traces = (FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? [])
        .filter { $0.hasSuffix(suffix) }
        .sorted()
    guard !traces.isEmpty else {
        usageFailure(UsageError(message: "no *\(suffix) files under '\(directory)'", usage: Help.checkUsage))
    }

    var passed = 0, failed = 0, broken = 0
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    for trace in traces {
        let name = String(trace.dropLast(suffix.count))
        let eventsPath = prefix + trace
        let statesPath = prefix + name + ".states.jsonl"
        guard FileManager.default.fileExists(atPath: statesPath) else {
            print("ERROR \(name): no \(name).states.jsonl beside it")
            broken += 1
            continue
        }
        var firstMismatches: [Mismatch] = []
        do {
            let summary = try replay(
                events: EventReader(path: eventsPath), expected: RecordReader(path: statesPath),
                differ: RecordDiffer(tolerance: options.tolerance)
            ) { mismatch in
                if firstMismatches.count < 3 { firstMismatches.append(mismatch) }
            }
            if summary.failed == 0, summary.invariantFailures == 0 {
                passed += 1
                print("ok    \(name) (\(summary.events) events)")
            } else {
                failed += 1
                let broken = summary.invariantFailures > 0 ? ", \(summary.invariantFailures) break an invariant" : ""
                print("FAIL  \(name) (\(summary.failed) of \(summary.events) records differ\(broken))")
                for mismatch in firstMismatches { print("      \(mismatch)") }
            }
        } catch {
            broken += 1
            print("ERROR \(name): \(error)")
        }
    }
    print("\(passed) passed, \(failed + broken) failed")
    exit(broken > 0 ? .usageOrTraceError : failed > 0 ? .difference : .success)
}

// MARK: - simulate

func simulateCommand(_ arguments: ArraySlice<String>) -> Never {
    let options = parseOrExit(arguments, help: Help.simulate, usage: Help.simulateUsage, argument: "SCRIPT",
                              allowed: ["--out", "--record", "--hz"])
    let path = options.positional[0]
    let scenario: Scenario
    do {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        scenario = try Scenario(script: text, file: path)
    } catch let error as ScriptError {
        inputFailure(error)
    } catch {
        inputFailure(FileError(path, "cannot read: \(error.localizedDescription)"))
    }
    let host = scenario.run(hz: options.hz)
    var outputs: [OutputFile] = []
    do {
        let events = try options.out.map { path throws(FileError) in try OutputFile(atomicallyReplacing: path) } ?? .standardOutput()
        outputs.append(events)
        let rate = options.hz ?? host.frameInterval.map { 1 / $0 } ?? 60
        try events.write(text: "# Simulated by `trace-replay simulate \(path)` at \(Int(rate.rounded())) Hz (SPEC §7).\n")
        // The script's own comment lines explain the scenario; they travel with the trace.
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            try events.write(text: String(line) + "\n")
        }
        for event in host.events { try events.write(event) }
        if let statesPath = options.record {
            let states = try OutputFile(atomicallyReplacing: statesPath)
            outputs.append(states)
            for record in host.records { try states.write(record) }
        }
        for output in outputs { try output.commit() }
        if let out = options.out { printError("wrote \(host.events.count) events to \(out)") }
        exit(.success)
    } catch {
        for output in outputs { output.discard() }
        inputFailure(error)
    }
}

// MARK: - plot

func plotCommand(_ arguments: ArraySlice<String>) -> Never {
    let options = parseOrExit(arguments, help: Help.plot, usage: Help.plotUsage, argument: "EVENTS", allowed: ["--expect", "--out"])
    guard let out = options.out else {
        usageFailure(UsageError(message: "Missing expected option '-o OUT.svg'", usage: Help.plotUsage))
    }
    let path = options.positional[0]
    do {
        let reader = try EventReader(path: path)
        var events: [PagerEvent] = [], records: [PagerRecord] = []
        var state = PagerState()
        while let (event, _) = try reader.next() {
            events.append(event)
            records.append(state.apply(event))
        }
        var expected: [PagerRecord]?
        if let statesPath = options.expect {
            let states = try RecordReader(path: statesPath)
            var list: [PagerRecord] = []
            while let (record, _) = try states.next() { list.append(record) }
            expected = list
        }
        let name = String(path.split(separator: "/").last ?? Substring(path))
        let svg = SVGPlot(events: events, records: records, expected: expected, title: name).render()
        let file = try OutputFile(atomicallyReplacing: out)
        try file.write(text: svg)
        try file.commit()
        printError("wrote \(out)")
        exit(.success)
    } catch {
        inputFailure(error)
    }
}

// MARK: - main

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "run":
    runCommand(arguments.dropFirst())
case "check":
    checkCommand(arguments.dropFirst())
case "simulate":
    simulateCommand(arguments.dropFirst())
case "fuzz":
    fuzzCommand(arguments.dropFirst())
case "plot":
    plotCommand(arguments.dropFirst())
case "help":
    switch arguments.dropFirst().first {
    case "run": print(Help.run)
    case "check": print(Help.check)
    case "simulate": print(Help.simulate)
    case "fuzz": print(Help.fuzz)
    case "plot": print(Help.plot)
    default: print(Help.overview)
    }
    exit(.success)
case "-h", "--help":
    print(Help.overview)
    exit(.success)
case nil:
    print(Help.overview)
    exit(.usageOrTraceError)
case let other?:
    var message = "Unknown subcommand '\(other)'"
    if let suggestion = Options.closest(to: other, in: ["run", "check", "simulate", "fuzz", "plot", "help"]) { message += "\nDid you mean '\(suggestion)'?" }
    usageFailure(UsageError(message: message, usage: "trace-replay <subcommand>"))
}
