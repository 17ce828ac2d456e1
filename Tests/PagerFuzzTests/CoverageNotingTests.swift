// The campaign's coverage noted by the checks as they apply the events (no third reducer to
// replay them) is the coverage `PagerSituationCoverage.note(sequence:)` finds from the events:
// for sessions that pass, and for one the checks stop part-way through.
import PagerCore
@testable import PagerFuzz
import PagerSimulator
import Testing

@Suite("Coverage noted by the checks")
struct CoverageNotingTests {
    /// Realistic sessions of every kind (seed 9: random screens, modes and content kinds):
    /// each session's coverage as its checks noted it equals the coverage of its events
    /// replayed from a fresh state, and it is not empty.
    @Test func aSessionsCheckedCoverageIsItsEventsCoverage() throws {
        for index in 0..<40 {
            var random = PagerSplitMix64.forSequence(index, of: 9)
            var session = RealisticSession<PagerState>(random: random.split(), maxEvents: 3000)
            let (events, failure) = session.run()
            #expect(failure == nil)
            let noted = try #require(session.coverage)
            var replayed = PagerSituationCoverage()
            replayed.note(sequence: events)
            #expect(noted == replayed, "session \(index)")
            if events.count > 1 { #expect(noted != PagerSituationCoverage(), "session \(index)") }
        }
    }

    /// A check that fails part-way (a second run that differs at event 5, SPEC §8.1) stops
    /// the checks there; the coverage still counts every event, as a replay of all of them
    /// does — and more than the first six events alone reach.
    @Test func theEventsAfterAFailureAreNotedToo() throws {
        var host = PagerHost()
        host.layout(PagerPresets.menu)
        host.drag(.content, by: 300, over: 0.3, release: .fling)
        _ = host.settle()
        host.tapPagerItem(3)
        _ = host.settle()
        let events = host.events
        try #require(events.count > 20)
        var secondRun = host.records
        secondRun[5].offsetY += 1
        var coverage: PagerSituationCoverage? = PagerSituationCoverage()
        let failure = PagerSequenceChecker<PagerState>.firstFailure(in: events, secondRun: secondRun, coverage: &coverage)
        #expect(failure?.index == 5 && failure?.violation.invariant == 1)
        var all = PagerSituationCoverage(), firstSix = PagerSituationCoverage()
        all.note(sequence: events)
        firstSix.note(sequence: Array(events.prefix(6)))
        #expect(coverage == all)
        #expect(all != firstSix)  // the events after the failure reach situations of their own
    }

    /// Another reducer than `PagerState` notes nothing (the coverage is `PagerState`'s):
    /// the campaign then replays the events itself.
    @Test func anotherReducerLeavesTheCoverageToTheCampaign() {
        var random = PagerSplitMix64.forSequence(0, of: 9)
        var session = RealisticSession<WrappedState>(random: random.split(), maxEvents: 3000)
        _ = session.run()
        #expect(session.coverage == nil)
    }
}

/// `PagerState` under another name: a reducer the checks cannot note situations for.
private struct WrappedState: PagerReducing {
    var state = PagerState()
    mutating func apply(_ event: PagerEvent) -> PagerRecord { state.apply(event) }
}
