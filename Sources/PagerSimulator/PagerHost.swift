// A host for the reducer with no UIKit: touches and time in, SPEC §2 events out, the
// reducer's commands carried out on simulated scroll views (SPEC §7). In UIKit mode it
// reports what a UIScrollView would tell its delegate instead, through a `PagerDriver`.
// (The simulator carries out the reducer's commands twice, by necessity: in events mode as
// SPEC §7 says (`carryOut`, PagerHost.swift), in the driver modes as UIKit carries out the
// driver's `PagerScrollAction`s (`perform`, PagerHost+UIKit.swift) — the driver's translation of
// the commands, which is what those modes test, sits between them.)
// (Over 450 lines: the simulated screen's stored state, its reading API and the reducer's
// command execution; touches, time, UIKit and SwiftUI reporting are in PagerHost+*.swift.)
import PagerCore
import PagerKit
// The physics the host runs (SPEC §7) is part of what the simulator offers its users.
@_exported import PagerPhysics

/// Drives a `PagerState` like a UIKit screen would.
///
/// ```swift
/// var host = PagerHost()
/// host.layout(Presets.fj)
/// host.drag(.content, page: 0, by: 300, over: 0.3)   // a flick down the first page
/// host.wait(2)
/// host.tapPagerItem(2)
/// host.wait(1)
/// host.events    // a replayable trace; host.records: what the reducer said
/// ```
///
/// Time only moves in `advance(to:)` (and the gesture helpers built on it). Moving views
/// report a `moved` event per frame — on a global grid of `frameInterval`, plus one at
/// each instant passed to `advance(to:)` — and `ended` at the exact instant their motion
/// ends, so offsets at a given instant do not depend on the frame rate (SPEC §8.6).
public struct PagerHost: Sendable {
    /// The reducer's state after the last event.
    public internal(set) var state = PagerState()
    /// Every event sent to the reducer, in order: a replayable trace.
    public internal(set) var events: [PagerEvent] = []
    /// The reducer's record for each event.
    public internal(set) var records: [PagerRecord] = []
    /// Simulated time (seconds).
    public internal(set) var time = 0.0
    /// Seconds between frames (default 60 Hz); nil: frames only at `advance(to:)` instants.
    public var frameInterval: Double? = 1.0 / 60
    /// Seconds between finger positions in the gesture helpers; nil: `frameInterval` (or
    /// 60 Hz without frames). Keeping it fixed while `frameInterval` changes feeds the same
    /// gesture to differently sampled views (SPEC §8.6: the finger is input, not a frame).
    public var touchInterval: Double?
    /// Send the last layout again with every frame, as a host that forwards every
    /// `viewDidLayoutSubviews` does (SPEC §4.0: an unchanged layout changes nothing).
    public var sendsLayoutEveryFrame = false
    /// The motion's constants (SPEC §7), shared by every simulated view.
    public var physics: PagerScrollPhysics
    /// The one plant hook (`Plant`, set by test support): in events mode it is asked for each
    /// record before the host carries it out; in UIKit mode the engine asks it at its
    /// decisions, in SwiftUI mode the container's screen layer. Empty, it changes nothing.
    package var plant: Plant {
        get { mode == .swiftUI ? container?.plant ?? Plant() : engine.screen.plant }
        set {
            engine.screen.plant = newValue
            container?.plant = newValue
        }
    }

