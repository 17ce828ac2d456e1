// SPEC §5 "Bad input" in the reducer: rejections that leave the state as it was, the
// flags of applied events (`timeWentBackwards`, `unexpectedPhase`), and the per-view phase
// machine behind `unexpectedPhase`.

extension PagerState {
    /// Records a rejection (SPEC §5): the state stays as it was and the clock does not move.
    /// Always returns `false`, so a caller can write `return reject(.reason, &effects)`.
    func reject(_ reason: PagerDiagnosticReason, _ effects: inout Effects) -> Bool {
        effects.add(reason)
        return false
    }

    /// Moves the clock to an applied event's `t`, flagging `timeWentBackwards` (SPEC §4.0).
    mutating func advanceClock(to t: Double, _ effects: inout Effects) {
        if let clock, t < clock {
            effects.add(.timeWentBackwards(t: t, clock: clock))
        }
        clock = t
    }

    /// Advances a view's phase machine (SPEC §5) and tells whether the phase was expected.
    /// The phase advances either way, so one break in the sequence is flagged once.
    /// `scroll` events are never flagged; a `scroll ended` returns a view that is not being
    /// dragged to idle (an animation that interrupts a deceleration ends it without a
    /// `decelerate ended`, as in UIKit), and `scroll moved` leaves the phase alone.
    @inline(__always)
    static func advance(_ phase: inout MotionPhase, by motion: PagerScrollMotion) -> Bool {
        let expected: Bool
        switch motion {
        case .dragBegan:
            // A touch may catch a decelerating view; only a second `began` is wrong.
            expected = phase != .dragging
            phase = .dragging
        case .dragMoved:
            expected = phase == .dragging
            phase = .dragging
        case .dragEnded(_, let willDecelerate):
            expected = phase == .dragging
            phase = willDecelerate ? .decelerationPending : .idle
        case .decelerateBegan:
            expected = phase == .decelerationPending
            phase = .decelerating
        case .decelerateMoved:
            expected = phase == .decelerating
            phase = .decelerating
        case .decelerateEnded:
            expected = phase == .decelerating
            phase = .idle
        case .scrollMoved:
            expected = true
        case .scrollEnded:
            expected = true
            if phase != .dragging { phase = .idle }
        }
        return expected
    }
}
