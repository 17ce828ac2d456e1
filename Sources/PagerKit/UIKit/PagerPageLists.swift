// When a pager screen looks again for a page's list, and whether what it finds joins: the
// drop-in's rule (a `UIHostingController` page whose SwiftUI list appears only after the
// page's view was added, a list the app replaced), tested on Linux.

/// The list each loaded page has joined to the screen, and when to look for it again.
///
/// A page's list is looked for when the page loads, at every placement while the page has
/// none (its list may appear later: a SwiftUI list behind a loading state in a
/// `UIHostingController`), and at every layout pass (the app may have replaced it). A list
/// found joins when it is not the one the page has already.
///
/// ```swift
/// var lists = PagerPageLists()
/// if lists.looks(page: 0, at: .placed), lists.found(firstList.map(ObjectIdentifier.init), page: 0) {
///     coordinator.attach(firstList!, page: 0)
/// }
/// ```
public struct PagerPageLists: Equatable, Sendable {
    /// When a page is looked at.
    public enum Moment: Sendable {
        /// The page's controller was just loaded and added.
        case loaded
        /// The screen placed its pages for a frame (often: every frame of a swipe).
        case placed
        /// The screen's view laid out (its size, the safe area, the app's own layout).
        case laidOut
    }

    /// Each page's joined list, by identity.
    private var joined: [Int: ObjectIdentifier] = [:]

    /// No page has a list.
    public init() {}

    /// Whether to look for page `page`'s list at `moment`: on a placement only while it has
    /// none, so that a page with its list costs no search per frame.
    public func looks(page: Int, at moment: Moment) -> Bool { moment != .placed || joined[page] == nil }

    /// Page `page`'s list as found now (`nil`: none yet): whether it joins — found, and not
    /// the list the page has already. A page whose list went stays with it until another
    /// is found or the page unloads.
    public mutating func found(_ list: ObjectIdentifier?, page: Int) -> Bool {
        guard let list, joined[page] != list else { return false }
        joined[page] = list
        return true
    }

    /// Page `page` unloaded: its list left with it.
    public mutating func unloaded(page: Int) { joined[page] = nil }
}
