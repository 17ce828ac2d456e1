// The rules SPEC v2 changed or settled ("Changes in v2"): §4.0's exemption only at rest,
// §5's `scroll ended` back to idle, §4.2's `collapse` target and the tap hold, §4.0's
// unchanged layout, and the relayout readings v1 left open.
import Foundation
import PagerCore
import PagerFuzz
import Testing

/// The menu's seven sections (rows 3, 5, 2, 4, 6, 3, 1; header rows 40, rows 80) under
/// FJ's quick-return header (64 + 40): tops 0, 280, 720, 920, 1280, 1800, 2080; C = 2200;
/// Vh = 603; minY = −104; maxY = 2200 − 603 = 1597. Pager: seven 60 pt items with
/// spacing 32 overflow 375 (32 + 7·92 = 676), so cells are intrinsic, xᵢ = 12 + 92i,
/// content width 12 + 552 + 60 + 12 = 636: pagerTarget(i) = clamp(92i − 145.5, 0, 261).
private let menu = Seeds.menu(rows: [3, 5, 2, 4, 6, 3, 1])

/// TD with ten 300 pt sections: tops 300i, fixed header (occluded 0), maxY 3000 − 563 = 2437.
private let td = Seeds.td(rows: Array(repeating: 4, count: 10))

@Suite("v2 §4.0 In flight only when the view moves")
struct InFlightV2Tests {
    @Test func aTapWithinHalfAPointOfADeceleratingListIsARealAnimation() {
        var screen = Screen(td)
        screen.drag([0, 600], velocity: 1000)  // willDecelerate: true
        screen.send(.offset(.decelerateBegan, .content, offset: 600, t: 1))
        screen.send(.offset(.decelerateMoved, .content, offset: 899.8, t: 1.5))
        // Target of 3 = top₃ − 0 = 900, |900 − 899.8| = 0.2 < 0.5, but the view is
        // decelerating: not at rest, so the animation is in flight and the tap pending (v1
        // left nothing pending here).
        let tap = screen.send(.tapPagerItem(3, t: 1.6))
        #expect(tap.commands.first == offset(.content, 900, animated: true))
        #expect(tap.pending == 3)
        #expect(screen.state.isAnimating(.content))
        // The host stops the deceleration (no `decelerate ended`) and animates to 900.
        let moved = screen.send(.offset(.scrollMoved, .content, offset: 899.9, t: 1.7))
        #expect(moved.selected == 3 && moved.pending == 3)
        let landed = screen.send(.offset(.scrollEnded, .content, offset: 900, t: 1.9))
        #expect(landed.pending == nil)
        #expect(landed.selected == 3)
        #expect(screen.state.hold == PagerState.TapHold(item: 3, landing: 900))
    }

    @Test func betweenADeceleratingReleaseAndItsDecelerationTheViewIsMoving() {
        var screen = Screen(td)
        screen.drag([0, 900], velocity: 800)  // decelerating `drag ended`, no `began` yet
        // §4.0: "not decelerating from a decelerating drag ended until decelerate ended".
        #expect(screen.tap(3).pending == 3)
        #expect(screen.state.isAnimating(.content))
    }

    @Test func aViewUnderAFingerIsMoving() {
        var screen = Screen(td)
        screen.send(.dragBegan(.content, offset: 900, t: 1))
        #expect(screen.send(.tapPagerItem(3, t: 1.1)).pending == 3)
    }

    @Test func aViewAnimatingIsMovingEvenNearTheNewTarget() {
        var screen = Screen(td)
        screen.tap(3)                                      // → 900, in flight
        screen.send(.offset(.scrollMoved, .content, offset: 899.8, t: 0.5))
        // Tapping 3 again 0.2 pt away: an animation is in flight on the view, so it is not
        // at rest; the new command is in flight too.
        let again = screen.send(.tapPagerItem(3, t: 0.6))
        #expect(again.pending == 3)
        #expect(screen.state.isAnimating(.content))
    }

    @Test func atRestAndWithinHalfAPointNothingIsInFlightAndTheTapLandsAtOnce() {
        var screen = Screen(td)
        screen.drag([0, 899.8])  // velocity 0: idle at 899.8
        let tap = screen.tap(3)
        #expect(tap.commands.first == offset(.content, 900, animated: true))
        #expect(tap.pending == nil)
        #expect(!screen.state.isAnimating(.content))
        // The tap landed where the view is: the hold starts at its stored offset.
        #expect(screen.state.hold == PagerState.TapHold(item: 3, landing: 899.8))
    }
}

