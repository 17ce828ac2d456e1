// The web edge: a pager screen on the browser's own scrollers. The browser reports raw facts
// — a touch landed somewhere, a scroller's `scrollTop` or `scrollLeft` changed, the finger
// lifted, a scroller's `scrollend`, an animation frame, a click on a tab — and this turns
// them into the neutral driver's inputs (`DriverInput.scroll`), runs the screen layer through
// the same `ScreenCoordinator` UIKit's screens use, and hands back what to write into the
// DOM (`WebWrite`). The JavaScript side (web/scrollpager.js) reads the DOM and writes it;
// it decides nothing. Every rule here is Chromium's behaviour as measured in
// docs/WEB-SCROLL.md (cited by section), and Linux-tested (WebScreenTests).
//
// What a browser scroller is in UIKit's terms: a list's `contentInset.top` is a spacer of
// that height above the app's sections and its bottom inset one below them, so UIKit's
// `contentOffset.y` is `scrollTop − spacer` (WEB-SCROLL §4's model); the strip's and the
// pages container's `contentOffset.x` is `scrollLeft` (left to right).
import PagerCore
import PagerPhysics

/// What the web edge tells the DOM to do, in order.
public enum WebWrite: Equatable, Sendable {
    /// Set the scroller's position at once: `scrollTop` of a list, `scrollLeft` of the strip
    /// or the pages container (the DOM's own value, spacers included).
    case scrollTo(ScrollRole, Double)
    /// Page `page`'s list's spacers: `top` above its content (the inset), `bottom` below it
    /// (the pad). Written in the same task as the `scrollTo` that compensates a top change
    /// (WEB-SCROLL §4: with `overflow-anchor: none`, no frame shows the jump).
    case spacers(page: Int, top: Double, bottom: Double)
    /// Stop the browser's own fling of the scroller: `overflow: hidden` kept for two
    /// animation frames, then restored and `webFlingStopped` called (WEB-SCROLL §3: neither
    /// a write nor a `scrollTo` stops a fling; an instant write shifts it).
    case stopFling(ScrollRole)
    /// The header's `translateY`, at once. An animated move (`animateHeader`) is drawn by
    /// one such write per animation frame (`ChromeSlide`), never by a CSS transition.
    case header(ty: Double)
    /// The strip's cells and content width.
    case strip(TabStripFrames)
    /// The underline's frame in the strip's content, at once; its slide after a tap is one
    /// such write per animation frame, as the header's is.
    case underline(ScreenRect)
    /// The pages container's frame on the screen (`pages` content; SPEC §1's content frame).
    case pagesFrame(ScreenRect)
    /// Page `page`'s list drawn `distance` below where its scroll position puts it (a
    /// `translateY` of its content; 0: none): a pull past its top, which the browser does not
    /// draw (WEB-SCROLL §9: no rubber band), as UIKit's rubber band shows it.
    case pull(page: Int, distance: Double)
    /// Page `page`'s frame in the pages container's content (mirrored right to left: page 0
    /// at the right end). The containers are laid out left to right, so that `scrollLeft` is
    /// UIKit's `contentOffset.x` in either direction, as UIKit's scroll views are.
    case pageFrame(page: Int, ScreenRect)
    /// The pages container's CSS snapping on or off: off while the edge moves it frame by
    /// frame (an instant write to a snap container is snapped in the same task: WEB-SCROLL §2),
    /// on again at the animation's end.
    case snapping(Bool)
}

/// Where a finger landed, as the page sees it (`event.target`'s place on the screen).
public enum WebTouchPlace: Equatable, Sendable {
    /// Page `page`'s list (`sections`: the document, page 0).
    case list(page: Int)
    /// The header over the lists (not its strip).
    case header
    /// The tab strip.
    case strip
}

/// A finger's last moves (time, position along the axis), for its release velocity: the
/// last eight are enough for the 100 ms `WebScreen.releaseVelocity` looks at.
struct RecentMoves {
    private(set) var moves: [(t: Double, offset: Double)] = []

    var isEmpty: Bool { moves.isEmpty }
    var last: (t: Double, offset: Double)? { moves.last }

    mutating func append(_ t: Double, _ offset: Double) {
        moves.append((t, offset))
        if moves.count > 8 { moves.removeFirst() }
    }

    mutating func removeAll() { moves.removeAll() }

    /// The release velocity of these moves, lifted at `t` (`WebScreen.releaseVelocity`).
    func velocity(at t: Double) -> Double { WebScreen.releaseVelocity(moves, at: t) }
}

/// A value the chrome slides between: the header's `translateY`, the underline's frame.
protocol Slidable: Equatable {
    /// The value `fraction` of the way from `self` to `other` (exactly `other` at 1).
    func toward(_ other: Self, by fraction: Double) -> Self
}

extension Double: Slidable {
    func toward(_ other: Double, by fraction: Double) -> Double { fraction >= 1 ? other : self + (other - self) * fraction }
}

extension ScreenRect: Slidable {
    /// Each edge and length alike.
    func toward(_ other: ScreenRect, by fraction: Double) -> ScreenRect {
        ScreenRect(
            x: x.toward(other.x, by: fraction), y: y.toward(other.y, by: fraction),
            width: width.toward(other.width, by: fraction), height: height.toward(other.height, by: fraction))
    }
}

