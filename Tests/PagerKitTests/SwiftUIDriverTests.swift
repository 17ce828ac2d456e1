// SwiftUI's scroll reports (iOS 18 phases and geometry) through PagerDriver: one test per
// row of SWIFTUI-SCROLL §7.1, cited, each expecting the SPEC §2 events that row names.
// TD (`fixed`, sections): insetTop 0, the list rests at 0, offsets pass through unchanged.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

/// A driver fed SwiftUI reports 1/60 s apart.
private struct SwiftUIScreen {
    var driver = PagerDriver()
    var t = 0.0

    init(_ layout: PagerLayout = PagerPresets.td) {
        _ = driver.handle(.layout(layout), at: 0)
    }

    /// Sends one report `dt` after the last; returns the events it became.
    mutating func send(_ input: PagerDriverInput, after dt: Double = 1.0 / 60) -> [PagerEvent] {
        t += dt
        return driver.handle(input, at: t).flatMap(\.events)
    }

    /// A phase change, as the SwiftUI adapter delivers it: nothing after it (X → D's
    /// decelerate began is the driver's own, the last update of the same delivery).
    mutating func phase(_ phase: PagerSwiftUIScrollPhase, _ offset: Double, after dt: Double = 1.0 / 60, context: Double? = nil) -> [PagerEvent] {
        send(.scrollPhase(list, phase, offset: offset, contextVelocity: context), after: dt)
    }

    mutating func geometry(_ offset: Double, after dt: Double = 1.0 / 60) -> [PagerEvent] {
        send(.scrollGeometry(list, offset: offset), after: dt)
    }
}

@Suite("SwiftUI reports to events (SWIFTUI-SCROLL §7.1)")
struct SwiftUIDriverTests {
    @Test func touchDownIsNothingAndABareTapIsNothing() {
        // §7.1 "I → T: nothing" — a finger is down, nothing moved; a bare tap ends T → I.
        var screen = SwiftUIScreen()
        #expect(screen.phase(.tracking, 0).isEmpty)
        #expect(screen.phase(.idle, 0).isEmpty)
    }

    @Test func aDragReleasedWithoutVelocity() {
        // §7.1 "I/T → X: drag began", "geo while X: drag moved" (equal geos dropped),
        // "X → I: drag ended(willDecelerate: false)". The finger stops: the last move is
        // 0.2 s old at the release, so the velocity is 0 (SPEC §7's rule).
        var screen = SwiftUIScreen()
        _ = screen.phase(.tracking, 0)
        let began = screen.phase(.interacting, 0)
        #expect(began == [.dragBegan(.content, offset: 0, t: screen.t)])
        #expect(screen.geometry(20).map(\.name) == [.dragMoved])
        #expect(screen.geometry(20).isEmpty)  // unchanged: no event
        #expect(screen.geometry(40).map(\.name) == [.dragMoved])
        let ended = screen.phase(.idle, 40, after: 0.2)
        #expect(ended == [.dragEnded(.content, offset: 40, velocity: 0, willDecelerate: false, t: screen.t)])
    }

    @Test func aFlingDeceleratesWithTheDriversOwnVelocity() {
        // §7.1 "X → D: drag ended (velocity v, willDecelerate) then decelerate began";
        // §7.2: v from the driver's own last two samples — 20 pt in 1/60 s = 1200 pt/s —
        // whatever the context's velocity says (here a nonsense 3, its units unknown).
        // "geo while D: decelerate moved", "D → I: decelerate ended".
        var screen = SwiftUIScreen()
        _ = screen.phase(.interacting, 0)
        _ = screen.geometry(20)
        _ = screen.geometry(40)
        let release = screen.phase(.decelerating, 40, after: 0, context: 3)
        #expect(release.map(\.name) == [.dragEnded, .decelerateBegan])
        if case .offset(.dragEnded(let velocity, let decelerates), _) = release.first?.kind {
            #expect(abs(velocity - 1200) < 1e-9)
            #expect(decelerates)
        } else {
            Issue.record("no drag ended")
        }
        #expect(screen.geometry(60).map(\.name) == [.decelerateMoved])
        #expect(screen.phase(.idle, 80) == [.offset(.decelerateEnded, .content, offset: 80, t: screen.t)])
    }

