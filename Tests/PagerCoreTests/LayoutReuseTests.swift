// A host that reports its layout on every layout pass (SPEC §4.0, v2: a layout equal to
// the current one but for titles changes nothing but the clock and the titles). The
// reducer reuses the geometry of a layout sent again unchanged instead of deriving it
// again; these tests pin that the reuse is exact: the records are those of a fresh
// derivation, whether the layout comes back unchanged or retitled.
import PagerCore
import Testing

@Suite("Layout reuse")
struct LayoutReuseTests {
    private let menu = PagerLayout(
        viewport: PagerViewport(width: 375, height: 603),
        header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40),
        pager: PagerBar(items: [PagerItem(width: 60, title: "Starters"), PagerItem(width: 80, title: "Mains")]),
        content: .sections([PagerListSection(headerHeight: 30, rows: 3, rowHeight: 44), PagerListSection(headerHeight: 30, rows: 9, rowHeight: 44)]))

    @Test func sameNumbersMeansSameBitsTitlesAside() {
        var retitled = menu
        retitled.pager.items[0].title = "Soups"
        #expect(menu.hasSameNumbers(as: retitled))
        // −0 reads as 0 to `==`, but everything derived from it could carry the sign.
        var negativeZero = menu
        negativeZero.pager.spacing = -0.0
        #expect(menu == negativeZero)
        #expect(!menu.hasSameNumbers(as: negativeZero))
        var taller = menu
        taller.content = .sections([PagerListSection(headerHeight: 30, rows: 3, rowHeight: 44), PagerListSection(headerHeight: 30, rows: 10, rowHeight: 44)])
        #expect(!menu.hasSameNumbers(as: taller))
    }

    @Test func aResentLayoutGivesTheRecordsOfAFreshDerivation() {
        // The same events through two reducers: one sees the layout resent before every
        // offset event (reused geometry), the other sees it once. Between layouts their
        // records must agree field for field, seq and t aside.
        var retitled = menu
        retitled.content = .sections([
            PagerListSection(headerHeight: 30, rows: 3, rowHeight: 44, title: "A"), PagerListSection(headerHeight: 30, rows: 9, rowHeight: 44, title: "B"),
        ])
        var resending = PagerState(), once = PagerState()
        _ = resending.apply(.layout(menu, t: 0))
        _ = once.apply(.layout(menu, t: 0))
        for i in 1...60 {
            let t = Double(i) / 60
            let relayout = resending.apply(.layout(i % 2 == 0 ? retitled : menu, t: t))
            // §4.0 v2: an unchanged layout emits nothing.
            #expect(relayout.commands.isEmpty && relayout.diagnostics.isEmpty)
            let event: PagerEvent =
                i == 1
                ? .dragBegan(.content, offset: -104, t: t)
                : .dragMoved(.content, offset: -104 + Double(i) * 9.5, t: t)
            var a = resending.apply(event), b = once.apply(event)
            a.seq = 0; b.seq = 0
            #expect(a == b)
        }
        // The new titles are kept: the last resend (i = 60) was the retitled layout.
        #expect(resending.layout == retitled)
        _ = resending.apply(.layout(menu, t: 2))
        #expect(resending.layout == menu)
    }
}

