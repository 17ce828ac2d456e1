// SPEC §4.4: SwipeTableView's header locked to the offset, and page switches.
import PagerCore
import Testing

/// SwipeTableView: S = 200, B = 44, Vh = 667, inset 244 (minY −244); pages 2000, 400
/// (adjusted to 667 − 44 = 623, maxY −44) and 3000 (maxY 2333). Equal pager cells
/// (3·60 ≤ 375), so every pagerTarget is 0.
@Suite("§4.4 collapse")
struct CollapseTests {
    @Test func headerIsLockedToTheOffset() {
        var screen = Screen(Seeds.swipe())
        // headerTy = max(−200, −(y + 244)):
        // −244 → 0; −300 → 56 (pulled down: follows the content); −100 → −144;
        // 0 → −244 clamped to −200; 500 → −200.
        let records = screen.drag(.content, page: 0, [-244, -300, -100, 0, 500])
        #expect(records.map(\.headerTy) == [0, 56, -144, -200, -200])
    }

    @Test func itDependsOnTheOffsetOnlyNotThePath() {
        var direct = Screen(Seeds.swipe())
        var wandering = Screen(Seeds.swipe())
        direct.drag(.content, page: 0, [-244, -100])
        wandering.drag(.content, page: 0, [-244, 900, -400, 35, -100])
        #expect(direct.state.headerTy == -144)
        #expect(wandering.state.headerTy == -144)
    }

    @Test func switchingWhileHalfCollapsedKeepsTheHeaderPut() {
        var screen = Screen(Seeds.swipe())
        screen.drag(.content, page: 0, [-244, -100])  // headerTy −144 > −200
        // drag began on pages pre-aligns page 1: y₁ = clamp(y₀ = −100, −244, −44) = −100.
        let began = screen.send(.dragBegan(.pages, offset: 0, t: 1))
        #expect(began.commands == [offset(.content, page: 1, -100, animated: false)])
        #expect(began.headerTy == -144)  // pre-alignment never touches the header
        // The switch to page 1 finds it aligned: no command for it, headerTy recomputed
        // from y₁ = −100 → −144: no jump.
        let switched = screen.send(.dragMoved(.pages, offset: 200, t: 1.1))
        #expect(switched.page == 1)
        #expect(switched.headerTy == -144)
        #expect(switched.commands == [offset(.pager, 0, animated: true)])
    }

    @Test func switchingWhileCollapsedScrollsTheIncomingPageToTheBar() {
        var screen = Screen(Seeds.swipe())
        screen.drag(.content, page: 0, [-244, 500])  // −200: fully collapsed
        let tap = screen.tap(2)
        // headerTy = −S, and y₂ = −244 < −B = −44 → y₂ = min(−44, 2333) = −44;
        // headerTy from y₂: max(−200, −(−44 + 244)) = −200. No gap, no jump.
        #expect(
            tap.commands == [
                offset(.content, page: 2, -44, animated: false),
                offset(.pages, 750, animated: true),
                offset(.pager, 0, animated: true),
            ])
        #expect(tap.headerTy == -200)
        #expect(tap.offsetY == -44)
    }

    @Test func aPageThatCannotScrollBringsTheHeaderDown() {
        // Without adjustContentSize page 1 (400) has maxY = max(−244, 400 − 667) = −244.
        var screen = Screen(Seeds.swipe(adjustContentSize: false))
        screen.drag(.content, page: 0, [-244, 500])  // −200
        let tap = screen.tap(1)
        // y₁ = min(−44, −244) = −244: unchanged, so no content command; headerTy from
        // y₁ = −244 is 0: the header comes back over the short page, −200 → 0, animated over
        // 0.25 s (v3 §4.4).
        #expect(
            tap.commands == [
                offset(.pages, 375, animated: true), offset(.pager, 0, animated: true), .animateHeader(ty: 0, duration: 0.25),
            ])
        #expect(tap.headerTy == 0)
    }

    @Test func otherPagesDoNotMoveTheHeader() {
        var screen = Screen(Seeds.swipe())
        screen.tap(1)
        screen.scroll(.pages, [200, 375])
        screen.drag(.content, page: 1, [-244, -150])  // headerTy −(−150 + 244) = −94
        // Page 0's late deceleration reports do not touch the header.
        let late = screen.send(.offset(.scrollMoved, .content, page: 0, offset: 300, t: 5))
        #expect(late.headerTy == -94)
        #expect(late.offsetY == -150)  // the record shows the current page (1)
    }
}

/// Kulman: S = 44, B = 0, Vh = 603, inset −44 at first (minY = 44); the header row is the
/// first 44 pt of the list.
@Suite("§4.5 stickyReveal")
struct StickyRevealTests {
    @Test func startsHidden() {
        var screen = Screen()
        let record = screen.send(.layout(Seeds.kulman(), t: 0))
        #expect(record.insetTop == -44)
        #expect(record.offsetY == 44)  // minY = −insetTop
        #expect(record.headerTy == 0)
    }

    @Test func slowReleaseRevealsWithTheReleaseCheck() {
        var screen = Screen(Seeds.kulman())
        // Pulled down to −10 and let go without a fling: y < 0 → inset 0, animated 0.25 s.
        let ended = screen.drag([44, 20, -10]).last!
        #expect(ended.insetTop == 0)
        #expect(ended.commands == [.setInset(page: nil, top: 0, duration: 0.25)])
    }

    @Test func slowReleaseIsMissedByTheArticlesDecelerateCheck() {
        var screen = Screen(Seeds.kulman(revealCheck: .decelerate))
        // No deceleration follows a release without velocity, so the check never runs.
        #expect(screen.drag([44, 20, -10]).last?.insetTop == -44)
        // With a fling the check runs at `decelerate began`, with that event's offset.
        let fling = screen.drag([44, -10], velocity: -300)
        #expect(fling.last?.insetTop == -44)  // not at drag ended
        let began = screen.send(.offset(.decelerateBegan, .content, offset: -12, t: 1))
        #expect(began.insetTop == 0)
        #expect(began.commands == [.setInset(page: nil, top: 0, duration: 0.25)])
    }

    @Test func scrollingPastTheHeaderHidesItAgain() {
        var screen = Screen(Seeds.kulman())
        screen.drag([44, -10])  // revealed
        // 0 ≤ 30 ≤ 44: neither rule applies, nothing changes.
        let between = screen.drag([-10, 30]).last!
        #expect(between.insetTop == 0)
        #expect(between.commands.isEmpty)
        // 100 > S = 44 → inset −44.
        let past = screen.drag([30, 100]).last!
        #expect(past.insetTop == -44)
        #expect(past.commands == [.setInset(page: nil, top: -44, duration: 0.25)])
        #expect(past.headerTy == 0)
    }

    @Test func statusBarTapGoesToTheTopOfTheListNotTheHiddenHeader() {
        var screen = Screen(Seeds.kulman())
        screen.drag([44, 900])
        // Hidden: minY = 44, so the status bar scrolls to 44 and selects section 0.
        let record = screen.tapStatusBar()
        #expect(record.commands.first == offset(.content, 44, animated: true))
        #expect(record.selected == 0)
    }
}
