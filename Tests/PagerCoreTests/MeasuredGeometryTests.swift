// SPEC §1: measured sections and footers, summed as topᵢ + hᵢ, and the tab cells (`cells`).
// Every expected number is derived in the comment beside it.
import PagerCore
import Testing

@Suite("§1 Measured sections, footers, cells")
struct MeasuredGeometryTests {
    @Test func measuredSectionsAndAFooterSumAsTopPlusHeight() throws {
        // TD's fixed bar (S 0, B 40): Vh = 603 − 40 = 563. Sections measured 300, 500, 250,
        // footer 100: tops 0, 300, 800; C = (800 + 250) + 100 = 1150; maxY = 1150 − 563 = 587.
        var layout = Seeds.td(rows: [0, 0, 0])
        layout.content = .sections(
            [
                PagerListSection(headerHeight: 60, height: 300), PagerListSection(headerHeight: 60, height: 500),
                PagerListSection(headerHeight: 60, height: 250),
            ],
            footerHeight: 100)
        let g = try #require(PagerLayoutGeometry(layout))
        #expect(g.sectionTops == [0, 300, 800])
        #expect(g.sectionsContentHeight == 1150)
        #expect(g.maxY(ofView: 0, insetTop: 0) == 587)
        // At y 300: R = min(563, 587) = 563, the slide starts at 587 − 563 = 24, so
        // f = (300 − 24)/563 and line = 300 + f·563 = 576: the largest top ≤ 577 is 300 → 1.
        var screen = Screen(layout)
        #expect(screen.drag([0, 300]).last?.selected == 1)
    }

    @Test func sectionHeightsAreSummedLeftToRight() throws {
        // §1 (v3): topᵢ₊₁ = topᵢ + hᵢ in IEEE doubles: (0.1 + 0.2) + 0.3 is
        // 0.6000000000000001, not 0.1 + (0.2 + 0.3) = 0.6.
        var layout = Seeds.td(rows: [0, 0, 0, 0])
        layout.content = .sections([0.1, 0.2, 0.3, 0.4].map { PagerListSection(headerHeight: 0, height: $0) })
        let g = try #require(PagerLayoutGeometry(layout))
        #expect(g.sectionTops == [0, 0.1, 0.1 + 0.2, (0.1 + 0.2) + 0.3])
        #expect(g.sectionTops[3] == 0.6000000000000001)
    }

    @Test func aSectionBelowItsHeaderRowOrANegativeFooterIsInvalid() {
        var short = Seeds.td(rows: [2])
        short.content = .sections([PagerListSection(headerHeight: 60, height: 59)])
        var state = PagerState()
        #expect(state.apply(.layout(short, t: 0)).diagnostics == [.invalidLayout])
        var footer = Seeds.td(rows: [2])
        footer.content = .sections([PagerListSection(headerHeight: 60, rows: 2, rowHeight: 60)], footerHeight: -1)
        #expect(state.apply(.layout(footer, t: 0)).diagnostics == [.invalidLayout])
    }

    @Test func cellsEqualIntrinsicAndAuto() throws {
        // Titles 56, 28, 70, no spacing, edge inset 10, W 375.
        func layout(_ cells: PagerCells) -> PagerLayout {
            var layout = Seeds.td(rows: [1, 1, 1])
            layout.pager = PagerBar(items: [56, 28, 70].map { PagerItem(width: $0) }, edgeInset: 10, cells: cells)
            return layout
        }
        // intrinsic (TD): x = 10, 10 + 56 = 66, 66 + 28 = 94; content (94 + 70) + 10 = 174;
        // indicator 2 = (94 + 35) − 35 = 94.
        let intrinsic = try #require(PagerLayoutGeometry(layout(.intrinsic)))
        #expect(intrinsic.cellX == [10, 66, 94])
        #expect(intrinsic.pagerContentWidth == 174)
        var screen = Screen(layout(.intrinsic))
        #expect(screen.tap(2).indicator == PagerIndicator(x: 94, width: 70))
        // equal: W/3 = 125 each: cell 2 at 250, indicator (250 + 62.5) − 35 = 277.5.
        let equal = try #require(PagerLayoutGeometry(layout(.equal)))
        #expect(equal.cellX == [0, 125, 250])
        screen = Screen(layout(.equal))
        #expect(screen.tap(2).indicator == PagerIndicator(x: 277.5, width: 70))
        // auto: total 0 + 56 + 28 + 70 = 154 ≤ 375 and 70 ≤ 125: equal cells (FJ's rule).
        #expect(try #require(PagerLayoutGeometry(layout(.auto))).cellX == [0, 125, 250])
    }
}
