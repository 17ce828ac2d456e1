// The web edge's pages screens (`PagerWebScreen` with a pages container): the pages are a CSS
// scroll snap container of inner scrollers (docs/WEB-SCROLL.md §2), the header of an overlay
// screen is dragged from touch moves (no browser scroller is under it). The expected numbers
// come from the SPEC and the preset's geometry, derived beside each check.
import PagerCore
import PagerFuzz
import PagerKit
import PagerTestSupport
import PagerSimulator
import Testing

/// A pages screen on the web: `layout`'s pages as inner scrollers of `contents` heights in a
/// snap container, the strip 375 px wide; a screen that collects its events.
private final class PagesSession {
    let screen = PagerWebScreen()
    var events: [PagerEvent] = []

    init(
        _ layout: PagerLayout = PagerPresets.parchment, contents: [Double] = [2400, 900, 5000, 300], stripHeight: Double = 44,
        rightToLeft: Bool = false
    ) {
        screen.onUpdate = { [unowned self] update, _ in events += update.events }
        screen.attachStrip(viewportLength: 375, at: 0)
        screen.attachPages(at: 0)
        for (k, length) in contents.enumerated() { screen.attachList(page: k, viewportLength: 0, contentLength: length, at: 0) }
        screen.layout(layout, stripHeight: stripHeight, rightToLeft: rightToLeft, reducesMotion: false, at: 0)
    }

    var pages: PagerWebScroller { screen.pages! }

    /// The offset events of `view` since `from`, as "motion offset".
    func motions(_ view: PagerScrollViewID, from: Int = 0) -> [String] { events.offsetMotions(of: view, from: from) }

    /// A finger lands on page 0's list and swipes the pages to `to` (scrollLeft), 16 ms a step:
    /// each step a `touchmove` then the `scroll` (WEB-SCROLL §8's order), the finger 15 px
    /// ahead of the content (the slop it trails by, §1) and moving against it.
    func swipe(to positions: [Double], at t: Double = 1.0) {
        screen.touchStart(.list(page: 0), at: t)
        for (i, x) in positions.enumerated() {
            let at = t + 0.016 * Double(i + 1)
            screen.touchMoved(dx: -(x + 15), dy: 0, at: at)
            screen.scrolled(.pages, to: x, at: at)
        }
        screen.touchEnd(at: t + 0.016 * Double(positions.count) + 0.008)
    }
}

/// Animation frames from `t`, 60 a second, while the screen wants them (at most 2 s): the
/// writes they made.
private func framesToRest(_ session: PagesSession, from t: Double) -> [PagerWebWrite] {
    var writes: [PagerWebWrite] = []
    var now = t
    while session.screen.wantsFrames, now < t + 2 {
        now += 1.0 / 60
        session.screen.frame(at: now)
        writes += session.screen.takeWrites()
    }
    return writes
}

@Suite("The web edge's pages: a snap container of inner scrollers")
struct WebPagesTests {
    /// SPEC §1, `fixed` (Parchment: S = 0, B = 44, a 375 × 603 viewport): the content frame
    /// starts below the strip, y = 44, and is 603 − 44 = 559 tall; the pages container's
    /// content is n · W = 4 · 375 = 1500 wide, each page's list 559 tall. The container's
    /// frame is written before the reducer's first writes, so the DOM can hold them.
    @Test func thePagesContainerTakesTheContentFrame() {
        let session = PagesSession()
        let writes = session.screen.takeWrites()
        #expect(writes.first == .pagesFrame(PagerScreenRect(x: 0, y: 44, width: 375, height: 559)))
        #expect(session.pages.viewportLength == 375)
        #expect(session.pages.contentLength == 1500)
        #expect((0..<4).allSatisfy { session.screen.list($0)?.viewportLength == 559 })
        // A relayout with the same frame writes it no more.
        session.screen.layout(PagerPresets.parchment, stripHeight: 44, rightToLeft: false, reducesMotion: false, at: 0.5)
        #expect(!session.screen.takeWrites().contains { if case .pagesFrame = $0 { true } else { false } })
    }

    /// A page the DOM cannot hold at the offset it had while its spacer is written. Swipe
    /// (`collapse`, S = 200, B = 44, a 375 × 667 viewport: SPEC §1) gives every list a top
    /// inset of S + B = 244 and rests each at minY = −244 after the layout. Page 1 has 500 px
    /// of content (padded to Vh − B = 623 by SPEC §1's `adjustContentSize`, in a later write):
    /// with the spacer written first, at the offset 0 it had, the DOM holds at most
    /// 244 + 500 − 667 = 77 (offset −167) for an instant, until the layout's own write puts
    /// it at scrollTop 0. The reducer hears where its write put the list (−244), not the
    /// instant (−167): a stale report left the DOM at 0 and the model elsewhere when the tab
    /// was then tapped (found by `fuzz --via-web`).
    @Test func aListClampedUnderItsSpacerRestsWhereTheLayoutPutsIt() {
        let session = PagesSession(PagerPresets.swipe, contents: [2000, 500, 3000])
        #expect(session.screen.state.contentOffset(page: 1) == -244)
        #expect(session.screen.list(1)?.position == 0)
        #expect(!session.motions(.content).contains { $0.hasSuffix(" -167.0") })
        // The tap on tab 1 then shows page 1's list where the reducer has it: scrollTop =
        // offset + inset = −244 + 244 = 0.
        session.screen.tapTab(1, at: 1)
        let state = session.screen.state
        #expect((state.contentOffset(page: 1) ?? .nan) + state.insetTop == session.screen.list(1)?.position)
    }

