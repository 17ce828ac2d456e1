// From UIKit callbacks to SPEC §2 events, and from records to what the scroll views must
// do: every decision of the glue between a screen and the reducer, in one value that is
// tested without a device (UIKIT-CALLBACKS.md gives the order, flags and units cited here).
import PagerCore

/// Owns a `PagerState` and drives it from a screen's scroll-view callbacks.
///
/// Callbacks go in with `receive(_:at:)`; updates come out of `next()`, one per callback,
/// each with the events applied, their records, and the actions the scroll views must
/// take. A callback that arrives while an update is being carried out — UIKit calls
/// `scrollViewDidScroll` *inside* `setContentOffset(_:animated: false)` — is queued and
/// comes out of a later `next()`, never re-entered:
///
/// ```swift
/// func deliver(_ input: DriverInput) {
///     guard driver.receive(input, at: now) else { return }   // queued behind the update in progress
///     while let update = driver.next() { apply(update) }     // apply may call deliver again
/// }
/// ```
///
/// What it handles by design:
/// - **Phases from callbacks**, not flags: `isDragging` stays true while a fling
///   decelerates and turns false in its last bounce frames (§1(b)(c)).
/// - **Velocity**: `willEndDragging` reports points per *millisecond* in offset space
///   (§2); events carry points per second.
/// - **A touch that stops a deceleration** sends `didEndDragging(false)` with no
///   `willBeginDragging` (§1(g)): the driver reports the drag that happened; a late
///   `didEndDecelerating` after it (iOS 13+) or after an animation took the view over
///   (§1(i)) is ignored, so the end is idempotent.
/// - **Echoes** of its own instant `setOffset` (the `didScroll` UIKit sends inside the
///   setter, §1(f)) become the SPEC §7 `scroll moved` + `scroll ended` pair; a stray
///   `didEndScrollingAnimation` with no animation in flight (§1(f) exception, O9) and the
///   echo of its initial positioning are dropped.
/// - **Layouts only when they change**: UIKit lays out on nearly every frame (§1(l)).
/// - **The safe area**: with `contentInsetAdjustmentBehavior` other than `.never`, UIKit
///   adds it to the inset (§4); `safeAreaTop` shifts content offsets both ways.
/// - **The initial offsets**: after the first layout (and for content views a relayout
///   adds) every list is put at its top, `−insetTop` (UIKit does not move offsets when
///   insets change, §1(k)).
/// - **Scroll-to-top**: exactly one view — the current list — should have
///   `scrollsToTop`; with two, UIKit scrolls none (§1(j)). Each update names it.
public struct PagerDriver: Sendable {
    /// The reducer's state.
    public private(set) var state = PagerState()
    /// What UIKit adds to the content views' inset on its own (the safe area with
    /// `.automatic`; 0 with `.never`). Content offsets are shifted by it both ways.
    public var safeAreaTop: Double

    /// Events applied so far (a replayable trace), when `keepsLog` is on.
    public private(set) var events: [PagerEvent] = []
    /// The records of `events`.
    public private(set) var records: [PagerRecord] = []
    /// Keep every event and record in `events` and `records` (off by default in an app).
    public var keepsLog: Bool

    /// One update: what a callback did.
    public struct Update: Equatable, Sendable {
        /// The SPEC §2 events the callback became (often one; none for `willEndDragging`,
        /// an unchanged layout or an echo dropped).
        public var events: [PagerEvent] = []
        /// Their records, one per event.
        public var records: [PagerRecord] = []
        /// What the scroll views must do now, in order, in UIKit's coordinates.
        public var actions: [ScrollAction] = []
        /// The one scroll view that should have `scrollsToTop` (the current list); every
        /// other view the screen manages should have it off. `nil` without a list.
        public var scrollsToTop: ScrollRole?
    }

    private struct Queued: Sendable {
        var input: DriverInput
        var t: Double
        /// Received while an update was being carried out: it may be an echo of it.
        var duringUpdate: Bool
    }

    /// What the driver knows of one scroll view.
    private struct Tracked: Sendable {
        enum Phase: Sendable { case idle, dragging, decelerationPending, decelerating, animating }
        var phase = Phase.idle
        /// The last `willEndDragging` velocity, in pt/s.
        var velocity = 0.0
        /// The target of the animated `setOffset` in flight.
        var animationTarget: Double?
    }

