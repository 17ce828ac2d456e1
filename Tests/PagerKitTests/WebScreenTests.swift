// The web edge (`PagerWebScreen`): a browser's raw events — a touch, `scroll` at a position,
// the lift, `scrollend`, animation frames, a tab's click — in the order Chromium sends them
// (docs/WEB-SCROLL.md, measured), and the DOM writes and the reducer's events out. The
// expected numbers come from the SPEC and the preset's geometry, derived beside each check.
import PagerCore
import PagerFuzz
import PagerKit
import PagerTestSupport
import PagerSimulator
import Testing

/// TD's menu (`PagerPresets.td`): a fixed 40 pt bar (S = 0, B = 40) over ten sections of 300 pt
/// (a 60 pt header row and four 60 pt rows each), on a 603 pt tall document scroller; a
/// screen that collects its events.
private final class Session {
    let screen = PagerWebScreen()
    var events: [PagerEvent] = []

    init(_ layout: PagerLayout = PagerPresets.td, contentLength: Double = 3000, listOrigin: Double = 0) {
        screen.onUpdate = { [unowned self] update, _ in events += update.events }
        screen.attachList(page: 0, viewportLength: 603, contentLength: contentLength, isDocument: true, at: 0)
        screen.layout(layout, stripHeight: 40, rightToLeft: false, reducesMotion: false, listOrigin: listOrigin, at: 0)
    }

    var list: PagerWebScroller { screen.list(0)! }

    /// A finger drags the list from scrollTop 0 to 116 (`scroll` at 16 and 116, 16 ms apart:
    /// the slop crossed, WEB-SCROLL §1) and lifts at t = 1.040, 6,250 pt/s; the browser's
    /// fling then moves it to 300 (its first momentum frame, t = 1.050).
    func fling() {
        screen.dragListFast()
        screen.touchEnd(at: 1.040)
        screen.scrolled(.content(page: 0), to: 300, at: 1.050)
    }

    /// The names of the offset events of the content view since `from`.
    func motions(from: Int = 0) -> [String] { events.offsetMotions(of: .content, from: from) }
}

@Suite("The web edge: a pager on the browser's own scrollers")
struct WebScreenTests {
    /// Content that shrinks under a list at its end: the DOM keeps scrollTop within its range
    /// at once, so the edge does too and the reducer hears the move. TD's document holds the
    /// 40 px frame spacer and 3,000 px of sections in a 603 px viewport: its end is
    /// 40 + 3000 − 603 = 2,437; 120 px fewer of content put it at 2,317, offset 2,317 (the
    /// inset is 0 in `fixed`). A write of the edge's after (a stopped fling's) keeps it there.
    @Test func contentThatShrinksUnderTheListKeepsItWithinTheDOMsRange() {
        let session = Session()
        session.screen.scrolled(.content(page: 0), to: 2437, at: 1.0)
        #expect(session.list.position == 2437)
        session.screen.contentResized(page: 0, length: 2880, at: 1.1)
        #expect(session.list.position == 2317)
        #expect(session.screen.state.offsetY == 2317)
        #expect(session.motions().last == "scroll.moved 2317.0")
    }

    /// Two 60 px rows removed out of view above (the first content after them now 300 px above
    /// the list's view: gap −300): what is in view moved up 120 px in the DOM, and the edge
    /// moves the list by the content's change, 2,880 − 3,000 = −120, from 1,500 to 1,380, so
    /// the rows in view stay; the reducer hears the move (`scroll moved 1380`), and the
    /// content is 2,880 long. (Issue 69: the view jumped by the rows removed.)
    @Test func rowsRemovedAboveTheViewKeepTheRowsInViewWhereTheyAre() {
        let session = Session()
        session.screen.scrolled(.content(page: 0), to: 1500, at: 1.0)
        session.screen.rowsChanged(gap: -300, length: 2880, at: 1.1)
        #expect(session.list.position == 1380)
        #expect(session.list.contentLength == 2880)
        #expect(session.screen.state.offsetY == 1380)
        #expect(session.motions().last == "scroll.moved 1380.0")
    }

