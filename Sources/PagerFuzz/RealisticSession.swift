// Realistic sessions: random screens and random users through the host simulator, with
// every SPEC §8 invariant checked — on every event (§8.1–§8.3) and on the host (§8.4–§8.9) —
// and, on request, the same session through the driver as UIKit callbacks or SwiftUI
// reports. The actions are in RealisticActions.swift, the player in RealisticPlayer.swift,
// the checks in RealisticChecks.swift.
import PagerCore
import PagerKit
import PagerSimulator
import PagerTrace

/// One random session and its checks.
struct RealisticSession<R: PagerReducing> {
    var random: PagerSplitMix64
    let maxEvents: Int
    /// A fixed screen to play instead of random ones.
    var screen: PagerLayout?
    /// Play each session a second time with the host in UIKit mode, through `PagerDriver`:
    /// its events and records must be the event path's, one for one.
    var checksDriver = false
    /// The same with the host in SwiftUI mode (phases and geometry only).
    var checksSwiftUI = false
    /// The same as a user's touches in a simulated browser, through the web edge
    /// (RealisticSession+Web.swift).
    var checksWeb = false
    /// A fault planted through the one plant hook (by test support), given to every host the
    /// session makes, to show that a check finds it. Empty: no fault.
    var plant = Plant()
    /// The list elements the round trip knows to survive, shared with the worker's other
    /// sessions.
    var knownElements = PagerKnownElements()
    /// After `run()`: the situations the session's events meet, noted by the SPEC §8.1–§8.3
    /// checks as they applied them (`PagerSequenceChecker.coverage`, with `PagerState`); `nil`
    /// when a check before those ended the session, or `R` is another reducer.
    private(set) var coverage: PagerSituationCoverage?

    init(random: PagerSplitMix64, maxEvents: Int) {
        self.random = random
        self.maxEvents = maxEvents
    }

    mutating func run() -> (events: [PagerEvent], failure: PagerFailure?) {
        var layout = layout()
        // Every tab strip behaviour (SPEC §4.8), whatever the screen.
        layout.pager.behavior = PagerBehavior.allCases.randomElement(using: &random)!
        let actions = actions(for: layout, count: Int.random(in: 1...20, using: &random))
        var snapshots: [[Double]] = []
        let (host, memory, settled) = Self.play(layout, actions, frames: 1.0 / 60, maxEvents: maxEvents, plant: plant, snapshots: &snapshots)
        let playedActions = Array(actions.prefix(memory.actionsPlayed))
        let events = host.events
        func failure(_ number: Int, _ detail: String) -> PagerFailure { failure(PagerInvariantViolation(invariant: number, detail: detail)) }
        func failure(_ violation: PagerInvariantViolation) -> PagerFailure {
            PagerFailure(index: max(0, events.count - 1), event: events.last?.name ?? .layout, violation: violation)
        }

        // The fuzzer's own checks (not SPEC §8 items): the same session through the driver.
        if checksDriver, let found = Self.uikitPath(layout, playedActions, host, plant: plant) {
            return (events, found)
        }
        if checksSwiftUI, let found = Self.swiftUIPath(layout, playedActions, host, plant: plant) { return (events, found) }
        if checksWeb, let found = Self.webPath(layout, playedActions, plant: plant) { return (events, found) }

        // SPEC §8.1–SPEC §8.3 on every event, through the reducer under test. The host fed
        // these very events to a fresh `PagerState` of its own: when that is the reducer
        // under test and no planted bug edits the host's records, they are §8.1's second run.
        let secondRun = R.self == PagerState.self && plant.hook == nil ? host.records : nil
        coverage = PagerSequenceChecker<R>.emptyCoverage
        if let found = PagerSequenceChecker<R>.firstFailure(in: events, secondRun: secondRun, coverage: &coverage, sharing: knownElements) {
            return (events, found)
        }
        // The fuzzer's own: the frames the screens set are each record's geometry.
        if let (index, detail) = Self.screenFramesAgree(events, host.records) {
            return (events, PagerFailure(index: index, event: events[index].name, violation: PagerInvariantViolation(.screenFrames, detail: detail)))
        }

        // SPEC §8.8: a header drag within the bounds moves the list as the same drag on it.
        if let mismatch = memory.headerDragMismatch { return (events, failure(8, mismatch)) }
        // SPEC §8.9: taps land at y* of the geometry at their end, whatever resizes came.
        if let (index, detail) = Self.tapsLand(events, host.records) {
            return (events, PagerFailure(index: index, event: events[index].name, violation: PagerInvariantViolation(invariant: 9, detail: detail)))
        }

        // SPEC §8.7, SPEC §8.4 and SPEC §8.5 at rest.
        if let violation = Self.restFailure(host, memory, settled) { return (events, failure(violation)) }
        guard let g = host.state.geometry, let record = host.records.last else { return (events, nil) }

        // SPEC §8.6, where the reducer's commands do not depend on frame timing (no header
        // following deltas or aligning pages): the same actions at 120 Hz.
        // (The screen's first mode: a rotation into another layout class may end in `fixed`
        // after a header that followed deltas.)
        if layout.header.mode == .fixed || layout.header.mode == .stickyReveal {
            var fine: [[Double]] = []
            // Exactly the actions the first run played (it may have stopped at the event cap).
            let played = Array(actions.prefix(snapshots.count))
            let (again, againMemory, _) = Self.play(layout, played, frames: 1.0 / 120, maxEvents: .max, snapshots: &fine)
            // The strip's re-centre on a selection change starts on the frame that sees the
            // change (SPEC §8.6 leaves such commands out), so it may still animate at one rate
            // and not at the other when a fling to the edge, played only with everything at
            // rest, comes: the two runs are the same session up to the first action one of
            // them held back and the other did not, and are compared that far.
            let divergence = Self.firstDifference(memory.heldBack, againMemory.heldBack)
            for (a, b) in zip(snapshots, fine).prefix(divergence) where a.count == b.count {
                if zip(a, b).contains(where: { abs($0 - $1) > 1e-6 }) {
                    return (events, failure(6, "offsets at 60 Hz \(a) vs 120 Hz \(b)"))
                }
            }
            if divergence == .max, again.state.selected != record.selected, g.selectionRule == .crossing {
                return (events, failure(6, "selected \(String(describing: record.selected)) at 60 Hz, \(String(describing: again.state.selected)) at 120 Hz"))
            }
        }
        return (events, nil)
    }

