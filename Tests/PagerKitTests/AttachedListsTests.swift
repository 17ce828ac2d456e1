// The UIKit screens' first decision: which insets and pad a list shows when it joins the
// screen, at any moment — the reducer says its share once (SPEC §3), so a list loaded after
// the first layout must get it from what the screen kept. At c304232 the adapter created a
// joining list's share with a top inset of 0 and no pad, and only the commands of later
// updates reached it: every expectation below on a late list failed there.
import PagerCore
import PagerKit
import PagerSimulator
import PagerTestSupport
import Testing

/// The driver's actions for `inputs` at t = 0, 1, 2 …, carried out on `lists` as the UIKit
/// adapter carries them out.
private func drive(_ driver: inout PagerDriver, _ lists: inout PagerAttachedLists, _ inputs: [PagerDriverInput]) {
    for (k, input) in inputs.enumerated() {
        for update in driver.handle(input, at: Double(k)) {
            for action in update.actions { _ = lists.carryOut(action) }
            if let g = driver.state.geometry { _ = lists.follow(g) }
        }
    }
}

@Suite("AttachedLists: a list that joins late shows the reducer's insets at once")
struct AttachedListsTests {
    @Test func pagesComeInOrderWhateverTheOrderTheyJoinedIn() {
        // Lists joining as pages 5, −1 and 2 (any Int is a page to the table, as it was to a
        // dictionary): `pages` is ascending, −1, 2, 5; `insets` has those three keys, each with
        // its own app inset; page 2 leaving leaves −1 and 5. Two screens whose lists joined in
        // other orders are equal.
        var lists = PagerAttachedLists(), other = PagerAttachedLists()
        for page in [5, -1, 2] { lists.attach(page: page, appTop: Double(page), appBottom: 0) }
        for page in [2, 5, -1] { other.attach(page: page, appTop: Double(page), appBottom: 0) }
        #expect(lists.pages == [-1, 2, 5])
        #expect(lists.insets.keys.sorted() == [-1, 2, 5] && lists.insets[5]?.appTop == 5)
        #expect(lists == other)
        #expect(lists.detach(page: 2)?.appTop == 2)
        #expect(lists.pages == [-1, 5] && lists[2] == nil && lists != other)
    }

    @Test func aListLoadedAfterTheFirstLayoutGetsTheTopInset() throws {
        // fj (quickReturn, S 64, B 40): SPEC §1's mode table gives content inset top S + B =
        // 104, sent once as `setInset` at the first layout; the drop-in loads its pages' lists
        // after that layout's actions ran. The late list shows 104 (c304232: 0), and its
        // app's own insets stay its own.
        var driver = PagerDriver(), lists = PagerAttachedLists()
        drive(&driver, &lists, [.layout(PagerPresets.fj)])
        #expect(driver.state.insetTop == 104)
        let share = lists.attach(page: 2, appTop: 10, appBottom: 20)
        #expect(share.reducerTop == 104)
        #expect(share.top == 10 + 104)
        #expect(share.bottom(contentHeight: 2400) == 20)
        #expect(lists.mismatch(with: driver.state) == nil)
        // A drag moves the header, never the inset (§4.3): nothing more is sent, and the list
        // keeps what it got.
        drive(&driver, &lists, [.willBeginDragging(.content(page: 0), offset: -104), .didScroll(.content(page: 0), offset: 200, flags: .dragging)])
        #expect(lists[2]?.reducerTop == 104)
    }

    @Test func aLateShortPageGetsItsPad() throws {
        // swipe (collapse, H 667, S 200, B 44, adjustContentSize): Vh = H = 667, so page 1
        // (400 pt) is below Vh − B = 623 and the reducer pads it to 623 (SPEC §1), once. Its
        // list, loaded later, is padded at the bottom by 623 − 400 = 223 (c304232: 0), and
        // shows the top inset S + B = 244.
        var driver = PagerDriver(), lists = PagerAttachedLists()
        drive(&driver, &lists, [.layout(PagerPresets.swipe)])
        let share = lists.attach(page: 1, appTop: 0, appBottom: 0)
        #expect(share.reducerTop == 244)
        #expect(share.minimumContentHeight == 623)
        #expect(share.bottom(contentHeight: 400) == 223)
        // Page 0 (2000 pt) needs no pad.
        let tall = lists.attach(page: 0, appTop: 0, appBottom: 0)
        #expect(tall.minimumContentHeight == nil)
        #expect(lists.mismatch(with: driver.state) == nil)
    }

