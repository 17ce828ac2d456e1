// The SwiftUI container's own half, free of SwiftUI so that Linux tests and the simulator
// (`PagerHost(swiftUIDriver:)`, `trace-replay fuzz --via-swiftui`) run it: the geometry
// convention between SwiftUI's scroll geometry and the reducer's offsets, and SwiftUI's
// surface for the engine (`PagerScreenSurface`): what the engine's one loop carries out becomes
// what SwiftUI applies — the lists' top margin (`setInset`), their minimum content heights
// (`setContentHeight`), the strip's rest (`setTarget`), the header's translation
// (`animateHeader`, or the reducer's at once) and each offset a command sets, as a
// `ScrollPosition` write. Every decision is the engine's, the one UIKit's coordinator runs.
// `PagerView` (ScrollPager) is this plus drawing.
import PagerCore

/// One write to a SwiftUI scroll view: `ScrollPosition.scrollTo(y:)` (a list) or
/// `scrollTo(x:)` (the pages container, the tab strip) at `position`, animated or not.
public struct PagerScrollWrite: Equatable, Sendable {
    /// The scroll view written.
    public var role: PagerScrollRole
    /// In `scrollTo`'s coordinates: for a list, counted from under its top inset
    /// (SWIFTUI-SCROLL §4); for the others, SwiftUI's `contentOffset.x`.
    public var position: Double
    /// Whether the write is animated (`withAnimation`).
    public var animated: Bool
    /// The offset the reducer commanded, in its own coordinates (SPEC §1), for a host that
    /// keeps its views in them (the simulator): `position` less the margin, exactly.
    public var reducerOffset: Double

    /// A write of `position` to `role`, for the reducer's `reducerOffset`.
    public init(role: PagerScrollRole, position: Double, animated: Bool, reducerOffset: Double) {
        self.role = role
        self.position = position
        self.animated = animated
        self.reducerOffset = reducerOffset
    }
}

