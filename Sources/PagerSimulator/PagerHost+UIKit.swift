// The host in UIKit mode: instead of SPEC §2 events it tells the screen layer (`PagerScreenLayer`,
// the UIKit coordinator's) what a UIScrollView tells its delegate (UIKIT-CALLBACKS §1, §2),
// and carries out each `PagerScreenUpdate` on its simulated views, a `PagerScreenSurface`,
// through the engine's loop the coordinator uses. (SwiftUI mode shares the delivery; it
// applies what the SwiftUI container applies.) The loop around it — `receive`, then `next()`
// until nil — is three lines in each host: carrying an update out calls back into the same
// layer (UIKit's setters report inside themselves), so no routine may hold the layer while it
// runs.
// (The simulator carries out the reducer's commands twice, by necessity: in events mode as
// SPEC §7 says (`carryOut`, PagerHost.swift), in the driver modes as UIKit carries out the
// driver's `PagerScrollAction`s (`perform`, PagerHost+UIKit.swift) — the driver's translation of
// the commands, which is what those modes test, sits between them.)
import PagerCore
import PagerKit

extension PagerHost {
    /// What the host runs the screen through: one value (the screen layer or the container
    /// it then holds is `screen` or `container`).
    public enum Mode: Sendable, Equatable {
        /// SPEC §2 events straight to the reducer.
        case events
        /// UIKit's delegate callbacks, through the screen layer the UIKit coordinator runs.
        /// `lazyLists`: the pages' lists load as the drop-in screens load them
        /// (`loadsListsLazily`); otherwise every list is there from the first layout.
        case uikit(lazyLists: Bool)
        /// SwiftUI's scroll phases and geometry, through the container `PagerView` runs.
        case swiftUI

        /// Whether this is UIKit's mode, however its lists load.
        public var isUIKit: Bool {
            if case .uikit = self { return true }
            return false
        }
    }

    /// A host in UIKit mode: instead of SPEC §2 events it emits the delegate callbacks a
    /// `UIScrollView` (and the tab strip's `UICollectionView`) would send, in UIKit's order
    /// and units (UIKIT-CALLBACKS §1, §2), to `driver`, and carries out the driver's actions
    /// — an instant `setOffset` calls back `didScroll` inside it, as UIKit's setter does.
    /// `events` and `records` are then the driver's. With `safeAreaTop`, content offsets
    /// are reported as UIKit's `.automatic` inset adjustment shows them.
    ///
    /// The driver runs the reducer's `fling` itself (UIKit has no call for it): the host then
    /// sends it display-link frames (`.frame`) at the instants it would report that list's
    /// frames and its end in events mode, so both modes report the same events.
    public init(driver: PagerDriver, physics: PagerScrollPhysics = PagerScrollPhysics()) {
        self.init(physics: physics)
        var driver = driver
        driver.physics = physics
        engine = PagerScreenEngine(screen: PagerScreenLayer(driver: driver))
        engine.screen.stripHeight = Self.stripHeight
        engine.screen.indicatorStyle = Self.indicatorStyle
        mode = .uikit(lazyLists: false)
    }

