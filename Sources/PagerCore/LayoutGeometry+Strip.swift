// The pager bar's part of a layout's geometry (SPEC §1, §4.8): equal or intrinsic cells,
// their frames, the content width, the indicators and the strip's rest positions, derived
// once per layout for `PagerLayoutGeometry` (and kept by it when a layout keeps its strip).

extension PagerLayoutGeometry {
    /// What SPEC §1 derives for the pager bar from `pager` and `W`: equal or intrinsic
    /// cells, their frames, the content width, the indicators and SPEC §4.8's rest
    /// positions.
    struct Strip {
        var usesEqualCells: Bool
        var cellX: [Double], cellWidth: [Double]
        var contentWidth: Double
        var itemWidths: [Double]
        var clampedIndicators: [PagerIndicator]
        var restPositions: [Double]
        /// What `cells: "auto"` weighs (`usesEqualCells(_:count:totalWidth:widest:extra:width:)`).
        var totalWidth: Double, widestWidth: Double

        init(_ pager: PagerBar, width W: Double) throws(PagerLayoutProblem) {
            let n = pager.items.count
            let s = pager.spacing, e = pager.edgeInset, extra = pager.indicatorExtra
            // One pass over the items, read through a buffer pointer: their widths, checked,
            // what `auto` weighs (the total — `s`, then `(total + wᵢ) + s` left to right —
            // and the widest), and the left edges intrinsic cells would have (`x₀ = e`,
            // `xᵢ₊₁ = xᵢ + (wᵢ + s)`), so that a long strip is read once, not four times.
            var allSizes = true
            var total = s, widest = -Double.infinity, x = e
            var intrinsicX: [Double] = []
            let intrinsicPossible = pager.cells != .equal
            // The widths, checked, each also handed to `alsoEach` (for intrinsic cells only:
            // equal cells weigh nothing and have no left edges of their own).
            @inline(__always) func readWidths(_ alsoEach: (Int, Double) -> Void) -> [Double] {
                [Double](unsafeUninitializedCapacity: n) { buffer, count in
                    pager.items.withUnsafeBufferPointer { items in
                        for i in 0..<n {
                            let width = items[i].width
                            allSizes = allSizes && isSize(width)
                            buffer.initializeElement(at: i, to: width)
                            alsoEach(i, width)
                        }
                    }
                    count = n
                }
            }
            var widths: [Double] = []
            if intrinsicPossible {
                intrinsicX = [Double](unsafeUninitializedCapacity: n) { xBuffer, xCount in
                    widths = readWidths { i, width in
                        total = (total + width) + s
                        if widest < width { widest = width }
                        xBuffer.initializeElement(at: i, to: x)
                        x += width + s
                    }
                    xCount = n
                }
            } else {
                widths = readWidths { _, _ in }
            }
            if !allSizes {
                for (i, width) in widths.enumerated() { try size(width, .itemWidth(i)) }
            }
            if n == 0 { widest = 0 }
            let equal = Self.usesEqualCells(pager.cells, count: n, totalWidth: total, widest: widest, extra: extra, width: W)
            let cellX: [Double], cellWidth: [Double]
            let contentWidth: Double
            if equal {
                let cell = n == 0 ? W : W / Double(n)
                cellX = [Double](unsafeUninitializedCapacity: n) { buffer, count in
                    for i in 0..<n { buffer.initializeElement(at: i, to: Double(i) * cell) }
                    count = n
                }
                cellWidth = [Double](repeating: cell, count: n)
                contentWidth = W
            } else {
                cellX = intrinsicX
                cellWidth = widths
                contentWidth = cellX[n - 1] + widths[n - 1] + e
            }
            guard contentWidth.isFinite else {
                throw PagerLayoutProblem(field: .items, kind: .overflow, value: contentWidth)
            }
            // The indicators in one pass (`unclampedIndicator(_:)`), clamped into the content
            // as a record shows them.
            var clampedIndicators: [PagerIndicator] = []
            widths.withUnsafeBufferPointer { widths in
                cellX.withUnsafeBufferPointer { cellX in
                    cellWidth.withUnsafeBufferPointer { cellWidth in
                        clampedIndicators = [PagerIndicator](unsafeUninitializedCapacity: n) { clampedBuffer, clampedCount in
                            for i in 0..<n {
                                let indicator = PagerLayoutGeometry.unclampedIndicator(
                                    itemWidth: widths[i], extra: extra, cellX: cellX[i], cellWidth: cellWidth[i])
                                clampedBuffer.initializeElement(at: i, to: PagerLayoutGeometry.clamped(indicator, into: contentWidth))
                            }
                            clampedCount = n
                        }
                    }
                }
            }
            self.usesEqualCells = equal
            self.cellX = cellX
            self.cellWidth = cellWidth
            self.contentWidth = contentWidth
            self.itemWidths = widths
            self.clampedIndicators = clampedIndicators
            self.totalWidth = total
            self.widestWidth = widest
            self.restPositions = Self.restPositions(pager.behavior, cellX: cellX, cellWidth: cellWidth, contentWidth: contentWidth, width: W)
        }

