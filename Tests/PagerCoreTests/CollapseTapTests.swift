// SPEC §4.2: in `collapse` a tapped section lands under the bar of the collapsed header.
import PagerCore
import Testing

@Suite("§4.2 collapse taps land under the bar")
struct CollapseTapTests {
    // Seeds.hero: S = 200, B = 44, tops 0, 280, 720, 920, 1280, 1800, 2080; minY −244,
    // maxY 1533. Target in collapse: clamp(topᵢ − B, minY, maxY).

    @Test func fromAnExpandedHeader() {
        var screen = Screen(Seeds.hero())
        // At rest at −244: headerTy = max(−200, −(−244 + 244)) = 0 (expanded).
        #expect(screen.state.headerTy == 0)
        // Target = clamp(920 − 44, −244, 1533) = 876 (v1: 920 − occluded 244 = 676).
        let tap = screen.tap(3)
        #expect(tap.commands.first == offset(.content, 876, animated: true))
        let landed = screen.scroll([500, 876]).last!
        // At 876: headerTy = max(−200, −(876 + 244)) = −200, so occluded = 244 − 200 = 44
        // and section 3's top is 920 − 876 = 44 below the list's top: right under the bar.
        #expect(landed.headerTy == -200)
        #expect(landed.selected == 3)
        // The crossing rule agrees there: visible = 667 − 44 = 623, R = 623,
        // f = clamp((876 − (1533 − 623)) / 623, 0, 1) = 0, line = 876 + 44 = 920 = top₃.
        let touch = screen.drag([876, 880])
        #expect(touch.map(\.selected) == [3, 3])  // began at 876, ended at 880 (line 924)
    }

    @Test func fromAHalfCollapsedHeader() {
        var screen = Screen(Seeds.hero())
        // Drag to −144: headerTy = max(−200, −(−144 + 244)) = −100 (half collapsed).
        #expect(screen.drag([-244, -144]).last?.headerTy == -100)
        // Target = clamp(720 − 44, −244, 1533) = 676 (v1: 720 − (244 − 100) = 576).
        #expect(screen.tap(2).commands.first == offset(.content, 676, animated: true))
        // Item 0: clamp(0 − 44, −244, 1533) = −44; there the header is collapsed
        // (max(−200, −(−44 + 244)) = −200) and section 0's top sits under the bar.
        #expect(screen.tap(0).commands.first == offset(.content, -44, animated: true))
    }

    @Test func inTheLastScreenfulTheTargetIsMaxY() {
        var screen = Screen(Seeds.hero())
        // clamp(2080 − 44, −244, 1533) = 1533.
        #expect(screen.tap(6).commands.first == offset(.content, 1533, animated: true))
    }
}
