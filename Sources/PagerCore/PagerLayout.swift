// The screen being modelled (SPEC §1) and the `layout` event's payload (SPEC §2).
//
// Every type here mirrors one JSON object of the `layout` event, field for field, so a
// trace line decodes straight into it. Optional JSON fields carry the SPEC §2 defaults.
// (Over 450 lines: every type of the `layout` event, each mirroring one JSON object, read
// beside the others as SPEC §1 and §2 present them.)

/// The screen under the status bar, in points (SPEC §1).
public struct PagerViewport: Sendable, Equatable {
    /// Screen width `W`; also the page width and the pager bar width.
    public var width: Double
    /// Screen height; content view heights follow from it by the mode table (SPEC §1).
    public var height: Double

    private typealias CodingKeys = TraceKeys.Viewport

    /// A viewport of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// How the header behaves while the list scrolls (SPEC §1 mode table).
public enum PagerHeaderMode: String, Sendable, Equatable, CaseIterable {
    /// TDTableViewHeaderPager: the header never moves; the list sits below it.
    case fixed
    /// FJSegmentedRollPager: the header overlays the list and follows scroll *deltas*.
    case quickReturn
    /// SwipeTableView: the header overlays the list and is locked to its offset.
    case collapse
    /// Kulman's "stickier" header: hidden by a negative inset until pulled down hard.
    case stickyReveal
}

/// When `stickyReveal` decides to show or hide its header (SPEC §4.5).
public enum PagerRevealCheck: String, Sendable, Equatable, CaseIterable {
    /// At `drag ended` (default): also catches a slow release with no fling.
    case release
    /// Only at `decelerate began`: the article's exact behaviour.
    case decelerate
}

/// How `sections` content picks the selected section (SPEC §4.1).
public enum PagerSelectionRule: String, Sendable, Equatable, CaseIterable {
    /// The activation line crosses section tops; it slides down in the last screenful.
    case crossing
    /// TD's ±`window` rule around visible section header rows, kept for parity.
    case window
}

/// The header above the list: a collapsible part `S` and a pager bar `B` (SPEC §1).
public struct PagerHeader: Sendable, Equatable {
    /// How the header moves with the list (fixed, quickReturn, collapse, stickyReveal).
    public var mode: PagerHeaderMode
    /// `S`: the collapsible part (search bar, hero, Kulman's header view).
    public var height: Double
    /// `B`: the pager bar; 0 when there is none.
    public var barHeight: Double
    /// `quickReturn` only: settle a half-shown header when the list comes to rest (SPEC §4.3).
    public var snap: Bool
    /// `stickyReveal` only: when the reveal check runs (SPEC §4.5).
    public var revealCheck: PagerRevealCheck

    /// A header of `mode` with a collapsible part `S` = `height` and a bar `B` = `barHeight`;
    /// `snap` and `revealCheck` default as the trace format does (SPEC §2).
    public init(
        mode: PagerHeaderMode, height: Double, barHeight: Double,
        snap: Bool = PagerTraceDefaults.snap, revealCheck: PagerRevealCheck = PagerTraceDefaults.revealCheck
    ) {
        self.mode = mode
        self.height = height
        self.barHeight = barHeight
        self.snap = snap
        self.revealCheck = revealCheck
    }

    private typealias CodingKeys = TraceKeys.Header

    #if !hasFeature(Embedded)
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        mode = try c.decode(PagerHeaderMode.self, forKey: .mode)
        height = try c.decode(Double.self, forKey: .height)
        barHeight = try c.decode(Double.self, forKey: .barHeight)
        snap = try c.decodeIfPresent(Bool.self, forKey: .snap) ?? PagerTraceDefaults.snap
        revealCheck = try c.decodeIfPresent(PagerRevealCheck.self, forKey: .revealCheck) ?? PagerTraceDefaults.revealCheck
    }
    #endif
}

/// Which cells the tab strip uses (SPEC §1, `pager.cells`).
public enum PagerCells: String, Sendable, Equatable, CaseIterable {
    /// FJ's rule (default): equal cells when every title fits its `W/n` cell, else intrinsic.
    case auto
    /// Every cell `W/n` wide; the strip never scrolls.
    case equal
    /// Every cell as wide as its title, `spacing` apart, `edgeInset` at both ends (TD).
    case intrinsic
}

/// Where the tab strip comes to rest after the user flings it (SPEC §4.8), with the
/// names of `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum PagerBehavior: String, Sendable, Equatable, CaseIterable {
    /// Where its own deceleration ends (default); the reducer sends no target.
    case continuous
    /// The projected rest moved to the nearest cell's leading edge.
    case continuousGroupLeadingBoundary
    /// Viewport-width pages, one at a time.
    case paging
    /// One cell at a time, by leading edges.
    case groupPaging
    /// One cell at a time, centred.
    case groupPagingCentered
}

