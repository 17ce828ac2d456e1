// The host in a closed loop with the reducer: SPEC §7 behaviours and §8.4, §8.6, §8.7.
import Foundation
import PagerCore
import PagerSimulator
import Testing

@Suite("§7 Host")
struct HostTests {
    @Test func aFlickProducesARealisticTrace() {
        var host = PagerHost()
        host.layout(Presets.fj)
        host.drag(.content, page: 0, by: 300, over: 0.3)
        host.settle()
        let names = host.events.map(\.name)
        // layout, drag began, 17 moved (18 frames, the last is the release), ended, then
        // decelerate began, moved…, ended.
        #expect(names.first == .layout)
        #expect(names[1] == .dragBegan)
        #expect(names.filter { $0 == .dragMoved }.count == 18)
        #expect(names.contains(.decelerateBegan))
        #expect(names.last == .decelerateEnded)
        #expect(host.records.allSatisfy { $0.diagnostics.isEmpty })
        // Released at 1000 pt/s (300 pt over 0.3 s): rests 499.5 pt further, at
        // −104 + 300 + 499.4998 (SPEC §7), with the header hidden.
        let distance: Double = 1000 / -(1000 * log(0.998))
        #expect(abs(host.offset(.content, page: 0) - (196 + distance)) < 1e-6)
        #expect(host.state.headerTy == -64)
    }
}
