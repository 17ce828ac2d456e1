// `trace-replay view`'s document: well formed, self-contained, and carrying exactly the
// reducer's records and the screen model's numbers. The browser checks (Scripts/
// viewer-check.sh, run by .ci/run in headless Chromium) check what the page shows.
import Foundation
import PagerCore
import PagerKit
import PagerTestSupport
import PagerTrace
@testable import PagerViewer
import Testing

@Suite("Viewer document")
struct ViewerTests {
    /// A golden trace's viewer, and what went into it.
    static func build(_ name: String, expected change: ((inout [PagerRecord]) -> Void)? = nil) throws
        -> (document: ViewerDocument, records: [PagerRecord], states: [PagerState])
    {
        let events = try PagerEventReader(path: tracesDirectory.appendingPathComponent("\(name).events.jsonl").path)
        var wanted: [PagerRecord]?
        if let change {
            let reader = try PagerRecordReader(path: tracesDirectory.appendingPathComponent("\(name).states.jsonl").path)
            var list: [PagerRecord] = []
            while let (record, _) = try reader.next() { list.append(record) }
            change(&list)
            wanted = list
        }
        var document = ViewerDocument(title: name)
        var state = PagerState(), records: [PagerRecord] = [], states: [PagerState] = []
        while let (event, line) = try events.next() {
            let record = state.apply(event)
            document.add(
                event, line: line, state: state, record: record, expected: wanted.map { records.count < $0.count ? $0[records.count] : nil } ?? nil,
                hasExpectedStates: wanted != nil)
            records.append(record)
            states.append(state)
        }
        return (document, records, states)
    }

    /// The embedded data's text.
    static func json(_ html: String) throws -> String {
        let open = #"<script id="data" type="application/json">"#
        let start = try #require(html.range(of: open)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        return String(html[start..<end])
    }