/// One pager bar item. The front end measures the title; the reducer never does.
///
/// Equal when the widths are and the titles are the same UTF-8 bytes (not `String`'s canonical
/// equivalence: `sameText(_:_:)`).
public struct PagerItem: Sendable, Equatable {
    /// Measured title width `wᵢ`.
    public var width: Double
    /// For people and front ends; the reducer ignores it.
    public var title: String?

    private typealias CodingKeys = TraceKeys.Item

    /// An item whose title measures `width` points (`wᵢ`), with an optional title.
    public init(width: Double, title: String? = nil) {
        self.width = width
        self.title = title
    }

    public static func == (a: PagerItem, b: PagerItem) -> Bool {
        a.width == b.width && sameText(a.title, b.title)
    }
}

/// The pager bar (tab strip): items and FJ's spacing rules (SPEC §1).
public struct PagerBar: Sendable, Equatable {
    /// The tabs, in order: one per section or page.
    public var items: [PagerItem]
    /// Gap `s` between intrinsic cells (and FJ's total-width test).
    public var spacing: Double
    /// Leading and trailing inset `e` of intrinsic cells.
    public var edgeInset: Double
    /// Added to a title's width to give its underline indicator's width (FJ: 5).
    public var indicatorExtra: Double
    /// Equal, intrinsic, or FJ's choice between the two (default `auto`).
    public var cells: PagerCells
    /// Where the strip rests after a fling (default `continuous`, SPEC §4.8).
    public var behavior: PagerBehavior

    /// A strip of `items`; the other sizes and rules default as the trace format does.
    public init(
        items: [PagerItem], spacing: Double = PagerTraceDefaults.spacing, edgeInset: Double = PagerTraceDefaults.edgeInset,
        indicatorExtra: Double = PagerTraceDefaults.indicatorExtra,
        cells: PagerCells = PagerTraceDefaults.cells, behavior: PagerBehavior = PagerTraceDefaults.behavior
    ) {
        self.items = items
        self.spacing = spacing
        self.edgeInset = edgeInset
        self.indicatorExtra = indicatorExtra
        self.cells = cells
        self.behavior = behavior
    }

    private typealias CodingKeys = TraceKeys.Pager

    #if !hasFeature(Embedded)
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        items = try c.decode([PagerItem].self, forKey: .items)
        spacing = try c.decodeIfPresent(Double.self, forKey: .spacing) ?? PagerTraceDefaults.spacing
        edgeInset = try c.decodeIfPresent(Double.self, forKey: .edgeInset) ?? PagerTraceDefaults.edgeInset
        indicatorExtra = try c.decodeIfPresent(Double.self, forKey: .indicatorExtra) ?? PagerTraceDefaults.indicatorExtra
        cells = try c.decodeIfPresent(PagerCells.self, forKey: .cells) ?? PagerTraceDefaults.cells
        behavior = try c.decodeIfPresent(PagerBehavior.self, forKey: .behavior) ?? PagerTraceDefaults.behavior
    }
    #endif
}

/// One section of `sections` content: a header row followed by `rows` uniform rows (TD),
/// or a section whose whole height the host measured (self-sizing cells, mixed rows:
/// UIKit's `rect(forSection:)`).
///
/// Equal when the numbers are and the titles are the same UTF-8 bytes (`sameText(_:_:)`).
public struct PagerListSection: Sendable, Equatable {
    /// The section header row's height; the row a selection or a tap lines up.
    public var headerHeight: Double
    /// Uniform rows (0 for a measured section).
    public var rows: Int
    /// The height of each uniform row (0 for a measured section).
    public var rowHeight: Double
    /// The whole section as measured, its header row included (the trace's `height`);
    /// `nil` for a section of uniform rows. When set, `rows` and `rowHeight` are not used.
    public var measuredHeight: Double?
    /// The title drawn for the section (front ends only; the reducer ignores it).
    public var title: String?

    /// A section of `rows` rows of `rowHeight` each under a header row.
    public init(headerHeight: Double, rows: Int, rowHeight: Double, title: String? = nil) {
        self.headerHeight = headerHeight
        self.rows = rows
        self.rowHeight = rowHeight
        self.title = title
    }

    /// A section the host measured: `height` is the whole section, header row included,
    /// and must be at least `headerHeight` (SPEC §2).
    public init(headerHeight: Double, height: Double, title: String? = nil) {
        self.headerHeight = headerHeight
        self.rows = 0
        self.rowHeight = 0
        self.measuredHeight = height
        self.title = title
    }

