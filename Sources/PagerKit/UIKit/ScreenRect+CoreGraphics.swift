// A `PagerScreenRect` as Core Graphics' rectangle and back: what a UIKit or SwiftUI front end
// hands its views. Foundation has `CGRect` on Linux too, so the conversions are tested
// there; Embedded Swift (the WebAssembly build) has neither and no need of them.
#if canImport(CoreGraphics)
import CoreGraphics
#elseif canImport(Foundation)
import Foundation
#endif

#if canImport(CoreGraphics) || canImport(Foundation)
extension CGRect {
    /// The rectangle of a `PagerScreenModel`/`PagerTabStripFrames` frame.
    public init(_ rect: PagerScreenRect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension PagerScreenRect {
    /// A Core Graphics rectangle's numbers: its least x and y, its width and height.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
#endif
