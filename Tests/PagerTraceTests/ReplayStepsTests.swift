// ReplaySteps: the step-by-step replay the plot, the viewer and `run --explain` share.
import Foundation
import PagerCore
import PagerTestSupport
import PagerTrace
import Testing

@Suite("Replay one step at a time")
struct ReplayStepsTests {
    @Test func eachStepCarriesItsLineRecordStateAndExpectedRecord() throws {
        // The SPEC §2 example: seven events after its comment lines; its states file holds
        // their records (SPEC §3 prints seq 3's), one per line from line 1.
        let events = tracesDirectory.appendingPathComponent("spec-example.events.jsonl").path
        let states = tracesDirectory.appendingPathComponent("spec-example.states.jsonl").path
        var steps = PagerReplaySteps(events: try PagerEventReader(path: events), expected: try PagerRecordReader(path: states))
        var count = 0
        while let step = try steps.next() {
            #expect(step.record.seq == count)
            guard case .record(let wanted, let line) = step.expected else {
                Issue.record("seq \(count) has no expected record")
                return
            }
            #expect(PagerRecordDiffer().differences(expected: wanted, actual: step.record).isEmpty)
            #expect(line == count + 1)
            // The state after the step is the one the record shows.
            #expect(steps.state.selected == step.record.selected)
            count += 1
        }
        #expect(count == 7)
    }

    @Test func aShortStatesFileLeavesTheLastStepsMissing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = tracesDirectory.appendingPathComponent("spec-example.events.jsonl").path
        let all = try String(contentsOfFile: tracesDirectory.appendingPathComponent("spec-example.states.jsonl").path, encoding: .utf8)
        let firstThree = all.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n"
        var steps = PagerReplaySteps(
            events: try PagerEventReader(path: events), expected: try PagerRecordReader(path: directory.write("short.states.jsonl", firstThree)))
        var kinds: [String] = []
        while let step = try steps.next() {
            switch step.expected {
            case .none: kinds.append("none")
            case .record: kinds.append("record")
            case .missing: kinds.append("missing")
            }
        }
        #expect(kinds == ["record", "record", "record", "missing", "missing", "missing", "missing"])
    }
}
