// The drop-in pages screen (FJSegmentedRollPager, SwipeTableView, Parchment's default).
// Compiled where UIKit has scroll views (see PagerKit's PagerScrollCoordinator.swift); every
// frame it sets comes from `PagerScreenFrames`, tested on Linux.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import PagerKit
import UIKit

/// Gives a `PagerViewController` its pages.
@MainActor
public protocol PagerViewControllerDataSource: AnyObject {
    /// How many pages (and tabs) there are.
    func numberOfPages(in pager: PagerViewController) -> Int
    /// The view controller of page `page`, created when the page comes near the screen
    /// (the current page and its neighbours are loaded) and released when it leaves.
    func pager(_ pager: PagerViewController, viewControllerForPage page: Int) -> UIViewController
    /// The title of page `page`'s tab.
    func pager(_ pager: PagerViewController, titleForPage page: Int) -> String
}

/// A page that names its list (otherwise the first scroll view in its view is).
@MainActor
public protocol PagerPage: AnyObject {
    /// The list the pager drives on this page.
    var pagerScrollView: UIScrollView? { get }
}

/// A pager screen of pages: a tab strip, an optional header, and one view controller per
/// page, each with its list, driven by the reducer (SPEC §4).
///
/// ```swift
/// let pager = PagerViewController(viewControllers: [inbox, archive, sent])  // titles: `title`
/// ```
///
/// Pages are created lazily (the current page and its neighbours) and contained as child
/// view controllers; their lists are found (`PagerPage`, or the first scroll view) and
/// attached for you. `stickyReveal` is a `sections` mode: use `PagerSectionsViewController`.
@MainActor
open class PagerViewController: PagerScreenViewController {
    /// The pages' source; `init(viewControllers:)` sets one of its own.
    public weak var dataSource: PagerViewControllerDataSource?
    /// The screen's delegate before 1.0.0-rc.1: setting it points `onSelect` and
    /// `onHeaderProgress` at it.
    @available(*, deprecated, message: "Set onSelect and onHeaderProgress.")
    public weak var delegate: (any PagerViewControllerDelegate)? {
        didSet { callDelegateThroughClosures() }
    }
    /// Called with each page that has appeared — its view controller's `viewDidAppear` has
    /// just been forwarded: the page in view when the screen appears (restored or not), each
    /// page the pages settle on while it is on screen; not a neighbour loaded ahead, a page
    /// passed through or a swipe given up (`PagerPageAppearance`).
    public var onPageAppear: ((_ page: Int) -> Void)?
    /// The pages' horizontal scroll view: for gesture relationships (a navigation
    /// controller's interactive pop: `pagesScrollView.panGestureRecognizer.require(toFail:)`).
    public let pagesScrollView = UIScrollView()
    /// Whether a horizontal swipe moves between pages (a tap on a tab always does).
    public var isSwipeEnabled: Bool {
        get { pagesView.isScrollEnabled }
        set { pagesView.isScrollEnabled = newValue }
    }
    /// The view controller of the selected page (`nil` before it is loaded).
    public var selectedViewController: UIViewController? { pages[selectedIndex] }
    private var pagesView: UIScrollView { pagesScrollView }
    private var pages: [Int: UIViewController] = [:]
    /// The list each loaded page has joined, and when to look again (`PagerPageLists`).
    private var lists = PagerPageLists()
    /// Which page hears that it appears (`PagerPageAppearance`: as `UIPageViewController` says it),
    /// pages loaded lazily: a page hears its appearance begin when it loads in view (inside
    /// the first layout, or a restored screen's page), and end after the screen's own
    /// `viewDidAppear`.
    private var appearance = PagerPageAppearance(lazyPages: true)
    private var ownDataSource: FixedPages?
    private var pageCount = 0

    /// A screen configured as `configuration` (a seed preset or your own), with `header`
    /// above the strip (or none), opening on tab `initialIndex` (or the restored state's, or
    /// the first), restored from `saved` if given. With `installsDelegateProxy: false` the
    /// pages' lists keep exactly the delegates the app gives them — for a delegate proxy of
    /// the app's own, such as RxCocoa's — and the app calls the coordinator's
    /// `scrollView…` hooks from its delegate (the UIKit article shows how).
    public init(
        configuration: PagerConfiguration = .parchment, header: UIView? = nil, initialIndex: Int? = nil,
        installsDelegateProxy: Bool = true, restoring saved: PagerState? = nil
    ) {
        super.init(
            configuration: configuration, header: header, restoring: saved, initialIndex: initialIndex,
            installsDelegateProxy: installsDelegateProxy)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("the pager screens are made in code") }

    /// A screen of these view controllers, titled by their `title`, opening on
    /// `initialIndex` (default: the first), restored from `saved` if given (`state`, saved);
    /// `installsDelegateProxy`: see `init(configuration:…)`.
    public convenience init(
        viewControllers: [UIViewController], configuration: PagerConfiguration = .parchment, header: UIView? = nil,
        initialIndex: Int? = nil, installsDelegateProxy: Bool = true, restoring saved: PagerState? = nil
    ) {
        self.init(
            configuration: configuration, header: header, initialIndex: initialIndex, installsDelegateProxy: installsDelegateProxy,
            restoring: saved)
        let pages = FixedPages(viewControllers)
        ownDataSource = pages
        dataSource = pages
    }

