// SPEC §2/§3 JSON shapes through the stdlib `Codable` conformances, and §8.1's
// "events and records survive a write → read round trip". (The streaming codec of the
// trace tool is another module; Foundation's coder stands in for it here.)
import Foundation
import PagerCore
import PagerTestSupport
import Testing

@Suite("§2/§3 JSON shapes")
struct CodableTests {
    let decoder = JSONDecoder()

    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try decoder.decode(type, from: Data(json.utf8))
    }

    @Test func specExampleEventsDecode() throws {
        // The SPEC §2 example, line by line.
        let layout = try decode(
            PagerEvent.self,
            """
            {"t":0,"type":"layout","viewport":{"width":375,"height":603},"header":{"mode":"quickReturn","height":64,"barHeight":40},"pager":{"items":[{"width":56,"title":"All"},{"width":28,"title":"New"},{"width":70,"title":"Popular"}],"spacing":32,"edgeInset":12,"indicatorExtra":5},"content":{"kind":"pages","pages":[{"contentHeight":1800},{"contentHeight":300},{"contentHeight":2400}]}}
            """)
        guard case .layout(let l) = layout.kind else { Issue.record("not a layout"); return }
        #expect(l.header.snap == false)  // default
        #expect(l.header.revealCheck == .release)  // default
        #expect(l.pager.items[2] == PagerItem(width: 70, title: "Popular"))
        #expect(
            l.content
                == .pages(
                    [PagerLayoutPage(contentHeight: 1800), PagerLayoutPage(contentHeight: 300), PagerLayoutPage(contentHeight: 2400)], adjustContentSize: false)
        )

        let ended = try decode(PagerEvent.self, #"{"t":0.70,"type":"drag","phase":"ended","view":"content","page":0,"offset":-30,"velocity":900}"#)
        // willDecelerate defaults to velocity ≠ 0.
        #expect(ended == .dragEnded(.content, page: 0, offset: -30, velocity: 900, willDecelerate: true, t: 0.7))
        let slow = try decode(PagerEvent.self, #"{"t":1,"type":"drag","phase":"ended","view":"pages","offset":3}"#)
        #expect(slow == .dragEnded(.pages, offset: 3, velocity: 0, willDecelerate: false, t: 1))
        #expect(try decode(PagerEvent.self, #"{"t":2.00,"type":"tapPagerItem","index":2}"#) == .tapPagerItem(2, t: 2))
        #expect(try decode(PagerEvent.self, #"{"t":3.00,"type":"tapStatusBar"}"#) == .tapStatusBar(t: 3))
    }

    @Test func sectionsDefaults() throws {
        let content = try decode(PagerContent.self, #"{"kind":"sections","sections":[{"headerHeight":60,"rows":3,"rowHeight":60}]}"#)
        #expect(content == .sections([PagerListSection(headerHeight: 60, rows: 3, rowHeight: 60)], selection: .crossing, window: 20))
        let bar = try decode(PagerBar.self, #"{"items":[]}"#)
        #expect(bar == PagerBar(items: [], spacing: 0, edgeInset: 0, indicatorExtra: 0))
    }

    @Test(arguments: [
        #"{"t":0,"type":"swipe"}"#,  // unknown type
        #"{"t":0,"type":"drag","phase":"flung","view":"content","offset":1}"#,  // unknown phase
        #"{"t":0,"type":"scroll","phase":"began","view":"content","offset":1}"#,  // scroll has no began
        #"{"t":0,"type":"drag","phase":"moved","view":"table","offset":1}"#,  // unknown view
        #"{"t":0,"type":"drag","phase":"moved","view":"content"}"#,  // missing offset
        #"{"t":0,"type":"tapPagerItem","index":1.5}"#,  // fractional index
        #"{"t":0,"type":"tapPagerItem","index":"1"}"#,  // string for a number
        #"{"t":null,"type":"tapStatusBar"}"#,  // null
    ])
    func malformedEventsDoNotDecode(json: String) {
        #expect(throws: (any Error).self) { try decode(PagerEvent.self, json) }
    }

    @Test func recordShapeHasEveryKeyInSpecOrder() throws {
        var state = PagerState()
        let record = state.apply(.tapStatusBar(t: 0))
        let encoder = JSONEncoder()
        let json = String(decoding: try encoder.encode(record), as: UTF8.self)
        // Nulls are written, not left out (SPEC §3 shows "pending":null).
        for key in ["\"selected\":null", "\"indicator\":null", "\"pending\":null", "\"diagnostics\":[\"noLayout\"]"] {
            #expect(json.contains(key), "\(json)")
        }
        let command = String(decoding: try encoder.encode(PagerCommand.setOffset(view: .pages, page: nil, value: 750, animated: true)), as: UTF8.self)
        #expect(command.contains("\"page\":null"))
    }

    @Test func aSavedStateThatDoesNotFitItsLayoutIsRefused() throws {
        var state = PagerState()
        _ = state.apply(.layout(Seeds.fj(), t: 0))
        var json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"page\":0", with: "\"page\":7")
        #expect(throws: DecodingError.self) { try decoder.decode(PagerState.self, from: Data(json.utf8)) }
    }
}
