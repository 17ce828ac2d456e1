// Where a finger landed and how it last moved, along one axis: the one record of a finger that
// the simulator's scroll views, the driver (SwiftUI's samples), the web edge and the
// simulator's header keep, and the one place SPEC §7's release velocity is read from.

/// A finger's track along one axis, in whatever it moves (a view's offset, a translation):
/// where it landed and its last two moves — all SPEC §7's release velocity reads.
public struct PagerFingerTrack: Sendable, Equatable {
    /// A move: its time (seconds) and the value it gave.
    public struct Move: Sendable, Equatable {
        /// When, in seconds.
        public var t: Double
        /// The value after it (an offset, a translation).
        public var value: Double
    }

    /// Where the finger landed: the track's first move (`nil` for an empty track).
    public private(set) var landing: Move?
    /// The move before the last one.
    public private(set) var previous: Move?
    /// The last move (the landing until the finger moves).
    public private(set) var last: Move?

    /// An empty track: no finger, or one whose moves are not followed yet.
    public init() {}

    /// A finger that landed at `value` at `t`.
    public init(landing value: Double, at t: Double) {
        landing = Move(t: t, value: value)
        last = landing
    }

    /// Whether the track has no move.
    public var isEmpty: Bool { last == nil }

    /// The finger moved to `value` at `t` (the first move of an empty track is its landing).
    public mutating func moved(to value: Double, at t: Double) {
        let move = Move(t: t, value: value)
        if landing == nil { landing = move }
        previous = last
        last = move
    }

    /// SPEC §7's release velocity (value per second) of a lift at `t`: from the last two
    /// moves, 0 with fewer or once the last is `physics.releaseVelocityWindow` old.
    public func releaseVelocity(at t: Double, physics: PagerScrollPhysics) -> Double {
        guard let previous, let last else { return 0 }
        return physics.releaseVelocity(from: (previous.t, previous.value), to: (last.t, last.value), releaseTime: t)
    }
}
