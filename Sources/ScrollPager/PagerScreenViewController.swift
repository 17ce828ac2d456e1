// What both drop-in screens offer an app: the strip, the coordinator, selection, recording,
// containment and teardown. Compiled where UIKit has scroll views (see PagerKit's
// PagerScrollCoordinator.swift).
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import PagerKit
import UIKit

/// The base of the drop-in screens (`PagerViewController`, `PagerSectionsViewController`):
/// the API they share. Not made on its own.
@MainActor
open class PagerScreenViewController: UIViewController {
    /// The tab strip (style it: `font`, `selectedColor`, `normalColor`, custom cells).
    public var tabStrip: PagerTabStripView { screen.strip }
    /// The coordinator that drives the screen (its `driver.state` is the reducer's).
    public var coordinator: PagerScrollCoordinator { screen.coordinator }
    /// The selected tab — before the first layout, the one the screen will open on — or 0;
    /// setting it selects a tab as `select(index:animated:)` does, animated.
    public var selectedIndex: Int {
        get { screen.coordinator.screenLayer.selectedIndex ?? 0 }
        set { select(index: newValue) }
    }
    /// Called when the selected tab changes, with why (a tap, a swipe, a scroll, or the app's
    /// own `select`). Closures, not a delegate: a closure's type is checked where it is set,
    /// while a delegate method with a misspelt name compiles as a method nobody calls.
    public var onSelect: ((_ index: Int, _ cause: PagerSelectionCause) -> Void)?
    /// Called while the pages move, with how far they are from one page towards another
    /// (a swipe, or the scroll a tap starts): Parchment's `isScrollingFromItem … progress:`.
    public var onSwipeProgress: ((PagerSwipeProgress) -> Void)?
    /// Called when the pages come to rest, with the page they rest on (Parchment's
    /// `didScrollToItem`, Tabman's `didScrollToPageAt`).
    public var onScrollFinished: ((_ page: Int) -> Void)?
    /// Called with how far the header has collapsed, 0 (shown) … 1 (gone), when it changes.
    public var onHeaderProgress: ((Double) -> Void)?
    /// The collapsible header's height `S` (SPEC §1), changeable at run time: the screen
    /// lays out again (a relayout, SPEC §4.0). The strip's height follows the text size by
    /// itself. (Kulman's header is the table's header view: give it the new height too.)
    public var headerHeight: CGFloat {
        get { CGFloat(screen.configuration.header.height) }
        set {
            screen.configuration.header.height = Double(newValue)
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// The reducer's state, to save for restoration (`init(…restoring:)`).
    public var state: PagerState { screen.coordinator.driver.state }
    /// The strip's height `B` as laid out (it grows with the text size beyond the
    /// configuration's); the configuration's before the first layout.
    public var stripHeight: CGFloat { CGFloat(state.layout?.header.barHeight ?? screen.configuration.header.barHeight) }

    let screen: PagerScreen
    /// Whether the app's lists get the coordinator's delegate proxy (see the initializers).
    let installsDelegateProxy: Bool
    private let initialIndex: Int?

    init(configuration: PagerConfiguration, header: UIView?, restoring saved: PagerState?, initialIndex: Int?, installsDelegateProxy: Bool) {
        screen = PagerScreen(configuration: configuration, header: header, restoring: saved)
        self.initialIndex = initialIndex
        self.installsDelegateProxy = installsDelegateProxy
        super.init(nibName: nil, bundle: nil)
    }

    /// Asks for the initial tab, if one was given: the coordinator keeps it until the first
    /// layout and opens the screen on it, not animated (`PagerPendingSelection`). A navigation
    /// bar above follows the current list (its large title, its scroll-edge appearance).
    open override func viewDidLoad() {
        super.viewDidLoad()
        screen.coordinator.onCurrentList = { [weak self] list in self?.barOwner.setContentScrollView(list, for: .top) }
        screen.coordinator.onNews = { [weak self] news in self?.tell(news) }
        if let initialIndex { screen.coordinator.select(initialIndex, animated: false) }
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("the pager screens are made in code") }

    /// The controller a navigation bar asks for the list it follows (`PagerBarOwner`): this
    /// screen, or the app's controller it was put in.
    private var barOwner: UIViewController {
        let chain = Array(sequence(first: self as UIViewController, next: \.parent))
        return chain[PagerBarOwner.index(parentIsNavigation: chain.map { $0.parent is UINavigationController })]
    }

    /// What changed after an update, to the app's closures.
    private func tell(_ news: PagerScreenNews) {
        news.tell(selected: onSelect, swipe: onSwipeProgress, settled: onScrollFinished, headerProgress: onHeaderProgress)
    }

    /// Puts this screen into `parent`, filling its view (a child view controller).
    public func add(to parent: UIViewController) { add(to: parent, in: parent.view) }

    /// Puts this screen into `parent` (a child view controller), filling `container`, a view
    /// of `parent`'s: the pager in one part of a screen.
    public func add(to parent: UIViewController, in container: UIView) {
        parent.addChild(self)
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        didMove(toParent: parent)
    }

    /// Selects tab `index` as a tap on it does: the list scrolls to its page or section
    /// (animated unless `animated` is false). Before the first layout it is kept and applied
    /// then, at once: the screen opens on that tab.
    public func select(index: Int, animated: Bool = true) { screen.coordinator.select(index, animated: animated) }

    /// Records the session: the reducer's events to `events` (a trace `trace-replay`
    /// replays) and, if given, UIKit's callbacks to `callbacks` (`trace-replay drive`).
    public func startRecording(events: String, callbacks: String? = nil) throws { try screen.recording.start(events: events, callbacks: callbacks) }

    /// Finishes the recording (call it when the scene goes to the background).
    public func finishRecording() throws { try screen.recording.finish() }

    /// Gives every view back (delegates, insets, recognizers): the screen is inert after.
    /// Called for you when the screen leaves for good (`PagerScreenDeparture`: popped,
    /// dismissed, or inside a container that was); not when it is only covered.
    open func invalidate() { screen.coordinator.invalidate() }

    /// Gives the views back if the screen has left for good (`PagerScreenDeparture`).
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        let chain = sequence(first: self as UIViewController, next: \.parent).map {
            PagerScreenDeparture.Link(movingFromParent: $0.isMovingFromParent, beingDismissed: $0.isBeingDismissed)
        }
        if PagerScreenDeparture.hasLeft(chain) { invalidate() }
    }
}
#endif
