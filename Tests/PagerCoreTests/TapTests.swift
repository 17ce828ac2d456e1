// SPEC §4.2: pager item taps, `pending`, the programmatic-animation flags and the status
// bar tap.
import PagerCore
import Testing

/// TD with ten 300 pt sections (tops 300i, maxY 2437). TD's pager: ten intrinsic 80 pt
/// cells (10·80 = 800 > 375), x = 80i, content 800, so pagerTarget(i) =
/// clamp(80i + 40 − 187.5, 0, 425): pagerTarget(3) = 92.5, pagerTarget(5) = 252.5.
private let td = Seeds.td(rows: Array(repeating: 4, count: 10))

@Suite("§4.2 Taps in sections content")
struct SectionTapTests {
    @Test func tapScrollsToTheSectionAndRecentresThePager() {
        var screen = Screen(td)
        let record = screen.tap(3)
        #expect(record.selected == 3)
        #expect(record.pending == 3)
        // fixed: occluded = 0, target = clamp(top₃ − 0, 0, 2437) = 900.
        #expect(record.commands == [offset(.content, 900, animated: true), offset(.pager, 92.5, animated: true)])
        #expect(screen.state.isAnimating(.content))
    }

    @Test func animatedScrollPastOtherSectionsDoesNotFlicker() {
        var screen = Screen(td)
        screen.tap(3)
        // On the way to 900 the crossing rule would pick 1 at 300 and 2 at 600; while the tap
        // is pending the selection stays 3 and no pager command is sent.
        let records = screen.scroll([300, 600, 899, 900])
        #expect(records.map(\.selected) == [3, 3, 3, 3, 3])
        #expect(records.allSatisfy { $0.commands.isEmpty })
        // `scroll ended` is evaluated under the animation, then clears it: pending null.
        #expect(records.map(\.pending) == [3, 3, 3, 3, nil])
        #expect(!screen.state.isAnimating(.content))
    }

    @Test func dragBeganTakesOverFromTheTap() {
        var screen = Screen(td)
        screen.tap(5)  // → 1500
        #expect(screen.send(.offset(.scrollMoved, .content, offset: 400, t: 0.5)).selected == 5)
        // A touch at 400 clears the tap first, then selects from the offset: line 400 → 1.
        let record = screen.send(.dragBegan(.content, offset: 400, t: 1))
        #expect(record.pending == nil)
        #expect(record.selected == 1)
        #expect(!screen.state.isAnimating(.content))
        // Selection changed (5 → 1): pager to pagerTarget(1) = 80 + 40 − 187.5 < 0 → 0.
        #expect(record.commands == [offset(.pager, 0, animated: true)])
    }

    @Test func tapOnWhereTheListAlreadyIsRunsNoAnimation() {
        var screen = Screen(td)
        screen.drag([0, 900])
        // Target 900 equals the offset (|Δ| < 0.5): the command is still sent, but UIKit
        // will run no animation and send no end, so nothing is in flight or pending.
        let record = screen.tap(3)
        #expect(record.commands.first == offset(.content, 900, animated: true))
        #expect(record.selected == 3)
        #expect(record.pending == nil)
        #expect(!screen.state.isAnimating(.content))
    }

    @Test func quickReturnTapUsesTheOcclusionAtTheTimeOfTheTap() {
        // Menu: quickReturn 64 + 40 over 280 pt sections (tops 280i), maxY 2197.
        var screen = Screen(Seeds.menu(rows: Array(repeating: 3, count: 10)))
        // At rest at the top: headerTy 0, occluded = 104 → target = 1120 − 104 = 1016.
        let tap = screen.tap(4)
        #expect(tap.commands.first == offset(.content, 1016, animated: true))
        // The header does not follow the reducer's own animation (§4.3 rule 1)…
        let records = screen.scroll([500, 1016])
        #expect(records.map(\.headerTy) == [0, 0, 0])
        // …so at 1016 the bar's bottom (line = 1016 + 104) is exactly top₄: a later drag
        // agrees with the tap.
        #expect(screen.drag([1016, 1016]).first?.selected == 4)
    }

