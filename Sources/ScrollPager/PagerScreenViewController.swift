// What both drop-in screens offer an app: the strip, the coordinator, selection, recording,
// containment and teardown. Compiled where UIKit has scroll views (see PagerKit's
// PagerScrollCoordinator.swift).
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import PagerKit
import UIKit

/// The base of the drop-in screens (`PagerViewController`, `SectionsPagerViewController`):
/// the API they share. Not made on its own.
@MainActor
open class PagerScreenViewController: UIViewController {
    /// The tab strip (style it: `font`, `selectedColor`, `normalColor`, custom cells).
    public var tabStrip: TabStripView { screen.strip }
    /// The coordinator that drives the screen (its `driver.state` is the reducer's).
    public var coordinator: PagerScrollCoordinator { screen.coordinator }
    /// The selected tab.
    public var selectedIndex: Int { screen.coordinator.driver.state.selected ?? 0 }
    /// The reducer's state, to save for restoration (`init(…restoring:)`).
    public var state: PagerState { screen.coordinator.driver.state }

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
    /// layout and opens the screen on it, not animated (`PendingSelection`). A navigation
    /// bar above follows the current list (its large title, its scroll-edge appearance).
    open override func viewDidLoad() {
        super.viewDidLoad()
        screen.coordinator.onCurrentList = { [weak self] list in self?.setContentScrollView(list, for: .top) }
        if let initialIndex { screen.coordinator.select(initialIndex, animated: false) }
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("the pager screens are made in code") }

    /// Puts this screen into `parent`, filling its view (a child view controller).
    public func add(to parent: UIViewController) {
        parent.addChild(self)
        view.frame = parent.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(view)
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
    open func invalidate() { screen.coordinator.invalidate() }
}
#endif
