// SPEC §4.0: later layouts — unchanged (a no-op), a resize or a relayout — and the
// readings of the relayout: fresh pages, a change of content kind, no pages.
import PagerCore
import Testing

/// The menu's seven sections (rows 3, 5, 2, 4, 6, 3, 1; header rows 40, rows 80) under
/// FJ's quick-return header (64 + 40): tops 0, 280, 720, 920, 1280, 1800, 2080; C = 2200;
/// Vh = 603; minY = −104; maxY = 2200 − 603 = 1597. Pager: seven 60 pt items with
/// spacing 32 overflow 375 (32 + 7·92 = 676), so cells are intrinsic, xᵢ = 12 + 92i,
/// content width 12 + 552 + 60 + 12 = 636: pagerTarget(i) = clamp(92i − 145.5, 0, 261).
private let menu = Seeds.menu(rows: [3, 5, 2, 4, 6, 3, 1])

/// TD with ten 300 pt sections: tops 300i, fixed header (occluded 0), maxY 3000 − 563 = 2437.
private let td = Seeds.td(rows: Array(repeating: 4, count: 10))

@Suite("§4.0 Later layouts: unchanged, resize or relayout")
struct LaterLayoutTests {
    @Test func anUnchangedLayoutDuringATapChangesNothing() {
        var screen = Screen(td)
        screen.tap(3)  // → 900, pending 3, in flight
        screen.send(.offset(.scrollMoved, .content, offset: 300, t: 0.3))  // on the way (no end yet)
        // The same layout, as a host forwarding every viewDidLayoutSubviews sends it: no
        // commands (no pager re-centring), the tap still pending and in flight.
        let record = screen.send(.layout(td, t: 0.5))
        #expect(record.commands.isEmpty)
        #expect(record.diagnostics.isEmpty)
        #expect(record.pending == 3)
        #expect(screen.state.isAnimating(.content))
        #expect(record.offsetY == 300)
    }

    @Test func newTitlesAreKeptAndNumbersCompareAsNumbers() {
        var screen = Screen(td)
        var retitled = td
        retitled.pager.items[0].title = "Starters"
        retitled.header.height = -0.0  // −0 == 0 as numbers
        let record = screen.layout(retitled)
        #expect(record.commands.isEmpty)
        #expect(screen.state.layout?.pager.items[0].title == "Starters")
    }

    @Test func anUnchangedLayoutMovesOnlyTheClock() {
        var screen = Screen(td)
        screen.send(.tapStatusBar(t: 5))
        // Back in time: applied, so flagged (§4.0), and the clock follows it.
        #expect(screen.send(.layout(td, t: 4)).diagnostics == [.timeWentBackwards])
        #expect(screen.send(.tapStatusBar(t: 4)).diagnostics.isEmpty)
    }

    @Test func aChangedSizeIsAResizeAndAChangedStructureARelayout() {
        // v3 §4.0: a changed `indicatorExtra` keeps the structure: a resize. It keeps the
        // tap (pending 3); TD's ten 80 pt titles are intrinsic cells either way (Σ = 800 >
        // 375), so no cell moved, the selection did not change: no command.
        var resized = Screen(td)
        resized.tap(3)
        var wider = td
        wider.pager.indicatorExtra = 5
        let kept = resized.layout(wider)
        #expect(kept.pending == 3)
        #expect(kept.commands.isEmpty)

        // Another selection rule changes the structure: a relayout clears pending, and v3
        // selects again from the stored offset — the list never left 0 (the tap's animation
        // was not reported), so section 0 — and re-centres the pager: pagerTarget(0) = 0.
        var relaid = Screen(td)
        relaid.tap(3)
        var other = td
        if case .sections(let sections, _, let window, let footer) = other.content {
            other.content = .sections(sections, selection: .window, window: window, footerHeight: footer)
        }
        let record = relaid.layout(other)
        #expect(record.pending == nil)
        #expect(record.selected == 0)
        #expect(record.commands == [offset(.pager, 0, animated: true)])
    }

    @Test func anEmptyPagerRecentresToZero() {
        var screen = Screen(td)
        screen.drag([0, 2100])  // selected 7, pager at pagerTarget(7) = 412.5
        let empty = Seeds.td(rows: [])
        let record = screen.layout(empty)
        #expect(record.selected == nil)
        #expect(record.commands == [offset(.pager, 0, animated: true)])
    }

    @Test func aPageThatComesBackIsFresh() {
        var screen = Screen(Seeds.fj())
        screen.tap(2)
        screen.scroll(.pages, [750])
        screen.send(.dragBegan(.content, page: 2, offset: -104, t: 1))
        screen.send(.dragMoved(.content, page: 2, offset: 500, t: 1.1))  // dragging page 2 at 500
        screen.layout(Seeds.fj(pages: [1800, 300]))  // page 2 removed
        screen.layout(Seeds.fj())  // and back
        // New: offset minY = −104 and idle, so a `drag moved` on it has no `began`.
        #expect(screen.state.contentOffset(page: 2) == -104)
        #expect(screen.send(.dragMoved(.content, page: 2, offset: 520, t: 2)).diagnostics == [.unexpectedPhase])
    }

    @Test func aChangeOfContentKindStartsEveryContentViewFresh() {
        var screen = Screen(Seeds.menu(rows: [3, 3, 3]))
        screen.send(.dragBegan(.content, offset: 300, t: 1))
        screen.layout(Seeds.fj())
        // Every page starts at minY = −104, idle.
        #expect((0..<3).map { screen.state.contentOffset(page: $0) } == [-104, -104, -104])
        #expect(screen.send(.dragMoved(.content, page: 0, offset: -90, t: 2)).diagnostics == [.unexpectedPhase])
    }

    @Test func collapseWithNoPagesHasHeaderZero() {
        var screen = Screen(Seeds.swipe())
        screen.drag(.content, page: 0, [-244, 300])  // headerTy −200
        let record = screen.layout(Seeds.swipe(pages: []))
        #expect(record.headerTy == 0)
    }
}
