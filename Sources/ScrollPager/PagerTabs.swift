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

extension PagerTabTag {
    /// The tag of a tab as the app wrote it (`PagerTab`, `pagerTab`): its value kept with the
    /// app's own spelling of it for the debug warning.
    init<Value: Hashable & Sendable>(_ title: String, systemImage: String?, value: Value, badge: String?) {
        self.init(title: title, value: AnyHashable(value), valueDescription: String(reflecting: value), systemImage: systemImage, badge: badge)
    }
}

/// What a `PagerTabStyle` draws a tab from (plain values: compiled everywhere).
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct PagerTabStyleConfiguration {
    /// The tab's title, as its `PagerTab` gives it.
    public let title: String
    /// Its SF Symbol, if any.
    public let systemImage: String?
    /// Its badge ("3", "New"), if any.
    public let badge: String?
    /// Whether it is the selected tab. The tab is as wide as the wider of its two looks.
    public let isSelected: Bool
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

    /// Each page's identity for SwiftUI: its tab's value, so a page's state (its list's
    /// position, its `@State`) stays with its tab when tabs come, go or move; a value some
    /// earlier page has already taken is told apart by its occurrence.
    var pageIDs: [PageID] {
        var seen: [AnyHashable: Int] = [:]
        return tabs.map { tab in
            defer { seen[tab.value, default: 0] += 1 }
            return PageID(value: tab.value, occurrence: seen[tab.value] ?? 0)
        }
    }

    /// A page's identity: its tab's value and which page with that value it is (0 first).
    struct PageID: Hashable {
        var value: AnyHashable
        var occurrence: Int
    }

    /// `measures` kept by page identity, by page index now (those of pages gone left out).
    func byIndex(_ measures: [PageID: Double]) -> [Int: Double] {
        var byIndex: [Int: Double] = [:]
        for (k, id) in pageIDs.enumerated() { byIndex[k] = measures[id] }
        return byIndex
    }

    /// The tabs of a sections screen written as SwiftUI sections (`ForEach` of `Section`s):
    /// each section one tab, its `pagerTab` tag's, or else its first row's, or else
    /// "Section k" with its index as value.
    init(sections: [SectionTags]) {
        pages = sections.indices.map { $0..<($0 + 1) }
        tabs = sections.enumerated().map { k, section in
            section.tag ?? section.firstRowTag ?? PagerTabTag(title: "Section \(k + 1)", value: AnyHashable(k), valueDescription: "\(k)")
        }
    }

    /// What a section of a sections screen carries: its own tag (`Section { … }.pagerTab(…)`),
    /// whether it has a header, and its first row's tag.
    struct SectionTags {
        var tag: PagerTabTag?
        var hasHeader = false
        var firstRowTag: PagerTabTag? = nil
    }

    /// Whether a sections screen's tabs are its sections (`init(sections:)`) or, as before
    /// sections were read, the `PagerTab`s of its one implicit section (`init(tags:)`):
    /// SwiftUI gathers views outside any `Section` into an implicit one, with no header and
    /// no container values.
    static func tabsAreSections(_ sections: [SectionTags]) -> Bool {
        guard sections.count == 1, let only = sections.first else { return !sections.isEmpty }
        return only.tag != nil || only.hasHeader
    }

    /// A sections screen's section as drawn so far: its header row (at least
    /// `sectionHeaderHeight` tall, that if not yet drawn) over `rowCount` rows, the drawn
    /// ones (`rows`) at their heights, the others at the drawn ones' mean (44 pt when none
    /// is drawn: a list's standard row). Rows are lazy: a long section is never all drawn.
    static func sectionHeight(header: Double?, rows: [Double], rowCount: Int) -> Double {
        let drawn = rows.reduce(0, +)
        let mean = rows.isEmpty ? 44 : drawn / Double(rows.count)
        return (header ?? sectionHeaderHeight) + drawn + Double(max(rowCount - rows.count, 0)) * mean
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
            viewport: PagerViewport(width: width, height: height), titles: titles, titleWidths: titles.indices.map { titleWidths[$0] ?? 0 },
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
    static let sectionEstimate = PagerListSection(headerHeight: sectionHeaderHeight, height: 5 * 44)

    /// The SPEC §1 layout of a sections screen (one list whose sections are the tabs), its
    /// sections measured where drawn (`sectionHeights`, by tab) and estimated elsewhere
    /// (`PagerListSection.estimated`).
    func layout(
        _ configuration: PagerConfiguration, width: Double, height: Double, titleWidths: [Int: Double], sectionHeights: [Int: Double]
    ) -> PagerLayout {
        let titles = tabs.map(\.title)
        let measured = sectionHeights.mapValues { PagerListSection(headerHeight: min(Self.sectionHeaderHeight, $0), height: $0) }
        return configuration.layout(
            viewport: PagerViewport(width: width, height: height), titles: titles, titleWidths: titles.indices.map { titleWidths[$0] ?? 0 },
            sections: PagerListSection.estimated(count: titles.count, measured: measured, fallback: Self.sectionEstimate, titles: titles))
    }
}
