// The SwiftUI screen's model, run on Linux: its loop, what it records and the writes it
// hands to SwiftUI (`carryOutWrite`; on a device, `ScrollPosition` changes). Expected values
// from SPEC §1, §4.0 and §4.2 and PagerContainer's geometry convention.
#if canImport(Observation)
import PagerCore
import PagerKit
import PagerSimulator
import PagerTestSupport
import Testing

@MainActor
@Suite("PagerModel: the SwiftUI screen's model")
struct PagerModelTests {
    /// A model on a clock that ticks 1/60 s per input, its writes kept in `writes`.
    final class Recorder {
        var writes: [PagerScrollWrite] = []
        var inputs: [PagerDriverInput] = []
    }

    func makeModel(_ recorder: Recorder) -> PagerModel {
        let model = PagerModel.ticking { recorder.writes.append($0) }
        model.onInput = { recorder.inputs.append($0.input) }
        return model
    }

    @Test func aTabAskedForBeforeTheFirstLayoutOpensTheScreenOnItWithoutAnimation() {
        // fj: 3 pages 375 wide. The app's selection is tab 2 before anything is laid out
        // (`PagerView`'s initial `selection`): kept, and applied once laid out — SPEC §4.2's
        // tap at once: the pages container written to 2 × 375 = 750, not animated (and never
        // animated on the way). The lists are written at their tops: −insetTop = −104 in the
        // reducer's coordinates, SwiftUI's position `−104 + listMarginTop (104)` = 0 (the
        // geometry convention).
        let recorder = Recorder()
        let model = makeModel(recorder)
        model.select(2)
        #expect(recorder.inputs.isEmpty)
        model.layout(PagerPresets.fj)
        #expect(model.observed.selected == 2)
        #expect(model.observed.page == 2)
        let pages = recorder.writes.filter { $0.role == .pages }
        #expect(pages.last?.position == 750)
        #expect(pages.allSatisfy { !$0.animated })
        #expect(recorder.writes.filter { $0.role.view == .content }.allSatisfy { $0.position == 0 && $0.reducerOffset == -104 })
        #expect(model.observed.listMarginTop == 104)
        #expect(recorder.inputs == [.layout(PagerPresets.fj), .select(index: 2, animated: false)])
    }

    @Test func aRecordingHoldsWhatTheDriverReceivedAndDrivesToTheSameEvents() {
        // fj with a 47 pt safe area: the list's contentInsets.top is 47 + the margin (104), so
        // the safe-area part is 47 (the geometry convention). A drag from SwiftUI's raw −151
        // (the list at its top: −104 − 47) to −141 is the reducer's −104 → −94: the recording
        // keeps those (what the driver received), so a bare driver (`drive`) replays it to
        // the very events the screen made.
        let recorder = Recorder()
        let model = makeModel(recorder)
        var events: [PagerEvent] = []
        var callbacks: [PagerRecordedCallback] = []
        model.onUpdate = { events += $0.events }
        model.onInput = { callbacks.append($0) }
        model.layout(PagerPresets.fj)
        model.phaseChanged(.content(page: 0), to: .interacting, contentOffset: -151, contentInsetTop: 151, contextVelocity: nil)
        model.offsetChanged(.content(page: 0), contentOffset: -141)
        model.phaseChanged(.content(page: 0), to: .idle, contentOffset: -141, contextVelocity: nil)
        #expect(events.contains { $0.kind == .offset(.dragBegan, PagerScrollReport(view: .content, page: 0, offset: -104)) })
        #expect(callbacks.contains { $0.input == .scrollGeometry(.content(page: 0), offset: -94) })
        #expect(PagerDriver.drive(callbacks).events == events)
    }

    @Test func theAppHearsEachSelectionWithItsCause() {
        // fj: the screen opens on the tab the app asked for (programmatic), a tap on tab 1 is
        // a tap (SPEC §4.2), and the pages' offset a swipe reports moves them from page 1
        // towards page 2: at 375 + 93.75 they are 93.75 / 375 = 0.25 of the way.
        let recorder = Recorder()
        let model = makeModel(recorder)
        var heard: [PagerScreenNews] = []
        model.onNews = { heard.append($0) }
        model.select(2)
        model.layout(PagerPresets.fj)
        // The layout opens on tab 0, the kept selection then selects 2: both the app's.
        #expect(heard.compactMap(\.cause) == [.programmatic, .programmatic])
        #expect(heard.compactMap(\.selected) == [0, 2])
        heard = []
        model.tap(1)
        #expect(heard.first?.selected == 1 && heard.first?.cause == .tap)
        model.phaseChanged(.pages, to: .idle, contentOffset: 375, contextVelocity: nil)
        heard = []
        model.phaseChanged(.pages, to: .interacting, contentOffset: 375, contextVelocity: nil)
        model.offsetChanged(.pages, contentOffset: 468.75)
        #expect(heard.compactMap(\.swipe).last == PagerSwipeProgress(from: 1, to: 2, fraction: 0.25))
    }

