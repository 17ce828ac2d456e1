// The screen layer's decisions, each as the SPEC and UIKit's rules give it. Where c304232's
// UIKit coordinator decided otherwise, the test says what it did: those expectations fail on
// its logic (it laid the strip's frames out after the layout's update had placed the
// underline, re-measured a table's sections at every content-size report, and wrote the
// header's translation in three hosts by three rules).
import PagerCore
import PagerKit
import PagerSimulator
import Testing

/// Every update `inputs` make at t = start, start + 1, start + 2 … (the suites of the
/// screen layer share it).
@discardableResult
func drive(_ screen: inout PagerScreenLayer, _ inputs: [PagerDriverInput], from start: Double = 0) -> [PagerScreenUpdate] {
    var updates: [PagerScreenUpdate] = []
    for (k, input) in inputs.enumerated() {
        guard screen.receive(input, at: start + Double(k)) else { continue }
        while let update = screen.next() { updates.append(update) }
    }
    return updates
}

/// A host's surface that remembers what it was told (the protocol's calls, in order), around
/// an engine with a 44 pt strip.
private struct RecordingSurface: PagerScreenSurface {
    var engine = PagerScreenEngine<Int>()
    var calls: [String] = []
    var clockTime: Double { 0 }
    func scrollOffset(_ role: PagerScrollRole) -> Double { 0 }
    func scrollFlags(_ role: PagerScrollRole) -> PagerScrollFlags { PagerScrollFlags(isTracking: false, isDragging: false, isDecelerating: false) }
    func listInsets(page: Int) -> PagerListInsets { PagerListInsets(top: 0, bottom: 0) }
    func listContentHeight(page: Int) -> Double { 0 }
    mutating func setScrollOffset(_ role: PagerScrollRole, to value: Double, animated: Bool) { calls.append("offset \(role) \(value) \(animated)") }
    mutating func setListInsets(_ insets: PagerListInsets, page: Int) { calls.append("insets \(page) top \(insets.top)") }
    mutating func insetsChanged() { calls.append("insetsChanged") }
    mutating func stripWillRest(_ role: PagerScrollRole, at value: Double) { calls.append("rest \(value)") }
    mutating func moveHeader(to ty: Double, duration: Double) { calls.append("header \(ty) \(duration)") }
    mutating func layOutStrip(_ frames: PagerTabStripFrames) { calls.append("strip \(frames.cells.count)") }
    mutating func placeUnderline(_ frame: PagerScreenRect, animated: Bool) { calls.append("underline \(frame.x) \(animated)") }
    mutating func setScrollsToTop(_ role: PagerScrollRole?) { calls.append("scrollsToTop \(String(describing: role))") }
    mutating func runFrames(_ wanted: Bool) { calls.append("frames \(wanted)") }
}

@Suite("ScreenLayer: a screen's decisions, run on Linux")
struct ScreenLayerTests {
    @Test func theFirstLayoutsUnderlineComesFromItsOwnStripFrames() throws {
        // fj (W 375; tabs 56, 28, 70; spacing 32, edge 12, indicator +5): SPEC §1 "auto" cells
        // — s + Σ(wᵢ + s) = 32 + 88 + 60 + 102 = 282 ≤ 375 and max(w) + 5 = 75 ≤ 375/3 — are
        // equal: xᵢ = 125·i, 125 wide. Tab 0's indicator is 56 + 5 = 61 wide at
        // (0 + 125/2) − 61/2 = 32. On a 44 pt strip the underline (2 pt) is at y 44 − 2 = 42.
        // The strip's frames and the underline come out of the same update (c304232 laid the
        // frames out after the layout's update, so this underline was not placed).
        var screen = PagerScreenLayer()
        screen.stripHeight = 44
        let update = try #require(drive(&screen, [.layout(PagerPresets.fj)]).first)
        let strip = try #require(update.strip)
        #expect(strip.cells.map(\.x) == [0, 125, 250])
        #expect(strip.cells.map(\.width) == [125, 125, 125])
        let underline = try #require(update.underline)
        #expect(underline.frame == PagerScreenRect(x: 32, y: 42, width: 61, height: 2))
        #expect(underline.animated == false)
    }

