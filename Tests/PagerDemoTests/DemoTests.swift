// pager-demo's rendering and input handling: an 80×24 frame pinned as a snapshot, and a
// scripted key sequence whose recorded trace replays to the same records.
import PagerCore
import PagerDemo
import PagerSimulator
import Foundation
import PagerTestSupport
import PagerTrace
import Testing

@Suite("pager-demo")
struct DemoTests {
    /// The menu screen at rest after its layout. Checked by hand against the geometry:
    /// 22 screen rows for 603 pt (27.41 pt a row), 80 columns for 375 pt (4.69 pt a column).
    /// The 64 + 40 pt header gets whole rows at rest — ⌈104 / 27.41⌉ = 4: blank, search,
    /// titles, underline — and the screen is shifted by 4 × 27.41 − 104 = 5.64 pt so the
    /// list starts right below it. Row r (1-based, the status bar is row 0) shows content
    /// y = (r − 0.5) × 27.41 − 5.64 − 104: r 5 → 13.7 (Popular's header row, 0…40), r 6 →
    /// 41.1 (Popular · 1, 40…120), r 9 → 123.4 (Popular · 2), r 15 → 287.8 (Burgers' header
    /// row, 280…320; r 16 at 315.2 is still it), r 17 → 342.6 (Burgers · 1, 320…400), r 20
    /// → 424.8 (Burgers · 2). The tab titles at their cells (12, 100, 193, 275 pt → columns
    /// 3, 21, 41, 59), POPULAR capitalised as selected and underlined from x 9.5 to 70.5 pt
    /// (columns 2…15).
    static let menuAtRest = [
        "─ 9:41 ─────────────────────── ScrollPager · menu ─────────────────────── ▮▮▮ ──",
        "",
        "  [ Search dishes, shops…                                                  ]",
        "   POPULAR           Burgers             Sides             Salads",
        "  ▔▔▔▔▔▔▔▔▔▔▔▔▔",
        "▌ Popular ─────────────────────────────────",
        "    Popular · 1",
        "",
        "",
        "    Popular · 2",
        "",
        "",
        "    Popular · 3",
        "",
        "",
        "▌ Burgers ─────────────────────────────────",
        "",
        "    Burgers · 1",
        "",
        "",
        "    Burgers · 2",
        "",
        "",
        "↑↓ drag  PgUp/PgDn fling  ←→ pages  1-9 tabs  t top  r rotate  s numbers  q quit",
    ]

    @Test func anEightyByTwentyFourFrame() {
        let frame = Renderer(title: "ScrollPager · menu", headerLabel: Renderer.headerLabel(preset: "menu")).frame(
            DemoSession(layout: PagerPresets.menu).host.state)
        #expect(frame.count == 24)
        #expect(frame.allSatisfy { $0.count == 80 })
        let trimmed = frame.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(trimmed == Self.menuAtRest)
    }

    @Test func aLayoutOfYoursHasAPlainHeaderNotTheMenusSearchField() {
        // The same menu screen given as a layout of one's own (`--layout`): nothing says its
        // 64 pt header holds a search field, so the header row names the part and its height.
        let frame = Renderer(title: "mine").frame(DemoSession(layout: PagerPresets.menu).host.state)
        #expect(!frame.joined().contains("Search"))
        #expect(frame[2].hasPrefix("  ░ header · 64 pt ░░░"))
        #expect(frame[2].count == 80 && frame[2].hasSuffix("░"))
        // Only the seeds with a search field name one.
        #expect(Renderer.headerLabel(preset: "fj") == "Search dishes, shops…")
        #expect(Renderer.headerLabel(preset: "swipe") == nil)
        #expect(Renderer.headerLabel(preset: "td") == nil)
    }

    @Test func aPaddedPageIsDrawnAsItsItemsThenPadding() throws {
        // swipe: collapse, W × H = 375 × 667, B = 44, pages 2000 / 400 / 3000 with
        // adjustContentSize. Collapse lists span the viewport, Vh = 667, so page 1's
        // C₁ = 400 < Vh − B = 623 is treated as 623 (SPEC §1). Its own 400 pt hold
        // ⌈400 / 88⌉ = 5 items (the fifth 400 − 4·88 = 48 pt tall); the 223 pt below are
        // padding, drawn as one padding row, not as items 6…8.
        var session = DemoSession(layout: PagerPresets.swipe)
        _ = session.handle(.digit(2))  // tab 2 is page 1
        session.advance(to: session.host.time + 2)
        let model = session.screen
        #expect(model.page == 1)
        let items = model.rows.filter { if case .pageItem = $0.kind { true } else { false } }
        #expect(items.count == 5)
        #expect(items.last?.frame.height == 48)
        let padding = try #require(model.rows.last)
        #expect(padding.kind == .pagePadding(page: 1))
        #expect(padding.frame.height == 223)
        #expect(padding.frame.y == items[0].frame.y + 400)
        // Dragged up as far as it goes (maxY = C − Vh = 623 − 667 = −44, SPEC §1: the bar
        // sticks and the list shows content 0…623 under it), the padding is on screen.
        for _ in 0..<6 {
            _ = session.handle(.down)
            session.advance(to: session.host.time + 1)
        }
        #expect(session.host.state.offsetY == -44)
        let frame = Renderer(title: "swipe").frame(session.screen)
        #expect(frame.contains { $0.hasPrefix("    ┄ padding") })
        #expect(!frame.contains { $0.hasPrefix("    Likes · item 6") })
    }

