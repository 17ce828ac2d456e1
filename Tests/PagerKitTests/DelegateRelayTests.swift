// The delegate proxy with calls, not only questions: a foreign proxy (RxCocoa's, as its
// `DelegateProxyType.proxy(for:)` installs itself) before the screen attaches, after it, after
// a reload, and the view given back; UIKit's synchronous re-entry (the app's delegate writing
// the offset inside `scrollViewDidScroll`). The simulated proxy below does what
// PagerDelegateProxy does, one call into `PagerDelegateRelay` per forwarded method.
import PagerKit
import Testing

/// The simulated objects' shared stack: a cycle shows as a depth no real chain reaches.
private final class Stack {
    var depth = 0, overflowed = false
    /// Enters a callback; `false` once the stack would have overflowed on a device.
    func enter() -> Bool {
        depth += 1
        if depth > 40 { overflowed = true }
        return !overflowed
    }
    func leave() { depth -= 1 }
}

/// Anything in a delegate chain: UIKit asks `responds(to:)` and sends the callbacks.
private protocol Delegate: AnyObject {
    func responds(to selector: String) -> Bool
    func didScroll(_ view: ScrollView)
    /// A table selector our proxy does not implement: it reaches ours only through
    /// `forwardingTarget(for:)`.
    func didSelectRow(_ view: ScrollView)
}

/// A scroll view: its delegate slot, the proxy it owns (an associated object), its offset.
/// Writing the offset calls `scrollViewDidScroll` at once, as UIKit does.
private final class ScrollView {
    let stack = Stack()
    var delegate: (any Delegate)?
    var ourProxy: OurProxy?
    var rxProxy: RxProxy?
    var y = 0.0
    func scroll(to y: Double) {
        self.y = y
        delegate?.didScroll(self)
    }
    func selectRow() { if delegate?.responds(to: "didSelectRow") == true { delegate?.didSelectRow(self) } }
}

/// The app's own delegate (a `UITableViewController`): hears what it implements, and may
/// write the offset inside `scrollViewDidScroll` (UIKit then calls it again, synchronously).
private final class AppDelegate: Delegate {
    var heard: [Double] = [], selections = 0
    var writesOnceTo: Double?
    func responds(to selector: String) -> Bool { true }
    func didScroll(_ view: ScrollView) {
        heard.append(view.y)
        if let y = writesOnceTo {
            writesOnceTo = nil
            view.scroll(to: y)
        }
    }
    func didSelectRow(_ view: ScrollView) { selections += 1 }
}

/// RxCocoa's proxy: each `rx.` use makes it the view's delegate, forwarding to whatever the
/// view's delegate was (`proxy(for:)`); it observes both selectors and forwards them on.
private final class RxProxy: Delegate {
    weak var forward: (any Delegate)?
    var observed = 0, selections = 0
    /// `tableView.rx…`: Rx's proxy for `view`, put in front of its current delegate.
    /// Returns whether that replaced what it forwarded to (the delegate before is forgotten).
    @discardableResult
    static func use(on view: ScrollView) -> (proxy: RxProxy, forgot: (any Delegate)?) {
        let rx = view.rxProxy ?? RxProxy()
        view.rxProxy = rx
        var forgot: (any Delegate)?
        if view.delegate !== rx {
            if let old = rx.forward, old !== view.delegate { forgot = old }
            rx.forward = view.delegate
            view.delegate = rx
        }
        return (rx, forgot)
    }
    func responds(to selector: String) -> Bool {
        selector == "didScroll" || selector == "didSelectRow" || forward?.responds(to: selector) == true
    }
    func didScroll(_ view: ScrollView) {
        guard view.stack.enter() else { return }
        defer { view.stack.leave() }
        observed += 1
        if forward?.responds(to: "didScroll") == true { forward?.didScroll(view) }
    }
    func didSelectRow(_ view: ScrollView) {
        guard view.stack.enter() else { return }
        defer { view.stack.leave() }
        selections += 1
        if forward?.responds(to: "didSelectRow") == true { forward?.didSelectRow(view) }
    }
}

/// Our proxy, as PagerDelegateProxy: owned by the view, the coordinator's calls first
/// (`heard`), then the delegate behind.
private final class OurProxy: Delegate {
    weak var view: ScrollView?
    weak var original: (any Delegate)?
    var attached = true
    var heard: [Double] = []
    let relay = PagerDelegateRelay()
    static let probe = "probe"
    init(view: ScrollView) { self.view = view }

