// The trace-replay binary end to end: stdout, stderr, exit codes and files (SPEC §6).
import Foundation
import PagerTestSupport
import Testing

/// Runs the built `trace-replay` and captures everything.
func runTool(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    try runExecutable("trace-replay", arguments, stdin: stdin)
}

let specEvents = tracesDirectory.appendingPathComponent("spec-example.events.jsonl").path
let specStates = tracesDirectory.appendingPathComponent("spec-example.states.jsonl").path

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
        #expect(lines[3] == #"{"seq":3,"t":0.7,"event":"drag.ended","selected":0,"page":0,"offsetY":-30,"pagesX":0,"pagerX":0,"headerTy":-64,"insetTop":104,"indicator":{"x":32,"width":61},"pending":null,"commands":[],"diagnostics":[]}"#)
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
        #expect(result.stdout == """
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
        let layout = #"{"t":0.1,"type":"layout","viewport":{"width":375,"height":603},"header":{"mode":"fixed","height":0,"barHeight":40},"pager":{"items":[{"width":80},{"width":80},{"width":80}]},"content":{"kind":"sections","sections":[{"headerHeight":60,"rows":2,"rowHeight":60},{"headerHeight":60,"rows":0,"rowHeight":60},{"headerHeight":60,"rows":-3,"rowHeight":60}]}}"#
        let good = layout.replacingOccurrences(of: #""rows":-3"#, with: #""rows":3"#).replacingOccurrences(of: "0.1", with: "0.2")
        let events = try directory.write("d.events.jsonl", [
            #"{"t":0,"type":"tapStatusBar"}"#, layout, good,
            #"{"t":0.3,"type":"tapPagerItem","index":5}"#, #"{"t":0.4,"type":"tapPagerItem","index":5}"#,
        ].joined(separator: "\n") + "\n")
        let recorded = directory.path("d.states.jsonl")
        let result = try runTool(["run", events, "--record", recorded])
        // Diagnostics are not differences: exit 0, and the summary lists each code once
        // with its count and its first line (SPEC §5 code order), then the write line.
        #expect(result.status == 0)
        #expect(result.stderr == """
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
        let script = repositoryRoot.appendingPathComponent("Scripts/scenarios/v3-menu-measured-reaim.scenario").path
        let simulated = try runTool(["simulate", script, "--out", directory.path("a.events.jsonl"),
                                     "--record", directory.path("a.states.jsonl"), "--callbacks", directory.path("a.callbacks.jsonl")])
        #expect(simulated.status == 0, "\(simulated.stderr)")
        let driven = try runTool(["drive", directory.path("a.callbacks.jsonl"), "--out", directory.path("b.events.jsonl"),
                                  "--record", directory.path("b.states.jsonl")])
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

    @Test func versionNamesTheToolTheFormatAndTheSpec() throws {
        let result = try runTool(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "trace-replay 0.3.0 (trace format 3, SPEC v3.1)\n")
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
}

@Suite("trace-replay simulate end to end", .serialized)
struct SimulateEndToEndTests {
    @Test func aSimulatedTraceReplaysToItsRecords() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let script = try directory.write("flick.scenario", """
            # A flick down FJ's first page, then a tap on the third tab.
            layout fj
            drag content page 0 by 300 over 0.3
            wait 1
            tap 2
            settle
            """)
        let events = directory.path("flick.events.jsonl"), states = directory.path("flick.states.jsonl")
        let result = try runTool(["simulate", script, "--out", events, "--record", states, "--hz", "120"])
        #expect(result.status == 0)
        let text = try String(contentsOfFile: events, encoding: .utf8)
        #expect(text.hasPrefix("# Simulated by `trace-replay simulate \(script)` at 120 Hz (SPEC §7).\n# A flick down"))
        let replay = try runTool(["run", events, "--expect", states])
        #expect(replay.status == 0)
        #expect(replay.stdout.hasSuffix(" passed, 0 failed\n"))
        // Without --out the events go to stdout (here at the default 60 Hz).
        let stdout = try runTool(["simulate", script])
        #expect(stdout.status == 0)
        #expect(stdout.stdout.hasPrefix("# Simulated by `trace-replay simulate \(script)` at 60 Hz (SPEC §7).\n"))
    }

    @Test func aScriptMistakeExitsTwoAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let script = try directory.write("bad.scenario", "layout td\ndrag content by 3 over 1 flung\n")
        let result = try runTool(["simulate", script, "--out", directory.path("x.events.jsonl")])
        #expect(result.status == 2)
        #expect(result.stderr == "\(script):2:26: unknown release 'flung' (fling or hold)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["bad.scenario"])
    }

    @Test func aMissingScriptReadsLikeAMissingTrace() throws {
        let result = try runTool(["simulate", "/nonexistent/x.scenario"])
        #expect(result.status == 2)
        #expect(result.stderr == "/nonexistent/x.scenario: No such file or directory\n")
    }

    @Test func aScriptPlaysOnYourOwnScreenWithLayout() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The golden sim-fj-flick-tap trace was simulated from its script's `layout fj`. Its
        // first event is that screen as a layout line; given with --layout, the same script
        // lays out the same screen, so it must give exactly the golden events (SPEC §8.5:
        // same events in, same records out; the simulator is deterministic, §7).
        let golden = try String(contentsOf: repositoryRoot.appendingPathComponent("Traces/sim-fj-flick-tap.events.jsonl"), encoding: .utf8)
        let events = golden.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let screen = try directory.write("screen.jsonl", String(events[0]) + "\n")
        let script = repositoryRoot.appendingPathComponent("Scripts/scenarios/sim-fj-flick-tap.scenario").path
        let out = directory.path("mine.events.jsonl")
        let result = try runTool(["simulate", script, "--layout", screen, "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let mine = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        #expect(mine.first == "# Simulated by `trace-replay simulate \(script) --layout \(screen)` at 60 Hz (SPEC §7).")
        #expect(mine.filter { !$0.hasPrefix("#") } == events)

        // A script of gestures only starts on the given screen: its first event is that
        // layout at t = 0, and the tap's `tapPagerItem` follows.
        let gestures = try directory.write("gestures.scenario", "# no layout step\ntap 1\nsettle\n")
        let played = try runTool(["simulate", gestures, "--layout", screen])
        #expect(played.status == 0)
        let lines = played.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.first == events[0])
        #expect(lines.dropFirst().first == #"{"t":0,"type":"tapPagerItem","index":1}"#)

        // `rows` rebuilds a td preset, so it has no meaning on a given screen.
        let rows = try directory.write("rows.scenario", "layout td rows 4,4\n")
        let refused = try runTool(["simulate", rows, "--layout", screen])
        #expect(refused.status == 2)
        #expect(refused.stderr == "\(rows):1:16: 'rows' rebuilds a td preset; it does not apply to the screen given with --layout\n")
        // A bad layout file is its own FILE:LINE:COLUMN error, and nothing is written.
        let bad = try directory.write("bad.json", "{\"viewport\": 3}\n")
        let broken = try runTool(["simulate", script, "--layout", bad, "--out", directory.path("x.events.jsonl")])
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("\(bad):1:"), "\(broken.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("x.events.jsonl")))
    }

    @Test func theHelpListsEveryStep() throws {
        let help = try runTool(["help", "simulate"]).stdout
        for step in ["layout", "hz", "drag", "tap", "statusbar", "rotate", "resize", "wait", "settle", "layout-every-frame"] {
            // Steps are listed one per line under SCRIPT, indented 27 columns.
            let indent = "\n" + String(repeating: " ", count: 27)
            #expect(help.contains(indent + step + " ") || help.contains(indent + step + "\n"), "\(step)")
        }
        #expect(help.contains("--layout FILE"))
    }

    @Test func aLongWaitOnAScreenAtRestCostsNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // 10⁹ s of nothing: no frame reports anything, so the host skips it in one step.
        let script = try directory.write("idle.scenario", "layout td\nwait 1e9\ntap 3\nsettle\n")
        let result = try runTool(["simulate", script])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"{"t":1000000000,"type":"tapPagerItem","index":3}"#))
    }
}

