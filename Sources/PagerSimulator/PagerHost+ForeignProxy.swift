// The host in UIKit mode with a foreign delegate proxy in front of ours — RxCocoa's
// `DelegateProxy`, which a page's `tableView.rx.…` access installs — in the order issue 65
// found recursing: the page bound an `rx.` observable before its list was attached, so our
// proxy adopted Rx's as the app's delegate; a later `rx.` access put Rx's in front of ours,
// forwarding to it. Each of the list's delegate callbacks then goes view → Rx's proxy (its
// observers hear it) → ours (`PagerDelegateRelay`, the proxy's own decision) → the delegate it
// adopted, Rx's, which is in front: the relay must not forward there, and a call that comes
// back is answered once. The simulator counts the rounds: a call that goes round more than
// `foreignProxyRoundLimit` times is recursion, which on a device overflows the stack (one that
// goes round twice reaches the coordinator twice: the fuzzer's path comparison sees it).
import PagerCore
import PagerKit

extension PagerHost {
    /// UIKit mode: the app's `rx.` access puts a foreign delegate proxy in front of page
    /// `page`'s list's delegate (ours, which had adopted that same proxy as the app's delegate
    /// when the page loaded). Until `removeForeignProxy(page:)` each delegate callback of the
    /// list reaches the foreign proxy first, then ours. Nothing happens if the list is not
    /// attached.
    public mutating func installForeignProxy(page: Int) {
        guard mode.isUIKit, attachedLists[page] != nil else { return }
        foreignProxies.insert(page)
    }

    /// UIKit mode: the foreign proxy in front of page `page`'s list goes (its owner disposed
    /// of it) and gives the view its delegate back, ours: callbacks reach ours directly again.
    public mutating func removeForeignProxy(page: Int) {
        foreignProxies.remove(page)
    }

    /// The most rounds a call may make of the foreign proxy and ours before the simulator
    /// calls it recursion (a device would recurse until the stack overflows).
    static let foreignProxyRoundLimit = 8

    /// `input`, a delegate callback of a list with a foreign proxy in front, delivered as the
    /// chain delivers it. (The relay of our proxy is made afresh for each callback: a real
    /// one has nothing in flight between callbacks either.)
    mutating func deliverThroughForeignProxy(_ input: PagerDriverInput, _ call: PagerDelegateCall) {
        let relay = PagerDelegateRelay()
        relay.plant = plant
        let foreign = ForeignProxy()
        let t = time
        var rounds = 0
        // The foreign proxy hears the call (its observers fire), then forwards to ours.
        func foreignProxyHears(_ host: inout PagerHost) {
            rounds += 1
            guard rounds <= Self.foreignProxyRoundLimit else {
                if host.delegateChainProblem == nil {
                    host.delegateChainProblem =
                        "after event \(max(0, host.events.count - 1)): \(call.method) went round the foreign proxy and ours \(Self.foreignProxyRoundLimit) times (on a device the stack overflows)"
                }
                return
            }
            relay.relay(
                call, original: foreign, inFront: ObjectIdentifier(foreign),
                deliver: { PagerScreenEngine.deliver(input, at: t, on: &host) },
                forward: { _ in foreignProxyHears(&host) })
        }
        foreignProxyHears(&self)
    }

    /// The call a delegate callback is, with what the view reported in it (`nil`: not a
    /// delegate callback of a scroll view).
    static func delegateCall(_ input: PagerDriverInput) -> PagerDelegateCall? {
        switch input {
        case .willBeginDragging(_, let offset): PagerDelegateCall(.willBeginDragging, y: offset)
        case .didScroll(_, let offset, _): PagerDelegateCall(.didScroll, y: offset)
        case .willEndDragging(_, let offset, let velocity, _): PagerDelegateCall(.willEndDragging, y: offset, extra: velocity)
        case .didEndDragging(_, let offset, let decelerates): PagerDelegateCall(.didEndDragging, y: offset, extra: decelerates ? 1 : 0)
        case .willBeginDecelerating(_, let offset): PagerDelegateCall(.willBeginDecelerating, y: offset)
        case .didEndDecelerating(_, let offset): PagerDelegateCall(.didEndDecelerating, y: offset)
        case .didEndScrollingAnimation(_, let offset): PagerDelegateCall(.didEndScrollingAnimation, y: offset)
        case .shouldScrollToTop: PagerDelegateCall(.shouldScrollToTop)
        default: nil
        }
    }
}

/// The foreign proxy's identity in the chain (the relay compares delegates by identity).
private final class ForeignProxy {}
