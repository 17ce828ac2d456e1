// SPEC §4.7: the header drag — 1:1 with a rubber band, the release's fling, the stop, the
// header's own phase machine, a second finger, re-bases and the layouts that end it. Every
// expected number is derived in the comment beside it.
import Foundation
import PagerCore
import Testing

/// The menu's seven sections (rows 3, 5, 2, 4, 6, 3, 1; header rows 40, rows 80) under
/// FJ's quick-return header (64 + 40): Vh 603, inset 104 (minY −104); heights 280, 440,
/// 200, 360, 520, 280, 120; tops 0, 280, 720, 920, 1280, 1800, 2080; C 2200; maxY 1597.
private let menu = Seeds.menu(rows: [3, 5, 2, 4, 6, 3, 1])

@Suite("§4.7 PagerHeader drag")
struct HeaderDragTests {
    /// `r(x)` of SPEC §4.7 and §7, as written.
    static func r(_ x: Double, _ dimension: Double = 603) -> Double { (1 - 1 / (x * 0.55 / dimension + 1)) * dimension }

    @Test func aHeaderDragScrollsTheListOneToOne() {
        var screen = Screen(menu)
        // began at T 0: u₀ = −104 (at rest, within the bounds); nothing moves.
        let began = screen.send(.dragBegan(.header, offset: 0, t: 1))
        #expect(began.commands.isEmpty)
        #expect(screen.state.headerDragView == 0)
        // T 100: u = −4, y = −4, stored and commanded at once; the header follows the delta:
        // clamp(0 − 100, −64, 0) = −64; no gap: max(−64, min(0, 4 − 104)) = −64.
        let moved = screen.send(.dragMoved(.header, offset: 100, t: 1.1))
        #expect(moved.commands == [offset(.content, -4, animated: false)])
        #expect(moved.offsetY == -4)
        #expect(moved.headerTy == -64)
        // Released at T 100 with 800 pt/s: y = −4 again (no command), and the list flings.
        let ended = screen.send(.dragEnded(.header, offset: 100, velocity: 800, t: 1.2))
        #expect(ended.commands == [.fling(view: .content, page: nil, velocity: 800)])
        #expect(screen.state.isFlinging())
        // The fling's motion is programmatic (`scroll`); its `scroll ended` ends it.
        screen.send(.offset(.scrollMoved, .content, offset: 300, t: 1.3))
        screen.send(.offset(.scrollEnded, .content, offset: 380, t: 1.5))
        #expect(!screen.state.isFlinging())
    }

    @Test func pastTheTopTheRubberBandShowsAndTheReleaseFlingsBack() {
        var screen = Screen(menu)
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        // T −100: u = −204, 100 below minY: y = −104 − r(100).
        let moved = screen.send(.dragMoved(.header, offset: -100, t: 1.1))
        #expect(moved.offsetY == -104 - Self.r(100))
        // Released there without velocity: outside [minY, maxY], so fling 0 (a bounce back).
        let ended = screen.send(.dragEnded(.header, offset: -100, t: 1.2))
        #expect(ended.commands == [.fling(view: .content, page: nil, velocity: 0)])
    }

    @Test func aDragThatStartsOnAnOverscrolledListDoesNotJump() {
        var screen = Screen(menu)
        // The list was pulled to y₀ = −104 − r(100) (a list drag past the top, still there).
        let y0 = -104 - Self.r(100)
        screen.send(.dragBegan(.content, offset: -104, t: 0.5))
        screen.send(.dragMoved(.content, offset: y0, t: 0.6))
        screen.send(.dragEnded(.content, offset: y0, t: 0.7))
        // A header drag began there: u₀ = minY − r⁻¹(minY − y₀) = −104 − 100 (within an
        // ulp or two). Back at T₀ the list is exactly at y₀; at T₀ + 10, u = −194: y =
        // −104 − r(90), continuous with where it was.
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        #expect(screen.send(.dragMoved(.header, offset: 0, t: 1.05)).offsetY == y0)
        let moved = screen.send(.dragMoved(.header, offset: 10, t: 1.1))
        #expect(abs(moved.offsetY - (-104 - Self.r(90))) < 1e-9)
    }

    @Test func theFingerWinsOverATapMadeDuringTheDrag() {
        var screen = Screen(menu)
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        // A tap now: the list is under a header drag, so never exempt: in flight, pending 3.
        let tap = screen.send(.tapPagerItem(3, t: 1.05))
        #expect(tap.pending == 3)
        // The next move that moves the list cancels it.
        let moved = screen.send(.dragMoved(.header, offset: 50, t: 1.1))
        #expect(moved.pending == nil)
        #expect(!screen.state.isAnimating(.content))
    }

