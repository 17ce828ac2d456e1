// The one engine every front end hosts: the screen layer, the registry of the screen's scroll
// views by role, the input clock, the inset writes, and the one loop that carries each update
// out on a host's views (`PagerScreenSurface`). UIKit's coordinator, the web edge and the
// simulator (the fuzzer's `--via-uikit`) all run this code; only what a platform's view
// reports and how it is written differs, inside each host's surface.
import PagerCore

/// A screen's scroll views and chrome as the engine reads and writes them, addressed by role.
///
/// What the engine reads and writes is in the reducer's coordinates (SPEC §1): each host's
/// surface converts its views' once, inside itself (`PagerScrollSurface`'s UIKit defaults,
/// `PagerWebScroller`, `PagerContainer`; the simulator's views are the reducer's). A write may
/// report back into the host inside the call (UIKit's setters do): the loop holds nothing of
/// the engine while a surface call runs, and the engine queues what arrives meanwhile.
public protocol PagerScreenSurface {
    /// What the host's registry holds for each scroll view (a `UIScrollView`, a web scroller,
    /// nothing for simulated views addressed by role).
    associatedtype View
    /// The engine this surface hosts.
    var engine: PagerScreenEngine<View> { get set }
    /// The time of an input that gives none, on one monotonic clock (seconds).
    var clockTime: Double { get }
    /// `role`'s view's offset along its axis, in the reducer's coordinates (SPEC §1): the
    /// host converts its view's once.
    func scrollOffset(_ role: PagerScrollRole) -> Double
    /// `role`'s view's tracking, dragging and decelerating flags.
    func scrollFlags(_ role: PagerScrollRole) -> PagerScrollFlags
    /// What page `page`'s list shows of its insets (`contentInset.top`, `.bottom`).
    func listInsets(page: Int) -> PagerListInsets
    /// Page `page`'s list's content height (`contentSize.height`, without the reducer's pad).
    func listContentHeight(page: Int) -> Double
    /// `setContentOffset(_:animated:)` of `role`'s view along its axis, to the reducer's
    /// offset `value` (SPEC §1): the host converts it once, into its view's coordinates
    /// (UIKit's through `PagerScrollSurface`; SwiftUI's position; the simulator's as it is).
    mutating func setScrollOffset(_ role: PagerScrollRole, to value: Double, animated: Bool)
    /// Page `page`'s list shows `insets`.
    mutating func setListInsets(_ insets: PagerListInsets, page: Int)
    /// The reducer's share of the insets changed (after the `setInsets` it causes): a host
    /// whose views' bounds follow the screen's state re-reads them. Nothing by default.
    mutating func insetsChanged()
    /// The strip's drag ending now rests at the reducer's offset `value` (the engine keeps it
    /// for `PagerScreenEngine.takeStripRest`). Nothing more by default.
    mutating func stripWillRest(_ role: PagerScrollRole, at value: Double)
    /// The header's `transform.ty`: animated over `duration` seconds, at once when 0.
    mutating func moveHeader(to ty: Double, duration: Double)
    /// The strip's cells and content size (`PagerTabStripLayout.frames`).
    mutating func layOutStrip(_ frames: PagerTabStripFrames)
    /// The underline's frame in the strip's content, animated (a tap) or not (a scroll).
    mutating func placeUnderline(_ frame: PagerScreenRect, animated: Bool)
    /// The one list that has `scrollsToTop` (`nil`: none); every other view has it off.
    mutating func setScrollsToTop(_ role: PagerScrollRole?)
    /// Whether display-link frames must keep coming (`PagerDriver.Update.wantsFrames`).
    mutating func runFrames(_ wanted: Bool)
    /// The list a navigation bar follows is now `role`'s. Nothing by default.
    mutating func followCurrentList(_ role: PagerScrollRole?)
    /// Every input the engine receives, in order, with its time stamp and whether it came
    /// while an update was carried out (a callbacks recording: `PagerRecordedCallback`). Nothing
    /// by default.
    mutating func received(_ input: PagerDriverInput, at t: Double, nested: Bool)
    /// An update is about to be carried out (its events are the reducer's now). Nothing by default.
    mutating func willCarryOut(_ update: PagerScreenUpdate)
    /// An update was carried out; `news` is what the app hears of it. Nothing by default.
    mutating func didCarryOut(_ update: PagerScreenUpdate, news: PagerScreenNews)
}

