// The UIKit adapter: real scroll views, delegate callbacks and touches in, the driver's
// actions out. Compiled where UIKit has scroll views (iOS, iPadOS, Mac Catalyst, visionOS;
// not tvOS, which has no `scrollsToTop`, nor watchOS, which has no `UIScrollView`). Nothing
// here decides anything — every decision is `PagerDriver`'s, tested on Linux against the
// simulator's UIKit mode, and the pure parts (`DelegateCallbacks`, `TabStripFrames`,
// `AttachedLists`, `DelegateChainGuard`, `PendingSelection`, `InputClock`, the measuring
// helpers) are tested on Linux too.
// `Scripts/apple-sdk-typecheck.sh` type-checks these files against Apple's real iOS SDK,
// `Scripts/apple-typecheck.sh` against stubs where no SDK is. What only a device can
// settle is listed in the UIKit article ("Not yet seen on a device").
// Every decision around the driver — insets, the pending selection, the strip's frames and
// underline, the header's animation, scroll-to-top, content-size changes — is the screen
// layer's (`ScreenLayer`, ScreenLayer.swift), which the simulator's UIKit mode runs too: this
// file feeds it UIKit's callbacks and carries out each `ScreenUpdate` through `ScreenViews`.
// (Over 450 lines: one object that UIKit calls — delegate hooks, touches, the display link
// and the carrying out of actions all read its private registry of views; spreading it over
// files would make that registry visible to the whole module.)
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import UIKit

extension CGRect {
    /// The rectangle of a `ScreenModel`/`TabStripFrames` frame.
    public init(_ rect: ScreenRect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension ScreenRect {
    /// A UIKit rectangle's numbers.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

/// Drives a pager screen's scroll views from a `PagerDriver`, inside a real app.
///
/// - **The container.** Give the view whose safe area is the screen (the view controller's
///   `view`): its safe-area rectangle is the SPEC's viewport (`pagerViewport`), and what a
///   list's frame reaches above or below it (the status bar, the home indicator) is added
///   to that list's insets by the coordinator. Every scroll view it manages gets
///   `contentInsetAdjustmentBehavior = .never`, so UIKit adds nothing of its own. Lay the
///   pages container and the tab strip out within the safe area's width.
/// - **Delegates stay the app's.** Each managed view gets a delegate proxy, owned by the
///   view, that takes the callbacks in `DelegateCallbacks` and forwards every callback —
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
    public var driver: PagerDriver { screen.driver }
    /// The screen layer whose decisions the coordinator carries out (read its answers).
    public var screenLayer: ScreenLayer { screen }
    /// Called after each update is carried out, with the state to show.
    public var onUpdate: ((PagerDriver.Update, PagerState) -> Void)?
    /// Called with every input the driver receives, in order — for a callbacks recording
    /// (`RecordedCallback` is `Codable`; `trace-replay drive` replays it).
    public var onInput: ((RecordedCallback) -> Void)?
    /// The time of an input, in seconds on one monotonic clock. Every input — callbacks,
    /// touches, display-link frames — is stamped through one `InputClock`, so none reaches
    /// the reducer earlier than the one before it.
    public var clock: () -> Double = { CACurrentMediaTime() }
    /// The view whose safe-area rectangle is the screen's viewport (see the type's notes).
    public weak var container: UIView?
    /// The underline, a subview of the tab strip (its frame is set from the reducer's indicator).
    public weak var underline: UIView?
    /// Called with the current list whenever it changes (a page swipe, a list replaced):
    /// give it to the navigation bar (`setContentScrollView(_:for: .top)`) so that a large
    /// title and the scroll-edge appearance follow the list in view.
    public var onCurrentList: ((UIScrollView?) -> Void)?

    private var stamps = InputClock()
    /// Every decision of the screen (Linux-tested, and run by the simulator).
    private var screen: ScreenLayer
    private var lists: [Int: UIScrollView] = [:]
    private weak var pagesView: UIScrollView?
    private weak var tabStrip: UICollectionView?
    private weak var stripLayout: TabStripLayout?
    private weak var header: UIView?
    private var headerPan: UIPanGestureRecognizer?
    /// The touch-down recognizer of each managed list and of the header.
    private var touchRecognizers: [ObjectIdentifier: TouchDownRecognizer] = [:]
    /// What each managed view had before the coordinator took it (`invalidate()` gives it back).
    private var adjustmentBehaviors: [ObjectIdentifier: UIScrollView.ContentInsetAdjustmentBehavior] = [:]
    private var contentSizeObservations: [Int: NSKeyValueObservation] = [:]
    private var displayLink: CADisplayLink?
    /// The tab strip's rest for the drag being ended, given in `willEndDragging`.
    private var pendingTarget: [ScrollRole: Double] = [:]
    private var warnedAboutDelegates: Set<ObjectIdentifier> = []

    /// A coordinator with a fresh driver (or one restored from a saved `PagerState`);
    /// `container`: see the type's notes.
    public init(restoring saved: PagerState? = nil, container: UIView? = nil) {
        screen = ScreenLayer(restoring: saved)
        self.container = container
        super.init()
    }

    // MARK: Views

    /// Page `page`'s list joins (lazily created, reused): its delegate is proxied unless
    /// `installsDelegateProxy` is false, its own insets are kept as the app's, UIKit's inset
    /// adjustment is turned off (the coordinator adds the safe area), its content size is
    /// observed, and it is put at the reducer's offset. Attaching the same list to the same
    /// page again does nothing; a list attached to another page leaves that page first.
    public func attach(_ list: UIScrollView, page: Int, installsDelegateProxy: Bool = true) {
        if lists[page] === list { return }
        if let old = lists.first(where: { $0.value === list })?.key { detach(page: old) }
        if lists[page] != nil { detach(page: page) }
        lists[page] = list
        // The screen's current share at once: a list loaded after the first layout gets the
        // reducer's inset and pad, which the reducer will not send again.
        let share = screen.attach(page: page, appTop: Double(list.contentInset.top), appBottom: Double(list.contentInset.bottom))
        takeInsetAdjustment(of: list)
        apply(share, to: list)
        if installsDelegateProxy { PagerDelegateProxy.install(on: list, coordinator: self) }
        addTouchRecognizer(to: list) { [weak self] in self?.touched(.list(page: page), down: $0) ?? false }
        // UIKit changes contentSize on the main thread, outside any layout the app sees
        // (`reloadData`, an asynchronous load, self-sizing cells).
        contentSizeObservations[page] = list.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.contentSizeChanged(page: page) }
        }
        deliver(.attach(page: page))
    }

