// trace-replay run --expect with another trace's states file.
import Foundation
import PagerTestSupport
import Testing

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