    /// What the host runs the screen through: SPEC §2 events to the reducer (the default),
    /// UIKit's delegate callbacks through the screen layer (`init(driver:)`), or SwiftUI's
    /// scroll reports through the container (`init(swiftUIDriver:)`).
    public internal(set) var mode = Mode.events
    /// The driver the host's delegate callbacks or SwiftUI reports go to (UIKit and SwiftUI
    /// modes; `nil`: SPEC §2 events go straight to the reducer). In SwiftUI mode it is the
    /// container's (`container`).
    public var driver: PagerDriver? {
        // By the mode first: reading an optional screen or container copies it (a kilobyte
        // each), and events mode, the fuzzer's, asks this several times a frame.
        switch mode {
        case .events: nil
        case .uikit: engine.screen.driver
        case .swiftUI: container?.driver
        }
    }
    /// What `read` gives of the driver (UIKit and SwiftUI modes), read where it is: the
    /// `driver` property returns a copy of it whole (its arrays retained and released), and
    /// the clock asks the driver something several times a frame.
    @inline(__always)
    func readDriver<T>(_ read: (borrowing PagerDriver) -> T) -> T? {
        switch mode {
        case .events: nil
        case .uikit: read(engine.screen.driver)
        case .swiftUI: container == nil ? nil : read(container!.engine.screen.driver)
        }
    }
    /// UIKit mode: the screen layer the UIKit coordinator runs, around the driver.
    public var screen: PagerScreenLayer? { mode.isUIKit ? engine.screen : nil }
    /// The engine the UIKit coordinator runs (UIKit mode): the screen layer, the attached
    /// lists by role, the inset writes, and the loop that carries each update out on the
    /// simulated views (`PagerScreenSurface`). Idle in the other modes.
    public var engine = PagerScreenEngine<PagerScrollRole>()
    /// SwiftUI mode: the container `PagerView` runs (the geometry convention, and every
    /// command carried out into what the screen applies), around the driver.
    public internal(set) var container: PagerContainer?
    /// UIKit mode: the pages whose lists' delegates the app replaced, whose delegate
    /// callbacks the coordinator does not hear until it adopts them (`replaceDelegate(page:)`).
    public internal(set) var replacedDelegates: Set<Int> = []
    /// UIKit mode with `logsCallbacks`: every callback delivered to the driver, with its
    /// time and whether it came during an update, in order — a callbacks recording
    /// (`PagerDriver.drive(_:)` replays it), for benchmarks and for inspecting what a
    /// screen would be told.
    public internal(set) var callbacks: [PagerRecordedCallback] = []
    /// Whether `callbacks` is kept (UIKit mode).
    public var logsCallbacks = false
    /// UIKit mode: load the pages' lists as the drop-in screens do — none before the first
    /// layout, then the pages `PagerScreenFrames.loadedPages` names, each attached to the
    /// adapter's `PagerAttachedLists` and announced to the driver (`.attach`) when it joins, and
    /// detached when it leaves (once at rest) or at `reloadLists()`. The attached lists'
    /// insets then bound the simulated views. Off: every list is there from the first
    /// layout, bounded by the reducer's state (callback recordings stay as they were). Part
    /// of `mode` (`.uikit(lazyLists:)`); setting it in another mode changes nothing.
    public var loadsListsLazily: Bool {
        get { mode == .uikit(lazyLists: true) }
        set {
            guard mode.isUIKit else { return }
            mode = .uikit(lazyLists: newValue)
            // The drop-in's pages exist once loaded: a page hears its appearance begin when
            // its list joins in view (`PagerPageAppearance(lazyPages:)`).
            appearance = PagerPageAppearance(lazyPages: newValue)
        }
    }
    /// SwiftUI mode: make the pages' lists as `PagerView`'s `LazyHStack` makes its pages —
    /// the pages `PagerScreenFrames.loadedPages` names exist, each a new scroll view that
    /// reports its first geometry when made (at the position last written to it: the
    /// simulator keeps it), dropped when it leaves (once at rest, as in UIKit mode) with
    /// nothing of its reports kept (`followLazyPages()`). Off: every list is there from the
    /// first layout.
    public var makesPagesLazily = false
    /// UIKit mode with `loadsListsLazily`: the lists attached and the insets each shows, as
    /// the UIKit adapter keeps them (the screen layer's).
    public var attachedLists: PagerAttachedLists { mode.isUIKit ? engine.screen.lists : PagerAttachedLists() }
    /// UIKit mode: the strip's frames and the underline's as the screen layer last laid them
    /// out (the simulated strip is `stripHeight` tall).
    public internal(set) var stripFrames: PagerTabStripFrames?
    /// See `stripFrames`.
    public internal(set) var underlineFrame: PagerScreenRect?
    /// UIKit mode with `loadsListsLazily`: the first time the strip's frames or the
    /// underline were not the current layout's (checked after every update).
    public internal(set) var stripMismatch: String?
    /// UIKit mode with `loadsListsLazily`: the screen was torn down (`tearDownScreen()`): no
    /// list joins any more.
    public internal(set) var isTornDown = false
    /// UIKit mode with `loadsListsLazily`: the first time an attached list did not show
    /// the reducer's insets (`PagerAttachedLists.mismatch(with:)`, checked after every update).
    public internal(set) var listInsetsMismatch: String?
    /// UIKit mode with `loadsListsLazily`: what each attached list's `contentInset` shows,
    /// written by the engine as the coordinator writes it, and changed by a refresh control
    /// as UIKit changes it (`beginRefreshing(page:)`).
    public internal(set) var shownInsets: [Int: PagerListInsets] = [:]
    /// The attached lists whose refresh control is refreshing.
    public internal(set) var refreshingLists: Set<Int> = []
    /// UIKit mode: the pages whose list has a foreign delegate proxy in front of ours
    /// (`installForeignProxy(page:)`).
    public internal(set) var foreignProxies: Set<Int> = []
    /// UIKit mode: the first call that went round a foreign proxy and ours more than once
    /// (`installForeignProxy(page:)`); `nil` while none did.
    public internal(set) var delegateChainProblem: String?
    /// UIKit mode with `loadsListsLazily`: the pages' appearance as the drop-in forwards it
    /// (the screen visible from the start), and every call it made, checked in order.
    public internal(set) var appearance = PagerPageAppearance()
    /// See `appearance`.
    public internal(set) var appearanceLedger = PagerAppearanceLedger(containerHasAppeared: false)
    /// Whether the session drives the container's own appearance (`containerWillAppear` and
    /// its siblings); until it does, the simulated screen is on screen from its first layout.
    var drivesContainerPhases = false
    /// Whether the simulated pages screen forwards appearance on load (only when planted).
    var forwardsAppearanceOnLoadPlanted: Bool { plant.decides(PlantSite.forwardsAppearanceOnLoad, false) }