    @Test func aRotationsUnderlineComesFromTheNewFrames() throws {
        // Turned to landscape (W 667): 282 ≤ 667 and 75 ≤ 667/3, still equal cells, now
        // 667/3 wide; tab 0's indicator at (0 + (667/3)/2) − 61/2 (SPEC §1, as written).
        // c304232 placed this update's underline from the portrait frames: x 32.
        var screen = PagerScreenLayer()
        screen.stripHeight = 44
        drive(&screen, [.layout(PagerPresets.fj)])
        let landscape = PagerPresets.fj(viewport: PagerViewport(width: 667, height: 311))
        let update = try #require(drive(&screen, [.layout(landscape)], from: 10).last)
        let cell = 667.0 / 3
        #expect(update.strip?.cells.map(\.width) == [cell, cell, cell])
        #expect(update.underline?.frame.x == (0 + cell / 2) - 61.0 / 2)
        #expect(screen.stripFrames == update.strip)
    }

    @Test func rightToLeftMirrorsTheStripAndItsUnderline() throws {
        // Right to left, item 0 sits at the right end: x → 375 − x − width (TabStripFrames),
        // so cell 0 at 250 and the underline at 375 − 32 − 61 = 282. The direction is read at
        // the first call only: a later one would mirror views already placed.
        var screen = PagerScreenLayer()
        screen.stripHeight = 44
        screen.environment(rightToLeft: true, reducesMotion: false)
        let update = try #require(drive(&screen, [.layout(PagerPresets.fj)]).first)
        #expect(update.strip?.cells.first?.x == 250)
        #expect(update.underline?.frame.x == 282)
        screen.environment(rightToLeft: false, reducesMotion: false)
        #expect(screen.driver.isRightToLeft)
    }

    @Test func aTapAnimatesTheUnderlineUnlessMotionIsReduced() throws {
        // A tap on tab 2 (SPEC §4.2) moves the underline to its tab in an animation; under
        // Reduce Motion it jumps. A scroll frame never animates it.
        for reduces in [false, true] {
            var screen = PagerScreenLayer()
            screen.stripHeight = 44
            screen.environment(rightToLeft: false, reducesMotion: reduces)
            drive(&screen, [.layout(PagerPresets.fj)])
            let tap = try #require(drive(&screen, [.didSelectItem(index: 2)], from: 10).first)
            #expect(tap.underline?.animated == !reduces)
        }
    }

    @Test func aJumpToATabOutOfTheStripsViewAnimatesTheUnderline() throws {
        // TD (10 sections of 300 pt, a 375 pt strip of 80 pt tabs from x = 10: tabs 0…3 whole
        // in view at pagerX 0). A scroll of one section (offset 300: tab 1, at x 90, in view)
        // moves the underline at once, with the list. End (offset 2,437 = 3,000 − 563, the
        // list's end: SPEC §4.1's line slides to the bottom, tab 9) jumps to a tab at
        // x = 10 + 9 · 80 = 730, past the strip's 375: the underline slides while the strip's
        // own animation brings the tab into view (issue 69: drawn at once it sat past the
        // strip's edge ~8 frames). Under Reduce Motion it jumps.
        for reduces in [false, true] {
            var screen = PagerScreenLayer()
            screen.stripHeight = 40
            screen.environment(rightToLeft: false, reducesMotion: reduces)
            drive(&screen, [.layout(PagerPresets.td)])
            let still = PagerScrollFlags(isTracking: false, isDragging: false, isDecelerating: false)
            let section = drive(&screen, [.didScroll(.content(page: 0), offset: 300, flags: still)], from: 10)
            #expect(screen.driver.state.selected == 1)
            #expect(section.last?.underline?.animated == false)
            let end = drive(&screen, [.didScroll(.content(page: 0), offset: 2437, flags: still)], from: 20)
            #expect(screen.driver.state.selected == 9)
            #expect(end.last?.underline?.animated == !reduces)
        }
    }