/// A SwiftUI pager screen's inputs and what it must apply, around a `PagerDriver`.
///
/// **The geometry convention.** The container gives every list a top content margin of the
/// reducer's inset (`listMarginTop`, SPEC §3 `setInset`), so SwiftUI's
/// `contentInsets.top` is the safe area's top plus that margin (SWIFTUI-SCROLL §2). The
/// reducer's offset of a list is SwiftUI's `contentOffset.y` plus only the safe-area part:
///
///     reducer y = contentOffset.y + (contentInsets.top − listMarginTop)
///               = contentOffset.y + safeAreaTop
///
/// so a list at rest at its top (`contentOffset.y = −contentInsets.top`) reads
/// `−listMarginTop`, SPEC §1's `minY`. The safe-area part is read off each list's own inset
/// (`safeAreaChange(contentInsetTop:)`, sent as `.safeArea(top:)`); the driver adds it to
/// every reported list offset. A command's
/// offset `v` is written as `scrollTo(y: v + listMarginTop)`: `scrollTo(y:)` counts from
/// under the whole inset, and `v − safeAreaTop + contentInsets.top = v + listMarginTop`.
///
/// **A header drawn over the lists** (`drawsStickyHeaderOverLists`, `PagerView`: its pages
/// are the app's own lists, which cannot hold the pager's header). In `stickyReveal` the
/// header is the first `S` points of every list's content (SPEC §1); drawn over the list
/// instead, those points lead the list's own content without being in it
/// (`contentAbove = S`). The margin is then the inset plus them, and they count with the
/// safe area in what the driver adds to SwiftUI's offsets:
///
///     listMarginTop = insetTop + contentAbove              (0 or S: never negative)
///     reducer y     = contentOffset.y + (contentInsets.top − listMarginTop) + contentAbove
///     position      = v + listMarginTop − contentAbove     (= v + insetTop)
///
/// Feed it as the driver (`receive`), and carry out every `next()` before the next input:
/// its `writes` are the `ScrollPosition` writes; the rest of what to apply is in the
/// properties (read them after each update).
public struct PagerContainer: Sendable {
    /// The engine the inputs go to: the screen layer (its driver's, with every decision
    /// around it) and the one loop that carries its updates out on this container.
    public var engine: PagerScreenEngine<PagerScrollRole>
    /// The screen layer the inputs go to.
    public var screen: PagerScreenLayer { engine.screen }
    /// The driver the inputs go to.
    public var driver: PagerDriver { screen.driver }
    /// Every list's top content margin (`contentMargins(.top, …, for: .scrollContent)`):
    /// the reducer's inset top. A change applies at once, whatever `setInset`'s duration, as
    /// in the UIKit adapter: the lists keep their offsets and the reducer moves them itself
    /// (UIKIT-CALLBACKS §1(k)); an animated margin would move them a second time.
    public private(set) var listMarginTop = 0.0
    /// The margin before the last change (SwiftUI may report it once more).
    private var previousListMarginTop: Double?
    /// Whether the screen draws a `stickyReveal` header over its lists rather than in them
    /// (see the convention above); `false`: the lists' content holds it (the simulator, a
    /// screen of your own whose lists draw it).
    public let drawsStickyHeaderOverLists: Bool
    /// The points of the reducer's content drawn over each list above its own content: the
    /// header's `S` in `stickyReveal` when `drawsStickyHeaderOverLists`, 0 otherwise.
    public var contentAbove: Double {
        guard drawsStickyHeaderOverLists, let g = driver.state.geometry, g.mode == .stickyReveal else { return 0 }
        return g.headerHeight
    }
    /// The part of the driver's `safeAreaTop` that is `contentAbove` (the rest is the safe
    /// area): it follows `contentAbove` at the update that changes it, not at the next report
    /// (which would move the lists in motion, as a safe-area change does).
    private var aboveInDriver = 0.0
    /// The header drag under way: `nil` before its first report, then whether it is a
    /// header pan (`headerDragChanged`).
    private var headerDragIsPan: Bool?
    /// The header drag's last translation (y down), where a cancelled drag ends.
    private var lastHeaderTranslation = 0.0
    /// Each page's minimum content height (`setContentHeight`), where one was commanded:
    /// the list's content is at least this tall (a spacer below). A layout that no longer
    /// adjusts a page drops its entry (the screen layer's `PagerAttachedLists`).
    public var minimumContentHeights: [Int: Double] { screen.lists.minimumContentHeights }
    /// Where the strip's drag ending now must come to rest (`setTarget`): the strip's
    /// scroll target behaviour reads it once and clears it with `takeStripRest()`. A rest not
    /// taken by the time the strip's phase leaves the release's deceleration (a new drag, its
    /// rest, an animation) is dropped: SwiftUI asked before the reducer said it and kept its
    /// own, and the rest must not land on the strip's next fling or resize.
    public private(set) var stripRest: Double?
    /// Whether the underline's last move animates (a tap's), or follows the scroll
    /// (`PagerScreenUpdate.underlineAnimates`).
    public private(set) var underlineAnimates = false
    /// The header's translation (`transform.ty`).
    public private(set) var headerTy = 0.0
    /// How long the last change of `headerTy` animates (`animateHeader`; 0: at once).
    public private(set) var headerDuration = 0.0

    /// The container's update: the screen layer's, and its offsets as `ScrollPosition` writes.
    public struct Update: Sendable {
        /// What the driver did (events, records, actions).
        public var driver: PagerDriver.Update { screen.driver }
        /// The screen layer's update (the strip's frames and underline, the current list).
        public var screen: PagerScreenUpdate
        /// The writes to carry out, in order.
        public var writes: [PagerScrollWrite]
        /// What the app hears of this update (`PagerScreenNotices`).
        public var news = PagerScreenNews()
    }

    /// The writes of the update being carried out.
    private var pendingWrites: [PagerScrollWrite] = []
    /// Each view's last write, in the reducer's coordinates (its echo: `receive`).
    private var lastWritten: [PagerScrollRole: Double] = [:]
    /// The update the engine's loop carried out last (`next()`).
    private var carriedOut: Update?

    /// A container with a fresh driver, or one restored from a saved `PagerState`;
    /// `drawsStickyHeaderOverLists`: see the convention above.
    public init(restoring saved: PagerState? = nil, drawsStickyHeaderOverLists: Bool = false) {
        self.init(driver: saved.map { PagerDriver(restoring: $0) } ?? PagerDriver(), drawsStickyHeaderOverLists: drawsStickyHeaderOverLists)
    }

    /// A container around `driver` (the simulator's SwiftUI mode).
    public init(driver: PagerDriver, drawsStickyHeaderOverLists: Bool = false) {
        self.drawsStickyHeaderOverLists = drawsStickyHeaderOverLists
        var driver = driver
        driver.geometryArrivesLater = true  // SwiftUI reports a write at its next render
        engine = PagerScreenEngine(screen: PagerScreenLayer(driver: driver))
        aboveInDriver = contentAbove
        engine.screen.setOffsetShift(driver.safeAreaTop + aboveInDriver)
        listMarginTop = driver.state.insetTop + contentAbove
        headerTy = driver.state.headerTy
    }

