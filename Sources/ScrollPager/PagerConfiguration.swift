// A pager screen's configuration: everything of a SPEC §1 layout but what the device and
// the content measure (the viewport, the titles' widths, the lists' heights). The seed
// screens are presets of it, equal to the simulator's (`PagerPresets`): what the playground
// shows for a preset is what a screen built on it does.
import PagerCore
import PagerKit

/// What a pager screen is, apart from what the device and the content measure.
///
/// ```swift
/// var configuration = PagerConfiguration.swipe     // SwipeTableView: a collapsing hero header
/// configuration.header.height = 240
/// ```
public struct PagerConfiguration: Sendable, Equatable {
    /// The header: its mode, collapsible height `S`, bar (tab strip) height `B`, `snap`
    /// (`quickReturn`) and `revealCheck` (`stickyReveal`) (SPEC §1).
    public var header: PagerHeader
    /// The strip's spacing between tabs, its edge inset and the underline's extra width
    /// (SPEC §1 `pager`).
    public var spacing: Double
    /// See `spacing`.
    public var edgeInset: Double
    /// See `spacing`.
    public var indicatorExtra: Double
    /// Equal or intrinsic cells (`auto`: equal when everything fits, SPEC §1).
    public var cells: PagerCells
    /// Where the strip comes to rest after a fling (SPEC §4.8).
    public var behavior: PagerBehavior
    /// Added to each title's measured width (both sides together) to make its tab `wᵢ`.
    public var titlePadding: Double
    /// `sections` content: which section is selected while scrolling (SPEC §4.4).
    public var selection: PagerSelectionRule
    /// `sections` content with `window`: the window's size (SPEC §4.4).
    public var window: Double
    /// `sections` content: the height of the list's footer.
    public var footerHeight: Double
    /// `pages` content: pad short pages so that they can collapse the header (SPEC §1).
    public var adjustContentSize: Bool
    /// The longest a tab's title is shown, in points (CSS px on the web's
    /// `--pager-tab-max-width`): a longer one is truncated with an ellipsis and its tab
    /// measured so (`PagerTabMeasure.contentWidth(maxTitleWidth:)`), so that one long title cannot
    /// fill the strip. `nil` (the default): any width.
    public var maxTitleWidth: Double?

    /// A configuration; every argument but the header defaults as the trace format does.
    public init(
        header: PagerHeader, spacing: Double = PagerTraceDefaults.spacing, edgeInset: Double = PagerTraceDefaults.edgeInset,
        indicatorExtra: Double = PagerTraceDefaults.indicatorExtra, cells: PagerCells = PagerTraceDefaults.cells,
        behavior: PagerBehavior = PagerTraceDefaults.behavior, titlePadding: Double = 0,
        selection: PagerSelectionRule = PagerTraceDefaults.selection, window: Double = PagerTraceDefaults.window,
        footerHeight: Double = PagerTraceDefaults.footerHeight, adjustContentSize: Bool = PagerTraceDefaults.adjustContentSize,
        maxTitleWidth: Double? = nil
    ) {
        self.header = header
        self.spacing = spacing
        self.edgeInset = edgeInset
        self.indicatorExtra = indicatorExtra
        self.cells = cells
        self.behavior = behavior
        self.titlePadding = titlePadding
        self.selection = selection
        self.window = window
        self.footerHeight = footerHeight
        self.adjustContentSize = adjustContentSize
        self.maxTitleWidth = maxTitleWidth
    }

    // MARK: The seed screens

