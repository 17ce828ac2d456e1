// One scroll view on one axis, in closed form: at any instant its offset is a function of
// the current motion and the time since it began (SPEC §7, §8.6).

/// How a view settles when the finger lifts.
public enum PagerSettleRule: Sendable, Equatable {
    /// Free deceleration, bouncing back at the bounds (the lists).
    case free
    /// One viewport page at a time (the pages container).
    case paging(pageCount: Int)
}

/// A UIScrollView-like view: its bounds, its settle rule and what it is doing now.
public struct PagerScrollViewModel: Sendable, Equatable {
    /// What the view is doing, from an instant `since`.
    public enum Motion: Sendable, Equatable {
        /// At rest at `offset`.
        case resting(offset: Double)
        /// Under a finger: the offset follows it, with the rubber band beyond the bounds.
        case dragging(Drag)
        /// Decelerating after a fling; `bounce` takes over at `bounce.after` seconds if the
        /// fling reaches a bound (or from the start if released beyond one).
        case decelerating(since: Double, PagerDeceleration, bounce: Bounce?)
        /// Settling on a paging or snapping target (reported as deceleration, as UIKit does).
        case snapping(since: Double, PagerScrollSpring)
        /// A programmatic animated `setOffset`.
        case animating(since: Double, PagerOffsetAnimation)
    }

    /// A finger on the view.
    public struct Drag: Sendable, Equatable {
        /// Where the finger started, in content points.
        public var fingerStart: Double
        /// The view's offset when the finger started.
        public var offsetStart: Double
        /// The offset now (rubber-banded beyond the bounds).
        public var offset: Double
        /// The offsets the finger gave, for the release velocity (SPEC §7).
        public var track: PagerFingerTrack
        /// The last two moves of `track`, oldest first.
        public var moves: [Move] {
            [track.previous, track.last].compactMap { $0.map { Move(t: $0.t, offset: $0.value) } }
        }
        /// One move: its time and the offset it gave.
        public struct Move: Sendable, Equatable {
            /// When, in seconds.
            public var t: Double
            /// The offset after it.
            public var offset: Double
        }
    }

    /// The spring that takes over a deceleration at a bound.
    public struct Bounce: Sendable, Equatable {
        /// Seconds into the deceleration when the spring starts.
        public var after: Double
        /// The spring back to the bound.
        public var spring: PagerScrollSpring
    }

    /// The constants of every motion.
    public var physics: PagerScrollPhysics
    /// The view's length on its axis (the rubber band's `dim`).
    public var length: Double
    /// The lowest offset it rests at (`minY`, 0).
    public var minimum: Double
    /// The highest offset it rests at (`maxY`, the last page).
    public var maximum: Double
    /// Where a release settles: freely, on pages, or on the strip's snapping rule.
    public var rule: PagerSettleRule
    /// What moves the view now.
    public private(set) var motion: Motion {
        didSet {
            endTime = Self.endTime(of: motion)
            isFlinging = false
        }
    }

    /// The deceleration is the reducer's `fling` (SPEC §7): programmatic motion, which
    /// the host reports as `scroll moved` and `scroll ended`. Any new motion clears it.
    public private(set) var isFlinging = false

    /// When the current motion ends (nil at rest or under a finger). Stored, kept by
    /// `motion`'s observer: the host asks every view every frame, and reading it off the
    /// motion copies the motion's payload.
    public private(set) var endTime: Double?

    /// A view at rest at `offset`, `length` long on its axis, with these bounds and rule.
    public init(offset: Double, length: Double, minimum: Double, maximum: Double, rule: PagerSettleRule, physics: PagerScrollPhysics = PagerScrollPhysics()) {
        self.physics = physics
        self.length = length
        self.minimum = minimum
        self.maximum = maximum
        self.rule = rule
        self.motion = .resting(offset: offset)
    }

    // MARK: Reading

    /// The offset at `t` (closed form). From the instant a motion ends, the view is at its
    /// resting offset exactly (a deceleration stops within 0.5 pt of it, then lands on it,
    /// as UIKit lands on its target content offset).
    public func offset(at t: Double) -> Double {
        if let end = endTime, t >= end { return restingOffset }
        switch motion {
        case .resting(let offset): return offset
        case .dragging(let drag): return drag.offset
        case .decelerating(let since, let fling, let bounce):
            let elapsed = max(0, t - since)
            if let bounce, elapsed >= bounce.after { return bounce.spring.offset(at: min(elapsed - bounce.after, bounce.spring.duration)) }
            return fling.offset(at: min(elapsed, fling.duration))
        case .snapping(let since, let spring):
            return spring.offset(at: min(max(0, t - since), spring.duration))
        case .animating(let since, let animation):
            return animation.offset(at: t - since)
        }
    }

