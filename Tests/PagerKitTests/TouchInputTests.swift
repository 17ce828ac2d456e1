// The touch-down recognizer's inputs and content sizes observed without a layout call:
// what UIKit does not report, against what SPEC §7 and §4.0 say the reducer needs.
import Foundation
import PagerCore
import PagerKit
import PagerSimulator
import Testing

private let page0 = PagerScrollRole.content(page: 0)

private struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// menu (quickReturn S 64 + B 40, sections, minY −104) with the current list flung by a
/// header drag: began at 1, the finger up 100 pt by 1.1, released at velocity.y −1200 pt/s.
/// SPEC §4.7: the list moved 1:1 to −104 + 100 = −4 and flings at +1200 pt/s (SPEC §2: the
/// offset-space velocity is the negated finger velocity); one frame at 1.1 + 1/60.
private func flungMenu() -> PagerDriver {
    var driver = PagerDriver()
    _ = driver.handle(.layout(PagerPresets.menu), at: 0)
    _ = driver.handle(.headerPan(.began, translation: 0, velocity: 0), at: 1)
    _ = driver.handle(.headerPan(.changed, translation: -100, velocity: 0), at: 1.1)
    _ = driver.handle(.headerPan(.ended, translation: -100, velocity: -1200), at: 1.1)
    _ = driver.handle(.frame, at: 1.1 + 1.0 / 60)
    return driver
}

/// Where the fling is at `t` (SPEC §7 deceleration from −4 at +1200 pt/s, released at 1.1).
private func flingOffset(at t: Double) -> Double {
    PagerDeceleration(from: -4, velocity: 1200).offset(at: t - 1.1)
}

@Suite("Touch-down: a touch stops the driver's fling, as UIKit stops its own deceleration")
struct TouchInputTests {
    @Test func aTouchDownOnTheFlungListStopsItAndATapThatNeverPansEndsTheDragThere() {
        // UIKit reports nothing for a still finger on a view it is not moving (no pan
        // recognises); only the touch-down recognizer sees it. SPEC §7 `fling`: a touch on
        // the list stops it, reported as that touch's `drag began` at the motion's offset x
        // (the view is put there), with no `scroll ended` of the fling.
        var driver = flungMenu()
        let touchAt = 1.1 + 1.5 / 60
        let x = flingOffset(at: touchAt)
        #expect(driver.touchStopsMotion(.list(page: 0)))
        let down = driver.handle(.touchDown(.list(page: 0)), at: touchAt)
        #expect(down.flatMap(\.events) == [.dragBegan(.content, offset: x, t: touchAt)])
        #expect(down.first?.actions.first == .setOffset(page0, x, animated: false))
        #expect(!driver.wantsFrames)
        #expect(!driver.touchStopsMotion(.list(page: 0)))
        // The finger lifts without moving: the drag ends where the list is, released with
        // no velocity (SPEC §4.3's rest; nothing flings again).
        let up = driver.handle(.touchUp(.list(page: 0)), at: touchAt + 0.1)
        #expect(up.flatMap(\.events) == [.dragEnded(.content, offset: x, velocity: 0, willDecelerate: false, t: touchAt + 0.1)])
        #expect(driver.state.phase(of: .content, page: 0) == .idle)
        #expect(!driver.wantsFrames)
    }

