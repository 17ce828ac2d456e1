// STUB FOR TYPE-CHECKING ONLY (Scripts/apple-typecheck.sh): the QuartzCore declarations
// our Apple-only code uses, shaped as Apple documents them
// (https://developer.apple.com/documentation/quartzcore).
@_exported import Foundation
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public init(target: Any, selector sel: Selector) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    open var targetTimestamp: CFTimeInterval { 0 }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    open var timestamp: CFTimeInterval { 0 }
}