    /// A callback due while an update is carried out, because of it.
    private struct Echo: Sendable {
        var role: ScrollRole
        /// The `didScroll` of an instant `setOffset` to `value`; `nil`: the
        /// `didEndScrollingAnimation` UIKit may send when that setOffset cancels an
        /// animation (§1(f) exception, O9), to be dropped.
        var value: Double?
        /// The initial positioning: the reducer already has this offset; report nothing.
        var silent: Bool
        /// v3: a `fling` of the view follows in the same record: the view does not come to
        /// rest, so the echo is `scroll moved` alone (SPEC §7).
        var flingFollows = false
    }

    private var inbox: [Queued] = []
    private var isUpdating = false
    private var tracked: [ScrollRole: Tracked] = [:]
    private var echoes: [Echo] = []
    private var lastLayout: Layout?

    /// A driver for a screen. `safeAreaTop`: see the property.
    public init(safeAreaTop: Double = 0, keepsLog: Bool = false) {
        self.safeAreaTop = safeAreaTop
        self.keepsLog = keepsLog
    }

    // MARK: Input

    /// Queues a callback at time `t` (seconds, monotonic: `CACurrentMediaTime()` or a display
    /// link's `targetTimestamp`, UIKIT-CALLBACKS §6). Returns whether the caller should now
    /// drain `next()`: `false` while an update is being carried out (the callback waits its
    /// turn behind it).
    @discardableResult
    public mutating func receive(_ input: DriverInput, at t: Double) -> Bool {
        inbox.append(Queued(input: input, t: t, duringUpdate: isUpdating))
        return !isUpdating
    }

    /// The next update, or `nil` when every callback received has been handled. Carry
    /// each update out before calling `next()` again.
    public mutating func next() -> Update? {
        guard !inbox.isEmpty else {
            isUpdating = false
            echoes.removeAll()
            return nil
        }
        isUpdating = true
        let queued = inbox.removeFirst()
        // Echoes come inside the setter (§1(f)): a callback that did not arrive while the
        // last update was carried out finds none pending.
        if !queued.duringUpdate { echoes.removeAll() }
        var update = Update()
        translate(queued.input, t: queued.t, into: &update)
        update.scrollsToTop = currentList
        return update
    }

    /// Receives one callback and handles it and everything it causes, returning every
    /// update in order, for callers that carry updates out without callbacks of their own
    /// (tests, a recorder's replay). A UIKit screen uses `receive` and `next` instead.
    public mutating func handle(_ input: DriverInput, at t: Double) -> [Update] {
        guard receive(input, at: t) else { return [] }
        var updates: [Update] = []
        while let update = next() { updates.append(update) }
        return updates
    }

    /// The role of the current list: the view that should have `scrollsToTop`.
    public var currentList: ScrollRole? {
        guard let g = state.geometry, g.contentViewCount > 0 else { return nil }
        return .content(page: g.isPages ? state.page : 0)
    }

    // MARK: Translation