@Suite("trace-replay fuzz end to end", .serialized)
struct FuzzEndToEndTests {
    @Test func aCleanRunExitsZeroWithItsSummary() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try runTool(["fuzz", "--seed", "5", "--runs", "24", "--max-events", "120", "--out", directory.path("ce")])
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^24 sequences, \d+ events, 0 failures\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
        #expect(result.stderr.contains("events/s with all invariants on"))
        // Deterministic: the same seed, the same events, whatever the number of jobs.
        let again = try runTool(["fuzz", "--seed", "5", "--runs", "24", "--max-events", "120", "--jobs", "1", "--out", directory.path("ce")])
        #expect(again.stdout == result.stdout)
        #expect(!FileManager.default.fileExists(atPath: directory.path("ce")))  // nothing failed, nothing written
    }

    @Test func keepWritesEverySequenceAsAReplayableTrace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = directory.path("first"), second = directory.path("second")
        let result = try runTool(["fuzz", "--seed", "9", "--runs", "6", "--max-events", "80", "--keep", first])
        #expect(result.status == 0)
        // One file per sequence, named from the seed and the index alone.
        let names = try FileManager.default.contentsOfDirectory(atPath: first).sorted()
        #expect(names == (0..<6).map { "seed-9-sequence-\($0).events.jsonl" }.sorted())
        // Their events add up to the summary's count, and each one replays (exit 0).
        var total = 0
        for name in names {
            let text = try String(contentsOfFile: "\(first)/\(name)", encoding: .utf8)
            let lines = text.split(separator: "\n")
            #expect(lines.first?.hasPrefix("# trace-replay fuzz --seed 9 --max-events 80 --mode both, sequence ") == true)
            total += lines.filter { !$0.hasPrefix("#") }.count
            #expect(try runTool(["run", "\(first)/\(name)"]).status == 0)
        }
        #expect(result.stdout == "6 sequences, \(total) events, 0 failures\n")
        // The same campaign with one job writes the same bytes.
        #expect(try runTool(["fuzz", "--seed", "9", "--runs", "6", "--max-events", "80", "--jobs", "1", "--keep", second]).status == 0)
        for name in names {
            #expect(FileManager.default.contents(atPath: "\(first)/\(name)") == FileManager.default.contents(atPath: "\(second)/\(name)"))
        }
    }

    @Test func keepIntoAPathThatCannotBeADirectoryFailsBeforeRunning() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("plain", "not a directory\n")
        let result = try runTool(["fuzz", "--runs", "3", "--keep", file])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot create '\(file)' for --keep"))
        #expect(result.stdout.isEmpty)
    }

    @Test func oneJobAndOneSequenceAreSingular() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try runTool(["fuzz", "--seed", "3", "--runs", "1", "--jobs", "1", "--max-events", "50", "--out", directory.path("ce")])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("1 sequence, "), "\(result.stdout)")
        #expect(result.stderr.contains("(1 job)") || result.stderr.contains(" s, 1 job)"), "\(result.stderr)")
    }

    @Test func theSelfTestShowsAFailureShrunkAndWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path("ce")
        let result = try runTool(["fuzz", "--self-test", "--seed", "1", "--runs", "40", "--mode", "adversarial", "--out", out])
        #expect(result.status == 0)  // the planted bug was found
        #expect(result.stderr.hasPrefix("self-test: fuzzing a deliberately broken reducer"))
        #expect(result.stdout.contains("FAIL  sequence "))
        #expect(result.stdout.contains("§8.2 (in range): quickReturn headerTy"))
        // Each counterexample is a trace the real reducer replays cleanly, with a Swift
        // Testing test beside it, printed too when short.
        let files = try FileManager.default.contentsOfDirectory(atPath: out)
        let traces = files.filter { $0.hasSuffix(".events.jsonl") }
        #expect(!traces.isEmpty)
        #expect(files.count == 2 * traces.count)
        for file in traces {
            #expect(try runTool(["run", "\(out)/\(file)"]).status == 0)
            let test = try String(contentsOfFile: "\(out)/\(file.dropLast(".events.jsonl".count)).swift", encoding: .utf8)
            #expect(test.hasPrefix("@Test func fuzzSeed1Sequence"))
            #expect(test.contains("#expect(SequenceChecker<PagerState>.firstFailure(in: events) == nil)"))
        }
        #expect(result.stdout.contains("      @Test func fuzzSeed1Sequence"))
    }

    @Test func yourOwnScreenByPresetOrLayoutFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        func firstEvents(_ arguments: [String], _ keep: String) throws -> [String] {
            let result = try runTool(["fuzz", "--runs", "4", "--mode", "realistic", "--max-events", "60", "--keep", keep] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return try FileManager.default.contentsOfDirectory(atPath: keep).sorted().map { name in
                try String(contentsOfFile: "\(keep)/\(name)", encoding: .utf8).split(separator: "\n").first { !$0.hasPrefix("#") }.map(String.init) ?? ""
            }
        }
        // The FJ preset: quick-return over pages with the "Popular" tab, in every session.
        let fj = try firstEvents(["--preset", "fj"], directory.path("fj"))
        #expect(fj.count == 4 && fj.allSatisfy { $0.contains(#""mode":"quickReturn""#) && $0.contains(#""title":"Popular""#) })
        // A JSON layout object of one's own…
        let layout = #"{"viewport":{"width":320,"height":480},"header":{"mode":"collapse","height":120,"barHeight":44},"pager":{"items":[{"width":50},{"width":60}]},"content":{"kind":"sections","sections":[{"headerHeight":30,"rows":9,"rowHeight":44},{"headerHeight":30,"rows":2,"rowHeight":44}]}}"#
        let file = try directory.write("screen.json", layout + "\n")
        let own = try firstEvents(["--layout", file], directory.path("own"))
        #expect(own.allSatisfy { $0.contains(#""viewport":{"width":320,"height":480}"#) && $0.contains(#""mode":"collapse""#) })
        // …or the first layout of a trace.
        let traced = try firstEvents(["--layout", tracesDirectory.appendingPathComponent("td-fixed-crossing.events.jsonl").path], directory.path("td"))
        #expect(traced.allSatisfy { $0.contains(#""title":"Dishes 10""#) })
        // Mistakes.
        #expect(try runTool(["fuzz", "--preset", "fj", "--layout", file]).status == 2)
        let missing = try runTool(["fuzz", "--layout", "/nonexistent/screen.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "/nonexistent/screen.json: No such file or directory\n")
    }

    @Test func fuzzUsageErrors() throws {
        let result = try runTool(["fuzz", "--mode", "gentle"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: The value 'gentle' is invalid for '--mode': expected realistic, adversarial or both\n"))
    }
}

@Suite("Outputs that never destroy", .serialized)
struct OutputSafetyTests {
    /// Runs a shell command (mkfifo, mknod, ln) for the fixtures.
    func shell(_ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        try process.run()
        process.waitUntilExit()
    }

    func type(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    @Test func dashIsStandardOutput() throws {
        let result = try runTool(["run", specEvents, "--record", "-"])
        #expect(result.status == 0)
        #expect(result.stdout == (try String(contentsOfFile: specStates, encoding: .utf8)))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test func aDeviceIsWrittenNotReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let device = directory.path("null")
        try shell("mknod '\(device)' c 1 3")  // /dev/null's numbers (root here)
        guard try type(device) == .typeCharacterSpecial else { return }  // no mknod: nothing to test
        let result = try runTool(["run", specEvents, "--record", device])
        #expect(result.status == 0)
        #expect(try type(device) == .typeCharacterSpecial)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["null"])  // no temporary left
    }

    @Test func aFIFOIsWrittenNotReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.path("pipe")
        try shell("mkfifo '\(fifo)'")
        #expect(try type(fifo) != .typeRegular)  // still the FIFO, not a file
        // A reader on the other end: cat copies what trace-replay writes into the FIFO.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let out = Pipe()
        reader.standardOutput = out
        try reader.run()
        let result = try runTool(["run", specEvents, "--record", fifo])
        let copied = out.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        #expect(result.status == 0)
        #expect(String(decoding: copied, as: UTF8.self) == (try String(contentsOfFile: specStates, encoding: .utf8)))
        #expect(try type(fifo) != .typeRegular)  // still the FIFO, not a file
    }

    @Test func aSymbolicLinkIsFollowedAndItsTargetReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let real = try directory.write("real.states.jsonl", "old\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path("link.states.jsonl"), withDestinationPath: "real.states.jsonl")
        let result = try runTool(["run", specEvents, "--record", directory.path("link.states.jsonl")])
        #expect(result.status == 0)
        #expect(try type(directory.path("link.states.jsonl")) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == (try String(contentsOfFile: specStates, encoding: .utf8)))
    }

    @Test func anOutputThatIsAnInputIsRefusedUnlessUpdate() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = try directory.write("self.events.jsonl", try String(contentsOfFile: specEvents, encoding: .utf8))
        let before = try String(contentsOfFile: events, encoding: .utf8)
        let refused = try runTool(["run", events, "--record", events])
        #expect(refused.status == 2)
        #expect(refused.stderr == "\(events): is the same file as the input '\(events)'; refusing to overwrite it (use --update to replace it)\n")
        #expect(try String(contentsOfFile: events, encoding: .utf8) == before)
        // Through a link too: the same device and inode.
        try FileManager.default.createSymbolicLink(atPath: directory.path("alias.jsonl"), withDestinationPath: events)
        #expect(try runTool(["run", events, "--record", directory.path("alias.jsonl")]).status == 2)
        // --expect X --record X --update accepts the new states of a golden trace.
        let old = try String(contentsOfFile: specStates, encoding: .utf8).replacingOccurrences(of: #""headerTy":-64"#, with: #""headerTy":-60"#)
        let states = try directory.write("self.states.jsonl", old)
        #expect(try runTool(["run", events, "--expect", states, "--record", states]).status == 2)
        let updated = try runTool(["run", events, "--expect", states, "--record", states, "--update"])
        #expect(updated.status == 1)  // the old states differed…
        #expect(try String(contentsOfFile: states, encoding: .utf8) == (try String(contentsOfFile: specStates, encoding: .utf8)))  // …and are replaced
    }

    @Test func anInterruptedRunLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("trace-replay")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run", "-", "--record", directory.path("out.states.jsonl")]
        let input = Pipe()
        process.standardInput = input
        process.standardError = Pipe()
        try process.run()
        // The temporary file exists while the tool waits for more events on its input.
        input.fileHandleForWriting.write(Data((try String(contentsOfFile: specEvents, encoding: .utf8)).utf8))
        var waited = 0
        while try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty, waited < 200 {
            usleep(10_000)
            waited += 1
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).count == 1)
        process.interrupt()  // SIGINT
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}

@Suite("Every subcommand's help")
struct HelpTextTests {
    /// `help SUBCOMMAND` and `SUBCOMMAND --help` print the real text: an overview, the usage
    /// line naming the subcommand, and no Swift interpolation left unexpanded (`\(…)`).
    static let subcommands = ["run", "check", "simulate", "drive", "fuzz", "plot", "view", "playground"]

    /// The tool's own help lists exactly these subcommands (a new one must be added here,
    /// and so gets its help checked below).
    @Test func theToolsHelpListsEverySubcommand() throws {
        let help = try runTool(["--help"]).stdout
        let section = help.components(separatedBy: "SUBCOMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
        let listed = section.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed == Self.subcommands)
    }

    @Test(arguments: HelpTextTests.subcommands)
    func helpIsExpanded(subcommand: String) throws {
        for arguments in [["help", subcommand], [subcommand, "--help"]] {
            let result = try runTool(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("OVERVIEW: "), "\(arguments)")
            #expect(result.stdout.contains("USAGE: trace-replay \(subcommand)"), "\(arguments): \(result.stdout.prefix(400))")
            #expect(!result.stdout.contains("\\("), "\(arguments) prints an unexpanded interpolation")
        }
    }
}

@Suite("trace-replay playground")
struct PlaygroundEndToEndTests {
    @Test func aMissingModuleIsAClearErrorAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path("playground.html"), module = directory.path("nowhere/pager.wasm")
        let result = try runTool(["playground", "-o", out, "--module", module])
        #expect(result.status == 2)
        #expect(result.stderr == "\(module): no such module: build it with Scripts/wasm.sh (or give --module FILE)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theViewersLiveModeNeedsTheModuleToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.path("v.html"), module = directory.path("none.wasm")
        let trace = tracesDirectory.appendingPathComponent("spec-example.events.jsonl").path
        let result = try runTool(["view", trace, "--live", "--module", module, "-o", out])
        #expect(result.status == 2)
        #expect(result.stderr == "\(module): no such module: build it with Scripts/wasm.sh (or give --module FILE)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        // Without --live the viewer needs no module and has no "continue from here".
        #expect(try runTool(["view", trace, "-o", out]).status == 0)
        #expect(!(try String(contentsOfFile: out, encoding: .utf8)).contains("continue from here"))
    }

    @Test func thePageInlinesTheModuleAndItsGlue() throws {
        // Any bytes stand for the module here (the browser check, Scripts/playground-check.sh,
        // runs the real one): the page must carry them as base64 and the glue as a script.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let module = directory.path("pager.wasm")
        FileManager.default.createFile(atPath: module, contents: Data([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))
        _ = try directory.write("pager-wasm.js", "globalThis.ScrollPagerWasm = { marker: \"</script> stays text\" };\n")
        let out = directory.path("p.html")
        let result = try runTool(["playground", "-o", out, "--module", module])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: out, encoding: .utf8)
        // "\0asm\1\0\0\0" in base64 is AGFzbQEAAAA=.
        #expect(page.contains(#"<script id="module" type="application/octet-stream">AGFzbQEAAAA=</script>"#))
        #expect(page.contains(#"marker: "<\/script> stays text""#))
        #expect(page.components(separatedBy: "</script>").count == page.components(separatedBy: "<script").count)
        #expect(!page.contains("src=") && !page.contains("href="))
    }
}

@Suite("run --explain")
struct ExplainTests {
    @Test func eachEventThenOnlyWhatItChanged() throws {
        // SPEC §9's example (Traces/spec-example): FJ's screen, quickReturn S 64 + B 40.
        // - layout: the list rests at minY = −(64 + 40) = −104 with insetTop 104 and a
        //   setInset command (§3); three items in 375 pt: equal cells of 125 (§1 auto), the
        //   indicator of item 0 is 56 + 5 = 61 wide centred on 62.5: x = 32; selected 0.
        // - drag began changes nothing; drag moved to −80 moves the list 24 pt and the header
        //   follows it by −24 (§4.3).
        let path = repositoryRoot.appendingPathComponent("Traces/spec-example.events.jsonl").path
        let result = try runTool(["run", path, "--explain"])
        #expect(result.status == 0)
        let expected = """
            line 11 · seq 0 · {"t":0,"type":"layout","viewport":{"width":375,"height":603},"header":{"mode":"quickReturn","height":64,"barHeight":40,"snap":false,"revealCheck":"release"},"pager":{"items":[{"width":56,"title":"All"},{"width":28,"title":"New"},{"width":70,"title":"Popular"}],"spacing":32,"edgeInset":12,"indicatorExtra":5},"content":{"kind":"pages","pages":[{"contentHeight":1800},{"contentHeight":300},{"contentHeight":2400}],"adjustContentSize":false}}
              selected: 0
              offsetY: -104
              insetTop: 104
              indicator: {"x":32,"width":61}
              command: {"type":"setInset","page":null,"top":104,"duration":0}

            line 12 · seq 1 · {"t":0.5,"type":"drag","phase":"began","view":"content","page":0,"offset":-104}
              (no change)

            line 13 · seq 2 · {"t":0.52,"type":"drag","phase":"moved","view":"content","page":0,"offset":-80}
              offsetY: -104 → -80
              headerTy: 0 → -24

            """
        #expect(result.stdout.hasPrefix(expected), "\(result.stdout.prefix(1200))")
    }

    @Test func explainIsNotCombinedWithExpectOrRecord() throws {
        let path = repositoryRoot.appendingPathComponent("Traces/spec-example.events.jsonl").path
        let result = try runTool(["run", path, "--explain", "--record", "/tmp/x.states.jsonl"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--explain"))
    }
}

@Suite("run --expect with another trace's states")
struct MismatchedStatesTests {
    @Test func theFirstRecordDifferingGivesAHint() throws {
        // spec-example's states belong to it; fj-quick-return-pages' first record is another
        // screen's layout (seq 0 already differs): the run says the files may not belong
        // together. With its own states, no hint.
        let events = repositoryRoot.appendingPathComponent("Traces/spec-example.events.jsonl").path
        let other = repositoryRoot.appendingPathComponent("Traces/td-fixed-crossing.states.jsonl").path
        let own = repositoryRoot.appendingPathComponent("Traces/spec-example.states.jsonl").path
        let mismatched = try runTool(["run", events, "--expect", other])
        #expect(mismatched.status == 1)
        #expect(mismatched.stderr.contains("hint: the very first record differs — is \(other) the states file of \(events)?"))
        let matched = try runTool(["run", events, "--expect", own])
        #expect(matched.status == 0)
        #expect(!matched.stderr.contains("hint:"))
    }
}
