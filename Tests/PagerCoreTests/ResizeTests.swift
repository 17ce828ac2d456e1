// SPEC §4.0: a resize (the structure kept) against a relayout — the tap and its re-aim, the
// hold moved with its section, the selection computed again. Every expected number is
// derived in the comment beside it.
import PagerCore
import Testing

/// The menu's seven sections (rows 3, 5, 2, 4, 6, 3, 1; header rows 40, rows 80) under
/// FJ's quick-return header (64 + 40): Vh 603, inset 104 (minY −104); heights 280, 440,
/// 200, 360, 520, 280, 120; tops 0, 280, 720, 920, 1280, 1800, 2080; C 2200; maxY 1597.
private let menu = Seeds.menu(rows: [3, 5, 2, 4, 6, 3, 1])

/// `menu` with section `i` measured at `height` instead of its rows (SPEC §1).
private func menu(measuring i: Int, at height: Double, footer: Double = 0) -> PagerLayout {
    var layout = menu
    guard case .sections(var sections, let selection, let window, _) = layout.content else { return layout }
    sections[i] = PagerListSection(headerHeight: 40, height: height)
    layout.content = .sections(sections, selection: selection, window: window, footerHeight: footer)
    return layout
}

@Suite("§4.0 Resize and relayout")
struct ResizeTests {
    @Test func aResizeKeepsTheTapAndReAimsItsAnimation() {
        var screen = Screen(menu)
        // Tap 3 from the top: y* = 920 − 104 = 816, in flight, pending 3.
        let tap = screen.tap(3)
        #expect(tap.commands.first == offset(.content, 816, animated: true))
        // Section 1 measured 100 pt taller (540): top₃ = 1020, so y* = 1020 − 104 = 916
        // (maxY 1697). It moved by 100 ≥ 0.5: re-aimed, still in flight, pending kept; the
        // pager's cells did not move and the selection did not change: no pager command.
        let resized = screen.layout(menu(measuring: 1, at: 540))
        #expect(resized.pending == 3)
        #expect(resized.commands == [offset(.content, 916, animated: true)])
        #expect(screen.state.isAnimating(.content))
        // Section 6 grows by 0.3: top₃ does not move, y* stays 916 (< 0.5): no command.
        var longer = menu(measuring: 1, at: 540)
        if case .sections(var sections, let s, let w, let f) = longer.content {
            sections[6] = PagerListSection(headerHeight: 40, height: 120.3)
            longer.content = .sections(sections, selection: s, window: w, footerHeight: f)
        }
        #expect(screen.layout(longer).commands.isEmpty)
        // It lands at 916 (scroll ended): the hold starts there with item 3.
        let landed = screen.scroll([500, 916]).last!
        #expect(landed.pending == nil)
        #expect(screen.state.hold == PagerState.TapHold(item: 3, landing: 916))
    }

    @Test func theHoldMovesWithItsSection() {
        var screen = Screen(menu)
        screen.tap(3)
        screen.scroll([400, 816])  // landed at 816, hold on 3
        // Section 0 measured 50 pt taller (330): top₃ 920 → 970, the landing moves by +50.
        let resized = screen.layout(menu(measuring: 0, at: 330))
        #expect(screen.state.hold == PagerState.TapHold(item: 3, landing: 866))
        #expect(resized.selected == 3)
        // The host reports where the list is now; at the new landing the hold keeps 3.
        #expect(screen.send(.dragBegan(.content, offset: 866, t: 5)).selected == 3)
    }

    @Test func theStatusBarsHoldMovesWithTheTop() {
        var screen = Screen(menu)
        screen.drag([-104, 500])
        screen.tapStatusBar()
        screen.scroll([200, -104])  // landed at the top: hold on 0 at −104
        // A 44 pt search bar: inset 84, minY −84; the landing moves by −84 − (−104) = +20.
        var smaller = menu
        smaller.header.height = 44
        let resized = screen.layout(smaller)
        #expect(resized.commands == [.setInset(page: nil, top: 84, duration: 0)])
        #expect(screen.state.hold == PagerState.TapHold(item: 0, landing: -84, isAtTop: true))
    }

    @Test func aResizeSelectsAgainUnderAListAtRest() {
        // TD rows [4]×10: sections 300 tall, tops 300i; Vh 563, C 3000, maxY 2437.
        var screen = Screen(Seeds.td(rows: Array(repeating: 4, count: 10)))
        // At 600, before the last screenful (its slide starts at 2437 − 563 = 1874): line 600,
        // the largest top ≤ 601 is 600 → 2.
        #expect(screen.drag([0, 600]).last?.selected == 2)
        // Section 0 measured 400: tops 0, 400, 700…; at 600 the largest top ≤ 601 is 400 → 1.
        // The selection changed: the pager re-centres, pagerTarget(1) = clamp(80 + 40 −
        // 187.5, 0, 425) = 0.
        var grown = Seeds.td(rows: Array(repeating: 4, count: 10))
        if case .sections(var sections, let s, let w, let f) = grown.content {
            sections[0] = PagerListSection(headerHeight: 60, height: 400)
            grown.content = .sections(sections, selection: s, window: w, footerHeight: f)
        }
        let record = screen.layout(grown)
        #expect(record.selected == 1)
        #expect(record.commands == [offset(.pager, 0, animated: true)])
    }

    @Test func aRelayoutSelectsAgainFromTheOffsets() {
        var screen = Screen(Seeds.td(rows: Array(repeating: 4, count: 10)))
        screen.drag([0, 600])  // 2, as above
        // Eleven sections (a reload with another count): a relayout. Tops are unchanged, so
        // §4.1 at 600 still gives 2, and the pager is re-centred: pagerTarget(2) =
        // clamp(160 + 40 − 187.5, 0, 505) = 12.5.
        let record = screen.layout(Seeds.td(rows: Array(repeating: 4, count: 11)))
        #expect(record.selected == 2)
        #expect(record.commands == [offset(.pager, 12.5, animated: true)])
    }

    @Test func quickReturnLeavesNoGapAfterAResize() {
        var screen = Screen(menu)
        // −104 → −74: the header follows, 0 − 30 = −30; no gap: min(0, 74 − 104) = −30.
        #expect(screen.drag([-104, -74]).last?.headerTy == -30)
        // S 20: S + B = 60 (inset 60); clamp(−30, −20, 0) = −20, then no gap:
        // max(−20, min(0, 74 − 60)) = 0 — the list's top is 14 pt below the bar.
        var smaller = menu
        smaller.header.height = 20
        let record = screen.layout(smaller)
        #expect(record.headerTy == 0)
        #expect(record.commands == [.setInset(page: nil, top: 60, duration: 0)])
    }

    @Test func structureDecidesResizeOrRelayout() {
        // Sizes only: viewport height, S, B, heights, widths, spacing, insets, extra.
        var sizes = menu
        sizes.viewport.height = 500
        sizes.header.barHeight = 44
        sizes.pager.spacing = 8
        #expect(menu.hasSameStructure(as: sizes))
        // Anything else: the width, the mode, snap, the count, the selection rule, cells.
        for change in [
            { (l: inout PagerLayout) in l.viewport.width = 376 }, { $0.header.mode = .collapse }, { $0.header.snap = true },
            { $0.pager.cells = .intrinsic }, { $0.pager.behavior = .paging },
        ] as [(inout PagerLayout) -> Void] {
            var other = menu
            change(&other)
            #expect(!menu.hasSameStructure(as: other))
        }
    }
}