    /// Parchment's default: no header, a 44 pt strip of tabs as wide as their titles, pages.
    public static let parchment = PagerConfiguration(
        header: PagerHeader(mode: .fixed, height: 0, barHeight: 44), edgeInset: 8, cells: .intrinsic, titlePadding: 32)
    /// TDTableViewHeaderPager: a fixed 40 pt strip over one sectioned list.
    public static let td = PagerConfiguration(header: PagerHeader(mode: .fixed, height: 0, barHeight: 40), edgeInset: 10, cells: .intrinsic)
    /// FJSegmentedRollPager: a 64 pt header that returns on any scroll up, over pages.
    public static let fj = PagerConfiguration(
        header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40), spacing: 32, edgeInset: 12, indicatorExtra: 5)
    /// The menu screens: FJ's header over one sectioned list.
    public static let menu = fj
    /// SwipeTableView: a 200 pt hero header that collapses to its 44 pt strip, over pages
    /// padded to collapse it.
    public static let swipe = PagerConfiguration(header: PagerHeader(mode: .collapse, height: 200, barHeight: 44), adjustContentSize: true)
    /// SwipeTableView's header over one sectioned list (the hero menu).
    public static let hero = PagerConfiguration(
        header: PagerHeader(mode: .collapse, height: 200, barHeight: 44), spacing: 32, edgeInset: 12, indicatorExtra: 5)
    /// Kulman's sticky header: a 44 pt header that stays hidden until pulled, no strip bar
    /// of its own height (sections content).
    public static let kulman = PagerConfiguration(header: PagerHeader(mode: .stickyReveal, height: 44, barHeight: 0))

    // MARK: Layouts

    /// The strip of tabs titled `titles`, each as wide as its title measured (`titleWidths`,
    /// in the strip's font) plus `titlePadding`, rounded up to whole points.
    public func pagerBar(titles: [String], titleWidths: [Double]) -> PagerBar {
        PagerBar(
            items: PagerItem.measured(titles: titles, widths: titleWidths, padding: titlePadding), spacing: spacing,
            edgeInset: edgeInset, indicatorExtra: indicatorExtra, cells: cells, behavior: behavior)
    }

    /// This configuration with its strip tall enough for tabs whose tallest content is
    /// `contentHeight` (`PagerTabMeasure.barHeight(configured:fittingContent:)`): the screens
    /// lay out with it, so the strip follows Dynamic Type (and the reader's text size on the
    /// web) and every record shows the strip's height it has.
    public func fitting(tabContentHeight contentHeight: Double) -> PagerConfiguration {
        var fitted = self
        fitted.header.barHeight = PagerTabMeasure.barHeight(configured: header.barHeight, fittingContent: contentHeight)
        return fitted
    }

    // MARK: Where the header goes

    /// Whether the header moves over the lists and a vertical drag on it drags the current
    /// list (`quickReturn`, `collapse`: SPEC §4.7): the screens translate it and give it the
    /// header's pan.
    public var headerOverlaysContent: Bool { header.mode == .quickReturn || header.mode == .collapse }

    /// Whether the header is the first `S` points of the list's content (`stickyReveal`,
    /// SPEC §1's mode table): the screens put it in the list (a table's header view, a
    /// page's first view), not above it.
    public var headerIsInContent: Bool { header.mode == .stickyReveal }

    /// The height of the header the screens put in the list's content: `S` where it is
    /// there (`headerIsInContent`), 0 elsewhere.
    public var headerHeightInContent: Double { headerIsInContent ? header.height : 0 }

    /// The layout of a `pages` screen: one page per title, page `k`'s list
    /// `pageContentHeights[k]` tall.
    public func layout(viewport: PagerViewport, titles: [String], titleWidths: [Double], pageContentHeights: [Double]) -> PagerLayout {
        PagerLayout(
            viewport: viewport, header: header, pager: pagerBar(titles: titles, titleWidths: titleWidths),
            content: .pages(pageContentHeights.map { PagerLayoutPage(contentHeight: $0) }, adjustContentSize: adjustContentSize))
    }

    /// The layout of a `sections` screen: one tab per section.
    public func layout(viewport: PagerViewport, titles: [String], titleWidths: [Double], sections: [PagerListSection]) -> PagerLayout {
        PagerLayout(
            viewport: viewport, header: header, pager: pagerBar(titles: titles, titleWidths: titleWidths),
            content: .sections(sections, selection: selection, window: window, footerHeight: footerHeight))
    }
}