    @Test func theStatusLineFitsTheTerminal() {
        // 89 characters of key help: at 120 columns all of it, two spaces apart; at 80 one
        // space apart is still 84, so `h/H header` (the field before the last) goes and the
        // rest fits two spaces apart in exactly 80; `q quit` always stays.
        #expect(Renderer(columns: 120).fitted(Renderer.keyHelp) == Renderer.keyHelp)
        #expect(Renderer(columns: 80).fitted(Renderer.keyHelp) == "↑↓ drag  PgUp/PgDn fling  ←→ pages  1-9 tabs  t top  r rotate  s numbers  q quit")
        let narrow = Renderer(columns: 40).fitted(Renderer.keyHelp)
        #expect(narrow.count <= 40 && narrow.hasPrefix("↑↓ drag") && narrow.hasSuffix("q quit"))
        // The numbers line of a record with long numbers: 106 characters two spaces apart,
        // 97 one apart; without `pending -` 95 / 87, without `pager 1234.6` too 81 / 74: at
        // 80 columns those two go, one space apart, and the diagnostics stay last.
        let record = PagerRecord(
            seq: 12345, t: 12.345, event: .layout, selected: 12, page: 3, offsetY: -1234.56,
            pagesX: 0, pagerX: 1234.56, headerTy: -63.96, insetTop: 104, indicator: nil, pending: nil,
            commands: [], diagnostics: [.unexpectedPhase])
        let line = Renderer.numbers(of: record)
        #expect(line == "seq 12345  t 12.35  sel 12  page 3  y -1234.6  ty -64  inset 104  pager 1234.6  pending -  unexpectedPhase")
        #expect(Renderer(columns: 80).fitted(line) == "seq 12345 t 12.35 sel 12 page 3 y -1234.6 ty -64 inset 104 unexpectedPhase")
        #expect(Renderer(columns: 200).fitted(line) == line)
    }

    @Test func aReplayShowsNoGestureKeys() {
        var renderer = Renderer()
        renderer.help = Renderer.replayHelp(event: 3, of: 17)
        let last = renderer.frame(DemoSession(layout: PagerPresets.menu).host.state).last ?? ""
        #expect(last.hasPrefix("replay  event 3 of 17  s numbers  q quit"))
        #expect(!last.contains("drag") && !last.contains("tabs"))
    }

    @Test func keysAreParsedFromTerminalBytes() {
        let bytes: [UInt8] = [27, 91, 65, 27, 91, 66, 27, 91, 53, 126, 27, 91, 54, 126, 27, 91, 67, 27, 91, 68, 51, 116, 114, 113]
        #expect(Key.parse(bytes) == [.up, .down, .pageUp, .pageDown, .right, .left, .digit(3), .statusBar, .rotate, .quit])
        #expect(Key.parse(Array("\u{1B}[<64;10;5M\u{1B}[<65;10;5M".utf8)) == [.wheel(up: true), .wheel(up: false)])
        #expect(Key.parse([3]) == [.quit])  // Ctrl-C in raw mode
    }

    @Test(arguments: ["fj", "menu", "swipe", "kulman", "td"])
    func aScriptedSessionRecordsATraceThatReplays(preset: String) throws {
        let layout = PagerPresets.byName.first { $0.name == preset }!.layout
        var session = DemoSession(layout: layout)
        let keys: [Key] = [.down, .down, .pageDown, .right, .digit(3), .wheel(up: false), .statusBar, .rotate, .left, .up, .pageUp, .digit(1)]
        for key in keys {
            let handled = session.handle(key)
            #expect(handled)
            session.advance(to: session.host.time + 0.4)  // the user waits a little between keys
        }
        session.advance(to: session.host.time + 5)
        let goesOn = session.handle(.quit)
        #expect(!goesOn)
        // What --record writes: the events as trace lines. Read back and replayed, they give
        // the records the demo drew from, one for one.
        let lines = session.host.events.map(\.jsonLine)
        var state = PagerState()
        let replayed = try lines.map { try state.apply(PagerEvent(jsonLine: $0)) }
        #expect(replayed == session.host.records)
        #expect(session.host.records.allSatisfy { $0.diagnostics.isEmpty }, "\(preset)")
    }

