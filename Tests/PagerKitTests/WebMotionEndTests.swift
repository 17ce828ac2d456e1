// The end of a browser motion where no `scrollend` comes (WebKit, Safari: WEB-ENGINES §C):
// the web edge ends it itself once its scroller stays still for 150 ms with no finger down
// (`PagerWebScreen.synthesizedEndDelay`, WEB-ENGINES §E.1), and the pages, left between two
// pages by a wheel (WEB-ENGINES B1), are slid to the nearest. Expected numbers from the
// SPEC, the presets' geometry and that delay, derived beside each check.
import PagerCore
import PagerFuzz
import PagerKit
import PagerTestSupport
import PagerSimulator
import Testing

/// A screen on the web whose browser fires no `scrollend` (unless `firesScrollEnd`), and
/// the events it sends.
private final class NoScrollEndSession {
    let screen = PagerWebScreen()
    var events: [PagerEvent] = []

    /// TD's menu (`fixed`, S = 0, B = 40) on the document's scroller, 603 tall, 3,000 of sections.
    init(firesScrollEnd: Bool = false) {
        screen.firesScrollEnd = firesScrollEnd
        screen.onUpdate = { [unowned self] update, _ in events += update.events }
        screen.attachList(page: 0, viewportLength: 603, contentLength: 3000, isDocument: true, at: 0)
        screen.layout(PagerPresets.td, stripHeight: 40, rightToLeft: false, reducesMotion: false, at: 0)
    }

    /// Parchment (`fixed`, S = 0, B = 44, a 375 wide screen): four pages in a snap container.
    init(pages contents: [Double]) {
        screen.firesScrollEnd = false
        screen.onUpdate = { [unowned self] update, _ in events += update.events }
        screen.attachStrip(viewportLength: 375, at: 0)
        screen.attachPages(at: 0)
        for (k, length) in contents.enumerated() { screen.attachList(page: k, viewportLength: 0, contentLength: length, at: 0) }
        screen.layout(PagerPresets.parchment, stripHeight: 44, rightToLeft: false, reducesMotion: false, at: 0)
    }

    func motions(_ view: PagerScrollViewID = .content, from: Int = 0) -> [String] { events.offsetMotions(of: view, from: from) }

    /// Animation frames from `t` on, 60 a second, while the screen wants them (up to 2 s):
    /// the writes they made.
    @discardableResult
    func frames(from t: Double) -> [PagerWebWrite] {
        var writes = screen.takeWrites()
        var now = t
        while screen.wantsFrames, now < t + 2 {
            now += 1.0 / 60
            screen.frame(at: now)
            writes += screen.takeWrites()
        }
        return writes
    }
}

@Suite("The web edge where the browser fires no scrollend")
struct WebMotionEndTests {
    /// A wheel moves the document (no finger): `scroll` at 100 (t = 1.0) and 200 (1.016),
    /// then nothing. The motion ends at the first frame 150 ms after the last move, at
    /// 1.016 + 0.15 = 1.166: not at 1.16 (144 ms still), at 1.17 (154 ms), where the list is
    /// (200). The frames come until then, none after.
    @Test func aMotionEndsOnceItsScrollerStaysStill() {
        let session = NoScrollEndSession()
        let screen = session.screen
        screen.scrolled(.content(page: 0), to: 100, at: 1.0)
        screen.scrolled(.content(page: 0), to: 200, at: 1.016)
        #expect(screen.wantsFrames)
        screen.frame(at: 1.16)
        #expect(session.motions() == ["scroll.moved 100.0", "scroll.moved 200.0"])
        screen.frame(at: 1.17)
        #expect(session.motions() == ["scroll.moved 100.0", "scroll.moved 200.0", "scroll.ended 200.0"])
        #expect(!screen.wantsFrames)
    }

    /// Where the browser fires `scrollend` (Chromium, Firefox) the edge waits for it, as
    /// before: no frames wanted for it, no end of its own however long the list stays still.
    @Test func aBrowserThatFiresScrollEndEndsTheMotionItself() {
        let session = NoScrollEndSession(firesScrollEnd: true)
        session.screen.scrolled(.content(page: 0), to: 100, at: 1.0)
        #expect(!session.screen.wantsFrames)
        session.screen.frame(at: 2.0)
        #expect(session.motions() == ["scroll.moved 100.0"])
        session.screen.scrollEnded(.content(page: 0), at: 2.1)
        #expect(session.motions() == ["scroll.moved 100.0", "scroll.ended 100.0"])
    }

    /// A fling (WEB-SCROLL §1's drag 0 → 116, lifted at 1.040 at 6,250 pt/s, its momentum
    /// frame at 300, t = 1.050) with no `scrollend`: the deceleration ends 150 ms after that
    /// last move, at the first frame from 1.200 on, where the list is (300); the reducer's
    /// sequence stays UIKit's (SequenceChecker).
    @Test func aFlingEndsOnceTheListStaysStill() throws {
        let session = NoScrollEndSession()
        let screen = session.screen
        screen.dragListFast()
        screen.touchEnd(at: 1.040)
        screen.scrolled(.content(page: 0), to: 300, at: 1.050)
        screen.frame(at: 1.19)
        #expect(session.motions().last == "decelerate.moved 300.0")
        screen.frame(at: 1.21)
        #expect(session.motions().suffix(2) == ["decelerate.moved 300.0", "decelerate.ended 300.0"])
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// Never with a finger down: it may hold the list still and move it again. A wheel moves
    /// the list to 100 (t = 1.0), a finger rests on the strip from 1.05 to 1.5 — half a second
    /// still, no end — and the first frame after the lift (1.516, 516 ms still) ends it.
    @Test func noMotionEndsUnderAFinger() {
        let session = NoScrollEndSession()
        let screen = session.screen
        screen.scrolled(.content(page: 0), to: 100, at: 1.0)
        screen.touchStart(.strip, at: 1.05)
        for k in 1...27 { screen.frame(at: 1.05 + Double(k) / 60) }
        #expect(session.motions() == ["scroll.moved 100.0"])
        screen.touchEnd(at: 1.5)
        #expect(screen.wantsFrames)
        screen.frame(at: 1.516)
        #expect(session.motions() == ["scroll.moved 100.0", "scroll.ended 100.0"])
    }

    /// WEB-ENGINES B1: WebKit leaves the pages between two pages after a wheel burst (752 of
    /// 447 px pages there). Here two clicks move Parchment's 375 px pages to 300 (t = 1.0),
    /// then 550 (1.05), and nothing more: 150 ms later the motion ends there, and 550 is
    /// 550 / 375 ≈ 1.47 pages, so the edge slides the pages to the nearest, page 1 (375),
    /// which the reducer then has at rest (SPEC §4.4: page 1 current and selected).
    @Test func pagesLeftBetweenPagesAreSlidToTheNearest() {
        let session = NoScrollEndSession(pages: [2400, 900, 5000, 300])
        let screen = session.screen
        session.frames(from: 0)
        screen.scrolled(.pages, to: 300, at: 1.0)
        screen.scrolled(.pages, to: 550, at: 1.05)
        let writes = session.frames(from: 1.05)
        #expect(session.motions(.pages).prefix(3) == ["scroll.moved 300.0", "scroll.moved 550.0", "scroll.ended 550.0"])
        let positions = writes.compactMap { if case .scrollTo(.pages, let x) = $0 { x } else { nil } }
        #expect(positions.last == 375)
        #expect(screen.state.page == 1 && screen.state.selected == 1 && screen.state.pagesX == 375)
        #expect(!screen.wantsFrames)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }
}
