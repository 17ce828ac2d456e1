// Records and commands carry +0, never −0, where a formula negates zero (SPEC §3: numbers
// read back as the same Double).
import PagerCore
import Testing

@Suite("Records show no negative zero")
struct NegativeZeroTests {
    @Test func aZeroInsetGivesZeroNotMinusZero() {
        // TD: fixed header, inset 0, so minY = −insetTop would be −0; the reducer negates with
        // +0 for 0 (bit pattern 0), in its numbers and in its commands.
        var state = PagerState()
        let layout = state.apply(.layout(Seeds.td(rows: [4, 4]), t: 0))
        #expect(layout.offsetY.bitPattern == 0)
        #expect(layout.insetTop.bitPattern == 0)
        #expect(layout.commands == [.setInset(page: nil, top: 0, duration: 0)])
        if case .setInset(_, let top, _) = layout.commands.first { #expect(top.bitPattern == 0) }
        _ = state.apply(.dragBegan(.content, offset: 300, t: 1))
        let top = state.apply(.tapStatusBar(t: 2))  // → minY = −0, commanded as 0
        if case .setOffset(_, _, let value, _) = top.commands.first { #expect(value.bitPattern == 0) } else { Issue.record("no setOffset") }
    }
}
