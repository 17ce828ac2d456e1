// SPEC §4.0: an animated setOffset is in flight unless the view is at rest and already
// there; a moving view is never exempt. Every expected number is derived beside it.
import PagerCore
import Testing

/// TD with ten 300 pt sections: tops 300i, fixed header (occluded 0), maxY 3000 − 563 = 2437.
private let td = Seeds.td(rows: Array(repeating: 4, count: 10))

@Suite("§4.0 In flight only when the view moves")
struct InFlightTests {
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
        screen.tap(3)  // → 900, in flight
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