    private static func endTime(of motion: Motion) -> Double? {
        switch motion {
        case .resting, .dragging: return nil
        case .decelerating(let since, let fling, let bounce):
            if let bounce { return since + bounce.after + bounce.spring.duration }
            return since + fling.duration
        case .snapping(let since, let spring): return since + spring.duration
        case .animating(let since, let animation): return since + animation.duration
        }
    }

    /// Where the current motion comes to rest.
    public var restingOffset: Double {
        switch motion {
        case .resting(let offset): return offset
        case .dragging(let drag): return drag.offset
        case .decelerating(_, let fling, let bounce): return bounce?.spring.target ?? fling.restingOffset
        case .snapping(_, let spring): return spring.target
        case .animating(_, let animation): return animation.to
        }
    }

    /// The velocity at `t` (points per second): 0 at rest or under a finger.
    public func velocity(at t: Double) -> Double {
        if let end = endTime, t >= end { return 0 }
        switch motion {
        case .resting, .dragging: return 0
        case .decelerating(let since, let fling, let bounce):
            let elapsed = max(0, t - since)
            if let bounce, elapsed >= bounce.after { return bounce.spring.velocity(at: elapsed - bounce.after) }
            return fling.velocity(at: elapsed)
        case .snapping(let since, let spring):
            return spring.velocity(at: max(0, t - since))
        case .animating(let since, let animation):
            // Smoothstep: d/dt of from + Δ·(3u² − 2u³), u = t / duration.
            let u = min(max((t - since) / animation.duration, 0), 1)
            return (animation.to - animation.from) * 6 * u * (1 - u) / animation.duration
        }
    }

    /// Whether a finger moves it.
    public var isDragging: Bool { if case .dragging = motion { return true } else { return false } }
    /// Whether an animated `setOffset` moves it.
    public var isAnimating: Bool { if case .animating = motion { return true } else { return false } }
    /// Decelerating or snapping: what UIKit reports as deceleration.
    public var isDecelerating: Bool {
        switch motion {
        case .decelerating, .snapping: return true
        default: return false
        }
    }

    // MARK: Changing

    /// Ends the motion where it is at `t` (a touch, or the motion's own end).
    public mutating func stop(at t: Double) {
        motion = .resting(offset: offset(at: t))
    }

    /// A finger lands at `finger` (points on the view's axis) at `t`; any motion stops.
    public mutating func touchDown(finger: Double, at t: Double) {
        let offset = offset(at: t)
        motion = .dragging(Drag(fingerStart: finger, offsetStart: offset, offset: offset, track: PagerFingerTrack(landing: offset, at: t)))
    }

    /// The finger moves to `finger` at `t`: the content follows it (moving the finger by
    /// −Δ scrolls by +Δ), with the rubber band beyond the bounds. Returns the new offset.
    @discardableResult
    public mutating func touchMoved(finger: Double, at t: Double) -> Double {
        guard case .dragging(var drag) = motion else { return offset(at: t) }
        let raw = drag.offsetStart + (drag.fingerStart - finger)
        drag.offset = physics.draggedOffset(raw: raw, minimum: minimum, maximum: maximum, dimension: length)
        drag.track.moved(to: drag.offset, at: t)
        motion = .dragging(drag)
        return drag.offset
    }

    /// The finger lifts at `t`: the release velocity (SPEC §7) and whether a deceleration
    /// will follow (a fling, a release beyond a bound, or a paging/snapping view off target).
    /// The view stays under the finger until `settle(at:)` starts the motion, so that the
    /// host can apply the reducer's commands (an inset change moves the bounds) in between.
    ///
    /// The velocity is the one UIKit would report: `willEndDragging` gives points per
    /// millisecond (UIKIT-CALLBACKS §2), so the release velocity is that number × 1000 — a
    /// driver converting the callback gets exactly the velocity the events carry.
    ///
    /// `target`: where the host's reducer will make the view rest (the pager's `setTarget`,
    /// SPEC §4.8), in place of the view's own rule.
    public func release(at t: Double, target commanded: Double? = nil) -> (velocity: Double, perMillisecond: Double, willDecelerate: Bool) {
        guard case .dragging(let drag) = motion else { return (0, 0, false) }
        let measured = drag.track.releaseVelocity(at: t, physics: physics)
        let perMillisecond = measured / 1000
        let velocity = perMillisecond * 1000
        let target = commanded ?? settleTarget(from: drag.offset, velocity: velocity, startOffset: drag.offsetStart)
        let moves = velocity != 0 || drag.offset < minimum || drag.offset > maximum || abs(target - drag.offset) >= 0.5
        return (velocity, perMillisecond, moves)
    }

