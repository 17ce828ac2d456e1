// The UIKit adapter: real scroll views, delegate callbacks and touches in, the screen
// layer's updates out. Compiled where UIKit has scroll views (iOS, iPadOS, Mac Catalyst,
// visionOS; not tvOS, which has no `scrollsToTop`, nor watchOS, which has no `UIScrollView`).
// Nothing here decides anything: the registry of views, what each callback is, the update
// loop and the scroll views' part of carrying out are `PagerScreenCoordinator`'s
// (ScreenCoordinator.swift, run on Linux over simulated scroll views); every decision is the
// screen layer's (`PagerScreenLayer`, which the simulator's UIKit mode runs too). This file holds
// UIKit's calls: `UIScrollView` as a `PagerScrollSurface`, the delegate proxies, the touch and pan
// recognizers, the content-size observers, inset adjustment, and the header's and the
// underline's animations and the display link (`UIKitChrome`).
// `Scripts/apple-sdk-typecheck.sh` type-checks these files against Apple's real iOS SDK,
// `Scripts/apple-typecheck.sh` against stubs where no SDK is. What only a device can
// settle is listed in the UIKit article ("Not yet seen on a device").
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import UIKit

/// Drives a pager screen's scroll views from a `PagerDriver`, inside a real app.
///
/// - **The container.** Give the view whose safe area is the screen (the view controller's
///   `view`): its safe-area rectangle is the SPEC's viewport (`pagerViewport`), and what a
///   list's frame reaches above or below it (the status bar, the home indicator) is added
///   to that list's insets by the coordinator. Every scroll view it manages gets
///   `contentInsetAdjustmentBehavior = .never`, so UIKit adds nothing of its own. Lay the
///   pages container and the tab strip out within the safe area's width.
/// - **Delegates stay the app's.** Each managed view gets a delegate proxy, owned by the
///   view, that takes the callbacks in `PagerDelegateCallbacks` and forwards every callback —
///   those too, after the coordinator — to the delegate the view had (set yours before
///   attaching, or after: the coordinator adopts a delegate set later at the next
///   `layout(_:)`). Or pass `installsDelegateProxy: false` and call the coordinator's
///   `scrollView…` hooks from your own delegate.
/// - **Touches.** A finger landing on a list or the header stops a fling the driver runs
///   (UIKit stops only its own decelerations), and is then no tap for the table.
/// - **Lists come and go**: `attach(_:page:)` (idempotent) / `detach(page:)` at any time; an
///   attached list is put at the reducer's offset, and its content size is observed (a
///   reload or self-sizing cells is a relayout). **Restoration**: `init(restoring:)`.
/// - **`invalidate()`** gives everything back: delegates, insets, inset adjustment,
///   recognizers, the display link.
///
/// ```swift
/// let coordinator = PagerScrollCoordinator(container: view)
/// for (k, list) in lists.enumerated() { coordinator.attach(list, page: k) }
/// coordinator.attachPagesView(pagesView)
/// coordinator.attachTabStrip(tabStrip, layout: stripLayout)
/// coordinator.attachHeader(header)
/// coordinator.onUpdate = { [weak self] update, state in /* selection, titles … */ }
/// // viewDidLayoutSubviews: coordinator.layout(currentLayout(viewport: view.pagerViewport))
/// // when the screen goes away: coordinator.invalidate()
/// ```
@MainActor
public final class PagerScrollCoordinator: NSObject {
    /// The driver the coordinator feeds: its `state` is the screen's.
    public var driver: PagerDriver { core.screen.driver }
    /// The screen layer whose decisions the coordinator carries out (read its answers).
    public var screenLayer: PagerScreenLayer { core.screen }
    /// Called after each update is carried out, with the state to show.
    public var onUpdate: ((PagerDriver.Update, PagerState) -> Void)? {
        get { core.onUpdate }
        set { core.onUpdate = newValue }
    }
    /// Called after an update that changed what the app hears (`PagerScreenNews`: the selection
    /// and why, the header's progress, a swipe's progress, the page at rest).
    public var onNews: ((PagerScreenNews) -> Void)? {
        get { core.onNews }
        set { core.onNews = newValue }
    }
    /// Called with every input the driver receives, in order — for a callbacks recording
    /// (`PagerRecordedCallback` is `Codable`; `trace-replay drive` replays it).
    public var onInput: ((PagerRecordedCallback) -> Void)? {
        get { core.onInput }
        set { core.onInput = newValue }
    }
    /// The time of an input, in seconds on one monotonic clock. Every input — callbacks,
    /// touches, display-link frames — is stamped through one `PagerInputClock`, so none reaches
    /// the reducer earlier than the one before it.
    public var clock: () -> Double {
        get { core.clock }
        set { core.clock = newValue }
    }
    /// How the underline is painted: its thickness and corner radius (its x and width are
    /// the reducer's indicator). Takes effect at the next `layout(_:)`.
    public var indicatorStyle: PagerIndicatorStyle {
        get { core.indicatorStyle }
        set { core.indicatorStyle = newValue }
    }
    /// The view whose safe-area rectangle is the screen's viewport (see the type's notes).
    public weak var container: UIView?
    /// The underline, a subview of the tab strip (its frame is set from the reducer's indicator).
    public weak var underline: UIView? {
        get { chrome.underline }
        set { chrome.underline = newValue }
    }
    /// Called with the current list whenever it changes (a page swipe, a list replaced):
    /// give it to the navigation bar (`setContentScrollView(_:for: .top)`) so that a large
    /// title and the scroll-edge appearance follow the list in view.
    public var onCurrentList: ((UIScrollView?) -> Void)? {
        get { core.onCurrentList }
        set { core.onCurrentList = newValue }
    }
    /// Called when a `sections` screen's list has another number of sections than its tabs
    /// (the app reloaded its own table): read the titles again (`PagerSectionsViewController`
    /// does) and lay out.
    public var onSectionsChanged: (() -> Void)? {
        get { core.onSectionsChanged }
        set { core.onSectionsChanged = newValue }
    }

