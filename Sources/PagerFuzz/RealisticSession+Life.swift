// A screen's life on the UIKit path of a realistic session (`fuzz --via-uikit`): the
// container's own appearance around the session's actions, in UIKit's order, as a
// navigation controller gives it to `PagerViewController` — pushed (its pages load inside its
// first layout, between its `viewWillAppear` and `viewDidAppear`), covered by another screen
// pushed over it and uncovered, or an interactive pop begun and given up. Deterministic by the
// action's index (no random draw): the event path's sessions stay what they were.
import PagerCore
import PagerSimulator

extension RealisticSession {
    /// The container's calls after action `index` of `count` (UIKit path): the push that
    /// showed it ends after the first action; then every six actions another screen is
    /// pushed over it and popped again (will disappear, did disappear, will appear, did
    /// appear, one per action) — or, in one session in three (by `count`), an interactive
    /// pop back to the screen below begins and is given up (will disappear, then will appear
    /// and did appear). Whatever moves goes on while it is covered.
    static func containerLife(after index: Int, of count: Int, on host: inout PagerHost) {
        let givesUpPop = count % 3 == 0
        switch (index % 6, givesUpPop) {
        case (0, _) where index == 0: host.containerDidAppear()
        case (2, _): host.containerWillDisappear(animated: true)
        case (3, false): host.containerDidDisappear()
        case (3, true), (4, false): host.containerWillAppear(animated: true)
        case (4, true), (5, false): host.containerDidAppear()
        default: break
        }
    }

    /// Brings the container on screen, from wherever its life left it, finishing the
    /// transition under way as UIKit would: a push ends, a covered screen is popped back to.
    static func bringContainerOnScreen(_ host: inout PagerHost) {
        switch host.appearanceLedger.container {
        case .shown: return
        case .appearing: break
        case .disappearing:
            host.containerDidDisappear()
            host.containerWillAppear(animated: true)
        case .hidden:
            host.containerWillAppear(animated: true)
        }
        host.containerDidAppear()
    }
}