    /// `hᵢ` (SPEC §1): the measured height, or `headerHeight + (rows·rowHeight)`.
    public var height: Double { measuredHeight ?? headerHeight + Double(rows) * rowHeight }

    public static func == (a: PagerListSection, b: PagerListSection) -> Bool {
        a.hasSameSizes(as: b) && sameText(a.title, b.title)
    }

    /// Whether two sections have the same sizes, bit for bit (titles aside).
    func hasSameNumbers(as other: PagerListSection) -> Bool {
        headerHeight.bitPattern == other.headerHeight.bitPattern && rows == other.rows
            && rowHeight.bitPattern == other.rowHeight.bitPattern
            && measuredHeight?.bitPattern == other.measuredHeight?.bitPattern
    }

    /// Whether two sections have the same sizes, numbers compared as numbers (titles aside).
    func hasSameSizes(as other: PagerListSection) -> Bool {
        headerHeight == other.headerHeight && rows == other.rows && rowHeight == other.rowHeight
            && measuredHeight == other.measuredHeight
    }
}

#if !hasFeature(Embedded)
extension PagerListSection: Codable {
    private typealias CodingKeys = TraceKeys.Section

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        headerHeight = try c.decode(Double.self, forKey: .headerHeight)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        if let height = try c.decodeIfPresent(Double.self, forKey: .height) {
            guard !c.contains(.rows), !c.contains(.rowHeight) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .height, in: c, debugDescription: "a section gives either rows and rowHeight or height, not both")
            }
            rows = 0
            rowHeight = 0
            measuredHeight = height
        } else {
            rows = try c.decode(Int.self, forKey: .rows)
            rowHeight = try c.decode(Double.self, forKey: .rowHeight)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(headerHeight, forKey: .headerHeight)
        if let measuredHeight {
            try c.encode(measuredHeight, forKey: .height)
        } else {
            try c.encode(rows, forKey: .rows)
            try c.encode(rowHeight, forKey: .rowHeight)
        }
        try c.encodeIfPresent(title, forKey: .title)
    }
}
#endif

/// One page of `pages` content: its own content view of height `Cₖ`.
public struct PagerLayoutPage: Sendable, Equatable {
    /// `Cₖ`, the whole content of the page's list as the host measures it. In
    /// `stickyReveal` this includes the header's `S` points (the header is the first `S`
    /// points of the content); the SPEC only spells out `top₀ = S` for `sections`
    /// content, and a page's measured height already contains its header row.
    public var contentHeight: Double

    private typealias CodingKeys = TraceKeys.Page

    /// A page whose list's content is `contentHeight` points tall (`Cₖ`).
    public init(contentHeight: Double) {
        self.contentHeight = contentHeight
    }
}

/// What scrolls under the header (SPEC §1 content geometry).
public enum PagerContent: Sendable, Equatable {
    /// One list with inline section header rows (TD); the pager items are the sections.
    /// `footerHeight` is the table footer below the last section.
    case sections(
        [PagerListSection], selection: PagerSelectionRule = PagerTraceDefaults.selection, window: Double = PagerTraceDefaults.window,
        footerHeight: Double = PagerTraceDefaults.footerHeight)
    /// A horizontal pager of lists (FJ, SwipeTableView); the pager items are the pages.
    case pages([PagerLayoutPage], adjustContentSize: Bool = PagerTraceDefaults.adjustContentSize)

    /// `content.kind`; the raw value is its JSON spelling.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// One list of sections.
        case sections
        /// A horizontal pager of lists.
        case pages
    }

    /// This content's kind.
    public var kind: Kind { isPages ? .pages : .sections }

    /// Whether this is `pages` content (one list per page).
    public var isPages: Bool {
        if case .pages = self { return true } else { return false }
    }

    /// Number of pager items this content needs.
    public var itemCount: Int {
        switch self {
        case .sections(let sections, _, _, _): return sections.count
        case .pages(let pages, _): return pages.count
        }
    }

    private typealias CodingKeys = TraceKeys.Content

    #if !hasFeature(Embedded)
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .kind) {
        case .sections:
            self = .sections(
                try c.decode([PagerListSection].self, forKey: .sections),
                selection: try c.decodeIfPresent(PagerSelectionRule.self, forKey: .selection) ?? PagerTraceDefaults.selection,
                window: try c.decodeIfPresent(Double.self, forKey: .window) ?? PagerTraceDefaults.window,
                footerHeight: try c.decodeIfPresent(Double.self, forKey: .footerHeight) ?? PagerTraceDefaults.footerHeight)
        case .pages:
            self = .pages(
                try c.decode([PagerLayoutPage].self, forKey: .pages),
                adjustContentSize: try c.decodeIfPresent(Bool.self, forKey: .adjustContentSize) ?? PagerTraceDefaults.adjustContentSize)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .sections(let sections, let selection, let window, let footerHeight):
            try c.encode(Kind.sections, forKey: .kind)
            try c.encode(sections, forKey: .sections)
            try c.encode(selection, forKey: .selection)
            try c.encode(window, forKey: .window)
            try c.encode(footerHeight, forKey: .footerHeight)
        case .pages(let pages, let adjustContentSize):
            try c.encode(Kind.pages, forKey: .kind)
            try c.encode(pages, forKey: .pages)
            try c.encode(adjustContentSize, forKey: .adjustContentSize)
        }
    }
    #endif
}

