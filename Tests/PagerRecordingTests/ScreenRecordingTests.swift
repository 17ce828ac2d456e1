// ScreenRecording: what the drop-in screens start, feed and finish.
import Foundation
import PagerCore
import PagerKit
import PagerRecording
import PagerSimulator
import PagerTestSupport
import Testing

@Suite("ScreenRecording", .serialized)
struct ScreenRecordingTests {
    @Test func aNewRecordingFinishesTheOneUnderWayAndNothingIsRecordedAfterFinish() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var host = PagerHost(driver: PagerDriver())
        host.layout(PagerPresets.menu)
        host.drag(.content, by: 300, over: 0.3)
        host.settle()
        let recording = PagerScreenRecording()
        #expect(!recording.isRecording)
        // Nothing under way: an update's events go nowhere.
        recording.record(host.events)
        let first = directory.path("first.events.jsonl")
        let second = directory.path("second.events.jsonl")
        try recording.start(events: first)
        recording.record(host.events)
        #expect(!FileManager.default.fileExists(atPath: first))  // in place at finish only
        // Starting the second finishes the first: its file holds every event once (the
        // session's n events, one line each, below the header comments).
        try recording.start(events: second)
        let lines = try String(contentsOfFile: first, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == host.events.count)
        recording.record(host.events.prefix(2))
        try recording.finish()
        #expect(!recording.isRecording)
        // After finish, nothing more reaches the second file: 2 events.
        recording.record(host.events)
        let secondLines = try String(contentsOfFile: second, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(secondLines.count == 2)
    }
}
