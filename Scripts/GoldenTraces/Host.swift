// A minimal scripted host for writing golden traces: it turns "drag from here to there,
// fling, wait, tap" into the §2 events a UIKit screen sends, feeds them to a PagerState
// and carries out the records' commands the way UIKit would (SPEC §7, simplified):
//
// - drags: a `moved` per 60 Hz frame, linear in time;
// - flings: SPEC §7's closed-form deceleration (0.998/ms) until less than 0.5 pt from
//   rest; a fling that would cross a bound stops at it (no bounce: the host simulator
//   issue adds the spring);
// - paging: the pages container settles on the nearest page (one page at most) with a
//   smoothstep deceleration over 0.3 s;
// - animated `setOffset`: 0.3 s of smoothstep `scroll moved` frames, then `scroll ended`;
//   a target within 0.5 pt runs no animation and sends nothing (SPEC §4.0);
// - instant `setOffset`: one `scroll moved` and one `scroll ended` at once.
import Foundation
import PagerCore

struct Host {
    var state = PagerState()
    var events: [PagerEvent] = []
    var t = 0.0
    let frame = 1.0 / 60

    /// An animation the reducer commanded: a view moving from → to over 0.3 s.
    struct Animation {
        var view: ScrollViewID
        var page: Int?
        var from: Double
        var to: Double
        var start: Double
    }
    var animations: [Animation] = []

    // MARK: Sending

    /// Rounds times to the microsecond so trace files stay readable.
    func time(_ t: Double) -> Double { (t * 1e6).rounded() / 1e6 }