    @Test func aSelectionWithoutAnimationIsCarriedOutAtOnceEvenWhenItWaitsItsTurn() throws {
        // fj (pages, W 375): selecting tab 2 scrolls the pages container to 2 × 375 = 750
        // (SPEC §4.2), animated; `animated: false` makes it an instant setOffset and the
        // underline jumps. Asked while an update is carried out (a host's view callback
        // selecting a tab), it waits its turn and is still carried out as it was asked —
        // c304232's hosts turned Reduce Motion on around the delivery only, so a queued
        // selection came out animated.
        for animated in [true, false] {
            var screen = PagerScreenLayer()
            screen.stripHeight = 44
            drive(&screen, [.layout(PagerPresets.fj)])
            let drains = screen.receive(.touchUp(.header), at: 10)
            #expect(drains)
            let inProgress = screen.next()  // an update in progress…
            #expect(inProgress?.driver.events == [])  // (a touch-up no touch-down began: nothing)
            let asked = screen.select(2, animated: animated)
            let selection = try #require(asked)
            let waits = !screen.receive(selection, at: 10)
            #expect(waits)  // …so the selection waits its turn
            var updates: [PagerScreenUpdate] = []
            while let update = screen.next() { updates.append(update) }
            let tap = try #require(updates.last)
            #expect(tap.driver.events.map(\.name) == [.tapPagerItem])
            #expect(tap.steps.contains(.setOffset(.pages, 750, animated: animated)))
            #expect(tap.underline?.animated == animated)
        }
    }

    @Test func theHeaderFollowsTheReducerAtOnceWhenNoAnimationIsCommanded() throws {
        // quickReturn (fj, S 64): a drag from the top −104 to 200 moves the header by the
        // delta, clamped to −S (SPEC §4.3): headerTy −64, written at once (duration 0) in the
        // update that moved it; the layout's update writes 0.
        var screen = PagerScreenLayer()
        let updates = drive(
            &screen,
            [.layout(PagerPresets.fj), .willBeginDragging(.content(page: 0), offset: -104), .didScroll(.content(page: 0), offset: 200, flags: .dragging)])
        let moves = updates.last?.steps.filter { if case .moveHeader = $0 { true } else { false } }
        #expect(moves == [.moveHeader(ty: -64, duration: 0)])
        #expect(updates.first?.steps.contains(.moveHeader(ty: 0, duration: 0)) == true)
    }

    @Test func aListThatJoinsLateShowsTheInsetsAndTheStepsFollowTheCommands() throws {
        // fj: the first layout's setInset (S + B = 104) is one `insetsChanged` step, with a
        // `showInsets` for each attached list first; a list attached after it gets 104 at once.
        var screen = PagerScreenLayer()
        _ = screen.attach(page: 0, appTop: 0, appBottom: 0)
        let first = try #require(drive(&screen, [.layout(PagerPresets.fj)]).first)
        let insetSteps = first.steps.filter {
            switch $0 {
            case .showInsets, .insetsChanged: true
            default: false
            }
        }
        var expected = PagerSharedInsets()
        expected.reducerTop = 104
        #expect(insetSteps == [.showInsets(page: 0, expected), .insetsChanged])
        #expect(screen.attach(page: 2, appTop: 0, appBottom: 0).reducerTop == 104)
    }