    var contentViews: [PagerScrollViewModel] = []
    var pagesView = PagerScrollViewModel(offset: 0, length: 0, minimum: 0, maximum: 0, rule: .free)
    var pagerView = PagerScrollViewModel(offset: 0, length: 0, minimum: 0, maximum: 0, rule: .free)
    var touched: (view: PagerScrollViewID, page: Int?)?
    /// A finger on the header (SPEC §7 header drag): where it landed and its moves, as
    /// translations in offset space (growing as the finger moves up).
    var headerFinger: PagerFingerTrack?
    /// The gesture helpers' finger (`press`, `moveFinger`): where it is along the touched
    /// view's axis, from 0 where it landed.
    var fingerPosition = 0.0
    /// The reducer's `setTarget` for the drag being ended (the pager's rest, SPEC §4.8).
    var commandedTarget: Double?
    /// The pager's offset where its drag began (`X₀` of SPEC §4.8, as the reducer keeps it).
    var pagerDragStart = 0.0
    /// Events mode: the lists moving by the reducer's `fling` (or by the animated `setOffset`
    /// that replaced one): in UIKit mode the driver runs those motions, so their frames come
    /// first (`reportFrames`).
    var flungLists: Set<Int> = []
    /// The last layout sent (for `sendsLayoutEveryFrame`).
    var lastLayout: PagerLayout?
    /// Whether the last layout had `pages` content (nil before the first).
    private var laidOutPages: Bool?
    /// The velocity of the last release, as UIKit gives it in `willEndDragging` (pt/ms).
    var releaseVelocityPerMillisecond = 0.0
    /// `movingViews()`'s scratch list, kept to allocate nothing per frame.
    var movingScratch: [(PagerScrollViewID, Int?)] = []
    /// SwiftUI mode: each view's phase as reported, and its last reported offset.
    var swiftUI = SwiftUIReporting()

    /// A host sending SPEC §2 events. The tab strip rests where its layout's
    /// `pager.behavior` says, as the reducer decides it (`setTarget`, SPEC §4.8).
    public init(physics: PagerScrollPhysics = PagerScrollPhysics()) {
        self.physics = physics
    }