    @Test func aHeaderDragStopsAMovingList() {
        var screen = Screen(menu)
        screen.drag([-104, 200], velocity: 1500)
        screen.send(.offset(.decelerateBegan, .content, offset: 200, t: 1.5))
        screen.send(.offset(.decelerateMoved, .content, offset: 320, t: 1.6))  // decelerating at 320
        #expect(screen.state.phase(of: .content) == .decelerating)
        // The finger lands on the header: an instant setOffset stops the list where it is,
        // and it is idle in the phase machine (a late decelerate ended would be flagged).
        let began = screen.send(.dragBegan(.header, offset: 0, t: 2))
        #expect(began.commands == [offset(.content, 320, animated: false)])
        #expect(screen.state.phase(of: .content) == .idle)
        #expect(screen.send(.offset(.decelerateEnded, .content, offset: 320, t: 2.1)).diagnostics == [.unexpectedPhase])
    }

    @Test func theStopLeavesADraggedListDragging() {
        var screen = Screen(menu)
        screen.send(.dragBegan(.content, offset: -104, t: 1))
        // A tab tap under the list's finger: the list is moving (dragged), so the animation to
        // y* = clamp(top₃ 920 − occluded 104, −104, 1597) = 816 is in flight, pending 3 (§4.0).
        #expect(screen.send(.tapPagerItem(3, t: 1.1)).pending == 3)
        // A second finger on the header (§4.7, the stop): the list is moving (in flight), so it
        // is stopped where it is, at −104, and pending clears; it is being dragged, not
        // decelerating, so it stays `dragging`: its finger is still down.
        let began = screen.send(.dragBegan(.header, offset: 0, t: 1.2))
        #expect(began.commands.first == offset(.content, -104, animated: false))
        #expect(began.pending == nil)
        #expect(screen.state.phase(of: .content) == .dragging)
        // The list's own finger moves on and lifts: nothing is unexpected.
        #expect(screen.send(.dragMoved(.content, offset: -90, t: 1.3)).diagnostics.isEmpty)
        #expect(screen.send(.dragEnded(.content, offset: -90, t: 1.4)).diagnostics.isEmpty)
    }

    @Test func theStopReturnsAListAboutToDecelerateToIdle() {
        var screen = Screen(menu)
        // Released at 200 with 1500 pt/s: decelerating from this `drag ended` on (§4.0), before
        // its `decelerate began`.
        screen.drag([-104, 200], velocity: 1500)
        #expect(screen.state.phase(of: .content) == .decelerationPending)
        // The header's stop puts the list where it is and returns it to idle (§4.7, the stop).
        let began = screen.send(.dragBegan(.header, offset: 0, t: 2))
        #expect(began.commands == [offset(.content, 200, animated: false)])
        #expect(screen.state.phase(of: .content) == .idle)
        // So the deceleration's own `began`, arriving late, is unexpected (§5).
        #expect(screen.send(.offset(.decelerateBegan, .content, offset: 200, t: 2.1)).diagnostics == [.unexpectedPhase])
    }

    @Test func theHeaderHasItsOwnPhaseMachine() {
        var screen = Screen(menu)
        // moved without began: flagged, acts as a began (nothing moves).
        let stray = screen.send(.dragMoved(.header, offset: 30, t: 1))
        #expect(stray.diagnostics == [.unexpectedPhase])
        #expect(stray.commands.isEmpty)
        // From T₀ = 30: T 40 moves the list by 10, −104 → −94.
        #expect(screen.send(.dragMoved(.header, offset: 40, t: 1.1)).offsetY == -94)
        // began during a drag: flagged, and starts again from here.
        #expect(screen.send(.dragBegan(.header, offset: 0, t: 1.2)).diagnostics == [.unexpectedPhase])
        #expect(screen.send(.dragEnded(.header, offset: 0, t: 1.3)).diagnostics.isEmpty)
        // ended without began: flagged, nothing else.
        let late = screen.send(.dragEnded(.header, offset: 500, velocity: 900, t: 1.4))
        #expect(late.diagnostics == [.unexpectedPhase])
        #expect(late.commands.isEmpty)
    }

