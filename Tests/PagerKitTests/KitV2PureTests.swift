// The UIKit kit's decisions that need no UIKit: which delegate callbacks it consumes, the
// tab strip's frames from the reducer's geometry (and mirrored), building a Layout from
// measurements, the insets shared with the app.
import PagerCore
import PagerKit
import Testing

/// A strip wider than its viewport: items 60, 80, 40; spacing 20; edgeInset 10; W = 200.
private func strip(cells: PagerCells = .intrinsic) -> LayoutGeometry {
    let layout = PagerLayout(
        viewport: Viewport(width: 200, height: 600),
        header: Header(mode: .fixed, height: 0, barHeight: 40),
        pager: PagerBar(
            items: [PagerItem(width: 60), PagerItem(width: 80), PagerItem(width: 40)],
            spacing: 20, edgeInset: 10, indicatorExtra: 10, cells: cells),
        content: .sections(Array(repeating: ListSection(headerHeight: 20, rows: 10, rowHeight: 44), count: 3)))
    var state = PagerState()
    let record = state.apply(.layout(layout, t: 0))
    precondition(record.diagnostics.isEmpty, "\(record.diagnostics)")
    return state.geometry!
}

@Suite("Kit v2: the pure parts of the UIKit kit")
struct KitV2PureTests {
    @Test func theConsumedCallbacksAreExactlyTheOnesThatBecomeInputs() {
        // One of each input UIKit delivers through a delegate: their selectors are the
        // consumed list, nothing more (anything else is the app's and is only forwarded).
        let r = ScrollRole.content(page: 0)
        let delivered: [DriverInput] = [
            .willBeginDragging(r, offset: 0), .didScroll(r, offset: 0, flags: .dragging),
            .willEndDragging(r, offset: 0, velocity: 0, targetOffset: 0), .didEndDragging(r, offset: 0, willDecelerate: false),
            .willBeginDecelerating(r, offset: 0), .didEndDecelerating(r, offset: 0), .didEndScrollingAnimation(r, offset: 0),
            .shouldScrollToTop(r), .didSelectItem(index: 0),
        ]
        let selectors = delivered.compactMap(DelegateCallbacks.selector(of:))
        #expect(selectors.count == delivered.count)
        #expect(Set(selectors) == Set(DelegateCallbacks.scrollView + DelegateCallbacks.tabStrip))
        #expect(Set(DelegateCallbacks.scrollView).count == DelegateCallbacks.scrollView.count)
        // Each selector has one colon per argument of the Swift method it names.
        #expect(DelegateCallbacks.scrollView.map { $0.filter { $0 == ":" }.count } == [1, 1, 3, 2, 1, 1, 1, 1])
        // Inputs the kit makes itself come through no delegate.
        #expect(DelegateCallbacks.selector(of: .frame) == nil)
        #expect(
            DelegateCallbacks.selector(
                of: .layout(
                    PagerLayout(
                        viewport: Viewport(width: 1, height: 1),
                        header: Header(mode: .fixed, height: 0, barHeight: 0),
                        pager: PagerBar(items: []), content: .pages([])))) == nil)
    }

    @Test func aCollectionViewListKeepsItsOwnSelection() {
        // Only the tab strip's item selection is the kit's: a list that is a collection view
        // (or a table view) keeps didSelect for the app, and the app's other callbacks
        // (heights, swipe actions, willDisplay) are never consumed.
        let select = "collectionView:didSelectItemAtIndexPath:"
        #expect(DelegateCallbacks.consumes(select, on: .pager))
        #expect(!DelegateCallbacks.consumes(select, on: .content(page: 0)))
        #expect(!DelegateCallbacks.consumes("tableView:didSelectRowAtIndexPath:", on: .content(page: 0)))
        #expect(!DelegateCallbacks.consumes("tableView:heightForRowAtIndexPath:", on: .content(page: 0)))
        #expect(!DelegateCallbacks.consumes("collectionView:layout:sizeForItemAtIndexPath:", on: .pager))
        #expect(!DelegateCallbacks.consumes("tableView:willDisplayCell:forRowAtIndexPath:", on: .content(page: 0)))
        #expect(DelegateCallbacks.consumes("scrollViewDidScroll:", on: .pages))
    }

    @Test func theStripIsLaidOutFromTheReducersCells() {
        // SPEC §1 intrinsic cells: x₀ = e = 10, x₁ = 10 + (60 + 20) = 90, x₂ = 90 + (80 + 20) =
        // 190; content width (190 + 40) + 10 = 240.
        let frames = TabStripFrames(geometry: strip(), height: 40)
        #expect(frames.cells.map(\.x) == [10, 90, 190])
        #expect(frames.cells.map(\.width) == [60, 80, 40])
        #expect(frames.contentWidth == 240)
        #expect(frames.maxOffset == 40)  // 240 − 200
        // Indicator of item 1: width 80 + 10 = 90, centred on 90 + 40 = 130: x = 85.
        #expect(frames.underline(Indicator(x: 85, width: 90), thickness: 2) == ScreenRect(x: 85, y: 38, width: 90, height: 2))
        // Visible at offset 40 (the span 40…240): cells 1 and 2 wholly, cell 0 partly (10…70).
        #expect(frames.cells(inX: 40, width: 200) == [0, 1, 2])
        #expect(frames.cells(inX: 0, width: 80) == [0])
    }

    @Test func rightToLeftMirrorsCellsUnderlineAndOffsets() throws {
        // Mirrored: x → 240 − x − width: cell 0 at 240 − 10 − 60 = 170, cell 1 at
        // 240 − 90 − 80 = 70, cell 2 at 240 − 190 − 40 = 10; the underline of item 1 at
        // 240 − 85 − 90 = 65.
        let frames = TabStripFrames(geometry: strip(), height: 40, rightToLeft: true)
        #expect(frames.cells.map(\.x) == [170, 70, 10])
        #expect(frames.underline(Indicator(x: 85, width: 90))?.x == 65)
        // The driver mirrors the strip's offsets: the reducer's pagerX 0 (item 0 in view) is
        // UIKit's maxPagerX = 40, and a drag left in UIKit (offset down) moves the reducer's
        // strip right (offset up), velocity negated.
        var driver = PagerDriver()
        driver.tabStripIsRightToLeft = true
        _ = driver.handle(.layout(strip().layout), at: 0)
        let began = driver.handle(.willBeginDragging(.pager, offset: 40), at: 1).flatMap(\.events)
        #expect(began == [.dragBegan(.pager, offset: 0, t: 1)])
        let moved = driver.handle(.didScroll(.pager, offset: 25, flags: .dragging), at: 1.1).flatMap(\.events)
        #expect(moved == [.dragMoved(.pager, offset: 15, t: 1.1)])
        _ = driver.handle(.willEndDragging(.pager, offset: 25, velocity: -0.3, targetOffset: 25), at: 1.2)
        let ended = driver.handle(.didEndDragging(.pager, offset: 25, willDecelerate: true), at: 1.2).flatMap(\.events)
        #expect(ended == [.dragEnded(.pager, offset: 15, velocity: 300, willDecelerate: true, t: 1.2)])
    }

    @Test func aLayoutFromWhatUIKitMeasured() {
        // rect(forSection:) heights 300.5 and 120 with 28 pt headers: measured sections whose
        // hᵢ are those numbers (SPEC v3 §1), not rows × rowHeight.
        let sections = ListSection.measured(headerHeights: [28, 28], heights: [300.5, 120], titles: ["A", "B"])
        #expect(sections.map(\.height) == [300.5, 120])
        #expect(sections.map(\.headerHeight) == [28, 28])
        #expect(sections.map(\.title) == ["A", "B"])
        // Titles 41.3 and 57 pt wide in the strip's font, 16 pt padding: cells 58 and 73
        // (57.3 rounded up to 58; 73 is whole already).
        let items = PagerItem.measured(titles: ["Hot", "Drinks"], widths: [41.3, 57], padding: 16)
        #expect(items == [PagerItem(width: 58, title: "Hot"), PagerItem(width: 73, title: "Drinks")])
    }

    @Test func insetsAreTheAppsPlusTheReducers() {
        // A toolbar's 49 pt at the bottom and 8 pt of the app's at the top; the reducer adds
        // insetTop 104 and needs the list 900 pt tall. A 600 pt list: bottom 49 + (900 − 600)
        // = 349; once its content grows to 1000, the pad is gone: 49.
        var insets = SharedInsets(appTop: 8, appBottom: 49)
        insets.reducerTop = 104
        insets.minimumContentHeight = 900
        #expect(insets.top == 112)
        #expect(insets.bottom(contentHeight: 600) == 349)
        #expect(insets.bottom(contentHeight: 1000) == 49)
        // The app changes its own inset later (a keyboard): the reducer's share stays.
        insets.appBottom = 300
        #expect(insets.bottom(contentHeight: 1000) == 300)
        #expect(SharedInsets().bottom(contentHeight: 10) == 0)
    }
}
