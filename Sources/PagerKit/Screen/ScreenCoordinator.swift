// The engine (`PagerScreenEngine`) hosted over scroll-view objects: each object (`PagerScrollSurface`)
// is looked up by role in the engine's registry and read or written along its axis; what
// touches no scroll view goes to a `PagerScreenChrome`. UIKit's `PagerScrollCoordinator` hosts it
// over `UIScrollView`, the web edge over its scrollers; the tests run it over simulated scroll
// views (ScreenCoordinatorTests). Every decision and the update loop are the engine's.

import PagerCore

/// What a scroll view reports and what can be done to it: all a `PagerScreenCoordinator` reads
/// and writes. UIKit's `UIScrollView` conforms in PagerScrollCoordinator.swift.
///
/// The members below are the view's own, in its coordinates. The coordinator reads and
/// writes in the reducer's (SPEC §1) through four more — `reducerOffset(as:basis:)`,
/// `setReducerOffset(_:as:basis:animated:)`, `reducerRelease(velocity:target:as:basis:)`,
/// `viewTarget(_:as:basis:)` — whose defaults convert UIKit's coordinates (UIKitOffsets.swift);
/// a surface whose view measures otherwise (the browser's, `PagerWebScroller`) gives its own.
public protocol PagerScrollSurface: AnyObject {
    /// Its `contentOffset` along one axis: y for a list (`vertical`), x for the pages
    /// container and the tab strip.
    func pagerOffset(vertical: Bool) -> Double
    /// `setContentOffset(_:animated:)` along that axis, the other axis kept. (UIKit reports an
    /// instant move to the delegate inside the call: `didScroll` re-enters the coordinator.)
    func setPagerOffset(_ value: Double, vertical: Bool, animated: Bool)
    /// Its `contentInset.top`, `.bottom`.
    var pagerInsets: (top: Double, bottom: Double) { get set }
    /// Its `contentSize.height`.
    var pagerContentHeight: Double { get }
    /// A finger is on it (it may not have moved it yet).
    var isTracking: Bool { get }
    /// A finger moved it (UIKit keeps this true while a fling slides).
    var isDragging: Bool { get }
    /// It slides on after a release.
    var isDecelerating: Bool { get }
    /// Whether a tap on the status bar scrolls it to the top.
    var scrollsToTop: Bool { get set }
    /// Its offset along `role`'s axis in the reducer's coordinates, measured against `basis`.
    func reducerOffset(as role: PagerScrollRole, basis: PagerViewBasis) -> Double
    /// `setContentOffset(_:animated:)` to the reducer's offset `value` along `role`'s axis.
    func setReducerOffset(_ value: Double, as role: PagerScrollRole, basis: PagerViewBasis, animated: Bool)
    /// A release as `willEndDragging` reports it (velocity in pt/ms and the proposed target,
    /// along the view's axis, in its coordinates), in the reducer's.
    func reducerRelease(velocity: Double, target: Double, as role: PagerScrollRole, basis: PagerViewBasis) -> (velocity: Double, target: Double)
    /// The view's offset for the reducer's offset `value` (the strip's rest, written into
    /// `targetContentOffset` or slid to).
    func viewTarget(_ value: Double, as role: PagerScrollRole, basis: PagerViewBasis) -> Double
}

/// The calls of carrying out an update that touch no scroll view: the header, the strip's
/// cells, the underline, the frames clock. A platform's coordinator gives its own.
package protocol PagerScreenChrome: AnyObject {
    /// The header's `transform.ty`, animated over `duration` seconds (at once when 0).
    func moveHeader(to ty: Double, duration: Double)
    /// The strip layout's frames (`PagerTabStripLayout.frames`).
    func layOutStrip(_ frames: PagerTabStripFrames)
    /// The underline's frame in the strip's content, animated (a tap) or not (a scroll).
    func placeUnderline(_ frame: PagerScreenRect, animated: Bool)
    /// Whether display-link frames (`.frame` inputs) must keep coming.
    func runFrames(_ wanted: Bool)
}

