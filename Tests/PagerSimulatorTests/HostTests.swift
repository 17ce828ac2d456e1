// The host in a closed loop with the reducer: SPEC §7 behaviours and §8.4, §8.6, §8.7.
import Foundation
import PagerCore
import PagerSimulator
import PagerKit
import PagerTrace
import Testing

@Suite("§7 Host")
struct HostTests {
    @Test func theHostsModeIsOneValue() {
        // Events, UIKit (lists all there, or loaded lazily as the drop-ins load them), or
        // SwiftUI; lazy loading is UIKit's alone.
        #expect(PagerHost().mode == .events)
        var uikit = PagerHost(driver: PagerDriver())
        #expect(uikit.mode == .uikit(lazyLists: false) && uikit.screen != nil && uikit.container == nil)
        uikit.loadsListsLazily = true
        #expect(uikit.mode == .uikit(lazyLists: true))
        var swiftUI = PagerHost(swiftUIDriver: PagerDriver())
        swiftUI.loadsListsLazily = true
        #expect(swiftUI.mode == .swiftUI && !swiftUI.loadsListsLazily && swiftUI.container != nil && swiftUI.screen == nil)
        var events = PagerHost()
        events.loadsListsLazily = true
        #expect(events.mode == .events)
    }

    @Test func aFlickProducesARealisticTrace() {
        var host = PagerHost()
        host.layout(PagerPresets.fj)
        host.drag(.content, page: 0, by: 300, over: 0.3)
        host.settle()
        let names = host.events.map(\.name)
        // layout, drag began, one moved per 60 Hz frame for 0.3 s (0.3 × 60 = 18), drag
        // ended at the release, then decelerate began, moved…, ended.
        #expect(names.first == .layout)
        #expect(names[1] == .dragBegan)
        #expect(names.filter { $0 == .dragMoved }.count == 18)
        #expect(names.contains(.decelerateBegan))
        #expect(names.last == .decelerateEnded)
        #expect(host.records.allSatisfy { $0.diagnostics.isEmpty })
        // Released at 1000 pt/s (300 pt over 0.3 s): rests 499.5 pt further, at
        // −104 + 300 + 499.4998 (SPEC §7), with the header hidden: headerTy = −S = −64
        // (fj preset: quickReturn, S = 64; §4.3 keeps headerTy in [−S, 0]).
        let distance: Double = 1000 / -(1000 * log(0.998))
        #expect(abs(host.offset(.content, page: 0) - (196 + distance)) < 1e-6)
        #expect(host.state.headerTy == -64)
    }
}

@Suite("§8.6 Sampling, §8.7 quiescence, §8.4 at rest")
struct ClosedLoopTests {
    /// One scripted session, sampled by `frames` (nil: irregular instants from a seeded
    /// sequence); returns, at each tenth of a second, every view's offset, headerTy and
    /// selection.
    static func sample(_ layout: PagerLayout, frames: Double?, script: (inout PagerHost) -> Void) -> [[Double]] {
        var host = PagerHost()
        host.frameInterval = frames
        host.layout(layout)
        script(&host)
        var rows: [[Double]] = []
        var jitter: UInt64 = 12345
        for k in 1...60 {
            let instant = host.time + 0.1
            if frames == nil {
                // Irregular frames: 0–3 instants at pseudo-random points before the tenth.
                jitter = jitter &* 6364136223846793005 &+ 1442695040888963407
                var t = host.time
                for _ in 0..<Int(jitter >> 62) {
                    t += Double((jitter >> 40) & 0xFF) / 256 * (instant - t)
                    host.advance(to: t)
                }
            }
            host.advance(to: instant)
            let pages = (0..<(host.state.geometry?.contentViewCount ?? 0)).map { host.offset(.content, page: $0) }
            rows.append(pages + [host.offset(.pages), host.offset(.pager), host.state.headerTy, Double(host.state.selected ?? -1)])
            _ = k
        }
        return rows
    }

    @Test func offsetsDoNotDependOnTheFrameRate() {
        // A collapse screen: headerTy depends on the offset alone (§8.6).
        let script: (inout PagerHost) -> Void = { host in
            host.drag(.content, page: 0, by: 250, over: 0.25)  // fling 1000 pt/s
        }
        let at60 = Self.sample(PagerPresets.swipe, frames: 1.0 / 60, script: script)
        let at120 = Self.sample(PagerPresets.swipe, frames: 1.0 / 120, script: script)
        let irregular = Self.sample(PagerPresets.swipe, frames: nil, script: script)
        for (a, b) in Array(zip(at60, at120)) + Array(zip(at60, irregular)) {
            #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(a) vs \(b)")
        }
        // The session did move: the list came to rest 249.75 + 499.5 pt down.
        #expect(at60.last![0] > 500)
    }

