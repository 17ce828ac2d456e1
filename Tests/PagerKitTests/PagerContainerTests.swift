// PagerContainer: the SwiftUI container's own half — the geometry convention and every
// command carried out — and PagerObservation, what it draws observed field by field.
// Expected values follow from the SPEC and SWIFTUI-SCROLL §2/§4, derived beside each.
import Observation
import PagerCore
import PagerKit
import PagerSimulator
import Synchronization
import Testing

@Suite("PagerContainer (SwiftUI's container, without SwiftUI)")
struct PagerContainerTests {
    /// Ten sections of 30 + 9 × 44 = 426 pt under a collapsing header, S = 64, B = 40, on a
    /// 375 × 603 screen: C = 4,260, Vh = H = 603 (collapse), maxY = 4,260 − 603 = 3,657.
    static let collapse = PagerLayout(
        viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .collapse, height: 64, barHeight: 40),
        pager: PagerBar(items: (0..<10).map { _ in PagerItem(width: 60) }),
        content: .sections((0..<10).map { _ in PagerListSection(headerHeight: 30, rows: 9, rowHeight: 44) }))

    /// Runs every update the last input caused; returns them.
    @discardableResult
    static func drain(_ container: inout PagerContainer) -> [PagerContainer.Update] {
        var updates: [PagerContainer.Update] = []
        while let update = container.next() { updates.append(update) }
        return updates
    }

    static func send(_ input: PagerDriverInput, at t: Double, to container: inout PagerContainer) -> [PagerContainer.Update] {
        container.receive(input, at: t)
        return drain(&container)
    }

    @Test func aListAtRestAtItsTopReadsMinYUnderTheStatusBar() throws {
        var container = PagerContainer()
        _ = Self.send(.layout(Self.collapse), at: 0, to: &container)
        // SPEC §1 mode table: collapse's inset is S + B = 104, applied as the lists' margin.
        #expect(container.listMarginTop == 104)
        container.receive(.safeArea(top: 59), at: 0.01)  // an iPhone 15's status bar
        Self.drain(&container)
        // SwiftUI: contentInsets.top = 59 + 104 = 163, so a list at rest reads
        // contentOffset.y = −163; the reducer must see −163 + 59 = −104 = minY.
        let updates = Self.send(.scrollPhase(.content(page: 0), .interacting, offset: -163, contextVelocity: nil), at: 0.1, to: &container)
        let record = try #require(updates.flatMap(\.driver.records).last)
        #expect(record.event == .dragBegan && record.offsetY == -104)
    }

    @Test func theSafeAreaIsReadFromTheListsOwnInset() throws {
        var container = PagerContainer()
        _ = Self.send(.layout(Self.collapse), at: 0, to: &container)
        // SwiftUI reports contentInsets.top = 163 under the margin of 104: the safe-area part
        // is 163 − 104 = 59, new to the driver (0).
        #expect(container.safeAreaChange(contentInsetTop: 163) == 59)
        container.receive(.safeArea(top: 59), at: 0.01)
        Self.drain(&container)
        #expect(container.safeAreaChange(contentInsetTop: 163) == nil)
        // A relayout into `fixed` sets the inset to 0 (SPEC §1 mode table): the margin goes
        // 104 → 0. SwiftUI may report once more with the old margin (163 = 59 + 104): that
        // is not a safe-area change; the new report (59 + 0) is not one either.
        var fixed = Self.collapse
        fixed.header.mode = .fixed
        _ = Self.send(.layout(fixed), at: 0.1, to: &container)
        #expect(container.listMarginTop == 0)
        #expect(container.safeAreaChange(contentInsetTop: 163) == nil)
        #expect(container.safeAreaChange(contentInsetTop: 59) == nil)
        // A navigation bar adds 44: 103 − 0 = 103.
        #expect(container.safeAreaChange(contentInsetTop: 103) == 103)
    }

    @Test func aTabTapIsAScrollPositionWriteFromUnderTheWholeInset() throws {
        var container = PagerContainer()
        _ = Self.send(.layout(Self.collapse), at: 0, to: &container)
        container.receive(.safeArea(top: 59), at: 0.01)
        Self.drain(&container)
        let updates = Self.send(.didSelectItem(index: 1), at: 0.1, to: &container)
        // SPEC §4.2: y* = top₁ − B (collapse keeps the bar) = 426 − 40 = 386, inside
        // [−104, 3,657]; animated. SWIFTUI-SCROLL §4: scrollTo(y:) counts from under the
        // whole inset (59 + 104), so the position is 386 − 59 + 163 = 386 + 104 = 490.
        let write = try #require(updates.flatMap(\.writes).first { $0.role == .content(page: 0) })
        #expect(write == PagerScrollWrite(role: .content(page: 0), position: 490, animated: true, reducerOffset: 386))
    }

    @Test func aStickyRevealHeaderDrawnOverTheListCountsInTheListsInset() throws {
        // PagerView's pages are the app's own lists, so a stickyReveal header (SPEC §1: the
        // first S points of the content) is drawn over the list, and the list's top margin is
        // the reducer's inset plus S (`pagerScroll(_:of:contentAbove:)`). S = 44, B = 0; one
        // page of 44 + 2,000 pt.
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .stickyReveal, height: 44, barHeight: 0),
            pager: PagerBar(items: [PagerItem(width: 60)]), content: .pages([PagerLayoutPage(contentHeight: 2044)]))
        var container = PagerContainer(drawsStickyHeaderOverLists: true)
        _ = Self.send(.layout(layout), at: 0, to: &container)
        // §4.5: insetTop starts at −S = −44 (header hidden); the margin is −44 + 44 = 0, never
        // negative. The driver adds 0 (safe area) + 44 (drawn above) to SwiftUI's offsets from
        // the layout on, so the report of SwiftUI's contentInsets.top = 0 (no safe area) is no
        // change of it.
        #expect(container.contentAbove == 44 && container.listMarginTop == 0)
        #expect(container.driver.safeAreaTop == 44)
        #expect(container.safeAreaChange(contentInsetTop: 0) == nil)
        // A status bar of 59 pt: contentInsets.top = 59 + 0; the driver then adds 59 + 44.
        #expect(container.safeAreaChange(contentInsetTop: 59) == 103)
        // The list at rest at its first row reads contentOffset.y = 0: the reducer sees
        // 0 + 44 = 44 = minY = S (§4.5), the header hidden above the rows.
        var updates = Self.send(.scrollPhase(.content(page: 0), .interacting, offset: 0, contextVelocity: nil), at: 0.1, to: &container)
        #expect(updates.flatMap(\.driver.records).last?.offsetY == 44)
        // Pulled 50 pt past its first row (contentOffset.y = −50: reducer −6 < 0) and released
        // without a fling: §4.5 reveals the header, insetTop = 0, so the margin is 0 + 44 = 44
        // and SwiftUI's contentInsets.top becomes 44: no change of the safe area.
        _ = Self.send(.scrollGeometry(.content(page: 0), offset: -50), at: 0.2, to: &container)
        _ = Self.send(.scrollPhase(.content(page: 0), .idle, offset: -50, contextVelocity: nil), at: 0.3, to: &container)
        #expect(container.listMarginTop == 44)
        #expect(container.safeAreaChange(contentInsetTop: 0 + 44) == nil)
        // The report SwiftUI may still make under the margin before (0) is no change either.
        #expect(container.safeAreaChange(contentInsetTop: 0) == nil)
        // A status-bar tap scrolls to −insetTop = 0 (§4.2): the position is 0 + 44 − 44 = 0;
        // scrollTo(y:) counts from under the whole inset (44), so contentOffset.y = −44: the
        // rows 44 pt down, the header drawn above them at y = −(reducer offset) = 0.
        updates = Self.send(container.screen.statusBarTap, at: 1, to: &container)
        let write = try #require(updates.flatMap(\.writes).first { $0.role == .content(page: 0) })
        #expect(write.reducerOffset == 0 && write.position == 0)
    }

    @Test func aListMadeAgainReportingTheReducersOffsetMovesNothing() throws {
        // fj (quickReturn, inset S + B = 104, no safe area): page 0's list dragged from its top
        // (−104) to −50, released into a deceleration whose last sample is −30, and come to
        // rest where its idle phase says, −20 (SwiftUI: interacting → decelerating → idle).
        // A geometry report at −20 afterwards — the first geometry of the list `LazyHStack`
        // made again, or a late sample — is where the reducer has the list: no event (a
        // `scroll moved` there would be a move nobody made).
        var container = PagerContainer()
        _ = Self.send(.layout(PagerPresets.fj), at: 0, to: &container)
        _ = Self.send(.scrollPhase(.content(page: 0), .interacting, offset: -104, contextVelocity: nil), at: 0.1, to: &container)
        _ = Self.send(.scrollGeometry(.content(page: 0), offset: -50), at: 0.2, to: &container)
        _ = Self.send(.scrollPhase(.content(page: 0), .decelerating, offset: -50, contextVelocity: nil), at: 0.2, to: &container)
        _ = Self.send(.scrollGeometry(.content(page: 0), offset: -30), at: 0.3, to: &container)
        _ = Self.send(.scrollPhase(.content(page: 0), .idle, offset: -20, contextVelocity: nil), at: 0.4, to: &container)
        #expect(container.state.contentOffset(page: 0) == -20)
        let updates = Self.send(.scrollGeometry(.content(page: 0), offset: -20), at: 1, to: &container)
        #expect(updates.flatMap(\.driver.events).isEmpty)
    }

    @Test func insetsContentHeightsTheStripsRestAndTheHeaderAreApplied() throws {
        // Two pages, 200 and 2,000 pt, adjusted (SPEC §1): in `fixed` with S = 64, B = 40,
        // Vh = 603 − 104 = 499, a page shorter than Vh − B = 459 is treated as 459 and gets
        // `setContentHeight` 459.
        let pages = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 64, barHeight: 40),
            pager: PagerBar(items: [PagerItem(width: 60), PagerItem(width: 60)]),
            content: .pages([PagerLayoutPage(contentHeight: 200), PagerLayoutPage(contentHeight: 2000)], adjustContentSize: true))
        var container = PagerContainer()
        _ = Self.send(.layout(pages), at: 0, to: &container)
        #expect(container.minimumContentHeights == [0: 459])
        #expect(container.listMarginTop == 0)  // fixed: no inset
        // A taller page 0 (600 ≥ 459) is no longer adjusted: no command, and the container
        // drops its minimum (the page is its own height again).
        var grown = pages
        grown.content = .pages([PagerLayoutPage(contentHeight: 600), PagerLayoutPage(contentHeight: 2000)], adjustContentSize: true)
        _ = Self.send(.layout(grown), at: 0.1, to: &container)
        #expect(container.minimumContentHeights.isEmpty)

        // A quickReturn screen: inset S + B = 104 at once; a drag of the strip that ends
        // gets its rest (SPEC §4.8) once.
        var quick = Self.collapse
        quick.header.mode = .quickReturn
        quick.pager.items = (0..<10).map { _ in PagerItem(width: 120) }
        quick.pager.behavior = .paging
        var other = PagerContainer()
        _ = Self.send(.layout(quick), at: 0, to: &other)
        #expect(other.listMarginTop == 104)
        _ = Self.send(.scrollPhase(.tabStrip, .interacting, offset: 0, contextVelocity: nil), at: 0.1, to: &other)
        _ = Self.send(.scrollGeometry(.tabStrip, offset: 30), at: 0.15, to: &other)
        let release = Self.send(.scrollPhase(.tabStrip, .decelerating, offset: 60, contextVelocity: nil), at: 0.2, to: &other)
        // The rest is the `setTarget` for the strip (the driver says it at the release, as
        // UIKit asks, and again with the reducer's drag ended), kept until taken, once.
        let commanded = release.flatMap(\.driver.actions).compactMap { action -> Double? in
            if case .setTarget(.tabStrip, let value) = action { return value } else { return nil }
        }
        #expect(!commanded.isEmpty)
        #expect(other.takeStripRest() == commanded.last)
        #expect(other.stripRest == nil && other.takeStripRest() == nil)
        // A rest SwiftUI did not take (it asked before the release's phase change, and kept
        // its own) is dropped when the strip's phase leaves the deceleration — at its rest,
        // or when a new drag begins — not kept for the strip's next fling or resize. (At
        // 8379607 it stayed until taken.)
        /// A finger drags the strip 60 pt from `x` and flings it, from `t` on.
        func fling(from x: Double, at t: Double) {
            _ = Self.send(.scrollPhase(.tabStrip, .interacting, offset: x, contextVelocity: nil), at: t, to: &other)
            _ = Self.send(.scrollGeometry(.tabStrip, offset: x + 30), at: t + 0.05, to: &other)
            _ = Self.send(.scrollPhase(.tabStrip, .decelerating, offset: x + 60, contextVelocity: nil), at: t + 0.1, to: &other)
        }
        fling(from: 60, at: 0.3)
        #expect(other.stripRest != nil)
        _ = Self.send(.scrollPhase(.tabStrip, .idle, offset: 240, contextVelocity: nil), at: 0.9, to: &other)
        #expect(other.stripRest == nil)
        fling(from: 240, at: 1.0)
        #expect(other.stripRest != nil)
        _ = Self.send(.scrollPhase(.tabStrip, .interacting, offset: 310, contextVelocity: nil), at: 1.2, to: &other)
        #expect(other.stripRest == nil)
    }

    @Test func aRestoredScreenKeepsItsMarginPadAndHeader() throws {
        // The container runs the screen layer. swipe (collapse, S 200, B 44, Vh 667,
        // adjustContentSize): the margin is S + B = 244 and page 1 (400 pt) is padded to
        // Vh − B = 623 (SPEC §1). Restored from that state, the reducer sends neither
        // `setInset` nor `setContentHeight` again (its next layout changes nothing): the
        // container shows both anyway (the starting commit had no pad for page 1).
        var first = PagerContainer()
        _ = Self.send(.layout(PagerPresets.swipe), at: 0, to: &first)
        var restored = PagerContainer(restoring: first.state)
        _ = Self.send(.layout(PagerPresets.swipe), at: 1, to: &restored)
        #expect(restored.listMarginTop == 244)
        #expect(restored.minimumContentHeights[1] == 623)
        // A state restored later (`.restore`) with the header collapsed by a drag of page 0
        // to 300 — collapse: headerTy = max(−S, −(y + S + B)) = max(−200, −544) = −200
        // (SPEC §4.4) — moves the header there though the restore reports no event.
        var dragged = PagerContainer()
        _ = Self.send(.layout(PagerPresets.swipe), at: 0, to: &dragged)
        _ = Self.send(.scrollPhase(.content(page: 0), .interacting, offset: -244, contextVelocity: nil), at: 0.1, to: &dragged)
        _ = Self.send(.scrollGeometry(.content(page: 0), offset: 300), at: 0.2, to: &dragged)
        _ = Self.send(.scrollPhase(.content(page: 0), .idle, offset: 300, contextVelocity: nil), at: 0.3, to: &dragged)
        #expect(dragged.state.headerTy == -200)
        _ = Self.send(.restore(dragged.state), at: 2, to: &restored)
        #expect(restored.headerTy == -200)
    }

    @Test func aHeaderDragIsAPanOnlyVerticallyAndWhereTheModeHasHeaderDrags() throws {
        // SPEC §4.7: header drags exist in the overlay modes (`collapse` here) and a
        // horizontal swipe belongs to what is inside the header. A vertical drag is the pan's
        // began (no translation yet), then its moves, then its end with the velocity.
        var container = PagerContainer()
        _ = Self.send(.layout(Self.collapse), at: 0, to: &container)
        let first = container.headerDragChanged(translationX: 2, translationY: -30)
        let second = container.headerDragChanged(translationX: 40, translationY: -50)  // decided at the first
        let end = container.headerDragEnded(translationY: -60, velocityY: -400)
        #expect(first == [.headerPan(.began, translation: 0, velocity: 0), .headerPan(.changed, translation: -30, velocity: 0)])
        #expect(second == [.headerPan(.changed, translation: -50, velocity: 0)])
        #expect(end == .headerPan(.ended, translation: -60, velocity: -400))
        // A drag that starts horizontally is not one, to its end; the next drag is decided anew.
        let sideways = container.headerDragChanged(translationX: 30, translationY: 5)
        let thenUp = container.headerDragChanged(translationX: 30, translationY: -80)
        let sidewaysEnd = container.headerDragEnded(translationY: -80, velocityY: 0)
        #expect(sideways.isEmpty && thenUp.isEmpty && sidewaysEnd == nil)
        let next = container.headerDragChanged(translationX: 0, translationY: 20)
        #expect(next.count == 2)
        // td (`fixed`): no header drag at all (at 5553cf7 SwiftUI's model delivered a
        // vertical one in any mode, where the UIKit coordinator's pan did not begin).
        var fixed = PagerContainer()
        _ = Self.send(.layout(PagerPresets.td), at: 0, to: &fixed)
        let vertical = fixed.headerDragChanged(translationX: 0, translationY: -30)
        let verticalEnd = fixed.headerDragEnded(translationY: -30, velocityY: -400)
        #expect(vertical.isEmpty && verticalEnd == nil)
    }

    @Test func reduceMotionTakesTheAnimationsTime() throws {
        // A status-bar tap in quickReturn with the header hidden animates it back
        // (SPEC §4.2: animateHeader 0 over 0.3 s); with Reduce Motion it takes no time.
        var quick = Self.collapse
        quick.header.mode = .quickReturn
        for reduces in [false, true] {
            var container = PagerContainer()
            container.reducesMotion = reduces
            _ = Self.send(.layout(quick), at: 0, to: &container)
            // A drag from −104 to 296, 400 pt down: quickReturn's header follows the delta,
            // clamped at −S (SPEC §4.3): max(−64, 0 − 400) = −64.
            _ = Self.send(.scrollPhase(.content(page: 0), .interacting, offset: -104, contextVelocity: nil), at: 0.1, to: &container)
            _ = Self.send(.scrollGeometry(.content(page: 0), offset: 296), at: 0.2, to: &container)
            _ = Self.send(.scrollPhase(.content(page: 0), .idle, offset: 296, contextVelocity: nil), at: 0.3, to: &container)
            #expect(container.headerTy == -64)
            _ = Self.send(.shouldScrollToTop(.content(page: 0)), at: 1, to: &container)
            #expect(container.headerTy == 0)
            #expect(container.headerDuration == (reduces ? 0 : 0.3))
        }
    }
}

