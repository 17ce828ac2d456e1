// PagerDriver: UIKit's callback sequences (../shared/UIKIT-CALLBACKS.md, cited by section)
// in, exactly the SPEC §2 events out; and what the scroll views must do.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

/// A driver fed callbacks one at a time, collecting events and updates.
struct Screen {
    var driver: PagerDriver
    var t = 0.0
    var updates: [PagerDriver.Update] = []

    init(_ layout: PagerLayout, safeAreaTop: Double = 0) {
        driver = PagerDriver(safeAreaTop: safeAreaTop)
        send(.layout(layout))
    }

    /// Sends one callback 1/60 s after the last; returns the events it became.
    @discardableResult
    mutating func send(_ input: PagerDriverInput) -> [PagerEvent] {
        let new = driver.handle(input, at: t)
        t += 1.0 / 60
        updates += new
        return new.flatMap(\.events)
    }

    /// Sends callbacks in order; returns the events they became, as record names.
    mutating func names(_ inputs: [PagerDriverInput]) -> [PagerEventName] {
        inputs.flatMap { send($0) }.map(\.name)
    }

    var state: PagerState { driver.state }
}

let list = PagerScrollRole.content(page: 0)

@Suite("PagerDriver: UIKit callbacks to events")
struct DriverTests {
    @Test func aDragReleasedWithoutVelocity() {
        // §1(a): willBeginDragging, didScroll per touch move (T1 D1), willEndDragging with
        // zero velocity and the current offset as target, didEndDragging(false); nothing after.
        var screen = Screen(PagerPresets.td)
        let events = [
            PagerDriverInput.willBeginDragging(list, offset: -40), .didScroll(list, offset: 0, flags: .dragging),
            .didScroll(list, offset: 60, flags: .dragging),
            .willEndDragging(list, offset: 60, velocity: 0, targetOffset: 60),
            .didEndDragging(list, offset: 60, willDecelerate: false),
        ].flatMap { screen.send($0) }
        #expect(events.map(\.name) == [.dragBegan, .dragMoved, .dragMoved, .dragEnded])
        // TD is `fixed`: minY = 0 − 0 = … the list starts at −insetTop = 0; the offsets pass through.
        #expect(events.last == .dragEnded(.content, offset: 60, velocity: 0, willDecelerate: false, t: events.last!.t))
        #expect(screen.state.offsetY == 60)
        #expect(screen.updates.allSatisfy { $0.records.allSatisfy { $0.diagnostics.isEmpty } })
    }

