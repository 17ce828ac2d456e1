// SPEC v3: measured sections and footers, pager cells, resize versus relayout (re-aim,
// hold, selection), animateHeader, the header drag (§4.7) and the strip's rest (§4.8).
// Every expected number is derived in the comment beside it.
import Foundation
import PagerCore
import Testing

/// The menu of SpecV2Tests: quick return, S 64 + B 40, Vh 603, inset 104 (minY −104),
/// header rows 40 and rows 80. With rows [3, 5, 2, 4, 6, 3, 1]: heights 280, 440, 200, 360,
/// 520, 280, 120; tops 0, 280, 720, 920, 1280, 1800, 2080; C 2200; maxY 1597.
private let menu = Seeds.menu(rows: [3, 5, 2, 4, 6, 3, 1])

/// `menu` with section `i` measured at `height` instead of its rows (v3 §1).
private func menu(measuring i: Int, at height: Double, footer: Double = 0) -> Layout {
    var layout = menu
    guard case .sections(var sections, let selection, let window, _) = layout.content else { return layout }
    sections[i] = Section(headerHeight: 40, height: height)
    layout.content = .sections(sections, selection: selection, window: window, footerHeight: footer)
    return layout
}

@Suite("SPEC v3 §1 Measured sections, footers, cells")
struct MeasuredGeometryTests {
    @Test func measuredSectionsAndAFooterSumAsTopPlusHeight() throws {
        // TD's fixed bar (S 0, B 40): Vh = 603 − 40 = 563. Sections measured 300, 500, 250,
        // footer 100: tops 0, 300, 800; C = (800 + 250) + 100 = 1150; maxY = 1150 − 563 = 587.
        var layout = Seeds.td(rows: [0, 0, 0])
        layout.content = .sections(
            [Section(headerHeight: 60, height: 300), Section(headerHeight: 60, height: 500), Section(headerHeight: 60, height: 250)],
            footerHeight: 100)
        let g = try #require(LayoutGeometry(layout))
        #expect(g.sectionTops == [0, 300, 800])
        #expect(g.sectionsContentHeight == 1150)
        #expect(g.maxY(ofView: 0, insetTop: 0) == 587)
        // At y 300: R = min(563, 587) = 563, the slide starts at 587 − 563 = 24, so
        // f = (300 − 24)/563 and line = 300 + f·563 = 576: the largest top ≤ 577 is 300 → 1.
        var screen = Screen(layout)
        #expect(screen.drag([0, 300]).last?.selected == 1)
    }

    @Test func sectionHeightsAreSummedLeftToRight() throws {
        // §1 (v3): topᵢ₊₁ = topᵢ + hᵢ in IEEE doubles: (0.1 + 0.2) + 0.3 is
        // 0.6000000000000001, not 0.1 + (0.2 + 0.3) = 0.6.
        var layout = Seeds.td(rows: [0, 0, 0, 0])
        layout.content = .sections([0.1, 0.2, 0.3, 0.4].map { Section(headerHeight: 0, height: $0) })
        let g = try #require(LayoutGeometry(layout))
        #expect(g.sectionTops == [0, 0.1, 0.1 + 0.2, (0.1 + 0.2) + 0.3])
        #expect(g.sectionTops[3] == 0.6000000000000001)
    }

    @Test func aSectionBelowItsHeaderRowOrANegativeFooterIsInvalid() {
        var short = Seeds.td(rows: [2])
        short.content = .sections([Section(headerHeight: 60, height: 59)])
        var state = PagerState()
        #expect(state.apply(.layout(short, t: 0)).diagnostics == [.invalidLayout])
        var footer = Seeds.td(rows: [2])
        footer.content = .sections([Section(headerHeight: 60, rows: 2, rowHeight: 60)], footerHeight: -1)
        #expect(state.apply(.layout(footer, t: 0)).diagnostics == [.invalidLayout])
    }

    @Test func cellsEqualIntrinsicAndAuto() throws {
        // Titles 56, 28, 70, no spacing, edge inset 10, W 375.
        func layout(_ cells: PagerCells) -> Layout {
            var layout = Seeds.td(rows: [1, 1, 1])
            layout.pager = PagerBar(items: [56, 28, 70].map { PagerItem(width: $0) }, edgeInset: 10, cells: cells)
            return layout
        }
        // intrinsic (TD): x = 10, 10 + 56 = 66, 66 + 28 = 94; content (94 + 70) + 10 = 174;
        // indicator 2 = (94 + 35) − 35 = 94.
        let intrinsic = try #require(LayoutGeometry(layout(.intrinsic)))
        #expect(intrinsic.cellX == [10, 66, 94])
        #expect(intrinsic.pagerContentWidth == 174)
        var screen = Screen(layout(.intrinsic))
        #expect(screen.tap(2).indicator == Indicator(x: 94, width: 70))
        // equal: W/3 = 125 each: cell 2 at 250, indicator (250 + 62.5) − 35 = 277.5.
        let equal = try #require(LayoutGeometry(layout(.equal)))
        #expect(equal.cellX == [0, 125, 250])
        screen = Screen(layout(.equal))
        #expect(screen.tap(2).indicator == Indicator(x: 277.5, width: 70))
        // auto: total 0 + 56 + 28 + 70 = 154 ≤ 375 and 70 ≤ 125: equal cells (FJ's rule).
        #expect(try #require(LayoutGeometry(layout(.auto))).cellX == [0, 125, 250])
    }
}

