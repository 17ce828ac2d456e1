// SwiftUI's scroll reports (iOS 18: `onScrollPhaseChange`, `onScrollGeometryChange`) in,
// SPEC §2 events out: each phase change and geometry sample is translated once into the
// driver's neutral vocabulary (PagerDriver+Motion.swift) — the same that UIKit's callbacks
// become, so every rule there (idempotent ends, the driver's own fling, the strip's rest)
// applies here too, without going through UIKit's callbacks or units. Each row of
// SWIFTUI-SCROLL §7.1 is cited where it is handled.
import PagerCore
import PagerPhysics

extension PagerDriverInput {
    /// Whether SwiftUI reported it (its geometry arrives at a render, not inside a write).
    var isSwiftUIReport: Bool {
        switch self {
        case .scrollPhase, .scrollGeometry: return true
        default: return false
        }
    }
}

extension PagerDriver {
    /// A phase change (SWIFTUI-SCROLL §7.1). `offset` is the context's geometry's offset on
    /// the view's axis, in the reducer's coordinates (`PagerContainer` converts SwiftUI's).
    mutating func translateScrollPhase(
        _ role: PagerScrollRole, _ new: PagerSwiftUIScrollPhase, offset: Double, t: Double,
        into update: inout Update
    ) {
        geometryArrivesLater = true
        let old = tracked[role]?.swiftUIPhase ?? .idle
        guard old != new else { return translateScrollGeometry(role, offset: offset, t: t, into: &update) }
        tracked[role, default: Tracked()].swiftUIPhase = new
        // The phase's context says where the view is: the offset SwiftUI reported last, so a
        // later geometry at another offset is news. (A bounce that ends at the top reports
        // D → I there: a write back to where the bounce began moves the view and is reported.)
        tracked[role]?.swiftUIOffset = offset
        // A new phase is a new motion: a write's echo still awaited (its geometry unreported,
        // as SwiftUI reports no unchanged offset) is moot. (The end of an animation a write
        // cancelled — no value — is still awaited: it is this very phase change.)
        echoes.removeAll { $0.role == role && $0.awaitsGeometry && $0.value != nil }
        let y = offset
        switch (old, new) {
        case (.decelerating, .tracking):
            // SWIFTUI-SCROLL §7.1 "D → T": the finger stopped the fling; the motion ended (as UIKit may say
            // on iOS 13+), then `drag began` when it moves.
            decelerationEnded(role, at: y, t: t, into: &update)
        case (.animating, .tracking):
            // SWIFTUI-SCROLL §7.1 "N → T/X": a touch takes the animation over — the drag begins now (no
            // scroll ended); a lift without moving ends it (below).
            beginSwiftUIDrag(role, y: y, t: t, into: &update)
            tracked[role]?.touchHoldsDrag = true
        case (_, .tracking):
            break  // SWIFTUI-SCROLL §7.1 "I → T": a finger is down, nothing moved
        case (.tracking, .idle):
            // SWIFTUI-SCROLL §7.1: a bare tap (T → I). After a touch that took an animation over, the drag
            // it began ends where it is, with no velocity.
            if tracked[role]?.touchHoldsDrag == true { endSwiftUIDrag(role, y: y, decelerates: false, t: t, into: &update) }
        case (_, .interacting):
            // SWIFTUI-SCROLL §7.1 "I/T → X", "D → X" (no decelerate ended: SPEC allows drag began after a
            // decelerating drag), "N → X" (no scroll ended).
            if tracked[role]?.touchHoldsDrag == true {
                tracked[role]?.touchHoldsDrag = false
                tracked[role]?.samples = PagerFingerTrack(landing: y, at: t)
            } else {
                beginSwiftUIDrag(role, y: y, t: t, into: &update)
            }
        case (.interacting, .decelerating):
            // SWIFTUI-SCROLL §7.1 "X → D": drag ended (willDecelerate) then decelerate began.
            // The second after what drag ended's commands cause, as UIKit orders them.
            endSwiftUIDrag(role, y: y, decelerates: true, t: t, into: &update)
            deferDecelerationBegan(role, at: y, t: t)
        case (.interacting, .idle):
            endSwiftUIDrag(role, y: y, decelerates: false, t: t, into: &update)  // SWIFTUI-SCROLL §7.1 "X → I"
        case (.interacting, .animating):
            // SWIFTUI-SCROLL §7.1 "X → N": the drag ends without deceleration; N is programmatic motion.
            endSwiftUIDrag(role, y: y, decelerates: false, t: t, into: &update)
            report(role, at: offset, t: t, into: &update)
        case (.decelerating, .idle):
            decelerationEnded(role, at: y, t: t, into: &update)  // SWIFTUI-SCROLL §7.1 "D → I"
        case (_, .animating):
            // SWIFTUI-SCROLL §7.1 "I → N": the first frame of an animation (ours, or the system's).
            report(role, at: offset, t: t, into: &update)
        case (.animating, .idle):
            // SWIFTUI-SCROLL §7.1 "N → I": the only end of an animation SwiftUI gives.
            animationEnded(role, at: offset, t: t, into: &update)
        case (_, .decelerating):
            // Not in the reference (a deceleration with no drag before it): SwiftUI resets a
            // view to idle only at UIKit's ends; treat it as motion of the view's own.
            report(role, at: offset, t: t, into: &update)
        case (_, .idle):
            break
        }
    }

