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
private final class SimulatedScrollView: ScrollSurface {
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
private final class RecordingChrome: ScreenChrome {
    var headerMoves: [(Double, Double)] = []
    var framesWanted = false
    func moveHeader(to ty: Double, duration: Double) { headerMoves.append((ty, duration)) }
    func layOutStrip(_ frames: TabStripFrames) {}
    func placeUnderline(_ frame: ScreenRect, animated: Bool) {}
    func runFrames(_ wanted: Bool) { framesWanted = wanted }
}

/// A coordinator on a clock that ticks one second per input, with `chrome`.
private func coordinator(_ chrome: RecordingChrome = RecordingChrome()) -> ScreenCoordinator<SimulatedScrollView> {
    let coordinator = ScreenCoordinator<SimulatedScrollView>()
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
private func attach(_ list: SimulatedScrollView, page: Int, to coordinator: ScreenCoordinator<SimulatedScrollView>) {
    coordinator.register(list, page: page)
    list.didScroll = { [unowned coordinator] in coordinator.didScroll($0) }
    coordinator.deliver(.attach(page: page))
}

private func layOut(_ coordinator: ScreenCoordinator<SimulatedScrollView>, _ layout: PagerLayout) {
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
        let coordinator = coordinator()
        let first = SimulatedScrollView(contentHeight: 1800)
        attach(first, page: 0, to: coordinator)
        layOut(coordinator, Presets.fj)
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
        let coordinator = coordinator()
        var followed: [SimulatedScrollView?] = []
        coordinator.onCurrentList = { followed.append($0) }
        let lists = [SimulatedScrollView(contentHeight: 1800), SimulatedScrollView(contentHeight: 300)]
        for (k, list) in lists.enumerated() { attach(list, page: k, to: coordinator) }
        let pages = SimulatedScrollView()
        coordinator.attachPagesView(pages)
        #expect(pages.scrollsToTop == false)
        layOut(coordinator, Presets.fj)
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
        let coordinator = coordinator()
        var inputs: [RecordedCallback] = []
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
        let coordinator = coordinator()
        let list = SimulatedScrollView(contentHeight: 1800)
        attach(list, page: 0, to: coordinator)
        layOut(coordinator, Presets.fj)
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

    @Test func aSectionsListIsMeasuredAgainOnlyWhenItsHeightChanges() throws {
        // menu: 7 sections of 40 pt headers and 3, 5, 2, 4, 6, 3, 1 rows of 80 pt: the
        // reducer's content height is 7 × 40 + 24 × 80 = 2,200 (SPEC §1). UIKit reports the
        // content size more often than it changes: at 2,200 nothing is measured (measuring
        // visits every item, SPEC §4.0); at 2,280 the sections are measured again, by the
        // titles the reducer has.
        let coordinator = coordinator()
        let list = SimulatedScrollView(contentHeight: 2200)
        attach(list, page: 0, to: coordinator)
        layOut(coordinator, Presets.menu)
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

    @Test func tearingDownGivesEveryListItsInsetsBackAndLetsTheContainersGo() throws {
        // After the first layout each list shows 104 on top of the app's own (8 and 0); torn
        // down, each shows the app's again, and the pages container and the strip are let go
        // (returned for the platform to give their delegates back).
        let coordinator = coordinator()
        let lists = [SimulatedScrollView(contentHeight: 1800, appInsets: (8, 0)), SimulatedScrollView(contentHeight: 300)]
        for (k, list) in lists.enumerated() { attach(list, page: k, to: coordinator) }
        let pages = SimulatedScrollView(), strip = SimulatedScrollView()
        coordinator.attachPagesView(pages)
        coordinator.attachStrip(strip)
        layOut(coordinator, Presets.fj)
        #expect(lists.map(\.pagerInsets.top) == [112, 104])
        var told: [DriverInput] = []
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