    /// A host that takes over a recorded session where it stands (the viewer's "continue
    /// from here"). `prefix` is applied to its reducer as it is and stays the start of
    /// `events`; its views are put at rest where the state has them. A motion the state has
    /// in progress there — a finger, a deceleration, an animation, a fling — cannot go on
    /// (the trace does not say what moves the views), so it is ended at that instant: the
    /// host reports its end, and every view is at rest before anything new happens.
    public init(continuing prefix: [PagerEvent], physics: PagerScrollPhysics = PagerScrollPhysics()) {
        self.init(physics: physics)
        var headerTranslation = 0.0
        for event in prefix {
            events.append(event)
            records.append(state.apply(event))
            time = max(time, event.t)
            switch event.kind {
            case .layout(let layout): lastLayout = layout
            case .offset(_, let report) where report.view == .header: headerTranslation = report.offset
            default: break
            }
        }
        guard let g = state.geometry else { return }
        pagesView = PagerScrollViewModel(offset: state.pagesX, length: 0, minimum: 0, maximum: 0, rule: .free, physics: physics)
        pagerView = PagerScrollViewModel(offset: state.pagerX, length: 0, minimum: 0, maximum: 0, rule: .free, physics: physics)
        laidOutPages = nil
        rebuildViews()
        // End what the reducer still sees moving, view by view, at the last event's time.
        let now = time
        func end(_ view: PagerScrollViewID, _ page: Int?, offset: Double) {
            switch state.phase(of: view, page: page ?? 0) {
            case .dragging?:
                send(.dragEnded(view, page: reportPage(view, page), offset: offset, velocity: 0, willDecelerate: false, t: now))
            case .decelerationPending?:
                send(.offset(.decelerateBegan, view, page: reportPage(view, page), offset: offset, t: now))
                send(.offset(.decelerateEnded, view, page: reportPage(view, page), offset: offset, t: now))
            case .decelerating?:
                send(.offset(.decelerateEnded, view, page: reportPage(view, page), offset: offset, t: now))
            default: break
            }
            if view != .header, state.isAnimating(view, page: page ?? 0) || (view == .content && state.isFlinging(page: page ?? 0)) {
                send(.offset(.scrollEnded, view, page: reportPage(view, page), offset: self.offset(view, page: page ?? 0), t: now))
            }
        }
        end(.header, nil, offset: headerTranslation)
        for k in 0..<g.contentViewCount { end(.content, k, offset: offset(.content, page: k)) }
        end(.pages, nil, offset: offset(.pages))
        end(.pager, nil, offset: offset(.pager))
    }

    /// When the driver's fling of page `k`'s list ends (UIKit mode), if it runs one.
    func driverFlingEnd(_ k: Int) -> Double? { readDriver { $0.flingEnd(page: k) } ?? nil }

    // MARK: Reading

    /// The offset of a view now (content views by page; 0 in `sections` content).
    public func offset(_ view: PagerScrollViewID, page: Int = 0) -> Double {
        if view == .content, let y = readDriver({ $0.motionOffset(page: page, at: time) }) ?? nil { return y }  // UIKit mode
        return model(view, page)?.offset(at: time) ?? 0
    }

    /// Whether a view is moving now: under a finger, decelerating, snapping or animating.
    public func isMoving(_ view: PagerScrollViewID, page: Int = 0) -> Bool {
        if view == .content, driverFlingEnd(page) != nil { return true }
        guard let model = model(view, page) else { return false }
        return model.endTime != nil || model.isDragging
    }

    /// No finger down and nothing moving.
    public var isAtRest: Bool {
        func rests(_ view: PagerScrollViewModel) -> Bool { view.endTime == nil && !view.isDragging }
        return touched == nil && headerFinger == nil && rests(pagesView) && rests(pagerView) && contentViews.allSatisfy(rests)
            && readDriver({ $0.wantsFrames }) != true
    }

    /// Whether a finger is on the header now.
    public var isTouchingHeader: Bool { headerFinger != nil }

    /// The bounds of a view now (content views by page), as the reducer's geometry gives
    /// them; `nil` for a view the screen does not have.
    public func bounds(_ view: PagerScrollViewID, page: Int = 0) -> ClosedRange<Double>? {
        guard let model = model(view, page), model.minimum <= model.maximum else { return nil }
        return model.minimum...model.maximum
    }

    /// Whether some view has a motion that ends (a deceleration, a bounce, an animation).
    /// A loop, not an array of the views: this runs every frame, and an array allocates.
    var anyViewInMotion: Bool {
        pagesView.endTime != nil || pagerView.endTime != nil || contentViews.contains { $0.endTime != nil }
            || readDriver({ $0.wantsFrames }) == true
    }

    /// The earliest motion end after `now`, or infinity.
    func earliestEnd(after now: Double) -> Double {
        var earliest = Double.infinity
        func consider(_ view: PagerScrollViewModel) {
            if let end = view.endTime, end > now, end < earliest { earliest = end }
        }
        consider(pagesView)
        consider(pagerView)
        for view in contentViews { consider(view) }
        // UIKit mode: the driver's flings end at these instants too. The host steps there as
        // in events mode (a motion that ended at once is reported at the next step), and the
        // driver reports the end before the first callback at or after it.
        if readDriver({ $0.wantsFrames }) == true {
            for k in contentViews.indices {
                if let end = driverFlingEnd(k), end > now, end < earliest { earliest = end }
            }
        }
        return earliest
    }

