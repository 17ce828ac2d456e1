// `trace-replay plot`'s SVG: well-formed, one path per series, expected values and
// differences drawn when given.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PagerCore
import PagerTestSupport
import PagerTrace
@testable import PagerViewer
import Testing

/// Counts elements by name and class with Foundation's XML parser (which also proves the
/// document well-formed).
final class SVGCounter: NSObject, XMLParserDelegate {
    var paths: [String: Int] = [:]
    var rects = 0
    /// The `data-field` of each difference rectangle, in document order.
    var shadedFields: [String] = []
    /// The `d` of each series path, by series.
    var seriesPaths: [String: String] = [:]
    var root: String?
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        if root == nil { root = name }
        if name == "path" { paths[attributes["class"] ?? "", default: 0] += 1 }
        if name == "path", attributes["class"] == "series", let series = attributes["data-series"] { seriesPaths[series] = attributes["d"] }
        if name == "rect", attributes["class"] == "difference" {
            rects += 1
            shadedFields.append(attributes["data-field"] ?? "")
        }
    }
}

@Suite("Plot")
struct PlotTests {
    static func load(_ name: String) throws -> (events: [PagerEvent], records: [PagerRecord], expected: [PagerRecord]) {
        let events = try PagerEventReader(path: tracesDirectory.appendingPathComponent("\(name).events.jsonl").path)
        let states = try PagerRecordReader(path: tracesDirectory.appendingPathComponent("\(name).states.jsonl").path)
        var e: [PagerEvent] = [], r: [PagerRecord] = [], x: [PagerRecord] = []
        var state = PagerState()
        while let (event, _) = try events.next() { e.append(event); r.append(state.apply(event)) }
        while let (record, _) = try states.next() { x.append(record) }
        return (e, r, x)
    }

    static func count(_ svg: String) throws -> SVGCounter {
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = SVGCounter()
        parser.delegate = counter
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        return counter
    }

    @Test func oneWellFormedPathPerSeries() throws {
        let trace = try Self.load("fj-quick-return-pages")
        let svg = SVGPlot(events: trace.events, records: trace.records, title: "fj").render()
        let counter = try Self.count(svg)
        #expect(counter.root == "svg")
        #expect(counter.paths["series"] == 6)  // offsetY, headerTy, insetTop, selected, pagesX, pagerX
        #expect(counter.paths["expected"] == nil)
        for name in ["offsetY", "headerTy", "insetTop", "selected", "pagesX", "pagerX"] {
            #expect(svg.contains("data-series=\"\(name)\""))
        }
    }

    @Test func expectedAndDifferencesAreDrawn() throws {
        let trace = try Self.load("fj-quick-return-pages")
        #expect(try Self.count(SVGPlot(events: trace.events, records: trace.records, expected: trace.expected, title: "fj").render()).rects == 0)
        var changed = trace.expected
        for i in 40..<60 { changed[i].headerTy = -60 }  // one stretch differs
        let counter = try Self.count(SVGPlot(events: trace.events, records: trace.records, expected: changed, title: "fj").render())
        #expect(counter.paths["expected"] == 6)
        #expect(counter.rects == 1)
    }

    @Test func discreteFieldsAreStepsAndContinuousOnesLines() throws {
        let trace = try Self.load("v2-menu-tap-hold")
        let counter = try Self.count(SVGPlot(events: trace.events, records: trace.records, title: "menu").render())
        // `selected` jumps between items: only horizontal (H) and vertical (V) moves after
        // the first point, never a diagonal L.
        let selected = try #require(counter.seriesPaths["selected"])
        #expect(selected.hasPrefix("M"))
        #expect(!selected.contains("L"))
        #expect(selected.contains("H") && selected.contains("V"))
        // offsetY is drawn point to point.
        let offsetY = try #require(counter.seriesPaths["offsetY"])
        #expect(offsetY.contains("L") && !offsetY.contains("H"))
    }

    @Test func ticksAreRoundNumbers() {
        // The hero list's offsets run from minY −244 to maxY 1533: (1533 + 244) / 4 ≈ 444,
        // so the step is the next of 1, 2, 5 × 10ᵏ: 500; from ⌊−244/500⌋·500 = −500 up to
        // 1500 ≤ 1533.
        let offsets = Ticks(low: -244, high: 1533, count: 4, integers: false)
        #expect(offsets.values == [-500, 0, 500, 1000, 1500])
        #expect(offsets.values.map(offsets.label) == ["-500", "0", "500", "1000", "1500"])
        // 1.7 s of trace in about 6 ticks: 1.7 / 6 ≈ 0.28 → step 0.5, one decimal.
        let times = Ticks(low: 0, high: 1.7, count: 6, integers: false)
        #expect(times.values.map(times.label) == ["0", "0.5", "1", "1.5"])
        // 0.3 s in 6: 0.05 → 0.05 steps, labels without binary noise (0.15, not 0.15000000000000002).
        let short = Ticks(low: 0, high: 0.3, count: 6, integers: false)
        #expect(short.values.map(short.label) == ["0", "0.05", "0.1", "0.15", "0.2", "0.25", "0.3"])
        // `selected` over 7 items: whole numbers only, step ⌈6/4⌉ → 2.
        let items = Ticks(low: 0, high: 6, count: 4, integers: true)
        #expect(items.values == [0, 2, 4, 6])
    }

