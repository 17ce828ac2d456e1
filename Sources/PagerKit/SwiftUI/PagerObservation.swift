// What a SwiftUI pager screen draws, observed field by field: Observation invalidates a
// view on every assignment to a property it read, so each field is its own property, each
// list's offset its own object, and nothing is assigned unless it changed. A scroll frame
// that moves one list then invalidates the views of that list's offset and nothing else.
// (Where there is no Observation module — Embedded Swift, the WebAssembly build — there is
// no SwiftUI either, and no model.)
#if canImport(Observation)
import Observation
import PagerCore

/// What a SwiftUI pager screen draws (SPEC §3 fields, and what `PagerContainer` applies),
/// one observed property each, kept current by `update(from:)`.
///
/// A view that reads `selected` is not invalidated when a list scrolls, the underline
/// (`indicator`) moves or the header translates; a view that reads `lists[1].offset` is not
/// invalidated when list 0 scrolls.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@Observable
public final class PagerObservation {
    /// The selected tab.
    public private(set) var selected: Int?
    /// The current page.
    public private(set) var page = 0
    /// The underline, in the strip's content coordinates (SPEC §1).
    public private(set) var indicator: PagerIndicator?
    /// Whether the underline's last move animates: a tap's does; a scroll's follows the
    /// finger (animating it would make it trail).
    public private(set) var indicatorAnimates = false
    /// The tab a tap is moving to.
    public private(set) var pending: Int?
    /// The header's translation (`transform.ty`).
    public private(set) var headerTy = 0.0
    /// How long the last change of `headerTy` animates (0: at once).
    public private(set) var headerDuration = 0.0
    /// Every list's top content margin (the reducer's inset), applied at once.
    public private(set) var listMarginTop = 0.0
    /// The screen's geometry (from the last layout), for the strip's cells and the chrome.
    public private(set) var geometry: PagerLayoutGeometry?
    /// Each page's list: its offset and its minimum content height, each list observed on
    /// its own. Grows with the pages; never shrinks (a list that left keeps its object).
    public private(set) var lists: [PagerListObservation] = []
    /// Page `page`'s list (`nil` for a page the layout does not have).
    public func list(_ page: Int) -> PagerListObservation? { lists.indices.contains(page) ? lists[page] : nil }

    /// A model before any layout.
    public init() {}

    /// Takes what changed in `container` (after each update it carried out).
    public func update(from container: PagerContainer) {
        let state = container.state
        set(\.selected, state.selected)
        set(\.page, state.page)
        set(\.indicatorAnimates, container.underlineAnimates)
        set(\.indicator, state.indicator)
        set(\.pending, state.pending)
        if headerTy != container.headerTy || headerDuration != container.headerDuration {
            headerDuration = container.headerDuration
            headerTy = container.headerTy
        }
        set(\.listMarginTop, container.listMarginTop)
        if geometry !== state.geometry { geometry = state.geometry }
        let count = state.geometry?.contentViewCount ?? 0
        if lists.count < count { lists += (lists.count..<count).map { _ in PagerListObservation() } }
        for k in 0..<count {
            lists[k].update(offset: state.contentOffset(page: k), minimumContentHeight: container.minimumContentHeights[k])
        }
    }

    private func set<Value: Equatable>(_ field: ReferenceWritableKeyPath<PagerObservation, Value>, _ value: Value) {
        if self[keyPath: field] != value { self[keyPath: field] = value }
    }
}

/// One list of a pager screen, observed on its own.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@Observable
public final class PagerListObservation {
    /// The list's offset in the reducer's coordinates (SPEC §1: `−insetTop` at its top).
    public private(set) var offset: Double?
    /// The list's minimum content height (`setContentHeight`), if the reducer set one.
    public private(set) var minimumContentHeight: Double?

    /// A list before any layout.
    public init() {}

    /// The space a page whose own content is `natural` points tall shows below it: what it
    /// lacks of the minimum content height, 0 without one or when it is tall enough.
    public func padBelow(natural: Double) -> Double { max(0, (minimumContentHeight ?? 0) - natural) }

    func update(offset: Double?, minimumContentHeight: Double?) {
        if self.offset != offset { self.offset = offset }
        if self.minimumContentHeight != minimumContentHeight { self.minimumContentHeight = minimumContentHeight }
    }
}
#endif
