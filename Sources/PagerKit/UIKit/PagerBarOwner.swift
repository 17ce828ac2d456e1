// Which view controller a navigation bar asks for the scroll view it follows (its large
// title, its scroll-edge appearance): the decision the drop-ins carry out with
// `setContentScrollView(_:for:)`, tested on Linux.

/// The view controller of a screen's chain that a navigation bar asks for its content
/// scroll view: the one the navigation controller holds. A drop-in put inside the app's
/// own controller (`add(to:)`) is not it — its parent is.
public enum PagerBarOwner {
    /// In the chain from the screen's own controller up to the root, each controller's
    /// `parent is UINavigationController`: the index of the first that is (the navigation
    /// controller's child), or 0 — the screen itself — when no navigation controller holds
    /// the chain (the call then reaches no bar, and costs nothing).
    public static func index(parentIsNavigation chain: [Bool]) -> Int { chain.firstIndex(of: true) ?? 0 }
}