    /// Everything that is not a UIKit call (Linux-tested).
    private let core: PagerScreenCoordinator<UIScrollView>
    /// The header, the strip's layout, the underline and the display link.
    private let chrome = UIKitChrome()
    private var headerPan: UIPanGestureRecognizer?
    /// The touch-down recognizer of each managed list and of the header.
    private var touchRecognizers: [ObjectIdentifier: TouchDownRecognizer] = [:]
    /// What each managed view had before the coordinator took it (`invalidate()` gives it back).
    private var adjustmentBehaviors: [ObjectIdentifier: UIScrollView.ContentInsetAdjustmentBehavior] = [:]
    private var contentSizeObservations: [Int: NSKeyValueObservation] = [:]
    /// The observer that follows Reduce Motion as the user changes it.
    private var reduceMotionObserver: (any NSObjectProtocol)?
    /// The forwarding delegates made for the app (a foreign proxy holds them weakly).
    private var forwardingDelegates: [PagerForwardingDelegate] = []

    /// A coordinator with a fresh driver (or one restored from a saved `PagerState`);
    /// `container`: see the type's notes.
    public init(restoring saved: PagerState? = nil, container: UIView? = nil) {
        core = PagerScreenCoordinator(restoring: saved)
        self.container = container
        super.init()
        core.clock = { CACurrentMediaTime() }
        core.chrome = chrome
        chrome.core = core
        // Reduce Motion turned on or off while the screen is up applies to the next tap,
        // not only from the next layout.
        reduceMotionObserver = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.core.reducesMotion = UIAccessibility.isReduceMotionEnabled }
        }
    }

    // MARK: Views

    /// Page `page`'s list joins (lazily created, reused): its delegate is proxied unless
    /// `installsDelegateProxy` is false, its own insets are kept as the app's, UIKit's inset
    /// adjustment is turned off (the coordinator adds the safe area), its content size is
    /// observed, and it is put at the reducer's offset. Attaching the same list to the same
    /// page again does nothing; a list attached to another page leaves that page first.
    public func attach(_ list: UIScrollView, page: Int, installsDelegateProxy: Bool = true) {
        if core.list(page: page) === list { return }
        if let old = core.page(of: list) { detach(page: old) }
        if core.list(page: page) != nil { detach(page: page) }
        takeInsetAdjustment(of: list)
        core.register(list, page: page)
        if installsDelegateProxy { PagerDelegateProxy.install(on: list, coordinator: self) }
        addTouchRecognizer(to: list) { [weak self] in self?.core.touched(.list(page: page), down: $0) ?? false }
        // UIKit changes contentSize on the main thread, outside any layout the app sees
        // (`reloadData`, an asynchronous load, self-sizing cells).
        contentSizeObservations[page] = list.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.contentSizeChanged(page: page) }
        }
        core.deliver(.attach(page: page))
    }

    /// Page `page`'s list leaves: its delegate, insets, inset adjustment and recognizer are
    /// given back.
    public func detach(page: Int) {
        contentSizeObservations.removeValue(forKey: page)?.invalidate()
        if let list = core.detach(page: page) { giveBack(list) }
    }

    /// The app changed a list's own insets (a keyboard, a toolbar): the reducer's share stays.
    public func setAppInsets(top: Double, bottom: Double, page: Int) { core.setAppInsets(top: top, bottom: bottom, page: page) }

    /// The horizontal pages container (`pages` content). Put page `k` at
    /// `PagerPageFrames.originX(page:count:width:rightToLeft:)`.
    public func attachPagesView(_ view: UIScrollView, installsDelegateProxy: Bool = true) {
        core.attachPagesView(view)
        takeInsetAdjustment(of: view)
        if installsDelegateProxy { PagerDelegateProxy.install(on: view, coordinator: self) }
    }

    /// The tab strip, laid out by `layout` (its cells and underline from the reducer's geometry).
    public func attachTabStrip(_ strip: UICollectionView, layout: PagerTabStripLayout? = nil, installsDelegateProxy: Bool = true) {
        core.attachStrip(strip)
        chrome.stripLayout = layout
        takeInsetAdjustment(of: strip)
        if installsDelegateProxy { PagerDelegateProxy.install(on: strip, coordinator: self) }
        // A horizontal swipe on a strip inside the header is the strip's, not the header's.
        headerPan?.require(toFail: strip.panGestureRecognizer)
    }

    /// The header: a vertical pan on it drags the current list (SPEC §4.7, overlay modes),
    /// a touch on it stops the list's motion, and the coordinator sets its `transform`
    /// (animated when the reducer says `animateHeader`). One header at a time: attaching
    /// another (or the same again) replaces the recognizers.
    public func attachHeader(_ view: UIView) {
        detachHeader()
        chrome.header = view
        let pan = UIPanGestureRecognizer(target: self, action: #selector(headerPanned(_:)))
        pan.delegate = self
        if let strip = core.strip as? UICollectionView { pan.require(toFail: strip.panGestureRecognizer) }
        view.addGestureRecognizer(pan)
        headerPan = pan
        addTouchRecognizer(to: view) { [weak self] in self?.core.touched(.header, down: $0) ?? false }
    }

    /// The header leaves: its recognizers are removed and its transform reset.
    public func detachHeader() {
        guard let view = chrome.header else { return }
        if let pan = headerPan { view.removeGestureRecognizer(pan) }
        headerPan = nil
        if let touch = touchRecognizers.removeValue(forKey: ObjectIdentifier(view)) { view.removeGestureRecognizer(touch) }
        view.transform = .identity
        chrome.header = nil
    }

    /// Gives everything back — every list's delegate, insets and inset adjustment, the
    /// pages container's and the strip's delegates, the recognizers — and stops the
    /// display link. Call it when the screen goes away; the coordinator is inert after.
    public func invalidate() {
        for view in core.tearDown(detaching: { detach(page: $0) }) { giveBack(view) }
        detachHeader()
        chrome.runFrames(false)
        if let reduceMotionObserver { NotificationCenter.default.removeObserver(reduceMotionObserver) }
        reduceMotionObserver = nil
        for delegate in forwardingDelegates { delegate.coordinator = nil }
    }

    /// The screen as laid out now (call from `viewDidLayoutSubviews`); unchanged layouts are
    /// dropped by the driver. Also measures the safe area of each list against the
    /// container's, re-reads the content sizes for the bottom pads, reads the layout
    /// direction and Reduce Motion, and adopts a delegate the app set since.
    public func layout(_ layout: PagerLayout) {
        adoptReplacedDelegates()
        let environment = (core.strip ?? core.pagesView ?? container).map {
            (rightToLeft: $0.effectiveUserInterfaceLayoutDirection == .rightToLeft, reducesMotion: UIAccessibility.isReduceMotionEnabled)
        }
        // Each list's frame against the container's safe-area rectangle (lists out of the
        // hierarchy left out).
        var frames: [Int: PagerScreenRect] = [:]
        if let container {
            for (page, list) in core.listsByPage where list.window != nil || list.superview != nil {
                frames[page] = PagerScreenRect(list.convert(list.bounds, to: container))
            }
        }
        core.layout(
            layout, environment: environment, stripHeight: Double(core.strip?.bounds.height ?? 0),
            viewport: container.map { PagerScreenRect($0.safeAreaLayoutGuide.layoutFrame) }, listFrames: frames)
    }

    // MARK: Hooks (for apps that keep their own delegates)

    /// A delegate that gives each callback to this coordinator, then to `next`: for a list
    /// attached with `installsDelegateProxy: false` whose delegate is the app's own proxy
    /// (`tableView.rx.setDelegate(coordinator.forwardingDelegate(next: self))`). The
    /// coordinator keeps it (such proxies hold their delegate weakly).
    public func forwardingDelegate(next: (any NSObjectProtocol)?) -> PagerForwardingDelegate {
        let delegate = PagerForwardingDelegate(coordinator: self, next: next)
        forwardingDelegates.append(delegate)
        return delegate
    }

    /// `UIScrollViewDelegate`: a drag begins (call it from your delegate when you install no proxy).
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { core.willBeginDragging(scrollView) }

    /// `UIScrollViewDelegate`: the view moved.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { core.didScroll(scrollView) }

    /// Writes the tab strip's rest (SPEC §4.8) into `targetContentOffset`.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let target = targetContentOffset.pointee
        let rest = core.willEndDragging(
            scrollView, velocity: (Double(velocity.x), Double(velocity.y)), target: (Double(target.x), Double(target.y)))
        guard let rest else { return }
        if rest.vertical { targetContentOffset.pointee.y = CGFloat(rest.value) } else { targetContentOffset.pointee.x = CGFloat(rest.value) }
    }

    /// `UIScrollViewDelegate`: the finger lifted.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        core.didEndDragging(scrollView, willDecelerate: decelerate)
    }

    /// `UIScrollViewDelegate`: the view slides on after the finger lifted.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { core.willBeginDecelerating(scrollView) }

    /// `UIScrollViewDelegate`: the slide ended.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { core.didEndDecelerating(scrollView) }

    /// `UIScrollViewDelegate`: an animated `setContentOffset` ended.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { core.didEndScrollingAnimation(scrollView) }

    /// Answers `false`: the reducer commands the scroll (SPEC §4.2).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { core.shouldScrollToTop(scrollView) }

    /// Selects tab `index` as a tap on it does (SPEC §4.2): the list scrolls to its section or
    /// page, animated unless `animated` is false (then at once, as under Reduce Motion).
    /// Asked before the first layout, it is kept and applied at the first layout, at once:
    /// the screen opens on that tab (`PagerPendingSelection`).
    public func select(_ index: Int, animated: Bool = true) { core.select(index, animated: animated) }

    /// The tab strip's item selection (other collection views are not the coordinator's).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard collectionView === core.strip else { return }
        core.deliver(.didSelectItem(index: indexPath.item))
    }

    // MARK: Touches and the header pan

    private func addTouchRecognizer(to view: UIView, _ handler: @escaping (Bool) -> Bool) {
        let key = ObjectIdentifier(view)
        if let old = touchRecognizers[key] { view.removeGestureRecognizer(old) }
        let recognizer = TouchDownRecognizer(handler)
        view.addGestureRecognizer(recognizer)
        touchRecognizers[key] = recognizer
    }

    @objc private func headerPanned(_ pan: UIPanGestureRecognizer) {
        let space = pan.view?.superview
        let translation = Double(pan.translation(in: space).y)
        switch pan.state {
        case .began: core.deliver(.headerPan(.began, translation: translation, velocity: 0))
        case .changed: core.deliver(.headerPan(.changed, translation: translation, velocity: 0))
        case .ended: core.deliver(.headerPan(.ended, translation: translation, velocity: Double(pan.velocity(in: space).y)))
        case .cancelled, .failed: core.deliver(.headerPan(.ended, translation: translation, velocity: 0))
        default: break
        }
    }

    /// A list's content size changed outside a layout (UIKit's observer): the core asks for
    /// the sections to be measured again when the layer wants them.
    private func contentSizeChanged(page: Int) {
        let list = core.list(page: page)
        core.contentSizeChanged(page: page) { titles in
            (list as? UITableView)?.measuredSections(titles: titles) ?? (list as? UICollectionView)?.measuredSections(titles: titles)
        }
    }

    // MARK: Delegates and inset adjustment

    private func takeInsetAdjustment(of view: UIScrollView) {
        let key = ObjectIdentifier(view)
        if adjustmentBehaviors[key] == nil { adjustmentBehaviors[key] = view.contentInsetAdjustmentBehavior }
        view.contentInsetAdjustmentBehavior = .never
    }

    /// What the coordinator took from a view goes back: its delegate, its inset
    /// adjustment, its touch-down recognizer.
    private func giveBack(_ view: UIScrollView) {
        let key = ObjectIdentifier(view)
        PagerDelegateProxy.remove(from: view)
        if let behavior = adjustmentBehaviors.removeValue(forKey: key) { view.contentInsetAdjustmentBehavior = behavior }
        if let touch = touchRecognizers.removeValue(forKey: key) { view.removeGestureRecognizer(touch) }
    }

    /// A view whose delegate the app replaced after attaching: the new delegate becomes the
    /// one forwarded to, the proxy goes back in front, and the driver catches up with what the
    /// view did meanwhile (said once per view in debug builds).
    private func adoptReplacedDelegates() {
        for view in core.views where PagerDelegateProxy.adoptReplacedDelegate(of: view) {
            guard let warning = core.resync(view) else { continue }
            #if DEBUG
            print(warning)
            #endif
        }
    }

    func consumes(_ selector: Selector, on view: UIScrollView) -> Bool {
        core.role(of: view).map { PagerDelegateCallbacks.consumes(NSStringFromSelector(selector), on: $0) } ?? false
    }
}

