// The motions the driver runs itself: UIKit has no call for the reducer's `fling` (SPEC §4.7,
// §7), so the driver decelerates the list with the simulator's physics, frame by frame —
// and runs the animated `setOffset` that replaces a fling, which UIKit could not animate
// from a motion it does not know. The driver puts each frame on the list and reports it.
import PagerCore
import PagerPhysics

/// The lists the driver moves by itself, by ascending page, in the reducer's coordinates.
struct FlingEngine: Sendable {
    /// One list's motion.
    struct Fling: Sendable {
        var page: Int
        var motion: PagerScrollViewModel
        /// When it started.
        var start: Double
        /// The last frame reported (a frame at the same instant reports nothing again).
        var lastFrame: Double
    }

    /// The running flings, by ascending page.
    private(set) var flings: [Fling] = []
    /// Whether the content was pages when the flings were last laid out (a change of
    /// content kind replaces every list).
    private var contentIsPages: Bool?

    /// Whether nothing runs.
    var isEmpty: Bool { flings.isEmpty }

    /// When page `page`'s fling ends, if one runs.
    func endTime(page: Int) -> Double? {
        flings.first { $0.page == page }?.motion.endTime
    }

    /// Where page `page`'s fling has its list at `t`, if one runs.
    func offset(page: Int, at t: Double) -> Double? {
        flings.first { $0.page == page }?.motion.offset(at: t)
    }

    /// Starts a fling of page `page`'s list (`motion` already flung), replacing any.
    mutating func start(page: Int, _ motion: PagerScrollViewModel, at t: Double) {
        flings.removeAll { $0.page == page }
        flings.append(Fling(page: page, motion: motion, start: t, lastFrame: t))
        flings.sort { $0.page < $1.page }
    }

    /// Ends page `page`'s fling at `t`, returning where its motion is then.
    mutating func stop(page: Int, at t: Double) -> Double? {
        guard let i = flings.firstIndex(where: { $0.page == page }) else { return nil }
        return flings.remove(at: i).motion.offset(at: t)
    }

    /// Where page `page`'s fling is at `t`, counted as that instant's frame (a touch on the
    /// header reports the list there first, SPEC §7).
    mutating func frame(page: Int, at t: Double) -> Double? {
        guard let i = flings.firstIndex(where: { $0.page == page }) else { return nil }
        flings[i].lastFrame = t
        return flings[i].motion.offset(at: t)
    }

    /// The pages whose lists run a fling, ascending.
    var pages: [Int] { flings.map { $0.page } }  // a closure: Embedded Swift has no key paths

    /// Page `page`'s frame at `t` — where its list is then — unless no fling runs there or
    /// that instant's frame was already reported.
    mutating func frameIfDue(page: Int, at t: Double) -> Double? {
        guard let i = flings.firstIndex(where: { $0.page == page }), flings[i].lastFrame < t else { return nil }
        flings[i].lastFrame = t
        return flings[i].motion.offset(at: t)
    }

    /// Runs SPEC §7's 0.3 s animation to `value` from where page `page`'s fling is, in its
    /// place; false when no fling runs there.
    mutating func animate(page: Int, to value: Double, at t: Double) -> Bool {
        guard let i = flings.firstIndex(where: { $0.page == page }) else { return false }
        flings[i].motion.animate(to: value, at: t)
        return true
    }

    /// The next fling whose motion ended by `t` — the earliest end, then the lowest page —
    /// removed, with its resting offset and the instant it ended (SPEC §7 places an end at
    /// its exact instant, not at the next frame).
    ///
    /// A fling with nothing to run but a bounce already settled ends the instant it starts;
    /// like the simulator, which reports such an end at its next step, it is reported at the
    /// next frame or later input (`atFrame`) — an input at that same instant (a touch) still
    /// finds it moving.
    mutating func popFinished(by t: Double, atFrame: Bool) -> (page: Int, rest: Double, instant: Double)? {
        func finished(_ fling: Fling) -> Bool {
            guard let end = fling.motion.endTime else { return true }
            return end > fling.start ? end <= t : end < t || atFrame
        }
        func instant(_ fling: Fling) -> Double {
            guard let end = fling.motion.endTime, end > fling.start else { return t }
            return end
        }
        guard
            let i = flings.indices.filter({ finished(flings[$0]) })
                .min(by: { (instant(flings[$0]), flings[$0].page) < (instant(flings[$1]), flings[$1].page) })
        else { return nil }
        let fling = flings.remove(at: i)
        return (fling.page, fling.motion.restingOffset, instant(fling))
    }

    /// SPEC §7: a fling carries on when the bounds move, heading for the nearest bound when
    /// its rest no longer fits them.
    mutating func boundsChanged(_ g: PagerLayoutGeometry, insetTop: Double, at t: Double) {
        for i in flings.indices {
            let k = flings[i].page
            guard k < g.contentViewCount else { continue }
            flings[i].motion.length = g.contentViewHeight
            flings[i].motion.minimum = 0 - insetTop
            flings[i].motion.maximum = g.maxY(ofView: k, insetTop: insetTop)
            flings[i].motion.boundsChanged(at: t)
        }
    }

    /// After a layout: flings of lists that are gone (or of another kind of content) end
    /// silently, as the views they moved were replaced; the others see the new bounds.
    mutating func layoutChanged(_ g: PagerLayoutGeometry?, insetTop: Double, at t: Double) {
        guard let g else { return flings.removeAll() }
        if contentIsPages != g.isPages { flings.removeAll() }
        contentIsPages = g.isPages
        flings.removeAll { $0.page >= g.contentViewCount }
        boundsChanged(g, insetTop: insetTop, at: t)
    }

    /// Ends every fling (a restored state).
    mutating func removeAll() { flings.removeAll() }
}
