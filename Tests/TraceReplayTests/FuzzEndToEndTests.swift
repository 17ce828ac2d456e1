// trace-replay fuzz end to end: campaigns, counterexamples, the self-test.
import Foundation
import PagerTestSupport
import Testing

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
            #expect(test.contains("#expect(PagerSequenceChecker<PagerState>.firstFailure(in: events) == nil)"))
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
        let layout =
            #"{"viewport":{"width":320,"height":480},"header":{"mode":"collapse","height":120,"barHeight":44},"pager":{"items":[{"width":50},{"width":60}]},"content":{"kind":"sections","sections":[{"headerHeight":30,"rows":9,"rowHeight":44},{"headerHeight":30,"rows":2,"rowHeight":44}]}}"#
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

    /// Several presets in one process: one campaign each, the same as each run alone (the
    /// seed alone decides a campaign), each summary line named; an unknown name is a usage
    /// error that lists the presets.
    @Test func severalPresetsAreOneCampaignEachInOneProcess() throws {
        let arguments = ["fuzz", "--seed", "4", "--runs", "6", "--mode", "realistic", "--max-events", "80", "--regressions", "none"]
        let both = try runTool(arguments + ["--preset", "fj,td"])
        #expect(both.status == 0, "\(both.stderr)")
        let fj = try runTool(arguments + ["--preset", "fj"]).stdout, td = try runTool(arguments + ["--preset", "td"]).stdout
        #expect(both.stdout == "preset fj: " + fj + "preset td: " + td)
        let wrong = try runTool(["fuzz", "--preset", "fj,nope"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.hasPrefix("Error: The value 'nope' is invalid for '--preset': expected one of td, td-window, fj,"))
    }

    @Test func fuzzUsageErrors() throws {
        let result = try runTool(["fuzz", "--mode", "gentle"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: The value 'gentle' is invalid for '--mode': expected realistic, adversarial or both\n"))
    }
}