    @Test func statusBarTapScrollsToTopAndShowsTheQuickReturnHeader() {
        var screen = Screen(Seeds.menu(rows: Array(repeating: 3, count: 10)))
        // Drag to 1000: headerTy −64, occluded 40, line 1040 ≥ top₃ = 840 → 3.
        #expect(screen.drag([-104, 1000]).last?.selected == 3)
        let record = screen.tapStatusBar()
        #expect(record.headerTy == 0)  // at once, in quickReturn
        #expect(record.selected == 0)
        #expect(record.pending == 0)
        // Menu pager: intrinsic 60 pt cells x = 12 + 92i → pagerTarget(0) = 0. The header
        // came from −64 to 0: v3 §4.2 animates it over the list's 0.3 s.
        #expect(
            record.commands == [
                offset(.content, -104, animated: true), offset(.pager, 0, animated: true), .animateHeader(ty: 0, duration: 0.3),
            ])
        // During the animation the header stays shown (no follow while in flight).
        #expect(screen.scroll([500, -104]).map(\.headerTy) == [0, 0, 0])
    }
}

@Suite("§4.2 Taps in pages content")
struct PageTapTests {
    @Test func tapSwitchesPageAtOnceAndPassesPagesBy() {
        var screen = Screen(Seeds.fj())
        // Collapse the header on page 0: −104 → 400 gives headerTy = clamp(−504) = −64.
        #expect(screen.drag(.content, page: 0, [-104, 400]).last?.headerTy == -64)
        let tap = screen.tap(2)
        // The switch to 2 happens at once, with §4.3's alignment: header bottom at
        // −(104 − 64) = −40; y₂ = −104 < −40 and maxY₂ = 2400 − 603 = 1797 ≥ −40 → y₂ = −40.
        #expect(tap.page == 2)
        #expect(tap.offsetY == -40)
        #expect(tap.headerTy == -64)
        #expect(
            tap.commands == [
                offset(.content, page: 2, -40, animated: false),
                offset(.pages, 750, animated: true),  // 2·W
                offset(.pager, 0, animated: true),  // equal cells: every target is 0
            ])
        // Page 1 scrolls by while the tap is pending: neither selected nor aligned, and the
        // indicator stays on the tapped item.
        let passing = screen.scroll(.pages, [375, 750])
        #expect(passing.map(\.selected) == [2, 2, 2])
        #expect(passing.map(\.page) == [2, 2, 2])
        #expect(passing[0].indicator == PagerIndicator(x: 275, width: 75))
        #expect(screen.state.contentOffset(page: 1) == -104)
        #expect(passing.last?.pending == nil)
    }

    @Test func contentDragDoesNotClearAPagesTap() {
        var screen = Screen(Seeds.fj())
        screen.tap(1)
        // The tap is carried by the pages view; a drag of the list leaves it pending.
        let record = screen.send(.dragBegan(.content, page: 1, offset: -104, t: 1))
        #expect(record.pending == 1)
        // A touch on the pages container takes over.
        #expect(screen.send(.dragBegan(.pages, offset: 200, t: 2)).pending == nil)
    }

    @Test func tapOnTheCurrentPageAtRest() {
        var screen = Screen(Seeds.fj())
        let record = screen.tap(0)
        #expect(record.commands == [offset(.pages, 0, animated: true), offset(.pager, 0, animated: true)])
        #expect(record.pending == nil)  // |0 − 0| < 0.5: nothing in flight
    }

    @Test func statusBarTapScrollsOnlyTheCurrentPage() {
        var screen = Screen(Seeds.fj())
        screen.drag(.content, page: 0, [-104, 500])
        let record = screen.tapStatusBar()
        // The drag to 500 hid the header (−64); the status bar brings it back at once, and
        // v3 §4.2 animates that with the list's 0.3 s (animateHeader, last in §3's order).
        #expect(record.commands == [offset(.content, page: 0, -104, animated: true), .animateHeader(ty: 0, duration: 0.3)])
        #expect(record.headerTy == 0)
        #expect(record.pending == nil)  // pending is for taps on items
        #expect(record.selected == 0)
    }

    @Test func statusBarTapWithoutContentViewsDoesNothing() {
        let empty = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40),
            pager: PagerBar(items: []),
            content: .pages([]))
        var screen = Screen(empty)
        let record = screen.tapStatusBar()
        #expect(record.commands.isEmpty)
        #expect(record.diagnostics.isEmpty)
    }
}