extension PagerScreenSurface {
    /// Nothing: a host that applies each list's insets (`setListInsets`) needs no more.
    public mutating func insetsChanged() {}
    /// Nothing: the engine keeps the rest (`PagerScreenEngine.takeStripRest`).
    public mutating func stripWillRest(_ role: PagerScrollRole, at value: Double) {}
    /// Nothing: a host with no navigation bar.
    public mutating func followCurrentList(_ role: PagerScrollRole?) {}
    /// Nothing: a host that keeps no recording.
    public mutating func received(_ input: PagerDriverInput, at t: Double, nested: Bool) {}
    /// Nothing.
    public mutating func willCarryOut(_ update: PagerScreenUpdate) {}
    /// Nothing.
    public mutating func didCarryOut(_ update: PagerScreenUpdate, news: PagerScreenNews) {}
}

/// The screen layer and the bookkeeping around it that every host shares: which scroll view
/// plays which role, the input clock, what was written to each list's insets, the strip's
/// pending rest and what the app was told. A value: a host that is a value (the simulator)
/// forks with it.
public struct PagerScreenEngine<View> {
    /// Every decision of the screen.
    public package(set) var screen: PagerScreenLayer
    /// The attached lists by page.
    public var lists: [Int: View] { attached.dictionary }
    /// The attached lists, by page, as the code here keeps them (`PageTable`).
    var attached = PageTable<View>()
    /// The pages container and the strip, in this order (an array: the engine's layout is
    /// then the same whatever `View` is, and a host's generic code reads its fields without
    /// asking the runtime for it).
    var horizontal: [View?] = [nil, nil]
    /// The horizontal pages container, if any.
    public internal(set) var pagesView: View? {
        get { horizontal[0] }
        set { horizontal[0] = newValue }
    }
    /// The tab strip, if any.
    public internal(set) var strip: View? {
        get { horizontal[1] }
        set { horizontal[1] = newValue }
    }
    /// What was last written to each list's insets (a write keeps what others added since).
    public package(set) var insetWrites = PagerInsetWrites()
    var stamps = PagerInputClock()
    var notices = PagerScreenNotices()
    /// The roles whose replaced delegate the developer was told of (`resync`).
    var warnedAboutDelegates: Set<PagerScrollRole> = []
    /// The strip's rest for the drag being ended (`willEndDragging`'s target), in the
    /// reducer's coordinates.
    var pendingTarget = RoleTable<Double>()

    /// An engine around a fresh driver, or one restored from a saved `PagerState`.
    public init(restoring saved: PagerState? = nil) {
        screen = PagerScreenLayer(restoring: saved)
    }

    /// An engine around `screen` as it stands.
    public init(screen: PagerScreenLayer) {
        self.screen = screen
    }

    /// The view playing `role`, if it is attached.
    @inline(__always)
    public func view(_ role: PagerScrollRole) -> View? {
        switch role {
        case .content(let page): attached[page]
        case .pages: pagesView
        case .tabStrip: strip
        }
    }

    /// The strip's rest the last `willEndDragging` or release of `role` gave (the reducer's
    /// coordinates: the host's surface converts it), taken.
    public mutating func takeStripRest(_ role: PagerScrollRole) -> Double? {
        defer { pendingTarget[role] = nil }
        return pendingTarget[role]
    }

    /// The time stamp of an input at `time`: never earlier than the one before.
    @inline(__always)
    mutating func stamp(_ time: Double) -> Double { stamps.stamp(time) }

    // The loop's reads of the engine are `mutating`: through a host's `engine` requirement, a
    // read would call its getter and copy the whole engine (the driver, the lists) each time;
    // a mutating call goes through the requirement's in-place access. They are inlined: a
    // call to a method of the generic engine would look its type up at run time each time.

