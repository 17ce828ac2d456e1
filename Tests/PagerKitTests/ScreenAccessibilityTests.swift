// What the screen layer answers a host between updates: the tab the screen will open on, the
// header's place in the accessibility tree, Reduce Motion changed while the screen is up.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

@Suite("The screen layer between updates: pending tab, header accessibility, Reduce Motion")
struct ScreenAccessibilityTests {
    @Test func selectedIndexAnswersTheTabAskedForBeforeTheFirstLayout() {
        // An initial index (or `selectedIndex = 2`) before the first layout is kept
        // (PendingSelection): the screen will open on 2, so that is what it answers — at
        // 7512035 the drop-ins answered the reducer's selection, nil before a layout, as 0.
        var screen = PagerScreenLayer()
        #expect(screen.selectedIndex == nil)
        let now = screen.select(2, animated: true)
        #expect(now == nil && screen.selectedIndex == 2)
        // At the first layout it is applied (SPEC §4.2, a tap on 2): still 2, now the reducer's.
        _ = drive(&screen, [.layout(PagerPresets.fj)])
        if let input = screen.laidOut() { _ = drive(&screen, [input], from: 1) }
        #expect(screen.driver.state.selected == 2 && screen.selectedIndex == 2)
    }

    @Test func aCollapsedHeaderIsHiddenFromAccessibility() {
        // fj (quickReturn, S 64, B 40): the list dragged from its top, −104, to 0 moves the
        // header by 104 clamped to −S = −64 (SPEC §4.3): headerProgress 64/64 = 1, out of
        // sight — hidden from VoiceOver. Back up by 32 (offset −32): headerTy −32, half shown.
        var screen = PagerScreenLayer()
        _ = drive(&screen, [.layout(PagerPresets.fj)])
        #expect(!screen.headerIsHiddenFromAccessibility)
        _ = drive(
            &screen, [.willBeginDragging(.content(page: 0), offset: -104), .didScroll(.content(page: 0), offset: 0, flags: .dragging)], from: 1)
        #expect(screen.driver.state.headerTy == -64)
        #expect(screen.headerIsHiddenFromAccessibility)
        _ = drive(&screen, [.didScroll(.content(page: 0), offset: -32, flags: .dragging)], from: 3)
        #expect(screen.driver.state.headerTy == -32)
        #expect(!screen.headerIsHiddenFromAccessibility)
    }

    @Test func reduceMotionChangedBetweenLayoutsAppliesToTheNextTap() {
        // fj at rest on page 0; Reduce Motion turned on with no layout since (the UIKit
        // coordinator now follows UIAccessibility's notification; at 7512035 it read the
        // setting only in layout). A tap on tab 2 then scrolls the pages to 2 × 375 = 750 at
        // once (SPEC §4.2, not animated under Reduce Motion).
        var screen = PagerScreenLayer()
        _ = drive(&screen, [.layout(PagerPresets.fj)])
        screen.reducesMotion = true
        let steps = drive(&screen, [.didSelectItem(index: 2)], from: 1).flatMap(\.steps)
        #expect(steps.contains(.setOffset(.pages, 750, animated: false)))
        #expect(!steps.contains(.setOffset(.pages, 750, animated: true)))
    }
}
