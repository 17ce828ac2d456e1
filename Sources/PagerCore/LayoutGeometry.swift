// Geometry derived from a layout (SPEC §1), computed once per `layout` event so that
// scroll events only read it.
// (Over 450 lines: one immutable class whose derivation — fresh, or reusing an earlier
// geometry's sums when a layout keeps a list — and whose O(1) queries must agree field by
// field; the sections' helpers are private to it, so they stay in its file. The pager bar's
// derivation, `Strip`, is in LayoutGeometry+Strip.swift.)

/// The sizes, bounds and pager bar frames that follow from a `PagerLayout` (SPEC §1).
///
/// Built once per valid `layout` event in O(n) for n items; every query below is O(1)
/// unless it says otherwise. Immutable, and a class so that the reducer's per-event reads
/// share one instance instead of copying a dozen arrays; equality is the layout's.
public final class PagerLayoutGeometry: Sendable, Equatable {
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
    public let mode: PagerHeaderMode
    /// `header.snap`: a half-shown quickReturn header settles at rest (SPEC §4.3).
    public let snap: Bool
    /// `header.revealCheck`: when stickyReveal's check runs (SPEC §4.5).
    public let revealCheck: PagerRevealCheck
    /// `content.selection`: how a list of sections picks its tab (SPEC §4.1).
    public let selectionRule: PagerSelectionRule
    /// `content.window`: the ± points of the `window` selection rule.
    public let window: Double

    /// `topᵢ` of each section, as prefix sums (`sections` content; empty otherwise).
    public let sectionTops: [Double]
    /// The sections of `sections` content (empty otherwise), for the header bottoms
    /// `topᵢ + headerHeightᵢ` the `window` rule searches (`countOfHeaderBottoms(atMost:)`):
    /// derived where they are read, not stored, as few screens use that rule.
    let sectionList: [PagerListSection]
    /// `C` of `sections` content: last top + last section's height + `footerHeight`
    /// (`top₀ + footerHeight` with none).
    public let sectionsContentHeight: Double
    /// Where the footer starts: last top + last section's height (`top₀` with no section),
    /// the sum `C` adds `footerHeight` to — kept so that a layout that changes only the
    /// footer keeps every section's sums.
    let sectionsEnd: Double
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
    /// `wᵢ`, each item's width (`cellWidth` itself with intrinsic cells).
    let itemWidths: [Double]
    /// `pager.indicatorExtra`: an indicator is its item's width plus this.
    let indicatorExtra: Double
    /// What `cells: "auto"` weighs against `W` (SPEC §1): the items' total width with their
    /// spacing, and the widest item — kept so that a new width decides again without
    /// reading the items (not summed for `cells: "equal"`, which weighs nothing).
    let itemsTotalWidth: Double, widestItemWidth: Double
    /// The record's indicator of each item when the pages container is not between two
    /// pages: `clampedIndicator(unclampedIndicator(i))`, computed once per layout so that
    /// a scroll event reads it instead of clamping it again.
    let clampedIndicators: [PagerIndicator]

    /// Derives the geometry, or returns `nil` when the layout is invalid (SPEC §5
    /// `invalidLayout`); `init(validating:)` says why.
    ///
    /// - Complexity: O(n) for n items; O(1) for each list `previous` already derived
    ///   (`init(validating:reusing:)`).
    public convenience init?(_ layout: PagerLayout, reusing previous: PagerLayoutGeometry? = nil) {
        do { try self.init(validating: layout, reusing: previous) } catch { return nil }
    }

    /// Derives the geometry, or throws the first rule the layout breaks (SPEC §5
    /// `invalidLayout`): a negative or non-finite size, a zero width, an item count that
    /// differs from the section or page count, a negative content view height, or derived
    /// sizes that overflow to infinity (ScrollPager's reading of "non-finite sizes").
    ///
    /// `previous`, a geometry derived before (the reducer passes its current one): where
    /// `layout` keeps the numbers of one of its lists — the very same storage, as a resize
    /// that only changes the viewport or the header does, or a list read again from a
    /// trace with the same numbers — the checks and sums over that list are taken from it
    /// instead of being done again. The same numbers, bit for bit, give the same sums, so
    /// the result is bit for bit the one a derivation from scratch gives.
    ///
    /// - Complexity: O(n) for n items: a comparison of each list with `previous`'s (O(1)
    ///   when it is the same storage), a derivation of each list that differs.
    public convenience init(validating layout: PagerLayout, reusing previous: PagerLayoutGeometry? = nil) throws(PagerLayoutProblem) {
        var reuse = Reuse()
        try self.init(validating: layout, reusing: previous, reuse: &reuse)
    }