/// A move of the chrome the edge draws frame by frame: the header's animated `translateY`
/// (`animateHeader`, SPEC §4.4), the underline's slide after a tap. A CSS transition would
/// draw the same, but while one runs the browser restyles its element at the start of every
/// frame, before the `scroll` events: the handler's first read of `scrollTop` then recomputes
/// style (and, for the underline's width, layout) in the handler. Written in the animation
/// frame, a move is styled with the rest of that frame instead.
struct ChromeSlide<Value: Slidable> {
    let from: Value
    let to: Value
    let start: Double
    let duration: Double

    /// Where the slide is at `t`, eased out (a cubic, as CSS's `ease-out` starts fast and
    /// settles): `from` at `start`, `to` from `start + duration` on; and whether it is over.
    func value(at t: Double) -> (value: Value, isOver: Bool) {
        let linear = min(1, max(0, (t - start) / duration))
        let left = 1 - linear
        return (from.toward(to, by: 1 - left * left * left), linear == 1)
    }
}

/// One of the screen's browser scrollers, as UIKit would report it: the DOM's position
/// mirrored, the spacers the edge wrote, what moves it now.
public final class WebScroller: ScrollSurface {
    /// Its axis: `scrollTop` (a list) or `scrollLeft`.
    public let vertical: Bool
    /// `scrollTop` or `scrollLeft`, as last written or reported.
    public internal(set) var position = 0.0
    /// Where the list's frame starts in the scroller (SPEC §1's list frame, below a `fixed`
    /// or `stickyReveal` chrome): 0 for a list laid out in its own element; the chrome's
    /// height for the document's scroller, whose viewport is the whole screen. Part of the
    /// top spacer, not of the inset: UIKit's offsets do not count it.
    public internal(set) var frameTop = 0.0
    /// The list's inset at the top (`contentInset.top`): with `frameTop`, the spacer above
    /// the content. `spacerBottom`: the one below (`.bottom`).
    public internal(set) var spacerTop = 0.0
    /// See `spacerTop`.
    public internal(set) var spacerBottom = 0.0
    /// The app's content along the axis, spacers excluded (a list's sections; the strip's cells).
    public internal(set) var contentLength = 0.0
    /// The scroller's `clientHeight` (`clientWidth`).
    public internal(set) var viewportLength = 0.0
    /// A finger is down on the screen and may drag it.
    public var isTracking = false
    /// A finger moved it, or the browser flings it after one did (UIKit's `isDragging`).
    public var isDragging = false
    /// The browser flings it, or the edge slides the strip to its rest.
    public var isDecelerating = false
    /// Kept for the coordinator; the web's scroll-to-top is the element's (a tap on the
    /// selected tab, the Home key), not a per-view property.
    public var scrollsToTop = false
    /// The document's scroller (see `WebScreen.attachList`).
    public internal(set) var isDocument = false
    /// How far past its top the content is drawn (`WebWrite.pull`): a pull at the top, or its
    /// bounce back. Part of the offset: UIKit's `contentOffset` is below its minimum then.
    public internal(set) var overscroll = 0.0
    /// A pull or its bounce back runs: a position above the top is drawn as overscroll.
    var pulls = false
    /// A CSS scroll snap container (the pages): after a lift it settles on a page by itself
    /// (WEB-SCROLL §2), and a touch does not stop that.
    public internal(set) var snaps = false
    /// An animated `setOffset` (or the strip's rest) the edge runs frame by frame.
    var animation: (since: Double, motion: OffsetAnimation, isRest: Bool)?
    /// The browser's fling is being stopped (`WebWrite.stopFling` until `webFlingStopped`):
    /// its scroll events are the fling's last frame, not news.
    var stoppingFling = false
    /// Moved by the engine on its own (a wheel, a key, an anchor link, scroll anchoring): its
    /// `scrollend` ends that motion.
    var engineMoves = false
    /// The finger's recent (time, offset) while it drags the view, for its release velocity.
    var samples = RecentMoves()
    /// The edge's: the writes, the clock, the reports made inside a write (as UIKit's setters).
    unowned(unsafe) let edge: WebEdge

    init(vertical: Bool, edge: WebEdge) {
        self.vertical = vertical
        self.edge = edge
    }

    /// The furthest the DOM lets it scroll.
    var maxPosition: Double { max(0, frameTop + spacerTop + contentLength + spacerBottom - viewportLength) }

    /// The position the DOM holds when `target` is written: within its range, on the device
    /// pixel grid. Chromium keeps a scroll offset as a 32-bit float snapped to device pixels,
    /// a half rounded up (seen here: 863.4999999825 written at a device pixel ratio of 1 reads
    /// back 864), as UIKit rounds `contentOffset` to its pixels; the driver matches its echoes
    /// within that rounding.
    func held(_ target: Double) -> Double {
        let clamped = min(max(target, 0), maxPosition)
        let scale = edge.pixelScale
        return Double(Float(clamped * scale)).rounded() / scale
    }

