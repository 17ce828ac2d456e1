// The UIKit kit's decisions that need no UIKit: which delegate callbacks it consumes, the
// tab strip's frames from the reducer's geometry (and mirrored), building a Layout from
// measurements, the insets shared with the app.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

/// A strip wider than its viewport: items 60, 80, 40; spacing 20; edgeInset 10; W = 200.
private func strip(cells: PagerCells = .intrinsic) -> PagerLayoutGeometry {
    let layout = PagerLayout(
        viewport: PagerViewport(width: 200, height: 600),
        header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
        pager: PagerBar(
            items: [PagerItem(width: 60), PagerItem(width: 80), PagerItem(width: 40)],
            spacing: 20, edgeInset: 10, indicatorExtra: 10, cells: cells),
        content: .sections(Array(repeating: PagerListSection(headerHeight: 20, rows: 10, rowHeight: 44), count: 3)))
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
        let r = PagerScrollRole.content(page: 0)
        let delivered: [PagerDriverInput] = [
            .willBeginDragging(r, offset: 0), .didScroll(r, offset: 0, flags: .dragging),
            .willEndDragging(r, offset: 0, velocity: 0, targetOffset: 0), .didEndDragging(r, offset: 0, willDecelerate: false),
            .willBeginDecelerating(r, offset: 0), .didEndDecelerating(r, offset: 0), .didEndScrollingAnimation(r, offset: 0),
            .shouldScrollToTop(r), .didSelectItem(index: 0),
        ]
        let selectors = delivered.compactMap(PagerDelegateCallbacks.selector(of:))
        #expect(selectors.count == delivered.count)
        #expect(Set(selectors) == Set(PagerDelegateCallbacks.scrollView + PagerDelegateCallbacks.tabStrip))
        #expect(Set(PagerDelegateCallbacks.scrollView).count == PagerDelegateCallbacks.scrollView.count)
        // Each selector has one colon per argument of the Swift method it names.
        #expect(PagerDelegateCallbacks.scrollView.map { $0.filter { $0 == ":" }.count } == [1, 1, 3, 2, 1, 1, 1, 1])
        // Inputs the kit makes itself come through no delegate.
        #expect(PagerDelegateCallbacks.selector(of: .frame) == nil)
        #expect(
            PagerDelegateCallbacks.selector(
                of: .layout(
                    PagerLayout(
                        viewport: PagerViewport(width: 1, height: 1),
                        header: PagerHeader(mode: .fixed, height: 0, barHeight: 0),
                        pager: PagerBar(items: []), content: .pages([])))) == nil)
    }

    @Test func aCollectionViewListKeepsItsOwnSelection() {
        // Only the tab strip's item selection is the kit's: a list that is a collection view
        // (or a table view) keeps didSelect for the app, and the app's other callbacks
        // (heights, swipe actions, willDisplay) are never consumed.
        let select = "collectionView:didSelectItemAtIndexPath:"
        #expect(PagerDelegateCallbacks.consumes(select, on: .tabStrip))
        #expect(!PagerDelegateCallbacks.consumes(select, on: .content(page: 0)))
        #expect(!PagerDelegateCallbacks.consumes("tableView:didSelectRowAtIndexPath:", on: .content(page: 0)))
        #expect(!PagerDelegateCallbacks.consumes("tableView:heightForRowAtIndexPath:", on: .content(page: 0)))
        #expect(!PagerDelegateCallbacks.consumes("collectionView:layout:sizeForItemAtIndexPath:", on: .tabStrip))
        #expect(!PagerDelegateCallbacks.consumes("tableView:willDisplayCell:forRowAtIndexPath:", on: .content(page: 0)))
        #expect(PagerDelegateCallbacks.consumes("scrollViewDidScroll:", on: .pages))
    }

    @Test func theStripIsLaidOutFromTheReducersCells() {
        // SPEC §1 intrinsic cells: x₀ = e = 10, x₁ = 10 + (60 + 20) = 90, x₂ = 90 + (80 + 20) =
        // 190; content width (190 + 40) + 10 = 240.
        let frames = PagerTabStripFrames(geometry: strip(), height: 40)
        #expect(frames.cells.map(\.x) == [10, 90, 190])
        #expect(frames.cells.map(\.width) == [60, 80, 40])
        #expect(frames.contentWidth == 240)
        #expect(frames.maxOffset == 40)  // 240 − 200
        // Indicator of item 1: width 80 + 10 = 90, centred on 90 + 40 = 130: x = 85.
        #expect(
            frames.underline(PagerIndicator(x: 85, width: 90), style: PagerIndicatorStyle(height: 2)) == PagerScreenRect(x: 85, y: 38, width: 90, height: 2))
        // Visible at offset 40 (the span 40…240): cells 1 and 2 wholly, cell 0 partly (10…70).
        #expect(frames.cells(inX: 40, width: 200) == [0, 1, 2])
        #expect(frames.cells(inX: 0, width: 80) == [0])
    }

    @Test func theStripLayoutHasAttributesOnlyForTheItemsTheDataSourceHas() {
        // The reducer's geometry has 3 items; the data source, mid-reload, 2: only cells 0
        // and 1 (an attribute for item 2 would raise NSInternalInconsistencyException). The
        // strip is now 44 pt tall, not the 40 the frames were made for: the cells take the
        // strip's height. None before the data source has items.
        let frames = PagerTabStripFrames(geometry: strip(), height: 40)
        #expect(
            frames.cells(count: 2, height: 44) == [
                PagerScreenRect(x: 10, y: 0, width: 60, height: 44), PagerScreenRect(x: 90, y: 0, width: 80, height: 44),
            ])
        #expect(frames.cells(count: 5, height: 40) == frames.cells)
        #expect(frames.cells(count: 0, height: 40).isEmpty)
        #expect(frames.cells(count: -1, height: 40).isEmpty)
    }

    @Test func rightToLeftMirrorsCellsUnderlineAndOffsets() throws {
        // Mirrored: x → 240 − x − width: cell 0 at 240 − 10 − 60 = 170, cell 1 at
        // 240 − 90 − 80 = 70, cell 2 at 240 − 190 − 40 = 10; the underline of item 1 at
        // 240 − 85 − 90 = 65.
        let frames = PagerTabStripFrames(geometry: strip(), height: 40, rightToLeft: true)
        #expect(frames.cells.map(\.x) == [170, 70, 10])
        #expect(frames.underline(PagerIndicator(x: 85, width: 90))?.x == 65)
        // UIKit's surface mirrors the strip's offsets: the reducer's pagerX 0 (item 0 in view) is
        // UIKit's maxPagerX = 40, and a drag left in UIKit (offset down) moves the reducer's
        // strip right (offset up), velocity negated.
        var driver = PagerDriver()
        driver.isRightToLeft = true
        _ = driver.handle(.layout(strip().layout), at: 0)
        let began = driver.handleUIKit(.willBeginDragging(.tabStrip, offset: 40), at: 1).flatMap(\.events)
        #expect(began == [.dragBegan(.pager, offset: 0, t: 1)])
        let moved = driver.handleUIKit(.didScroll(.tabStrip, offset: 25, flags: .dragging), at: 1.1).flatMap(\.events)
        #expect(moved == [.dragMoved(.pager, offset: 15, t: 1.1)])
        _ = driver.handleUIKit(.willEndDragging(.tabStrip, offset: 25, velocity: -0.3, targetOffset: 25), at: 1.2)
        let ended = driver.handleUIKit(.didEndDragging(.tabStrip, offset: 25, willDecelerate: true), at: 1.2).flatMap(\.events)
        #expect(ended == [.dragEnded(.pager, offset: 15, velocity: 300, willDecelerate: true, t: 1.2)])
    }

    @Test func rightToLeftMirrorsThePagesContainerTheSameWay() throws {
        // fj: 3 pages 375 wide, maxPagesX = 2 × 375 = 750. Right to left, page k sits at
        // x = (3 − 1 − k) × 375 (page 0 at 750, page 2 at 0), so UIKit's offset 750 shows
        // page 0: the reducer's pagesX 0.
        #expect((0..<3).map { PagerPageFrames.originX(page: $0, count: 3, width: 375, rightToLeft: true) } == [750, 375, 0])
        #expect((0..<3).map { PagerPageFrames.originX(page: $0, count: 3, width: 375, rightToLeft: false) } == [0, 375, 750])
        var driver = PagerDriver()
        driver.isRightToLeft = true
        // The first layout puts the container at the reducer's pagesX 0 (the actions are in
        // the reducer's coordinates): UIKit's 750 (its initial 0 would show page 2), and the
        // strip at the reducer's pagerX 0: UIKit's maxPagerX − 0.
        let initial = driver.handle(.layout(PagerPresets.fj), at: 0).flatMap(\.actions)
        let maxPagerX = try #require(driver.state.geometry?.maxPagerX)
        #expect(initial.contains(.setOffset(.pages, 0, animated: false)))
        #expect(initial.contains(.setOffset(.tabStrip, 0, animated: false)))
        let view = UIKitLikeView()
        #expect(view.viewTarget(0, as: .pages, basis: driver.viewBasis) == 750)
        #expect(view.viewTarget(0, as: .tabStrip, basis: driver.viewBasis) == maxPagerX)
        // A swipe toward page 1: UIKit's offset falls from 750 to 625 (the reducer's
        // 750 − 625 = 125), released at −0.5 pt/ms (the reducer's +500 pt/s).
        let began = driver.handleUIKit(.willBeginDragging(.pages, offset: 750), at: 1).flatMap(\.events)
        #expect(began == [.dragBegan(.pages, offset: 0, t: 1)])
        _ = driver.handleUIKit(.didScroll(.pages, offset: 625, flags: .dragging), at: 1.05)
        _ = driver.handleUIKit(.willEndDragging(.pages, offset: 625, velocity: -0.5, targetOffset: 375), at: 1.1)
        let ended = driver.handleUIKit(.didEndDragging(.pages, offset: 625, willDecelerate: true), at: 1.1).flatMap(\.events)
        #expect(ended == [.dragEnded(.pages, offset: 125, velocity: 500, willDecelerate: true, t: 1.1)])
        // Its rest at UIKit's 375 is the reducer's 375: page 1 (SPEC §4.1).
        _ = driver.handleUIKit(.willBeginDecelerating(.pages, offset: 625), at: 1.1)
        _ = driver.handleUIKit(.didEndDecelerating(.pages, offset: 375), at: 1.5)
        #expect(driver.state.pagesX == 375)
        #expect(driver.state.page == 1)
    }

    @Test func aLayoutFromWhatUIKitMeasured() {
        // rect(forSection:) heights 300.5 and 120 with 28 pt headers: measured sections whose
        // hᵢ are those numbers (SPEC v3 §1), not rows × rowHeight.
        let sections = PagerListSection.measured(headerHeights: [28, 28], heights: [300.5, 120], titles: ["A", "B"])
        #expect(sections.map(\.height) == [300.5, 120])
        #expect(sections.map(\.headerHeight) == [28, 28])
        #expect(sections.map(\.title) == ["A", "B"])
        // Titles 41.3 and 57 pt wide in the strip's font, 16 pt padding: cells 58 and 73
        // (57.3 rounded up to 58; 73 is whole already).
        let items = PagerItem.measured(titles: ["Hot", "Drinks"], widths: [41.3, 57], padding: 16)
        #expect(items == [PagerItem(width: 58, title: "Hot"), PagerItem(width: 73, title: "Drinks")])
    }

    @Test func sectionsFromACollectionViewsFramesSpanTopmostToBottommost() {
        // Section 0: a header at y 0, 40 tall; items at 40 (100 tall) and 140 (100 tall); a
        // footer at 240, 20 tall: 0 to 260 → h₀ = 260, header 40. Section 1: no header, items
        // at 260 and 330 (70 tall each): 260 to 400 → h₁ = 140, header 0. Section 2: a 40 pt
        // header alone → 40. Section 3: nothing laid out → 0 (SPEC §1 measured sections).
        let header0 = PagerScreenRect(x: 0, y: 0, width: 375, height: 40)
        let sections = PagerListSection.measured(
            headers: [header0, nil, PagerScreenRect(x: 0, y: 400, width: 375, height: 40), nil],
            frames: [
                [
                    PagerScreenRect(x: 0, y: 40, width: 375, height: 100), PagerScreenRect(x: 0, y: 140, width: 375, height: 100),
                    PagerScreenRect(x: 0, y: 240, width: 375, height: 20),
                ],
                [PagerScreenRect(x: 0, y: 260, width: 187, height: 70), PagerScreenRect(x: 187, y: 330, width: 187, height: 70)], [], [],
            ])
        #expect(sections.map(\.height) == [260, 140, 40, 0])
        #expect(sections.map(\.headerHeight) == [40, 0, 40, 0])
    }

    @Test func aSectionsScreenHasOneTitledTabPerSection() {
        // SPEC §1: one tab per section. Three sections, the app naming two: the third takes
        // its header's title, or "Section 3" without one (the drop-in used to show two tabs
        // over three sections, a layout the reducer rejects: `itemCountMismatch`). Extra names are
        // dropped; no names at all are the headers' or the defaults.
        let headers: [Int: String] = [2: "Desserts"]
        #expect(PagerListSection.titles(count: 3, given: ["Hot", "Cold"]) { headers[$0] } == ["Hot", "Cold", "Desserts"])
        #expect(PagerListSection.titles(count: 3, given: ["Hot", "Cold"]) { _ in nil } == ["Hot", "Cold", "Section 3"])
        #expect(PagerListSection.titles(count: 1, given: ["Hot", "Cold"]) { _ in nil } == ["Hot"])
        #expect(PagerListSection.titles(count: 3, given: nil) { headers[$0] } == ["Section 1", "Section 2", "Desserts"])
        #expect(PagerListSection.titles(count: 0, given: ["Hot"]) { _ in nil }.isEmpty)
    }

    @Test func insetsAreTheAppsPlusTheReducers() {
        // A toolbar's 49 pt at the bottom and 8 pt of the app's at the top; the reducer adds
        // insetTop 104 and needs the list 900 pt tall. A 600 pt list: bottom 49 + (900 − 600)
        // = 349; once its content grows to 1000, the pad is gone: 49.
        var insets = PagerSharedInsets(appTop: 8, appBottom: 49)
        insets.reducerTop = 104
        insets.minimumContentHeight = 900
        #expect(insets.top == 112)
        #expect(insets.bottom(contentHeight: 600) == 349)
        #expect(insets.bottom(contentHeight: 1000) == 49)
        // The app changes its own inset later (a keyboard): the reducer's share stays.
        insets.appBottom = 300
        #expect(insets.bottom(contentHeight: 1000) == 300)
        #expect(PagerSharedInsets().bottom(contentHeight: 10) == 0)
    }

    @Test func theSafeAreaIsTheListsOverhangOfTheViewportAndUIKitsBoundsMeetTheReducers() throws {
        // An iPhone 15 in portrait: the container 393 × 852, safe area top 59 (status bar),
        // bottom 34 (home indicator). The viewport (SPEC §1) is the safe-area rectangle:
        // y 59, 759 tall. A `collapse` screen's lists fill the container (0…852): 59 pt above
        // the viewport and 34 below it.
        let viewport = PagerScreenRect(x: 0, y: 59, width: 393, height: 759)
        var insets = PagerSharedInsets()
        insets.measureSafeArea(list: PagerScreenRect(x: 0, y: 0, width: 393, height: 852), viewport: viewport)
        #expect(insets.safeTop == 59)
        #expect(insets.safeBottom == 34)
        // collapse, S 200, B 44, one page 3000 pt tall: the reducer's inset is S + B = 244
        // and minY = −244 (SPEC §1). UIKit rests at −contentInset.top = −(59 + 244) = −303;
        // plus the shift 59 that is the reducer's −244.
        let layout = PagerLayout(
            viewport: PagerViewport(width: 393, height: 759), header: PagerHeader(mode: .collapse, height: 200, barHeight: 44),
            pager: PagerBar(items: [PagerItem(width: 80)]), content: .pages([PagerLayoutPage(contentHeight: 3000)], adjustContentSize: true))
        let g = try #require(PagerLayoutGeometry(layout))
        insets.reducerTop = 244
        #expect(-insets.top + insets.offsetShift == -244)
        // The bottom: UIKit's largest offset is content + contentInset.bottom − the frame's
        // height = 3000 + 34 − 852 = 2182, the reducer's 2182 + 59 = 2241 = maxY (SPEC §1:
        // C − H with H the 759 pt content view of an overlay mode).
        let uikitMax = 3000 + insets.bottom(contentHeight: 3000) - 852
        #expect(uikitMax == 2182)
        #expect(uikitMax + insets.offsetShift == g.maxY(ofView: 0, insetTop: 244))
        #expect(g.maxY(ofView: 0, insetTop: 244) == 2241)
        // A `fixed` screen's list starts under the header and bar (y 59 + 200 + 44 = 303):
        // nothing above the viewport, the same 34 below it.
        var fixed = PagerSharedInsets()
        fixed.measureSafeArea(list: PagerScreenRect(x: 0, y: 303, width: 393, height: 549), viewport: viewport)
        #expect(fixed.safeTop == 0)
        #expect(fixed.safeBottom == 34)
        // A list inside the viewport has none.
        var inside = PagerSharedInsets()
        inside.measureSafeArea(list: PagerScreenRect(x: 0, y: 100, width: 393, height: 300), viewport: viewport)
        #expect(inside.safeTop == 0 && inside.safeBottom == 0)
    }

    @Test func oneClockForEveryInputNeverGoesBack() {
        // A display-link frame stamped with its targetTimestamp 10.016 (the coming vsync),
        // then a touch UIKit reports at CACurrentMediaTime() 10.010: the touch is stamped
        // 10.016, not earlier than the frame (SPEC §5 timeWentBackwards); later inputs keep
        // their own times.
        var clock = PagerInputClock()
        #expect(clock.stamp(10.016) == 10.016)
        #expect(clock.stamp(10.010) == 10.016)
        #expect(clock.stamp(10.020) == 10.020)
    }
}