    func model(_ view: PagerScrollViewID, _ page: Int?) -> PagerScrollViewModel? {
        switch view {
        case .content: return contentViews.indices.contains(page ?? 0) ? contentViews[page ?? 0] : nil
        case .pages: return pagesView
        case .pager: return pagerView
        case .header: return nil
        }
    }

    mutating func update(_ view: PagerScrollViewID, _ page: Int?, _ change: (inout PagerScrollViewModel) -> Void) {
        switch view {
        case .content: if contentViews.indices.contains(page ?? 0) { change(&contentViews[page ?? 0]) }
        case .pages: change(&pagesView)
        case .pager: change(&pagerView)
        case .header: break
        }
    }

    /// The `page` a report names: the page for content views in `pages` content, else nil.
    func reportPage(_ view: PagerScrollViewID, _ page: Int?) -> Int? {
        view == .content && (state.geometry?.isPages ?? false) ? page ?? 0 : nil
    }

    // MARK: Screen events

    /// Sends a `layout` (viewDidLoad, rotation, reloadData); views keep their offsets.
    public mutating func layout(_ layout: PagerLayout) {
        lastLayout = layout
        if !replacedDelegates.isEmpty { adoptReplacedDelegates() }  // as the UIKit coordinator's layout does first
        let before = state.geometry
        send(.layout(layout, t: time))
        followContentSizes(from: before)
        // UIKit and SwiftUI modes: a tab the app asked for before the first layout applies
        // now (the screen layer's `PagerPendingSelection`), without animation.
        let selection: PagerDriverInput? =
            switch mode {
            case .events: nil
            case .uikit: engine.screen.laidOut()
            case .swiftUI: container?.laidOut()
            }
        if let selection { deliver(selection) }
    }

    /// A device rotation: the last layout again with width and height swapped; with `mode`,
    /// into another layout class whose header has that mode (a landscape screen that shows
    /// its header `fixed`).
    public mutating func rotate(into mode: PagerHeaderMode? = nil) {
        guard let layout = lastLayout else { return }
        self.layout(layout.rotated(into: mode))
    }

    /// The app moves a view itself (`setContentOffset(_:animated:)`, `scrollToRow`), not at
    /// the reducer's command: animated, a 0.3 s animation reported as `scroll moved` frames
    /// and a `scroll ended` (nothing at all for a view at rest within 0.5 pt, SPEC §7);
    /// instant, one `scroll moved` and a `scroll ended` when the offset changed.
    public mutating func scroll(_ view: PagerScrollViewID, page: Int? = nil, to value: Double, animated: Bool = true) {
        guard let current = model(view, page) else { return }
        let now = time
        if animated {
            update(view, page) { $0.animate(to: value, at: now) }
        } else if current.offset(at: now) != value {
            update(view, page) { $0.jump(to: value, at: now) }
            reportInstantMove(view, page)
        }
    }

    /// A tap on tab `index` now (`tapPagerItem`); the reducer's commands are carried out.
    public mutating func tapPagerItem(_ index: Int) {
        send(.tapPagerItem(index, t: time))
    }

    /// A tap on the status bar now (`tapStatusBar`): the current list scrolls to its top.
    public mutating func tapStatusBar() {
        send(.tapStatusBar(t: time))
    }

    // MARK: The reducer and its commands

    /// Reports `event` as the host's mode says: to the reducer, whose commands are then
    /// carried out, or as UIKit callbacks or SwiftUI reports to the driver.
    mutating func send(_ event: PagerEvent) {
        switch mode {
        case .events: break
        case .uikit:
            for input in uikitCallbacks(for: event) { deliver(input) }
            return
        case .swiftUI:
            for input in swiftUIReports(for: event) { deliver(input) }
            return
        }
        events.append(event)
        var record = state.apply(event)
        if plant.hook != nil { record = plant.record(event, record) }
        records.append(record)
        if case .layout = event.kind, record.diagnostics.isEmpty { rebuildViews() }
        carryOut(record.commands)
        if case .layout = event.kind { moveRestingViewsIntoBounds() } else if record.hasCommandsOrDiagnostics { moveRestingViewsIntoBounds() }
    }