    /// The first action one run held back and the other did not (`Memory.heldBack`);
    /// `Int.max` when they held back the same.
    static func firstDifference(_ a: [Int], _ b: [Int]) -> Int {
        if let k = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset { return min(a[k], b[k]) }
        if a.count != b.count { return a.count > b.count ? a[b.count] : b[a.count] }
        return .max
    }

    /// The UIKit path: the same actions with the host reporting UIKit's delegate callbacks to
    /// a `PagerDriver` give the event path's events and records, one for one.
    /// With the planted `lateListsGetNoInsets`, the UIKit adapter's lists miss the insets;
    /// with `appearanceForwardedOnLoad`, the pages hear appearance as they load; with
    /// `underlineFromPreviousFrames`, the underline lags the strip's layout.
    /// Also checked: each attached list shows the reducer's insets after every update, the
    /// strip and its underline are the layout's, and the pages' appearance calls pair up,
    /// with the pages in view shown at rest.
    static func uikitPath(_ layout: PagerLayout, _ actions: [Action], _ host: PagerHost, plant: Plant = Plant()) -> PagerFailure? {
        var ignored: [[Double]] = []
        // The same actions as the event path played, uncapped.
        // Right to left in every other session (by the number of actions: no random draw, so
        // the event path's sessions stay what they were): the pages container and the strip
        // then report flipped offsets and velocities, which the driver must mirror back.
        let rightToLeft = actions.count % 2 == 1
        var (other, otherMemory, settled) = play(
            layout, actions, frames: 1.0 / 60, maxEvents: .max, uikit: true, rightToLeft: rightToLeft, plant: plant, snapshots: &ignored)
        if settled { other.checkAppearanceAtRest() }
        // The session's own screen first, then the copies made of it (which report only what
        // they found themselves), then the fresh screen asked for a tab.
        let problems: [(PagerInvariantViolation.Check, String?)] = [
            (.foreignProxy, other.delegateChainProblem), (.listInsets, other.listInsetsMismatch), (.stripFrames, other.stripMismatch),
            (.pageAppearance, other.appearanceLedger.firstProblem),
            (.teardown, otherMemory.teardown), (.reloadMidMotion, otherMemory.reload), (.rotationMidMotion, otherMemory.rotation),
            (.delegateReplaced, otherMemory.replacedDelegate), (.selectionMidMotion, otherMemory.selection),
            (.rotationMidMotion, otherMemory.swipeRotation), (.refreshMidMotion, otherMemory.refresh), (.screenBelow, otherMemory.popBack),
        ]
        if let found = firstProblem(problems, host) { return found }
        if let problem = otherMemory.openingTab {
            return PagerFailure(index: 0, event: .layout, violation: PagerInvariantViolation(.openingTab, detail: problem))
        }
        // Left to right, bit for bit. Right to left, within 1e-6 (SPEC §6's tolerance): a
        // flipped view's offset goes to UIKit's coordinates and back (`max − (max − x)`),
        // which may differ from `x` in its last bits.
        guard rightToLeft else {
            return pathDifference(
                .uikitPath, "UIKit callbacks", expected: (host.events, host.records), got: (other.events, other.records), agree: ==, agree: ==)
        }
        // The flip round trip (`max − (max − x)`) may move an offset by an ulp, and a rule of
        // the SPEC may split there: a page's rounding at a half, a strip target's tie (§4.1,
        // §4.8). The paths are compared up to the first record that differs where the events
        // up to it agree within 1e-6 but not bit for bit: identical events give identical
        // records, so the split comes from those ulps (the sessions then differ): its event
        // is compared, its record and what follows are not.
        let split = Self.splitByUlps(host, other) ?? .max
        let events = split == .max ? split : split + 1
        return pathDifference(
            .uikitPath, "UIKit callbacks (right to left)",
            expected: (Array(host.events.prefix(events)), Array(host.records.prefix(split))),
            got: (Array(other.events.prefix(events)), Array(other.records.prefix(split))),
            agree: { SwiftUILoss.agree($0, $1) }, agree: { SwiftUILoss.agree($0, $1) })
    }

