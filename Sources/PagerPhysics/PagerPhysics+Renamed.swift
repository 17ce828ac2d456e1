// The names PagerPhysics's public types had before 1.0.0-rc.1, when every top-level type took the
// domain prefix (issue 71): each an alias of the new name, deprecated, so that an app's code
// compiles with a warning that names the new one.

/// `PagerDeceleration`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerDeceleration")
public typealias Deceleration = PagerDeceleration

/// `PagerElementary`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerElementary")
public typealias Elementary = PagerElementary

/// `PagerFingerTrack`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerFingerTrack")
public typealias FingerTrack = PagerFingerTrack

/// `PagerOffsetAnimation`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerOffsetAnimation")
public typealias OffsetAnimation = PagerOffsetAnimation

/// `PagerScrollPhysics`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollPhysics")
public typealias ScrollPhysics = PagerScrollPhysics

/// `PagerScrollSpring`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollSpring")
public typealias ScrollSpring = PagerScrollSpring

/// `PagerScrollViewModel`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollViewModel")
public typealias ScrollViewModel = PagerScrollViewModel

/// `PagerSettleRule`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSettleRule")
public typealias SettleRule = PagerSettleRule