    /// Whether the view moves on after the finger lifts at `velocity` (pt/s): a snap
    /// container settles on a page unless it was left on one (WEB-SCROLL §2); a pulled list
    /// bounces back (the browser, which saw no scroll, flings nothing); any other flings
    /// from `WebScreen.flingThreshold` on.
    func movesOnAfterRelease(velocity: Double) -> Bool {
        if snaps { return isOffSnapPoint }
        if pulls { return overscroll > 0 }
        return abs(velocity) >= WebScreen.flingThreshold
    }

    /// A snap container left between two snap points (its pages, `viewportLength` apart).
    var isOffSnapPoint: Bool {
        guard viewportLength > 0 else { return false }
        return abs(position - (position / viewportLength).rounded() * viewportLength) >= 0.5
    }

    /// The spacer written above the content: the frame's start and the inset.
    var spacerWritten: Double { frameTop + spacerTop }

    /// The list's frame starts at `top` now (a layout changed the chrome over the document):
    /// the offset stays (a list whose frame moves keeps its `contentOffset`), so the content
    /// moves with the frame; only what the DOM cannot scroll to any more is a move.
    func setFrameTop(_ top: Double) {
        guard top != frameTop else { return }
        let before = pagerOffset(vertical: vertical)
        frameTop = top
        writeSpacers(thenPosition: position, offsetBefore: before)
    }

    /// The spacers changed: they are written, then the position `target` (held as the DOM
    /// holds it) in the same task, so that no frame shows the change (WEB-SCROLL §4). What
    /// the DOM could not keep (offsets below 0 do not exist) is reported as a move.
    private func writeSpacers(thenPosition target: Double, offsetBefore before: Double) {
        edge.writes.append(.spacers(page: edge.page(of: self) ?? 0, top: spacerWritten, bottom: spacerBottom))
        place(target)
        edge.writes.append(.scrollTo(edge.role(of: self) ?? .content(page: 0), position))
        if pagerOffset(vertical: vertical) != before { edge.report(self, .moved(offset: pagerOffset(vertical: vertical))) }
    }

    /// UIKit's `contentOffset` along its axis: the position less the inset (the frame's
    /// start is outside the offset) and less what a pull draws above the top.
    public func pagerOffset(vertical: Bool) -> Double { position - spacerTop - overscroll }

    /// Puts the DOM at `target` (a position that may lie above the top): while a pull or its
    /// bounce runs, what is above the top is drawn as overscroll; otherwise it is clamped.
    func place(_ target: Double) {
        if pulls, target < 0 {
            position = 0
            setOverscroll(0 - target)
        } else {
            position = held(target)
            setOverscroll(0)
        }
    }

    /// Draws the content `value` below its scroll position (`WebWrite.pull`).
    func setOverscroll(_ value: Double) {
        guard value != overscroll else { return }
        overscroll = value
        edge.writes.append(.pull(page: edge.page(of: self) ?? 0, distance: value))
    }

    /// `setContentOffset(_:animated:)`: at once (reported inside the call, as UIKit does), or
    /// animated frame by frame by the edge (never a smooth `scrollTo`, which a touch cannot
    /// stop: WEB-SCROLL §3). A fling of the browser's is stopped first.
    public func setPagerOffset(_ value: Double, vertical: Bool, animated: Bool) {
        stopBrowserMotion()
        if animated, abs(value - pagerOffset(vertical: vertical)) >= 0.5 {
            animate(to: value, isRest: false)
            return
        }
        endAnimation()
        move(to: value + spacerTop)
        if animated { edge.report(self, .motionEnded(offset: pagerOffset(vertical: vertical))) }
    }

    /// `contentInset.top` and `.bottom`: the spacers, the position moved with the top one in
    /// the same task so that the content stays where it is on screen (WEB-SCROLL §4).
    public var pagerInsets: (top: Double, bottom: Double) {
        get { (spacerTop, spacerBottom) }
        set {
            guard newValue.top != spacerTop || newValue.bottom != spacerBottom else { return }
            let before = pagerOffset(vertical: vertical)
            // The content stays where it is on screen (UIKit: an inset change keeps
            // `contentOffset`): the position moves with the top spacer, in the same task.
            let target = before + newValue.top
            spacerTop = newValue.top
            spacerBottom = newValue.bottom
            writeSpacers(thenPosition: target, offsetBefore: before)
        }
    }

    /// `contentSize.height`: the app's content, spacers excluded.
    public var pagerContentHeight: Double { contentLength }

    /// Puts the DOM at `target` (clamped to what the DOM allows) and reports the move inside
    /// the call, as UIKit's setter does: the driver matches it with its write.
    func move(to target: Double) {
        place(target)
        edge.writes.append(.scrollTo(edge.role(of: self) ?? .content(page: 0), position))
        edge.report(self, .moved(offset: pagerOffset(vertical: vertical)))
    }

    /// Runs an animation to `value` frame by frame (`WebScreen.frame(at:)`); a snap
    /// container's snapping is off until it ends.
    func animate(to value: Double, isRest: Bool) {
        if snaps, animation == nil { edge.writes.append(.snapping(false)) }
        animation = (edge.now, OffsetAnimation(from: pagerOffset(vertical: vertical), to: value), isRest)
        edge.framesForAnimations()
    }

