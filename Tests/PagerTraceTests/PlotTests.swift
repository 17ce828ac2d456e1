// `trace-replay plot`'s SVG: well-formed, one path per series, expected values and
// differences drawn when given.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PagerCore
import PagerTestSupport
import PagerTrace
import Testing

/// Counts elements by name and class with Foundation's XML parser (which also proves the
/// document well-formed).
final class SVGCounter: NSObject, XMLParserDelegate {
    var paths: [String: Int] = [:]
    var rects = 0
    var root: String?
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        if root == nil { root = name }
        if name == "path" { paths[attributes["class"] ?? "", default: 0] += 1 }
        if name == "rect", attributes["class"] == "difference" { rects += 1 }
    }
}

@Suite("Plot")
struct PlotTests {
    static func load(_ name: String) throws -> (events: [PagerEvent], records: [PagerRecord], expected: [PagerRecord]) {
        let events = try EventReader(path: tracesDirectory.appendingPathComponent("\(name).events.jsonl").path)
        let states = try RecordReader(path: tracesDirectory.appendingPathComponent("\(name).states.jsonl").path)
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
        #expect(counter.paths["series"] == 6)        // offsetY, headerTy, insetTop, selected, pagesX, pagerX
        #expect(counter.paths["expected"] == nil)
        for name in ["offsetY", "headerTy", "insetTop", "selected", "pagesX", "pagerX"] {
            #expect(svg.contains("data-series=\"\(name)\""))
        }
    }

    @Test func expectedAndDifferencesAreDrawn() throws {
        let trace = try Self.load("fj-quick-return-pages")
        #expect(try Self.count(SVGPlot(events: trace.events, records: trace.records, expected: trace.expected, title: "fj").render()).rects == 0)
        var changed = trace.expected
        for i in 40..<60 { changed[i].headerTy = -60 }          // one stretch differs
        let counter = try Self.count(SVGPlot(events: trace.events, records: trace.records, expected: changed, title: "fj").render())
        #expect(counter.paths["expected"] == 6)
        #expect(counter.rects == 1)
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