/// A screen's scroll views and the engine between them: scroll-view callbacks in, each
/// `PagerScreenUpdate` carried out on the views and the `chrome` (by `PagerScreenEngine`'s one loop).
/// What a platform coordinator does that is not a platform call (UIKit's:
/// `PagerScrollCoordinator`).
package final class PagerScreenCoordinator<Surface: PagerScrollSurface> {
    /// The engine: the screen layer, the registry of views by role, the clock, the inset writes.
    public var engine: PagerScreenEngine<Surface>
    /// Every decision of the screen (the simulator runs the same layer).
    public var screen: PagerScreenLayer { engine.screen }
    /// Reduce Motion, as the platform reports it now: a change applies to the next tap.
    public var reducesMotion: Bool {
        get { engine.screen.reducesMotion }
        set { engine.screen.reducesMotion = newValue }
    }
    /// Carries out what touches no scroll view. Held strongly: a platform's chrome holds
    /// the coordinator that owns this one weakly.
    public var chrome: (any PagerScreenChrome)?
    /// How the underline is painted (`PagerScreenLayer.indicatorStyle`).
    public var indicatorStyle: PagerIndicatorStyle {
        get { engine.screen.indicatorStyle }
        set { engine.screen.indicatorStyle = newValue }
    }
    /// Called after each update is carried out, with the state to show.
    public var onUpdate: ((PagerDriver.Update, PagerState) -> Void)?
    /// Whether updates are being carried out now (a view's report is then nested: it waits
    /// its turn, as UIKit's setters report inside themselves).
    public var isCarryingOut: Bool { engine.screen.driver.isUpdating }
    /// Called as each update's carrying out ends, before `onUpdate` (the web edge's held reports).
    var carriedOut: (() -> Void)?
    /// Called after an update that changed what the app hears (`PagerScreenNews`: the selection
    /// and why, the header's progress, a swipe's progress, the page at rest).
    public var onNews: ((PagerScreenNews) -> Void)?
    /// Called with every input the driver receives, in order (a callbacks recording).
    public var onInput: ((PagerRecordedCallback) -> Void)?
    /// Called with the current list whenever it changes (for the navigation bar).
    public var onCurrentList: ((Surface?) -> Void)?
    /// Called when the one list of a `sections` screen has another number of sections than
    /// the tabs (the app reloaded its own table): read the titles again and lay out.
    public var onSectionsChanged: (() -> Void)?
    /// The time of an input, in seconds on one monotonic clock (stamped through one
    /// `PagerInputClock`, so no input reaches the reducer earlier than the one before it).
    public var clock: () -> Double = { 0 }
    /// The attached lists by page.
    public var lists: [Int: Surface] { engine.lists }
    /// Page `page`'s attached list, if any.
    func list(page: Int) -> Surface? { engine.attached[page] }
    /// The attached lists and their pages, ascending by page.
    var listsByPage: [(page: Int, list: Surface)] { engine.attached.entries.map { ($0.page, $0.value) } }
    /// The horizontal pages container, if any.
    public var pagesView: Surface? { engine.pagesView }
    /// The tab strip, if any.
    public var strip: Surface? { engine.strip }

    /// A coordinator around a fresh driver, or one restored from a saved `PagerState`.
    public init(restoring saved: PagerState? = nil) {
        engine = PagerScreenEngine(restoring: saved)
    }

    /// The host to hand the engine's routines: this coordinator (a class: the routines'
    /// `inout` is its reference, so a view's report inside a write re-enters it safely).
    private var host: PagerScreenCoordinator {
        get { self }
        set {}
    }

    // MARK: Views

    /// The page `list` is attached to, if any.
    public func page(of list: Surface) -> Int? {
        engine.attached.entries.first { $0.value === list }?.page
    }

    /// `list` becomes page `page`'s (the page and the list must be free: detach first) and
    /// shows the screen's current share at once — a list loaded after the first layout gets
    /// the reducer's inset and pad, which the reducer will not send again. Its own insets are
    /// kept as the app's. Deliver `.attach(page:)` once the platform has hooked it up.
    public func register(_ list: Surface, page: Int) { PagerScreenEngine.register(list, page: page, on: &host) }

    /// Page `page`'s list leaves: it shows the app's own insets again (with what others added
    /// since: a refresh in progress), the driver hears it, and it is returned for the
    /// platform to give back what it took.
    @discardableResult
    public func detach(page: Int) -> Surface? { PagerScreenEngine.detach(page: page, on: &host) }

    /// The app changed a list's own insets (a keyboard, a toolbar): the reducer's share stays.
    public func setAppInsets(top: Double, bottom: Double, page: Int) {
        PagerScreenEngine.setAppInsets(top: top, bottom: bottom, page: page, on: &host)
    }

    /// The pages container joins (it never scrolls to the top).
    public func attachPagesView(_ view: Surface) {
        PagerScreenEngine.attachPagesView(view, on: &host)
        view.scrollsToTop = false
    }

    /// The tab strip joins (it never scrolls to the top); its frames are laid out again.
    public func attachStrip(_ view: Surface) {
        PagerScreenEngine.attachStrip(view, on: &host)
        view.scrollsToTop = false
    }

    /// Every list leaves (`detach(page:)` each, in the layer's order), the pages container
    /// and the strip are let go (returned for the platform to give back), and the app's
    /// callbacks are dropped: the coordinator is inert after.
    public func tearDown(detaching detach: (Int) -> Void) -> [Surface] {
        let kept = [engine.pagesView, engine.strip].compactMap { $0 }
        PagerScreenEngine.tearDown(on: &host) { _, page in detach(page) }
        onUpdate = nil
        onInput = nil
        onCurrentList = nil
        onSectionsChanged = nil
        return kept
    }

    // MARK: Layout

    /// The screen as laid out now: the environment (`nil`: not read now), the strip's height,
    /// each list's frame against the viewport (the container's safe-area rectangle; `nil`
    /// without a container; lists out of the hierarchy left out), then the layout and a
    /// tab asked for before the first one.
    public func layout(
        _ layout: PagerLayout, environment: (rightToLeft: Bool, reducesMotion: Bool)?, stripHeight: Double,
        viewport: PagerScreenRect?, listFrames: [Int: PagerScreenRect]
    ) {
        PagerScreenEngine.layout(layout, environment: environment, stripHeight: stripHeight, viewport: viewport, listFrames: listFrames, on: &host)
    }

    /// A list's content size changed outside a layout: the bottom pad follows it, and the
    /// reducer hears what the screen layer says of it (SPEC §4.0). `measureSections` measures
    /// the one list's sections again (by their titles), when the layer asks for it.
    public func contentSizeChanged(page: Int, measureSections: ([String?]) -> [PagerListSection]?) {
        if PagerScreenEngine.contentSizeChanged(page: page, measureSections: measureSections, on: &host) == .sectionsChanged {
            // Another number of sections: the tabs' titles are the old ones, and only the
            // app's data source has the new (the drop-in reads them again).
            onSectionsChanged?()
        }
    }

    // MARK: Callbacks

    /// Every scroll view of the screen: the lists by page, then the pages container and the strip.
    public var views: [Surface] {
        engine.attached.entries.map { $0.value } + [engine.pagesView, engine.strip].compactMap { $0 }
    }

    /// The role of one of the screen's scroll views, `nil` for any other.
    public func role(of view: Surface) -> PagerScrollRole? {
        if view === engine.pagesView { return .pages }
        if view === engine.strip { return .tabStrip }
        return page(of: view).map { .content(page: $0) }
    }

    /// `willBeginDragging`.
    public func willBeginDragging(_ view: Surface) {
        guard let role = role(of: view) else { return }
        PagerScreenEngine.willBeginDragging(role, on: &host)
    }

    /// `didScroll`, with the view's flags.
    public func didScroll(_ view: Surface) {
        guard let role = role(of: view) else { return }
        PagerScreenEngine.didScroll(role, on: &host)
    }

    /// The view's callbacks were lost until now (the app replaced its delegate after the
    /// screen attached it, and the coordinator has just adopted the new one): the driver
    /// catches up with what the view shows (`PagerDriverInput.resync`). Returns, the first time
    /// for a view, what to tell the app's developer (a debug build prints it).
    @discardableResult
    public func resync(_ view: Surface) -> String? {
        guard let role = role(of: view) else { return nil }
        return PagerScreenEngine.resync(role, on: &host)
    }

    /// `willEndDragging`, with UIKit's velocity (pt/ms) and target along both axes, in the
    /// view's coordinates: the strip's rest to write into the target along the view's axis
    /// (the view's coordinates), if the layer gave one.
    public func willEndDragging(
        _ view: Surface, velocity: (x: Double, y: Double), target: (x: Double, y: Double)
    ) -> (value: Double, vertical: Bool)? {
        guard let role = role(of: view) else { return nil }
        let vertical = role.view == .content
        let basis = engine.screen.driver.viewBasis
        let release = view.reducerRelease(velocity: vertical ? velocity.y : velocity.x, target: vertical ? target.y : target.x, as: role, basis: basis)
        let rest = PagerScreenEngine.willEndDragging(role, velocity: release.velocity, target: release.target, on: &host)
        return rest.map { (view.viewTarget($0, as: role, basis: engine.screen.driver.viewBasis), vertical) }
    }

    /// The neutral release (`PagerScrollInput.dragEnded`: `offset` in the reducer's coordinates,
    /// `velocity` in pt/s): the strip's rest, in the view's coordinates, if the layer gave
    /// one (a front end with no `targetContentOffset` slides the view there itself).
    public func released(_ view: Surface, offset: Double, velocity: Double, decelerates: Bool) -> Double? {
        guard let role = role(of: view) else { return nil }
        let rest = PagerScreenEngine.released(role, offset: offset, velocity: velocity, decelerates: decelerates, on: &host)
        return rest.map { view.viewTarget($0, as: role, basis: engine.screen.driver.viewBasis) }
    }

    /// `didEndDragging`.
    public func didEndDragging(_ view: Surface, willDecelerate: Bool) {
        guard let role = role(of: view) else { return }
        PagerScreenEngine.didEndDragging(role, willDecelerate: willDecelerate, on: &host)
    }

    /// `willBeginDecelerating`.
    public func willBeginDecelerating(_ view: Surface) {
        guard let role = role(of: view) else { return }
        PagerScreenEngine.willBeginDecelerating(role, on: &host)
    }

    /// `didEndDecelerating`.
    public func didEndDecelerating(_ view: Surface) {
        guard let role = role(of: view) else { return }
        PagerScreenEngine.didEndDecelerating(role, on: &host)
    }

    /// `didEndScrollingAnimation`.
    public func didEndScrollingAnimation(_ view: Surface) {
        guard let role = role(of: view) else { return }
        PagerScreenEngine.didEndScrollingAnimation(role, on: &host)
    }

    /// `shouldScrollToTop`: the driver hears it; the answer is always `false` (the reducer
    /// commands the scroll, SPEC §4.2).
    public func shouldScrollToTop(_ view: Surface) -> Bool {
        if let role = role(of: view) { deliver(.shouldScrollToTop(role)) }
        return false
    }

    /// The app selects tab `index` (kept for the first layout when asked before it).
    public func select(_ index: Int, animated: Bool) { PagerScreenEngine.select(index, animated: animated, on: &host) }

    /// A finger down on (`down`) or up from a list or the header. Returns whether the touch
    /// stopped a motion (it is then no tap for the views under it).
    public func touched(_ target: PagerTouchTarget, down: Bool) -> Bool { PagerScreenEngine.touched(target, down: down, on: &host) }

    // MARK: Carrying out

    /// One input to the screen layer at `time` (the clock's now when `nil`); every update it
    /// makes is carried out, unless an update is in progress (then it waits its turn).
    public func deliver(_ input: PagerDriverInput, at time: Double? = nil) { PagerScreenEngine.deliver(input, at: time, on: &host) }
}

