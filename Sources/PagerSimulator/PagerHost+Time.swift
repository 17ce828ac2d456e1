// Time on the simulated screen (SPEC §7): frames on a global grid, every motion's end at
// its exact instant, so offsets at an instant do not depend on the frame rate (SPEC §8.6).
import PagerCore

extension PagerHost {
    /// Moves time to `end`, reporting every frame and every end of motion on the way.
    public mutating func advance(to end: Double) {
        // Nothing moving and no layout pass to report: no frame would report anything, so the
        // idle time passes in one step (a long `wait` on a resting screen costs nothing).
        if !sendsLayoutEveryFrame, !anyViewInMotion {
            time = max(time, end)
            return
        }
        while time < end {
            var nextFrame =
                frameInterval.map { interval -> Double in
                    (((time / interval) + 1e-9).rounded(.down) + 1) * interval
                } ?? .infinity
            // The same instant computed two ways (a grid frame, a gesture's own instant) is one.
            if abs(nextFrame - end) < 1e-9 { nextFrame = end }
            let nextEnd = earliestEnd(after: time)
            let next = min(nextFrame, nextEnd, end)
            time = next
            reportEnds()
            if next == nextFrame || next == end {
                reportFrames()
                if sendsLayoutEveryFrame, let layout = lastLayout { send(.layout(layout, t: time)) }
            }
            reportEnds()  // motions a frame's commands started and finished at once
        }
    }

    /// `moved` for every view in motion: first the lists the reducer flings, then the
    /// others, each group in SPEC §3 order (content pages, pages, pager). The flings come
    /// first because in UIKit mode the driver runs them, and a display-link frame moves them
    /// all at once (`.frame`), before the scroll views report their own frames.
    mutating func reportFrames() {
        let now = time
        let moving = movingViews()
        if readDriver({ $0.wantsFrames }) == true { deliver(.frame) }  // UIKit mode: the driver's flings
        for flings in [true, false] {
            for (view, page) in moving where (view == .content && flungLists.contains(page ?? 0)) == flings {
                guard let model = model(view, page), let end = model.endTime, end > now else { continue }
                let offset = model.offset(at: now)
                let phaseEvent: PagerEvent =
                    model.isAnimating || model.isFlinging
                    ? .offset(.scrollMoved, view, page: reportPage(view, page), offset: offset, t: now)
                    : .offset(.decelerateMoved, view, page: reportPage(view, page), offset: offset, t: now)
                send(phaseEvent)
            }
        }
    }

    /// `ended` for every motion that ended by now.
    mutating func reportEnds() {
        let now = time
        // Driver modes: a fling of the driver's that ended by now reports its end now, so that
        // what the end commands starts at this instant, as in events mode.
        if readDriver({ $0.wantsFrames }) == true, contentViews.indices.contains(where: { driverFlingEnd($0).map { $0 <= now } == true }) {
            deliver(.tick)
        }
        // The flung lists' ends first, as their frames come first (`reportFrames`): in the
        // driver modes the driver's tick above has just reported them.
        let moving = movingViews()
        for flings in [true, false] {
            for (view, page) in moving where (view == .content && flungLists.contains(page ?? 0)) == flings {
                guard let model = model(view, page), let end = model.endTime, end <= now else { continue }
                let wasAnimating = model.isAnimating || model.isFlinging
                let rest = model.restingOffset
                update(view, page) { $0.stop(at: end) }
                if view == .content { flungLists.remove(page ?? 0) }
                send(
                    wasAnimating
                        ? .offset(.scrollEnded, view, page: reportPage(view, page), offset: rest, t: now)
                        : .offset(.decelerateEnded, view, page: reportPage(view, page), offset: rest, t: now))
            }
        }
    }

    /// The views in motion now, in SPEC §3 order: a snapshot (a motion a command starts
    /// while the caller goes through them is not in it). Built in storage kept from frame to
    /// frame, so a frame allocates nothing once the storage has grown.
    mutating func movingViews() -> [(PagerScrollViewID, Int?)] {
        movingScratch.removeAll(keepingCapacity: true)
        for k in contentViews.indices where contentViews[k].endTime != nil { movingScratch.append((.content, k)) }
        if pagesView.endTime != nil { movingScratch.append((.pages, nil)) }
        if pagerView.endTime != nil { movingScratch.append((.pager, nil)) }
        return movingScratch
    }
}
