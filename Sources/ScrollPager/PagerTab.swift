// A `PagerView`'s page and its tab: `PagerTab`, the `pagerTab` modifiers, and the container
// value `PagerView` reads them by (SwiftUI, iOS 18+).
#if canImport(SwiftUI)
import SwiftUI

/// A page of a `PagerView`: its tab's title, the value the pager's selection takes when it
/// is shown, and its content — one page, whatever the content resolves to (as `TabView`'s
/// `Tab`).
///
/// ```swift
/// PagerTab("Unread", value: Filter.unread) {
///     List(unread) { MessageRow(message: $0) }
/// }
/// ```
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct PagerTab<Value: Hashable & Sendable, Content: View>: View {
    private let tag: PagerTabTag
    private let content: Content

    /// A page titled `title` (after the SF Symbol `systemImage`, if given; before `badge`, if
    /// given: "3", "New"), shown when the selection is `value`, of `content` (the page's own
    /// `List` or `ScrollView`, or a view holding one). An icon or a badge widens its tab;
    /// VoiceOver reads a badge with its tab ("Inbox, 3 new, tab 1 of 4").
    public init(_ title: String, systemImage: String? = nil, value: Value, badge: String? = nil, @ViewBuilder content: () -> Content) {
        tag = PagerTabTag(title, systemImage: systemImage, value: value, badge: badge)
        self.content = content()
    }

    /// The content as one view (a stack: `PagerView` reads its pages as subviews, and a
    /// content that is a `ForEach` would otherwise be one subview per row), tagged.
    public var body: some View {
        VStack(spacing: 0) { content }.containerValue(\.pagerTab, tag)
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension View {
    /// Makes this view a page of a `PagerView` (as `PagerTab(title, value: value) { self }`),
    /// with its tab's `title` and the `value` the pager's selection takes when it is shown.
    public func pagerTab<Value: Hashable & Sendable>(_ title: String, systemImage: String? = nil, value: Value, badge: String? = nil) -> some View {
        PagerTab(title, systemImage: systemImage, value: value, badge: badge) { self }
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension Section where Parent: View, Content: View, Footer: View {
    /// Makes this section a tab of a sections `PagerView` (`style: .sections`), with its tab's
    /// `title` and the `value` the pager's selection takes when the list is at it. The section
    /// stays a section: its header, and its rows drawn lazily, as a list's.
    ///
    /// ```swift
    /// ForEach(menu) { course in
    ///     Section(course.name) { ForEach(course.dishes) { Text($0.name) } }
    ///         .pagerTab(course.name, value: course.id)
    /// }
    /// ```
    @MainActor
    public func pagerTab<Value: Hashable & Sendable>(_ title: String, systemImage: String? = nil, value: Value, badge: String? = nil) -> some View {
        containerValue(\.pagerTab, PagerTabTag(title, systemImage: systemImage, value: value, badge: badge))
    }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension ViewBuilder {
    /// `TabView`'s `Tab` where views are built — most often inside a `PagerView`, whose pages
    /// are `PagerTab`s: the compiler names `PagerTab` (whose arguments are `Tab`'s) instead
    /// of "does not conform to View". (`Tab` inside a `TabView` is built by
    /// `TabContentBuilder`, which this does not touch.)
    @available(*, unavailable, message: "Tab is TabView's: a PagerView's pages are PagerTab(\"Title\", value: v) { … }; write PagerTab for Tab")
    public static func buildExpression<Tab: TabContent>(_ tab: Tab) -> EmptyView { EmptyView() }
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
struct PagerTabKey: ContainerValueKey {
    static let defaultValue: PagerTabTag? = nil
}

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
extension ContainerValues {
    var pagerTab: PagerTabTag? {
        get { self[PagerTabKey.self] }
        set { self[PagerTabKey.self] = newValue }
    }
}

#endif
