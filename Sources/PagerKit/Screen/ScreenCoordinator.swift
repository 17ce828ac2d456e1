// The part of a screen's coordinator that is not a platform call, over an interface for what a
// scroll view reports and what can be done to it (`ScrollSurface`): the registry of the
// screen's scroll views (the lists by page, the pages container, the tab strip), what each
// scroll-view callback is to the screen layer, the one loop that carries out its updates, and
// the steps of carrying out that touch scroll views (offsets, insets, the strip's rest,
// scroll-to-top, the list a navigation bar follows). UIKit's `PagerScrollCoordinator` is
// this over `UIScrollView` plus UIKit's own calls (recognizers, observers, the header's and
// the underline's animations, the display link: `ScreenChrome`); the tests run it over
// simulated scroll views (ScreenCoordinatorTests).

import PagerCore

/// What a scroll view reports and what can be done to it: all a `ScreenCoordinator` reads
/// and writes. UIKit's `UIScrollView` conforms in PagerScrollCoordinator.swift.
public protocol ScrollSurface: AnyObject {
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
}

/// The calls of carrying out an update that touch no scroll view: the header, the strip's
/// cells, the underline, the frames clock. A platform's coordinator gives its own.
public protocol ScreenChrome: AnyObject {
    /// The header's `transform.ty`, animated over `duration` seconds (at once when 0).
    func moveHeader(to ty: Double, duration: Double)
    /// The strip layout's frames (`TabStripLayout.frames`).
    func layOutStrip(_ frames: TabStripFrames)
    /// The underline's frame in the strip's content, animated (a tap) or not (a scroll).
    func placeUnderline(_ frame: ScreenRect, animated: Bool)
    /// Whether display-link frames (`.frame` inputs) must keep coming.
    func runFrames(_ wanted: Bool)
}

/// A screen's scroll views and the screen layer between them: scroll-view callbacks in, each
/// `ScreenUpdate` carried out on the views and the `chrome`. Everything a platform
/// coordinator does that is not a platform call (UIKit's: `PagerScrollCoordinator`).
public final class ScreenCoordinator<Surface: ScrollSurface> {
    /// Every decision of the screen (the simulator runs the same layer).
    public private(set) var screen: ScreenLayer
    /// Reduce Motion, as the platform reports it now: a change applies to the next tap.
    public var reducesMotion: Bool {
        get { screen.reducesMotion }
        set { screen.reducesMotion = newValue }
    }
    /// Carries out what touches no scroll view. Held strongly: a platform's chrome holds
    /// the coordinator that owns this one weakly.
    public var chrome: (any ScreenChrome)?
    /// How the underline is painted (`ScreenLayer.indicatorStyle`).
    public var indicatorStyle: PagerIndicatorStyle {
        get { screen.indicatorStyle }
        set { screen.indicatorStyle = newValue }
    }
    /// Called after each update is carried out, with the state to show.
    public var onUpdate: ((PagerDriver.Update, PagerState) -> Void)?
    /// Called after an update that changed what the app hears (`ScreenNews`: the selection
    /// and why, the header's progress, a swipe's progress, the page at rest).
    public var onNews: ((ScreenNews) -> Void)?
    /// What the app was told, followed after every update.
    private var notices = ScreenNotices()
    /// Called with every input the driver receives, in order (a callbacks recording).
    public var onInput: ((RecordedCallback) -> Void)?
    /// Called with the current list whenever it changes (for the navigation bar).
    public var onCurrentList: ((Surface?) -> Void)?
    /// Called when the one list of a `sections` screen has another number of sections than
    /// the tabs (the app reloaded its own table): read the titles again and lay out.
    public var onSectionsChanged: (() -> Void)?
    /// The time of an input, in seconds on one monotonic clock (stamped through one
    /// `InputClock`, so no input reaches the reducer earlier than the one before it).
    public var clock: () -> Double = { 0 }
    /// The attached lists by page.
    public private(set) var lists: [Int: Surface] = [:]
    /// The horizontal pages container, if any.
    public private(set) var pagesView: Surface?
    /// The tab strip, if any.
    public private(set) var strip: Surface?

    private var stamps = InputClock()
    /// What was last written to each list's insets (a write keeps what others added since).
    private var insetWrites = InsetWrites()
    /// The views whose replaced delegate the developer was told of (`resync(_:)`).
    private var warnedAboutDelegates: Set<ObjectIdentifier> = []
    /// The strip's rest for the drag being ended (`willEndDragging`'s target).
    private var pendingTarget: [ScrollRole: Double] = [:]