    /// The embedded data, parsed back (structure and strings; numbers are checked through
    /// decoders that round correctly).
    static func data(_ html: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json(html).utf8)) as? [String: Any])
    }

    @Test func theDocumentIsWellFormedAndSelfContained() throws {
        let html = try Self.build("v2-menu-tap-hold").document.html
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</html>\n"))
        for (open, tag) in [("<html ", "html"), ("<head>", "head"), ("<body>", "body"), ("<style>", "style"), ("<main>", "main"), ("<footer>", "footer")] {
            #expect(html.components(separatedBy: open).count == 2, "<\(tag)> once")
            #expect(html.components(separatedBy: "</\(tag)>").count == 2, "</\(tag)> once")
        }
        #expect(html.components(separatedBy: "<script").count == html.components(separatedBy: "</script>").count)
        // No network: no src/href to anywhere, no imports; the one URL is SVG's namespace
        // name, which is never fetched.
        #expect(!html.contains("src="))
        #expect(!html.contains("href="))
        #expect(!html.contains("@import"))
        #expect(html.components(separatedBy: "http").count - 1 == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
    }

    @Test func theEmbeddedDataAreTheReducersRecordsAndTheScreenModels() throws {
        let (document, records, states) = try Self.build("sim-swipe-paging")
        let data = try Self.data(document.html)
        let lines = try #require(data["records"] as? [String])
        #expect(lines.count == records.count)
        for (line, record) in zip(lines, records) {
            #expect(try PagerRecord(jsonLine: line) == record)
        }
        // Each record's screen: header and bar positions and the underline, as ScreenModel
        // has them, bit for bit (read with JSONDecoder, which rounds correctly).
        /// A screen's elements: numbers (or null), and mid-swipe the visible pages' list.
        enum Element: Decodable {
            case number(Double?), pages([[Double]])
            init(from decoder: any Decoder) throws {
                let c = try decoder.singleValueContainer()
                if let pages = try? c.decode([[Double]].self) { self = .pages(pages) } else { self = .number(try c.decode(Double?.self)) }
            }
            var number: Double? { if case .number(let n) = self { n } else { nil } }
        }
        struct Screens: Decodable { var screens: [[Element]?] }
        let json = try Self.json(document.html)
        let screens = try JSONDecoder().decode(Screens.self, from: Data(json.utf8)).screens
        for (k, state) in states.enumerated() {
            let screen = PagerScreenModel(state: state)
            let embedded = try #require(screens[k])
            #expect(embedded[0].number == screen.header?.y, "seq \(k)")
            #expect(embedded[1].number == screen.bar?.y, "seq \(k)")
            #expect(embedded[2].number == screen.indicator?.x, "seq \(k)")
            #expect(embedded[4].number == screen.indicator?.width, "seq \(k)")
        }
        // Mid-swipe both pages are drawn. At seq 28 (line 49: the pages container dragged to
        // 200) page 0 is at 0·375 − 200 = −200 and page 1 at 375 − 200 = 175; page 0's list
        // is where its deceleration last reported it (line 48: −84.52218728941995), page 1's
        // is the record's offsetY (the page is 1). At rest (seq 0, pagesX 0) only the
        // record's page is drawn, and nothing is embedded.
        guard case .pages(let shown) = screens[28]?[6] else { Issue.record("seq 28 has no visible pages"); return }
        #expect(shown == [[0, -200, -84.52218728941995], [1, 175, records[28].offsetY]])
        #expect(records[28].page == 1 && records[28].pagesX == 200)
        #expect(screens[0]?.count == 6)
        // Every record names its event's line in the file, comments counted, as `run` does:
        // line 49 for seq 28, and the lines are increasing.
        let eventLines = try #require(data["eventLines"] as? [Int])
        #expect(eventLines[28] == 49)
        #expect(zip(eventLines, eventLines.dropFirst()).allSatisfy { $0 < $1 })
        // SwipeTableView's screen: one layout, three pages, hero 200 + bar 44 over the list.
        let layouts = try #require(data["layouts"] as? [[String: Any]])
        #expect(layouts.count == 1)
        #expect(layouts[0]["S"] as? Double == 200)
        #expect(layouts[0]["B"] as? Double == 44)
        // Pages [padded height, title, own height]: page 1's 400 pt are raised to
        // Vh − B = 667 − 44 = 623 by adjustContentSize (SPEC §1); the 223 below are padding.
        let pages = try #require(layouts[0]["pages"] as? [[Any]])
        #expect(pages.count == 3)
        #expect(pages[1][0] as? Double == 623 && pages[1][1] as? String == "Likes" && pages[1][2] as? Double == 400)
        #expect(pages[0][0] as? Double == 2000 && pages[0][2] as? Double == 2000)
        #expect(data["expected"] == nil)
    }

    @Test func withExpectedStatesTheDifferencesAreNamedAndTheFirstIsWhereItOpens() throws {
        let (document, _, _) = try Self.build("v2-menu-tap-hold") { states in
            for i in 30..<33 { states[i].headerTy = -10 }
        }
        #expect(document.firstDifference == 30)
        let data = try Self.data(document.html)
        let differences = try #require(data["differences"] as? [[String]])
        #expect(differences[29] == [])
        #expect(differences[30] == ["headerTy"])
        #expect((data["expected"] as? [Any])?.count == document.count)
    }

    @Test func textThatLooksLikeMarkupStaysData() {
        var document = ViewerDocument(title: "</script><b>x</b>")
        var state = PagerState()
        var layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: [PagerItem(width: 80, title: "</script>\u{2028}")]),
            content: .sections([PagerListSection(headerHeight: 60, rows: 1, rowHeight: 60, title: "a\"b")]))
        layout.pager.spacing = 0
        let event = PagerEvent.layout(layout, t: 0)
        document.add(event, state: state, record: state.apply(event), expected: nil, hasExpectedStates: false)
        let html = document.html
        // The data script ends only at its own closing tag.
        #expect(html.components(separatedBy: "</script>").count == html.components(separatedBy: "<script").count)
        #expect(html.contains("&lt;/script&gt;&lt;b&gt;x&lt;/b&gt; · ScrollPager viewer"))
    }
}
