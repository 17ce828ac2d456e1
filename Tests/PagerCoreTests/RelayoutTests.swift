// SPEC §4.0 "Layout": the first layout, and later ones (rotation, reloadData).
import PagerCore
import Testing

@Suite("§4.0 Relayout")
struct RelayoutTests {
    @Test func firstLayoutSendsNoPagerCommand() {
        var screen = Screen()
        let record = screen.send(.layout(Seeds.fj(), t: 0))
        #expect(record.commands == [.setInset(page: nil, top: 104, duration: 0)])
        #expect(record.selected == 0)
        #expect(record.page == 0)
        #expect(record.offsetY == -104)
    }

    @Test func rotationKeepsThePageAndMovesThePagesContainer() {
        var screen = Screen(Seeds.fj())
        screen.tap(2)
        screen.scroll(.pages, [375, 750])
        screen.drag(.content, page: 2, [-40, 400])  // headerTy −64
        // Landscape: 667 × 375. quickReturn keeps the inset (104: no setInset); headerTy
        // stays in [−64, 0]; the page is kept and the pages container moves to 2·667 = 1334
        // at once; the pager re-centres (equal cells again: 282 ≤ 667, 75 ≤ 222.3 → 0).
        var landscape = Seeds.fj()
        landscape.viewport = PagerViewport(width: 667, height: 375)
        let record = screen.layout(landscape)
        #expect(record.commands == [offset(.pages, 1334, animated: false), offset(.pager, 0, animated: true)])
        #expect(record.page == 2)
        #expect(record.selected == 2)
        #expect(record.pagesX == 1334)
        #expect(record.offsetY == 400)  // offsets kept as they are
        #expect(record.headerTy == -64)
    }

    @Test func fewerItemsClampTheSelection() {
        // TD, ten sections, selected 7 at y = 2100 (line 2100 = top₇).
        var screen = Screen(Seeds.td(rows: Array(repeating: 4, count: 10)))
        #expect(screen.drag([0, 2100]).last?.selected == 7)
        screen.tap(9)  // pending, in flight
        // Five sections now: selected 9 → 4; the tap is forgotten. Pager: five 80 pt cells
        // (400 > 375, intrinsic), pagerTarget(4) = clamp(320 + 40 − 187.5, 0, 25) = 25.
        let record = screen.layout(Seeds.td(rows: Array(repeating: 4, count: 5)))
        #expect(record.selected == 4)
        #expect(record.pending == nil)
        #expect(record.commands == [offset(.pager, 25, animated: true)])
        #expect(!screen.state.isAnimating(.content))
    }

    @Test func itemsAppearing() {
        var screen = Screen(
            PagerLayout(
                viewport: PagerViewport(width: 375, height: 603),
                header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
                pager: PagerBar(items: []),
                content: .sections([])))
        // null → 0 when items appear.
        #expect(screen.layout(Seeds.td(rows: [2, 2])).selected == 0)
    }

    @Test func collapseRecomputesTheHeaderFromTheOffset() {
        var screen = Screen(Seeds.swipe())
        screen.drag(.content, page: 0, [-244, -100])  // −144
        // A 100 pt hero now (v3: a resize, only a size changed): inset S + B = 144
        // (changed → setInset, duration 0); headerTy = max(−100, −(−100 + 144)) = −44.
        // Vh − B = 623 as before: page 1's adjusted height did not change, so no
        // setContentHeight (v3); the cells and the selection did not move: no pager command.
        var smaller = Seeds.swipe()
        smaller.header.height = 100
        let record = screen.layout(smaller)
        #expect(record.headerTy == -44)
        #expect(record.insetTop == 144)
        #expect(record.commands == [.setInset(page: nil, top: 144, duration: 0)])
    }

    @Test func commandsComeInSpecOrder() {
        var screen = Screen(Seeds.swipe())
        // 400 × 900 and a 100 pt hero: inset 144 (setInset), Vh − B = 856 raises page 1
        // (setContentHeight), the width changed (pages to 0·400 at once), pager re-centred.
        var other = Seeds.swipe()
        other.viewport = PagerViewport(width: 400, height: 900)
        other.header.height = 100
        #expect(
            screen.layout(other).commands == [
                .setInset(page: nil, top: 144, duration: 0),
                .setContentHeight(page: 1, height: 856),
                offset(.pages, 0, animated: false),
                offset(.pager, 0, animated: true),
            ])
    }

    @Test func stickyRevealKeepsARevealedHeader() {
        var revealed = Screen(Seeds.kulman())
        revealed.drag([44, -10])  // inset 0
        var taller = Seeds.kulman()
        taller.header.height = 60
        let kept = revealed.layout(taller)
        #expect(kept.insetTop == 0)
        #expect(kept.commands.isEmpty)  // inset unchanged; a resize (v3) moved no cell

        var hidden = Screen(Seeds.kulman())
        let moved = hidden.layout(taller)
        // Hidden: the new −S = −60.
        #expect(moved.insetTop == -60)
        #expect(moved.commands.first == .setInset(page: nil, top: -60, duration: 0))
    }

    @Test func phasesCarryOnAcrossALayout() {
        var screen = Screen(Seeds.fj())
        screen.send(.dragBegan(.content, page: 0, offset: -104, t: 1))
        screen.send(.layout(Seeds.fj(pages: [1800, 300, 2500]), t: 2))  // a relayout: page 2 grew
        // Still dragging: `moved` and `ended` are expected, a second `began` is not.
        #expect(screen.send(.dragMoved(.content, page: 0, offset: -90, t: 3)).diagnostics.isEmpty)
        #expect(screen.send(.dragEnded(.content, page: 0, offset: -80, t: 4)).diagnostics.isEmpty)
    }
}
