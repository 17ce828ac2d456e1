// The tab strip laid out from the reducer's own geometry (SPEC §1: `cellX`, `cellWidth`,
// the pager content width), so that the cells UIKit draws and the underline the reducer
// moves can never drift apart. `PagerTabStripLayout` (TabStripLayout.swift) hands these frames
// to a `UICollectionView`; the pure part is here, tested on Linux.
import PagerCore

/// Where the strip's cells and underline go, in the strip's content coordinates.
public struct PagerTabStripFrames: Equatable, Sendable {
    /// Cell `i`'s frame.
    public var cells: [PagerScreenRect]
    /// The strip's content size.
    public var contentWidth: Double
    /// The strip's height: the bar's `B`.
    public var height: Double
    /// Item 0 at the right end: every frame is mirrored (`x → contentWidth − x − width`).
    public var isRightToLeft: Bool
    /// The largest offset of the strip (`maxPagerX`).
    public var maxOffset: Double

    /// The strip of `geometry`, `height` points tall (its bar).
    public init(geometry g: PagerLayoutGeometry, height: Double, rightToLeft: Bool = false) {
        contentWidth = g.pagerContentWidth
        self.height = height
        isRightToLeft = rightToLeft
        maxOffset = g.maxPagerX
        cells = zip(g.cellX, g.cellWidth).map { x, width in
            PagerScreenRect(x: rightToLeft ? g.pagerContentWidth - x - width : x, y: 0, width: width, height: height)
        }
    }

    /// The underline for the record's `indicator` (SPEC §3, in pager content coordinates),
    /// painted as `style` says at the strip's bottom (`PagerIndicatorStyle.frame`), mirrored right
    /// to left; `nil` without an indicator.
    public func underline(_ indicator: PagerIndicator?, style: PagerIndicatorStyle = PagerIndicatorStyle()) -> PagerScreenRect? {
        guard let indicator else { return nil }
        let frame = style.frame(of: indicator, stripHeight: height)
        let x = isRightToLeft ? contentWidth - frame.x - frame.width : frame.x
        return PagerScreenRect(x: x, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The frames of the first `count` cells — the items the collection view's data source
    /// has, never more — at the strip's current `height` (its bounds may differ from the
    /// height these frames were made for).
    public func cells(count: Int, height: Double) -> [PagerScreenRect] {
        cells.prefix(max(0, count)).map { PagerScreenRect(x: $0.x, y: 0, width: $0.width, height: height) }
    }

    /// The cells that intersect the visible span `[offset, offset + width]` (UIKit's
    /// `layoutAttributesForElements(in:)`), by index.
    public func cells(inX offset: Double, width: Double) -> [Int] {
        cells.indices.filter { cells[$0].x < offset + width && cells[$0].x + cells[$0].width > offset }
    }
}

/// Where the pages container puts its pages.
public enum PagerPageFrames {
    /// Page `page`'s x in a pages container of `count` pages `width` wide: `page × width`,
    /// or mirrored right to left, `(count − 1 − page) × width` (page 0 at the right end,
    /// as `PagerDriver.isRightToLeft` reads the container's offsets).
    public static func originX(page: Int, count: Int, width: Double, rightToLeft: Bool) -> Double {
        Double(rightToLeft ? count - 1 - page : page) * width
    }
}