    /// What the app hears of `update` (`PagerScreenNotices`).
    @inline(__always)
    mutating func news(of update: PagerScreenUpdate) -> PagerScreenNews { notices.follow(update.driver, state: screen.state) }

    /// Whether page `page` has a list attached.
    @inline(__always)
    mutating func isAttached(page: Int) -> Bool { attached[page] != nil }

    /// What page `page`'s list must show for `share` (`PagerInsetWrites`, through the plant hook),
    /// `nil` when it shows it already.
    @inline(__always)
    mutating func insets(for share: PagerSharedInsets, page: Int, showing shown: PagerListInsets, contentHeight: Double) -> PagerListInsets? {
        insetWrites.insets(for: share, page: page, showing: shown, contentHeight: contentHeight, plant: screen.plant)
    }

    /// What page `page`'s list keeps when it leaves (`PagerInsetWrites.givenBack`).
    @inline(__always)
    mutating func givenBack(_ share: PagerSharedInsets, page: Int, showing shown: PagerListInsets) -> PagerListInsets {
        insetWrites.givenBack(share, page: page, showing: shown, plant: screen.plant)
    }

    /// The layer's current share for page `page`'s list, if it is attached.
    @inline(__always)
    mutating func share(page: Int) -> PagerSharedInsets? { screen.lists[page] }
}

extension PagerScreenEngine: Sendable where View: Sendable {}

// MARK: - The one loop

extension PagerScreenEngine {
    /// One input to the screen at `time` (the surface's clock when `nil`); every update it
    /// makes is carried out, unless an update is in progress (then it waits its turn: UIKit's
    /// setters report inside themselves).
    @inline(__always)
    public static func deliver<Host: PagerScreenSurface>(_ input: PagerDriverInput, at time: Double? = nil, on host: inout Host) where Host.View == View {
        let t = host.engine.stamp(time ?? host.clockTime)
        let taken = host.engine.screen.receive(input, at: t)
        host.received(input, at: t, nested: !taken)
        guard taken else { return }
        while carryOutNext(on: &host) {}
    }

    /// One turn of the loop: the screen layer's next update carried out on `host` (the steps,
    /// then the screen-wide calls, then what the app hears); `false` when every input has been
    /// handled. `deliver` turns it until then; a host that takes updates one by one (SwiftUI's
    /// container, `PagerContainer.next()`) turns it itself.
    @inline(__always)
    public static func carryOutNext<Host: PagerScreenSurface>(on host: inout Host) -> Bool where Host.View == View {
        guard let update = host.engine.screen.next() else { return false }
        host.willCarryOut(update)
        carryOut(update, on: &host)
        let news = host.engine.news(of: update)
        host.didCarryOut(update, news: news)
        return true
    }

    /// Carries `update` out: the strip's frames (its cells and content size: a view keeps an
    /// offset within the content it has, so the content comes before an offset written into
    /// it), the steps in order, then the underline, scroll-to-top, the list a navigation bar
    /// follows and the display link.
    @inline(__always)
    private static func carryOut<Host: PagerScreenSurface>(_ update: PagerScreenUpdate, on host: inout Host) where Host.View == View {
        if let strip = update.strip { host.layOutStrip(strip) }
        for step in update.steps {
            switch step {
            case .setOffset(let role, let value, let animated):
                host.setScrollOffset(role, to: value, animated: animated)
            case .showInsets(let page, let share): write(share, page: page, on: &host)
            case .insetsChanged: host.insetsChanged()
            case .restStrip(let role, let value):
                host.engine.pendingTarget[role] = value
                host.stripWillRest(role, at: value)
            case .moveHeader(let ty, let duration): host.moveHeader(to: ty, duration: duration)
            }
        }
        if let underline = update.underline { host.placeUnderline(underline.frame, animated: underline.animated) }
        host.setScrollsToTop(update.driver.scrollsToTop)
        if update.currentListChanged { host.followCurrentList(update.driver.scrollsToTop) }
        host.runFrames(update.driver.wantsFrames)
    }

