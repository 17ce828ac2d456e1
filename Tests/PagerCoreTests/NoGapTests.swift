// SPEC §8.5 over the golden corpus: in quickReturn and collapse with pages content, the
// current page's content top is never below the header's bottom — −y ≤ S + B + headerTy
// (+0.5) — unless that page cannot scroll that far, whenever its offset is in bounds.
import Foundation
import PagerCore
import PagerTestSupport
import Testing

@Suite("§8.5 No gap under the header")
struct NoGapTests {
    @Test func goldenTracesNeverShowAGap() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: tracesDirectory.path)
            .filter { $0.hasSuffix(".events.jsonl") }
        var checked = 0
        for name in names {
            let text = try String(contentsOf: tracesDirectory.appendingPathComponent(name), encoding: .utf8)
            var state = PagerState()
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let event = try JSONDecoder().decode(PagerEvent.self, from: Data(line.utf8))
                let record = state.apply(event)
                guard let g = state.geometry, g.isPages, g.mode == .quickReturn || g.mode == .collapse,
                    g.contentViewCount > 0
                else { continue }
                let y = record.offsetY, maxY = g.maxY(ofView: record.page, insetTop: record.insetTop)
                guard y >= -record.insetTop, y <= maxY else { continue }  // overscroll: the rubber band shows
                let headerBottom = g.headerHeight + g.barHeight + record.headerTy
                let canReach = maxY >= -headerBottom
                #expect(!canReach || -y <= headerBottom + 0.5, "\(name) seq \(record.seq): y \(y), header bottom \(headerBottom)")
                checked += 1
            }
        }
        #expect(checked > 200)
    }
}
