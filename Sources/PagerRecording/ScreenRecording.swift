// A screen's recording, as the drop-in screens start, feed and finish it: the events (the
// trace `trace-replay run` and `check` read) and, when asked, the callbacks behind them
// (`trace-replay drive`). Linux-tested; the screens only call it.
import PagerCore
import PagerKit
import PagerTrace

/// The recording of a screen under way: its events and, optionally, its callbacks.
///
/// ```swift
/// let recording = ScreenRecording()
/// try recording.start(events: directory + "/session.events.jsonl")
/// recording.record(update.events)   // after each driver update
/// try recording.finish()            // the file in place
/// ```
public final class PagerScreenRecording {
    private var events: PagerTraceRecorder?
    private var callbacks: PagerCallbackRecorder?

    /// No recording under way.
    public init() {}

    /// Whether a recording is under way.
    public var isRecording: Bool { events != nil }

    /// Records the screen's events to `path` (and its callbacks to `callbacks`), finishing
    /// the recording under way first (its files are put in place).
    public func start(events path: String, callbacks callbacksPath: String? = nil) throws(PagerFileError) {
        try finish()
        events = try PagerTraceRecorder(path: path)
        if let callbacksPath { callbacks = try PagerCallbackRecorder(path: callbacksPath) }
    }

    /// Records the events of a driver update (nothing when no recording is under way).
    public func record<Events: Sequence>(_ events: Events) where Events.Element == PagerEvent { self.events?.record(events) }

    /// Records a callback (nothing when no callbacks are being recorded).
    public func record(_ callback: PagerRecordedCallback) { callbacks?.record(callback) }

    /// Puts the files in place; nothing is recorded afterwards until the next `start`.
    public func finish() throws(PagerFileError) {
        defer {
            events = nil
            callbacks = nil
        }
        try events?.finish()
        try callbacks?.finish()
    }
}