    @Test func aPanThatTakesTheTouchOverBeginsNoSecondDrag() {
        // The finger moves: UIKit's pan recognises and sends willBeginDragging, a drag the
        // touch-down began already (a second `drag began` would be SPEC §5 unexpectedPhase).
        // The drag then moves and ends by UIKit's callbacks; the lift after them adds nothing.
        var driver = flungMenu()
        let touchAt = 1.1 + 1.5 / 60
        let x = flingOffset(at: touchAt)
        _ = driver.handle(.touchDown(.list(page: 0)), at: touchAt)
        // UIKit's raw offset: the reducer's (no safe area here).
        #expect(driver.handle(.willBeginDragging(page0, offset: x), at: touchAt + 0.05).flatMap(\.events).isEmpty)
        let moved = driver.handle(.didScroll(page0, offset: x + 20, flags: .dragging), at: touchAt + 0.06).flatMap(\.records)
        #expect(moved.map(\.diagnostics) == [[]])
        _ = driver.handle(.willEndDragging(page0, offset: x + 20, velocity: 0, targetOffset: x + 20), at: touchAt + 0.2)
        let ended = driver.handle(.didEndDragging(page0, offset: x + 20, willDecelerate: false), at: touchAt + 0.2)
        #expect(ended.flatMap(\.events).map(\.name) == [.dragEnded])
        #expect(ended.flatMap(\.records).allSatisfy { $0.diagnostics.isEmpty })
        #expect(driver.handle(.touchUp(.list(page: 0)), at: touchAt + 0.21).flatMap(\.events).isEmpty)
    }

    @Test func aTouchThatStopsNothingReportsNothing() {
        // No fling of the driver's: UIKit stops its own motions and reports them; a tap on a
        // row stays a tap (touchStopsMotion false, so the adapter lets the touch through).
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.menu), at: 0)
        #expect(!driver.touchStopsMotion(.list(page: 0)))
        #expect(!driver.touchStopsMotion(.header))
        #expect(driver.handle(.touchDown(.list(page: 0)), at: 1).flatMap(\.events).isEmpty)
        #expect(driver.handle(.touchDown(.header), at: 1).flatMap(\.events).isEmpty)
        #expect(driver.handle(.touchUp(.list(page: 0)), at: 1.1).flatMap(\.events).isEmpty)
        #expect(driver.handle(.touchUp(.header), at: 1.1).flatMap(\.events).isEmpty)
        // A drag after it begins as usual, once.
        let began = driver.handle(.willBeginDragging(page0, offset: -104), at: 2).flatMap(\.events)
        #expect(began == [.dragBegan(.content, offset: -104, t: 2)])
    }

    @Test func aTouchDownOnTheHeaderStopsTheFlingBeforeThePanRecognises() {
        // SPEC §7: a list that is moving first reports its offset at the header's touch
        // (`scroll moved` at x, the view put there), then the header drag begins at 0 and
        // stops the fling (SPEC §4.7) — at touch-down, not ~10 pt later when the pan
        // recognises. A lift with no pan ends the header drag at 0 with no velocity (no
        // fling: §4.7 needs v ≠ 0 or the list out of bounds, and x lies inside [minY, maxY]).
        var driver = flungMenu()
        let touchAt = 1.1 + 1.5 / 60
        let x = flingOffset(at: touchAt)
        #expect(driver.touchStopsMotion(.header))
        let down = driver.handle(.touchDown(.header), at: touchAt)
        #expect(
            down.flatMap(\.events) == [
                .offset(.scrollMoved, .content, offset: x, t: touchAt), .dragBegan(.header, offset: 0, t: touchAt),
            ])
        #expect(!driver.wantsFrames)
        let up = driver.handle(.touchUp(.header), at: touchAt + 0.1).flatMap(\.records)
        #expect(up.count == 1)
        #expect(up.first?.diagnostics == [])
        #expect(up.first?.commands.contains { if case .fling = $0 { return true } else { return false } } == false)
        #expect(driver.state.phase(of: .header) == .idle)
        // Had the pan recognised where the header already is (translation 0), its `began`
        // would add nothing, and its `ended` end the drag.
        var panned = flungMenu()
        _ = panned.handle(.touchDown(.header), at: touchAt)
        #expect(panned.handle(.headerPan(.began, translation: 0, velocity: 0), at: touchAt + 0.05).flatMap(\.events).isEmpty)
        let ended = panned.handle(.headerPan(.ended, translation: 0, velocity: 0), at: touchAt + 0.1).flatMap(\.events)
        #expect(ended == [.dragEnded(.header, offset: 0, velocity: 0, t: touchAt + 0.1)])
        #expect(panned.handle(.touchUp(.header), at: touchAt + 0.11).flatMap(\.events).isEmpty)
    }

    @Test func aPanThatRecognisesAfterTheHeaderTouchMovesTheDragOn() {
        // The pan's `began` comes with the distance it needed to recognise (translation.y
        // −10: the finger up 10 pt): a move of the drag the touch began, to offset +10
        // (SPEC §2: the negated translation); its end is the pan's; the lift adds nothing.
        var driver = flungMenu()
        let touchAt = 1.1 + 1.5 / 60
        _ = driver.handle(.touchDown(.header), at: touchAt)
        let began = driver.handle(.headerPan(.began, translation: -10, velocity: 0), at: touchAt + 0.05).flatMap(\.events)
        #expect(began == [.dragMoved(.header, offset: 10, t: touchAt + 0.05)])
        let ended = driver.handle(.headerPan(.ended, translation: -10, velocity: 0), at: touchAt + 0.1).flatMap(\.events)
        #expect(ended == [.dragEnded(.header, offset: 10, velocity: 0, t: touchAt + 0.1)])
        #expect(driver.handle(.touchUp(.header), at: touchAt + 0.11).flatMap(\.events).isEmpty)
    }

    @Test func theSimulatorsUIKitModeSendsTheTouchesAndStillReportsTheEventPathsEvents() {
        // A header fling stopped by a finger on the list, and one stopped by a finger on
        // the header: the UIKit mode now sends touchDown/touchUp around each drag, and the
        // driver's events equal the events mode's, bit for bit.
        func session(_ host: inout PagerHost) {
            host.layout(PagerPresets.fj)
            host.dragHeader(by: 400, over: 0.2, release: .fling)
            host.wait(0.3)
            host.drag(.content, page: 0, by: 50, over: 0.1, release: .hold)
            host.dragHeader(by: 300, over: 0.2, release: .fling)
            host.wait(0.2)
            host.dragHeader(by: -150, over: 0.1, release: .fling)
            host.wait(4)
        }
        var events = PagerHost()
        session(&events)
        var uikit = PagerHost(driver: PagerDriver())
        uikit.logsCallbacks = true
        session(&uikit)
        #expect(uikit.callbacks.contains { $0.input == .touchDown(.list(page: 0)) })
        #expect(uikit.callbacks.contains { $0.input == .touchDown(.header) })
        #expect(uikit.events == events.events)
        #expect(uikit.records == events.records)
    }
}