extension PagerScreenCoordinator: PagerScreenSurface {
    /// The clock's now.
    public var clockTime: Double { clock() }

    /// `role`'s view's offset along its axis in the reducer's coordinates, as its surface
    /// converts it (0 when none is attached).
    public func scrollOffset(_ role: PagerScrollRole) -> Double {
        engine.view(role)?.reducerOffset(as: role, basis: engine.screen.driver.viewBasis) ?? 0
    }

    /// `role`'s view's flags (all off when none is attached).
    public func scrollFlags(_ role: PagerScrollRole) -> PagerScrollFlags {
        guard let view = engine.view(role) else { return PagerScrollFlags(isTracking: false, isDragging: false, isDecelerating: false) }
        return PagerScrollFlags(isTracking: view.isTracking, isDragging: view.isDragging, isDecelerating: view.isDecelerating)
    }

    /// Page `page`'s list's `pagerInsets`.
    public func listInsets(page: Int) -> PagerListInsets { engine.attached[page].map { PagerListInsets($0.pagerInsets) } ?? PagerListInsets(top: 0, bottom: 0) }

    /// Page `page`'s list's `pagerContentHeight`.
    public func listContentHeight(page: Int) -> Double { engine.attached[page]?.pagerContentHeight ?? 0 }

    /// `role`'s view to the reducer's offset `value`, converted by its surface
    /// (`setReducerOffset`); UIKit reports an instant move inside the call.
    public func setScrollOffset(_ role: PagerScrollRole, to value: Double, animated: Bool) {
        guard let view = engine.view(role) else { return }
        view.setReducerOffset(value, as: role, basis: engine.screen.driver.viewBasis, animated: animated)
    }

