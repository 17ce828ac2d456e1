// From UIKit callbacks to SPEC §2 events, and from records to what the scroll views must
// do: every decision of the glue between a screen and the reducer, in one value that is
// tested without a device (docs/UIKIT-CALLBACKS.md gives the order, flags and units cited here).
// (About 450 lines: the driver's state, its input queue and the execution of the reducer's
// commands. What a scroll view did, in the reducer's terms, is PagerDriver+Motion.swift;
// UIKit's and SwiftUI's translations into it and the fling engine are in their own files.)
import PagerCore
import PagerPhysics

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
///   decelerates and turns false in its last bounce frames (UIKIT-CALLBACKS §1(b)(c)).
/// - **Velocity**: `willEndDragging` reports points per *millisecond* in offset space
///   (UIKIT-CALLBACKS §2); events carry points per second (SPEC §2).
/// - **A touch that stops a deceleration** sends `didEndDragging(false)` with no
///   `willBeginDragging` (UIKIT-CALLBACKS §1(g)): the driver reports the drag that happened; a late
///   `didEndDecelerating` after it (iOS 13+) or after an animation took the view over
///   (UIKIT-CALLBACKS §1(i)) is ignored, so the end is idempotent.
/// - **Echoes** of its own instant `setOffset` (the `didScroll` UIKit sends inside the
///   setter, UIKIT-CALLBACKS §1(f)) become the SPEC §7 `scroll moved` + `scroll ended` pair; a stray
///   `didEndScrollingAnimation` with no animation in flight (UIKIT-CALLBACKS §1(f) exception, O9) and the
///   echo of its initial positioning are dropped.
/// - **Layouts only when they change**: UIKit lays out on nearly every frame (UIKIT-CALLBACKS §1(l)).
/// - **The safe area**: with `contentInsetAdjustmentBehavior` other than `.never`, UIKit
///   adds it to the inset (UIKIT-CALLBACKS §4); `safeAreaTop` shifts content offsets both ways.
/// - **The initial offsets**: after the first layout (and for content views a relayout
///   adds) every list is put at its top, `−insetTop` (UIKit does not move offsets when
///   insets change, UIKIT-CALLBACKS §1(k)).
/// - **Scroll-to-top**: exactly one view — the current list — should have
///   `scrollsToTop`; with two, UIKit scrolls none (UIKIT-CALLBACKS §1(j)). Each update names it.
/// - **The reducer's `fling`** (the header pan's release): UIKit cannot fling a list
///   with a given velocity, so the driver runs the motion itself — the simulator's physics
///   (`PagerPhysics`), moved on display-link frames (`.frame`, while `wantsFrames`) with
///   instant `setOffset`s, reported as SPEC §7 says: `scroll moved` each frame, `scroll
///   ended` at rest, nothing when a touch stops it. A touch on the flung list or the
///   header first puts the list where the motion is at that instant.
/// - **Lists that come and go** (`attach`, `detach`), **a safe area that changes**
///   (`safeArea(top:)`), **restoration** (`restore`, or `init(restoring:)`).
public struct PagerDriver: Sendable {
    /// The reducer's state.
    public private(set) var state = PagerState()
    /// What UIKit adds to the content views' inset on its own (the safe area with
    /// `.automatic`; 0 with `.never`). Content offsets are shifted by it both ways.
    public var safeAreaTop: Double
    /// A right-to-left screen (UIKit's `effectiveUserInterfaceLayoutDirection`): item 0 of
    /// the tab strip at its right end (`PagerTabStripFrames(rightToLeft: true)` lays it out) and
    /// page 0 at the pages container's right end (`PagerPageFrames.originX`), so UIKit's
    /// `contentOffset.x` of both is the reducer's mirrored — `maxPagerX − pagerX`,
    /// `maxPagesX − pagesX` — and their velocities change sign. The reducer itself always
    /// works left to right (SPEC §1).
    public var isRightToLeft = false

    /// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`): the reducer's animated
    /// `setOffset`s are carried out at once — the list jumps to the tab's section and the
    /// reducer hears it arrive, as from any instant setOffset (SPEC §7). The adapters also
    /// drop the header's and the inset's animation durations.
    public var reducesMotion = false

