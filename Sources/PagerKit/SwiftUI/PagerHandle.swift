// A pager screen's model as a SwiftUI screen's body holds it: what changes only with a layout
// or a selection, and the commands — nothing a scroll frame changes. The per-frame values (the
// header's translation, the underline, the lists' offsets) are internal here: only the child
// views PagerKit draws them with can read them (`pagerHeader(_:)`, `pagerUnderline(_:)`,
// `pagerStickyHeader(_:page:height:)`), so a scroll frame re-evaluates those and never the body. Compiled
// wherever Observation is: the tests pin what each reads (`PagerHandleTests`).
#if canImport(Observation)
import Observation
import PagerCore

/// A handle to a `PagerModel` that a screen's body can pass to the child views drawing what
/// moves, but not read per frame: `PagerView`'s body holds one, so the compiler proves its body
/// is not re-evaluated by a scroll frame.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@MainActor
public struct PagerHandle {
    let model: PagerModel

    /// A handle to `model`.
    public init(_ model: PagerModel) { self.model = model }

    // MARK: What a body reads: it changes with a layout or a selection

    /// The screen's geometry (from the last layout).
    public var geometry: PagerLayoutGeometry? { model.observed.geometry }
    /// The selected tab.
    public var selected: Int? { model.observed.selected }

    /// The space page `page` shows below a content of `natural` points (the reducer's
    /// `setContentHeight`, set by layouts only).
    public func padBelow(page: Int, natural: Double) -> Double { model.observed.list(page)?.padBelow(natural: natural) ?? 0 }

    /// The app's value for the selected tab, among the tabs' `values`, when it differs from
    /// `current` (`PagerTabSelection`): write it into the app's binding.
    public func value<Value: Hashable>(among values: [Value?], current: Value) -> Value? {
        PagerTabSelection.value(forTab: selected, among: values, current: current)
    }

    // MARK: Commands

    /// Lays the screen out, right to left or not, with Reduce Motion or not
    /// (`PagerModel.layout(_:rightToLeft:reducesMotion:)`).
    public func layout(_ layout: PagerLayout, rightToLeft: Bool, reducesMotion: Bool) {
        model.layout(layout, rightToLeft: rightToLeft, reducesMotion: reducesMotion)
    }

    /// The environment changed (`PagerModel.environment(rightToLeft:reducesMotion:)`).
    public func environment(rightToLeft: Bool, reducesMotion: Bool) { model.environment(rightToLeft: rightToLeft, reducesMotion: reducesMotion) }

    /// The app's selection is `value` (or its tab moved among `values`): its tab is selected,
    /// unless it is already, animated or not.
    public func select<Value: Hashable>(_ value: Value, among values: [Value?], animated: Bool) {
        if let index = PagerTabSelection.tab(for: value, among: values, selected: selected) { model.select(index, animated: animated) }
    }

    /// A tap on tab `index`.
    public func tap(_ index: Int) { model.tap(index) }

    /// A tap on the status bar.
    public func statusBarTapped() { model.statusBarTapped() }

    /// Takes the strip's commanded rest for the drag that ended (`PagerModel.takeStripRest()`).
    public func takeStripRest() -> Double? { model.takeStripRest() }

    // MARK: What only child views read: it changes on scroll frames

    /// The header's translation and how long its last change animates.
    var header: (ty: Double, duration: Double) { (model.observed.headerTy, model.observed.headerDuration) }
    /// The underline, and whether its last move animates.
    var underline: (indicator: PagerIndicator?, animates: Bool) { (model.observed.indicator, model.observed.indicatorAnimates) }
    /// Page `page`'s list offset in the reducer's coordinates.
    func listOffset(_ page: Int) -> Double? { model.observed.list(page)?.offset }
    /// How far the header has collapsed, 0 (shown) … 1 (gone) (`PagerScreenFrames`).
    var headerProgress: Double {
        guard let geometry else { return 0 }
        return PagerScreenFrames(geometry: geometry, selected: selected, page: 0, pagesX: 0, headerTy: model.observed.headerTy).headerProgress
    }
}

/// The least of a scroll view's geometry the driver needs: its offset on its axis and, for a
/// list, its top inset (SwiftUI's `ScrollGeometry`, read by `pagerScroll(_:of:)`). SwiftUI
/// calls back only when this changes, not on every change of the whole geometry (content
/// size, container size).
struct ScrollOffset: Equatable {
    var offset: Double
    var insetTop: Double?
}
#endif
