// The options every front end offers (issue 43), decided once: a tab's width from its parts
// (through the SPEC §1 layout, so the records show it), the underline's paint, what the app
// hears after each update. Expected numbers derive from SPEC §1 in the comments.
import PagerCore
import PagerKit
import Testing

/// Parchment's three mail tabs on a 375 × 667 screen of three pages, intrinsic cells with
/// edge inset 8, no spacing, no indicator extra, padding 32; the tab sizes from `measures`.
private func mailLayout(_ measures: [PagerTabMeasure]) -> PagerLayout {
    let items = PagerItem.measured(titles: ["Inbox", "Archive", "Sent"], measures: measures, padding: 32)
    return PagerLayout(
        viewport: PagerViewport(width: 375, height: 667), header: PagerHeader(mode: .fixed, height: 0, barHeight: 44),
        pager: PagerBar(items: items, edgeInset: 8, cells: .intrinsic),
        content: .pages([PagerLayoutPage(contentHeight: 2000), PagerLayoutPage(contentHeight: 2000), PagerLayoutPage(contentHeight: 2000)]))
}

/// A reducer and the notices that follow it, as a front end runs them after each update.
struct FollowedScreen {
    var state = PagerState()
    var notices = PagerScreenNotices()

    /// The reducer takes `events` (`app`: a selection the app asked for); what the app hears.
    mutating func follow(_ events: [PagerEvent], app: Bool = false) -> PagerScreenNews {
        for event in events { _ = state.apply(event) }
        return notices.follow(events: events, selectsForApp: app, state: state)
    }
}

private func pages(_ motion: PagerScrollMotion, _ offset: Double, t: Double) -> PagerEvent {
    PagerEvent(t: t, .offset(motion, PagerScrollReport(view: .pages, offset: offset)))
}

@Suite("Tab options: one decision for every front end")
struct TabOptionsTests {
    @Test func aBadgeWidensItsTabAndMovesTheUnderlineOfTheTabsAfterIt() throws {
        // Titles 40, 56, 32 wide. Plain: wᵢ = title + 32 = 72, 88, 64. A "3" badge 20 wide on
        // tab 1: its content is 56 + gap 4 + 20 = 80, so w₁ = 112 (SPEC §1's wᵢ is what the
        // front end measured). Intrinsic cells: x₀ = 8, xᵢ₊₁ = xᵢ + wᵢ (s = 0): plain
        // x₂ = 8 + 72 + 88 = 168, badged 8 + 72 + 112 = 192. Tab 2's indicator is w₂ + 0 = 64
        // wide, centred on its cell: x = (x₂ + 64/2) − 64/2 = x₂.
        let plain = [PagerTabMeasure(title: 40), PagerTabMeasure(title: 56), PagerTabMeasure(title: 32)]
        var badged = plain
        badged[1].badge = 20
        var records: [PagerRecord] = []
        for measures in [plain, badged] {
            var state = PagerState()
            _ = state.apply(PagerEvent(t: 0, .layout(mailLayout(measures))))
            records.append(state.apply(PagerEvent(t: 1, .tapPagerItem(index: 2))))
        }
        #expect(records[0].indicator == PagerIndicator(x: 168, width: 64))
        #expect(records[1].indicator == PagerIndicator(x: 192, width: 64))
    }

    @Test func aTabIsAsWideAsItsWidestTitleSoASelectionNeverRelaysTheStrip() {
        // Normal 56, selected (semibold) 60.5: the content is 60.5 whichever is selected; an
        // icon of 18 before it adds 18 + 4, a badge of 20 after it 4 + 20: 18 + 4 + 60.5 + 4 +
        // 20 = 106.5, plus padding 32 = 138.5, rounded up: 139.
        let measure = PagerTabMeasure(title: 56, selectedTitle: 60.5, icon: 18, badge: 20)
        #expect(measure.contentWidth == 106.5)
        #expect(PagerItem.measured(titles: ["Archive"], measures: [measure], padding: 32) == [PagerItem(width: 139, title: "Archive")])
        // An icon alone (no title): its own width, no gap.
        #expect(PagerTabMeasure(title: 0, icon: 24).contentWidth == 24)
    }