    /// The first record where two paths' records differ (beyond 1e-6) while every event up
    /// to it agrees within 1e-6 and some event up to it differs in its bits; `nil` where the
    /// first difference is any other (an event beyond 1e-6, or records apart after the same
    /// events, bit for bit).
    static func splitByUlps(_ host: PagerHost, _ other: PagerHost) -> Int? {
        let count = min(host.records.count, other.records.count, host.events.count, other.events.count)
        guard let k = (0..<count).first(where: { !SwiftUILoss.agree(host.records[$0], other.records[$0]) }),
            (0...k).allSatisfy({ SwiftUILoss.agree(host.events[$0], other.events[$0]) }),
            (0...k).contains(where: { !Self.sameBits(host.events[$0], other.events[$0]) })
        else { return nil }
        return k
    }

    /// Whether two events are the same, bit for bit (their trace lines are).
    private static func sameBits(_ a: PagerEvent, _ b: PagerEvent) -> Bool {
        a == b && a.jsonLine == b.jsonLine
    }

    /// The SwiftUI path: the same with the host reporting SwiftUI's phases and geometry give
    /// the event path's events and records but for what SwiftUI cannot report
    /// (`SwiftUILoss`), the SwiftUI path's own sequence keeps SPEC §8.1–§8.3, and what it
    /// loses never stops things resting well (SPEC §8.7, §8.4, §8.5 on its own screen), and
    /// a screen asked for a tab before its first layout opens on it (`PagerView`'s initial
    /// `selection`).
    static func swiftUIPath(_ layout: PagerLayout, _ actions: [Action], _ host: PagerHost, plant: Plant = Plant()) -> PagerFailure? {
        var ignored: [[Double]] = []
        // SwiftUI reports fewer events, so a cap on events would let it play on: uncapped.
        let (other, otherMemory, otherSettled) = play(
            layout, actions, frames: 1.0 / 60, maxEvents: .max, swiftUI: true, plant: plant, snapshots: &ignored)
        let (expected, expectedRecords, cut) = SwiftUILoss.kept(host.events, host.records)
        var (got, gotRecords, _) = SwiftUILoss.kept(other.events, other.records)
        if let cut, got.count > cut {  // losses 3–5: compared up to where the paths may part
            got.removeSubrange(cut...)
            gotRecords.removeSubrange(cut...)
        }
        if let found = pathDifference(
            .swiftUIPath, "SwiftUI reports", expected: (expected, expectedRecords), got: (got, gotRecords),
            agree: { SwiftUILoss.agree($0, $1) }, agree: { SwiftUILoss.agree($0, $1) })
        {
            return found
        }
        if let violation = PagerSequenceChecker<R>.firstFailure(in: other.events) {
            return PagerFailure(
                index: violation.index, event: violation.event,
                violation: PagerInvariantViolation(.swiftUIPath, detail: "through SwiftUI reports: \(violation.violation)"))
        }
        if let violation = restFailure(other, otherMemory, otherSettled) {
            return PagerFailure(
                index: max(0, host.events.count - 1), event: host.events.last?.name ?? .layout,
                violation: PagerInvariantViolation(.swiftUIPath, detail: "through SwiftUI reports, at rest: \(violation)"))
        }
        if let problem = otherMemory.openingTab {
            return PagerFailure(index: 0, event: .layout, violation: PagerInvariantViolation(.openingTab, detail: "through SwiftUI reports: \(problem)"))
        }
        let copies: [(PagerInvariantViolation.Check, String?)] = [
            (.selectionMidMotion, otherMemory.selection), (.rotationMidMotion, otherMemory.rotation), (.rotationMidMotion, otherMemory.swipeRotation),
            (.screenBelow, otherMemory.popBack),
        ]
        return firstProblem(copies, host, through: "through SwiftUI reports: ")
    }