    /// A coordinator around a fresh driver, or one restored from a saved `PagerState`.
    public init(restoring saved: PagerState? = nil) {
        screen = ScreenLayer(restoring: saved)
    }

    // MARK: Views

    /// The page `list` is attached to, if any.
    public func page(of list: Surface) -> Int? {
        lists.first { $0.value === list }?.key
    }

    /// `list` becomes page `page`'s (the page and the list must be free: detach first) and
    /// shows the screen's current share at once — a list loaded after the first layout gets
    /// the reducer's inset and pad, which the reducer will not send again. Its own insets are
    /// kept as the app's. Deliver `.attach(page:)` once the platform has hooked it up.
    public func register(_ list: Surface, page: Int) {
        lists[page] = list
        let appInsets = list.pagerInsets
        apply(screen.attach(page: page, appTop: appInsets.top, appBottom: appInsets.bottom), page: page)
    }

    /// Page `page`'s list leaves: it shows the app's own insets again (with what others added
    /// since: a refresh in progress), the driver hears it, and it is returned for the
    /// platform to give back what it took.
    @discardableResult
    public func detach(page: Int) -> Surface? {
        guard let list = lists.removeValue(forKey: page) else { return nil }
        if let share = screen.detach(page: page) {
            let insets = insetWrites.givenBack(share, page: page, showing: ListInsets(list.pagerInsets))
            list.pagerInsets = (insets.top, insets.bottom)
        }
        deliver(.detach(page: page))
        return list
    }

    /// The app changed a list's own insets (a keyboard, a toolbar): the reducer's share stays.
    public func setAppInsets(top: Double, bottom: Double, page: Int) {
        guard let share = screen.setAppInsets(top: top, bottom: bottom, page: page) else { return }
        apply(share, page: page)
    }

    /// The pages container joins (it never scrolls to the top).
    public func attachPagesView(_ view: Surface) {
        pagesView = view
        view.scrollsToTop = false
    }

    /// The tab strip joins (it never scrolls to the top); its frames are laid out again.
    public func attachStrip(_ view: Surface) {
        strip = view
        screen.stripReplaced()
        view.scrollsToTop = false
    }

    /// Every list leaves (`detach(page:)` each, in the layer's order), the pages container
    /// and the strip are let go (returned for the platform to give back), and the app's
    /// callbacks are dropped: the coordinator is inert after.
    public func tearDown(detaching detach: (Int) -> Void) -> [Surface] {
        for page in screen.tearDown() { detach(page) }
        defer {
            pagesView = nil
            strip = nil
            onUpdate = nil
            onInput = nil
            onCurrentList = nil
            onSectionsChanged = nil
        }
        return [pagesView, strip].compactMap { $0 }
    }

    // MARK: Layout

    /// The screen as laid out now: the environment (`nil`: not read now), the strip's height,
    /// each list's frame against the viewport (the container's safe-area rectangle; `nil`
    /// without a container; lists out of the hierarchy left out), then the layout and a
    /// tab asked for before the first one.
    public func layout(
        _ layout: PagerLayout, environment: (rightToLeft: Bool, reducesMotion: Bool)?, stripHeight: Double,
        viewport: ScreenRect?, listFrames: [Int: ScreenRect]
    ) {
        if let environment { screen.environment(rightToLeft: environment.rightToLeft, reducesMotion: environment.reducesMotion) }
        screen.stripHeight = stripHeight
        if let viewport {
            for (page, frame) in listFrames.sorted(by: { $0.key < $1.key }) {
                if lists[page] != nil, let share = screen.measureSafeArea(page: page, list: frame, viewport: viewport) {
                    apply(share, page: page)
                }
            }
            if let input = screen.safeAreaInput { deliver(input) }
        }
        deliver(.layout(layout))
        if let selection = screen.laidOut() { deliver(selection) }
    }

    /// A list's content size changed outside a layout: the bottom pad follows it, and the
    /// reducer hears what the screen layer says of it (SPEC §4.0). `measureSections` measures
    /// the one list's sections again (by their titles), when the layer asks for it.
    public func contentSizeChanged(page: Int, measureSections: ([String?]) -> [ListSection]?) {
        guard let list = lists[page] else { return }
        if let share = screen.lists[page] { apply(share, page: page) }
        switch screen.contentSizeChanged(page: page, height: list.pagerContentHeight) {
        case .none:
            return
        case .deliver(let input):
            deliver(input)
        case .remeasureSections:
            guard let sections = measureSections(screen.sectionTitles) else { return }
            if let layout = screen.remeasured(sections) {
                deliver(.layout(layout))
            } else {
                // Another number of sections: the tabs' titles are the old ones, and only
                // the app's data source has the new (the drop-in reads them again).
                onSectionsChanged?()
            }
        }
    }

