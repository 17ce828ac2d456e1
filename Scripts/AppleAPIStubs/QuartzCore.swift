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
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange (iOS 15)
    open var preferredFrameRateRange: CAFrameRateRange = .default
}

/// https://developer.apple.com/documentation/quartzcore/caframeraterange (iOS 15)
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
    open func removeAllAnimations() {}
    /// https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()
    open func animationKeys() -> [String]? { nil }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
    open func removeAnimation(forKey key: String) {}
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0
}