    /// The first of `problems` found (`nil` and "" are nothing: a copy not made, or one that
    /// found nothing), as a failure at `host`'s last event, its detail after `through`.
    private static func firstProblem(_ problems: [(PagerInvariantViolation.Check, String?)], _ host: PagerHost, through: String = "") -> PagerFailure? {
        guard let (check, detail) = problems.first(where: { !($0.1 ?? "").isEmpty }) else { return nil }
        return PagerFailure(
            index: max(0, host.events.count - 1), event: host.events.last?.name ?? .layout,
            violation: PagerInvariantViolation(check, detail: through + (detail ?? "")))
    }

    /// The first event, then the first record, where a path differs from the event path.
    private static func pathDifference(
        _ check: PagerInvariantViolation.Check, _ front: String, expected: ([PagerEvent], [PagerRecord]), got: ([PagerEvent], [PagerRecord]),
        agree eventsAgree: (PagerEvent, PagerEvent) -> Bool, agree recordsAgree: (PagerRecord, PagerRecord) -> Bool
    ) -> PagerFailure? {
        let (expectedEvents, expectedRecords) = expected, (gotEvents, gotRecords) = got
        let common = min(expectedEvents.count, gotEvents.count)
        if let k = (0..<common).first(where: { !eventsAgree(expectedEvents[$0], gotEvents[$0]) })
            ?? (expectedEvents.count != gotEvents.count ? common : nil)
        {
            let gotLine = gotEvents.indices.contains(k) ? gotEvents[k].jsonLine : "missing"
            let expectedLine = expectedEvents.indices.contains(k) ? expectedEvents[k].jsonLine : "missing"
            return PagerFailure(
                index: k, event: expectedEvents.indices.contains(k) ? expectedEvents[k].name : .layout,
                violation: PagerInvariantViolation(check, detail: "through \(front) and PagerDriver event \(k) is \(gotLine), the event path's \(expectedLine)")
            )
        }
        if let k = (0..<min(expectedRecords.count, gotRecords.count)).first(where: { !recordsAgree(expectedRecords[$0], gotRecords[$0]) })
            ?? (expectedRecords.count != gotRecords.count ? 0 : nil)
        {
            return PagerFailure(
                index: max(0, expectedEvents.count - 1), event: expectedEvents.last?.name ?? .layout,
                violation: PagerInvariantViolation(check, detail: "through \(front) and PagerDriver the records differ (kept record \(k))"))
        }
        return nil
    }
}