    /// Views for the current layout: existing views keep their motion and offset, new ones
    /// start where the reducer says (`minY`, 0); bounds and rules follow the geometry.
    mutating func rebuildViews() {
        guard let g = state.geometry else { return }
        // A screen whose header cannot be dragged — a mode other than `quickReturn` and
        // `collapse`, or no list — reports no header events (SPEC §7, §4.7): a finger held
        // on the header reports nothing more, not even its lift.
        if headerFinger != nil, !g.headerOverlaysContent || g.contentViewCount == 0 { headerFinger = nil }
        // Like the reducer: views carry over while the content keeps its kind.
        let keeps = laidOutPages == g.isPages
        laidOutPages = g.isPages
        var views: [PagerScrollViewModel] = []
        for k in 0..<g.contentViewCount {
            var view =
                keeps && k < contentViews.count
                ? contentViews[k]
                : PagerScrollViewModel(offset: state.contentOffset(page: k) ?? 0, length: 0, minimum: 0, maximum: 0, rule: .free, physics: physics)
            view.length = g.contentViewHeight
            view.rule = .free
            views.append(view)
        }
        contentViews = views
        flungLists = keeps ? flungLists.filter { $0 < views.count } : []
        // SwiftUI mode: replaced lists are new scroll views, with nothing reported yet; a new
        // one reports its first geometry (onScrollGeometryChange's initial value).
        for role in Array(swiftUI.offsets.keys) + Array(swiftUI.phases.keys) {
            guard case .content(let k) = role, !keeps || k >= views.count else { continue }
            swiftUI.offsets[role] = nil
            swiftUI.phases[role] = nil
        }
        if mode == .swiftUI {
            for k in views.indices where swiftUI.offsets[.content(page: k)] == nil {
                let role = PagerScrollRole.content(page: k)
                if let report = geometry(role, reportedOffset(role, views[k].offset(at: time))) { deliver(report) }
            }
        }
        pagesView.length = g.width
        pagesView.rule = .paging(pageCount: g.isPages ? g.itemCount : 0)
        pagesView.physics = physics
        pagerView.length = g.width
        // Where the strip rests after a fling is the reducer's (`setTarget`, SPEC §4.8).
        pagerView.rule = .free
        pagerView.physics = physics
        updateBounds()
    }

    /// Moves every view's bounds to the geometry and inset now (SPEC §7: motions heading
    /// outside them head for the nearest bound). Views at rest outside them are moved once
    /// the record's commands are carried out (`moveRestingViewsIntoBounds`).
    mutating func updateBounds() {
        guard let g = state.geometry else { return }
        let now = time
        for k in contentViews.indices {
            if let share = attachedLists[k] {
                // UIKit mode, the list attached: the bounds its insets make — `minY` at the
                // reducer's share of its top inset, the content at least its pad.
                var height = g.isPages ? natural(page: k, of: g) : g.sectionsContentHeight
                if let minimum = share.minimumContentHeight { height = max(height, minimum) }
                contentViews[k].minimum = 0 - share.reducerTop
                contentViews[k].maximum = max(0 - share.reducerTop, height - g.contentViewHeight)
            } else if let container {
                // SwiftUI mode: the bounds the container's margin and spacer make — the
                // natural content, at least the commanded height (SPEC §3 setContentHeight) —
                // in the reducer's coordinates: a header drawn over the lists leads their
                // content by `contentAbove` (`PagerContainer`'s convention).
                var height = g.isPages ? natural(page: k, of: g) : g.sectionsContentHeight
                if let minimum = container.minimumContentHeights[k] { height = max(height, minimum) }
                let top = container.listMarginTop - container.contentAbove
                contentViews[k].minimum = 0 - top
                contentViews[k].maximum = max(0 - top, height - g.contentViewHeight)
            } else {
                contentViews[k].minimum = 0 - state.insetTop  // +0, not −0, at a zero inset
                contentViews[k].maximum = g.maxY(ofView: k, insetTop: state.insetTop)
            }
            contentViews[k].boundsChanged(at: now)
        }
        pagesView.minimum = 0
        pagesView.maximum = g.maxPagesX
        pagesView.boundsChanged(at: now)
        pagerView.minimum = 0
        pagerView.maximum = g.maxPagerX
        pagerView.boundsChanged(at: now)
    }