    /// WEB-SCROLL §2: a swipe released between pages (scrollLeft 250, not a multiple of 375)
    /// is settled by the browser's snap (here to 375), ending in `scrollend`. The reducer hears
    /// a drag that decelerates (UIKit's paging), and at its end page 1 is current and selected
    /// (SPEC §4.4: the page the pages container rests on).
    @Test func aSwipeReleasedBetweenPagesSettlesAsADeceleration() {
        let session = PagesSession()
        session.swipe(to: [20, 250])
        session.screen.scrolled(.pages, to: 330, at: 1.1)
        session.screen.scrolled(.pages, to: 375, at: 1.2)
        session.screen.scrollEnded(.pages, at: 1.21)
        #expect(
            session.motions(.pages) == [
                "drag.began 0.0", "drag.moved 20.0", "drag.moved 250.0", "drag.ended 250.0", "decelerate.began 250.0",
                "decelerate.moved 330.0", "decelerate.moved 375.0", "decelerate.ended 375.0",
            ])
        #expect(session.screen.state.page == 1)
        #expect(session.screen.state.selected == 1)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// WEB-SCROLL §2: a touch does not stop a snap settle — its scrolls go on under the new
    /// finger. They stay the deceleration's moves, never a new drag of the pages.
    @Test func aTouchDoesNotTakeOverASnapSettle() {
        let session = PagesSession()
        session.swipe(to: [20, 250])
        session.screen.touchStart(.list(page: 1), at: 1.1)
        session.screen.scrolled(.pages, to: 360, at: 1.116)
        session.screen.scrolled(.pages, to: 375, at: 1.132)
        session.screen.scrollEnded(.pages, at: 1.133)
        session.screen.touchEnd(at: 1.2)
        let motions = session.motions(.pages)
        #expect(motions.filter { $0.hasPrefix("drag.began") }.count == 1)
        #expect(motions.suffix(3) == ["decelerate.moved 360.0", "decelerate.moved 375.0", "decelerate.ended 375.0"])
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// WEB-SCROLL §2's latching: a finger on a list that the browser latched vertically
    /// (40 px down, none sideways) never drags the pages, even when a stray `scrollend` (a
    /// write's, §3) made the settle look over: the settle's later moves are reported as a
    /// motion of the pages', not as a second drag.
    @Test func aFingerLatchedOnItsListNeverDragsThePages() {
        let session = PagesSession()
        session.swipe(to: [20, 250])
        session.screen.touchStart(.list(page: 0), at: 1.1)
        session.screen.touchMoved(dx: 0, dy: -40, at: 1.116)
        session.screen.scrollEnded(.pages, at: 1.117)  // stray: the settle goes on
        session.screen.scrolled(.pages, to: 330, at: 1.132)
        session.screen.scrolled(.pages, to: 375, at: 1.148)
        session.screen.scrollEnded(.pages, at: 1.149)
        session.screen.touchEnd(at: 1.2)
        let motions = session.motions(.pages)
        #expect(motions.filter { $0.hasPrefix("drag.began") }.count == 1, "\(motions)")
        #expect(motions.suffix(2) == ["scroll.moved 375.0", "scroll.ended 375.0"], "\(motions)")
        #expect(session.screen.state.page == 1)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// The same before the finger moved at all: the browser latches no scroller before its
    /// slop (WEB-SCROLL §1, §2), so the pages moving under a finger that has not moved are
    /// the settle's, not a drag, even after a stray `scrollend`; the finger's own sideways
    /// move then takes them over (a second `drag began`, where they are: 330).
    @Test func thePagesMovingBeforeTheFingerLatchesAreNotItsDrag() {
        let session = PagesSession()
        session.swipe(to: [20, 250])
        session.screen.touchStart(.list(page: 0), at: 1.1)
        session.screen.scrollEnded(.pages, at: 1.101)  // stray: the settle goes on
        session.screen.scrolled(.pages, to: 330, at: 1.116)
        #expect(session.motions(.pages).filter { $0.hasPrefix("drag.began") }.count == 1)
        session.screen.touchMoved(dx: -30, dy: 0, at: 1.132)
        session.screen.scrolled(.pages, to: 345, at: 1.132)
        #expect(session.motions(.pages).filter { $0.hasPrefix("drag.began") } == ["drag.began 0.0", "drag.began 330.0"])
    }

    /// A swipe released exactly on a page (scrollLeft 375 = 1 · W) has nothing to settle: the
    /// browser fires no snap scroll, so the drag ends without a deceleration.
    @Test func aSwipeReleasedOnAPageDoesNotDecelerate() {
        let session = PagesSession()
        session.swipe(to: [20, 375])
        #expect(session.motions(.pages) == ["drag.began 0.0", "drag.moved 20.0", "drag.moved 375.0", "drag.ended 375.0"])
        #expect(session.screen.state.page == 1)
    }

    /// What the element fires (`pagerselect`, `pagerswipeprogress`, `pagerscrollfinished`)
    /// is the module's `takeNews()`: a swipe to 375 (W = 375) is 20/375 and then all of the way
    /// from page 0 to page 1, rests on page 1 (the finger lifted on it: SPEC §4), and selects
    /// it by the swipe; then a tap on tab 3 is a tap, and the app's `select` programmatic.
    @Test func thePageHearsTheSelectionWithItsCauseAndTheSwipesProgress() {
        let session = PagesSession()
        _ = session.screen.takeNews()  // the first layout's: tab 0, the app's
        session.swipe(to: [20, 375])
        let news = session.screen.takeNews()
        #expect(news.compactMap(\.swipe) == [PagerSwipeProgress(from: 0, to: 1, fraction: 20.0 / 375), PagerSwipeProgress(from: 0, to: 1, fraction: 1)])
        #expect(news.compactMap(\.settledPage) == [1])
        #expect(news.compactMap(\.selected) == [1] && news.compactMap(\.cause) == [.swipe])
        session.screen.tapTab(3, at: 2)
        #expect(session.screen.takeNews().first.map { [$0.selected, $0.cause] as [AnyHashable?] } == [3, PagerSelectionCause.tap])
        session.screen.select(0, animated: false, at: 3)
        #expect(session.screen.takeNews().first.map { [$0.selected, $0.cause] as [AnyHashable?] } == [0, PagerSelectionCause.programmatic])
    }

    /// SPEC §4.2: a tap on tab 2 of a pages screen is `setOffset pages 2 · W = 750 animated`.
    /// WEB-SCROLL §2: an instant write to a snap container is snapped in the same task, so the
    /// edge turns snapping off for its frame-by-frame animation and on again at its end.
    @Test func aTappedTabAnimatesThePagesWithSnappingOff() {
        let session = PagesSession()
        _ = session.screen.takeWrites()
        session.screen.tapTab(2, at: 1.0)
        var writes = session.screen.takeWrites()
        var t = 1.0
        while session.screen.wantsFrames, t < 3 {
            t += 1.0 / 60
            session.screen.frame(at: t)
            writes += session.screen.takeWrites()
        }
        let snapping = writes.compactMap { if case .snapping(let on) = $0 { on } else { nil } }
        #expect(snapping == [false, true])
        let positions = writes.compactMap { if case .scrollTo(.pages, let x) = $0 { x } else { nil } }
        #expect(positions.count > 2)
        #expect(positions.last == 750)
        // Snapping comes back after the last frame's write.
        let lastPosition = writes.lastIndex { if case .scrollTo(.pages, _) = $0 { true } else { false } }
        #expect(writes.lastIndex(of: .snapping(true))! > lastPosition!)
        #expect(session.screen.state.page == 2)
        #expect(session.pages.position == 750)
    }

    /// Frames until the edge's own motion ends (at most 2 s after `t`); the writes they made.

    /// WEB-SCROLL §2: a touch does not stop the browser's snap settle and an instant write
    /// shifts it, so a tab tapped while the pages settle (here from a release at 250 toward
    /// page 1, 375) waits for the settle's `scrollend`: nothing is written to the pages
    /// container meanwhile (no swing between the settle and the edge's animation), then the
    /// edge animates to SPEC §4.2's 3 · W = 1,125 and rests there, page 3.
    @Test func aTabTappedDuringASnapSettleWaitsForItsEnd() {
        let session = PagesSession()
        session.swipe(to: [20, 250])
        _ = session.screen.takeWrites()
        session.screen.tapTab(3, at: 1.05)
        session.screen.scrolled(.pages, to: 330, at: 1.066)
        session.screen.scrolled(.pages, to: 375, at: 1.083)
        let duringSettle = session.screen.takeWrites()
        #expect(!duringSettle.contains { if case .scrollTo(.pages, _) = $0 { true } else { false } }, "\(duringSettle)")
        #expect(!duringSettle.contains(.stopFling(.pages)))
        session.screen.scrollEnded(.pages, at: 1.1)
        let writes = session.screen.takeWrites() + framesToRest(session, from: 1.1)
        let positions = writes.compactMap { if case .scrollTo(.pages, let x) = $0 { x } else { nil } }
        #expect(positions.first.map { $0 > 375 } == true && positions.last == 1125, "\(positions)")
        // One direction only: no frame back left of the one before.
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 }, "\(positions)")
        #expect(session.screen.state.page == 3 && session.pages.position == 1125)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// A settle that ends between pages (a write shifted it, WEB-SCROLL §2: mandatory
    /// snapping does not repair that) is slid by the edge to the nearest page: 300 of 375 is
    /// 0.8 of a page, so page 1 (375), which the reducer then has at rest (SPEC §4.4).
    @Test func aSettleEndingBetweenPagesIsSnappedByTheEdge() {
        let session = PagesSession()
        session.swipe(to: [20, 250])
        session.screen.scrolled(.pages, to: 300, at: 1.1)
        session.screen.scrollEnded(.pages, at: 1.12)
        _ = session.screen.takeWrites()
        #expect(session.screen.wantsFrames)
        let positions = framesToRest(session, from: 1.12).compactMap { if case .scrollTo(.pages, let x) = $0 { x } else { nil } }
        #expect(positions.last == 375)
        #expect(session.screen.state.page == 1 && session.screen.state.pagesX == 375)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// The same settle ending under a finger that landed on a page's list and dragged nothing
    /// (a settle goes on under a touch, WEB-SCROLL §2): at its `scrollend` a finger is down,
    /// so nothing moves; the lift is when the edge slides it, 300 → 375 (page 1), as above.
    @Test func aSettleEndingBetweenPagesUnderAFingerIsSnappedAtTheLift() {
        let session = PagesSession()
        session.swipe(to: [20, 250])
        session.screen.touchStart(.list(page: 0), at: 1.09)
        session.screen.scrolled(.pages, to: 300, at: 1.1)
        session.screen.scrollEnded(.pages, at: 1.12)
        _ = session.screen.takeWrites()
        #expect(!session.screen.wantsFrames)  // nothing slides while the finger is down
        session.screen.touchEnd(at: 1.2)
        _ = session.screen.takeWrites()
        #expect(session.screen.wantsFrames)
        let positions = framesToRest(session, from: 1.2).compactMap { if case .scrollTo(.pages, let x) = $0 { x } else { nil } }
        #expect(positions.last == 375)
        #expect(session.screen.state.page == 1 && session.screen.state.pagesX == 375)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// WEB-SCROLL §2: the browser latches one scroller of those under the finger. A pages
    /// screen's header is over none of them, so the pages moving while a finger rests on it
    /// (the browser's own re-snap after a resize, WEB-SCROLL §7) are no drag of that finger:
    /// the move is reported as the pages' scroll, and the finger's lift releases nothing.
    @Test func thePagesMovingUnderAFingerOnTheHeaderAreNotItsDrag() {
        let session = PagesSession(PagerPresets.swipe, contents: [2000, 500, 3000])
        session.screen.touchStart(.header, at: 1.0)
        session.screen.scrolled(.pages, to: 375, at: 1.016)
        session.screen.touchEnd(at: 1.1)
        let motions = session.motions(.pages)
        #expect(!motions.contains { $0.hasPrefix("drag") }, "\(motions)")
        #expect(motions.first == "scroll.moved 375.0", "\(motions)")
    }

    /// SPEC §4.7 (SwipeTableView: `collapse`, S = 200, B = 44, the header over the pages): a
    /// vertical drag on the header drags the list in view. As UIKit's pan, it begins after
    /// 10 px (4 px is nothing) and follows the translation; SPEC §2: the header's offset is
    /// −translation (12, then 40); the release velocity is the last 100 ms of moves,
    /// (−40 − (−12)) / 0.016 = −1,750 px/s, the header's 1,750.
    @Test func aVerticalDragOnTheHeaderIsTheHeadersDrag() {
        let session = PagesSession(PagerPresets.swipe, contents: [2000, 500, 3000])
        let screen = session.screen
        screen.touchStart(.header, at: 1.0)
        screen.touchMoved(dx: 1, dy: -4, at: 1.008)
        #expect(session.motions(.header).isEmpty)
        screen.touchMoved(dx: 1, dy: -12, at: 1.016)
        screen.touchMoved(dx: 1, dy: -40, at: 1.032)
        screen.touchEnd(at: 1.040)
        #expect(session.motions(.header) == ["drag.began 12.0", "drag.moved 40.0", "drag.ended 40.0"])
        let ended = session.events.first { if case .offset(.dragEnded, let r) = $0.kind { r.view == .header } else { false } }
        if case .offset(.dragEnded(let velocity, _), _)? = ended?.kind { #expect(abs(velocity - 1750) < 1e-6) } else { Issue.record("no header drag end") }
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// A finger on the header that moves sideways first (12 px across, 2 down) is no header
    /// drag for the rest of the touch (`PagerScreenLayer.headerPanBegins`: vertical only), even
    /// if it turns; and on a sections screen the document scrolls under the header, so the
    /// edge never drags it there.
    @Test func aSidewaysMoveOnTheHeaderIsNoHeaderDrag() {
        let session = PagesSession(PagerPresets.swipe, contents: [2000, 500, 3000])
        session.screen.touchStart(.header, at: 1.0)
        session.screen.touchMoved(dx: 12, dy: 2, at: 1.016)
        session.screen.touchMoved(dx: 12, dy: -60, at: 1.032)
        session.screen.touchEnd(at: 1.040)
        #expect(session.motions(.header).isEmpty)

        let sections = PagerWebScreen()
        var events: [PagerEvent] = []
        sections.onUpdate = { update, _ in events += update.events }
        sections.attachList(page: 0, viewportLength: 667, contentLength: 3000, isDocument: true, at: 0)
        sections.layout(PagerPresets.hero, stripHeight: 44, rightToLeft: false, reducesMotion: false, at: 0)
        sections.touchStart(.header, at: 1.0)
        sections.touchMoved(dx: 0, dy: -60, at: 1.016)
        sections.touchEnd(at: 1.040)
        #expect(!events.contains { if case .offset(_, let r) = $0.kind { r.view == .header } else { false } })
    }
}

@Suite("The web edge under prefers-reduced-motion")
struct WebReducedMotionTests {
    /// Reduce Motion (`prefers-reduced-motion: reduce`, read at each layout): the reducer's
    /// animated `setOffset` is carried out at once (SPEC §4.2: pages x = 2 · 375 = 750), the
    /// underline is written at its new place in the same task (no slide), and no frame is asked for.
    @Test func aTappedTabMovesAtOnce() {
        let screen = PagerWebScreen()
        screen.attachStrip(viewportLength: 375, at: 0)
        screen.attachPages(at: 0)
        for (k, length) in [2400.0, 900, 5000, 300].enumerated() { screen.attachList(page: k, viewportLength: 0, contentLength: length, at: 0) }
        screen.layout(PagerPresets.parchment, stripHeight: 44, rightToLeft: false, reducesMotion: true, at: 0)
        _ = screen.takeWrites()
        screen.tapTab(2, at: 1.0)
        let writes = screen.takeWrites()
        #expect(writes.contains(.scrollTo(.pages, 750)))
        #expect(!writes.contains { if case .snapping = $0 { true } else { false } })
        #expect(writes.contains { if case .underline = $0 { true } else { false } })
        #expect(!screen.isSliding.underline)
        #expect(!screen.wantsFrames)
        #expect(screen.state.page == 2)
    }
}

@Suite("The web edge's pages across a rotation")
struct WebPagesRotationTests {
    /// WEB-SCROLL §7: the snap container is re-snapped only when nothing in it scrolls, so the
    /// front end restores the page offset itself, in the `resize` handler. SPEC §4.0: a
    /// relayout keeps the current page, at pagesX = page · W′: on page 2 of a 375 px screen
    /// (scrollLeft 750), a 667 × 375 viewport puts the container at 2 · 667 = 1334, its frame
    /// at the new content frame (y = 44, 375 − 44 = 331 tall), and back at 750.
    @Test func aRotationKeepsThePage() {
        let session = PagesSession()
        session.screen.select(2, animated: false, at: 1.0)
        #expect(session.pages.position == 750)
        _ = session.screen.takeWrites()
        var rotated = PagerPresets.parchment
        rotated.viewport = PagerViewport(width: 667, height: 375)
        session.screen.layout(rotated, stripHeight: 44, rightToLeft: false, reducesMotion: false, at: 2.0)
        let writes = session.screen.takeWrites()
        #expect(writes.first == .pagesFrame(PagerScreenRect(x: 0, y: 44, width: 667, height: 331)))
        #expect(writes.contains(.scrollTo(.pages, 1334)))
        #expect(session.pages.position == 1334)
        #expect(session.screen.state.page == 2)
        session.screen.layout(PagerPresets.parchment, stripHeight: 44, rightToLeft: false, reducesMotion: false, at: 3.0)
        #expect(session.pages.position == 750)
        #expect(session.screen.state.page == 2)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// A rotation while the pages settle after a flick (docs/Web.md): the release at 250
    /// settles rightwards, 250 → 300 (0.8 of a 375 px page), so towards page 1. Turned to
    /// 812 × 375, the settle runs on in the old width's pixels to 375 (Chromium's, whatever
    /// is written), which at the new width W′ = 812 is 375 / 812 = 0.46 of a page: nearest
    /// page 0, where the browser's snapping would take it. Snapping is off from the relayout
    /// (before its writes: an instant write to a snapping container is snapped, WEB-SCROLL
    /// §2), the settle is not stopped (the stop cannot stop Chromium's), and its `scrollend`
    /// (here the write's, as the settle goes on) ends nothing: once the pages are still for
    /// 0.15 s the edge slides them rightwards to page 1, 1 · W′ = 812 (SPEC §4.0: pagesX =
    /// page · W′), and snapping is on again there.
    @Test func aRotationDuringASnapSettleLandsOnTheFlicksPage() {
        let session = PagesSession()
        session.swipe(to: [20, 250])
        session.screen.scrolled(.pages, to: 300, at: 1.066)
        _ = session.screen.takeWrites()
        var rotated = PagerPresets.parchment
        rotated.viewport = PagerViewport(width: 812, height: 375)
        session.screen.layout(rotated, stripHeight: 44, rightToLeft: false, reducesMotion: false, at: 1.07)
        let atRelayout = session.screen.takeWrites()
        let snappingOff = atRelayout.firstIndex(of: .snapping(false))
        let firstPagesWrite = atRelayout.firstIndex { if case .scrollTo(.pages, _) = $0 { true } else { false } }
        #expect(snappingOff != nil && firstPagesWrite.map { snappingOff! < $0 } != false, "\(atRelayout)")
        #expect(!atRelayout.contains(.stopFling(.pages)))
        session.screen.scrolled(.pages, to: 340, at: 1.083)
        session.screen.scrollEnded(.pages, at: 1.085)
        session.screen.scrolled(.pages, to: 375, at: 1.1)
        let writes = framesToRest(session, from: 1.1)
        let positions = writes.compactMap { if case .scrollTo(.pages, let x) = $0 { x } else { nil } }
        #expect(positions.first.map { $0 > 375 } == true && positions.last == 812, "\(positions)")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 }, "\(positions)")
        // Snapping stays off until the slide has ended there: on once, after its last move.
        let snapping = writes.filter { if case .snapping = $0 { true } else { false } }
        let lastMove = writes.lastIndex { if case .scrollTo(.pages, _) = $0 { true } else { false } }
        #expect(snapping == [.snapping(true)] && lastMove.map { writes.lastIndex(of: .snapping(true))! > $0 } == true)
        #expect(session.screen.state.page == 1 && session.pages.position == 812)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// The same rotation, then a tap on tab 3 while the steered settle runs on: the tap's
    /// slide waits for the settle's end, as a tap during any settle does, and wins over the
    /// settle's page (the latest): the pages rest on page 3, 3 · 812 = 2,436.
    @Test func aTabTappedDuringASteeredSettleWins() {
        let session = PagesSession()
        session.swipe(to: [20, 250])
        session.screen.scrolled(.pages, to: 300, at: 1.066)
        var rotated = PagerPresets.parchment
        rotated.viewport = PagerViewport(width: 812, height: 375)
        session.screen.layout(rotated, stripHeight: 44, rightToLeft: false, reducesMotion: false, at: 1.07)
        session.screen.tapTab(3, at: 1.08)
        session.screen.scrolled(.pages, to: 375, at: 1.1)
        _ = session.screen.takeWrites()
        let writes = framesToRest(session, from: 1.1)
        let positions = writes.compactMap { if case .scrollTo(.pages, let x) = $0 { x } else { nil } }
        #expect(positions.last == 2436, "\(positions)")
        #expect(session.screen.state.page == 3 && session.screen.state.selected == 3)
        let lastMove = writes.lastIndex { if case .scrollTo(.pages, _) = $0 { true } else { false } }
        let snappingOn = writes.lastIndex(of: .snapping(true))
        #expect(lastMove != nil && snappingOn != nil && snappingOn! > lastMove!, "\(writes)")
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }
}

/// Kulman's screen (`PagerPresets.kulman`: `stickyReveal`, S = 44, no strip) on the document's
/// scroller: three sections of 30 + 10 · 50 = 530 px after the 44 px header, 1,634 px of
/// content, a 603 px viewport.
private final class PullSession {
    let screen = PagerWebScreen()
    var events: [PagerEvent] = []
    var writes: [PagerWebWrite] = []

    init(_ layout: PagerLayout = PagerPresets.kulman) {
        screen.onUpdate = { [unowned self] update, _ in events += update.events }
        screen.attachList(page: 0, viewportLength: 603, contentLength: 1634, isDocument: true, at: 0)
        screen.layout(layout, stripHeight: 0, rightToLeft: false, reducesMotion: false, at: 0)
        writes = screen.takeWrites()
        setup = events.count
    }

    /// The events of the setup (the layout's: the −44 inset is a move to y = 44).
    private var setup = 0

    var list: PagerWebScroller { screen.list(0)! }

    /// A finger lands at the top, pulls `dy` down and lifts; frames run until the bounce ends.
    func pull(_ dy: Double) {
        screen.touchStart(.list(page: 0), at: 1.0)
        screen.touchMoved(dx: 0, dy: dy / 2, at: 1.016)
        screen.touchMoved(dx: 0, dy: dy, at: 1.032)
        screen.touchEnd(at: 1.200)  // held: no velocity
        writes += screen.takeWrites()
        var t = 1.2
        while screen.wantsFrames, t < 3 {
            t += 1.0 / 60
            screen.frame(at: t)
            writes += screen.takeWrites()
        }
    }

    /// The content view's offset events after the setup.
    func motions() -> [String] {
        events[setup...].compactMap { event -> String? in
            guard case .offset(let motion, let report) = event.kind, report.view == .content else { return nil }
            return motion.name.rawValue
        }
    }
}

@Suite("The web edge's pull past the top: Kulman's reveal without a rubber band")
struct WebPullTests {
    /// SPEC §4.5: `insetTop` starts at −S = −44 (the header hidden, minY = 44), so the spacer
    /// above the content is −44 px (it pulls the header above the document's top) and
    /// scrollTop 0 is y = 44.
    @Test func theHiddenHeaderIsANegativeSpacer() {
        let session = PullSession()
        #expect(session.writes.contains(.spacers(page: 0, top: -44, bottom: session.list.spacerBottom)))
        #expect(session.list.position == 0)
        #expect(session.screen.state.offsetY == 44)
    }

    /// WEB-SCROLL §9: Chromium draws no pull past the top; the edge draws UIKit's rubber band
    /// (`PagerScrollPhysics.rubberBand`: (1 − 1 / (x · 0.55 / 603 + 1)) · 603) from the finger's
    /// 100 px: 50.40 px, so y = 44 − 50.40 = −6.40 < 0 at the release, and SPEC §4.5 reveals
    /// the header (`insetTop` 0). The pulled content bounces back to the new top, y = 0, as a
    /// deceleration, and the pull's transform goes back to 0.
    @Test func aPullPastTheHeaderRevealsIt() throws {
        let session = PullSession()
        session.pull(100)
        let shown = (1 - 1 / (100 * 0.55 / 603 + 1)) * 603
        let pulls = session.writes.compactMap { if case .pull(0, let d) = $0 { d } else { nil } }
        #expect(abs(try #require(pulls.first { $0 > 40 }) - shown) < 1e-9)
        #expect(pulls.last == 0)
        #expect(session.screen.state.insetTop == 0)
        #expect(session.screen.state.offsetY == 0)
        #expect(session.list.overscroll == 0)
        let motions = session.motions()
        #expect(motions.prefix(4) == ["drag.began", "drag.moved", "drag.moved", "drag.ended"])
        #expect(motions.contains("decelerate.began"))
        #expect(motions.last == "decelerate.ended")
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// A 40 px pull shows (1 − 1 / (40 · 0.55 / 603 + 1)) · 603 = 21.22 px: y = 22.78 stays
    /// within [0, S], so SPEC §4.5 changes nothing and the list bounces back to y = 44.
    @Test func aShortPullBouncesBackHidden() {
        let session = PullSession()
        session.pull(40)
        #expect(session.screen.state.insetTop == -44)
        #expect(session.screen.state.offsetY == 44)
        #expect(session.list.position == 0)
        #expect(session.motions().last == "decelerate.ended")
    }

    /// A scroll to the top (the status bar's tap, SPEC §4.2) during the bounce back of a
    /// 100 px pull (a deceleration to the reducer, above) takes it over, as UIKit's animated
    /// `setContentOffset` stops a deceleration: the list is no longer decelerating, and a
    /// later `scrollend` (a stray one) ends nothing more — the reducer's last word on the list
    /// is the scroll's end (found by `fuzz --via-web`'s rest check: the edge's list
    /// decelerated for good).
    @Test func aScrollToTopDuringTheBounceBackEndsTheDeceleration() {
        let session = PullSession()
        let screen = session.screen
        screen.touchStart(.list(page: 0), at: 1.0)
        screen.touchMoved(dx: 0, dy: 50, at: 1.016)
        screen.touchMoved(dx: 0, dy: 100, at: 1.032)
        screen.touchEnd(at: 1.2)
        screen.frame(at: 1.216)
        #expect(session.list.isDecelerating)
        screen.scrollToTop(at: 1.22)
        var t = 1.22
        while screen.wantsFrames, t < 3 {
            t += 1.0 / 60
            screen.frame(at: t)
        }
        #expect(!session.list.isDecelerating)
        screen.scrollEnded(.content(page: 0), at: 3.0)
        #expect(session.motions().last == "scroll.ended")
        #expect(!session.motions().contains("decelerate.ended"))
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// Where no header is revealed by a pull (TD's fixed strip), the list stays at its top as
    /// Chromium keeps it: no drag, nothing drawn.
    @Test func elsewhereAPullAtTheTopIsNothing() {
        let session = PullSession(PagerPresets.td)
        session.pull(100)
        #expect(session.motions().isEmpty)
        #expect(!session.writes.contains { if case .pull = $0 { true } else { false } })
    }
}

/// `layout` (by default Parchment's: 375 px pages under a 44 px strip, so each page's frame
/// is 375 × 559) with the app's pages changed to `contents`, a tab each.
private func parchment(_ contents: [Double], _ base: PagerLayout = PagerPresets.parchment) -> PagerLayout {
    var layout = base
    layout.pager.items = contents.indices.map { PagerItem(width: 70, title: "Page \($0)") }
    layout.content = .pages(contents.map { PagerLayoutPage(contentHeight: $0) })
    return layout
}

@Suite("The web edge's pages when the app adds or removes some")
struct WebPagesChangeTests {
    /// Rows removed in a page's own list, out of view above: page 2's list (5,000 px of
    /// content in parchment's `fixed` screen: no inset, so its offset is its `scrollTop`) at
    /// 2,000, two 60 px rows removed, the first content after them 300 px above the view
    /// (gap −300). The edge moves that list by the content's change, 4,880 − 5,000 = −120, to
    /// 1,880, so the rows in view stay; the reducer has page 2's list there, and the other
    /// lists are not moved.
    @Test func rowsRemovedAboveInAPagesListKeepItsRowsInView() {
        let session = PagesSession()
        session.screen.select(2, animated: false, at: 1.0)
        session.screen.scrolled(.content(page: 2), to: 2000, at: 1.1)
        session.screen.rowsChanged(page: 2, gap: -300, length: 4880, at: 1.2)
        #expect(session.screen.list(2)?.position == 1880)
        #expect(session.screen.list(2)?.contentLength == 4880)
        #expect(session.screen.state.contentOffset(page: 2) == 1880)
        #expect(session.screen.list(0)?.position == 0)
        // In view (gap 200): the list stays where it is.
        session.screen.rowsChanged(page: 2, gap: 200, length: 4760, at: 1.3)
        #expect(session.screen.list(2)?.position == 1880)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// A removed page's list leaves: UIKit gives a leaving list back its own insets (the
    /// reducer's share removed: SwipeTableView's `collapse` gives each list a top inset of
    /// S + B = 244, SPEC §1), but on the web its element is gone, so nothing at all is written
    /// to page 3 after it leaves — neither those insets nor what was still queued.
    @Test func aRemovedPageIsWrittenNothing() {
        let session = PagesSession(parchment([2000, 500, 3000, 800], PagerPresets.swipe), contents: [2000, 500, 3000, 800])
        _ = session.screen.takeWrites()
        session.screen.detachList(page: 3, at: 1.0)
        let left = session.screen.takeWrites()
        session.screen.layout(parchment([2000, 500, 3000], PagerPresets.swipe), stripHeight: 44, rightToLeft: false, reducesMotion: false, at: 1.0)
        let writes = left + session.screen.takeWrites()
        #expect(!writes.contains { $0.touchesPage3 })
        #expect(session.screen.list(3) == nil)
        // Three pages: the container's content is 3 · 375 = 1125 wide.
        #expect(session.pages.contentLength == 1125)
    }

    /// A page added second: the pages from 1 on leave before the layout and join after it
    /// (the element's order). The layout writes the frame of every page from 1 on — page k's
    /// x is k · 375, so 375, 750, 1125, 1500, each 559 tall under the 44 px strip (SPEC §1) —
    /// though pages 1 to 3 had frames at those places: other pages' elements stand there
    /// now. Page 0's frame is not written again. A page that joins after the layout is as
    /// tall as the pages' frame: its viewport is 559.
    @Test func aPageAddedSecondGetsEveryFrameFromItsPlaceOn() {
        let session = PagesSession()
        _ = session.screen.takeWrites()
        for page in 1...3 { session.screen.detachList(page: page, at: 1.0) }
        session.screen.layout(parchment([2400, 700, 900, 5000, 300]), stripHeight: 44, rightToLeft: false, reducesMotion: false, at: 1.0)
        let frames = session.screen.takeWrites().compactMap { write -> (Int, PagerScreenRect)? in
            if case .pageFrame(let page, let frame) = write { (page, frame) } else { nil }
        }
        #expect(frames.map(\.0) == [1, 2, 3, 4])
        #expect(frames.map(\.1.x) == [375, 750, 1125, 1500])
        #expect(frames.allSatisfy { $0.1.height == 559 })
        for (page, length) in [(1, 700.0), (2, 900), (3, 5000), (4, 300)] {
            session.screen.attachList(page: page, viewportLength: 0, contentLength: length, at: 1.0)
        }
        #expect((1...4).allSatisfy { session.screen.list($0)?.viewportLength == 559 })
    }

    /// Right to left the pages' offset is counted from their far end (SPEC §1: the
    /// container's scrollLeft is UIKit's contentOffset.x, page 0 at the right end). On the
    /// last of four pages the DOM is at scrollLeft 0 and the reducer at pagesX = 3 · 375 =
    /// 1125. With that page removed the DOM stays at 0, which is now page 2's place: the
    /// reducer hears the pages at (3 − 1) · 375 − 0 = 750, page 2.
    @Test func rightToLeftRemovingTheLastPageMovesTheReducersOffset() {
        let session = PagesSession(rightToLeft: true)
        session.screen.select(3, animated: false, at: 1.0)
        #expect(session.screen.state.pagesX == 1125)
        #expect(session.pages.position == 0)
        let from = session.events.count
        session.screen.detachList(page: 3, at: 2.0)
        session.screen.layout(parchment([2400, 900, 5000]), stripHeight: 44, rightToLeft: true, reducesMotion: false, at: 2.0)
        #expect(session.pages.position == 0)
        #expect(session.screen.state.pagesX == 750)
        #expect(session.motions(.pages, from: from).contains("scroll.moved 750.0"))
    }
}

extension PagerWebWrite {
    /// A write to page 3's list.
    fileprivate var touchesPage3: Bool {
        switch self {
        case .scrollTo(let role, _), .stopFling(let role): role == .content(page: 3)
        case .spacers(let page, _, _), .pull(let page, _), .pageFrame(let page, _): page == 3
        default: false
        }
    }
}