    /// The reducer's state.
    public var state: PagerState { driver.state }

    /// The one plant hook of its screen layer (`Plant`, set by test support).
    package var plant: Plant {
        get { engine.screen.plant }
        set { engine.screen.plant = newValue }
    }

    /// Right to left (the environment's `layoutDirection`): see `PagerDriver.isRightToLeft`.
    public var isRightToLeft: Bool {
        get { screen.driver.isRightToLeft }
        set { engine.screen.environment(rightToLeft: newValue, reducesMotion: engine.screen.reducesMotion) }
    }

    /// Reduce Motion (the environment's `accessibilityReduceMotion`): see
    /// `PagerDriver.reducesMotion`. Header animations then take no time either.
    public var reducesMotion: Bool {
        get { screen.reducesMotion }
        set { engine.screen.reducesMotion = newValue }
    }

    /// The safe-area part of a list's `contentInsets.top` as SwiftUI reports it —
    /// `contentInsetTop − listMarginTop` — when it differs from the one the driver has;
    /// `nil` when it does not. Send it (`.safeArea(top:)`) before the report's offset.
    ///
    /// SwiftUI applies a new margin at its next layout, so a report may still carry the
    /// margin before the last change: a report that reads the current safe area with that
    /// margin is taken as such, not as a safe-area change (either order is accepted, as
    /// the device is not yet known, SWIFTUI-SCROLL §8).
    ///
    /// With a header drawn over the lists, the part returned (what the driver adds to every
    /// list's offset) is the safe area plus `contentAbove`.
    public func safeAreaChange(contentInsetTop: Double) -> Double? {
        let safe = contentInsetTop - listMarginTop
        guard safe + contentAbove != driver.safeAreaTop else { return nil }
        if let previous = previousListMarginTop, contentInsetTop - previous + contentAbove == driver.safeAreaTop { return nil }
        return max(0, safe) + contentAbove
    }

    /// Queues an input (see `PagerDriver.receive`); returns whether to drain `next()` now.
    /// A `scrollPhase` and a `scrollGeometry` carry SwiftUI's raw `contentOffset` on the
    /// view's axis: converted here, once, into the reducer's coordinates (the convention
    /// above; `SwiftUICoordinates`).
    @discardableResult
    public mutating func receive(_ input: PagerDriverInput, at t: Double) -> Bool {
        if stripRest != nil, case .scrollPhase(.tabStrip, let phase, _, _) = input, phase != .decelerating { stripRest = nil }
        return engine.screen.receive(inReducerCoordinates(input), at: t)
    }

    /// `input` as the driver receives it from this container: a `scrollPhase`'s or a
    /// `scrollGeometry`'s raw SwiftUI offset in the reducer's coordinates (what a callbacks
    /// recording keeps: `trace-replay drive` replays it through a bare driver); any other
    /// input as it is.
    public func inReducerCoordinates(_ input: PagerDriverInput) -> PagerDriverInput {
        switch input {
        case .scrollPhase(let role, let phase, let offset, let velocity):
            .scrollPhase(role, phase, offset: reducerOffset(reported: offset, role), contextVelocity: velocity)
        case .scrollGeometry(let role, let offset):
            .scrollGeometry(role, offset: reducerOffset(reported: offset, role))
        default:
            input
        }
    }

    /// The reducer's offset of SwiftUI's raw `offset` of `role`'s view. The geometry of the
    /// view's last write is that write's offset exactly (the driver matches SwiftUI's echoes
    /// exactly; converting back and forth could be a rounding off): SwiftUI reports a write
    /// at its next render, and this is the container's echo policy for it.
    private func reducerOffset(reported offset: Double, _ role: PagerScrollRole) -> Double {
        let basis = driver.viewBasis
        if let written = lastWritten[role], SwiftUICoordinates.swiftUIOffset(ofReducer: written, role, basis) == offset { return written }
        return SwiftUICoordinates.reducerOffset(ofSwiftUI: offset, role, basis)
    }

    /// The next update, carried out into the properties by the engine's loop
    /// (`PagerScreenEngine.carryOutNext`), or `nil` when every input has been handled.
    public mutating func next() -> Update? {
        carriedOut = nil
        guard PagerScreenEngine.carryOutNext(on: &self) else { return nil }
        return carriedOut
    }