    /// The same rows removed in view (the first content after them 200 px below the view's
    /// top: gap 200) leave the list where it is: what was below them moved up, as it should.
    @Test func rowsRemovedInViewLeaveTheListWhereItIs() {
        let session = Session()
        session.screen.scrolled(.content(page: 0), to: 1500, at: 1.0)
        session.screen.rowsChanged(gap: 200, length: 2880, at: 1.1)
        #expect(session.list.position == 1500)
        #expect(session.list.contentLength == 2880)
        #expect(session.motions().last == "scroll.moved 1500.0")
    }

    /// SPEC §1: in `fixed` mode the list's frame starts below the header (S + B = 40) and its
    /// inset is 0, so a list at rest at the top is at minY = 0. On the document's scroller,
    /// whose viewport is the whole screen, the frame's start is a 40 px spacer above the
    /// sections, not part of the offset: y = scrollTop − inset = scrollTop.
    @Test func aFixedBarIsASpacerAboveTheSectionsOutsideTheOffset() {
        let session = Session()
        let writes = session.screen.takeWrites()
        #expect(writes.contains(.spacers(page: 0, top: 40, bottom: session.list.spacerBottom)))
        #expect(session.screen.state.offsetY == 0)
        #expect(session.list.position == 0)
        #expect(session.list.frameTop == 40)
        #expect(session.list.spacerTop == 0)
    }

    /// A page that keeps the body's 8 px margin puts the element's top spacer 8 px down the
    /// document: the spacer is 8 px shorter, so that the sections still start 40 px down the
    /// screen (SPEC §1: the frame below the 40 px bar) and y = scrollTop − inset = scrollTop
    /// as before. A tap on the third section (tops every 300: top₂ = 600) scrolls to
    /// y* = clamp(600 − occluded, …) with occluded = 0 in `fixed` (the frame starts below the
    /// bar, SPEC §4.2): scrollTop 600, where the section's top is 8 + 32 + 600 − 600 = 40 px
    /// down the screen, under the bar.
    @Test func aBodyMarginAboveTheElementShortensTheTopSpacer() {
        let session = Session(listOrigin: 8)
        let writes = session.screen.takeWrites()
        #expect(writes.contains(.spacers(page: 0, top: 32, bottom: session.list.spacerBottom)))
        #expect(session.list.origin == 8)
        session.screen.scrolled(.content(page: 0), to: 116, at: 1.0)
        #expect(session.screen.state.offsetY == 116)
        session.screen.tapTab(2, at: 2.0)
        session.screen.frame(at: 2.5)
        #expect(session.list.position == 600)
        #expect(session.screen.state.offsetY == 600)
    }

    /// A site's own 56 px fixed header over a page that makes no room for it (the element
    /// starts 8 px down the document, under the header): the pager's screen starts 56 px down
    /// the window, so the list's origin from the screen's top is 8 − 56 = −48, and the top
    /// spacer 40 + 48 = 88: the sections start at 8 + 88 = 96 px down the window, under the
    /// site's header (56) and the 40 px bar (SPEC §1: the frame below the bar).
    @Test func aSitesFixedHeaderOverThePageLengthensTheTopSpacer() {
        let session = Session(listOrigin: -48)
        let writes = session.screen.takeWrites()
        #expect(writes.contains(.spacers(page: 0, top: 88, bottom: session.list.spacerBottom)))
        session.screen.scrolled(.content(page: 0), to: 116, at: 1.0)
        #expect(session.screen.state.offsetY == 116)
    }

    /// Kulman's header (`stickyReveal`, S = 44, B = 0) starts hidden: the inset is −S = −44
    /// (SPEC §4.5) and the frame starts at 0, so the top spacer is −44 (a negative margin),
    /// and with the body's 8 px margin above it −44 − 8 = −52, which collapses with the
    /// body's 8 px to −44: the content starts where it does on a page with no margin.
    @Test func aHiddenRevealHeaderUnderABodyMarginIsALargerNegativeSpacer() {
        let session = Session(PagerPresets.kulman, contentLength: 44 + 1590, listOrigin: 8)
        let writes = session.screen.takeWrites()
        #expect(writes.contains(.spacers(page: 0, top: -52, bottom: session.list.spacerBottom)))
        #expect(session.screen.state.insetTop == -44)
    }

