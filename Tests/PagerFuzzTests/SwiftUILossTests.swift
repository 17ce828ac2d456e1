// What the SwiftUI path cannot report or keep the same (SwiftUILoss), each on a hand-made
// sequence.
import PagerCore
@testable import PagerFuzz
import PagerSimulator
import PagerTrace
import Testing

private func record(_ seq: Int, _ t: Double, offsetY: Double) -> PagerRecord {
    var state = PagerState()
    var record = state.apply(.tapStatusBar(t: t))
    record.seq = seq
    record.offsetY = offsetY
    return record
}

@Suite("SwiftUILoss: what the SwiftUI path is compared on")
struct SwiftUILossTests {
    @Test func movesThatLeaveTheOffsetAreNotReported() {
        // Loss 1: a drag moved at the offset its view last reported (a finger holding
        // still) is taken out; the first move after an end is kept (a phase change).
        let events: [PagerEvent] = [
            .dragBegan(.content, offset: 0, t: 0), .dragMoved(.content, offset: 10, t: 0.1),
            .dragMoved(.content, offset: 10, t: 0.2), .dragEnded(.content, offset: 10, velocity: 0, willDecelerate: false, t: 0.3),
            .offset(.scrollMoved, .content, offset: 10, t: 0.4), .offset(.scrollEnded, .content, offset: 10, t: 0.5),
        ]
        let records = events.indices.map { record($0, events[$0].t, offsetY: 10) }
        let kept = SwiftUILoss.kept(events, records)
        // The held-still move goes; its drag's release is where comparing stops (loss 3).
        #expect(kept.events == Array(events[0...1]))
        #expect(kept.cut == 2)
        #expect(kept.records.allSatisfy { $0.seq == 0 })
    }

    @Test func aDragThatNeverHeldStillIsComparedThrough() {
        let events: [PagerEvent] = [
            .dragBegan(.content, offset: 0, t: 0), .dragMoved(.content, offset: 10, t: 0.1),
            .dragEnded(.content, offset: 10, velocity: 600, willDecelerate: true, t: 0.1),
            .offset(.decelerateBegan, .content, offset: 10, t: 0.1), .offset(.decelerateMoved, .content, offset: 10, t: 0.2),
            .offset(.decelerateMoved, .content, offset: 11, t: 0.3),
        ]
        let records = events.indices.map { record($0, events[$0].t, offsetY: 10) }
        let kept = SwiftUILoss.kept(events, records)
        // decelerate moved at 10 right after decelerate began at 10: not reported.
        #expect(kept.events == [events[0], events[1], events[2], events[3], events[5]])
        #expect(kept.cut == nil)
    }

    @Test func aRelayoutThatChangesTheHeaderDrawnOverTheListsCutsTheComparison() {
        // Loss 4: Kulman's screen (stickyReveal, S = 44: 44 pt drawn over the lists), laid
        // out again with the same S (a resize: compared through), then rotated into fixed
        // (0 pt drawn over them): comparing stops at that layout, the fifth kept event.
        let kulman = PagerPresets.kulman
        var resized = kulman
        resized.viewport = PagerViewport(width: kulman.viewport.height, height: kulman.viewport.width)
        var fixed = resized
        fixed.header.mode = .fixed
        let events: [PagerEvent] = [
            .layout(kulman, t: 0), .dragBegan(.content, offset: 44, t: 0.1),
            .dragEnded(.content, offset: 44, velocity: 0, willDecelerate: false, t: 0.2),
            .layout(resized, t: 0.3), .layout(fixed, t: 0.4),
            .dragBegan(.content, offset: 0, t: 0.5),
        ]
        let records = events.indices.map { record($0, events[$0].t, offsetY: 0) }
        let kept = SwiftUILoss.kept(events, records)
        #expect(kept.events == Array(events[0...3]))
        #expect(kept.cut == 4)
    }

