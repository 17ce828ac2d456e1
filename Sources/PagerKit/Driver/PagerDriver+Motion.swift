// What a scroll view did, in the reducer's coordinates and units (SPEC §2: offsets on the
// view's axis, velocities in pt/s, positive as the offset grows): the one vocabulary that
// UIKit's callbacks (PagerDriver+Callbacks.swift) and SwiftUI's phases and geometry
// (PagerDriver+SwiftUI.swift) are each translated into, once. Neither edge goes through the
// other's callbacks. What is an edge's own stays there: UIKit's units, SwiftUI's phases and
// its own release velocity. A report is matched against the driver's writes (echoes) in the
// reducer's coordinates, as commanded.
import PagerCore

extension PagerDriver {
    /// A neutral input (`PagerDriverInput.scroll`): already in the reducer's terms, as are the
    /// driver's writes it is matched against.
    mutating func translate(_ role: PagerScrollRole, _ input: PagerScrollInput, t: Double, into update: inout Update) {
        switch input {
        case .dragBegan(let y):
            // A touch that stopped the driver's fling began this drag already (`touchDown`).
            if tracked[role]?.touchHoldsDrag == true {
                tracked[role]?.touchHoldsDrag = false
                return
            }
            dragBegan(role, at: y, t: t, into: &update)
        case .moved(let y):
            if let k = echoes.firstIndex(where: { $0.role == role && $0.matches(y) }) {
                echoArrived(echoes.remove(at: k), at: y, t: t, into: &update)
            } else {
                moved(role, to: y, t: t, into: &update)
            }
        case .dragEnded(let y, let velocity, let decelerates):
            released(role, at: y, velocity: velocity, decelerates: decelerates, t: t, into: &update)
        case .decelerationEnded(let y):
            decelerationEnded(role, at: y, t: t, into: &update)
        case .motionEnded(let y):
            if endsMotion(role, at: y) { motionEnded(role, at: y, t: t, into: &update) }
        }
    }

    /// Whether an end of motion the view reports at `written` (the reducer's coordinates) is
    /// news. Not when it is the cancel of an animation by the driver's
    /// own instant write (UIKit may send one, UIKIT-CALLBACKS §1(f) exception, O9: dropped
    /// here), nor a cancel far from the animation's target: a touch took over
    /// (UIKIT-CALLBACKS §1(h)), and the drag that follows says so.
    mutating func endsMotion(_ role: PagerScrollRole, at written: Double) -> Bool {
        if let k = echoes.firstIndex(where: { $0.role == role && $0.value == nil }) {
            echoes.remove(at: k)
            return false
        }
        if tracked[role]?.phase == .animating, let target = tracked[role]?.animationTarget, abs(target - written) >= 0.5 { return false }
        return true
    }

    /// What a view whose callbacks were lost shows now (`PagerDriverInput.resync`): at `y`, under
    /// a finger that moves it (`isTracking` and `isDragging`), sliding (`isDecelerating`) or
    /// at rest. What the driver missed is reported from the phase it has for the view, each
    /// step as the view would have reported it; a velocity it missed is 0.
    mutating func catchUp(_ role: PagerScrollRole, at y: Double, flags: PagerScrollFlags, t: Double, into update: inout Update) {
        guard state.geometry != nil, knownOffset(role) != nil else { return }
        let fingerMoves = flags.isTracking && flags.isDragging
        let slides = flags.isDecelerating && !fingerMoves
        func movedIfElsewhere() { if knownOffset(role) != y { moved(role, to: y, t: t, into: &update) } }
        switch tracked[role]?.phase ?? .idle {
        case .dragging:
            if fingerMoves { return movedIfElsewhere() }
            // The finger lifted in the gap: the drag ends here, then slides or rests.
            released(role, at: y, velocity: 0, decelerates: slides, t: t, into: &update)
        case .decelerationPending, .decelerating:
            if tracked[role]?.phase == .decelerationPending, !fingerMoves { decelerationBegan(role, at: y, t: t, into: &update) }
            if fingerMoves {
                dragBegan(role, at: y, t: t, into: &update)  // a touch stopped it and moves it (SPEC §2 allows it)
            } else if slides {
                movedIfElsewhere()
            } else {
                decelerationEnded(role, at: y, t: t, into: &update)
            }
        case .idle, .animating:
            if fingerMoves { return dragBegan(role, at: y, t: t, into: &update) }
            if slides {
                // A drag began and ended in the gap: the view slides on from here.
                dragBegan(role, at: y, t: t, into: &update)
                return released(role, at: y, velocity: 0, decelerates: true, t: t, into: &update)
            }
            // At rest: moved there, if it did, and that motion (or an animation whose end was
            // lost) has ended.
            let wasAnimating = tracked[role]?.phase == .animating
            guard knownOffset(role) != y || wasAnimating else { return }
            movedIfElsewhere()
            motionEnded(role, at: y, t: t, into: &update)
        }
    }