    @Test func aTabSelectedAfterTheFirstLayoutScrollsThereAnimated() {
        // fj at rest on page 0; the app selects tab 1: a tap on it (SPEC §4.2), the pages
        // container animated to 375, and the strip animated to centre the tab (§4.8).
        let recorder = Recorder()
        let model = makeModel(recorder)
        model.layout(PagerPresets.fj)
        recorder.writes = []
        model.select(1)
        #expect(recorder.writes.map(\.role) == [.pages, .tabStrip])
        #expect(recorder.writes.first?.position == 375)
        #expect(recorder.writes.allSatisfy { $0.animated })
        #expect(model.observed.pending == 1)
    }

    @Test func aRightToLeftScreenIsLaidOutRightToLeftFromItsFirstLayout() {
        // fj right to left, opening on tab 2 (the app's selection): the reducer's pagesX is
        // 2 × 375 = 750 (SPEC §4.2), which a right-to-left pages container shows at its other
        // end: SwiftUI's offset maxPagesX − 750 = 0 (page k at (3 − 1 − k) × 375). Known
        // before the first layout, the screen opens there; read after it, it would open at
        // 750 — page 0's place.
        let recorder = Recorder()
        let model = makeModel(recorder)
        model.select(2)
        model.layout(PagerPresets.fj, rightToLeft: true, reducesMotion: false)
        #expect(model.observed.selected == 2)
        #expect(recorder.writes.filter { $0.role == .pages }.last?.position == 0)
        #expect(recorder.writes.filter { $0.role == .pages }.last?.reducerOffset == 750)
    }

    @Test func theUnderlineAnimatesForATapAndFollowsAScroll() {
        // fj: a tap on tab 1 moves the underline to it at once (SPEC §4.2) — drawn in an
        // animation. A swipe of the pages then moves it with the finger (§4.1: the indicator
        // between tabs as pagesX goes): drawn frame by frame, not animated (it would trail).
        // Under Reduce Motion a tap's move is not animated either.
        let recorder = Recorder()
        let model = makeModel(recorder)
        model.layout(PagerPresets.fj)
        model.tap(1)
        #expect(model.observed.indicatorAnimates)
        let tapped = model.observed.indicator
        model.phaseChanged(.pages, to: .interacting, contentOffset: 375, contextVelocity: nil)
        model.offsetChanged(.pages, contentOffset: 300)
        #expect(model.observed.indicator != tapped)
        #expect(!model.observed.indicatorAnimates)
        model.environment(rightToLeft: false, reducesMotion: true)
        model.phaseChanged(.pages, to: .idle, contentOffset: 300, contextVelocity: nil)
        model.tap(2)
        #expect(!model.observed.indicatorAnimates)
    }

    @Test func thePageInViewAppearsWithTheScreenAndEachPageTheScreenComesToRestOn() {
        // fj: 3 pages 375 wide; page k spans [k·375, (k+1)·375) (SPEC §1), so at rest the
        // pages at pagesX = 375·k show page k alone. `PagerPageAppearance`'s rules:
        let model = PagerModel.ticking()
        var appeared: [Int] = []
        model.onPageAppear = { appeared.append($0) }
        // On screen before the first layout: no page is in view yet, so none has appeared…
        model.screenAppeared()
        #expect(appeared == [])
        // …until the layout shows page 0 (pagesX 0) on a screen that is on screen.
        model.layout(PagerPresets.fj)
        #expect(appeared == [0])
        // The app's selection of tab 2 without animation: SPEC §4.2's tap at once, the pages
        // container written to 750. What is in view is what the pages view reports, and its
        // geometry arrives after the write (SWIFTUI-SCROLL: `onScrollGeometryChange`): until
        // then page 0 is still shown; once it reports 750, page 2 alone is in view, so it has
        // appeared (page 0 has gone).
        model.select(2, animated: false)
        #expect(model.observed.page == 2)
        #expect(appeared == [0])
        model.offsetChanged(.pages, contentOffset: 750)
        #expect(appeared == [0, 2])
        // Off screen, pages move and nobody hears (a loaded page has not appeared)…
        model.screenDisappeared()
        model.select(0, animated: false)
        model.offsetChanged(.pages, contentOffset: 0)
        #expect(model.observed.page == 0)
        #expect(appeared == [0, 2])
        // …and the page in view when the screen comes back is the one that appears.
        model.screenAppeared()
        #expect(appeared == [0, 2, 0])
    }

    @Test func aRestoredScreenTellsThePageItOpensOnThatItAppeared() {
        // A screen saved on page 2 (pagesX 750) and restored (`init(restoring:)`): the page
        // it opens on appears — once, however the appearance and the layout are ordered.
        let saved = PagerModel.ticking()
        saved.layout(PagerPresets.fj)
        saved.select(2, animated: false)
        saved.offsetChanged(.pages, contentOffset: 750)  // the pages view's report of the write
        #expect(saved.state.pagesX == 750)
        for layoutFirst in [false, true] {
            let model = PagerModel(restoring: saved.state)
            var appeared: [Int] = []
            model.onPageAppear = { appeared.append($0) }
            if layoutFirst { model.layout(PagerPresets.fj) }
            model.screenAppeared()
            if !layoutFirst { model.layout(PagerPresets.fj) }
            #expect(appeared == [2], "layout first: \(layoutFirst)")
        }
    }
}
#endif