// `@preconcurrency`: UIKit calls the coordinator on the main thread, and the update loop runs there.
extension UIScrollView: @preconcurrency PagerScrollSurface {
    public func pagerOffset(vertical: Bool) -> Double { Double(vertical ? contentOffset.y : contentOffset.x) }

    public func setPagerOffset(_ value: Double, vertical: Bool, animated: Bool) {
        var point = contentOffset
        if vertical { point.y = CGFloat(value) } else { point.x = CGFloat(value) }
        setContentOffset(point, animated: animated)
    }

    /// Only a changed side is written.
    public var pagerInsets: (top: Double, bottom: Double) {
        get { (Double(contentInset.top), Double(contentInset.bottom)) }
        set {
            if contentInset.top != CGFloat(newValue.top) { contentInset.top = CGFloat(newValue.top) }
            if contentInset.bottom != CGFloat(newValue.bottom) { contentInset.bottom = CGFloat(newValue.bottom) }
        }
    }

    public var pagerContentHeight: Double { Double(contentSize.height) }
}

extension PagerScrollCoordinator: UIGestureRecognizerDelegate {
    /// The header's pan begins as the screen layer says (`headerPanBegins`): a vertical
    /// motion, where the screen's mode has header drags.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === headerPan, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return core.screen.headerPanBegins(velocityX: Double(velocity.x), velocityY: Double(velocity.y))
    }
}

