// The delegate proxy the UIKit adapter puts in front of a managed scroll view's delegate.
// Compiled where UIKit has scroll views (see PagerScrollCoordinator.swift).
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import ObjectiveC
import PagerCore
import UIKit

/// The associated-object key of a view's proxy (its address is the key).
nonisolated(unsafe) private let proxyKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
/// The associated-object key of a delegate's death watcher.
nonisolated(unsafe) private let watcherKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// Stands in as a managed view's delegate: the coordinator's callbacks first, then the
/// app's delegate, which gets every other callback through `forwardingTarget(for:)` (the
/// way RxCocoa's delegate proxy keeps an app's delegate working).
///
/// - **Owned by its view** (an associated object), not by the coordinator: UIKit holds
///   delegates weakly, so a proxy owned by a coordinator that is released would leave the
///   view with no delegate at all — the app would lose `didSelectRowAt`. A proxy whose
///   coordinator is gone just forwards.
/// - **UIKit caches `respondsToSelector:`** when a delegate is assigned. Whenever the
///   delegate the proxy forwards to changes — replaced, or released by the app (UIKit and the
///   proxy hold it weakly) — the proxy is assigned again so that UIKit asks afresh: a cached
///   "yes" for a selector nobody answers any more would crash with "unrecognized selector".
/// - **`conforms(to:)`** answers for the app's delegate too, so `as?` casts of
///   `view.delegate` to the app's own protocols still work.
/// - **Proxies around it** (RxCocoa's `DelegateProxyType` wraps "the current delegate" and
///   forwards to it): a delegate that already forwards to this proxy, directly or through
///   others, is never adopted — it stays in front (`PagerDelegateAdoption.standAside`, found by a
///   probe) — and never forwarded to; a question that comes back around a cycle is answered
///   for the proxy alone (`PagerDelegateChainGuard`), and a call that comes back is answered once
///   (`PagerDelegateRelay`), so no chain of proxies can recurse.
@MainActor
final class PagerDelegateProxy: PagerForwardingDelegate {
    private init(view: UIScrollView, coordinator: PagerScrollCoordinator) {
        super.init(coordinator: coordinator, next: nil)
        self.view = view
    }

    // MARK: Installing

    /// The proxy of `view`, if one is installed.
    static func proxy(of view: UIScrollView) -> PagerDelegateProxy? { objc_getAssociatedObject(view, proxyKey) as? PagerDelegateProxy }

    /// Puts a proxy in front of `view`'s delegate (the same proxy again if it has one: one
    /// kept forwarding behind a foreign proxy since the view was given back).
    static func install(on view: UIScrollView, coordinator: PagerScrollCoordinator) {
        let proxy = proxy(of: view) ?? PagerDelegateProxy(view: view, coordinator: coordinator)
        proxy.coordinator = coordinator
        objc_setAssociatedObject(view, proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        _ = proxy.follow(view.delegate)
    }

    /// Gives `view` its own delegate back (`PagerDelegateRemoval`): in the proxy's place if
    /// the proxy is the view's delegate; if a foreign proxy in front forwards to it, the proxy
    /// stays, forwarding only, so that the app's delegate behind keeps hearing every call.
    static func remove(from view: UIScrollView) {
        guard let proxy = proxy(of: view) else { return }
        proxy.coordinator = nil
        let delegate = view.delegate
        let forwardsToProxy = delegate.map { $0 !== proxy && proxy.isReached(through: $0) } ?? false
        switch PagerDelegateRemoval.decide(delegateIsProxy: delegate === proxy, forwardsToProxy: forwardsToProxy) {
        case .keepForwarding:
            return
        case .restoreOriginal:
            view.delegate = proxy.next.map { Self.delegate($0, as: (any UIScrollViewDelegate).self) }
            objc_setAssociatedObject(view, proxyKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        case .drop:
            objc_setAssociatedObject(view, proxyKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// If the app replaced `view`'s delegate since, forwards to the new one and goes back
    /// in front — unless the new one forwards to the proxy already (a proxy installed in
    /// front of it: it stays there); returns whether it adopted one.
    static func adoptReplacedDelegate(of view: UIScrollView) -> Bool {
        guard let proxy = proxy(of: view), proxy.coordinator != nil else { return false }
        return proxy.follow(view.delegate)
    }

    /// The view's delegate is `delegate`: adopt it (`PagerDelegateAdoption`), or stand aside and
    /// stop forwarding to the delegate it forwarded to if that one moved in front (the probe
    /// reaches the proxy through it): forwarding there would go round the chain. Returns
    /// whether it adopted one.
    private func follow(_ delegate: (any UIScrollViewDelegate)?) -> Bool {
        let forwardsToProxy = delegate.map { $0 !== self && isReached(through: $0) } ?? false
        switch PagerDelegateAdoption.decide(delegateIsProxy: delegate === self, forwardsToProxy: forwardsToProxy) {
        case .keep:
            return false
        case .standAside:
            if let next, isReached(through: next) { self.next = nil }
            return false
        case .adopt:
            forward(to: delegate)
            return true
        }
    }

    /// Whether `delegate` forwards what it does not answer to this proxy, directly or
    /// through others: the probe selector, asked of it, comes back here.
    private func isReached(through delegate: any NSObjectProtocol) -> Bool {
        relay.questions.beginProbe()
        _ = delegate.responds(to: Self.probe)
        return relay.questions.endProbe()
    }

    /// Forwards to `delegate` from now on, and makes UIKit ask the proxy's answers afresh.
    private func forward(to delegate: (any UIScrollViewDelegate)?) {
        next = delegate
        if let delegate {
            // Released with the delegate: then UIKit's cached answers are renewed. (One
            // delegate may serve several views: one watcher tells all their proxies.)
            let watcher = objc_getAssociatedObject(delegate, watcherKey) as? DelegateDeathWatcher ?? DelegateDeathWatcher()
            watcher.watch(self)
            objc_setAssociatedObject(delegate, watcherKey, watcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        reassign()
    }

    /// UIKit reads `respondsToSelector:` when the delegate is assigned: assigning nil, then
    /// the proxy, renews its cache.
    fileprivate func reassign() {
        guard let view else { return }
        view.delegate = nil
        view.delegate = self
    }

    // MARK: Forwarding

}

/// Set on the app's delegate as an associated object: it is released when the delegate
/// is, and then has each proxy that forwarded to it assigned again, so that UIKit drops its
/// cached answers for a delegate that is gone (RxSwift issue #99's crash).
private final class DelegateDeathWatcher: NSObject, @unchecked Sendable {
    private struct WeakProxy { weak var proxy: PagerDelegateProxy? }
    // Touched only on the main thread: `watch` is main-actor code, and the delegate's
    // release (deinit) hands the proxies to the main actor.
    nonisolated(unsafe) private var proxies: [WeakProxy] = []

    @MainActor func watch(_ proxy: PagerDelegateProxy) {
        proxies.removeAll { $0.proxy == nil || $0.proxy === proxy }
        proxies.append(WeakProxy(proxy: proxy))
    }

    deinit {
        let proxies = self.proxies.compactMap(\.proxy)
        guard !proxies.isEmpty else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { for proxy in proxies { proxy.reassign() } }
        } else {
            Task { @MainActor in for proxy in proxies { proxy.reassign() } }
        }
    }
}
#endif
