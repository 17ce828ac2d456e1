// The trace format is stated once (`TraceKeys`, `PagerTraceDefaults`, the enums' raw values) and
// read by two codecs: the `Codable` conformances in PagerCore (through Foundation's JSON
// coder here) and PagerTrace's streaming parsers and writer. They must agree on every
// line of the golden corpus, both ways.
import Foundation
import PagerCore
import PagerTestSupport
@testable import PagerTrace
@testable import TraceCodec
import Testing

@Suite("One schema, two codecs")
struct SchemaTests {
    /// Every non-comment line of every golden file with this suffix, with its place.
    static func lines(_ suffix: String) throws -> [(place: String, line: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: tracesDirectory.path).filter { $0.hasSuffix(suffix) }.sorted()
        var result: [(String, String)] = []
        for name in names {
            let text = try String(contentsOf: tracesDirectory.appendingPathComponent(name), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.isEmpty && !line.hasPrefix("#") {
                result.append(("\(name):\(number + 1)", String(line)))
            }
        }
        return result
    }

    @Test func everyGoldenEventLineDecodesAlikeThroughBothCodecs() throws {
        let lines = try Self.lines(".events.jsonl")
        #expect(lines.count > 2000)
        for (place, line) in lines {
            let streamed = try PagerEvent(jsonLine: line)
            let decoded = try JSONDecoder().decode(PagerEvent.self, from: Data(line.utf8))
            #expect(streamed == decoded, "\(place)")
            // And back: each codec's output reads back as the same event through the other.
            let encoded = try JSONEncoder().encode(streamed)
            #expect(try PagerEvent(jsonLine: String(decoding: encoded, as: UTF8.self)) == streamed, "\(place)")
            #expect(try JSONDecoder().decode(PagerEvent.self, from: Data(streamed.jsonLine.utf8)) == streamed, "\(place)")
        }
    }

    @Test func everyGoldenRecordLineDecodesAlikeThroughBothCodecs() throws {
        let lines = try Self.lines(".states.jsonl")
        #expect(lines.count > 2000)
        for (place, line) in lines {
            let streamed = try PagerRecord(jsonLine: line)
            let decoded = try JSONDecoder().decode(PagerRecord.self, from: Data(line.utf8))
            #expect(streamed == decoded, "\(place)")
            let encoded = try JSONEncoder().encode(streamed)
            #expect(try PagerRecord(jsonLine: String(decoding: encoded, as: UTF8.self)) == streamed, "\(place)")
            // The streaming writer writes the golden line itself, byte for byte.
            #expect(streamed.jsonLine == line, "\(place)")
        }
    }

    @Test func theWriterWritesTheSchemasKeysInItsOrder() throws {
        // A record with every optional part present: its keys, in order, are TraceKeys.Record.
        let record = PagerRecord(
            seq: 1, t: 0.5, event: .dragEnded, selected: 2, page: 1, offsetY: 3, pagesX: 4, pagerX: 5,
            headerTy: -6, insetTop: 7, indicator: PagerIndicator(x: 8, width: 9), pending: 2,
            commands: [
                .setInset(page: nil, top: 1, duration: 0), .setContentHeight(page: 0, height: 2),
                .setOffset(view: .pages, page: nil, value: 3, animated: true),
            ],
            diagnostics: [.unexpectedPhase])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(record.jsonLine.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(TraceKeys.Record.allCases.map(\.rawValue)))
        let order = TraceKeys.Record.allCases.map { record.jsonLine.range(of: "\"\($0.rawValue)\":")!.lowerBound }
        #expect(order == order.sorted())
        // Every enum value the writer writes is its raw value.
        #expect(record.jsonLine.contains(#""event":"\#(PagerEventName.dragEnded.rawValue)""#))
        #expect(record.jsonLine.contains(#""diagnostics":["\#(PagerDiagnostic.unexpectedPhase.rawValue)"]"#))
    }

    @Test func defaultsAreTheSchemas() throws {
        // A layout line with every optional field left out reads with TraceDefaults, in both codecs.
        let line =
            #"{"t":0,"type":"layout","viewport":{"width":375,"height":603},"header":{"mode":"quickReturn","height":64,"barHeight":40},"pager":{"items":[{"width":40}]},"content":{"kind":"sections","sections":[{"headerHeight":40,"rows":1,"rowHeight":80}]}}"#
        let expected = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40, snap: PagerTraceDefaults.snap, revealCheck: PagerTraceDefaults.revealCheck),
            pager: PagerBar(
                items: [PagerItem(width: 40)], spacing: PagerTraceDefaults.spacing, edgeInset: PagerTraceDefaults.edgeInset,
                indicatorExtra: PagerTraceDefaults.indicatorExtra),
            content: .sections(
                [PagerListSection(headerHeight: 40, rows: 1, rowHeight: 80)], selection: PagerTraceDefaults.selection, window: PagerTraceDefaults.window))
        #expect(try PagerEvent(jsonLine: line) == .layout(expected, t: 0))
        #expect(try JSONDecoder().decode(PagerEvent.self, from: Data(line.utf8)) == .layout(expected, t: 0))
        // drag ended without velocity: 0, and willDecelerate follows it.
        let ended = #"{"t":1,"type":"drag","phase":"ended","view":"content","offset":5}"#
        let dragEnded = PagerEvent.dragEnded(.content, offset: 5, velocity: PagerTraceDefaults.velocity, t: 1)
        #expect(try PagerEvent(jsonLine: ended) == dragEnded)
        #expect(try JSONDecoder().decode(PagerEvent.self, from: Data(ended.utf8)) == dragEnded)
    }
}

