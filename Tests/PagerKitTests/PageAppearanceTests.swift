// Which page hears viewWillAppear and its siblings, as UIPageViewController forwards them: a
// swipe that completes, one given up, a tab's scroll across pages, the screen's own
// appearance, unloading. At c304232 the pages screen forwarded appearance automatically: a
// loaded neighbour heard "did appear" off screen and a swipe to a loaded page heard nothing —
// the sequences below were not what its pages got.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

private typealias Call = PagerPageAppearance.Call

/// A visible screen settled on page 0 (its first appearance already said).
private func visibleOnPage0() -> PagerPageAppearance {
    var appearance = PagerPageAppearance()
    _ = appearance.screenWillAppear(inView: [0], animated: false)
    _ = appearance.screenDidAppear(inView: [0])
    return appearance
}

@Suite("PageAppearance: pages appear as UIPageViewController makes them")
struct PageAppearanceTests {
    @Test func theFirstPageAppearsWithTheScreen() {
        var appearance = PagerPageAppearance()
        let will = appearance.screenWillAppear(inView: [0], animated: true)
        let did = appearance.screenDidAppear(inView: [0])
        #expect(will == [.willAppear(page: 0, animated: true)])
        #expect(did == [.didAppear(page: 0)])
        // A loaded neighbour (page 1) is not in view: it hears nothing.
        let still = appearance.follow(inView: [0])
        #expect(still == [])
        #expect(appearance.phase(of: 1) == .hidden)
    }

    @Test func aCompletedSwipe() {
        // 0 → 1: as the swipe starts, 0 will disappear and 1 will appear; settled on 1, 0 did
        // disappear and 1 did appear (UIKit's container order: the page going first).
        var appearance = visibleOnPage0()
        let start = appearance.follow(inView: [0, 1])
        let middle = appearance.follow(inView: [0, 1])
        let end = appearance.follow(inView: [1])
        #expect(start == [.willDisappear(page: 0, animated: true), .willAppear(page: 1, animated: true)])
        #expect(middle == [])
        #expect(end == [.didDisappear(page: 0), .didAppear(page: 1)])
    }

    @Test func aSwipeGivenUpIsReversed() {
        // 0 → 1 given up: 1 hears will appear, will disappear, did disappear; 0 hears will
        // disappear, will appear, did appear — UIPageViewController's order on a cancel.
        var appearance = visibleOnPage0()
        var ledger = PagerAppearanceLedger()
        ledger.record([.willAppear(page: 0, animated: false), .didAppear(page: 0)])
        let start = appearance.follow(inView: [0, 1])
        let back = appearance.follow(inView: [0])
        ledger.record(start + back)
        #expect(back == [.willDisappear(page: 1, animated: true), .willAppear(page: 0, animated: true), .didDisappear(page: 1), .didAppear(page: 0)])
        ledger.checkAtRest(inView: [0])
        #expect(ledger.firstProblem == nil)
    }

    @Test func aTabScrollAcrossPagesPairsEveryCall() {
        // parchment, tab 3 from page 0: the pages view passes 1 and 2 on its way (SPEC §4.2's
        // animated setOffset to 3 × 375 = 1125). Each page passed through hears a pair of
        // each; 3 ends shown, every other page hidden.
        let layout = PagerPresets.parchment
        var state = PagerState()
        _ = state.apply(.layout(layout, t: 0))
        let g = state.geometry!
        var appearance = visibleOnPage0()
        var ledger = PagerAppearanceLedger()
        ledger.record([.willAppear(page: 0, animated: false), .didAppear(page: 0)])
        for pagesX in stride(from: 0.0, through: 1125, by: 75) {
            ledger.record(appearance.follow(inView: PagerPageAppearance.pagesInView(geometry: g, pagesX: pagesX)))
        }
        ledger.checkAtRest(inView: [3])
        #expect(ledger.firstProblem == nil)
        #expect(appearance.phases == [3: .shown])
    }

    @Test func thePagesInViewAreTheOnesThePagesViewMeets() throws {
        // fj: W = 375, three pages. At 0: page 0 alone; at 200: 0 and 1; at 375: 1 alone; at
        // 750 (the last): 2 alone.
        var state = PagerState()
        _ = state.apply(.layout(PagerPresets.fj, t: 0))
        let g = try #require(state.geometry)
        #expect(PagerPageAppearance.pagesInView(geometry: g, pagesX: 0) == [0])
        #expect(PagerPageAppearance.pagesInView(geometry: g, pagesX: 200) == [0, 1])
        #expect(PagerPageAppearance.pagesInView(geometry: g, pagesX: 375) == [1])
        #expect(PagerPageAppearance.pagesInView(geometry: g, pagesX: 750) == [2])
        // sections content (menu) has no pages to appear.
        _ = state.apply(.layout(PagerPresets.menu, t: 1))
        #expect(PagerPageAppearance.pagesInView(geometry: try #require(state.geometry), pagesX: 0) == [])
    }

