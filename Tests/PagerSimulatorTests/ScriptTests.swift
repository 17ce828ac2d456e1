// The scenario script format.
import PagerCore
import PagerSimulator
import Testing

@Suite("Scenario scripts")
struct ScriptTests {
    @Test func aScriptIsTheSameAsItsSwift() throws {
        let scenario = try PagerScenario(
            script: """
                # FJ: a flick, a tap
                layout fj
                hz 120
                drag content page 0 by 300 over 0.3   # 1000 pt/s
                wait 1
                tap 2
                statusbar
                drag pages by -200 over 0.25 hold
                settle 5
                """)
        #expect(
            scenario.steps == [
                .layout(PagerPresets.fj), .frameRate(120), .gesture(.drag(.content, page: 0, by: 300, over: 0.3, release: .fling)),
                .gesture(.wait(1)), .gesture(.tap(2)), .gesture(.statusBar),
                .gesture(.drag(.pages, page: nil, by: -200, over: 0.25, release: .hold)), .settle(5),
            ])
        // Running it is the same as driving the host by hand.
        var host = PagerHost()
        host.frameInterval = 1.0 / 120
        host.layout(PagerPresets.fj)
        host.drag(.content, page: 0, by: 300, over: 0.3)
        host.wait(1)
        host.tapPagerItem(2)
        host.tapStatusBar()
        host.drag(.pages, by: -200, over: 0.25, release: .hold)
        host.settle(within: 5)
        #expect(scenario.run().events == host.events)
        // `hz` from outside wins over the script's.
        #expect(scenario.run(hz: 60).events != host.events)
    }

    @Test func headerDragsResizesAndLayoutFiles() throws {
        // v3 steps: a header drag, a resize during a tap's animation, a layout from a file.
        var loaded: [String] = []
        let scenario = try PagerScenario(
            script: """
                layout screens/menu.json
                drag header by 200 over 0.2 fling
                tap 3
                wait 0.1
                resize section 1 height 540
                resize footer 80
                settle
                """, file: "s.scenario"
        ) { name in
            loaded.append(name)
            return PagerPresets.menu
        }
        #expect(loaded == ["screens/menu.json"])
        var resized = PagerPresets.menu
        guard case .sections(var sections, let selection, let window, _) = resized.content else { return }
        sections[1] = PagerListSection(headerHeight: 40, height: 540, title: sections[1].title)
        resized.content = .sections(sections, selection: selection, window: window)
        var footer = resized
        footer.content = .sections(sections, selection: selection, window: window, footerHeight: 80)
        #expect(
            scenario.steps == [
                .layout(PagerPresets.menu), .gesture(.drag(.header, page: nil, by: 200, over: 0.2, release: .fling)),
                .gesture(.tap(3)), .gesture(.wait(0.1)), .layout(resized), .layout(footer), .settle(10),
            ])
        // The same as the host's API, and the tap lands where the re-aim sends it.
        var host = PagerHost()
        host.layout(PagerPresets.menu)
        host.dragHeader(by: 200, over: 0.2)
        host.tapPagerItem(3)
        host.wait(0.1)
        host.layout(resized)
        host.layout(footer)
        host.settle()
        let played = scenario.run()
        #expect(played.events == host.events)
        // Section 1 is 100 pt taller: top₃ = 920 + 100 = 1020; the header was hidden by the
        // header drag (headerTy −64, occluded 40): y* = 1020 − 40 = 980.
        #expect(played.offset(.content) == 980)
    }

    @Test func aFingerHeldAcrossStepsIsTheDragInThreeSteps() throws {
        // `touch`, `move`, `lift` with nothing between them play exactly `drag`'s events.
        let split = try PagerScenario(script: "layout fj\ntouch content page 0\nmove by 300 over 0.3\nlift hold\nsettle\n")
        #expect(
            split.steps == [
                .layout(PagerPresets.fj), .gesture(.touch(.content, page: 0)), .gesture(.move(by: 300, over: 0.3)),
                .gesture(.lift(.hold)), .settle(10),
            ])
        let whole = try PagerScenario(script: "layout fj\ndrag content page 0 by 300 over 0.3 hold\nsettle\n")
        #expect(split.run().events == whole.run().events)
        // Two moves go on from where the first ended: 100 + 200 pt of offset, as one list drag
        // by 300 would end (the list's offset follows the finger 1:1 within its bounds).
        let twice = try PagerScenario(script: "layout fj\ntouch content page 0\nmove by 100 over 0.1\nmove by 200 over 0.2\nlift hold\n")
        #expect(twice.run().offset(.content) == -104 + 300)
    }

    @Test func aHeaderFingerHeldThroughARotationIntoFixedReportsNothingMore() throws {
        // hero: inset 244. The finger moves the list 100 pt (−244 → −144), then the phone rotates
        // into a fixed layout class: no header events there (SPEC §7), so the moves and the
        // lift that follow report nothing, and the host moves the list, at rest outside its new
        // bounds [0, 2069], to 0 (scroll moved + scroll ended).
        let host = try PagerScenario(script: "layout hero\ntouch header\nmove by 100 over 0.25\nrotate mode fixed\nmove by 50 over 0.1\nlift\n").run()
        #expect(!host.isTouchingHeader)
        let afterRotation = host.events.drop { if case .layout(let l) = $0.kind { l.header.mode != .fixed } else { true } }
        #expect(
            afterRotation.allSatisfy { event in
                if case .offset(_, let report) = event.kind { return report.view != .header } else { return true }
            })
        #expect(host.offset(.content) == 0)
        #expect(host.state.headerDragView == nil)
        #expect(host.state.phase(of: .header) == nil)  // no header to have a phase in `fixed`
    }

    @Test func theAppsOwnScrollIsReportedAsProgrammaticMotion() throws {
        // td: Vh 563, maxY 2437. An animated scroll to 900 runs 0.3 s of `scroll moved` frames
        // and ends with `scroll ended` at 900; an instant one is one `scroll moved` and a
        // `scroll ended`.
        let host = try PagerScenario(script: "layout td\nscroll content to 900\nwait 1\nscroll content to 300 instant\n").run()
        // (The pager's own re-centring animations report on `pager`.)
        let list = host.events.dropFirst().filter { if case .offset(_, let r) = $0.kind { r.view == .content } else { false } }
        let kinds = list.map(\.name)
        #expect(kinds.filter { $0 == .scrollEnded }.count == 2)
        #expect(kinds.allSatisfy { $0 == .scrollMoved || $0 == .scrollEnded })
        #expect(kinds.suffix(2) == [.scrollMoved, .scrollEnded])
        #expect(host.offset(.content) == 300)
        // §4.1 at 300 in td (tops 300i, fixed header): section 1.
        #expect(host.state.selected == 1)
    }

    @Test(arguments: [
        (
            "layout fx", 1, 8,
            "unknown preset 'fx' (td, td-window, fj, fj-snap, menu, menu-measured, swipe, hero, kulman, kulman-decelerate, parchment, or a FILE.json)"
        ),
        ("layout fj\ndrag content page 0 by 300 ovr 0.3", 2, 28, "expected 'over', not 'ovr'"),
        ("layout fj\ndrag table by 3 over 1", 2, 6, "unknown view 'table' (content, pages, pager or header)"),
        ("layout td\ndrag header by 3 over 1", 2, 6, "a fixed header cannot be dragged (quickReturn and collapse headers can, SPEC §4.7)"),
        ("layout td\nresize section 12 height 100", 2, 16, "'12' names no section of this screen"),
        ("layout td\nresize page 0 height 100", 2, 8, "this screen has no pages (its content is sections)"),
        ("layout fj\nresize footer 10", 2, 8, "only sections content has a footer"),
        ("layout td\nresize section 0 height 10", 2, 1, "this resize makes an invalid layout (SPEC §5)"),
        ("layout td\nresize keyboard 300", 2, 8, "unknown resize 'keyboard' (section, page, footer, viewport, header or bar)"),
        ("resize footer 10", 1, 1, "'resize' before any 'layout' step: there is no screen yet"),
        ("layout td cells wide", 1, 17, "expected auto, equal or intrinsic, not 'wide'"),
        ("layout nowhere.json", 1, 8, "layout files cannot be read here"),
        ("layout td\ndrag content by x over 1", 2, 17, "'x' is not a number"),
        ("layout td\ndrag content by 3 over 0", 2, 24, "'0' is not a positive number"),
        ("layout td\ndrag content by 3 over 1 flung", 2, 26, "unknown release 'flung' (fling or hold)"),
        ("layout fj\ntap", 2, 4, "expected an item index"),
        ("layout fj\ntap 1 2", 2, 7, "unexpected '2'"),
        (
            "layout fj\njump 3", 2, 1,
            "unknown step 'jump' (layout, hz, drag, touch, move, lift, tap, statusbar, rotate, resize, scroll, wait, settle, layout-every-frame)"
        ),
        ("layout fj\nlayout-every-frame yes", 2, 20, "expected on or off, not 'yes'"),
        ("tap 1", 1, 1, "'tap' before any 'layout' step: there is no screen yet"),
        ("hz 120\nwait 1", 2, 1, "'wait' before any 'layout' step: there is no screen yet"),
        ("layout td\ndrag pages by 10 over 1", 2, 6, "this screen has no pages container (its content is sections)"),
        ("layout fj\ndrag content page 3 by 10 over 1", 2, 19, "page 3 does not exist (the screen has 3 pages)"),
        ("layout fj\ndrag content by 10 over 1", 2, 6, "which page's list? Add 'page N' (pages content)"),
        ("layout td\ndrag content page 0 by 10 over 1", 2, 14, "'page' names a list of pages content; this view has none"),
        ("layout td\nwait -1", 2, 6, "'-1' is not a number of seconds ≥ 0"),
        ("layout fj rows 4,4", 1, 16, "'rows' takes whole numbers ≥ 0 separated by commas, on td screens"),
        ("layout td rows 4,x", 1, 16, "'rows' takes whole numbers ≥ 0 separated by commas, on td screens"),
        ("layout td sparkle", 1, 11, "unknown layout option 'sparkle' (rows, selection, snap, edge, cells, behavior, mode)"),
        ("layout fj\nmove by 10 over 1", 2, 1, "no finger is down: 'touch' a view first"),
        ("layout fj\nlift", 2, 1, "no finger is down: 'touch' a view first"),
        ("layout fj\ntouch pages\ntouch pager", 3, 1, "a finger is already down (one finger at a time): 'lift' it first"),
        ("layout fj\ntouch pages\ndrag pager by 3 over 1", 3, 1, "a finger is already down (one finger at a time): 'lift' it first"),
        ("layout fj\ntouch header\nsettle", 3, 1, "a finger is down, so nothing comes to rest: 'lift' it first"),
        ("layout fj\nscroll header to 3", 2, 8, "unknown view 'header' (content, pages or pager)"),
        ("layout fj\nscroll content page 0 too 3", 2, 23, "expected 'to', not 'too'"),
        ("layout fj mode sideways", 1, 16, "expected fixed, quickReturn, collapse, stickyReveal, not 'sideways'"),
        (
            "layout hero\nresize header height 400\nrotate mode fixed", 3, 1,
            "this rotation makes an invalid layout (SPEC §5): a fixed header needs room below it"
        ),
    ])
    func mistakesArePointedAt(script: String, line: Int, column: Int, message: String) {
        #expect(throws: PagerScriptError(file: "s.scenario", line: line, column: column, message: message)) {
            _ = try PagerScenario(script: script, file: "s.scenario")
        }
    }
}