    /// Page `page`'s list's `pagerInsets`.
    public func setListInsets(_ insets: PagerListInsets, page: Int) { engine.attached[page]?.pagerInsets = (insets.top, insets.bottom) }

    /// The chrome's.
    public func moveHeader(to ty: Double, duration: Double) { chrome?.moveHeader(to: ty, duration: duration) }

    /// The chrome's.
    public func layOutStrip(_ frames: PagerTabStripFrames) { chrome?.layOutStrip(frames) }

    /// The chrome's.
    public func placeUnderline(_ frame: PagerScreenRect, animated: Bool) { chrome?.placeUnderline(frame, animated: animated) }

    /// `scrollsToTop` on `role`'s list alone.
    public func setScrollsToTop(_ role: PagerScrollRole?) {
        for list in engine.attached.entries { list.value.scrollsToTop = role == .content(page: list.page) }
    }

    /// Gives the current list to `onCurrentList`.
    public func followCurrentList(_ role: PagerScrollRole?) { onCurrentList?(role.flatMap { engine.view($0) }) }

    /// The chrome's.
    public func runFrames(_ wanted: Bool) { chrome?.runFrames(wanted) }

    // The protocol's defaults, written out: a default is a generic call that looks up this
    // class's conformance at run time on every update.

    /// Nothing: each list's insets are written as they change.
    public func insetsChanged() {}