    /// What a UIScrollView tells its delegate where the host would send `event`
    /// (UIKIT-CALLBACKS §1): a drag's end is `willEndDragging` (velocity in pt/ms) then
    /// `didEndDragging`; moves are `didScroll` with the flags of their phase.
    func uikitCallbacks(for event: PagerEvent) -> [PagerDriverInput] {
        switch event.kind {
        case .layout(let layout):
            // A list's content that grows or shrinks alone (a reload, cells measured) is
            // observed on its `contentSize`, not laid out by the app: the adapter sends it
            // as that page's content height.
            if let page = Self.onlyContentHeightChanged(from: driver?.state.layout, to: layout),
                case .pages(let pages, _) = layout.content
            {
                return [.contentHeight(page: page, pages[page].contentHeight)]
            }
            return [.layout(layout)]
        case .tapPagerItem(let index): return [.didSelectItem(index: index)]
        case .tapStatusBar: return (screen ?? container?.screen).map { [$0.statusBarTap] } ?? []
        case .offset(let motion, let report) where report.view == .header:
            // The header's pan recognizer: translation.y is the negated offset-space one.
            let translation = 0 - report.offset
            // The finger lands before the pan recognises (the adapter's touch-down
            // recognizer) and lifts after it ends.
            switch motion {
            case .dragBegan: return [.touchDown(.header), .headerPan(.began, translation: translation, velocity: 0)]
            case .dragEnded(let velocity, _):
                return [.headerPan(.ended, translation: translation, velocity: 0 - velocity), .touchUp(.header)]
            default: return [.headerPan(.changed, translation: translation, velocity: 0)]
            }
        case .offset(let motion, let report):
            let role = Self.role(report.view, report.page)
            let offset = reportedOffset(role, report.offset)
            // A finger on a list also reaches the adapter's touch-down recognizer, first
            // (it stops a fling the driver runs), and lifts after UIKit's end callbacks.
            let touched: PagerTouchTarget? = if case .content(let k) = role { .list(page: k) } else { nil }
            switch motion {
            case .dragBegan: return (touched.map { [.touchDown($0)] } ?? []) + [.willBeginDragging(role, offset: offset)]
            case .dragMoved: return [.didScroll(role, offset: offset, flags: .dragging)]
            case .dragEnded(_, let willDecelerate):
                return [
                    .willEndDragging(role, offset: offset, velocity: releaseVelocityPerMillisecond, targetOffset: offset),
                    .didEndDragging(role, offset: offset, willDecelerate: willDecelerate),
                ] + (touched.map { [.touchUp($0)] } ?? [])
            case .decelerateBegan: return [.willBeginDecelerating(role, offset: offset)]
            case .decelerateMoved: return [.didScroll(role, offset: offset, flags: .decelerating)]
            case .decelerateEnded: return [.didEndDecelerating(role, offset: offset)]
            case .scrollMoved: return [.didScroll(role, offset: offset, flags: .programmatic)]
            case .scrollEnded: return [.didEndScrollingAnimation(role, offset: offset)]
            }
        }
    }

    /// The page whose content height alone differs between two `pages` layouts, if that is
    /// the only difference.
    static func onlyContentHeightChanged(from old: PagerLayout?, to new: PagerLayout) -> Int? {
        guard let old, case .pages(let before, let adjust) = old.content, case .pages(let after, _) = new.content,
            before.count == after.count, let k = before.indices.first(where: { before[$0] != after[$0] })
        else { return nil }
        var patched = old
        var pages = before
        pages[k].contentHeight = after[k].contentHeight
        patched.content = .pages(pages, adjustContentSize: adjust)
        return patched == new ? k : nil
    }

    static func role(_ view: PagerScrollViewID, _ page: Int?) -> PagerScrollRole {
        PagerScrollRole(view, page: page) ?? .content(page: page ?? 0)
    }

    /// What a simulated view reports of the reducer's `offset`. UIKit mode: the reducer's
    /// offset itself — the simulated views are the reducer's, and the driver's inputs are in
    /// its coordinates (UIKit's conversion is its surface's: `PagerScrollSurface`, tested over
    /// UIKit-like views in ScreenCoordinatorTests). SwiftUI mode: SwiftUI's raw
    /// `contentOffset` — a list's less the safe area (`.automatic` inset adjustment); in a
    /// right-to-left screen, the pages container's and the strip's measured from their other
    /// end (SwiftUI lays their content out flipped: the reducer's 0 is at the right).
    func reportedOffset(_ role: PagerScrollRole, _ offset: Double) -> Double {
        guard mode == .swiftUI else { return offset }
        switch role {
        case .content:
            guard let safe = readDriver({ $0.safeAreaTop }), safe != 0 else { return offset }
            return offset - safe
        case .pages, .tabStrip:
            guard readDriver({ $0.isRightToLeft }) == true, let g = state.geometry else { return offset }
            return (role == .pages ? g.maxPagesX : g.maxPagerX) - offset
        }
    }

    /// UIKit mode, before the first layout: the screen is laid out right to left (the
    /// environment the coordinator reads at its layout): the pages container and the strip
    /// report their offsets and velocities as UIKit's flipped views do, and the strip's cells
    /// are mirrored.
    public mutating func layOutRightToLeft() {
        guard mode.isUIKit, state.geometry == nil else { return }
        let reducesMotion = driver?.reducesMotion ?? false
        engine.screen.environment(rightToLeft: true, reducesMotion: reducesMotion)
    }