    @Test func crossingSelectionDoesNotDependOnTheFrameRate() {
        // 2000 pt/s from 300: rests about 999 pt later, crossing sections 1 … 4 on the way.
        let script: (inout PagerHost) -> Void = { host in host.drag(.content, by: 300, over: 0.15) }
        let a = Self.sample(PagerPresets.td, frames: 1.0 / 60, script: script)
        let b = Self.sample(PagerPresets.td, frames: 1.0 / 120, script: script)
        let c = Self.sample(PagerPresets.td, frames: nil, script: script)
        #expect(a.map(\.last) == b.map(\.last))
        #expect(a.map(\.last) == c.map(\.last))
        #expect(Set(a.map(\.last)).count >= 3)  // the fling crossed several sections
    }

    @Test(arguments: PagerPresets.byName.map(\.name))
    func everyGestureComesToRestWithinTenSeconds(preset: String) {
        let layout = PagerPresets.byName.first { $0.name == preset }!.layout
        var host = PagerHost()
        host.layout(layout)
        let isPages = host.state.geometry!.isPages
        let page: Int? = isPages ? 0 : nil
        // A hard fling, a pull past the top, a swipe, a pager fling, then a tap mid-motion.
        host.drag(.content, page: page, by: 900, over: 0.1)
        let rested1 = host.settle(within: 10)
        #expect(rested1, "\(preset): fling")
        host.drag(.content, page: page, by: -3000, over: 0.3, release: .hold)
        let rested2 = host.settle(within: 10)
        #expect(rested2, "\(preset): pull")
        if isPages {
            host.drag(.pages, by: 250, over: 0.15)
            let rested3 = host.settle(within: 10)
            #expect(rested3, "\(preset): swipe")
        }
        host.drag(.pager, by: 200, over: 0.1)
        let rested4 = host.settle(within: 10)
        #expect(rested4, "\(preset): pager")
        host.drag(.content, page: isPages ? host.state.page : nil, by: 400, over: 0.1)
        host.tapPagerItem(host.state.geometry!.itemCount - 1)
        let rested5 = host.settle(within: 10)
        #expect(rested5, "\(preset): tap during a fling")
    }

    @Test(arguments: PagerPresets.byName.map(\.name))
    func aTapOnEveryItemEndsWithItSelected(preset: String) throws {
        let layout = PagerPresets.byName.first { $0.name == preset }!.layout
        var host = PagerHost()
        host.layout(layout)
        let g = try #require(host.state.geometry)
        for i in (0..<g.itemCount).reversed() + Array(0..<g.itemCount) {
            host.tapPagerItem(i)
            let rested6 = host.settle(within: 10)
            #expect(rested6)
            let record = try #require(host.records.last)
            // §8.4: after a tap on i, at rest, selected = i; the pager rests at pagerTarget(i).
            #expect(record.selected == i, "\(preset) tap \(i)")
            #expect(abs(host.offset(.pager) - g.pagerTarget(i)) < 1e-9, "\(preset) tap \(i) pager")
            if g.isPages {
                // page = selected = round(X/W), indicator exactly the selected item's.
                #expect(record.page == i)
                #expect((host.offset(.pages) / g.width).rounded() == Double(i))
                #expect(record.indicator == g.clampedIndicator(g.unclampedIndicator(i)))
                // §8.5: no gap under the header unless the page cannot scroll that far.
                let y = host.offset(.content, page: i)
                let headerBottom = g.headerHeight + g.barHeight + record.headerTy
                if g.headerOverlaysContent, g.maxY(ofView: i, insetTop: record.insetTop) >= -headerBottom {
                    #expect(-y <= headerBottom + 0.5, "\(preset) tap \(i): gap")
                }
            }
        }
    }

    @Test func afterAFlingTheSelectionIsTheCrossingRulesForTheRestingOffset() throws {
        var host = PagerHost()
        host.layout(PagerPresets.td)
        host.drag(.content, by: 200, over: 0.2)  // 1000 pt/s → rests at 200 + 499.5
        host.settle()
        let g = try #require(host.state.geometry)
        // fixed: line = y (f = 0 this far from the end) → the largest top ≤ y + 1.
        let y = host.offset(.content)
        let expected = g.sectionTops.lastIndex { $0 <= y + 1 } ?? 0
        #expect(host.state.selected == expected)
        #expect(expected == 2)  // 699.5: top₂ = 600
    }

