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

/// https://developer.apple.com/documentation/objectivec/nsobject
@objc open class NSObject: NSObjectProtocol {
    public init() {}
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    open func responds(to aSelector: Selector!) -> Bool { false }
    /// https://developer.apple.com/documentation/objectivec/nsobject/forwardingtarget(for:)
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
}
