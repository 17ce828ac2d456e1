// The end of a browser motion where the browser fires no `scrollend` (WebKit, Safari:
// WEB-ENGINES §C, §E.1), decided here: a scroller the browser moved — a fling, a snap
// settle, a wheel, a key, a scrollbar — has ended its motion once it stays still for
// `synthesizedEndDelay` with no finger down. The page only says whether its browser fires
// `scrollend` at all.

extension WebScreen {
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
        !edge.firesScrollEnd && core.views.contains(where: awaitsEnd)
    }

    /// At an animation frame at `t`, where no `scrollend` comes: each motion of the
    /// browser's whose scroller has not moved for `synthesizedEndDelay` ends, as at its
    /// `scrollend` (`scrollEnded(_:at:)`). Never with a finger down: the finger may hold it
    /// still and move it again.
    func endStillMotions(at t: Double) {
        guard !edge.firesScrollEnd, finger == nil else { return }
        for view in core.views where awaitsEnd(view) && t - view.lastMovedAt >= Self.synthesizedEndDelay {
            guard let role = core.role(of: view) else { continue }
            scrollEnded(role, at: t)
        }
    }

    /// A motion the browser runs on `view` that only a `scrollend` would end: its fling or
    /// snap settle (decelerating, with no slide of the edge's), or a motion of its own
    /// (`engineMoves`); not while the edge stops its fling.
    private func awaitsEnd(_ view: WebScroller) -> Bool {
        (view.isDecelerating || view.engineMoves) && view.animation == nil && !view.stoppingFling
    }
}
