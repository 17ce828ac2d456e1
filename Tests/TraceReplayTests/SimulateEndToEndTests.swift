// trace-replay simulate end to end: scripts in, events and records out.
import Foundation
import PagerTestSupport
import Testing

@Suite("trace-replay simulate end to end", .serialized)
struct SimulateEndToEndTests {
    @Test func aSimulatedTraceReplaysToItsRecords() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let script = try directory.write(
            "flick.scenario",
            """
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
        let script = repositoryRoot.appendingPathComponent("Traces/scenarios/sim-fj-flick-tap.scenario").path
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
