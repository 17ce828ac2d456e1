// What a web screen's scrollers and chrome share: the DOM writes not yet taken, the clock,
// the header's and the underline's drawn values and slides, and the coordinator they report to.

import PagerCore
import PagerPhysics

/// What the scrollers and the chrome share: the writes, the clock, the coordinator to report to.
public final class PagerWebEdge: PagerScreenChrome {
    /// The DOM writes not yet taken.
    public internal(set) var writes: [PagerWebWrite] = []
    /// The time of the input being handled (seconds; the page's `event.timeStamp` / 1000).
    public internal(set) var now = 0.0
    /// Device pixels per CSS px (`devicePixelRatio`): scroll positions snap to them.
    public internal(set) var pixelScale = 1.0
    /// Whether the page must keep sending animation frames (`PagerWebScreen.frame(at:)`).
    public internal(set) var wantsFrames = false
    var driverWantsFrames = false
    /// Whether the browser fires `scrollend` (`PagerWebScreen.firesScrollEnd`).
    var firesScrollEnd = true
    /// The header's `translateY` as last written, and its slide toward a new one (if any).
    public private(set) var drawnHeader = 0.0
    private(set) var headerSlide: ChromeSlide<Double>?
    /// The underline's frame as last written, and its slide after a tap (if any).
    public private(set) var drawnUnderline: PagerScreenRect?
    private(set) var underlineSlide: ChromeSlide<PagerScreenRect>?
    /// How long the underline slides to a tapped tab (s).
    @available(*, deprecated, renamed: "PagerScreenLayer.underlineSlideDuration")
    public static let underlineSlideDuration = PagerScreenLayer.underlineSlideDuration
    /// The coordinator the screen made (`PagerWebScreen` sets it; unowned: the screen owns both).
    unowned(unsafe) var coordinator: PagerScreenCoordinator<PagerWebScroller>?

    /// Lists the DOM moved while an update wrote their spacers (an offset it cannot hold),
    /// reported when the update ends unless the update wrote their offset after (the reducer
    /// then hears where its own write put them, not a position the list held for an instant).
    private var heldMoves: [PagerWebScroller] = []

    /// The DOM moved `scroller` (a spacer write or a shorter content left it past its end):
    /// reported now, or held to the update's end.
    func domMoved(_ scroller: PagerWebScroller) {
        guard coordinator?.isCarryingOut == true else { return report(scroller, .moved(offset: scroller.pagerOffset(vertical: scroller.vertical))) }
        if !heldMoves.contains(where: { $0 === scroller }) { heldMoves.append(scroller) }
    }

    /// The update wrote `scroller`'s offset: a move held for it is superseded.
    func offsetWritten(_ scroller: PagerWebScroller) {
        if !heldMoves.isEmpty { heldMoves.removeAll { $0 === scroller } }
    }

    /// The update's carrying out ended: the held moves are reported.
    func updateCarriedOut() {
        guard !heldMoves.isEmpty else { return }
        let moved = heldMoves
        heldMoves.removeAll()
        for scroller in moved { report(scroller, .moved(offset: scroller.pagerOffset(vertical: scroller.vertical))) }
    }

    func role(of scroller: PagerWebScroller) -> PagerScrollRole? { coordinator?.role(of: scroller) }
    func page(of scroller: PagerWebScroller) -> Int? { coordinator?.page(of: scroller) }

    /// A scroller's report: `input` carries its offsets as the scroller has them
    /// (`pagerOffset`), delivered in the reducer's coordinates (SPEC §2), as the scroller
    /// converts them.
    func report(_ scroller: PagerWebScroller, _ input: PagerScrollInput) {
        guard let coordinator, let role = coordinator.role(of: scroller) else { return }
        coordinator.deliver(.scroll(role, scroller.inReducerCoordinates(input, as: role, basis: basis)), at: now)
    }

    /// What the scrollers' offsets are measured against now.
    var basis: PagerViewBasis { coordinator?.screen.driver.viewBasis ?? PagerViewBasis() }

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
    public func layOutStrip(_ frames: PagerTabStripFrames) {
        // The strip's content is its cells' (before the underline and any offset in this update).
        coordinator?.strip?.contentLength = frames.contentWidth
        writes.append(.strip(frames))
    }
    /// The underline goes to `frame`: at once, or, `animated` (a tap) from where it is drawn,
    /// over `PagerScreenLayer.underlineSlideDuration`, one write per animation frame. As the header's, a
    /// placement at once where it is sliding leaves the slide running.
    public func placeUnderline(_ frame: PagerScreenRect, animated: Bool) {
        if underlineSlide?.to == frame { return }
        guard animated, let drawn = drawnUnderline, drawn != frame else {
            underlineSlide = nil
            drawUnderline(frame)
            return
        }
        underlineSlide = ChromeSlide(from: drawn, to: frame, start: now, duration: PagerScreenLayer.underlineSlideDuration)
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

    private func drawUnderline(_ frame: PagerScreenRect) {
        drawnUnderline = frame
        writes.append(.underline(frame))
    }
    /// Whether the driver's own motion wants animation frames.
    public func runFrames(_ wanted: Bool) {
        driverWantsFrames = wanted
        if wanted { wantsFrames = true }
    }
}
