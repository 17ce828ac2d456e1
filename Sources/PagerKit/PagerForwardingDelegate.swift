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

    /// An object as a scroll-view delegate: UIKit's and our optional-method calls ask
    /// `respondsToSelector:` first, so an Objective-C delegate that answers a method without
    /// declaring the protocol hears it too. (An `@objc` protocol's existential is the object
    /// reference itself.)
    nonisolated static func scrollDelegate(_ object: AnyObject) -> any UIScrollViewDelegate {
        (object as? any UIScrollViewDelegate) ?? unsafeBitCast(object, to: (any UIScrollViewDelegate).self)
    }

    public override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        // A question back around a cycle, or the probe: answered for the proxy alone.
        guard relay.questions.questionArrives(isProbe: aSelector == Self.probe) else { return false }
        defer { relay.questions.questionAnswered() }
        return target?.responds(to: aSelector) == true
    }

    public override func conforms(to aProtocol: Protocol) -> Bool {
        if super.conforms(to: aProtocol) { return true }
        guard relay.questions.questionArrives() else { return false }
        defer { relay.questions.questionAnswered() }
        return (target as? NSObject)?.conforms(to: aProtocol) == true
    }

    public override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard relay.questions.questionArrives() else { return super.forwardingTarget(for: aSelector) }
        let target = self.target
        let responds = target?.responds(to: aSelector) == true
        relay.questions.questionAnswered()
        if responds, let target { return target }
        return super.forwardingTarget(for: aSelector)
    }

    /// One call into the relay: the coordinator hears `method` unless it is an echo, then the
    /// delegate behind.
    private func pass(
        _ method: PagerDelegateCall.Method, _ view: UIScrollView, extra: Double = 0,
        deliver: (PagerScrollCoordinator) -> Void, forward: (any UIScrollViewDelegate) -> Void
    ) {
        let offset = view.contentOffset
        relay.relay(
            PagerDelegateCall(method, x: Double(offset.x), y: Double(offset.y), extra: extra), original: next, inFront: inFront,
            deliver: { if let coordinator { deliver(coordinator) } }, forward: { forward(Self.scrollDelegate($0)) })
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        pass(.willBeginDragging, scrollView) {
            $0.scrollViewWillBeginDragging(scrollView)
        } forward: {
            $0.scrollViewWillBeginDragging?(scrollView)
        }
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pass(.didScroll, scrollView) {
            $0.scrollViewDidScroll(scrollView)
        } forward: {
            $0.scrollViewDidScroll?(scrollView)
        }
    }

    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        pass(.willEndDragging, scrollView, extra: Double(velocity.x + velocity.y)) {
            $0.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        } forward: {
            $0.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        pass(.didEndDragging, scrollView, extra: decelerate ? 1 : 0) {
            $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        } forward: {
            $0.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        }
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        pass(.willBeginDecelerating, scrollView) {
            $0.scrollViewWillBeginDecelerating(scrollView)
        } forward: {
            $0.scrollViewWillBeginDecelerating?(scrollView)
        }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pass(.didEndDecelerating, scrollView) {
            $0.scrollViewDidEndDecelerating(scrollView)
        } forward: {
            $0.scrollViewDidEndDecelerating?(scrollView)
        }
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        pass(.didEndScrollingAnimation, scrollView) {
            $0.scrollViewDidEndScrollingAnimation(scrollView)
        } forward: {
            $0.scrollViewDidEndScrollingAnimation?(scrollView)
        }
    }

    /// `false` whatever the app's delegate says while a coordinator drives the view: the
    /// reducer scrolls to the top (SPEC §4.2). The app's implementation is still called, for
    /// what it does besides answering. With no coordinator, the app's answer (or UIKit's
    /// default, `true`).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        var ours: Bool?, theirs: Bool?
        pass(.shouldScrollToTop, scrollView) {
            ours = $0.scrollViewShouldScrollToTop(scrollView)
        } forward: {
            theirs = $0.scrollViewShouldScrollToTop?(scrollView)
        }
        return ours ?? theirs ?? true
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        relay.relay(
            PagerDelegateCall(.didSelectItem, x: Double(indexPath.item), y: Double(indexPath.section)), original: next, inFront: inFront,
            deliver: { coordinator?.collectionView(collectionView, didSelectItemAt: indexPath) },
            forward: { target in
                let delegate = (target as? any UICollectionViewDelegate) ?? unsafeBitCast(target, to: (any UICollectionViewDelegate).self)
                delegate.collectionView?(collectionView, didSelectItemAt: indexPath)
            })
    }
}
#endif
