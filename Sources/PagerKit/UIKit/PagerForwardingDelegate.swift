// The forwarding half of the UIKit adapter's delegate proxy, public for apps that keep a
// delegate proxy of their own (RxCocoa's): the coordinator's hooks first, then the delegate
// behind, every decision in `PagerDelegateRelay` (tested on Linux). Compiled where UIKit has
// scroll views (see PagerScrollCoordinator.swift).
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import UIKit

/// A scroll-view delegate that gives each callback to a coordinator, then to `next`: the
/// opt-out from the coordinator's delegate proxy in one line, for a list whose delegate is
/// an app's own proxy. With RxCocoa:
///
/// ```swift
/// tableView.rx.setDelegate(pager.coordinator.forwardingDelegate(next: self)).disposed(by: bag)
/// ```
///
/// (with the screen made with `installsDelegateProxy: false`). `next` hears every callback it
/// responds to, table and collection methods included (`forwardingTarget(for:)`), whether or
/// not it declares `UIScrollViewDelegate`. A call that comes back around a chain of proxies is
/// answered once (`PagerDelegateRelay`).
@MainActor
public class PagerForwardingDelegate: NSObject, UIScrollViewDelegate, UITableViewDelegate, UICollectionViewDelegate {
    /// The coordinator that hears the callbacks first (held weakly).
    public weak var coordinator: PagerScrollCoordinator?
    /// The delegate that hears them after (held weakly, as UIKit holds delegates).
    /// `nonisolated(unsafe)`: `responds(to:)`, `conforms(to:)` and `forwardingTarget(for:)`
    /// are NSObject's, not main-actor methods, but UIKit asks them on the main thread,
    /// where it also delivers the callbacks; it is set on the main actor.
    nonisolated(unsafe) public weak var next: (any NSObjectProtocol)?
    /// The view it stands in for, when it is a view's own delegate proxy (read on the main
    /// thread, as `next`).
    nonisolated(unsafe) weak var view: UIScrollView?
    /// Every decision about calls and questions passed on: no guard state of its own (main
    /// thread only, as `next`).
    nonisolated(unsafe) let relay = PagerDelegateRelay()
    /// A selector nobody implements: asked of a candidate delegate, it comes back to the proxy
    /// only through a delegate that forwards to it.
    nonisolated static let probe = NSSelectorFromString("scrollPagerForwardingProbe:")

    /// A delegate that gives each callback to `coordinator`, then to `next`.
    public init(coordinator: PagerScrollCoordinator?, next: (any NSObjectProtocol)?) {
        self.coordinator = coordinator
        self.next = next
        super.init()
    }

    /// The view's delegate when it is not the proxy (a foreign proxy in front of it), by
    /// identity.
    nonisolated var inFront: ObjectIdentifier? {
        MainActor.assumeIsolated {
            guard let delegate = view?.delegate, delegate !== self else { return nil }
            return ObjectIdentifier(delegate)
        }
    }

    /// The delegate questions and messages go to (`PagerDelegateRelay.target`).
    nonisolated private var target: (any NSObjectProtocol)? {
        PagerDelegateRelay.target(original: next, inFront: inFront) as? any NSObjectProtocol
    }

    /// `object` as a delegate of protocol `P`: UIKit's and our optional-method calls ask
    /// `respondsToSelector:` first, so an Objective-C delegate that answers a method without
    /// declaring the protocol hears it too. (An `@objc` protocol's existential is the object
    /// reference itself.)
    nonisolated static func delegate<P>(_ object: AnyObject, as protocol: P.Type) -> P {
        (object as? P) ?? unsafeBitCast(object, to: P.self)
    }

