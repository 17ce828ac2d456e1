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
    public init() {}
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
public struct ModifiedView<Content: View>: View {
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { ModifiedView<Self>() }
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { ModifiedView<Self>() }
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
