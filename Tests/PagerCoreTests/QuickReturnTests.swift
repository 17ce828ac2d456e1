// SPEC §4.3: FJ's quick-return header over pages (and over sections, the menu screen).
import PagerCore
import Testing

@Suite("§4.3 quickReturn")
struct QuickReturnTests {
    /// The SPEC §2 example trace; its `seq 3` record is the one printed in §3.
    @Test func specExampleTrace() {
        var state = PagerState()
        let records = state.apply([
            .layout(Seeds.fj(), t: 0),
            .dragBegan(.content, page: 0, offset: -104, t: 0.50),
            .dragMoved(.content, page: 0, offset: -80, t: 0.52),
            .dragEnded(.content, page: 0, offset: -30, velocity: 900, t: 0.70),
            .offset(.decelerateBegan, .content, page: 0, offset: -15, t: 0.72),
            .tapPagerItem(2, t: 2.00),
            .tapStatusBar(t: 3.00),
        ])
        // moved −80: Δ = 24 → headerTy = clamp(0 − 24) = −24; no gap: min(0, 80 − 104) = −24.
        #expect(records[2].headerTy == -24)
        // ended −30: Δ = 50 → clamp(−74) = −64; no gap: min(0, 30 − 104) = −74 < −64.
        #expect(
            records[3]
                == PagerRecord(
                    seq: 3, t: 0.7, event: .dragEnded, selected: 0, page: 0, offsetY: -30, pagesX: 0, pagerX: 0,
                    headerTy: -64, insetTop: 104, indicator: PagerIndicator(x: 32, width: 61), pending: nil,
                    commands: [], diagnostics: []))
        // The tap on 2 aligns page 2 under the header: −(104 − 64) = −40 (y₂ = −104 < −40,
        // maxY₂ = 1797 ≥ −40), then animates the pages container to 750.
        #expect(
            records[5].commands == [
                offset(.content, page: 2, -40, animated: false),
                offset(.pages, 750, animated: true),
                offset(.pager, 0, animated: true),
            ])
        // The status bar tap scrolls page 2 (now current) to −104 and shows the header
        // (−64 → 0), animated over the list's 0.3 s (v3 §4.2).
        #expect(records[6].commands == [offset(.content, page: 2, -104, animated: true), .animateHeader(ty: 0, duration: 0.3)])
        #expect(records[6].headerTy == 0)
        #expect(records[6].pending == 2)  // the pages animation has not ended yet
    }

    @Test func headerComesBackOnTheWayUp() {
        var screen = Screen(Seeds.fj())
        screen.drag(.content, page: 0, [-104, 600])  // headerTy −64
        // Scrolling up by 30 brings 30 pt of header back: clamp(−64 + 30) = −34.
        #expect(screen.drag(.content, page: 0, [600, 570]).last?.headerTy == -34)
        // Another 100 up: clamp(−34 + 100, −64, 0) = 0 (fully shown, long before the top).
        #expect(screen.drag(.content, page: 0, [570, 470]).last?.headerTy == 0)
    }

    @Test func bounceAtTheBottomDoesNotMoveTheHeader() {
        var screen = Screen(Seeds.fj())
        // Page 0: C = 1800, Vh = 603, maxY = 1197.
        screen.drag(.content, page: 0, [-104, 1100])  // −64
        screen.drag(.content, page: 0, [1100, 1050])  // Δ −50 → −14
        let bounce = screen.drag(.content, page: 0, [1050, 1190, 1230, 1197])
        // 1190 follows (1800 − 1190 − 603 = 7 > 0): Δ 140 → clamp(−154) = −64.
        // 1230 is the rubber band (1800 − 1230 − 603 < 0) and the way back to 1197 has no
        // room either (= 0, not > 0): without that guard the bounce back (Δ −33) would
        // pull 33 pt of header down.
        #expect(bounce.map(\.headerTy) == [-14, -64, -64, -64])
        // Once the list scrolls up with room below, the header follows again: Δ −47 → −17.
        #expect(screen.drag(.content, page: 0, [1197, 1150]).last?.headerTy == -17)
    }

    @Test func noGapNearTheTop() {
        var screen = Screen(Seeds.fj())
        screen.drag(.content, page: 0, [-104, 400])  // −64
        // One frame from 400 to −150 (overscroll): follow is skipped (−150 ≤ −104), so only
        // the no-gap rule acts: max(−64, min(0, 150 − 104)) = 0. Without it the header would
        // stay hidden over a list whose top is 150 pt down the screen.
        #expect(screen.drag(.content, page: 0, [400, -150]).last?.headerTy == 0)
    }

    @Test func headerHoldsStillDuringTheReducersOwnAnimation() {
        // Menu over sections, header hidden: drag to 1000 → −64, occluded = 40.
        var screen = Screen(Seeds.menu(rows: Array(repeating: 3, count: 10)))
        screen.drag([-104, 1000])
        // Tap section 0: target clamp(0 − 40, −104, 2197) = −40, animated.
        #expect(screen.tap(0).commands.first == offset(.content, -40, animated: true))
        // The animation scrolls up by 1040 pt; followed, that would show the header (0).
        // In flight, rule 1 is off; no gap holds throughout (at −40 the content top,
        // 40 pt down, is exactly the header bottom 104 − 64).
        #expect(screen.scroll([500, 100, -40]).map(\.headerTy) == [-64, -64, -64, -64])
    }

    @Test func snapWhenTheListComesToRest() {
        // −S/2 = −32; the header can hide only if y ≥ −(S + B) + S = −40.
        var hide = Screen(Seeds.fj(snap: true))
        hide.drag(.content, page: 0, [-104, 500])  // −64
        // Up by 24 with a fling: −40, and no snap yet (the list will decelerate).
        #expect(hide.drag(.content, page: 0, [500, 476], velocity: -100).last?.headerTy == -40)
        // At rest (decelerate ended) at 476: −40 < −32 and 476 ≥ −40 → −64.
        #expect(hide.decelerate(.content, page: 0, [476, 476]).last?.headerTy == -64)

        var show = Screen(Seeds.fj(snap: true))
        show.drag(.content, page: 0, [-104, 500])
        // Up by 44: −20 ≥ −32 → snaps to 0 at rest.
        show.drag(.content, page: 0, [500, 456], velocity: -100)
        #expect(show.decelerate(.content, page: 0, [456, 456]).last?.headerTy == 0)

        var nearTop = Screen(Seeds.fj(snap: true))
        // From the top down by 40 and released without a fling (rest at drag ended):
        // −40 < −32, but y = −64 < −40, where hiding the header would open a gap → 0.
        #expect(nearTop.drag(.content, page: 0, [-104, -64]).last?.headerTy == 0)

        var noSnap = Screen(Seeds.fj(snap: false))
        #expect(noSnap.drag(.content, page: 0, [-104, -64]).last?.headerTy == -40)
    }

    @Test func switchingToAPageThatCannotScrollShowsTheHeader() {
        // Page 1 is 300 tall, not adjusted: maxY₁ = max(−104, 300 − 603) = −104 < −40.
        var screen = Screen(Seeds.fj())
        screen.drag(.content, page: 0, [-104, 400])  // −64
        let records = screen.drag(.pages, [0, 200])  // 200/375 = 0.53 → page 1
        #expect(records.last?.page == 1)
        #expect(records.last?.headerTy == 0)
        // The page switch moved the header −64 → 0: v3 §4.3 animates it over 0.25 s.
        #expect(records.last?.commands == [offset(.pager, 0, animated: true), .animateHeader(ty: 0, duration: 0.25)])
    }

    @Test func switchingWhileCollapsedAlignsTheIncomingPage() {
        // With adjustContentSize page 1 is 563 tall: maxY₁ = −40 ≥ −40, so it can follow.
        var screen = Screen(Seeds.fj(adjustContentSize: true))
        screen.drag(.content, page: 0, [-104, 400])
        // drag began on pages pre-aligns the neighbour page 1 (offset part only):
        // y₁ = −104 < −40 → −40.
        let began = screen.send(.dragBegan(.pages, offset: 0, t: 1))
        #expect(began.commands == [offset(.content, page: 1, -40, animated: false)])
        #expect(screen.state.contentOffset(page: 1) == -40)
        // Reaching page 1 needs no further alignment: no gap, no jump.
        let switched = screen.send(.dragMoved(.pages, offset: 200, t: 1.1))
        #expect(switched.page == 1)
        #expect(switched.headerTy == -64)
        #expect(switched.offsetY == -40)
        #expect(switched.commands == [offset(.pager, 0, animated: true)])
        // The host echoes the instant setOffset: a zero delta, the header stays.
        let echo = screen.send(.offset(.scrollMoved, .content, page: 1, offset: -40, t: 1.2))
        #expect(echo.headerTy == -64)
    }

    @Test func anInactiveDeceleratingPageDoesNotMoveTheHeader() {
        var screen = Screen(Seeds.fj())
        // A fling on page 0, then a swipe to page 2 while page 0 still decelerates.
        screen.drag(.content, page: 0, [-104, 200], velocity: 2000)
        screen.send(.offset(.decelerateBegan, .content, page: 0, offset: 230, t: 1))
        screen.tap(2)
        let before = screen.state.headerTy
        let records = [
            screen.send(.offset(.decelerateMoved, .content, page: 0, offset: 600, t: 1.2)),
            screen.send(.offset(.decelerateMoved, .content, page: 0, offset: 300, t: 1.3)),
            screen.send(.offset(.decelerateEnded, .content, page: 0, offset: 320, t: 1.4)),
        ]
        #expect(records.allSatisfy { $0.headerTy == before })
        #expect(records.allSatisfy { $0.page == 2 })
        #expect(screen.state.contentOffset(page: 0) == 320)  // its own yₖ still updates
    }

    @Test func menuOverSectionsCollapsesAndReturns() {
        // Quick-return over sections: one content view, the same rules.
        var screen = Screen(Seeds.menu(rows: Array(repeating: 3, count: 10)))
        #expect(screen.drag([-104, -54, 96]).map(\.headerTy) == [0, -50, -64])
        #expect(screen.drag([96, 66]).last?.headerTy == -34)
    }
}
