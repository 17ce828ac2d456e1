// The UIKit proxy's decisions about the delegates around it, and a selection asked for before
// the first layout. The proxy itself is Objective-C runtime code (type-checked against the
// SDK, listed as a device check); what it decides is here, run against a chain of objects
// that forward as RxCocoa's `DelegateProxy` does (its `respondsToSelector:` answers for
// itself, then asks the delegate it forwards to).
import PagerCore
import PagerKit
import PagerSimulator
import Testing

/// Anything in a delegate chain: answers `responds(to:)` for itself or asks on.
private protocol Responder: AnyObject {
    func responds(to selector: String) -> Bool
}

/// An app's plain delegate.
private final class AppDelegate: Responder {
    let implements: Set<String>
    init(_ implements: Set<String>) { self.implements = implements }
    func responds(to selector: String) -> Bool { implements.contains(selector) }
}

/// RxCocoa's proxy, as its `_RXDelegateProxy` answers: its own selectors, else its forward's.
/// Counts how deep a question went, so a cycle shows as a depth past any real chain.
private final class RxLikeProxy: Responder {
    weak var forward: (any Responder)?
    var depth = 0, deepest = 0
    func responds(to selector: String) -> Bool {
        if selector == "rx_observed:" { return true }
        depth += 1
        deepest = max(deepest, depth)
        defer { depth -= 1 }
        guard depth < 50 else { return false }  // a stack overflow on a device
        return forward?.responds(to: selector) ?? false
    }
}

/// Our proxy's `responds(to:)`, as PagerDelegateProxy writes it, over the guard.
private final class GuardedProxy: Responder {
    weak var original: (any Responder)?
    var chain = PagerDelegateChainGuard()
    static let probe = "scrollPagerForwardingProbe:"
    func responds(to selector: String) -> Bool {
        if selector == "scrollViewDidScroll:" { return true }
        guard chain.questionArrives(isProbe: selector == Self.probe) else { return false }
        defer { chain.questionAnswered() }
        return original?.responds(to: selector) ?? false
    }
    /// The adoption decision at a layout, with the probe.
    func decide(about delegate: any Responder) -> PagerDelegateAdoption {
        chain.beginProbe()
        _ = delegate.responds(to: Self.probe)
        return PagerDelegateAdoption.decide(delegateIsProxy: delegate === self, forwardsToProxy: chain.endProbe())
    }
}

@Suite("The delegate proxy: no cycle with proxies around it")
struct DelegateChainTests {
    @Test func aProxyInstalledInFrontOfOursIsNotAdopted() {
        // RxCocoa's `rx.delegate` wraps the current delegate — ours — and forwards to it. At
        // c304232 the next layout adopted it (any delegate that is not the proxy): ours then
        // forwarded to it, it to ours, and UIKit's `respondsToSelector:` recursed.
        let app = AppDelegate(["tableView:didSelectRowAtIndexPath:"])
        let ours = GuardedProxy()
        ours.original = app
        let rx = RxLikeProxy()
        rx.forward = ours
        let inFront = ours.decide(about: rx)
        #expect(inFront == .standAside)
        // Through two proxies in front, the same.
        let outer = RxLikeProxy()
        outer.forward = rx
        let twoInFront = ours.decide(about: outer)
        #expect(twoInFront == .standAside)
        // The app's callbacks still reach the app through the chain: rx → ours → app.
        #expect(rx.responds(to: "tableView:didSelectRowAtIndexPath:"))
        #expect(!rx.responds(to: "scrollViewDidZoom:"))
    }

    @Test func aPlainDelegateSetLaterIsAdoptedAndTheProxyItselfKept() {
        let ours = GuardedProxy()
        let app = AppDelegate([])
        let plain = ours.decide(about: app), itself = ours.decide(about: ours)
        #expect(plain == .adopt && itself == .keep)
        // A proxy in front of the app's delegate, not of ours, forwards elsewhere: adopted.
        let rx = RxLikeProxy()
        rx.forward = app
        let elsewhere = ours.decide(about: rx)
        #expect(elsewhere == .adopt)
    }

    @Test func aCycleMadeAnywayEndsAtOurProxy() {
        // Whatever closed it (an app that set the delegates by hand), a question around the
        // cycle comes back to our proxy while it is still asking, and it answers for itself:
        // one round, not a stack overflow. Without the guard the depth reaches the cap (50).
        let ours = GuardedProxy(), rx = RxLikeProxy()
        ours.original = rx
        rx.forward = ours
        let zoom = ours.responds(to: "scrollViewDidZoom:")
        let observed = ours.responds(to: "rx_observed:"), own = ours.responds(to: "scrollViewDidScroll:")
        #expect(!zoom && observed && own)
        #expect(rx.deepest == 1)
        #expect(ours.chain.cyclesCut == 1)
        #expect(!ours.chain.isAsking)
    }

    @Test func theProbeIsAnsweredNoWhereverItLands() {
        var chain = PagerDelegateChainGuard()
        // Asked outside a probe, the probe selector is passed on like any other.
        let passedOn = chain.questionArrives(isProbe: true)
        chain.questionAnswered()
        chain.beginProbe()
        let answeredHere = chain.questionArrives(isProbe: true)
        let reached = chain.endProbe()
        #expect(passedOn && !answeredHere && reached)
        chain.beginProbe()
        let notReached = chain.endProbe()  // nothing came back: the candidate does not forward to us
        #expect(!notReached)
    }
}

@Suite("PendingSelection: a tab asked for before the first layout opens the screen")
struct PendingSelectionTests {
    @Test func keptUntilTheFirstLayoutThenAppliedOnce() {
        var pending = PagerPendingSelection()
        // Before any layout the reducer would answer `noLayout` (SPEC §5): kept. A later
        // request replaces it. (c304232 delivered it as a tap, which the reducer dropped.)
        let first = pending.request(1, hasLayout: false), second = pending.request(2, hasLayout: false)
        #expect(!first && !second)
        let refused = pending.laidOut(hasLayout: false)  // a layout the reducer refused
        let applied = pending.laidOut(hasLayout: true)
        let twice = pending.laidOut(hasLayout: true)  // once
        #expect(refused == nil && applied == 2 && twice == nil)
        // With a layout, a request goes at once.
        let now = pending.request(0, hasLayout: true)
        #expect(now && pending.index == nil)
    }

    @Test func theScreenOpensOnThatPageAtOnce() throws {
        // What the coordinator does with it: at the first layout, tab 2 of fj as a tap under
        // Reduce Motion (not animated). SPEC §4.2: the tap selects 2 and commands the pages
        // view to 2 × W = 750; not animated, the driver carries it out at once and the reducer
        // hears it arrive — the first frame shows page 2, selected.
        var driver = PagerDriver()
        var pending = PagerPendingSelection()
        _ = pending.request(2, hasLayout: driver.state.geometry != nil)
        _ = driver.handle(.layout(PagerPresets.fj), at: 0)
        let pendingIndex = pending.laidOut(hasLayout: driver.state.geometry != nil)
        let index = try #require(pendingIndex)
        driver.reducesMotion = true
        let updates = driver.handle(.didSelectItem(index: index), at: 0)
        driver.reducesMotion = false
        #expect(updates.flatMap(\.actions).contains(.setOffset(.pages, 750, animated: false)))
        #expect(driver.state.selected == 2)
        #expect(updates.flatMap(\.records).allSatisfy { $0.diagnostics.isEmpty })
    }
}
