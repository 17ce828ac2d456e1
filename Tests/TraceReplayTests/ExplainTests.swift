// trace-replay run --explain.
import Foundation
import PagerTestSupport
import Testing

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