/// Everything a `layout` event says about the screen (SPEC §2).
public struct PagerLayout: Sendable, Equatable {
    /// The screen's size.
    public var viewport: PagerViewport
    /// The header: its mode, `S` and `B`.
    public var header: PagerHeader
    /// The tab strip.
    public var pager: PagerBar
    /// The list of sections, or the pages.
    public var content: PagerContent

    /// A layout of these four parts (SPEC §2 `layout`).
    public init(viewport: PagerViewport, header: PagerHeader, pager: PagerBar, content: PagerContent) {
        self.viewport = viewport
        self.header = header
        self.pager = pager
        self.content = content
    }
}

extension PagerLayout {
    /// Whether `other` describes the same screen: equal in every field but the titles,
    /// with defaults applied and numbers compared as numbers (SPEC §4.0, such a
    /// layout changes nothing).
    ///
    /// - Complexity: O(n) for n items, allocating nothing.
    public func equalsIgnoringTitles(_ other: PagerLayout) -> Bool {
        equalsIgnoringTitles(other, itemsKnownEqual: false, sectionsKnownEqual: false)
    }

    /// `equalsIgnoringTitles(_:)`, told which lists are already known to be equal as
    /// numbers (the reducer's derivation compared them, `PagerLayoutGeometry.Reuse`): those
    /// are not walked again.
    func equalsIgnoringTitles(_ other: PagerLayout, itemsKnownEqual: Bool, sectionsKnownEqual: Bool) -> Bool {
        guard viewport == other.viewport, header == other.header,
            pager.spacing == other.pager.spacing, pager.edgeInset == other.pager.edgeInset,
            pager.indicatorExtra == other.pager.indicatorExtra,
            pager.cells == other.pager.cells, pager.behavior == other.pager.behavior,
            pager.items.count == other.pager.items.count,
            itemsKnownEqual || elementwise(pager.items, other.pager.items, { $0.width == $1.width })
        else { return false }
        switch (content, other.content) {
        case let (.sections(a, selectionA, windowA, footerA), .sections(b, selectionB, windowB, footerB)):
            return selectionA == selectionB && windowA == windowB && footerA == footerB && a.count == b.count
                && (sectionsKnownEqual || elementwise(a, b) { $0.hasSameSizes(as: $1) })
        case let (.pages(a, adjustA), .pages(b, adjustB)):
            return adjustA == adjustB && a == b
        default:
            return false
        }
    }
}

extension PagerLayout {
    /// Whether `other` keeps this screen's *structure* (SPEC §4.0): the content kind,
    /// the number of pager items, `viewport.width`, `header.mode`, `snap`, `revealCheck`,
    /// `selection` and `window` (in `sections` content), `adjustContentSize` (in `pages`
    /// content), `cells` and `behavior`. A later layout that keeps it and changes sizes
    /// only is a *resize*; any other is a *relayout*.
    ///
    /// - Complexity: O(1).
    public func hasSameStructure(as other: PagerLayout) -> Bool {
        guard viewport.width == other.viewport.width, header.mode == other.header.mode,
            header.snap == other.header.snap, header.revealCheck == other.header.revealCheck,
            pager.items.count == other.pager.items.count,
            pager.cells == other.pager.cells, pager.behavior == other.pager.behavior
        else { return false }
        switch (content, other.content) {
        case let (.sections(a, selectionA, windowA, _), .sections(b, selectionB, windowB, _)):
            return a.count == b.count && selectionA == selectionB && windowA == windowB
        case let (.pages(a, adjustA), .pages(b, adjustB)):
            return a.count == b.count && adjustA == adjustB
        default:
            return false
        }
    }
}