    @Test func theScreensOwnDisappearanceReachesThePageShown() {
        var appearance = visibleOnPage0()
        let will = appearance.screenWillDisappear(animated: true)
        let did = appearance.screenDidDisappear()
        #expect(will == [.willDisappear(page: 0, animated: true)] && did == [.didDisappear(page: 0)])
        // Out of sight, a tab's jump to page 2 says nothing; when the screen comes back, page 2
        // appears.
        let silent = appearance.follow(inView: [2])
        let back = appearance.screenWillAppear(inView: [2], animated: false)
        #expect(silent == [] && back == [.willAppear(page: 2, animated: false)])
    }

    @Test func unloadingEndsWhatWasBegun() {
        // A page unloaded mid-transition (it left the drop-in's window before the view
        // settled) ends its transition first, so its begins and ends stay paired.
        var appearance = visibleOnPage0()
        _ = appearance.follow(inView: [0, 1])  // 0 disappearing, 1 appearing
        let gone = appearance.unload(0)
        #expect(gone == [.didDisappear(page: 0)])
        let shown = appearance.unload(1)
        #expect(shown == [.willDisappear(page: 1, animated: false), .didDisappear(page: 1)])
        #expect(appearance.phases.isEmpty)
    }

    @Test func theLedgerCatchesCallsOutOfOrder() {
        // c304232 forwarded appearance automatically: a loaded neighbour heard did appear
        // off screen, and a swipe to it said nothing more — at rest on page 1, page 0 is
        // still shown.
        var ledger = PagerAppearanceLedger()
        ledger.record([.willAppear(page: 0, animated: false), .didAppear(page: 0), .willAppear(page: 1, animated: false), .didAppear(page: 1)])
        ledger.checkAtRest(inView: [1])
        #expect(ledger.firstProblem == "at rest page 0 is shown, with pages [1] in view")
        var twice = PagerAppearanceLedger()
        twice.record([.willAppear(page: 2, animated: true), .willAppear(page: 2, animated: true)])
        #expect(twice.firstProblem == "page 2 heard will appear while appearing")
        var orphan = PagerAppearanceLedger()
        orphan.record([.didDisappear(page: 1)])
        #expect(orphan.firstProblem == "page 1 heard did disappear while hidden")
    }
}

/// The drop-in's real order (`PagerViewController`): its `viewWillAppear` (no layout yet, or
/// a restored state's pages in view), then its first `viewDidLayoutSubviews`, which loads the
/// current page and its neighbours and follows the pages in view, then its `viewDidAppear`.
/// Calls to a page not loaded are skipped, as the drop-in's `perform` skips them.
private struct DropInScreen {
    var appearance = PagerPageAppearance(lazyPages: true)
    var ledger = PagerAppearanceLedger(containerHasAppeared: false)
    var loaded: Set<Int> = []
    var heard: [Call] = []

    mutating func perform(_ calls: [Call]) {
        let made = calls.filter { loaded.contains($0.page) }
        ledger.record(made)
        heard += made
    }
    mutating func viewWillAppear(inView: [Int], animated: Bool) {
        ledger.containerWillAppear()
        perform(appearance.screenWillAppear(inView: inView, animated: animated))
    }
    /// `place(frames)`: pages loaded, then the appearance follows the pages in view.
    mutating func layout(loading pages: [Int], inView: [Int]) {
        for page in pages where !loaded.contains(page) {
            loaded.insert(page)
            appearance.load(page)
        }
        perform(appearance.follow(inView: inView))
    }
    mutating func viewDidAppear(inView: [Int]) {
        ledger.containerDidAppear()
        perform(appearance.screenDidAppear(inView: inView))
    }
}

@Suite("PageAppearance with the screen's own phase: pages loaded inside the first layout")
struct ScreenPhaseAppearanceTests {
    @Test func aPushedScreensFirstPageEndsOnlyAfterTheScreenAppeared() {
        // Pushed (animated): viewWillAppear with no layout yet, so no page in view; the first
        // layout loads pages 0 and 1 and shows page 0. UIKit's containers (and Parchment)
        // end a child's transition only once the container has appeared: page 0 begins in
        // the layout with the push's `animated`, and ends in the container's viewDidAppear.
        // At 7512035 `follow` sent will and did appear at once: did appear mid-push.
        var screen = DropInScreen()
        screen.viewWillAppear(inView: [], animated: true)
        screen.layout(loading: [0, 1], inView: [0])
        #expect(screen.heard == [.willAppear(page: 0, animated: true)])
        screen.viewDidAppear(inView: [0])
        #expect(screen.heard == [.willAppear(page: 0, animated: true), .didAppear(page: 0)])
        #expect(screen.ledger.firstProblem == nil)
        // Page 1 is loaded but not in view: it hears nothing (loading is not appearing).
        #expect(screen.appearance.phase(of: 1) == .hidden)
    }