    /// UIKit mode: the app replaces page `page`'s list's delegate. Its delegate callbacks
    /// reach the app alone until the coordinator adopts the new delegate
    /// (`adoptReplacedDelegates()`, at the screen's next layout); its recognizers still
    /// reach the coordinator.
    public mutating func replaceDelegate(page: Int) {
        guard mode.isUIKit else { return }
        replacedDelegates.insert(page)
    }

    /// UIKit mode: what `PagerScrollCoordinator.layout(_:)` does first — each list whose
    /// delegate was replaced is adopted again, and the driver catches up with what it shows
    /// (`PagerScreenCoordinator.resync`: its offset and flags).
    public mutating func adoptReplacedDelegates() {
        for k in replacedDelegates.sorted() {
            replacedDelegates.remove(k)
            guard model(.content, k) != nil, plant.decides(PlantSite.resyncsAdoptedList, true) else { continue }
            PagerScreenEngine.resync(.content(page: k), on: &self)
        }
    }

    /// One callback to the driver; while an update is being carried out it waits its turn
    /// (the driver queues it), as a UIKit adapter does. A delegate callback of a list whose
    /// delegate the app replaced reaches the app alone. UIKit mode runs the engine's loop
    /// (`PagerScreenEngine.deliver`, the UIKit coordinator's); SwiftUI mode the container's.
    mutating func deliver(_ input: PagerDriverInput) {
        if !replacedDelegates.isEmpty, case .content(let k)? = input.role, replacedDelegates.contains(k), PagerDelegateCallbacks.selector(of: input) != nil {
            return
        }
        attachTouchedList(before: input)
        switch mode {
        case .events: return
        case .uikit:
            if !foreignProxies.isEmpty, case .content(let k)? = input.role, foreignProxies.contains(k), let call = Self.delegateCall(input) {
                deliverThroughForeignProxy(input, call)
            } else {
                PagerScreenEngine.deliver(input, at: time, on: &self)
            }
        case .swiftUI:
            guard let taken = container?.receive(input, at: time) else { return }
            if logsCallbacks { callbacks.append(PagerRecordedCallback(t: time, input: input, nested: !taken)) }
            guard taken else { return }
            while let update = container?.next() {
                willCarryOut(update.screen)
                perform(update.screen.driver.actions, writes: update.writes)
                didCarryOut(update.screen, news: PagerScreenNews())
            }
        }
    }

    /// The simulated strip's height (the bar `B` of the presets).
    static let stripHeight = 44.0
    /// The simulated strip's underline: 3 pt with round ends (the Parchment-like
    /// screen), not the 2 pt default, so the fuzzer's strip check sees the style go through
    /// the screen layer.
    static let indicatorStyle = PagerIndicatorStyle(height: 3, cornerRadius: 1.5)

    /// SwiftUI mode: what the container applies — its lists' margin and minimum heights (the
    /// views' bounds), the strip's rest, and its `ScrollPosition` writes (`writes`).
    mutating func perform(_ actions: [PagerScrollAction], writes: [PagerScrollWrite]) {
        for action in actions {
            switch action {
            case .setInsetTop, .setContentHeight: updateBounds()
            case .setTarget: commandedTarget = container?.takeStripRest()
            case .animateHeader, .setOffset: break
            }
        }
        // The simulated views are in the reducer's coordinates: the write's offset there, bit
        // for bit (SwiftUI's `position` is that plus the margin; its arithmetic is tested in
        // PagerContainerTests).
        for write in writes { setOffset(write.role, write.reducerOffset, animated: write.animated) }
    }

    /// Moves `role`'s view to `value` (the reducer's coordinates) as a scroll view does when
    /// its offset is set.
    private mutating func setOffset(_ role: PagerScrollRole, _ value: Double, animated: Bool) {
        let now = time
        let page: Int?
        if case .content(let k) = role { page = k } else { page = nil }
        // What the view reports (`reportedOffset`).
        let reported = reportedOffset(role, value)
        guard let current = model(role.view, page) else { return }
        if animated {
            update(role.view, page) { $0.animate(to: value, at: now) }
        } else {
            // UIKit's setter calls didScroll inside it when the offset changes (UIKIT-CALLBACKS §1(f));
            // SwiftUI reports the new geometry (here at once, as if rendered now).
            let changed = current.offset(at: now) != value
            update(role.view, page) { $0.jump(to: value, at: now) }
            // SwiftUI: a write stops an animation or a deceleration, whose phase then
            // returns to idle (UIKIT-CALLBACKS §1(f): the write ends the motion).
            let stopsMotion =
                mode == .swiftUI && !current.isDragging
                && [.animating, .decelerating].contains(swiftUI.phases[role] ?? .idle)
            defer {
                if stopsMotion {
                    swiftUI.phases[role] = .idle
                    deliver(.scrollPhase(role, .idle, offset: reported, contextVelocity: nil))
                }
            }
            if changed {
                if mode == .swiftUI {
                    if let report = geometry(role, reported) { deliver(report) }
                } else {
                    deliver(.didScroll(role, offset: reported, flags: .programmatic))
                }
            }
        }
    }
}