    @Test func theReleaseVelocityReachesTheReducerAsMeasured() throws {
        // SPEC §7's rule: the release velocity is the last two samples' distance over their
        // time, here 67 pt between t₁ = 1 + 1/60 and t₂ = 1 + 2/60 — in pt/s, the unit of
        // SPEC §2, given to the reducer as computed. Before the driver's neutral vocabulary
        // (PagerDriver+Motion.swift) the SwiftUI path passed it through UIKit's pt/ms and back
        // (v / 1000 · 1000), which changes this value's last bit (4019.999999999961 →
        // 4019.9999999999604): same events, not the same bits.
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.td), at: 0)
        let t1 = 1 + 1.0 / 60, t2 = 1 + 2.0 / 60
        _ = driver.handle(.scrollPhase(.content(page: 0), .interacting, offset: 0, contextVelocity: nil), at: t1)
        _ = driver.handle(.scrollGeometry(.content(page: 0), offset: 67), at: t2)
        let release = driver.handle(.scrollPhase(.content(page: 0), .decelerating, offset: 67, contextVelocity: nil), at: t2)
        let ended = try #require(release.flatMap(\.events).first)
        guard case .offset(.dragEnded(let velocity, _), _) = ended.kind else {
            Issue.record("no drag ended: \(ended)")
            return
        }
        #expect(velocity == (67 - 0) / (t2 - t1))
    }

    @Test func aTouchThatStopsAFling() {
        // §7.1 "D → T: decelerate ended, then drag began if X follows"; "D → X: drag began
        // directly" (no decelerate ended: it would snap under the finger, §4.3).
        var screen = SwiftUIScreen()
        _ = screen.phase(.interacting, 0)
        _ = screen.geometry(30)
        _ = screen.phase(.decelerating, 30, after: 0)
        #expect(screen.phase(.tracking, 50).map(\.name) == [.decelerateEnded])
        #expect(screen.phase(.interacting, 50).map(\.name) == [.dragBegan])
        _ = screen.geometry(80)
        _ = screen.phase(.decelerating, 80, after: 0)
        #expect(screen.phase(.interacting, 95).map(\.name) == [.dragBegan])
    }

    @Test func anAnimationAndItsEnd() throws {
        // §7.1 "I → N: scroll moved", "geo while N: scroll moved", "N → I: scroll ended"
        // (the only end of an animation SwiftUI gives). A tap on tab 2 animates the list to
        // its section (the setOffset the driver hands on as a scroll-position write).
        var screen = SwiftUIScreen()
        screen.t += 1.0 / 60
        let tap = screen.driver.handle(.didSelectItem(index: 2), at: screen.t).flatMap(\.actions)
        let target = try #require(
            tap.compactMap { action -> Double? in
                if case .setOffset(list, let y, true) = action { return y } else { return nil }
            }.first)
        #expect(screen.phase(.animating, target / 3).map(\.name) == [.scrollMoved])
        #expect(screen.geometry(target * 2 / 3).map(\.name) == [.scrollMoved])
        #expect(screen.phase(.idle, target) == [.offset(.scrollEnded, .content, offset: target, t: screen.t)])
    }

    @Test func aTouchTakesAnAnimationOver() {
        // §7.1 "N → T/X: drag began (no scroll ended)"; a lift without moving (T → I) ends
        // that drag where it is, with no velocity.
        var screen = SwiftUIScreen()
        _ = screen.send(.didSelectItem(index: 2))
        _ = screen.phase(.animating, 100)
        #expect(screen.phase(.tracking, 150).map(\.name) == [.dragBegan])
        #expect(screen.phase(.idle, 150) == [.dragEnded(.content, offset: 150, velocity: 0, willDecelerate: false, t: screen.t)])
        _ = screen.send(.didSelectItem(index: 3))
        _ = screen.phase(.animating, 200)
        #expect(screen.phase(.interacting, 250).map(\.name) == [.dragBegan])
    }

    @Test func aReleaseIntoAnAnimation() {
        // §7.1 "X → N: drag ended(willDecelerate: false), then N is programmatic".
        var screen = SwiftUIScreen()
        _ = screen.phase(.interacting, 0)
        _ = screen.geometry(10)
        #expect(screen.phase(.animating, 10, after: 0.2).map(\.name) == [.dragEnded, .scrollMoved])
    }

    @Test func geometryWhileIdle() {
        // §7.1 "geo while I: scroll moved then scroll ended" — a move nobody commanded (an
        // inset or size change, a restore). The geometry of the driver's own instant write
        // is its echo: SPEC §7's pair for a reducer's setOffset, nothing for the driver's.
        var screen = SwiftUIScreen()
        #expect(screen.geometry(12).map(\.name) == [.scrollMoved, .scrollEnded])
        var restored = PagerDriver(restoring: screen.driver.state)
        restored.geometryArrivesLater = true  // as the SwiftUI adapter sets it
        let put = restored.handle(.layout(PagerPresets.td), at: 1).flatMap(\.actions)
        #expect(put.contains(.setOffset(list, 12, animated: false)))
        #expect(restored.handle(.scrollGeometry(list, offset: 12), at: 1.02).flatMap(\.events).isEmpty)
    }

    @Test func aPhaseChangeSaysWhereTheViewIs() {
        // SwiftUI reports no geometry that did not change, so the driver drops a sample at
        // the offset SwiftUI last reported — which a phase change's context reports too. A
        // pull past the top whose bounce ends in one frame reports D → I at the top (0) with
        // no sample between; a view then moved back to −20 (here by nobody: §7.1 "geo while
        // I", scroll moved then scroll ended) is news, though −20 was the last *sample*.
        // (Seed 65 of the SwiftUI path: a header drag's first instant write past the top.)
        var screen = SwiftUIScreen()
        _ = screen.phase(.interacting, 0)
        #expect(screen.geometry(-20).map(\.name) == [.dragMoved])
        #expect(screen.phase(.decelerating, -20, after: 0.2).map(\.name) == [.dragEnded, .decelerateBegan])
        #expect(screen.phase(.idle, 0) == [.offset(.decelerateEnded, .content, offset: 0, t: screen.t)])
        let moved = screen.geometry(-20, after: 1)
        #expect(moved == [.offset(.scrollMoved, .content, offset: -20, t: screen.t), .offset(.scrollEnded, .content, offset: -20, t: screen.t)])
    }

    @Test func swiftUIReportsAreRecordedAndReplayed() throws {
        // Callback-level recording covers SwiftUI's reports: a SwiftUI-mode session's inputs
        // replay through a fresh driver to the same events.
        var host = PagerHost(swiftUIDriver: PagerDriver())
        host.logsCallbacks = true
        host.layout(PagerPresets.fj)
        host.drag(.content, page: 0, by: 300, over: 0.3)
        host.wait(1)
        host.tapPagerItem(2)
        host.wait(1)
        #expect(host.callbacks.contains { if case .scrollPhase = $0.input { return true } else { return false } })
        #expect(PagerDriver.drive(host.callbacks).events == host.events)
    }

    @Test func theSwiftUIPathGivesTheEventPathsTrace() {
        // The simulator in SwiftUI mode against events mode, on a session with a fling, a
        // tap, a header drag released with a fling and a status-bar tap (the UIKit sentinel,
        // §7.4 option 2): the same events, bit for bit.
        func session(_ host: inout PagerHost) {
            host.layout(PagerPresets.fj)
            host.drag(.content, page: 0, by: 400, over: 0.25)
            host.wait(0.2)
            host.tapPagerItem(1)
            host.wait(0.6)
            host.dragHeader(by: 200, over: 0.2, release: .fling)
            host.wait(1)
            host.tapStatusBar()
            host.wait(1)
        }
        var events = PagerHost()
        session(&events)
        var swiftUI = PagerHost(swiftUIDriver: PagerDriver())
        session(&swiftUI)
        #expect(swiftUI.events == events.events)
        #expect(swiftUI.records == events.records)
    }
}

