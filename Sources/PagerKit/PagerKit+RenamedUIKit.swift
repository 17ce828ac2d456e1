// The old name of PagerKit's one Apple-only public type (issue 71's prefix): apart from
// PagerKit+Renamed.swift, so that only Apple-only code sits behind `canImport(UIKit)`.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
/// `PagerTabStripLayout`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTabStripLayout")
public typealias TabStripLayout = PagerTabStripLayout
#endif