    /// The edge's animation ended (or was taken over): a snap container snaps again.
    func endAnimation() {
        guard animation != nil else { return }
        animation = nil
        if snaps { edge.writes.append(.snapping(true)) }
    }

    /// A write while the browser flings the view stops that fling first (an instant write
    /// would shift it: WEB-SCROLL §3); the deceleration is over for the driver too.
    func stopBrowserMotion() {
        guard isDecelerating, animation == nil else { return }
        isDecelerating = false
        isDragging = false
        stoppingFling = true
        edge.writes.append(.stopFling(edge.role(of: self) ?? .content(page: 0)))
    }
}

/// What the scrollers and the chrome share: the writes, the clock, the coordinator to report to.
public final class WebEdge: ScreenChrome {
    /// The DOM writes not yet taken.
    public internal(set) var writes: [WebWrite] = []
    /// The time of the input being handled (seconds; the page's `event.timeStamp` / 1000).
    public internal(set) var now = 0.0
    /// Device pixels per CSS px (`devicePixelRatio`): scroll positions snap to them.
    public internal(set) var pixelScale = 1.0
    /// Whether the page must keep sending animation frames (`WebScreen.frame(at:)`).
    public internal(set) var wantsFrames = false
    var driverWantsFrames = false
    /// The header's `translateY` as last written, and its slide toward a new one (if any).
    public private(set) var drawnHeader = 0.0
    private(set) var headerSlide: ChromeSlide<Double>?
    /// The underline's frame as last written, and its slide after a tap (if any).
    public private(set) var drawnUnderline: ScreenRect?
    private(set) var underlineSlide: ChromeSlide<ScreenRect>?
    /// How long the underline slides to a tapped tab (s): UIKit's default animation's 0.25.
    public static let underlineSlideDuration = 0.25
    fileprivate unowned(unsafe) var coordinator: ScreenCoordinator<WebScroller>?

    func role(of scroller: WebScroller) -> ScrollRole? { coordinator?.role(of: scroller) }
    func page(of scroller: WebScroller) -> Int? { coordinator?.page(of: scroller) }

    /// A scroller's report: `input` carries its offsets as the scroller has them (UIKit's
    /// `contentOffset`), delivered in the reducer's coordinates (SPEC §2).
    func report(_ scroller: WebScroller, _ input: ScrollInput) {
        guard let coordinator, let role = coordinator.role(of: scroller) else { return }
        let converted: ScrollInput
        switch input {
        case .dragBegan(let y): converted = .dragBegan(offset: reducerOffset(role, y))
        case .moved(let y): converted = .moved(offset: reducerOffset(role, y))
        case .dragEnded(let y, let v, let d): converted = .dragEnded(offset: reducerOffset(role, y), velocity: v, decelerates: d)
        case .decelerationEnded(let y): converted = .decelerationEnded(offset: reducerOffset(role, y))
        case .motionEnded(let y): converted = .motionEnded(offset: reducerOffset(role, y))
        }
        coordinator.deliver(.scroll(role, converted), at: now)
    }

    /// A scroller's offset (UIKit's `contentOffset` along its axis) in the reducer's coordinates.
    func reducerOffset(_ role: ScrollRole, _ offset: Double) -> Double {
        coordinator?.screen.driver.reducerOffset(role, offset) ?? offset
    }

    /// A velocity along a view's axis (UIKit's direction) in the reducer's: mirrored with the
    /// horizontal views right to left, as the offsets are.
    func reducerVelocity(_ role: ScrollRole, _ velocity: Double) -> Double {
        reducerOffset(role, velocity) - reducerOffset(role, 0)
    }

    func framesForAnimations() { wantsFrames = true }

    /// The header moves to `ty`: at once (a `header` write), or over `duration` seconds, one
    /// write per animation frame from where it is drawn now (`frame(at:)`). A move at once to
    /// where it is sliding leaves the slide running (the screen layer restates the header
    /// with every record, as UIKit's transform set again to an animation's end keeps it);
    /// one elsewhere replaces it (SPEC §7, `animateHeader`).
    public func moveHeader(to ty: Double, duration: Double) {
        if duration == 0, headerSlide?.to == ty { return }
        guard duration > 0, ty != drawnHeader else {
            headerSlide = nil
            drawHeader(ty)
            return
        }
        headerSlide = ChromeSlide(from: drawnHeader, to: ty, start: now, duration: duration)
        wantsFrames = true
    }
    /// A `strip` write; the strip's content length follows its cells.
    public func layOutStrip(_ frames: TabStripFrames) {
        // The strip's content is its cells' (before the underline and any offset in this update).
        coordinator?.strip?.contentLength = frames.contentWidth
        writes.append(.strip(frames))
    }
    /// The underline goes to `frame`: at once, or, `animated` (a tap) from where it is drawn,
    /// over `underlineSlideDuration`, one write per animation frame. As the header's, a
    /// placement at once where it is sliding leaves the slide running.
    public func placeUnderline(_ frame: ScreenRect, animated: Bool) {
        if underlineSlide?.to == frame { return }
        guard animated, let drawn = drawnUnderline, drawn != frame else {
            underlineSlide = nil
            drawUnderline(frame)
            return
        }
        underlineSlide = ChromeSlide(from: drawn, to: frame, start: now, duration: Self.underlineSlideDuration)
        wantsFrames = true
    }

