// A SwiftUI screen's recording (PagerModel.onUpdate into a ScreenRecording, as PagerView's
// `recording(_:)` wires it), replayed by the trace-replay binary to the model's own records.
#if canImport(Observation)
import Foundation
import PagerCore
import PagerKit
import PagerRecording
import PagerSimulator
import PagerTestSupport
import PagerTrace
import Testing

@MainActor
@Suite("A SwiftUI screen's recording", .serialized)
struct SwiftUIRecordingTests {
    @Test func aSwiftUIScreensEventsReplayToItsRecords() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let model = PagerModel.ticking()
        let recording = PagerScreenRecording()
        let path = directory.path("swiftui.events.jsonl")
        try recording.start(events: path)
        var records: [PagerRecord] = []
        model.onUpdate = { update in
            recording.record(update.events)
            records += update.records
        }
        // fj: laid out, a tab selected, page 0's list dragged 300 pt from its top (−104)
        // and released, a tap on tab 2.
        model.layout(PagerPresets.fj)
        model.select(1)
        model.phaseChanged(.content(page: 1), to: .interacting, contentOffset: 0, contentInsetTop: 104, contextVelocity: nil)
        model.offsetChanged(.content(page: 1), contentOffset: 150, contentInsetTop: 104)
        model.offsetChanged(.content(page: 1), contentOffset: 300, contentInsetTop: 104)
        model.phaseChanged(.content(page: 1), to: .idle, contentOffset: 300, contentInsetTop: 104, contextVelocity: nil)
        model.tap(2)
        try recording.finish()
        #expect(records.count >= 6)
        // The model's records as a states file: trace-replay run reads the recording and
        // gives them back, record for record.
        let states = try PagerOutputFile(replacing: directory.path("swiftui.states.jsonl"))
        for record in records { try states.write(record) }
        try states.commit()
        let result = try runExecutable("trace-replay", ["run", path, "--expect", directory.path("swiftui.states.jsonl")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(records.count) passed, 0 failed\n")
    }
}
#endif
