// Fingers on the simulated screen: a touch on a scroll view (`drag` events as UIKit reports
// them) and a touch on the header (SPEC §4.7, §7: `drag` on `header`).
import PagerCore

extension PagerHost {
    /// A finger lands on `view` at `position` (points along its axis): the view stops
    /// whatever it was doing and a drag begins.
    public mutating func touchDown(_ view: PagerScrollViewID, page: Int? = nil, at position: Double) {
        // One finger at a time, and only on views the content has (no pages container in
        // `sections` content).
        guard touched == nil, headerFinger == nil, model(view, page) != nil,
            view != .pages || (state.geometry?.isPages ?? false)
        else { return }
        let now = time
        touched = (view, page)
        if view == .pager { pagerDragStart = offset(.pager) }
        if view == .content { flungLists.remove(page ?? 0) }
        update(view, page) { $0.touchDown(finger: position, at: now) }
        send(.dragBegan(view, page: reportPage(view, page), offset: offset(view, page: page ?? 0), t: now))
    }

    /// The finger moves to `position` now.
    public mutating func touchMoved(to position: Double) {
        guard let (view, page) = touched else { return }
        let now = time
        var shown = 0.0
        update(view, page) { shown = $0.touchMoved(finger: position, at: now) }
        send(.dragMoved(view, page: reportPage(view, page), offset: shown, t: now))
    }

    /// The finger lifts now: `drag ended` with the release velocity, then (if the view will
    /// move on) `decelerate began` at the same instant.
    public mutating func touchUp() {
        if headerFinger != nil { return headerTouchUp() }
        guard let (view, page) = touched, let dragged = model(view, page) else { return }
        touched = nil
        let now = time
        // The tab strip rests where the reducer says (SPEC §4.8); the host knows the rule, so
        // it can say `willDecelerate` before the reducer's `setTarget` arrives (as UIKit
        // asks `willEndDragging` for the target before `didEndDragging`).
        let predicted = view == .pager ? predictedPagerTarget(for: dragged, at: now) : nil
        let (velocity, perMillisecond, willDecelerate) = dragged.release(at: now, target: predicted)
        releaseVelocityPerMillisecond = perMillisecond
        let releaseOffset = dragged.offset(at: now)
        commandedTarget = nil
        send(
            .dragEnded(
                view, page: reportPage(view, page), offset: releaseOffset, velocity: velocity,
                willDecelerate: willDecelerate, t: now))
        let target = view == .pager ? commandedTarget ?? predicted : nil
        commandedTarget = nil
        update(view, page) { $0.settle(velocity: velocity, target: target, at: now) }
        guard willDecelerate else {
            update(view, page) { $0.stop(at: now) }
            return
        }
        send(.offset(.decelerateBegan, view, page: reportPage(view, page), offset: releaseOffset, t: now))
        if model(view, page)?.endTime == nil {
            // The bounds moved under the finger (an inset change): nothing left to do.
            send(.offset(.decelerateEnded, view, page: reportPage(view, page), offset: offset(view, page: page ?? 0), t: now))
        }
    }

    /// SPEC §4.8's target for a release of the pager now, when its behaviour snaps.
    func predictedPagerTarget(for dragged: PagerScrollViewModel, at now: Double) -> Double? {
        guard let g = state.geometry, g.behavior != .continuous else { return nil }
        let velocity = dragged.release(at: now).velocity
        return g.pagerRestTarget(offset: dragged.offset(at: now), velocity: velocity, dragStart: pagerDragStart)
    }

    // MARK: Touches on the header

    /// A finger lands on the header (overlay modes, SPEC §7): a list that is moving first
    /// reports its offset at this instant, then `drag began` on `header` with translation 0.
    public mutating func touchDownHeader() {
        guard touched == nil, headerFinger == nil else { return }
        let now = time
        headerFinger = PagerFingerTrack(landing: 0, at: now)
        let k = state.geometry.map { $0.isPages ? state.page : 0 } ?? 0
        // (Also a motion that ends at this very instant: its end is not reported yet.)
        if let list = model(.content, k), list.endTime != nil {
            let page = reportPage(.content, k)
            let y = list.offset(at: now)
            send(
                list.isAnimating || list.isFlinging
                    ? .offset(.scrollMoved, .content, page: page, offset: y, t: now)
                    : .offset(.decelerateMoved, .content, page: page, offset: y, t: now))
        }
        send(.dragBegan(.header, offset: 0, t: now))
    }

    /// The finger on the header moves by `distance` points up (negative: down) from where it
    /// landed: `drag moved` on `header` with that translation in offset space.
    public mutating func headerTouchMoved(to translation: Double) {
        guard var finger = headerFinger else { return }
        let now = time
        finger.moved(to: translation, at: now)
        headerFinger = finger
        send(.dragMoved(.header, offset: translation, t: now))
    }

    /// The finger lifts from the header: `drag ended` with the finger's own release
    /// velocity (from its last two moves, not from the rubber-banded offsets).
    mutating func headerTouchUp() {
        guard let finger = headerFinger else { return }
        headerFinger = nil
        let now = time
        let velocity = finger.releaseVelocity(at: now, physics: physics)
        releaseVelocityPerMillisecond = velocity / 1000
        let translation = finger.last?.value ?? 0
        send(.dragEnded(.header, offset: translation, velocity: velocity, willDecelerate: velocity != 0, t: now))
    }
}