    // MARK: Callbacks

    /// Every scroll view of the screen: the lists by page, then the pages container and the strip.
    public var views: [Surface] {
        lists.keys.sorted().compactMap { lists[$0] } + [pagesView, strip].compactMap { $0 }
    }

    /// The role of one of the screen's scroll views, `nil` for any other.
    public func role(of view: Surface) -> ScrollRole? {
        if view === pagesView { return .pages }
        if view === strip { return .pager }
        return page(of: view).map { .content(page: $0) }
    }

    /// `willBeginDragging`.
    public func willBeginDragging(_ view: Surface) {
        guard let role = role(of: view) else { return }
        deliver(.willBeginDragging(role, offset: offset(view, role)))
    }

    /// `didScroll`, with the view's flags.
    public func didScroll(_ view: Surface) {
        guard let role = role(of: view) else { return }
        deliver(.didScroll(role, offset: offset(view, role), flags: flags(view)))
    }

    /// The view's callbacks were lost until now (the app replaced its delegate after the
    /// screen attached it, and the coordinator has just adopted the new one): the driver
    /// catches up with what the view shows (`DriverInput.resync`). Returns, the first time
    /// for a view, what to tell the app's developer (a debug build prints it).
    @discardableResult
    public func resync(_ view: Surface) -> String? {
        guard let role = role(of: view) else { return nil }
        deliver(.resync(role, offset: offset(view, role), flags: flags(view)))
        guard warnedAboutDelegates.insert(ObjectIdentifier(view)).inserted else { return nil }
        let name: String
        switch role {
        case .content(let page): name = "page \(page)'s list"
        case .pages: name = "the pages container"
        case .pager: name = "the tab strip"
        }
        return "ScrollPager: the delegate of \(name) was replaced after attach; the coordinator now forwards to the new one. "
            + "Set delegates before attach, or use installsDelegateProxy: false and the coordinator's hooks."
    }

    /// `willEndDragging`, with UIKit's velocity (pt/ms) and target along both axes: the
    /// strip's rest to write into the target along the view's axis, if the layer gave one.
    public func willEndDragging(
        _ view: Surface, velocity: (x: Double, y: Double), target: (x: Double, y: Double)
    ) -> (value: Double, vertical: Bool)? {
        guard let role = role(of: view) else { return nil }
        let vertical = role.view == .content
        pendingTarget[role] = nil
        deliver(
            .willEndDragging(
                role, offset: offset(view, role), velocity: vertical ? velocity.y : velocity.x, targetOffset: vertical ? target.y : target.x))
        return pendingTarget.removeValue(forKey: role).map { ($0, vertical) }
    }

    /// The neutral release (`ScrollInput.dragEnded`: `offset` in the reducer's coordinates,
    /// `velocity` in pt/s): the strip's rest, in the view's coordinates, if the layer gave
    /// one (a front end with no `targetContentOffset` slides the view there itself).
    public func released(_ view: Surface, offset: Double, velocity: Double, decelerates: Bool) -> Double? {
        guard let role = role(of: view) else { return nil }
        pendingTarget[role] = nil
        deliver(.scroll(role, .dragEnded(offset: offset, velocity: velocity, decelerates: decelerates)))
        return pendingTarget.removeValue(forKey: role)
    }

    /// `didEndDragging`.
    public func didEndDragging(_ view: Surface, willDecelerate: Bool) {
        guard let role = role(of: view) else { return }
        deliver(.didEndDragging(role, offset: offset(view, role), willDecelerate: willDecelerate))
    }

    /// `willBeginDecelerating`.
    public func willBeginDecelerating(_ view: Surface) {
        guard let role = role(of: view) else { return }
        deliver(.willBeginDecelerating(role, offset: offset(view, role)))
    }

    /// `didEndDecelerating`.
    public func didEndDecelerating(_ view: Surface) {
        guard let role = role(of: view) else { return }
        deliver(.didEndDecelerating(role, offset: offset(view, role)))
    }

    /// `didEndScrollingAnimation`.
    public func didEndScrollingAnimation(_ view: Surface) {
        guard let role = role(of: view) else { return }
        deliver(.didEndScrollingAnimation(role, offset: offset(view, role)))
    }

    /// `shouldScrollToTop`: the driver hears it; the answer is always `false` (the reducer
    /// commands the scroll, SPEC §4.2).
    public func shouldScrollToTop(_ view: Surface) -> Bool {
        if let role = role(of: view) { deliver(.shouldScrollToTop(role)) }
        return false
    }

