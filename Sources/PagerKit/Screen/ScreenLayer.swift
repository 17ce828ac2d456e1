// The screen layer: every decision a pager screen's host makes around the driver — which
// insets each attached list shows, when a tab asked for early applies, where the strip's
// cells and underline go, whether the header animates, which list has scroll-to-top, when a
// list's content size is a relayout — in one value that Linux tests, the simulator's UIKit
// mode and the fuzzer run. It lives in the engine (`PagerScreenEngine`), whose one loop feeds it
// inputs and carries out each `PagerScreenUpdate` on a host's `PagerScreenSurface`.
import PagerCore

/// One of a `PagerScreenUpdate`'s calls that must happen in the order of the reducer's commands.
public enum PagerScreenStep: Equatable, Sendable {
    /// `PagerScreenSurface.setScrollOffset(_:to:animated:)`.
    case setOffset(PagerScrollRole, Double, animated: Bool)
    /// `PagerScreenSurface.setListInsets(_:page:)`: page `page`'s list shows these insets.
    case showInsets(page: Int, PagerSharedInsets)
    /// `PagerScreenSurface.insetsChanged()`.
    case insetsChanged
    /// `PagerScreenSurface.stripWillRest(_:at:)`.
    case restStrip(PagerScrollRole, Double)
    /// `PagerScreenSurface.moveHeader(to:duration:)`.
    case moveHeader(ty: Double, duration: Double)
}

/// What one driver update makes a screen's views do, every decision taken.
public struct PagerScreenUpdate: Equatable, Sendable {
    /// The driver's update (its events, records and actions).
    public var driver: PagerDriver.Update
    /// The calls in the reducer's order: offsets, insets, the strip's rest, the header.
    public var steps: [PagerScreenStep] = []
    /// New frames for the strip's cells, when the layout changed them.
    public var strip: PagerTabStripFrames?
    /// The underline's frame from the strip's current frames, and whether it animates.
    public var underline: (frame: PagerScreenRect, animated: Bool)?
    /// Whether the underline's move in this update animates: a tap's does (not under Reduce
    /// Motion, nor for a selection without animation); a scroll's follows the finger, frame
    /// by frame. Set for every update with records, strip frames or not (SwiftUI's strip).
    public var underlineAnimates = false
    /// Whether the current list changed (or its page's list was replaced): a navigation bar
    /// must follow `driver.scrollsToTop`'s list.
    public var currentListChanged = false

    /// The update of `driver` with nothing decided yet (no steps).
    public init(driver: PagerDriver.Update) {
        self.driver = driver
    }

    public static func == (a: PagerScreenUpdate, b: PagerScreenUpdate) -> Bool {
        a.driver == b.driver && a.steps == b.steps && a.strip == b.strip && a.underline?.frame == b.underline?.frame
            && a.underline?.animated == b.underline?.animated && a.underlineAnimates == b.underlineAnimates
            && a.currentListChanged == b.currentListChanged
    }
}

