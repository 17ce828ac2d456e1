// The web edge: a pager screen on the browser's own scrollers. The browser reports raw facts
// — a touch landed somewhere, a scroller's `scrollTop` or `scrollLeft` changed, the finger
// lifted, a scroller's `scrollend`, an animation frame, a click on a tab — and this turns
// them into the neutral driver's inputs (`PagerDriverInput.scroll`), runs the screen layer through
// the same `PagerScreenCoordinator` UIKit's screens use, and hands back what to write into the
// DOM (`PagerWebWrite`). The JavaScript side (web/scrollpager.js) reads the DOM and writes it;
// it decides nothing. Every rule here is Chromium's behaviour as measured in
// docs/WEB-SCROLL.md (cited by section), and Linux-tested (WebScreenTests).
//
// What a browser scroller is in UIKit's terms: a list's `contentInset.top` is a spacer of
// that height above the app's sections and its bottom inset one below them, so UIKit's
// `contentOffset.y` is `scrollTop − spacer` (WEB-SCROLL §4's model); the strip's and the
// pages container's `contentOffset.x` is `scrollLeft` (left to right).
import PagerCore
import PagerPhysics

/// A pager screen on browser scrollers: the browser's events in, the DOM's writes out.
///
/// A page's script calls one method per browser event, with the event's `timeStamp` in
/// seconds, then carries out `takeWrites()` in order. Positions are the DOM's (`scrollTop`,
/// `scrollLeft`); lengths are CSS px, the SPEC's points.
public final class PagerWebScreen {
    let edge = PagerWebEdge()
    let core: PagerScreenCoordinator<PagerWebScroller>
    /// Where the finger that is down landed (`nil`: none is down).
    public private(set) var finger: PagerWebTouchPlace?
    /// The header drag under the finger (`pages` screens, whose header is over inner
    /// scrollers, so that nothing of the browser's scrolls under it): its recent (time,
    /// translation), empty until the pan began.
    private var headerPan = PagerFingerTrack()
    /// The finger on the header moved sideways first: no header drag this touch.
    private var headerPanFailed = false
    /// The position of the list the finger landed on, when it landed (for a pull past its top).
    private var fingerStartPosition = 0.0
    /// The axis the browser latched the finger on a list to (WEB-SCROLL §2), once it moved
    /// `latchDistance`; `nil` before. `true`: sideways, the pages'.
    private var fingerLatchedSideways: Bool?
    /// The pages container's frame and its pages' last written.
    private var pagesFrame: PagerScreenRect?
    private var pageFrames: [PagerScreenRect] = []
    /// What the page has not been told yet (`takeNews()`).
    private var news: [PagerScreenNews] = []
    /// Where the element is in its life (`connect(at:)`, `disconnect(at:)`).
    var life = WebLife.unbuilt

    /// A screen with a fresh driver, or one restored from a saved state.
    public init(restoring saved: PagerState? = nil) {
        core = PagerScreenCoordinator(restoring: saved)
        core.chrome = edge
        edge.coordinator = core
        let edge = edge
        core.clock = { edge.now }
        // The coordinator lives as long as this screen: no cycle to keep (and none of the
        // Embedded build's `weak`).
        unowned(unsafe) let screen = self
        core.onNews = { screen.news.append($0) }
        core.carriedOut = { edge.updateCarriedOut() }
    }

    /// What changed since the last call, one `PagerScreenNews` per update that changed anything
    /// (the element's `pagerselect`, `pagerswipeprogress` and `pagerscrollfinished` events).
    /// Nothing while the element is out of the document: a removed element tells nothing.
    public func takeNews() -> [PagerScreenNews] {
        guard life != .disconnected else { return [] }
        defer { news.removeAll() }
        return news
    }

    /// How the underline is painted (`PagerScreenLayer.indicatorStyle`): its thickness goes
    /// into the underline's frame at the next layout.
    public var indicatorStyle: PagerIndicatorStyle {
        get { core.indicatorStyle }
        set { core.indicatorStyle = newValue }
    }

    /// The plant hook a test or the fuzzer sets (`Plant`): nothing, by default.
    package var plant: Plant {
        get { core.engine.screen.plant }
        set { core.engine.screen.plant = newValue }
    }