    // Installing, at a layout, removing: as PagerDelegateProxy.install, adoptReplacedDelegate, remove.
    static func install(on view: ScrollView) {
        let proxy = view.ourProxy ?? OurProxy(view: view)
        proxy.attached = true
        view.ourProxy = proxy
        proxy.follow(view.delegate)
    }
    static func layout(_ view: ScrollView) {
        guard let proxy = view.ourProxy, proxy.attached else { return }
        proxy.follow(view.delegate)
    }
    static func remove(from view: ScrollView) {
        guard let proxy = view.ourProxy else { return }
        proxy.attached = false
        let delegate = view.delegate
        let forwards = delegate.map { $0 !== proxy && proxy.isReached(through: $0) } ?? false
        switch PagerDelegateRemoval.decide(delegateIsProxy: delegate === proxy, forwardsToProxy: forwards) {
        case .keepForwarding: return
        case .restoreOriginal:
            view.delegate = proxy.original
            view.ourProxy = nil
        case .drop: view.ourProxy = nil
        }
    }
    func follow(_ delegate: (any Delegate)?) {
        let forwards = delegate.map { $0 !== self && isReached(through: $0) } ?? false
        switch PagerDelegateAdoption.decide(delegateIsProxy: delegate === self, forwardsToProxy: forwards) {
        case .keep: break
        case .standAside:
            if let original, isReached(through: original) { self.original = nil }
        case .adopt:
            original = delegate
            view?.delegate = self
        }
    }
    func isReached(through delegate: any Delegate) -> Bool {
        relay.questions.beginProbe()
        _ = delegate.responds(to: Self.probe)
        return relay.questions.endProbe()
    }
    private var inFront: ObjectIdentifier? {
        guard let delegate = view?.delegate, delegate !== self else { return nil }
        return ObjectIdentifier(delegate)
    }
    private var target: (any Delegate)? { PagerDelegateRelay.target(original: original, inFront: inFront) as? any Delegate }

    func responds(to selector: String) -> Bool {
        if selector == "didScroll" { return true }
        guard relay.questions.questionArrives(isProbe: selector == Self.probe) else { return false }
        defer { relay.questions.questionAnswered() }
        return target?.responds(to: selector) == true
    }
    func didScroll(_ view: ScrollView) {
        guard view.stack.enter() else { return }
        defer { view.stack.leave() }
        relay.relay(
            PagerDelegateCall(.didScroll, y: view.y), original: original, inFront: inFront,
            deliver: { if attached { heard.append(view.y) } }, forward: { ($0 as? any Delegate)?.didScroll(view) })
    }
    /// Not implemented: the Objective-C runtime asks `forwardingTarget(for:)` and sends it there.
    func didSelectRow(_ view: ScrollView) {
        guard view.stack.enter() else { return }
        defer { view.stack.leave() }
        guard relay.questions.questionArrives() else { return }
        let target = self.target
        let responds = target?.responds(to: "didSelectRow") == true
        relay.questions.questionAnswered()
        if responds { target?.didSelectRow(view) }
    }
}

/// A table view whose controller is its delegate, as every page of the drop-in starts.
private func page() -> (ScrollView, AppDelegate) {
    let view = ScrollView(), app = AppDelegate()
    view.delegate = app
    return (view, app)
}

@Suite("The delegate proxy with calls: each reaches the coordinator once, however proxies forward")
struct DelegateRelayTests {
    @Test func rxUsedBeforeAndAfterAttachDoesNotRecurse() {
        // The first sequence: the page binds `rx.itemSelected` in viewDidLoad (Rx in
        // front of the controller), the screen attaches (ours adopts Rx), the page's
        // viewWillAppear uses `rx.` again (Rx back in front, forwarding to ours). At 7512035
        // ours still forwarded to Rx: R → P → R … until the stack overflowed.
        let (view, app) = page()
        RxProxy.use(on: view)
        OurProxy.install(on: view)
        let rx = RxProxy.use(on: view)
        view.scroll(to: 10)  // before any layout: the first frame after viewWillAppear
        OurProxy.layout(view)
        view.scroll(to: 20)
        #expect(!view.stack.overflowed)
        // The coordinator heard each offset once; Rx observed each once (10, then 20).
        #expect(view.ourProxy?.heard == [10, 20])
        #expect(rx.proxy.observed == 2)
        // Rx itself forgot the controller when it moved in front of ours (it forwards to the
        // view's delegate of the moment): nobody can reach it — RxCocoa's own rule, in the
        // UIKit article with the one-line opt-out.
        #expect(rx.forgot === app && app.heard.isEmpty)
    }

    @Test func anObservedTableSelectorThroughForwardingDoesNotRecurse() {
        // The same chain, a selector ours does not implement: Rx observes it and forwards it
        // to ours, whose forwardingTarget(for:) answered Rx again at 7512035.
        let (view, _) = page()
        RxProxy.use(on: view)
        OurProxy.install(on: view)
        let rx = RxProxy.use(on: view).proxy
        view.selectRow()
        #expect(!view.stack.overflowed)
        #expect(rx.selections == 1)
    }

