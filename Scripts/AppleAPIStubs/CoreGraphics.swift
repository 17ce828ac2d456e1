// STUB FOR TYPE-CHECKING ONLY (Scripts/apple-typecheck.sh): the Swift side of the
// CoreGraphics types our Apple-only code uses, as Apple documents them
// (https://developer.apple.com/documentation/corefoundation/cgrect and its siblings). The
// structs themselves are C structs (CoreGraphicsC), as in the SDK.
@_exported import CoreGraphicsC

/// https://developer.apple.com/documentation/corefoundation/cgfloat — a struct distinct from
/// `Double`, as in the SDK (`[CGFloat]` is not `[Double]`), with the arithmetic our code
/// uses. Swift converts between the two implicitly (SE-0307: a `CGFloat` declared in a
/// module named CoreGraphics, and `Double.init(_: CGFloat)`), and the importer maps the C
/// typedef `CGFloat` of CoreGraphicsC's fields to this struct, as it does for the SDK's.
@frozen public struct CGFloat: Sendable, Hashable, Comparable {
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(_ value: Int) { native = Double(value) }
    public static func < (a: CGFloat, b: CGFloat) -> Bool { a.native < b.native }
}

extension CGFloat: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
}

/// Arithmetic as the SDK's `CGFloat` (a `BinaryFloatingPoint`) has it; the stub declares
/// the `SignedNumeric` part our code uses (`abs`, the operators).
extension CGFloat: SignedNumeric {
    public static var zero: CGFloat { 0 }
    public var magnitude: CGFloat { CGFloat(native.magnitude) }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Double(exactly: source) else { return nil }
        native = value
    }
    public static func + (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native + b.native) }
    public static func - (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native - b.native) }
    public static func * (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native * b.native) }
    public static func / (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native / b.native) }
    public static prefix func - (a: CGFloat) -> CGFloat { CGFloat(-a.native) }
    public static func += (a: inout CGFloat, b: CGFloat) { a.native += b.native }
    public static func -= (a: inout CGFloat, b: CGFloat) { a.native -= b.native }
    public static func *= (a: inout CGFloat, b: CGFloat) { a.native *= b.native }
    public var isFinite: Bool { native.isFinite }
    public static var infinity: CGFloat { CGFloat(Double.infinity) }
}

extension Double {
    /// What the implicit `CGFloat` → `Double` conversion calls.
    public init(_ value: CGFloat) { self = value.native }
}

extension CGPoint {
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

extension CGSize {
    public static var zero: CGSize { CGSize(width: 0, height: 0) }
}

extension CGRect {
    /// https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-…
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public static var zero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/intersects(_:)
    public func intersects(_ rect2: CGRect) -> Bool { false }
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var maxY: CGFloat { origin.y + size.height }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/offsetby(dx:dy:)
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}

extension CGRect: @retroactive Equatable {
    public static func == (a: CGRect, b: CGRect) -> Bool { a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size == b.size }
}

extension CGAffineTransform {
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
}

extension CGAffineTransform: @retroactive Equatable {
    public static func == (a: CGAffineTransform, b: CGAffineTransform) -> Bool { a.tx == b.tx && a.ty == b.ty }
}

/// https://developer.apple.com/documentation/corefoundation/cgvector (a C struct in the SDK;
/// only Swift code uses it here)
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
}

extension CGSize: @retroactive Equatable {
    public static func == (a: CGSize, b: CGSize) -> Bool { a.width == b.width && a.height == b.height }
}
