// The UIKit adapter: real scroll views and delegate callbacks in, the driver's actions out.
// Compiled on Apple platforms only (where UIKit exists); nothing here decides anything —
// every decision is `PagerDriver`'s, tested on Linux against the simulator's UIKit mode,
// and the pure parts (`DelegateCallbacks`, `TabStripFrames`, `SharedInsets`, the
// measuring helpers) are tested on Linux too. `Scripts/apple-typecheck.sh` type-checks this
// file against stubs of the UIKit API it uses (our code against the documented API, not
// the SDK itself).
// (Over 450 lines: one class per UIKit object it adapts — the coordinator, the delegate
// proxy, the display link, the tab strip's layout — kept together as the Apple-only file.)
// (The update loop — `receive`, then `while let update = driver.next()` carrying each out —
// is written in each host: here, in the other adapter and in the simulator's
// PagerHost+UIKit.swift. It cannot be one shared routine: carrying an update out calls back
// into the same driver (UIKit's setters report inside themselves), so no routine may hold
// the driver while it runs, and the driver builds as Embedded Swift, which has no key paths
// to reach it through. What each host carries out differs by platform; the loop is three
// lines, documented on `PagerDriver`.)
#if canImport(UIKit)
import PagerCore
import UIKit

extension CGRect {
    /// The rectangle of a `ScreenModel`/`TabStripFrames` frame.
    public init(_ rect: ScreenRect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

/// Drives a pager screen's scroll views from a `PagerDriver`, inside a real app.
///
/// - **Delegates stay the app's.** Each view the coordinator manages gets a delegate proxy
///   that takes the callbacks in `DelegateCallbacks` and forwards every callback — those
///   too, after the coordinator — to the delegate the view had (set yours before attaching,
///   or after: the coordinator adopts a delegate set later at the next `layout(_:)`, and
///   says so in debug builds). Or pass `installsDelegateProxy: false` and call the
///   coordinator's `scrollView…` hooks from your own delegate.
/// - **Insets are shared**: the reducer's inset is added to the list's own; the bottom pad
///   follows the content size; the safe area UIKit adds is read at every `layout(_:)`.
/// - **Lists come and go**: `attach(_:page:)` / `detach(page:)` at any time; an attached
///   list is put at the reducer's offset. **Restoration**: `init(restoring:)`.
/// - **The header pan** (`attachHeader(_:)`) and the reducer's fling, run on display-link
///   frames; **`setTarget`** becomes the tab strip's `targetContentOffset`;
///   **`animateHeader`** a `UIView` animation of the header.
///
/// ```swift
/// let coordinator = PagerScrollCoordinator()
/// for (k, list) in lists.enumerated() { coordinator.attach(list, page: k) }
/// coordinator.attachPagesView(pagesView)
/// coordinator.attachTabStrip(tabStrip, layout: stripLayout)
/// coordinator.attachHeader(header)
/// coordinator.onUpdate = { update, state in /* selection, titles … */ }
/// // viewDidLayoutSubviews: coordinator.layout(currentLayout())
/// ```
@MainActor
public final class PagerScrollCoordinator: NSObject {
    public private(set) var driver: PagerDriver
    /// Called after each update is carried out, with the state to show.
    public var onUpdate: ((PagerDriver.Update, PagerState) -> Void)?
    /// Called with every input the driver receives, in order — for a callbacks recording
    /// (`RecordedCallback` is `Codable`; `trace-replay drive` replays it).
    public var onInput: ((RecordedCallback) -> Void)?
    /// The time of a callback; a display link's `targetTimestamp` is steadier (UIKIT-CALLBACKS §6).
    public var clock: () -> Double = { CACurrentMediaTime() }

    private var lists: [Int: UIScrollView] = [:]
    private weak var pagesView: UIScrollView?
    private weak var tabStrip: UICollectionView?
    private weak var stripLayout: TabStripLayout?
    private weak var header: UIView?
    /// The underline, a subview of the tab strip (its frame is set from the reducer's indicator).
    public weak var underline: UIView?
    private var proxies: [ObjectIdentifier: PagerDelegateProxy] = [:]
    private var insets: [Int: SharedInsets] = [:]
    private var displayLink: CADisplayLink?
    /// The tab strip's rest for the drag being ended, given in `willEndDragging`.
    private var pendingTarget: [ScrollRole: Double] = [:]
    private var warnedAboutDelegates: Set<ObjectIdentifier> = []

    /// A coordinator with a fresh driver (or one restored from a saved `PagerState`).
    public init(restoring saved: PagerState? = nil, tabStripIsRightToLeft: Bool = false) {
        driver = saved.map { PagerDriver(restoring: $0) } ?? PagerDriver()
        driver.isRightToLeft = tabStripIsRightToLeft
        super.init()
    }

    // MARK: Views

    /// Page `page`'s list joins (lazily created, reused): its delegate is proxied unless
    /// `installsDelegateProxy` is false, its own insets are kept, and it is put at the
    /// reducer's offset. Turn UIKit's automatic inset adjustment on or off as you like:
    /// the safe area it adds is measured.
    public func attach(_ list: UIScrollView, page: Int, installsDelegateProxy: Bool = true) {
        if let old = lists[page], old !== list { detach(page: page) }
        lists[page] = list
        insets[page] = SharedInsets(appTop: Double(list.contentInset.top), appBottom: Double(list.contentInset.bottom))
        if installsDelegateProxy { installProxy(on: list) }
        deliver(.attach(page: page))
    }

    /// Page `page`'s list leaves: its delegate and insets are given back.
    public func detach(page: Int) {
        guard let list = lists.removeValue(forKey: page) else { return }
        if let share = insets.removeValue(forKey: page) {
            list.contentInset.top = CGFloat(share.appTop)
            list.contentInset.bottom = CGFloat(share.appBottom)
        }
        removeProxy(from: list)
        deliver(.detach(page: page))
    }

    /// The app changed a list's own insets (a keyboard, a toolbar): the reducer's share stays.
    public func setAppInsets(top: Double, bottom: Double, page: Int) {
        guard var share = insets[page], let list = lists[page] else { return }
        share.appTop = top
        share.appBottom = bottom
        insets[page] = share
        apply(share, to: list)
    }

    /// The horizontal pages container (`pages` content).
    public func attachPagesView(_ view: UIScrollView, installsDelegateProxy: Bool = true) {
        pagesView = view
        view.scrollsToTop = false
        if installsDelegateProxy { installProxy(on: view) }
    }

    /// The tab strip, laid out by `layout` (its cells and underline from the reducer's geometry).
    public func attachTabStrip(_ strip: UICollectionView, layout: TabStripLayout? = nil, installsDelegateProxy: Bool = true) {
        tabStrip = strip
        stripLayout = layout
        strip.scrollsToTop = false
        if installsDelegateProxy { installProxy(on: strip) }
    }

    /// The header: a pan on it drags the current list (SPEC §4.7, overlay modes), and the
    /// coordinator sets its `transform` (animated when the reducer says `animateHeader`).
    public func attachHeader(_ view: UIView) {
        header = view
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(headerPanned(_:))))
    }

