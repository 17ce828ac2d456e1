// SPEC §3 `animateHeader`: a header moved by a rule is animated, not jumped. Every expected
// number is derived in the comment beside it.
import PagerCore
import Testing

/// The menu's seven sections (rows 3, 5, 2, 4, 6, 3, 1; header rows 40, rows 80) under
/// FJ's quick-return header (64 + 40): Vh 603, inset 104 (minY −104); heights 280, 440,
/// 200, 360, 520, 280, 120; tops 0, 280, 720, 920, 1280, 1800, 2080; C 2200; maxY 1597.
private let menu = Seeds.menu(rows: [3, 5, 2, 4, 6, 3, 1])

@Suite("§3 animateHeader")
struct AnimateHeaderTests {
    @Test func aSnapAnimatesTheHeader() {
        // Snap on: from −104 up by 20 to −84 (headerTy −20), released without a fling. At rest
        // −64 < −20 < 0 and −20 ≥ −32: snap to 0, animated over 0.25 s, after every other
        // command of the record.
        var screen = Screen(Seeds.menu(rows: [3, 5, 2, 4, 6, 3, 1], snap: true))
        let ended = screen.drag([-104, -84]).last!
        #expect(ended.headerTy == 0)
        #expect(ended.commands == [.animateHeader(ty: 0, duration: 0.25)])
    }

    @Test func aStatusBarTapWithTheHeaderShownDoesNotAnimateIt() {
        // headerTy is already 0 at the top: nothing changed, so no animateHeader.
        var screen = Screen(menu)
        screen.drag([-104, -94])  // headerTy −10
        screen.drag([-94, -104])  // back: −10 + 10 = 0
        #expect(screen.tapStatusBar().commands == [offset(.content, -104, animated: true)])
    }
}
