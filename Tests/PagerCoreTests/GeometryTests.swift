// SPEC §1: the mode table, content geometry, bounds and the pager bar.
import PagerCore
import Testing

@Suite("§1 Geometry")
struct GeometryTests {
    /// The mode table on the FJ viewport (375 × 603, S = 64, B = 40).
    @Test(arguments: [
        // fixed: Vh = 603 − 64 − 40 = 499, inset 0, so minY = 0.
        (PagerHeaderMode.fixed, 499.0, 0.0),
        // quickReturn: Vh = 603 (header overlays), inset S + B = 104, minY = −104.
        (.quickReturn, 603, 104),
        // collapse: the same as quickReturn.
        (.collapse, 603, 104),
        // stickyReveal: Vh = 603 − 40 = 563, inset −S = −64, minY = 64 (header hidden).
        (.stickyReveal, 563, -64),
    ])
    func modeTable(mode: PagerHeaderMode, viewHeight: Double, inset: Double) {
        var screen = Screen()
        let record = screen.send(.layout(Seeds.fj(mode: mode), t: 0))
        #expect(screen.state.geometry?.contentViewHeight == viewHeight)
        #expect(record.insetTop == inset)
        #expect(record.offsetY == -inset)  // resting offset after layout is minY = −insetTop
        #expect(record.headerTy == 0)
        #expect(record.commands.first == .setInset(page: nil, top: inset, duration: 0))
    }

    @Test func sectionTopsArePrefixSums() throws {
        // TD rows [2, 0, 5]: heights 60+2·60 = 180, 60, 60+5·60 = 360,
        // so tops 0, 180, 240 and C = 240 + 360 = 600.
        let g = try #require(PagerLayoutGeometry(Seeds.td(rows: [2, 0, 5])))
        #expect(g.sectionTops == [0, 180, 240])
        #expect(g.sectionsContentHeight == 600)
        // Vh = 563, so maxY = max(0, 600 − 563) = 37.
        #expect(g.maxY(ofView: 0, insetTop: 0) == 37)
    }

    @Test func stickyRevealSectionsStartBelowTheHeader() throws {
        // top₀ = S = 44; Kulman sections are 30 + 10·50 = 530 tall: tops 44, 574, 1104; C = 1634.
        let g = try #require(PagerLayoutGeometry(Seeds.kulman()))
        #expect(g.sectionTops == [44, 574, 1104])
        #expect(g.sectionsContentHeight == 1634)
    }

    @Test func shortContentRestsAtTheTop() throws {
        // TD rows [1]: C = 120 < Vh = 563, so maxY = max(minY, 120 − 563) = minY = 0.
        let g = try #require(PagerLayoutGeometry(Seeds.td(rows: [1])))
        #expect(g.maxY(ofView: 0, insetTop: 0) == 0)
    }