    /// Events applied so far (a replayable trace), when `keepsLog` is on.
    public private(set) var events: [PagerEvent] = []
    /// The records of `events`.
    public private(set) var records: [PagerRecord] = []
    /// Keep every event and record in `events` and `records` (off by default in an app).
    public var keepsLog: Bool
    /// SwiftUI: the geometry a scroll-position write causes arrives at the next render, not
    /// inside the write, so the driver keeps waiting for the echo of its own commands until
    /// the view reports that offset. Turned on by the first SwiftUI input (or by the
    /// SwiftUI adapter before it).
    public var geometryArrivesLater = false
    /// The motion of the flings the driver runs (SPEC §7's constants by default; a
    /// simulated screen passes its own).
    public var physics = PagerScrollPhysics()

    /// One update: what a callback did.
    public struct Update: Equatable, Sendable {
        /// The SPEC §2 events the callback became (often one; none for `willEndDragging`,
        /// an unchanged layout or an echo dropped).
        public var events: [PagerEvent] = []
        /// Their records, one per event.
        public var records: [PagerRecord] = []
        /// What the scroll views must do now, in order, in the reducer's coordinates (each
        /// front end's surface converts: `PagerScrollSurface`, `PagerContainer`, `PagerWebScroller`).
        public var actions: [PagerScrollAction] = []
        /// The one scroll view that should have `scrollsToTop` (the current list); every
        /// other view the screen manages should have it off. `nil` without a list.
        public var scrollsToTop: PagerScrollRole?
        /// Whether the driver runs a motion of its own (a `fling`) that needs `.frame`
        /// inputs: keep a display link running while it is true.
        public var wantsFrames = false
        /// Carry this update out without animation: Reduce Motion is on, or it is a
        /// selection made with `animated: false` (`PagerDriverInput.select`). Its scrolls are
        /// instant already; the header's move and the underline then take no time either.
        public var withoutAnimation = false
        /// The app asked for this update's selection (`PagerDriverInput.select`): its
        /// `tapPagerItem` is no user's tap (`PagerSelectionCause.programmatic`).
        public var selectsForApp = false
    }

    struct Queued: Sendable {
        var input: PagerDriverInput
        var t: Double
        /// Received while an update was being carried out: it may be an echo of it.
        var duringUpdate: Bool
    }

    /// What the driver knows of one scroll view.
    struct Tracked: Sendable {
        enum Phase: Sendable { case idle, dragging, decelerationPending, decelerating, animating }
        var phase = Phase.idle
        /// The last `willEndDragging` velocity, in pt/s.
        var velocity = 0.0
        /// The target of the animated `setOffset` in flight.
        var animationTarget: Double?
        /// Where the drag in progress began (the pager's `X₀` of SPEC §4.8).
        var dragStart = 0.0
        /// SwiftUI inputs: the phase last reported, the last offset passed on, and the
        /// drag's last two samples `(t, offset)` (the release velocity, SPEC §7's rule).
        var swiftUIPhase = PagerSwiftUIScrollPhase.idle
        var swiftUIOffset: Double?
        var samples = PagerFingerTrack()
        /// A drag began by a touch (SwiftUI `tracking`) on an animating view, before it moved.
        var touchHoldsDrag = false
    }

    /// The last two `(t, offset)` samples of a drag, inline: `Tracked` stays a plain value,
    /// copied without reference counting (the driver reads it several times per callback).
    /// A callback due while an update is carried out, because of it.
    struct Echo: Sendable {
        var role: PagerScrollRole
        /// The `didScroll` of an instant `setOffset` to `value` (the reducer's coordinates,
        /// as commanded); `nil`: the `didEndScrollingAnimation` UIKit may send when that
        /// setOffset cancels an animation (UIKIT-CALLBACKS §1(f) exception, O9), to be dropped.
        var value: Double?
        /// The initial positioning: the reducer already has this offset; report nothing.
        var silent: Bool
        /// A `fling` of the view follows in the same record: the view does not come to
        /// rest, so the echo is `scroll moved` alone (SPEC §7).
        var flingFollows = false
        /// Kept until the view's geometry reports it (a SwiftUI view): the view has been
        /// driven by SwiftUI inputs.
        var awaitsGeometry = false

        /// Whether a view reported at `y` (the reducer's coordinates) is this echo: within
        /// UIKit's pixel rounding (UIKIT-CALLBACKS §1(f)); a SwiftUI view's exactly, as its
        /// surface gives back the geometry of a write (`PagerContainer`).
        func matches(_ y: Double) -> Bool {
            guard let value else { return false }
            return awaitsGeometry ? value == y : abs(value - y) <= 0.5
        }
    }