    /// Offsets are reported as UIKit does: to 1/1000 pt here, for readable files.
    func point(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

    /// The host's own scroll views' offsets, as it last set or reported them (the
    /// reducer's copy changes at once on an instant `setOffset`; the view's does not
    /// until the host applies it and reports the echo).
    var viewOffsets: [String: Double] = [:]

    func key(_ view: ScrollViewID, _ page: Int?) -> String { "\(view.rawValue)/\(page ?? -1)" }

    mutating func send(_ event: PagerEvent) {
        switch event.kind {
        case .offset(_, let r):
            viewOffsets[key(r.view, r.view == .content ? r.page : nil)] = r.offset
        default:
            break
        }
        events.append(event)
        let record = state.apply(event)
        if case .layout = event.kind, let g = state.geometry {
            // Views a layout creates start where the reducer says (minY, 0); existing
            // views keep their offsets until the host applies a command and echoes it.
            for k in 0..<g.contentViewCount where viewOffsets[key(.content, g.isPages ? k : nil)] == nil {
                viewOffsets[key(.content, g.isPages ? k : nil)] = state.contentOffset(page: k)
            }
            for view in [ScrollViewID.pages, .pager] where viewOffsets[key(view, nil)] == nil {
                viewOffsets[key(view, nil)] = 0
            }
        }
        carryOut(record.commands)
    }

    mutating func carryOut(_ commands: [PagerCommand]) {
        for command in commands {
            guard case .setOffset(let view, let page, let value, let animated) = command else { continue }
            let current = viewOffsets[key(view, page)] ?? offset(view, page: page)
            animations.removeAll { $0.view == view && $0.page == page }
            if animated {
                if abs(value - current) >= 0.5 {
                    animations.append(Animation(view: view, page: page, from: current, to: value, start: t))
                }
            } else if value != current {
                send(.offset(.scrollMoved, view, page: page, offset: value, t: time(t)))
                send(.offset(.scrollEnded, view, page: page, offset: value, t: time(t)))
            }
        }
    }

    func offset(_ view: ScrollViewID, page: Int?) -> Double {
        switch view {
        case .content: return state.contentOffset(page: page ?? 0) ?? 0
        case .pages: return state.pagesX
        case .pager: return state.pagerX
        }
    }

    /// Runs running animations frame by frame up to `end`.
    mutating func advance(to end: Double) {
        while t + frame <= end + 1e-9 {
            t += frame
            stepAnimations()
        }
        t = end
    }

    mutating func stepAnimations() {
        var finished: [Animation] = []
        for animation in animations {
            let u = min(1, (t - animation.start) / 0.3)
            let x = point(animation.from + (animation.to - animation.from) * smoothstep(u))
            send(.offset(.scrollMoved, animation.view, page: animation.page, offset: u >= 1 ? animation.to : x, t: time(t)))
            if u >= 1 { finished.append(animation) }
        }
        for animation in finished {
            animations.removeAll { $0.view == animation.view && $0.page == animation.page }
            send(.offset(.scrollEnded, animation.view, page: animation.page, offset: animation.to, t: time(t)))
        }
    }

    // MARK: Gestures

    mutating func layout(_ layout: Layout) {
        send(.layout(layout, t: time(t)))
    }

    mutating func wait(_ seconds: Double) {
        advance(to: t + seconds)
    }

    /// A touch on `view` that drags it by `distance` points of offset over `duration`,
    /// then lets go with `velocity` (pt/s); a fling decelerates per SPEC §7.
    ///
    /// `decelerates: false` is a release that reports no deceleration (`willDecelerate`
    /// false) even beyond a bound — the "slow release" of SPEC §4.5; the view then
    /// returns to its bound through host-driven `scroll` frames.
    mutating func drag(_ view: ScrollViewID, page: Int? = nil, by distance: Double, over duration: Double,
                       velocity: Double = 0, decelerates: Bool = true) {
        animations.removeAll { $0.view == view && $0.page == page }  // a touch stops an animation
        let start = offset(view, page: page)
        let frames = max(1, Int((duration / frame).rounded()))
        send(.dragBegan(view, page: page, offset: point(start), t: time(t)))
        let end = point(start + distance)
        for k in 1...frames {
            t += frame
            stepAnimations()
            if k < frames { send(.dragMoved(view, page: page, offset: point(start + distance * Double(k) / Double(frames)), t: time(t))) }
        }
        let (low, high) = bounds(view, page: page)
        let outside = end < low || end > high
        if view == .pages {
            send(.dragEnded(view, page: page, offset: end, velocity: velocity, willDecelerate: true, t: time(t)))
            settlePage(from: end, velocity: velocity, startPage: start)
        } else if !decelerates {
            send(.dragEnded(view, page: page, offset: end, velocity: 0, willDecelerate: false, t: time(t)))
            let (low, high) = bounds(view, page: page)
            if end < low || end > high { returnByScroll(view, page: page, from: end, to: min(max(end, low), high)) }
        } else if velocity != 0 || outside {
            send(.dragEnded(view, page: page, offset: end, velocity: velocity, willDecelerate: true, t: time(t)))
            if outside { bounceBack(view, page: page, from: end) } else { fling(view, page: page, from: end, velocity: velocity) }
        } else {
            send(.dragEnded(view, page: page, offset: end, velocity: 0, willDecelerate: false, t: time(t)))
        }
    }

    /// Released beyond a bound: decelerates back to it over 0.3 s (smoothstep), the way
    /// the rubber band returns. Bounds are read after the release (a reveal may move them).
    mutating func bounceBack(_ view: ScrollViewID, page: Int?, from x: Double) {
        send(.offset(.decelerateBegan, view, page: page, offset: point(x), t: time(t)))
        let (low, high) = bounds(view, page: page)
        decelerate(view, page: page, from: x, to: min(max(x, low), high), along: smoothstep)
    }

    /// A host-driven return to `to` over 0.3 s: `scroll moved` frames, then `scroll ended`.
    mutating func returnByScroll(_ view: ScrollViewID, page: Int?, from x: Double, to: Double) {
        for k in 1...returnFrames {
            t += frame
            stepAnimations()
            let u = Double(k) / Double(returnFrames)
            send(.offset(.scrollMoved, view, page: page, offset: k < returnFrames ? point(x + (to - x) * smoothstep(u)) : to, t: time(t)))
        }
        send(.offset(.scrollEnded, view, page: page, offset: to, t: time(t)))
    }

    /// SPEC §7 deceleration: x(t) = x₀ + v₀·(dᵗ'−1)/(1000·ln d), t' = 1000 t, d = 0.998.
    mutating func fling(_ view: ScrollViewID, page: Int?, from x0: Double, velocity v0: Double) {
        let d = 0.998, k = 1000 * log(d)
        let rest = x0 - v0 / k
        send(.offset(.decelerateBegan, view, page: page, offset: point(x0), t: time(t)))
        var elapsed = 0.0
        while true {
            elapsed += frame
            t += frame
            stepAnimations()
            let x = x0 + v0 * (pow(d, 1000 * elapsed) - 1) / k
            let (low, high) = bounds(view, page: page)
            if x < low || x > high {
                // Crossing a bound: the spring returns it (simplified to 0.3 s back).
                send(.offset(.decelerateMoved, view, page: page, offset: point(x), t: time(t)))
                decelerate(view, page: page, from: x, to: min(max(x, low), high), along: smoothstep)
                return
            }
            if abs(rest - x) < 0.5 {
                send(.offset(.decelerateEnded, view, page: page, offset: point(rest), t: time(t)))
                return
            }
            send(.offset(.decelerateMoved, view, page: page, offset: point(x), t: time(t)))
        }
    }

    /// Paging: round((X + 0.4995·v)/W), at most one page from where the drag began.
    mutating func settlePage(from x: Double, velocity: Double, startPage start: Double) {
        guard let g = state.geometry else { return }
        let W = g.width
        let first = (start / W).rounded()
        var target = ((x + 0.4995 * velocity) / W).rounded()
        target = min(max(target, first - 1), first + 1)
        target = min(max(target, 0), Double(max(g.itemCount - 1, 0)))
        send(.offset(.decelerateBegan, .pages, offset: point(x), t: time(t)))
        decelerate(.pages, page: nil, from: x, to: target * W, along: { u in 1 - (1 - u) * (1 - u) })
    }

    /// The frames of a host-timed deceleration: `decelerate moved` from `x` towards `to`
    /// along `curve` (0 → 1) for 0.3 s, ending with `decelerate ended` exactly at `to`.
    mutating func decelerate(_ view: ScrollViewID, page: Int?, from x: Double, to: Double, along curve: (Double) -> Double) {
        for k in 1...returnFrames {
            t += frame
            stepAnimations()
            let u = Double(k) / Double(returnFrames)
            if k < returnFrames { send(.offset(.decelerateMoved, view, page: page, offset: point(x + (to - x) * curve(u)), t: time(t))) }
            else { send(.offset(.decelerateEnded, view, page: page, offset: to, t: time(t))) }
        }
    }

    /// 0.3 s of 60 Hz frames: how long every host-timed return and animation lasts.
    let returnFrames = 18

    /// `s(u) = 3u² − 2u³`: the ease-in-out of host returns and animated `setOffset`s.
    func smoothstep(_ u: Double) -> Double { u * u * (3 - 2 * u) }

    func bounds(_ view: ScrollViewID, page: Int?) -> (Double, Double) {
        guard let g = state.geometry else { return (0, 0) }
        switch view {
        case .content: return (-state.insetTop, g.maxY(ofView: page ?? 0, insetTop: state.insetTop))
        case .pages: return (0, g.maxPagesX)
        case .pager: return (0, g.maxPagerX)
        }
    }

    mutating func tap(_ index: Int) {
        send(.tapPagerItem(index, t: time(t)))
    }

    mutating func tapStatusBar() {
        send(.tapStatusBar(t: time(t)))
    }
}