    @Test func aPageWithoutAListKeepsItsContentBelowTheChrome() throws {
        // fj (quick-return, S 64, B 40): the chrome covers S + B + headerTy = 104 of a page at
        // rest (SPEC §1: the pages reach under it). Page 0's list is attached: its inset
        // places its content, nothing is added. Page 1 has no scroll view: its view
        // controller adds 104 to its safe area.
        var screen = PagerScreenLayer()
        _ = screen.attach(page: 0, appTop: 0, appBottom: 0)
        drive(&screen, [.layout(PagerPresets.fj)])
        let frames = PagerScreenFrames(state: screen.state)
        #expect(screen.additionalSafeAreaTop(page: 0, frames: frames) == nil)
        #expect(screen.additionalSafeAreaTop(page: 1, frames: frames) == 104)
    }

    @Test func anUpdateIsCarriedOutInOrderThenTheScreenWideCalls() {
        // The engine's one loop: the strip's frames first (fj's three tabs: its content must
        // exist before an offset is written into it, as a browser keeps a scroll position
        // within the content it has), then the steps in the reducer's order, then the
        // underline, scroll-to-top (the current list, page 0) and the display link (no
        // fling: off).
        var views = RecordingSurface()
        views.engine.screen.stripHeight = 44
        PagerScreenEngine.deliver(.layout(PagerPresets.fj), on: &views)
        #expect(views.calls.first == "strip 3")
        #expect(views.calls.suffix(3) == ["underline 32.0 false", "scrollsToTop Optional(PagerKit.PagerScrollRole.content(page: 0))", "frames false"])
        #expect(views.calls.firstIndex(of: "strip 3")! < views.calls.firstIndex(of: "insetsChanged")!)
    }

    @Test func aRestoredScreensListsShowTheRestoredInsets() throws {
        // swipe (collapse, S 200, B 44, Vh 667, adjustContentSize): insetTop S + B = 244 and
        // page 1 (400 pt) padded to Vh − B = 623 (SPEC §1). Restored from that state, the
        // reducer's next layout of the same screen changes nothing and sends neither
        // `setInset` nor `setContentHeight`; the lists attached to the new screen show both
        // anyway (c304232: top 0, no pad).
        var first = PagerDriver()
        _ = first.handle(.layout(PagerPresets.swipe), at: 0)
        var screen = PagerScreenLayer(restoring: first.state)
        let updates = drive(&screen, [.layout(PagerPresets.swipe)], from: 10)
        #expect(!updates.flatMap(\.driver.actions).contains { if case .setInsetTop = $0 { true } else { false } })
        let page1 = screen.attach(page: 1, appTop: 0, appBottom: 0)
        #expect(page1.reducerTop == 244)
        #expect(page1.minimumContentHeight == 623)
        #expect(screen.lists.mismatch(with: screen.state) == nil)
    }

    @Test func theNavigationBarFollowsTheCurrentListWhenItChanges() throws {
        // fj (pages, W 375): the first layout makes page 0's list the current one (told
        // once); a drag of the pages container to 375 makes page 1 current (SPEC §4.6,
        // page = round(X/W)), told once more; the updates between tell nothing. A list that
        // replaces the current page's is told again.
        var screen = PagerScreenLayer()
        var told: [PagerScrollRole?] = []
        func note(_ updates: [PagerScreenUpdate]) { for update in updates where update.currentListChanged { told.append(update.driver.scrollsToTop) } }
        note(drive(&screen, [.layout(PagerPresets.fj)]))
        note(
            drive(
                &screen,
                [
                    .willBeginDragging(.pages, offset: 0), .didScroll(.pages, offset: 100, flags: .dragging),
                    .didScroll(.pages, offset: 375, flags: .dragging),
                    .didEndDragging(.pages, offset: 375, willDecelerate: false),
                ], from: 10))
        #expect(told == [.content(page: 0), .content(page: 1)])
        _ = screen.attach(page: 1, appTop: 0, appBottom: 0)
        note(drive(&screen, [.attach(page: 1)], from: 20))
        #expect(told.count == 3)
    }