    @Test func aProxyStillForwardingToTheForeignOneAnswersTheEchoOnce() {
        // Ours in front, forwarding to Rx, which forwards back to ours (a chain set by hand, or
        // a layout not come yet): the call comes back while ours forwards it, with the same
        // offset — answered once. Rx observes it once, the coordinator hears it once.
        let (view, _) = page()
        let ours = OurProxy(view: view), rx = RxProxy()
        view.ourProxy = ours
        view.delegate = ours
        ours.original = rx
        rx.forward = ours
        view.scroll(to: 30)
        #expect(!view.stack.overflowed)
        #expect(ours.heard == [30] && rx.observed == 1)
        #expect(ours.relay.echoesAnswered == 1)
    }

    @Test func uikitReentryStillReachesTheCoordinator() {
        // The app's delegate writes contentOffset inside scrollViewDidScroll: UIKit calls
        // scrollViewDidScroll again at once, with the new offset (UIKIT-CALLBACKS.md). That is
        // not an echo: the coordinator hears 10, then 50, and so does the app — with ours
        // alone, and with Rx in front of ours.
        let (view, app) = page()
        OurProxy.install(on: view)
        app.writesOnceTo = 50
        view.scroll(to: 10)
        #expect(view.ourProxy?.heard == [10, 50] && app.heard == [10, 50])

        let (fronted, app2) = page()
        OurProxy.install(on: fronted)
        let rx = RxProxy.use(on: fronted).proxy
        app2.writesOnceTo = 50
        fronted.scroll(to: 10)
        #expect(fronted.ourProxy?.heard == [10, 50] && app2.heard == [10, 50] && rx.observed == 2)
        #expect(fronted.ourProxy?.relay.echoesAnswered == 0)
    }

    @Test func rxAfterAttachThenUnloadKeepsTheAppsDelegateHearing() {
        // The second sequence: Rx first used after attach (Rx → ours → the
        // controller), the page unloaded two pages away. At 7512035 remove(from:) found Rx,
        // not ours, as the delegate, restored nothing and dropped ours: Rx then forwarded to
        // nothing, and the controller never heard another call. Ours now stays, forwarding only.
        let (view, app) = page()
        OurProxy.install(on: view)
        RxProxy.use(on: view)
        OurProxy.remove(from: view)
        view.scroll(to: 5)
        #expect(app.heard == [5])
        #expect(view.ourProxy?.heard == [])  // the coordinator is gone: nothing for it
        // The page comes back (a reload): the same proxy drives it again, still behind Rx.
        OurProxy.install(on: view)
        view.scroll(to: 6)
        #expect(app.heard == [5, 6] && view.ourProxy?.heard == [6])
    }

    @Test func removedInFrontGivesTheOriginalBack() {
        let (view, app) = page()
        OurProxy.install(on: view)
        OurProxy.remove(from: view)
        #expect(view.delegate === app && view.ourProxy == nil)
    }

    /// Every order of attach, Rx's use, layout, unload and reload, up to five steps, with a
    /// scroll after each: no recursion; the coordinator hears each call once while attached
    /// and never after; Rx, once used, observes each once; the app's delegate hears each once
    /// — unless Rx itself forgot it (moving in front of a delegate it did not forward to).
    @Test func everyOrderOfAttachForeignUseUnloadAndReload() {
        enum Step: CaseIterable { case attach, rx, layout, unload }
        var sequences: [[Step]] = [[]]
        for _ in 0..<5 { sequences = sequences.flatMap { s in Step.allCases.map { s + [$0] } } }
        var checked = 0
        for steps in sequences {
            let (view, app) = page()
            var attached = false, rx: RxProxy?, appForgotten = false, y = 0.0
            for step in steps {
                switch step {
                case .attach:
                    OurProxy.install(on: view)
                    attached = true
                case .rx:
                    let use = RxProxy.use(on: view)
                    rx = use.proxy
                    if use.forgot === app { appForgotten = true }
                case .layout: OurProxy.layout(view)
                case .unload:
                    OurProxy.remove(from: view)
                    attached = false
                }
                y += 1
                let coordinatorBefore = view.ourProxy?.heard.count ?? 0, appBefore = app.heard.count, rxBefore = rx?.observed ?? 0
                view.scroll(to: y)
                let coordinatorHeard = (view.ourProxy?.heard.count ?? 0) - coordinatorBefore
                #expect(!view.stack.overflowed, "\(steps)")
                #expect(coordinatorHeard == (attached ? 1 : 0), "\(steps)")
                if let rx { #expect(rx.observed - rxBefore == 1, "\(steps)") }
                if !appForgotten { #expect(app.heard.count - appBefore == 1, "\(steps)") }
                checked += 1
            }
        }
        #expect(checked == 5 * 1024)  // 4⁵ orders of five steps (each order's prefixes among them), a scroll after each
    }
}
