// A screen's life on the UIKit path of a realistic session (`fuzz --via-uikit`): the
// container's own appearance around the session's actions, in UIKit's order, as a
// navigation controller gives it to `PagerViewController` — pushed (its pages load inside its
// first layout, between its `viewWillAppear` and `viewDidAppear`), covered by another screen
// pushed over it and uncovered, or an interactive pop begun and given up — and a foreign
// delegate proxy put in front of a list's delegate and taken away. Deterministic by the
// action's index (no random draw): the event path's sessions stay what they were.
import PagerCore
import PagerKit
import PagerSimulator

extension RealisticSession {
    /// The container's calls after action `index` of `count` (UIKit path), and the screen
    /// below's (`below`): the push that showed it ends after the first action (the screen below
    /// did disappear); then every six actions another screen is pushed over it and popped
    /// again (will disappear, did disappear, will appear, did appear, one per action; the screen
    /// below hears nothing) — or, in one session in three (by `count`), an interactive pop back
    /// to the screen below begins and is given up: the session's screen will disappear, then
    /// will appear and did appear; the screen below will appear, then will disappear and did
    /// disappear. Whatever moves goes on meanwhile.
    static func containerLife(after index: Int, of count: Int, on host: inout PagerHost, below: inout PagerHost?) {
        let givesUpPop = count % 3 == 0
        switch (index % 6, givesUpPop) {
        case (0, _) where index == 0:
            host.containerDidAppear()
            below?.containerDidDisappear()
        case (2, false): host.containerWillDisappear(animated: true)
        case (2, true):
            host.containerWillDisappear(animated: true)
            below?.containerWillAppear(animated: true)
        case (3, false): host.containerDidDisappear()
        case (3, true):
            host.containerWillAppear(animated: true)
            below?.containerWillDisappear(animated: true)
        case (4, false): host.containerWillAppear(animated: true)
        case (4, true):
            host.containerDidAppear()
            below?.containerDidDisappear()
        case (5, false): host.containerDidAppear()
        default: break
        }
    }

    /// The app's foreign delegate proxy on the UIKit path (RxCocoa's, in the order that
    /// recursed at 7512035, `PagerHost.installForeignProxy(page:)`): every five actions it is
    /// put in front of the current list's delegate after the second and goes after the
    /// fourth, whatever moves.
    static func foreignProxyLife(after index: Int, on host: inout PagerHost) {
        switch index % 5 {
        case 1: host.installForeignProxy(page: host.state.geometry?.isPages == true ? host.state.page : 0)
        case 3: for page in host.foreignProxies.sorted() { host.removeForeignProxy(page: page) }
        default: break
        }
    }

    /// Brings the container on screen, from wherever its life left it, as UIKit would: a
    /// push or a return under way ends, a transition away is given up, a screen covered by
    /// another is popped back to — and the screen below (`below`), if it was on its way in
    /// or out with it, ends hidden.
    static func bringContainerOnScreen(_ host: inout PagerHost, below: inout PagerHost?) {
        switch host.appearanceLedger.container {
        case .shown: break
        case .appearing: host.containerDidAppear()
        case .disappearing, .hidden:
            host.containerWillAppear(animated: true)
            host.containerDidAppear()
        }
        switch below?.appearanceLedger.container {
        case .appearing?:
            below?.containerWillDisappear(animated: true)
            below?.containerDidDisappear()
        case .disappearing?: below?.containerDidDisappear()
        case .shown?, .hidden?, nil: break
        }
    }
}

// The screen below the session's: another preset's screen, alive for the whole session in
// the same navigation stack (UIKit and SwiftUI paths). It was the app's screen until the
// session's was pushed over it; while hidden, the app selects its tabs (a deep link) and time
// passes for it as for the session's; once per session the session's screen is popped back
// to it, mid-motion where something moves, and torn down.
extension RealisticSession {
    /// The preset the screen below shows: another than the session's, by `n` (no random draw).
    static func screenBelowLayout(for layout: PagerLayout, _ n: Int) -> PagerLayout? {
        let others = PagerPresets.byName.map(\.layout).filter { $0 != layout }
        return others.isEmpty ? nil : others[n % others.count]
    }