/// What a screen tells its app after an update, once per change (`PagerScreenNews`): the tab
/// selected and why, the header's progress (0 shown … 1 gone), the pages' progress while
/// they move and the page they come to rest on. Every front end follows its updates with
/// one: what the app hears is decided here, on Linux, from the events and the state.
package struct PagerScreenNotices: Equatable, Sendable {
    private var selected: Int?
    private var headerProgress: Double?
    /// The pages' offset at the last update (reducer coordinates, SPEC §1).
    private var pagesX: Double?
    /// The page a motion of the pages started from, while they move.
    private var swipeFrom: Int?

    /// Nothing told yet.
    public init() {}

    /// After `update`, whose state is `state`.
    public mutating func follow(_ update: PagerDriver.Update, state: PagerState) -> PagerScreenNews {
        follow(events: update.events, selectsForApp: update.selectsForApp, state: state)
    }

    /// After the reducer took `events` (`selectsForApp`: a selection the app asked for) and
    /// shows `state`: what changed since the last call.
    /// - The selection, with its cause: the app's (`selectsForApp`, a `layout`), a tap
    ///   (`tapPagerItem`), a swipe (an event of the `pages` view), else a scroll of the list.
    /// - The pages' progress, when an event of theirs moved them: from the page they rested
    ///   on (`pagesX / W` rounded, before the motion) to the page selected if it is another
    ///   (a tapped tab's, or the one a swipe is past the middle of), else the neighbour on
    ///   the side they move to; the fraction `(pagesX − from·W) / ((to − from)·W)` in 0 … 1.
    /// - The page they rest on, when an event of theirs comes to rest (a drag ended without
    ///   deceleration, a deceleration or a programmatic scroll ended).
    /// - The header's progress, 0 … 1 (`PagerScreenFrames.headerProgress`).
    public mutating func follow(events: [PagerEvent], selectsForApp: Bool, state: PagerState) -> PagerScreenNews {
        var news = PagerScreenNews()
        let headerProgress = state.geometry.map { PagerScreenFrames.headerProgress(geometry: $0, headerTy: state.headerTy) } ?? 0
        if let tab = state.selected, tab != selected {
            selected = tab
            news.selected = tab
            news.cause = Self.cause(of: events, selectsForApp: selectsForApp)
        }
        if headerProgress != self.headerProgress { news.headerProgress = headerProgress }
        self.headerProgress = headerProgress
        guard let g = state.geometry, g.isPages, g.width > 0, g.contentViewCount > 0 else {
            pagesX = nil
            swipeFrom = nil
            return news
        }
        let W = g.width, last = g.contentViewCount - 1
        let before = pagesX ?? state.pagesX
        pagesX = state.pagesX
        var moved = false, rested = false
        for event in events {
            guard case .offset(let motion, let report) = event.kind, report.view == .pages else { continue }
            moved = true
            rested = rested || motion.comesToRest || motion.name == .scrollEnded
        }
        if moved, state.pagesX != before {
            let from = swipeFrom ?? min(last, max(0, Int((before / W).rounded())))
            swipeFrom = from
            let position = state.pagesX / W
            let side = position > Double(from) ? from + 1 : position < Double(from) ? from - 1 : from
            let to = min(last, max(0, state.page != from ? state.page : side))
            let fraction = to == from ? 0 : min(1, max(0, (state.pagesX - Double(from) * W) / (Double(to - from) * W)))
            news.swipe = PagerSwipeProgress(from: from, to: to, fraction: fraction)
        }
        if rested {
            swipeFrom = nil
            news.settledPage = state.page
        }
        return news
    }

    /// Why the selection changed in an update of `events`.
    static func cause(of events: [PagerEvent], selectsForApp: Bool) -> PagerSelectionCause {
        if selectsForApp { return .programmatic }
        var cause = PagerSelectionCause.scroll
        for event in events {
            switch event.kind {
            case .layout: return .programmatic
            case .tapPagerItem: return .tap
            case .offset(_, let report) where report.view == .pages: cause = .swipe
            case .offset, .tapStatusBar: break
            }
        }
        return cause
    }
}

/// What a list's new content size asks of the screen (`PagerScreenLayer.contentSizeChanged`).
public enum PagerContentSizeResponse: Equatable, Sendable {
    /// Nothing: the reducer already has this height.
    case none
    /// Deliver this input (a `pages` list's new height, `PagerDriverInput.contentHeight`).
    case deliver(PagerDriverInput)
    /// The one list of `sections` changed its height: measure its sections again and deliver
    /// them as a layout (`remeasured(_:)`).
    case remeasureSections
}

/// A pager screen's decisions around its `PagerDriver`: see the file's notes. A host runs it
/// inside a `PagerScreenEngine`, whose one loop takes each update (`receive`, then `next()` until
/// `nil`) and carries it out on the host's `PagerScreenSurface`.
public struct PagerScreenLayer: Sendable {
    /// How long the underline slides to a tapped tab (s), on every front end: UIKit's default
    /// animation's 0.25 (UIKit's `UIView.animate`, SwiftUI's animation, the web edge's slide).
    public static let underlineSlideDuration = 0.25