@Suite("Content sizes that change without a layout call")
struct ContentHeightInputTests {
    @Test func aListsNewContentHeightIsARelayoutOfThatPage() throws {
        // fj (pages): page 1's list reloads and grows to 5000 pt. SPEC §4.0: a relayout — the
        // last layout with that page's content height replaced, one `layout` event.
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.fj), at: 0)
        let updates = driver.handle(.contentHeight(page: 1, 5000), at: 1)
        let events = updates.flatMap(\.events)
        #expect(events.count == 1)
        guard case .layout(let layout)? = events.first?.kind, case .pages(let pages, _) = layout.content,
            case .pages(let before, _) = PagerPresets.fj.content
        else {
            Issue.record("expected one pages layout, got \(events)")
            return
        }
        #expect(pages[1].contentHeight == 5000)
        #expect(pages.indices.filter { $0 != 1 }.allSatisfy { pages[$0] == before[$0] })
        #expect(updates.flatMap(\.records).first?.diagnostics == [])
        // The same height again is no news; a page the layout has not, or sections
        // content (a table is measured again by its adapter), report nothing.
        #expect(driver.handle(.contentHeight(page: 1, 5000), at: 2).flatMap(\.events).isEmpty)
        #expect(driver.handle(.contentHeight(page: 99, 10), at: 2).flatMap(\.events).isEmpty)
        var sections = PagerDriver()
        _ = sections.handle(.layout(PagerPresets.menu), at: 0)
        #expect(sections.handle(.contentHeight(page: 0, 10), at: 1).flatMap(\.events).isEmpty)
    }

    @Test func theSimulatorsUIKitModeObservesAContentHeightAndReportsTheEventPathsEvents() throws {
        // A page's content grows mid-fling (an asynchronous load): the UIKit mode reports it
        // as the adapter would, a `contentHeight` input, and the driver's events equal the
        // events mode's (where it is a layout, SPEC §4.0).
        guard case .pages(var pages, let adjust) = PagerPresets.fj.content else { throw TestFailure("fj is pages content") }
        pages[0].contentHeight += 900
        var grown = PagerPresets.fj
        grown.content = .pages(pages, adjustContentSize: adjust)
        func session(_ host: inout PagerHost) {
            host.layout(PagerPresets.fj)
            host.drag(.content, page: 0, by: 600, over: 0.1, release: .fling)
            host.wait(0.2)
            host.layout(grown)
            host.wait(3)
        }
        var events = PagerHost()
        session(&events)
        var uikit = PagerHost(driver: PagerDriver())
        uikit.logsCallbacks = true
        session(&uikit)
        #expect(uikit.callbacks.map(\.input).contains(.contentHeight(page: 0, pages[0].contentHeight)))
        #expect(uikit.events == events.events)
        #expect(uikit.records == events.records)
    }

    @Test func theNewInputsSurviveARecordingRoundTrip() throws {
        // A callbacks recording (`trace-replay drive`) keeps the new inputs exactly.
        let inputs: [PagerDriverInput] = [
            .touchDown(.list(page: 2)), .touchUp(.list(page: 2)), .touchDown(.header), .touchUp(.header),
            .contentHeight(page: 1, 1234.5), .select(index: 2, animated: false), .select(index: 0, animated: true),
        ]
        for (i, input) in inputs.enumerated() {
            let callback = PagerRecordedCallback(t: Double(i), input: input)
            let data = try JSONEncoder().encode(callback)
            #expect(try JSONDecoder().decode(PagerRecordedCallback.self, from: data) == callback)
        }
        let bad = #"{"t":0,"callback":"touchDown","target":"footer"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PagerRecordedCallback.self, from: Data(bad.utf8)) }
    }
}

