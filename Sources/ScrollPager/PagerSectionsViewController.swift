// The drop-in sections screen (TDTableViewHeaderPager, the menu screens, Kulman's sticky
// header). Compiled where UIKit has scroll views (see PagerKit's
// PagerScrollCoordinator.swift); every frame it sets comes from `PagerScreenFrames`, tested
// on Linux.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import PagerCore
import PagerKit
import UIKit

/// A pager screen of one sectioned table (or collection view): the sections are the tabs. A tap on a tab scrolls
/// the table to its section; scrolling selects the section in view (SPEC §4.2, §4.4). The
/// table stays yours — its data source and delegate keep working (the coordinator's proxy
/// forwards to them); the section heights are measured from it, again whenever its content
/// size changes.
///
/// ```swift
/// let menu = PagerSectionsViewController(tableView: table, configuration: .td)
/// ```
///
/// Titles come from `titles`, or else from the table's data source
/// (`tableView(_:titleForHeaderInSection:)`). In `stickyReveal` (Kulman) the header is the
/// table's `tableHeaderView`.
@MainActor
open class PagerSectionsViewController: PagerScreenViewController {
    /// The list: a table, or a collection view (`init(collectionView:…)`).
    public let list: UIScrollView
    /// The table, if the list is one.
    public var tableView: UITableView? { list as? UITableView }
    private let titles: [String]?
    /// Whether a debug build told the developer its plain table floats its section headers.
    private var toldOfFloatingHeaders = false

    /// A screen over `tableView`, configured as `configuration`, with `header` above the
    /// strip (or none), opening on section `initialIndex` (or the restored state's, or the
    /// first), restored from `saved` if given; `titles` name the tabs (default: the table's
    /// section titles). With `installsDelegateProxy: false` the table keeps exactly the
    /// delegate the app gives it (RxCocoa's proxy, say) and the app calls the coordinator's
    /// `scrollView…` hooks from it.
    public init(
        tableView: UITableView, titles: [String]? = nil, configuration: PagerConfiguration = .td, header: UIView? = nil,
        initialIndex: Int? = nil, installsDelegateProxy: Bool = true, restoring saved: PagerState? = nil
    ) {
        list = tableView
        self.titles = titles
        super.init(
            configuration: configuration, header: header, restoring: saved, initialIndex: initialIndex,
            installsDelegateProxy: installsDelegateProxy)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("the pager screens are made in code") }

    /// A screen over `collectionView`, whose sections are the tabs; `titles` name them (a
    /// collection view has no section titles of its own). `stickyReveal` needs a table.
    /// `initialIndex`, `installsDelegateProxy`: as `init(tableView:…)`.
    public init(
        collectionView: UICollectionView, titles: [String], configuration: PagerConfiguration = .td, header: UIView? = nil,
        initialIndex: Int? = nil, installsDelegateProxy: Bool = true, restoring saved: PagerState? = nil
    ) {
        list = collectionView
        self.titles = titles
        super.init(
            configuration: configuration, header: header, restoring: saved, initialIndex: initialIndex,
            installsDelegateProxy: installsDelegateProxy)
    }

    /// Builds the screen: the table, the header and strip, the coordinator.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(list)
        if screen.configuration.headerIsInContent, let header = screen.header, let tableView {
            header.frame.size.height = CGFloat(screen.configuration.headerHeightInContent)
            tableView.tableHeaderView = header
        }
        screen.install(in: view, stickyHeaderInContent: screen.configuration.headerIsInContent)
        screen.coordinator.attach(list, page: 0, installsDelegateProxy: installsDelegateProxy)
        screen.onFrames = { [weak self] frames in self?.place(frames) }
        // The app reloaded its own table with another number of sections: the new titles.
        screen.coordinator.onSectionsChanged = { [weak self] in self?.reloadTitles() }
        reloadTitles()
    }

    /// Lays the screen out for the safe area now (the layout from the measured sections).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let titles = tabStrip.titles
        let sections =
            (list as? UITableView)?.measuredSections(titles: titles) ?? (list as? UICollectionView)?.measuredSections(titles: titles) ?? []
        screen.layout(in: view) { configuration, viewport, titles, widths in
            configuration.layout(viewport: viewport, titles: titles, titleWidths: widths, sections: sections)
        }
        #if DEBUG
        if !toldOfFloatingHeaders, let table = tableView, table.style == .plain, table.numberOfSections > 0, table.rectForHeader(inSection: 0).height > 0 {
            toldOfFloatingHeaders = true
            if let warning = PagerScreenFrames.floatingHeadersWarning(mode: screen.configuration.header.mode) { print(warning) }
        }
        #endif
    }

    // MARK: API

    /// Reloads the list, then the titles and the measured sections.
    public func reloadData() {
        tableView?.reloadData()
        (list as? UICollectionView)?.reloadData()
        reloadTitles()
    }

    /// Asks for the titles again; the table and its offset stay. Called for you when the
    /// table shows another number of sections than the tabs (the app reloaded it itself);
    /// call it when the titles changed and the count did not.
    public func reloadTitles() {
        let count = tableView?.numberOfSections ?? (list as? UICollectionView)?.numberOfSections ?? 0
        let table = tableView
        tabStrip.setTitles(
            PagerListSection.titles(count: count, given: titles) { section in
                table.flatMap { $0.dataSource?.tableView?($0, titleForHeaderInSection: section) }
            })
        view.setNeedsLayout()
    }

    private func place(_ frames: PagerScreenFrames) {
        let origin = view.safeAreaLayoutGuide.layoutFrame.origin
        let frame = CGRect(frames.content).offsetBy(dx: origin.x, dy: origin.y)
        if list.frame != frame { list.frame = frame }
    }
}
#endif