    /// The reducer's state.
    public var state: PagerState { core.screen.state }
    /// The screen layer (its answers: the selection, the pages in view…).
    public var screenLayer: PagerScreenLayer { core.screen }
    /// Called after each update is carried out, with the state to show.
    public var onUpdate: ((PagerDriver.Update, PagerState) -> Void)? {
        get { core.onUpdate }
        set { core.onUpdate = newValue }
    }
    /// Called with every input the driver receives (a callbacks recording: `trace-replay drive`).
    public var onInput: ((PagerRecordedCallback) -> Void)? {
        get { core.onInput }
        set { core.onInput = newValue }
    }

    /// The DOM writes since the last call, in order. None while the element is out of the
    /// document: they wait for it to come back (`connect(at:)`).
    public func takeWrites() -> [PagerWebWrite] {
        guard life != .disconnected else { return [] }
        defer { edge.writes.removeAll() }
        return edge.writes
    }

    /// Whether the page must send `frame(at:)` on the next animation frame: an animation the
    /// edge runs, or the driver's own motion.
    /// Never while the element is out of the document (its motion resumes with it).
    public var wantsFrames: Bool { (edge.wantsFrames || awaitsSynthesizedEnd) && life != .disconnected }

    /// Whether the header or the underline is part-way through a slide (`PagerWebEdge.isSliding`):
    /// drawn between where it was and where the latest record puts it.
    public var isSliding: (header: Bool, underline: Bool) { edge.isSliding }

    /// Page `page`'s list (`sections`: the document's scroller, page 0).
    public func list(_ page: Int) -> PagerWebScroller? { core.list(page: page) }
    /// The tab strip.
    public var strip: PagerWebScroller? { core.strip }
    /// The pages container (`pages` content).
    public var pages: PagerWebScroller? { core.pagesView }

    // MARK: Views

    /// Page `page`'s list joins, `viewportLength` tall (its `clientHeight`), at `scrollTop`
    /// `position` with `contentLength` of the app's content: it gets the reducer's spacers
    /// and offset. `isDocument`: the list is the document's scroller, under the whole
    /// screen, so its frame's start below the chrome is a spacer too (`frameTop`).
    public func attachList(
        page: Int, viewportLength: Double, contentLength: Double, position: Double = 0, isDocument: Bool = false, at t: Double
    ) {
        edge.now = t
        let list = PagerWebScroller(vertical: true, edge: edge)
        list.isDocument = isDocument
        // A page that joins after the first layout (the app added it) is as tall as the
        // pages' frame already is; before it, the layout gives every page its height.
        list.viewportLength = !isDocument && viewportLength == 0 ? pagesFrame?.height ?? 0 : viewportLength
        list.contentLength = contentLength
        list.position = position
        if core.list(page: page) != nil { core.detach(page: page) }
        core.register(list, page: page)
        core.deliver(.attach(page: page), at: t)
    }

    /// Page `page`'s list leaves (the app removed its page, or one before it): the reducer
    /// hears nothing until the layout without it. Its element is gone (or another page's), so
    /// nothing is written to it: not the insets a list that stays is given back (UIKit's),
    /// nor what was still to be written.
    public func detachList(page: Int, at t: Double) {
        edge.now = t
        _ = core.detach(page: page)
        edge.writes.removeAll { $0.addresses(page: page) }
        // The page that takes its place (the app removed or added one before it) has no
        // frame yet: the next layout writes its own and every later page's.
        if page < pageFrames.count { pageFrames.removeSubrange(page...) }
    }

    /// The tab strip joins, `viewportLength` wide (its `clientWidth`).
    public func attachStrip(viewportLength: Double, at t: Double) {
        edge.now = t
        let strip = PagerWebScroller(vertical: false, edge: edge)
        strip.viewportLength = viewportLength
        core.attachStrip(strip)
    }