    @Test(arguments: [2000.0, 6000, 20000])
    func pagingMovesOnePageAtMost(speed: Double) {
        var host = PagerHost()
        host.layout(PagerPresets.fj)
        // 100 pt of swipe at `speed`: round((100 + 0.4995·speed)/375) ≥ 1 → page 1 at most.
        host.drag(.pages, by: 100, over: 100 / speed)
        host.settle()
        #expect(host.offset(.pages) == 375)
        #expect(host.state.page == 1)
        // On the way the container never swings past page 1, so page 2 is never selected.
        let offsets = host.events.compactMap { event -> Double? in
            if case .offset(let motion, let report) = event.kind, motion.name.type == .decelerate, report.view == .pages {
                return report.offset
            } else {
                return nil
            }
        }
        #expect(offsets.allSatisfy { $0 <= 375 + 1e-9 })
        #expect(!host.records.contains { $0.selected == 2 })
    }

    @Test func aPullPastTheTopBouncesBack() {
        var host = PagerHost()
        host.layout(PagerPresets.fj)
        host.drag(.content, page: 0, by: -150, over: 0.3, release: .hold)
        // The rubber band: 150 pt of finger past minY shows as 150·0.55·603/(82.5 + 603).
        let shown = 150 * 0.55 * 603 / (150 * 0.55 + 603)
        #expect(abs(host.records.last { $0.event == .dragEnded }!.offsetY - (-104 - shown)) < 1e-9)
        host.settle()
        #expect(host.offset(.content, page: 0) == -104)
        #expect(host.events.last?.name == .decelerateEnded)
    }

    @Test func thePagerBarCanSnapToItems() {
        // Eight 56 pt tabs (intrinsic cells at 12 + 88i), groupPaging: one tab at a time.
        // SPEC §4.8: the drag begins at X₀ = 0, whose nearest lead position is 12 (tab 0);
        // the flick projects far to the right, kept within one position: tab 1's 100.
        var layout = PagerPresets.fj
        layout.pager.items = Array(repeating: PagerItem(width: 56), count: 8)
        layout.pager.behavior = .groupPaging
        layout.content = .pages(Array(repeating: PagerLayoutPage(contentHeight: 1000), count: 8))
        var host = PagerHost()
        host.layout(layout)
        host.drag(.pager, by: 150, over: 0.1)  // a flick from tab 0's edge → tab 1's edge
        host.settle()
        #expect(host.offset(.pager) == 100)  // 12 + 88
    }
}

@Suite("Host regressions found by the fuzzer")
struct HostRegressionTests {
    @Test func aCommandWithinHalfAPointOfAMovingViewIsARealAnimation() throws {
        // Two taps at one instant (fuzz seed 1, sequence 271): the first starts the pager
        // animating to its target, the second commands 0 — within 0.5 pt of where the pager
        // still is. SPEC v2 §4.0/§7: the pager is moving, so it is not exempt: the command
        // replaces the animation with a 0.3 s one to 0 (reported to its `scroll ended`),
        // and the pager rests at 0 instead of gliding on to the first tap's target.
        var layout = PagerPresets.fj
        layout.pager.items = (0..<8).map { _ in PagerItem(width: 90) }  // intrinsic cells: targets differ
        layout.content = .pages(Array(repeating: PagerLayoutPage(contentHeight: 2000), count: 8))
        var host = PagerHost()
        host.layout(layout)
        let g = try #require(host.state.geometry)
        #expect(g.pagerTarget(4) > 0.5)
        host.tapPagerItem(4)
        host.tapPagerItem(0)
        #expect(host.state.isAnimating(.pager))
        #expect(host.isMoving(.pager))
        host.settle()
        #expect(host.state.selected == 0)
        #expect(host.offset(.pager) == g.pagerTarget(0))
        let ends = host.events.filter { if case .offset(.scrollEnded, let report) = $0.kind { return report.view == .pager } else { return false } }
        #expect(ends.count == 1)
        #expect(!host.state.isAnimating(.pager))
    }
}

