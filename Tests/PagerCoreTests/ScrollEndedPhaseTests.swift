// SPEC §5: `scroll ended` returns a view that is not being dragged to idle.
import PagerCore
import Testing

/// TD with ten 300 pt sections: tops 300i, fixed header (occluded 0), maxY 3000 − 563 = 2437.
private let td = Seeds.td(rows: Array(repeating: 4, count: 10))

@Suite("§5 scroll ended returns the view to idle")
struct ScrollEndedPhaseTests {
    @Test func aDecelerateEndedAfterAnInterruptingAnimationIsUnexpected() {
        var screen = Screen(td)
        screen.drag([0, 500], velocity: 1000)
        screen.send(.offset(.decelerateBegan, .content, offset: 500, t: 1))
        screen.send(.offset(.decelerateMoved, .content, offset: 700, t: 1.2))
        screen.send(.tapPagerItem(3, t: 1.3))  // animation replaces the deceleration
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
