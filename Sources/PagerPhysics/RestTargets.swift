// Where a horizontal fling comes to rest (SPEC §7): paging for the pages container, and
// UICollectionViewCompositionalLayout's orthogonal scrolling behaviours for any
// horizontal view (the compositional-layout seed).

/// How a horizontal view settles after a fling, as `UICollectionLayoutSectionOrthogonal-
/// ScrollingBehavior` names them. The pager bar defaults to `continuous`.
public enum OrthogonalScrollingBehavior: String, Sendable, Equatable, CaseIterable {
    /// Free deceleration (and a bounce at the ends).
    case continuous
    /// The projected rest moved to the nearest item leading edge.
    case continuousGroupLeadingBoundary
    /// Viewport-width pages, one at a time.
    case paging
    /// One item at a time, to its leading edge.
    case groupPaging
    /// One item at a time, centred in the viewport.
    case groupPagingCentered
}

/// The items of a horizontal view along its axis, for snapping.
public struct SnapItems: Sendable, Equatable {
    /// Leading edge of each item, in content coordinates, ascending.
    public var leadingEdges: [Double]
    /// Width of each item.
    public var widths: [Double]
    /// The view's length on its axis (`W`).
    public var viewport: Double
    /// The largest offset, `max(0, contentWidth − W)`.
    public var maxOffset: Double

    /// Items at `leadingEdges` with `widths`, in a view `viewport` long that scrolls to `maxOffset`.
    public init(leadingEdges: [Double], widths: [Double], viewport: Double, maxOffset: Double) {
        self.leadingEdges = leadingEdges
        self.widths = widths
        self.viewport = viewport
        self.maxOffset = maxOffset
    }

    /// The offset that shows item `i` by `behavior`'s rule, clamped into `[0, maxOffset]`.
    func offset(of i: Int, centered: Bool) -> Double {
        let raw = centered ? leadingEdges[i] + widths[i] / 2 - viewport / 2 : leadingEdges[i]
        return min(max(raw, 0), maxOffset)
    }

    /// The item whose offset (by the same rule) is nearest to `offset`; ties to the lower.
    func nearestItem(to offset: Double, centered: Bool) -> Int {
        var best = 0, distance = Double.infinity
        for i in leadingEdges.indices {
            let d = abs(self.offset(of: i, centered: centered) - offset)
            if d < distance {
                best = i
                distance = d
            }
        }
        return best
    }
}

extension ScrollPhysics {
    /// The page a `pages` container settles on (SPEC §7): `round((X + 0.4995·v)/W)`, at most
    /// one page from `startPage` (where the drag began), clamped to `0 ..< pageCount`.
    public func pagingTarget(releaseOffset x: Double, velocity v: Double, startPage: Int, pageWidth: Double, pageCount: Int) -> Int {
        guard pageCount > 0, pageWidth > 0 else { return 0 }
        let projected = ((x + pagingProjection * v) / pageWidth).rounded()
        let limited = min(max(projected, Double(startPage - 1)), Double(startPage + 1))
        return Int(min(max(limited, 0), Double(pageCount - 1)))
    }

    /// Where a horizontal fling released at `x` with velocity `v` comes to rest, and whether
    /// it gets there by snapping (a spring to the target) rather than free deceleration.
    /// `startOffset` is the offset where the drag began ("one at a time" counts from it).
    ///
    /// - `continuous`: the free deceleration's rest `x − v/(1000 ln d)` (bounds are the
    ///   bounce's business);
    /// - `continuousGroupLeadingBoundary`: that rest moved to the nearest leading edge;
    /// - `paging`: viewport pages, as `pagingTarget`, on `[0, maxOffset]`;
    /// - `groupPaging`, `groupPagingCentered`: the item nearest the projection
    ///   `x + 0.4995·v`, at most one item from the one showing where the drag began.
    public func restTarget(
        _ behavior: OrthogonalScrollingBehavior, releaseOffset x: Double, velocity v: Double,
        startOffset: Double, items: SnapItems
    ) -> (offset: Double, snaps: Bool) {
        switch behavior {
        case .continuous:
            return (Deceleration(from: x, velocity: v, physics: self).restingOffset, false)
        case .continuousGroupLeadingBoundary:
            guard !items.leadingEdges.isEmpty else { return (min(max(x, 0), items.maxOffset), true) }
            let rest = Deceleration(from: x, velocity: v, physics: self).restingOffset
            return (items.offset(of: items.nearestItem(to: rest, centered: false), centered: false), true)
        case .paging:
            let W = items.viewport
            let pages = W > 0 ? Int((items.maxOffset / W).rounded(.up)) + 1 : 1
            let page = pagingTarget(releaseOffset: x, velocity: v, startPage: W > 0 ? Int((startOffset / W).rounded()) : 0,
                                    pageWidth: W, pageCount: pages)
            return (min(Double(page) * W, items.maxOffset), true)
        case .groupPaging, .groupPagingCentered:
            let centered = behavior == .groupPagingCentered
            guard !items.leadingEdges.isEmpty else { return (min(max(x, 0), items.maxOffset), true) }
            let start = items.nearestItem(to: startOffset, centered: centered)
            let wanted = items.nearestItem(to: x + pagingProjection * v, centered: centered)
            let item = min(max(wanted, start - 1), start + 1)
            return (items.offset(of: item, centered: centered), true)
        }
    }
}

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension OrthogonalScrollingBehavior: Codable {}
#endif