    /// Builds the screen: the pages container, the header and strip, the coordinator.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pagesView.isPagingEnabled = true
        pagesView.showsHorizontalScrollIndicator = false
        pagesView.alwaysBounceVertical = false
        view.addSubview(pagesView)
        screen.install(in: view, stickyHeaderInContent: false)
        screen.coordinator.attachPagesView(pagesView)
        screen.onFrames = { [weak self] frames in self?.place(frames) }
        reloadData()
    }

    // MARK: Appearance (forwarded by `PagerPageAppearance`, not automatically: a loaded neighbour
    // has not appeared, and a swipe to a loaded page must say so)

    /// `false`: the pages hear their appearance from `PagerPageAppearance`.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// The pages in view will appear.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        perform(appearance.screenWillAppear(inView: pagesInView, animated: animated))
    }

    /// The pages in view did appear (once the pages view has settled).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        perform(appearance.screenDidAppear(inView: pagesInView))
    }

    /// The pages shown will disappear.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        perform(appearance.screenWillDisappear(animated: animated))
    }

    /// The pages shown did disappear.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        perform(appearance.screenDidDisappear())
    }

    private var pagesInView: [Int] { screen.coordinator.screenLayer.pagesInView }

    /// Each call as UIKit's: a will is `beginAppearanceTransition`, a did `endAppearanceTransition`.
    private func perform(_ calls: [PagerPageAppearance.Call]) {
        for call in calls {
            guard let controller = pages[call.page] else { continue }
            switch call {
            case .willAppear(_, let animated): controller.beginAppearanceTransition(true, animated: animated)
            case .willDisappear(_, let animated): controller.beginAppearanceTransition(false, animated: animated)
            case .didAppear, .didDisappear: controller.endAppearanceTransition()
            }
            if let page = call.appearedPage { onPageAppear?(page) }
        }
    }

    /// Lays the screen out for the safe area now (the layout, every frame, the pages loaded).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for (page, controller) in pages { adopt(controller, page: page, at: .laidOut) }
        let heights = (0..<pageCount).map { k in pages[k].flatMap(list(of:)).map { Double($0.contentSize.height) } ?? 0 }
        screen.layout(in: view) { configuration, viewport, titles, widths in
            configuration.layout(viewport: viewport, titles: titles, titleWidths: widths, pageContentHeights: heights)
        }
    }

    // MARK: API

    /// Asks the data source again for everything: pages, titles and view controllers.
    public func reloadData() {
        for page in Array(pages.keys) { unload(page) }
        pageCount = dataSource?.numberOfPages(in: self) ?? 0
        reloadTitles()
    }

    /// Asks the data source again for the titles only; pages and offsets stay.
    public func reloadTitles() {
        let titles = (0..<pageCount).map { dataSource?.pager(self, titleForPage: $0) ?? "" }
        tabStrip.setTitles(titles)
        view.setNeedsLayout()
    }

    /// Unloads the pages and gives every view back (delegates, insets, recognizers): the
    /// screen is inert after.
    open override func invalidate() {
        for page in Array(pages.keys) { unload(page) }
        super.invalidate()
    }

    // MARK: Pages

    private func place(_ frames: PagerScreenFrames) {
        let origin = view.safeAreaLayoutGuide.layoutFrame.origin
        pagesView.frame = CGRect(frames.content).offsetBy(dx: origin.x, dy: origin.y)
        pagesView.contentSize = CGSize(width: CGFloat(frames.pagesContentWidth), height: CGFloat(frames.content.height))
        for page in Array(pages.keys) where !frames.loadedPages.contains(page) { unload(page) }
        for page in frames.loadedPages where page < frames.pages.count {
            let controller = pages[page] ?? load(page)
            if let controller { adopt(controller, page: page, at: .placed) }
            controller?.view.frame = CGRect(frames.pages[page])
            // A page without a list: its content below the chrome (no inset reaches it).
            let top = screen.coordinator.screenLayer.additionalSafeAreaTop(page: page, frames: frames)
            if let controller, let top { controller.additionalSafeAreaInsets.top = CGFloat(top) }
        }
        perform(appearance.follow(inView: pagesInView))
    }

    private func load(_ page: Int) -> UIViewController? {
        guard let dataSource, page < pageCount else { return nil }
        let controller = dataSource.pager(self, viewControllerForPage: page)
        addChild(controller)
        pagesView.addSubview(controller.view)
        controller.didMove(toParent: self)
        pages[page] = controller
        appearance.load(page)
        adopt(controller, page: page, at: .loaded)
        return controller
    }

    /// Page `page`'s list joins when `PagerPageLists` says: found at `moment` and new — with
    /// the screen's current insets (`PagerAttachedLists`), whenever it appears.
    private func adopt(_ controller: UIViewController, page: Int, at moment: PagerPageLists.Moment) {
        guard lists.looks(page: page, at: moment) else { return }
        let list = list(of: controller)
        if let list, lists.found(ObjectIdentifier(list), page: page) {
            screen.coordinator.attach(list, page: page, installsDelegateProxy: installsDelegateProxy)
        }
    }

    private func unload(_ page: Int) {
        guard pages[page] != nil else { return }
        perform(appearance.unload(page))
        guard let controller = pages.removeValue(forKey: page) else { return }
        lists.unloaded(page: page)
        screen.coordinator.detach(page: page)
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
    }

    private func list(of controller: UIViewController) -> UIScrollView? {
        (controller as? PagerPage)?.pagerScrollView ?? firstScrollView(in: controller.view)
    }
}

/// The data source of `PagerViewController(viewControllers:)`.
@MainActor
private final class FixedPages: PagerViewControllerDataSource {
    let controllers: [UIViewController]
    init(_ controllers: [UIViewController]) { self.controllers = controllers }
    func numberOfPages(in pager: PagerViewController) -> Int { controllers.count }
    func pager(_ pager: PagerViewController, viewControllerForPage page: Int) -> UIViewController { controllers[page] }
    func pager(_ pager: PagerViewController, titleForPage page: Int) -> String { controllers[page].title ?? "Page \(page + 1)" }
}
#endif
