// SPEC §4.1 crossing selection by the reducer's binary search against the fuzzer's linear
// scan (`PagerOracle`), on seeded random screens and offsets.
import PagerCore
import PagerFuzz
import Testing

@Suite("§4.1 Selection: crossing against a linear-scan oracle")
struct CrossingOracleTests {
    /// §4.1 crossing by a linear scan (PagerFuzz's `PagerOracle`, shared with the fuzzer).
    static func expectedSelection(_ g: PagerLayoutGeometry, y: Double, headerTy: Double, insetTop: Double) -> Int {
        PagerOracle.crossingSelection(g, y: y, headerTy: headerTy, insetTop: insetTop)
    }

    @Test(arguments: [PagerHeaderMode.fixed, .quickReturn, .collapse, .stickyReveal])
    func randomJumpsAgreeWithTheOracle(mode: PagerHeaderMode) throws {
        var random = PagerSplitMix64(seed: 99)
        for _ in 0..<20 {
            let count = Int.random(in: 1...300, using: &random)
            let layout = PagerLayout(
                viewport: PagerViewport(width: 375, height: 603),
                header: PagerHeader(mode: mode, height: 64, barHeight: 40),
                pager: PagerBar(items: Array(repeating: PagerItem(width: 50), count: count)),
                content: .sections(
                    (0..<count).map { _ in
                        // Zero-height sections too: several tops can coincide.
                        PagerListSection(
                            headerHeight: Double(Int.random(in: 0...60, using: &random)),
                            rows: Int.random(in: 0...6, using: &random), rowHeight: 44)
                    }))
            let g = try #require(PagerLayoutGeometry(layout))
            var state = PagerState()
            _ = state.apply(.layout(layout, t: 0))
            let span = max(g.sectionsContentHeight, 1)
            var t = 0.0
            for step in 0..<200 {
                t += 0.01
                // Mostly small moves (the common case), sometimes far jumps and overscrolls.
                let y =
                    step % 7 == 0
                    ? Double.random(in: -300...(span + 300), using: &random)
                    : state.offsetY + Double.random(in: -40...40, using: &random)
                let record = state.apply(step == 0 ? .dragBegan(.content, offset: y, t: t) : .dragMoved(.content, offset: y, t: t))
                #expect(
                    record.selected == Self.expectedSelection(g, y: y, headerTy: record.headerTy, insetTop: record.insetTop),
                    "\(mode) n=\(count) y=\(y)")
            }
        }
    }
}
