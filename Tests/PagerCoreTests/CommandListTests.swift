// The reducer writes an event's commands into the list of the last record that had some,
// once the host has dropped that record (PagerState's `reusableCommands`): a scroll that
// changes the selection then allocates nothing. These tests pin what that must never
// change: a record the host keeps keeps its own commands, whatever the reducer commands
// after it, and the list is not state — states that give the same records are equal.
import Foundation
import PagerCore
import Testing

@Suite("A record's commands are its own")
struct CommandListTests {
    /// Eight sections of 40 + 3 × 80 = 280 pt (tops 280i; C = 2240) under the quick-return
    /// header 64 + bar 40 (`Seeds.menu`); eight 60 pt items, spacing 32, edge inset 12.
    private func menu() -> PagerState {
        var state = PagerState()
        _ = state.apply(.layout(Seeds.menu(rows: Array(repeating: 3, count: 8)), t: 0))
        return state
    }

    /// A drag from the top (−104) through `offsets`, one `drag moved` each; the records of
    /// the moves, all kept.
    private func drag(_ state: inout PagerState, through offsets: [Double]) -> [PagerRecord] {
        _ = state.apply(.dragBegan(.content, offset: -104, t: 1))
        return offsets.enumerated().map { i, y in state.apply(.dragMoved(.content, offset: y, t: 1 + Double(i + 1) / 60)) }
    }

    @Test func keptRecordsKeepTheirCommandsWhenLaterEventsCommand() {
        var state = menu()
        // §4.3: from −104 the header follows the drag up to −64 and stays there, so at 300,
        // 600 and 900 occluded = 64 + 40 − 64 = 40, and (§4.1, above the last screenful:
        // maxY = 2240 − 603 = 1637, slide start 1637 − 563 = 1074) the line is y + 40:
        // 340, 640, 940 select sections 1, 2, 3 (tops 280, 560, 840 ≤ line + 1).
        // §4.0: each change re-centres the pager, animated, on the item's centre
        // 12 + 92i + 30 less half the 375 pt viewport, clamped to [0, 728 − 375]:
        // item 1: 134 − 187.5 < 0 → 0; item 2: 226 − 187.5 = 38.5; item 3: 130.5.
        let records = drag(&state, through: [300, 600, 900])
        #expect(records.map(\.selected) == [1, 2, 3])
        // Read after all three were made: each still holds the command of its own event.
        #expect(
            records.map(\.commands) == [
                [.setOffset(view: .pager, page: nil, value: 0, animated: true)],
                [.setOffset(view: .pager, page: nil, value: 38.5, animated: true)],
                [.setOffset(view: .pager, page: nil, value: 130.5, animated: true)],
            ])
    }

    @Test func aKeptCommandListIsNotOverwrittenByTheNextCommandedEvent() {
        var state = menu()
        // As above, one record at a time: the host keeps only the first record's list,
        // drops each later record as soon as it is read, then reads the first again.
        let first = drag(&state, through: [300])[0].commands
        var later: [[PagerCommand]] = []
        for (i, y) in [600.0, 900].enumerated() {
            later.append(state.apply(.dragMoved(.content, offset: y, t: 2 + Double(i) / 60)).commands)
        }
        #expect(first == [.setOffset(view: .pager, page: nil, value: 0, animated: true)])
        #expect(
            later == [
                [.setOffset(view: .pager, page: nil, value: 38.5, animated: true)],
                [.setOffset(view: .pager, page: nil, value: 130.5, animated: true)],
            ])
    }

    @Test func statesThatGiveTheSameRecordsAreEqualWhateverListTheyHold() throws {
        var dragged = menu()
        _ = drag(&dragged, through: [300, 600])
        // A state restored from a save holds no list; it is still the same state, and it
        // gives the same records: the next move, to 900, selects 3 (line 940) and
        // re-centres the pager on 130.5, as above.
        let restored = try JSONDecoder().decode(PagerState.self, from: JSONEncoder().encode(dragged))
        #expect(restored == dragged)
        var a = dragged, b = restored
        let next = PagerEvent.dragMoved(.content, offset: 900, t: 2)
        let (fromDragged, fromRestored) = (a.apply(next), b.apply(next))
        #expect(fromDragged == fromRestored)
        #expect(fromDragged.commands == [.setOffset(view: .pager, page: nil, value: 130.5, animated: true)])
        #expect(a == b)
    }
}
