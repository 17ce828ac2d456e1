// pager-demo's rendering and input handling: an 80×24 frame pinned as a snapshot, and a
// scripted key sequence whose recorded trace replays to the same records.
import PagerCore
import PagerDemo
import PagerSimulator
import PagerTrace
import Testing

@Suite("pager-demo")
struct DemoTests {
    /// The menu screen at rest after its layout. Checked by hand against the geometry:
    /// 22 screen rows for 603 pt (27.4 pt a row), 80 columns for 375 pt (4.69 pt a column);
    /// header 64 + 40 pt over the first four rows; the first section header row at
    /// content y 0…40 shows on row 5; rows every 80 pt; the tab titles at their cells
    /// (12, 100, 193, 275 pt → columns 3, 21, 41, 59), POPULAR capitalised as selected and
    /// underlined from x 9.5 to 70.5 pt (columns 2…15).
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
        "    Burgers · 1",
        "",
        "",
        "    Burgers · 2",
        "",
        "",
        "    Burgers · 3",
        "↑↓ drag  PgUp/PgDn fling  ←→ pages  1-9 tabs  t top  r rotate  q quit",
    ]

    @Test func anEightyByTwentyFourFrame() {
        let frame = Renderer(title: "ScrollPager · menu").frame(DemoSession(layout: Presets.menu).host.state)
        #expect(frame.count == 24)
        #expect(frame.allSatisfy { $0.count == 80 })
        let trimmed = frame.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(trimmed == Self.menuAtRest)
    }

    @Test func keysAreParsedFromTerminalBytes() {
        let bytes: [UInt8] = [27, 91, 65, 27, 91, 66, 27, 91, 53, 126, 27, 91, 54, 126, 27, 91, 67, 27, 91, 68, 51, 116, 114, 113]
        #expect(Key.parse(bytes) == [.up, .down, .pageUp, .pageDown, .right, .left, .digit(3), .statusBar, .rotate, .quit])
        #expect(Key.parse(Array("\u{1B}[<64;10;5M\u{1B}[<65;10;5M".utf8)) == [.wheel(up: true), .wheel(up: false)])
        #expect(Key.parse([3]) == [.quit])  // Ctrl-C in raw mode
    }

    @Test(arguments: ["fj", "menu", "swipe", "kulman", "td"])
    func aScriptedSessionRecordsATraceThatReplays(preset: String) throws {
        let layout = Presets.byName.first { $0.name == preset }!.layout
        var session = DemoSession(layout: layout)
        let keys: [Key] = [.down, .down, .pageDown, .right, .digit(3), .wheel(up: false), .statusBar, .rotate, .left, .up, .pageUp, .digit(1)]
        for key in keys {
            let handled = session.handle(key)
            #expect(handled)
            session.advance(to: session.host.time + 0.4)   // the user waits a little between keys
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
}
