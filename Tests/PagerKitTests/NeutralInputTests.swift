// The driver's neutral input (`PagerDriverInput.scroll`): what a scroll view did, in the
// reducer's coordinates and units, for a front end that is neither UIKit nor SwiftUI.
// TD (`fixed`, sections, Presets.td): insetTop 0, the list rests at 0; ten sections of a
// 60 pt header row and four 60 pt rows, so section k's top is 300·k (SPEC §1).
import Foundation
import PagerCore
import PagerKit
import PagerSimulator
import Testing

@Suite("Neutral inputs: a scroll view's report in the reducer's terms")
struct NeutralInputTests {
    private let list = PagerScrollRole.content(page: 0)

    /// A driver laid out with `layout` at t = 0.
    private func driver(_ layout: PagerLayout = PagerPresets.td, safeAreaTop: Double = 0) -> PagerDriver {
        var driver = PagerDriver(safeAreaTop: safeAreaTop)
        _ = driver.handle(.layout(layout), at: 0)
        return driver
    }

    @Test func aFlingIsTheSPECsEventsInOrder() {
        // SPEC §2: a drag began, moved, ended with the release velocity and willDecelerate,
        // then the deceleration began where the drag ended, moved and ended. The neutral
        // `dragEnded(decelerates: true)` stands for both UIKit's end callbacks and
        // `willBeginDecelerating`. Velocities are the reducer's pt/s as given (1200).
        var driver = driver()
        func send(_ input: PagerScrollInput, at t: Double) -> [PagerEvent] { driver.handle(.scroll(list, input), at: t).flatMap(\.events) }
        #expect(send(.dragBegan(offset: 0), at: 1) == [.dragBegan(.content, offset: 0, t: 1)])
        #expect(send(.moved(offset: 20), at: 1.1) == [.dragMoved(.content, offset: 20, t: 1.1)])
        #expect(
            send(.dragEnded(offset: 40, velocity: 1200, decelerates: true), at: 1.2) == [
                .dragEnded(.content, offset: 40, velocity: 1200, willDecelerate: true, t: 1.2),
                .offset(.decelerateBegan, .content, offset: 40, t: 1.2),
            ])
        #expect(send(.moved(offset: 60), at: 1.3) == [.offset(.decelerateMoved, .content, offset: 60, t: 1.3)])
        #expect(send(.decelerationEnded(offset: 80), at: 1.4) == [.offset(.decelerateEnded, .content, offset: 80, t: 1.4)])
        // Idempotent: no deceleration is left to end.
        #expect(send(.decelerationEnded(offset: 80), at: 1.5).isEmpty)
    }

    @Test func aReleaseWithoutDecelerationEndsTheDragOnly() {
        // SPEC §2: `drag ended(willDecelerate: false)`, and nothing after it.
        var driver = driver()
        _ = driver.handle(.scroll(list, .dragBegan(offset: 0)), at: 1)
        let ended = driver.handle(.scroll(list, .dragEnded(offset: 30, velocity: 0, decelerates: false)), at: 1.5).flatMap(\.events)
        #expect(ended == [.dragEnded(.content, offset: 30, velocity: 0, willDecelerate: false, t: 1.5)])
    }

    @Test func offsetsAreTheReducersWhateverTheSafeArea() {
        // With a 47 pt safe area UIKit adds to the inset, UIKit's contentOffset is the
        // reducer's minus 47 (UIKIT-CALLBACKS §4): a `didScroll` at 10, as UIKit's surface
        // delivers it, is the reducer's 57. A neutral offset is the reducer's already:
        // `moved(10)` is 10. Both at rest, so each is a `scroll moved` (SPEC §2: motion
        // nobody's finger made).
        var neutral = driver(safeAreaTop: 47)
        var uikit = driver(safeAreaTop: 47)
        #expect(neutral.handle(.scroll(list, .moved(offset: 10)), at: 1).flatMap(\.events) == [.offset(.scrollMoved, .content, offset: 10, t: 1)])
        #expect(
            uikit.handleUIKit(.didScroll(list, offset: 10, flags: .programmatic), at: 1).flatMap(\.events) == [
                .offset(.scrollMoved, .content, offset: 57, t: 1)
            ])
    }

    @Test func theEchoOfTheDriversOwnWriteIsSPEC7sPair() throws {
        // A tap on tab 1 under Reduce Motion: the reducer's setOffset to section 1's top,
        // 300 (SPEC §4.2), carried out at once. The view reports it while the write is being
        // carried out: SPEC §7's `scroll moved` + `scroll ended` at 300. A report elsewhere
        // is a move, not the echo.
        var driver = driver()
        driver.reducesMotion = true
        driver.receive(.didSelectItem(index: 1), at: 1)
        let tapUpdate = driver.next()
        let tap = try #require(tapUpdate)
        #expect(tap.actions.contains(.setOffset(list, 300, animated: false)))
        driver.receive(.scroll(list, .moved(offset: 300)), at: 1)
        let echoUpdate = driver.next()
        let echo = try #require(echoUpdate)
        #expect(echo.events == [.offset(.scrollMoved, .content, offset: 300, t: 1), .offset(.scrollEnded, .content, offset: 300, t: 1)])
        let after = driver.next()
        #expect(after == nil)
        #expect(driver.handle(.scroll(list, .moved(offset: 310)), at: 2).flatMap(\.events) == [.offset(.scrollMoved, .content, offset: 310, t: 2)])
    }

    @Test func theStripRestsWhereUIKitsReleaseWouldHaveIt() throws {
        // A strip that pages a cell at a time snaps (SPEC §4.8, groupPaging): released at
        // x 100 moving on (1000 pt/s), from a drag begun at 0, it rests one cell on, at cell
        // 1's leading edge: edge inset 10 + cell 0's 80 = 90. UIKit asks for it at
        // `willEndDragging` (1 pt/ms there); a neutral release hears it once, as the reducer's
        // `setTarget` of its `drag ended`: the same value through either edge.
        var layout = PagerPresets.td
        layout.pager.behavior = .groupPaging
        var neutral = driver(layout)
        var uikit = driver(layout)
        _ = neutral.handle(.scroll(.tabStrip, .dragBegan(offset: 0)), at: 1)
        _ = uikit.handle(.willBeginDragging(.tabStrip, offset: 0), at: 1)
        let neutralRest = neutral.handle(.scroll(.tabStrip, .dragEnded(offset: 100, velocity: 1000, decelerates: true)), at: 1.2)
            .flatMap(\.actions).filter { if case .setTarget = $0 { true } else { false } }
        let uikitRest = uikit.handle(.willEndDragging(.tabStrip, offset: 100, velocity: 1, targetOffset: 100), at: 1.2)
            .flatMap(\.actions).filter { if case .setTarget = $0 { true } else { false } }
        #expect(neutralRest == [.setTarget(.tabStrip, 90)])
        #expect(uikitRest == [.setTarget(.tabStrip, 90)])
    }

    @Test func swiftUIsPhasesAndTheNeutralInputsAreOneVocabulary() {
        // The same fling on TD's list, reported as SwiftUI reports it (phases and geometry)
        // and as a neutral front end does, 1/60 s apart: a drag from 0 through 20 to 40,
        // released 1/60 s later (SwiftUI measures the last two moves, 20 pt in 1/60 s: 1200
        // pt/s, SPEC §7's rule; the neutral front end says so), sliding to 60, resting at 80. Both become the same SPEC §2
        // events, but for the release velocity's last bit (SwiftUI's is computed).
        let dt = 1.0 / 60
        var swiftUI = driver(), neutral = driver()
        var swiftUIEvents: [PagerEvent] = [], neutralEvents: [PagerEvent] = []
        let reports: [(PagerDriverInput, PagerDriverInput)] = [
            (.scrollPhase(list, .interacting, offset: 0, contextVelocity: nil), .scroll(list, .dragBegan(offset: 0))),
            (.scrollGeometry(list, offset: 20), .scroll(list, .moved(offset: 20))),
            (.scrollGeometry(list, offset: 40), .scroll(list, .moved(offset: 40))),
            (.scrollPhase(list, .decelerating, offset: 40, contextVelocity: nil), .scroll(list, .dragEnded(offset: 40, velocity: 1200, decelerates: true))),
            (.scrollGeometry(list, offset: 60), .scroll(list, .moved(offset: 60))),
            (.scrollPhase(list, .idle, offset: 80, contextVelocity: nil), .scroll(list, .decelerationEnded(offset: 80))),
        ]
        for (k, (phase, input)) in reports.enumerated() {
            let t = 1 + Double(k) * dt
            swiftUIEvents += swiftUI.handle(phase, at: t).flatMap(\.events)
            neutralEvents += neutral.handle(input, at: t).flatMap(\.events)
        }
        #expect(swiftUIEvents.map(\.name) == neutralEvents.map(\.name))
        #expect(swiftUIEvents.count == 7)  // began, 2 moved, ended, decelerate began, moved, ended
        for (a, b) in zip(swiftUIEvents, neutralEvents) {
            if case .offset(.dragEnded(let va, let da), let ra) = a.kind, case .offset(.dragEnded(let vb, let db), let rb) = b.kind {
                #expect(abs(va - vb) < 1e-6 && da == db && ra == rb)
            } else {
                #expect(a == b)
            }
        }
    }

    @Test func aCallbacksFileHoldsTheNeutralInputs() throws {
        // Version 3 of the callbacks format: `"callback":"scroll"` with the motion's name.
        let line = #"{"t":1.5,"callback":"scroll","role":"content","page":2,"motion":"dragEnded","offset":40,"velocity":-1200,"decelerates":true}"#
        let read = try JSONDecoder().decode(PagerRecordedCallback.self, from: Data(line.utf8))
        #expect(read == PagerRecordedCallback(t: 1.5, input: .scroll(.content(page: 2), .dragEnded(offset: 40, velocity: -1200, decelerates: true))))
        let inputs: [PagerScrollInput] = [
            .dragBegan(offset: 1), .moved(offset: 2), .dragEnded(offset: 3, velocity: 4, decelerates: false),
            .decelerationEnded(offset: 5), .motionEnded(offset: 6),
        ]
        for input in inputs {
            let callback = PagerRecordedCallback(t: 2, input: .scroll(.tabStrip, input))
            let again = try JSONDecoder().decode(PagerRecordedCallback.self, from: JSONEncoder().encode(callback))
            #expect(again == callback)
        }
    }
}
