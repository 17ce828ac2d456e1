// The reducer's record for SwiftUI: an @Observable model with one observed property per
// record field, so a view that reads only the header's translation is not invalidated
// when the underline moves. (Where there is no Observation module — Embedded Swift, the
// WebAssembly build — there is no SwiftUI either, and no model.)
#if canImport(Observation)
import Observation
import PagerCore

/// What a SwiftUI screen reads, field by field (SPEC §3), kept current by `update(with:)`.
///
/// ```swift
/// @State private var pager = ObservablePager()
/// …
/// HeaderView().offset(y: pager.headerTy)        // re-evaluated when headerTy changes only
/// Underline().frame(width: pager.indicator?.width ?? 0)
/// …
/// for update in driver.handle(input, at: now) { pager.update(with: update.records.last) }
/// ```
///
/// Each property is set only when its value changes: Observation invalidates on every
/// assignment, equal or not, so unchanged fields must not be assigned.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class ObservablePager {
    /// The selected pager item.
    public private(set) var selected: Int?
    /// The current page.
    public private(set) var page = 0
    /// The current page's content offset.
    public private(set) var offsetY = 0.0
    /// The pages container's offset.
    public private(set) var pagesX = 0.0
    /// The pager bar's offset.
    public private(set) var pagerX = 0.0
    /// The header's translation (`transform.ty`).
    public private(set) var headerTy = 0.0
    /// The content views' inset top.
    public private(set) var insetTop = 0.0
    /// The underline.
    public private(set) var indicator: Indicator?
    /// The item a tap is moving to.
    public private(set) var pending: Int?
    /// The last record's SPEC §5 codes.
    public private(set) var diagnostics: [Diagnostic] = []

    /// A model before any record: every field at its zero (`selected` and `indicator` nil).
    public init() {}

    /// Takes the fields of `record` that changed (nothing for `nil`).
    public func update(with record: PagerRecord?) {
        guard let record else { return }
        if selected != record.selected { selected = record.selected }
        if page != record.page { page = record.page }
        if offsetY != record.offsetY { offsetY = record.offsetY }
        if pagesX != record.pagesX { pagesX = record.pagesX }
        if pagerX != record.pagerX { pagerX = record.pagerX }
        if headerTy != record.headerTy { headerTy = record.headerTy }
        if insetTop != record.insetTop { insetTop = record.insetTop }
        if indicator != record.indicator { indicator = record.indicator }
        if pending != record.pending { pending = record.pending }
        if diagnostics != record.diagnostics { diagnostics = record.diagnostics }
    }
}
#endif