    /// Whether the header or the underline is part-way through a slide: drawn between the
    /// latest record's place for it and where it was.
    public var isSliding: (header: Bool, underline: Bool) { (headerSlide != nil, underlineSlide != nil) }

    /// Whether a slide runs (the page must keep sending animation frames).
    var slides: Bool { headerSlide != nil || underlineSlide != nil }

    /// The slides' writes for the animation frame at `t`; a finished slide draws its end.
    func drawSlides(at t: Double) {
        if let (ty, isOver) = headerSlide?.value(at: t) {
            if isOver { headerSlide = nil }
            drawHeader(ty)
        }
        if let (frame, isOver) = underlineSlide?.value(at: t) {
            if isOver { underlineSlide = nil }
            drawUnderline(frame)
        }
    }

    private func drawHeader(_ ty: Double) {
        drawnHeader = ty
        writes.append(.header(ty: ty))
    }

    private func drawUnderline(_ frame: ScreenRect) {
        drawnUnderline = frame
        writes.append(.underline(frame))
    }
    /// Whether the driver's own motion wants animation frames.
    public func runFrames(_ wanted: Bool) {
        driverWantsFrames = wanted
        if wanted { wantsFrames = true }
    }
}

/// A pager screen on browser scrollers: the browser's events in, the DOM's writes out.
///
/// A page's script calls one method per browser event, with the event's `timeStamp` in
/// seconds, then carries out `takeWrites()` in order. Positions are the DOM's (`scrollTop`,
/// `scrollLeft`); lengths are CSS px, the SPEC's points.
public final class WebScreen {
    let edge = WebEdge()
    let core: ScreenCoordinator<WebScroller>
    /// Where the finger that is down landed (`nil`: none is down).
    public private(set) var finger: WebTouchPlace?
    /// The header drag under the finger (`pages` screens, whose header is over inner
    /// scrollers, so that nothing of the browser's scrolls under it): its recent (time,
    /// translation), empty until the pan began.
    private var headerPan = RecentMoves()
    /// The finger on the header moved sideways first: no header drag this touch.
    private var headerPanFailed = false
    /// The position of the list the finger landed on, when it landed (for a pull past its top).
    private var fingerStartPosition = 0.0
    /// The pages container's frame and its pages' last written.
    private var pagesFrame: ScreenRect?
    private var pageFrames: [ScreenRect] = []
    /// What the page has not been told yet (`takeNews()`).
    private var news: [ScreenNews] = []

    /// A screen with a fresh driver, or one restored from a saved state.
    public init(restoring saved: PagerState? = nil) {
        core = ScreenCoordinator(restoring: saved)
        core.chrome = edge
        edge.coordinator = core
        let edge = edge
        core.clock = { edge.now }
        // The coordinator lives as long as this screen: no cycle to keep (and none of the
        // Embedded build's `weak`).
        unowned(unsafe) let screen = self
        core.onNews = { screen.news.append($0) }
    }

    /// What changed since the last call, one `ScreenNews` per update that changed anything
    /// (the element's `pagerselect`, `pagerswipeprogress` and `pagerscrollfinished` events).
    public func takeNews() -> [ScreenNews] {
        defer { news.removeAll() }
        return news
    }

    /// How the underline is painted (`ScreenLayer.indicatorStyle`): its thickness goes
    /// into the underline's frame at the next layout.
    public var indicatorStyle: PagerIndicatorStyle {
        get { core.indicatorStyle }
        set { core.indicatorStyle = newValue }
    }

    /// The reducer's state.
    public var state: PagerState { core.screen.state }
    /// The screen layer (its answers: the selection, the pages in view…).
    public var screenLayer: ScreenLayer { core.screen }
    /// Called after each update is carried out, with the state to show.
    public var onUpdate: ((PagerDriver.Update, PagerState) -> Void)? {
        get { core.onUpdate }
        set { core.onUpdate = newValue }
    }
    /// Called with every input the driver receives (a callbacks recording: `trace-replay drive`).
    public var onInput: ((RecordedCallback) -> Void)? {
        get { core.onInput }
        set { core.onInput = newValue }
    }

    /// The DOM writes since the last call, in order.
    public func takeWrites() -> [WebWrite] {
        defer { edge.writes.removeAll() }
        return edge.writes
    }

    /// Whether the page must send `frame(at:)` on the next animation frame: an animation the
    /// edge runs, or the driver's own motion.
    public var wantsFrames: Bool { edge.wantsFrames }

    /// Whether the header or the underline is part-way through a slide (`WebEdge.isSliding`):
    /// drawn between where it was and where the latest record puts it.
    public var isSliding: (header: Bool, underline: Bool) { edge.isSliding }

