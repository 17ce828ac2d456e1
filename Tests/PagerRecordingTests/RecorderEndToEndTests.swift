// The recorders end to end: a session recorded through the driver as a live app would
// record it, replayed by the trace-replay binary to the driver's own records; the size cap
// and a write failure leave files that still replay.
import Foundation
import PagerCore
import PagerKit
import PagerSimulator
import PagerTestSupport
@testable import PagerRecording
import PagerTrace
import Testing

@Suite("Recorders end to end", .serialized)
struct RecorderEndToEndTests {
    /// A session through the driver, its updates' events recorded as a live app would.
    static func recordedSession() -> PagerHost {
        var host = PagerHost(driver: PagerDriver())
        host.layout(PagerPresets.menu)
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
        let recorder = try PagerTraceRecorder(path: path)
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
        let states = try PagerOutputFile(replacing: directory.path("session.states.jsonl"))
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
        let recorder = try PagerTraceRecorder(path: path, maxBytes: 4000)
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
        func commit() throws(PagerFileError) { try file.commit() }
    }

    @Test func aWriteFailureKeepsWhatWasFlushedAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let host = Self.recordedSession()
        let path = directory.path("failing.events.jsonl")
        // Write 1 is the header line, write 2 the first 30 events, write 3 fails.
        let recorder = try PagerTraceRecorder(path: path, maxBytes: 1 << 20, sink: FailingSink(path, failingWrite: 3))
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
        let states = try PagerOutputFile(replacing: directory.path("first.states.jsonl"))
        for record in host.records.prefix(30) { try states.write(record) }
        try states.commit()
        let result = try runExecutable("trace-replay", ["run", path, "--expect", directory.path("first.states.jsonl")])
        #expect(result.stdout == "30 passed, 0 failed\n")
    }
}
