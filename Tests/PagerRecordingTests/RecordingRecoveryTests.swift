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
        host.layout(PagerPresets.fj)
        host.dragHeader(by: 300, over: 0.2, release: .fling)
        host.wait(1)
        host.tapPagerItem(2)
        host.wait(1)
        let path = directory.path("menu.callbacks.jsonl")
        let recorder = try PagerCallbackRecorder(path: path)
        for callback in host.callbacks { recorder.record(callback) }
        #expect(!FileManager.default.fileExists(atPath: path))  // nothing until finish()
        try recorder.finish()
        #expect(recorder.status == .finished)
        let read = try PagerCallbackFile.read(atPath: path)
        #expect(read == host.callbacks)
        #expect(read.contains { $0.input == .frame })  // the driver's fling ran on frames
        #expect(PagerDriver.drive(read).events == host.events)
    }

    /// A right-to-left screen mirrors the pages container (SPEC §1: page 0 at the right end,
    /// scrollLeft = (n − 1) · W − pagesX), and the driver takes the direction once, before any
    /// input: a callbacks file says it on its first line (version 4), and `drive` replays the
    /// session with it. Parchment's four 375 px pages right to left: page 0 at scrollLeft
    /// 1125; a swipe toward page 1 lowers scrollLeft (1125 → 900), the snap settles at 750 =
    /// 3 · 375 − 1 · 375, page 1.
    @Test func aRightToLeftRecordingSaysItsDirectionAndDrivesToTheSameEvents() throws {
        let screen = PagerWebScreen()
        var events: [PagerEvent] = [], callbacks: [PagerRecordedCallback] = []
        screen.onUpdate = { update, _ in events += update.events }
        screen.onInput = { callbacks.append($0) }
        screen.attachStrip(viewportLength: 375, at: 0)
        screen.attachPages(at: 0)
        for (k, length) in [2400.0, 900, 5000, 300].enumerated() { screen.attachList(page: k, viewportLength: 0, contentLength: length, at: 0) }
        screen.layout(PagerPresets.parchment, stripHeight: 44, rightToLeft: true, reducesMotion: false, at: 0)
        #expect(screen.pages?.position == 1125)
        screen.touchStart(.list(page: 0), at: 1.0)
        // The finger moves right (the content follows it, 15 px behind: WEB-SCROLL §1), then
        // the pages scroll: the browser latched it sideways (§2).
        screen.touchMoved(dx: 40, dy: 0, at: 1.016)
        screen.scrolled(.pages, to: 1100, at: 1.016)
        screen.touchMoved(dx: 240, dy: 0, at: 1.032)
        screen.scrolled(.pages, to: 900, at: 1.032)
        screen.touchEnd(at: 1.040)
        screen.scrolled(.pages, to: 750, at: 1.2)
        screen.scrollEnded(.pages, at: 1.21)
        #expect(screen.state.page == 1)
        #expect(screen.state.pagesX == 375)
        // The release velocity mirrored too: scrollLeft fell 200 px in 16 ms, pagesX rose,
        // +12,500 px/s.
        let release = events.first { if case .offset(.dragEnded, let r) = $0.kind { r.view == .pages } else { false } }
        if case .offset(.dragEnded(let velocity, _), _)? = release?.kind { #expect(abs(velocity - 12500) < 1e-6) } else { Issue.record("no release") }

        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("rtl.callbacks.jsonl")
        try PagerCallbackFile.text(callbacks, comment: "a right-to-left swipe", rightToLeft: true).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#"{"format":"scrollpager-callbacks","rightToLeft":true,"version":5}"#))
        let recording = try PagerCallbackFile.readRecording(atPath: path)
        #expect(recording.rightToLeft)
        #expect(PagerDriver.drive(recording.callbacks, rightToLeft: recording.rightToLeft).events == events)
        // Read as left to right, the same callbacks are another session.
        #expect(PagerDriver.drive(recording.callbacks).events != events)
    }

    /// A file of a later format than this tool reads is refused with its line and why.
    @Test func aLaterCallbacksVersionIsRefusedClearly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v6.callbacks.jsonl")
        try #"{"format":"scrollpager-callbacks","version":6}"#.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: PagerTraceError.self) { try PagerCallbackFile.read(atPath: path) }
        do { _ = try PagerCallbackFile.read(atPath: path) } catch let error as PagerTraceError {
            #expect(error.description.hasSuffix("1:1: callbacks format version 6; this tool reads versions 1 to 5"))
        }
    }

    @Test func anUnfinishedRecordingIsRecoveredWithItsCompleteLines() throws {
        // What a process killed mid-write leaves: the hidden temporary file, its last line
        // cut short. Recovery keeps the 3 complete lines (header and two events) and says so.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = [PagerEvent.layout(PagerPresets.fj, t: 0), .tapPagerItem(1, t: 0.5)]
        var text = "# ScrollPager events trace\n"
        for event in events { text += event.jsonLine + "\n" }
        try directory.write(".session.events.jsonl.tmp-999999", text + #"{"t":1,"type":"tapPa"#)
        // A recording in progress in this very process is left alone.
        let live = ".live.events.jsonl.tmp-\(ProcessInfo.processInfo.processIdentifier)"
        try directory.write(live, "# live\n")

        let recovered = try PagerTraceRecorder.recoverUnfinished(in: directory.url.path)
        #expect(recovered == [PagerTraceRecorder.Recovered(path: directory.path("session.events.jsonl"), lines: 3)])
        let kept = try String(contentsOfFile: directory.path("session.events.jsonl"), encoding: .utf8)
        #expect(kept == text + "# recovered after the recording process ended before finish(): 3 complete lines kept\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path(".session.events.jsonl.tmp-999999")))
        #expect(FileManager.default.fileExists(atPath: directory.path(live)))
        // The recovered trace replays: its events parse (comments are comments).
        let reader = try PagerEventReader(path: directory.path("session.events.jsonl"))
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
        let recovered = try PagerTraceRecorder.recoverUnfinished(in: directory.url.path)
        #expect(recovered.map(\.path) == [directory.path("session.events.jsonl.recovered-1")])
        #expect(try String(contentsOfFile: directory.path("session.events.jsonl"), encoding: .utf8) == "# finished\n")
    }
}