@Suite("v2 §5 scroll ended returns the view to idle")
struct ScrollEndedPhaseTests {
    @Test func aDecelerateEndedAfterAnInterruptingAnimationIsUnexpected() {
        var screen = Screen(td)
        screen.drag([0, 500], velocity: 1000)
        screen.send(.offset(.decelerateBegan, .content, offset: 500, t: 1))
        screen.send(.offset(.decelerateMoved, .content, offset: 700, t: 1.2))
        screen.send(.tapPagerItem(3, t: 1.3))              // animation replaces the deceleration
        screen.send(.offset(.scrollMoved, .content, offset: 800, t: 1.4))
        #expect(screen.send(.offset(.scrollEnded, .content, offset: 900, t: 1.6)).diagnostics.isEmpty)
        // The view is idle now: a late `decelerate ended` has no `began` (SPEC §5).
        #expect(screen.send(.offset(.decelerateEnded, .content, offset: 900, t: 1.7)).diagnostics == [.unexpectedPhase])
    }

    @Test func aScrollEndedUnderAFingerKeepsTheDrag() {
        var screen = Screen(td)
        screen.send(.dragBegan(.content, offset: 100, t: 1))
        screen.send(.offset(.scrollEnded, .content, offset: 100, t: 1.1))
        // Still dragging: `moved` and `ended` are expected.
        #expect(screen.send(.dragMoved(.content, offset: 120, t: 1.2)).diagnostics.isEmpty)
        #expect(screen.send(.dragEnded(.content, offset: 130, t: 1.3)).diagnostics.isEmpty)
    }
}

@Suite("v2 §4.2 collapse taps land under the bar")
struct CollapseTapV2Tests {
    // Seeds.hero: S = 200, B = 44, tops 0, 280, 720, 920, 1280, 1800, 2080; minY −244,
    // maxY 1533. Target in collapse: clamp(topᵢ − B, minY, maxY).

    @Test func fromAnExpandedHeader() {
        var screen = Screen(Seeds.hero())
        // At rest at −244: headerTy = max(−200, −(−244 + 244)) = 0 (expanded).
        #expect(screen.state.headerTy == 0)
        // Target = clamp(920 − 44, −244, 1533) = 876 (v1: 920 − occluded 244 = 676).
        let tap = screen.tap(3)
        #expect(tap.commands.first == offset(.content, 876, animated: true))
        let landed = screen.scroll([500, 876]).last!
        // At 876: headerTy = max(−200, −(876 + 244)) = −200, so occluded = 244 − 200 = 44
        // and section 3's top is 920 − 876 = 44 below the list's top: right under the bar.
        #expect(landed.headerTy == -200)
        #expect(landed.selected == 3)
        // The crossing rule agrees there: visible = 667 − 44 = 623, R = 623,
        // f = clamp((876 − (1533 − 623)) / 623, 0, 1) = 0, line = 876 + 44 = 920 = top₃.
        let touch = screen.drag([876, 880])
        #expect(touch.map(\.selected) == [3, 3])  // began at 876, ended at 880 (line 924)
    }

    @Test func fromAHalfCollapsedHeader() {
        var screen = Screen(Seeds.hero())
        // Drag to −144: headerTy = max(−200, −(−144 + 244)) = −100 (half collapsed).
        #expect(screen.drag([-244, -144]).last?.headerTy == -100)
        // Target = clamp(720 − 44, −244, 1533) = 676 (v1: 720 − (244 − 100) = 576).
        #expect(screen.tap(2).commands.first == offset(.content, 676, animated: true))
        // Item 0: clamp(0 − 44, −244, 1533) = −44; there the header is collapsed
        // (max(−200, −(−44 + 244)) = −200) and section 0's top sits under the bar.
        #expect(screen.tap(0).commands.first == offset(.content, -44, animated: true))
    }

    @Test func inTheLastScreenfulTheTargetIsMaxY() {
        var screen = Screen(Seeds.hero())
        // clamp(2080 − 44, −244, 1533) = 1533.
        #expect(screen.tap(6).commands.first == offset(.content, 1533, animated: true))
    }
}

@Suite("v2 §4.2 The tap hold")
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
        #expect(Oracle.crossingSelection(LayoutGeometry(menu)!, y: 1597, headerTy: 0, insetTop: 104) == 6)
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
        screen.tapStatusBar()                     // → minY = −104, in flight, pending 0
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

