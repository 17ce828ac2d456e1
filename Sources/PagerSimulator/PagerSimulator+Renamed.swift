// The names PagerSimulator's public types had before 1.0.0-rc.1, when every top-level type took the
// domain prefix (issue 71): each an alias of the new name, deprecated, so that an app's code
// compiles with a warning that names the new one.

/// `PagerPresets`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerPresets")
public typealias Presets = PagerPresets

/// `PagerGestureRelease`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerGestureRelease")
public typealias Release = PagerGestureRelease

/// `PagerScenario`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScenario")
public typealias Scenario = PagerScenario

/// `PagerScriptError`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScriptError")
public typealias ScriptError = PagerScriptError
