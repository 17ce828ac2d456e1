// STUB FOR TYPE-CHECKING ONLY (Scripts/apple-typecheck.sh): the Foundation declarations
// our Apple-only code uses, shaped as Apple documents them
// (https://developer.apple.com/documentation/foundation). It stands in for Foundation
// while type-checking, so that the ObjectiveC stub's NSObject is the one in use.
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double

/// https://developer.apple.com/documentation/foundation/nsindexpath
open class NSIndexPath: NSObject, @unchecked Sendable {}

/// https://developer.apple.com/documentation/foundation/indexpath — bridged to
/// `NSIndexPath`, as in the SDK, so it can appear in Objective-C delegate signatures.
public struct IndexPath: Hashable, Sendable, _ObjectiveCBridgeable {
    public var item: Int
    public var section: Int
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }
    public func _bridgeToObjectiveC() -> NSIndexPath { NSIndexPath() }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath { IndexPath(item: 0, section: 0) }
}

/// https://developer.apple.com/documentation/foundation/nsstringfromselector(_:)
public func NSStringFromSelector(_ aSelector: Selector) -> String { "" }
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// https://developer.apple.com/documentation/foundation/nsattributedstring
open class NSAttributedString: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key
    public struct Key: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

/// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
    /// https://developer.apple.com/documentation/foundation/runloop/main
    open class var main: RunLoop { RunLoop() }
    /// https://developer.apple.com/documentation/foundation/runloop/mode
    public struct Mode: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
        public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
    }
}

/// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject, @unchecked Sendable {}

/// https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

/// https://developer.apple.com/documentation/foundation/thread
open class Thread: NSObject {
    /// https://developer.apple.com/documentation/foundation/thread/ismainthread-swift.type.property
    open class var isMainThread: Bool { true }
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
open class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
    open func invalidate() {}
}

/// The Swift overlay's key-value observing (`observe(_:options:changeHandler:)`), on every
/// NSObject.
public protocol _KeyValueCodingAndObserving {}
extension NSObject: _KeyValueCodingAndObserving {}
extension _KeyValueCodingAndObserving {
    /// https://developer.apple.com/documentation/objectivec/nsobject/keyvalueobservingpublisher (observe(_:options:changeHandler:))
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation { NSKeyValueObservation() }
}

/// https://developer.apple.com/documentation/foundation/notification
public struct Notification: Sendable {
    /// https://developer.apple.com/documentation/foundation/nsnotification/name
    public struct Name: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/foundation/operationqueue
open class OperationQueue: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/operationqueue/main
    open class var main: OperationQueue { OperationQueue() }
}

/// https://developer.apple.com/documentation/foundation/notificationcenter
open class NotificationCenter: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/notificationcenter/default
    open class var `default`: NotificationCenter { NotificationCenter() }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
    open func addObserver(
        forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol { NSObject() }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)
    open func removeObserver(_ observer: Any) {}
}

/// https://developer.apple.com/documentation/foundation/nsstring (String bridges to it, so
/// that a `String` can cross an Objective-C signature).
open class NSString: NSObject, @unchecked Sendable {}

extension String: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { "" }
}

/// https://developer.apple.com/documentation/foundation/date
public struct Date: Hashable, Sendable {
    public init() {}
}
