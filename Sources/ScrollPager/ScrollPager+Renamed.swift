// The names ScrollPager's public types had before 1.0.0-rc.1, when every top-level type took the
// domain prefix (issue 71): each an alias of the new name, deprecated, so that an app's code
// compiles with a warning that names the new one.

#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
/// `PagerSectionsViewController`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSectionsViewController")
public typealias SectionsPagerViewController = PagerSectionsViewController

/// `PagerTabStripView`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTabStripView")
public typealias TabStripView = PagerTabStripView
#endif
