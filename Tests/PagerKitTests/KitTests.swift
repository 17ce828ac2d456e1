// The rest of the embedding kit: the callback path against the event path over random
// sessions, the screen model, the @Observable model, and the trace recorder.
import Foundation
import Observation
import PagerCore
import PagerKit
import PagerFuzz
import PagerSimulator
import PagerTestSupport
@testable import PagerTrace
import Testing

@Suite("The embedding kit", .serialized)
struct KitTests {
    @Test func theCallbackPathGivesTheEventPathsTraceOverRandomSessions() {
        // The fuzzer's realistic sessions (random screens and users), each played twice:
        // as SPEC §2 events, and as UIKit callbacks through the driver (check 9). .ci/run
        // does 10,000 more, and 1,250 on every preset, in release.
        var fuzzer = Fuzzer<PagerState>(seed: 11, maxEvents: 300)
        fuzzer.checksDriver = true
        for index in 0..<40 {
            let run = fuzzer.run(sequence: index, mode: .realistic)
            #expect(run.counterexample == nil, "sequence \(index): \(String(describing: run.counterexample?.failure))")
        }
    }

    @Test func aScriptedSessionIsTheSameThroughTheDriver() {
        // One session on every preset, by hand: drags, a fling, a tab tap, a status bar tap,
        // a rotation — event path and callback path give identical events and records.
        for preset in Presets.byName {
            func play(_ host: inout PagerHost) {
                host.layout(preset.layout)
                let isPages = preset.layout.content.isPages
                host.drag(.content, page: isPages ? 0 : nil, by: 300, over: 0.3)
                host.wait(0.2)
                host.tapPagerItem(min(2, preset.layout.pager.items.count - 1))
                host.wait(0.1)
                host.drag(.content, page: isPages ? host.state.page : nil, by: -40, over: 0.2, release: .hold)
                host.settle()
                if isPages { host.drag(.pages, by: -0.6 * preset.layout.viewport.width, over: 0.15) }
                host.tapStatusBar()
                host.rotate()
                host.settle()
            }
            var events = PagerHost(), callbacks = PagerHost(driver: PagerDriver())
            play(&events)
            play(&callbacks)
            #expect(callbacks.events == events.events, "\(preset.name)")
            #expect(callbacks.records == events.records, "\(preset.name)")
            #expect(events.events.count > 50)
        }
    }

