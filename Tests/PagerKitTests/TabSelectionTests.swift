// A SwiftUI pager's selection: the app's value and the reducer's tab, kept in step; and the
// value the screen opens on, applied at the first layout as UIKit's `initialIndex` is.
// Until this commit `PagerView` decided both in SwiftUI code: it dropped the app's initial
// value (the screen opened on the first tab, then wrote that tab's value into the app's
// binding).
import PagerCore
import PagerKit
import PagerSimulator
import Testing

@Suite("TabSelection and the tab a SwiftUI screen opens on")
struct TabSelectionTests {
    @Test func theAppsValueSelectsItsTabUnlessItIsSelectedOrNoTabHasIt() {
        let values: [String?] = ["All", "Unread", nil, "Flagged"]  // tab 2's value is of another type
        #expect(PagerTabSelection.tab(for: "Flagged", among: values, selected: 0) == 3)
        #expect(PagerTabSelection.tab(for: "Flagged", among: values, selected: 3) == nil)
        #expect(PagerTabSelection.tab(for: "Drafts", among: values, selected: 0) == nil)
        // Before the first layout nothing is selected: the value's tab is asked for.
        #expect(PagerTabSelection.tab(for: "All", among: values, selected: nil) == 0)
    }

    @Test func theReducersTabGivesTheAppItsValueOnlyWhenItDiffers() {
        let values: [String?] = ["All", "Unread", nil]
        #expect(PagerTabSelection.value(forTab: 1, among: values, current: "All") == "Unread")
        #expect(PagerTabSelection.value(forTab: 1, among: values, current: "Unread") == nil)
        #expect(PagerTabSelection.value(forTab: 2, among: values, current: "All") == nil)
        #expect(PagerTabSelection.value(forTab: nil, among: values, current: "All") == nil)
        #expect(PagerTabSelection.value(forTab: 7, among: values, current: "All") == nil)
    }

    @Test func theAppsChangeOfSelectionAnimatesUnlessItAskedForJumps() {
        // SwiftUI's first `onChange` (initial: true) has old == new: the value the screen
        // opens on, never animated. A change moves as a tap on its tab does (animated) —
        // unless the app asked its selections to jump (`animatesSelection(false)`).
        #expect(!PagerTabSelection.animates(from: "All", to: "All", appSelectionsAnimate: true))
        #expect(PagerTabSelection.animates(from: "All", to: "Unread", appSelectionsAnimate: true))
        #expect(!PagerTabSelection.animates(from: "All", to: "Unread", appSelectionsAnimate: false))
        #expect(!PagerTabSelection.animates(from: "All", to: "All", appSelectionsAnimate: false))
    }

    @Test func aTabSelectedBeforeTheFirstLayoutOpensTheScreenOnItAtOnce() throws {
        // fj's pages (W 375): selecting tab 2 is SPEC §4.2's tap, pagesX → 2 × W = 750.
        // Asked before the first layout it is kept (there is nothing to select yet) and
        // applied right after it, without animation: the pages container is written 750 at
        // once and the reducer has selected 2 — the screen opens on it.
        var container = PagerContainer()
        let early = container.select(2, animated: true)
        #expect(early == nil)
        _ = PagerContainerTests.send(.layout(PagerPresets.fj), at: 0, to: &container)
        let laidOut = container.laidOut()
        let selection = try #require(laidOut)
        #expect(selection == .select(index: 2, animated: false))
        let updates = PagerContainerTests.send(selection, at: 0.01, to: &container)
        let pagesWrites = updates.flatMap(\.writes).filter { $0.role == .pages }
        #expect(pagesWrites.map(\.position) == [750])
        #expect(pagesWrites.map(\.animated) == [false])
        #expect(container.state.selected == 2)
        let again = container.laidOut()
        #expect(again == nil)  // once
    }

    @Test func theSimulatorsSwiftUIModeOpensOnTheTabAskedForFirst() throws {
        // The same through the simulator's SwiftUI mode (what `fuzz --via-swiftui` runs in
        // every session): the screen is at rest on tab 2, its pages container at 750.
        var host = PagerHost(swiftUIDriver: PagerDriver())
        host.select(2)
        host.layout(PagerPresets.fj)
        #expect(host.state.selected == 2)
        #expect(host.state.pagesX == 750)
        #expect(host.isAtRest)
    }
}
