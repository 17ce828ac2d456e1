// Where the tab strip comes to rest after the user flings it (SPEC §4.8): the five
// orthogonal scrolling behaviours of compositional layout, decided by the reducer and
// carried out by the host (`setTarget`, UIKit's `targetContentOffset`).

extension PagerLayoutGeometry {
    /// SPEC §7's paging projection: the literal 0.4995 seconds, close to the free deceleration's
    /// `−1/(1000·ln 0.998) = 0.49950…`.
    static let restProjection = 0.4995

    /// `X*` of SPEC §4.8 for a `drag ended` on the pager at offset `X` with `velocity`,
    /// after a drag that began at `dragStart` (`X₀`). `behavior` is not `continuous`.
    ///
    /// - Complexity: O(log n) in n items: a binary search of the distinct rest positions.
    public func pagerRestTarget(offset x: Double, velocity: Double, dragStart x0: Double) -> Double {
        let maxX = maxPagerX
        let p = x + Self.restProjection * velocity
        switch behavior {
        case .continuous:
            return clamp(x, 0, maxX)
        case .paging:
            // Pages of width W, m = ⌈maxX/W⌉ + 1 of them; computed in Double so that no
            // offset, however far, can trap a conversion.
            let m = (maxX / width).rounded(.up) + 1
            let start = (x0 / width).rounded(.toNearestOrAwayFromZero)
            var page = (p / width).rounded(.toNearestOrAwayFromZero)
            page = clamp(page, start - 1, start + 1)
            page = clamp(page, 0, m - 1)
            return min(page * width, maxX)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            let positions = restPositions
            guard !positions.isEmpty else { return clamp(x, 0, maxX) }
            let nearest = Self.indexOfNearest(p, in: positions)
            if behavior == .continuousGroupLeadingBoundary { return positions[nearest] }
            let start = Self.indexOfNearest(x0, in: positions)
            return positions[min(max(nearest, start - 1), start + 1)]
        }
    }

    /// The index of the value nearest to `z` in a strictly ascending, non-empty array;
    /// ties go to the lower value.
    ///
    /// - Complexity: O(log n).
    static func indexOfNearest(_ z: Double, in sorted: [Double]) -> Int {
        // The first value ≥ z; the nearest is it or the one before.
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low &+ high) >> 1
            if sorted[middle] < z { low = middle &+ 1 } else { high = middle }
        }
        if low == sorted.count { return sorted.count - 1 }
        if low == 0 { return 0 }
        return z - sorted[low - 1] <= sorted[low] - z ? low - 1 : low
    }
}
