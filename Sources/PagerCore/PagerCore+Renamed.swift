// The names PagerCore's public types had before 1.0.0-rc.1, when every top-level type took the
// domain prefix (issue 71): each an alias of the new name, deprecated, so that an app's code
// compiles with a warning that names the new one.

/// `PagerDiagnosticReason`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerDiagnosticReason")
public typealias DiagnosticReason = PagerDiagnosticReason

/// `PagerHeaderMode`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerHeaderMode")
public typealias HeaderMode = PagerHeaderMode

/// `PagerInvariantViolation`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerInvariantViolation")
public typealias InvariantViolation = PagerInvariantViolation

/// `PagerLayoutGeometry`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerLayoutGeometry")
public typealias LayoutGeometry = PagerLayoutGeometry

/// `PagerLayoutProblem`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerLayoutProblem")
public typealias LayoutProblem = PagerLayoutProblem

/// `PagerListSection`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerListSection")
public typealias ListSection = PagerListSection

/// `PagerRevealCheck`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerRevealCheck")
public typealias RevealCheck = PagerRevealCheck

/// `PagerScrollMotion`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollMotion")
public typealias ScrollMotion = PagerScrollMotion

/// `PagerScrollReport`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollReport")
public typealias ScrollReport = PagerScrollReport

/// `PagerScrollViewID`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollViewID")
public typealias ScrollViewID = PagerScrollViewID

/// `PagerSelectionRule`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSelectionRule")
public typealias SelectionRule = PagerSelectionRule

/// `PagerTraceDefaults`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTraceDefaults")
public typealias TraceDefaults = PagerTraceDefaults

/// `PagerTraceFormat`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTraceFormat")
public typealias TraceFormat = PagerTraceFormat
