// A PagerView's callbacks follow its latest value (issue 65): the model's closure reads
// `PagerViewActions`, which each body replaces.
import PagerKit
@testable import ScrollPager
import Testing

@Suite("PagerViewActions: the app's latest callbacks hear the news")
struct PagerViewActionsTests {
    @Test func aNewViewValuesCallbacksReplaceTheFirstOnes() {
        let actions = PagerViewActions()
        var heard: [String] = []
        // The first value of the view: its parent's state "A" captured in its closures.
        actions.values = .init(selected: { i, _ in heard.append("A selected \(i)") }, settled: { heard.append("A settled \($0)") })
        // The model's one closure, installed at the first appearance, as PagerView installs it.
        let onNews: (PagerScreenNews) -> Void = { [actions] in actions.tell($0) }
        onNews(PagerScreenNews(selected: 1, cause: .tap))
        // The parent's body ran again: a new value with closures capturing "B". The same
        // closure of the model now reaches B's, never A's (at 7512035 the closures captured
        // at `onAppear` were called for the screen's whole life).
        actions.values = .init(selected: { i, _ in heard.append("B selected \(i)") }, swipe: { heard.append("B swipe \($0.to)") })
        onNews(PagerScreenNews(selected: 2, cause: .swipe, swipe: PagerSwipeProgress(from: 1, to: 2, fraction: 0.5), settledPage: 2))
        // B has no settled callback: the page at rest is told to no one.
        #expect(heard == ["A selected 1", "B selected 2", "B swipe 2"])
    }

    @Test func aSelectionWithoutItsCauseIsNotTold() {
        // ScreenNews carries a selection with its cause; a bare index is not a selection.
        let actions = PagerViewActions()
        var told = 0
        actions.values.selected = { _, _ in told += 1 }
        actions.tell(PagerScreenNews(selected: 3))
        #expect(told == 0)
    }
}

@Suite("PagerContentMeasures: a measure lays out once, without the body")
struct PagerContentMeasuresTests {
    @Test func aLayoutGoesToTheModelOnceAndAgainOnlyWhenItChanges() {
        // Parchment, two tabs: page 0 measured 900 pt, then (its lazy rows drawn) 1,300 pt.
        let tabs = PagerTabs(tags: ["A", "B"].map { PagerTabTag(title: $0, value: AnyHashable($0), valueDescription: $0) })
        let measures = PagerContentMeasures()
        func layout() -> PagerLayout {
            tabs.layout(.parchment, width: 375, height: 600, titleWidths: [:], pageHeights: tabs.byIndex(measures.pageHeights))
        }
        measures.pageHeights[tabs.pageIDs[0]] = 900
        // The page's measure sends it; the body's `onChange` asking with the same layout
        // sends nothing (one SPEC §2 `layout` event per change, as before).
        #expect(measures.toSend(layout()) != nil)
        #expect(measures.toSend(layout()) == nil)
        measures.pageHeights[tabs.pageIDs[0]] = 1300
        let sent = measures.toSend(layout())
        guard case .pages(let pages, _)? = sent?.content else {
            Issue.record("no pages layout sent")
            return
        }
        #expect(pages.map(\.contentHeight) == [1300, 0])
    }
}