    /// Page `page`'s list leaves: its delegate, insets, inset adjustment and recognizer are
    /// given back.
    public func detach(page: Int) {
        guard let list = lists.removeValue(forKey: page) else { return }
        contentSizeObservations.removeValue(forKey: page)?.invalidate()
        if let share = screen.detach(page: page) {
            list.contentInset.top = CGFloat(share.appTop)
            list.contentInset.bottom = CGFloat(share.appBottom)
        }
        giveBack(list)
        deliver(.detach(page: page))
    }

    /// The app changed a list's own insets (a keyboard, a toolbar): the reducer's share stays.
    public func setAppInsets(top: Double, bottom: Double, page: Int) {
        guard let share = screen.setAppInsets(top: top, bottom: bottom, page: page), let list = lists[page] else { return }
        apply(share, to: list)
    }

    /// The horizontal pages container (`pages` content). Put page `k` at
    /// `PageFrames.originX(page:count:width:rightToLeft:)`.
    public func attachPagesView(_ view: UIScrollView, installsDelegateProxy: Bool = true) {
        pagesView = view
        view.scrollsToTop = false
        takeInsetAdjustment(of: view)
        if installsDelegateProxy { PagerDelegateProxy.install(on: view, coordinator: self) }
    }

    /// The tab strip, laid out by `layout` (its cells and underline from the reducer's geometry).
    public func attachTabStrip(_ strip: UICollectionView, layout: TabStripLayout? = nil, installsDelegateProxy: Bool = true) {
        tabStrip = strip
        stripLayout = layout
        screen.stripReplaced()
        strip.scrollsToTop = false
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
        header = view
        let pan = UIPanGestureRecognizer(target: self, action: #selector(headerPanned(_:)))
        pan.delegate = self
        if let strip = tabStrip { pan.require(toFail: strip.panGestureRecognizer) }
        view.addGestureRecognizer(pan)
        headerPan = pan
        addTouchRecognizer(to: view) { [weak self] in self?.touched(.header, down: $0) ?? false }
    }

    /// The header leaves: its recognizers are removed and its transform reset.
    public func detachHeader() {
        guard let view = header else { return }
        if let pan = headerPan { view.removeGestureRecognizer(pan) }
        headerPan = nil
        if let touch = touchRecognizers.removeValue(forKey: ObjectIdentifier(view)) { view.removeGestureRecognizer(touch) }
        view.transform = .identity
        header = nil
    }

    /// Gives everything back — every list's delegate, insets and inset adjustment, the
    /// pages container's and the strip's delegates, the recognizers — and stops the
    /// display link. Call it when the screen goes away; the coordinator is inert after.
    public func invalidate() {
        for page in screen.tearDown() { detach(page: page) }
        for view in [pagesView, tabStrip].compactMap({ $0 }) { giveBack(view) }
        pagesView = nil
        tabStrip = nil
        detachHeader()
        runFrames(false)
        onUpdate = nil
        onCurrentList = nil
        onInput = nil
    }

    /// The screen as laid out now (call from `viewDidLayoutSubviews`); unchanged layouts are
    /// dropped by the driver. Also measures the safe area of each list against the
    /// container's, re-reads the content sizes for the bottom pads, reads the layout
    /// direction and Reduce Motion, and adopts a delegate the app set since.
    public func layout(_ layout: PagerLayout) {
        adoptReplacedDelegates()
        if let view = tabStrip ?? pagesView ?? container {
            screen.environment(
                rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft, reducesMotion: UIAccessibility.isReduceMotionEnabled)
        }
        screen.stripHeight = Double(tabStrip?.bounds.height ?? 0)
        measureSafeArea()
        deliver(.layout(layout))
        if let selection = screen.laidOut() { deliver(selection) }
    }

    /// The safe area of each list: its frame's overhang of the container's safe-area
    /// rectangle (the screen layer says which list's is the screen's).
    private func measureSafeArea() {
        guard let container else { return }
        let viewport = ScreenRect(container.safeAreaLayoutGuide.layoutFrame)
        for (page, list) in lists where list.window != nil || list.superview != nil {
            let frame = ScreenRect(list.convert(list.bounds, to: container))
            if let share = screen.measureSafeArea(page: page, list: frame, viewport: viewport) { apply(share, to: list) }
        }
        if let input = screen.safeAreaInput { deliver(input) }
    }

    // MARK: Hooks (for apps that keep their own delegates)

    /// `UIScrollViewDelegate`: a drag begins (call it from your delegate when you install no proxy).
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        deliver(.willBeginDragging(role, offset: offset(scrollView, role)))
    }

