// Geometry derived from a layout (SPEC §1), computed once per `layout` event so that
// scroll events only read it.

/// The sizes, bounds and pager bar frames that follow from a `PagerLayout` (SPEC §1).
///
/// Built once per valid `layout` event in O(n) for n items; every query below is O(1)
/// unless it says otherwise. Immutable, and a class so that the reducer's per-event reads
/// share one instance instead of copying a dozen arrays; equality is the layout's.
public final class LayoutGeometry: Sendable, Equatable {
    /// The layout this geometry was derived from.
    public let layout: PagerLayout
    /// `W`: viewport, page and pager bar width.
    public let width: Double
    /// `S`: the collapsible part of the header.
    public let headerHeight: Double
    /// `B`: the pager bar.
    public let barHeight: Double
    /// `Vh`: the height of a content view, from the mode table.
    public let contentViewHeight: Double
    /// Number of pager items (= sections or pages).
    public let itemCount: Int
    /// Whether the content is `pages` (one content view per page) rather than `sections`.
    public let isPages: Bool
    /// `header.mode`, `header.snap`, `header.revealCheck`, `content.selection` and
    /// `content.window`, hoisted out of the layout so that scroll events read plain values.
    public let mode: HeaderMode
    /// `header.snap`: a half-shown quickReturn header settles at rest (SPEC §4.3).
    public let snap: Bool
    /// `header.revealCheck`: when stickyReveal's check runs (SPEC §4.5).
    public let revealCheck: RevealCheck
    /// `content.selection`: how a list of sections picks its tab (SPEC §4.1).
    public let selectionRule: SelectionRule
    /// `content.window`: the ± points of the `window` selection rule.
    public let window: Double

    /// `topᵢ` of each section, as prefix sums (`sections` content; empty otherwise).
    public let sectionTops: [Double]
    /// `topᵢ + headerHeightᵢ`: non-decreasing, so visible headers are found by binary search.
    let sectionHeaderBottoms: [Double]
    /// `C` of `sections` content: last top + last section's height + `footerHeight`
    /// (`top₀ + footerHeight` with none).
    public let sectionsContentHeight: Double
    /// `Cₖ` of each page, after `adjustContentSize` (`pages` content; empty otherwise).
    public let pageContentHeights: [Double]
    /// Pages whose height `adjustContentSize` raised, ascending.
    public let adjustedPages: [Int]

    /// Whether the pager bar uses equal cells (`W/n` each) rather than intrinsic ones.
    public let usesEqualCells: Bool
    /// Left edge of each pager cell, in pager-content coordinates.
    public let cellX: [Double]
    /// Width of each pager cell.
    public let cellWidth: [Double]
    /// Width of the pager bar's content.
    public let pagerContentWidth: Double
    /// `pager.behavior`: where the strip rests after a fling (SPEC §4.8).
    public let behavior: PagerBehavior
    /// SPEC §4.8's *positions* of `behavior`: the distinct `lead(i)` (or `centre(i)`) values in
    /// ascending order; empty for `continuous` and `paging`, which use none.
    let restPositions: [Double]
    /// Unclamped indicator of each item: width `wᵢ + indicatorExtra`, centred on the cell.
    let indicatorX: [Double]
    let indicatorWidth: [Double]
    /// The record's indicator of each item when the pages container is not between two
    /// pages: `clampedIndicator(unclampedIndicator(i))`, computed once per layout so that
    /// a scroll event reads it instead of clamping it again.
    let clampedIndicators: [Indicator]

    /// Derives the geometry, or returns `nil` when the layout is invalid (SPEC §5
    /// `invalidLayout`); `init(validating:)` says why.
    ///
    /// - Complexity: O(n) for n items.
    public convenience init?(_ layout: PagerLayout) {
        do { try self.init(validating: layout) } catch { return nil }
    }

