// Issue 22's driver inputs, each against what the SPEC says the reducer needs: the fling
// the driver runs (SPEC §4.7, §7), lists that come and go, restoration, a safe area that
// changes, the tab strip's rest given to UIKit in willEndDragging, animateHeader.
import Foundation
import PagerCore
import PagerKit
import PagerSimulator
import Testing

private let page0 = PagerScrollRole.content(page: 0)

/// The offset-space events of one view after index `from`.
private func offsets(_ events: [PagerEvent], view: PagerScrollViewID, from: Int = 0) -> [(PagerScrollMotion, Double, Double)] {
    events[from...].compactMap { event in
        guard case .offset(let motion, let report) = event.kind, report.view == view else { return nil }
        return (motion, report.offset, event.t)
    }
}

@Suite("Kit v2: the driver's own fling, lists that come and go, restoration, the safe area")
struct KitV2DriverTests {
    @Test func theDriversFlingFollowsSpecSevenDecelerationAtEachFrame() throws {
        // menu (quickReturn S 64 + B 40, minY −104). A header pan: began, changed to a
        // translation of −100 (the finger up 100 pt: offset-space +100), ended with
        // velocity.y −1200 pt/s — SPEC §2: offset-space velocity +1200. §4.7: the list moved
        // 1:1 to −104 + 100 = −4 and the release flings it at +1200 pt/s.
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.menu), at: 0)
        _ = driver.handle(.headerPan(.began, translation: 0, velocity: 0), at: 1)
        _ = driver.handle(.headerPan(.changed, translation: -100, velocity: 0), at: 1.1)
        let release = driver.handle(.headerPan(.ended, translation: -100, velocity: -1200), at: 1.1).flatMap(\.records)
        #expect(release.last?.commands.contains(.fling(view: .content, page: nil, velocity: 1200)) == true)
        #expect(driver.wantsFrames)
        // Frames at 60 Hz: each is `scroll moved` at x(t) = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d)
        // with x₀ = −4, v₀ = 1200, d = 0.998 (SPEC §7), t from the release; the view is put
        // there by an instant setOffset.
        let fling = PagerDeceleration(from: -4, velocity: 1200)
        for k in 1...30 {
            let t = 1.1 + Double(k) / 60
            let updates = driver.handle(.frame, at: t)
            let moved = updates.flatMap(\.events)
            #expect(moved.count == 1)
            let expected = fling.offset(at: t - 1.1)
            #expect(moved.first == .offset(.scrollMoved, .content, offset: expected, t: t))
            #expect(updates.first?.actions.first == .setOffset(page0, expected, animated: false))
        }
        // R = x₀ − v₀/(1000 ln d) = −4 + 1200/2.002… ≈ 595.4: it ends there, at the closed-form
        // instant (not at a frame), reported before the next input.
        let end = try #require(driver.flingEnd(page: 0))
        #expect(abs(end - (1.1 + fling.duration)) < 1e-12)
        let after = driver.handle(.frame, at: end + 0.5).flatMap(\.events)
        #expect(after == [.offset(.scrollEnded, .content, offset: fling.restingOffset, t: end)])
        #expect(!driver.wantsFrames)
    }

    @Test func theDriversFlingEqualsTheSimulatorsAtTheSameInstants() {
        // The same header drag released with a fling, in events mode (the simulator runs the
        // fling, SPEC §7) and through UIKit callbacks (the driver runs it on frames): the
        // same events, bit for bit, and the same records.
        func session(_ host: inout PagerHost) {
            host.layout(PagerPresets.fj)
            host.dragHeader(by: 400, over: 0.2, release: .fling)
            host.wait(0.3)
            host.dragHeader(by: -150, over: 0.1, release: .fling)  // a touch stops the fling
            host.wait(4)
        }
        var events = PagerHost()
        session(&events)
        var uikit = PagerHost(driver: PagerDriver())
        session(&uikit)
        #expect(events.events.contains { if case .offset(.scrollMoved, _) = $0.kind { return true } else { return false } })
        #expect(events.records.contains { $0.commands.contains { if case .fling = $0 { return true } else { return false } } })
        #expect(uikit.events == events.events)
        #expect(uikit.records == events.records)
    }

    @Test func aTouchOnTheFlungListStopsItWhereTheMotionIs() {
        // SPEC §7: a touch on the list stops the fling, reported as that touch's drag began
        // (no scroll ended). UIKit reports the offset of the last frame; the driver puts the
        // view where the motion is at the touch and the drag begins there.
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.menu), at: 0)
        _ = driver.handle(.headerPan(.began, translation: 0, velocity: 0), at: 1)
        _ = driver.handle(.headerPan(.ended, translation: -100, velocity: -1200), at: 1.1)
        _ = driver.handle(.frame, at: 1.1 + 1.0 / 60)
        let touchAt = 1.1 + 1.5 / 60
        let updates = driver.handle(.willBeginDragging(page0, offset: -3), at: touchAt)
        let x = PagerDeceleration(from: -4, velocity: 1200).offset(at: touchAt - 1.1)
        #expect(updates.flatMap(\.events) == [.dragBegan(.content, offset: x, t: touchAt)])
        #expect(updates.first?.actions.first == .setOffset(page0, x, animated: false))
        #expect(!driver.wantsFrames)
    }

    @Test func aListThatLeavesMidFlingEndsItsFlingWhereTheReducerHasIt() {
        // `detach`: what a leaving list was doing ends where the reducer has it, since the view
        // reports nothing more — the driver's own fling too (a screen torn down, a page
        // unloaded or reloaded while the header's release flings its list). After one frame
        // at t₁ the reducer has x(t₁) (SPEC §7's deceleration from −4 at +1200 pt/s); the
        // detach at t₂ reports `scroll ended` there, and no frame is wanted any more. At the
        // starting commit the fling ran on, moving a list no screen showed.
        var driver = PagerDriver()
        _ = driver.handle(.layout(PagerPresets.menu), at: 0)
        _ = driver.handle(.headerPan(.began, translation: 0, velocity: 0), at: 1)
        _ = driver.handle(.headerPan(.ended, translation: -100, velocity: -1200), at: 1.1)
        let t1 = 1.1 + 1.0 / 60, t2 = 1.1 + 1.5 / 60
        _ = driver.handle(.frame, at: t1)
        let x1 = PagerDeceleration(from: -4, velocity: 1200).offset(at: t1 - 1.1)
        let updates = driver.handle(.detach(page: 0), at: t2)
        #expect(updates.flatMap(\.events) == [.offset(.scrollEnded, .content, offset: x1, t: t2)])
        #expect(!driver.wantsFrames)
    }

    @Test func anAttachedListIsPutAtTheReducersOffset() throws {
        // swipe (pages): scroll page 1 to 300, then its list is replaced (reuse): detach,
        // attach — the new view is put at 300 (the reducer's stored offset); no events.
        var screen = Screen(PagerPresets.swipe)
        let page1 = PagerScrollRole.content(page: 1)
        let y0 = try #require(screen.state.contentOffset(page: 1))
        screen.send(.willBeginDragging(page1, offset: y0))
        screen.send(.didScroll(page1, offset: 300, flags: .dragging))
        // Detached mid-drag: the view will never report its end, so the driver ends the drag
        // where the reducer has it, with no velocity (the reducer's phase is idle again).
        let detached = screen.send(.detach(page: 1))
        #expect(detached == [.dragEnded(.content, page: 1, offset: 300, velocity: 0, willDecelerate: false, t: detached.first!.t)])
        #expect(screen.state.phase(of: .content, page: 1) == .idle)
        let before = screen.updates.count
        #expect(screen.send(.attach(page: 1)).isEmpty)
        #expect(screen.updates[before...].flatMap(\.actions) == [.setOffset(page1, 300, animated: false)])
        // UIKit's echo of that setOffset, inside the setter (§1(f)), is the driver's own:
        // nothing is reported.
        var driver = screen.driver
        _ = driver.receive(.attach(page: 1), at: 5)
        let next = driver.next()
        let update = try #require(next)
        #expect(update.actions == [.setOffset(page1, 300, animated: false)])
        driver.receive(.didScroll(page1, offset: 300, flags: .programmatic), at: 5)  // nested
        #expect(driver.next()?.events == [])
        #expect(driver.state.contentOffset(page: 1) == 300)
    }

    @Test func aRestoredDriverKeepsTheSavedOffsetsThroughTheFirstLayout() throws {
        // A session leaves page 2 selected with its list at some offset; the state is saved
        // (Codable) and a new driver starts from it. The first layout (the same screen) is
        // unchanged for the reducer (SPEC §4.0: no-op) and every view is put where the state
        // says: each list at its offset, the pages container at pagesX = 2·W, the strip at
        // pagerX — not at their tops.
        var host = PagerHost(driver: PagerDriver())
        host.layout(PagerPresets.swipe)
        host.tapPagerItem(2)
        host.wait(1)
        host.drag(.content, page: 2, by: 250, over: 0.2, release: .hold)
        host.wait(1)
        let saved = try JSONDecoder().decode(PagerState.self, from: JSONEncoder().encode(host.state))
        #expect(saved.page == 2)
        var driver = PagerDriver(restoring: saved)
        let updates = driver.handle(.layout(PagerPresets.swipe), at: 10)
        #expect(updates.flatMap(\.records).allSatisfy { $0.diagnostics.isEmpty })
        let g = try #require(driver.state.geometry)
        var expected: [PagerScrollAction] = (0..<g.contentViewCount).map { .setOffset(.content(page: $0), saved.contentOffset(page: $0)!, animated: false) }
        expected += [.setOffset(.pages, saved.pagesX, animated: false), .setOffset(.tabStrip, saved.pagerX, animated: false)]
        #expect(updates.flatMap(\.actions).filter { if case .setOffset = $0 { return true } else { return false } } == expected)
        #expect(saved.pagesX == 2 * g.width)
        #expect(driver.state.contentOffset(page: 2) == saved.contentOffset(page: 2))
        #expect(driver.state.page == 2)
    }

    @Test func aSafeAreaThatChangesMovesNoReducerOffset() throws {
        // With .automatic, UIKit adds the safe area (47) to the inset; the list at its top is
        // at −insetTop − 47 in UIKit's coordinates (§4 of UIKIT-CALLBACKS). After a rotation
        // the safe area is 0: UIKit keeps the view's offset (§1(k)), so the driver puts it
        // back at the reducer's offset in the new coordinates: −insetTop.
        var screen = Screen(PagerPresets.menu, safeAreaTop: 47)
        let top = 0 - screen.state.insetTop  // menu: −104
        #expect(screen.updates.flatMap(\.actions).contains(.setOffset(page0, top, animated: false)))  // the reducer's
        #expect(screen.driver.uikitOffset(page0, top) == top - 47)  // UIKit's
        let before = screen.updates.count
        #expect(screen.send(.safeArea(top: 0)).isEmpty)
        #expect(screen.updates[before...].flatMap(\.actions) == [.setOffset(page0, top, animated: false)])
        // A drag now reports UIKit's offsets as they are (no shift).
        let events = screen.send(.willBeginDragging(page0, offset: top))
        #expect(events.first == .dragBegan(.content, offset: top, t: events.first!.t))
    }

    @Test func theTabStripsRestIsGivenInWillEndDragging() throws {
        // SPEC §4.8: with a snapping behaviour the reducer commands setTarget at drag ended;
        // UIKit asks for the target earlier, in willEndDragging. The driver gives the same
        // value there (the rule is a function of the release).
        var layout = PagerPresets.menu
        layout.pager.behavior = .groupPaging
        var screen = Screen(layout)
        screen.send(.willBeginDragging(.tabStrip, offset: 0))
        screen.send(.didScroll(.tabStrip, offset: 30, flags: .dragging))
        let before = screen.updates.count
        screen.send(.willEndDragging(.tabStrip, offset: 30, velocity: 0.4, targetOffset: 30))
        let early = screen.updates[before...].flatMap(\.actions)
        let g = try #require(screen.state.geometry)
        let rule = g.pagerRestTarget(offset: 30, velocity: 400, dragStart: 0)
        #expect(early == [.setTarget(.tabStrip, rule)])
        screen.send(.didEndDragging(.tabStrip, offset: 30, willDecelerate: true))
        let commanded = screen.updates.last?.records.last?.commands.compactMap { command -> Double? in
            if case .setTarget(.pager, _, let x) = command { return x } else { return nil }
        }
        #expect(commanded == [rule])
    }

    @Test func animateHeaderReachesTheScreen() {
        // The v3 golden trace's derivation (v3-menu-status-bar-animate-header): the list
        // scrolled from −104 to 496 hides the header (−64); a status-bar tap shows it at once
        // (headerTy 0) and the record ends with animateHeader ty 0 duration 0.3 — which the
        // driver hands on as the screen's action, after the list's animated setOffset to −104.
        var screen = Screen(PagerPresets.menu)
        screen.send(.willBeginDragging(page0, offset: -104))
        for k in 1...6 { screen.send(.didScroll(page0, offset: -104 + Double(k) * 100, flags: .dragging)) }
        screen.send(.willEndDragging(page0, offset: 496, velocity: 0, targetOffset: 496))
        screen.send(.didEndDragging(page0, offset: 496, willDecelerate: false))
        #expect(screen.state.headerTy == -64)
        let before = screen.updates.count
        screen.send(.shouldScrollToTop(page0))
        let actions = screen.updates[before...].flatMap(\.actions)
        #expect(actions.first == .setOffset(page0, -104, animated: true))
        #expect(actions.last == .animateHeader(ty: 0, duration: 0.3))
        #expect(screen.state.headerTy == 0)
    }
}
