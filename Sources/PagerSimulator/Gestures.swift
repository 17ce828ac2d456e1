// Gestures built from touches and time: what scripts, tests and the golden corpus use.
import PagerCore

/// How a drag ends.
public enum Release: String, Sendable, Equatable, CaseIterable {
    /// The finger lifts while moving: a fling with the velocity of the last two frames.
    case fling
    /// The finger stops for 0.1 s before lifting: no velocity.
    case hold
}

extension PagerHost {
    /// A drag that scrolls `view` by `distance` points of offset over `duration` seconds,
    /// the finger moving at constant speed, one position every `touchInterval` (by default
    /// one per frame, or 60 Hz when frames are off), then released as `release` says.
    ///
    /// `midway`, if given, runs once half way through the drag (after the middle move): a
    /// layout sent while the finger is down (a cell measured as it scrolls into view).
    public mutating func drag(
        _ view: ScrollViewID, page: Int? = nil, by distance: Double, over duration: Double, release: Release = .fling,
        midway: ((inout PagerHost) -> Void)? = nil
    ) {
        if view == .header { return dragHeader(by: distance, over: duration, release: release, midway: midway) }
        press(view, page: page)
        moveFinger(by: distance, over: duration, midway: midway)
        lift(release)
    }

    /// A finger on the header (overlay modes, SPEC §4.7, §7) that scrolls the current
    /// list by `distance` points of offset over `duration` seconds — the same finger path
    /// as `drag(.content, …)`, so within the bounds the list moves exactly as under that
    /// drag (SPEC §8.8) — then released as `release` says. Nothing happens when the
    /// header cannot be touched now.
    public mutating func dragHeader(
        by distance: Double, over duration: Double, release: Release = .fling, midway: ((inout PagerHost) -> Void)? = nil
    ) {
        press(.header)
        guard isTouchingHeader else { return }
        moveFinger(by: distance, over: duration, midway: midway)
        lift(release)
    }

    /// A finger lands on `view` (`.header`: on the header) and stays down: `drag began`.
    /// `moveFinger` moves it and `lift` lifts it; anything may happen in between (a tap, a
    /// layout, time passing).
    public mutating func press(_ view: ScrollViewID, page: Int? = nil) {
        fingerPosition = 0
        if view == .header { touchDownHeader() } else { touchDown(view, page: page, at: 0) }
    }

    /// The finger down moves so that it scrolls its view by `distance` points of offset over
    /// `duration` seconds, at constant speed, one position every `touchInterval` (by default
    /// one per frame, or 60 Hz when frames are off). `midway`, if given, runs once half way
    /// (after the middle move): a layout sent while the finger is down.
    public mutating func moveFinger(by distance: Double, over duration: Double, midway: ((inout PagerHost) -> Void)? = nil) {
        let step = touchInterval ?? frameInterval ?? 1.0 / 60
        let frames = max(1, Int((duration / step).rounded()))
        let start = time, from = fingerPosition
        for k in 1...frames {
            advance(to: start + Double(k) * duration / Double(frames))
            fingerPosition = from - distance * Double(k) / Double(frames)
            // On the header the translation grows as the list's offset would: (0 − finger).
            if isTouchingHeader { headerTouchMoved(to: 0 - fingerPosition) } else { touchMoved(to: fingerPosition) }
            if k == (frames + 1) / 2, let midway { midway(&self) }
        }
    }

    /// The finger lifts: `fling` while moving (the velocity of its last two moves), `hold`
    /// after resting 0.1 s (no velocity).
    public mutating func lift(_ release: Release = .fling) {
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

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension Release: Codable {}
#endif