    var inbox: [Queued] = []
    /// SwiftUI's X → D: the `decelerate began` the driver gives itself, handled once
    /// `drag ended` and everything its commands cause are (as UIKit's `willBeginDecelerating`
    /// follows them): the last update of the delivery that reported the phase.
    var deferredDecelerations: [(role: PagerScrollRole, y: Double, t: Double)] = []
    var isUpdating = false
    /// The storage of the last update `next()` returned and of the last `handle` result,
    /// kept for reuse (see `next()`).
    var lastUpdate = Update()
    var lastUpdates: [Update] = []
    var tracked = RoleTable<Tracked>()
    var echoes: [Echo] = []
    var lastLayout: PagerLayout?
    /// The lists the driver moves by itself (the reducer's `fling`, SPEC §7).
    var flings = FlingEngine()
    /// Restored: the next layout puts every view at the reducer's offsets.
    var positionsEveryView = false
    /// A touch-down on the header began a header drag (it stopped a fling) that no pan has
    /// taken over yet.
    var headerTouchBegan = false

    /// Sets `safeAreaTop` with no input and no list moved (the screen layer's
    /// `setOffsetShift`): what the surface converts against changes; the echoes awaited are
    /// the reducer's and stay.
    mutating func shiftListCoordinates(safeAreaTop top: Double) {
        safeAreaTop = top
    }

    /// A driver for a screen. `safeAreaTop`: see the property.
    public init(safeAreaTop: Double = 0, keepsLog: Bool = false) {
        self.safeAreaTop = safeAreaTop
        self.keepsLog = keepsLog
    }

    /// A driver that starts from a saved state (restoration): the first layout it receives
    /// keeps the state's offsets and puts every view there.
    public init(restoring state: PagerState, safeAreaTop: Double = 0, keepsLog: Bool = false) {
        self.init(safeAreaTop: safeAreaTop, keepsLog: keepsLog)
        restore(state)
    }

    mutating func restore(_ saved: PagerState) {
        state = saved
        tracked.removeAll()
        flings.removeAll()
        lastLayout = nil
        headerTouchBegan = false
        positionsEveryView = true
    }

    /// When page `page`'s fling (run by the driver) ends, if one runs.
    public func flingEnd(page: Int) -> Double? {
        flings.endTime(page: page)
    }

    /// Where the driver's motion of page `page`'s list is at `t`, in the reducer's
    /// coordinates, if it runs one (the view shows the last frame's offset).
    public func motionOffset(page: Int, at t: Double) -> Double? {
        flings.offset(page: page, at: t)
    }

    /// Whether a finger landing on `target` now would stop a motion the driver runs (a
    /// fling of that list; on the header, of the current list, in the overlay modes). The
    /// UIKit adapter then keeps that touch from being a tap, as UIKit does for a touch that
    /// stops its own deceleration (UIKIT-CALLBACKS §1(g)).
    public func touchStopsMotion(_ target: PagerTouchTarget) -> Bool {
        guard let k = touchedList(target) else { return false }
        return flings.endTime(page: k) != nil
    }

    /// The list a finger on `target` holds: that list, or on the header the current list
    /// (the overlay modes only, SPEC §4.7).
    func touchedList(_ target: PagerTouchTarget) -> Int? {
        switch target {
        case .list(let k): return k
        case .header:
            guard state.geometry?.headerOverlaysContent == true, case .content(let k)? = currentList else { return nil }
            return k
        }
    }

    /// Whether the driver runs a motion that needs `.frame` inputs.
    public var wantsFrames: Bool { !flings.isEmpty }

    // MARK: Input

    /// Queues a callback at time `t` (seconds, monotonic: `CACurrentMediaTime()` or a display
    /// link's `targetTimestamp`, UIKIT-CALLBACKS §6). Returns whether the caller should now
    /// drain `next()`: `false` while an update is being carried out (the callback waits its
    /// turn behind it).
    @discardableResult
    public mutating func receive(_ input: PagerDriverInput, at t: Double) -> Bool {
        inbox.append(Queued(input: input, t: t, duringUpdate: isUpdating))
        return !isUpdating
    }

