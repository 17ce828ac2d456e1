// SPEC §8.1 on seeded adversarial sequences: events and records survive a write → read
// round trip (the standard library's Codable, Foundation's coder standing in for the trace
// codec), and a state saved mid-sequence carries on bit for bit.
import Foundation
import PagerCore
import PagerFuzz
import Testing

@Suite("§8.1 Round trips on adversarial sequences")
struct RoundTripPropertyTests {
    let decoder = JSONDecoder()

    @Test(arguments: [11, 12, 13] as [UInt64])
    func eventsAndRecordsSurviveARoundTrip(seed: UInt64) throws {
        var generator = PagerAdversarialEvents(seed: seed)
        // Non-finite numbers cannot be written as JSON; the generator makes none.
        let events = (0..<2_000).map { _ in generator.next() }
        var state = PagerState()
        let records = state.apply(events)
        let encoder = JSONEncoder()
        for (event, record) in zip(events, records) {
            #expect(try decoder.decode(PagerEvent.self, from: encoder.encode(event)) == event)
            #expect(try decoder.decode(PagerRecord.self, from: encoder.encode(record)) == record)
        }
    }

    @Test func aSavedStateCarriesOn() throws {
        var generator = PagerAdversarialEvents(seed: 21)
        let events = (0..<3_000).map { _ in generator.next() }
        var straight = PagerState()
        let expected = straight.apply(events)
        // Save after 1,500 events, restore, continue: the same records, bit for bit.
        var first = PagerState()
        _ = first.apply(events[..<1_500])
        var restored = try decoder.decode(PagerState.self, from: JSONEncoder().encode(first))
        #expect(restored == first)
        #expect(restored.apply(events[1_500...]) == Array(expected[1_500...]))
    }
}
