// The names PagerRecording's public types had before 1.0.0-rc.1, when every top-level type took the
// domain prefix (issue 71): each an alias of the new name, deprecated, so that an app's code
// compiles with a warning that names the new one.

/// `PagerCallbackFile`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerCallbackFile")
public typealias CallbackFile = PagerCallbackFile

/// `PagerCallbackRecorder`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerCallbackRecorder")
public typealias CallbackRecorder = PagerCallbackRecorder

/// `PagerScreenRecording`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScreenRecording")
public typealias ScreenRecording = PagerScreenRecording

/// `PagerTraceRecorder`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTraceRecorder")
public typealias TraceRecorder = PagerTraceRecorder
