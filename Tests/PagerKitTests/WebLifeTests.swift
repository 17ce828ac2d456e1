// The element's life in the web edge (`PagerWebScreen.connect(at:)`, `disconnect(at:)`): what a
// framework does to `<scroll-pager>` — connect, remove, re-add the same node, replace it —
// and what the page is told to carry out. TD's menu (`PagerPresets.td`): a fixed 40 pt bar
// (S = 0, B = 40, so the inset is 0 and y = scrollTop) over ten 300 pt sections on a 603 pt
// document scroller.
import PagerCore
import PagerFuzz
import PagerKit
import PagerTestSupport
import PagerSimulator
import Testing

/// TD's screen on the document's scroller, connected and laid out as the element does it.
private final class LifeSession {
    let screen = PagerWebScreen()
    var events: [PagerEvent] = []

    init() {
        screen.onUpdate = { [unowned self] update, _ in events += update.events }
        #expect(screen.connect(at: 0) == .build)
        screen.attachList(page: 0, viewportLength: 603, contentLength: 3000, isDocument: true, at: 0)
        screen.attachStrip(viewportLength: 390, at: 0)
        screen.layout(PagerPresets.td, stripHeight: 40, rightToLeft: false, reducesMotion: false, at: 0)
        _ = screen.takeWrites()
        _ = screen.takeNews()
    }

    var list: PagerWebScroller { screen.list(0)! }

    /// The names and offsets of the content view's offset events since `from`.
    func motions(from: Int = 0) -> [String] { events.offsetMotions(of: .content, from: from) }
}

@Suite("The web element's life: connect, remove, re-add, decided by the edge")
struct WebLifeTests {
    /// The re-mount bug (`remove()` then `appendChild()`: a second chrome with every title at
    /// x ≈ 0): the page builds the screen on the first connect only; a return resumes it,
    /// and a connect while connected (a duplicate callback) is nothing.
    @Test func theScreenIsBuiltOnceWhateverTheConnects() {
        let session = LifeSession()
        #expect(session.screen.connect(at: 1) == .none)
        session.screen.disconnect(at: 2)
        #expect(!session.screen.isConnected)
        #expect(session.screen.connect(at: 2) == .resume)
        session.screen.disconnect(at: 3)
        #expect(session.screen.connect(at: 4) == .resume)
        #expect(session.screen.isConnected)
    }

    /// A removed element writes nothing, tells nothing and wants no frame: the app's
    /// `select(2)` while it is out is applied, and what it writes waits for the return.
    /// SPEC §4.2: tab 2 of ten 300 pt sections scrolls the list to the section's top, y = 600,
    /// which in `fixed` (inset 0) is scrollTop 600.
    @Test func aRemovedElementWritesAndTellsNothingUntilItReturns() {
        let session = LifeSession()
        session.screen.disconnect(at: 1)
        session.screen.select(2, animated: false, at: 1.1)
        #expect(session.screen.state.selected == 2)
        #expect(session.screen.takeWrites().isEmpty)
        #expect(session.screen.takeNews().isEmpty)
        #expect(!session.screen.wantsFrames)
        #expect(session.screen.connect(at: 2) == .resume)
        let writes = session.screen.takeWrites()
        #expect(writes.contains(.scrollTo(.content(page: 0), 600)))
        #expect(session.screen.takeNews().contains { $0.selected == 2 && $0.cause == .programmatic })
    }

    /// A re-inserted scroller comes back at scrollTop 0 in a browser: at the return every
    /// scroller is written back to where the screen has it — the list at 450 (moved there by
    /// the engine: a wheel), the strip at its own position.
    @Test func theReturnPutsEveryScrollerBackWhereTheScreenHasIt() {
        let session = LifeSession()
        session.screen.scrolled(.content(page: 0), to: 450, at: 1.0)
        session.screen.disconnect(at: 1.1)
        _ = session.screen.connect(at: 1.2)
        let writes = session.screen.takeWrites()
        #expect(writes.contains(.scrollTo(.content(page: 0), 450)))
        #expect(writes.contains(.scrollTo(.tabStrip, session.screen.strip!.position)))
        // The wheel's motion (the engine's own: its `scrollend` never came, the element left)
        // ended at the return where the list is: the reducer hears `scroll ended` at 450.
        #expect(session.motions().suffix(2) == ["scroll.moved 450.0", "scroll.ended 450.0"])
    }

    /// A finger on the element when it leaves is lifted then (its later events never reach
    /// the screen): the drag ends where it is. Released at (116 − 16) / 0.016 = 6,250 pt/s
    /// (SPEC §7, the last two moves), it would fling in the browser — which flings nothing
    /// out of the document — so at the return the deceleration ends where the list is, 116.
    @Test func aFingerOnALeavingElementIsLiftedAndItsFlingEndsAtTheReturn() {
        let session = LifeSession()
        let screen = session.screen
        screen.dragListFast()
        screen.disconnect(at: 1.040)
        #expect(screen.finger == nil)
        #expect(session.motions() == ["drag.began 0.0", "drag.moved 16.0", "drag.moved 116.0", "drag.ended 116.0", "decelerate.began 116.0"])
        _ = screen.connect(at: 5)
        #expect(session.motions().last == "decelerate.ended 116.0")
        #expect(!session.list.isDecelerating)
        #expect(PagerSequenceChecker<PagerState>.firstFailure(in: session.events) == nil)
    }

    /// Two screens in one module never share state: each element has its own `PagerWebScreen`
    /// (the module addresses them by handle). A tab selected on one leaves the other's.
    @Test func twoScreensKeepTheirOwnState() {
        let shown = LifeSession(), hidden = LifeSession()
        shown.screen.select(3, animated: false, at: 1)
        hidden.screen.disconnect(at: 1)
        #expect(shown.screen.state.selected == 3)
        #expect(hidden.screen.state.selected == 0)
        #expect(shown.screen.isConnected && !hidden.screen.isConnected)
    }
}