@Suite("SwiftUI reports on a right-to-left screen")
struct SwiftUIRightToLeftTests {
    @Test func aSwipeOfThePagesReleasesWithTheReducersVelocity() throws {
        // swipe (3 pages, W 375): right to left, SwiftUI's raw x is the reducer's mirrored,
        // `maxPagesX − x` = 750 − x, as the container (SwiftUI's surface) converts it. A
        // finger moving the raw offset 750 → 730 → 710, 1/60 s apart, moves the reducer's
        // pagesX 0 → 20 → 40: the release velocity (SPEC §7's rule, on the last two samples)
        // is 20 pt in 1/60 s = +1200 pt/s in the reducer's terms, the sign of the motion it
        // reports. At 5553cf7 the driver mirrored it twice and reported −1200.
        var container = PagerContainer()
        container.isRightToLeft = true
        var events: [PagerEvent] = []
        func send(_ input: PagerDriverInput, at t: Double) {
            container.receive(input, at: t)
            while let update = container.next() { events += update.driver.events }
        }
        send(.layout(PagerPresets.swipe), at: 0)
        send(.scrollPhase(.pages, .interacting, offset: 750, contextVelocity: nil), at: 1)
        send(.scrollGeometry(.pages, offset: 730), at: 1 + 1.0 / 60)
        send(.scrollGeometry(.pages, offset: 710), at: 1 + 2.0 / 60)
        events.removeAll()
        send(.scrollPhase(.pages, .decelerating, offset: 710, contextVelocity: nil), at: 1 + 2.0 / 60)
        let ended = try #require(events.first)
        guard case .offset(.dragEnded(let velocity, _), let report) = ended.kind else {
            Issue.record("no drag ended: \(ended)")
            return
        }
        #expect(report.offset == 40)
        #expect(abs(velocity - 1200) < 1e-6)
    }
}
