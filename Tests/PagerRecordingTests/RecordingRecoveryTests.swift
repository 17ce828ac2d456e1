// Recordings people can rely on: a callbacks recording an app makes replays to the events
// it saw, and a recording cut short by a crash is recovered, complete lines only.
import Foundation
import PagerCore
import PagerKit
import PagerSimulator
import PagerTestSupport
import PagerRecording
import PagerTrace
import Testing

@Suite("Recordings: callbacks recorded in an app, recovery after a crash")
struct RecordingRecoveryTests {
    @Test func aCallbacksRecordingReplaysToTheEventsTheScreenSaw() throws {
        // A UIKit-mode session (the simulated screen's callbacks through a driver), recorded
        // as an app's coordinator would (`onInput`), written, read back and driven: the
        // same events, bit for bit.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var host = PagerHost(driver: PagerDriver())
        host.logsCallbacks = true
        host.layout(Presets.fj)
        host.dragHeader(by: 300, over: 0.2, release: .fling)
        host.wait(1)
        host.tapPagerItem(2)
        host.wait(1)
        let path = directory.path("menu.callbacks.jsonl")
        let recorder = try CallbackRecorder(path: path)
        for callback in host.callbacks { recorder.record(callback) }
        #expect(!FileManager.default.fileExists(atPath: path))  // nothing until finish()
        try recorder.finish()
        #expect(recorder.status == .finished)
        let read = try CallbackFile.read(atPath: path)
        #expect(read == host.callbacks)
        #expect(read.contains { $0.input == .frame })  // the driver's fling ran on frames
        #expect(PagerDriver.drive(read).events == host.events)
    }

    @Test func anUnfinishedRecordingIsRecoveredWithItsCompleteLines() throws {
        // What a process killed mid-write leaves: the hidden temporary file, its last line
        // cut short. Recovery keeps the 3 complete lines (header and two events) and says so.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = [PagerEvent.layout(Presets.fj, t: 0), .tapPagerItem(1, t: 0.5)]
        var text = "# ScrollPager events trace\n"
        for event in events { text += event.jsonLine + "\n" }
        try directory.write(".session.events.jsonl.tmp-999999", text + #"{"t":1,"type":"tapPa"#)
        // A recording in progress in this very process is left alone.
        let live = ".live.events.jsonl.tmp-\(ProcessInfo.processInfo.processIdentifier)"
        try directory.write(live, "# live\n")

        let recovered = try TraceRecorder.recoverUnfinished(in: directory.url.path)
        #expect(recovered == [TraceRecorder.Recovered(path: directory.path("session.events.jsonl"), lines: 3)])
        let kept = try String(contentsOfFile: directory.path("session.events.jsonl"), encoding: .utf8)
        #expect(kept == text + "# recovered after the recording process ended before finish(): 3 complete lines kept\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path(".session.events.jsonl.tmp-999999")))
        #expect(FileManager.default.fileExists(atPath: directory.path(live)))
        // The recovered trace replays: its events parse (comments are comments).
        let reader = try EventReader(path: directory.path("session.events.jsonl"))
        var replayed: [PagerEvent] = []
        while let (event, _) = try reader.next() { replayed.append(event) }
        #expect(replayed == events)
    }

    @Test func aRecoveredRecordingNeverReplacesAFinishedOne() throws {
        // session.events.jsonl exists (an earlier, finished recording): the recovered one
        // goes beside it as session.events.jsonl.recovered-1.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("session.events.jsonl", "# finished\n")
        try directory.write(".session.events.jsonl.tmp-4242", "# cut\n")
        let recovered = try TraceRecorder.recoverUnfinished(in: directory.url.path)
        #expect(recovered.map(\.path) == [directory.path("session.events.jsonl.recovered-1")])
        #expect(try String(contentsOfFile: directory.path("session.events.jsonl"), encoding: .utf8) == "# finished\n")
    }
}
