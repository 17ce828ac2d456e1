// UIScrollView-like physics in closed form (SPEC §7): every motion is a function of time,
// so the state at an instant does not depend on how often frames are sampled (SPEC §8.6).

/// The constants of SPEC §7, named and overridable.
public struct PagerScrollPhysics: Sendable, Equatable {
    /// Rubber band: an overshoot `x` shows as `(1 − 1/(x·factor/dim + 1))·dim`.
    public var rubberBandFactor = 0.55
    /// Deceleration rate per millisecond (UIScrollView's `.normal`).
    public var decelerationRate = 0.998 {
        didSet { decayPerSecond = Self.decayPerSecond(decelerationRate) }
    }
    /// Deceleration ends when the remaining distance to rest is below this (pt).
    public var decelerationStopDistance = 0.5
    /// Natural frequency of the critically damped bounce spring (rad/s).
    public var springFrequency = 10.0
    /// The bounce ends within this distance of its target (pt)…
    public var springStopDistance = 0.5
    /// …and slower than this (pt/s).
    public var springStopSpeed = 1.0
    /// Release velocity is 0 if the last move is at least this old (s).
    public var releaseVelocityWindow = 0.1
    /// Paging projects the release by `velocity × this` (s) to pick the target page.
    public var pagingProjection = 0.4995
    /// Duration of an animated `setOffset` (s).
    public var animationDuration = 0.3
    /// The bounce fix (SPEC §7): a deceleration whose resting point lies beyond a bound by
    /// less than the stop distance ends placed at the bound. Off only to show that SPEC
    /// §8.4 catches the old behaviour (resting up to 0.5 pt outside).
    public var placesShortOvershootAtBound = true

    /// UIKit's constants as SPEC §7 gives them.
    public init() {
        decayPerSecond = Self.decayPerSecond(decelerationRate)
    }

    /// `1000 · ln d`: the deceleration's time constant per second (negative). Found when
    /// `d` is set (a fling asks for it every frame).
    private(set) var decayPerSecond = 0.0

    private static func decayPerSecond(_ decelerationRate: Double) -> Double { 1000 * PagerElementary.log(decelerationRate) }

    // MARK: Rubber band

    /// Where an offset dragged `overshoot` points beyond a bound shows, on a view `dimension`
    /// points long on its axis (`overshoot` may be negative: the result keeps its sign).
    public func rubberBand(overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let shown = (1 - 1 / (x * rubberBandFactor / dimension + 1)) * dimension
        return overshoot < 0 ? -shown : shown
    }

    /// Offset shown for a finger-driven `raw` offset, given the bounds.
    public func draggedOffset(raw: Double, minimum: Double, maximum: Double, dimension: Double) -> Double {
        if raw < minimum { return minimum + rubberBand(overshoot: raw - minimum, dimension: dimension) }
        if raw > maximum { return maximum + rubberBand(overshoot: raw - maximum, dimension: dimension) }
        return raw
    }

    // MARK: Release velocity

    /// Velocity (pt/s) from the last two moves `(t, offset)`; 0 when there are fewer than
    /// two, when they share an instant, or when the last is `releaseVelocityWindow` old at
    /// `releaseTime`.
    public func releaseVelocity(moves: [(t: Double, offset: Double)], releaseTime: Double) -> Double {
        guard moves.count >= 2 else { return 0 }
        return releaseVelocity(from: moves[moves.count - 2], to: moves[moves.count - 1], releaseTime: releaseTime)
    }

    /// The rule itself, on the last two moves `previous` then `last` (`PagerFingerTrack`'s).
    func releaseVelocity(from previous: (t: Double, offset: Double), to last: (t: Double, offset: Double), releaseTime: Double) -> Double {
        // "0 if the last move is ≥ 0.1 s old", with 1 µs of slack for sums of frame times.
        guard releaseTime - last.t < releaseVelocityWindow - 1e-6, last.t > previous.t else { return 0 }
        return (last.offset - previous.offset) / (last.t - previous.t)
    }
}

/// Free deceleration after a fling (SPEC §7): `x(t) = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d)`.
public struct PagerDeceleration: Sendable, Equatable {
    /// `x₀`, where the fling starts.
    public var start: Double
    /// `v₀`, the release velocity in points per second.
    public var velocity: Double {
        didSet { duration = Self.duration(velocity: velocity, physics: physics) }
    }
    /// The constants (`d`, the stop threshold).
    public var physics: PagerScrollPhysics {
        didSet { duration = Self.duration(velocity: velocity, physics: physics) }
    }
    /// When the remaining distance to rest falls below the stop distance (0 if it already is):
    /// `|v₀/(1000 ln d)|·d^(1000t) < s` ⇔ `t > ln(s·|1000 ln d / v₀|)/(1000 ln d)`. Found
    /// when the velocity or the constants are set (a view in motion asks for it every frame).
    public private(set) var duration: Double