    /// The first thing of the list at rest: section 0's header row, or page 0's first item.
    static func firstRow(of layout: PagerLayout) -> String {
        switch layout.content {
        case .sections(let sections, _, _, _): return "▌ \(sections[0].title ?? "Section 1")"
        case .pages: return "    \(layout.pager.items[0].title ?? "Page 1") · item 1"
        }
    }

    @Test(arguments: PagerPresets.byName.map(\.name))
    func everyPresetShowsItsFirstRowAtRest(preset: String) throws {
        let layout = try #require(PagerPresets.byName.first { $0.name == preset }?.layout)
        let frame = Renderer(title: preset).frame(DemoSession(layout: layout).host.state)
        // At rest the list's top is right below the header (SPEC §1: offset minY = −inset),
        // so its first row must be on screen, in full, below the underline.
        let first = try #require(frame.firstIndex { $0.hasPrefix(Self.firstRow(of: layout)) }, "\(preset): \(frame)")
        if layout.header.barHeight > 0 {
            let underline = try #require(frame.firstIndex { $0.contains("▔") })
            #expect(underline < first, "\(preset)")
        }
    }

    @Test(arguments: [(80, 24), (120, 40), (40, 12), (20, 8)])
    func theFrameFitsAnyTerminal(columns: Int, rows: Int) {
        for preset in PagerPresets.byName {
            let frame = Renderer(columns: columns, rows: rows, title: preset.name).frame(DemoSession(layout: preset.layout).host.state)
            #expect(frame.count == rows)
            #expect(frame.allSatisfy { $0.count == columns }, "\(preset.name) at \(columns)×\(rows)")
        }
    }

    @Test func sTogglesTheCurrentRecordsNumbers() {
        var session = DemoSession(layout: PagerPresets.menu)
        #expect(session.statusLine == nil)
        #expect(Key.parse(Array("s".utf8)) == [.numbers])
        var handled = session.handle(.numbers)
        #expect(handled)
        // After the layout alone: seq 0 at t 0, item 0 selected, the list at minY = −104
        // (inset 64 + 40), header in place, pager at 0, nothing pending, no diagnostics.
        #expect(session.statusLine == "seq 0  t 0  sel 0  page 0  y -104  ty 0  inset 104  pager 0  pending -  ok")
        let frame = Renderer().frame(session.host.state, statusLine: session.statusLine)
        #expect(frame.last?.hasPrefix("seq 0  t 0") == true)
        handled = session.handle(.numbers)
        #expect(handled)
        #expect(session.statusLine == nil)
        // The toggle is not an event: the recorded trace has only the layout.
        #expect(session.host.events.count == 1)
    }

    @Test func aRecordingThatCannotBeWrittenFallsBackToAFileItNames() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let gone = directory.path("gone")
        try FileManager.default.createDirectory(atPath: gone, withIntermediateDirectories: false)
        let fallbacks = directory.path("fallbacks")
        try FileManager.default.createDirectory(atPath: fallbacks, withIntermediateDirectories: false)
        _ = try directory.write("fallbacks/pager-demo-session-1.events.jsonl", "taken\n")

        let recording = try SessionRecording(path: gone + "/session.events.jsonl", header: "Recorded by a test.")
        var session = DemoSession(layout: PagerPresets.menu)
        _ = session.handle(.down)
        session.advance(to: session.host.time + 1)
        // The --record directory disappears during the session: the rename at the end fails.
        try FileManager.default.removeItem(atPath: gone)
        let outcome = recording.save(session.host.events, fallbackDirectory: fallbacks)
        // The first free fallback name (1 is taken), with every event.
        let fallback = fallbacks + "/pager-demo-session-2.events.jsonl"
        guard case .savedToFallback(fallback, session.host.events.count, let error) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(error.contains(gone))
        let reader = try PagerEventReader(path: fallback)
        var state = PagerState(), replayed: [PagerRecord] = []
        while let (event, _) = try reader.next() { replayed.append(state.apply(event)) }
        #expect(replayed == session.host.records)
        #expect(try String(contentsOfFile: fallback, encoding: .utf8).hasPrefix("# Recorded by a test.\n"))
    }

    @Test func theBinaryRefusesWhatItCannotDoBeforeTheSessionStarts() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // No terminal (standard input is a pipe here): it says so and exits 2.
        let noTerminal = try runExecutable("pager-demo", ["--preset", "menu"])
        #expect(noTerminal.status == 2)
        #expect(noTerminal.stderr.hasPrefix("pager-demo needs a terminal"))
        // A --record path that cannot be written, and a layout that does not parse, are
        // errors before the terminal is even looked at; nothing is left behind.
        let record = try runExecutable("pager-demo", ["--record", directory.path("missing/x.events.jsonl")])
        #expect(record.status == 2)
        #expect(record.stderr == "\(directory.path("missing/x.events.jsonl")): No such file or directory\n")
        let layout = try directory.write("bad.json", #"{"viewport":{"width":375}}"# + "\n")
        let bad = try runExecutable("pager-demo", ["--layout", layout, "--record", directory.path("x.events.jsonl")])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix(layout + ":1:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["bad.json"])
    }
}

