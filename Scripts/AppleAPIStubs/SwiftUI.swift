// STUB FOR TYPE-CHECKING ONLY (Scripts/apple-typecheck.sh): exactly the SwiftUI API our
// Apple-only code and the README's samples use, with the shapes and `@MainActor`
// isolation Apple documents (https://developer.apple.com/documentation/swiftui; each
// declaration names its page). Bodies are placeholders: nothing here runs or draws.
// (Over 450 lines: one declaration per name we use, as SwiftUI's module is one file to us.)
@_exported import Foundation
@_exported import CoreGraphics
@_exported import Observation
#if canImport(UIKit)
import UIKit
#endif

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content
public struct _ViewModifier_Content<Modifier>: View {
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public func modifier<M: ViewModifier>(_ modifier: M) -> some View { ModifiedContent<Self>() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> { _ConditionalContent() }
    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> { _ConditionalContent() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    nonisolated(unsafe) public var value: T
    nonisolated public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// What `ViewBuilder` makes of an if/else.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    public init(_ content: String) {}
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/fontweight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/font(_:)
    public func font(_ font: Font?) -> Text { self }
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let headline = Font()
    public static let caption2 = Font()
    public static let subheadline = Font()
    /// https://developer.apple.com/documentation/swiftui/font/bold()
    public func bold() -> Font { self }
    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let semibold = Weight()
    }
}

/// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)-(V)
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: View {
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat) {}
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    public func fill<S: ShapeStyle>(_ content: S) -> some View { ModifiedContent<Self>() }
}

/// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: View {
    public init() {}
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    public func fill<S: ShapeStyle>(_ content: S) -> some View { ModifiedContent<Self>() }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: View {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A view with a modifier applied (the modifiers below return `some View`).
public struct ModifiedContent<Content: View>: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { ModifiedContent<Self>() }
}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) { storage = value }
    public init(initialValue value: Value) { storage = value }
    private var storage: Value
    public var wrappedValue: Value {
        get { storage }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> {
        let value = storage
        return Binding(get: { value }, set: { _ in })
    }
}

/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get }
    private let getter: () -> Value
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { _ in })
    }
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// https://developer.apple.com/documentation/swiftui/scrollphase
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@frozen public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating
}

/// https://developer.apple.com/documentation/swiftui/scrollgeometry
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset; self.contentSize = contentSize
        self.contentInsets = contentInsets; self.containerSize = containerSize
    }
    public static func == (a: ScrollGeometry, b: ScrollGeometry) -> Bool {
        a.contentOffset.x == b.contentOffset.x && a.contentOffset.y == b.contentOffset.y && a.contentInsets == b.contentInsets
    }
}

/// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct ScrollPhaseChangeContext {
    public var geometry: ScrollGeometry { fatalError() }
    public var velocity: CGVector? { nil }
}

/// https://developer.apple.com/documentation/swiftui/scrollposition
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct ScrollPosition: Equatable, Sendable {
    public init() {}
    public mutating func scrollTo(x: CGFloat) {}
    public mutating func scrollTo(y: CGFloat) {}
}

/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
@MainActor public func withAnimation<Result>(_ animation: Animation? = nil, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// https://developer.apple.com/documentation/swiftui/gesture
@MainActor public protocol Gesture {
    associatedtype Value
}

/// https://developer.apple.com/documentation/swiftui/draggesture
public struct DragGesture: Gesture {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        public var translation: CGSize
        /// iOS 17+
        public var velocity: CGSize
    }
    nonisolated public init(minimumDistance: CGFloat = 10) {}
    public func onChanged(_ action: @escaping (DragGesture.Value) -> Void) -> DragGesture { self }
    public func onEnded(_ action: @escaping (DragGesture.Value) -> Void) -> DragGesture { self }
    /// https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (DragGesture.Value, inout State, inout Transaction) -> Void
    ) -> DragGesture { self }
}

/// https://developer.apple.com/documentation/swiftui/transaction
public struct Transaction {}

/// https://developer.apple.com/documentation/swiftui/gesturestate
@propertyWrapper public struct GestureState<Value> {
    public init(wrappedValue: Value) { stored = wrappedValue }
    private let stored: Value
    public var wrappedValue: Value { stored }
    public var projectedValue: GestureState<Value> { self }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    public func gesture<T: Gesture>(_ gesture: T) -> some View { ModifiedContent<Self>() }

    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void)
        -> some View
    {
        ModifiedContent<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        ModifiedContent<Self>()
    }

    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)
    @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
    public func scrollPosition(_ position: Binding<ScrollPosition>) -> some View { ModifiedContent<Self>() }
}

/// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Sendable {
    /// https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Sendable {
    public static let center = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-…
    public init(_ titleKey: String, action: @escaping @MainActor () -> Void) {}
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { ModifiedContent<Self>() }
}

// MARK: PagerView's API

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let top = Alignment()
    public static let leading = Alignment()
    public static let topLeading = Alignment()
    public static let bottomLeading = Alignment()
    public static let bottom = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    public static let topLeading = UnitPoint()
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 4)
        public static let leading = Set(rawValue: 2)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
        public static let all = Set(rawValue: 15)
    }
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-9zku
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var layoutDirection: LayoutDirection { .leftToRight }
    public var accessibilityReduceMotion: Bool { false }
    public var scenePhase: ScenePhase { .active }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isscrollenabled
    public var isScrollEnabled: Bool {
        get { true }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalscrollindicatorvisibility
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { .hidden }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/verticalscrollindicatorvisibility
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { .hidden }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// https://developer.apple.com/documentation/swiftui/bindable
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value> {
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { _ in })
    }
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}
/// https://developer.apple.com/documentation/swiftui/tintshapestyle
public struct TintShapeStyle: ShapeStyle {}
/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {}
/// https://developer.apple.com/documentation/swiftui/anyshapestyle
public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) {}
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, ShapeStyle {
    public static let clear = Color()
    public static let white = Color()
    public static let red = Color()
    public static let pink = Color()
    public var body: Never { fatalError() }
}

