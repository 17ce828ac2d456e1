// A list whose delegate callbacks were lost (an app replaced its delegate after the screen
// attached it) catches up when the coordinator adopts the new delegate
// (`PagerDriverInput.resync`): the driver reports what it missed, in the SPEC's order, from the
// phase it had for the list and what the list shows now.
// TD (`fixed`, sections, Presets.td): insetTop 0, no safe area, the list rests at 0, so a
// raw offset is the reducer's.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

@Suite("A list's lost callbacks caught up (resync)")
struct DriverResyncTests {
    private static let list = PagerScrollRole.content(page: 0)
    private static let underFinger = PagerScrollFlags.dragging
    private static let sliding = PagerScrollFlags.decelerating
    private static let atRest = PagerScrollFlags.programmatic

    /// TD laid out at t = 0, then `before` at t = 1, 2, …; returns the driver.
    private static func driver(after before: [PagerDriverInput]) -> PagerDriver {
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.td), at: 0)
        for (k, input) in before.enumerated() { _ = driver.handle(input, at: Double(k + 1)) }
        return driver
    }

    /// The events of `input` at t = 10, each record free of diagnostics (the reducer took
    /// every event: SPEC §5's order held).
    private static func events(_ driver: inout PagerDriver, _ input: PagerDriverInput, at t: Double = 10) -> [PagerEvent] {
        let updates = driver.handle(input, at: t)
        #expect(updates.flatMap(\.records).allSatisfy { $0.diagnostics.isEmpty })
        return updates.flatMap(\.events)
    }

    @Test func aListAtRestWhereTheDriverHasItReportsNothing() {
        var driver = Self.driver(after: [])
        #expect(Self.events(&driver, .resync(Self.list, offset: 0, flags: Self.atRest)).isEmpty)
    }

    @Test func aListThatMovedAndStoppedInTheGapMovedAndEnded() {
        // SPEC §2: motion nobody's finger made is `scroll moved`, and its end `scroll ended`.
        var driver = Self.driver(after: [])
        #expect(
            Self.events(&driver, .resync(Self.list, offset: 120, flags: Self.atRest)) == [
                .offset(.scrollMoved, .content, offset: 120, t: 10), .offset(.scrollEnded, .content, offset: 120, t: 10),
            ])
        // Caught up: the same report again is nothing.
        #expect(Self.events(&driver, .resync(Self.list, offset: 120, flags: Self.atRest), at: 11).isEmpty)
    }

    @Test func aDragThatBeganInTheGapBeginsWhereTheListIs() {
        // The finger moves the list now: `drag began` at 50; the callbacks that follow are
        // the drag's (`drag moved`).
        var driver = Self.driver(after: [])
        #expect(Self.events(&driver, .resync(Self.list, offset: 50, flags: Self.underFinger)) == [.dragBegan(.content, offset: 50, t: 10)])
        #expect(Self.events(&driver, .didScroll(Self.list, offset: 60, flags: Self.underFinger), at: 11) == [.dragMoved(.content, offset: 60, t: 11)])
    }

    @Test func aFlingThatBeganInTheGapSlidesOnFromHere() {
        // A drag began and ended in the gap, and the list slides: the drag is reported where
        // the list is (200), released with the velocity the driver never heard (0), then the
        // deceleration begins; UIKit's `didEndDecelerating` ends it.
        var driver = Self.driver(after: [])
        #expect(
            Self.events(&driver, .resync(Self.list, offset: 200, flags: Self.sliding)) == [
                .dragBegan(.content, offset: 200, t: 10),
                .dragEnded(.content, offset: 200, velocity: 0, willDecelerate: true, t: 10),
                .offset(.decelerateBegan, .content, offset: 200, t: 10),
            ])
        #expect(Self.events(&driver, .didEndDecelerating(Self.list, offset: 250), at: 11) == [.offset(.decelerateEnded, .content, offset: 250, t: 11)])
    }

    @Test func aDragWhoseEndWasLostEndsThere() {
        // The driver had the list under a finger (drag began at 0); it is at rest at 80
        // now: the drag ends there with no velocity, and does not decelerate.
        var driver = Self.driver(after: [.willBeginDragging(Self.list, offset: 0)])
        #expect(
            Self.events(&driver, .resync(Self.list, offset: 80, flags: Self.atRest)) == [
                .dragEnded(.content, offset: 80, velocity: 0, willDecelerate: false, t: 10)
            ])
    }

    @Test func aDragReleasedIntoAFlingInTheGapDecelerates() {
        var driver = Self.driver(after: [.willBeginDragging(Self.list, offset: 0)])
        #expect(
            Self.events(&driver, .resync(Self.list, offset: 90, flags: Self.sliding)) == [
                .dragEnded(.content, offset: 90, velocity: 0, willDecelerate: true, t: 10),
                .offset(.decelerateBegan, .content, offset: 90, t: 10),
            ])
    }

    @Test func aDragStillUnderTheFingerMovedOrNot() {
        var driver = Self.driver(after: [.willBeginDragging(Self.list, offset: 0)])
        #expect(Self.events(&driver, .resync(Self.list, offset: 0, flags: Self.underFinger)).isEmpty)
        #expect(Self.events(&driver, .resync(Self.list, offset: 30, flags: Self.underFinger), at: 11) == [.dragMoved(.content, offset: 30, t: 11)])
    }

    @Test func aDecelerationWhoseEndWasLostEndsThere() {
        // A fling the driver saw begin (drag, release at 1 pt/ms, deceleration); the list is
        // at rest at 300 now: the deceleration ends there, once.
        var driver = Self.driver(after: [
            .willBeginDragging(Self.list, offset: 0), .willEndDragging(Self.list, offset: 40, velocity: 1, targetOffset: 400),
            .didEndDragging(Self.list, offset: 40, willDecelerate: true), .willBeginDecelerating(Self.list, offset: 40),
        ])
        #expect(Self.events(&driver, .resync(Self.list, offset: 300, flags: Self.atRest)) == [.offset(.decelerateEnded, .content, offset: 300, t: 10)])
        #expect(Self.events(&driver, .didEndDecelerating(Self.list, offset: 300), at: 11).isEmpty)  // idempotent end
    }

    @Test func aTouchThatStoppedADecelerationInTheGapDrags() {
        // SPEC §2 allows `drag began` on a decelerating list (a touch stops it and moves it).
        var driver = Self.driver(after: [
            .willBeginDragging(Self.list, offset: 0), .willEndDragging(Self.list, offset: 40, velocity: 1, targetOffset: 400),
            .didEndDragging(Self.list, offset: 40, willDecelerate: true), .willBeginDecelerating(Self.list, offset: 40),
        ])
        #expect(Self.events(&driver, .resync(Self.list, offset: 150, flags: Self.underFinger)) == [.dragBegan(.content, offset: 150, t: 10)])
    }
}
