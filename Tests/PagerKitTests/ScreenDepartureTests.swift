// When a drop-in screen gives its views back (`PagerScreenDeparture`): at 7512035 it never
// did — after a pop the app's tables kept `.never`, the reducer's insets and the proxy.
import PagerKit
import Testing

private typealias Link = PagerScreenDeparture.Link
private let still = Link(movingFromParent: false, beingDismissed: false)

@Suite("PagerScreenDeparture: a screen gives its views back when it leaves, not when covered")
struct ScreenDepartureTests {
    @Test func poppedOrDismissedLeaves() {
        // Popped: the screen itself is moving from its navigation controller.
        #expect(PagerScreenDeparture.hasLeft([Link(movingFromParent: true, beingDismissed: false), still]))
        // Presented and dismissed.
        #expect(PagerScreenDeparture.hasLeft([Link(movingFromParent: false, beingDismissed: true)]))
    }

    @Test func insideAContainerThatLeavesLeaves() {
        // `add(to:)` into the app's controller, which is popped: the screen's own flags are
        // false, its parent's `isMovingFromParent` is true. A navigation controller dismissed
        // with the screen in it: the screen, then the navigation controller being dismissed.
        #expect(PagerScreenDeparture.hasLeft([still, Link(movingFromParent: true, beingDismissed: false), still]))
        #expect(PagerScreenDeparture.hasLeft([still, Link(movingFromParent: false, beingDismissed: true)]))
    }

    @Test func coveredStays() {
        // Another tab selected, a screen pushed over it, a full-screen modal over it: every
        // flag false — it comes back as it was, its delegates and insets still the screen's.
        #expect(!PagerScreenDeparture.hasLeft([still, still, still]))
        #expect(!PagerScreenDeparture.hasLeft([]))
    }
}

@Suite("PagerBarOwner: the controller a navigation bar asks")
struct PagerBarOwnerTests {
    @Test func theNavigationControllersChildIsAskedNotTheScreenInsideIt() {
        // A drop-in pushed itself: its parent is the navigation controller — itself (0).
        #expect(PagerBarOwner.index(parentIsNavigation: [true, false]) == 0)
        // A drop-in put inside the app's controller (`add(to:)`), which was pushed: the bar
        // asks the app's controller (1). At 7512035 the drop-in set it on itself, which no
        // bar asks.
        #expect(PagerBarOwner.index(parentIsNavigation: [false, true, false]) == 1)
        // Two levels down (a container in a container): the pushed one, 2.
        #expect(PagerBarOwner.index(parentIsNavigation: [false, false, true]) == 2)
        // No navigation controller: the screen itself.
        #expect(PagerBarOwner.index(parentIsNavigation: [false, false]) == 0)
    }
}