    /// The next update, or `nil` when every callback received has been handled. Carry
    /// each update out before calling `next()` again.
    public mutating func next() -> Update? {
        guard !inbox.isEmpty else {
            if !deferredDecelerations.isEmpty { return deferredDecelerationBegan() }
            isUpdating = false
            if !echoes.isEmpty { echoes.removeAll { !$0.awaitsGeometry } }  // SwiftUI echoes wait for their geometry
            return nil
        }
        // (Mostly one input is queued: taking the last then moves it out without shifting.)
        let queued = inbox.count == 1 ? inbox.removeLast() : inbox.removeFirst()
        // Echoes come inside the setter (UIKIT-CALLBACKS §1(f)): a callback that did not arrive while the
        // last update was carried out finds none pending. SwiftUI reports geometry at its
        // next render, not inside the write: its echoes wait for their geometry.
        if !queued.duringUpdate, !queued.input.isSwiftUIReport, !echoes.isEmpty { echoes.removeAll { !$0.awaitsGeometry } }
        var update = startUpdate()
        translate(queued.input, t: queued.t, into: &update)
        finish(&update)
        return update
    }

    /// A new update, in the storage of the last one: its arrays are written again when its
    /// caller has let go of them (the usual `while let update = next()`), so there is no
    /// allocation per callback.
    private mutating func startUpdate() -> Update {
        isUpdating = true
        var update = Update()
        swap(&update, &lastUpdate)
        update.events.removeEach()
        update.records.removeEach()
        update.actions.removeEach()
        update.withoutAnimation = reducesMotion
        update.selectsForApp = false
        return update
    }

    /// `update` with what every update says of the screen now, kept for reuse.
    private mutating func finish(_ update: inout Update) {
        update.scrollsToTop = currentList
        update.wantsFrames = wantsFrames
        lastUpdate = update
    }

    /// Receives one callback and handles it and everything it causes, returning every
    /// update in order, for callers that carry updates out without callbacks of their own
    /// (tests, a recorder's replay). A UIKit screen uses `receive` and `next` instead.
    public mutating func handle(_ input: PagerDriverInput, at t: Double) -> [Update] {
        guard receive(input, at: t) else { return [] }
        // As in `next()`: the last call's array is reused once its caller has let go of it.
        var updates: [Update] = []
        swap(&updates, &lastUpdates)
        updates.removeEach()
        while let update = next() { updates.append(update) }
        lastUpdates = updates
        return updates
    }

    /// The role of the current list: the view that should have `scrollsToTop`.
    public var currentList: PagerScrollRole? {
        guard let g = state.geometry, g.contentViewCount > 0 else { return nil }
        return .content(page: g.isPages ? state.page : 0)
    }

