// A host that reports its layout on every layout pass (SPEC §4.0, v2: a layout equal to
// the current one but for titles changes nothing but the clock and the titles). The
// reducer reuses the geometry of a layout sent again unchanged instead of deriving it
// again; these tests pin that the reuse is exact: the records are those of a fresh
// derivation, whether the layout comes back unchanged or retitled.
import PagerCore
import Testing

@Suite("Layout reuse")
struct LayoutReuseTests {
    private let menu = PagerLayout(
        viewport: Viewport(width: 375, height: 603),
        header: Header(mode: .quickReturn, height: 64, barHeight: 40),
        pager: PagerBar(items: [PagerItem(width: 60, title: "Starters"), PagerItem(width: 80, title: "Mains")]),
        content: .sections([ListSection(headerHeight: 30, rows: 3, rowHeight: 44), ListSection(headerHeight: 30, rows: 9, rowHeight: 44)]))

    @Test func sameNumbersMeansSameBitsTitlesAside() {
        var retitled = menu
        retitled.pager.items[0].title = "Soups"
        #expect(menu.hasSameNumbers(as: retitled))
        // −0 reads as 0 to `==`, but everything derived from it could carry the sign.
        var negativeZero = menu
        negativeZero.pager.spacing = -0.0
        #expect(menu == negativeZero)
        #expect(!menu.hasSameNumbers(as: negativeZero))
        var taller = menu
        taller.content = .sections([ListSection(headerHeight: 30, rows: 3, rowHeight: 44), ListSection(headerHeight: 30, rows: 10, rowHeight: 44)])
        #expect(!menu.hasSameNumbers(as: taller))
    }

    @Test func aResentLayoutGivesTheRecordsOfAFreshDerivation() {
        // The same events through two reducers: one sees the layout resent before every
        // offset event (reused geometry), the other sees it once. Between layouts their
        // records must agree field for field, seq and t aside.
        var retitled = menu
        retitled.content = .sections([
            ListSection(headerHeight: 30, rows: 3, rowHeight: 44, title: "A"), ListSection(headerHeight: 30, rows: 9, rowHeight: 44, title: "B"),
        ])
        var resending = PagerState(), once = PagerState()
        _ = resending.apply(.layout(menu, t: 0))
        _ = once.apply(.layout(menu, t: 0))
        for i in 1...60 {
            let t = Double(i) / 60
            let relayout = resending.apply(.layout(i % 2 == 0 ? retitled : menu, t: t))
            // §4.0 v2: an unchanged layout emits nothing.
            #expect(relayout.commands.isEmpty && relayout.diagnostics.isEmpty)
            let event: PagerEvent =
                i == 1
                ? .dragBegan(.content, offset: -104, t: t)
                : .dragMoved(.content, offset: -104 + Double(i) * 9.5, t: t)
            var a = resending.apply(event), b = once.apply(event)
            a.seq = 0; b.seq = 0
            #expect(a == b)
        }
        // The new titles are kept: the last resend (i = 60) was the retitled layout.
        #expect(resending.layout == retitled)
        _ = resending.apply(.layout(menu, t: 2))
        #expect(resending.layout == menu)
    }
}