    /// The app selects tab `index` (kept for the first layout when asked before it).
    public func select(_ index: Int, animated: Bool) {
        if let selection = screen.select(index, animated: animated) { deliver(selection) }
    }

    /// A finger down on (`down`) or up from a list or the header. Returns whether the touch
    /// stopped a motion (it is then no tap for the views under it).
    public func touched(_ target: TouchTarget, down: Bool) -> Bool {
        guard down else {
            deliver(.touchUp(target))
            return false
        }
        if target == .header, let k = screen.listHeldByHeader, let list = lists[k], list.isDecelerating {
            // UIKit stops a deceleration at a touch on the list itself, not on the header
            // over it (until the header's pan recognises): an instant setContentOffset is
            // what stops one (UIKIT-CALLBACKS §8). The driver hears what UIKit reports.
            list.setPagerOffset(list.pagerOffset(vertical: true), vertical: true, animated: false)
        }
        let stops = screen.touchStopsMotion(target)
        deliver(.touchDown(target))
        return stops
    }

    // MARK: Carrying out

    /// One input to the screen layer at `time` (the clock's now when `nil`); every update it
    /// makes is carried out, unless an update is in progress (then it waits its turn).
    public func deliver(_ input: DriverInput, at time: Double? = nil) {
        let t = stamps.stamp(time ?? clock())
        let taken = screen.receive(input, at: t)
        onInput?(RecordedCallback(t: t, input: input, nested: !taken))
        guard taken else { return }  // queued behind the update in progress
        var views = self
        while let update = screen.next() {
            update.carryOut(on: &views)
            onUpdate?(update.driver, screen.state)
            let news = notices.follow(update.driver, state: screen.state)
            if !news.isEmpty { onNews?(news) }
        }
    }

    /// Page `page`'s list's insets: the app's, the safe area's and the reducer's (the bottom
    /// pad follows the content size), and what others added since the last write (UIKit's
    /// refresh control: `InsetWrites`). Unchanged values are not written again.
    private func apply(_ share: SharedInsets, page: Int) {
        guard let list = lists[page] else { return }
        let shown = ListInsets(list.pagerInsets)
        if let insets = insetWrites.insets(for: share, page: page, showing: shown, contentHeight: list.pagerContentHeight) {
            list.pagerInsets = (insets.top, insets.bottom)
        }
    }

    private func view(_ role: ScrollRole) -> Surface? {
        switch role {
        case .content(let page): return lists[page]
        case .pages: return pagesView
        case .pager: return strip
        }
    }

    private func offset(_ view: Surface, _ role: ScrollRole) -> Double {
        view.pagerOffset(vertical: role.view == .content)
    }

    private func flags(_ view: Surface) -> ScrollFlags {
        ScrollFlags(isTracking: view.isTracking, isDragging: view.isDragging, isDecelerating: view.isDecelerating)
    }
}

extension ScreenCoordinator: ScreenViews {
    /// `setContentOffset(_:animated:)` of `role`'s view along its axis.
    public func setOffset(_ role: ScrollRole, to value: Double, animated: Bool) {
        view(role)?.setPagerOffset(screen.driver.uikitOffset(role, value), vertical: role.view == .content, animated: animated)
    }

    /// Page `page`'s list shows `insets`.
    public func showInsets(_ insets: SharedInsets, page: Int) { apply(insets, page: page) }

    /// The strip's rest, returned from `willEndDragging`.
    public func restStrip(_ role: ScrollRole, at value: Double) { pendingTarget[role] = screen.driver.uikitOffset(role, value) }

    /// The chrome's.
    public func moveHeader(to ty: Double, duration: Double) { chrome?.moveHeader(to: ty, duration: duration) }

    /// The chrome's.
    public func layOutStrip(_ frames: TabStripFrames) { chrome?.layOutStrip(frames) }

    /// The chrome's.
    public func placeUnderline(_ frame: ScreenRect, animated: Bool) { chrome?.placeUnderline(frame, animated: animated) }

    /// `scrollsToTop` on `role`'s list alone.
    public func setScrollsToTop(_ role: ScrollRole?) {
        for (page, list) in lists { list.scrollsToTop = role == .content(page: page) }
    }

    /// Gives the current list to `onCurrentList`.
    public func followCurrentList(_ role: ScrollRole?) { onCurrentList?(role.flatMap { view($0) }) }

    /// The chrome's.
    public func runFrames(_ wanted: Bool) { chrome?.runFrames(wanted) }
}
