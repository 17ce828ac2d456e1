// A SwiftUI pager's selection is the app's own value (a `Binding`, as `TabView`'s); the
// reducer's is a tab index. Which of them follows the other, and when, is decided here, on
// Linux: `PagerView` only reads the answers.

/// Keeps an app's selection value and the reducer's selected tab in step.
public enum PagerTabSelection {
    /// The tab to select when the app's value is `value`, among the tabs' values (`nil` for
    /// a tab whose value is of another type): its index, or `nil` when that tab is selected
    /// already or no tab has the value (the reducer keeps its tab).
    public static func tab<Value: Hashable>(for value: Value, among values: [Value?], selected: Int?) -> Int? {
        guard let index = values.firstIndex(where: { $0 == value }), index != selected else { return nil }
        return index
    }

    /// The value the app's selection takes when the reducer selected tab `selected` (a
    /// scroll, a swipe, a tap): that tab's value, or `nil` when the app's value is that one
    /// already, there is no such tab, or it has no value of the app's type.
    public static func value<Value: Hashable>(forTab selected: Int?, among values: [Value?], current: Value) -> Value? {
        guard let selected, values.indices.contains(selected), let value = values[selected], value != current else { return nil }
        return value
    }

    /// Whether the app's selection, changed from `old` to `new`, moves the screen in an
    /// animation: the value the screen opens on never does (`old == new`: SwiftUI's first
    /// `onChange`); a change does, as a tap on its tab, unless the app asked its selections to
    /// jump (`PagerView.animatesSelection(false)`).
    public static func animates<Value: Equatable>(from old: Value, to new: Value, appSelectionsAnimate: Bool) -> Bool {
        appSelectionsAnimate && old != new
    }
}