        /// The strip `geometry` holds.
        init(of geometry: PagerLayoutGeometry) {
            usesEqualCells = geometry.usesEqualCells
            cellX = geometry.cellX
            cellWidth = geometry.cellWidth
            contentWidth = geometry.pagerContentWidth
            itemWidths = geometry.itemWidths
            clampedIndicators = geometry.clampedIndicators
            restPositions = geometry.restPositions
            totalWidth = geometry.itemsTotalWidth
            widestWidth = geometry.widestItemWidth
        }

        /// SPEC §1: `cells` says equal or intrinsic; `auto` is FJ's rule, equal cells when
        /// everything fits (`totalWidth` within `W`, the widest item with its indicator's
        /// extra within a cell). With no items the content width is `W` either way.
        static func usesEqualCells(
            _ cells: PagerCells, count n: Int, totalWidth: Double, widest: Double, extra: Double, width W: Double
        ) -> Bool {
            switch cells {
            case .equal: return true
            case .intrinsic: return n == 0
            case .auto: return n == 0 || (totalWidth <= W && widest + extra <= W / Double(n))
            }
        }

        /// SPEC §4.8's rest positions, only for the behaviours that use them (paid on layouts).
        static func restPositions(
            _ behavior: PagerBehavior, cellX: [Double], cellWidth: [Double], contentWidth: Double, width W: Double
        ) -> [Double] {
            let maxX = max(0, contentWidth - W)
            switch behavior {
            case .continuousGroupLeadingBoundary, .groupPaging:
                return PagerLayoutGeometry.distinctAscending(cellX.count) { clamp(cellX[$0], 0, maxX) }
            case .groupPagingCentered:
                return PagerLayoutGeometry.distinctAscending(cellX.count) { clamp((cellX[$0] + cellWidth[$0] / 2) - W / 2, 0, maxX) }
            case .continuous, .paging:
                return []
            }
        }
    }

    /// The distinct values of a non-decreasing sequence, in order.
    static func distinctAscending(_ n: Int, _ value: (Int) -> Double) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(n)
        for i in 0..<n {
            let v = value(i)
            if values.last != v { values.append(v) }
        }
        return values
    }

    /// `unclampedIndicator(_:)` from its four numbers: the one formula, for the
    /// derivation and the queries alike.
    @inline(__always)
    static func unclampedIndicator(itemWidth: Double, extra: Double, cellX: Double, cellWidth: Double) -> PagerIndicator {
        let width = itemWidth + extra
        return PagerIndicator(x: (cellX + cellWidth / 2) - width / 2, width: width)
    }

    /// `clampedIndicator(_:)` into `contentWidth`: the one formula, for the derivation and
    /// the queries alike.
    static func clamped(_ indicator: PagerIndicator, into contentWidth: Double) -> PagerIndicator {
        let width = min(max(indicator.width, 0), contentWidth)
        return PagerIndicator(x: clamp(indicator.x, 0, contentWidth - width), width: width)
    }
}