extension PagerLayout {
    /// Whether `other`'s lists (pager items, sections or pages) are this layout's, the
    /// same storage: then they hold the same elements.
    ///
    /// - Complexity: O(1).
    func sharesLists(with other: PagerLayout) -> Bool {
        guard sharesStorage(pager.items, other.pager.items) else { return false }
        switch (content, other.content) {
        case let (.sections(a, _, _, _), .sections(b, _, _, _)): return sharesStorage(a, b)
        case let (.pages(a, _), .pages(b, _)): return sharesStorage(a, b)
        default: return false
        }
    }

    /// Whether every number, count, mode and flag of `other` has the same bits as this
    /// layout's (titles aside): then everything derived from the two is identical, down to
    /// the sign of a zero. Lists that share their storage are not walked.
    ///
    /// - Complexity: O(n) for n items, O(1) when `other` shares this layout's lists.
    public func hasSameNumbers(as other: PagerLayout) -> Bool {
        func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
        let h = header, o = other.header
        guard same(viewport.width, other.viewport.width), same(viewport.height, other.viewport.height),
            h.mode == o.mode, same(h.height, o.height), same(h.barHeight, o.barHeight),
            h.snap == o.snap, h.revealCheck == o.revealCheck,
            same(pager.spacing, other.pager.spacing), same(pager.edgeInset, other.pager.edgeInset),
            same(pager.indicatorExtra, other.pager.indicatorExtra),
            pager.cells == other.pager.cells, pager.behavior == other.pager.behavior,
            elementwise(pager.items, other.pager.items, { same($0.width, $1.width) })
        else { return false }
        switch (content, other.content) {
        case let (.sections(a, selectionA, windowA, footerA), .sections(b, selectionB, windowB, footerB)):
            return selectionA == selectionB && same(windowA, windowB) && same(footerA, footerB)
                && elementwise(a, b) { $0.hasSameNumbers(as: $1) }
        case let (.pages(a, adjustA), .pages(b, adjustB)):
            return adjustA == adjustB && elementwise(a, b) { same($0.contentHeight, $1.contentHeight) }
        default:
            return false
        }
    }
}

// The trace format's JSON shape (SPEC §2). Embedded Swift (the WebAssembly build) has no
// Codable; there the trace codec of PagerTrace reads and writes these values.
#if !hasFeature(Embedded)
extension PagerViewport: Codable {}
extension PagerHeaderMode: Codable {}
extension PagerRevealCheck: Codable {}
extension PagerSelectionRule: Codable {}
extension PagerHeader: Codable {}
extension PagerCells: Codable {}
extension PagerBehavior: Codable {}
extension PagerItem: Codable {}
extension PagerBar: Codable {}
extension PagerLayoutPage: Codable {}
extension PagerContent: Codable {}
extension PagerContent.Kind: Codable {}
extension PagerLayout: Codable {}
#endif

/// Whether two titles are the same UTF-8 bytes. Titles are compared so, not by `String`'s `==`
/// (Unicode canonical equivalence), wherever a layout is compared with the last one: a title
/// re-spelled in another normalization form ("é" as U+00E9, then as "e" and U+0301) counts as
/// a change, so a screen lays its strip out once more, which draws the same; and the reducer
/// needs no normalization tables where it is embedded (the web module: docs/Web.md).
func sameText(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return withUTF8Bytes(of: a) { a in withUTF8Bytes(of: b) { b in a.elementsEqual(b) } }
    default: return false
    }
}

/// `body` over `string`'s UTF-8 bytes, in one buffer. In Embedded Swift (the web module) every
/// string is native or small, contiguous UTF-8 (there is no bridging), so the way to the bytes
/// of any other kind of string is left out there, and with it `String`'s code for other
/// encodings and for walking indexes (about 10 K of the module: docs/Web.md).
package func withUTF8Bytes<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    #if hasFeature(Embedded)
    // (Never nil there: see above.)
    return string.utf8.withContiguousStorageIfAvailable(body)!
    #else
    var string = string
    return string.withUTF8(body)
    #endif
}

/// The string `bytes` spell in UTF-8. In Embedded Swift (the web module), `nil` when they are
/// not UTF-8, so that the module carries no code to repair them (the web element's text comes
/// from the browser's `TextEncoder`, which writes UTF-8 only); elsewhere, invalid bytes read as
/// U+FFFD, as `String(decoding:as:)` reads them.
package func utf8String(_ bytes: some Collection<UInt8>) -> String? {
    #if hasFeature(Embedded)
    return String(validating: bytes, as: UTF8.self)
    #else
    return String(decoding: bytes, as: UTF8.self)
    #endif
}