    @Test func pagesBeginWithTheScreensAnimatedFlag() {
        // Shown without animation (a window's root, a tab switch): the page's viewWillAppear
        // says animated: false, as the container's did. 7512035 hard-coded true.
        var screen = DropInScreen()
        screen.viewWillAppear(inView: [], animated: false)
        screen.layout(loading: [0, 1], inView: [0])
        screen.viewDidAppear(inView: [0])
        #expect(screen.heard == [.willAppear(page: 0, animated: false), .didAppear(page: 0)])
    }

    @Test func aRestoredPageBeginsWhenItLoads() {
        // `restoring:` a state on page 2: the pages in view at viewWillAppear are [2] (the
        // state has its geometry), but page 2's view controller does not exist until the
        // first layout loads pages 1, 2 and 3. At 7512035 page 2 was marked appearing before
        // it existed (the call skipped), then ended with no begin ("Unbalanced calls"): it
        // never heard will or did appear. Now it begins when it loads, ends after the screen.
        var screen = DropInScreen()
        screen.viewWillAppear(inView: [2], animated: true)
        #expect(screen.heard.isEmpty)
        screen.layout(loading: [1, 2, 3], inView: [2])
        screen.viewDidAppear(inView: [2])
        #expect(screen.heard == [.willAppear(page: 2, animated: true), .didAppear(page: 2)])
        #expect(screen.ledger.firstProblem == nil)
    }

    @Test func aSwipeAfterTheScreenAppearedIsAnimated() {
        // On screen, a swipe from 0 to 1: both transitions animated (UIPageViewController's).
        var screen = DropInScreen()
        screen.viewWillAppear(inView: [], animated: false)
        screen.layout(loading: [0, 1], inView: [0])
        screen.viewDidAppear(inView: [0])
        screen.heard = []
        screen.layout(loading: [0, 1, 2], inView: [0, 1])
        screen.layout(loading: [0, 1, 2], inView: [1])
        #expect(
            screen.heard == [
                .willDisappear(page: 0, animated: true), .willAppear(page: 1, animated: true), .didDisappear(page: 0), .didAppear(page: 1),
            ])
        #expect(screen.ledger.firstProblem == nil)
    }

    @Test func theLedgerChecksTheContainersOwnOrder() {
        // UIKit's order for a container: will appear from hidden, did appear after it; will
        // disappear once on screen, did disappear after it; an interactive pop given up is
        // will disappear, then will appear and did appear.
        var ledger = PagerAppearanceLedger(containerHasAppeared: false)
        ledger.containerWillAppear(animated: true)
        ledger.containerDidAppear()
        ledger.containerWillDisappear(animated: true)
        ledger.containerWillAppear(animated: true)  // the pop given up
        ledger.containerDidAppear()
        ledger.containerWillDisappear(animated: false)
        ledger.containerDidDisappear()
        #expect(ledger.firstProblem == nil)
        // A second will appear while on screen is out of order.
        var twice = PagerAppearanceLedger(containerHasAppeared: false)
        twice.containerWillAppear()
        twice.containerDidAppear()
        twice.containerWillAppear()
        #expect(twice.firstProblem == "the container heard will appear while shown")
        // A did disappear with no will disappear before it.
        var sudden = PagerAppearanceLedger()
        sudden.containerDidDisappear()
        #expect(sudden.firstProblem == "the container heard did disappear while shown")
    }

    @Test func aContainerThatDisappearsTakesItsPagesWithIt() {
        // The drop-in: viewWillDisappear makes the page shown will disappear, viewDidDisappear
        // ends it. A page left shown after the container's viewDidDisappear is unbalanced.
        var screen = DropInScreen()
        screen.viewWillAppear(inView: [], animated: true)
        screen.layout(loading: [0, 1], inView: [0])
        screen.viewDidAppear(inView: [0])
        screen.ledger.containerWillDisappear(animated: true)
        screen.perform(screen.appearance.screenWillDisappear(animated: true))
        screen.perform(screen.appearance.screenDidDisappear())
        screen.ledger.containerDidDisappear()
        #expect(screen.ledger.firstProblem == nil)
        #expect(screen.heard.suffix(2) == [.willDisappear(page: 0, animated: true), .didDisappear(page: 0)])
        // The same container whose page never heard it go is flagged.
        var leftShown = PagerAppearanceLedger(containerHasAppeared: false)
        leftShown.containerWillAppear()
        leftShown.containerDidAppear()
        leftShown.record([.willAppear(page: 0, animated: false), .didAppear(page: 0)])
        leftShown.containerWillDisappear()
        leftShown.containerDidDisappear()
        #expect(leftShown.firstProblem == "the container did disappear with page 0 shown")
    }

    @Test func theLedgerFlagsADidAppearBeforeTheContainer() {
        // The check itself fails on 7512035's sequence: will and did appear inside the layout.
        var ledger = PagerAppearanceLedger(containerHasAppeared: false)
        ledger.containerWillAppear()
        ledger.record([.willAppear(page: 0, animated: true), .didAppear(page: 0)])
        #expect(ledger.firstProblem == "page 0 heard did appear before its container did")
    }
}