    /// Derives the geometry, or throws the first rule the layout breaks (SPEC §5
    /// `invalidLayout`): a negative or non-finite size, a zero width, an item count that
    /// differs from the section or page count, a negative content view height, or derived
    /// sizes that overflow to infinity (ScrollPager's reading of "non-finite sizes").
    ///
    /// - Complexity: O(n) for n items.
    public init(validating layout: PagerLayout) throws(LayoutProblem) {
        @inline(__always) func isSize(_ x: Double) -> Bool { x.isFinite && x >= 0 }
        func size(_ x: Double, _ field: LayoutProblem.Field) throws(LayoutProblem) {
            guard isSize(x) else { throw LayoutProblem(field: field, kind: .notASize, value: x) }
        }

        let viewport = layout.viewport, header = layout.header, pager = layout.pager
        try size(viewport.width, .viewportWidth)
        guard viewport.width > 0 else { throw LayoutProblem(field: .viewportWidth, kind: .zeroWidth, value: 0) }
        try size(viewport.height, .viewportHeight)
        try size(header.height, .headerHeight)
        try size(header.barHeight, .barHeight)
        try size(pager.spacing, .spacing)
        try size(pager.edgeInset, .edgeInset)
        try size(pager.indicatorExtra, .indicatorExtra)
        // Each list is checked in one tight pass, its fields read through a buffer pointer
        // (iterating the array would copy each element, title and all); the first bad
        // element is looked for only when there is one.
        let widths = pager.items.withUnsafeBufferPointer { items in items.indices.map { items[$0].width } }
        if !widths.allSatisfy(isSize) {
            for (i, width) in widths.enumerated() { try size(width, .itemWidth(i)) }
        }
        guard layout.content.itemCount == pager.items.count else {
            throw LayoutProblem(
                field: .items, kind: .itemCountMismatch(expected: layout.content.itemCount),
                value: Double(pager.items.count))
        }

        let W = viewport.width, S = header.height, B = header.barHeight
        let viewHeight: Double
        switch header.mode {
        case .fixed: viewHeight = viewport.height - S - B
        case .quickReturn, .collapse: viewHeight = viewport.height
        case .stickyReveal: viewHeight = viewport.height - B
        }
        guard viewHeight >= 0 else {
            throw LayoutProblem(field: .viewportHeight, kind: .negativeContentViewHeight, value: viewHeight)
        }

        var tops: [Double] = [], headerBottoms: [Double] = [], sectionsHeight = 0.0
        var pageHeights: [Double] = [], adjusted: [Int] = []
        var selectionRule = SelectionRule.crossing, windowSize = 20.0
        switch layout.content {
        case .sections(let sections, let selection, let window, let footerHeight):
            selectionRule = selection
            windowSize = window
            try size(window, .window)
            try size(footerHeight, .footerHeight)
            let valid = sections.withUnsafeBufferPointer { all in
                all.indices.allSatisfy {
                    let section = all[$0]
                    guard isSize(section.headerHeight) else { return false }
                    if let height = section.measuredHeight { return isSize(height) && height >= section.headerHeight }
                    return section.rows >= 0 && isSize(section.rowHeight)
                }
            }
            if !valid {
                for (i, section) in sections.enumerated() {
                    try size(section.headerHeight, .sectionHeaderHeight(i))
                    if let height = section.measuredHeight {
                        try size(height, .sectionHeight(i))
                        guard height >= section.headerHeight else {
                            throw LayoutProblem(field: .sectionHeight(i), kind: .belowHeaderHeight(section.headerHeight), value: height)
                        }
                        continue
                    }
                    guard section.rows >= 0 else {
                        throw LayoutProblem(field: .sectionRows(i), kind: .negativeCount, value: Double(section.rows))
                    }
                    try size(section.rowHeight, .sectionRowHeight(i))
                }
            }
            // Prefix sums written in place (an append per element costs more than the sum),
            // summed as SPEC §1 says: `topᵢ₊₁ = topᵢ + hᵢ`.
            var top = header.mode == .stickyReveal ? S : 0
            sections.withUnsafeBufferPointer { all in
                tops = [Double](unsafeUninitializedCapacity: all.count) { topsBuffer, topsCount in
                    headerBottoms = [Double](unsafeUninitializedCapacity: all.count) { bottomsBuffer, bottomsCount in
                        for i in all.indices {
                            topsBuffer.initializeElement(at: i, to: top)
                            bottomsBuffer.initializeElement(at: i, to: top + all[i].headerHeight)
                            top += all[i].height
                        }
                        bottomsCount = all.count
                    }
                    topsCount = all.count
                }
            }
            // C = (last top + last height) + footerHeight (`top₀ + footerHeight` with none).
            sectionsHeight = top + footerHeight
            guard sectionsHeight.isFinite else {
                throw LayoutProblem(field: .sections, kind: .overflow, value: sectionsHeight)
            }
        case .pages(let pages, let adjustContentSize):
            if !pages.allSatisfy({ isSize($0.contentHeight) }) {
                for (k, page) in pages.enumerated() { try size(page.contentHeight, .pageContentHeight(k)) }
            }
            let minimum = viewHeight - B
            pageHeights = pages.map { $0.contentHeight }
            if adjustContentSize {
                for k in pageHeights.indices where pageHeights[k] < minimum {
                    pageHeights[k] = minimum
                    adjusted.append(k)
                }
            }
        }

        // Pager bar (SPEC §1): `cells` says equal or intrinsic; `auto` is FJ's rule, equal
        // cells when everything fits. With no items the content width is `W` either way.
        let n = pager.items.count
        let s = pager.spacing, e = pager.edgeInset, extra = pager.indicatorExtra
        let equal: Bool
        switch pager.cells {
        case .equal: equal = true
        case .intrinsic: equal = n == 0
        case .auto:
            // total = s, then total = (total + wᵢ) + s for each item, left to right.
            let totalWidth = widths.reduce(s) { ($0 + $1) + s }
            equal = n == 0 || (totalWidth <= W && (widths.max() ?? 0) + extra <= W / Double(n))
        }
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
            var x = e
            cellX = [Double](unsafeUninitializedCapacity: n) { buffer, count in
                for i in 0..<n {
                    buffer.initializeElement(at: i, to: x)
                    x += widths[i] + s
                }
                count = n
            }
            cellWidth = widths
            contentWidth = cellX[n - 1] + widths[n - 1] + e
        }
        guard contentWidth.isFinite else {
            throw LayoutProblem(field: .items, kind: .overflow, value: contentWidth)
        }
        let indicatorWidth = [Double](unsafeUninitializedCapacity: n) { buffer, count in
            for i in 0..<n { buffer.initializeElement(at: i, to: widths[i] + extra) }
            count = n
        }
        let indicatorX = [Double](unsafeUninitializedCapacity: n) { buffer, count in
            // (xᵢ + cᵢ/2) − widthᵢ/2, left to right (SPEC §1).
            for i in 0..<n { buffer.initializeElement(at: i, to: (cellX[i] + cellWidth[i] / 2) - indicatorWidth[i] / 2) }
            count = n
        }