    /// Page `page`'s list's insets: the app's, the safe area's and the reducer's (the bottom
    /// pad follows the content size), and what others added since the last write (UIKit's
    /// refresh control: `PagerInsetWrites`). Unchanged values are not written again.
    @inline(__always)
    private static func write<Host: PagerScreenSurface>(_ share: PagerSharedInsets, page: Int, on host: inout Host) where Host.View == View {
        guard host.engine.isAttached(page: page) else { return }
        let shown = host.listInsets(page: page)
        let contentHeight = host.listContentHeight(page: page)
        guard let insets = host.engine.insets(for: share, page: page, showing: shown, contentHeight: contentHeight) else { return }
        host.setListInsets(insets, page: page)
    }

    // MARK: Views

    /// `list` becomes page `page`'s (the page must be free: detach first) and shows the
    /// screen's current share at once — a list loaded after the first layout gets the
    /// reducer's inset and pad, which the reducer will not send again. What it shows now is
    /// kept as the app's own. Deliver `.attach(page:)` once the platform has hooked it up.
    @inline(__always)
    public static func register<Host: PagerScreenSurface>(_ list: View, page: Int, on host: inout Host) where Host.View == View {
        host.engine.attached[page] = list
        let appInsets = host.listInsets(page: page)
        write(host.engine.screen.attach(page: page, appTop: appInsets.top, appBottom: appInsets.bottom), page: page, on: &host)
    }

    /// Page `page`'s list leaves: it shows the app's own insets again (with what others added
    /// since: a refresh in progress), the driver hears it, and it is returned for the
    /// platform to give back what it took.
    @discardableResult
    public static func detach<Host: PagerScreenSurface>(page: Int, on host: inout Host) -> View? where Host.View == View {
        guard let list = host.engine.attached[page] else { return nil }
        if let share = host.engine.screen.detach(page: page) {
            let shown = host.listInsets(page: page)
            let kept = host.engine.givenBack(share, page: page, showing: shown)
            host.setListInsets(kept, page: page)
        }
        host.engine.attached[page] = nil
        deliver(.detach(page: page), on: &host)
        return list
    }

    /// Page `page`'s list shows the screen's current share again (its content height changed:
    /// the bottom pad follows it).
    public static func rewriteInsets<Host: PagerScreenSurface>(page: Int, on host: inout Host) where Host.View == View {
        if let share = host.engine.share(page: page) { write(share, page: page, on: &host) }
    }

    /// The app changed a list's own insets (a keyboard, a toolbar): the reducer's share stays.
    public static func setAppInsets<Host: PagerScreenSurface>(top: Double, bottom: Double, page: Int, on host: inout Host) where Host.View == View {
        guard let share = host.engine.screen.setAppInsets(top: top, bottom: bottom, page: page) else { return }
        write(share, page: page, on: &host)
    }

    /// The pages container joins (it never scrolls to the top).
    @inline(__always)
    public static func attachPagesView<Host: PagerScreenSurface>(_ view: View, on host: inout Host) where Host.View == View {
        host.engine.pagesView = view
    }

    /// The tab strip joins; its frames are laid out again.
    @inline(__always)
    public static func attachStrip<Host: PagerScreenSurface>(_ view: View, on host: inout Host) where Host.View == View {
        host.engine.strip = view
        host.engine.screen.stripReplaced()
    }

    // MARK: Layout