    /// SPEC §1: in `quickReturn` (`PagerPresets.menu`: S = 64, B = 40) the header overlays the list,
    /// whose inset is S + B = 104: the frame starts at 0, the spacer is the inset, and the
    /// list at rest is at minY = −104 with scrollTop 0.
    @Test func anOverlayHeadersInsetIsTheSpacer() {
        let session = Session(PagerPresets.menu, contentLength: 3000)
        let writes = session.screen.takeWrites()
        #expect(writes.contains(.spacers(page: 0, top: 104, bottom: session.list.spacerBottom)))
        #expect(session.screen.state.offsetY == -104)
        #expect(session.list.position == 0)
        #expect(session.list.frameTop == 0)
    }

    /// A drag and a fling as Chromium reports them (WEB-SCROLL §1: `touchstart`, then `scroll`
    /// events once the slop is crossed, `touchend`, momentum `scroll`s, one `scrollend`):
    /// the reducer hears UIKit's sequence, y = scrollTop in `fixed`.
    @Test func aDragAndAFlingReadAsTheReducersDragAndDeceleration() throws {
        let session = Session()
        let screen = session.screen
        screen.touchStart(.list(page: 0), at: 1.000)
        screen.scrolled(.content(page: 0), to: 16, at: 1.016)
        screen.scrolled(.content(page: 0), to: 116, at: 1.032)
        screen.scrollEnded(.content(page: 0), at: 1.033)  // a stray scrollend under the finger: nothing
        screen.touchEnd(at: 1.040)
        screen.scrolled(.content(page: 0), to: 300, at: 1.050)  // momentum
        screen.scrollEnded(.content(page: 0), at: 1.600)
        // The drag begins where the list was (0) and moves with the finger; its release
        // velocity is over the moves of the last 100 ms: (116 − 16) / 0.016 = 6250 pt/s.
        #expect(
            session.motions() == [
                "drag.began 0.0", "drag.moved 16.0", "drag.moved 116.0", "drag.ended 116.0", "decelerate.began 116.0",
                "decelerate.moved 300.0", "decelerate.ended 300.0",
            ])
        let ended = try #require(
            session.events.first { if case .offset(.dragEnded, _) = $0.kind { return true } else { return false } })
        if case .offset(.dragEnded(let velocity, let willDecelerate), _) = ended.kind {
            #expect(abs(velocity - 6250) < 1e-6)
            #expect(willDecelerate)
        }
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// WEB-SCROLL §1: a drag held still before the lift has no momentum, and its `scrollend`
    /// comes with the lift. No move in the last 100 ms gives velocity 0, no deceleration.
    @Test func aHeldDragEndsWithoutVelocity() {
        let session = Session()
        let screen = session.screen
        screen.touchStart(.list(page: 0), at: 1.0)
        screen.scrolled(.content(page: 0), to: 20, at: 1.016)
        screen.scrolled(.content(page: 0), to: 60, at: 1.032)
        screen.touchEnd(at: 1.300)  // held 268 ms
        screen.scrollEnded(.content(page: 0), at: 1.301)
        #expect(session.motions() == ["drag.began 0.0", "drag.moved 20.0", "drag.moved 60.0", "drag.ended 60.0"])
        // SPEC §7's rule, the web's too: the last move is 268 ms old at the lift (≥ 100 ms).
        #expect(PagerScrollPhysics().releaseVelocity(moves: [(1.016, 20), (1.032, 60)], releaseTime: 1.3) == 0)
    }

    /// One release-velocity rule on every front end: the web edge's is SPEC §7's (the last
    /// two moves), as the simulator's and the SwiftUI driver's. A finger speeding up — 0.5,
    /// 10, 40 px at 16 ms steps, lifted 8 ms after the last — releases at
    /// (40 − 10) / 0.016 = 1875 pt/s; the average over the last 100 ms the edge used before
    /// would give (40 − 0.5) / 0.032 ≈ 1234.
    @Test func aReleaseHasSPEC7sVelocity() throws {
        let session = Session()
        let screen = session.screen
        screen.touchStart(.list(page: 0), at: 1.0)
        screen.scrolled(.content(page: 0), to: 0.5, at: 1.0)
        screen.scrolled(.content(page: 0), to: 10, at: 1.016)
        screen.scrolled(.content(page: 0), to: 40, at: 1.032)
        screen.touchEnd(at: 1.040)
        let ended = try #require(
            session.events.lazy.compactMap { event -> Double? in
                if case .offset(.dragEnded(let velocity, _), _) = event.kind { velocity } else { nil }
            }.first)
        #expect(abs(ended - 1875) < 1e-6, "\(ended)")
    }

    /// A tab tapped mid-fling (SPEC §4.2): `setOffset content y* animated`, y* = top₃ −
    /// occluded = 3 · 300 − 0 = 900 in `fixed` (nothing covers the list). The browser's fling
    /// is stopped first (an instant write would only shift it, WEB-SCROLL §3), its last
    /// `scroll` is undone, and the edge animates the list frame by frame — never a smooth
    /// `scrollTo` a touch cannot stop — to scrollTop 900, where the motion ends on tab 3.
    @Test func aTabTappedMidFlingStopsTheFlingAndAnimatesFrameByFrame() {
        let session = Session()
        let screen = session.screen
        session.fling()
        _ = screen.takeWrites()
        let before = session.events.count
        screen.tapTab(3, at: 1.100)
        let writes = screen.takeWrites()
        #expect(writes.first == .stopFling(.content(page: 0)))
        #expect(screen.wantsFrames)
        screen.scrolled(.content(page: 0), to: 320, at: 1.110)  // the fling's last frame
        #expect(screen.takeWrites() == [.scrollTo(.content(page: 0), 300)])
        screen.flingStopped(.content(page: 0), at: 1.130)
        var t = 1.1
        var frames = 0
        while screen.wantsFrames, frames < 100 {
            t += 1.0 / 60
            frames += 1
            screen.frame(at: t)
        }
        // OffsetAnimation lasts 0.3 s: 18 or 19 frames of 1/60 s, and one that finds nothing left.
        #expect(frames <= 20)
        #expect(session.list.position == 900)
        #expect(screen.state.offsetY == 900)
        #expect(screen.state.selected == 3)
        let motions = session.motions(from: before)
        #expect(motions.last == "scroll.ended 900.0")
        #expect(!motions.contains { $0.hasPrefix("drag") })
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// WEB-SCROLL §4: an inset change keeps the content where it is on screen only if
    /// `scrollTop` moves by the change in the same task. At scrollTop 500 with no inset
    /// (y = 500), a 64 pt inset puts scrollTop at 564 and y stays 500 (y = scrollTop − inset);
    /// at scrollTop 10 with a 30 pt inset (y = −20), removing it would need scrollTop −20:
    /// the DOM clamps to 0, so y becomes 0 and the list moved.
    @Test func anInsetChangeMovesTheScrollPositionWithTheSpacer() {
        let session = Session()
        let list = session.list
        session.screen.touchStart(.list(page: 0), at: 1.0)
        session.screen.scrolled(.content(page: 0), to: 500, at: 1.016)
        session.screen.touchEnd(at: 1.5)
        _ = session.screen.takeWrites()
        list.pagerInsets = (64, list.spacerBottom)
        #expect(list.position == 564)
        #expect(list.pagerOffset(vertical: true) == 500)
        // The spacer written is the frame's 40 and the inset's 64.
        #expect(session.screen.takeWrites() == [.spacers(page: 0, top: 104, bottom: list.spacerBottom), .scrollTo(.content(page: 0), 564)])
        list.pagerInsets = (30, list.spacerBottom)
        session.screen.touchStart(.list(page: 0), at: 2.0)
        session.screen.scrolled(.content(page: 0), to: 10, at: 2.016)
        session.screen.touchEnd(at: 2.5)
        #expect(list.pagerOffset(vertical: true) == -20)
        list.pagerInsets = (0, list.spacerBottom)
        #expect(list.position == 0)
        #expect(list.pagerOffset(vertical: true) == 0)
    }

    /// A wheel, a key or an anchor link moves the document with no finger: the reducer hears
    /// a scroll of the engine's (`scroll moved`), ended by its `scrollend` (`scroll ended`).
    @Test func aScrollWithNoFingerIsTheEnginesMotion() {
        let session = Session()
        session.screen.scrolled(.content(page: 0), to: 100, at: 1.0)
        session.screen.scrolled(.content(page: 0), to: 200, at: 1.016)
        session.screen.scrollEnded(.content(page: 0), at: 1.1)
        #expect(session.motions() == ["scroll.moved 100.0", "scroll.moved 200.0", "scroll.ended 200.0"])
    }

    /// WEB-SCROLL §2: a touch during the browser's fling stops it, and its `scrollend` comes
    /// ~14 ms later under the finger: the deceleration ends there. A finger that then drags
    /// begins a drag (UIKit's `willBeginDragging`); a lift without moving is no drag.
    @Test func aTouchThatStopsTheBrowsersFlingEndsTheDeceleration() {
        let session = Session()
        let screen = session.screen
        session.fling()
        let before = session.events.count
        screen.touchStart(.list(page: 0), at: 1.200)
        screen.scrollEnded(.content(page: 0), at: 1.214)
        screen.touchEnd(at: 1.260)
        #expect(session.motions(from: before) == ["decelerate.ended 300.0"])
        // A fling stopped, then a drag from where it stopped.
        screen.touchStart(.list(page: 0), at: 2.000)
        screen.scrolled(.content(page: 0), to: 400, at: 2.016)
        screen.touchEnd(at: 2.300)
        #expect(session.motions(from: before) == ["decelerate.ended 300.0", "drag.began 300.0", "drag.moved 400.0", "drag.ended 400.0"])
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// A finger that lands on a list the browser flings and drags at once (no `scrollend`
    /// in between) takes it over: a drag begins where the fling was.
    @Test func aFingerDraggingAFlingingListBeginsADrag() {
        let session = Session()
        let screen = session.screen
        session.fling()
        let before = session.events.count
        screen.touchStart(.list(page: 0), at: 1.100)
        screen.scrolled(.content(page: 0), to: 250, at: 1.116)
        screen.touchEnd(at: 1.400)
        #expect(session.motions(from: before) == ["drag.began 300.0", "drag.moved 250.0", "drag.ended 250.0"])
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// Chromium holds a scroll position as a 32-bit float on the device pixel grid, a half
    /// rounded up: 863.4999999825 (863.5 as a float) is 864 at a device pixel ratio of 1,
    /// and 2590.5 / 3 → 2591 / 3 at 3. The edge reports what the DOM holds, not what it asked.
    @Test func aPositionIsHeldOnTheDevicePixelGrid() {
        let session = Session()
        session.list.setPagerOffset(863.4999999825, vertical: true, animated: false)
        #expect(session.list.position == 864)
        #expect(session.screen.state.offsetY == 864)
        session.screen.setPixelScale(3)
        session.list.setPagerOffset(863.4999999825, vertical: true, animated: false)
        #expect(session.list.position == 2591.0 / 3)
    }

    /// SPEC §4.8 with no `targetContentOffset`: TD's strip with `paging` — ten 80 pt cells from
    /// x = 10, content 820, W = 375, so maxX = 445 and m = ⌈445/375⌉ + 1 = 3 pages. Dragged
    /// from X₀ = 0 to 60 and released at (60 − 16) / 0.016 = 2750 pt/s: p = 60 + 0.4995 · 2750
    /// = 1433.6, page round(1433.6/375) = 4, kept within one page of 0: 1, so X* = min(375, 445)
    /// = 375. The edge stops the browser's fling and slides the strip there itself, reported
    /// as the deceleration that ends at the rest.
    @Test func theStripsRestIsSlidToByTheEdge() {
        var layout = PagerPresets.td
        layout.pager.behavior = .paging
        var events: [PagerEvent] = []
        let screen = PagerWebScreen()
        screen.onUpdate = { update, _ in events += update.events }
        screen.attachStrip(viewportLength: 375, at: 0)
        screen.attachList(page: 0, viewportLength: 603, contentLength: 3000, isDocument: true, at: 0)
        screen.layout(layout, stripHeight: 40, rightToLeft: false, reducesMotion: false, at: 0)
        _ = screen.takeWrites()
        screen.touchStart(.strip, at: 1.000)
        screen.scrolled(.tabStrip, to: 16, at: 1.016)
        screen.scrolled(.tabStrip, to: 60, at: 1.032)
        screen.touchEnd(at: 1.040)
        #expect(screen.takeWrites().contains(.stopFling(.tabStrip)))
        var t = 1.04
        while screen.wantsFrames, t < 3 {
            t += 1.0 / 60
            screen.frame(at: t)
        }
        #expect(screen.strip?.position == 375)
        #expect(screen.state.pagerX == 375)
        let strip = events.compactMap { event -> String? in
            guard case .offset(let motion, let report) = event.kind, report.view == .pager else { return nil }
            return motion.name.rawValue
        }
        #expect(strip.first == "drag.began")
        #expect(strip.contains("decelerate.began"))
        #expect(strip.last == "decelerate.ended")
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: events) == nil)
    }
}

