// The body of the UIKit coordinator — its registry of views, what each callback is, the
// update loop and the scroll views' part of carrying out — run over simulated scroll views
// that behave as UIKit documents (an instant `setContentOffset` reports `didScroll` inside
// the call and ends a deceleration, UIKIT-CALLBACKS §1(f), §8). Until this commit that code
// compiled only with UIKit, and no test ran it.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

/// A scroll view as UIKit's behaves, to the extent a coordinator reads and writes it.
private final class SimulatedScrollView: PagerScrollSurface {
    var offset = (x: 0.0, y: 0.0)
    var pagerInsets: (top: Double, bottom: Double)
    var pagerContentHeight: Double
    var isTracking = false
    var isDragging = false
    var isDecelerating = false
    var scrollsToTop = true
    /// Every `setContentOffset` along the vertical axis: (value, animated).
    var verticalWrites: [(Double, Bool)] = []
    /// The delegate's `didScroll`, called inside an instant move (UIKIT-CALLBACKS §1(f)).
    var didScroll: ((SimulatedScrollView) -> Void)?

    init(contentHeight: Double = 0, appInsets: (top: Double, bottom: Double) = (0, 0)) {
        pagerContentHeight = contentHeight
        pagerInsets = appInsets
    }

    func pagerOffset(vertical: Bool) -> Double { vertical ? offset.y : offset.x }

    func setPagerOffset(_ value: Double, vertical: Bool, animated: Bool) {
        if vertical { verticalWrites.append((value, animated)) }
        guard !animated else { return }
        // An instant write ends a deceleration (UIKIT-CALLBACKS §8) and reports the move.
        isDecelerating = false
        let changed = pagerOffset(vertical: vertical) != value
        if vertical { offset.y = value } else { offset.x = value }
        if changed { didScroll?(self) }
    }
}

/// A chrome that remembers the header's moves and whether frames run.
private final class RecordingChrome: PagerScreenChrome {
    var headerMoves: [(Double, Double)] = []
    var framesWanted = false
    func moveHeader(to ty: Double, duration: Double) { headerMoves.append((ty, duration)) }
    func layOutStrip(_ frames: PagerTabStripFrames) {}
    func placeUnderline(_ frame: PagerScreenRect, animated: Bool) {}
    func runFrames(_ wanted: Bool) { framesWanted = wanted }
}

/// A coordinator on a clock that ticks one second per input, with `chrome`.
private func makeCoordinator(_ chrome: RecordingChrome = RecordingChrome()) -> PagerScreenCoordinator<SimulatedScrollView> {
    let coordinator = PagerScreenCoordinator<SimulatedScrollView>()
    var now = 0.0
    coordinator.clock = {
        now += 1
        return now
    }
    coordinator.chrome = chrome
    return coordinator
}

/// Attaches `list` to `page` as a platform coordinator does: registered, hooked up (its
/// `didScroll` reaches the coordinator), then announced.
private func attach(_ list: SimulatedScrollView, page: Int, to coordinator: PagerScreenCoordinator<SimulatedScrollView>) {
    coordinator.register(list, page: page)
    list.didScroll = { [unowned coordinator] in coordinator.didScroll($0) }
    coordinator.deliver(.attach(page: page))
}

private func layOut(_ coordinator: PagerScreenCoordinator<SimulatedScrollView>, _ layout: PagerLayout) {
    coordinator.layout(layout, environment: nil, stripHeight: 0, viewport: nil, listFrames: [:])
}

@Suite("ScreenCoordinator: the UIKit coordinator's body over simulated scroll views")
struct ScreenCoordinatorTests {
    @Test func aListLoadedAfterTheFirstLayoutShowsTheReducersInsetAndRestsAtItsOffset() throws {
        // fj (quick-return, S 64, B 40): the reducer's inset is S + B = 104 (SPEC §1) and a
        // page at rest shows its top, contentOffset.y = −insetTop = −104. The first layout's
        // setInset reaches page 0's list; page 2's, loaded later as the drop-ins load it, gets
        // 104 at once (the reducer will not send it again: this was the blocker), keeping
        // the app's own 10 pt on top (114), and is moved to −104 when the driver hears it.
        let coordinator = makeCoordinator()
        let first = SimulatedScrollView(contentHeight: 1800)
        attach(first, page: 0, to: coordinator)
        layOut(coordinator, PagerPresets.fj)
        #expect(first.pagerInsets.top == 104)
        let late = SimulatedScrollView(contentHeight: 2400, appInsets: (10, 0))
        attach(late, page: 2, to: coordinator)
        #expect(late.pagerInsets.top == 114)
        #expect(late.verticalWrites.last?.0 == -104)
        // Leaving, it shows the app's own insets again, and no input names it after.
        let left = coordinator.detach(page: 2)
        #expect(left === late)
        #expect(late.pagerInsets.top == 10)
        #expect(coordinator.role(of: late) == nil)
    }