    private mutating func translate(_ input: DriverInput, t: Double, into update: inout Update) {
        switch input {
        case .layout(let layout):
            // UIKit lays out on nearly every scroll frame (§1(l), §7.3): only a change is news.
            guard layout != lastLayout else { return }
            lastLayout = layout
            let hadViews = state.geometry.map { $0.isPages ? $0.contentViewCount : 1 } ?? 0
            let wasPages = state.geometry?.isPages
            apply(.layout(layout, t: t), into: &update)
            if let g = state.geometry, update.records.last?.diagnostics.isEmpty == true {
                // New lists start at their top: all of them after the first layout or a
                // change of content kind, the added pages after a relayout (§1(k): UIKit does
                // not move them when the inset changes).
                let first = wasPages == nil || wasPages != g.isPages ? 0 : hadViews
                for k in first..<max(first, g.contentViewCount) {  // none when pages went away
                    let offset = state.contentOffset(page: k) ?? 0
                    let value = safeAreaTop != 0 ? offset - safeAreaTop : offset
                    update.actions.append(.setOffset(.content(page: k), value, animated: false))
                    echoes.append(Echo(role: .content(page: k), value: value, silent: true))
                }
            }
        case .didSelectItem(let index):
            apply(.tapPagerItem(index, t: t), into: &update)
        case .headerPan(let state, let translation, let velocity):
            // SPEC §2: the header's offset is the finger's translation in content-offset
            // space, growing as the finger moves up (−translation.y); likewise the velocity.
            let offset = 0 - translation
            switch state {
            case .began: apply(.dragBegan(.header, offset: offset, t: t), into: &update)
            case .changed: apply(.dragMoved(.header, offset: offset, t: t), into: &update)
            case .ended: apply(.dragEnded(.header, offset: offset, velocity: 0 - velocity, t: t), into: &update)
            }
        case .shouldScrollToTop:
            apply(.tapStatusBar(t: t), into: &update)
        case .willBeginDragging(let role, let offset):
            tracked[role, default: Tracked()].phase = .dragging
            tracked[role]?.velocity = 0
            tracked[role]?.animationTarget = nil
            apply(.dragBegan(role.view, page: page(role), offset: reducerOffset(role, offset), t: t), into: &update)
        case .didScroll(let role, let offset, _):
            if let k = echoes.firstIndex(where: { $0.role == role && $0.value.map { abs($0 - offset) <= 0.5 } == true }) {
                let echo = echoes.remove(at: k)
                guard !echo.silent else { return }
                // SPEC §7: an instant setOffset reports `moved`, and `ended` unless a finger
                // holds the view.
                apply(.offset(.scrollMoved, role.view, page: page(role), offset: reducerOffset(role, offset), t: t), into: &update)
                if tracked[role]?.phase != .dragging, !echo.flingFollows {
                    apply(.offset(.scrollEnded, role.view, page: page(role), offset: reducerOffset(role, offset), t: t), into: &update)
                }
                return
            }
            let motion: ScrollMotion
            switch tracked[role]?.phase ?? .idle {
            case .dragging: motion = .dragMoved
            case .decelerating, .decelerationPending: motion = .decelerateMoved
            case .idle, .animating: motion = .scrollMoved
            }
            apply(.offset(motion, role.view, page: page(role), offset: reducerOffset(role, offset), t: t), into: &update)
        case .willEndDragging(let role, let offset, let velocity, _):
            startDragIfNeeded(role, offset, t, &update)
            tracked[role]?.velocity = velocity * 1000  // pt/ms → pt/s (§2)
        case .didEndDragging(let role, let offset, let willDecelerate):
            startDragIfNeeded(role, offset, t, &update)
            let velocity = tracked[role]?.velocity ?? 0
            tracked[role]?.phase = willDecelerate ? .decelerationPending : .idle
            apply(.dragEnded(role.view, page: page(role), offset: reducerOffset(role, offset), velocity: velocity,
                             willDecelerate: willDecelerate, t: t), into: &update)
        case .willBeginDecelerating(let role, let offset):
            tracked[role, default: Tracked()].phase = .decelerating
            apply(.offset(.decelerateBegan, role.view, page: page(role), offset: reducerOffset(role, offset), t: t), into: &update)
        case .didEndDecelerating(let role, let offset):
            // Idempotent end (§1(g)): after a stop by touch, or once an animation took the
            // view over (§1(i)), there is no deceleration left to end.
            let phase = tracked[role]?.phase ?? .idle
            guard phase == .decelerating || phase == .decelerationPending else { return }
            tracked[role]?.phase = .idle
            apply(.offset(.decelerateEnded, role.view, page: page(role), offset: reducerOffset(role, offset), t: t), into: &update)
        case .didEndScrollingAnimation(let role, let offset):
            // Dropped: the cancel of an animation by the driver's own instant setOffset
            // (O9), and a cancel far from the animation's target — a touch took over
            // (§1(h)); the drag that follows says so. Any other end is reported: the view is
            // idle again (SPEC §5), whether or not the reducer was waiting for it.
            if let k = echoes.firstIndex(where: { $0.role == role && $0.value == nil }) {
                echoes.remove(at: k)
                return
            }
            if tracked[role]?.phase == .animating, let target = tracked[role]?.animationTarget, abs(target - offset) >= 0.5 { return }
            if tracked[role]?.phase != .dragging { tracked[role, default: Tracked()].phase = .idle }
            tracked[role]?.animationTarget = nil
            apply(.offset(.scrollEnded, role.view, page: page(role), offset: reducerOffset(role, offset), t: t), into: &update)
        }
    }

    /// §1(g): a touch on a decelerating view ends a drag that never began.
    private mutating func startDragIfNeeded(_ role: ScrollRole, _ offset: Double, _ t: Double, _ update: inout Update) {
        guard tracked[role]?.phase != .dragging else { return }
        tracked[role, default: Tracked()].phase = .dragging
        tracked[role]?.velocity = 0
        apply(.dragBegan(role.view, page: page(role), offset: reducerOffset(role, offset), t: t), into: &update)
    }