    /// Applies one event and turns its commands into actions.
    mutating func apply(_ event: PagerEvent, into update: inout Update) {
        let record = state.apply(event)
        let isLayout: Bool
        if case .layout = event.kind { isLayout = true } else { isLayout = false }
        defer { if isLayout || record.hasCommandsOrDiagnostics { clampAnimationTargets() } }
        if isLayout, record.diagnostics.isEmpty { layoutChangedFlings(at: event.t) }
        update.events.append(event)
        update.records.append(record)
        if keepsLog {
            events.append(event)
            records.append(record)
        }
        guard record.hasCommandsOrDiagnostics else { return }  // the common case: no command
        for command in record.commands {
            switch command {
            case .setInset(_, let top, let duration):
                update.actions.append(.setInsetTop(top, duration: duration))
                flingBoundsChanged(at: event.t)
            case .setContentHeight(let page, let height):
                update.actions.append(.setContentHeight(page: page, height))
                flingBoundsChanged(at: event.t)
            case .setTarget(let view, let page, let value):
                guard let role = PagerScrollRole(view, page: page) else { continue }
                update.actions.append(.setTarget(role, value))
            case .fling(let view, let page, let velocity):
                guard view == .content, let g = state.geometry, let y = state.contentOffset(page: page ?? 0) else { continue }
                let k = page ?? 0, role = PagerScrollRole.content(page: k)
                if let e = echoes.lastIndex(where: { $0.role == role && $0.value != nil }) { echoes[e].flingFollows = true }
                // The fling replaces whatever the view was doing (a deceleration of its own, a
                // bounce): its frames are programmatic motion (SPEC §7), and a late
                // didEndDecelerating of the motion it replaced is dropped (idempotent end).
                if tracked[role]?.phase != .dragging { tracked[role, default: Tracked()].phase = .idle }
                _ = stopFling(role, at: event.t)
                var motion = PagerScrollViewModel(
                    offset: y, length: g.contentViewHeight, minimum: 0 - state.insetTop,
                    maximum: g.maxY(ofView: k, insetTop: state.insetTop), rule: .free, physics: physics)
                if motion.fling(velocity: velocity, at: event.t) {
                    flings.start(page: k, motion, at: event.t)
                } else {
                    // Nothing to run (a fling at 0 within the bounds): it ends here and now.
                    apply(.offset(.scrollEnded, .content, page: page, offset: y, t: event.t), into: &update)
                }
            case .animateHeader(let ty, let duration):
                update.actions.append(.animateHeader(ty: ty, duration: duration))
            case .setOffset(let view, let page, let value, let commandedAnimated):
                guard let role = PagerScrollRole(view, page: page) else { continue }
                // Reduce Motion: the scroll is carried out at once, reported as SPEC §7 has an
                // instant setOffset reported (`scroll moved`, then `scroll ended`).
                let animated = commandedAnimated && !reducesMotion
                if animated, case .content(let k) = role, flings.animate(page: k, to: value, at: event.t) {
                    // SPEC §7: an animated setOffset on a moving view runs the 0.3 s animation
                    // from where the motion is, however short the distance. The list moves by
                    // the driver's frames, so the driver runs it (UIKit, asked to animate to
                    // where the view already is, would do nothing and never report an end).
                    if tracked[role]?.phase != .dragging { tracked[role, default: Tracked()].phase = .idle }
                    continue
                }
                _ = stopFling(role, at: event.t)  // a command moves the view now (SPEC §7)
                update.actions.append(.setOffset(role, value, animated: animated))
                if animated {
                    // In flight unless the reducer found the view at rest and there (SPEC §4.0), or
                    // a finger holds the view (the drag goes on; UIKit's animation cannot
                    // move a tracked view).
                    if tracked[role]?.phase != .dragging {
                        let inFlight = state.isAnimating(view, page: page ?? 0)
                        tracked[role, default: Tracked()].phase = inFlight ? .animating : .idle
                        tracked[role]?.animationTarget = inFlight ? value : nil
                    }
                } else {
                    // An instant setOffset stops the view's own motion (UIKIT-CALLBACKS §1(f)); its echo is due,
                    // and, if it cancelled an animation, maybe a stray animation end.
                    // (SwiftUI's form of it is the animation's phase returning to idle, reported
                    // at its next render: that echo waits for it.)
                    // SwiftUI: whenever it reported an animation running (its phase, whatever the
                    // reducer thought of it), the write ends it with a phase change.
                    if geometryArrivesLater ? tracked[role]?.swiftUIPhase == .animating : tracked[role]?.phase == .animating {
                        echoes.append(Echo(role: role, value: nil, silent: true, awaitsGeometry: geometryArrivesLater))
                    }
                    if tracked[role]?.phase != .dragging { tracked[role, default: Tracked()].phase = .idle }
                    addEcho(echo(role, at: value, silent: false))
                }
            }
        }
    }

    // MARK: The driver's own motion (fling)

    /// Reports the flings whose motion ended by `t`, each at the instant it ended: the view is
    /// put at its rest and reports `scroll ended` then. Runs before every input, so the end
    /// comes before anything that happened after it, whenever the next frame arrives.
    mutating func finishFlings(endedBy t: Double, atFrame: Bool, into update: inout Update) {
        while let ended = flings.popFinished(by: t, atFrame: atFrame) {
            put(.content(page: ended.page), at: ended.rest, into: &update)
            apply(.offset(.scrollEnded, .content, page: page(.content(page: ended.page)), offset: ended.rest, t: ended.instant), into: &update)
        }
    }

    /// A display-link frame at `t`: every running fling is put where its motion is and
    /// reports `scroll moved` (once per instant).
    mutating func advanceFlings(to t: Double, into update: inout Update) {
        // One at a time: what a frame's event commands may end the flings after it.
        for k in flings.pages {
            guard let y = flings.frameIfDue(page: k, at: t) else { continue }
            put(.content(page: k), at: y, into: &update)
            apply(.offset(.scrollMoved, .content, page: page(.content(page: k)), offset: y, t: t), into: &update)
        }
    }

    /// Ends the driver's fling of `role` at `t`, returning where its motion is then.
    mutating func stopFling(_ role: PagerScrollRole, at t: Double) -> Double? {
        guard case .content(let k) = role else { return nil }
        return flings.stop(page: k, at: t)
    }