    /// A fling from `start` at `velocity`.
    public init(from start: Double, velocity: Double, physics: PagerScrollPhysics = PagerScrollPhysics()) {
        self.start = start
        self.velocity = velocity
        self.physics = physics
        self.duration = Self.duration(velocity: velocity, physics: physics)
    }

    /// Where it would come to rest with no bound: `x₀ − v₀/(1000·ln d)`.
    public var restingOffset: Double { start - velocity / physics.decayPerSecond }

    /// Offset `t` seconds after it began.
    public func offset(at t: Double) -> Double {
        start + velocity * (PagerElementary.pow(physics.decelerationRate, 1000 * t) - 1) / physics.decayPerSecond
    }

    /// Velocity (pt/s) `t` seconds after it began: `v₀·d^(1000t)`.
    public func velocity(at t: Double) -> Double {
        velocity * PagerElementary.pow(physics.decelerationRate, 1000 * t)
    }

    private static func duration(velocity: Double, physics: PagerScrollPhysics) -> Double {
        let remaining = abs(velocity / physics.decayPerSecond)
        guard remaining >= physics.decelerationStopDistance else { return 0 }
        return PagerElementary.log(physics.decelerationStopDistance / remaining) / physics.decayPerSecond
    }

    /// When it first reaches `bound`, if it does before coming to rest.
    public func time(reaching bound: Double) -> Double? {
        // d^(1000t) = 1 + (bound − x₀)·(1000 ln d)/v₀ must lie in (0, 1].
        guard velocity != 0 else { return nil }
        let power = 1 + (bound - start) * physics.decayPerSecond / velocity
        guard power > 0, power <= 1 else { return nil }
        let t = PagerElementary.log(power) / physics.decayPerSecond
        return t <= duration ? t : nil
    }
}

/// A critically damped spring to `target` (SPEC §7 bounce, paging, a `setTarget`):
/// `x(t) = b + e^(−ω₀t)(c₁ + c₂t)`, `c₁ = x₀ − b`, `c₂ = v₀ + ω₀c₁`.
public struct PagerScrollSpring: Sendable, Equatable {
    /// `b`, where it settles.
    public let target: Double
    /// `c₁ = x₀ − b`.
    public let c1: Double
    /// `c₂ = v₀ + ω₀c₁`.
    public let c2: Double
    /// The constants (`ω₀`, the settle thresholds).
    public let physics: PagerScrollPhysics
    /// When it ends: the first instant it is settled (`isSettled(at:)`), found once at
    /// creation on a 1 ms grid and refined by bisection to 1 µs — deterministic and
    /// independent of frames. Capped at 60 s.
    public let duration: Double

    /// A spring from `start` moving at `velocity`, settling on `target`.
    public init(from start: Double, velocity: Double, to target: Double, physics: PagerScrollPhysics = PagerScrollPhysics()) {
        let c1 = start - target
        let c2 = velocity + physics.springFrequency * c1
        self.init(
            target: target, c1: c1, c2: c2, physics: physics,
            duration: Self.settleTime(target: target, c1: c1, c2: c2, physics: physics))
    }

    private init(target: Double, c1: Double, c2: Double, physics: PagerScrollPhysics, duration: Double) {
        self.target = target
        self.c1 = c1
        self.c2 = c2
        self.physics = physics
        self.duration = duration
    }

    /// `x(t)`, `t` seconds after it started.
    public func offset(at t: Double) -> Double {
        target + PagerElementary.exp(-physics.springFrequency * t) * (c1 + c2 * t)
    }

    /// `x'(t) = e^(−ω₀t)(c₂ − ω₀(c₁ + c₂t))`.
    public func velocity(at t: Double) -> Double {
        let w = physics.springFrequency
        return PagerElementary.exp(-w * t) * (c2 - w * (c1 + c2 * t))
    }

    /// Whether it counts as at rest at `t`: within the stop distance and below the stop speed.
    public func isSettled(at t: Double) -> Bool {
        isSettled(at: t, decay: PagerElementary.exp(-physics.springFrequency * t))
    }

    /// `isSettled(at:)` with `e^(−ω₀t)` given: the same operations as `offset(at:)` and
    /// `velocity(at:)`, so the same answer bit for bit.
    @inline(__always)
    private func isSettled(at t: Double, decay: Double) -> Bool {
        let w = physics.springFrequency
        return abs(target + decay * (c1 + c2 * t) - target) < physics.springStopDistance
            && abs(decay * (c2 - w * (c1 + c2 * t))) < physics.springStopSpeed
    }