    /// Nothing: the engine keeps the strip's rest for `willEndDragging` and `released`.
    public func stripWillRest(_ role: PagerScrollRole, at value: Double) {}

    /// Nothing.
    public func willCarryOut(_ update: PagerScreenUpdate) {}

    /// Given to `onInput`.
    public func received(_ input: PagerDriverInput, at t: Double, nested: Bool) { onInput?(PagerRecordedCallback(t: t, input: input, nested: nested)) }

    /// Given to `onUpdate`, and the news to `onNews` when there is any.
    public func didCarryOut(_ update: PagerScreenUpdate, news: PagerScreenNews) {
        carriedOut?()
        onUpdate?(update.driver, engine.screen.state)
        if !news.isEmpty { onNews?(news) }
    }
}

extension PagerScreenCoordinator {
    /// `setContentOffset(_:animated:)` of `role`'s view, to the reducer's offset `value`.
    @available(*, deprecated, renamed: "setScrollOffset(_:to:animated:)")
    public func setOffset(_ role: PagerScrollRole, to value: Double, animated: Bool) { setScrollOffset(role, to: value, animated: animated) }

    /// The strip's rest, returned from `willEndDragging`.
    @available(*, deprecated, message: "The engine keeps the strip's rest (PagerScreenEngine.takeStripRest).")
    public func restStrip(_ role: PagerScrollRole, at value: Double) { engine.pendingTarget[role] = value }
}