    @Test func aSecondFingerOnTheListEndsTheHeaderDrag() {
        var screen = Screen(menu)
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        screen.send(.dragBegan(.content, offset: -104, t: 1.1))
        #expect(screen.state.headerDragView == nil)
        // The header gesture goes on, moving nothing, unflagged.
        let moved = screen.send(.dragMoved(.header, offset: 80, t: 1.2))
        #expect(moved.diagnostics.isEmpty)
        #expect(moved.commands.isEmpty)
        #expect(screen.send(.dragEnded(.header, offset: 80, velocity: 500, t: 1.3)).commands.isEmpty)
    }

    @Test func aHeaderBeganAfterASecondFingerIsUnexpectedAndStartsANewDrag() {
        var screen = Screen(menu)
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        // A second finger on the list ends the drag, not the header's gesture (§4.7).
        screen.send(.dragBegan(.content, offset: -104, t: 1.1))
        // A header `began` before that gesture's `ended` (a host that lost it): the header's
        // phase machine is still dragging, so it is unexpectedPhase (§5), and it starts a new
        // header drag on the current list: T₀ 20, u₀ = y = −104.
        let again = screen.send(.dragBegan(.header, offset: 20, t: 1.2))
        #expect(again.diagnostics == [.unexpectedPhase])
        #expect(screen.state.headerDragView == 0)
        // T 50: u = −104 + 30 = −74, inside the bounds: the new drag moves the list 1:1.
        let moved = screen.send(.dragMoved(.header, offset: 50, t: 1.3))
        #expect(moved.diagnostics.isEmpty)
        #expect(moved.offsetY == -74)
    }

    @Test func aPageSwitchReBasesTheDragOntoTheListShown() {
        // FJ pages (1800, 300, 2400), all at −104. A header drag moves page 0 to −54 (T 50),
        // then the pages container switches to page 1 (pagesX 375). Page switch to 1: header
        // bottom −(104 − 50)… page 1 cannot scroll (maxY −104 < −54), so headerTy 0.
        var screen = Screen(Seeds.fj(pages: [1800, 1800, 2400]))
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        #expect(screen.send(.dragMoved(.header, offset: 50, t: 1.1)).offsetY == -54)
        screen.send(.dragBegan(.pages, offset: 0, t: 1.2))
        let switched = screen.send(.dragMoved(.pages, offset: 375, t: 1.3))
        #expect(switched.page == 1)
        #expect(screen.state.headerDragView == 1)
        // Page 1 was aligned under the header: −(104 − 50) = −54 (quick return, headerTy −50).
        #expect(switched.offsetY == -54)
        // T 60: 10 more from the re-base's T₀ 50 moves page 1 from −54 to −44.
        let moved = screen.send(.dragMoved(.header, offset: 60, t: 1.4))
        #expect(moved.commands == [offset(.content, page: 1, -44, animated: false)])
    }

    @Test func aResizeReBasesTheDragUnderTheBoundsNowInForce() {
        var screen = Screen(menu)
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        #expect(screen.send(.dragMoved(.header, offset: 30, t: 1.1)).offsetY == -74)
        // The search bar shrinks to 44 (a resize): inset 84, minY −84; the list stays at −74
        // (the host reports any change). Re-based: T₀ = 30, u₀ = −74 (inside the new bounds).
        var smaller = menu
        smaller.header.height = 44
        screen.layout(smaller)
        // T 40: u = −74 + 10 = −64, inside [−84, maxY]: the list follows the finger 1:1.
        #expect(screen.send(.dragMoved(.header, offset: 40, t: 1.2)).offsetY == -64)
        // T 10: u = −74 − 20 = −94, 10 below the new minY: y = −84 − r(10).
        let banded = screen.send(.dragMoved(.header, offset: 10, t: 1.3)).offsetY
        #expect(banded == -84 - Self.r(10))
    }

