// The drop-in screens' configurations and frames, against the simulator's presets and
// SPEC §1's geometry.
import PagerCore
import PagerKit
import PagerSimulator
import ScrollPager
import Testing

/// The titles of a preset layout, and their widths as the strip's font would measure them
/// for a configuration that pads each by `padding` (a tab is its title's width plus it).
private func parts(_ layout: PagerLayout, padding: Double = 0) -> (titles: [String], widths: [Double]) {
    (layout.pager.items.map { $0.title ?? "" }, layout.pager.items.map { $0.width - padding })
}

/// Each seed screen's configuration, by its preset's name.
private let seedScreens: [(String, PagerConfiguration)] = [
    ("td", .td), ("fj", .fj), ("menu", .menu), ("swipe", .swipe), ("hero", .hero), ("kulman", .kulman), ("parchment", .parchment),
]

@Suite("Configurations: each seed screen is one preset away from the playground's")
struct PagerConfigurationTests {
    @Test(arguments: seedScreens)
    func aConfigurationLaysOutItsSeedAsTheSimulatorsPreset(name: String, configuration: PagerConfiguration) throws {
        // The same viewport, titles measured at the preset's widths (no padding) and the
        // same content give the simulator's preset exactly: what the playground shows for
        // a preset is what the screen built on the configuration does.
        let preset = try #require(PagerPresets.byName.first { $0.name == name }?.layout)
        // (Parchment pads each title by 32 pt: its preset's 70 pt Inbox tab is a 38 pt title.)
        let (titles, widths) = parts(preset, padding: configuration.titlePadding)
        let layout: PagerLayout
        switch preset.content {
        case .pages(let pages, _):
            layout = configuration.layout(viewport: preset.viewport, titles: titles, titleWidths: widths, pageContentHeights: pages.map(\.contentHeight))
        case .sections(let sections, _, _, _):
            layout = configuration.layout(viewport: preset.viewport, titles: titles, titleWidths: widths, sections: sections)
        }
        #expect(layout == preset)
    }

    @Test func titlesAreMeasuredPlusPaddingRoundedUp() {
        // Parchment's default pads each title by 32 pt: 41.3 + 32 = 73.3 → 74 (a whole
        // point, as UIKit sizes a cell), 57 + 32 = 89.
        let bar = PagerConfiguration.parchment.pagerBar(titles: ["Inbox", "Archive"], titleWidths: [41.3, 57])
        #expect(bar.items.map(\.width) == [74, 89])
        #expect(bar.items.map(\.title) == ["Inbox", "Archive"])
        #expect(bar.cells == .intrinsic)
    }
}