    /// Page `page`'s list (`sections`: the document's scroller, page 0).
    public func list(_ page: Int) -> WebScroller? { core.lists[page] }
    /// The tab strip.
    public var strip: WebScroller? { core.strip }
    /// The pages container (`pages` content).
    public var pages: WebScroller? { core.pagesView }

    // MARK: Views

    /// Page `page`'s list joins, `viewportLength` tall (its `clientHeight`), at `scrollTop`
    /// `position` with `contentLength` of the app's content: it gets the reducer's spacers
    /// and offset. `isDocument`: the list is the document's scroller, under the whole
    /// screen, so its frame's start below the chrome is a spacer too (`frameTop`).
    public func attachList(
        page: Int, viewportLength: Double, contentLength: Double, position: Double = 0, isDocument: Bool = false, at t: Double
    ) {
        edge.now = t
        let list = WebScroller(vertical: true, edge: edge)
        list.isDocument = isDocument
        list.viewportLength = viewportLength
        list.contentLength = contentLength
        list.position = position
        if core.lists[page] != nil { core.detach(page: page) }
        core.register(list, page: page)
        core.deliver(.attach(page: page), at: t)
    }

    /// The tab strip joins, `viewportLength` wide (its `clientWidth`).
    public func attachStrip(viewportLength: Double, at t: Double) {
        edge.now = t
        let strip = WebScroller(vertical: false, edge: edge)
        strip.viewportLength = viewportLength
        core.attachStrip(strip)
    }

    /// The pages container joins (`pages` content): a horizontal CSS snap container of one
    /// page per list, at `scrollLeft` `position`. Its size follows each layout.
    public func attachPages(position: Double = 0, at t: Double) {
        edge.now = t
        let pages = WebScroller(vertical: false, edge: edge)
        pages.snaps = true
        pages.position = position
        core.attachPagesView(pages)
    }

    /// Device pixels per CSS px now (`devicePixelRatio`; a zoom or another screen changes it).
    public func setPixelScale(_ scale: Double) {
        if scale > 0, scale.isFinite { edge.pixelScale = scale }
    }

    /// A scroller's size along its axis changed (a rotation, a resize): its `clientHeight`
    /// or `clientWidth` is `length` now. Give it before the layout that follows.
    public func resized(_ role: ScrollRole, viewportLength length: Double) {
        scroller(role)?.viewportLength = length
    }

    /// The screen as laid out now (the page measured it: `PagerLayout`), with the writing
    /// direction and Reduce Motion (`prefers-reduced-motion`) as the page reads them.
    public func layout(_ layout: PagerLayout, stripHeight: Double, rightToLeft: Bool, reducesMotion: Bool, at t: Double) {
        edge.now = t
        if let pages = core.pagesView, let geometry = LayoutGeometry(layout) {
            // The pages container and its lists take the content frame (SPEC §1) before the
            // reducer's layout writes to them: their lengths bound what the DOM can hold.
            let frames = PagerScreenFrames(geometry: geometry, selected: nil, page: 0, pagesX: 0, headerTy: 0, rightToLeft: rightToLeft)
            pages.viewportLength = frames.content.width
            pages.contentLength = frames.pagesContentWidth
            for list in core.lists.values where !list.isDocument { list.viewportLength = frames.content.height }
            if pagesFrame != frames.content {
                pagesFrame = frames.content
                edge.writes.append(.pagesFrame(frames.content))
            }
            for (k, frame) in frames.pages.enumerated() where k >= pageFrames.count || pageFrames[k] != frame {
                edge.writes.append(.pageFrame(page: k, frame))
            }
            pageFrames = frames.pages
        }
        core.layout(
            layout, environment: (rightToLeft, reducesMotion), stripHeight: stripHeight, viewport: nil, listFrames: [:])
        if state.geometry != nil {
            let listFrame = PagerScreenFrames(state: state).content
            for list in core.lists.values where list.isDocument { list.setFrameTop(listFrame.y) }
        }
    }

    /// A list's content changed size (a `ResizeObserver`): its pad follows, and the reducer hears it.
    public func contentResized(page: Int, length: Double, at t: Double) {
        edge.now = t
        guard let list = core.lists[page], list.contentLength != length else { return }
        list.contentLength = length
        core.contentSizeChanged(page: page) { _ in nil }
    }

    // MARK: The finger

    /// A finger lands (`touchstart`): on a list or the header it stops what the driver moves
    /// (its own motion; the browser stops its own fling itself, WEB-SCROLL §2); every
    /// scroller it may drag is tracked.
    public func touchStart(_ place: WebTouchPlace, at t: Double) {
        edge.now = t
        finger = place
        headerPan.removeAll()
        headerPanFailed = false
        if case .list(let page) = place, let list = core.lists[page] { fingerStartPosition = list.position }
        for view in core.views { view.isTracking = true }
        switch place {
        case .list(let page): _ = core.touched(.list(page: page), down: true)
        case .header: _ = core.touched(.header, down: true)
        case .strip: break
        }
    }

