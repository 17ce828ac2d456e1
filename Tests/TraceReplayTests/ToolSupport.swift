// What every end-to-end test of the trace-replay binary shares: running it, and the SPEC's
// own example trace.
import Foundation
import PagerTestSupport

/// Runs the built `trace-replay` and captures everything.
func runTool(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    try runExecutable("trace-replay", arguments, stdin: stdin)
}

let specEvents = tracesDirectory.appendingPathComponent("spec-example.events.jsonl").path
let specStates = tracesDirectory.appendingPathComponent("spec-example.states.jsonl").path
