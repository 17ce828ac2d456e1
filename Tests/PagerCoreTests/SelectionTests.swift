// SPEC §4.1: selection in `sections` content (crossing, window), pages selection and the
// interpolated indicator.
import PagerCore
import PagerTestSupport
import Testing

/// TD with ten 4-row sections: each 60 + 4·60 = 300 tall, tops 300i, C = 3000.
/// Vh = 563, maxY = 3000 − 563 = 2437; crossing: R = min(563, 2437) = 563, so the last
/// screenful starts at maxY − R = 1874.
private let tenSections = Array(repeating: 4, count: 10)

@Suite("§4.1 Selection: crossing")
struct CrossingSelectionTests {
    @Test(arguments: [
        // (offset, selected, derivation)
        (0.0, 0),  // f = 0, line = 0: top₀ = 0 ≤ 1.
        (298, 0),  // line = 298: top₁ = 300 > 299.
        (299, 1),  // line = 299: top₁ = 300 ≤ 300 — the +1 tolerance.
        (1500, 5),  // line = 1500 = top₅.
        (1874, 6),  // last screenful begins, f = 0: line = 1874 ≥ top₆ = 1800.
        (2155.5, 8),  // f = (2155.5 − 1874)/563 = 0.5: line = 2155.5 + 281.5 = 2437 ≥ top₈ = 2400.
        (2437, 9),  // f = 1: line = 2437 + 563 = 3000 (the content bottom) ≥ top₉ = 2700.
        (-40, 0),  // overscroll at the top: f = 0, line = −40, no top ≤ −39 → 0.
    ])
    func activationLine(offset: Double, selected: Int) {
        var screen = Screen(Seeds.td(rows: tenSections))
        let records = screen.drag([0, offset])
        #expect(records.last?.selected == selected)
    }

    @Test func trailingShortSectionsGetTheirTurn() {
        // Eight 300 pt sections then two header-only sections (60 each):
        // tops 0…2100, 2400, 2460; C = 2520; maxY = 2520 − 563 = 1957. Section 9 (top 2460)
        // can never reach the top, but at maxY the line is at the content bottom
        // (f = 1, line = 1957 + 563 = 2520), so it is selected.
        var screen = Screen(Seeds.td(rows: Array(repeating: 4, count: 8) + [0, 0]))
        #expect(screen.drag([0, 1957]).last?.selected == 9)
        // Halfway through the last screenful (from 1957 − 563 = 1394): f = 0.5 at y = 1675.5,
        // line = 1675.5 + 281.5 = 1957 → top₆ = 1800 ≤ 1958 < top₇ = 2100 → 6.
        #expect(screen.drag([1957, 1675.5]).last?.selected == 6)
    }

    @Test func tappingTheLastSectionStaysOnIt() {
        // The same layout: a tap on 9 scrolls to clamp(2460, 0, 1957) = 1957. Once there,
        // the crossing rule agrees (line at the bottom), so nothing jumps back to 7.
        var screen = Screen(Seeds.td(rows: Array(repeating: 4, count: 8) + [0, 0]))
        let tap = screen.tap(9)
        #expect(tap.commands.first == offset(.content, 1957, animated: true))
        let ended = screen.scroll([800, 1600, 1957]).last!
        #expect(ended.selected == 9)
        #expect(ended.pending == nil)
        // The next user drag selects from the offset: still 9.
        #expect(screen.drag([1957, 1956]).last?.selected == 9)
    }

    @Test func overlayHeaderOccludesTheListTop() {
        // Menu: quickReturn S = 64, B = 40; sections 40 + 3·80 = 280 tall: tops 0, 280, 560, …
        // Ten sections: C = 2800, Vh = 603, minY = −104, maxY = 2197.
        var screen = Screen(Seeds.menu(rows: Array(repeating: 3, count: 10)))
        // Drag from the top −104 to 100 (Δ = 204): headerTy = clamp(0 − 204, −64, 0) = −64.
        // occluded = max(0, 104 − 64) = 40, visible = 563, R = min(563, 2301) = 563,
        // last screenful from 2197 − 563 = 1634, so f = 0: line = 100 + 40 = 140 → 0.
        let up = screen.drag([-104, 100]).last!
        #expect(up.headerTy == -64)
        #expect(up.selected == 0)
        // At 241: line = 241 + 40 = 281 ≥ top₁ = 280 → 1 (the bar, not the screen top, is the line).
        #expect(screen.drag([100, 241]).last?.selected == 1)
    }
}