@Suite("SPEC v3 fields, views and commands in both codecs")
struct SchemaV3Tests {
    /// A v3 layout with every new field away from its default.
    static let layout = PagerLayout(
        viewport: PagerViewport(width: 375, height: 603),
        header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40),
        pager: PagerBar(
            items: [PagerItem(width: 56, title: "All"), PagerItem(width: 70)], spacing: 0, edgeInset: 10,
            cells: .intrinsic, behavior: .groupPagingCentered),
        content: .sections(
            [PagerListSection(headerHeight: 40, height: 310.5, title: "Mixed"), PagerListSection(headerHeight: 40, rows: 2, rowHeight: 80)],
            footerHeight: 120))

    @Test func newFieldsViewsAndCommandsSurviveBothCodecs() throws {
        let events: [PagerEvent] = [
            .layout(Self.layout, t: 0),
            .dragBegan(.header, offset: 0, t: 1),
            .dragEnded(.header, offset: 120.5, velocity: -800, t: 1.2),
        ]
        for event in events {
            // Streaming writer → both readers; Foundation's encoder → both readers.
            #expect(try PagerEvent(jsonLine: event.jsonLine) == event)
            #expect(try JSONDecoder().decode(PagerEvent.self, from: Data(event.jsonLine.utf8)) == event)
            let encoded = String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
            #expect(try PagerEvent(jsonLine: encoded) == event)
        }
        // The measured section is written with `height`, not rows; the new fields by name.
        let line = events[0].jsonLine
        #expect(line.contains(#"{"headerHeight":40,"height":310.5,"title":"Mixed"}"#))
        #expect(line.contains(#""cells":"intrinsic","behavior":"groupPagingCentered""#))
        #expect(line.contains(#""footerHeight":120"#))

        let record = PagerRecord(
            seq: 3, t: 1.2, event: .dragEnded, selected: 0, page: 0, offsetY: 16.5, pagesX: 0, pagerX: 0,
            headerTy: -64, insetTop: 104, indicator: PagerIndicator(x: 10, width: 56), pending: nil,
            commands: [
                .setOffset(view: .content, page: nil, value: 16.5, animated: false),
                .setTarget(view: .pager, page: nil, value: 28.5),
                .fling(view: .content, page: nil, velocity: -800),
                .animateHeader(ty: -64, duration: 0.25),
            ],
            diagnostics: [])
        #expect(try PagerRecord(jsonLine: record.jsonLine) == record)
        #expect(try JSONDecoder().decode(PagerRecord.self, from: Data(record.jsonLine.utf8)) == record)
        // SPEC §3's shapes.
        #expect(record.jsonLine.contains(#"{"type":"setTarget","view":"pager","page":null,"value":28.5}"#))
        #expect(record.jsonLine.contains(#"{"type":"fling","view":"content","page":null,"velocity":-800}"#))
        #expect(record.jsonLine.contains(#"{"type":"animateHeader","ty":-64,"duration":0.25}"#))
    }

    @Test func aV2ScreenIsWrittenAsV2WroteIt() {
        // cells, behavior and footerHeight at their defaults are not written (a v2 reader
        // reads the line, and the golden corpus is written back byte for byte).
        var v2 = Self.layout
        v2.pager.cells = .auto
        v2.pager.behavior = .continuous
        v2.content = .sections([PagerListSection(headerHeight: 40, rows: 2, rowHeight: 80)])
        let line = PagerEvent.layout(v2, t: 0).jsonLine
        #expect(!line.contains("cells") && !line.contains("behavior") && !line.contains("footerHeight"))
    }
}

