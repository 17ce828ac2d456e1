// STUB FOR TYPE-CHECKING ONLY (Scripts/apple-typecheck.sh): the few ObjectiveC runtime
// declarations our Apple-only code uses, with the shapes Apple's SDK gives them
// (https://developer.apple.com/documentation/objectivec). Nothing here runs; it lets the
// compiler check our code against the documented API on a machine without the SDK.

/// `ObjCBool`, and the two conversions the compiler calls when an `@objc` signature has a
/// `Bool` (needed for `@objc optional` protocol requirements to type-check).
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    var value: Bool
    public init(_ value: Bool) { self.value = value }
    public init(booleanLiteral value: Bool) { self.value = value }
    public var boolValue: Bool { value }
}
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    let name: String
    public init(_ str: String) { name = str }
    public init(stringLiteral value: String) { name = value }
}

/// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
@objc public protocol NSObjectProtocol {
    func responds(to aSelector: Selector!) -> Bool
}

/// https://developer.apple.com/documentation/objectivec/protocol
@objc open class Protocol {}

/// https://developer.apple.com/documentation/objectivec/nsobject
@objc open class NSObject: NSObjectProtocol {
    public init() {}
    /// https://developer.apple.com/documentation/objectivec/nsobject/1418893-conforms
    open func conforms(to aProtocol: Protocol) -> Bool { false }
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    open func responds(to aSelector: Selector!) -> Bool { false }
    /// https://developer.apple.com/documentation/objectivec/nsobject/forwardingtarget(for:)
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
}

/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}
/// https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}
/// https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

/// NSObject is Hashable in the SDK (`isEqual:` and `hash`; identity by default).
extension NSObject: Hashable {
    public static func == (a: NSObject, b: NSObject) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