    @Test func aRelayoutIntoAModeWithoutHeaderDragsEndsTheDrag() {
        var screen = Screen(menu)
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        // T 30: u = −104 + 30 = −74, inside the bounds: y = −74.
        #expect(screen.send(.dragMoved(.header, offset: 30, t: 1.1)).offsetY == -74)
        // Into `fixed` (the mode changed: a relayout). The host reports no header events there
        // (§7), so the drag ends, with no fling (§4.7). Inset 0: minY 0; the offset is kept.
        var fixed = menu
        fixed.header.mode = .fixed
        let relayout = screen.layout(fixed)
        #expect(!relayout.commands.contains { $0.kind == .fling })
        #expect(relayout.offsetY == -74)
        #expect(screen.state.headerDragView == nil)
        // The list is under no header drag now: once the host has moved it into its bounds
        // (to 0) it is at rest, and a status-bar tap there runs no animation (|Δ| < 0.5, §4.0):
        // the tap lands at once — pending null, nothing in flight — and 0 stays selected
        // (line = 0 + occluded 0 at y 0), so there is no pager command.
        screen.scroll([0])
        let tap = screen.tapStatusBar()
        #expect(tap.commands == [offset(.content, 0, animated: true)])
        #expect(tap.pending == nil)
        #expect(tap.selected == 0)
        #expect(!screen.state.isAnimating(.content))
        // Back in quickReturn (another relayout), the gesture's late `ended` is unexpected:
        // the header's phase machine is idle, and nothing is flung (§4.7, §5).
        screen.layout(menu)
        let late = screen.send(.dragEnded(.header, offset: 60, velocity: 500, t: 2))
        #expect(late.diagnostics == [.unexpectedPhase])
        #expect(late.commands.isEmpty)
    }

    @Test func aRelayoutIntoAModeWithoutHeaderDragsEndsAGestureASecondFingerEnded() {
        var screen = Screen(menu)
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        // A second finger on the list: the drag ends, the header's gesture goes on (§4.7).
        screen.send(.dragBegan(.content, offset: -104, t: 1.1))
        // Into `stickyReveal` and back: the first relayout returns the header's phase machine
        // to idle even so, and the second re-bases nothing (there is no drag).
        var sticky = menu
        sticky.header.mode = .stickyReveal
        screen.layout(sticky)
        screen.layout(menu)
        // So a new header drag begins unflagged (v3's reading flagged it: still dragging).
        #expect(screen.send(.dragBegan(.header, offset: 0, t: 2)).diagnostics.isEmpty)
    }

    @Test func aRelayoutWithNoContentViewEndsTheDrag() {
        var screen = Screen(Seeds.fj())
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        // No pages: nothing to drag (§4.7), so the drag ends and the phase machine is idle.
        screen.layout(Seeds.fj(pages: []))
        #expect(screen.state.headerDragView == nil)
        // With pages again, the gesture's `ended` is one without `began`: flagged, no fling.
        screen.layout(Seeds.fj())
        let late = screen.send(.dragEnded(.header, offset: 40, velocity: 900, t: 2))
        #expect(late.diagnostics == [.unexpectedPhase])
        #expect(late.commands.isEmpty)
    }

    @Test func aRelayoutIntoTheOtherOverlayModeReBasesTheDrag() {
        var screen = Screen(menu)
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        screen.send(.dragMoved(.header, offset: 30, t: 1.1))  // y −74, as above
        // `collapse` overlays the list too (inset S + B = 104 again): the drag goes on, re-based
        // with T₀ 30 and u₀ −74 (§4.7).
        var collapse = menu
        collapse.header.mode = .collapse
        screen.layout(collapse)
        #expect(screen.state.headerDragView == 0)
        // T 40: u = −74 + 10 = −64, 1:1 and unflagged.
        let moved = screen.send(.dragMoved(.header, offset: 40, t: 1.2))
        #expect(moved.diagnostics.isEmpty)
        #expect(moved.offsetY == -64)
    }

    @Test func onlyTheOverlayModesHaveAHeaderToDrag() {
        var td = Screen(Seeds.td(rows: [2, 2]))
        #expect(td.send(.dragBegan(.header, offset: 0, t: 1)).diagnostics == [.unknownView])
        var kulman = Screen(Seeds.kulman())
        #expect(kulman.send(.dragBegan(.header, offset: 0, t: 1)).diagnostics == [.unknownView])
        var screen = Screen(menu)
        #expect(screen.send(.offset(.decelerateBegan, .header, offset: 0, t: 1)).diagnostics == [.unknownView])
        #expect(screen.send(.offset(.scrollMoved, .header, offset: 0, t: 1)).diagnostics == [.unknownView])
    }

    @Test func aHeaderDragIsSavedAndRestoredWithTheState() throws {
        var screen = Screen(menu)
        screen.send(.dragBegan(.header, offset: 0, t: 1))
        screen.send(.dragMoved(.header, offset: 40, t: 1.1))
        let saved = try JSONDecoder().decode(PagerState.self, from: JSONEncoder().encode(screen.state))
        #expect(saved == screen.state)
        var original = screen.state, restored = saved
        let next = PagerEvent.dragMoved(.header, offset: 90, t: 1.2)
        #expect(original.apply(next) == restored.apply(next))
    }
}