@Suite("The web edge's slides: the header and the underline drawn frame by frame")
struct WebSlideTests {
    private func headerWrites(_ writes: [PagerWebWrite]) -> [Double] {
        writes.compactMap { if case .header(let ty) = $0 { ty } else { nil } }
    }

    /// SPEC §4.3 in `PagerPresets.menu` (S = 64, B = 40; scrollTop 0 is y = −104). A drag to
    /// scrollTop 16 then 40 (y = −88, −64) follows: headerTy = −16, then −40, each written at
    /// once. Then the status bar's tap (SPEC §4.2, the Home key here): in `quickReturn`
    /// headerTy = 0 at once, with `animateHeader ty 0 duration 0.3`. The edge writes no header
    /// at the tap: it slides it from −40 at t = 2.0, eased out (1 − (1 − f)³). Half-way,
    /// f = 0.5: 1 − 0.125 = 0.875, ty = −40 + 40 · 0.875 = −5. From t = 2.3 on it is 0, and
    /// once the list's own 0.3 s animation is over too, no more frames are asked for.
    @Test func anAnimatedHeaderMoveIsWrittenOnceAFrame() {
        let session = Session(PagerPresets.menu)
        let screen = session.screen
        dragToForty(screen)
        let drag = headerWrites(screen.takeWrites())  // the screen restates it with each record
        #expect(drag.contains(-16) && drag.last == -40)
        screen.scrollToTop(at: 2.0)
        #expect(screen.state.headerTy == 0)
        #expect(headerWrites(screen.takeWrites()).isEmpty)
        #expect(screen.isSliding.header)
        #expect(screen.wantsFrames)
        screen.frame(at: 2.15)
        #expect(headerWrites(screen.takeWrites()).map { ($0 * 1e9).rounded() / 1e9 } == [-5])
        #expect(screen.isSliding.header)
        screen.frame(at: 2.31)
        #expect(Set(headerWrites(screen.takeWrites())) == [0])  // the slide's end, then restated
        #expect(!screen.isSliding.header)
        screen.frame(at: 2.32)
        #expect(!screen.wantsFrames)
    }