    /// The screen as laid out now: the environment (`nil`: not read now), the strip's height,
    /// each list's frame against the viewport (the container's safe-area rectangle; `nil`
    /// without a container; lists out of the hierarchy left out), then the layout and a tab
    /// asked for before the first one.
    public static func layout<Host: PagerScreenSurface>(
        _ layout: PagerLayout, environment: (rightToLeft: Bool, reducesMotion: Bool)?, stripHeight: Double,
        viewport: PagerScreenRect?, listFrames: [Int: PagerScreenRect], on host: inout Host
    ) where Host.View == View {
        if let environment { host.engine.screen.environment(rightToLeft: environment.rightToLeft, reducesMotion: environment.reducesMotion) }
        host.engine.screen.stripHeight = stripHeight
        if let viewport {
            for (page, frame) in listFrames.sorted(by: { $0.key < $1.key }) where host.engine.isAttached(page: page) {
                if let share = host.engine.screen.measureSafeArea(page: page, list: frame, viewport: viewport) { write(share, page: page, on: &host) }
            }
            if let input = host.engine.screen.safeAreaInput { deliver(input, on: &host) }
        }
        deliver(.layout(layout), on: &host)
        if let selection = host.engine.screen.laidOut() { deliver(selection, on: &host) }
    }

    /// What a list's content size change outside a layout asks of the host.
    public enum ContentSizeOutcome: Equatable {
        /// Nothing more.
        case done
        /// The one list has another number of sections than the tabs: read the titles again.
        case sectionsChanged
    }

    /// A list's content size changed outside a layout: the bottom pad follows it, and the
    /// reducer hears what the screen layer says of it (SPEC §4.0). `measureSections` measures
    /// the one list's sections again (by their titles), when the layer asks for it.
    @discardableResult
    public static func contentSizeChanged<Host: PagerScreenSurface>(page: Int, measureSections: ([String?]) -> [PagerListSection]?, on host: inout Host)
        -> ContentSizeOutcome where Host.View == View
    {
        guard host.engine.isAttached(page: page) else { return .done }
        rewriteInsets(page: page, on: &host)
        switch host.engine.screen.contentSizeChanged(page: page, height: host.listContentHeight(page: page)) {
        case .none:
            return .done
        case .deliver(let input):
            deliver(input, on: &host)
        case .remeasureSections:
            guard let sections = measureSections(host.engine.screen.sectionTitles) else { return .done }
            guard let layout = host.engine.screen.remeasured(sections) else { return .sectionsChanged }
            deliver(.layout(layout), on: &host)
        }
        return .done
    }

    // MARK: Callbacks, by role

    /// `willBeginDragging`.
    public static func willBeginDragging<Host: PagerScreenSurface>(_ role: PagerScrollRole, on host: inout Host) where Host.View == View {
        deliver(.willBeginDragging(role, offset: host.scrollOffset(role)), on: &host)
    }

    /// `didScroll`, with the view's flags.
    public static func didScroll<Host: PagerScreenSurface>(_ role: PagerScrollRole, on host: inout Host) where Host.View == View {
        deliver(.didScroll(role, offset: host.scrollOffset(role), flags: host.scrollFlags(role)), on: &host)
    }

    /// The view's callbacks were lost until now (the app replaced its delegate after the
    /// screen attached it, and the host has just adopted the new one): the driver catches up
    /// with what the view shows (`PagerDriverInput.resync`). Returns, the first time for a role,
    /// what to tell the app's developer (a debug build prints it).
    @discardableResult
    public static func resync<Host: PagerScreenSurface>(_ role: PagerScrollRole, on host: inout Host) -> String? where Host.View == View {
        deliver(.resync(role, offset: host.scrollOffset(role), flags: host.scrollFlags(role)), on: &host)
        guard host.engine.warnedAboutDelegates.insert(role).inserted else { return nil }
        let name: String
        switch role {
        case .content(let page): name = "page \(page)'s list"
        case .pages: name = "the pages container"
        case .tabStrip: name = "the tab strip"
        }
        return "ScrollPager: the delegate of \(name) was replaced after attach; the coordinator now forwards to the new one. "
            + "Set delegates before attach, or use installsDelegateProxy: false and the coordinator's hooks."
    }

    /// `willEndDragging`, with the velocity (pt/ms) and the target along the view's axis, in
    /// the reducer's coordinates: the strip's rest (the reducer's coordinates) to write into
    /// the target, if the layer gave one.
    public static func willEndDragging<Host: PagerScreenSurface>(_ role: PagerScrollRole, velocity: Double, target: Double, on host: inout Host) -> Double?
    where Host.View == View {
        host.engine.pendingTarget[role] = nil
        deliver(.willEndDragging(role, offset: host.scrollOffset(role), velocity: velocity, targetOffset: target), on: &host)
        return host.engine.takeStripRest(role)
    }