    @Test func onlyTheCurrentListScrollsToTopAndTheNavigationBarFollowsIt() throws {
        // fj's pages (W 375): a drag of the pages container to x = 375 makes page 1 current
        // (SPEC §4.6, page = round(X / W)); `scrollsToTop` moves to its list alone (a status
        // bar tap scrolls one list, SPEC §4.2) and the navigation bar is given that list.
        let coordinator = makeCoordinator()
        var followed: [SimulatedScrollView?] = []
        coordinator.onCurrentList = { followed.append($0) }
        let lists = [SimulatedScrollView(contentHeight: 1800), SimulatedScrollView(contentHeight: 300)]
        for (k, list) in lists.enumerated() { attach(list, page: k, to: coordinator) }
        let pages = SimulatedScrollView()
        coordinator.attachPagesView(pages)
        #expect(pages.scrollsToTop == false)
        layOut(coordinator, PagerPresets.fj)
        #expect(lists.map(\.scrollsToTop) == [true, false])
        pages.isTracking = true
        pages.isDragging = true
        coordinator.willBeginDragging(pages)
        for x in [100.0, 375] {
            pages.offset.x = x
            coordinator.didScroll(pages)
        }
        pages.isTracking = false
        coordinator.didEndDragging(pages, willDecelerate: false)
        #expect(coordinator.screen.state.page == 1)
        #expect(lists.map(\.scrollsToTop) == [false, true])
        #expect(followed.last.flatMap { $0 } === lists[1])
        // The answer to scroll-to-top is always no: the reducer commands the scroll.
        #expect(coordinator.shouldScrollToTop(lists[1]) == false)
    }

    @Test func aViewThatIsNotTheScreensReachesNothing() throws {
        // Callbacks of a scroll view never attached (the app's own) are no input at all.
        let coordinator = makeCoordinator()
        var inputs: [PagerRecordedCallback] = []
        coordinator.onInput = { inputs.append($0) }
        let stranger = SimulatedScrollView()
        coordinator.willBeginDragging(stranger)
        coordinator.didScroll(stranger)
        let rest = coordinator.willEndDragging(stranger, velocity: (0, 1), target: (0, 0))
        #expect(rest == nil)
        #expect(inputs.isEmpty)
    }

    @Test func aTouchOnTheOverlayHeaderStopsTheDeceleratingListUnderIt() throws {
        // fj's header overlays the list (quick-return, SPEC §4.7): UIKit stops a
        // deceleration at a touch on the list itself, not on the header over it, so the
        // coordinator writes the list's own offset at once (UIKIT-CALLBACKS §8) before the
        // driver hears the touch; the offset does not move.
        let coordinator = makeCoordinator()
        let list = SimulatedScrollView(contentHeight: 1800)
        attach(list, page: 0, to: coordinator)
        layOut(coordinator, PagerPresets.fj)
        list.offset.y = 300
        list.isDecelerating = true
        let writes = list.verticalWrites.count
        _ = coordinator.touched(.header, down: true)
        #expect(list.isDecelerating == false)
        #expect(list.verticalWrites.count == writes + 1)
        #expect(list.verticalWrites.last?.0 == 300)
        #expect(list.verticalWrites.last?.1 == false)
        // A touch on the list itself leaves that to UIKit: no write.
        list.isDecelerating = true
        _ = coordinator.touched(.list(page: 0), down: true)
        #expect(list.isDecelerating == true)
        #expect(list.verticalWrites.count == writes + 1)
    }

