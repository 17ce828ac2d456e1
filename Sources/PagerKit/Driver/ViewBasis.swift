// What a platform's scroll view measures its offsets against, besides the view itself, as
// the driver has it now: each platform's surface converts between its view's offsets and
// the reducer's (SPEC §1) once, with this.
import PagerCore

/// What relates a scroll view's own offsets to the reducer's (SPEC §1), as the driver has
/// it now: what the platform adds to a list's inset on its own, the layout direction, and
/// the horizontal views' extents (a right-to-left view's offset is measured from its other
/// end). Each platform's surface converts with it, once, inside itself.
public struct PagerViewBasis: Equatable, Sendable {
    /// What the platform adds to a list's inset on its own (UIKit's safe area with
    /// `.automatic`; SwiftUI's, with what is drawn above the lists).
    public var safeAreaTop: Double
    /// A right-to-left screen: the pages container's and the strip's offsets are the
    /// reducer's mirrored.
    public var rightToLeft: Bool
    /// The strip's largest offset (SPEC §1 `maxPagerX`; 0 before a layout).
    public var maxPagerX: Double
    /// The pages container's largest offset (SPEC §1 `maxPagesX`; 0 before a layout).
    public var maxPagesX: Double

    /// A basis of these values.
    public init(safeAreaTop: Double = 0, rightToLeft: Bool = false, maxPagerX: Double = 0, maxPagesX: Double = 0) {
        self.safeAreaTop = safeAreaTop
        self.rightToLeft = rightToLeft
        self.maxPagerX = maxPagerX
        self.maxPagesX = maxPagesX
    }
}

extension PagerDriver {
    /// What the views' offsets are measured against now (`PagerViewBasis`).
    public var viewBasis: PagerViewBasis {
        PagerViewBasis(
            safeAreaTop: safeAreaTop, rightToLeft: isRightToLeft,
            maxPagerX: state.geometry?.maxPagerX ?? 0, maxPagesX: state.geometry?.maxPagesX ?? 0)
    }
}