    /// SPEC §7: a later record's `headerTy` without its own `animateHeader` replaces a running
    /// header animation. Right after the status bar's tap above (headerTy 0, the header
    /// sliding from −40, the list still at scrollTop 40), a finger drags the list from 40 to
    /// 60 (y = −64 → −44): the drag ends the list's animation, and §4.3 follows from the
    /// reducer's 0: headerTy = clamp(0 − 20, −64, 0) = −20 (no gap: min(0, 44 − 104) = −60
    /// changes nothing), written at once. The slide is over: the next frame writes no header.
    @Test func aMoveAtOnceEndsTheSlide() {
        let session = Session(PagerPresets.menu)
        let screen = session.screen
        dragToForty(screen)
        screen.scrollToTop(at: 2.0)
        _ = screen.takeWrites()
        screen.touchStart(.list(page: 0), at: 2.010)
        screen.scrolled(.content(page: 0), to: 60, at: 2.026)
        #expect(headerWrites(screen.takeWrites()) == [-20])
        #expect(!screen.isSliding.header)
        screen.frame(at: 2.042)
        #expect(headerWrites(screen.takeWrites()).isEmpty)
    }

    /// A finger drags the list from scrollTop 0 to 16 and 40, held, and lifts at t = 1.3 (its
    /// `scrollend` with the lift: WEB-SCROLL §1).
    private func dragToForty(_ screen: PagerWebScreen) {
        screen.touchStart(.list(page: 0), at: 1.000)
        screen.scrolled(.content(page: 0), to: 16, at: 1.016)
        screen.scrolled(.content(page: 0), to: 40, at: 1.032)
        screen.touchEnd(at: 1.300)
        screen.scrollEnded(.content(page: 0), at: 1.300)
    }

