// SPEC §5: bad input. Rejected events leave the state unchanged and do not move the
// clock; flagged events are applied.
import PagerCore
import Testing

@Suite("§5 Diagnostics")
struct DiagnosticsTests {
    @Test func everythingBeforeTheFirstLayoutIsNoLayout() {
        var state = PagerState()
        let events: [PagerEvent] = [
            .tapPagerItem(0, t: 1),
            .tapStatusBar(t: 2),
            .dragBegan(.content, offset: 5, t: 3),
            .offset(.scrollEnded, .pager, offset: 5, t: 4),
        ]
        for (seq, record) in state.apply(events).enumerated() {
            // §4.0: its own seq and t, selected and indicator null, every other number 0.
            #expect(
                record
                    == PagerRecord(
                        seq: seq, t: Double(seq + 1), event: events[seq].name, selected: nil, page: 0,
                        offsetY: 0, pagesX: 0, pagerX: 0, headerTy: 0, insetTop: 0, indicator: nil,
                        pending: nil, commands: [], diagnostics: [.noLayout]))
        }
    }

    static let invalidLayouts: [(String, PagerLayout)] = {
        let base = Seeds.fj()
        var negativeHeight = base; negativeHeight.viewport.height = -1
        var zeroWidth = base; zeroWidth.viewport.width = 0
        var nanWidth = base; nanWidth.viewport.width = .nan
        var infiniteHeader = base; infiniteHeader.header.height = .infinity
        var countMismatch = base; countMismatch.pager.items.removeLast()
        var negativeSpacing = base; negativeSpacing.pager.spacing = -1
        var negativeEdge = base; negativeEdge.pager.edgeInset = -1
        var negativeExtra = base; negativeExtra.pager.indicatorExtra = -1
        var negativeItem = base; negativeItem.pager.items[0].width = -5
        var negativePage = base;
        negativePage.content = .pages([PagerLayoutPage(contentHeight: -1), PagerLayoutPage(contentHeight: 1), PagerLayoutPage(contentHeight: 1)])
        // fixed: Vh = 603 − 64 − 40 = 499; a 700 pt header makes it negative.
        var negativeViewHeight = base; negativeViewHeight.header = PagerHeader(mode: .fixed, height: 700, barHeight: 40)
        var negativeWindow = Seeds.td(rows: [1, 1]);
        negativeWindow.content = .sections(
            [PagerListSection(headerHeight: 60, rows: 1, rowHeight: 60), PagerListSection(headerHeight: 60, rows: 1, rowHeight: 60)],
            selection: .window, window: -20)
        var negativeRows = Seeds.td(rows: [1, 1]);
        negativeRows.content = .sections(
            [PagerListSection(headerHeight: 60, rows: -1, rowHeight: 60), PagerListSection(headerHeight: 60, rows: 1, rowHeight: 60)])
        // Sizes that are finite but whose sum is not: C would be infinite.
        var overflowing = Seeds.td(rows: [1, 1]);
        overflowing.content = .sections(
            [PagerListSection(headerHeight: 1e308, rows: 1, rowHeight: 1e308), PagerListSection(headerHeight: 1e308, rows: 1, rowHeight: 60)])
        return [
            ("negative height", negativeHeight), ("zero width", zeroWidth), ("NaN width", nanWidth),
            ("infinite header", infiniteHeader), ("item count ≠ page count", countMismatch),
            ("negative spacing", negativeSpacing), ("negative edgeInset", negativeEdge),
            ("negative indicatorExtra", negativeExtra), ("negative item width", negativeItem),
            ("negative contentHeight", negativePage), ("negative content view height", negativeViewHeight),
            ("negative window", negativeWindow), ("negative rows", negativeRows),
            ("overflowing content height", overflowing),
        ]
    }()

    @Test(arguments: invalidLayouts)
    func invalidLayoutBeforeAnyValidOne(name: String, layout: PagerLayout) {
        var state = PagerState()
        #expect(state.apply(.layout(layout, t: 0)).diagnostics == [.invalidLayout], "\(name)")
        // Still no layout.
        #expect(state.apply(.tapStatusBar(t: 1)).diagnostics == [.noLayout], "\(name)")
    }

    @Test(arguments: invalidLayouts)
    func invalidLayoutKeepsThePreviousOne(name: String, layout: PagerLayout) {
        var screen = Screen(Seeds.fj())
        screen.drag(.content, page: 0, [-104, 300])
        let before = screen.state
        let record = screen.send(.layout(layout, t: 1))
        #expect(record.diagnostics == [.invalidLayout], "\(name)")
        #expect(record.commands.isEmpty)
        #expect(screen.state.layout == before.layout)
        #expect(record.offsetY == 300)
        #expect(record.headerTy == -64)
    }

    @Test func rejectionsByView() {
        var sections = Screen(Seeds.td(rows: [2, 2, 2]))
        #expect(sections.send(.dragBegan(.pages, offset: 10, t: 1)).diagnostics == [.unknownView])
        #expect(sections.send(.dragBegan(.content, page: 1, offset: 10, t: 1)).diagnostics == [.pageOutOfRange])
        // page absent or 0 is the one content view of sections content.
        #expect(sections.send(.dragBegan(.content, page: 0, offset: 10, t: 1)).diagnostics.isEmpty)

        var pages = Screen(Seeds.fj())
        #expect(pages.send(.dragBegan(.content, offset: 10, t: 1)).diagnostics == [.missingPage])
        #expect(pages.send(.dragBegan(.content, page: 3, offset: 10, t: 1)).diagnostics == [.pageOutOfRange])
        #expect(pages.send(.dragBegan(.content, page: -1, offset: 10, t: 1)).diagnostics == [.pageOutOfRange])
        // `page` is ignored on pages and pager events.
        #expect(pages.send(.dragBegan(.pages, page: 7, offset: 10, t: 1)).diagnostics.isEmpty)
        #expect(pages.send(.dragBegan(.pager, page: 7, offset: 10, t: 1)).diagnostics.isEmpty)
    }

    @Test func tapsOutOfRange() {
        var screen = Screen(Seeds.fj())
        #expect(screen.tap(3).diagnostics == [.indexOutOfRange])
        #expect(screen.tap(-1).diagnostics == [.indexOutOfRange])
    }

    @Test func nonFiniteNumbersFromSwiftCallersAreRejected() {
        var screen = Screen(Seeds.fj())
        #expect(screen.send(.dragBegan(.content, page: 0, offset: .nan, t: 1)).diagnostics == [.invalidNumber])
        #expect(screen.send(.dragEnded(.pages, offset: 0, velocity: .infinity, t: 1)).diagnostics == [.invalidNumber])
        #expect(screen.send(.tapStatusBar(t: .infinity)).diagnostics == [.invalidNumber])
    }

    /// A rejected event changes nothing: the events after it give the same records as if
    /// it had never been sent (but for `seq`).
    @Test(arguments: [
        PagerEvent.tapPagerItem(9, t: 0.5),
        .dragBegan(.content, offset: 0, t: 0.5),
        .dragBegan(.content, page: 8, offset: 0, t: 0.5),
        .layout(
            PagerLayout(
                viewport: PagerViewport(width: 0, height: 603), header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
                pager: PagerBar(items: []), content: .sections([])), t: 0.5),  // zero width
        .dragEnded(.content, page: 0, offset: .nan, t: 0.5),
    ])
    func rejectedEventsChangeNothing(bad: PagerEvent) {
        let before: [PagerEvent] = [
            .layout(Seeds.fj(), t: 0),
            .dragBegan(.content, page: 0, offset: -104, t: 0.1),
            .dragMoved(.content, page: 0, offset: 100, t: 0.2),
        ]
        // t = 0.3 follows t = 0.2: had the rejected event (t = 0.5) moved the clock, this
        // would be flagged `timeWentBackwards`.
        let after: [PagerEvent] = [
            .dragEnded(.content, page: 0, offset: 150, velocity: 500, t: 0.3),
            .offset(.decelerateBegan, .content, page: 0, offset: 160, t: 0.4),
            .tapPagerItem(2, t: 0.6),
        ]
        var clean = PagerState(), dirty = PagerState()
        _ = clean.apply(before)
        _ = dirty.apply(before)
        let rejected = dirty.apply(bad)
        #expect(!rejected.diagnostics.isEmpty)
        var expected = clean.apply(after)
        for i in expected.indices { expected[i].seq += 1 }
        #expect(dirty.apply(after) == expected)
    }

    @Test func timeGoingBackwardsIsAppliedButFlagged() {
        var screen = Screen(Seeds.fj())
        screen.send(.dragBegan(.content, page: 0, offset: -104, t: 2))
        let back = screen.send(.dragMoved(.content, page: 0, offset: -50, t: 1))
        #expect(back.diagnostics == [.timeWentBackwards])
        #expect(back.headerTy == -54)  // applied: Δ 54
        // The clock is now 1 (the last applied t); equal t is fine.
        #expect(screen.send(.dragMoved(.content, page: 0, offset: -40, t: 1)).diagnostics.isEmpty)
    }

    @Test func phaseBreaksAreFlaggedOnce() {
        var screen = Screen(Seeds.fj())
        // moved without began: flagged; the phase advances to dragging, so the next moved
        // and the ended are fine.
        #expect(screen.send(.dragMoved(.content, page: 0, offset: -90, t: 1)).diagnostics == [.unexpectedPhase])
        #expect(screen.send(.dragMoved(.content, page: 0, offset: -80, t: 1)).diagnostics.isEmpty)
        #expect(screen.send(.dragEnded(.content, page: 0, offset: -70, t: 1)).diagnostics.isEmpty)
        // decelerate began after a drag that ended without deceleration: flagged.
        #expect(screen.send(.offset(.decelerateBegan, .content, page: 0, offset: -70, t: 1)).diagnostics == [.unexpectedPhase])
        #expect(screen.send(.offset(.decelerateEnded, .content, page: 0, offset: -70, t: 1)).diagnostics.isEmpty)
        // decelerate moved with no deceleration going on: flagged.
        #expect(screen.send(.offset(.decelerateMoved, .content, page: 0, offset: -70, t: 1)).diagnostics == [.unexpectedPhase])
        // A touch catching a decelerating view is normal…
        #expect(screen.send(.dragBegan(.content, page: 0, offset: -70, t: 1)).diagnostics.isEmpty)
        // …a second began while dragging is not.
        #expect(screen.send(.dragBegan(.content, page: 0, offset: -70, t: 1)).diagnostics == [.unexpectedPhase])
        // Phases are per view: the pages container has its own machine.
        #expect(screen.send(.dragEnded(.pages, offset: 0, t: 1)).diagnostics == [.unexpectedPhase])
        // scroll events are never flagged.
        #expect(screen.send(.offset(.scrollEnded, .content, page: 0, offset: -70, t: 1)).diagnostics.isEmpty)
    }

    @Test func bothFlagsComeInSpecOrder() {
        var screen = Screen(Seeds.fj())
        screen.send(.tapStatusBar(t: 5))
        let record = screen.send(.offset(.decelerateEnded, .content, page: 0, offset: -104, t: 4))
        #expect(record.diagnostics == [.timeWentBackwards, .unexpectedPhase])
    }
}