    @Test func aReloadedListGetsThemAgain() throws {
        // A list that leaves (its app insets come back) and joins again — reloadData, or a
        // page unloaded two pages away and loaded again — shows the same share.
        var driver = PagerDriver(), lists = PagerAttachedLists()
        drive(&driver, &lists, [.layout(PagerPresets.swipe)])
        lists.attach(page: 1, appTop: 5, appBottom: 0)
        let left = lists.detach(page: 1)
        #expect(left?.appTop == 5)
        #expect(lists[1] == nil)
        let again = lists.attach(page: 1, appTop: 5, appBottom: 0)
        #expect(again.reducerTop == 244 && again.minimumContentHeight == 623)
    }

    @Test func laterCommandsReachTheAttachedListsOnly() {
        // kulman (stickyReveal, S 44): the inset toggles between −S and 0 (SPEC §4.5). A
        // `setInsetTop` changes every attached list (and the screen's share); the pages it
        // names are the ones to apply.
        var lists = PagerAttachedLists()
        lists.attach(page: 0, appTop: 0, appBottom: 0)
        let first = lists.carryOut(.setInsetTop(-44, duration: 0))
        let again = lists.carryOut(.setInsetTop(-44, duration: 0))  // unchanged: nothing to apply
        let padLater = lists.carryOut(.setContentHeight(page: 3, 500))  // not attached: kept for later
        let late = lists.attach(page: 3, appTop: 0, appBottom: 0)
        let offset = lists.carryOut(.setOffset(.content(page: 0), 0, animated: false))
        #expect(first == [0] && again == [] && padLater == [] && offset == [])
        #expect(late.minimumContentHeight == 500)
        #expect(lists.reducerTop == -44 && lists[3]?.reducerTop == -44)
    }

    @Test func aPageThatGrowsLosesItsPad() throws {
        // swipe's page 1 grows from 400 to 1000 pt (a reload): no longer below Vh − B = 623,
        // so the reducer no longer pads it and says nothing more (SPEC §4.0 sends
        // `setContentHeight` only for padded pages); after the layout the list is its own
        // height again (c304232 kept the 623 pad).
        var driver = PagerDriver(), lists = PagerAttachedLists()
        drive(&driver, &lists, [.layout(PagerPresets.swipe)])
        lists.attach(page: 1, appTop: 0, appBottom: 0)
        drive(&driver, &lists, [.contentHeight(page: 1, 1000)])
        #expect(driver.state.geometry?.adjustedPages == [])
        #expect(lists[1]?.minimumContentHeight == nil)
        #expect(lists.minimumContentHeights.isEmpty)
        #expect(lists.mismatch(with: driver.state) == nil)
    }

    @Test func aPageThatShrinksFromExactlyItsPadGetsThePadWithoutACommand() throws {
        // swipe's page 1 is exactly Vh − B = 623 tall: not below it, so not padded. Its
        // content shrinks to 400: padded now to 623, the height it had — SPEC §4.0 sends
        // `setContentHeight` only where the adjusted height differs from the height before,
        // so the update carries none, yet the list (its own content 400 now) needs the pad
        // for the bar to stick. (Found by `fuzz --via-uikit --seed 11`, sequence 592: 948 to
        // 736 under a 948 pad; before this the list had none.)
        var screen = PagerPresets.swipe
        guard case .pages(var pages, let adjust) = screen.content else { throw CancellationError() }
        pages[1].contentHeight = 623
        screen.content = .pages(pages, adjustContentSize: adjust)
        var driver = PagerDriver(), lists = PagerAttachedLists()
        drive(&driver, &lists, [.layout(screen)])
        #expect(driver.state.geometry?.adjustedPages.contains(1) == false)
        lists.attach(page: 1, appTop: 0, appBottom: 0)
        #expect(lists[1]?.minimumContentHeight == nil)
        let commands = driver.handle(.contentHeight(page: 1, 400), at: 1).flatMap(\.actions)
        #expect(!commands.contains { if case .setContentHeight = $0 { return true } else { return false } })
        #expect(driver.state.geometry?.adjustedPages.contains(1) == true)
        #expect(lists.follow(try #require(driver.state.geometry)) == [1])
        #expect(lists[1]?.minimumContentHeight == 623)
        #expect(lists.mismatch(with: driver.state) == nil)
    }

