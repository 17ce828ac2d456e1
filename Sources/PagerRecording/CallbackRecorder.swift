// Callback-level recording in an app: every input the UIKit kit gives its driver, as a
// callbacks file (`PagerCallbackFormat`), so that a driver mistranslation seen on a device can
// be replayed here with `trace-replay drive` — an events trace would only show its result.
import Foundation
import PagerCore
import PagerTrace
import PagerKit

/// Writes the callbacks a screen delivers to its `PagerDriver` as a callbacks file.
///
/// Like `PagerTraceRecorder`: nothing appears at `path` until `finish()` (a hidden temporary
/// file beside it until then; `PagerTraceRecorder.recoverUnfinished(in:)` saves what a crash
/// left), lines are encoded at `flush()` or every 1,024 callbacks, a size cap stops it.
///
/// ```swift
/// let callbacks = try CallbackRecorder(path: documents + "/menu.callbacks.jsonl")
/// coordinator.onInput = { callbacks.record($0) }
/// // sceneDidEnterBackground: try? callbacks.finish()
/// ```
public final class PagerCallbackRecorder {
    /// Recording, stopped (the size cap or a failed write; why), or finished.
    public private(set) var status = PagerTraceRecorder.Status.recording
    /// Callbacks recorded (in the file or still pending).
    public private(set) var callbackCount = 0
    /// Where the file goes once `finish()` puts it in place.
    public let path: String
    /// The size cap: past it the recording stops with a last `#` line.
    public let maxBytes: Int

    private var pending: [PagerRecordedCallback] = []
    private var bytesWritten = 0
    private let sink: FileSink
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// Starts a recording at `path`. Throws when the file cannot be created.
    public init(path: String, maxBytes: Int = 256 << 20) throws(PagerFileError) {
        self.path = path
        self.maxBytes = maxBytes
        sink = try FileSink(target: path)
        write(Array("# ScrollPager callbacks, recorded by PagerCallbackRecorder; replay with trace-replay drive.\n\(PagerCallbackFile.header)\n".utf8))
    }

    /// Records one callback (encoded at the next flush).
    public func record(_ callback: PagerRecordedCallback) {
        guard status == .recording else { return }
        pending.append(callback)
        callbackCount += 1
        if pending.count >= 1024 { flush() }
    }

    /// Encodes and writes the pending callbacks.
    public func flush() {
        guard status == .recording, !pending.isEmpty else { return }
        var bytes: [UInt8] = []
        for callback in pending {
            guard let line = try? encoder.encode(callback) else { continue }  // every input encodes; kept total
            if bytesWritten + bytes.count + line.count + 1 > maxBytes {
                bytes += Array("# recording stopped: the size cap of \(maxBytes) bytes was reached\n".utf8)
                status = .stopped(reason: "the size cap of \(maxBytes) bytes was reached")
                break
            }
            bytes += line
            bytes.append(0x0A)
        }
        pending.removeAll(keepingCapacity: true)
        write(bytes)
    }

    /// Flushes and puts the file in place.
    public func finish() throws(PagerFileError) {
        flush()
        if status == .finished { return }
        try sink.commit()
        if status == .recording { status = .finished }
    }

    private func write(_ bytes: [UInt8]) {
        if let reason = sink.append(bytes, path: path, written: &bytesWritten) { status = .stopped(reason: reason) }
    }
}