    @Test func aListWhoseDelegateWasReplacedCatchesUpWhenTheNewOneIsAdopted() throws {
        // TD (fixed, insetTop 0: the list rests at 0). The app replaces the list's delegate:
        // its drag and fling reach the app alone, so the driver still has the list at 0,
        // at rest. When the coordinator adopts the new delegate (at the next layout) it
        // resyncs the list: sliding at 260, it is a drag begun and released there and a
        // deceleration (DriverResyncTests' rows); the deceleration's end, heard again, rests
        // the reducer's offset where the list is.
        let coordinator = makeCoordinator()
        let list = SimulatedScrollView(contentHeight: 3000)
        attach(list, page: 0, to: coordinator)
        layOut(coordinator, PagerPresets.td)
        #expect(coordinator.screen.state.contentOffset(page: 0) == 0)
        list.offset.y = 260
        (list.isTracking, list.isDragging, list.isDecelerating) = (false, true, true)
        let warning = coordinator.resync(list)
        #expect(warning?.hasPrefix("ScrollPager: the delegate of page 0's list was replaced after attach") == true)
        #expect(coordinator.screen.state.contentOffset(page: 0) == 260)
        #expect(coordinator.screen.state.phase(of: .content, page: 0) == .decelerating)
        list.offset.y = 400
        (list.isDragging, list.isDecelerating) = (false, false)
        coordinator.didEndDecelerating(list)
        #expect(coordinator.screen.state.contentOffset(page: 0) == 400)
        #expect(coordinator.screen.state.phase(of: .content, page: 0) == .idle)
        // Said once per view: a second replacement catches up as silently.
        #expect(coordinator.resync(list) == nil)
    }

    @Test func aRefreshInProgressKeepsItsInsetThroughTheScreensWritesAndWhenItsListLeaves() throws {
        // fj (S 64, B 40): page 0's list shows the reducer's 104 on top (SPEC §1 insetTop =
        // S + B). UIKit's refresh control begins refreshing and adds its 60 pt to
        // contentInset.top (rdar 35866834): 164. Its new rows arrive (content 1,800 → 1,888:
        // a content-size change, after which the coordinator writes the insets again for the
        // bottom pad): the write keeps the refresh's 60, 164. The screen's share then grows
        // by the status bar (a layout measures the list 47 pt above the viewport): 104 + 47 +
        // 60 = 211. UIKit ends the refresh and takes its 60 off: 151, the screen's share
        // alone, and a later write leaves it so. A refresh begun again is still the list's when
        // the list leaves: it gets back the app's 0 and the refresh's 60. (At 8379607 every
        // write was the share alone: 104 while refreshing, the spinner hidden, 151 with the
        // status bar, then 91 once UIKit took its 60 off — the content 60 pt under the header
        // until the next write; the list left with 0.)
        let coordinator = makeCoordinator()
        let list = SimulatedScrollView(contentHeight: 1800)
        attach(list, page: 0, to: coordinator)
        layOut(coordinator, PagerPresets.fj)
        #expect(list.pagerInsets.top == 104)
        list.pagerInsets.top += 60  // beginRefreshing
        list.pagerContentHeight = 1888
        coordinator.contentSizeChanged(page: 0) { _ in nil }
        #expect(list.pagerInsets.top == 164)
        let viewport = PagerScreenRect(x: 0, y: 47, width: 390, height: 763)
        coordinator.layout(
            PagerPresets.fj, environment: nil, stripHeight: 0, viewport: viewport, listFrames: [0: PagerScreenRect(x: 0, y: 0, width: 390, height: 844)])
        #expect(list.pagerInsets.top == 211)
        list.pagerInsets.top -= 60  // endRefreshing
        #expect(list.pagerInsets.top == 151)
        list.pagerContentHeight = 1976
        coordinator.contentSizeChanged(page: 0) { _ in nil }
        #expect(list.pagerInsets.top == 151)
        list.pagerInsets.top += 60  // beginRefreshing again
        coordinator.detach(page: 0)
        #expect(list.pagerInsets.top == 60)
    }

