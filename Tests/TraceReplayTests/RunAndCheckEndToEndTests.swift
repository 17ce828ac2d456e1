// trace-replay run and check end to end: stdout, stderr, exit codes and files (SPEC §6).
import Foundation
import PagerTestSupport
import Testing

@Suite("trace-replay end to end", .serialized)
struct EndToEndTests {
    @Test func helpHasUsageAndExamples() throws {
        let result = try runTool(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: trace-replay <subcommand>"))
        #expect(result.stdout.contains("EXAMPLES:"))
        let run = try runTool(["run", "--help"])
        #expect(run.stdout.contains("--expect STATES"))
    }

    @Test func runPrintsRecordsToStdout() throws {
        let result = try runTool(["run", specEvents])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 7)
        // SPEC §3's record.
        #expect(
            lines[3]
                == #"{"seq":3,"t":0.7,"event":"drag.ended","selected":0,"page":0,"offsetY":-30,"pagesX":0,"pagerX":0,"headerTy":-64,"insetTop":104,"indicator":{"x":32,"width":61},"pending":null,"commands":[],"diagnostics":[]}"#
        )
        #expect(result.stderr.isEmpty)
    }

    @Test func runReadsStandardInput() throws {
        let events = try String(contentsOfFile: specEvents, encoding: .utf8)
        let result = try runTool(["run", "-", "--expect", specStates], stdin: events)
        #expect(result.status == 0)
        #expect(result.stdout == "7 passed, 0 failed\n")
    }

    @Test func differencesAreListedWithTheirPlace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let states = try String(contentsOfFile: specStates, encoding: .utf8)
            .replacingOccurrences(of: #""headerTy":-64"#, with: #""headerTy":-60"#)
        let path = try directory.write("x.states.jsonl", states)
        let result = try runTool(["run", specEvents, "--expect", path])
        #expect(result.status == 1)
        // Records 3, 4 and 5 had headerTy −64; states lines 4, 5, 6 (no comment lines).
        #expect(
            result.stdout == """
                \(path):4 (seq 3, drag.ended): headerTy expected -60, got -64
                \(path):5 (seq 4, decelerate.began): headerTy expected -60, got -64
                \(path):6 (seq 5, tapPagerItem): headerTy expected -60, got -64
                4 passed, 3 failed

                """)
        let json = try runTool(["run", specEvents, "--expect", path, "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.hasPrefix(#"{"file":""# + path + #"","line":4,"seq":3,"event":"drag.ended","field":"headerTy","expected":-60,"actual":-64}"#))
        #expect(json.stdout.hasSuffix(#"{"passed":4,"failed":3,"omitted":0}"# + "\n"))
        // A tolerance of 5 accepts them.
        #expect(try runTool(["run", specEvents, "--expect", path, "--tolerance", "5"]).status == 0)
    }

    @Test func onlyTheFirstTwentyDifferencesArePrinted() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = tracesDirectory.appendingPathComponent("td-fixed-crossing.events.jsonl").path
        let states = try String(contentsOfFile: events.replacingOccurrences(of: ".events.", with: ".states."), encoding: .utf8)
            .replacingOccurrences(of: #""insetTop":0"#, with: #""insetTop":1"#)
        let path = try directory.write("x.states.jsonl", states)
        let result = try runTool(["run", events, "--expect", path])
        let lines = result.stdout.split(separator: "\n")
        // Every record of the trace has insetTop 0 (fixed): one difference per record, 20 shown.
        let records = states.split(separator: "\n").count
        #expect(records > 40)
        #expect(lines.count == 23)
        #expect(lines[20] == "… and \(records - 20) more differences")
        // The first divergence is named again before the last line.
        #expect(lines[21].hasPrefix("first difference: \(path):1 (seq 0, layout)"))
        #expect(lines[22] == "0 passed, \(records) failed")
        // --max-differences and the JSON form's omitted count.
        let five = try runTool(["run", events, "--expect", path, "--max-differences", "5", "--format", "json"])
        let json = five.stdout.split(separator: "\n")
        #expect(json.count == 6)
        #expect(json.last == "{\"passed\":0,\"failed\":\(records),\"omitted\":\(records - 5)}")
    }

    @Test func recordWritesAtomically() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path("out.states.jsonl")
        let result = try runTool(["run", specEvents, "--record", out])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == String(contentsOfFile: specStates, encoding: .utf8))
        #expect(result.stderr == "wrote 7 records to \(out)\n")
        // Nothing else left in the directory (no temporary file).
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["out.states.jsonl"])
    }

    @Test func diagnosticsAreSummarisedOnStandardErrorAndStrictFailsOnThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Line 1: a status bar tap before any layout (noLayout). Line 2: a TD layout whose
        // third section has -3 rows (invalidLayout). Line 3: the same with 3 rows (valid).
        // Lines 4 and 5: taps on item 5 of 3 (indexOutOfRange, twice).
        let layout =
            #"{"t":0.1,"type":"layout","viewport":{"width":375,"height":603},"header":{"mode":"fixed","height":0,"barHeight":40},"pager":{"items":[{"width":80},{"width":80},{"width":80}]},"content":{"kind":"sections","sections":[{"headerHeight":60,"rows":2,"rowHeight":60},{"headerHeight":60,"rows":0,"rowHeight":60},{"headerHeight":60,"rows":-3,"rowHeight":60}]}}"#
        let good = layout.replacingOccurrences(of: #""rows":-3"#, with: #""rows":3"#).replacingOccurrences(of: "0.1", with: "0.2")
        let events = try directory.write(
            "d.events.jsonl",
            [
                #"{"t":0,"type":"tapStatusBar"}"#, layout, good,
                #"{"t":0.3,"type":"tapPagerItem","index":5}"#, #"{"t":0.4,"type":"tapPagerItem","index":5}"#,
            ].joined(separator: "\n") + "\n")
        let recorded = directory.path("d.states.jsonl")
        let result = try runTool(["run", events, "--record", recorded])
        // Diagnostics are not differences: exit 0, and the summary lists each code once
        // with its count and its first line (SPEC §5 code order), then the write line.
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                wrote 5 records to \(recorded)
                4 records carry SPEC §5 diagnostics:
                  noLayout ×1, first at \(events):1 (seq 0, tapStatusBar): tapStatusBar came before the first valid layout
                  invalidLayout ×1, first at \(events):2 (seq 1, layout): content.sections[2].rows is -3, but a count must not be negative
                  indexOutOfRange ×2, first at \(events):4 (seq 3, tapPagerItem): index is 5, but the pager has items 0…2

                """)
        // --strict: the same replay exits 1, and the states still match (so it is the
        // diagnostics, not a difference, that fail it).
        let strict = try runTool(["run", events, "--expect", recorded, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stdout == "5 passed, 0 failed\n")
        #expect(strict.stderr.hasPrefix("4 records carry SPEC §5 diagnostics (--strict: exit 1):\n"))
        // A trace without diagnostics prints nothing and passes --strict.
        let clean = try runTool(["run", specEvents, "--expect", specStates, "--strict"])
        #expect(clean.status == 0)
        #expect(clean.stderr.isEmpty)
    }

    @Test func plotWritesAnSVGAndNamesWhatDiffers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path("spec.svg")
        // The SPEC example with its states cut after 5 records: records 5 and 6 have no
        // expected record, which the other-fields lane names.
        let states = try String(contentsOfFile: specStates, encoding: .utf8).split(separator: "\n").prefix(5).joined(separator: "\n") + "\n"
        let short = try directory.write("short.states.jsonl", states)
        let result = try runTool(["plot", specEvents, "--expect", short, "-o", out])
        #expect(result.status == 0)
        #expect(result.stderr == "wrote \(out)\n")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("differ: (no expected record)"))
        #expect(svg.contains(#"data-field="other""#))
        // Without -o it is a usage error that points at plot's help.
        let missing = try runTool(["plot", specEvents])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("See 'trace-replay help plot'"))
    }

    @Test func aTraceErrorExitsTwoAndTouchesNoFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = try String(contentsOfFile: specEvents, encoding: .utf8)
        // The sixth event's index becomes fractional: trace error at its line.
        let bad = good.replacingOccurrences(of: #""index":2"#, with: #""index":2.5"#)
        let events = try directory.write("bad.events.jsonl", bad)
        let lines = bad.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains(#""index":2.5"#) }! + 1
        let column = PagerTestSupport.column(of: "2.5", in: String(lines[line - 1]))
        // A new output file is not created…
        let fresh = directory.path("fresh.states.jsonl")
        var result = try runTool(["run", events, "--record", fresh])
        #expect(result.status == 2)
        #expect(result.stderr == "\(events):\(line):\(column): field 'index' must be an integer\n")
        #expect(!FileManager.default.fileExists(atPath: fresh))
        // …and an existing one is not touched.
        let existing = try directory.write("existing.states.jsonl", "keep me\n")
        result = try runTool(["run", events, "--record", existing])
        #expect(result.status == 2)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["bad.events.jsonl", "existing.states.jsonl"])
    }

    @Test(arguments: malformedEvents)
    func everyTraceErrorExitsTwoWithItsPlaceAndWritesNothing(line: String, token: String?, message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A good event first, so the error is on line 2 after a record was produced.
        let events = try directory.write("x.events.jsonl", #"{"t":0,"type":"tapStatusBar"}"# + "\n" + line + "\n")
        let out = directory.path("out.states.jsonl")
        let result = try runTool(["run", events, "--record", out])
        #expect(result.status == 2)
        #expect(result.stderr == "\(events):2:\(expectedColumn(line: line, token: token)): \(message)\n")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["x.events.jsonl"])
    }

    @Test(arguments: [
        (["run"], "Error: Missing expected argument 'EVENTS'"),
        (["run", "a", "b"], "Error: Unexpected argument 'b'"),
        (["run", "a", "--expcet", "b"], "Error: Unknown option '--expcet'\nDid you mean '--expect'?"),
        (["run", "a", "--tolerance", "lots"], "Error: The value 'lots' is invalid for '--tolerance': expected a number ≥ 0"),
        (["run", "a", "--format", "xml"], "Error: The value 'xml' is invalid for '--format': expected text or json"),
        (["run", "a", "--tolerance", "-1"], "Error: The value '-1' is invalid for '--tolerance': expected a number ≥ 0"),
        (["chek", "Traces"], "Error: Unknown subcommand 'chek'\nDid you mean 'check'?"),
        (["check"], "Error: Missing expected argument 'DIR'"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try runTool(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message + "\nUsage: "), "\(result.stderr)")
        // Each error points to its own subcommand's help; an unknown subcommand to the tool's.
        let help = ["run", "check"].contains(arguments[0]) ? "trace-replay help \(arguments[0])" : "trace-replay --help"
        #expect(result.stderr.hasSuffix("  See '\(help)' for more information.\n"), "\(result.stderr)")
    }

    @Test func driveReplaysTheCallbacksSimulateWroteToItsEvents() throws {
        // simulate --callbacks logs what the simulated UIKit screen told its driver;
        // drive replays them through a fresh PagerDriver to exactly the events and records
        // simulate wrote (issue 22's callback-level recording).
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let script = repositoryRoot.appendingPathComponent("Traces/scenarios/v3-menu-measured-reaim.scenario").path
        let simulated = try runTool([
            "simulate", script, "--out", directory.path("a.events.jsonl"),
            "--record", directory.path("a.states.jsonl"), "--callbacks", directory.path("a.callbacks.jsonl"),
        ])
        #expect(simulated.status == 0, "\(simulated.stderr)")
        let driven = try runTool([
            "drive", directory.path("a.callbacks.jsonl"), "--out", directory.path("b.events.jsonl"),
            "--record", directory.path("b.states.jsonl"),
        ])
        #expect(driven.status == 0, "\(driven.stderr)")
        func lines(_ name: String) throws -> [Substring] {
            try String(contentsOfFile: directory.path(name), encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        }
        #expect(try lines("b.events.jsonl") == lines("a.events.jsonl"))
        #expect(try lines("b.states.jsonl") == lines("a.states.jsonl"))
        // Not a callbacks file: FILE:LINE:COLUMN, exit 2, nothing written.
        let wrong = try runTool(["drive", directory.path("a.events.jsonl"), "--out", directory.path("c.events.jsonl")])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.hasPrefix(directory.path("a.events.jsonl") + ":"))
        #expect(wrong.stderr.contains("not a callbacks file"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("c.events.jsonl")))
    }

    @Test func aMissingFileIsAnError() throws {
        let result = try runTool(["run", "/nonexistent/x.events.jsonl"])
        #expect(result.status == 2)
        #expect(result.stderr == "/nonexistent/x.events.jsonl: No such file or directory\n")
    }

    @Test func checkTheGoldenCorpus() throws {
        let result = try runTool(["check", tracesDirectory.path])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        let count = try FileManager.default.contentsOfDirectory(atPath: tracesDirectory.path).filter { $0.hasSuffix(".events.jsonl") }.count
        #expect(lines.count == count + 1)
        #expect(lines.last == "\(count) passed, 0 failed")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("ok    ") })
    }

    @Test func checkFollowsASymbolicLinkToTheCorpus() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let link = directory.url.appendingPathComponent("golden")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: tracesDirectory)
        let result = try runTool(["check", link.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix(" passed, 0 failed\n"))
        #expect(!result.stdout.hasPrefix("0 passed"))
    }

    @Test func checkReportsFailuresAndBrokenTraces() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = try String(contentsOfFile: specEvents, encoding: .utf8)
        let states = try String(contentsOfFile: specStates, encoding: .utf8)
        try directory.write("a.events.jsonl", events)
        try directory.write("a.states.jsonl", states)
        try directory.write("b.events.jsonl", events)
        try directory.write("b.states.jsonl", states.replacingOccurrences(of: #""pagesX":0"#, with: #""pagesX":1"#))
        var result = try runTool(["check", directory.url.path])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("ok    a (7 events)\nFAIL  b (7 of 7 records differ)\n"))
        #expect(result.stdout.hasSuffix("1 passed, 1 failed\n"))
        // A trace with no states file, or a malformed one, is a trace error: exit 2.
        try directory.write("c.events.jsonl", events)
        result = try runTool(["check", directory.url.path])
        #expect(result.status == 2)
        #expect(result.stdout.contains("ERROR c\n"))
        #expect(result.stderr == "c: no c.states.jsonl beside it\n")  // diagnostics on standard error
        #expect(result.stdout.hasSuffix("1 passed, 2 failed\n"))
    }

    /// `check --jobs N` (issue 44): the same standard output, standard error and exit code
    /// whatever N, on a corpus of twelve traces that pass, fail and break in turn (workers
    /// finish them out of order; the lines stay in path order).
    @Test func checkPrintsTheSameWhateverTheJobs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = try String(contentsOfFile: specEvents, encoding: .utf8)
        let states = try String(contentsOfFile: specStates, encoding: .utf8)
        for k in 0..<12 {
            try directory.write("t\(k).events.jsonl", events)
            switch k % 3 {
            case 0: try directory.write("t\(k).states.jsonl", states)
            case 1: try directory.write("t\(k).states.jsonl", states.replacingOccurrences(of: #""pagesX":0"#, with: #""pagesX":1"#))
            default: break  // no states file: broken
            }
        }
        // A trace error in the middle of a file (a fractional tap index, SPEC §5): broken,
        // after the records before it were replayed on the worker's own thread.
        try directory.write("u.events.jsonl", events.replacingOccurrences(of: #""index":2}"#, with: #""index":2.5}"#))
        try directory.write("u.states.jsonl", states)
        let one = try runTool(["check", directory.url.path, "--jobs", "1"])
        #expect(one.status == 2)
        #expect(one.stdout.hasSuffix("4 passed, 9 failed\n"))
        #expect(one.stdout.contains("ERROR u\n") && one.stderr.contains("u.events.jsonl:"))
        #expect(one.stdout.hasPrefix("ok    t0 (7 events)\nFAIL  t1 (7 of 7 records differ)\n"))
        for jobs in ["2", "5"] {
            let many = try runTool(["check", directory.url.path, "--jobs", jobs])
            #expect(many.stdout == one.stdout && many.stderr == one.stderr && many.status == one.status, "--jobs \(jobs)")
        }
    }
}