    /// Starts the motion that follows a release at `t` with `velocity`; with `target` (the
    /// reducer's `setTarget`) the view rests there, reached with the bounce spring as
    /// paging is, whatever its own rule says.
    public mutating func settle(velocity: Double, target commanded: Double? = nil, at t: Double) {
        guard case .dragging(let drag) = motion else { return }
        let x = drag.offset
        switch (rule, commanded) {
        case (.free, nil):
            motion = freeMotion(from: x, velocity: velocity, at: t)
        default:
            let target = commanded ?? settleTarget(from: x, velocity: velocity, startOffset: drag.offsetStart)
            if abs(target - x) < 0.5, velocity == 0 {
                // Nothing to run; but nothing rests outside its bounds: a release
                // beyond one, within 0.5 pt of the target, is placed at the target.
                motion = .resting(offset: x < minimum || x > maximum ? target : x)
            } else {
                motion = .snapping(since: t, PagerScrollSpring(from: x, velocity: snapVelocity(velocity, from: x, to: target), to: target, physics: physics))
            }
        }
    }

    /// A list released (or flung) at `x` with `velocity` at `t` (SPEC §7): free
    /// deceleration; a bounce from the bound it reaches, with the velocity of that instant,
    /// when its resting point lies 0.5 pt or more beyond it; placed at the bound at its
    /// 0.5 pt instant when it lies beyond by less (nothing rests outside its bounds);
    /// the spring back from beyond a bound when it starts there.
    private func freeMotion(from x: Double, velocity: Double, at t: Double) -> Motion {
        if x < minimum || x > maximum {
            let bound = x < minimum ? minimum : maximum
            return .decelerating(
                since: t, PagerDeceleration(from: x, velocity: 0, physics: physics),
                bounce: Bounce(after: 0, spring: PagerScrollSpring(from: x, velocity: velocity, to: bound, physics: physics)))
        }
        guard velocity != 0 else { return .resting(offset: x) }
        let fling = PagerDeceleration(from: x, velocity: velocity, physics: physics)
        let bound = velocity < 0 ? minimum : maximum
        if let hit = fling.time(reaching: bound) {
            let spring = PagerScrollSpring(from: bound, velocity: fling.velocity(at: hit), to: bound, physics: physics)
            return .decelerating(since: t, fling, bounce: Bounce(after: hit, spring: spring))
        }
        let rest = fling.restingOffset
        if physics.placesShortOvershootAtBound, rest < minimum || rest > maximum {
            // Bounce fix: beyond by less than 0.5 pt — it ends where it would have
            // stopped, placed exactly at the bound (rested up to 0.5 pt outside).
            let spring = PagerScrollSpring(from: bound, velocity: 0, to: bound, physics: physics)
            return .decelerating(since: t, fling, bounce: Bounce(after: fling.duration, spring: spring))
        }
        return .decelerating(since: t, fling, bounce: nil)
    }

    /// `fling` (SPEC §7): decelerates from where it is at `t` with `velocity`, exactly as
    /// a list released with that velocity — programmatic motion (`isFlinging`). Returns
    /// whether there is anything to run (a fling at 0 within the bounds rests at once).
    @discardableResult
    public mutating func fling(velocity: Double, at t: Double) -> Bool {
        motion = freeMotion(from: offset(at: t), velocity: velocity, at: t)
        isFlinging = endTime != nil
        return isFlinging
    }

    /// The spring's starting velocity for a snap (paging, a `setTarget`). SPEC §7
    /// says the target is "reached with the bounce spring" without naming its velocity; the
    /// release velocity itself would make a critically damped spring overshoot — a hard
    /// swipe would swing half a page past its target, and the pages selection (nearest
    /// page) would flicker to the page after it. So a speed *towards* the target is capped
    /// at ω₀·distance (then c₂ = 0: a pure exponential approach, no overshoot); a velocity
    /// pointing away from the target is kept (the spring turns it around).
    func snapVelocity(_ velocity: Double, from x: Double, to target: Double) -> Double {
        let towards = (target - x) * velocity > 0
        let cap = physics.springFrequency * abs(target - x)
        return towards && abs(velocity) > cap ? (velocity > 0 ? cap : -cap) : velocity
    }

    /// Where a release at `x` with `velocity` settles by the view's rule.
    func settleTarget(from x: Double, velocity: Double, startOffset: Double) -> Double {
        switch rule {
        case .free:
            return min(max(PagerDeceleration(from: x, velocity: velocity, physics: physics).restingOffset, minimum), maximum)
        case .paging(let count):
            let page = physics.pagingTarget(
                releaseOffset: x, velocity: velocity, startPage: length > 0 ? Int(((startOffset / length).rounded()).clamped(0, Double(max(count - 1, 0)))) : 0,
                pageWidth: length, pageCount: count)
            return Double(page) * length
        }
    }