    @Test func theCoordinatorWritesUIKitsOffsetsOfTheReducersCommands() throws {
        // fj, right to left, its lists' frames 47 pt above the viewport (the status bar). The
        // driver commands the reducer's offsets (SPEC §1): every list at −insetTop = −104,
        // the pages container at pagesX 0, the strip at pagerX 0. The coordinator writes
        // UIKit's: a list's less the 47 UIKit adds to its inset (−151); the pages container's
        // and the strip's mirrored, their first page and tab at the right end
        // (maxPagesX = 2 × 375 = 750; maxPagerX − 0).
        let coordinator = makeCoordinator()
        let lists = [SimulatedScrollView(contentHeight: 1800), SimulatedScrollView(contentHeight: 300)]
        for (k, list) in lists.enumerated() { attach(list, page: k, to: coordinator) }
        let pages = SimulatedScrollView(), strip = SimulatedScrollView()
        coordinator.attachPagesView(pages)
        coordinator.attachStrip(strip)
        let viewport = PagerScreenRect(x: 0, y: 47, width: 375, height: 603)
        let frame = PagerScreenRect(x: 0, y: 0, width: 375, height: 650)
        coordinator.layout(
            PagerPresets.fj, environment: (rightToLeft: true, reducesMotion: false), stripHeight: 40, viewport: viewport,
            listFrames: [0: frame, 1: frame])
        let maxPagerX = try #require(coordinator.screen.state.geometry?.maxPagerX)
        #expect(lists.map { $0.verticalWrites.last?.0 } == [-151, -151])
        #expect(pages.offset.x == 750)
        #expect(strip.offset.x == maxPagerX)
    }

    @Test func aSectionsListIsMeasuredAgainOnlyWhenItsHeightChanges() throws {
        // menu: 7 sections of 40 pt headers and 3, 5, 2, 4, 6, 3, 1 rows of 80 pt: the
        // reducer's content height is 7 × 40 + 24 × 80 = 2,200 (SPEC §1). UIKit reports the
        // content size more often than it changes: at 2,200 nothing is measured (measuring
        // visits every item, SPEC §4.0); at 2,280 the sections are measured again, by the
        // titles the reducer has.
        let coordinator = makeCoordinator()
        let list = SimulatedScrollView(contentHeight: 2200)
        attach(list, page: 0, to: coordinator)
        layOut(coordinator, PagerPresets.menu)
        var asked: [[String?]] = []
        coordinator.contentSizeChanged(page: 0) {
            asked.append($0)
            return nil
        }
        #expect(asked.isEmpty)
        list.pagerContentHeight = 2280
        coordinator.contentSizeChanged(page: 0) {
            asked.append($0)
            return nil
        }
        #expect(asked == [["Popular", "Burgers", "Sides", "Salads", "Drinks", "Desserts", "Sauces"]])
    }

    @Test func aSectionsListReloadedWithAnotherNumberOfSectionsAsksForItsTitlesAgain() throws {
        // menu: 7 sections, 2,200 pt (SPEC §1: 7 × 40 + 24 × 80). The app reloads its own
        // table: 2,280 pt measured as the same 7 sections is a layout of them, and the titles
        // stay; 2,360 pt measured as 8 sections cannot be (the tabs have 7 titles and only the
        // app's data source has the 8th): the drop-in is asked to read its titles again, once.
        // (At 8379607 nothing asked: the strip kept 7 stale titles and the new sections were
        // never laid out.)
        let coordinator = makeCoordinator()
        let list = SimulatedScrollView(contentHeight: 2200)
        attach(list, page: 0, to: coordinator)
        layOut(coordinator, PagerPresets.menu)
        var asked = 0
        coordinator.onSectionsChanged = { asked += 1 }
        let seven = try #require(
            coordinator.screen.state.layout.flatMap { layout -> [PagerListSection]? in
                if case .sections(let sections, _, _, _) = layout.content { return sections } else { return nil }
            })
        var measured = seven
        measured[0] = PagerListSection(headerHeight: 40, height: measured[0].height + 80, title: measured[0].title)
        list.pagerContentHeight = 2280
        coordinator.contentSizeChanged(page: 0) { _ in measured }
        #expect(asked == 0)
        #expect(coordinator.screen.state.geometry?.sectionsContentHeight == 2280)
        list.pagerContentHeight = 2360
        coordinator.contentSizeChanged(page: 0) { _ in measured + [PagerListSection(headerHeight: 40, height: 80, title: nil)] }
        #expect(asked == 1)
        #expect(coordinator.screen.state.geometry?.itemCount == 7)
    }

    @Test func tearingDownGivesEveryListItsInsetsBackAndLetsTheContainersGo() throws {
        // After the first layout each list shows 104 on top of the app's own (8 and 0); torn
        // down, each shows the app's again, and the pages container and the strip are let go
        // (returned for the platform to give their delegates back).
        let coordinator = makeCoordinator()
        let lists = [SimulatedScrollView(contentHeight: 1800, appInsets: (8, 0)), SimulatedScrollView(contentHeight: 300)]
        for (k, list) in lists.enumerated() { attach(list, page: k, to: coordinator) }
        let pages = SimulatedScrollView(), strip = SimulatedScrollView()
        coordinator.attachPagesView(pages)
        coordinator.attachStrip(strip)
        layOut(coordinator, PagerPresets.fj)
        #expect(lists.map(\.pagerInsets.top) == [112, 104])
        var told: [PagerDriverInput] = []
        coordinator.onInput = { told.append($0.input) }
        var detached: [Int] = []
        let released = coordinator.tearDown { page in
            detached.append(page)
            coordinator.detach(page: page)
        }
        #expect(detached.sorted() == [0, 1])
        #expect(told.sorted { "\($0)" < "\($1)" } == [.detach(page: 0), .detach(page: 1)])
        #expect(lists.map(\.pagerInsets.top) == [8, 0])
        #expect(released.count == 2 && released[0] === pages && released[1] === strip)
        #expect(coordinator.lists.isEmpty && coordinator.pagesView == nil && coordinator.strip == nil)
        // The detaches were still told to the app's recording; nothing is told after.
        #expect(coordinator.onInput == nil && coordinator.onUpdate == nil && coordinator.onCurrentList == nil)
    }
}