    /// The long title (543 px in a 390 px strip) with a 160 px limit: its title is
    /// shown 160 wide, so with an icon of 18 and a badge of 20 the content is 18 + 4 + 160 +
    /// 4 + 20 = 206, plus padding 32 = 238. A title under the limit keeps its width (the
    /// wider of its two, 60.5: 60.5 + 32 = 92.5, rounded up 93), and no limit (nil, or one
    /// not above 0) is the whole title.
    @Test func aLongTitleIsShownAtMostTheLimitAndItsTabSized() {
        let long = PagerTabMeasure(title: 543, selectedTitle: 560, icon: 18, badge: 20)
        #expect(long.contentWidth(maxTitleWidth: 160) == 206)
        let items = PagerItem.measured(
            titles: ["Long", "Short"], measures: [long, PagerTabMeasure(title: 56, selectedTitle: 60.5)], padding: 32, maxTitleWidth: 160)
        #expect(items.map(\.width) == [238, 93])
        #expect(long.contentWidth(maxTitleWidth: nil) == 18 + 4 + 560 + 4 + 20)
        #expect(long.contentWidth(maxTitleWidth: 0) == long.contentWidth)
        #expect(PagerTabMeasure.shownTitleWidth(120, atMost: 160) == 120)
    }

    /// No tab wider than its strip, so that the current tab, centred at rest (SPEC §1
    /// `pagerTarget`), is whole on screen: the title (543, selected 560) with an icon
    /// of 18 and a badge of 20, padding 32, in a 390 strip. The icon, the badge and their two
    /// gaps take 18 + 4 + 4 + 20 = 46, the padding 32: the title is shown at most 390 − 32 − 46
    /// = 312, the tab 18 + 4 + 312 + 4 + 20 + 32 = 390, the strip's width.
    @Test func noTabIsWiderThanItsStrip() {
        let long = PagerTabMeasure(title: 543, selectedTitle: 560, icon: 18, badge: 20)
        #expect(long.titleLimit(maxTitleWidth: nil, stripWidth: 390, padding: 32) == 312)
        let items = PagerItem.measured(titles: ["Long"], measures: [long], padding: 32, stripWidth: 390)
        #expect(items.map(\.width) == [390])
        // The app's limit when it is the shorter (160), the strip's when the app's is longer.
        #expect(long.titleLimit(maxTitleWidth: 160, stripWidth: 390, padding: 32) == 160)
        #expect(long.titleLimit(maxTitleWidth: 400, stripWidth: 390, padding: 32) == 312)
        // A strip 389.5 wide (a fractional width): whole points, 389 − 32 − 46 = 311, so that
        // the tab rounded up (311 + 46 + 32 = 389) is not wider than the strip.
        #expect(long.titleLimit(maxTitleWidth: nil, stripWidth: 389.5, padding: 32) == 311)
        #expect(PagerItem.measured(titles: ["Long"], measures: [long], padding: 32, stripWidth: 389.5)[0].width <= 389.5)
        // A title alone, no icon or badge: no gap, 390 − 32 = 358.
        #expect(PagerTabMeasure(title: 543).titleLimit(maxTitleWidth: nil, stripWidth: 390, padding: 32) == 358)
        // A short title keeps its width (56 + 32 = 88); no strip width: the app's limit alone.
        #expect(PagerItem.measured(titles: ["Short"], measures: [PagerTabMeasure(title: 56)], padding: 32, stripWidth: 390)[0].width == 88)
        #expect(long.titleLimit(maxTitleWidth: nil, stripWidth: 0, padding: 32) == nil)
        #expect(long.titleLimit(maxTitleWidth: 160, stripWidth: 0, padding: 32) == 160)
        // A strip too narrow for even the icon and badge: a title of 1 point, never none.
        #expect(long.titleLimit(maxTitleWidth: nil, stripWidth: 40, padding: 32) == 1)
    }

    @Test func voiceOverReadsABadgeWithItsTab() {
        let inbox = PagerScreenFrames.Tab(title: "Inbox", index: 0, count: 4, isSelected: true, badge: "3")
        #expect(inbox.accessibilityLabel == "Inbox, 3 new, tab 1 of 4")
        let sent = PagerScreenFrames.Tab(title: "Sent", index: 2, count: 4, isSelected: false, badge: "New")
        #expect(sent.accessibilityLabel == "Sent, New, tab 3 of 4")
        let plain = PagerScreenFrames.Tab(title: "Archive", index: 1, count: 4, isSelected: false, badge: "")
        #expect(plain.accessibilityLabel == "Archive, tab 2 of 4")
    }

    @Test func theUnderlinesThicknessAndCornersArePaintOnly() {
        // The record's indicator (x 10, width 60) on a 44 tall strip, 3 thick: its bottom 3
        // points, y = 44 − 3 = 41; rounded ends: radius 1.5 (half of 3).
        let style = PagerIndicatorStyle(height: 3, cornerRadius: 1.5)
        let frame = style.frame(of: PagerIndicator(x: 10, width: 60), stripHeight: 44)
        #expect(frame == PagerScreenRect(x: 10, y: 41, width: 60, height: 3))
        #expect(style.radius(for: frame) == 1.5)
        // Thicker than the strip: the strip's height; a radius over half the thickness: half.
        #expect(PagerIndicatorStyle(height: 50, cornerRadius: 9).frame(of: PagerIndicator(x: 0, width: 40), stripHeight: 44).height == 44)
        #expect(PagerIndicatorStyle(height: 4, cornerRadius: 9).radius(for: PagerScreenRect(x: 0, y: 0, width: 40, height: 4)) == 2)
    }

