// What the UIKit adapter's delegate proxy decides about the delegates around it — whether
// to adopt one the app set since, and when a question must not be passed on — as a small
// value tested on Linux. The proxy (PagerDelegateProxy.swift) only asks it.

/// What a delegate proxy does with the delegate it finds on its view at a layout.
public enum PagerDelegateAdoption: Equatable, Sendable {
    /// The view's delegate is the proxy: nothing to do.
    case keep
    /// The app set another delegate since: the proxy forwards to it and goes back in front.
    case adopt
    /// The view's delegate already forwards to the proxy, directly or through others (a
    /// proxy installed in front of ours, as RxCocoa's `DelegateProxyType` does): it stays in
    /// front and the callbacks reach the proxy through it. Adopting it would close a cycle —
    /// each asking the other `respondsToSelector:` until the stack overflows.
    case standAside

    /// The decision for a view whose delegate is the proxy itself (`delegateIsProxy`), or one
    /// that the proxy's probe reached the proxy through (`forwardsToProxy`), or neither.
    public static func decide(delegateIsProxy: Bool, forwardsToProxy: Bool) -> PagerDelegateAdoption {
        if delegateIsProxy { return .keep }
        return forwardsToProxy ? .standAside : .adopt
    }
}

/// A delegate proxy's guard against cycles, and its probe for them.
///
/// - **Questions passed on** (`respondsToSelector:`, `conformsToProtocol:`,
///   `forwardingTargetForSelector:`): the proxy answers for itself and asks the delegate it
///   forwards to. If that delegate forwards back to the proxy — directly or through a
///   chain — the question comes back while the proxy is still asking: it is then answered
///   for the proxy alone (`questionArrives()` says `false`), which ends the cycle whatever
///   the other proxies do.
/// - **The probe**: before adopting a delegate, the proxy asks it whether it responds to a
///   selector nobody implements. A delegate that forwards what it does not answer brings the
///   question back to the proxy (`probeReached`): it forwards to the proxy already.
///
/// ```swift
/// override func responds(to selector: Selector!) -> Bool {
///     if super.responds(to: selector) { return true }
///     guard chain.questionArrives(isProbe: selector == Self.probe) else { return false }
///     defer { chain.questionAnswered() }
///     return original?.responds(to: selector) == true
/// }
/// ```
public struct PagerDelegateChainGuard: Equatable, Sendable {
    /// A question is being passed on to the delegate behind.
    public private(set) var isAsking = false
    /// The probe is out.
    public private(set) var isProbing = false
    /// The probe came back to the proxy.
    public private(set) var probeReached = false
    /// How many questions came back to the proxy while it was asking (cycles cut).
    public private(set) var cyclesCut = 0

    /// A guard with nothing in flight.
    public init() {}

    /// A question reaches the proxy. Returns whether to pass it on to the delegate behind
    /// (then call `questionAnswered()` when it returns); `false`: answer for the proxy alone
    /// — the question came back around a cycle, or it is the proxy's own probe.
    public mutating func questionArrives(isProbe: Bool = false) -> Bool {
        if isProbing, isProbe {
            probeReached = true
            return false
        }
        if isAsking {
            cyclesCut += 1
            return false
        }
        isAsking = true
        return true
    }

    /// The question passed on has been answered.
    public mutating func questionAnswered() {
        isAsking = false
    }

    /// The probe goes out: ask the candidate about the probe selector next.
    public mutating func beginProbe() {
        isProbing = true
        probeReached = false
    }

    /// The probe is back: whether it reached the proxy (the candidate forwards to it).
    public mutating func endProbe() -> Bool {
        isProbing = false
        return probeReached
    }
}

/// A selection asked for before the screen has its first layout (an initial tab, a restored
/// deep link): the reducer has nothing to select yet (it would answer `noLayout`), so it is
/// kept and applied at the first layout, at once — the screen opens on that tab — and a
/// later request replaces an earlier one.
public struct PagerPendingSelection: Equatable, Sendable {
    /// The tab asked for, waiting for the first layout.
    public private(set) var index: Int?

    /// Nothing pending.
    public init(index: Int? = nil) {
        self.index = index
    }

    /// What to do with a request for tab `index` now: `true` — deliver it now, as a tap
    /// (the screen has a geometry); `false` — it is kept for the first layout.
    public mutating func request(_ index: Int, hasLayout: Bool) -> Bool {
        guard !hasLayout else {
            self.index = nil
            return true
        }
        self.index = index
        return false
    }

    /// A layout was delivered: the tab to select now, not animated, when the screen has
    /// its first geometry and a request waits; `nil` otherwise.
    public mutating func laidOut(hasLayout: Bool) -> Int? {
        guard hasLayout, let index else { return nil }
        self.index = nil
        return index
    }
}