// UIKit mode: the engine's updates carried out on the simulated views, as the UIKit
// coordinator carries them out on scroll views: the views are addressed by role, and an
// instant write reports `didScroll` inside the call, as UIKit's setter does.
extension PagerHost: PagerScreenSurface {
    public var clockTime: Double { time }

    /// What the view reports (`reportedOffset`: in UIKit mode, the reducer's offset).
    public func scrollOffset(_ role: PagerScrollRole) -> Double {
        let page: Int? = if case .content(let k) = role { k } else { nil }
        return reportedOffset(role, offset(role.view, page: page ?? 0))
    }

    /// UIKit keeps `isDragging` true while a fling decelerates (UIKIT-CALLBACKS §1(b)).
    public func scrollFlags(_ role: PagerScrollRole) -> PagerScrollFlags {
        let page: Int? = if case .content(let k) = role { k } else { nil }
        guard let view = model(role.view, page) else { return PagerScrollFlags(isTracking: false, isDragging: false, isDecelerating: false) }
        return PagerScrollFlags(isTracking: view.isDragging, isDragging: view.isDragging || view.isDecelerating, isDecelerating: view.isDecelerating)
    }

    public func listInsets(page: Int) -> PagerListInsets { shownInsets[page] ?? PagerListInsets(top: 0, bottom: 0) }

    public func listContentHeight(page: Int) -> Double {
        guard let g = state.geometry else { return 0 }
        return contentHeight(page: page, of: g)
    }

    /// The simulated views are the reducer's: the engine's value is written as it is.
    public mutating func setScrollOffset(_ role: PagerScrollRole, to value: Double, animated: Bool) {
        setOffset(role, value, animated: animated)
    }

    /// The bounds follow the attached lists' insets at `insetsChanged()`.
    public mutating func setListInsets(_ insets: PagerListInsets, page: Int) {
        guard shownInsets[page] != nil else { return }
        shownInsets[page] = insets
    }

    public mutating func insetsChanged() { updateBounds() }

    public mutating func stripWillRest(_ role: PagerScrollRole, at value: Double) { commandedTarget = value }

    /// No header is drawn: its translation is the state's `headerTy`.
    public mutating func moveHeader(to ty: Double, duration: Double) {}

    public mutating func layOutStrip(_ frames: PagerTabStripFrames) { stripFrames = frames }

    public mutating func placeUnderline(_ frame: PagerScreenRect, animated: Bool) { underlineFrame = frame }

    /// Scroll-to-top is answered from the driver's current list (`tapStatusBar`).
    public mutating func setScrollsToTop(_ role: PagerScrollRole?) {}

    /// Frames come from `advance(to:)` while the driver wants them.
    public mutating func runFrames(_ wanted: Bool) {}

    public mutating func received(_ input: PagerDriverInput, at t: Double, nested: Bool) {
        if logsCallbacks { callbacks.append(PagerRecordedCallback(t: t, input: input, nested: nested)) }
    }

    /// The driver's events and records become the host's; a layout rebuilds the views before
    /// anything is written to them.
    public mutating func willCarryOut(_ update: PagerScreenUpdate) {
        if let driven = readDriver({ $0.state }) { state = driven }
        events += update.driver.events
        records += update.driver.records
        for (event, record) in zip(update.driver.events, update.driver.records) {
            if case .layout = event.kind, record.diagnostics.isEmpty { rebuildViews() }
        }
    }

    /// Resting views move into their bounds, lists join and leave, and the strip is checked.
    public mutating func didCarryOut(_ update: PagerScreenUpdate, news: PagerScreenNews) {
        if mode.isUIKit { checkStrip(laidOut: update.driver.laysOut) }
        if !update.driver.events.isEmpty { moveRestingViewsIntoBounds() }
        attachLoadedLists()
        followLazyPages()
    }
}