    @Test func adjustContentSizeLetsEveryBarStick() throws {
        // SwipeTableView: Vh = 667, B = 44, so a page shorter than Vh − B = 623 becomes 623:
        // page 1 (400) is raised, and its maxY = 623 − 667 = −44 = −B (the bar can stick).
        var screen = Screen()
        let record = screen.send(.layout(Seeds.swipe(), t: 0))
        let g = try #require(screen.state.geometry)
        #expect(g.pageContentHeights == [2000, 623, 3000])
        #expect(g.adjustedPages == [1])
        #expect(g.maxY(ofView: 1, insetTop: 244) == -44)
        #expect(
            record.commands == [
                .setInset(page: nil, top: 244, duration: 0),  // S + B = 200 + 44
                .setContentHeight(page: 1, height: 623),
            ])
    }

    @Test func withoutAdjustingShortPagesKeepTheirHeight() throws {
        let g = try #require(PagerLayoutGeometry(Seeds.swipe(adjustContentSize: false)))
        #expect(g.pageContentHeights == [2000, 400, 3000])
        // maxY = max(−244, 400 − 667 = −267) = −244: the page cannot scroll at all.
        #expect(g.maxY(ofView: 1, insetTop: 244) == -244)
    }

    @Test func equalCellsWhenEverythingFits() throws {
        // The SPEC §2 example: widths 56, 28, 70, s = 32, W = 375.
        // s + Σ(w + s) = 32 + 88 + 60 + 102 = 282 ≤ 375 and max(w) + 5 = 75 ≤ 375/3 = 125.
        let g = try #require(PagerLayoutGeometry(Seeds.fj()))
        #expect(g.usesEqualCells)
        #expect(g.cellX == [0, 125, 250])
        #expect(g.cellWidth == [125, 125, 125])
        #expect(g.pagerContentWidth == 375)
        // Indicator i: width wᵢ + 5 centred on the cell centre 62.5 + 125i.
        // 0: 61 wide at 62.5 − 30.5 = 32 (the §3 example); 1: 33 at 187.5 − 16.5 = 171;
        // 2: 75 at 312.5 − 37.5 = 275.
        #expect(g.unclampedIndicator(0) == PagerIndicator(x: 32, width: 61))
        #expect(g.unclampedIndicator(1) == PagerIndicator(x: 171, width: 33))
        #expect(g.unclampedIndicator(2) == PagerIndicator(x: 275, width: 75))
        // Content width = W, so every pagerTarget clamps to 0.
        #expect((0..<3).map { g.pagerTarget($0) } == [0, 0, 0])
    }

    @Test func oneLongTitleForcesIntrinsicCells() throws {
        // W = 300, widths 40, 40, 110, s = 8, e = 12, extra 5: the total test passes
        // (8 + 48 + 48 + 118 = 222 ≤ 300) but 110 + 5 = 115 > 300/3 = 100 would overflow
        // its equal cell (§4.1's second condition), so cells are intrinsic:
        // x = 12, 12 + 40 + 8 = 60, 60 + 40 + 8 = 108; content width 108 + 110 + 12 = 230.
        let layout = PagerLayout(
            viewport: PagerViewport(width: 300, height: 600),
            header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(
                items: [PagerItem(width: 40), PagerItem(width: 40), PagerItem(width: 110)],
                spacing: 8, edgeInset: 12, indicatorExtra: 5),
            content: .pages([PagerLayoutPage(contentHeight: 100), PagerLayoutPage(contentHeight: 100), PagerLayoutPage(contentHeight: 100)]))
        let g = try #require(PagerLayoutGeometry(layout))
        #expect(!g.usesEqualCells)
        #expect(g.cellX == [12, 60, 108])
        #expect(g.cellWidth == [40, 40, 110])
        #expect(g.pagerContentWidth == 230)
        // Item 0's indicator: 45 wide centred on 12 + 20 = 32 → x = 9.5.
        #expect(g.unclampedIndicator(0) == PagerIndicator(x: 9.5, width: 45))
        // Content narrower than W: the bar cannot scroll, every target is 0.
        #expect(g.pagerTarget(2) == 0)
    }

    @Test func pagerTargetCentresAndClamps() throws {
        // Eight 56 pt titles with FJ spacing: 32 + 8·88 = 736 > 375 → intrinsic.
        // xᵢ = 12 + 88i; content width = x₇ + 56 + 12 = 628 + 68 = 696; max offset 321.
        let g = try #require(PagerLayoutGeometry(Seeds.fj(pages: Array(repeating: 1000, count: 8), titleWidths: Array(repeating: 56, count: 8))))
        #expect(g.pagerContentWidth == 696)
        #expect(g.maxPagerX == 321)
        // Centre of 0 is 40 → 40 − 187.5 < 0 → 0.
        #expect(g.pagerTarget(0) == 0)
        // Centre of 3 is 12 + 264 + 28 = 304 → 304 − 187.5 = 116.5.
        #expect(g.pagerTarget(3) == 116.5)
        // Centre of 7 is 656 → 468.5, clamped to 321.
        #expect(g.pagerTarget(7) == 321)
    }

    @Test func indicatorIsClampedIntoThePagerContent() throws {
        // Intrinsic cells with no edge inset and a wide indicator extra (10): item 0's
        // indicator starts at 0 + 40 − 45 = −5, clamped to 0; the last one ends at
        // x₂ + 40 + 5 past the content width x₂ + 80, clamped back to contentWidth − 90.
        let layout = PagerLayout(
            viewport: PagerViewport(width: 200, height: 600),
            header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: Array(repeating: PagerItem(width: 80), count: 3), indicatorExtra: 10),
            content: .pages(Array(repeating: PagerLayoutPage(contentHeight: 100), count: 3)))
        let g = try #require(PagerLayoutGeometry(layout))
        // 0 + Σ(80 + 0) = 240 > 200 → intrinsic: x = 0, 80, 160; content width 240.
        #expect(g.cellX == [0, 80, 160])
        #expect(g.clampedIndicator(g.unclampedIndicator(0)) == PagerIndicator(x: 0, width: 90))
        #expect(g.clampedIndicator(g.unclampedIndicator(2)) == PagerIndicator(x: 150, width: 90))

        // One item whose indicator is wider than the whole content: width = content width.
        let one = PagerLayout(
            viewport: PagerViewport(width: 100, height: 600),
            header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: [PagerItem(width: 120)], edgeInset: 2, indicatorExtra: 10),
            content: .pages([PagerLayoutPage(contentHeight: 100)]))
        // 120 > 100 → intrinsic, content width 2 + 120 + 2 = 124; indicator 130 → 124 at x 0.
        let h = try #require(PagerLayoutGeometry(one))
        #expect(h.clampedIndicator(h.unclampedIndicator(0)) == PagerIndicator(x: 0, width: 124))
    }

    @Test func noItemsMeansNoSelectionAndNoIndicator() {
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: []),
            content: .sections([]))
        var screen = Screen()
        let record = screen.send(.layout(layout, t: 0))
        #expect(record.selected == nil)
        #expect(record.indicator == nil)
        #expect(record.diagnostics.isEmpty)
        // No sections: C = top₀ = 0, so the list rests at minY = 0.
        #expect(screen.state.geometry?.sectionsContentHeight == 0)
    }
}
