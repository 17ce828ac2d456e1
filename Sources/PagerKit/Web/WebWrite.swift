// What the web edge hands the DOM (`PagerWebWrite`), where a finger landed (`PagerWebTouchPlace`), and
// the small values the edge keeps between browser events: a finger's recent moves and the
// chrome's frame-by-frame slides. (Split out of WebScreen.swift, which says what the edge is.)

import PagerCore
import PagerPhysics

/// What the web edge tells the DOM to do, in order.
public enum PagerWebWrite: Equatable, Sendable {
    /// Set the scroller's position at once: `scrollTop` of a list, `scrollLeft` of the strip
    /// or the pages container (the DOM's own value, spacers included).
    case scrollTo(PagerScrollRole, Double)
    /// Page `page`'s list's spacers: `top` above its content (the inset), `bottom` below it
    /// (the pad). Written in the same task as the `scrollTo` that compensates a top change
    /// (WEB-SCROLL §4: with `overflow-anchor: none`, no frame shows the jump).
    case spacers(page: Int, top: Double, bottom: Double)
    /// Stop the browser's own fling of the scroller: `overflow: hidden` kept for two
    /// animation frames, then restored and `webFlingStopped` called (WEB-SCROLL §3: neither
    /// a write nor a `scrollTo` stops a fling; an instant write shifts it).
    case stopFling(PagerScrollRole)
    /// The header's `translateY`, at once. An animated move (`animateHeader`) is drawn by
    /// one such write per animation frame (`ChromeSlide`), never by a CSS transition.
    case header(ty: Double)
    /// The strip's cells and content width.
    case strip(PagerTabStripFrames)
    /// The underline's frame in the strip's content, at once; its slide after a tap is one
    /// such write per animation frame, as the header's is.
    case underline(PagerScreenRect)
    /// The pages container's frame on the screen (`pages` content; SPEC §1's content frame).
    case pagesFrame(PagerScreenRect)
    /// Page `page`'s list drawn `distance` below where its scroll position puts it (a
    /// `translateY` of its content; 0: none): a pull past its top, which the browser does not
    /// draw (WEB-SCROLL §9: no rubber band), as UIKit's rubber band shows it.
    case pull(page: Int, distance: Double)
    /// Page `page`'s frame in the pages container's content (mirrored right to left: page 0
    /// at the right end). The containers are laid out left to right, so that `scrollLeft` is
    /// UIKit's `contentOffset.x` in either direction, as UIKit's scroll views are.
    case pageFrame(page: Int, PagerScreenRect)
    /// The pages container's CSS snapping on or off: off while the edge moves it frame by
    /// frame (an instant write to a snap container is snapped in the same task: WEB-SCROLL §2),
    /// on again at the animation's end.
    case snapping(Bool)
}

extension PagerWebWrite {
    /// Whether the write is to page `page`'s list: its position, spacers, pull, frame or fling.
    func addresses(page: Int) -> Bool {
        switch self {
        case .scrollTo(let role, _), .stopFling(let role): role == .content(page: page)
        case .spacers(let p, _, _), .pull(let p, _), .pageFrame(let p, _): p == page
        case .header, .strip, .underline, .pagesFrame, .snapping: false
        }
    }
}

/// Where a finger landed, as the page sees it (`event.target`'s place on the screen).
public enum PagerWebTouchPlace: Equatable, Sendable {
    /// Page `page`'s list (`sections`: the document, page 0).
    case list(page: Int)
    /// The header over the lists (not its strip).
    case header
    /// The tab strip.
    case strip
}

/// A value the chrome slides between: the header's `translateY`, the underline's frame.
protocol Slidable: Equatable {
    /// The value `fraction` of the way from `self` to `other` (exactly `other` at 1).
    func toward(_ other: Self, by fraction: Double) -> Self
}

extension Double: Slidable {
    func toward(_ other: Double, by fraction: Double) -> Double { fraction >= 1 ? other : self + (other - self) * fraction }
}

extension PagerScreenRect: Slidable {
    /// Each edge and length alike.
    func toward(_ other: PagerScreenRect, by fraction: Double) -> PagerScreenRect {
        PagerScreenRect(
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
