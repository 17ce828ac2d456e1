// The names TraceCodec's public types had before 1.0.0-rc.1, when every top-level type took the
// domain prefix (issue 71): each an alias of the new name, deprecated, so that an app's code
// compiles with a warning that names the new one.

/// `PagerTraceError`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTraceError")
public typealias TraceError = PagerTraceError

/// `PagerTraceWriter`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTraceWriter")
public typealias TraceWriter = PagerTraceWriter