    @Test func anInsetCommandedAtDecelerateBeganCutsTheComparisonAfterIt() {
        // Loss 5: the release of the drag above, whose `decelerate began` reveals a
        // stickyReveal header (revealCheck: decelerate, SPEC §4.5: `setInset` to 0). The
        // driver gives itself that event before the view's bounce is planned; UIKit's comes
        // after: comparing stops after it — it is the fourth kept event, so the cut is 4.
        let events: [PagerEvent] = [
            .dragBegan(.content, offset: 0, t: 0), .dragMoved(.content, offset: -40, t: 0.1),
            .dragEnded(.content, offset: -40, velocity: 0, willDecelerate: true, t: 0.2),
            .offset(.decelerateBegan, .content, offset: -40, t: 0.2), .offset(.decelerateMoved, .content, offset: -37, t: 0.22),
        ]
        var records = events.indices.map { record($0, events[$0].t, offsetY: -40) }
        records[3].commands = [.setInset(page: nil, top: 0, duration: 0.25)]
        let kept = SwiftUILoss.kept(events, records)
        #expect(kept.events == Array(events[0...3]))
        #expect(kept.cut == 4)
        // The same release with no inset written is compared through.
        records[3].commands = []
        #expect(SwiftUILoss.kept(events, records).cut == nil)
    }

    @Test func numbersAgreeWithinTheTraceTolerance() {
        // Loss 2: offsets compared as trace files are (1e-6), kinds exactly.
        let a = PagerEvent.offset(.decelerateMoved, .content, offset: 100, t: 1)
        #expect(SwiftUILoss.agree(a, .offset(.decelerateMoved, .content, offset: 100 + 1e-9, t: 1)))
        #expect(!SwiftUILoss.agree(a, .offset(.decelerateMoved, .content, offset: 100.01, t: 1)))
        #expect(!SwiftUILoss.agree(a, .offset(.scrollMoved, .content, offset: 100, t: 1)))
        #expect(
            !SwiftUILoss.agree(
                .dragEnded(.content, offset: 1, velocity: 10, willDecelerate: true, t: 1),
                .dragEnded(.content, offset: 1, velocity: 10, willDecelerate: false, t: 1)))
    }
}

@Suite("Situation coverage on one screen")
struct OneScreenCoverageTests {
    @Test func aScreenReachesOnlyItsModeAndContentKind() {
        // 11 event kinds: 8 offset events × 4 view phases + layout, tapPagerItem and
        // tapStatusBar at one phase = 35 rows. A `sections` screen has 3 tap states (none,
        // pending, hold): 105 cells; a `pages` screen no hold (SPEC §4.2): 70. All screens
        // together: 4 modes × (105 + 70) = 700. Then the five rule rows (three of §4.7, two of
        // §7's touches that stop a fling), reachable on a screen whose header can be
        // dragged (`quickReturn`, `collapse`): 705, 110, 75;
        // on a `fixed` screen none: 105.
        #expect(PagerEventName.allCases.count == 11)
        #expect(PagerRuleSituation.allCases.count == 5)
        var coverage = PagerSituationCoverage()
        #expect(coverage.counts.reachable == 705)
        coverage.restrict(to: PagerPresets.menu)  // quickReturn, sections
        #expect(coverage.counts.reachable == 110)
        var pages = PagerSituationCoverage()
        pages.restrict(to: PagerPresets.fj)  // quickReturn, pages
        #expect(pages.counts.reachable == 75)
        var fixed = PagerSituationCoverage()
        fixed.restrict(to: PagerPresets.td)  // fixed, sections
        #expect(fixed.counts.reachable == 105)
        // What a session on that screen reaches counts against it.
        var host = PagerHost()
        host.layout(PagerPresets.menu)
        host.drag(.content, by: 300, over: 0.3)
        host.settle()
        coverage.note(sequence: host.events)
        #expect(coverage.counts.reached > 0)
        #expect(coverage.counts.reached <= 110)
    }
}