    /// Its own methods, and those the delegate behind answers (a question that comes back
    /// around a cycle, or the probe, answered for itself alone).
    public override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        // A question back around a cycle, or the probe: answered for the proxy alone.
        guard relay.questions.questionArrives(isProbe: aSelector == Self.probe) else { return false }
        defer { relay.questions.questionAnswered() }
        return target?.responds(to: aSelector) == true
    }

    /// Its own protocols, and those of the delegate behind (so `as?` casts to the app's own
    /// protocols work).
    public override func conforms(to aProtocol: Protocol) -> Bool {
        if super.conforms(to: aProtocol) { return true }
        guard relay.questions.questionArrives() else { return false }
        defer { relay.questions.questionAnswered() }
        return (target as? NSObject)?.conforms(to: aProtocol) == true
    }

    /// The delegate behind, for a method it answers that this one does not implement (table
    /// and collection methods); never the delegate in front.
    public override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard relay.questions.questionArrives() else { return super.forwardingTarget(for: aSelector) }
        let target = self.target
        let responds = target?.responds(to: aSelector) == true
        relay.questions.questionAnswered()
        if responds, let target { return target }
        return super.forwardingTarget(for: aSelector)
    }

    /// One call into the relay: the coordinator hears `method` unless it is an echo, then the
    /// delegate behind, as `P`.
    private func pass<P>(
        _ method: PagerDelegateCall.Method, x: Double, y: Double, extra: Double = 0, as protocol: P.Type,
        deliver: (PagerScrollCoordinator) -> Void, forward: (P) -> Void
    ) {
        relay.relay(
            PagerDelegateCall(method, x: x, y: y, extra: extra), original: next, inFront: inFront,
            deliver: { coordinator.map(deliver) }, forward: { forward(Self.delegate($0, as: P.self)) })
    }

    /// `pass` of a scroll-view callback, reporting the view's offset.
    private func pass(
        _ method: PagerDelegateCall.Method, _ view: UIScrollView, extra: Double = 0,
        deliver: (PagerScrollCoordinator) -> Void, forward: (any UIScrollViewDelegate) -> Void
    ) {
        let offset = view.contentOffset
        pass(method, x: Double(offset.x), y: Double(offset.y), extra: extra, as: (any UIScrollViewDelegate).self, deliver: deliver, forward: forward)
    }

    /// A drag begins: the coordinator, then the delegate behind.
    public func scrollViewWillBeginDragging(_ s: UIScrollView) {
        pass(.willBeginDragging, s, deliver: { $0.scrollViewWillBeginDragging(s) }, forward: { $0.scrollViewWillBeginDragging?(s) })
    }

    /// The view moved: the coordinator, then the delegate behind.
    public func scrollViewDidScroll(_ s: UIScrollView) {
        pass(.didScroll, s, deliver: { $0.scrollViewDidScroll(s) }, forward: { $0.scrollViewDidScroll?(s) })
    }

    /// The finger lifts: the coordinator writes the rest it commands, then the delegate behind.
    public func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        pass(
            .willEndDragging, s, extra: Double(v.x + v.y), deliver: { $0.scrollViewWillEndDragging(s, withVelocity: v, targetContentOffset: t) },
            forward: { $0.scrollViewWillEndDragging?(s, withVelocity: v, targetContentOffset: t) })
    }

    /// The finger lifted: the coordinator, then the delegate behind.
    public func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) {
        pass(
            .didEndDragging, s, extra: d ? 1 : 0, deliver: { $0.scrollViewDidEndDragging(s, willDecelerate: d) },
            forward: { $0.scrollViewDidEndDragging?(s, willDecelerate: d) })
    }

    /// The view slides on: the coordinator, then the delegate behind.
    public func scrollViewWillBeginDecelerating(_ s: UIScrollView) {
        pass(.willBeginDecelerating, s, deliver: { $0.scrollViewWillBeginDecelerating(s) }, forward: { $0.scrollViewWillBeginDecelerating?(s) })
    }

    /// The slide ended: the coordinator, then the delegate behind.
    public func scrollViewDidEndDecelerating(_ s: UIScrollView) {
        pass(.didEndDecelerating, s, deliver: { $0.scrollViewDidEndDecelerating(s) }, forward: { $0.scrollViewDidEndDecelerating?(s) })
    }

    /// An animated scroll ended: the coordinator, then the delegate behind.
    public func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) {
        pass(.didEndScrollingAnimation, s, deliver: { $0.scrollViewDidEndScrollingAnimation(s) }, forward: { $0.scrollViewDidEndScrollingAnimation?(s) })
    }

    /// `false` whatever the app's delegate says while a coordinator drives the view: the
    /// reducer scrolls to the top (SPEC §4.2). The app's implementation is still called, for
    /// what it does besides answering. With no coordinator, the app's answer (or UIKit's
    /// default, `true`).
    public func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool {
        var ours: Bool?, theirs: Bool?
        pass(.shouldScrollToTop, s, deliver: { ours = $0.scrollViewShouldScrollToTop(s) }, forward: { theirs = $0.scrollViewShouldScrollToTop?(s) })
        return ours ?? theirs ?? true
    }

    /// An item was selected: the coordinator (the strip's tabs), then the delegate behind.
    public func collectionView(_ c: UICollectionView, didSelectItemAt i: IndexPath) {
        pass(
            .didSelectItem, x: Double(i.item), y: Double(i.section), as: (any UICollectionViewDelegate).self,
            deliver: { $0.collectionView(c, didSelectItemAt: i) }, forward: { $0.collectionView?(c, didSelectItemAt: i) })
    }
}
#endif
