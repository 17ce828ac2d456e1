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
///   others, is never adopted — it stays in front (`DelegateAdoption.standAside`, found by a
///   probe) — and a question that comes back around a cycle is answered for the proxy alone
///   (`DelegateChainGuard`), so no chain of proxies can recurse.
@MainActor
final class PagerDelegateProxy: NSObject, UIScrollViewDelegate, UICollectionViewDelegate {
    weak var coordinator: PagerScrollCoordinator?
    /// The view this proxy stands in for (it owns the proxy).
    private weak var view: UIScrollView?
    /// The delegate the view had (the app owns it).
    /// `nonisolated(unsafe)`: `responds(to:)`, `conforms(to:)` and `forwardingTarget(for:)`
    /// are NSObject's, not main-actor methods, but UIKit asks them on the main thread,
    /// where it also delivers the callbacks; the proxy sets this on the main actor.
    nonisolated(unsafe) private(set) weak var original: (any NSObjectProtocol)?
    /// Cuts cycles through the delegates behind, and probes a candidate for one (main thread
    /// only, as `original`).
    nonisolated(unsafe) private var chain = DelegateChainGuard()
    /// A selector nobody implements: asked of a candidate delegate, it comes back to the proxy
    /// only through a delegate that forwards to it.
    nonisolated private static let probe = NSSelectorFromString("scrollPagerForwardingProbe:")

    private init(view: UIScrollView, coordinator: PagerScrollCoordinator) {
        self.view = view
        self.coordinator = coordinator
        super.init()
    }

    // MARK: Installing

    /// The proxy of `view`, if one is installed.
    static func proxy(of view: UIScrollView) -> PagerDelegateProxy? { objc_getAssociatedObject(view, proxyKey) as? PagerDelegateProxy }

    /// Puts a proxy in front of `view`'s delegate (the same proxy again if it has one).
    static func install(on view: UIScrollView, coordinator: PagerScrollCoordinator) {
        let proxy = proxy(of: view) ?? PagerDelegateProxy(view: view, coordinator: coordinator)
        proxy.coordinator = coordinator
        objc_setAssociatedObject(view, proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        let delegate = view.delegate
        let forwardsToProxy = delegate.map { proxy.isReached(through: $0) } ?? false
        if DelegateAdoption.decide(delegateIsProxy: delegate === proxy, forwardsToProxy: forwardsToProxy) == .adopt {
            proxy.forward(to: delegate)
        }
    }

    /// Gives `view` its own delegate back and drops the proxy.
    static func remove(from view: UIScrollView) {
        guard let proxy = proxy(of: view) else { return }
        let original = proxy.original as? UIScrollViewDelegate
        proxy.coordinator = nil
        if view.delegate === proxy { view.delegate = original }
        objc_setAssociatedObject(view, proxyKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// If the app replaced `view`'s delegate since, forwards to the new one and goes back
    /// in front — unless the new one forwards to the proxy already (a proxy installed in
    /// front of it: it stays there); returns whether it adopted one.
    static func adoptReplacedDelegate(of view: UIScrollView) -> Bool {
        guard let proxy = proxy(of: view), proxy.coordinator != nil else { return false }
        let delegate = view.delegate
        let forwardsToProxy = delegate.map { proxy.isReached(through: $0) } ?? false
        switch DelegateAdoption.decide(delegateIsProxy: delegate === proxy, forwardsToProxy: forwardsToProxy) {
        case .keep, .standAside:
            return false
        case .adopt:
            proxy.forward(to: delegate)
            return true
        }
    }

    /// Whether `delegate` forwards what it does not answer to this proxy, directly or
    /// through others: the probe selector, asked of it, comes back here.
    private func isReached(through delegate: any UIScrollViewDelegate) -> Bool {
        chain.beginProbe()
        _ = delegate.responds(to: Self.probe)
        return chain.endProbe()
    }

    /// Forwards to `delegate` from now on, and makes UIKit ask the proxy's answers afresh.
    private func forward(to delegate: (any UIScrollViewDelegate)?) {
        original = delegate
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

    private var forward: (any UIScrollViewDelegate)? { original as? UIScrollViewDelegate }

    override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        // A question back around a cycle, or the probe: answered for the proxy alone.
        guard chain.questionArrives(isProbe: aSelector == Self.probe) else { return false }
        defer { chain.questionAnswered() }
        return original?.responds(to: aSelector) == true
    }

    override func conforms(to aProtocol: Protocol) -> Bool {
        if super.conforms(to: aProtocol) { return true }
        guard chain.questionArrives() else { return false }
        defer { chain.questionAnswered() }
        return (original as? NSObject)?.conforms(to: aProtocol) == true
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard chain.questionArrives() else { return super.forwardingTarget(for: aSelector) }
        let responds = original?.responds(to: aSelector) == true
        chain.questionAnswered()
        if responds, let original { return original }
        return super.forwardingTarget(for: aSelector)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        coordinator?.scrollViewWillBeginDragging(scrollView)
        forward?.scrollViewWillBeginDragging?(scrollView)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        coordinator?.scrollViewDidScroll(scrollView)
        forward?.scrollViewDidScroll?(scrollView)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        coordinator?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        forward?.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        coordinator?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        forward?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        coordinator?.scrollViewWillBeginDecelerating(scrollView)
        forward?.scrollViewWillBeginDecelerating?(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        coordinator?.scrollViewDidEndDecelerating(scrollView)
        forward?.scrollViewDidEndDecelerating?(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        coordinator?.scrollViewDidEndScrollingAnimation(scrollView)
        forward?.scrollViewDidEndScrollingAnimation?(scrollView)
    }

    /// `false` whatever the app's delegate says while a coordinator drives the view: the
    /// reducer scrolls to the top (SPEC §4.2). The app's implementation is still called, for
    /// what it does besides answering. With no coordinator, the app's answer (or UIKit's
    /// default, `true`).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        let answer = forward?.scrollViewShouldScrollToTop?(scrollView)
        guard let coordinator else { return answer ?? true }
        return coordinator.scrollViewShouldScrollToTop(scrollView)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        coordinator?.collectionView(collectionView, didSelectItemAt: indexPath)
        (original as? UICollectionViewDelegate)?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }
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