    /// Page `k`'s content height as the layout gives it, before `adjustContentSize`.
    private func natural(page k: Int, of g: PagerLayoutGeometry) -> Double {
        guard case .pages(let pages, _) = g.layout.content, pages.indices.contains(k) else { return 0 }
        return pages[k].contentHeight
    }

    /// SPEC §7: a view at rest outside its bounds — after a layout or a command moved
    /// them, and after the record's own commands are carried out — is moved to the nearest
    /// bound, reported as `scroll moved` + `scroll ended` (in UIKit mode: `didScroll` and
    /// `didEndScrollingAnimation`).
    mutating func moveRestingViewsIntoBounds() {
        var moved: [(PagerScrollViewID, Int?)] = []
        // A list under a header drag is not at rest: the finger moves it, rubber band and all.
        let dragged = headerFinger != nil ? state.headerDragView : nil
        // Nor is a list the driver flings (UIKit mode): the view rests between its frames.
        for k in contentViews.indices where k != dragged && driverFlingEnd(k) == nil && contentViews[k].moveIntoBounds() {
            moved.append((.content, k))
        }
        if pagesView.moveIntoBounds() { moved.append((.pages, nil)) }
        if pagerView.moveIntoBounds() { moved.append((.pager, nil)) }
        for (view, page) in moved { reportInstantMove(view, page) }
    }

    /// Reports a view moved at once to where it is now, not by the reducer's command: a
    /// `scroll moved` and a `scroll ended` (UIKit mode: `didScroll` and
    /// `didEndScrollingAnimation`; SwiftUI mode: one geometry sample with no phase change,
    /// SWIFTUI-SCROLL §7.1 "geo while I").
    private mutating func reportInstantMove(_ view: PagerScrollViewID, _ page: Int?) {
        let value = offset(view, page: page ?? 0)
        if mode == .swiftUI {
            let role = Self.role(view, page)
            if let report = geometry(role, reportedOffset(role, value)) { deliver(report) }
        } else if driver != nil {
            let role = Self.role(view, page)
            deliver(.didScroll(role, offset: reportedOffset(role, value), flags: .programmatic))
            deliver(.didEndScrollingAnimation(role, offset: reportedOffset(role, value)))
        } else {
            send(.offset(.scrollMoved, view, page: reportPage(view, page), offset: value, t: time))
            send(.offset(.scrollEnded, view, page: reportPage(view, page), offset: value, t: time))
        }
    }

    private mutating func carryOut(_ commands: [PagerCommand]) {
        let now = time
        for (i, command) in commands.enumerated() {
            switch command {
            case .setInset, .setContentHeight:
                updateBounds()
            case .setTarget(_, _, let value):
                commandedTarget = value
            case .fling(let view, let page, let velocity):
                guard model(view, page) != nil else { continue }
                var moves = false
                update(view, page) { moves = $0.fling(velocity: velocity, at: now) }
                if moves { flungLists.insert(page ?? 0) } else { flungLists.remove(page ?? 0) }
                // Nothing to run (a fling at 0 within the bounds): it ends here and now.
                if !moves { send(.offset(.scrollEnded, view, page: reportPage(view, page), offset: offset(view, page: page ?? 0), t: now)) }
            case .animateHeader:
                break  // a front end animates the header; nothing moves here (SPEC §7)
            case .setOffset(let view, let page, let value, let animated):
                guard let current = model(view, page) else { continue }
                if animated {
                    // SPEC §7: nothing at all on a view at rest within 0.5 pt; otherwise
                    // a 0.3 s animation that ends with `scroll ended`, replacing any motion of
                    // the view's own without reporting its end.
                    update(view, page) { $0.animate(to: value, at: now) }
                } else {
                    // Instant: the view is there now — `moved` and `ended` if it changed (SPEC §7);
                    // any motion of its own ends either way.
                    let changed = current.offset(at: now) != value
                    update(view, page) { $0.jump(to: value, at: now) }
                    if view == .content { flungLists.remove(page ?? 0) }
                    if changed {
                        send(.offset(.scrollMoved, view, page: page, offset: value, t: now))
                        // A `fling` of the same view in this record goes on from here: the
                        // view does not come to rest.
                        let flingFollows = commands[(i + 1)...].contains {
                            if case .fling(view, page, _) = $0 { return true } else { return false }
                        }
                        if !(model(view, page)?.isDragging ?? false), !flingFollows {
                            send(.offset(.scrollEnded, view, page: page, offset: value, t: now))
                        }
                    }
                }
            }
        }
    }
}