    /// The driver the inputs go to.
    public private(set) var driver: PagerDriver
    /// Which insets each attached list shows.
    public private(set) var lists = PagerAttachedLists()
    /// The strip's frames the last update laid out (`nil` before a layout or without a strip).
    public private(set) var stripFrames: PagerTabStripFrames?
    /// The strip's height (its bounds): 0 for a screen without a strip, whose frames are
    /// then not laid out.
    public var stripHeight = 0.0 {
        didSet { stripChanged = stripChanged || stripHeight != oldValue }
    }
    /// How the underline is painted (its thickness and corners: `PagerIndicatorStyle`); its x and
    /// width are the reducer's indicator.
    public var indicatorStyle = PagerIndicatorStyle() {
        didSet { stripChanged = stripChanged || indicatorStyle != oldValue }
    }
    /// A tab asked for before the first layout.
    private var pendingSelection = PagerPendingSelection()
    /// The list a navigation bar was last told to follow; `nil` also after a list joined
    /// or left, so that it is told again.
    private var followedList: PagerScrollRole??
    /// Whether the layout direction has been read (once, before the first layout positions
    /// the horizontal views: a later change would mirror views already placed).
    private var readsLayoutDirection = true
    /// The strip's height or the layout direction changed: the next update lays it out.
    private var stripChanged = false
    /// The tab the underline was last placed under (`layOutStrip`).
    private var underlinedTab: Int?
    /// The header's translation last written (`moveHeader`).
    private var headerTy = 0.0
    /// The one plant hook (`Plant`): empty, it changes nothing. Set, it is asked whether the
    /// lists adopt a restored state's insets (at once, and at each update), whether a tab
    /// asked for is delivered now, and which underline an update places.
    package var plant = Plant() {
        didSet { if !adoptsRestoredInsets { lists = PagerAttachedLists() } }
    }
    private var adoptsRestoredInsets: Bool { plant.decides(PlantSite.adoptsRestoredInsets, true) }

    /// A screen layer around a fresh driver, or one restored from a saved `PagerState`.
    public init(restoring saved: PagerState? = nil) {
        self.init(driver: saved.map { PagerDriver(restoring: $0) } ?? PagerDriver())
    }

    /// A screen layer around `driver` (the simulator's UIKit mode). A driver restored from a
    /// saved state brings the reducer's insets with it: lists that join show them, though
    /// the reducer will not send them again.
    public init(driver: PagerDriver) {
        self.driver = driver
        headerTy = driver.state.headerTy
        _ = lists.adopt(driver.state)
    }

    /// The reducer's state.
    public var state: PagerState { driver.state }

    /// Reduce Motion (see `PagerDriver.reducesMotion`).
    public var reducesMotion: Bool {
        get { driver.reducesMotion }
        set { driver.reducesMotion = newValue }
    }

    /// What the driver adds to every list's reported offset (`PagerDriver.safeAreaTop`), set
    /// at once — no input, no list moved: a SwiftUI container whose header drawn over the
    /// lists changed (`PagerContainer.contentAbove`), whose writes already count it.
    mutating func setOffsetShift(_ top: Double) { driver.shiftListCoordinates(safeAreaTop: top) }

    /// The environment as the platform reports it now: the layout direction is taken at the
    /// first call only (see `readsLayoutDirection`); Reduce Motion at every call.
    public mutating func environment(rightToLeft: Bool, reducesMotion: Bool) {
        if readsLayoutDirection {
            readsLayoutDirection = false
            driver.isRightToLeft = rightToLeft
            stripChanged = true
        }
        driver.reducesMotion = reducesMotion
    }

    /// Queues an input (see `PagerDriver.receive`); returns whether to drain `next()` now.
    @discardableResult
    public mutating func receive(_ input: PagerDriverInput, at t: Double) -> Bool {
        driver.receive(input, at: t)
    }

    /// A tap on the status bar, as the input to deliver: UIKit asks the one list with
    /// `scrollsToTop`, the current one (`PagerDriver.currentList`; page 0's before a layout).
    /// SwiftUI has no callback for it: a host's sentinel reports the tap, and this names the list.
    public var statusBarTap: PagerDriverInput { .shouldScrollToTop(driver.currentList ?? .content(page: 0)) }

    /// Whether the header's pan may begin for a motion of (`velocityX`, `velocityY`) (a pan's
    /// velocity, or a drag's first translation: only the direction counts): only
    /// where the screen's mode has header drags (`quickReturn`, `collapse`: SPEC §4.7;
    /// elsewhere the reducer would answer `unknownView`), and only for a vertical motion (a
    /// horizontal swipe belongs to a strip or a carousel inside the header).
    public func headerPanBegins(velocityX: Double, velocityY: Double) -> Bool {
        guard driver.state.geometry?.headerOverlaysContent == true else { return false }
        return abs(velocityY) > abs(velocityX)
    }

    /// The selected tab, or the one asked for before the first layout, which the screen will
    /// open on (`PagerPendingSelection`); `nil` before both.
    public var selectedIndex: Int? { pendingSelection.index ?? driver.state.selected }