@Suite("Screen frames: every frame a drop-in screen sets, from SPEC §1's geometry")
struct PagerScreenFramesTests {
    @Test(arguments: PagerPresets.byName.map(\.name))
    func theFramesFollowTheModeTableForEveryPreset(name: String) throws {
        // SPEC §1's mode table, with S, B, W, H and the content view height Vh:
        // fixed: header 0…S, strip S…S+B, content S+B…S+B+Vh; quickReturn/collapse: the
        // chrome (header and strip) 0…S+B over the content 0…H, translated by headerTy;
        // stickyReveal: the strip 0…B, the content B…B+Vh, the header the list's own content.
        let layout = try #require(PagerPresets.byName.first { $0.name == name }?.layout)
        var state = PagerState()
        _ = state.apply(.layout(layout, t: 0))
        let g = try #require(state.geometry)
        let frames = PagerScreenFrames(state: state)
        let W = g.width, S = g.headerHeight, B = g.barHeight, H = layout.viewport.height
        switch g.mode {
        case .fixed:
            #expect(frames.content == PagerScreenRect(x: 0, y: S + B, width: W, height: g.contentViewHeight))
            #expect(frames.chromeTranslation == 0)
        case .quickReturn, .collapse:
            #expect(frames.content == PagerScreenRect(x: 0, y: 0, width: W, height: H))
            #expect(frames.chrome == PagerScreenRect(x: 0, y: 0, width: W, height: S + B))
            #expect(frames.chromeTranslation == state.headerTy)
        case .stickyReveal:
            #expect(frames.content == PagerScreenRect(x: 0, y: B, width: W, height: g.contentViewHeight))
            #expect(frames.header == (S > 0 ? PagerScreenRect(x: 0, y: 0, width: W, height: S) : nil))
        }
        #expect(frames.strip == (B > 0 ? PagerScreenRect(x: 0, y: g.mode == .stickyReveal ? 0 : S, width: W, height: B) : nil))
        // Inside the chrome (its subviews' frames): the strip under the header, at S, in every
        // mode but stickyReveal, whose chrome is the strip alone (at 0); the header at the top.
        #expect(frames.stripInChrome == (B > 0 ? PagerScreenRect(x: 0, y: g.mode == .stickyReveal ? 0 : S, width: W, height: B) : nil))
        if g.mode != .stickyReveal, S > 0 { #expect(frames.headerInChrome == PagerScreenRect(x: 0, y: 0, width: W, height: S)) }
        // One tab per item, the selected one marked; "Title, tab i of n".
        #expect(frames.tabs.count == g.itemCount)
        #expect(frames.tabs.indices.allSatisfy { frames.tabs[$0].isSelected == ($0 == state.selected) })
        if let first = frames.tabs.first {
            #expect(first.accessibilityLabel == "\(first.title), tab 1 of \(g.itemCount)")
        }
        // Pages: page k at k × W in the container (n × W wide).
        if g.isPages {
            #expect(frames.pages.map(\.x) == (0..<g.contentViewCount).map { Double($0) * W })
            #expect(frames.pagesContentWidth == Double(g.contentViewCount) * W)
        } else {
            #expect(frames.pages.isEmpty)
            #expect(frames.loadedPages == [0])
        }
    }

    @Test func anUntitledTabIsNamedByItsPlaceAndABadgeIsReadWithItsTitle() throws {
        // TD with 12 sections, the 2nd and the 11th untitled: a tab without a title is
        // "Tab" and its 1-based place, so "Tab 2" and "Tab 11" (two digits); the titled ones
        // keep their titles ("Dishes n", Presets.td).
        var layout = PagerPresets.td(rows: Array(repeating: 4, count: 12))
        layout.pager.items[1].title = nil
        layout.pager.items[10].title = nil
        var state = PagerState()
        _ = state.apply(.layout(layout, t: 0))
        let tabs = PagerScreenFrames(state: state).tabs
        #expect(tabs[1].title == "Tab 2")
        #expect(tabs[10].title == "Tab 11")
        #expect(tabs[0].title == layout.pager.items[0].title)
        // A badge of digits is read as so many new; any other badge as it is; "" as none.
        #expect(PagerScreenFrames.Tab.spokenTitle("Inbox", badge: "12") == "Inbox, 12 new")
        #expect(PagerScreenFrames.Tab.spokenTitle("Inbox", badge: "1a") == "Inbox, 1a")
        #expect(PagerScreenFrames.Tab.spokenTitle("Inbox", badge: "") == "Inbox")
        #expect(PagerScreenFrames.Tab.spokenTitle("Été", badge: "Nouveau") == "Été, Nouveau")
    }

    @Test func aPageWithoutAScrollViewKeepsItsContentBelowTheChrome() throws {
        // fj (quickReturn, S 64, B 40): the pages reach under the chrome (SPEC §1's mode
        // table), so a page with no list must keep S + B = 104 pt of safe area at its top;
        // with the header gone (headerTy −64, SPEC §4.3) the bar alone covers 104 − 64 = 40.
        // td (fixed): the content starts below the chrome, nothing is covered.
        let fj = try PagerLayoutGeometry(validating: PagerPresets.fj)
        #expect(PagerScreenFrames(geometry: fj, selected: 0, page: 0, pagesX: 0, headerTy: 0).pageObscuredTop == 104)
        #expect(PagerScreenFrames(geometry: fj, selected: 0, page: 0, pagesX: 0, headerTy: -64).pageObscuredTop == 40)
        let td = try PagerLayoutGeometry(validating: PagerPresets.td)
        #expect(PagerScreenFrames(geometry: td, selected: 0, page: 0, pagesX: 0, headerTy: 0).pageObscuredTop == 0)
    }

    @Test func aPlainTableIsToldWhereItsFloatingHeadersPin() {
        // Issue 65: floating headers were documented, never told. Per the test below: in
        // `fixed` they pin at the chrome's bottom (nothing to tell); in the overlay modes they
        // pin lower by −headerTy; in `stickyReveal` above the list's top.
        #expect(PagerScreenFrames.floatingHeadersWarning(mode: .fixed) == nil)
        for mode in [PagerHeaderMode.quickReturn, .collapse, .stickyReveal] {
            let warning = PagerScreenFrames.floatingHeadersWarning(mode: mode)
            #expect(warning?.contains("in \(mode.rawValue) they pin") == true)
            #expect(warning?.contains(".grouped") == true)
        }
        #expect(PagerScreenFrames.floatingHeadersWarning(mode: .stickyReveal)?.contains("out of sight") == true)
    }

    @Test func aPinnedSectionHeaderBelongsJustUnderTheChrome() throws {
        // menu (sections, quickReturn, S 64, B 40): the list's inset is S + B = 104 (SPEC §1),
        // where UIKit pins a floating header; the chrome's bottom is 104 + headerTy. At rest
        // they agree (shift 0); with the header gone (headerTy −64, §4.3) the chrome ends at
        // 40 and the header belongs 64 pt higher.
        var menu = PagerState()
        _ = menu.apply(.layout(PagerPresets.menu, t: 0))
        #expect(PagerScreenFrames.pinnedHeaderShift(state: menu) == 0)
        let menuGeometry = try #require(menu.geometry)
        #expect(PagerScreenFrames.pinnedHeaderShift(geometry: menuGeometry, headerTy: -64, insetTop: 104) == -64)
        // hero (collapse, S 200, B 44): inset 244; fully collapsed (headerTy −200, §4.4) the
        // chrome ends at 44: 200 pt higher.
        let hero = try PagerLayoutGeometry(validating: PagerPresets.hero)
        #expect(PagerScreenFrames.pinnedHeaderShift(geometry: hero, headerTy: -200, insetTop: 244) == -200)
        // kulman (stickyReveal, S 44, B 0): the layout's inset is −S (§4.5), so UIKit pins
        // 44 pt above the list's top, out of sight: 44 pt lower. Revealed (inset 0): 0.
        var kulman = PagerState()
        _ = kulman.apply(.layout(PagerPresets.kulman, t: 0))
        #expect(kulman.insetTop == -44)
        #expect(PagerScreenFrames.pinnedHeaderShift(state: kulman) == 44)
        let kulmanGeometry = try #require(kulman.geometry)
        #expect(PagerScreenFrames.pinnedHeaderShift(geometry: kulmanGeometry, headerTy: 0, insetTop: 0) == 0)
        // td (fixed): the list starts under the chrome with no inset: 0. Before a layout: 0.
        var td = PagerState()
        _ = td.apply(.layout(PagerPresets.td, t: 0))
        #expect(PagerScreenFrames.pinnedHeaderShift(state: td) == 0)
        #expect(PagerScreenFrames.pinnedHeaderShift(state: PagerState()) == 0)
    }

    @Test func rightToLeftMirrorsThePages() throws {
        // swipe: 3 pages 375 wide: right to left, page 0 at 750, page 2 at 0 — where
        // PagerDriver.isRightToLeft reads the container's offsets from.
        var state = PagerState()
        _ = state.apply(.layout(PagerPresets.swipe, t: 0))
        let frames = PagerScreenFrames(state: state, rightToLeft: true)
        #expect(frames.pages.map(\.x) == [750, 375, 0])
    }

    @Test func theCurrentPageAndItsNeighboursStayLoaded() throws {
        // fj has 3 pages: at page 0, pages 0 and 1; mid-swipe between 1 and 2 (pagesX 500,
        // both in view), pages 0…2; at rest on page 2, pages 1 and 2.
        var state = PagerState()
        _ = state.apply(.layout(PagerPresets.fj, t: 0))
        #expect(PagerScreenFrames(state: state).loadedPages == [0, 1])
        let g = try #require(state.geometry)
        let record = state.apply(.tapPagerItem(2, t: 1))
        #expect(record.diagnostics.isEmpty)
        var mid = record
        mid.pagesX = 500
        mid.page = 1
        #expect(PagerScreenFrames(record: mid, geometry: g).loadedPages == [0, 1, 2])
        var end = record
        end.pagesX = 750
        end.page = 2
        #expect(PagerScreenFrames(record: end, geometry: g).loadedPages == [1, 2])
    }

    @Test func headerProgressIsHowFarTheHeaderCollapsed() throws {
        // swipe (collapse, S 200): headerTy −50 is a quarter collapsed; −200 gone.
        var state = PagerState()
        _ = state.apply(.layout(PagerPresets.swipe, t: 0))
        let g = try #require(state.geometry)
        var record = state.apply(.tapPagerItem(0, t: 1))
        record.headerTy = -50
        #expect(PagerScreenFrames(record: record, geometry: g).headerProgress == 0.25)
        record.headerTy = -200
        #expect(PagerScreenFrames(record: record, geometry: g).headerProgress == 1)
        #expect(PagerScreenFrames(record: record, geometry: g).chromeTranslation == -200)
    }
}

@Suite("Configurations: where the drop-ins put the header")
struct HeaderPlacementTests {
    @Test(arguments: seedScreens)
    func theScreensPutTheHeaderWhereTheReducersGeometryHasIt(name: String, configuration: PagerConfiguration) throws {
        // The screens translate the header and give it the pan exactly where the reducer
        // lets it overlay the lists (SPEC §4.7: quickReturn and collapse — fj, menu, swipe,
        // hero); they put it in the list's content exactly where SPEC §1 makes it the first S
        // points of it (stickyReveal: kulman, S = 44, so the first section starts at 44 and a
        // page's measured content grows by 44). Nowhere else does the content start below 0.
        let preset = try #require(PagerPresets.byName.first { $0.name == name }?.layout)
        let g = try #require(PagerLayoutGeometry(preset))
        #expect(configuration.headerOverlaysContent == g.headerOverlaysContent)
        #expect(configuration.headerOverlaysContent == ["fj", "menu", "swipe", "hero"].contains(name))
        #expect(configuration.headerIsInContent == (name == "kulman"))
        #expect(configuration.headerHeightInContent == (name == "kulman" ? 44 : 0))
        if case .sections = preset.content { #expect(g.sectionTops.first == configuration.headerHeightInContent) }
    }
}

@Suite("The strip follows the text size")
struct StripHeightTests {
    /// fj: S = 64, B = 40, quickReturn, whose lists' inset is S + B (SPEC §1's mode table).
    /// Tabs whose tallest content is 18 pt (a title at the standard size) fit: B stays 40,
    /// the inset 104. At an accessibility size a 30 pt title needs 30 + 2 · 8 = 46: B = 46,
    /// and the first layout's record shows the inset 64 + 46 = 110 and the list at −110.
    @Test func aStripTallerForLargeTextShowsInTheRecords() {
        func firstRecord(_ configuration: PagerConfiguration) -> PagerRecord {
            let layout = configuration.layout(
                viewport: PagerViewport(width: 375, height: 603), titles: ["All", "New", "Popular"], titleWidths: [56, 28, 70],
                pageContentHeights: [1800, 300, 2400])
            var state = PagerState()
            return state.apply(PagerEvent(t: 0, .layout(layout)))
        }
        #expect(PagerConfiguration.fj.fitting(tabContentHeight: 18).header.barHeight == 40)
        #expect(firstRecord(.fj.fitting(tabContentHeight: 18)).insetTop == 104)
        let large = firstRecord(.fj.fitting(tabContentHeight: 30))
        #expect(large.insetTop == 110 && large.offsetY == -110)
        // Rounded up to whole points: 30.5 + 16 = 46.5 → 47. Kulman's seed has no strip: none.
        #expect(PagerConfiguration.fj.fitting(tabContentHeight: 30.5).header.barHeight == 47)
        #expect(PagerConfiguration.kulman.fitting(tabContentHeight: 60).header.barHeight == 0)
    }
}