    /// A release reported at once, by an engine that decides its own momentum (a neutral
    /// front end, a resync): the drag ends at `y` with `velocity` and, if it `decelerates`,
    /// the deceleration begins there. The strip's rest is the reducer's `setTarget` of this
    /// `drag ended`, once.
    private mutating func released(_ role: PagerScrollRole, at y: Double, velocity: Double, decelerates: Bool, t: Double, into update: inout Update) {
        dragReleasing(role, at: y, velocity: velocity, asksRest: false, t: t, into: &update)
        dragEnded(role, at: y, decelerates: decelerates, t: t, into: &update)
        if decelerates { decelerationBegan(role, at: y, t: t, into: &update) }
    }

    /// The offset the reducer has for `role`'s view; `nil` for a list the layout has not.
    func knownOffset(_ role: PagerScrollRole) -> Double? {
        switch role {
        case .content(let k): return state.contentOffset(page: k)
        case .pages: return state.geometry?.isPages == true ? state.pagesX : nil
        case .tabStrip: return state.geometry.map { _ in state.pagerX }
        }
    }

    /// A finger began moving the view at `y`. A fling of the driver's own stops where its
    /// motion is now (the view shows the last frame's offset): the drag begins there.
    mutating func dragBegan(_ role: PagerScrollRole, at y: Double, t: Double, into update: inout Update) {
        tracked[role, default: Tracked()].phase = .dragging
        tracked[role]?.velocity = 0
        tracked[role]?.animationTarget = nil
        tracked[role]?.dragStart = y
        if let stop = stopFling(role, at: t) {
            tracked[role]?.dragStart = stop
            put(role, at: stop, into: &update)
            apply(.dragBegan(role.view, page: page(role), offset: stop, t: t), into: &update)
            return
        }
        apply(.dragBegan(role.view, page: page(role), offset: y, t: t), into: &update)
    }

    /// The view is at `y`, moved by whatever moves it now: the finger, its deceleration, an
    /// animation, or a change nobody commanded (an inset, a size, the app's own write).
    mutating func moved(_ role: PagerScrollRole, to y: Double, t: Double, into update: inout Update) {
        let motion: PagerScrollMotion
        switch tracked[role]?.phase ?? .idle {
        case .dragging: motion = .dragMoved
        case .decelerating, .decelerationPending: motion = .decelerateMoved
        case .idle, .animating: motion = .scrollMoved
        }
        apply(.offset(motion, role.view, page: page(role), offset: y, t: t), into: &update)
    }

    /// The view reports the offset of the driver's own instant write (`echo`, matched by the
    /// edge): SPEC §7's `scroll moved`, and `scroll ended` unless a finger holds the view or a
    /// fling of the driver's follows; nothing for a silent write (the reducer has it already).
    mutating func echoArrived(_ echo: Echo, at y: Double, t: Double, into update: inout Update) {
        guard !echo.silent else { return }
        let role = echo.role
        apply(.offset(.scrollMoved, role.view, page: page(role), offset: y, t: t), into: &update)
        if tracked[role]?.phase != .dragging, !echo.flingFollows {
            apply(.offset(.scrollEnded, role.view, page: page(role), offset: y, t: t), into: &update)
        }
    }