    /// The pages container joins (`pages` content): a horizontal CSS snap container of one
    /// page per list, at `scrollLeft` `position`. Its size follows each layout.
    public func attachPages(position: Double = 0, at t: Double) {
        edge.now = t
        let pages = PagerWebScroller(vertical: false, edge: edge)
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
    public func resized(_ role: PagerScrollRole, viewportLength length: Double) {
        scroller(role)?.viewportLength = length
    }

    /// The screen as laid out now (the page measured it: `PagerLayout`), with the writing
    /// direction and Reduce Motion (`prefers-reduced-motion`) as the page reads them;
    /// `listOrigin`: where the document's list (a sections screen's) starts, measured from
    /// the top of the screen the pager has (`PagerWebScroller.origin`): the body's margin above
    /// the element; negative below a site's own fixed header that the page's content does
    /// not make room for. 0 for none.
    public func layout(
        _ layout: PagerLayout, stripHeight: Double, rightToLeft: Bool, reducesMotion: Bool, listOrigin: Double = 0, at t: Double
    ) {
        edge.now = t
        let pagesLength = core.pagesView?.contentLength
        let settling = core.pagesView.flatMap(settlingSlot)
        if let pages = core.pagesView, let geometry = PagerLayoutGeometry(layout) {
            // The pages container and its lists take the content frame (SPEC §1) before the
            // reducer's layout writes to them: their lengths bound what the DOM can hold.
            let frames = PagerScreenFrames(geometry: geometry, selected: nil, page: 0, pagesX: 0, headerTy: 0, rightToLeft: rightToLeft)
            let widthBefore = pages.viewportLength
            pages.viewportLength = frames.content.width
            pages.contentLength = frames.pagesContentWidth
            if let slot = settling, pages.viewportLength != widthBefore {
                steerSettle(pages, to: min(slot, frames.pages.count - 1), at: t)
            }
            for (_, list) in core.listsByPage where !list.isDocument { list.viewportLength = frames.content.height }
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
        // Right to left, the pages' offset counts from their far end: pages added or removed
        // move it where the DOM's position stays (SPEC §1's mirror), and the reducer hears it.
        if rightToLeft, let pages = core.pagesView, let before = pagesLength, pages.contentLength != before { edge.domMoved(pages) }
        if state.geometry != nil {
            let listFrame = PagerScreenFrames(state: state).content
            for (_, list) in core.listsByPage where list.isDocument { list.setFrameTop(listFrame.y, origin: listOrigin) }
        }
        for view in core.views { view.clampToRange() }
    }

    /// A list's content changed size (a `ResizeObserver`): its pad follows, and the reducer hears it.
    public func contentResized(page: Int, length: Double, at t: Double) {
        edge.now = t
        guard let list = core.list(page: page), list.contentLength != length else { return }
        list.contentLength = length
        core.contentSizeChanged(page: page) { _ in nil }
        list.clampToRange()
    }

    /// Rows were added or removed in page `page`'s list (a sections screen's list is page 0;
    /// the app changed its markup), every change above the first content after it, which now
    /// sits `gap` px below the top of the list's view (under the chrome; ≤ 0: out of view
    /// above); the list's content is `length` long now. A change out of view above moves what
    /// is in view by the length's change: the edge moves the list by as much, so the rows in
    /// view stay where they are — scroll anchoring, which WebKit lacks and the element turns
    /// off on every engine (`overflow-anchor: none`: the spacers are its own). A change in
    /// view or below leaves the list where it is, as before. Either way the content takes its
    /// new length.
    public func rowsChanged(page: Int = 0, gap: Double, length: Double, at t: Double) {
        edge.now = t
        guard let list = core.list(page: page) else { return }
        let change = length - list.contentLength
        contentResized(page: page, length: length, at: t)
        guard gap <= 0, change != 0 else { return }
        list.move(to: list.position + change)
    }

    // MARK: The finger

    /// A finger lands (`touchstart`): on a list or the header it stops what the driver moves
    /// (its own motion; the browser stops its own fling itself, WEB-SCROLL §2); every
    /// scroller it may drag is tracked.
    public func touchStart(_ place: PagerWebTouchPlace, at t: Double) {
        edge.now = t
        finger = place
        if let pages = core.pagesView { releaseSteeredSettle(pages) }
        headerPan = PagerFingerTrack()
        headerPanFailed = false
        fingerLatchedSideways = nil
        if case .list(let page) = place, let list = core.list(page: page) { fingerStartPosition = list.position }
        for view in core.views where canMove(view, from: place) { view.isTracking = true }
        switch place {
        case .list(let page): _ = core.touched(.list(page: page), down: true)
        case .header: _ = core.touched(.header, down: true)
        case .strip: break
        }
    }

    /// A scroller's `scroll` event: it is at `position` now. The first move under a finger
    /// is the drag's beginning (the browser's first 15 px choose one scroller: WEB-SCROLL §1, §2).
    public func scrolled(_ role: PagerScrollRole, to position: Double, at t: Double) {
        edge.now = t
        guard let view = scroller(role), abs(position - view.position) >= 0.01 else { return }
        if view.stoppingFling {
            // The fling's last frame (WEB-SCROLL §3): the view stays where the edge has it.
            edge.writes.append(.scrollTo(role, view.position))
            return
        }
        let before = view.pagerOffset(vertical: view.vertical)
        view.lastStep = position - view.position
        view.position = position
        view.lastMovedAt = t
        let offset = view.pagerOffset(vertical: view.vertical)
        // The pages move for a finger only once it latched sideways: before, or latched on
        // its list, what moves them is the browser's settle (a touch does not stop one,
        // WEB-SCROLL §2) or a write's.
        let fingerMayMove = !view.snaps || fingerLatchedSideways == true
        if finger != nil, view.isTracking, fingerMayMove, !view.isDragging || (view.isDecelerating && !view.snaps) {
            // The finger takes the view over (from the browser's fling, or an animation of
            // the edge's): UIKit's `willBeginDragging` over a deceleration.
            view.endAnimation()
            view.heldWrite = nil
            view.isDragging = true
            view.isDecelerating = false
            view.engineMoves = false
            view.samples = PagerFingerTrack()
            edge.report(view, .dragBegan(offset: before))
        } else if !view.isDragging, !view.isDecelerating, view.animation == nil {
            view.engineMoves = true
        }
        if view.isDragging, view.isTracking {
            view.samples.moved(to: offset, at: t)
        }
        edge.report(view, .moved(offset: offset))
    }

    /// The finger moved (`touchmove`) by (`dx`, `dy`) from where it landed. On a list, a move
    /// past its top may be a pull (`pull(_:by:)`). On the header of a `pages` screen, which no
    /// browser scroller is under, this is the header's drag (SPEC §4.7), as UIKit's pan on
    /// it: it begins after 10 px of motion if that motion is vertical
    /// (`PagerScreenLayer.headerPanBegins`), and follows the finger's translation. On a sections
    /// screen the document scrolls under its header: that is a list drag.
    public func touchMoved(dx: Double, dy: Double, at t: Double) {
        edge.now = t
        if fingerLatchedSideways == nil, max(abs(dx), abs(dy)) >= Self.latchDistance {
            // WEB-SCROLL §2's angle rule: the list wins at |dy| ≥ 0.80·|dx|, the pages at
            // |dy| ≤ 0.78·|dx|.
            let sideways = abs(dy) < 0.79 * abs(dx)
            fingerLatchedSideways = sideways
            // The scrollers on the other axis get nothing of this finger (§2).
            for view in core.views where view.isTracking && view.vertical == sideways && !view.isUnderFinger { view.isTracking = false }
        }
        if case .list(let page)? = finger, let list = core.list(page: page) {
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
            headerPan = PagerFingerTrack(landing: dy, at: t)
            core.deliver(.headerPan(.began, translation: dy, velocity: 0), at: t)
            return
        }
        headerPan.moved(to: dy, at: t)
        core.deliver(.headerPan(.changed, translation: dy, velocity: 0), at: t)
    }

    /// A finger on a list that would have taken it `overshoot` px above its top (its `dy`
    /// less what the list had to scroll): where the reducer reveals a header from a pull
    /// (`stickyReveal`, SPEC §4.5), the edge draws UIKit's rubber band — the browser has
    /// none (WEB-SCROLL §9) — and reports the drag below the list's minimum. Elsewhere the
    /// list stays at its top, as Chromium keeps it.
    private func pull(_ list: PagerWebScroller, by overshoot: Double) {
        guard core.screen.driver.state.geometry?.mode == .stickyReveal, list.isTracking, !list.isDecelerating else { return }
        guard list.pulls || (overshoot > 0 && list.position <= 0.5) else { return }
        if !list.isDragging {
            list.isDragging = true
            list.samples = PagerFingerTrack()
            edge.report(list, .dragBegan(offset: list.pagerOffset(vertical: true)))
        }
        list.pulls = true
        list.setOverscroll(Self.physics.rubberBand(overshoot: max(0, overshoot), dimension: list.viewportLength))
        let offset = list.pagerOffset(vertical: true)
        list.samples.moved(to: offset, at: edge.now)
        edge.report(list, .moved(offset: offset))
    }

    /// UIKit's rubber band and SPEC §7's release velocity (`PagerScrollPhysics`).
    static let physics = PagerScrollPhysics()

    /// The finger lifts (`touchend`, `touchcancel`): each view it dragged is released with
    /// SPEC §7's release velocity (`PagerScrollPhysics.releaseVelocity`: none after a hold,
    /// WEB-SCROLL §1); the strip's rest, if the reducer gives one, is run by the edge.
    public func touchEnd(at t: Double) {
        edge.now = t
        guard let place = finger else { return }
        finger = nil
        if let last = headerPan.last {
            let velocity = headerPan.releaseVelocity(at: t, physics: Self.physics)
            headerPan = PagerFingerTrack()
            core.deliver(.headerPan(.ended, translation: last.value, velocity: velocity), at: t)
        }
        var dragged = false
        for view in core.views {
            view.isTracking = false
            // Only a finger's drag is released (a view the browser flings slides on).
            guard view.isDragging, !view.isDecelerating, let role = core.role(of: view) else { continue }
            dragged = true
            // The samples are the scroller's offsets: it gives them in the reducer's terms.
            let basis = edge.basis
            let velocity = view.reducerRelease(velocity: view.samples.releaseVelocity(at: t, physics: Self.physics), target: 0, as: role, basis: basis).velocity
            // A view the edge animates (the driver's animated write took it over under the
            // finger: a strip re-centred while dragged) is the animation's: it ends it, and
            // nothing the browser does after the lift is a deceleration that its end would end.
            let decelerates = view.animation == nil && view.movesOnAfterRelease(velocity: velocity)
            view.samples = PagerFingerTrack()
            view.isDecelerating = decelerates
            view.isDragging = decelerates
            // What the browser moves on from here starts at the lift (a motion with no end
            // event of its own ends still: `endStillMotions`).
            view.lastMovedAt = t
            let offset = view.reducerOffset(as: role, basis: basis)
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
        // A motion of the pages that ended under this finger (which dragged something else, or
        // nothing) ended where nobody repaired it: the lift is the first moment with no finger.
        if let pages = core.pagesView { snapIfBetweenPages(pages) }
    }

    /// A scroller's `scrollend`: the end of the browser's fling (a touch stops one, and its
    /// `scrollend` comes under the finger: WEB-SCROLL §2), or of a motion of the engine's
    /// own. A stray one (under a dragging finger, after a write: WEB-SCROLL §3) is nothing.
    public func scrollEnded(_ role: PagerScrollRole, at t: Double) {
        edge.now = t
        // A steered settle ends still (`endStillMotions`): its writes draw stray ends.
        guard let view = scroller(role), view.settleTarget == nil else { return }
        endMotion(of: view)
    }

    /// The end of what moved `view` (its `scrollend`, or one the edge synthesized).
    func endMotion(of view: PagerWebScroller) {
        if view.settleTarget != nil {
            endSteeredSettle(view)
            return
        }
        guard view.animation == nil, !view.stoppingFling else { return }
        let offset = view.pagerOffset(vertical: view.vertical)
        if view.isDecelerating {
            view.isDecelerating = false
            view.isDragging = false
            edge.report(view, .decelerationEnded(offset: offset))
            if let (value, animated) = view.heldWrite {
                view.heldWrite = nil
                view.setPagerOffset(value, vertical: view.vertical, animated: animated)
            }
        } else if view.engineMoves, !view.isTracking {
            view.engineMoves = false
            edge.report(view, .motionEnded(offset: offset))
        }
        snapIfBetweenPages(view)
    }

    /// The pages container's motion ended between two pages with no finger down — at its
    /// `scrollend`, or at the lift of a finger it ended under (a write shifted the browser's
    /// settle, a resize moved the pages under it: WEB-SCROLL §2, §7; mandatory snapping does
    /// not repair it): the edge slides it to the nearest page.
    private func snapIfBetweenPages(_ view: PagerWebScroller) {
        guard view.snaps, finger == nil, view.animation == nil, view.settleTarget == nil else { return }
        guard !view.isDecelerating, !view.stoppingFling, view.isOffSnapPoint else { return }
        view.animate(to: view.nearestSnapPoint, isRest: false)
    }

    /// The page stopped the browser's fling of `role` (the two frames of `PagerWebWrite.stopFling`
    /// passed): the view is put back where the edge has it.
    public func flingStopped(_ role: PagerScrollRole, at t: Double) {
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
        endStillMotions(at: t)
        if edge.driverWantsFrames { core.deliver(.frame, at: t) }
        // An animation still running, or one a report just started (on any view).
        edge.wantsFrames = edge.driverWantsFrames || edge.slides || core.views.contains { $0.animation != nil }
    }

    // MARK: Rules

    /// The release velocity (pt/s, positive as the offset grows) of a drag whose samples
    /// are `samples`, lifted at `t`: SPEC §7's rule, the one every front end uses
    /// (`PagerScrollPhysics.releaseVelocity`: the last two moves; 0 when the last is 100 ms old,
    /// WEB-SCROLL §1's held drag with no momentum).
    @available(*, deprecated, renamed: "PagerScrollPhysics.releaseVelocity(moves:releaseTime:)")
    public static func releaseVelocity(_ samples: [(t: Double, offset: Double)], at t: Double) -> Double {
        physics.releaseVelocity(moves: samples, releaseTime: t)
    }

    /// Below this release speed (pt/s) the browser does not fling (a lift after a hold).
    public static let flingThreshold = 50.0

    /// How far (px) a finger on the header moves before its drag begins (UIKit's pan: 10 pt).
    public static let panSlop = 10.0

    /// How far (px) a finger moves before the edge takes the axis the browser latched it to
    /// (WEB-SCROLL §1, §2: the browser's slop is about 15 px, and its first `scroll` comes
    /// after the `touchmove` that crosses it; 10 px decides before that, on the same angle).
    static let latchDistance = 10.0

    /// The strip's rest (SPEC §4.8): the browser has no `targetContentOffset`, so its fling
    /// is stopped and the edge slides the strip there, reported as a deceleration.
    private func slideToRest(_ view: PagerWebScroller, at value: Double) {
        view.stopBrowserMotion()
        view.isDecelerating = true
        view.isDragging = true
        view.animate(to: value, isRest: true)
    }

    /// Whether a finger that landed on `place` can scroll `view` (the browser latches one
    /// scroller of those under it: WEB-SCROLL §2): its list, and the pages container around
    /// it; the strip; on a sections screen, from the header, the document under it. A pages
    /// screen's header is over no scroller of the browser's: the motion of a scroller the
    /// finger cannot move (a snap settle running on) is never taken for its drag.
    private func canMove(_ view: PagerWebScroller, from place: PagerWebTouchPlace) -> Bool {
        switch (place, core.role(of: view)) {
        case (.list(let page), .content(let listPage)?): return page == listPage
        case (.list, .pages?), (.strip, .tabStrip?): return true
        case (.header, .content?): return core.pagesView == nil
        default: return false
        }
    }

    /// The scroller that plays `role`: page `page`'s list, the pages container or the strip.
    public func scroller(_ role: PagerScrollRole) -> PagerWebScroller? {
        switch role {
        case .content(let page): return core.list(page: page)
        case .pages: return core.pagesView
        case .tabStrip: return core.strip
        }
    }
}