    /// The first instant on the 1 ms grid (`t` counted up by 0.001 from 0, as a frame clock
    /// adds) at which it is settled, refined by bisection to 1 µs.
    ///
    /// Where the spring is far from rest, grid points are skipped, not evaluated: after an
    /// unsettled point, `UnsettledBounds.span(after:decay:)` bounds how long it surely stays
    /// unsettled. The points evaluated are evaluated as always, and every point skipped is
    /// one at which `isSettled` is false, so the instant found is the same.
    private static func settleTime(target: Double, c1: Double, c2: Double, physics: PagerScrollPhysics) -> Double {
        let spring = PagerScrollSpring(target: target, c1: c1, c2: c2, physics: physics, duration: .infinity)
        if spring.isSettled(at: 0) { return 0 }
        let bounds = spring.unsettledBounds
        var previous = 0.0, t = 0.0, unsettledUntil = -Double.infinity
        while true {
            previous = t
            t += 0.001
            if t >= 60 { return 60 }
            if t <= unsettledUntil { continue }
            let decay = PagerElementary.exp(-physics.springFrequency * t)
            if spring.isSettled(at: t, decay: decay) { break }
            // (1 ns off the span: the sum's rounding may not reach past what is sure.)
            if let bounds { unsettledUntil = t + (bounds.span(after: t, decay: decay) - 1e-9) }
        }
        var low = previous, high = t
        while high - low > 1e-6 {
            let middle = (low + high) / 2
            if spring.isSettled(at: middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// The distance and speed beyond which a point is surely not settled, with room for the
    /// rounding of `isSettled`'s arithmetic; `nil` when there is no such room to be sure of
    /// (a number not finite, no damping).
    private var unsettledBounds: UnsettledBounds? {
        let w = physics.springFrequency
        guard w > 0, w.isFinite, target.isFinite, c1.isFinite, c2.isFinite else { return nil }
        // The error of each side of `isSettled`, over t ≤ 60, is far below 2⁻⁴⁰ of the sizes
        // it adds; and 1 % on top of the thresholds covers the error of the bound itself.
        let size = abs(c1) + abs(c2) * 60
        let distance = physics.springStopDistance * 1.01 + (abs(target) + size) * 0x1p-40
        let speed = physics.springStopSpeed * 1.01 + (abs(c2) + w * size) * 0x1p-40
        guard distance.isFinite, speed.isFinite, distance > 0, speed > 0 else { return nil }
        return UnsettledBounds(w: w, distance: distance, c1: c1, c2: c2, speed: speed)
    }
}

/// How long a spring surely stays unsettled after an unsettled instant.
///
/// Its distance to the target is `e^(−ωs)·|c₁ + c₂s|` and its speed `e^(−ωs)·|a + bs|`
/// (`a = c₂ − ωc₁`, `b = −ωc₂`): each a decaying exponential times a line's size. Over
/// `[t, t + Δ]` the line's size is at least its size at `t` when it grows, and at least half
/// of it when it falls and `Δ` is short enough to lose only that half; the exponential is at
/// least `e^(−ωt)·e^(−ωΔ)`. So either stays above its threshold (with margin) for
/// `Δ = ln(e^(−ωt)·size / threshold) / ω`, and the spring is unsettled at least as long as
/// the longer of the two.
private struct UnsettledBounds {
    let w: Double
    let distance: Double
    let c1: Double, c2: Double
    let speed: Double

    /// How long after `t` (where `e^(−ωt)` is `decay`) the spring surely is not settled.
    func span(after t: Double, decay: Double) -> Double {
        max(
            span(t, decay, a: c1, b: c2, above: distance),
            span(t, decay, a: c2 - w * c1, b: -w * c2, above: speed))
    }

    /// How long `e^(−ωs)·|a + bs|` stays above `threshold` from `s = t` on, at least.
    private func span(_ t: Double, _ decay: Double, a: Double, b: Double, above threshold: Double) -> Double {
        let line = a + b * t
        let size = abs(line)
        let falling = b != 0 && (line > 0) == (b < 0)
        let least = falling ? size / 2 : size
        let value = decay * least
        guard value > threshold, value.isFinite else { return 0 }
        let span = PagerElementary.log(value / threshold) / w
        return falling ? min(span, size / 2 / abs(b)) : span
    }
}

/// An animated `setOffset` (SPEC §7): 0.3 s of `s(u) = 3u² − 2u³`.
public struct PagerOffsetAnimation: Sendable, Equatable {
    /// Where it starts.
    public var from: Double
    /// Where it ends.
    public var to: Double
    /// How long it takes (0.3 s).
    public var duration: Double

    /// An animation from `from` to `to`.
    public init(from: Double, to: Double, physics: PagerScrollPhysics = PagerScrollPhysics()) {
        self.from = from
        self.to = to
        self.duration = physics.animationDuration
    }

    /// The offset `t` seconds after it started (clamped to its ends).
    public func offset(at t: Double) -> Double {
        let u = min(max(t / duration, 0), 1)
        return from + (to - from) * u * u * (3 - 2 * u)
    }
}
