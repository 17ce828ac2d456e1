// Recording a trace in a live app: the events a `PagerDriver` applies, written as an
// events file that `trace-replay run` replays to the same records.
import PagerCore
import PagerTrace

/// Writes the events a screen applies as an events trace (SPEC §2, §6).
///
/// - `record(_:)` costs the caller a copy of the event: encoding and writing wait for
///   `flush()` (call it when the app goes idle or to the background) or for 4,096 events;
/// - `finish()` writes what is left and puts the file in place atomically (a temporary
///   file beside it until then, as every writer of the tools);
/// - a size cap stops the recording with a last `#` line saying so; a write failure stops
///   it too, keeping every event flushed before it, and `status` says why;
/// - the first line names the trace format and SPEC version.
///
/// ```swift
/// let recorder = try TraceRecorder(path: documents + "/session.events.jsonl")
/// for update in driver.handle(input, at: now) { recorder.record(update.events) }
/// …
/// try recorder.finish()   // then: trace-replay run session.events.jsonl
/// ```
public final class PagerTraceRecorder {
    /// Where the recording is.
    public enum Status: Equatable, Sendable {
        /// Taking events.
        case recording
        /// Stopped before `finish()`: the size cap was reached, or a write failed.
        /// Everything flushed before stays in the file.
        case stopped(reason: String)
        /// `finish()` put the file in place.
        case finished
    }

    /// Recording, stopped (why), or finished.
    public private(set) var status = Status.recording
    /// Events recorded (in the file or still pending).
    public private(set) var eventCount = 0
    /// Bytes in the file so far.
    public private(set) var bytesWritten = 0
    /// The target path.
    public let path: String
    /// The file never grows past this many bytes.
    public let maxBytes: Int

    private var pending: [PagerEvent] = []
    private var bytes: [UInt8] = []
    private let sink: RecorderSink

    /// Starts a recording at `path` (nothing appears there until `finish()`). Throws when
    /// the file cannot be created.
    public convenience init(path: String, maxBytes: Int = 256 << 20) throws(PagerFileError) {
        try self.init(path: path, maxBytes: maxBytes, sink: FileSink(target: path))
    }

    init(path: String, maxBytes: Int, sink: RecorderSink) throws(PagerFileError) {
        self.path = path
        self.maxBytes = maxBytes
        self.sink = sink
        pending.reserveCapacity(Self.autoFlush)
        let header =
            "# ScrollPager events trace (trace format \(PagerTraceFormat.version), SPEC \(PagerTraceFormat.specVersion)), recorded by PagerTraceRecorder; replay with trace-replay run.\n"
        bytes.append(contentsOf: header.utf8)
        write()
    }

    /// Pending events are encoded and written once this many wait.
    static let autoFlush = 4096

    /// Records one event (a copy; nothing is encoded or written yet).
    public func record(_ event: PagerEvent) {
        guard status == .recording else { return }
        pending.append(event)
        eventCount += 1
        if pending.count >= Self.autoFlush { flush() }
    }

    /// Records events in order.
    public func record<Events: Sequence>(_ events: Events) where Events.Element == PagerEvent {
        for event in events { record(event) }
    }

    /// Encodes and writes the pending events. A failure stops the recording (see `status`).
    public func flush() {
        guard status == .recording else { return }
        // Room for the line that says the cap was reached.
        let capLine = 160
        var flushed = 0
        for event in pending {
            let before = bytes.count
            PagerTraceWriter.append(event, to: &bytes)
            if bytesWritten + bytes.count + capLine > maxBytes {
                bytes.removeSubrange(before...)
                let kept = eventCount - (pending.count - flushed)
                bytes.append(contentsOf: "# recording stopped: the size cap of \(maxBytes) bytes was reached after \(kept) events\n".utf8)
                eventCount = kept
                write()
                if status == .recording { status = .stopped(reason: "the size cap of \(maxBytes) bytes was reached after \(kept) events") }
                pending.removeAll(keepingCapacity: true)
                return
            }
            flushed += 1
        }
        pending.removeAll(keepingCapacity: true)
        write()
    }

    /// Flushes and puts the file in place. After a stop, the file holds what was flushed
    /// before it. Throws when the file cannot be put in place.
    public func finish() throws(PagerFileError) {
        flush()
        if status == .finished { return }
        try sink.commit()
        if status == .recording { status = .finished }
    }

    /// Writes `bytes`; on failure cuts the file back to the last whole line and stops.
    private func write() {
        if let reason = sink.append(bytes, path: path, written: &bytesWritten) { status = .stopped(reason: reason) }
        bytes.removeAll(keepingCapacity: true)
    }
}

/// Where a recorder's bytes go: a temporary file beside the target (tests use others).
protocol RecorderSink: AnyObject {
    /// Writes all of `bytes`, or returns why not.
    func write(_ bytes: [UInt8]) -> String?
    /// Cuts the file back to `size` bytes.
    func truncate(to size: Int)
    /// Closes and puts the file in place.
    func commit() throws(PagerFileError)
}

extension RecorderSink {
    /// Writes `bytes` after the `written` bytes already there, counting them; on failure
    /// cuts the file back to those (the last whole line) and returns why the recording of
    /// `path` stops.
    func append(_ bytes: [UInt8], path: String, written: inout Int) -> String? {
        guard !bytes.isEmpty else { return nil }
        if let failure = write(bytes) {
            truncate(to: written)
            return "\(path): \(failure); the \(written) bytes written before are kept"
        }
        written += bytes.count
        return nil
    }
}

/// The temporary file beside `target`, renamed onto it at `commit()` and removed if never
/// committed.
final class FileSink: RecorderSink {
    private let descriptor: Int32
    private let temporary: String
    private let target: String
    private let slot: Int?
    private var isOpen = true

    init(target: String) throws(PagerFileError) {
        temporary = Platform.temporaryPath(beside: target)
        self.target = target
        descriptor = Platform.openForWriting(temporary)
        guard descriptor >= 0 else { throw PagerFileError(target, errno: Platform.lastError) }
        slot = Platform.registerTemporary(temporary)
    }

    deinit {
        if isOpen {
            Platform.closeFile(descriptor)
            Platform.removeFile(temporary)
            Platform.forgetTemporary(slot)
        }
    }

    func write(_ bytes: [UInt8]) -> String? {
        Platform.writeAll(descriptor, bytes).map(Platform.message)
    }

    func truncate(to size: Int) {
        _ = Platform.truncateFile(descriptor, size)
    }

    func commit() throws(PagerFileError) {
        guard isOpen else { return }
        isOpen = false
        if let code = Platform.putInPlace(descriptor, temporary: temporary, target: target, slot: slot) {
            throw PagerFileError(target, errno: code)
        }
    }
}