    /// An animated `setOffset` at `t` (SPEC §7): a view at rest within 0.5 pt of
    /// `value` runs nothing (SPEC §4.0); a moving view (decelerating, snapping, animating)
    /// stops its motion without reporting its end and runs the 0.3 s animation however
    /// short the distance; a finger on the view wins.
    /// On a view already animating (a re-aim) the running animation keeps its start
    /// instant and start offset and heads for the new target: it is not restarted.
    public mutating func animate(to value: Double, at t: Double) {
        guard !isDragging else { return }
        if case .animating(let since, var animation) = motion, t < since + animation.duration {
            animation.to = value
            motion = .animating(since: since, animation)
            return
        }
        let from = offset(at: t)
        if case .resting = motion, abs(value - from) < 0.5 { return }
        motion = .animating(since: t, PagerOffsetAnimation(from: from, to: value, physics: physics))
    }

    /// The bounds moved at `t` (an inset change) while the view decelerates or bounces. A
    /// view now outside the bounds springs to the nearest one; one inside whose motion would
    /// rest outside them springs to the bound it was heading past — from where it is, with
    /// the velocity it has, as UIKit's bounce always heads for the current bounds (an inset
    /// set at `decelerate began` would otherwise be undone by a bounce to the old bound).
    ///
    /// An animation whose target now lies outside the bounds heads for the nearest
    /// bound (keeping its start). A view at rest or under a finger is left alone here (see
    /// `moveIntoBounds()`).
    public mutating func boundsChanged(at t: Double) {
        switch motion {
        case .decelerating, .snapping: break
        case .dragging, .resting: return
        case .animating(let since, var animation):
            let bound = min(max(animation.to, minimum), maximum)
            guard bound != animation.to, minimum <= maximum else { return }
            animation.to = bound
            motion = .animating(since: since, animation)
            return
        }
        // (SPEC §7): motions carry on unless where they end no longer fits the bounds.
        // A deceleration still in its fling is planned again from where it is, with its
        // velocity (the decay has no memory, so an unchanged plan would be the same curve);
        // a bounce heads for the bound now in force on its side; a snap whose target lies
        // outside the bounds heads for the nearest bound.
        guard minimum <= maximum else { return }
        let flinging = isFlinging
        let x = offset(at: t), v = velocity(at: t)
        let physics = self.physics
        func spring(_ bound: Double) -> Motion {
            .decelerating(
                since: t, PagerDeceleration(from: x, velocity: 0, physics: physics),
                bounce: Bounce(after: 0, spring: PagerScrollSpring(from: x, velocity: v, to: bound, physics: physics)))
        }
        switch motion {
        case .decelerating(let since, let fling, let bounce):
            if let bounce, t - since >= bounce.after {
                let old = bounce.spring.target
                let bound = abs(old - minimum) <= abs(old - maximum) ? minimum : maximum
                guard bound != old else { return }
                motion = spring(bound)
            } else {
                let fits: Bool
                if let bounce {
                    let old = bounce.spring.target
                    fits = old == (abs(old - minimum) <= abs(old - maximum) ? minimum : maximum)
                } else {
                    fits = fling.restingOffset >= minimum && fling.restingOffset <= maximum
                }
                guard !fits else { return }
                motion = freeMotion(from: x, velocity: v, at: t)
            }
        case .snapping(_, let snap):
            guard snap.target < minimum || snap.target > maximum else { return }
            motion = spring(min(max(snap.target, minimum), maximum))
        default:
            return
        }
        isFlinging = flinging && endTime != nil
    }

    /// (SPEC §7): a view at rest outside its bounds is moved to the nearest bound.
    /// Returns whether it moved (the host reports `scroll moved` + `scroll ended`).
    public mutating func moveIntoBounds() -> Bool {
        guard case .resting(let offset) = motion, minimum <= maximum else { return false }
        let bound = min(max(offset, minimum), maximum)
        guard bound != offset else { return false }
        motion = .resting(offset: bound)
        return true
    }

    /// An instant `setOffset`: the view is at `value` now (a drag continues from there).
    public mutating func jump(to value: Double, at t: Double) {
        if case .dragging(var drag) = motion {
            // Exactly `value` at the touch itself (nothing moved yet), as if the finger had
            // landed there; otherwise shifted by the jump.
            drag.offsetStart = drag.offsetStart == drag.offset ? value : drag.offsetStart + (value - drag.offset)
            drag.offset = value
            motion = .dragging(drag)
        } else {
            motion = .resting(offset: value)
        }
    }
}

extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