    /// The margin the lists need now: the reducer's inset plus what is drawn above them; and
    /// what the driver adds to the lists' offsets, the safe area plus what is drawn above.
    private mutating func followMargin() {
        let above = contentAbove
        if above != aboveInDriver {
            engine.screen.setOffsetShift(driver.safeAreaTop - aboveInDriver + above)
            aboveInDriver = above
        }
        let margin = screen.lists.reducerTop + above
        if margin != listMarginTop {
            previousListMarginTop = listMarginTop
            listMarginTop = margin
        }
    }

    /// The app selects tab `index` (`PagerView`'s `selection`): the input to deliver now, or
    /// `nil` when it is kept for the first layout, where the screen opens on it without
    /// animation (`laidOut()`; the screen layer's `PagerPendingSelection`, as in UIKit).
    public mutating func select(_ index: Int, animated: Bool = true) -> PagerDriverInput? {
        engine.screen.select(index, animated: animated)
    }

    /// After a layout was delivered: the selection of the tab asked for before the first
    /// layout, to deliver now; `nil` otherwise.
    public mutating func laidOut() -> PagerDriverInput? { engine.screen.laidOut() }

    /// Takes the strip's commanded rest (for the drag that ended), clearing it.
    public mutating func takeStripRest() -> Double? {
        defer { stripRest = nil }
        return stripRest
    }

    // MARK: The header's drag

    /// A drag on the header moved (a `DragGesture`'s `translation`, points, y down): the
    /// inputs to deliver. It is decided at its first report — a header pan only if the
    /// screen layer lets one begin for that motion (`PagerScreenLayer.headerPanBegins`: vertical,
    /// in a mode with header drags, SPEC §4.7, as the UIKit coordinator's pan) — and a drag
    /// that is not one delivers nothing to its end.
    public mutating func headerDragChanged(translationX: Double, translationY: Double) -> [PagerDriverInput] {
        lastHeaderTranslation = translationY
        if headerDragIsPan == nil {
            headerDragIsPan = screen.headerPanBegins(velocityX: translationX, velocityY: translationY)
            if headerDragIsPan == true {
                return [.headerPan(.began, translation: 0, velocity: 0), .headerPan(.changed, translation: translationY, velocity: 0)]
            }
        }
        return headerDragIsPan == true ? [.headerPan(.changed, translation: translationY, velocity: 0)] : []
    }

    /// The drag on the header ended (its translation and velocity, y down): the pan's end,
    /// if it was one.
    public mutating func headerDragEnded(translationY: Double, velocityY: Double) -> PagerDriverInput? {
        defer { headerDragIsPan = nil }
        return headerDragIsPan == true ? .headerPan(.ended, translation: translationY, velocity: velocityY) : nil
    }

    /// The drag on the header stopped without ending (SwiftUI cancelled the gesture: another
    /// gesture won, the view went away, a system gesture took the touch): a pan in progress
    /// ends where it was, without velocity — as UIKit's pan does on `.cancelled` — so the
    /// reducer's header drag never stays open. `nil` when no pan is in progress (it ended).
    public mutating func headerDragCancelled() -> PagerDriverInput? {
        headerDragEnded(translationY: lastHeaderTranslation, velocityY: 0)
    }
}

// SwiftUI's surface: the engine's updates carried out into what the screen applies. SwiftUI
// reports a write's geometry at its next render, never inside the write, so nothing here
// reports back; its lists are not attached one by one (every list has the margin and the
// spacer), so the engine writes no list's insets.
extension PagerContainer: PagerScreenSurface {
    /// Not read: each input comes with its time (`receive(_:at:)`).
    public var clockTime: Double { 0 }

    /// Not read: SwiftUI's offsets come with its phases and geometry.
    public func scrollOffset(_ role: PagerScrollRole) -> Double { 0 }

    /// Not read: SwiftUI reports phases, not flags.
    public func scrollFlags(_ role: PagerScrollRole) -> PagerScrollFlags { PagerScrollFlags(isTracking: false, isDragging: false, isDecelerating: false) }

    /// None: no list is attached one by one.
    public func listInsets(page: Int) -> PagerListInsets { PagerListInsets(top: 0, bottom: 0) }

    /// None: no list is attached one by one.
    public func listContentHeight(page: Int) -> Double { 0 }