    /// What a derivation took from the geometry it reused: lists whose numbers are the
    /// same bit for bit, and so compare equal as numbers too.
    struct Reuse {
        /// The pager items' widths, with the strip's rules and width: the strip was kept.
        var strip = false
        /// Every section's numbers: the section sums were kept.
        var sections = false
    }

    /// `init(validating:reusing:)`, saying in `reuse` what it took from `previous`.
    init(validating layout: PagerLayout, reusing previous: PagerLayoutGeometry?, reuse: inout Reuse) throws(PagerLayoutProblem) {
        let viewport = layout.viewport, header = layout.header, pager = layout.pager
        try Self.size(viewport.width, .viewportWidth)
        guard viewport.width > 0 else { throw PagerLayoutProblem(field: .viewportWidth, kind: .zeroWidth, value: 0) }
        try Self.size(viewport.height, .viewportHeight)
        try Self.size(header.height, .headerHeight)
        try Self.size(header.barHeight, .barHeight)
        try Self.size(pager.spacing, .spacing)
        try Self.size(pager.edgeInset, .edgeInset)
        try Self.size(pager.indicatorExtra, .indicatorExtra)
        let strip: Strip
        if let previous, let kept = previous.keptStrip(of: pager, width: viewport.width) {
            strip = kept
            reuse.strip = true
        } else {
            strip = try Strip(pager, width: viewport.width)
        }
        guard layout.content.itemCount == pager.items.count else {
            throw PagerLayoutProblem(
                field: .items, kind: .itemCountMismatch(expected: layout.content.itemCount),
                value: Double(pager.items.count))
        }

        let S = header.height, B = header.barHeight
        let viewHeight: Double
        switch header.mode {
        case .fixed: viewHeight = viewport.height - S - B
        case .quickReturn, .collapse: viewHeight = viewport.height
        case .stickyReveal: viewHeight = viewport.height - B
        }
        guard viewHeight >= 0 else {
            throw PagerLayoutProblem(field: .viewportHeight, kind: .negativeContentViewHeight, value: viewHeight)
        }

        var sections = SectionSums.none, pageHeights: [Double] = [], adjusted: [Int] = []
        var selectionRule = PagerSelectionRule.crossing, windowSize = 20.0
        switch layout.content {
        case .sections(let list, let selection, let window, let footerHeight):
            selectionRule = selection
            windowSize = window
            try Self.size(window, .window)
            try Self.size(footerHeight, .footerHeight)
            let top0 = header.mode == .stickyReveal ? S : 0
            let kept = previous?.keptSections(of: list, top0: top0)
            reuse.sections = kept == list.count
            if let previous, kept == list.count {
                sections = try SectionSums(of: previous, footerHeight: footerHeight)
            } else {
                sections = try SectionSums(list, top0: top0, footerHeight: footerHeight, keeping: kept ?? 0, of: previous)
            }
        case .pages(let pages, let adjustContentSize):
            if !pages.allSatisfy({ Self.isSize($0.contentHeight) }) {
                for (k, page) in pages.enumerated() { try Self.size(page.contentHeight, .pageContentHeight(k)) }
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

        self.layout = layout
        self.width = viewport.width
        self.headerHeight = S
        self.barHeight = B
        self.contentViewHeight = viewHeight
        self.itemCount = pager.items.count
        self.isPages = { if case .pages = layout.content { return true } else { return false } }()
        self.mode = header.mode
        self.snap = header.snap
        self.revealCheck = header.revealCheck
        self.selectionRule = selectionRule
        self.window = windowSize
        self.sectionTops = sections.tops
        self.sectionList = { if case .sections(let list, _, _, _) = layout.content { return list } else { return [] } }()
        self.sectionsContentHeight = sections.contentHeight
        self.sectionsEnd = sections.end
        self.pageContentHeights = pageHeights
        self.adjustedPages = adjusted
        self.usesEqualCells = strip.usesEqualCells
        self.cellX = strip.cellX
        self.cellWidth = strip.cellWidth
        self.pagerContentWidth = strip.contentWidth
        self.itemWidths = strip.itemWidths
        self.indicatorExtra = pager.indicatorExtra
        self.itemsTotalWidth = strip.totalWidth
        self.widestItemWidth = strip.widestWidth
        self.clampedIndicators = strip.clampedIndicators
        self.restPositions = strip.restPositions
        self.behavior = pager.behavior
    }

    /// How many leading sections of `list`, summed from `top0`, have this geometry's
    /// numbers, bit for bit (titles aside): their tops are this geometry's, and with all
    /// of them so is `sectionsEnd` (the footer, which only `C`
    /// adds, may differ). `list.count` when all do (one comparison when the list is this
    /// layout's storage); `nil` when nothing can be kept — the lists differ in length, or
    /// `top0` differs (an empty list too).
    private func keptSections(of list: [PagerListSection], top0: Double) -> Int? {
        guard case .sections(let own, _, _, _) = layout.content, own.count == list.count,
            (mode == .stickyReveal ? headerHeight : 0).bitPattern == top0.bitPattern
        else { return nil }
        return own.withUnsafeBufferPointer { old in
            list.withUnsafeBufferPointer { new in
                if old.baseAddress == new.baseAddress { return new.count }
                var i = 0
                while i < new.count, new[i].hasSameNumbers(as: old[i]) { i += 1 }
                return i
            }
        }
    }

    /// This geometry's strip when it is the one of `pager` at width `W`, else `nil`. The
    /// items and rules must be the same numbers, bit for bit (titles aside) — one comparison
    /// for the items when they are this layout's storage, else the new items' widths against
    /// `itemWidths` (the old items' widths, packed: a third of the memory the old items
    /// themselves take). At the same width the whole strip is kept. At another width
    /// (a rotation), intrinsic cells that stay intrinsic are kept too: their frames, the
    /// content width and the indicators do not depend on `W`; only SPEC §4.8's rest
    /// positions are derived again.
    private func keptStrip(of pager: PagerBar, width W: Double) -> Strip? {
        let own = layout.pager
        let sameWidth = width.bitPattern == W.bitPattern
        guard sameWidth || !usesEqualCells,
            own.spacing.bitPattern == pager.spacing.bitPattern, own.edgeInset.bitPattern == pager.edgeInset.bitPattern,
            own.indicatorExtra.bitPattern == pager.indicatorExtra.bitPattern, own.cells == pager.cells,
            own.behavior == pager.behavior, itemWidths.count == pager.items.count
        else { return nil }
        if !sameWidth {
            // The cells' rule at the new width, from the numbers it weighs (`Strip.init`).
            let n = itemWidths.count
            let equal = Strip.usesEqualCells(
                pager.cells, count: n, totalWidth: itemsTotalWidth, widest: widestItemWidth, extra: indicatorExtra, width: W)
            if equal { return nil }
        }
        if !sharesStorage(own.items, pager.items) {
            let same = itemWidths.withUnsafeBufferPointer { old in
                pager.items.withUnsafeBufferPointer { new in
                    for i in new.indices where new[i].width.bitPattern != old[i].bitPattern { return false }
                    return true
                }
            }
            if !same { return nil }
        }
        var strip = Strip(of: self)
        if !sameWidth {
            strip.restPositions = Strip.restPositions(
                pager.behavior, cellX: cellX, cellWidth: cellWidth, contentWidth: pagerContentWidth, width: W)
        }
        return strip
    }

    /// A size: finite and not negative (−0 included). Two comparisons — NaN fails both,
    /// −∞ the first and +∞ the second — where `x.isFinite && x >= 0` compiles to a
    /// classification of the bits, some sixteen instructions in the sections' loop.
    @inline(__always) static func isSize(_ x: Double) -> Bool { x >= 0 && x < .infinity }

    static func size(_ x: Double, _ field: PagerLayoutProblem.Field) throws(PagerLayoutProblem) {
        guard isSize(x) else { throw PagerLayoutProblem(field: field, kind: .notASize, value: x) }
    }

    /// What SPEC §1 derives from a list of sections, its checks passed: `topᵢ`, where the
    /// footer starts and `C`.
    private struct SectionSums {
        var tops: [Double] = []
        /// The top after the last section (`sectionsEnd`), and `C`: that plus the footer.
        var end = 0.0, contentHeight = 0.0

        static let none = SectionSums()

        /// The sums `geometry` holds, under a footer `footerHeight` high.
        init(of geometry: PagerLayoutGeometry, footerHeight: Double) throws(PagerLayoutProblem) {
            tops = geometry.sectionTops
            end = geometry.sectionsEnd
            contentHeight = try Self.contentHeight(end: end, footerHeight: footerHeight)
        }

        /// `C = (last top + last height) + footerHeight`, finite.
        private static func contentHeight(end: Double, footerHeight: Double) throws(PagerLayoutProblem) -> Double {
            let contentHeight = end + footerHeight
            guard contentHeight.isFinite else {
                throw PagerLayoutProblem(field: .sections, kind: .overflow, value: contentHeight)
            }
            return contentHeight
        }

        /// Checks every section and sums them (SPEC §1, §5). The first `kept` sections
        /// have `previous`'s numbers (`keptSections(of:top0:)`): their tops, and the top after
        /// them, are `previous`'s, and they passed its checks.
        init(
            _ list: [PagerListSection], top0: Double, footerHeight: Double, keeping kept: Int = 0, of previous: PagerLayoutGeometry? = nil
        ) throws(PagerLayoutProblem) {
            // One pass checks and sums, the fields read through a buffer pointer (iterating
            // the array would copy each element, title and all), the prefix sums written in
            // place and summed as SPEC §1 says: `topᵢ₊₁ = topᵢ + hᵢ`, with `hᵢ` as
            // `PagerListSection.height` computes it. The first bad section is looked for only when
            // there is one.
            let kept = previous == nil ? 0 : kept
            var top = top0, valid = true
            if kept > 0, let previous { top = kept < list.count ? previous.sectionTops[kept] : previous.sectionsEnd }
            var tops: [Double] = []
            list.withUnsafeBufferPointer { all in
                tops = [Double](unsafeUninitializedCapacity: all.count) { topsBuffer, topsCount in
                    if kept > 0, let previous {
                        previous.sectionTops.withUnsafeBufferPointer { old in
                            _ = topsBuffer.initialize(fromContentsOf: old[..<kept])
                        }
                    }
                    for i in kept..<all.count {
                        let headerHeight = all[i].headerHeight
                        let height: Double
                        if let measured = all[i].measuredHeight {
                            valid = valid && isSize(measured) && measured >= headerHeight
                            height = measured
                        } else {
                            let rows = all[i].rows, rowHeight = all[i].rowHeight
                            valid = valid && rows >= 0 && isSize(rowHeight)
                            height = headerHeight + Double(rows) * rowHeight
                        }
                        valid = valid && isSize(headerHeight)
                        topsBuffer.initializeElement(at: i, to: top)
                        top += height
                    }
                    topsCount = all.count
                }
            }
            if !valid {
                for (i, section) in list.enumerated() {
                    try size(section.headerHeight, .sectionHeaderHeight(i))
                    if let height = section.measuredHeight {
                        try size(height, .sectionHeight(i))
                        guard height >= section.headerHeight else {
                            throw PagerLayoutProblem(field: .sectionHeight(i), kind: .belowHeaderHeight(section.headerHeight), value: height)
                        }
                        continue
                    }
                    guard section.rows >= 0 else {
                        throw PagerLayoutProblem(field: .sectionRows(i), kind: .negativeCount, value: Double(section.rows))
                    }
                    try size(section.rowHeight, .sectionRowHeight(i))
                }
            }
            // C = (last top + last height) + footerHeight (`top₀ + footerHeight` with none).
            self.contentHeight = try Self.contentHeight(end: top, footerHeight: footerHeight)
            self.tops = tops
            self.end = top
        }

        private init() {}
    }

    /// `self` when `layout` is this geometry's layout again — its lists the same storage,
    /// the same numbers bit for bit (`PagerLayout.hasSameNumbers(as:)`) and the same titles
    /// — else `nil`. A host that reports its layout on every pass costs the reducer a
    /// comparison, not a rebuild; a layout with lists of its own (read from a trace) is
    /// compared once, by the derivation that reuses what it can of this geometry.
    ///
    /// - Complexity: O(1).
    func reused(for layout: PagerLayout) -> PagerLayoutGeometry? {
        self.layout.sharesLists(with: layout) && self.layout.hasSameNumbers(as: layout) && self.layout == layout ? self : nil
    }

    public static func == (lhs: PagerLayoutGeometry, rhs: PagerLayoutGeometry) -> Bool {
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

    /// The unclamped indicator of item `index`: width `wᵢ + indicatorExtra`, x `(xᵢ + cᵢ/2) −
    /// widthᵢ/2`, centred on the cell (SPEC §1).
    public func unclampedIndicator(_ index: Int) -> PagerIndicator {
        Self.unclampedIndicator(itemWidth: itemWidths[index], extra: indicatorExtra, cellX: cellX[index], cellWidth: cellWidth[index])
    }

    /// Clamps an indicator into the pager content, as the record shows it (SPEC §4.1):
    /// width at most the content width, `x ∈ [0, contentWidth − width]`.
    public func clampedIndicator(_ indicator: PagerIndicator) -> PagerIndicator {
        Self.clamped(indicator, into: pagerContentWidth)
    }
}

/// Whether two arrays are one storage (so the same elements): O(1).
func sharesStorage<T>(_ a: [T], _ b: [T]) -> Bool {
    a.count == b.count && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
}

/// Whether two arrays are as long and `same` holds for each pair of elements: O(1) when
/// they are one storage, else one pass that reads the elements in place (a `zip` would
/// copy each, retaining its title).
@inline(__always)
func elementwise<T>(_ a: [T], _ b: [T], _ same: (borrowing T, borrowing T) -> Bool) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in
            if x.baseAddress == y.baseAddress { return true }
            for i in x.indices where !same(x[i], y[i]) { return false }
            return true
        }
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
