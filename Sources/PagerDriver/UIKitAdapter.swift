// The UIKit adapter: real scroll views and delegate callbacks in, the driver's actions out.
// Compiled on Apple platforms only (where UIKit exists); nothing here decides anything —
// every decision is `PagerDriver`'s, tested on Linux against the simulator's UIKit mode.
#if canImport(UIKit)
import PagerCore
import UIKit

/// Forwards a screen's scroll-view and tab-strip callbacks to a `PagerDriver` and carries
/// out what it answers. Set it as the delegate of every list, the pages container and the
/// tab strip, call `layout(_:)` from `viewDidLayoutSubviews`, and draw in `onUpdate`.
///
/// ```swift
/// let coordinator = PagerScrollCoordinator(lists: lists, pagesView: pagesView, tabStrip: tabStrip)
/// coordinator.onUpdate = { [unowned self] update, state in
///     let screen = ScreenModel(state: state)
///     header.transform = CGAffineTransform(translationX: 0, y: state.headerTy)
///     underline.frame = screen.indicator.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .zero
///     recorder?.record(update.events)
/// }
/// ```
///
/// Use `contentInsetAdjustmentBehavior = .never` on the lists (the driver owns the inset),
/// or pass the safe area UIKit adds as `safeAreaTop`.
@MainActor
public final class PagerScrollCoordinator: NSObject, UIScrollViewDelegate, UICollectionViewDelegate {
    public private(set) var driver: PagerDriver
    /// The lists, by page (one list in `sections` content).
    public var lists: [UIScrollView]
    public weak var pagesView: UIScrollView?
    public weak var tabStrip: UICollectionView?
    /// Called after each update is carried out, with the state to show.
    public var onUpdate: ((PagerDriver.Update, PagerState) -> Void)?
    /// The time of a callback; a display link's `targetTimestamp` is steadier (UIKIT-CALLBACKS §6).
    public var clock: () -> Double = { CACurrentMediaTime() }

    public init(lists: [UIScrollView], pagesView: UIScrollView? = nil, tabStrip: UICollectionView? = nil, safeAreaTop: Double = 0) {
        self.driver = PagerDriver(safeAreaTop: safeAreaTop)
        self.lists = lists
        self.pagesView = pagesView
        self.tabStrip = tabStrip
        super.init()
        for view in lists { view.delegate = self }
        pagesView?.delegate = self
        tabStrip?.delegate = self
    }

    /// The screen as laid out now; unchanged layouts are dropped by the driver.
    public func layout(_ layout: Layout) { deliver(.layout(layout)) }

    // MARK: UIScrollViewDelegate

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        deliver(.willBeginDragging(role, offset: offset(scrollView, role)))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let role = role(of: scrollView) else { return }
        let flags = ScrollFlags(isTracking: scrollView.isTracking, isDragging: scrollView.isDragging, isDecelerating: scrollView.isDecelerating)
        deliver(.didScroll(role, offset: offset(scrollView, role), flags: flags))
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let role = role(of: scrollView) else { return }
        let isVertical = role.view == .content
        deliver(.willEndDragging(role, offset: offset(scrollView, role),
                                 velocity: Double(isVertical ? velocity.y : velocity.x),
                                 targetOffset: Double(isVertical ? targetContentOffset.pointee.y : targetContentOffset.pointee.x)))
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

    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        if let role = role(of: scrollView) { deliver(.shouldScrollToTop(role)) }
        return false  // the reducer commands the scroll (SPEC §4.2)
    }

    // MARK: UICollectionViewDelegate

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard collectionView === tabStrip else { return }
        deliver(.didSelectItem(index: indexPath.item))
    }

    // MARK: Carrying out

    private func deliver(_ input: DriverInput) {
        guard driver.receive(input, at: clock()) else { return }  // queued behind the update in progress
        while let update = driver.next() {
            for action in update.actions { perform(action) }
            for (k, list) in lists.enumerated() { list.scrollsToTop = update.scrollsToTop == .content(page: k) }
            pagesView?.scrollsToTop = false
            tabStrip?.scrollsToTop = false
            onUpdate?(update, driver.state)
        }
    }

    private func perform(_ action: ScrollAction) {
        switch action {
        case .setOffset(let role, let value, let animated):
            guard let view = scrollView(role) else { return }
            let point = role.view == .content
                ? CGPoint(x: view.contentOffset.x, y: value)
                : CGPoint(x: value, y: view.contentOffset.y)
            view.setContentOffset(point, animated: animated)
        case .setInsetTop(let top, let duration):
            let change = { for list in self.lists { list.contentInset.top = top } }
            if duration > 0 { UIView.animate(withDuration: duration, animations: change) } else { change() }
        case .setContentHeight(let page, let height):
            guard lists.indices.contains(page) else { return }
            let list = lists[page]
            list.contentInset.bottom = max(0, height - list.contentSize.height)  // pads a short list
        }
    }

    private func role(of scrollView: UIScrollView) -> ScrollRole? {
        if scrollView === pagesView { return .pages }
        if scrollView === tabStrip { return .pager }
        return lists.firstIndex { $0 === scrollView }.map { .content(page: $0) }
    }

    private func scrollView(_ role: ScrollRole) -> UIScrollView? {
        switch role {
        case .content(let page): return lists.indices.contains(page) ? lists[page] : nil
        case .pages: return pagesView
        case .pager: return tabStrip
        }
    }

    private func offset(_ scrollView: UIScrollView, _ role: ScrollRole) -> Double {
        Double(role.view == .content ? scrollView.contentOffset.y : scrollView.contentOffset.x)
    }
}
#endif