@Suite("PagerObservation: a scroll frame invalidates only what it changed")
struct PagerObservationTests {
    @Test func aShortPageIsPaddedBelowToTheReducersMinimum() throws {
        // swipe (collapse, S 200, B 44, Vh 667, adjustContentSize): page 1 (400 pt) must be
        // at least Vh − B = 623 tall so that it can collapse the header (SPEC §1): a page
        // whose own content measures 400 shows 223 below it, one of 700 none; a page the
        // layout does not have has no list.
        var container = PagerContainer()
        let observed = PagerObservation()
        container.receive(.layout(PagerPresets.swipe), at: 0)
        while container.next() != nil { observed.update(from: container) }
        let page1 = try #require(observed.list(1))
        #expect(page1.padBelow(natural: 400) == 223)
        #expect(page1.padBelow(natural: 700) == 0)
        #expect(observed.list(9) == nil)
    }

    @Test func aFrameThatMovesOneListInvalidatesThatListAlone() throws {
        // Two pages of 3,000 pt under a fixed header: a drag of page 0's list from its top
        // (0, fixed has no inset) to 10 moves that list only — the selection is the page
        // (SPEC §4.1), the underline stays, the header is fixed.
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 64, barHeight: 40),
            pager: PagerBar(items: [PagerItem(width: 60), PagerItem(width: 80)]),
            content: .pages([PagerLayoutPage(contentHeight: 3000), PagerLayoutPage(contentHeight: 3000)]))
        var container = PagerContainer()
        let observed = PagerObservation()
        func send(_ input: PagerDriverInput, _ t: Double) {
            container.receive(input, at: t)
            while container.next() != nil { observed.update(from: container) }
        }
        send(.layout(layout), 0)
        send(.scrollPhase(.content(page: 0), .interacting, offset: 0, contextVelocity: nil), 0.1)
        #expect(observed.lists.count == 2 && observed.lists[0].offset == 0)

        let invalidated = Mutex<Set<String>>([])
        func watch(_ name: String, _ read: @escaping () -> Void) {
            withObservationTracking(read) { invalidated.withLock { _ = $0.insert(name) } }
        }
        watch("selected") { _ = observed.selected }
        watch("indicator") { _ = observed.indicator }
        watch("headerTy") { _ = observed.headerTy }
        watch("page") { _ = observed.page }
        watch("list 1") { _ = observed.lists[1].offset }
        watch("list 0") { _ = observed.lists[0].offset }
        send(.scrollGeometry(.content(page: 0), offset: 10), 0.2)
        #expect(observed.lists[0].offset == 10)
        #expect(invalidated.withLock { $0 } == ["list 0"])
    }
}

