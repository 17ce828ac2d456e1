// The end of a browser motion where the browser fires no `scrollend` (WebKit, Safari:
// WEB-ENGINES §C, §E.1), decided here: a scroller the browser moved — a fling, a snap
// settle, a wheel, a key, a scrollbar — has ended its motion once it stays still for
// `synthesizedEndDelay` with no finger down. The page only says whether its browser fires
// `scrollend` at all. And a snap settle that a relayout (a rotation) ran into, steered to the
// page it was going to: it, too, ends still.

extension PagerWebScreen {
    /// How long (s) a scroller the browser moves must stay still, with no finger down, before
    /// the edge takes its motion as ended where no `scrollend` comes: WEB-ENGINES §E.1's
    /// 150 ms (WebKit's frames there came up to 110 ms apart). A `scroll` event that echoes
    /// the edge's own write is no move (`scrolled` takes it as nothing).
    public static let synthesizedEndDelay = 0.15

    /// Whether the browser fires `scrollend` (`'onscrollend' in window`): true by default.
    /// Without it, each motion the browser runs ends `synthesizedEndDelay` after its last
    /// move, as its `scrollend` would have ended it: the driver hears the deceleration's or
    /// the motion's end, and the pages, left between two pages, are slid to the nearest
    /// (WEB-ENGINES B1, B2).
    public var firesScrollEnd: Bool {
        get { edge.firesScrollEnd }
        set { edge.firesScrollEnd = newValue }
    }

    /// Whether some motion of the browser's waits for its synthesized end (frames must come).
    var awaitsSynthesizedEnd: Bool {
        core.views.contains { $0.settleTarget != nil || (!edge.firesScrollEnd && awaitsEnd($0)) }
    }

    /// At an animation frame at `t`, where no `scrollend` comes: each motion of the
    /// browser's whose scroller has not moved for `synthesizedEndDelay` ends, as at its
    /// `scrollend` (`scrollEnded(_:at:)`). Never with a finger down: the finger may hold it
    /// still and move it again. A steered settle ends so too, whether or not the browser
    /// fires `scrollend`.
    func endStillMotions(at t: Double) {
        guard finger == nil else { return }
        for view in core.views where view.settleTarget != nil || (!edge.firesScrollEnd && awaitsEnd(view)) {
            guard t - view.lastMovedAt >= Self.synthesizedEndDelay else { continue }
            endMotion(of: view)
        }
    }

    /// A motion the browser runs on `view` that only a `scrollend` would end: its fling or
    /// snap settle (decelerating, with no slide of the edge's), or a motion of its own
    /// (`engineMoves`); not while the edge stops its fling.
    private func awaitsEnd(_ view: PagerWebScroller) -> Bool {
        (view.isDecelerating || view.engineMoves) && view.animation == nil && !view.stoppingFling
    }

    // MARK: A settle a relayout ran into

    /// The page slot (in the DOM's left-to-right order) the browser's snap settle of `pages`
    /// runs to, if one runs: the next page boundary the way it last moved (a settle eases out
    /// one way; `scroll-snap-stop: always` stops it at the first page), or the nearest when it
    /// has not moved yet. Read before a relayout changes the pages' width.
    func settlingSlot(of pages: PagerWebScroller) -> Int? {
        guard pages.snaps, pages.isDecelerating, pages.animation == nil, !pages.stoppingFling, pages.viewportLength > 0 else { return nil }
        if let slot = pages.settleTarget { return slot }
        let slots = pages.position / pages.viewportLength
        let slot = pages.lastStep > 0 ? (slots - 0.001).rounded(.up) : pages.lastStep < 0 ? (slots + 0.001).rounded(.down) : slots.rounded()
        return Int(max(0, slot))
    }

    /// A relayout (a rotation) resized the pages while the browser's snap settle ran: the
    /// settle runs on in the old width's pixels, whatever is written (Chromium's, measured by
    /// the harness's `rotateAfterAPageFlick`: docs/Web.md), and would snap at the new width to
    /// a page the flick was not going to. Snapping is off until the settle has ended (still
    /// for `synthesizedEndDelay`; its `scrollend`s may be the writes'), and then the edge
    /// brings the pages to `slot`.
    func steerSettle(_ pages: PagerWebScroller, to slot: Int, at t: Double) {
        if pages.settleTarget == nil { edge.writes.append(.snapping(false)) }
        pages.settleTarget = max(0, slot)
        pages.lastMovedAt = t
    }

    /// The steered settle of `pages` ended: the driver hears the deceleration's end; a write
    /// that waited for it runs (a tab tapped meanwhile: the latest wins), or else the edge
    /// slides the pages to the settle's slot; snapping is on again when they are there.
    func endSteeredSettle(_ pages: PagerWebScroller) {
        guard let slot = pages.settleTarget else { return }
        pages.isDecelerating = false
        pages.isDragging = false
        edge.report(pages, .decelerationEnded(offset: pages.pagerOffset(vertical: false)))
        if let (value, animated) = pages.heldWrite {
            pages.heldWrite = nil
            pages.setPagerOffset(value, vertical: false, animated: animated)
        } else {
            let target = min(Double(slot) * pages.viewportLength, pages.maxPosition)
            if abs(pages.position - target) >= 0.5 { pages.animate(to: target, isRest: false) }
        }
        releaseSteeredSettle(pages)
    }

    /// The steer is over (its end, or a finger landed: the finger's motion is its own):
    /// snapping is on again, unless the edge's own slide runs (on again at its end).
    func releaseSteeredSettle(_ pages: PagerWebScroller) {
        guard pages.settleTarget != nil else { return }
        pages.settleTarget = nil
        if pages.animation == nil { edge.writes.append(.snapping(true)) }
    }
}