    /// The neutral release (`PagerScrollInput.dragEnded`: `offset` in the reducer's coordinates,
    /// `velocity` in pt/s): the strip's rest, in the reducer's coordinates (the host's
    /// surface converts it), if the layer gave one (a front end with no
    /// `targetContentOffset` slides the view there itself).
    public static func released<Host: PagerScreenSurface>(_ role: PagerScrollRole, offset: Double, velocity: Double, decelerates: Bool, on host: inout Host)
        -> Double?
    where Host.View == View {
        host.engine.pendingTarget[role] = nil
        deliver(.scroll(role, .dragEnded(offset: offset, velocity: velocity, decelerates: decelerates)), on: &host)
        return host.engine.takeStripRest(role)
    }

    /// `didEndDragging`.
    public static func didEndDragging<Host: PagerScreenSurface>(_ role: PagerScrollRole, willDecelerate: Bool, on host: inout Host) where Host.View == View {
        deliver(.didEndDragging(role, offset: host.scrollOffset(role), willDecelerate: willDecelerate), on: &host)
    }

    /// `willBeginDecelerating`.
    public static func willBeginDecelerating<Host: PagerScreenSurface>(_ role: PagerScrollRole, on host: inout Host) where Host.View == View {
        deliver(.willBeginDecelerating(role, offset: host.scrollOffset(role)), on: &host)
    }

    /// `didEndDecelerating`.
    public static func didEndDecelerating<Host: PagerScreenSurface>(_ role: PagerScrollRole, on host: inout Host) where Host.View == View {
        deliver(.didEndDecelerating(role, offset: host.scrollOffset(role)), on: &host)
    }

    /// `didEndScrollingAnimation`.
    public static func didEndScrollingAnimation<Host: PagerScreenSurface>(_ role: PagerScrollRole, on host: inout Host) where Host.View == View {
        deliver(.didEndScrollingAnimation(role, offset: host.scrollOffset(role)), on: &host)
    }

    /// The app selects tab `index` (kept for the first layout when asked before it).
    public static func select<Host: PagerScreenSurface>(_ index: Int, animated: Bool, on host: inout Host) where Host.View == View {
        if let selection = host.engine.screen.select(index, animated: animated) { deliver(selection, on: &host) }
    }

    /// A finger down on (`down`) or up from a list or the header. Returns whether the touch
    /// stopped a motion (it is then no tap for the views under it).
    public static func touched<Host: PagerScreenSurface>(_ target: PagerTouchTarget, down: Bool, on host: inout Host) -> Bool where Host.View == View {
        guard down else {
            deliver(.touchUp(target), on: &host)
            return false
        }
        if target == .header, let k = host.engine.screen.listHeldByHeader, host.engine.isAttached(page: k), host.scrollFlags(.content(page: k)).isDecelerating {
            // UIKit stops a deceleration at a touch on the list itself, not on the header
            // over it (until the header's pan recognises): an instant setContentOffset is
            // what stops one (UIKIT-CALLBACKS §8). The driver hears what UIKit reports.
            let role = PagerScrollRole.content(page: k)
            let here = host.scrollOffset(role)
            host.setScrollOffset(role, to: here, animated: false)
        }
        let stops = host.engine.screen.touchStopsMotion(target)
        deliver(.touchDown(target), on: &host)
        return stops
    }

    /// Every list leaves (`leave(page)` each, in the layer's order: the host detaches it and
    /// gives back what it took), and the pages container and the strip are let go.
    public static func tearDown<Host: PagerScreenSurface>(on host: inout Host, leave: (inout Host, Int) -> Void) where Host.View == View {
        for page in host.engine.screen.tearDown() { leave(&host, page) }
        host.engine.pagesView = nil
        host.engine.strip = nil
    }
}
