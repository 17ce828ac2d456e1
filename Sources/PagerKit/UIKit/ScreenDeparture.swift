// When a drop-in screen gives its views back: the decision UIKit's `viewDidDisappear` asks,
// from the view controller chain's flags, tested on Linux.

/// Whether a screen whose view controller just disappeared has left for good — popped,
/// dismissed, or inside a container that was — so that it gives its views back (delegates,
/// insets, inset adjustment), or is only covered (another tab, a pushed screen over it, a
/// modal sheet) and will come back as it was.
public enum PagerScreenDeparture {
    /// One view controller of the chain from the screen's up to the root: UIKit's
    /// `isMovingFromParent` and `isBeingDismissed`, read in `viewDidDisappear`.
    public struct Link: Equatable, Sendable {
        /// `isMovingFromParent`: popped, or removed from its container.
        public var movingFromParent: Bool
        /// `isBeingDismissed`: a presented controller going away.
        public var beingDismissed: Bool

        /// A link of the chain.
        public init(movingFromParent: Bool, beingDismissed: Bool) {
            self.movingFromParent = movingFromParent
            self.beingDismissed = beingDismissed
        }
    }

    /// Whether the screen has left: the screen's controller, or any of its ancestors (a
    /// navigation controller dismissed with it, a parent popped with the screen as its
    /// child), is moving from its parent or being dismissed.
    public static func hasLeft(_ chain: [Link]) -> Bool {
        chain.contains { $0.movingFromParent || $0.beingDismissed }
    }
}