    /// An instant `setOffset` of the driver's own (a fling's frame, a restored or attached
    /// view, a fling stopped): the reducer already has the offset, so its echo says nothing.
    mutating func put(_ role: PagerScrollRole, at value: Double, into update: inout Update) {
        update.actions.append(.setOffset(role, value, animated: false))
        addEcho(echo(role, at: value, silent: true))
    }

    /// The echo of an instant write of `role` to `value`: a SwiftUI view's awaits its geometry.
    func echo(_ role: PagerScrollRole, at value: Double, silent: Bool) -> Echo {
        Echo(role: role, value: value, silent: silent, awaitsGeometry: geometryArrivesLater)
    }

    /// Has `decelerate began` of `role` at `y` handled after the current update and the
    /// callbacks it causes (SwiftUI's X → D).
    mutating func deferDecelerationBegan(_ role: PagerScrollRole, at y: Double, t: Double) {
        deferredDecelerations.append((role, y, t))
    }

    /// The update of the first deferred `decelerate began`.
    private mutating func deferredDecelerationBegan() -> Update {
        let (role, y, t) = deferredDecelerations.removeFirst()
        var update = startUpdate()
        if !flings.isEmpty { finishFlings(endedBy: t, atFrame: false, into: &update) }
        decelerationBegan(role, at: y, t: t, into: &update)
        finish(&update)
        return update
    }

    /// A due echo. A SwiftUI view reports one geometry for writes that leave it at the same
    /// offset, and none for a write that does not move it: a second write to the offset an
    /// awaited echo already names adds nothing (the first write's echo is the one that
    /// comes), and a write elsewhere replaces it.
    mutating func addEcho(_ echo: Echo) {
        if echo.awaitsGeometry, let value = echo.value {
            // A write to where the view already is: SwiftUI reports nothing, no echo is due.
            if tracked[echo.role]?.swiftUIOffset == value { return }
            if echoes.contains(where: { $0.role == echo.role && $0.awaitsGeometry && $0.value == value }) { return }
            echoes.removeAll { $0.role == echo.role && $0.awaitsGeometry && $0.value != nil }
        }
        echoes.append(echo)
    }

    /// Puts a view at the offset the reducer has for it.
    mutating func position(_ role: PagerScrollRole, into update: inout Update) {
        put(role, at: knownOffset(role) ?? 0, into: &update)
    }

    /// SPEC §7: the driver's flings carry on when the bounds move.
    private mutating func flingBoundsChanged(at t: Double) {
        guard let g = state.geometry else { return }
        flings.boundsChanged(g, insetTop: state.insetTop, at: t)
    }

    /// After a layout: flings of lists that are gone end silently; the others see the new bounds.
    private mutating func layoutChangedFlings(at t: Double) {
        flings.layoutChanged(state.geometry, insetTop: state.insetTop, at: t)
    }

    /// (SPEC §7): when a layout or an inset moves a view's bounds, an animation whose
    /// target now lies outside them heads for the nearest bound, so its end is expected
    /// there — not taken for the cancel of a touch far from the old target.
    mutating func clampAnimationTargets() {
        guard let g = state.geometry else { return }
        for role in tracked.roles {
            guard let view = tracked[role], view.phase == .animating, let target = view.animationTarget else { continue }
            let low: Double, high: Double
            switch role {
            case .content(let k):
                guard k < g.contentViewCount else { continue }
                low = 0 - state.insetTop
                high = g.maxY(ofView: k, insetTop: state.insetTop)
            case .pages: (low, high) = (0, g.maxPagesX)
            case .tabStrip: (low, high) = (0, g.maxPagerX)
            }
            guard low <= high else { continue }
            tracked[role]?.animationTarget = min(max(target, low), high)
        }
    }

    /// The event's `page`: the page of a content view in `pages` content, else nil.
    func page(_ role: PagerScrollRole) -> Int? {
        guard case .content(let page) = role, state.geometry?.isPages == true else { return nil }
        return page
    }
}

extension Array {
    /// Removes every element, keeping the storage when it is this array's alone. (The usual
    /// update holds one or two: removing them one by one is cheaper than
    /// `removeAll(keepingCapacity:)`'s general path.)
    mutating func removeEach() {
        while !isEmpty { removeLast() }
    }
}