/// A deterministic generator (SplitMix64) for the random sessions below.
private struct Seeded {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(n))
    }
}

/// A screen of simulated scroll views run through a `PagerScreenCoordinator` as a UIKit app runs
/// it: lists made and attached as the drop-ins load them (with the app's own insets), drags
/// that report as UIKit does, animations that finish later, content that grows, taps,
/// relayouts, teardown.
private struct RandomScreen {
    let coordinator = makeCoordinator()
    let chrome = RecordingChrome()
    var pages = SimulatedScrollView()
    var lists: [Int: SimulatedScrollView] = [:]
    /// The app's own insets of every list it made, attached or not.
    var appInsets: [ObjectIdentifier: (top: Double, bottom: Double)] = [:]
    var retired: [SimulatedScrollView] = []
    var now = 0.0

    /// fj with short pages padded (so that a list's pad follows its content), upright or turned.
    static func layout(rotated: Bool) -> PagerLayout {
        PagerPresets.fj(adjustContentSize: true, viewport: rotated ? PagerViewport(width: 667, height: 311) : PagerViewport(width: 375, height: 603))
    }

    init() {
        coordinator.chrome = chrome
        coordinator.attachPagesView(pages)
        pages.didScroll = { [unowned coordinator] in coordinator.didScroll($0) }
    }

    mutating func step(_ random: inout Seeded) {
        let page = random.next(3)
        switch random.next(10) {
        case 0:
            let own = (top: [0.0, 8][random.next(2)], bottom: [0.0, 34][random.next(2)])
            let list = SimulatedScrollView(contentHeight: [300.0, 1800, 2400][random.next(3)], appInsets: own)
            appInsets[ObjectIdentifier(list)] = list.pagerInsets
            if let old = coordinator.lists[page] { retired.append(old); coordinator.detach(page: page) }
            attach(list, page: page, to: coordinator)
            lists[page] = list
        case 1:
            if let old = coordinator.detach(page: page) { retired.append(old) }
        case 2:
            coordinator.layout(
                RandomScreen.layout(rotated: random.next(2) == 0), environment: nil, stripHeight: 0, viewport: nil, listFrames: [:])
        case 3, 4:
            guard let list = coordinator.lists[page] else { return }
            drag(list, by: Double(random.next(900)) - 450, decelerates: random.next(2) == 0)
        case 5:
            pages.isTracking = true
            pages.isDragging = true
            coordinator.willBeginDragging(pages)
            pages.offset.x = Double(page) * 375
            coordinator.didScroll(pages)
            pages.isTracking = false
            _ = coordinator.willEndDragging(pages, velocity: (0, 0), target: (pages.offset.x, 0))
            pages.isDragging = false
            coordinator.didEndDragging(pages, willDecelerate: false)
        case 6:
            coordinator.select(random.next(3), animated: random.next(2) == 0)
        case 7:
            guard let list = coordinator.lists[page] else { return }
            list.pagerContentHeight = [200.0, 900, 2600][random.next(3)]
            coordinator.contentSizeChanged(page: page) { _ in nil }
        case 8:
            _ = coordinator.touched(.header, down: true)
            _ = coordinator.touched(.header, down: false)
        default:
            finishAnimations()
        }
        // A display link's frames while the driver runs a fling.
        for _ in 0..<30 where chrome.framesWanted {
            now += 1.0 / 60
            coordinator.deliver(.frame, at: now + 1000)
        }
    }