@Suite("Reduce Motion")
struct ReduceMotionTests {
    @Test func aTabTapJumpsAndTheReducerHearsItArrive() throws {
        // menu (sections): a tap on tab 2 commands an animated setOffset to that section's
        // y* (SPEC §4.2) and holds `pending` 2 until the list arrives. With Reduce Motion the
        // driver carries it out at once; UIKit's setter reports didScroll inside it (the
        // echo), which SPEC §7 reports as `scroll moved` then `scroll ended` at the target,
        // which ends the tap's flight: pending is null and tab 2 selected.
        // (The simulator's UIKit mode carries the actions out as UIKit does: the echo comes
        // inside the setter.)
        var driver = PagerDriver()
        driver.reducesMotion = true
        var host = PagerHost(driver: driver)
        host.layout(PagerPresets.menu)
        let before = host.events.count
        host.tapPagerItem(2)
        let commanded = try #require(
            host.records[before...].flatMap(\.commands).lazy.compactMap { command -> Double? in
                if case .setOffset(.content, _, let y, true) = command { return y } else { return nil }
            }.first)
        #expect(
            Array(host.events[(before + 1)...].prefix(2)) == [
                .offset(.scrollMoved, .content, offset: commanded, t: host.time),
                .offset(.scrollEnded, .content, offset: commanded, t: host.time),
            ])
        // The strip's animated scroll to centre the tab (SPEC §4.2) jumps likewise.
        #expect(host.events[(before + 3)...].map(\.name) == [.scrollMoved, .scrollEnded])
        if case .offset(_, let report)? = host.events.last?.kind { #expect(report.view == .pager) } else { Issue.record("no pager end") }
        #expect(host.state.pending == nil)
        #expect(host.state.selected == 2)
        // Without Reduce Motion the same tap is still in flight at that instant.
        var animated = PagerHost(driver: PagerDriver())
        animated.layout(PagerPresets.menu)
        animated.tapPagerItem(2)
        #expect(animated.state.pending == 2)
    }
}
