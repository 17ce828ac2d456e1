// The rest of the embedding kit: the callback path against the event path over random
// sessions, the screen model, the @Observable model, and the trace recorder.
import Foundation
import PagerCore
import PagerKit
import PagerFuzz
import PagerSimulator
import PagerTestSupport
import PagerTrace
import Testing

@Suite("The embedding kit", .serialized)
struct KitTests {
    @Test func theCallbackPathGivesTheEventPathsTraceOverRandomSessions() {
        // The fuzzer's realistic sessions (random screens and users), each played twice:
        // as SPEC §2 events, and as UIKit callbacks through the driver (check 9). .ci/run
        // does 10,000 more, and 1,250 on every preset, in release.
        var fuzzer = PagerFuzzer<PagerState>(seed: 11, maxEvents: 300)
        fuzzer.checksDriver = true
        for index in 0..<40 {
            let run = fuzzer.run(sequence: index, mode: .realistic)
            #expect(run.counterexample == nil, "sequence \(index): \(String(describing: run.counterexample?.failure))")
        }
    }

    @Test func aScriptedSessionIsTheSameThroughTheDriver() {
        // One session on every preset, by hand: drags, a fling, a tab tap, a status bar tap,
        // a rotation — event path and callback path give identical events and records.
        for preset in PagerPresets.byName {
            func play(_ host: inout PagerHost) {
                host.layout(preset.layout)
                let isPages = preset.layout.content.isPages
                host.drag(.content, page: isPages ? 0 : nil, by: 300, over: 0.3)
                host.wait(0.2)
                host.tapPagerItem(min(2, preset.layout.pager.items.count - 1))
                host.wait(0.1)
                host.drag(.content, page: isPages ? host.state.page : nil, by: -40, over: 0.2, release: .hold)
                host.settle()
                if isPages { host.drag(.pages, by: -0.6 * preset.layout.viewport.width, over: 0.15) }
                host.tapStatusBar()
                host.rotate()
                host.settle()
            }
            var events = PagerHost(), callbacks = PagerHost(driver: PagerDriver())
            play(&events)
            play(&callbacks)
            #expect(callbacks.events == events.events, "\(preset.name)")
            #expect(callbacks.records == events.records, "\(preset.name)")
            #expect(events.events.count > 50)
        }
    }

    @Test func theScreenModelOfTheMenuAtRest() {
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.menu), at: 0)
        let screen = PagerScreenModel(state: driver.state)
        // Quick-return: search 64 over bar 40, both over a full-height list (SPEC §1).
        #expect(screen.header == PagerScreenRect(x: 0, y: 0, width: 375, height: 64))
        #expect(screen.bar == PagerScreenRect(x: 0, y: 64, width: 375, height: 40))
        #expect(screen.list == PagerScreenRect(x: 0, y: 0, width: 375, height: 603))
        // Intrinsic cells (the titles do not fit in 375): edge 12, then 56 + 32 spacing.
        #expect(screen.cells.prefix(2).map(\.frame.x) == [12, 100])
        #expect(screen.cells.map(\.isSelected) == [true, false, false, false, false, false, false])
        // Indicator 0: 12 + 56/2 − 61/2 = 9.5, width 56 + 5; 2 pt at the bar's bottom (104 − 2).
        #expect(screen.indicator == PagerScreenRect(x: 9.5, y: 102, width: 61, height: 2))
        // At minY −104 the visible content is −104…499: Popular's header (0…40) and three
        // rows (40…280), Burgers' header (280…320) and rows 320…400, 400…480, 480…560.
        #expect(
            screen.rows.map(\.kind) == [
                .sectionHeader(section: 0), .row(section: 0, row: 0), .row(section: 0, row: 1), .row(section: 0, row: 2),
                .sectionHeader(section: 1), .row(section: 1, row: 0), .row(section: 1, row: 1), .row(section: 1, row: 2),
            ])
        // Content y maps to list.y + y − offset: Popular's header at 0 + 0 + 104.
        #expect(screen.rows.first?.frame == PagerScreenRect(x: 0, y: 104, width: 375, height: 40))
        #expect(screen.rows.last?.frame == PagerScreenRect(x: 0, y: 584, width: 375, height: 80))  // 480 + 104

        // Scrolled 300 pt down, the header followed by −64 (clamped) and the pager by nothing.
        _ = driver.handle(.willBeginDragging(.content(page: 0), offset: -104), at: 1)
        _ = driver.handle(.didScroll(.content(page: 0), offset: 196, flags: .dragging), at: 1.1)
        let scrolled = PagerScreenModel(state: driver.state)
        #expect(scrolled.header?.y == -64)
        #expect(scrolled.bar?.y == 0)
        // The first visible row: content 196 is Popular's row 1 (120…200), on screen at 120 − 196.
        #expect(scrolled.rows.first?.kind == .row(section: 0, row: 1))
        #expect(scrolled.rows.first?.frame.y == -76)
    }
}