    @Test func eachDifferenceIsShadedInItsOwnFieldsPanel() throws {
        let trace = try Self.load("fj-quick-return-pages")
        var changed = trace.expected
        for i in 40..<60 { changed[i].headerTy = -60 }  // a stretch of headerTy
        changed[115].commands = []  // a field without a panel (seq 115 has a command)
        changed[80].pending = 2
        let svg = SVGPlot(events: trace.events, records: trace.records, expected: changed, title: "fj").render()
        let counter = try Self.count(svg)
        // One rectangle in headerTy's panel, and the other-fields lane for records 80 and 115
        // (two separate runs), which names both fields.
        #expect(counter.shadedFields.sorted() == ["headerTy", "other", "other"])
        #expect(svg.contains("differ: commands, pending"))
    }

    @Test func longLabelsEndInsideTheCanvas() throws {
        // A long title (a deep path) and a difference in every field without a panel: the
        // "differ: …" list starts at the right margin (x = 960 − 150 + 8 = 818) and had
        // 142 pt for 60-odd characters, so it ran off the 960-pt canvas; both are shortened.
        let trace = try Self.load("spec-example")
        var changed = trace.expected
        for i in changed.indices {
            changed[i].commands = []
            changed[i].pending = 9
            changed[i].indicator = PagerIndicator(x: 1, width: 1)
            changed[i].diagnostics = [.unexpectedPhase]
        }
        let title = String(repeating: "a-very-long-folder/", count: 8) + "spec-example.events.jsonl"
        let svg = SVGPlot(events: trace.events, records: trace.records, expected: changed, title: title).render()
        _ = try Self.count(svg)  // still well-formed
        // Every label's extent, at the widest character this font size has (0.6 em), stays
        // within the 960-pt canvas; the full texts are kept as tooltips.
        let labels = svg.split(separator: "\n").filter { $0.hasPrefix("<text class=\"label\"") }
        #expect(labels.count == 2)
        for line in labels {
            let x = try #require(Double(line.split(separator: "x=\"")[1].prefix { $0 != "\"" }))
            let size = try #require(Double(line.split(separator: "font-size=\"")[1].prefix { $0 != "\"" }))
            let shown = String(line.split(separator: "</title>").last!.split(separator: "<").first!)
            #expect(x + Double(shown.count) * size * 0.6 <= 960, "\(line)")
            #expect(shown.hasSuffix("…"))
        }
        #expect(svg.contains("<title>differ: commands, diagnostics, indicator, pending</title>"))
        #expect(svg.contains("<title>\(title)</title>"))
    }

    @Test func theEventLaneIsLabelledAndTapsNameTheirItem() throws {
        let trace = try Self.load("v2-menu-tap-hold")
        let svg = SVGPlot(events: trace.events, records: trace.records, title: "menu").render()
        for lane in ["drag", "fling", "tap", "status bar", "layout"] {
            #expect(svg.contains(">\(lane)</text>"), "\(lane)")
        }
        // The trace taps item 5, whose title in its layout is Desserts.
        #expect(svg.contains("class=\"tap-label\""))
        #expect(svg.contains(">5 Desserts</text>"))
    }

    @Test func theSizeIsBoundedWhateverTheTraceLength() throws {
        // A screen dragged up and down again and again: n drags of 10 moves each.
        let menu = try #require(Self.load("v2-menu-tap-hold").events.first)
        func plot(drags: Int) -> String {
            var state = PagerState()
            var plot = SVGPlot(title: "long")
            var t = 0.0
            func send(_ event: PagerEvent) { plot.add(event, state.apply(event)) }
            send(menu)  // the menu's layout, at t 0
            for d in 0..<drags {
                for k in 0...10 {
                    t += 1.0 / 60
                    let y = Double((k + d) % 11) * 40 - 104
                    send(
                        k == 0
                            ? .dragBegan(.content, offset: y, t: t)
                            : k == 10 ? .dragEnded(.content, offset: y, velocity: 0, t: t) : .dragMoved(.content, offset: y, t: t))
                }
                if d % 50 == 0 { send(.tapPagerItem(d % 7, t: t)) }
            }
            return plot.render()
        }
        let small = plot(drags: 2_000).utf8.count  // 22,000 events
        let large = plot(drags: 20_000).utf8.count  // 220,000 events
        // Ten times the events, about the same picture: at most a few points per series per
        // pixel column (720 columns), so well under a megabyte either way.
        #expect(large < 600_000)
        #expect(Double(large) < 1.5 * Double(small))
    }

    @Test func everyGoldenTracePlots() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: tracesDirectory.path)
            .filter { $0.hasSuffix(".events.jsonl") }.map { String($0.dropLast(".events.jsonl".count)) }
        for name in names {
            let trace = try Self.load(name)
            let counter = try Self.count(SVGPlot(events: trace.events, records: trace.records, expected: trace.expected, title: name).render())
            #expect(counter.paths["series"] == 6, "\(name)")
            #expect(counter.rects == 0, "\(name)")
        }
    }
}