        self.layout = layout
        self.width = W
        self.headerHeight = S
        self.barHeight = B
        self.contentViewHeight = viewHeight
        self.itemCount = n
        self.isPages = { if case .pages = layout.content { return true } else { return false } }()
        self.mode = header.mode
        self.snap = header.snap
        self.revealCheck = header.revealCheck
        self.selectionRule = selectionRule
        self.window = windowSize
        self.sectionTops = tops
        self.sectionHeaderBottoms = headerBottoms
        self.sectionsContentHeight = sectionsHeight
        self.pageContentHeights = pageHeights
        self.adjustedPages = adjusted
        self.usesEqualCells = equal
        self.cellX = cellX
        self.cellWidth = cellWidth
        self.pagerContentWidth = contentWidth
        self.indicatorX = indicatorX
        self.indicatorWidth = indicatorWidth
        self.clampedIndicators = [Indicator](unsafeUninitializedCapacity: n) { buffer, count in
            for i in 0..<n {
                buffer.initializeElement(at: i, to: Self.clamped(Indicator(x: indicatorX[i], width: indicatorWidth[i]), into: contentWidth))
            }
            count = n
        }
        self.behavior = pager.behavior
        // SPEC §4.8's rest positions, only for the behaviours that use them (paid on layouts).
        let maxX = max(0, contentWidth - W)
        switch pager.behavior {
        case .continuousGroupLeadingBoundary, .groupPaging:
            self.restPositions = Self.distinctAscending(n) { clamp(cellX[$0], 0, maxX) }
        case .groupPagingCentered:
            self.restPositions = Self.distinctAscending(n) { clamp((cellX[$0] + cellWidth[$0] / 2) - W / 2, 0, maxX) }
        case .continuous, .paging:
            self.restPositions = []
        }
    }

    /// The distinct values of a non-decreasing sequence, in order.
    private static func distinctAscending(_ n: Int, _ value: (Int) -> Double) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(n)
        for i in 0..<n {
            let v = value(i)
            if values.last != v { values.append(v) }
        }
        return values
    }

    /// `self` when `layout` is this geometry's layout again — the same numbers bit for bit
    /// (`PagerLayout.hasSameNumbers(as:)`) and the same titles — else `nil`. A host that reports
    /// its layout on every pass costs the reducer a comparison, not a rebuild.
    ///
    /// - Complexity: O(n) for n items, O(1) when `layout` shares this layout's lists.
    func reused(for layout: PagerLayout) -> LayoutGeometry? {
        self.layout.hasSameNumbers(as: layout) && self.layout == layout ? self : nil
    }

    public static func == (lhs: LayoutGeometry, rhs: LayoutGeometry) -> Bool {
        lhs === rhs || lhs.layout == rhs.layout
    }

    // MARK: Header and content views

    /// Whether the header overlays the content (`quickReturn`, `collapse`).
    public var headerOverlaysContent: Bool { mode == .quickReturn || mode == .collapse }

    /// Number of content views: one in `sections` content, one per page in `pages`.
    public var contentViewCount: Int { isPages ? pageContentHeights.count : 1 }

    /// The content inset top a fresh layout starts with (SPEC §1 mode table; `stickyReveal`
    /// starts hidden at `−S`).
    public var initialInsetTop: Double {
        switch mode {
        case .fixed: return 0
        case .quickReturn, .collapse: return headerHeight + barHeight
        case .stickyReveal: return negated(headerHeight)
        }
    }

    /// `C` (or the adjusted `Cₖ`) of content view `index`.
    public func contentHeight(ofView index: Int) -> Double {
        isPages ? pageContentHeights[index] : sectionsContentHeight
    }

    /// `maxY = max(minY, C − Vh)` of content view `index`, where `minY = −insetTop`.
    public func maxY(ofView index: Int, insetTop: Double) -> Double {
        max(negated(insetTop), contentHeight(ofView: index) - contentViewHeight)
    }

    /// The pages container's largest offset, `(n − 1)·W` (0 with no pages).
    public var maxPagesX: Double { Double(max(itemCount - 1, 0)) * width }

    /// The pager bar's largest offset, `max(0, contentWidth − W)`.
    public var maxPagerX: Double { max(0, pagerContentWidth - width) }

    // MARK: Pager bar

    /// `pagerTarget(i)`: the pager offset that centres item `i` (SPEC §1); 0 with no items.
    public func pagerTarget(_ index: Int?) -> Double {
        guard let i = index, cellX.indices.contains(i) else { return 0 }
        return clamp(cellX[i] + cellWidth[i] / 2 - width / 2, 0, maxPagerX)
    }

    /// The unclamped indicator of item `index`.
    public func unclampedIndicator(_ index: Int) -> Indicator {
        Indicator(x: indicatorX[index], width: indicatorWidth[index])
    }

    /// Clamps an indicator into the pager content, as the record shows it (SPEC §4.1):
    /// width at most the content width, `x ∈ [0, contentWidth − width]`.
    public func clampedIndicator(_ indicator: Indicator) -> Indicator {
        Self.clamped(indicator, into: pagerContentWidth)
    }

    private static func clamped(_ indicator: Indicator, into contentWidth: Double) -> Indicator {
        let width = min(max(indicator.width, 0), contentWidth)
        return Indicator(x: clamp(indicator.x, 0, contentWidth - width), width: width)
    }
}

/// `min(max(x, low), high)`; returns `low` when `high < low`.
@inline(__always)
func clamp(_ x: Double, _ low: Double, _ high: Double) -> Double {
    max(low, min(x, high))
}

/// `-x`, but +0 for 0: offsets and header translations the reducer derives by negation
/// (`minY = −insetTop`, `headerTy = −(y + S + B)`) would otherwise be −0 and show as "-0" in
/// a record, which means nothing to a reader.
@inline(__always)
func negated(_ x: Double) -> Double { 0 - x }