    /// The screen as laid out now (call from `viewDidLayoutSubviews`); unchanged layouts are
    /// dropped by the driver. Also measures the safe area UIKit adds, re-reads the content
    /// sizes for the bottom pads, and adopts a delegate the app set since.
    public func layout(_ layout: PagerLayout) {
        adoptReplacedDelegates()
        let measured = lists[driver.state.page] != nil ? driver.state.page : lists.keys.min()
        if let page = measured, let list = lists[page], let share = insets[page] {
            // What UIKit and the app add above the reducer's inset shifts offsets (UIKIT-CALLBACKS §4).
            let added = Double(list.adjustedContentInset.top - list.contentInset.top) + share.appTop
            deliver(.safeArea(top: added))
        }
        deliver(.layout(layout))
        for (page, list) in lists { if let share = insets[page] { apply(share, to: list) } }
        if let g = driver.state.geometry, let strip = tabStrip, let stripLayout {
            let frames = TabStripFrames(geometry: g, height: Double(strip.bounds.height), rightToLeft: driver.isRightToLeft)
            if stripLayout.frames != frames {
                stripLayout.frames = frames
                stripLayout.invalidateLayout()
            }
        }
    }

    // MARK: Hooks (for apps that keep their own delegates)

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        deliver(.willBeginDragging(role, offset: offset(scrollView, role)))
    }

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

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let role = role(of: scrollView) else { return }
        deliver(.didEndDragging(role, offset: offset(scrollView, role), willDecelerate: decelerate))
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        deliver(.willBeginDecelerating(role, offset: offset(scrollView, role)))
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        deliver(.didEndDecelerating(role, offset: offset(scrollView, role)))
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        deliver(.didEndScrollingAnimation(role, offset: offset(scrollView, role)))
    }

    /// Answers `false`: the reducer commands the scroll (SPEC §4.2).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        if let role = role(of: scrollView) { deliver(.shouldScrollToTop(role)) }
        return false
    }

    /// The tab strip's item selection (other collection views are not the coordinator's).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard collectionView === tabStrip else { return }
        deliver(.didSelectItem(index: indexPath.item))
    }

    // MARK: Header pan and frames

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

    @objc private func displayLinkTicked(_ link: CADisplayLink) {
        deliver(.frame, at: link.targetTimestamp)
    }

    private func runFrames(_ wanted: Bool) {
        if wanted, displayLink == nil {
            let link = CADisplayLink(target: self, selector: #selector(displayLinkTicked(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        } else if !wanted, let link = displayLink {
            link.invalidate()  // releases the coordinator the link retained
            displayLink = nil
        }
    }

    // MARK: Carrying out

    func deliver(_ input: DriverInput, at time: Double? = nil) {
        let t = time ?? clock()
        let taken = driver.receive(input, at: t)
        onInput?(RecordedCallback(t: t, input: input, nested: !taken))
        guard taken else { return }  // queued behind the update in progress
        while let update = driver.next() {
            for action in update.actions { perform(action) }
            if !update.actions.contains(where: { if case .animateHeader = $0 { return true } else { return false } }),
                !update.records.isEmpty
            {
                header?.transform = CGAffineTransform(translationX: 0, y: CGFloat(driver.state.headerTy))
            }
            for (page, list) in lists { list.scrollsToTop = update.scrollsToTop == .content(page: page) }
            if let underline, let frames = stripLayout?.frames, let rect = frames.underline(driver.state.indicator) {
                underline.frame = CGRect(rect)
            }
            runFrames(update.wantsFrames)
            onUpdate?(update, driver.state)
        }
    }

    private func perform(_ action: ScrollAction) {
        switch action {
        case .setOffset(let role, let value, let animated):
            guard let view = scrollView(role) else { return }
            let point =
                role.view == .content
                ? CGPoint(x: view.contentOffset.x, y: CGFloat(value))
                : CGPoint(x: CGFloat(value), y: view.contentOffset.y)
            view.setContentOffset(point, animated: animated)
        case .setInsetTop(let top, let duration):
            for page in insets.keys { insets[page]?.reducerTop = top }
            let change = { [self] in for (page, list) in lists { if let share = insets[page] { apply(share, to: list) } } }
            if duration > 0 { UIView.animate(withDuration: duration, animations: change) } else { change() }
        case .setContentHeight(let page, let height):
            insets[page]?.minimumContentHeight = height
            if let list = lists[page], let share = insets[page] { apply(share, to: list) }
        case .setTarget(let role, let value):
            pendingTarget[role] = value
        case .animateHeader(let ty, let duration):
            guard let header else { return }
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                header.transform = CGAffineTransform(translationX: 0, y: CGFloat(ty))
            }
        }
    }

    /// The list's insets: the app's plus the reducer's (the bottom pad follows the content size).
    private func apply(_ share: SharedInsets, to list: UIScrollView) {
        let top = CGFloat(share.top), bottom = CGFloat(share.bottom(contentHeight: Double(list.contentSize.height)))
        if list.contentInset.top != top { list.contentInset.top = top }
        if list.contentInset.bottom != bottom { list.contentInset.bottom = bottom }
    }

    // MARK: Delegates

    private func installProxy(on view: UIScrollView) {
        let key = ObjectIdentifier(view)
        let proxy = proxies[key] ?? PagerDelegateProxy(coordinator: self)
        if view.delegate !== proxy {
            proxy.original = view.delegate
            proxies[key] = proxy
            view.delegate = proxy
        }
    }

    private func removeProxy(from view: UIScrollView) {
        guard let proxy = proxies.removeValue(forKey: ObjectIdentifier(view)) else { return }
        if view.delegate === proxy { view.delegate = proxy.original as? UIScrollViewDelegate }
    }

    /// A view whose delegate the app replaced after attaching: the new delegate becomes the
    /// one forwarded to, and the proxy goes back in front (said once per view in debug builds).
    private func adoptReplacedDelegates() {
        let views: [UIScrollView] = Array(lists.values) + [pagesView, tabStrip].compactMap { $0 }
        for view in views {
            let key = ObjectIdentifier(view)
            guard let proxy = proxies[key], view.delegate !== proxy else { continue }
            #if DEBUG
            if warnedAboutDelegates.insert(key).inserted {
                print(
                    "ScrollPager: the delegate of \(type(of: view)) was replaced after attach; the coordinator now forwards to the new one. Set delegates before attach, or use installsDelegateProxy: false and the coordinator's hooks."
                )
            }
            #endif
            proxy.original = view.delegate
            view.delegate = proxy
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

/// Stands in as a managed view's delegate: the coordinator's callbacks first, then the
/// app's delegate, which gets every other callback through `forwardingTarget(for:)` (the
/// way RxCocoa's delegate proxy keeps an app's delegate working).
@MainActor
final class PagerDelegateProxy: NSObject, UIScrollViewDelegate, UICollectionViewDelegate {
    weak var coordinator: PagerScrollCoordinator?
    /// The delegate the view had (UIKit holds delegates weakly; the app owns it).
    /// `nonisolated(unsafe)`: `responds(to:)` and `forwardingTarget(for:)` are NSObject's,
    /// not main-actor methods, but UIKit asks them on the main thread, where it also
    /// delivers the callbacks; the coordinator sets this on the main actor.
    nonisolated(unsafe) weak var original: (any NSObjectProtocol)?

    init(coordinator: PagerScrollCoordinator) {
        self.coordinator = coordinator
        super.init()
    }

    private var forward: (any UIScrollViewDelegate)? { original as? UIScrollViewDelegate }

    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || original?.responds(to: aSelector) == true
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let original, original.responds(to: aSelector) { return original }
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

    /// `false` whatever the app's delegate says: the reducer scrolls to the top (SPEC §4.2).
    /// The app's implementation is still called, for what it does besides answering.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        _ = forward?.scrollViewShouldScrollToTop?(scrollView)
        return coordinator?.scrollViewShouldScrollToTop(scrollView) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        coordinator?.collectionView(collectionView, didSelectItemAt: indexPath)
        (original as? UICollectionViewDelegate)?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }
}

/// The tab strip's `UICollectionViewLayout`: every cell where the reducer's geometry puts
/// it (SPEC §1), mirrored for right-to-left, so the underline the reducer moves stays under
/// its cell. The coordinator sets `frames` at every layout that changes them.
@MainActor
public final class TabStripLayout: UICollectionViewLayout {
    public var frames: TabStripFrames?

    public override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(frames?.contentWidth ?? 0), height: CGFloat(frames?.height ?? 0))
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let frames else { return [] }
        return frames.cells(inX: Double(rect.minX), width: Double(rect.width)).map(attributes)
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frames, frames.cells.indices.contains(indexPath.item) else { return nil }
        return attributes(indexPath.item)
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    private func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        if let frames { attributes.frame = CGRect(frames.cells[item]) }
        return attributes
    }
}

// MARK: - Building a Layout from what UIKit measured

extension UITableView {
    /// The sections as this table view laid them out (`rectForHeader(inSection:)`,
    /// `rect(forSection:)`): SPEC §1 measured sections.
    public func measuredSections(titles: [String?] = []) -> [ListSection] {
        let count = numberOfSections
        return ListSection.measured(
            headerHeights: (0..<count).map { Double(rectForHeader(inSection: $0).height) },
            heights: (0..<count).map { Double(rect(forSection: $0).height) }, titles: titles)
    }
}

extension PagerItem {
    /// Tabs sized by their titles in `font`, plus `padding` (both sides together).
    @MainActor
    public static func measured(titles: [String], font: UIFont, padding: Double = 0) -> [PagerItem] {
        measured(
            titles: titles, widths: titles.map { Double(NSAttributedString(string: $0, attributes: [.font: font]).size().width) },
            padding: padding)
    }
}
#endif