@Suite("§4.1 Selection: window (TD)")
struct WindowSelectionTests {
    @Test func slowScrollingSelectsWithinTheWindow() {
        var screen = Screen(Seeds.td(rows: tenSections, selection: .window))
        // y = 285: header 1 (top 300) is visible (300 < 285 + 563, 360 > 285) and
        // d = 300 − 285 = 15 ∈ [−20, 20] → selected = current = 1.
        #expect(screen.drag([0, 100, 200, 285]).last?.selected == 1)
        // Back to 200: header 1 has d = 100 > 20 and current == 1 → selected = 0.
        // Header 2 (d = 400) is not current. Header 0 is no longer visible (60 ≤ 200).
        let back = screen.drag([285, 200]).last!
        #expect(back.selected == 0)
        #expect(back.commands == [offset(.pager, 0, animated: true)])  // selection changed
    }

    @Test func fastFlingSkipsTheWindow() {
        // The seed's flaw, reproduced for parity: from 0 one frame lands at 330.
        // Header 1: d = 300 − 330 = −30, outside ±20 and not > 20 → nothing;
        // header 2: d = 270 > 20 but current = 0 ≠ 2 → nothing. Selection stays 0 although
        // section 1 fills the top of the list.
        var screen = Screen(Seeds.td(rows: tenSections, selection: .window))
        #expect(screen.drag([0, 330]).last?.selected == 0)
        // A fling that lands at 1000 also keeps 0 (headers 4 and 5: d = 200, 500; none current),
        // while the crossing rule would say 3 (top₃ = 900 ≤ 1001).
        #expect(screen.drag([330, 1000]).last?.selected == 0)
        var crossing = Screen(Seeds.td(rows: tenSections))
        #expect(crossing.drag([0, 1000]).last?.selected == 3)
    }

    @Test func windowCountsOnlyVisibleHeaderRows() {
        var screen = Screen(Seeds.td(rows: tenSections, selection: .window))
        // y = 915: header 3 (top 900) is visible (960 > 915) with d = −15 → 3.
        #expect(screen.drag([0, 915]).last?.selected == 3)
        // y = 965: header 3's row is scrolled off (960 ≤ 965) so it is not visited; header 4
        // has d = 235 and is not current → the selection stays 3.
        #expect(screen.drag([915, 965]).last?.selected == 3)
    }
}

@Suite("§4.1 Selection: pages and the indicator")
struct PagesSelectionTests {
    // FJ: W = 375, three pages; indicators (32, 61), (171, 33), (275, 75) (see GeometryTests).

    @Test func nearestPageRoundsHalvesAwayFromZero() {
        var screen = Screen(Seeds.fj())
        // 180/375 = 0.48 → page 0; 187.5/375 = 0.5 → 1 (halves away from zero).
        #expect(screen.drag(.pages, [0, 180]).last?.selected == 0)
        let half = screen.drag(.pages, [180, 187.5]).last!
        #expect(half.selected == 1)
        #expect(half.page == 1)
    }

    @Test func indicatorInterpolatesBetweenPages() throws {
        var screen = Screen(Seeds.fj())
        // p = 180/375 = 0.48, i = 0, f = 0.48:
        // x = 32 + (171 − 32)·0.48 = 98.72, width = 61 + (33 − 61)·0.48 = 47.56.
        let record = screen.drag(.pages, [0, 180]).last!
        let indicator = try #require(record.indicator)
        #expect(close(indicator.x, 98.72))
        #expect(close(indicator.width, 47.56))
    }

    @Test(arguments: [
        (375.0, 171.0, 33.0),  // whole: exactly item 1's indicator.
        (-30, 32, 61),  // bounce before page 0: p clamps to 0 → item 0.
        (800, 275, 75),  // bounce past page 2 (750): p clamps to 2 → item 2.
    ])
    func indicatorAtAndBeyondTheEnds(x: Double, indicatorX: Double, width: Double) {
        var screen = Screen(Seeds.fj())
        #expect(screen.drag(.pages, [0, x]).last?.indicator == PagerIndicator(x: indicatorX, width: width))
    }

    @Test func pageSwitchRecentresThePager() {
        // Eight intrinsic 56 pt titles: cell centres 12 + 88i + 28, so
        // pagerTarget(2) = 216 − 187.5 = 28.5 and pagerTarget(3) = 304 − 187.5 = 116.5.
        // The drag begins at 750 (page 2: a switch, selected 2), moves to 1000
        // (1000/375 = 2.67 → page 3) and ends at 1125 (page 3 again): one pager command per
        // selection change, none for the unchanged end.
        var screen = Screen(Seeds.fj(pages: Array(repeating: 1000, count: 8), titleWidths: Array(repeating: 56, count: 8)))
        let records = screen.drag(.pages, [750, 1000, 1125])
        #expect(records.map(\.selected) == [2, 3, 3])
        #expect(
            records.map(\.commands) == [
                [offset(.pager, 28.5, animated: true)],
                [offset(.pager, 116.5, animated: true)],
                [],
            ])
    }

    @Test func pagerDragsDoNotSelect() {
        var screen = Screen(Seeds.fj())
        let record = screen.drag(.pager, [0, 90]).last!
        #expect(record.pagerX == 90)
        #expect(record.selected == 0)
        #expect(record.commands.isEmpty)
    }
}
