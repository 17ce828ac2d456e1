// A list's moves — `drag moved`, `decelerate moved`, `scroll moved` of the list of
// `sections` content — are nearly every event of a trace, and the reducer takes them by a
// short path when nothing but SPEC §4.0's steps (3) and (4) can apply (PagerState+Offsets,
// `applyListMove`). These tests pin the edges of that path with the SPEC's own answers: a
// move its phase does not expect is flagged (§5), a move back in time is flagged and
// applied (§4.0), a page the content does not have is rejected (§5), and a move keeps the
// phase it found.
import PagerCore
import Testing

@Suite("A list's moves")
struct ListMoveTests {
    /// The menu of `Seeds.menu`: quick-return header 64 + bar 40 over sections 280, 440,
    /// 200 and 360 tall (tops 0, 280, 720, 920; C = 1280); `minY = −104`, `maxY = 677`.
    private func menu() -> PagerState {
        var state = PagerState()
        _ = state.apply(.layout(Seeds.menu(rows: [3, 5, 2, 4]), t: 0))
        return state
    }

    @Test func aMoveItsPhaseDoesNotExpectIsFlaggedAndApplied() {
        var state = menu()
        // §5: a `drag moved` with no `drag began` (the list is idle) is out of order:
        // flagged, and applied — the offset is stored and the phase becomes dragging.
        let stray = state.apply(.dragMoved(.content, offset: -50, t: 1))
        #expect(stray.diagnostics == [.unexpectedPhase])
        #expect(stray.offsetY == -50)
        #expect(state.phase(of: .content) == .dragging)
        // Dragging now: the next move is expected.
        #expect(state.apply(.dragMoved(.content, offset: -40, t: 1.1)).diagnostics.isEmpty)
        // A `decelerate moved` while the finger is still down is out of order too.
        let early = state.apply(.offset(.decelerateMoved, .content, offset: -30, t: 1.2))
        #expect(early.diagnostics == [.unexpectedPhase])
        #expect(early.offsetY == -30)
        #expect(state.phase(of: .content) == .decelerating)
    }

    @Test func aScrollMoveDuringADragIsNotFlaggedAndKeepsTheDrag() {
        var state = menu()
        _ = state.apply(.dragBegan(.content, offset: -104, t: 1))
        // §5: `scroll` events are never flagged; `scroll moved` leaves the phase alone, so
        // the drag's next move is still expected.
        let scroll = state.apply(.offset(.scrollMoved, .content, offset: -90, t: 1.1))
        #expect(scroll.diagnostics.isEmpty && scroll.offsetY == -90)
        #expect(state.phase(of: .content) == .dragging)
        #expect(state.apply(.dragMoved(.content, offset: -80, t: 1.2)).diagnostics.isEmpty)
    }

    @Test func aMoveBackInTimeIsFlaggedAndMovesTheClock() {
        var state = menu()
        _ = state.apply(.dragBegan(.content, offset: -104, t: 2))
        // §4.0: `t` below the last applied event's is flagged `timeWentBackwards`, and the
        // event is applied: the offset is stored and the clock is now 1.
        let late = state.apply(.dragMoved(.content, offset: -60, t: 1))
        #expect(late.diagnostics == [.timeWentBackwards])
        #expect(late.offsetY == -60)
        // 1.5 is after 1: not flagged.
        #expect(state.apply(.dragMoved(.content, offset: -50, t: 1.5)).diagnostics.isEmpty)
    }

    @Test func pageZeroIsTheListAndAnotherPageIsRejected() {
        var state = menu()
        _ = state.apply(.dragBegan(.content, offset: -104, t: 1))
        // §2: `page` is absent or 0 in `sections` content; both name the one list.
        let zero = state.apply(.offset(.dragMoved, .content, page: 0, offset: -70, t: 1.1))
        #expect(zero.diagnostics.isEmpty && zero.offsetY == -70)
        // §5: page 1 names no list: rejected, the state as it was (offset −70, clock 1.1).
        let other = state.apply(.offset(.dragMoved, .content, page: 1, offset: 400, t: 1.2))
        #expect(other.diagnostics == [.pageOutOfRange])
        #expect(other.offsetY == -70)
        #expect(state.apply(.dragMoved(.content, offset: -60, t: 1.15)).diagnostics.isEmpty)
    }

    @Test func aPagesListIsNamedByItsPageAndOnlyTheCurrentOneMovesTheHeader() {
        // FJ's three pages (1800, 300, 2400 tall) under the quick-return header 64 + 40.
        var state = PagerState()
        _ = state.apply(.layout(Seeds.fj(), t: 0))
        // §5: a list of `pages` content needs its page, and one the content has.
        #expect(state.apply(.offset(.scrollMoved, .content, offset: 0, t: 1)).diagnostics == [.missingPage])
        #expect(state.apply(.offset(.scrollMoved, .content, page: 3, offset: 0, t: 1)).diagnostics == [.pageOutOfRange])
        // Page 2 is not the current page (0): its move is stored, the header stays (§4.3's
        // rules are the current page's).
        let other = state.apply(.offset(.scrollMoved, .content, page: 2, offset: 500, t: 1))
        #expect(other.diagnostics.isEmpty && other.headerTy == 0)
        #expect(state.contentOffset(page: 2) == 500)
        // Page 0 is: from −104 to 96 the header follows the 200 pt delta, clamped to −64.
        let current = state.apply(.offset(.scrollMoved, .content, page: 0, offset: 96, t: 1.1))
        #expect(current.headerTy == -64 && current.offsetY == 96)
    }

    @Test func aMoveRunsTheHeaderRuleAndTheSelection() {
        var state = menu()
        _ = state.apply(.dragBegan(.content, offset: -104, t: 1))
        // §4.3: the header follows the 300 pt delta, clamped: clamp(0 − 300, −64, 0) = −64
        // (no gap: min(0, −196 − 104) = −300 does not lift it).
        // §4.1 crossing: occluded = max(0, 64 + 40 − 64) = 40, visible = 603 − 40 = 563,
        // range = min(563, 677 + 104) = 563, slide from 677 − 563 = 114, so at y = 196
        // f = 82 / 563 and the line is 196 + 40 + 82 = 318: tops ≤ 319 are 0 and 280,
        // section 1. The selection moved: the pager re-centres on item 1 (§4.0).
        let record = state.apply(.dragMoved(.content, offset: 196, t: 1.1))
        #expect(record.headerTy == -64)
        #expect(record.selected == 1)
        #expect(record.commands.count == 1 && record.commands.first?.kind == .setOffset)
    }
}
