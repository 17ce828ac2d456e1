// One browser scroller: its DOM position, the spacers the edge wrote, what moves it now
// (WEB-SCROLL §4's model: its offset is `scrollTop − spacer`), and its one conversion to the
// reducer's coordinates (a right-to-left strip or pages container mirrored). The surface the
// screen's coordinator drives on the web.

import PagerCore
import PagerPhysics

/// One of the screen's browser scrollers, as UIKit would report it: the DOM's position
/// mirrored, the spacers the edge wrote, what moves it now.
public final class PagerWebScroller: PagerScrollSurface {
    /// Its axis: `scrollTop` (a list) or `scrollLeft`.
    public let vertical: Bool
    /// `scrollTop` or `scrollLeft`, as last written or reported.
    public internal(set) var position = 0.0
    /// Where the list's frame starts in the scroller (SPEC §1's list frame, below a `fixed`
    /// or `stickyReveal` chrome): 0 for a list laid out in its own element; the chrome's
    /// height for the document's scroller, whose viewport is the whole screen. Part of the
    /// top spacer, not of the inset: UIKit's offsets do not count it.
    public internal(set) var frameTop = 0.0
    /// Where the list's top spacer starts in the scroller, from the top of the pager's screen:
    /// 0, but for the document's, which may hold something of the page's above the element
    /// (the body's default 8 px margin), or have a site's own fixed header over its top (the
    /// element's `offset`: the screen starts below it, so the origin is negative where the
    /// page leaves no room for it). The spacer is that much shorter (a negative one is a
    /// negative margin, which collapses with the body's), so that the content starts where
    /// the reducer has it.
    public internal(set) var origin = 0.0
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
    /// A finger drags it now (not a fling or a settle after one).
    var isUnderFinger: Bool { isDragging && !isDecelerating }
    /// Kept for the coordinator; the web's scroll-to-top is the element's (a tap on the
    /// selected tab, the Home key), not a per-view property.
    public var scrollsToTop = false
    /// The document's scroller (see `PagerWebScreen.attachList`).
    public internal(set) var isDocument = false
    /// How far past its top the content is drawn (`PagerWebWrite.pull`): a pull at the top, or its
    /// bounce back. Part of the offset: UIKit's `contentOffset` is below its minimum then.
    public internal(set) var overscroll = 0.0
    /// A pull or its bounce back runs: a position above the top is drawn as overscroll.
    var pulls = false
    /// A CSS scroll snap container (the pages): after a lift it settles on a page by itself
    /// (WEB-SCROLL §2), and a touch does not stop that.
    public internal(set) var snaps = false
    /// An animated `setOffset` (or the strip's rest) the edge runs frame by frame.
    var animation: (since: Double, motion: PagerOffsetAnimation, isRest: Bool)?
    /// The browser's fling is being stopped (`PagerWebWrite.stopFling` until `webFlingStopped`):
    /// its scroll events are the fling's last frame, not news.
    var stoppingFling = false
    /// A write that waits for the browser's snap settle to end (`setPagerOffset`).
    var heldWrite: (value: Double, animated: Bool)?
    /// The page slot (in the DOM's left-to-right order) a snap settle was going to when a
    /// relayout resized the pages under it (`PagerWebScreen.steerSettle`): snapping is off until
    /// the settle has ended, and then the edge brings the pages to that slot.
    var settleTarget: Int?
    /// The browser's last move of it (a `scroll` that was no echo of a write): which way its
    /// motion goes.
    var lastStep = 0.0
    /// Moved by the engine on its own (a wheel, a key, an anchor link, scroll anchoring): its
    /// `scrollend` ends that motion.
    var engineMoves = false
    /// When the browser last moved it (a `scroll` event that was not the echo of a write),
    /// or a finger last released it: where no `scrollend` comes, its motion ends still
    /// (`PagerWebScreen.endStillMotions`).
    var lastMovedAt = -Double.infinity
    /// The finger's recent (time, offset) while it drags the view, for its release velocity.
    var samples = PagerFingerTrack()
    /// The edge's: the writes, the clock, the reports made inside a write (as UIKit's setters).
    unowned(unsafe) let edge: PagerWebEdge