    /// The screen below, made as `host`'s kind of screen and shown with its first layout,
    /// before the session's screen exists.
    static func mountScreenBelow(like host: PagerHost, _ layout: PagerLayout) -> PagerHost {
        let swiftUI = host.mode == .swiftUI
        var below = swiftUI ? PagerHost(swiftUIDriver: PagerDriver(), physics: host.physics) : PagerHost(driver: PagerDriver(), physics: host.physics)
        below.makesPagesLazily = swiftUI
        below.loadsListsLazily = true  // (UIKit mode: the drop-in's lazy lists)
        below.frameInterval = host.frameInterval
        below.touchInterval = host.touchInterval
        below.plant = host.plant
        below.containerWillAppear(animated: false)  // the app's first screen
        below.layout(layout)
        below.containerDidAppear()
        return below
    }

    /// The screen below after action `index` of the session's screen: its clock follows the
    /// session's; every third action the app selects its next tab while it is hidden (its
    /// appearance is `containerLife`'s). Returns the tab last selected, if any.
    static func liveBelow(after index: Int, _ below: inout PagerHost, beside host: PagerHost) -> Int? {
        below.advance(to: host.time)
        guard index % 3 == 1, let count = below.state.geometry?.itemCount, count > 1 else { return nil }
        let tab = ((below.state.selected ?? 0) + 1) % count
        below.select(tab)
        return tab
    }

    /// The session's screen popped back to the screen below, now: the pop's transition
    /// (0.35 s, both screens' motion going on), then the popped screen torn down (UIKit's
    /// `invalidate()`). Nothing of the popped screen may be left; its pages must have heard
    /// their disappearance; the screen below — alive beside it all along — must come to rest
    /// within 10 s on the tab last selected (`tab`), keeping SPEC §8.4 and §8.5, its lists at
    /// its reducer's insets, its strip its layout's, its pages' appearance paired. Screens
    /// share no state: whatever one did, the other shows its own reducer. A description of
    /// what went wrong, or nil.
    static func popsBackToScreenBelow(_ host: PagerHost, _ below: PagerHost, tab: Int?) -> String? {
        var popped = host, below = below
        let when = "after a pop back to the screen below at t \(host.time)"
        below.advance(to: popped.time)
        // (Covered by a third screen, the session's hears nothing of a pop to the screen
        // below it — `popToViewController` — but the end of the push over it.)
        let phase = popped.appearanceLedger.container
        if phase.isVisible { popped.containerWillDisappear(animated: true) }
        // (Mid an interactive pop given up, the screen below is on its way: it appears.)
        if !below.appearanceLedger.container.isVisible { below.containerWillAppear(animated: true) }
        popped.advance(to: popped.time + 0.35)
        below.advance(to: popped.time)
        if phase != .hidden { popped.containerDidDisappear() }
        below.containerDidAppear()
        if let problem = popped.appearanceLedger.firstProblem { return "\(when), the popped screen's appearance: \(problem)" }
        popped.tearDownScreen()
        if let left = popped.screen?.leftover { return "\(when), the popped screen keeps \(left)" }
        if let problem = below.listInsetsMismatch ?? below.stripMismatch { return "\(when), the screen below: \(problem)" }
        guard below.settle(within: 10) else { return "\(when) the screen below was still moving 10 s later" }
        below.checkAppearanceAtRest()
        var memory = Memory()
        memory.lastTap = tab.map { Tap(item: $0, landing: nil) }
        if let broken = restFailure(below, memory, true) { return "\(when), the screen below: \(broken)" }
        return (below.listInsetsMismatch ?? below.stripMismatch ?? below.appearanceLedger.firstProblem).map { "\(when), the screen below: \($0)" }
    }
}