    /// A scroller's `scroll` event: it is at `position` now. The first move under a finger
    /// is the drag's beginning (the browser's first 15 px choose one scroller: WEB-SCROLL §1, §2).
    public func scrolled(_ role: ScrollRole, to position: Double, at t: Double) {
        edge.now = t
        guard let view = scroller(role), abs(position - view.position) >= 0.01 else { return }
        if view.stoppingFling {
            // The fling's last frame (WEB-SCROLL §3): the view stays where the edge has it.
            edge.writes.append(.scrollTo(role, view.position))
            return
        }
        let before = view.pagerOffset(vertical: view.vertical)
        view.position = position
        let offset = view.pagerOffset(vertical: view.vertical)
        if finger != nil, view.isTracking, !view.isDragging || (view.isDecelerating && !view.snaps) {
            // The finger takes the view over (from the browser's fling, or an animation of
            // the edge's): UIKit's `willBeginDragging` over a deceleration.
            view.endAnimation()
            view.isDragging = true
            view.isDecelerating = false
            view.engineMoves = false
            view.samples.removeAll()
            edge.report(view, .dragBegan(offset: before))
        } else if !view.isDragging, !view.isDecelerating, view.animation == nil {
            view.engineMoves = true
        }
        if view.isDragging, view.isTracking {
            view.samples.append(t, offset)
        }
        edge.report(view, .moved(offset: offset))
    }

    /// The finger moved (`touchmove`) by (`dx`, `dy`) from where it landed. On a list, a move
    /// past its top may be a pull (`pull(_:by:)`). On the header of a `pages` screen, which no
    /// browser scroller is under, this is the header's drag (SPEC §4.7), as UIKit's pan on
    /// it: it begins after 10 px of motion if that motion is vertical
    /// (`ScreenLayer.headerPanBegins`), and follows the finger's translation. On a sections
    /// screen the document scrolls under its header: that is a list drag.
    public func touchMoved(dx: Double, dy: Double, at t: Double) {
        edge.now = t
        if case .list(let page)? = finger, let list = core.lists[page] {
            pull(list, by: dy - fingerStartPosition)
            return
        }
        guard finger == .header, core.pagesView != nil, !headerPanFailed else { return }
        if headerPan.isEmpty {
            guard dx * dx + dy * dy >= Self.panSlop * Self.panSlop else { return }
            guard core.screen.headerPanBegins(velocityX: dx, velocityY: dy) else {
                headerPanFailed = true
                return
            }
            headerPan.append(t, dy)
            core.deliver(.headerPan(.began, translation: dy, velocity: 0), at: t)
            return
        }
        headerPan.append(t, dy)
        core.deliver(.headerPan(.changed, translation: dy, velocity: 0), at: t)
    }

    /// A finger on a list that would have taken it `overshoot` px above its top (its `dy`
    /// less what the list had to scroll): where the reducer reveals a header from a pull
    /// (`stickyReveal`, SPEC §4.5), the edge draws UIKit's rubber band — the browser has
    /// none (WEB-SCROLL §9) — and reports the drag below the list's minimum. Elsewhere the
    /// list stays at its top, as Chromium keeps it.
    private func pull(_ list: WebScroller, by overshoot: Double) {
        guard core.screen.driver.state.geometry?.mode == .stickyReveal, list.isTracking, !list.isDecelerating else { return }
        guard list.pulls || (overshoot > 0 && list.position <= 0.5) else { return }
        if !list.isDragging {
            list.isDragging = true
            list.samples.removeAll()
            edge.report(list, .dragBegan(offset: list.pagerOffset(vertical: true)))
        }
        list.pulls = true
        list.setOverscroll(Self.physics.rubberBand(overshoot: max(0, overshoot), dimension: list.viewportLength))
        let offset = list.pagerOffset(vertical: true)
        list.samples.append(edge.now, offset)
        edge.report(list, .moved(offset: offset))
    }

    /// UIKit's rubber band (`ScrollPhysics.rubberBand`).
    private static let physics = ScrollPhysics()

    /// The finger lifts (`touchend`, `touchcancel`): each view it dragged is released with
    /// the velocity of its last 100 ms (none after a hold: WEB-SCROLL §1, a held drag has
    /// no momentum); the strip's rest, if the reducer gives one, is run by the edge.
    public func touchEnd(at t: Double) {
        edge.now = t
        guard let place = finger else { return }
        finger = nil
        if let last = headerPan.last {
            let velocity = headerPan.velocity(at: t)
            headerPan.removeAll()
            core.deliver(.headerPan(.ended, translation: last.offset, velocity: velocity), at: t)
        }
        var dragged = false
        for view in core.views {
            view.isTracking = false
            // Only a finger's drag is released (a view the browser flings slides on).
            guard view.isDragging, !view.isDecelerating, let role = core.role(of: view) else { continue }
            dragged = true
            // The samples are the DOM's (UIKit's) offsets: mirrored for the reducer right to left.
            let velocity = edge.reducerVelocity(role, view.samples.velocity(at: t))
            let decelerates = view.movesOnAfterRelease(velocity: velocity)
            view.samples.removeAll()
            view.isDecelerating = decelerates
            view.isDragging = decelerates
            let offset = edge.reducerOffset(role, view.pagerOffset(vertical: view.vertical))
            if let rest = core.released(view, offset: offset, velocity: velocity, decelerates: decelerates) {
                slideToRest(view, at: rest)
            } else if view.pulls, view.overscroll > 0 {
                // The bounce back to the top (the minimum under the inset the release left).
                view.animate(to: 0 - view.spacerTop, isRest: true)
            } else {
                view.pulls = false
            }
        }
        if !dragged {
            switch place {
            case .list(let page): core.deliver(.touchUp(.list(page: page)), at: t)
            case .header: core.deliver(.touchUp(.header), at: t)
            case .strip: break
            }
        }
    }