@Suite("PagerContainer: a cancelled header drag ends the reducer's header drag")
struct HeaderDragCancelTests {
    @Test func aCancelledDragEndsWhereItWasWithoutVelocity() throws {
        // collapse (swipe, header drags, SPEC §4.7): a vertical drag of 30 on the header
        // begins and moves the pan; SwiftUI then cancels the gesture (no onEnded; its
        // @GestureState resets). The pan ends at its last translation, 30, with velocity 0 —
        // UIKit's `.cancelled` — so the reducer's drag does not stay open (at 7512035 nothing
        // ended it). A second reset (the one after a normal end) sends nothing.
        var container = PagerContainer()
        if container.receive(.layout(PagerPresets.swipe), at: 0) { while container.next() != nil {} }
        let moved = container.headerDragChanged(translationX: 0, translationY: 30)
        #expect(moved == [.headerPan(.began, translation: 0, velocity: 0), .headerPan(.changed, translation: 30, velocity: 0)])
        let cancelled = container.headerDragCancelled()
        #expect(cancelled == .headerPan(.ended, translation: 30, velocity: 0))
        #expect(container.headerDragCancelled() == nil)
        // A drag that ended normally is not ended twice by the state's reset.
        _ = container.headerDragChanged(translationX: 0, translationY: 12)
        let ended = container.headerDragEnded(translationY: 12, velocityY: 400)
        #expect(ended == .headerPan(.ended, translation: 12, velocity: 400))
        #expect(container.headerDragCancelled() == nil)
    }
}