/// The header, the strip's layout, the underline and the display link: what carrying out an
/// update does besides the scroll views. It holds the core weakly, and the display link
/// (which retains its target) holds it, so a screen that goes away mid-fling is released.
@MainActor
private final class UIKitChrome: NSObject, @preconcurrency PagerScreenChrome {
    weak var core: PagerScreenCoordinator<UIScrollView>?
    weak var header: UIView?
    weak var stripLayout: PagerTabStripLayout?
    weak var underline: UIView?
    private var displayLink: CADisplayLink?

    /// From where the header shows now (an animation in flight included), so that a later
    /// `headerTy` written directly replaces this animation cleanly; written directly, any
    /// animation of it in flight is removed first (an additive animation left running would
    /// add a residual offset).
    func moveHeader(to ty: Double, duration: Double) {
        guard let header else { return }
        let transform = CGAffineTransform(translationX: 0, y: CGFloat(ty))
        if duration == 0, header.transform == transform, transformAnimationKeys(of: header).isEmpty { return }
        removeTransformAnimations(of: header)
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                header.transform = transform
            }
        } else {
            header.transform = transform
        }
        header.accessibilityElementsHidden = core?.screen.headerIsHiddenFromAccessibility ?? false
    }

    /// The header's animations of its transform — the coordinator's, which UIKit keys by the
    /// property's name ("transform", and "transform-2" … for additive ones) — and none of the
    /// app's own (its opacity, its subviews' layers): those keep running.
    private func transformAnimationKeys(of header: UIView) -> [String] {
        (header.layer.animationKeys() ?? []).filter { $0.hasPrefix("transform") }
    }

    private func removeTransformAnimations(of header: UIView) {
        for key in transformAnimationKeys(of: header) { header.layer.removeAnimation(forKey: key) }
    }

    func layOutStrip(_ frames: PagerTabStripFrames) { stripLayout?.frames = frames }

    /// In an animation of `PagerScreenLayer.underlineSlideDuration` for a tap.
    func placeUnderline(_ frame: PagerScreenRect, animated: Bool) {
        guard let underline else { return }
        underline.layer.cornerRadius = CGFloat(core?.indicatorStyle.radius(for: frame) ?? 0)
        guard animated else {
            underline.frame = CGRect(frame)
            return
        }
        UIView.animate(withDuration: PagerScreenLayer.underlineSlideDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            underline.frame = CGRect(frame)
        }
    }

    func runFrames(_ wanted: Bool) {
        if wanted, displayLink == nil {
            let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
            // Up to 120 Hz on ProMotion screens (an iPhone app also needs the Info.plist key
            // CADisableMinimumFrameDurationOnPhone = YES).
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
            link.add(to: .main, forMode: .common)
            displayLink = link
        } else if !wanted, let link = displayLink {
            link.invalidate()
            displayLink = nil
        }
    }

    @objc private func tick(_ link: CADisplayLink) {
        guard let core else {
            link.invalidate()
            return
        }
        core.deliver(.frame, at: link.targetTimestamp)
    }
}
#endif