@Suite("§7 Bounds that move during a bounce")
struct MovingBoundsTests {
    @Test func aBounceHeadsForTheBoundsInForceNow() {
        // Kulman with the article's check: the inset changes at decelerate began, after the
        // bounce back to the old minY (44) has started. The bounce must head for the new
        // minY, -insetTop = 0, or the revealed header would scroll out of view again.
        var host = PagerHost()
        host.layout(PagerPresets.kulmanDecelerate)
        host.drag(.content, by: -170, over: 0.6, release: .hold)  // released at −36.95, past minY 44
        #expect(host.state.insetTop == 0)  // revealed at decelerate began
        host.settle()
        #expect(host.offset(.content) == 0)
        // The spring starts where the view is: no jump at the inset change.
        let began = host.events.firstIndex { if case .offset(.decelerateBegan, _) = $0.kind { return true } else { return false } }!
        guard case .offset(_, let first) = host.events[began + 1].kind else { Issue.record("no frame"); return }
        guard case .offset(_, let release) = host.events[began].kind else { return }
        #expect(abs(first.offset - release.offset) < 20)
    }
}

@Suite("Continuing a recorded session")
struct ContinuingTests {
    static func events(_ name: String) throws -> [PagerEvent] {
        let reader = try PagerEventReader(path: tracesDirectory(name))
        var events: [PagerEvent] = []
        while let (event, _) = try reader.next() { events.append(event) }
        return events
    }

    static func tracesDirectory(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Traces/\(name).events.jsonl").path
    }

    @Test func aDecelerationInProgressIsEndedWhereTheRecordShowsTheList() throws {
        // sim-fj-flick-tap: FJ's first page flicked at 1000 pt/s; a few frames into its
        // deceleration the session is taken over.
        let all = try Self.events("sim-fj-flick-tap")
        let firstSlide = try #require(all.firstIndex { $0.name == .decelerateMoved })
        let prefix = Array(all[...(firstSlide + 5)])
        var replayed = PagerState()
        let records = prefix.map { replayed.apply($0) }
        let host = PagerHost(continuing: prefix)
        // The recorded events stay the session's start, with the records they give.
        #expect(Array(host.events.prefix(prefix.count)) == prefix)
        #expect(Array(host.records.prefix(prefix.count)) == records)
        // SPEC §5: a decelerating view reaches idle through `decelerate ended`; the host
        // reports it at once, where the last record shows the list.
        let ending = try #require(host.events.dropFirst(prefix.count).first)
        #expect(ending == PagerEvent(t: prefix.last!.t, .offset(.decelerateEnded, PagerScrollReport(view: .content, page: 0, offset: records.last!.offsetY))))
        #expect(host.events.count == prefix.count + 1)
        #expect(host.isAtRest)
        #expect(host.offset(.content, page: 0) == records.last!.offsetY)
        #expect(host.records.allSatisfy { $0.diagnostics.isEmpty })

        // And it goes on like any session: a drag and a tap, every record clean, replayable.
        var going = host
        going.drag(.content, page: 0, by: -120, over: 0.2)
        going.settle()
        going.tapPagerItem(1)
        going.settle()
        #expect(going.records.allSatisfy { $0.diagnostics.isEmpty })
        var fresh = PagerState()
        #expect(going.events.map { fresh.apply($0) } == going.records)
        #expect(going.state.selected == 1)
    }

    @Test func aFingerDownIsLiftedAndATapsAnimationEnded() throws {
        // v2-td-tap-while-decelerating has a drag, then a tap whose animation runs: taken over
        // mid-drag, the finger is lifted with no velocity (`drag ended`, willDecelerate false);
        // taken over mid-animation, the animation's `scroll ended` comes at once and the tap is
        // no longer pending.
        let all = try Self.events("v2-td-tap-while-decelerating")
        let dragging = try #require(all.firstIndex { $0.name == .dragMoved })
        let lifted = PagerHost(continuing: Array(all[...dragging]))
        let next = try #require(lifted.events.dropFirst(dragging + 1).first)
        guard case .offset(.dragEnded(let velocity, let willDecelerate), let report) = next.kind else {
            Issue.record("expected drag ended, got \(next)")
            return
        }
        #expect(velocity == 0 && !willDecelerate && report.view == .content)
        #expect(lifted.isAtRest && lifted.records.allSatisfy { $0.diagnostics.isEmpty })

        let tap = try #require(all.firstIndex { $0.name == .tapPagerItem })
        var before = PagerState()
        for event in all[...(tap + 3)] { _ = before.apply(event) }
        #expect(before.pending != nil, "the tap's animation must still run at the take-over")
        let animating = PagerHost(continuing: Array(all[...(tap + 3)]))
        #expect(animating.state.pending == nil)
        #expect(animating.isAtRest)
        #expect(animating.records.allSatisfy { $0.diagnostics.isEmpty })
    }
}