extension Rectangle {
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    public func fill<S: ShapeStyle>(_ content: S) -> some View { ModifiedContent<Self>() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static let isButton = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public init() {}
    public init<S: Sequence>(_ sequence: S) where S.Element == AccessibilityTraits {}
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { (false, self) }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { true }
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
public protocol PrimitiveButtonStyle {}
/// https://developer.apple.com/documentation/swiftui/plainbuttonstyle
public struct PlainButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension Button {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

/// https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility
public struct ScrollIndicatorVisibility: Sendable {
    public static let hidden = ScrollIndicatorVisibility()
}

/// https://developer.apple.com/documentation/swiftui/contentmarginplacement
public struct ContentMarginPlacement: Sendable {
    public static let scrollContent = ContentMarginPlacement()
}

/// https://developer.apple.com/documentation/swiftui/scrolltarget
public struct ScrollTarget {
    public var rect: CGRect
}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
public struct ScrollTargetBehaviorContext {}

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// https://developer.apple.com/documentation/swiftui/lazyhstack
public struct LazyHStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/lazyvstack
public struct LazyVStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}
extension NavigationStack where Data == Never {
    public init(@ViewBuilder root: () -> Root) {}
}

/// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    public var size: CGSize { .zero }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/containervaluekey
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// https://developer.apple.com/documentation/swiftui/containervalues
public struct ContainerValues {
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/subview
public struct Subview: View, Identifiable {
    nonisolated public var id: Int { 0 }
    public var containerValues: ContainerValues { ContainerValues() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/subviewscollection
public struct SubviewsCollection: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> Subview { Subview() }
}

/// https://developer.apple.com/documentation/swiftui/group
public struct Group<Content> {
    public var body: Never { fatalError() }
}
extension Group: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/group/init(subviews:transform:)
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {}
}

/// https://developer.apple.com/documentation/swiftui/groupelementsofcontent
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/timelineschedule
public protocol TimelineSchedule {}
/// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
public struct AnimationTimelineSchedule: TimelineSchedule {}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule()
    }
}

/// https://developer.apple.com/documentation/swiftui/timelineview
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/timelineview/context
    public typealias Context = TimelineViewDefaultContext
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
public struct TimelineViewDefaultContext {
    public var date: Date { Date() }
}

/// https://developer.apple.com/documentation/swiftui/proposedviewsize
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
}

/// https://developer.apple.com/documentation/swiftui/layoutsubview
public struct LayoutSubview {
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}

/// https://developer.apple.com/documentation/swiftui/layoutsubviews
public struct LayoutSubviews: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview() }
}

/// https://developer.apple.com/documentation/swiftui/layout
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

/// https://developer.apple.com/documentation/swiftui/animatable
public protocol Animatable {}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension Layout {
    /// https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { ModifiedContent<V>() }
}

#if canImport(UIKit)
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public var coordinator: Representable.Coordinator { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
}
extension UIViewRepresentable {
    public var body: Never { fatalError() }
}
extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public var coordinator: Representable.Coordinator { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}
extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}
extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}
#endif

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
        -> some View
    {
        ModifiedContent<Self>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        ModifiedContent<Self>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public func contentMargins(_ edges: Edge.Set = .top, _ length: CGFloat?, for placement: ContentMarginPlacement) -> some View {
        ModifiedContent<Self>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:)
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
    public func navigationTitle(_ title: String) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f
    public func searchable(text: Binding<String>) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
    public func clipped() -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/hidden()
    public func hidden() -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize()
    public func fixedSize() -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:)
    public func scrollDisabled(_ disabled: Bool) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { ModifiedContent<Self>() }
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        ModifiedContent<Self>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)
    public func lineLimit(_ number: Int?) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    public func accessibilityLabel(_ label: Text) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    public func accessibilityHidden(_ hidden: Bool) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/containervalue(_:_:)
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View { ModifiedContent<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void)
        -> some View
    {
        ModifiedContent<Self>()
    }
}

// Names SwiftUI declares that are not used by our code, declared so that a type of ours
// with the same name would be ambiguous in an app file that imports SwiftUI — here too,
// not only against the real SDK. (Each is the real name; the shapes are placeholders.)

/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {}
extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)
    public init(_ title: String, @ViewBuilder content: () -> Content) {}
}
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

/// https://developer.apple.com/documentation/swiftui/sectionconfiguration
public struct SectionConfiguration: Identifiable {
    nonisolated public var id: Int { 0 }
    public var header: SubviewsCollection { SubviewsCollection() }
    public var content: SubviewsCollection { SubviewsCollection() }
    public var footer: SubviewsCollection { SubviewsCollection() }
    public var containerValues: ContainerValues { ContainerValues() }
}

/// https://developer.apple.com/documentation/swiftui/sectioncollection
public struct SectionCollection: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> SectionConfiguration { SectionConfiguration() }
}

extension Group where Content: View {
    /// https://developer.apple.com/documentation/swiftui/group/init(sections:transform:)
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {}
}

/// https://developer.apple.com/documentation/swiftui/groupsectionsofcontent
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/subviewscollection (a View too)
extension SubviewsCollection: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/divider
public struct Divider: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tabcontent
@MainActor @preconcurrency public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

/// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
@resultBuilder public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
}

/// https://developer.apple.com/documentation/swiftui/spring
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct Spring: Hashable, Sendable {}
