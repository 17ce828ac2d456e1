// Which delegate callbacks the UIKit kit consumes — one list, tested on Linux. The
// coordinator's delegate proxy (PagerDelegateProxy.swift) answers `responds(to:)` with these plus
// whatever the app's own delegate implements, forwards everything else to the app's
// delegate (`forwardingTarget(for:)`), and after handling one of these calls the app's
// implementation too, so the app keeps `didSelectRowAt`, heights, swipe actions, context
// menus, `willDisplay` and its own scroll callbacks.

/// The Objective-C selectors of the delegate callbacks that become `PagerDriverInput`s.
public enum PagerDelegateCallbacks {
    /// `UIScrollViewDelegate` methods the coordinator handles on every managed scroll view
    /// (lists, the pages container, the tab strip), then forwards.
    public static let scrollView: [String] = [
        "scrollViewWillBeginDragging:",
        "scrollViewDidScroll:",
        "scrollViewWillEndDragging:withVelocity:targetContentOffset:",
        "scrollViewDidEndDragging:willDecelerate:",
        "scrollViewWillBeginDecelerating:",
        "scrollViewDidEndDecelerating:",
        "scrollViewDidEndScrollingAnimation:",
        "scrollViewShouldScrollToTop:",
    ]

    /// `UICollectionViewDelegate` methods the coordinator handles on the tab strip only.
    public static let tabStrip: [String] = [
        "collectionView:didSelectItemAtIndexPath:"
    ]

    /// The selector a delegate callback arrives by, for the inputs UIKit delivers through a
    /// delegate (`nil` for the others: layouts, pans, frames, the kit's own inputs).
    public static func selector(of input: PagerDriverInput) -> String? {
        switch input {
        case .willBeginDragging: return "scrollViewWillBeginDragging:"
        case .didScroll: return "scrollViewDidScroll:"
        case .willEndDragging: return "scrollViewWillEndDragging:withVelocity:targetContentOffset:"
        case .didEndDragging: return "scrollViewDidEndDragging:willDecelerate:"
        case .willBeginDecelerating: return "scrollViewWillBeginDecelerating:"
        case .didEndDecelerating: return "scrollViewDidEndDecelerating:"
        case .didEndScrollingAnimation: return "scrollViewDidEndScrollingAnimation:"
        case .shouldScrollToTop: return "scrollViewShouldScrollToTop:"
        case .didSelectItem: return "collectionView:didSelectItemAtIndexPath:"
        case .select, .layout, .headerPan, .frame, .tick, .safeArea, .attach, .detach, .restore, .scrollPhase, .scrollGeometry, .scroll, .resync,
            .touchDown, .touchUp, .contentHeight:
            return nil
        }
    }

    /// Whether the kit handles `selector` on a view in `role` (the tab strip also takes
    /// its item selection).
    public static func consumes(_ selector: String, on role: PagerScrollRole) -> Bool {
        scrollView.contains(selector) || (role == .tabStrip && tabStrip.contains(selector))
    }
}