    /// A tapped tab (`PagerPresets.td`, ten sections under its 40 pt strip): SPEC §4.2 selects it
    /// at once, so the record's indicator is tab 3's. SPEC §1: intrinsic cells of 80 pt from
    /// the edge inset 10 (xᵢ = 10 + 80 i), the indicator as wide as its item (indicatorExtra
    /// 0), so tab 0's underline is x 10 and tab 3's x 250, both 80 wide and 2 tall at the
    /// strip's bottom (y = 40 − 2 = 38). The underline is not written at the tap: it slides
    /// over `PagerScreenLayer.underlineSlideDuration` (0.25 s), eased out like the header — half-way,
    /// 0.875 of the way: x = 10 + 240 · 0.875 = 220 — and ends exactly on x 250.
    @Test func aTappedTabsUnderlineSlides() throws {
        let screen = PagerWebScreen()
        screen.attachStrip(viewportLength: 375, at: 0)
        screen.attachList(page: 0, viewportLength: 603, contentLength: 3000, isDocument: true, at: 0)
        screen.layout(PagerPresets.td, stripHeight: 40, rightToLeft: false, reducesMotion: false, at: 0)
        let underlines = { (writes: [PagerWebWrite]) in writes.compactMap { if case .underline(let frame) = $0 { frame } else { nil } } }
        #expect(underlines(screen.takeWrites()).last == PagerScreenRect(x: 10, y: 38, width: 80, height: 2))
        screen.tapTab(3, at: 1.0)
        #expect(screen.state.selected == 3)
        #expect(underlines(screen.takeWrites()).isEmpty)
        #expect(screen.isSliding.underline)
        screen.frame(at: 1.125)
        let halfWay = try #require(underlines(screen.takeWrites()).last)
        #expect(abs(halfWay.x - 220) < 1e-9)
        #expect(halfWay.width == 80)
        var t = 1.125
        while screen.wantsFrames, t < 2 {
            t += 1.0 / 60
            screen.frame(at: t)
        }
        #expect(underlines(screen.takeWrites()).last == PagerScreenRect(x: 250, y: 38, width: 80, height: 2))
        #expect(!screen.isSliding.underline)
    }
}

