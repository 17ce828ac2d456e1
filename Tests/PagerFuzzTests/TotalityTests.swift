// SPEC §5 "the reducer never traps" and §8 invariants 1–3, on seeded adversarial event
// sequences: phases out of order, wrong pages, out-of-range taps, time going backwards,
// relayouts with fewer items, invalid layouts, extreme but finite numbers.
import PagerCore
import PagerFuzz
import PagerTestSupport
import Testing

/// SPEC §8 invariants 2 and 3 for one record (the public checker, plus "selected without
/// a layout").
func invariantViolations(_ record: PagerRecord, _ state: PagerState) -> [String] {
    guard let g = state.geometry else { return record.selected == nil ? [] : ["selected without layout"] }
    return g.invariantViolations(of: record).map(\.description)
}

@Suite("§5 Totality and §8 invariants 1–3")
struct TotalityTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func adversarialSequencesNeverBreakTheReducer(seed: UInt64) {
        var generator = PagerAdversarialEvents(seed: seed)
        let events = (0..<5_000).map { _ in generator.next() }
        var state = PagerState()
        var records: [PagerRecord] = []
        for event in events {
            let record = state.apply(event)
            let problems = invariantViolations(record, state)
            #expect(problems.isEmpty, "seed \(seed), seq \(record.seq) \(record.event): \(problems)")
            if !problems.isEmpty { return }
            records.append(record)
        }
        // SPEC §3: record i answers event i: its `seq`, and the event's `t` and name echoed.
        #expect(records.enumerated().allSatisfy { $0.offset == $0.element.seq })
        #expect(records.map(\.event) == events.map(\.name))
        #expect(records.map(\.t.bitPattern) == events.map(\.t.bitPattern))
        // Deterministic: the same events give the same records.
        var again = PagerState()
        #expect(again.apply(events) == records, "seed \(seed)")
    }
}
