// The simulated UIKit pages screen over its container's life: pushed, covered by another
// screen mid-swipe and uncovered — the pages' appearance as `PagerViewController` forwards it
// (`PagerPageAppearance`, the drop-in's), checked by `PagerAppearanceLedger` in UIKit's order.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

@Suite("The simulated UIKit screen's container phases")
struct ContainerLifeTests {
    /// A parchment screen (pages content) in UIKit mode, lists loaded as the drop-in loads them.
    static func pushedParchment() -> PagerHost {
        var host = PagerHost(driver: PagerDriver())
        host.loadsListsLazily = true
        host.containerWillAppear(animated: true)
        host.layout(PagerPresets.parchment)
        return host
    }

    @Test func aPushedScreensFirstPageAppearsWithItsContainer() {
        // The push: the container's viewWillAppear (no layout, no page in view), then its first
        // layout loads page 0 in view (and its neighbour), which begins to appear with the
        // push's animated flag; it ends only in the container's viewDidAppear.
        var host = Self.pushedParchment()
        #expect(host.appearance.phase(of: 0) == .appearing)
        #expect(host.appearance.phase(of: 1) == .hidden)  // loaded, not in view: no call
        host.containerDidAppear()
        #expect(host.appearance.phase(of: 0) == .shown)
        #expect(host.appearanceLedger.firstProblem == nil)
    }

    @Test func pagesMoveSilentlyWhileTheScreenIsCovered() {
        var host = Self.pushedParchment()
        host.containerDidAppear()
        let width = PagerPresets.parchment.viewport.width
        // Another screen is pushed over this one while a finger scrolls the pages 0.6 W
        // towards page 1 (offset 0 → 0.6 W) and holds still before lifting (release velocity
        // 0): SPEC §7's paging target is round((0.6 W + 0.4995 · 0) / W) = page 1.
        host.containerWillDisappear(animated: true)
        host.drag(.pages, by: 0.6 * width, over: 0.2, release: .hold)
        host.wait(1)
        host.containerDidDisappear()
        #expect(host.state.page == 1)
        // Page 0 heard will disappear with the container's push and did disappear with it;
        // page 1 came into view unseen and heard nothing.
        #expect(host.appearanceLedger.phases.isEmpty)
        #expect(host.appearance.phase(of: 1) == .hidden)
        // Popped back: the page in view now, page 1, appears with the container.
        host.containerWillAppear(animated: true)
        #expect(host.appearance.phase(of: 1) == .appearing)
        host.containerDidAppear()
        #expect(host.appearanceLedger.phases == [1: .shown])
        host.checkAppearanceAtRest()
        #expect(host.appearanceLedger.firstProblem == nil)
    }

    @Test func aHostWhoseContainerIsNotDrivenIsOnScreenFromItsFirstLayout() {
        // Sessions that never speak of the container (the playground, callback recordings):
        // the screen appears with its first layout, as before.
        var host = PagerHost(driver: PagerDriver())
        host.loadsListsLazily = true
        host.layout(PagerPresets.parchment)
        #expect(host.appearanceLedger.container == .shown)
        #expect(host.appearanceLedger.phases == [0: .shown])
    }
}