/// `PagerLayoutGeometry(validating:reusing:)` takes a list's sums from a geometry derived before
/// when the layout keeps that list's numbers, bit for bit (its very storage, or a list of
/// its own with the same numbers, as a trace read line by line gives), and the numbers the
/// sums depend on; of a list of sections that changes part way, the sums before the first
/// change. These tests pin that what it gives is a fresh derivation's geometry bit for bit,
/// and that it reuses exactly when nothing the sums depend on changed.
@Suite("Geometry derived reusing an earlier one")
struct GeometryReuseTests {
    private static let sections = (0..<500).map { PagerListSection(headerHeight: 30, rows: $0 % 7, rowHeight: 44.5) }
    private static let items = (0..<500).map { PagerItem(width: Double(40 + $0 % 9)) }
    private let screen = PagerLayout(
        viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .stickyReveal, height: 64, barHeight: 40),
        pager: PagerBar(items: items, spacing: 8, edgeInset: 12, indicatorExtra: 5, behavior: .groupPaging),
        content: .sections(sections, footerHeight: 20))

    /// Every number the geometry derives, as bits.
    private func bits(_ g: PagerLayoutGeometry) -> [UInt64] {
        var all = g.sectionTops + g.cellX + g.cellWidth + g.pageContentHeights
        all += [g.sectionsContentHeight, g.pagerContentWidth, g.contentViewHeight, g.maxPagerX]
        for i in 0..<g.itemCount {
            let indicator = g.clampedIndicator(g.unclampedIndicator(i))
            all += [indicator.x, indicator.width, g.pagerTarget(i)]
        }
        // SPEC §4.8's rest positions, through where a fling of the strip rests, every 37 pt.
        for x in stride(from: 0, through: g.maxPagerX, by: 37) {
            all += [-900, 0, 900].map { g.pagerRestTarget(offset: x, velocity: $0, dragStart: x) }
        }
        return all.map(\.bitPattern) + [g.usesEqualCells ? 1 : 0]
    }

    /// Where the numbers of two geometries first differ (`bits`), or `nil`: a failure names
    /// one index, not two lists of thousands of numbers.
    private func firstDifference(_ a: PagerLayoutGeometry, _ b: PagerLayoutGeometry) -> Int? {
        let x = bits(a), y = bits(b)
        return x.count == y.count ? x.indices.first { x[$0] != y[$0] } : min(x.count, y.count)
    }

    private func shares(_ a: [Double], _ b: [Double]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    @Test func eachChangeGivesAFreshDerivationsBitsAndReusesOnlyWhatItKeeps() throws {
        let first = try PagerLayoutGeometry(validating: screen)
        var keyboard = screen
        keyboard.viewport.height = 300  // the lists and every number they depend on kept
        var rotated = screen
        // W moves no intrinsic cell (500 items never fit, so `auto` keeps them intrinsic): the
        // strip is kept but for its rest positions, which W clamps and centres.
        rotated.viewport = PagerViewport(width: 603, height: 375)
        var measured = screen
        var list = Self.sections
        list[3] = PagerListSection(headerHeight: 30, height: 200)
        measured.content = .sections(list, footerHeight: 20)  // a new list, the same items
        var taller = screen
        taller.header.height = 80  // stickyReveal: top₀ = S moves every top
        var footer = screen
        footer.content = .sections(Self.sections, footerHeight: 0)  // only C = end + footer changes
        // (reused: the sums, the strip)
        let cases: [(PagerLayout, sums: Bool, strip: Bool)] = [
            (keyboard, true, true), (rotated, true, true), (measured, false, true), (taller, false, true), (footer, true, true),
        ]
        for (layout, sums, strip) in cases {
            let fresh = try PagerLayoutGeometry(validating: layout)
            let reusing = try PagerLayoutGeometry(validating: layout, reusing: first)
            #expect(firstDifference(reusing, fresh) == nil)
            #expect(shares(reusing.sectionTops, first.sectionTops) == sums)
            #expect(shares(reusing.cellX, first.cellX) == strip)
        }
    }

    @Test func aNewWidthThatTurnsAutoCellsEqualOrIntrinsicDerivesTheStripAgain() throws {
        // Three tabs of 60 pt, 8 pt apart: `auto` weighs 8 + 3 × (60 + 8) = 212 pt, the widest
        // 60 + 5 (indicator extra). At W = 375 they fit (212 ≤ 375, 65 ≤ 125): equal cells of
        // 125 pt; at W = 180 they do not (212 > 180): intrinsic cells from x = 12.
        var narrow = PagerLayout(
            viewport: PagerViewport(width: 180, height: 603), header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40),
            pager: PagerBar(items: Array(repeating: PagerItem(width: 60), count: 3), spacing: 8, edgeInset: 12, indicatorExtra: 5),
            content: .sections(Array(repeating: PagerListSection(headerHeight: 30, rows: 4, rowHeight: 44), count: 3)))
        var wide = narrow
        wide.viewport.width = 375
        let intrinsic = try PagerLayoutGeometry(validating: narrow), equal = try PagerLayoutGeometry(validating: wide)
        #expect(!intrinsic.usesEqualCells && intrinsic.cellX == [12, 80, 148])  // 12, 12 + 68, 80 + 68
        #expect(equal.usesEqualCells && equal.cellX == [0, 125, 250])
        for (layout, previous) in [(wide, intrinsic), (narrow, equal)] {
            let reusing = try PagerLayoutGeometry(validating: layout, reusing: previous)
            #expect(firstDifference(reusing, try PagerLayoutGeometry(validating: layout)) == nil)
            #expect(!shares(reusing.cellX, previous.cellX))
        }
        // Equal cells are W / n whatever the items: a new W never keeps them, even when
        // `auto` stays equal (W = 300: 212 ≤ 300 and 65 ≤ 100, cells of 100 pt).
        narrow.viewport.width = 300
        let again = try PagerLayoutGeometry(validating: narrow, reusing: equal)
        #expect(again.usesEqualCells && again.cellX == [0, 100, 200])
    }

    @Test func equalListsInAnotherStorageAreReusedAndASignedZeroIsNot() throws {
        // The same numbers in lists of their own (titles aside): compared element by
        // element, and kept.
        let first = try PagerLayoutGeometry(validating: screen)
        var copy = screen
        let retitled = Self.sections.map { PagerListSection(headerHeight: $0.headerHeight, rows: $0.rows, rowHeight: $0.rowHeight, title: "t") }
        copy.content = .sections(retitled, footerHeight: 20)
        copy.pager.items = Self.items.map { PagerItem(width: $0.width, title: "t") }
        let again = try PagerLayoutGeometry(validating: copy, reusing: first)
        #expect(firstDifference(again, first) == nil)
        #expect(shares(again.sectionTops, first.sectionTops) && shares(again.cellX, first.cellX))
        // −0 equals 0 as a number but not as bits: that list is derived again (and gives
        // what a fresh derivation gives).
        var signed = screen
        var items = Self.items, sections = Self.sections
        items[499].width = 0
        sections[0].rowHeight = 0
        signed.pager.items = items
        signed.content = .sections(sections, footerHeight: 20)
        let zero = try PagerLayoutGeometry(validating: signed)
        items[499].width = -0.0
        sections[0].rowHeight = -0.0
        signed.pager.items = items
        signed.content = .sections(sections, footerHeight: 20)
        let negative = try PagerLayoutGeometry(validating: signed, reusing: zero)
        #expect(firstDifference(negative, try PagerLayoutGeometry(validating: signed)) == nil)
        #expect(!shares(negative.sectionTops, zero.sectionTops) && !shares(negative.cellX, zero.cellX))
    }

    @Test func anEmptyListKeepsNoSumsWhenItsEndsMove() throws {
        // No sections: C = top₀ + footerHeight (SPEC §1). Two empty lists are equal, but a
        // new footer (or a new top₀) is a new C: 0 + 300 = 300 after 0 + 0 = 0.
        var empty = screen
        empty.header.mode = .fixed  // top₀ = 0
        empty.pager.items = []
        empty.content = .sections([], footerHeight: 0)
        let first = try PagerLayoutGeometry(validating: empty)
        #expect(first.sectionsContentHeight == 0)
        var footer = empty
        footer.content = .sections([], footerHeight: 300)
        #expect(try PagerLayoutGeometry(validating: footer, reusing: first).sectionsContentHeight == 300)
        // stickyReveal: top₀ = S = 64, so C = 64 + 0 after 0 + 0.
        var sticky = empty
        sticky.header.mode = .stickyReveal
        #expect(try PagerLayoutGeometry(validating: sticky, reusing: first).sectionsContentHeight == 64)
    }

    @Test func aListThatChangesPartWayKeepsTheSumsBeforeTheChange() throws {
        // Sections measured again at the start, the middle, the end, and two far apart: each
        // gives a fresh derivation's bits (the sums before the first change come from the
        // earlier geometry, the rest are summed again).
        let first = try PagerLayoutGeometry(validating: screen)
        for changed in [[0], [250], [499], [10, 400]] {
            var list = Self.sections
            for i in changed { list[i] = PagerListSection(headerHeight: 30, height: 123.25) }
            var layout = screen
            layout.content = .sections(list, footerHeight: 20)
            let fresh = try PagerLayoutGeometry(validating: layout)
            let reusing = try PagerLayoutGeometry(validating: layout, reusing: first)
            #expect(firstDifference(reusing, fresh) == nil)
            // tops up to the first change are the earlier ones; after it they moved by 123.25 − h.
            let k = changed[0]
            #expect(Array(reusing.sectionTops[...k]) == Array(first.sectionTops[...k]))
            if k + 1 < list.count { #expect(reusing.sectionTops[k + 1] != first.sectionTops[k + 1]) }
        }
        // A bad section after the kept ones is still found.
        var list = Self.sections
        list[300] = PagerListSection(headerHeight: 30, rows: 2, rowHeight: -1)
        var bad = screen
        bad.content = .sections(list, footerHeight: 20)
        #expect(throws: PagerLayoutProblem(field: .sectionRowHeight(300), kind: .notASize, value: -1)) {
            try PagerLayoutGeometry(validating: bad, reusing: first)
        }
    }

    @Test func anInvalidLayoutIsRejectedWhateverItReuses() throws {
        let first = try PagerLayoutGeometry(validating: screen)
        var broken = screen
        broken.viewport.height = -1
        #expect(throws: PagerLayoutProblem.self) { try PagerLayoutGeometry(validating: broken, reusing: first) }
        var badFooter = screen
        badFooter.content = .sections(Self.sections, footerHeight: -5)
        #expect(throws: PagerLayoutProblem(field: .footerHeight, kind: .notASize, value: -5)) {
            try PagerLayoutGeometry(validating: badFooter, reusing: first)
        }
        // Kept sums under a new footer still overflow as a fresh derivation does: a section
        // 1.5e308 high ends the list there, and a footer of 1e308 makes C = 2.5e308 = +∞.
        var huge = screen
        huge.content = .sections([PagerListSection(headerHeight: 30, height: 1.5e308)], footerHeight: 0)
        huge.pager.items = [PagerItem(width: 40)]
        let hugeFirst = try PagerLayoutGeometry(validating: huge)
        huge.content = .sections([PagerListSection(headerHeight: 30, height: 1.5e308)], footerHeight: 1e308)
        let overflow = PagerLayoutProblem(field: .sections, kind: .overflow, value: .infinity)
        #expect(throws: overflow) { try PagerLayoutGeometry(validating: huge) }
        #expect(throws: overflow) { try PagerLayoutGeometry(validating: huge, reusing: hugeFirst) }
    }
}
