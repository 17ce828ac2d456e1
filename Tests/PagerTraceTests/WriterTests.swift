// SPEC §3 record lines and shortest round-trip numbers; §8.1 write → read round trips.
import PagerCore
import PagerFuzz
import PagerTestSupport
import PagerTrace
import Testing

@Suite("§3 Trace writer")
struct WriterTests {
    @Test func theSpecsOwnRecord() {
        // SPEC §3 prints this record (wrapped there over two lines).
        let record = PagerRecord(
            seq: 3, t: 0.7, event: .dragEnded, selected: 0, page: 0, offsetY: -30, pagesX: 0, pagerX: 0,
            headerTy: -64, insetTop: 104, indicator: PagerIndicator(x: 32, width: 61), pending: nil,
            commands: [], diagnostics: [])
        #expect(
            record.jsonLine
                == #"{"seq":3,"t":0.7,"event":"drag.ended","selected":0,"page":0,"offsetY":-30,"pagesX":0,"pagerX":0,"headerTy":-64,"insetTop":104,"indicator":{"x":32,"width":61},"pending":null,"commands":[],"diagnostics":[]}"#
        )
    }

    /// The golden events files were written by the writer (the simulator through
    /// `PagerTraceRecorder`): reading each line and writing it again gives the line back byte for
    /// byte, every event type and phase the corpus has (offset and tap events go through the
    /// cursor writer, layouts key by key).
    @Test func theReplayWriterWritesWhatTheWriterWrites() {
        // The replay's writer remembers the last record's numbers and counts `seq` up in
        // place; each line must still be the plain writer's. Sequences that carry (9 → 10,
        // 999 → 1000, 1,999,999 → 2,000,000), that jump back, negative ones and the largest;
        // numbers that repeat, change, and repeat again.
        let seqs = [0, 1, 2, 8, 9, 10, 11, 98, 99, 100, 101, 999, 1_000, 5, 6, 1_999_999, 2_000_000, -3, -2, Int.max - 1, Int.max, 0]
        var writer = RecordLineWriter()
        defer { writer.deallocate() }
        for (i, seq) in seqs.enumerated() {
            let record = PagerRecord(
                seq: seq, t: Double(i / 3) / 60, event: .dragMoved, selected: i % 4 == 0 ? nil : i % 3, page: 0,
                offsetY: i % 5 == 0 ? -104 : 0.1 * Double(i), pagesX: 0, pagerX: 0, headerTy: -Double(i % 2), insetTop: 104,
                indicator: PagerIndicator(x: 9.5, width: 61), pending: nil, commands: [], diagnostics: [])
            var plain: [UInt8] = []
            PagerTraceWriter.append(record, to: &plain)
            let length = withUnsafePointer(to: record) { writer.write($0) }
            let line = String(decoding: UnsafeBufferPointer(start: writer.base, count: length), as: UTF8.self)
            #expect(line == String(decoding: plain, as: UTF8.self))
        }
    }

    @Test func everyGoldenEventLineIsWrittenBackAsItWas() throws {
        var checked = 0
        for (place, line) in try SchemaTests.lines(".events.jsonl") {
            let event = try PagerEvent(jsonLine: line)
            var bytes: [UInt8] = []
            PagerTraceWriter.append(event, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == line + "\n", "\(place)")
            checked += 1
        }
        #expect(checked > 1000)
    }

    @Test func commandShapes() {
        var record = PagerRecord(
            seq: 0, t: 0, event: .layout, selected: nil, page: 0, offsetY: 0, pagesX: 0, pagerX: 0,
            headerTy: 0, insetTop: 0, indicator: nil, pending: nil, commands: [], diagnostics: [.timeWentBackwards, .unexpectedPhase])
        record.commands = [
            .setInset(page: nil, top: -44, duration: 0.25),
            .setContentHeight(page: 1, height: 563),
            .setOffset(view: .content, page: 2, value: -40, animated: false),
            .setOffset(view: .pager, page: nil, value: 12.5, animated: true),
        ]
        #expect(
            record.jsonLine.hasSuffix(
                #""commands":[{"type":"setInset","page":null,"top":-44,"duration":0.25},{"type":"setContentHeight","page":1,"height":563},{"type":"setOffset","view":"content","page":2,"value":-40,"animated":false},{"type":"setOffset","view":"pager","page":null,"value":12.5,"animated":true}],"diagnostics":["timeWentBackwards","unexpectedPhase"]}"#
            ))
    }

    @Test(
        arguments: [
            (0.0 as Double, "0"), (-0.0, "-0"), (-104, "-104"), (0.7, "0.7"), (12.5, "12.5"), (0.016667, "0.016667"),
            (98.72000000000001, "98.72000000000001"),  // not 98.72: that is another Double
            (1.0 / 3, "0.3333333333333333"), (1e-9, "1e-09"), (123456789.5, "123456789.5"),
            (1e300, "1e+300"), (9_007_199_254_740_992, "9007199254740992.0"),  // 2^53: past the integer path
        ] as [(Double, String)])
    func numbersInShortestRoundTripForm(value: Double, text: String) throws {
        var bytes: [UInt8] = []
        PagerTraceWriter.appendNumber(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == text)
    }

    /// Numbers with more than eight decimals are written by the writer's own shortest-digits
    /// search; it must give `description`'s text (whole numbers aside, which the writer
    /// spells as integers): the fewest digits that read back, the closest of them. Random
    /// doubles of every magnitude the search covers, thirds and sevenths, ties between two
    /// closest 9-decimal texts (2²³ + odd/1024, left to the general path), and the powers of
    /// two and their neighbours, where the lower half of the rounding interval is half as
    /// wide.
    @Test func numbersPastEightDecimalsAreWrittenAsTheDescriptionWritesThem() {
        var random = PagerSplitMix64(seed: 11)
        var values: [Double] = []
        for i in 0..<300_000 {
            let v: Double
            switch i % 5 {
            case 0: v = Double(bitPattern: (random.next() & 0x000F_FFFF_FFFF_FFFF) | (UInt64(1009 + random.next() % 38) << 52))
            case 1: v = Double(Int64(random.next() % 20_000_000_000)) / [3.0, 7, 11, 13, 60, 9.5, 1e10, 1e12][Int(random.next() % 8)]
            case 2: v = 8_388_608 + Double(2 * Int(random.next() % 1_000_000) + 1) / 1024
            case 3: v = Double(random.next() % 11_000_000) + Double(random.next() % 1_000_000_000_000) / 1e12
            default: v = (Double(random.next() % 1_000_000) / 1000).nextUp.nextUp
            }
            values.append(i % 2 == 0 ? v : -v)
        }
        for k in -14...24 {
            let power = Double(sign: .plus, exponent: k, significand: 1)
            values += [power, power.nextDown, power.nextUp, -power]
        }
        for value in values where value.isFinite {
            var bytes: [UInt8] = []
            PagerTraceWriter.appendNumber(value, to: &bytes)
            let whole = value == value.rounded() && abs(value) < 9_007_199_254_740_992
            let expected = whole ? String(Int64(value)) : value.description
            if String(decoding: bytes, as: UTF8.self) != expected {
                Issue.record("\(value) written as \(String(decoding: bytes, as: UTF8.self)), not \(expected)")
                return
            }
        }
    }

    @Test func everyFiniteDoubleReadsBackBitForBit() throws {
        var random = PagerSplitMix64(seed: 5)
        for i in 0..<20_000 {
            // Raw bit patterns (all magnitudes), plus "human" numbers with few decimals.
            let value =
                i % 2 == 0
                ? Double(bitPattern: random.next())
                : Double(Int64.random(in: -10_000_000...10_000_000, using: &random)) / [1, 10, 100, 1000, 3, 60][i % 6]
            guard value.isFinite else { continue }
            var bytes: [UInt8] = []
            PagerTraceWriter.appendNumber(value, to: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            let line = #"{"t":0,"type":"drag","phase":"moved","view":"pager","offset":"# + text + "}"
            guard case .offset(.dragMoved, let report) = try PagerEvent(jsonLine: line).kind else {
                Issue.record("\(line) did not read back as a drag")
                return
            }
            #expect(report.offset.bitPattern == value.bitPattern, "\(value) written as \(text)")
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func eventsAndRecordsRoundTrip(seed: UInt64) throws {
        var generator = PagerAdversarialEvents(seed: seed)
        var state = PagerState()
        for _ in 0..<3_000 {
            let event = generator.next()
            let record = state.apply(event)
            #expect(try PagerEvent(jsonLine: event.jsonLine) == event)
            #expect(try PagerRecord(jsonLine: record.jsonLine) == record)
        }
    }
}

@Suite("Round trip for checkers")
struct RoundTripTests {
    @Test func eventsAndRecordsSurviveAndARepeatedLayoutIsCheckedByItsTime() {
        var codec = PagerTraceRoundTrip()
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: [PagerItem(width: 60, title: "Tab \"1\"\n")]),
            content: .sections([PagerListSection(headerHeight: 30, rows: 3, rowHeight: 44, title: "A\\B")]))
        let layoutSurvives = codec.eventSurvives(.layout(layout, t: 0))
        #expect(layoutSurvives)
        let retimedLayoutSurvives = codec.eventSurvives(.layout(layout, t: 0.1))
        #expect(retimedLayoutSurvives)  // the lists were checked: the rest of the line only
        let dragSurvives = codec.eventSurvives(.dragEnded(.content, offset: -0.0, velocity: 1e-9, t: 1e300))
        #expect(dragSurvives)
        var state = PagerState()
        let record = state.apply(.layout(layout, t: 0))
        let recordSurvives = codec.recordSurvives(record)
        #expect(recordSurvives)
    }

    /// The lists of the last surviving layout are not written again, but whatever else
    /// changed still is: a rotation with a non-finite width, or the same viewport with a
    /// non-finite row height in a new section list, does not survive (NaN reads back as
    /// no number at all), while a rotation to a finite width does.
    @Test func aLayoutsKnownListsAreSkippedButNothingElse() {
        var codec = PagerTraceRoundTrip()
        let sections = (0..<1000).map { PagerListSection(headerHeight: 30, rows: $0 % 7, rowHeight: 44, title: "S\($0)") }
        let items = (0..<1000).map { PagerItem(width: 60, title: "T\($0)") }
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .collapse, height: 64, barHeight: 40),
            pager: PagerBar(items: items), content: .sections(sections))
        let first = codec.eventSurvives(.layout(layout, t: 0))
        #expect(first)
        var rotated = layout
        rotated.viewport = PagerViewport(width: 603, height: 375)
        let rotatedSurvives = codec.eventSurvives(.layout(rotated, t: 1))
        #expect(rotatedSurvives)
        rotated.viewport.width = .nan
        let notFinite = codec.eventSurvives(.layout(rotated, t: 2))
        #expect(!notFinite)  // the lists are known; the viewport is still checked
        var broken = sections
        broken[500].rowHeight = .nan
        let newList = PagerLayout(viewport: layout.viewport, header: layout.header, pager: layout.pager, content: .sections(broken))
        let brokenSurvives = codec.eventSurvives(.layout(newList, t: 3))
        #expect(!brokenSurvives)  // a list that differs from the known one is written and read
        // Only the sections that differ from the known list are written: one measured again
        // survives, and then a NaN in another one still does not.
        var measured = sections
        measured[700] = PagerListSection(headerHeight: 30, height: 250, title: "S700")
        let remeasured = PagerLayout(viewport: layout.viewport, header: layout.header, pager: layout.pager, content: .sections(measured))
        let remeasuredSurvives = codec.eventSurvives(.layout(remeasured, t: 4))
        #expect(remeasuredSurvives)
        measured[10].headerHeight = .infinity
        let infinite = PagerLayout(viewport: layout.viewport, header: layout.header, pager: layout.pager, content: .sections(measured))
        let infiniteSurvives = codec.eventSurvives(.layout(infinite, t: 5))
        #expect(!infiniteSurvives)
    }

    /// A record's numbers with the bits of the event's that just survived (its time and
    /// offset), or of the last surviving record's, are not written again — but a number
    /// that cannot be written (NaN, ∞) is, in whichever field: each such record fails, and
    /// the record as it was survives again after it.
    @Test func aRecordsKnownNumbersAreSkippedButNothingElse() throws {
        var codec = PagerTraceRoundTrip()
        var state = PagerState()
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .collapse, height: 64, barHeight: 40),
            pager: PagerBar(items: (0..<5).map { PagerItem(width: Double(40 + $0)) }),
            content: .sections((0..<5).map { _ in PagerListSection(headerHeight: 30, rows: 20, rowHeight: 44) }))
        let events: [PagerEvent] = [
            .layout(layout, t: 0), .dragBegan(.content, offset: 0, t: 0.1),
            .dragMoved(.content, offset: 12.345678901234567, t: 0.11666666666666667),
        ]
        var record = state.apply(events[0])
        for event in events {
            if event != events[0] { record = state.apply(event) }
            let eventSurvives = codec.eventSurvives(event), recordSurvives = codec.recordSurvives(record)
            #expect(eventSurvives && recordSurvives)
        }
        let indicator = try #require(record.indicator)
        let fields: [(String, WritableKeyPath<PagerRecord, Double>)] = [
            ("t", \.t), ("offsetY", \.offsetY), ("pagesX", \.pagesX), ("pagerX", \.pagerX), ("headerTy", \.headerTy),
            ("insetTop", \.insetTop),
        ]
        for bad in [Double.nan, .infinity] {
            for (name, field) in fields {
                var broken = record
                broken[keyPath: field] = bad
                _ = codec.eventSurvives(events[2])
                let brokenSurvives = codec.recordSurvives(broken)
                #expect(!brokenSurvives, "\(name) = \(bad)")
                _ = codec.eventSurvives(events[2])
                let recordSurvives = codec.recordSurvives(record)
                #expect(recordSurvives, "after \(name) = \(bad)")
            }
            for broken in [PagerIndicator(x: bad, width: indicator.width), PagerIndicator(x: indicator.x, width: bad)] {
                var brokenRecord = record
                brokenRecord.indicator = broken
                _ = codec.eventSurvives(events[2])
                let brokenSurvives = codec.recordSurvives(brokenRecord)
                #expect(!brokenSurvives, "indicator \(broken)")
                _ = codec.eventSurvives(events[2])
                let recordSurvives = codec.recordSurvives(record)
                #expect(recordSurvives)
            }
        }
    }

    @Test func sameLineTellsTheSignOfZero() {
        var codec = PagerTraceRoundTrip()
        var state = PagerState()
        let record = state.apply(.tapStatusBar(t: 0))
        var negative = record
        negative.offsetY = -0.0
        #expect(record == negative)  // == does not tell them apart
        let signsAlike = codec.sameLine(record, negative)
        #expect(!signsAlike)
        let sameAsItself = codec.sameLine(record, record)
        #expect(sameAsItself)

        // A record without commands or diagnostics is compared by its numbers' bits
        // instead of its text: the same answers.
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603), header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: [PagerItem(width: 60, title: "A")]),
            content: .sections([PagerListSection(headerHeight: 30, rows: 30, rowHeight: 44, title: "A")]))
        _ = state.apply(.layout(layout, t: 0))
        let quiet = state.apply(.dragBegan(.content, offset: 0, t: 1))
        #expect(!quiet.hasCommandsOrDiagnostics && quiet.pagesX == 0)
        var flipped = quiet
        flipped.pagesX = -0.0
        #expect(quiet == flipped)
        let quietSigns = codec.sameLine(quiet, flipped), quietItself = codec.sameLine(quiet, quiet)
        #expect(!quietSigns && quietItself)
    }
}