    @Test func aSwipeReportsItsProgressItsSelectionAndWhereItRests() {
        // W = 375. A swipe from page 0: at pagesX 93.75 the pages are 93.75 / 375 = 0.25 of the
        // way to page 1 (they move right: the neighbour after); at 281.25, 0.75; the finger
        // lifts at 375 without decelerating: 1, at rest on page 1, selected by the swipe.
        var screen = FollowedScreen()
        func follow(_ events: [PagerEvent], app: Bool = false) -> PagerScreenNews { screen.follow(events, app: app) }
        let first = follow([PagerEvent(t: 0, .layout(mailLayout([PagerTabMeasure(title: 40), PagerTabMeasure(title: 56), PagerTabMeasure(title: 32)])))])
        #expect(first.selected == 0 && first.cause == .programmatic)  // the screen opens on tab 0
        #expect(follow([pages(.dragBegan, 0, t: 1)]).swipe == nil)  // not moved yet
        #expect(follow([pages(.dragMoved, 93.75, t: 1.1)]).swipe == PagerSwipeProgress(from: 0, to: 1, fraction: 0.25))
        let past = follow([pages(.dragMoved, 281.25, t: 1.2)])
        #expect(past.swipe == PagerSwipeProgress(from: 0, to: 1, fraction: 0.75))
        let end = follow([pages(.dragEnded(velocity: 0, willDecelerate: false), 375, t: 1.3)])
        #expect(end.swipe == PagerSwipeProgress(from: 0, to: 1, fraction: 1))
        #expect(end.settledPage == 1)
        // The selection follows the page (SPEC §4): told once, caused by the swipe.
        #expect([past, end].compactMap(\.selected) == [1])
        #expect([past, end].compactMap(\.cause) == [.swipe])
        // Back towards page 0 from page 1: the neighbour before.
        _ = follow([pages(.dragBegan, 375, t: 2)])
        #expect(follow([pages(.dragMoved, 300, t: 2.1)]).swipe == PagerSwipeProgress(from: 1, to: 0, fraction: 0.2))
    }

    @Test func aTapHeadsForItsTabAndTheAppsSelectionIsTheApps() {
        // A tap on tab 2 from page 0 selects it at once (SPEC §4.2) and the pages scroll
        // there: at 375 they are (375/375 − 0) / (2 − 0) = 0.5 of the way; scroll.ended rests
        // them on page 2.
        var screen = FollowedScreen()
        func follow(_ events: [PagerEvent], app: Bool = false) -> PagerScreenNews { screen.follow(events, app: app) }
        _ = follow([PagerEvent(t: 0, .layout(mailLayout([PagerTabMeasure(title: 40), PagerTabMeasure(title: 56), PagerTabMeasure(title: 32)])))])
        let tap = follow([PagerEvent(t: 1, .tapPagerItem(index: 2))])
        #expect(tap.selected == 2 && tap.cause == .tap)
        #expect(follow([pages(.scrollMoved, 375, t: 1.1)]).swipe == PagerSwipeProgress(from: 0, to: 2, fraction: 0.5))
        let rest = follow([pages(.scrollMoved, 750, t: 1.2), pages(.scrollEnded, 750, t: 1.2)])
        #expect(rest.swipe == PagerSwipeProgress(from: 0, to: 2, fraction: 1))
        #expect(rest.settledPage == 2)
        // The same tap asked for by the app (`select`): programmatic.
        let asked = follow([PagerEvent(t: 2, .tapPagerItem(index: 0))], app: true)
        #expect(asked.selected == 0 && asked.cause == .programmatic)
    }
}

@Suite("ScreenNews.tell: each new part to its closure")
struct ScreenNewsTellTests {
    @Test func onlyTheNewPartsAreToldEachToItsOwnClosure() {
        var told: [String] = []
        let news = PagerScreenNews(selected: 2, cause: .swipe, headerProgress: 0.5, settledPage: 2)
        news.tell(
            selected: { told.append("selected \($0) \($1)") }, swipe: { _ in told.append("swipe") },
            settled: { told.append("settled \($0)") }, headerProgress: { told.append("header \($0)") })
        // No swipe part: its closure is not called; the others in the documented order.
        #expect(told == ["selected 2 swipe", "settled 2", "header 0.5"])
        // A selection without its cause is not a selection (ScreenNotices gives both).
        told = []
        PagerScreenNews(selected: 1).tell(selected: { _, _ in told.append("selected") }, swipe: nil, settled: nil)
        #expect(told.isEmpty)
    }
}