    @Test func theAppIsToldOfEachChangeOnce() {
        // The drop-ins' closures hear the selection and the header's progress when they
        // change, not at every update: the first layout tells the tab (the app's: the screen
        // opens on it); the same values tell nothing.
        // fj (quickReturn, S = 64): a drag from −104 to −80 moves the header by the delta,
        // −24 (SPEC §4.3), so it has collapsed 24 / 64 = 0.375.
        var screen = FollowedScreen()
        #expect(screen.follow([]) == PagerScreenNews(headerProgress: 0))  // no tab yet: only the header
        #expect(screen.follow([PagerEvent(t: 0, .layout(PagerPresets.fj))]) == PagerScreenNews(selected: 0, cause: .programmatic))
        #expect(screen.follow([]).isEmpty)
        let drag = { (motion: PagerScrollMotion, offset: Double, t: Double) in
            PagerEvent(t: t, .offset(motion, PagerScrollReport(view: .content, page: 0, offset: offset)))
        }
        #expect(screen.follow([drag(.dragBegan, -104, 0.5)]).isEmpty)
        #expect(screen.follow([drag(.dragMoved, -80, 0.52)]) == PagerScreenNews(headerProgress: 0.375))
        #expect(screen.follow([PagerEvent(t: 1, .tapPagerItem(index: 2))]) == PagerScreenNews(selected: 2, cause: .tap))
    }

    @Test func theHeadersPanBeginsForAVerticalMotionWhereTheModeHasHeaderDrags() {
        // SPEC §4.7: header drags exist in the overlay modes (fj: quickReturn), not in
        // `fixed` (td). A vertical motion begins one; a horizontal one is the strip's.
        var fj = PagerScreenLayer()
        drive(&fj, [.layout(PagerPresets.fj)])
        #expect(fj.headerPanBegins(velocityX: 10, velocityY: -300))
        #expect(!fj.headerPanBegins(velocityX: 300, velocityY: 10))
        #expect(fj.listHeldByHeader == 0)
        var td = PagerScreenLayer()
        drive(&td, [.layout(PagerPresets.td)])
        #expect(!td.headerPanBegins(velocityX: 0, velocityY: -300))
        #expect(td.listHeldByHeader == nil)
        #expect(!PagerScreenLayer().headerPanBegins(velocityX: 0, velocityY: -300))  // no layout yet
    }

    @Test func thePagesInViewAreThoseThePagesContainerShows() {
        // fj (W 375): at pages x 0 only page 0 is in view; mid-swipe at 100, pages 0 and 1
        // (PageAppearance.pagesInView); before a layout, none.
        var screen = PagerScreenLayer()
        #expect(screen.pagesInView.isEmpty)
        drive(&screen, [.layout(PagerPresets.fj)])
        #expect(screen.pagesInView == [0])
        drive(&screen, [.willBeginDragging(.pages, offset: 0), .didScroll(.pages, offset: 100, flags: .dragging)], from: 10)
        #expect(screen.pagesInView == [0, 1])
    }

    @Test func theStatusBarTapGoesToTheCurrentList() throws {
        // UIKit asks the one list with scrollsToTop: the current page's (SPEC §4.2 scrolls
        // it to its top). fj's pages container at 750 = 2 × W rests on page 2 (SPEC §4.1);
        // before any layout there is no current list, and page 0's is named.
        #expect(PagerScreenLayer().statusBarTap == .shouldScrollToTop(.content(page: 0)))
        var state = PagerState()
        _ = state.apply(.layout(PagerPresets.fj, t: 0))
        _ = state.apply(.offset(.scrollMoved, .pages, offset: 750, t: 1))
        _ = state.apply(.offset(.scrollEnded, .pages, offset: 750, t: 1))
        #expect(state.page == 2)
        #expect(PagerScreenLayer(restoring: state).statusBarTap == .shouldScrollToTop(.content(page: 2)))
    }

