// What a SwiftUI screen's body and each child view read (PagerHandle), pinned with
// withObservationTracking: a scroll frame must never invalidate the body. Expected changes
// from SPEC §1 and §4.4 (collapse) and §4.1 (the underline follows a page swipe).
#if canImport(Observation)
import Observation
import PagerCore
@testable import PagerKit
import PagerSimulator
import PagerTestSupport
import Synchronization
import Testing

@MainActor
@Suite("PagerHandle: the body reads nothing a scroll frame changes")
struct PagerHandleTests {
    /// The parts invalidated since they were watched (Observation calls back from any thread).
    final class Invalidated: Sendable {
        let parts = Mutex<Set<String>>([])
        var names: Set<String> { parts.withLock { $0 } }
    }

    /// SwipeTableView's screen (collapse, S = 200, B = 44; three pages), laid out, and each
    /// part watched: the body (geometry, selection, pads), the header, the underline, lists 0
    /// and 1.
    func watchedScreen(_ invalidated: Invalidated) -> PagerModel {
        let model = PagerModel.ticking()
        model.layout(PagerPresets.swipe)
        let handle = PagerHandle(model)
        func watch(_ part: String, _ read: @escaping @MainActor () -> Void) {
            withObservationTracking {
                read()
            } onChange: {
                invalidated.parts.withLock { _ = $0.insert(part) }
            }
        }
        watch("body") {
            _ = handle.geometry
            _ = handle.selected
            _ = (0..<3).map { handle.padBelow(page: $0, natural: 0) }
        }
        watch("header") { _ = handle.header }
        watch("progress") { _ = handle.headerProgress }
        watch("underline") { _ = handle.underline }
        watch("list 0") { _ = handle.listOffset(0) }
        watch("list 1") { _ = handle.listOffset(1) }
        return model
    }

    @Test func aListScrollInvalidatesTheHeaderAndThatListOnly() {
        // SPEC §1: collapse's inset is S + B = 244, so page 0's list rests at −244 (SwiftUI's
        // contentOffset.y −244 under a margin of 244, no safe area). Dragged 50 pt up to −194:
        // §4.4 locks the header to it (headerTy −50, progress 50 / 200 = 0.25). The selection,
        // the geometry, the pads and the underline stay; list 1 does not move.
        let invalidated = Invalidated()
        let model = watchedScreen(invalidated)
        model.phaseChanged(.content(page: 0), to: .interacting, contentOffset: -244, contentInsetTop: 244, contextVelocity: nil)
        model.offsetChanged(.content(page: 0), contentOffset: -194, contentInsetTop: 244)
        #expect(model.observed.headerTy == -50)
        #expect(PagerHandle(model).headerProgress == 0.25)
        #expect(invalidated.names == ["header", "progress", "list 0"])
    }

    @Test func aPageSwipeFrameInvalidatesTheUnderlineOnly() {
        // The pages container dragged from 0 to 100 (under half of W = 375: page 0 stays
        // selected): the underline moves toward tab 1 (§4.1); nothing else changes — the header
        // is recomputed on a page switch only (§4.4), the lists do not move.
        let invalidated = Invalidated()
        let model = watchedScreen(invalidated)
        let before = model.observed.indicator
        model.phaseChanged(.pages, to: .interacting, contentOffset: 0, contextVelocity: nil)
        model.offsetChanged(.pages, contentOffset: 100)
        #expect(model.observed.indicator != before)
        #expect(model.observed.selected == 0)
        #expect(invalidated.names == ["underline"])
    }
}
#endif

#if canImport(Observation)
@MainActor
@Suite("PagerHandle: the app's selection and the reducer's follow each other without a loop")
struct PagerHandleSelectionTests {
    @Test func aTappedTabWritesTheAppsValueOnceAndTheWriteSelectsNothing() {
        // fj's three tabs with the app's values "All", "New", "Popular"; the binding opens on
        // "New" (the truth at start: the screen opens on tab 1, SPEC §4.2 at once), then a tap
        // on tab 2 selects it (§4.2). PagerView's two handlers, run as SwiftUI runs them: the
        // reducer's tab → the app's value (written once), the app's value → its tab (nothing:
        // already selected). The driver gets exactly the layout, the opening selection and the
        // tap — no input comes back from the write.
        let model = PagerModel.ticking()
        var inputs: [PagerDriverInput] = []
        model.onInput = { inputs.append($0.input) }
        let screen = PagerHandle(model)
        let values: [String?] = ["All", "New", "Popular"]
        var binding = "New"
        screen.select(binding, among: values, animated: false)  // onChange(of: selection, initial: true)
        screen.layout(PagerPresets.fj, rightToLeft: false, reducesMotion: false)
        #expect(screen.selected == 1)
        #expect(screen.value(among: values, current: binding) == nil)  // the binding is kept
        screen.tap(2)
        // onChange(of: screen.selected): the app's value follows, once.
        var writes = 0
        while let value = screen.value(among: values, current: binding) {
            binding = value
            writes += 1
            screen.select(binding, among: values, animated: true)  // onChange(of: selection)
        }
        #expect(binding == "Popular" && writes == 1)
        #expect(inputs == [.layout(PagerPresets.fj), .select(index: 1, animated: false), .didSelectItem(index: 2)])
    }
}
#endif
