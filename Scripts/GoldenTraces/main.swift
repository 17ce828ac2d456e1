// golden-traces: writes the events files of the golden corpus in Traces/ from scripted
// scenarios (Scenarios.swift). Each file opens with its scenario's `#` lines, which say
// what it shows and how its key expected values follow from the SPEC. The states files
// are recorded separately (Scripts/record-traces.sh) and reviewed with `git diff`.
//
//   swift run golden-traces [DIR]        # default: Traces
import Foundation
import PagerCore
import PagerTrace

let directory = CommandLine.arguments.dropFirst().first ?? "Traces"
for scenario in scenarios {
    var host = Host()
    scenario.script(&host)
    let path = "\(directory)/\(scenario.name).events.jsonl"
    let output = try OutputFile(atomicallyReplacing: path)
    for line in scenario.comments {
        try output.write(text: line.isEmpty ? "#\n" : "# \(line)\n")
    }
    for event in scenario.rawEvents ?? host.events {
        try output.write(event)
    }
    try output.commit()
    print("wrote \(path) (\((scenario.rawEvents ?? host.events).count) events)")
}