@Suite("A host that forwards every layout pass")
struct LayoutEveryFrameTests {
    @Test func everyFrameOfATapCarriesTheSameLayoutAndNothingChanges() throws {
        // TD: tap 5 → 1500 over 0.3 s = 18 frames at 60 Hz; a layout follows each frame.
        let script = "layout td\nlayout-every-frame on\ntap 5\nsettle\n"
        let host = try PagerScenario(script: script).run()
        let layouts = host.records.dropFirst().filter { $0.event == .layout }
        #expect(layouts.count == 18)
        // SPEC v2 §4.0: each is applied for the clock only, so the tap lands as without them.
        #expect(layouts.allSatisfy { $0.commands.isEmpty && $0.diagnostics.isEmpty })
        let withoutLayouts = try PagerScenario(script: "layout td\ntap 5\nsettle\n").run()
        #expect(host.records.filter { $0.event != .layout }.map(\.selected) == withoutLayouts.records.dropFirst().map(\.selected))
        #expect(host.state.selected == 5 && host.offset(.content) == 1500)
    }
}

@Suite("Layout variants and rotation in scripts")
struct LayoutVariantTests {
    @Test func variantsAreTheCataloguesBuilders() throws {
        let script = try PagerScenario(script: "layout td-window rows 30,30,0\nlayout fj snap off\nlayout td selection window\n")
        #expect(
            script.steps == [
                .layout(PagerPresets.td(rows: [30, 30, 0], selection: .window)),
                .layout(PagerPresets.fj(snap: false)),
                .layout(PagerPresets.tdWindow),
            ])
    }

    @Test func aModeVariantAndARotationIntoAnotherLayoutClass() throws {
        var fixed = PagerPresets.hero
        fixed.header.mode = .fixed
        var landscape = fixed
        landscape.viewport = PagerViewport(width: 667, height: 375)
        let script = try PagerScenario(script: "layout hero mode fixed\nlayout hero\nrotate mode fixed\n")
        #expect(script.steps == [.layout(fixed), .layout(PagerPresets.hero), .gesture(.rotate(into: .fixed))])
        // The rotation lays out the hero at 667 × 375 with a fixed header.
        let host = script.run()
        #expect(host.state.layout == landscape)
    }

    @Test func rotateSwapsTheViewport() throws {
        let host = try PagerScenario(script: "layout fj\nrotate\n").run()
        // The second layout is FJ at 603 × 375; the pages container moves to page 0 · 603 = 0.
        guard case .layout(let rotated) = host.events[1].kind else { Issue.record("not a layout"); return }
        #expect(rotated.viewport == PagerViewport(width: 603, height: 375))
        #expect(host.state.layout?.viewport == PagerViewport(width: 603, height: 375))
    }
}