    /// Whether the header is out of sight — collapsed all the way (`headerProgress` 1), or
    /// animating there — and so hidden from VoiceOver and Switch Control: a collapsed header's
    /// buttons stay in the accessibility tree otherwise, reachable by swiping but not seen.
    public var headerIsHiddenFromAccessibility: Bool {
        guard let g = driver.state.geometry else { return false }
        return PagerScreenFrames.headerProgress(geometry: g, headerTy: headerTy) >= 1
    }

    /// The pages in view now, ascending (`PagerPageAppearance.pagesInView`): none before a layout.
    public var pagesInView: [Int] {
        driver.state.geometry.map { PagerPageAppearance.pagesInView(geometry: $0, pagesX: driver.state.pagesX) } ?? []
    }

    /// What page `page`'s view controller adds to its safe area at the top: for a page with
    /// no list attached (no scroll view, so no inset for the reducer to set), how much of it
    /// the chrome covers (`PagerScreenFrames.pageObscuredTop`), so that its content starts
    /// below the chrome; `nil` for a page whose list is attached (its inset places it).
    public func additionalSafeAreaTop(page: Int, frames: PagerScreenFrames) -> Double? {
        lists[page] == nil ? frames.pageObscuredTop : nil
    }

    /// The list a finger on the header holds (the current list, in the overlay modes; `nil`
    /// elsewhere): one UIKit decelerates on its own must be stopped at once by the host, as
    /// a finger on the list itself would stop it.
    public var listHeldByHeader: Int? { driver.touchedList(.header) }

    /// Whether a finger landing on `target` stops a motion (it is then no tap for the views
    /// under it): see `PagerDriver.touchStopsMotion`.
    public func touchStopsMotion(_ target: PagerTouchTarget) -> Bool { driver.touchStopsMotion(target) }

    /// A new tab strip (or strip layout) was attached: the next update lays its frames out
    /// even if the geometry did not change.
    public mutating func stripReplaced() {
        stripFrames = nil
        stripChanged = true
    }

    // MARK: Lists

    /// Page `page`'s list joins with the app's own insets: the insets it must show at once
    /// (the reducer's inset and pad, which the reducer will not send again). Deliver
    /// `.attach(page:)` after showing them.
    public mutating func attach(page: Int, appTop: Double, appBottom: Double) -> PagerSharedInsets {
        if followedList == .some(.content(page: page)) { followedList = nil }
        let share = lists.attach(page: page, appTop: appTop, appBottom: appBottom)
        guard plant.hook != nil else { return share }
        let planted = plant.attachShare(page: page, share)
        lists.replace(page: page, with: planted)
        return planted
    }

    /// Page `page`'s list leaves: its insets (the app's own go back to the view), `nil` if it
    /// was not attached. Deliver `.detach(page:)` after.
    public mutating func detach(page: Int) -> PagerSharedInsets? {
        if followedList == .some(.content(page: page)) { followedList = nil }
        return lists.detach(page: page)
    }

    /// The screen goes away (the coordinator's `invalidate()`), at any moment: the pages
    /// whose lists leave, ascending — give each its app's own insets back (`detach(page:)`
    /// returns them) and deliver `.detach(page:)`, which ends what it was doing, the driver's
    /// own fling included. The strip's frames are forgotten. The driver's state stays: save it
    /// to restore another screen (`init(restoring:)`).
    public mutating func tearDown() -> [Int] {
        stripReplaced()
        return lists.pages
    }

    /// What of the screen's is left after `tearDown()` and the detaches: a description, or
    /// `nil` when nothing is — no list attached, no fling wanting frames.
    public var leftover: String? {
        if let page = lists.pages.first { return "page \(page)'s list is still attached" }
        if driver.wantsFrames { return "the driver still runs a fling, wanting frames" }
        return nil
    }

    /// The app changed page `page`'s own insets: what its list must show now, `nil` if it is
    /// not attached.
    public mutating func setAppInsets(top: Double, bottom: Double, page: Int) -> PagerSharedInsets? {
        lists.setAppInsets(top: top, bottom: bottom, page: page) ? lists[page] : nil
    }

    /// Measures the safe area of page `page`'s list, whose frame is `list` on a screen whose
    /// viewport is `viewport`: the insets it must show now, `nil` when they did not change.
    /// The current page's list (or, without one, the lowest attached) sets the screen's.
    public mutating func measureSafeArea(page: Int, list: PagerScreenRect, viewport: PagerScreenRect) -> PagerSharedInsets? {
        let before = lists[page]
        lists.measureSafeArea(page: page, list: list, viewport: viewport, isCurrent: page == measuredPage)
        return lists[page] == before ? nil : lists[page]
    }