    /// `UIScrollViewDelegate`: the view moved.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        let flags = ScrollFlags(isTracking: scrollView.isTracking, isDragging: scrollView.isDragging, isDecelerating: scrollView.isDecelerating)
        deliver(.didScroll(role, offset: offset(scrollView, role), flags: flags))
    }

    /// Writes the tab strip's rest (SPEC §4.8) into `targetContentOffset`.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let role = role(of: scrollView) else { return }
        let isVertical = role.view == .content
        pendingTarget[role] = nil
        deliver(
            .willEndDragging(
                role, offset: offset(scrollView, role),
                velocity: Double(isVertical ? velocity.y : velocity.x),
                targetOffset: Double(isVertical ? targetContentOffset.pointee.y : targetContentOffset.pointee.x)))
        if let target = pendingTarget.removeValue(forKey: role) {
            if isVertical { targetContentOffset.pointee.y = CGFloat(target) } else { targetContentOffset.pointee.x = CGFloat(target) }
        }
    }

    /// `UIScrollViewDelegate`: the finger lifted.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let role = role(of: scrollView) else { return }
        deliver(.didEndDragging(role, offset: offset(scrollView, role), willDecelerate: decelerate))
    }

    /// `UIScrollViewDelegate`: the view slides on after the finger lifted.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        deliver(.willBeginDecelerating(role, offset: offset(scrollView, role)))
    }

    /// `UIScrollViewDelegate`: the slide ended.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        deliver(.didEndDecelerating(role, offset: offset(scrollView, role)))
    }

    /// `UIScrollViewDelegate`: an animated `setContentOffset` ended.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        deliver(.didEndScrollingAnimation(role, offset: offset(scrollView, role)))
    }

    /// Answers `false`: the reducer commands the scroll (SPEC §4.2).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        if let role = role(of: scrollView) { deliver(.shouldScrollToTop(role)) }
        return false
    }

    /// Selects tab `index` as a tap on it does (SPEC §4.2): the list scrolls to its section or
    /// page, animated unless `animated` is false (then at once, as under Reduce Motion).
    /// Asked before the first layout, it is kept and applied at the first layout, at once:
    /// the screen opens on that tab (`PendingSelection`).
    public func select(_ index: Int, animated: Bool = true) {
        if let selection = screen.select(index, animated: animated) { deliver(selection) }
    }

    /// The tab strip's item selection (other collection views are not the coordinator's).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard collectionView === tabStrip else { return }
        deliver(.didSelectItem(index: indexPath.item))
    }

    // MARK: Touches, the header pan and frames

    /// A finger down on (`down`) or up from a list or the header. Returns whether the touch
    /// stopped a motion (it is then no tap for the views under it).
    private func touched(_ target: TouchTarget, down: Bool) -> Bool {
        guard down else {
            deliver(.touchUp(target))
            return false
        }
        if target == .header, let k = screen.listHeldByHeader, let list = lists[k], list.isDecelerating {
            // UIKit stops a deceleration at a touch on the list itself, not on the header
            // over it (until the header's pan recognises): an instant setContentOffset is
            // what stops one (UIKIT-CALLBACKS §8). The driver hears what UIKit reports.
            list.setContentOffset(list.contentOffset, animated: false)
        }
        let stops = screen.touchStopsMotion(target)
        deliver(.touchDown(target))
        return stops
    }

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
        case .began: deliver(.headerPan(.began, translation: translation, velocity: 0))
        case .changed: deliver(.headerPan(.changed, translation: translation, velocity: 0))
        case .ended: deliver(.headerPan(.ended, translation: translation, velocity: Double(pan.velocity(in: space).y)))
        case .cancelled, .failed: deliver(.headerPan(.ended, translation: translation, velocity: 0))
        default: break
        }
    }

    fileprivate func displayLinkTicked(_ link: CADisplayLink) {
        deliver(.frame, at: link.targetTimestamp)
    }

    // MARK: Carrying out

    func deliver(_ input: DriverInput, at time: Double? = nil) {
        let t = stamps.stamp(time ?? clock())
        let taken = screen.receive(input, at: t)
        onInput?(RecordedCallback(t: t, input: input, nested: !taken))
        guard taken else { return }  // queued behind the update in progress
        var views = self
        while let update = screen.next() {
            update.carryOut(on: &views)
            onUpdate?(update.driver, driver.state)
        }
    }

    /// The header's translation, written directly: any animation of it in flight is removed
    /// first (an additive animation left running would add a residual offset).
    private func setHeaderTransform(_ ty: Double) {
        guard let header else { return }
        let transform = CGAffineTransform(translationX: 0, y: CGFloat(ty))
        guard header.transform != transform || transformAnimationKeys(of: header).isEmpty == false else { return }
        removeTransformAnimations(of: header)
        header.transform = transform
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

    /// The list's insets: the app's, the safe area's and the reducer's (the bottom pad
    /// follows the content size).
    private func apply(_ share: SharedInsets, to list: UIScrollView) {
        let top = CGFloat(share.top), bottom = CGFloat(share.bottom(contentHeight: Double(list.contentSize.height)))
        if list.contentInset.top != top { list.contentInset.top = top }
        if list.contentInset.bottom != bottom { list.contentInset.bottom = bottom }
    }

    /// A list's content size changed outside a layout: the bottom pad follows it, and the
    /// reducer hears what the screen layer says of it (SPEC §4.0).
    private func contentSizeChanged(page: Int) {
        guard let list = lists[page] else { return }
        if let share = screen.lists[page] { apply(share, to: list) }
        switch screen.contentSizeChanged(page: page, height: Double(list.contentSize.height)) {
        case .none:
            return
        case .deliver(let input):
            deliver(input)
        case .remeasureSections:
            let titles = screen.sectionTitles
            let sections =
                (list as? UITableView)?.measuredSections(titles: titles) ?? (list as? UICollectionView)?.measuredSections(titles: titles)
            if let sections, let layout = screen.remeasured(sections) { deliver(.layout(layout)) }
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
    /// one forwarded to, and the proxy goes back in front (said once per view in debug builds).
    private func adoptReplacedDelegates() {
        let views: [UIScrollView] = Array(lists.values) + [pagesView, tabStrip].compactMap { $0 }
        for view in views where PagerDelegateProxy.adoptReplacedDelegate(of: view) {
            #if DEBUG
            if warnedAboutDelegates.insert(ObjectIdentifier(view)).inserted {
                print(
                    "ScrollPager: the delegate of \(type(of: view)) was replaced after attach; the coordinator now forwards to the new one. Set delegates before attach, or use installsDelegateProxy: false and the coordinator's hooks."
                )
            }
            #endif
        }
    }

    // MARK: Roles

    private func role(of scrollView: UIScrollView) -> ScrollRole? {
        if scrollView === pagesView { return .pages }
        if scrollView === tabStrip { return .pager }
        return lists.first { $0.value === scrollView }.map { .content(page: $0.key) }
    }

    private func scrollView(_ role: ScrollRole) -> UIScrollView? {
        switch role {
        case .content(let page): return lists[page]
        case .pages: return pagesView
        case .pager: return tabStrip
        }
    }

    private func offset(_ scrollView: UIScrollView, _ role: ScrollRole) -> Double {
        Double(role.view == .content ? scrollView.contentOffset.y : scrollView.contentOffset.x)
    }

    func consumes(_ selector: Selector, on view: UIScrollView) -> Bool {
        guard let role = role(of: view) else { return false }
        return DelegateCallbacks.consumes(NSStringFromSelector(selector), on: role)
    }
}

// The platform calls a `ScreenUpdate` is carried out with (`@preconcurrency`: UIKit calls the
// coordinator on the main thread, and the update loop runs there).
extension PagerScrollCoordinator: @preconcurrency ScreenViews {
    /// `setContentOffset(_:animated:)` of `role`'s scroll view along its axis.
    public func setOffset(_ role: ScrollRole, to value: Double, animated: Bool) {
        guard let view = scrollView(role) else { return }
        let point =
            role.view == .content ? CGPoint(x: view.contentOffset.x, y: CGFloat(value)) : CGPoint(x: CGFloat(value), y: view.contentOffset.y)
        view.setContentOffset(point, animated: animated)
    }

    /// Page `page`'s list shows `insets` (its `contentInset` top and bottom).
    public func showInsets(_ insets: SharedInsets, page: Int) {
        if let list = lists[page] { apply(insets, to: list) }
    }

    /// The strip's rest, written into `targetContentOffset` when `willEndDragging` returns.
    public func restStrip(_ role: ScrollRole, at value: Double) { pendingTarget[role] = value }

    /// The header's `transform.ty`, animated over `duration` seconds (at once when 0).
    public func moveHeader(to ty: Double, duration: Double) {
        guard let header else { return }
        guard duration > 0 else { return setHeaderTransform(ty) }
        // From where the header shows now (an animation in flight included), so that a
        // later `headerTy` written directly replaces this animation cleanly.
        removeTransformAnimations(of: header)
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            header.transform = CGAffineTransform(translationX: 0, y: CGFloat(ty))
        }
    }

    /// The strip layout's frames (`TabStripLayout.frames`).
    public func layOutStrip(_ frames: TabStripFrames) { stripLayout?.frames = frames }

    /// The underline's frame, in a 0.25 s animation for a tap.
    public func placeUnderline(_ frame: ScreenRect, animated: Bool) {
        guard let underline else { return }
        guard animated else {
            underline.frame = CGRect(frame)
            return
        }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            underline.frame = CGRect(frame)
        }
    }

    /// `scrollsToTop` on `role`'s list alone.
    public func setScrollsToTop(_ role: ScrollRole?) {
        for (page, list) in lists { list.scrollsToTop = role == .content(page: page) }
    }

    /// Gives the current list to `onCurrentList` (for the navigation bar).
    public func followCurrentList(_ role: ScrollRole?) { onCurrentList?(role.flatMap { scrollView($0) }) }

    /// Starts or stops the display link that sends `.frame` inputs.
    public func runFrames(_ wanted: Bool) {
        if wanted, displayLink == nil {
            // The link retains its target: a small one that holds the coordinator weakly, so a
            // screen popped mid-fling is released (and the link with it, below).
            let link = CADisplayLink(target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.tick(_:)))
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
}

extension PagerScrollCoordinator: UIGestureRecognizerDelegate {
    /// The header's pan begins as the screen layer says (`headerPanBegins`): a vertical
    /// motion, where the screen's mode has header drags.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === headerPan, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return screen.headerPanBegins(velocityX: Double(velocity.x), velocityY: Double(velocity.y))
    }
}

/// The display link's target: it holds the coordinator weakly (a display link retains its
/// target), so the coordinator of a screen that goes away mid-fling is released.
@MainActor
private final class DisplayLinkTarget: NSObject {
    weak var coordinator: PagerScrollCoordinator?

    init(_ coordinator: PagerScrollCoordinator) {
        self.coordinator = coordinator
        super.init()
    }

    @objc func tick(_ link: CADisplayLink) {
        guard let coordinator else {
            link.invalidate()
            return
        }
        coordinator.displayLinkTicked(link)
    }
}
#endif
