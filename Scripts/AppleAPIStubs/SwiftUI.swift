// STUB FOR TYPE-CHECKING ONLY (Scripts/apple-typecheck.sh): exactly the SwiftUI API our
// Apple-only code and the README's samples use, with the shapes and `@MainActor`
// isolation Apple documents (https://developer.apple.com/documentation/swiftui; each
// declaration names its page). Bodies are placeholders: nothing here runs or draws.
@_exported import Foundation
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
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
}

/// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: View {
    public init() {}
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
    private var storage: Value
    public var wrappedValue: Value {
        get { storage }
        nonmutating set {}
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
}

// Names SwiftUI declares that are not used by our code, declared so that a type of ours
// with the same name would be ambiguous in an app file that imports SwiftUI — here too,
// not only against the real SDK. (Each is the real name; the shapes are placeholders.)

/// https://developer.apple.com/documentation/swiftui/layout
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
public protocol Layout {}

/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {}

/// https://developer.apple.com/documentation/swiftui/spring
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct Spring: Hashable, Sendable {}
