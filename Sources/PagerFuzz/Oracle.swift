// SPEC rules read straight off the SPEC, independently of the reducer's optimised code.
import PagerCore

/// SPEC rules read straight off the SPEC, independently of the reducer's optimised code:
/// what the fuzzer and the tests compare the reducer with.
public enum PagerOracle {
    /// SPEC §4.1 crossing selection by a linear scan: the largest i with topᵢ ≤ line + 1, or 0.
    public static func crossingSelection(_ g: PagerLayoutGeometry, y: Double, headerTy: Double, insetTop: Double) -> Int {
        let occluded = g.headerOverlaysContent ? max(0, g.headerHeight + g.barHeight + headerTy) : 0
        let visible = g.contentViewHeight - occluded
        let minY = -insetTop, maxY = max(minY, g.sectionsContentHeight - g.contentViewHeight)
        let r = min(visible, maxY - minY)
        let f = r > 0 ? min(max((y - (maxY - r)) / r, 0), 1) : 0
        let line = y + occluded + f * visible
        var selected = 0
        for (i, top) in g.sectionTops.enumerated() where top <= line + 1 { selected = i }
        return selected
    }
}

extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