    /// The page whose list's safe area is the screen's: the current one if attached, else
    /// the lowest attached.
    public var measuredPage: Int? {
        lists[driver.state.page] != nil ? driver.state.page : lists.pages.first
    }

    /// The input that tells the driver the measured safe area (`PagerDriver.safeAreaTop`'s
    /// shift of the current list), `nil` without a measured list.
    public var safeAreaInput: PagerDriverInput? {
        measuredPage.flatMap { lists[$0] }.map { .safeArea(top: $0.offsetShift) }
    }

    /// Page `page`'s list's content is `height` tall now, outside a layout (a reload, an
    /// asynchronous load, self-sizing cells): what the reducer must hear. A `pages` list's
    /// new height is a relayout of that page; the one list of `sections` is measured again
    /// only when its height differs from the one the reducer has (SPEC §4.0) — measuring
    /// visits every item, and UIKit reports the size more often than it changes.
    public func contentSizeChanged(page: Int, height: Double) -> PagerContentSizeResponse {
        guard let layout = driver.state.layout, let g = driver.state.geometry else { return .none }
        switch layout.content {
        case .pages(let pages, _):
            guard page >= 0, page < pages.count, pages[page].contentHeight != height else { return .none }
            return .deliver(.contentHeight(page: page, height))
        case .sections:
            return page == 0 && height != g.sectionsContentHeight ? .remeasureSections : .none
        }
    }

    /// The layout with `sections` (the list's sections measured again, as many as before)
    /// in place of its own, to deliver; `nil` when the count differs (a reload in progress:
    /// the app's next layout says it).
    public func remeasured(_ sections: [PagerListSection]) -> PagerLayout? {
        guard var layout = driver.state.layout, case .sections(let old, let selection, let window, let footer) = layout.content,
            old.count == sections.count
        else { return nil }
        layout.content = .sections(sections, selection: selection, window: window, footerHeight: footer)
        return layout
    }

    /// The titles the list's sections have now (the reducer's), for measuring them again.
    public var sectionTitles: [String?] {
        guard case .sections(let sections, _, _, _)? = driver.state.layout?.content else { return [] }
        return sections.map { $0.title }  // a closure: Embedded Swift has no key paths
    }

    // MARK: Selection

    /// The app selects tab `index`: the input to deliver now, or `nil` when it is kept for
    /// the first layout, where the screen opens on it (`laidOut()`).
    public mutating func select(_ index: Int, animated: Bool = true) -> PagerDriverInput? {
        let now = pendingSelection.request(index, hasLayout: plant.decides(PlantSite.deliversSelectionNow, driver.state.geometry != nil))
        return now ? .select(index: index, animated: animated) : nil
    }

    /// After a layout was delivered: the selection of the tab asked for before the first
    /// layout, to deliver now (without animation: the screen opens on it); `nil` otherwise.
    public mutating func laidOut() -> PagerDriverInput? {
        pendingSelection.laidOut(hasLayout: driver.state.geometry != nil).map { .select(index: $0, animated: false) }
    }

    // MARK: Updates

    /// The next update with every decision taken, or `nil` when every input is handled.
    public mutating func next() -> PagerScreenUpdate? {
        guard let update = driver.next() else { return nil }
        var screen = PagerScreenUpdate(driver: update)
        let animatesHeader = carryOutActions(of: update, into: &screen)
        followInsets(of: update, into: &screen)
        // The header follows the reducer wherever no animation was commanded (drags, deltas,
        // layouts, a restored state): written at once.
        if !animatesHeader, !update.records.isEmpty || driver.state.headerTy != headerTy {
            screen.steps.append(.moveHeader(ty: driver.state.headerTy, duration: 0))
        }
        for case .moveHeader(let ty, _) in screen.steps { headerTy = ty }
        layOutStrip(for: update, into: &screen)
        if followedList != .some(update.scrollsToTop) {
            followedList = .some(update.scrollsToTop)
            screen.currentListChanged = true
        }
        return screen
    }