@Suite("SPEC v3 §4.0 Resize and relayout")
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
            sections[6] = Section(headerHeight: 40, height: 120.3)
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
            sections[0] = Section(headerHeight: 60, height: 400)
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
            { (l: inout Layout) in l.viewport.width = 376 }, { $0.header.mode = .collapse }, { $0.header.snap = true },
            { $0.pager.cells = .intrinsic }, { $0.pager.behavior = .paging },
        ] as [(inout Layout) -> Void] {
            var other = menu
            change(&other)
            #expect(!menu.hasSameStructure(as: other))
        }
    }
}

@Suite("SPEC v3 §3 animateHeader")
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
        screen.drag([-104, -94])   // headerTy −10
        screen.drag([-94, -104])   // back: −10 + 10 = 0
        #expect(screen.tapStatusBar().commands == [offset(.content, -104, animated: true)])
    }
}

@Suite("SPEC v3 §4.7 Header drag")
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

@Suite("SPEC v3 §4.8 Where the strip rests")
struct PagerRestTests {
    /// Eight 56 pt tabs, spacing 32, edge 12, W 375: intrinsic (32 + 8·88 = 736 > 375);
    /// xᵢ = 12 + 88i, content (12 + 616 + 56) + 12 = 696, maxX = 321.
    static func strip(_ behavior: PagerBehavior) -> Layout {
        var layout = Seeds.fj(pages: Array(repeating: 1000, count: 8), titleWidths: Array(repeating: 56, count: 8))
        layout.pager.behavior = behavior
        return layout
    }

    static func target(_ behavior: PagerBehavior, from x0: Double = 0, releasedAt x: Double, velocity: Double) -> [PagerCommand] {
        var screen = Screen(strip(behavior))
        screen.send(.dragBegan(.pager, offset: x0, t: 1))
        return screen.send(.dragEnded(.pager, offset: x, velocity: velocity, t: 1.2)).commands
    }

    @Test func groupPagingMovesOneLeadingEdgeAtATime() {
        // Lead positions clamp(12 + 88i, 0, 321): 12, 100, 188, 276, 321 (i ≥ 4 all 321).
        // X₀ 0 is nearest 12; p = 50 + 0.4995·1000 = 549.5 is nearest 321, kept within one
        // position of 12: 100.
        #expect(Self.target(.groupPaging, releasedAt: 50, velocity: 1000) == [.setTarget(view: .pager, page: nil, value: 100)])
    }

    @Test func groupPagingCenteredTreatsShortFirstTabsAsOnePosition() {
        // centre(i) = clamp((12 + 88i + 28) − 187.5, 0, 321): 0, 0, 28.5, 116.5, 204.5,
        // 292.5, 321, 321 → positions 0, 28.5, 116.5, 204.5, 292.5, 321 (tabs 0 and 1 are
        // one). p = 20 + 0.4995·300 = 169.85: nearest 204.5, kept within one of 0: 28.5.
        #expect(Self.target(.groupPagingCentered, releasedAt: 20, velocity: 300) == [.setTarget(view: .pager, page: nil, value: 28.5)])
    }

    @Test func pagingTurnsViewportPages() {
        // m = ⌈321/375⌉ + 1 = 2 pages. p = 100 + 249.75 = 349.75 → round(0.93) = 1, within
        // one of page 0: X* = min(375, 321) = 321.
        #expect(Self.target(.paging, releasedAt: 100, velocity: 500) == [.setTarget(view: .pager, page: nil, value: 321)])
    }

    @Test func continuousGroupLeadingBoundaryTakesTheNearestEdge() {
        // p = 130 − 49.95 = 80.05: 100 is 19.95 away, 12 is 68.05: 100 (no one-step limit).
        #expect(Self.target(.continuousGroupLeadingBoundary, releasedAt: 130, velocity: -100)
                == [.setTarget(view: .pager, page: nil, value: 100)])
        // Ties go to the lower position: p = 56 is 44 from both 12 and 100 → 12.
        #expect(Self.target(.continuousGroupLeadingBoundary, releasedAt: 56, velocity: 0)
                == [.setTarget(view: .pager, page: nil, value: 12)])
    }

    @Test func continuousSendsNoTarget() {
        #expect(Self.target(.continuous, releasedAt: 100, velocity: 500).isEmpty)
    }

    @Test func theRestPositionsAreFoundByBinarySearch() throws {
        // 100,000 equal-width tabs: positions are distinct lead edges; near(p) is a binary
        // search. Tabs 90 wide, no spacing or edge: xᵢ = 90i, maxX = 9,000,000 − 375.
        var layout = Seeds.td(rows: Array(repeating: 0, count: 100_000))
        layout.pager = PagerBar(items: Array(repeating: PagerItem(width: 90), count: 100_000), behavior: .continuousGroupLeadingBoundary)
        let g = try #require(LayoutGeometry(layout))
        // p = 4,500,050 + 0.4995·100 = 4,500,099.95: nearest lead edge 90·50,001 = 4,500,090.
        #expect(g.pagerRestTarget(offset: 4_500_050, velocity: 100, dragStart: 0) == 4_500_090)
    }
}