    @Test func aLateListShowsTheSafeAreaMeasuredOnTheOthers() {
        // Every page's list has the same frame: one reaching 59 pt above the viewport (under
        // the status bar) has 59 pt of safe area at the top, and a list joining before its
        // own measure shows that too.
        var lists = PagerAttachedLists()
        lists.attach(page: 0, appTop: 0, appBottom: 0)
        lists.measureSafeArea(
            page: 0, list: PagerScreenRect(x: 0, y: 0, width: 375, height: 812), viewport: PagerScreenRect(x: 0, y: 59, width: 375, height: 719))
        // Below: 812 − (59 + 719) = 34 (the home indicator).
        let late = lists.attach(page: 1, appTop: 0, appBottom: 0)
        #expect(late.safeTop == 59 && late.safeBottom == 34)
        #expect(late.offsetShift == 59)
        // A page other than the current one measured elsewhere keeps its own measure; the
        // screen's stays the current page's.
        lists.measureSafeArea(
            page: 1, list: PagerScreenRect(x: 0, y: 59, width: 375, height: 719), viewport: PagerScreenRect(x: 0, y: 59, width: 375, height: 719),
            isCurrent: false)
        #expect(lists[1]?.safeTop == 0)
        #expect(lists.safeTop == 59 && lists.safeBottom == 34)
    }

    @Test func theMismatchNamesTheListAndTheNumbers() throws {
        // c304232's late list on fj: top inset 0 where the reducer has 104.
        var driver = PagerDriver(), lists = PagerAttachedLists()
        drive(&driver, &lists, [.layout(PagerPresets.fj)])
        lists.attach(page: 1, appTop: 0, appBottom: 0)
        var stale = try #require(lists[1])
        stale.reducerTop = 0
        lists.replace(page: 1, with: stale)
        let mismatch = try #require(lists.mismatch(with: driver.state))
        #expect(mismatch.contains("page 1") && mismatch.contains("0.0") && mismatch.contains("104"))
    }
}

@Suite("The simulator's UIKit mode loads lists as the drop-in screens do")
struct LazyListsHostTests {
    @Test func listsJoinAfterTheFirstLayoutWithTheInset() {
        // parchment: four pages, no header (fixed, inset 0); fj: three pages, inset 104. At
        // page 0 the window is pages 0 and 1 (PagerScreenFrames); each joined after the
        // first layout and shows the reducer's top inset; the driver heard each attach.
        for (layout, inset) in [(PagerPresets.fj, 104.0), (PagerPresets.parchment, 0)] {
            var host = PagerHost(driver: PagerDriver())
            host.loadsListsLazily = true
            host.logsCallbacks = true
            host.layout(layout)
            #expect(host.attachedLists.pages == [0, 1])
            #expect(host.attachedLists[1]?.reducerTop == inset)
            #expect(host.callbacks.filter { if case .attach = $0.input { return true } else { return false } }.count == 2)
            #expect(host.listInsetsMismatch == nil)
        }
    }

    @Test func aTapTwoPagesAwayLoadsThatPageAndUnloadsTheFirst() {
        // fj, tab 2 tapped: the pages view animates to 2 × 375 = 750 (SPEC §4.2); on the way
        // page 2 joins; at rest on page 2 the window is pages 1 and 2, and page 0 has left.
        var host = PagerHost(driver: PagerDriver())
        host.loadsListsLazily = true
        host.layout(PagerPresets.fj)
        host.tapPagerItem(2)
        host.wait(1)
        #expect(host.state.pagesX == 750)
        #expect(host.attachedLists.pages == [1, 2])
        #expect(host.attachedLists[2]?.reducerTop == 104)
        // Appearance: page 0 appeared with the screen; on the way page 1 came and went; at
        // rest page 2 alone is shown (PageAppearance, every call paired).
        host.checkAppearanceAtRest()
        #expect(host.appearance.phases == [2: .shown])
        host.reloadLists()
        #expect(host.attachedLists.pages == [1, 2])
        #expect(host.listInsetsMismatch == nil)
        // A reload unloads page 2 (did disappear) and loads it again (will and did appear).
        host.checkAppearanceAtRest()
        #expect(host.appearance.phases == [2: .shown])
        #expect(host.appearanceLedger.firstProblem == nil)
    }

    @Test func thePlantedLateListBugIsSeen() {
        // c304232's adapter, planted: a joining list gets none of the reducer's share. fj's
        // lists join after the setInset of the first layout, so they show 0, not 104.
        var host = PagerHost(driver: PagerDriver())
        host.loadsListsLazily = true
        host.plant = PlantedFault.lateListsGetNoInsets.plant
        host.layout(PagerPresets.fj)
        #expect(host.listInsetsMismatch?.contains("top inset as 0.0, the reducer's insetTop is 104.0") == true)
    }
}