    init(vertical: Bool, edge: PagerWebEdge) {
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
    /// from `PagerWebScreen.flingThreshold` on.
    func movesOnAfterRelease(velocity: Double) -> Bool {
        if snaps { return isOffSnapPoint }
        if pulls { return overscroll > 0 }
        return abs(velocity) >= PagerWebScreen.flingThreshold
    }

    /// A snap container left between two snap points (its pages, `viewportLength` apart).
    var isOffSnapPoint: Bool {
        guard viewportLength > 0 else { return false }
        return abs(position - nearestSnapPoint) >= 0.5
    }

    /// The snap point (a page, `viewportLength` apart) nearest the position, within range.
    var nearestSnapPoint: Double {
        guard viewportLength > 0 else { return position }
        return min(max((position / viewportLength).rounded() * viewportLength, 0), maxPosition)
    }

    /// The spacer written above the content: the frame's start, less what the page holds
    /// above the spacer (`origin`), and the inset.
    var spacerWritten: Double { frameTop - origin + spacerTop }

    /// The list's frame starts at `top` now (a layout changed the chrome over the document),
    /// and its spacer at `origin`: the offset stays (a list whose frame moves keeps its
    /// `contentOffset`), so the content moves with the frame; only what the DOM cannot scroll
    /// to any more is a move.
    func setFrameTop(_ top: Double, origin: Double) {
        guard top != frameTop || origin != self.origin else { return }
        let before = pagerOffset(vertical: vertical)
        frameTop = top
        self.origin = origin
        writeSpacers(thenPosition: position, offsetBefore: before)
    }

    /// The spacers changed: they are written, then the position `target` (held as the DOM
    /// holds it) in the same task, so that no frame shows the change (WEB-SCROLL §4). What
    /// the DOM could not keep (offsets below 0 do not exist) is reported as a move.
    private func writeSpacers(thenPosition target: Double, offsetBefore before: Double) {
        edge.writes.append(.spacers(page: edge.page(of: self) ?? 0, top: spacerWritten, bottom: spacerBottom))
        place(target)
        edge.writes.append(.scrollTo(edge.role(of: self) ?? .content(page: 0), position))
        if pagerOffset(vertical: vertical) != before { edge.domMoved(self) }
    }

    /// The DOM keeps a position within its range: a content or a viewport that shrank puts
    /// it at the new end at once (read back in the same task), which the reducer hears as a
    /// move; a later write of the edge's own never brings back the old position.
    func clampToRange() {
        guard position > maxPosition, overscroll == 0 else { return }
        let before = pagerOffset(vertical: vertical)
        position = held(position)
        if pagerOffset(vertical: vertical) != before { edge.domMoved(self) }
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

    /// Draws the content `value` below its scroll position (`PagerWebWrite.pull`).
    func setOverscroll(_ value: Double) {
        guard value != overscroll else { return }
        overscroll = value
        edge.writes.append(.pull(page: edge.page(of: self) ?? 0, distance: value))
    }

    /// `setContentOffset(_:animated:)`: at once (reported inside the call, as UIKit does), or
    /// animated frame by frame by the edge (never a smooth `scrollTo`, which a touch cannot
    /// stop: WEB-SCROLL §3). A fling of the browser's is stopped first. The browser's snap
    /// settle cannot be stopped — a touch does not stop it, and a write shifts it (WEB-SCROLL
    /// §2) — so an animation asked for during one (a tab tapped right after a flick) waits
    /// for its `scrollend` (`heldWrite`), the latest winning: run frame by frame over the
    /// settle, the pages would swing between the two. A write at once (a layout's) goes
    /// ahead and drops a held one: it is the latest.
    public func setPagerOffset(_ value: Double, vertical: Bool, animated: Bool) {
        if animated, snaps, isDecelerating, animation == nil, !stoppingFling {
            heldWrite = (value, animated)
            return
        }
        heldWrite = nil
        // A settle steered past a relayout runs on (Chromium's goes on to its old target
        // whatever is written: `PagerWebScreen.steerSettle`); the write is drawn, and the
        // settle's end brings the pages to its slot.
        if settleTarget == nil { stopBrowserMotion() }
        if let running = animation, running.isRest {
            // The edge's own rest slide or bounce back (a deceleration to the driver), taken
            // over by this write: that deceleration is over too, as a stopped fling's is.
            isDecelerating = false
            isDragging = false
        }
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
        edge.offsetWritten(self)
        place(target)
        edge.writes.append(.scrollTo(edge.role(of: self) ?? .content(page: 0), position))
        edge.report(self, .moved(offset: pagerOffset(vertical: vertical)))
    }

    /// Runs an animation to `value` frame by frame (`PagerWebScreen.frame(at:)`); a snap
    /// container's snapping is off until it ends.
    func animate(to value: Double, isRest: Bool) {
        if snaps, animation == nil, settleTarget == nil { edge.writes.append(.snapping(false)) }
        animation = (edge.now, PagerOffsetAnimation(from: pagerOffset(vertical: vertical), to: value), isRest)
        edge.framesForAnimations()
    }

    /// The edge's animation ended (or was taken over): a snap container snaps again.
    func endAnimation() {
        guard animation != nil else { return }
        animation = nil
        if snaps, settleTarget == nil { edge.writes.append(.snapping(true)) }
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

// MARK: - The reducer's coordinates

/// The scroller's offsets against the reducer's: the web's one pair of conversions (and the
/// release velocity's sign). A right-to-left pages container's or strip's offset is measured
/// from its other end; the browser adds no safe area to a list's. Nothing outside this file
/// calls them (`ConversionPairTests`).
private enum ScrollerCoordinates {
    /// The reducer's offset of a scroller's offset `offset` (`pagerOffset`) along `role`'s axis.
    static func reducerOffset(ofScroller offset: Double, _ role: PagerScrollRole, _ basis: PagerViewBasis) -> Double {
        guard basis.rightToLeft else { return offset }
        switch role {
        case .content: return offset
        case .tabStrip: return basis.maxPagerX - offset
        case .pages: return basis.maxPagesX - offset
        }
    }

    /// The scroller's offset (`pagerOffset`) of the reducer's offset `value`: the inverse,
    /// the same mirror (a mirror is its own inverse, and nothing shifts a list's offset).
    static func scrollerOffset(ofReducer value: Double, _ role: PagerScrollRole, _ basis: PagerViewBasis) -> Double {
        reducerOffset(ofScroller: value, role, basis)
    }

    /// A velocity along the scroller's axis in the reducer's direction: a right-to-left
    /// horizontal scroller's changes sign.
    static func reducerVelocity(ofScroller velocity: Double, _ role: PagerScrollRole, _ basis: PagerViewBasis) -> Double {
        basis.rightToLeft && role.view != .content ? 0 - velocity : velocity
    }
}

extension PagerWebScroller {
    /// Its offset in the reducer's coordinates.
    public func reducerOffset(as role: PagerScrollRole, basis: PagerViewBasis) -> Double {
        ScrollerCoordinates.reducerOffset(ofScroller: pagerOffset(vertical: vertical), role, basis)
    }

    /// `setPagerOffset` to the reducer's offset `value`.
    public func setReducerOffset(_ value: Double, as role: PagerScrollRole, basis: PagerViewBasis, animated: Bool) {
        setPagerOffset(ScrollerCoordinates.scrollerOffset(ofReducer: value, role, basis), vertical: vertical, animated: animated)
    }

    /// A release (its velocity along the scroller's axis, and a target) in the reducer's terms.
    public func reducerRelease(velocity: Double, target: Double, as role: PagerScrollRole, basis: PagerViewBasis) -> (velocity: Double, target: Double) {
        (ScrollerCoordinates.reducerVelocity(ofScroller: velocity, role, basis), ScrollerCoordinates.reducerOffset(ofScroller: target, role, basis))
    }

    /// The scroller's offset of the reducer's offset `value` (the strip's rest it slides to).
    public func viewTarget(_ value: Double, as role: PagerScrollRole, basis: PagerViewBasis) -> Double {
        ScrollerCoordinates.scrollerOffset(ofReducer: value, role, basis)
    }

    /// A report made in the scroller's offsets (`pagerOffset`), in the reducer's.
    func inReducerCoordinates(_ input: PagerScrollInput, as role: PagerScrollRole, basis: PagerViewBasis) -> PagerScrollInput {
        switch input {
        case .dragBegan(let y): .dragBegan(offset: ScrollerCoordinates.reducerOffset(ofScroller: y, role, basis))
        case .moved(let y): .moved(offset: ScrollerCoordinates.reducerOffset(ofScroller: y, role, basis))
        case .dragEnded(let y, let v, let d):
            .dragEnded(
                offset: ScrollerCoordinates.reducerOffset(ofScroller: y, role, basis),
                velocity: ScrollerCoordinates.reducerVelocity(ofScroller: v, role, basis), decelerates: d)
        case .decelerationEnded(let y): .decelerationEnded(offset: ScrollerCoordinates.reducerOffset(ofScroller: y, role, basis))
        case .motionEnded(let y): .motionEnded(offset: ScrollerCoordinates.reducerOffset(ofScroller: y, role, basis))
        }
    }
}