    /// The reducer's actions as steps, in order; returns whether one animates the header.
    private mutating func carryOutActions(of update: PagerDriver.Update, into screen: inout PagerScreenUpdate) -> Bool {
        var animatesHeader = false
        for action in update.actions {
            switch action {
            case .setOffset(let role, let value, let animated):
                screen.steps.append(.setOffset(role, value, animated: animated))
            case .setInsetTop, .setContentHeight:
                // `contentInset` is not animatable: set at once, whatever the duration; the
                // lists keep their offsets and the reducer moves them (UIKIT-CALLBACKS §1(k)).
                // The reducer's inset as the lists keep it (through the plant hook).
                var kept = action
                if plant.hook != nil, case .setInsetTop(let top, let duration) = action { kept = .setInsetTop(plant.reducerInset(top), duration: duration) }
                let changed = lists.carryOut(kept)  // before `show` reads the lists
                show(changed, into: &screen)
                screen.steps.append(.insetsChanged)
            case .setTarget(let role, let value):
                screen.steps.append(.restStrip(role, value))
            case .animateHeader(let ty, let duration):
                animatesHeader = true
                screen.steps.append(.moveHeader(ty: ty, duration: update.withoutAnimation ? 0 : duration))
            }
        }
        return animatesHeader
    }

    /// What the reducer did not command but the lists must show: a restored state's share
    /// (the reducer sends `setInset` whenever its inset changes, SPEC §3, so the lists can
    /// only disagree with it after a `.restore`), and a layout's pads dropped.
    private mutating func followInsets(of update: PagerDriver.Update, into screen: inout PagerScreenUpdate) {
        let insetTop = plant.hook == nil ? driver.state.insetTop : plant.reducerInset(driver.state.insetTop)
        if lists.reducerTop != insetTop, adoptsRestoredInsets {
            let changed = lists.adopt(driver.state, insetTop: insetTop)
            show(changed, into: &screen)
            screen.steps.append(.insetsChanged)
        }
        if update.laysOut, let g = driver.state.geometry {
            let changed = lists.follow(g)
            show(changed, into: &screen)
        }
    }

    /// A `showInsets` step for each of `pages` with a list attached.
    private func show(_ pages: [Int], into screen: inout PagerScreenUpdate) {
        for page in pages { if let insets = lists[page] { screen.steps.append(.showInsets(page: page, insets)) } }
    }

    /// Whether the selected tab's indicator lies beyond what the strip shows now (its offset
    /// `pagerX`, the screen's width wide: SPEC §1), on a sections screen (a pages screen's
    /// underline follows the pages, a page at a time).
    private var underlineOutOfView: Bool {
        guard let g = driver.state.geometry, !g.isPages, let line = driver.state.indicator else { return false }
        let shown = driver.state.pagerX
        return line.x < shown - 0.5 || line.x + line.width > shown + g.width + 0.5
    }

    /// The strip's frames, then the underline from them: the underline of a layout's update
    /// is placed from that layout's frames (a first display, a rotation), never the previous
    /// ones. A tap moves the underline in an animation (not a jump), and so does a jump to a
    /// tab out of the strip's view; a scroll, with every frame.
    private mutating func layOutStrip(for update: PagerDriver.Update, into screen: inout PagerScreenUpdate) {
        let previous = plant.hook == nil ? nil : stripFrames.flatMap { $0.underline(driver.state.indicator, style: indicatorStyle) }
        if update.laysOut || stripChanged, let g = driver.state.geometry, stripHeight > 0 {
            stripChanged = false
            let frames = PagerTabStripFrames(geometry: g, height: stripHeight, rightToLeft: driver.isRightToLeft)
            if frames != stripFrames {
                stripFrames = frames
                screen.strip = frames
            }
        }
        if !update.records.isEmpty {
            // A jump to a tab the strip does not show yet (End, Home: sections crossed at once)
            // slides too, as the strip's own animation brings that tab into view: drawn at once,
            // the underline would sit past the strip's edge until it does (issue 69).
            let tapped = update.events.contains { $0.name == .tapPagerItem }
            let jumped = driver.state.selected != underlinedTab && underlineOutOfView
            underlinedTab = driver.state.selected
            screen.underlineAnimates = !update.withoutAnimation && (tapped || jumped)
        }
        let placed = plant.underline(placed: stripFrames.flatMap { $0.underline(driver.state.indicator, style: indicatorStyle) }, previous: previous)
        if !update.records.isEmpty || screen.strip != nil, let placed {
            screen.underline = (placed, screen.underlineAnimates)
        }
    }
}

extension PagerDriver.Update {
    /// Whether a layout was applied (an event `layout` whose record has no diagnostic).
    public var laysOut: Bool {
        zip(events, records).contains { event, record in
            if case .layout = event.kind { return record.diagnostics.isEmpty } else { return false }
        }
    }
}
