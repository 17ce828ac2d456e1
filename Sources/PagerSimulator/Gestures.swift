// Gestures built from touches and time: what scripts, tests and the golden corpus use.
import PagerCore

/// How a drag ends.
public enum Release: String, Sendable, Equatable, Codable, CaseIterable {
    /// The finger lifts while moving: a fling with the velocity of the last two frames.
    case fling
    /// The finger stops for 0.1 s before lifting: no velocity.
    case hold
}

extension PagerHost {
    /// A drag that scrolls `view` by `distance` points of offset over `duration` seconds,
    /// the finger moving at constant speed, one position every `touchInterval` (by default
    /// one per frame, or 60 Hz when frames are off), then released as `release` says.
    public mutating func drag(
        _ view: ScrollViewID, page: Int? = nil, by distance: Double, over duration: Double, release: Release = .fling
    ) {
        let step = touchInterval ?? frameInterval ?? 1.0 / 60
        let frames = max(1, Int((duration / step).rounded()))
        let start = time
        let finger = 0.0
        touchDown(view, page: page, at: finger)
        for k in 1...frames {
            advance(to: start + Double(k) * duration / Double(frames))
            touchMoved(to: finger - distance * Double(k) / Double(frames))
        }
        if release == .hold { advance(to: time + 0.1) }
        touchUp()
    }

    /// Lets time pass.
    public mutating func wait(_ seconds: Double) {
        advance(to: time + seconds)
    }

    /// Lets time pass until nothing moves (at most `limit` seconds); returns whether it
    /// came to rest.
    @discardableResult
    public mutating func settle(within limit: Double = 10) -> Bool {
        let deadline = time + limit
        while !isAtRest, time < deadline {
            // Steps on a global grid of tenths, so times stay round.
            advance(to: min(deadline, ((time * 10 + 1e-9).rounded(.down) + 1) / 10))
        }
        return isAtRest
    }
}