    /// `next()` writes its next update into the last one's storage when its caller has let
    /// it go; an update the caller keeps stays as it was.
    @Test func anUpdateItsCallerKeepsIsNotChangedByTheNext() {
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.td), at: 0)
        driver.receive(.willBeginDragging(list, offset: -40), at: 1)
        let kept = driver.next()
        #expect(driver.next() == nil)
        driver.receive(.didScroll(list, offset: 0, flags: .dragging), at: 2)
        let moved = driver.next()
        // TD is `fixed` with no inset (SPEC §1): UIKit's offsets are the reducer's, so the
        // drag begins at −40 and moves to 0.
        #expect(kept?.events == [.dragBegan(.content, offset: -40, t: 1)])
        #expect(moved?.events == [.dragMoved(.content, offset: 0, t: 2)])
        #expect(kept?.records.map(\.event) == [.dragBegan])
    }

    @Test func aFlingDeceleratesAndTheVelocityIsPerSecond() {
        // §1(b) and §2: willEndDragging reports pt/ms in offset space (1.2 → 1200 pt/s);
        // didEndDragging(true) comes before willBeginDecelerating; didScroll while sliding
        // has T0 D1 Dc1; didEndDecelerating ends it.
        var screen = Screen(PagerPresets.td)
        let events = [
            PagerDriverInput.willBeginDragging(list, offset: 0), .didScroll(list, offset: 30, flags: .dragging),
            .willEndDragging(list, offset: 30, velocity: 1.2, targetOffset: 628),
            .didEndDragging(list, offset: 30, willDecelerate: true),
            .willBeginDecelerating(list, offset: 30),
            .didScroll(list, offset: 50, flags: .decelerating), .didScroll(list, offset: 60, flags: .decelerating),
            .didEndDecelerating(list, offset: 60),
        ].flatMap { screen.send($0) }
        #expect(events.map(\.name) == [.dragBegan, .dragMoved, .dragEnded, .decelerateBegan, .decelerateMoved, .decelerateMoved, .decelerateEnded])
        guard case .offset(.dragEnded(let velocity, let willDecelerate), _) = events[2].kind else { Issue.record("no drag.ended"); return }
        #expect(velocity == 1200)
        #expect(willDecelerate)
    }

    @Test func aFlingIntoABounceKeepsDeceleratingWhateverTheDraggingFlag() {
        // §1(c): the bounce back is part of the same deceleration; its last didScrolls have
        // isDragging false (O1). The driver reads the phase from the callbacks, not the flag.
        var screen = Screen(PagerPresets.td)
        let bouncing = PagerScrollFlags(isTracking: false, isDragging: false, isDecelerating: true)
        let names = screen.names([
            .willBeginDragging(list, offset: 0), .didScroll(list, offset: -20, flags: .dragging),
            .willEndDragging(list, offset: -20, velocity: -0.8, targetOffset: 0),
            .didEndDragging(list, offset: -20, willDecelerate: true), .willBeginDecelerating(list, offset: -20),
            .didScroll(list, offset: -30, flags: .decelerating), .didScroll(list, offset: -10, flags: bouncing),
            .didScroll(list, offset: 0, flags: bouncing), .didEndDecelerating(list, offset: 0),
        ])
        #expect(names == [.dragBegan, .dragMoved, .dragEnded, .decelerateBegan, .decelerateMoved, .decelerateMoved, .decelerateMoved, .decelerateEnded])
    }

    @Test func aPagingSwipeOnThePagesContainer() {
        // §1(d): willEndDragging is called under paging with a page-aligned target; the snap
        // is reported as a deceleration. Events on `pages` carry no page (SPEC §2).
        var screen = Screen(PagerPresets.fj)
        let events = [
            PagerDriverInput.willBeginDragging(.pages, offset: 0), .didScroll(.pages, offset: 150, flags: .dragging),
            .willEndDragging(.pages, offset: 150, velocity: 0.9, targetOffset: 375),
            .didEndDragging(.pages, offset: 150, willDecelerate: true), .willBeginDecelerating(.pages, offset: 150),
            .didScroll(.pages, offset: 300, flags: .decelerating), .didScroll(.pages, offset: 375, flags: .decelerating),
            .didEndDecelerating(.pages, offset: 375),
        ].flatMap { screen.send($0) }
        #expect(events.map(\.name) == [.dragBegan, .dragMoved, .dragEnded, .decelerateBegan, .decelerateMoved, .decelerateMoved, .decelerateEnded])
        #expect(events.allSatisfy { if case .offset(_, let report) = $0.kind { report.view == .pages && report.page == nil } else { false } })
        // §4.1: pagesX 375 = W → page 1 is current and selected.
        #expect(screen.state.page == 1)
        #expect(screen.state.selected == 1)
        // Scroll-to-top now belongs to page 1's list (§1(j): one view only).
        #expect(screen.updates.last?.scrollsToTop == .content(page: 1))
    }

    @Test func anAnimatedScrollTheDriverCommanded() {
        // §1(e): setContentOffset(animated: true) gives didScroll per frame (no touch: T0 D0
        // Dc0) and then didEndScrollingAnimation.
        var screen = Screen(PagerPresets.td)
        let tap = screen.send(.didSelectItem(index: 2))
        #expect(tap.map(\.name) == [.tapPagerItem])
        // TD: section 2's top = 2 × 300 = 600, fixed header: target 600 (SPEC §4.2), animated.
        #expect(screen.updates.last?.actions.contains(.setOffset(list, 600, animated: true)) == true)
        #expect(screen.state.pending == 2)
        let names = screen.names([
            .didScroll(list, offset: 200, flags: .programmatic), .didScroll(list, offset: 600, flags: .programmatic),
            .didEndScrollingAnimation(list, offset: 600),
        ])
        #expect(names == [.scrollMoved, .scrollMoved, .scrollEnded])
        #expect(screen.state.pending == nil)  // the tap landed at its scroll ended
        #expect(screen.state.hold?.item == 2)  // …and holds the tapped item (SPEC §4.2 v2)
    }

    @Test(arguments: [false, true])
    func anAnimationInterruptedByATouch(withTrailingEnd: Bool) {
        // §1(h), unverified on iOS: a touch may or may not make UIKit send
        // didEndScrollingAnimation (R1 does, before willBeginDragging). Both give the same
        // events: the drag's began ends the animation and the tap (SPEC §4.0 (1)).
        var screen = Screen(PagerPresets.td)
        screen.send(.didSelectItem(index: 2))
        screen.send(.didScroll(list, offset: 200, flags: .programmatic))
        var inputs: [PagerDriverInput] = withTrailingEnd ? [.didEndScrollingAnimation(list, offset: 250)] : []
        inputs += [.willBeginDragging(list, offset: 250), .didScroll(list, offset: 240, flags: .dragging)]
        let names = screen.names(inputs)
        #expect(names == [.dragBegan, .dragMoved])
        #expect(screen.state.pending == nil)
        #expect(screen.state.hold == nil)
    }

    @Test(arguments: [false, true])
    func aTouchThatStopsADeceleration(lateEnd: Bool) {
        // §1(g): touching a decelerating view and lifting sends willEndDragging and
        // didEndDragging(false) with no willBeginDragging; iOS 9–10 sent no
        // didEndDecelerating after it, iOS 13 does. The driver reports the drag that
        // happened and ignores the late end: no phase diagnostics either way.
        var screen = Screen(PagerPresets.td)
        _ = screen.names([
            .willBeginDragging(list, offset: 0), .willEndDragging(list, offset: 40, velocity: 2, targetOffset: 1000),
            .didEndDragging(list, offset: 40, willDecelerate: true), .willBeginDecelerating(list, offset: 40),
            .didScroll(list, offset: 90, flags: .decelerating),
        ])
        var inputs: [PagerDriverInput] = [
            .willEndDragging(list, offset: 95, velocity: 0, targetOffset: 95), .didEndDragging(list, offset: 95, willDecelerate: false),
        ]
        if lateEnd { inputs.append(.didEndDecelerating(list, offset: 95)) }
        let names = screen.names(inputs)
        #expect(names == [.dragBegan, .dragEnded])
        #expect(screen.updates.allSatisfy { $0.records.allSatisfy { $0.diagnostics.isEmpty } })
        #expect(screen.state.offsetY == 95)
    }

    @Test func scrollToTopIsAStatusBarTapAndOnlyTheCurrentListHasIt() {
        // §1(j): UIKit scrolls none when two views have scrollsToTop; the adapter answers
        // false to shouldScrollToTop and the reducer commands the scroll (SPEC §4.2).
        var screen = Screen(PagerPresets.fj)
        #expect(screen.updates.last?.scrollsToTop == .content(page: 0))
        screen.send(.willBeginDragging(.content(page: 0), offset: -104))
        screen.send(.didScroll(.content(page: 0), offset: 500, flags: .dragging))
        screen.send(.didEndDragging(.content(page: 0), offset: 500, willDecelerate: false))
        let events = screen.send(.shouldScrollToTop(.content(page: 0)))
        #expect(events.map(\.name) == [.tapStatusBar])
        // FJ: page 0 back to minY = −104, animated.
        #expect(screen.updates.last?.actions.contains(.setOffset(.content(page: 0), -104, animated: true)) == true)
    }

    @Test func onlyAChangedLayoutIsNews() {
        // §1(l), §7.3: UIKit lays out on nearly every scroll frame; forwarding each pass as
        // a layout would be harmless under SPEC v2, but the driver sends changes only.
        var screen = Screen(PagerPresets.menu)
        let same = screen.send(.layout(PagerPresets.menu))
        #expect(same.isEmpty)
        var rotated = PagerPresets.menu
        swap(&rotated.viewport.width, &rotated.viewport.height)
        let changed = screen.send(.layout(rotated))
        #expect(changed.map(\.name) == [.layout])
        let again = screen.send(.layout(rotated))
        #expect(again.isEmpty)
    }

    @Test func aTitleReSpelledInAnotherNormalizationFormIsNewsOnce() {
        // Titles compare as UTF-8 bytes (PagerLayout.swift, `sameText`): "Café" precomposed
        // (U+00E9, 2 bytes) and decomposed ("e" + U+0301, 3 bytes) are equal as Strings
        // (canonical equivalence) but not as bytes, so the second spelling is one layout,
        // and sending it again is none.
        let precomposed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        #expect(precomposed == decomposed)  // Swift's String: canonically equal
        var first = PagerPresets.menu, second = PagerPresets.menu
        first.pager.items[0].title = precomposed
        second.pager.items[0].title = decomposed
        #expect(first != second)
        var screen = Screen(first)
        #expect(screen.send(.layout(first)).isEmpty)
        #expect(screen.send(.layout(second)).map(\.name) == [.layout])
        #expect(screen.send(.layout(second)).isEmpty)
        // A section's title likewise; the same bytes are the same section.
        let section = PagerListSection(headerHeight: 30, rows: 4, rowHeight: 44, title: precomposed)
        #expect(section == PagerListSection(headerHeight: 30, rows: 4, rowHeight: 44, title: "Caf\u{E9}"))
        #expect(section != PagerListSection(headerHeight: 30, rows: 4, rowHeight: 44, title: decomposed))
        #expect(section != PagerListSection(headerHeight: 30, rows: 4, rowHeight: 44, title: nil))
        #expect(section != PagerListSection(headerHeight: 30, rows: 5, rowHeight: 44, title: precomposed))
    }

    @Test func theFirstLayoutPutsEveryListAtItsTop() {
        // §1(k): UIKit does not move offsets when insets change. FJ: inset 64 + 40 = 104, so
        // each of the three lists goes to −104, instantly; their echoes are not reported
        // (the reducer already has them there).
        let screen = Screen(PagerPresets.fj)
        let actions = screen.updates[0].actions
        #expect(actions.first == .setInsetTop(104, duration: 0))
        #expect(Array(actions.suffix(3)) == (0..<3).map { .setOffset(.content(page: $0), -104, animated: false) })
        // The echo of one of them arriving inside the setter: nothing reported.
        var driver = screen.driver
        let drains = driver.receive(.layout(PagerPresets.fj(pages: [1800, 300, 2400, 900])), at: 1)
        #expect(drains)
        let update = driver.next()!
        #expect(update.events.map(\.name) == [.layout])
        // A fourth page was added: only it is positioned (SPEC §4.0: the others keep theirs),
        // after the pager's re-centring that a later layout always commands (§4.0).
        #expect(
            update.actions.filter { if case .setOffset(.content, _, _) = $0 { true } else { false } } == [.setOffset(.content(page: 3), -104, animated: false)])
        #expect(update.actions.contains(.setOffset(.tabStrip, 0, animated: true)))
        let queued = driver.receive(.didScroll(.content(page: 3), offset: -104, flags: .programmatic), at: 1)
        #expect(!queued)
        let echo = driver.next()
        #expect(echo?.events == [])
        let done = driver.next()
        #expect(done == nil)
    }

    @Test func theSafeAreaShiftsContentOffsetsBothWays() {
        // §4: with `.automatic`, UIKit adds the safe area to the inset: the resting top is
        // −(104 + 47). UIKit's surface reports −151 as the reducer's −104, and the driver
        // commands −104 (its actions are in the reducer's coordinates), which the surface
        // writes as −151.
        var screen = Screen(PagerPresets.fj, safeAreaTop: 47)
        #expect(screen.updates[0].actions.contains(.setOffset(.content(page: 0), -104, animated: false)))
        let list = UIKitLikeView()
        list.setReducerOffset(-104, as: .content(page: 0), basis: screen.driver.viewBasis, animated: false)
        #expect(list.offset == -151)
        #expect(list.reducerOffset(as: .content(page: 0), basis: screen.driver.viewBasis) == -104)
        let basis = screen.driver.viewBasis
        let events = screen.send(PagerDriverInput.willBeginDragging(.content(page: 0), offset: -151).inReducerCoordinates(from: basis))
        #expect(events == [.dragBegan(.content, page: 0, offset: -104, t: events[0].t)])
        // Horizontal views are not shifted.
        let pages = screen.send(PagerDriverInput.willBeginDragging(.pages, offset: 10).inReducerCoordinates(from: basis))
        #expect(pages == [.dragBegan(.pages, offset: 10, t: pages[0].t)])
    }

    @Test func callbacksDuringAnUpdateWaitTheirTurnAndEchoesBecomeMovedAndEnded() {
        // §1(f), §6: setContentOffset(animated: false) calls didScroll inside the setter. A
        // relayout of FJ to another width re-aligns the pages container instantly (SPEC
        // §4.0); while that update is being carried out, the echo is queued, not re-entered,
        // and comes out next as SPEC §7's `scroll moved` + `scroll ended` pair.
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.fj), at: 0)
        _ = driver.handle(.willBeginDragging(.pages, offset: 0), at: 1)
        _ = driver.handle(.didEndDragging(.pages, offset: 375, willDecelerate: false), at: 1.1)
        #expect(driver.state.page == 1)
        let wide = PagerPresets.fj(viewport: PagerViewport(width: 603, height: 375))
        let drains = driver.receive(.layout(wide), at: 2)
        #expect(drains)
        let update = driver.next()!
        // Page 1 at the new width: 603.
        #expect(update.actions.contains(.setOffset(.pages, 603, animated: false)))
        // The adapter carries it out; UIKit calls back inside the setter.
        let queued = driver.receive(.didScroll(.pages, offset: 603, flags: .programmatic), at: 2)
        #expect(!queued)
        let echo = driver.next()!
        #expect(echo.events.map(\.name) == [.scrollMoved, .scrollEnded])
        #expect(echo.records.allSatisfy { $0.diagnostics.isEmpty })
        let done = driver.next()
        #expect(done == nil)
        // Outside an update the same didScroll is no echo: the view moved by itself.
        let later = driver.handle(.didScroll(.pages, offset: 603, flags: .programmatic), at: 3)
        #expect(later.flatMap(\.events).map(\.name) == [.scrollMoved])
    }
}
