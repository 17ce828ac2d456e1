// The simulator article's "a realistic trace in ten lines" (PagerSimulator.docc/SimulatingAScreen.md), kept working.
import PagerCore
import PagerSimulator
import PagerTrace
import Testing

@Suite("README example")
struct ReadmeExampleTests {
    @Test func aRealisticTraceInTenLines() throws {
        var host = PagerHost()  // 60 Hz; host.frameInterval = 1/120 …
        host.layout(PagerPresets.fj)  // or any Layout
        host.drag(.content, page: 0, by: 300, over: 0.3)  // a flick: 1000 pt/s, then deceleration
        host.settle()  // until nothing moves (≤ 10 s)
        host.tapPagerItem(2)  // the pages container animates to page 2
        host.settle()
        let trace = host.events.map(\.jsonLine).joined(separator: "\n")  // replays to host.records

        // It replays to the same records.
        var state = PagerState()
        let replayed = try trace.split(separator: "\n").map { try state.apply(PagerEvent(jsonLine: String($0))) }
        #expect(replayed == host.records)
        #expect(host.records.last?.selected == 2)
        #expect(host.offset(.pages) == 750)
    }
}
