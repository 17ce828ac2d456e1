// What `PagerViewController` had before 1.0.0-rc.1 and an app may still call: kept, deprecated,
// as a path over today's API (issue 71: deprecate, never remove silently).
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

/// Hears what a `PagerViewController` does: the delegate of the screens before 1.0.0-rc.1,
/// called now through the screen's closures (`onSelect`, `onHeaderProgress`).
@available(*, deprecated, message: "Set the screen's onSelect and onHeaderProgress closures.")
@MainActor
public protocol PagerViewControllerDelegate: AnyObject {
    /// The selected tab changed (a tap, a swipe, a scroll).
    func pager(_ pager: PagerViewController, didSelectPage page: Int)
    /// How far the header has collapsed: 0 shown … 1 gone.
    func pager(_ pager: PagerViewController, headerProgress progress: Double)
}

@available(*, deprecated, message: "Set the screen's onSelect and onHeaderProgress closures.")
extension PagerViewControllerDelegate {
    /// Nothing by default.
    public func pager(_ pager: PagerViewController, didSelectPage page: Int) {}
    /// Nothing by default.
    public func pager(_ pager: PagerViewController, headerProgress progress: Double) {}
}

extension PagerViewController {
    /// Points `onSelect` and `onHeaderProgress` at `delegate` (the closures an app set are
    /// replaced, as setting them again would).
    @available(*, deprecated, message: "Set onSelect and onHeaderProgress.")
    func callDelegateThroughClosures() {
        onSelect = { [weak self] index, _ in
            if let self { self.delegate?.pager(self, didSelectPage: index) }
        }
        onHeaderProgress = { [weak self] progress in
            if let self { self.delegate?.pager(self, headerProgress: progress) }
        }
    }
}
#endif
