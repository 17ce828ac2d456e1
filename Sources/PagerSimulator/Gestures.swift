// Gestures built from touches and time: the one vocabulary of what a user does to a
// screen — scenario scripts' steps, the fuzzer's actions and the WebAssembly playground's
// calls are `PagerGesture`s, carried out by `PagerHost.perform(_:)`.
import PagerCore

/// What a user (or the app) does to a screen: a scenario script's gesture steps, the
/// fuzzer's plain actions and the playground's calls are these.
public enum PagerGesture: Sendable, Equatable {
    /// `drag VIEW [page N] by POINTS over SECONDS [fling|hold]`: a finger on a view.
    case drag(PagerScrollViewID, page: Int?, by: Double, over: Double, release: PagerGestureRelease)
    /// `touch VIEW [page N]`: a finger lands on a view (or the header) and stays down.
    case touch(PagerScrollViewID, page: Int?)
    /// `move by POINTS over SECONDS`: the finger down moves (`over` 0: at once).
    case move(by: Double, over: Double)
    /// `lift [fling|hold]`: the finger down lifts.
    case lift(PagerGestureRelease)
    /// `scroll VIEW [page N] to OFFSET [instant]`: the app moves a view itself.
    case scroll(PagerScrollViewID, page: Int?, to: Double, animated: Bool)
    /// `tap N`: a tap on tab N.
    case tap(Int)
    /// `statusbar`: a tap on the status bar.
    case statusBar
    /// `wait SECONDS`: time passes.
    case wait(Double)
    /// `rotate [mode M]`: the last layout with width and height swapped (a device
    /// rotation); with a mode, into another layout class whose header has that mode.
    case rotate(into: PagerHeaderMode?)
}

/// How a drag ends.
public enum PagerGestureRelease: String, Sendable, Equatable, CaseIterable {
    /// The finger lifts while moving: a fling with the velocity of the last two frames.
    case fling
    /// The finger stops for 0.1 s before lifting: no velocity.
    case hold
}

extension PagerLayout {
    /// This layout on a rotated device: width and height swapped; with `mode`, in another
    /// layout class whose header has that mode (`rotate [mode M]`).
    public func rotated(into mode: PagerHeaderMode? = nil) -> PagerLayout {
        var layout = self
        swap(&layout.viewport.width, &layout.viewport.height)
        if let mode { layout.header.mode = mode }
        return layout
    }
}

extension PagerHost {
    /// Carries out `gesture`.
    public mutating func perform(_ gesture: PagerGesture) {
        switch gesture {
        case .drag(let view, let page, let distance, let duration, let release):
            drag(view, page: page, by: distance, over: duration, release: release)
        case .touch(let view, let page): press(view, page: page)
        case .move(let distance, let duration): moveFinger(by: distance, over: duration)
        case .lift(let release): lift(release)
        case .scroll(let view, let page, let value, let animated): scroll(view, page: page, to: value, animated: animated)
        case .tap(let index): tapPagerItem(index)
        case .statusBar: tapStatusBar()
        case .wait(let seconds): wait(seconds)
        case .rotate(let mode): rotate(into: mode)
        }
    }

    /// A drag that scrolls `view` by `distance` points of offset over `duration` seconds,
    /// the finger moving at constant speed, one position every `touchInterval` (by default
    /// one per frame, or 60 Hz when frames are off), then released as `release` says.
    ///
    /// `midway`, if given, runs once half way through the drag (after the middle move): a
    /// layout sent while the finger is down (a cell measured as it scrolls into view).
    public mutating func drag(
        _ view: PagerScrollViewID, page: Int? = nil, by distance: Double, over duration: Double, release: PagerGestureRelease = .fling,
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
        by distance: Double, over duration: Double, release: PagerGestureRelease = .fling, midway: ((inout PagerHost) -> Void)? = nil
    ) {
        press(.header)
        guard isTouchingHeader else { return }
        moveFinger(by: distance, over: duration, midway: midway)
        lift(release)
    }

    /// A finger lands on `view` (`.header`: on the header) and stays down: `drag began`.
    /// `moveFinger` moves it and `lift` lifts it; anything may happen in between (a tap, a
    /// layout, time passing).
    public mutating func press(_ view: PagerScrollViewID, page: Int? = nil) {
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
    public mutating func lift(_ release: PagerGestureRelease = .fling) {
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
extension PagerGestureRelease: Codable {}
#endif
