// What the UIKit adapter's delegate proxy does with a callback — a call, not a question —
// and with itself when the screen gives a view back. Tested on Linux against chains of
// simulated delegates (a foreign proxy as RxCocoa's, an app's delegate that writes the
// offset inside `scrollViewDidScroll`); the proxy (PagerDelegateProxy.swift) makes one
// call into it per forwarded method and keeps no guard state of its own.

/// One callback a delegate proxy passes on, with what the view reported in it.
///
/// Two arrivals of the same call with the same numbers, one inside the other, are the same
/// message coming back around a chain of proxies: UIKit re-enters a callback only because
/// something changed (an offset written inside `scrollViewDidScroll`), and then the numbers
/// differ.
public struct PagerDelegateCall: Equatable, Sendable {
    /// The delegate method.
    public enum Method: UInt8, Equatable, Sendable {
        /// `scrollViewWillBeginDragging(_:)`.
        case willBeginDragging
        /// `scrollViewDidScroll(_:)`.
        case didScroll
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
        case willEndDragging
        /// `scrollViewDidEndDragging(_:willDecelerate:)`.
        case didEndDragging
        /// `scrollViewWillBeginDecelerating(_:)`.
        case willBeginDecelerating
        /// `scrollViewDidEndDecelerating(_:)`.
        case didEndDecelerating
        /// `scrollViewDidEndScrollingAnimation(_:)`.
        case didEndScrollingAnimation
        /// `scrollViewShouldScrollToTop(_:)`.
        case shouldScrollToTop
        /// `collectionView(_:didSelectItemAt:)`.
        case didSelectItem
    }

    /// The method called.
    public var method: Method
    /// The view's offset (`contentOffset` as UIKit reports it), or for `didSelectItem` the
    /// item and the section.
    public var x: Double, y: Double
    /// A third number the method carries (`willDecelerate` as 0 or 1, a release velocity).
    public var extra: Double

    /// A call of `method` reporting `x`, `y` and `extra`.
    public init(_ method: Method, x: Double = 0, y: Double = 0, extra: Double = 0) {
        self.method = method
        self.x = x
        self.y = y
        self.extra = extra
    }
}

/// The delegate proxy's calls: each reaches the coordinator once and the delegate behind
/// once, however the proxies around it forward.
///
/// - **An echo is answered once.** A foreign proxy installed in front of ours forwards to
///   ours; if ours forwards back to it (it was adopted before it moved in front), a call goes
///   R → P → R → P … until the stack overflows. A call that arrives while the same call, with
///   the same numbers, is being forwarded is that echo: it is dropped.
/// - **UIKit's re-entry still counts.** The app's delegate may write `contentOffset` inside
///   `scrollViewDidScroll`; UIKit then calls `scrollViewDidScroll` again, synchronously, with
///   the new offset: that call reaches the coordinator and the delegate behind as any other.
/// - **Never forward to the delegate in front.** The delegate forwarded to is `original`,
///   unless it is the view's delegate now (`inFront`): it moved in front of the proxy and
///   forwards to it, so forwarding there would be the echo's first step.
///
/// A class, not a value: a call re-enters `relay` while it runs (the echo, UIKit's re-entry),
/// and a value's mutating method cannot be entered again while it runs.
public final class PagerDelegateRelay {
    /// The calls being forwarded now, the outermost first.
    private var forwarding: [PagerDelegateCall] = []
    /// How many echoes were dropped (calls that came back around a chain).
    public private(set) var echoesAnswered = 0
    /// The guard for the questions (`respondsToSelector:` and its siblings) passed on.
    public var questions = PagerDelegateChainGuard()
    /// The one plant hook (set by test support and the simulator's sessions): asked whether
    /// the relay guards the chain. Empty, it changes nothing.
    package var plant = Plant()

    /// A relay with nothing in flight.
    public init() {}

    /// The delegate to forward to: `original`, unless it is the view's delegate in front of
    /// the proxy (`inFront`, its identity; `nil` when the proxy is the view's delegate).
    public static func target(original: AnyObject?, inFront: ObjectIdentifier?) -> AnyObject? {
        guard let original else { return nil }
        return ObjectIdentifier(original) == inFront ? nil : original
    }

    /// `call` reaches the proxy: unless it is an echo (then it is dropped), `deliver` gives
    /// it to the coordinator, then `forward` passes it to the delegate behind
    /// (`target(original:inFront:)`), if any.
    public func relay(
        _ call: PagerDelegateCall, original: AnyObject?, inFront: ObjectIdentifier?,
        deliver: () -> Void, forward: (AnyObject) -> Void
    ) {
        let guards = plant.decides(PlantSite.guardsDelegateChain, true)
        if guards, forwarding.contains(call) {
            echoesAnswered += 1
            return
        }
        deliver()
        guard let target = guards ? Self.target(original: original, inFront: inFront) : original else { return }
        forwarding.append(call)
        defer { forwarding.removeLast() }
        forward(target)
    }
}

/// What a delegate proxy does when the screen gives its view back.
public enum PagerDelegateRemoval: Equatable, Sendable {
    /// The proxy is the view's delegate: the delegate it forwarded to goes back in its place,
    /// and the proxy goes.
    case restoreOriginal
    /// Another delegate is in front and forwards to the proxy (a foreign proxy installed after
    /// ours): the proxy stays, owned by the view, forwarding only — dropping it would cut the
    /// chain, and the app's delegate behind it would never hear another call.
    case keepForwarding
    /// The app replaced the proxy and nothing forwards to it: the proxy goes.
    case drop

    /// The decision for a view whose delegate is the proxy (`delegateIsProxy`), or one that
    /// the probe reached the proxy through (`forwardsToProxy`), or neither.
    public static func decide(delegateIsProxy: Bool, forwardsToProxy: Bool) -> PagerDelegateRemoval {
        if delegateIsProxy { return .restoreOriginal }
        return forwardsToProxy ? .keepForwarding : .drop
    }
}
