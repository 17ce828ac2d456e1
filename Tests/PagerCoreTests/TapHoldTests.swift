// SPEC §4.2: the tap hold — a tapped section stays selected while the list stays within
// 0.5 pt of where it landed.
import Foundation
import PagerCore
import Testing

/// The menu's seven sections (rows 3, 5, 2, 4, 6, 3, 1; header rows 40, rows 80) under
/// FJ's quick-return header (64 + 40): tops 0, 280, 720, 920, 1280, 1800, 2080; C = 2200;
/// Vh = 603; minY = −104; maxY = 2200 − 603 = 1597. Pager: seven 60 pt items with
/// spacing 32 overflow 375 (32 + 7·92 = 676), so cells are intrinsic, xᵢ = 12 + 92i,
/// content width 12 + 552 + 60 + 12 = 636: pagerTarget(i) = clamp(92i − 145.5, 0, 261).
private let menu = Seeds.menu(rows: [3, 5, 2, 4, 6, 3, 1])

@Suite("§4.2 The tap hold")
struct TapHoldTests {
    /// Taps Desserts (5) on the menu at rest at the top and lands it at maxY.
    ///
    /// Target = clamp(top₅ − occluded, minY, maxY) = clamp(1800 − 104, −104, 1597) = 1597:
    /// the last screenful. The header does not follow the reducer's own animation (§4.3
    /// rule 1), so it stays at 0 and occluded stays 104.
    private func landedOnDesserts() -> Screen {
        var screen = Screen(menu)
        let tap = screen.tap(5)
        #expect(tap.commands.first == offset(.content, 1597, animated: true))
        let landed = screen.scroll([800, 1597]).last!
        #expect(landed.pending == nil)
        #expect(landed.selected == 5)
        #expect(landed.headerTy == 0)
        #expect(screen.state.hold == PagerState.TapHold(item: 5, landing: 1597))
        return screen
    }

    @Test func aTouchThatDoesNotMoveKeepsTheTappedSection() {
        var screen = landedOnDesserts()
        // §4.1 alone would select Sauces at 1597: visible = 603 − 104 = 499, R = 499,
        // f = clamp((1597 − 1098) / 499, 0, 1) = 1, line = 1597 + 104 + 499 = 2200 ≥ top₆.
        var untapped = Screen(menu)
        #expect(untapped.send(.offset(.scrollMoved, .content, offset: 1597, t: 1)).selected == 6)
        // A `drag began` at the landing offset keeps the hold, and so does a move of 0.3 pt.
        #expect(screen.send(.dragBegan(.content, offset: 1597, t: 2)).selected == 5)
        let small = screen.send(.dragMoved(.content, offset: 1596.7, t: 2.1))
        #expect(small.selected == 5)
        #expect(small.commands.isEmpty)  // no selection change, no pager command
        #expect(screen.state.hold != nil)
    }

    @Test func halfAPointOfMovementEndsTheHoldAndThatEventSelects() {
        var screen = landedOnDesserts()
        screen.send(.dragBegan(.content, offset: 1597, t: 2))
        // 1596.5 is 0.5 pt from 1597: the hold ends and §4.1 selects. The header follows
        // −(1596.5 − 1597) = +0.5 but is clamped at 0, so occluded is 104;
        // f = (1596.5 − 1098) / 499 = 498.5/499, line = 1596.5 + 104 + 498.5 = 2199 ≥ 2080 → 6.
        let moved = screen.send(.dragMoved(.content, offset: 1596.5, t: 2.1))
        #expect(moved.selected == 6)
        #expect(screen.state.hold == nil)
        // 6 ≠ 5: the pager re-centres, pagerTarget(6) = clamp(552 − 145.5, 0, 261) = 261.
        #expect(moved.commands == [offset(.pager, 261, animated: true)])
        // Back at the landing offset the hold is gone for good: §4.1 decides (6 again).
        #expect(screen.send(.dragMoved(.content, offset: 1597, t: 2.2)).selected == 6)
    }

    @Test func theHoldEndsAtARelayoutAndAtTaps() {
        // A relayout ends the hold. v3: only a change of structure is a relayout (here the
        // selection rule); a change of sizes is a resize, which moves the hold instead
        // (SpecV3Tests).
        var relaid = landedOnDesserts()
        var other = menu
        if case .sections(let sections, _, let window, let footer) = other.content {
            other.content = .sections(sections, selection: .window, window: window, footerHeight: footer)
        }
        relaid.layout(other)
        #expect(relaid.state.hold == nil)

        var tapped = landedOnDesserts()
        tapped.tap(1)  // 280 − 104 = 176: far away, in flight
        #expect(tapped.state.hold == nil)
        #expect(tapped.state.pending == 1)

        var statusBar = landedOnDesserts()
        statusBar.tapStatusBar()
        #expect(statusBar.state.hold == nil)
        #expect(statusBar.state.pending == 0)
    }

    @Test func aStatusBarTapLandsAndHoldsItemZero() {
        var screen = Screen(menu)
        screen.drag([-104, 1000])
        screen.tapStatusBar()  // → minY = −104, in flight, pending 0
        let landed = screen.scroll([400, -104]).last!
        #expect(landed.selected == 0)
        #expect(screen.state.hold == PagerState.TapHold(item: 0, landing: -104, isAtTop: true))
    }

    @Test func anUnchangedLayoutKeepsTheHold() {
        var screen = landedOnDesserts()
        screen.layout(menu)
        #expect(screen.state.hold == PagerState.TapHold(item: 5, landing: 1597))
        #expect(screen.send(.dragBegan(.content, offset: 1597, t: 3)).selected == 5)
    }

    @Test func theHoldIsSavedAndRestoredWithTheState() throws {
        let screen = landedOnDesserts()
        let saved = try JSONDecoder().decode(PagerState.self, from: JSONEncoder().encode(screen.state))
        #expect(saved == screen.state)
        #expect(saved.hold == PagerState.TapHold(item: 5, landing: 1597))
        // The restored reducer gives the same records from here.
        var original = screen.state, restored = saved
        let touch = PagerEvent.dragBegan(.content, offset: 1597, t: 3)
        #expect(original.apply(touch) == restored.apply(touch))
    }

    @Test func pagesContentHasNoHold() {
        var screen = Screen(Seeds.fj())
        screen.tap(2)
        screen.scroll(.pages, [400, 750])
        #expect(screen.state.hold == nil)
    }
}
