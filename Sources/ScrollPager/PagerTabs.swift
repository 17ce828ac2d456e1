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
}