    /// Applies one event and turns its commands into actions.
    private mutating func apply(_ event: PagerEvent, into update: inout Update) {
        let record = state.apply(event)
        defer { if record.hasCommandsOrDiagnostics || event.name == .layout { clampAnimationTargets() } }
        update.events.append(event)
        update.records.append(record)
        if keepsLog {
            events.append(event)
            records.append(record)
        }
        for command in record.commands {
            switch command {
            case .setInset(_, let top, let duration):
                update.actions.append(.setInsetTop(top, duration: duration))
            case .setContentHeight(let page, let height):
                update.actions.append(.setContentHeight(page: page, height))
            case .setTarget(let view, let page, let value):
                guard let role = ScrollRole(view, page: page) else { continue }
                update.actions.append(.setTarget(role, value))
            case .fling(let view, let page, let velocity):
                guard let role = ScrollRole(view, page: page) else { continue }
                if let k = echoes.lastIndex(where: { $0.role == role && $0.value != nil }) { echoes[k].flingFollows = true }
                // The fling replaces whatever the view was doing (a deceleration of its own, a
                // bounce): its frames are programmatic motion (SPEC §7), and a late
                // didEndDecelerating of the motion it replaced is dropped (idempotent end).
                if tracked[role]?.phase != .dragging { tracked[role, default: Tracked()].phase = .idle }
                update.actions.append(.fling(role, velocity: velocity))
            case .animateHeader(let ty, let duration):
                update.actions.append(.animateHeader(ty: ty, duration: duration))
            case .setOffset(let view, let page, let value, let animated):
                guard let role = ScrollRole(view, page: page) else { continue }
                let uikitValue = view == .content && safeAreaTop != 0 ? value - safeAreaTop : value
                update.actions.append(.setOffset(role, uikitValue, animated: animated))
                if animated {
                    // In flight unless the reducer found the view at rest and there (§4.0), or
                    // a finger holds the view (the drag goes on; UIKit's animation cannot
                    // move a tracked view).
                    if tracked[role]?.phase != .dragging {
                        let inFlight = state.isAnimating(view, page: page ?? 0)
                        tracked[role, default: Tracked()].phase = inFlight ? .animating : .idle
                        tracked[role]?.animationTarget = inFlight ? uikitValue : nil
                    }
                } else {
                    // An instant setOffset stops the view's own motion (§1(f)); its echo is due,
                    // and, if it cancelled an animation, maybe a stray animation end.
                    if tracked[role]?.phase == .animating { echoes.append(Echo(role: role, value: nil, silent: true)) }
                    if tracked[role]?.phase != .dragging { tracked[role, default: Tracked()].phase = .idle }
                    echoes.append(Echo(role: role, value: uikitValue, silent: false))
                }
            }
        }
    }

    /// v3 (SPEC §7): when a layout or an inset moves a view's bounds, an animation whose
    /// target now lies outside them heads for the nearest bound, so its end is expected
    /// there — not taken for the cancel of a touch far from the old target.
    private mutating func clampAnimationTargets() {
        guard let g = state.geometry else { return }
        for (role, view) in tracked {
            guard view.phase == .animating, let target = view.animationTarget else { continue }
            let low: Double, high: Double
            switch role {
            case .content(let k):
                guard k < g.contentViewCount else { continue }
                low = 0 - state.insetTop - safeAreaTop
                high = g.maxY(ofView: k, insetTop: state.insetTop) - safeAreaTop
            case .pages: (low, high) = (0, g.maxPagesX)
            case .pager: (low, high) = (0, g.maxPagerX)
            }
            guard low <= high else { continue }
            tracked[role]?.animationTarget = min(max(target, low), high)
        }
    }

    /// The event's `page`: the page of a content view in `pages` content, else nil.
    private func page(_ role: ScrollRole) -> Int? {
        guard case .content(let page) = role, state.geometry?.isPages == true else { return nil }
        return page
    }

    /// UIKit's offset in the reducer's coordinates (content views: plus the safe area).
    private func reducerOffset(_ role: ScrollRole, _ offset: Double) -> Double {
        role.view == .content && safeAreaTop != 0 ? offset + safeAreaTop : offset
    }
}