    /// A finger drags `list` by `distance` and lifts, as UIKit reports it.
    func drag(_ list: SimulatedScrollView, by distance: Double, decelerates: Bool) {
        list.isTracking = true
        coordinator.willBeginDragging(list)
        list.isDragging = true
        for _ in 0..<3 {
            list.offset.y += distance / 3
            coordinator.didScroll(list)
        }
        list.isTracking = false
        _ = coordinator.willEndDragging(list, velocity: (0, decelerates ? 1 : 0), target: (0, list.offset.y))
        list.isDragging = false
        coordinator.didEndDragging(list, willDecelerate: decelerates)
        guard decelerates else { return }
        list.isDecelerating = true
        coordinator.willBeginDecelerating(list)
        list.offset.y += distance / 4
        coordinator.didScroll(list)
        list.isDecelerating = false
        coordinator.didEndDecelerating(list)
    }

    /// Every animated `setContentOffset` arrives (one last `didScroll`) and ends.
    func finishAnimations() {
        for list in coordinator.lists.values {
            guard let (target, animated) = list.verticalWrites.last, animated, list.offset.y != target else { continue }
            list.offset.y = target
            coordinator.didScroll(list)
            coordinator.didEndScrollingAnimation(list)
        }
    }

    /// What must hold after every step: each attached list shows the app's insets plus the
    /// screen layer's share (its bottom pad for its content height now); each list the app
    /// made and that left shows the app's own again; at most the current list scrolls to
    /// the top (UIKit scrolls none when two do, UIKIT-CALLBACKS §1(j)).
    func problem() -> String? {
        for (page, list) in coordinator.lists {
            guard let share = coordinator.screen.lists[page] else { return "page \(page)'s list has no share" }
            let wanted = (top: share.top, bottom: share.bottom(contentHeight: list.pagerContentHeight))
            if list.pagerInsets != wanted { return "page \(page)'s list shows \(list.pagerInsets), the layer says \(wanted)" }
        }
        for list in retired where coordinator.page(of: list) == nil {
            if let own = appInsets[ObjectIdentifier(list)], list.pagerInsets != own { return "a list that left shows \(list.pagerInsets), not its own \(own)" }
        }
        let scrolling = coordinator.lists.filter { $0.value.scrollsToTop }.map(\.key)
        if scrolling.count > 1 { return "pages \(scrolling.sorted()) all scroll to the top" }
        return nil
    }
}

extension ScreenCoordinatorTests {
    @Test(arguments: 1...40)
    func randomSessionsKeepEveryListsInsetsAndOneScrollToTop(seed: Int) {
        // 40 sessions of 60 random steps on fj's pages (short ones padded): lists loaded, replaced and unloaded
        // at any moment (mid-fling and mid-animation included), drags, swipes, selections,
        // content that grows or shrinks, header taps, rotations; then a teardown.
        var random = Seeded(state: UInt64(seed))
        var screen = RandomScreen()
        screen.coordinator.layout(RandomScreen.layout(rotated: false), environment: nil, stripHeight: 0, viewport: nil, listFrames: [:])
        for step in 0..<60 {
            screen.step(&random)
            if let problem = screen.problem() {
                Issue.record("seed \(seed), step \(step): \(problem)")
                return
            }
        }
        let released = screen.coordinator.tearDown { screen.coordinator.detach(page: $0) }
        #expect(released.count == 1 && released[0] === screen.pages)
        for list in screen.lists.values + screen.retired {
            if let own = screen.appInsets[ObjectIdentifier(list)] { #expect(list.pagerInsets == own) }
        }
    }
}
