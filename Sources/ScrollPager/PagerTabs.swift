// What `PagerView` reads off its pages' tags, decided here where Linux tests run: which
// subviews make each page, each page's tab (an untagged page gets "Tab k"), the app's values
// in its own type, and the SPEC §1 layout of what was measured. `PagerView` only gathers the
// tags and the measures.
import PagerCore
import PagerKit

/// A page's tab: its title and selection value. (`@unchecked`: `AnyHashable` is not
/// `Sendable`, but the value `PagerTab` wraps is.)
struct PagerTabTag: @unchecked Sendable {
    var title: String
    var value: AnyHashable
    /// The value as the app wrote it (`"All"`, `Filter.unread`), for the debug warning.
    var valueDescription: String
    /// The SF Symbol before the title, if any.
    var systemImage: String? = nil
    /// The badge after the title ("3", "New"), if any.
    var badge: String? = nil
}

/// How a `PagerView` shows its tabs' contents.
public enum PagerViewStyle: Sendable {
    /// Each tab's content is a page of its own, its own scroll view (Parchment's, FJ's and
    /// SwipeTableView's screens).
    case pages
    /// One list of the tabs' contents, each a section under its tab's title (TD's menu, the
    /// menu and hero screens, Kulman's one table).
    case sections
}

/// The tabs of a `PagerView`, from its subviews' tags in order.
struct PagerTabs {
    /// The subviews of each page: several views in a row with one tab are one page
    /// (`PagerTabPages`; a debug build prints `warning`).
    let pages: [Range<Int>]
    /// Each page's tab.
    let tabs: [PagerTabTag]

    init(tags: [PagerTabTag?]) {
        pages = PagerTabPages.pages(tags.map { $0?.value })
        tabs = pages.enumerated().map { k, views in
            tags[views.lowerBound] ?? PagerTabTag(title: "Tab \(k + 1)", value: AnyHashable(k), valueDescription: "\(k)")
        }
    }

    /// What to tell the app's developer when views share a tab (`PagerTabPages.warning`).
    var warning: String? { PagerTabPages.warning(pages: pages, titles: tabs.map(\.title), values: tabs.map(\.valueDescription)) }

    /// The tabs' values as the app's `Selection` type (`nil` for a value of another type).
    func values<Selection: Hashable>(as type: Selection.Type) -> [Selection?] { tabs.map { $0.value.base as? Selection } }

    /// The SPEC §1 layout of a `width` × `height` screen, with the titles' widths and the
    /// pages' content heights measured so far (0 for those not yet measured).
    func layout(
        _ configuration: PagerConfiguration, width: Double, height: Double, titleWidths: [Int: Double], pageHeights: [Int: Double]
    ) -> PagerLayout {
        let titles = tabs.map(\.title)
        return configuration.layout(
            viewport: Viewport(width: width, height: height), titles: titles, titleWidths: titles.indices.map { titleWidths[$0] ?? 0 },
            pageContentHeights: titles.indices.map { pageHeights[$0] ?? 0 })
    }

    /// The SPEC §1 layout of a `width` × `height` screen in `style`, with what was measured so
    /// far: the titles' widths, and the pages' content heights or the sections drawn.
    func layout(
        _ configuration: PagerConfiguration, style: PagerViewStyle, width: Double, height: Double, titleWidths: [Int: Double],
        pageHeights: [Int: Double], sectionHeights: [Int: Double]
    ) -> PagerLayout {
        switch style {
        case .pages: layout(configuration, width: width, height: height, titleWidths: titleWidths, pageHeights: pageHeights)
        case .sections: layout(configuration, width: width, height: height, titleWidths: titleWidths, sectionHeights: sectionHeights)
        }
    }

    /// The height of a section's header row (its title; at least this tall, taller with a
    /// large Dynamic Type size). The reducer only checks that a section holds it (SPEC §1),
    /// so the measured section's whole height is what counts.
    static let sectionHeaderHeight = 44.0

    /// A section's estimate before any was drawn: its header row over four 44 pt rows.
    static let sectionEstimate = ListSection(headerHeight: sectionHeaderHeight, height: 5 * 44)

    /// The SPEC §1 layout of a sections screen (one list whose sections are the tabs), its
    /// sections measured where drawn (`sectionHeights`, by tab) and estimated elsewhere
    /// (`ListSection.estimated`).
    func layout(
        _ configuration: PagerConfiguration, width: Double, height: Double, titleWidths: [Int: Double], sectionHeights: [Int: Double]
    ) -> PagerLayout {
        let titles = tabs.map(\.title)
        let measured = sectionHeights.mapValues { ListSection(headerHeight: min(Self.sectionHeaderHeight, $0), height: $0) }
        return configuration.layout(
            viewport: Viewport(width: width, height: height), titles: titles, titleWidths: titles.indices.map { titleWidths[$0] ?? 0 },
            sections: ListSection.estimated(count: titles.count, measured: measured, fallback: Self.sectionEstimate, titles: titles))
    }
}