    @Test func theScreenModelOfTheMenuAtRest() {
        var driver = PagerDriver()
        _ = driver.handle(.layout(Presets.menu), at: 0)
        let screen = ScreenModel(state: driver.state)
        // Quick-return: search 64 over bar 40, both over a full-height list (SPEC §1).
        #expect(screen.header == ScreenRect(x: 0, y: 0, width: 375, height: 64))
        #expect(screen.bar == ScreenRect(x: 0, y: 64, width: 375, height: 40))
        #expect(screen.list == ScreenRect(x: 0, y: 0, width: 375, height: 603))
        // Intrinsic cells (the titles do not fit in 375): edge 12, then 56 + 32 spacing.
        #expect(screen.cells.prefix(2).map(\.frame.x) == [12, 100])
        #expect(screen.cells.map(\.isSelected) == [true, false, false, false, false, false, false])
        // Indicator 0: 12 + 56/2 − 61/2 = 9.5, width 56 + 5; 2 pt at the bar's bottom (104 − 2).
        #expect(screen.indicator == ScreenRect(x: 9.5, y: 102, width: 61, height: 2))
        // At minY −104 the visible content is −104…499: Popular's header (0…40) and three
        // rows (40…280), Burgers' header (280…320) and rows 320…400, 400…480, 480…560.
        #expect(screen.rows.map(\.kind) == [
            .sectionHeader(section: 0), .row(section: 0, row: 0), .row(section: 0, row: 1), .row(section: 0, row: 2),
            .sectionHeader(section: 1), .row(section: 1, row: 0), .row(section: 1, row: 1), .row(section: 1, row: 2),
        ])
        // Content y maps to list.y + y − offset: Popular's header at 0 + 0 + 104.
        #expect(screen.rows.first?.frame == ScreenRect(x: 0, y: 104, width: 375, height: 40))
        #expect(screen.rows.last?.frame == ScreenRect(x: 0, y: 584, width: 375, height: 80))  // 480 + 104

        // Scrolled 300 pt down, the header followed by −64 (clamped) and the pager by nothing.
        _ = driver.handle(.willBeginDragging(.content(page: 0), offset: -104), at: 1)
        _ = driver.handle(.didScroll(.content(page: 0), offset: 196, flags: .dragging), at: 1.1)
        let scrolled = ScreenModel(state: driver.state)
        #expect(scrolled.header?.y == -64)
        #expect(scrolled.bar?.y == 0)
        // The first visible row: content 196 is Popular's row 1 (120…200), on screen at 120 − 196.
        #expect(scrolled.rows.first?.kind == .row(section: 0, row: 1))
        #expect(scrolled.rows.first?.frame.y == -76)
    }

    @MainActor @Test func theObservableModelInvalidatesPerField() {
        final class Flag: @unchecked Sendable { var fired = false }
        let model = ObservablePager()
        var state = PagerState()
        model.update(with: state.apply(.layout(Presets.fj, t: 0)))
        #expect(model.insetTop == 104)

        // A view that reads only the header's translation.
        let header = Flag()
        withObservationTracking { _ = model.headerTy } onChange: { header.fired = true }
        // A pager drag moves pagerX only (SPEC §4.4): the header view is not invalidated.
        model.update(with: state.apply(.dragBegan(.pager, offset: 0, t: 1)))
        model.update(with: state.apply(.dragMoved(.pager, offset: 30, t: 1.1)))
        #expect(model.pagerX == 30)
        #expect(!header.fired)
        // A list drag of 24 pt moves the header by −24 (SPEC §4.3): now it is.
        model.update(with: state.apply(.dragBegan(.content, page: 0, offset: -104, t: 2)))
        #expect(!header.fired)
        model.update(with: state.apply(.dragMoved(.content, page: 0, offset: -80, t: 2.1)))
        #expect(model.headerTy == -24)
        #expect(header.fired)

        // The same the other way: a view reading the indicator is not invalidated by the header.
        let underline = Flag()
        withObservationTracking { _ = model.indicator } onChange: { underline.fired = true }
        model.update(with: state.apply(.dragMoved(.content, page: 0, offset: -60, t: 2.2)))
        #expect(model.headerTy == -44)
        #expect(!underline.fired)
    }

    /// A session through the driver, its updates' events recorded as a live app would.
    static func recordedSession() -> PagerHost {
        var host = PagerHost(driver: PagerDriver())
        host.layout(Presets.menu)
        host.drag(.content, by: 600, over: 0.3)
        host.wait(0.5)
        host.tapPagerItem(5)
        host.settle()
        host.tapStatusBar()
        host.settle()
        return host
    }

    @Test func aRecordingReplaysToTheDriversRecords() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let host = Self.recordedSession()
        let path = directory.path("session.events.jsonl")
        let recorder = try TraceRecorder(path: path)
        // Nothing is in place until finish().
        #expect(!FileManager.default.fileExists(atPath: path))
        for (k, event) in host.events.enumerated() {
            recorder.record(event)
            if k % 50 == 0 { recorder.flush() }  // on demand, as an app going idle would
        }
        try recorder.finish()
        #expect(recorder.status == .finished)
        #expect(recorder.eventCount == host.events.count)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# ScrollPager events trace (trace format 3, SPEC v3.1)"))
        #expect(recorder.bytesWritten == text.utf8.count)
        // The driver's records as a states file; trace-replay run reads the recording
        // unchanged and gives them back, record for record.
        let states = try OutputFile(replacing: directory.path("session.states.jsonl"))
        for record in host.records { try states.write(record) }
        try states.commit()
        let result = try runExecutable("trace-replay", ["run", path, "--expect", directory.path("session.states.jsonl")])
        #expect(result.status == 0)
        #expect(result.stdout == "\(host.records.count) passed, 0 failed\n")
    }

    @Test func theSizeCapStopsTheRecordingWithAClearLastLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let host = Self.recordedSession()
        let path = directory.path("capped.events.jsonl")
        let recorder = try TraceRecorder(path: path, maxBytes: 4000)
        recorder.record(host.events)
        try recorder.finish()
        guard case .stopped(let reason) = recorder.status else { Issue.record("not stopped: \(recorder.status)"); return }
        #expect(reason.hasPrefix("the size cap of 4000 bytes was reached after "))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.utf8.count <= 4000)
        let lines = text.split(separator: "\n")
        #expect(lines.last?.hasPrefix("# recording stopped: the size cap of 4000 bytes was reached after \(recorder.eventCount) events") == true)
        // Whole events only, and they replay: the first eventCount of the session.
        #expect(lines.filter { !$0.hasPrefix("#") }.count == recorder.eventCount)
        #expect(recorder.eventCount > 0 && recorder.eventCount < host.events.count)
        let result = try runExecutable("trace-replay", ["run", path])
        #expect(result.status == 0)
    }

    /// A file sink whose `failingWrite`-th write fails with "No space left on device",
    /// after writing half of it (a partial line the recorder must cut off).
    final class FailingSink: RecorderSink {
        let file: FileSink
        let failingWrite: Int
        var writes = 0
        init(_ path: String, failingWrite: Int) throws { file = try FileSink(target: path); self.failingWrite = failingWrite }
        func write(_ bytes: [UInt8]) -> String? {
            writes += 1
            guard writes == failingWrite else { return file.write(bytes) }
            _ = file.write(Array(bytes.prefix(bytes.count / 2)))
            return "No space left on device"
        }
        func truncate(to size: Int) { file.truncate(to: size) }
        func commit() throws(FileError) { try file.commit() }
    }

    @Test func aWriteFailureKeepsWhatWasFlushedAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let host = Self.recordedSession()
        let path = directory.path("failing.events.jsonl")
        // Write 1 is the header line, write 2 the first 30 events, write 3 fails.
        let recorder = try TraceRecorder(path: path, maxBytes: 1 << 20, sink: FailingSink(path, failingWrite: 3))
        recorder.record(host.events.prefix(30))
        recorder.flush()
        recorder.record(host.events.dropFirst(30).prefix(30))
        recorder.flush()
        guard case .stopped(let reason) = recorder.status else { Issue.record("not stopped: \(recorder.status)"); return }
        #expect(reason.contains("No space left on device"))
        recorder.record(host.events.dropFirst(60))  // ignored once stopped
        try recorder.finish()
        // The file holds the header and the 30 flushed events, whole: it replays to the
        // session's first 30 records.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count == 30)
        #expect(text.hasSuffix("\n"))
        let states = try OutputFile(replacing: directory.path("first.states.jsonl"))
        for record in host.records.prefix(30) { try states.write(record) }
        try states.commit()
        let result = try runExecutable("trace-replay", ["run", path, "--expect", directory.path("first.states.jsonl")])
        #expect(result.stdout == "30 passed, 0 failed\n")
    }
}
