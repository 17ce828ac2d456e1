// The regression corpus (Tests/Regressions): every counterexample ever found, replayed by
// `swift test` through the checks that found it. A new case goes in with
// `trace-replay fuzz --save` or from Scripts/libfuzz.sh.
import Foundation
import PagerCore
@testable import PagerFuzz
import PagerSimulator
import PagerTestSupport
import Testing

@Suite("Regression corpus")
struct RegressionCorpusTests {
    static let corpus = PagerRegressionCorpus(directory: repositoryRoot.appendingPathComponent("Tests/Regressions").path)

    @Test func theCorpusIsNotEmpty() {
        #expect(!Self.corpus.paths.isEmpty)
    }

    @Test(arguments: corpus.paths)
    func aKeptCasePasses(path: String) {
        #expect(PagerRegressionCorpus.failure(of: path) == nil, "\(path)")
    }

    @Test func thePlantedOffByOneInputIsTheFiveBytesItWasMinimizedTo() throws {
        // Its data line is `{"":4` with no newline: a number running to the end of the input,
        // where the planted digit loop read one byte past the buffer.
        let path = repositoryRoot.appendingPathComponent("Tests/Regressions/reader-planted-off-by-one.jsonl").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n{\"\":4"))
        // With the scanner fixed, the reader rejects it with an error inside the input.
        #expect(PagerReaderCheck.failure(Array(text.utf8)) == nil)
    }

    @Test func aCounterexampleIsReadyToPasteSwift() {
        let counterexample = PagerCounterexample(
            seed: 7, sequence: 3, mode: .adversarial, originalLength: 120,
            events: [
                .layout(
                    PagerLayout(
                        viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
                        pager: PagerBar(items: [PagerItem(width: 80, title: "A")]),
                        content: .sections([PagerListSection(headerHeight: 60, rows: 2, rowHeight: 60, title: "A")])), t: 0),
                .offset(.dragEnded(velocity: .nan, willDecelerate: true), .content, page: nil, offset: -0.0, t: 0.5),
                .tapPagerItem(0, t: 1),
            ],
            failure: PagerFailure(index: 1, event: .dragEnded, violation: PagerInvariantViolation(invariant: 2, detail: "x")))
        let code = counterexample.swiftTest
        #expect(code.hasPrefix("@Test func fuzzSeed7Sequence3() {"))
        #expect(code.contains(".offset(.dragEnded(velocity: .nan, willDecelerate: true), .content, page: nil, offset: -0.0, t: 0.5),"))
        #expect(
            code.contains(
                "PagerLayout(viewport: PagerViewport(width: 375.0, height: 603.0), header: PagerHeader(mode: .fixed, height: 0.0, barHeight: 40.0, snap: false, revealCheck: .release)"
            ))
        #expect(code.contains("#expect(PagerSequenceChecker<PagerState>.firstFailure(in: events) == nil)"))
        #expect(code.hasSuffix("}"))
    }

    @Test func theSituationTableCountsWhatASequenceReaches() {
        var coverage = PagerSituationCoverage()
        #expect(coverage.counts.reached == 0)
        // 35 event kind × phase rows less 3 × 3 impossible phases of layouts and taps = 35,
        // × 4 modes × (3 tap states in sections + 2 in pages) = 700 reachable cells, and the
        // five rule rows (three of §4.7, two of §7): 705.
        #expect(coverage.counts.reachable == 705)
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: [PagerItem(width: 80), PagerItem(width: 80)]),
            content: .sections([PagerListSection(headerHeight: 60, rows: 20, rowHeight: 60), PagerListSection(headerHeight: 60, rows: 2, rowHeight: 60)]))
        // A layout before any layout meets no situation; a tap meets (tapPagerItem, fixed,
        // sections, none); the drag after it meets drag.began @idle with the tap pending.
        coverage.note(sequence: [.layout(layout, t: 0), .tapPagerItem(1, t: 1), .dragBegan(.content, offset: 0, t: 2)])
        #expect(coverage.counts.reached == 2)
        #expect(coverage.table.contains("tapPagerItem"))
    }

    @Test func eachHeaderDragRuleSituationIsNamedWhereItHappens() {
        // The menu (quickReturn, S 64 + B 40): minY −104.
        let menu = PagerPresets.menu
        var fixed = menu
        fixed.header.mode = .fixed
        // 1. A relayout into `fixed` while the header's gesture is dragging (§4.7 ends it).
        var ends = PagerSituationCoverage()
        ends.note(sequence: [.layout(menu, t: 0), .dragBegan(.header, offset: 0, t: 1), .layout(fixed, t: 2)])
        #expect(ends.reached(.layoutEndsHeaderDrag))
        #expect(!ends.reached(.headerTouchOnDraggedMovingList) && !ends.reached(.headerBeganAfterSecondFinger))
        // A relayout into `collapse` re-bases the drag instead: not that situation.
        var collapse = menu
        collapse.header.mode = .collapse
        var rebases = PagerSituationCoverage()
        rebases.note(sequence: [.layout(menu, t: 0), .dragBegan(.header, offset: 0, t: 1), .layout(collapse, t: 2)])
        #expect(!rebases.reached(.layoutEndsHeaderDrag))
        // 2. A header touch on a list dragged while a tap's animation moves it (the stop).
        var stop = PagerSituationCoverage()
        stop.note(sequence: [
            .layout(menu, t: 0), .dragBegan(.content, offset: -104, t: 1), .tapPagerItem(3, t: 2),
            .dragBegan(.header, offset: 0, t: 3),
        ])
        #expect(stop.reached(.headerTouchOnDraggedMovingList))
        // Without the tap the dragged list is not moving: nothing to stop.
        var still = PagerSituationCoverage()
        still.note(sequence: [.layout(menu, t: 0), .dragBegan(.content, offset: -104, t: 1), .dragBegan(.header, offset: 0, t: 3)])
        #expect(!still.reached(.headerTouchOnDraggedMovingList))
        // 3. A header `began` after a second finger ended the drag, before the gesture's end.
        var again = PagerSituationCoverage()
        again.note(sequence: [
            .layout(menu, t: 0), .dragBegan(.header, offset: 0, t: 1), .dragBegan(.content, offset: -104, t: 2),
            .dragBegan(.header, offset: 10, t: 3),
        ])
        #expect(again.reached(.headerBeganAfterSecondFinger))
        #expect(again.table.contains("§4.7 began after 2nd finger"))
    }
}