    /// A geometry sample (SWIFTUI-SCROLL §7.1 "geo while …"): moves of the current phase;
    /// equal offsets dropped.
    mutating func translateScrollGeometry(_ role: PagerScrollRole, offset: Double, t: Double, into update: inout Update) {
        geometryArrivesLater = true
        let phase = tracked[role]?.swiftUIPhase ?? .idle
        if tracked[role]?.swiftUIOffset == offset, echoes.allSatisfy({ $0.role != role || $0.value != offset }) { return }
        tracked[role, default: Tracked()].swiftUIOffset = offset
        switch phase {
        case .interacting:
            // The echo of the driver's own write (an instant `setOffset` of a list under the
            // finger: a page-switch alignment) is not the finger: no release-velocity sample,
            // as UIKit's velocity follows the finger, not the offset.
            if !echoes.contains(where: { $0.role == role && $0.matches(offset) }) {
                tracked[role]?.samples.moved(to: offset, at: t)
            }
            report(role, at: offset, t: t, into: &update)
        case .decelerating, .animating:
            report(role, at: offset, t: t, into: &update)
        case .idle, .tracking:
            // At the offset the reducer has, with no write of ours awaited, nothing moved: a
            // list SwiftUI made again (a lazy page) reports its first geometry.
            if knownOffset(role) == offset, !echoes.contains(where: { $0.role == role }) { return }
            // SWIFTUI-SCROLL §7.1 "geo while I": the echo of a write (the driver's own: SPEC §7's pair, or
            // nothing), or a move nobody commanded (an inset or size change, a restore):
            // `scroll moved` + `scroll ended`.
            if !report(role, at: offset, t: t, into: &update) {
                animationEnded(role, at: offset, t: t, into: &update)
            }
        }
    }

    /// The view is at `offset` (its own coordinates): the echo of the driver's own write, or
    /// a move of whatever moves it now. Returns whether it was an echo.
    @discardableResult
    private mutating func report(_ role: PagerScrollRole, at offset: Double, t: Double, into update: inout Update) -> Bool {
        if let k = echoes.firstIndex(where: { $0.role == role && $0.matches(offset) }) {
            echoArrived(echoes.remove(at: k), at: offset, t: t, into: &update)
            return true
        }
        moved(role, to: offset, t: t, into: &update)
        return false
    }

    /// The end of an animation (SwiftUI: N → I, or a move nobody commanded, which ends
    /// where it is), unless it is no news (`endsMotion`).
    private mutating func animationEnded(_ role: PagerScrollRole, at offset: Double, t: Double, into update: inout Update) {
        if endsMotion(role, at: offset) { motionEnded(role, at: offset, t: t, into: &update) }
    }

    private mutating func beginSwiftUIDrag(_ role: PagerScrollRole, y: Double, t: Double, into update: inout Update) {
        // A finger moves the view now: an echo still awaited from a write is moot.
        echoes.removeAll { $0.role == role && $0.awaitsGeometry }
        tracked[role, default: Tracked()].samples = PagerFingerTrack(landing: y, at: t)
        dragBegan(role, at: y, t: t, into: &update)
    }

    /// `drag ended` with the velocity of the driver's own last two samples (SPEC §7's rule:
    /// 0 when the last is 0.1 s old).
    private mutating func endSwiftUIDrag(
        _ role: PagerScrollRole, y: Double, decelerates: Bool, t: Double,
        into update: inout Update
    ) {
        let samples = tracked[role]?.samples ?? PagerFingerTrack()
        tracked[role]?.samples = PagerFingerTrack()
        tracked[role]?.touchHoldsDrag = false
        // The samples are the reducer's offsets, so is this velocity.
        let velocity = samples.releaseVelocity(at: t, physics: physics)
        dragReleasing(role, at: y, velocity: velocity, t: t, into: &update)
        dragEnded(role, at: y, decelerates: decelerates, t: t, into: &update)
    }
}