@Suite("pager-demo: the header (SPEC v3 §4.7, §3 animateHeader)")
struct DemoHeaderTests {
    @Test func keysAndMouseReportsParse() {
        #expect(Key.parse(Array("hH".utf8)) == [.headerFlick(up: true), .headerFlick(up: false)])
        // SGR mouse: ESC [ < button ; column ; row M (press, or motion with 32) or m (release).
        let bytes = Array("\u{1B}[<0;10;3M\u{1B}[<32;10;6M\u{1B}[<0;10;6m\u{1B}[<64;1;1M".utf8)
        #expect(
            Key.parse(bytes) == [
                .mouse(.press, column: 10, row: 3), .mouse(.drag, column: 10, row: 6), .mouse(.release, column: 10, row: 6),
                .wheel(up: true),
            ])
    }

    @Test func hFlicksTheHeaderAndTheListMoves() {
        // The menu (quickReturn) at rest at −104: `h` is a 200 pt header drag up in 0.1 s,
        // released moving — the list moves 200 pt with the finger, then flings on.
        var session = DemoSession(layout: PagerPresets.menu)
        _ = session.handle(.headerFlick(up: true))
        #expect(session.host.events.contains { if case .offset(.dragBegan, let r) = $0.kind { return r.view == .header } else { return false } })
        #expect(session.host.offset(.content) >= -104 + 200)
        #expect(session.host.records.last?.commands.contains { $0.kind == .fling } == true)
    }

    @Test func aMouseDragOnTheHeaderRowsDragsTheHeader() {
        // 80 × 24: 22 rows for 603 pt, 27.41 pt a row; the header is on rows 1–4 (0-based,
        // under the status bar). A press on row 3 (1-based 4), a drag 3 rows up: the finger's
        // translation is 3 × 27.41 = 82.2 pt, the list moves from −104 to −21.8.
        let renderer = Renderer(columns: 80, rows: 24)
        var session = DemoSession(layout: PagerPresets.menu)
        _ = session.handle(.mouse(.press, column: 20, row: 4), renderer: renderer)
        session.advance(to: 0.05)
        _ = session.handle(.mouse(.drag, column: 20, row: 1), renderer: renderer)
        let perRow = 603.0 / 22
        #expect(abs(session.host.offset(.content) - (-104 + 3 * perRow)) < 1e-9)
        session.advance(to: 0.3)  // held still: no velocity at the release
        _ = session.handle(.mouse(.release, column: 20, row: 1), renderer: renderer)
        #expect(!session.host.isTouchingHeader)
        // A press on the list rows is not on the header: nothing happens.
        _ = session.handle(.mouse(.press, column: 20, row: 15), renderer: renderer)
        #expect(!session.host.isTouchingHeader)
    }

    @Test func theHeaderIsDrawnWhereItsAnimationIs() {
        // Hide the header (drag the list 300 pt: headerTy −64), then tap the status bar: the
        // record says headerTy 0 with animateHeader 0.3 s. Half way (0.15 s) the drawn header is
        // at −64 + 64 × s(0.5) = −32 (smoothstep s(0.5) = 0.5); at the end, 0.
        var session = DemoSession(layout: PagerPresets.menu)
        _ = session.handle(.pageDown)
        session.advance(to: 5)
        #expect(session.host.state.headerTy == -64)
        let tapped = session.host.time
        _ = session.handle(.statusBar)
        #expect(session.host.state.headerTy == 0)
        #expect(session.screen.header?.y == -64)  // drawn where it was
        session.advance(to: tapped + 0.15)
        #expect(abs((session.screen.header?.y ?? 0) - -32) < 1e-9)
        session.advance(to: tapped + 0.31)
        #expect(session.screen.header?.y == 0)
    }
}