    @Test func aTabAskedForBeforeTheFirstLayoutWaitsForIt() throws {
        var screen = PagerScreenLayer()
        let early = screen.select(2), tooEarly = screen.laidOut()
        #expect(early == nil)
        #expect(tooEarly == nil)  // no layout yet
        drive(&screen, [.layout(PagerPresets.fj)])
        let opening = screen.laidOut(), again = screen.laidOut()
        #expect(opening == .select(index: 2, animated: false))  // the screen opens on it
        #expect(again == nil)  // once
        let animated = screen.select(1), instant = screen.select(3, animated: false)
        #expect(animated == .select(index: 1, animated: true))
        #expect(instant == .select(index: 3, animated: false))
    }

    @Test func aContentSizeReportIsARelayoutOnlyWhenTheHeightChanged() throws {
        // fj's page 1 is 300 tall: a report of 300 changes nothing; 500 is that page's new
        // height (SPEC §4.0 relayout).
        var pages = PagerScreenLayer()
        drive(&pages, [.layout(PagerPresets.fj)])
        #expect(pages.contentSizeChanged(page: 1, height: 300) == .none)
        #expect(pages.contentSizeChanged(page: 1, height: 500) == .deliver(.contentHeight(page: 1, 500)))
        #expect(pages.contentSizeChanged(page: 7, height: 500) == .none)
        // td: 10 sections of a 60 pt header row and 4 rows of 60 (SPEC §1: hᵢ = 60 + 4·60 =
        // 300, top₀ = 0, no footer), so C = 3000. A report of 3000 is the table UIKit already
        // measured — c304232 measured its sections again each time; 3060 (a row more) is a
        // change, and the sections are measured again.
        var sections = PagerScreenLayer()
        drive(&sections, [.layout(PagerPresets.td)])
        #expect(sections.contentSizeChanged(page: 0, height: 3000) == .none)
        #expect(sections.contentSizeChanged(page: 0, height: 3060) == .remeasureSections)
        // The measured sections replace the layout's own, as many as before; a count that
        // differs is a reload in progress, left to the app's next layout.
        var measured = (0..<10).map { _ in PagerListSection(headerHeight: 60, rows: 4, rowHeight: 60) }
        measured[3] = PagerListSection(headerHeight: 60, rows: 5, rowHeight: 60)
        let layout = try #require(sections.remeasured(measured))
        if case .sections(let s, _, _, _) = layout.content { #expect(s[3].rows == 5) } else { Issue.record("not sections") }
        #expect(sections.remeasured(Array(measured.prefix(9))) == nil)
        #expect(sections.sectionTitles.first == "Dishes 1")
    }

    @Test func theSafeAreaOfTheCurrentListIsTheScreens() throws {
        // A list whose frame reaches 47 pt above the viewport (under the status bar) adds 47
        // to its inset; page 0's is the screen's (the current page), page 2's is its own.
        var screen = PagerScreenLayer()
        drive(&screen, [.layout(PagerPresets.fj)])
        _ = screen.attach(page: 0, appTop: 0, appBottom: 0)
        _ = screen.attach(page: 2, appTop: 0, appBottom: 0)
        let viewport = PagerScreenRect(x: 0, y: 47, width: 375, height: 603)
        let measured = screen.measureSafeArea(page: 0, list: PagerScreenRect(x: 0, y: 0, width: 375, height: 650), viewport: viewport)
        #expect(measured?.safeTop == 47)
        #expect(screen.measureSafeArea(page: 0, list: PagerScreenRect(x: 0, y: 0, width: 375, height: 650), viewport: viewport) == nil)  // unchanged
        _ = screen.measureSafeArea(page: 2, list: PagerScreenRect(x: 0, y: 40, width: 375, height: 610), viewport: viewport)
        #expect(screen.lists.safeTop == 47)
        #expect(screen.measuredPage == 0)
        #expect(screen.safeAreaInput == .safeArea(top: try #require(screen.lists[0]).offsetShift))
    }
}
