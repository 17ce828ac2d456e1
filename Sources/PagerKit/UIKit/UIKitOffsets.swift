// UIKit's coordinates, converted once, here: a `UIScrollView`'s `contentOffset` (and what its
// delegate is told: the release velocity, the target) against the reducer's offsets (SPEC §1).
// A list's offset is the reducer's less the safe area UIKit adds to its inset
// (`.automatic`); a right-to-left pages container's or strip's is the reducer's measured from
// its other end. `PagerScrollSurface`'s defaults are UIKit's; compiled everywhere, so Linux tests
// and the simulator run it.
import PagerCore

/// UIKit's coordinates against the reducer's: the one pair of conversions (and the release
/// velocity's sign) every UIKit surface uses. Nothing outside this file calls them
/// (`ConversionPairTests`).
private enum UIKitCoordinates {
    /// UIKit's `contentOffset` along `role`'s axis of the reducer's offset `value`.
    static func uikitOffset(ofReducer value: Double, _ role: PagerScrollRole, _ basis: PagerViewBasis) -> Double {
        switch role.view {
        case .content: return basis.safeAreaTop != 0 ? value - basis.safeAreaTop : value
        case .pager: return basis.rightToLeft ? basis.maxPagerX - value : value
        case .pages: return basis.rightToLeft ? basis.maxPagesX - value : value
        case .header: return value
        }
    }

    /// The reducer's offset of UIKit's `contentOffset` `offset` along `role`'s axis
    /// (`uikitOffset`'s inverse).
    static func reducerOffset(ofUIKit offset: Double, _ role: PagerScrollRole, _ basis: PagerViewBasis) -> Double {
        switch role.view {
        case .content: return basis.safeAreaTop != 0 ? offset + basis.safeAreaTop : offset
        case .pager: return basis.rightToLeft ? basis.maxPagerX - offset : offset
        case .pages: return basis.rightToLeft ? basis.maxPagesX - offset : offset
        case .header: return offset
        }
    }

    /// A velocity along `role`'s axis in UIKit's direction, in the reducer's: a right-to-left
    /// horizontal view's changes sign.
    static func reducerVelocity(ofUIKit velocity: Double, _ role: PagerScrollRole, _ basis: PagerViewBasis) -> Double {
        role.view != .content && basis.rightToLeft ? 0 - velocity : velocity
    }
}

extension PagerScrollSurface {
    /// UIKit's: `pagerOffset(vertical:)` in the reducer's coordinates.
    public func reducerOffset(as role: PagerScrollRole, basis: PagerViewBasis) -> Double {
        UIKitCoordinates.reducerOffset(ofUIKit: pagerOffset(vertical: role.view == .content), role, basis)
    }

    /// UIKit's: `setPagerOffset` to the reducer's `value`, in UIKit's coordinates.
    public func setReducerOffset(_ value: Double, as role: PagerScrollRole, basis: PagerViewBasis, animated: Bool) {
        setPagerOffset(UIKitCoordinates.uikitOffset(ofReducer: value, role, basis), vertical: role.view == .content, animated: animated)
    }

    /// UIKit's: the release `willEndDragging` reports (velocity in pt/ms and the proposed
    /// target, along the view's axis, in UIKit's coordinates) in the reducer's coordinates:
    /// a right-to-left horizontal view's velocity changes sign.
    public func reducerRelease(velocity: Double, target: Double, as role: PagerScrollRole, basis: PagerViewBasis) -> (velocity: Double, target: Double) {
        (UIKitCoordinates.reducerVelocity(ofUIKit: velocity, role, basis), UIKitCoordinates.reducerOffset(ofUIKit: target, role, basis))
    }

    /// UIKit's: the view's offset for the reducer's `value` (the strip's rest, written
    /// into `targetContentOffset`).
    public func viewTarget(_ value: Double, as role: PagerScrollRole, basis: PagerViewBasis) -> Double {
        UIKitCoordinates.uikitOffset(ofReducer: value, role, basis)
    }
}

extension PagerDriverInput {
    /// A UIKit callback as a scroll view reports it (its `contentOffset`, release velocity
    /// and target in UIKit's coordinates) in the reducer's, as `PagerScreenCoordinator` delivers
    /// it: for callbacks recorded before the driver took the reducer's coordinates
    /// (`PagerCallbackFormat` 1 to 4). SwiftUI's phases and geometry carry the same raw
    /// `contentOffset` and are converted alike. Every other input is returned as it is.
    public func inReducerCoordinates(from basis: PagerViewBasis) -> PagerDriverInput {
        switch self {
        case .willBeginDragging(let role, let offset):
            return .willBeginDragging(role, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis))
        case .didScroll(let role, let offset, let flags):
            return .didScroll(role, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis), flags: flags)
        case .willEndDragging(let role, let offset, let velocity, let target):
            return .willEndDragging(
                role, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis),
                velocity: UIKitCoordinates.reducerVelocity(ofUIKit: velocity, role, basis),
                targetOffset: UIKitCoordinates.reducerOffset(ofUIKit: target, role, basis))
        case .didEndDragging(let role, let offset, let willDecelerate):
            return .didEndDragging(role, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis), willDecelerate: willDecelerate)
        case .willBeginDecelerating(let role, let offset):
            return .willBeginDecelerating(role, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis))
        case .didEndDecelerating(let role, let offset):
            return .didEndDecelerating(role, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis))
        case .didEndScrollingAnimation(let role, let offset):
            return .didEndScrollingAnimation(role, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis))
        case .resync(let role, let offset, let flags):
            return .resync(role, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis), flags: flags)
        case .scrollPhase(let role, let phase, let offset, let velocity):
            // SwiftUI's scroll views are UIKit's: the same raw `contentOffset`.
            return .scrollPhase(role, phase, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis), contextVelocity: velocity)
        case .scrollGeometry(let role, let offset):
            return .scrollGeometry(role, offset: UIKitCoordinates.reducerOffset(ofUIKit: offset, role, basis))
        default:
            return self
        }
    }
}

extension PagerDriver {
    /// The reducer's offset `value` of `role`'s view in UIKit's coordinates.
    @available(*, deprecated, message: "Each surface converts: PagerScrollSurface.setReducerOffset(_:as:basis:animated:) and viewTarget(_:as:basis:).")
    public func uikitOffset(_ role: PagerScrollRole, _ value: Double) -> Double { UIKitCoordinates.uikitOffset(ofReducer: value, role, viewBasis) }
}

extension PagerScreenEngine {
    /// The reducer's offset `value` of `role` in UIKit's view coordinates.
    @available(*, deprecated, message: "Each surface converts: PagerScrollSurface.setReducerOffset(_:as:basis:animated:) and viewTarget(_:as:basis:).")
    public mutating func viewOffset(_ role: PagerScrollRole, _ value: Double) -> Double {
        UIKitCoordinates.uikitOffset(ofReducer: value, role, screen.driver.viewBasis)
    }

    /// The reducer's offset of `role`'s UIKit view offset `value`.
    @available(*, deprecated, message: "Each surface converts: PagerScrollSurface.reducerOffset(as:basis:).")
    public mutating func reducerOffset(_ role: PagerScrollRole, _ value: Double) -> Double {
        UIKitCoordinates.reducerOffset(ofUIKit: value, role, screen.driver.viewBasis)
    }
}