@Suite("v2 §4.0 Layouts")
struct LayoutV2Tests {
    @Test func anUnchangedLayoutDuringATapChangesNothing() {
        var screen = Screen(td)
        screen.tap(3)  // → 900, pending 3, in flight
        screen.send(.offset(.scrollMoved, .content, offset: 300, t: 0.3))  // on the way (no end yet)
        // The same layout, as a host forwarding every viewDidLayoutSubviews sends it: no
        // commands (no pager re-centring), the tap still pending and in flight.
        let record = screen.send(.layout(td, t: 0.5))
        #expect(record.commands.isEmpty)
        #expect(record.diagnostics.isEmpty)
        #expect(record.pending == 3)
        #expect(screen.state.isAnimating(.content))
        #expect(record.offsetY == 300)
    }

    @Test func newTitlesAreKeptAndNumbersCompareAsNumbers() {
        var screen = Screen(td)
        var retitled = td
        retitled.pager.items[0].title = "Starters"
        retitled.header.height = -0.0  // −0 == 0 as numbers
        let record = screen.layout(retitled)
        #expect(record.commands.isEmpty)
        #expect(screen.state.layout?.pager.items[0].title == "Starters")
    }

    @Test func anUnchangedLayoutMovesOnlyTheClock() {
        var screen = Screen(td)
        screen.send(.tapStatusBar(t: 5))
        // Back in time: applied, so flagged (§4.0), and the clock follows it.
        #expect(screen.send(.layout(td, t: 4)).diagnostics == [.timeWentBackwards])
        #expect(screen.send(.tapStatusBar(t: 4)).diagnostics.isEmpty)
    }

    @Test func aChangedSizeIsAResizeAndAChangedStructureARelayout() {
        // v3 §4.0: a changed `indicatorExtra` keeps the structure: a resize. It keeps the
        // tap (pending 3); TD's ten 80 pt titles are intrinsic cells either way (Σ = 800 >
        // 375), so no cell moved, the selection did not change: no command.
        var resized = Screen(td)
        resized.tap(3)
        var wider = td
        wider.pager.indicatorExtra = 5
        let kept = resized.layout(wider)
        #expect(kept.pending == 3)
        #expect(kept.commands.isEmpty)

        // Another selection rule changes the structure: a relayout clears pending, and v3
        // selects again from the stored offset — the list never left 0 (the tap's animation
        // was not reported), so section 0 — and re-centres the pager: pagerTarget(0) = 0.
        var relaid = Screen(td)
        relaid.tap(3)
        var other = td
        if case .sections(let sections, _, let window, let footer) = other.content {
            other.content = .sections(sections, selection: .window, window: window, footerHeight: footer)
        }
        let record = relaid.layout(other)
        #expect(record.pending == nil)
        #expect(record.selected == 0)
        #expect(record.commands == [offset(.pager, 0, animated: true)])
    }

    @Test func anEmptyPagerRecentresToZero() {
        var screen = Screen(td)
        screen.drag([0, 2100])   // selected 7, pager at pagerTarget(7) = 412.5
        let empty = Seeds.td(rows: [])
        let record = screen.layout(empty)
        #expect(record.selected == nil)
        #expect(record.commands == [offset(.pager, 0, animated: true)])
    }

    @Test func aPageThatComesBackIsFresh() {
        var screen = Screen(Seeds.fj())
        screen.tap(2)
        screen.scroll(.pages, [750])
        screen.send(.dragBegan(.content, page: 2, offset: -104, t: 1))
        screen.send(.dragMoved(.content, page: 2, offset: 500, t: 1.1))  // dragging page 2 at 500
        screen.layout(Seeds.fj(pages: [1800, 300]))                       // page 2 removed
        screen.layout(Seeds.fj())                                          // and back
        // New: offset minY = −104 and idle, so a `drag moved` on it has no `began`.
        #expect(screen.state.contentOffset(page: 2) == -104)
        #expect(screen.send(.dragMoved(.content, page: 2, offset: 520, t: 2)).diagnostics == [.unexpectedPhase])
    }

    @Test func aChangeOfContentKindStartsEveryContentViewFresh() {
        var screen = Screen(Seeds.menu(rows: [3, 3, 3]))
        screen.send(.dragBegan(.content, offset: 300, t: 1))
        screen.layout(Seeds.fj())
        // Every page starts at minY = −104, idle.
        #expect((0..<3).map { screen.state.contentOffset(page: $0) } == [-104, -104, -104])
        #expect(screen.send(.dragMoved(.content, page: 0, offset: -90, t: 2)).diagnostics == [.unexpectedPhase])
    }

    @Test func collapseWithNoPagesHasHeaderZero() {
        var screen = Screen(Seeds.swipe())
        screen.drag(.content, page: 0, [-244, 300])  // headerTy −200
        let record = screen.layout(Seeds.swipe(pages: []))
        #expect(record.headerTy == 0)
    }
}