@Suite("The web edge right to left at the first layout")
struct WebRightToLeftFirstLayoutTests {
    /// TD's menu right to left: ten tabs in a 375 px strip, wider than it (SPEC §1: maxPagerX =
    /// the cells' content width − 375 > 0). At the first layout the reducer's pagerX is 0 (tab 0
    /// at the strip's start, SPEC §4.0); right to left its start is the right end, so the DOM's
    /// scrollLeft must be maxPagerX − 0 = maxPagerX, the model's `stripScrollLeft`. The strip's
    /// content must be laid out before the reducer's offset is written into it: a browser keeps
    /// a scroll position within the content it has (at 2bf56a2 the write came first, was
    /// clamped to 0, the reducer heard the strip at its far end, pagerX = maxPagerX, and the strip
    /// opened with the current tab off screen).
    @Test func theStripOpensOnTheCurrentTab() throws {
        let screen = PagerWebScreen()
        screen.attachList(page: 0, viewportLength: 603, contentLength: 3000, isDocument: true, at: 0)
        screen.attachStrip(viewportLength: 375, at: 0)
        screen.layout(PagerPresets.td, stripHeight: 40, rightToLeft: true, reducesMotion: false, at: 0)
        let g = try #require(screen.state.geometry)
        #expect(g.maxPagerX > 0)
        #expect(screen.state.pagerX == 0)
        let strip = try #require(screen.strip)
        #expect(strip.position == g.maxPagerX)
        // The model the element checks the DOM against: maxPagerX − pagerX.
        #expect(g.maxPagerX - screen.state.pagerX == strip.position)
    }
}
