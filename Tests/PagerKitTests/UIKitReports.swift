// UIKit's reports as its surface hands them to the driver: a callback's `contentOffset`,
// velocity and target converted once into the reducer's coordinates (UIKitOffsets.swift),
// for tests written in what a `UIScrollView` reports.
import PagerCore
import PagerKit

extension PagerDriver {
    /// Handles `input`, a callback in UIKit's coordinates, as UIKit's surface delivers it:
    /// converted against the driver's basis now.
    mutating func handleUIKit(_ input: PagerDriverInput, at t: Double) -> [Update] {
        handle(input.inReducerCoordinates(from: viewBasis), at: t)
    }
}

/// A view that measures as UIKit's does, for `PagerScrollSurface`'s UIKit conversion.
final class UIKitLikeView: PagerScrollSurface {
    var offset = 0.0
    var pagerInsets: (top: Double, bottom: Double) = (0, 0)
    var pagerContentHeight = 0.0
    var isTracking = false
    var isDragging = false
    var isDecelerating = false
    var scrollsToTop = false
    func pagerOffset(vertical: Bool) -> Double { offset }
    func setPagerOffset(_ value: Double, vertical: Bool, animated: Bool) { offset = value }
}