    /// The finger lifts at `y` with `velocity` (pt/s), before the view decides whether it
    /// decelerates: a drag the edge never saw begin (a touch that stopped a deceleration,
    /// UIKIT-CALLBACKS §1(g)) begins here. With `asksRest`, the tab strip's rest is decided
    /// now, as UIKit asks for it (`targetContentOffset`); the reducer says the same at `drag
    /// ended` (SPEC §4.8), which is when an engine that does not ask hears it.
    mutating func dragReleasing(
        _ role: PagerScrollRole, at y: Double, velocity: Double, asksRest: Bool = true, t: Double, into update: inout Update
    ) {
        beginDragIfNeeded(role, at: y, t: t, into: &update)
        tracked[role]?.velocity = velocity
        if asksRest, role == .tabStrip, let g = state.geometry, g.behavior != .continuous {
            let target = g.pagerRestTarget(offset: y, velocity: velocity, dragStart: tracked[role]?.dragStart ?? y)
            update.actions.append(.setTarget(.tabStrip, target))
        }
    }

    /// The drag ended at `y`, with the release velocity given to `dragReleasing`; the view
    /// then decelerates or is at rest.
    mutating func dragEnded(_ role: PagerScrollRole, at y: Double, decelerates: Bool, t: Double, into update: inout Update) {
        beginDragIfNeeded(role, at: y, t: t, into: &update)
        let velocity = tracked[role]?.velocity ?? 0
        tracked[role]?.phase = decelerates ? .decelerationPending : .idle
        apply(.dragEnded(role.view, page: page(role), offset: y, velocity: velocity, willDecelerate: decelerates, t: t), into: &update)
    }

    /// The view began decelerating at `y`.
    mutating func decelerationBegan(_ role: PagerScrollRole, at y: Double, t: Double, into update: inout Update) {
        tracked[role, default: Tracked()].phase = .decelerating
        apply(.offset(.decelerateBegan, role.view, page: page(role), offset: y, t: t), into: &update)
    }

    /// The view's deceleration ended at `y`. Idempotent (UIKIT-CALLBACKS §1(g)): after a stop
    /// by touch, or once an animation took the view over (§1(i)), there is none left to end.
    mutating func decelerationEnded(_ role: PagerScrollRole, at y: Double, t: Double, into update: inout Update) {
        let phase = tracked[role]?.phase ?? .idle
        guard phase == .decelerating || phase == .decelerationPending else { return }
        tracked[role]?.phase = .idle
        apply(.offset(.decelerateEnded, role.view, page: page(role), offset: y, t: t), into: &update)
    }

    /// A motion that was not the finger's or a deceleration (an animation, a move nobody
    /// commanded) ended at `y`: the view is idle again (SPEC §5), whether or not the reducer
    /// was waiting for it.
    mutating func motionEnded(_ role: PagerScrollRole, at y: Double, t: Double, into update: inout Update) {
        if tracked[role]?.phase != .dragging { tracked[role, default: Tracked()].phase = .idle }
        tracked[role]?.animationTarget = nil
        apply(.offset(.scrollEnded, role.view, page: page(role), offset: y, t: t), into: &update)
    }

    /// UIKIT-CALLBACKS §1(g): a touch on a decelerating view ends a drag that never began.
    private mutating func beginDragIfNeeded(_ role: PagerScrollRole, at y: Double, t: Double, into update: inout Update) {
        guard tracked[role]?.phase != .dragging else { return }
        tracked[role, default: Tracked()].phase = .dragging
        tracked[role]?.velocity = 0
        tracked[role]?.dragStart = y
        apply(.dragBegan(role.view, page: page(role), offset: y, t: t), into: &update)
    }
}
