// Streaming replay: line handling (comments, BOM, CRLF, long lines), comparison with
// expected states, and the golden corpus itself.
import Foundation
import PagerCore
import PagerFuzz
import PagerTestSupport
@testable import PagerTrace
import Testing

@Suite("Replay")
struct ReplayTests {
    @Test func commentsBlankLinesBOMAndCRLF() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A BOM, CRLF line ends, comments and blank lines (counted), no final line end.
        let text =
            "\u{FEFF}# header\r\n\r\n" + #"{"t":1,"type":"tapStatusBar"}"# + "\r\n   # indented comment\n"
            + #"{"t":2,"type":"tapPagerItem","index":0}"#
        let reader = try PagerEventReader(path: try directory.write("a.events.jsonl", text))
        let first = try #require(try reader.next())
        #expect(first.event == .tapStatusBar(t: 1))
        #expect(first.line == 3)
        let second = try #require(try reader.next())
        #expect(second.event == .tapPagerItem(0, t: 2))
        #expect(second.line == 5)
        #expect(try reader.next() == nil)
    }

    @Test func aLineLongerThanTheReadBuffer() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // 20,000 sections: a layout line of about 1 MB, far past the 64 KiB first buffer.
        let count = 20_000
        let layout = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .fixed, height: 0, barHeight: 40),
            pager: PagerBar(items: Array(repeating: PagerItem(width: 80, title: "a long title"), count: count)),
            content: .sections(Array(repeating: PagerListSection(headerHeight: 60, rows: 4, rowHeight: 60), count: count)))
        let event = PagerEvent.layout(layout, t: 0)
        let path = try directory.write("long.events.jsonl", event.jsonLine + "\n" + event.jsonLine + "\n")
        let reader = try PagerEventReader(path: path)
        #expect(try reader.next()?.event == event)
        #expect(try reader.next()?.event == event)
    }

    @Test func expectedStatesInAnotherSpellingStillMatch() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = try directory.write(
            "e.events.jsonl",
            """
            {"t":0,"type":"layout","viewport":{"width":375,"height":603},"header":{"mode":"fixed","height":0,"barHeight":40},"pager":{"items":[{"width":80}]},"content":{"kind":"sections","sections":[{"headerHeight":60,"rows":4,"rowHeight":60}]}}
            {"t":1,"type":"tapStatusBar"}
            """)
        // Keys in another order, 3.0-style numbers, a value off by less than 1e-6.
        let states = try directory.write(
            "e.states.jsonl",
            """
            {"t":0.0,"seq":0,"event":"layout","selected":0,"page":0,"offsetY":0.0,"pagesX":0,"pagerX":0,"headerTy":0,"insetTop":0,"indicator":{"width":80.0,"x":147.5},"pending":null,"commands":[{"type":"setInset","page":null,"top":0,"duration":0}],"diagnostics":[]}
            {"seq":1,"t":1.0000001,"event":"tapStatusBar","selected":0,"page":0,"offsetY":0,"pagesX":0,"pagerX":0,"headerTy":0,"insetTop":0,"indicator":{"x":147.5,"width":80},"pending":null,"commands":[{"type":"setOffset","view":"content","page":null,"value":0,"animated":true}],"diagnostics":[]}
            """)
        var mismatches: [PagerMismatch] = []
        let summary = try replay(events: PagerEventReader(path: events), expected: PagerRecordReader(path: states)) { mismatches.append($0) }
        #expect(mismatches.isEmpty)
        #expect(summary.passed == 2)
        #expect(summary.failed == 0)
    }

    @Test func missingAndExtraExpectedRecords() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = try directory.write("e.events.jsonl", #"{"t":0,"type":"tapStatusBar"}"# + "\n" + #"{"t":1,"type":"tapStatusBar"}"# + "\n")
        var state = PagerState()
        let record = state.apply(.tapStatusBar(t: 0))
        // One expected record for two events…
        let short = try directory.write("short.states.jsonl", record.jsonLine + "\n")
        var found: [PagerMismatch] = []
        var summary = try replay(events: PagerEventReader(path: events), expected: PagerRecordReader(path: short)) { found.append($0) }
        #expect(summary.failed == 1)
        #expect(found.map(\.kind) == [.missingExpectedRecords(count: 1)])
        #expect(found.first?.line == 2)  // the event's line
        // …and three.
        let long = try directory.write("long.states.jsonl", String(repeating: record.jsonLine + "\n", count: 3))
        found = []
        summary = try replay(events: PagerEventReader(path: events), expected: PagerRecordReader(path: long)) { found.append($0) }
        // One record more than events (line 3): one mismatch there, after the field
        // differences of record 2 (an expected seq 0 against the actual seq 1).
        #expect(found.last?.kind == .extraExpectedRecords(count: 1))
        #expect(found.last?.line == 3)
        #expect(found.filter { if case .extraExpectedRecords = $0.kind { return true } else { return false } }.count == 1)
    }

    @Test func aStatesFileThatEndsEarlyIsOneMismatch() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // 1,000 events, one expected record: one mismatch naming the 999 missing, not 999.
        let events = try directory.write("e.events.jsonl", (0..<1000).map { #"{"t":\#($0),"type":"tapStatusBar"}"# }.joined(separator: "\n") + "\n")
        var state = PagerState()
        let short = try directory.write("s.states.jsonl", state.apply(.tapStatusBar(t: 0)).jsonLine + "\n")
        var found: [PagerMismatch] = []
        let summary = try replay(events: PagerEventReader(path: events), expected: PagerRecordReader(path: short)) { found.append($0) }
        #expect(found.map(\.kind) == [.missingExpectedRecords(count: 999)])
        #expect(found.first?.seq == 1)
        #expect(found.first?.description.hasSuffix("the states file ends here; this and 998 later events have no expected record") == true)
        #expect(summary.failed == 999)
        #expect(summary.mismatchCount == 1)
    }

    @Test func theGoldenCorpusReplays() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: tracesDirectory.path)
            .filter { $0.hasSuffix(".events.jsonl") }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let events = tracesDirectory.appendingPathComponent(name).path
            let states = events.replacingOccurrences(of: ".events.jsonl", with: ".states.jsonl")
            var mismatches: [PagerMismatch] = []
            let summary = try replay(events: PagerEventReader(path: events), expected: PagerRecordReader(path: states)) { mismatches.append($0) }
            #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(3))")
            #expect(summary.events > 0)
            // Every golden events file explains itself.
            let text = try String(contentsOfFile: events, encoding: .utf8)
            #expect(text.hasPrefix("# "), "\(name) has no # explanation")
        }
    }

    // Events are parsed and reduced on a second thread, 2,048 a batch, four batches ahead
    // (RecordPrefetch): what replay sees must be the file's order and its errors, as a
    // one-thread read gives them.

    /// 10,000 drag events over a menu (several batches and a partial last one).
    private func longTrace(badLineAt bad: Int? = nil) -> String {
        let menu = PagerLayout(
            viewport: PagerViewport(width: 375, height: 603),
            header: PagerHeader(mode: .quickReturn, height: 64, barHeight: 40),
            pager: PagerBar(items: Array(repeating: PagerItem(width: 60), count: 40)),
            content: .sections(Array(repeating: PagerListSection(headerHeight: 30, rows: 3, rowHeight: 44), count: 40)))
        var lines = [PagerEvent.layout(menu, t: 0).jsonLine]
        for i in 1..<10_000 {
            let offset = Double(i % 500) * 7.25 - 104
            let event: PagerEvent =
                i % 100 == 1
                ? .dragBegan(.content, offset: offset, t: Double(i) / 60)
                : i % 100 == 0
                    ? .dragEnded(.content, offset: offset, t: Double(i) / 60)
                    : .dragMoved(.content, offset: offset, t: Double(i) / 60)
            lines.append(i + 1 == bad ? #"{"t":1,"type":"drag","phase":"moved","view":"content","offset":}"# : event.jsonLine)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aReplayAcrossManyBatchesGivesTheRecordsOfOneThread() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let text = longTrace()
        let events = try directory.write("long.events.jsonl", text)
        let out = directory.path("long.states.jsonl")
        let output = try PagerOutputFile(atomicallyReplacing: out)
        let summary = try replay(events: PagerEventReader(path: events), output: output)
        try output.commit()
        #expect(summary.events == 10_000)
        // The same events applied one by one on this thread, written the same way.
        var state = PagerState()
        var expected: [UInt8] = []
        let reader = PagerEventReader(bytes: Array(text.utf8))
        while let (event, _) = try reader.next() { PagerTraceWriter.append(state.apply(event), to: &expected) }
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: out))) == expected)
    }

    @Test func linesWrittenByTheParsingThreadAreTheOnesThisThreadWrites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let text = longTrace()
        let events = try directory.write("long.events.jsonl", text)
        // The records applied one by one on this thread, written the same way.
        var state = PagerState()
        var oneThread: [UInt8] = []
        let reader = PagerEventReader(bytes: Array(text.utf8))
        while let (event, _) = try reader.next() { PagerTraceWriter.append(state.apply(event), to: &oneThread) }
        // Expected states with record 5,000 (line 5,001) moved by 1 pt: a real difference
        // in a batch the parsing thread wrote (2,048 records a batch: the third).
        var lines = String(decoding: oneThread, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var moved = try PagerRecord(jsonLine: String(lines[5_000]))
        moved.offsetY += 1
        lines[5_000] = Substring(moved.jsonLine)
        let states = try directory.write("long.states.jsonl", lines.joined(separator: "\n"))
        for writing in [RecordPrefetch.LineWriting.always, .never, .whenAhead] {
            let out = directory.path("\(writing).states.jsonl")
            let output = try PagerOutputFile(atomicallyReplacing: out)
            var mismatches: [PagerMismatch] = []
            let summary = try replay(
                events: PagerEventReader(path: events), expected: PagerRecordReader(path: states), output: output, differ: PagerRecordDiffer(),
                report: { mismatches.append($0) }, progress: nil, prefetching: true, producerWrites: writing)
            try output.commit()
            // Whichever thread wrote them, the same bytes as one thread's…
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: out))) == oneThread, "\(writing)")
            // …and the same comparison: 9,999 lines equal byte for byte, one 1 pt off.
            #expect(summary.passed == 9_999, "\(writing)")
            #expect(mismatches.map(\.line) == [5_001], "\(writing)")
            // Record 5,000 is event i = 5,000: offset (5,000 mod 500)·7.25 − 104 = −104 (a
            // `drag ended`); the expected line says −103.
            let difference = PagerFieldDifference(field: "offsetY", expected: "-103", actual: "-104")
            #expect(mismatches.map(\.kind) == [.field(difference)], "\(writing)")
        }
    }

    @Test func aLineIsSkippedWhenItIsTheOneGivenAndReadOtherwise() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let a = #"{"seq":0}"#, b = #"{"seq":1}"#
        // Line 1 (the start of the file: a BOM is looked for there), a match (line 2), a
        // comment (line 3), a CRLF line (4), a line that differs (5), a last line without
        // its line end (6).
        let path = try directory.write("s.jsonl", "\(a)\n\(b)\n# note\n\(a)\r\n\(a)\n\(b)")
        // A 4-byte first buffer: every comparison reads more of the file first.
        let reader = PagerLineReader(descriptor: open(path, O_RDONLY), name: path, owns: true, initialCapacity: 4)
        func skips(_ line: String) throws -> Bool {
            var bytes = Array((line + "\n").utf8)
            return try bytes.withUnsafeMutableBufferPointer { try reader.skipLine(matching: UnsafeBufferPointer($0)) }
        }
        #expect(try !skips(a))  // the first line goes through nextLine()
        #expect(try reader.nextLine().map { String(decoding: $0, as: UTF8.self) } == a)
        #expect(try skips(b))
        #expect(reader.lineNumber == 2)
        #expect(try !skips(a))  // a comment comes first: left to nextLine()
        #expect(reader.lineNumber == 2)
        #expect(try reader.nextLine().map { String(decoding: $0, as: UTF8.self) } == a)  // CR stripped
        #expect(reader.lineNumber == 4)
        #expect(try !skips(b))  // line 5 is `a`: not skipped, still there
        #expect(try skips(a))
        #expect(reader.lineNumber == 5)
        #expect(try !skips(b))  // no line end: nextLine() reads it
        #expect(try reader.nextLine().map { String(decoding: $0, as: UTF8.self) } == b)
        #expect(reader.lineNumber == 6)
        #expect(try reader.nextLine() == nil)
    }

    @Test func aBadLineDeepInTheFileIsReportedAtItsLineAfterTheEventsBeforeIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Line 7,000 is in the fourth batch; the reader thread is ahead of the reducer then.
        let events = try directory.write("bad.events.jsonl", longTrace(badLineAt: 7_000))
        var progressed = 0
        #expect {
            _ = try replay(events: PagerEventReader(path: events), progress: { progressed = $0 })
        } throws: { error in
            (error as? PagerTraceError)?.line == 7_000
        }
        #expect(progressed == 0)  // fewer than 262,144 events: no progress call, none lost
        // Twice in a row: the first replay's reader thread has finished and holds nothing.
        #expect(throws: PagerTraceError.self) { _ = try replay(events: PagerEventReader(path: events)) }
    }
}