@Suite("Layout sections, canonical or not")
struct CanonicalSectionTests {
    private func layoutLine(_ sections: String) -> String {
        #"{"t":0,"type":"layout","viewport":{"width":375,"height":603},"header":{"mode":"fixed","height":0,"barHeight":40},"#
            + #""pager":{"items":[{"width":60},{"width":60}]},"content":{"kind":"sections","sections":["# + sections + "]}}"
    }

    @Test func everySpellingOfASectionReadsAlike() throws {
        // The writer's spelling is read by a fast path; spaces, another key order, a title
        // or a duplicate key go the general way, with the same result or the same error.
        let canonical = try PagerEvent(jsonLine: layoutLine(#"{"headerHeight":30,"rows":3,"rowHeight":44.5},{"headerHeight":0,"rows":0,"rowHeight":0}"#))
        let spaced = try PagerEvent(jsonLine: layoutLine(#"{ "headerHeight": 30, "rows": 3, "rowHeight": 44.5 },{"rows":0,"rowHeight":0,"headerHeight":0}"#))
        #expect(canonical == spaced)
        let titled = try PagerEvent(
            jsonLine: layoutLine(#"{"headerHeight":30,"rows":3,"rowHeight":44.5,"title":"A"},{"headerHeight":0,"rows":0,"rowHeight":0}"#))
        guard case .layout(let layout) = titled.kind, case .sections(let sections, _, _, _) = layout.content else {
            Issue.record("not a sections layout")
            return
        }
        #expect(sections[0].title == "A" && sections[0].rowHeight == 44.5)
        // Errors are the general parser's: a fraction where rows are counted, an overflow,
        // a key given twice.
        for bad in [
            #"{"headerHeight":30,"rows":3.5,"rowHeight":44}"#, #"{"headerHeight":1e999,"rows":3,"rowHeight":44}"#,
            #"{"headerHeight":30,"rows":3,"rowHeight":44,"rows":4}"#,
        ] {
            #expect(throws: PagerTraceError.self) { _ = try PagerEvent(jsonLine: layoutLine(bad + #",{"headerHeight":0,"rows":0,"rowHeight":0}"#)) }
        }
    }
}

/// The event parser reads offset events spelled exactly as the writer writes them by a
/// shorter path (`EventParser.canonicalOffsetEvent`); any other line goes through the
/// general parser. The short path must read every line it accepts as the general parser
/// does, and leave to it every line it does not (where the general parser may reject
/// the line with its SPEC §5 message).
@Suite("Offset events, canonical or not")
struct CanonicalEventTests {
    static func fast(_ line: String) -> PagerEvent? {
        var line = line
        return line.withUTF8 { EventParser.canonicalOffsetEvent($0) }
    }

    static func general(_ line: String) -> PagerEvent? {
        var line = line
        return line.withUTF8 { try? EventParser.parseAnySpelling($0) }
    }

    /// Every offset event of the golden corpus is read by the short path, as the general
    /// parser reads it; no other event is.
    @Test func everyGoldenOffsetEventTakesTheShortPathAlike() throws {
        var short = 0
        for (place, line) in try SchemaTests.lines(".events.jsonl") {
            let event = try #require(Self.general(line), "\(place)")
            if case .offset = event.kind {
                #expect(Self.fast(line) == event, "\(place)")
                short += 1
            } else {
                #expect(Self.fast(line) == nil, "\(place)")
            }
        }
        #expect(short > 1000)
    }

    /// Lines the short path must leave to the general parser: other spacing or key order,
    /// an unknown key, numbers the general path rejects or spells otherwise, a phase the
    /// type does not have, trailing bytes. Where the general parser accepts the line it
    /// still gives its event; where it rejects it, parsing fails as before.
    @Test(arguments: [
        #"{"t":1,"type":"drag","phase":"moved","view":"content","offset":5} "#,
        #"{"t": 1,"type":"drag","phase":"moved","view":"content","offset":5}"#,
        #"{"type":"drag","t":1,"phase":"moved","view":"content","offset":5}"#,
        #"{"t":1,"type":"drag","phase":"moved","view":"content","offset":5,"extra":1}"#,
        #"{"t":-1,"type":"drag","phase":"moved","view":"content","offset":5}"#,
        #"{"t":1e400,"type":"drag","phase":"moved","view":"content","offset":5}"#,
        #"{"t":01,"type":"drag","phase":"moved","view":"content","offset":5}"#,
        #"{"t":1,"type":"drag","phase":"moved","view":"content","page":1.5,"offset":5}"#,
        #"{"t":1,"type":"drag","phase":"moved","view":"content","page":1.0,"offset":5}"#,
        #"{"t":1,"type":"drag","phase":"moved","view":"content","page": 1,"offset":5}"#,
        #"{"t":1,"type":"scroll","phase":"began","view":"content","offset":5}"#,
        #"{"t":1,"type":"drag","phase":"moved","view":"content","offset":5}}"#,
        #"{"t":1,"type":"drag","phase":"ended","view":"content","offset":5,"velocity":2,"willDecelerate":maybe}"#,
        #"{"t":1,"type":"drag","phase":"moved","view":"cont\u0065nt","offset":5}"#,
    ])
    func otherSpellingsTakeTheGeneralPath(line: String) {
        #expect(Self.fast(line) == nil)
    }

    /// The same events, spelled canonically, take the short path and read alike.
    @Test(arguments: [
        #"{"t":1,"type":"drag","phase":"moved","view":"content","offset":5}"#,
        #"{"t":0.016667,"type":"decelerate","phase":"moved","view":"pages","offset":-104.40909090909091}"#,
        #"{"t":2,"type":"drag","phase":"ended","view":"pager","offset":-0,"velocity":-1250.5,"willDecelerate":true}"#,
        #"{"t":3,"type":"scroll","phase":"ended","view":"content","page":2,"offset":1e-9}"#,
    ])
    func canonicalLinesTakeTheShortPathAlike(line: String) throws {
        let event = try #require(Self.fast(line))
        #expect(event == Self.general(line))
        // 0 and −0 are == : compare the offset's bits too.
        if case .offset(_, let fast) = event.kind, case .offset(_, let general)? = Self.general(line)?.kind {
            #expect(fast.offset.bitPattern == general.offset.bitPattern)
        }
    }
}