    /// A `ScrollPosition` write. A write is resolved at SwiftUI's next layout, with the
    /// margin set in this update (`didCarryOut`): `scrollTo(y:)` counts from under the whole
    /// inset (the geometry convention), so a list's position is `value + listMarginTop`
    /// (less what is drawn above it). A horizontal view's is mirrored in a right-to-left
    /// screen (`SwiftUICoordinates`), as its reports are read.
    public mutating func setScrollOffset(_ role: PagerScrollRole, to value: Double, animated: Bool) {
        let position = role.view == .content ? value : SwiftUICoordinates.swiftUIOffset(ofReducer: value, role, driver.viewBasis)
        lastWritten[role] = value
        pendingWrites.append(PagerScrollWrite(role: role, position: position, animated: animated, reducerOffset: value))
    }

    /// Nothing: no list is attached one by one.
    public mutating func setListInsets(_ insets: PagerListInsets, page: Int) {}

    /// The margin follows the reducer's inset.
    public mutating func insetsChanged() { followMargin() }

    /// The strip's rest, for its scroll target behaviour (`takeStripRest()`).
    public mutating func stripWillRest(_ role: PagerScrollRole, at value: Double) {
        if role.view == .pager { stripRest = SwiftUICoordinates.swiftUIOffset(ofReducer: value, role, driver.viewBasis) }
    }

    /// The reducer's translation at once, or its animation (none under Reduce Motion).
    public mutating func moveHeader(to ty: Double, duration: Double) {
        if ty != headerTy || duration != 0 {
            headerTy = ty
            headerDuration = duration
        }
    }

    /// Nothing: the update carries the strip's frames (`Update.screen`).
    public mutating func layOutStrip(_ frames: PagerTabStripFrames) {}

    /// Nothing: the update carries the underline (`Update.screen`).
    public mutating func placeUnderline(_ frame: PagerScreenRect, animated: Bool) {}

    /// Nothing: the update carries the current list (`Update.driver.scrollsToTop`).
    public mutating func setScrollsToTop(_ role: PagerScrollRole?) {}

    /// Nothing: the update carries it (`Update.driver.wantsFrames`).
    public mutating func runFrames(_ wanted: Bool) {}

    /// A new update: no writes yet; a tap's underline animates.
    public mutating func willCarryOut(_ update: PagerScreenUpdate) {
        pendingWrites.removeAll(keepingCapacity: true)
        if !update.driver.records.isEmpty { underlineAnimates = update.underlineAnimates }
    }

    /// A layout may change what is drawn above the lists (a mode, the header's height); the
    /// lists' positions count from under the margin SwiftUI lays out with after this update,
    /// less what is drawn above them (the convention above).
    public mutating func didCarryOut(_ update: PagerScreenUpdate, news: PagerScreenNews) {
        followMargin()
        var writes = pendingWrites
        for k in writes.indices where writes[k].role.view == .content { writes[k].position += listMarginTop - contentAbove }
        carriedOut = Update(screen: update, writes: writes, news: news)
    }
}

/// SwiftUI's raw offsets against the reducer's: the one pair of conversions of the SwiftUI
/// surface (the convention on `PagerContainer`). A list's raw `contentOffset.y` plus the safe
/// area and what is drawn above the lists (the driver's `safeAreaTop`, which the container
/// keeps so); a right-to-left pages container's or strip's measured from its other end.
/// Nothing outside this file calls them (`ConversionPairTests`).
private enum SwiftUICoordinates {
    /// The reducer's offset of SwiftUI's raw `offset` along `role`'s axis.
    static func reducerOffset(ofSwiftUI offset: Double, _ role: PagerScrollRole, _ basis: PagerViewBasis) -> Double {
        switch role {
        case .content: return basis.safeAreaTop != 0 ? offset + basis.safeAreaTop : offset
        case .tabStrip: return basis.rightToLeft ? basis.maxPagerX - offset : offset
        case .pages: return basis.rightToLeft ? basis.maxPagesX - offset : offset
        }
    }

    /// SwiftUI's raw offset along `role`'s axis of the reducer's `value` (the inverse).
    static func swiftUIOffset(ofReducer value: Double, _ role: PagerScrollRole, _ basis: PagerViewBasis) -> Double {
        switch role {
        case .content: return basis.safeAreaTop != 0 ? value - basis.safeAreaTop : value
        case .tabStrip: return basis.rightToLeft ? basis.maxPagerX - value : value
        case .pages: return basis.rightToLeft ? basis.maxPagesX - value : value
        }
    }
}