    /// A scroller's `scrollend`: the end of the browser's fling (a touch stops one, and its
    /// `scrollend` comes under the finger: WEB-SCROLL §2), or of a motion of the engine's
    /// own. A stray one (under a dragging finger, after a write: WEB-SCROLL §3) is nothing.
    public func scrollEnded(_ role: ScrollRole, at t: Double) {
        edge.now = t
        guard let view = scroller(role), view.animation == nil, !view.stoppingFling else { return }
        let offset = view.pagerOffset(vertical: view.vertical)
        if view.isDecelerating {
            view.isDecelerating = false
            view.isDragging = false
            edge.report(view, .decelerationEnded(offset: offset))
        } else if view.engineMoves, !view.isTracking {
            view.engineMoves = false
            edge.report(view, .motionEnded(offset: offset))
        }
    }

    /// The page stopped the browser's fling of `role` (the two frames of `WebWrite.stopFling`
    /// passed): the view is put back where the edge has it.
    public func flingStopped(_ role: ScrollRole, at t: Double) {
        edge.now = t
        guard let view = scroller(role), view.stoppingFling else { return }
        view.stoppingFling = false
        edge.writes.append(.scrollTo(role, view.position))
    }

    /// A tap on tab `index` (a click on its cell).
    public func tapTab(_ index: Int, at t: Double) {
        edge.now = t
        core.deliver(.didSelectItem(index: index), at: t)
    }

    /// Selects tab `index` as a tap does (a deep link, the app's call); before the first
    /// layout, the screen opens on it.
    public func select(_ index: Int, animated: Bool, at t: Double) {
        edge.now = t
        core.select(index, animated: animated)
    }

    /// The scroll-to-top convention (a tap on the selected tab, the Home key): what a tap on
    /// the status bar is to the reducer (SPEC §4.2 `tapStatusBar`).
    public func scrollToTop(at t: Double) {
        edge.now = t
        core.deliver(core.screen.statusBarTap, at: t)
    }

    /// An animation frame at `t`: the edge's animations move on (each move reported as UIKit
    /// reports an animated `setContentOffset`'s), then the driver's own motion.
    public func frame(at t: Double) {
        edge.now = t
        edge.drawSlides(at: t)
        for view in core.views {
            guard let (since, motion, isRest) = view.animation, let role = core.role(of: view) else { continue }
            let done = t - since >= motion.duration
            let offset = done ? motion.to : motion.offset(at: t - since)
            view.place(offset + view.spacerTop)
            edge.writes.append(.scrollTo(role, view.position))
            let shown = view.pagerOffset(vertical: view.vertical)
            edge.report(view, .moved(offset: shown))
            if done {
                view.endAnimation()
                view.pulls = false
                if isRest {
                    view.isDecelerating = false
                    view.isDragging = false
                    edge.report(view, .decelerationEnded(offset: shown))
                } else {
                    edge.report(view, .motionEnded(offset: shown))
                }
            }
        }
        if edge.driverWantsFrames { core.deliver(.frame, at: t) }
        // An animation still running, or one a report just started (on any view).
        edge.wantsFrames = edge.driverWantsFrames || edge.slides || core.views.contains { $0.animation != nil }
    }

    // MARK: Rules

    /// The release velocity (pt/s, positive as the offset grows) of a drag whose samples
    /// are `samples`, lifted at `t`: over the samples of the last 100 ms; 0 when the finger
    /// rested longer than that (WEB-SCROLL §1: a held drag gives no momentum).
    public static func releaseVelocity(_ samples: [(t: Double, offset: Double)], at t: Double) -> Double {
        let recent = samples.filter { t - $0.t <= 0.1 }
        guard let first = recent.first, let last = recent.last, last.t > first.t else { return 0 }
        return (last.offset - first.offset) / (last.t - first.t)
    }

    /// Below this release speed (pt/s) the browser does not fling (a lift after a hold).
    public static let flingThreshold = 50.0

    /// How far (px) a finger on the header moves before its drag begins (UIKit's pan: 10 pt).
    public static let panSlop = 10.0

    /// The strip's rest (SPEC §4.8): the browser has no `targetContentOffset`, so its fling
    /// is stopped and the edge slides the strip there, reported as a deceleration.
    private func slideToRest(_ view: WebScroller, at value: Double) {
        view.stopBrowserMotion()
        view.isDecelerating = true
        view.isDragging = true
        view.animate(to: value, isRest: true)
    }

    private func scroller(_ role: ScrollRole) -> WebScroller? {
        switch role {
        case .content(let page): return core.lists[page]
        case .pages: return core.pagesView
        case .pager: return core.strip
        }
    }
}
