// SPEC §5: every kind of malformed trace line gives its own message at the offending
// position, as FILE:LINE:COLUMN. Expected columns come from where the offending token is.
import Foundation
import PagerCore
import PagerTestSupport
@testable import PagerTrace
@testable import TraceCodec
import Testing

@Suite("§5 Trace reader errors")
struct ReaderErrorTests {
    @Test(arguments: malformedEvents)
    func malformedLine(line: String, token: String?, message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Two comment lines and a blank line first: they count in line numbers.
        let path = try directory.write("bad.events.jsonl", "# a comment\n\n" + line + "\n")
        let reader = try PagerEventReader(path: path)
        let column = expectedColumn(line: line, token: token)
        #expect(throws: PagerTraceError(file: path, line: 3, column: column, message: message)) {
            _ = try reader.next()
        }
    }

    @Test func errorsPrintAsFileLineColumn() {
        let error = PagerTraceError(file: "Traces/x.events.jsonl", line: 12, column: 7, message: "unknown view 'table'")
        #expect(error.description == "Traces/x.events.jsonl:12:7: unknown view 'table'")
    }

    @Test func malformedRecordLinesToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good =
            #"{"seq":0,"t":0,"event":"layout","selected":0,"page":0,"offsetY":0,"pagesX":0,"pagerX":0,"headerTy":0,"insetTop":0,"indicator":null,"pending":null,"commands":[],"diagnostics":[]}"#
        let cases: [(String, String?, String)] = [
            (good.replacingOccurrences(of: #""event":"layout""#, with: #""event":"swipe""#), #""swipe""#, "unknown event 'swipe'"),
            (good.replacingOccurrences(of: #","pagerX":0"#, with: ""), nil, "missing field 'pagerX' in a record"),
            (good.replacingOccurrences(of: #""diagnostics":[]"#, with: #""diagnostics":["oops"]"#), #""oops""#, "unknown diagnostic 'oops'"),
            (
                good.replacingOccurrences(of: #""commands":[]"#, with: #""commands":[{"type":"setOffset","view":"content","page":null,"value":1}]"#),
                #"{"type":"setOffset""#, "missing field 'animated' in a command"
            ),
        ]
        for (line, token, message) in cases {
            let path = try directory.write("bad.states.jsonl", line + "\n")
            let reader = try PagerRecordReader(path: path)
            let column = token.map { PagerTestSupport.column(of: $0, in: line) } ?? 1
            #expect(throws: PagerTraceError(file: path, line: 1, column: column, message: message)) { _ = try reader.next() }
        }
    }

    @Test func unknownKeysAreIgnored() throws {
        let event = try PagerEvent(jsonLine: #"{"t":1,"type":"tapPagerItem","index":2,"recordedBy":{"device":"iPhone","os":[17,2]}}"#)
        #expect(event == .tapPagerItem(2, t: 1))
    }

    /// SPEC §5: unknown keys are ignored, and JSON's keys come in any order. Several unknown
    /// keys in a row, one first, and the known ones reversed read as the writer's own line:
    /// the same event, the same record (the parsers' slow path, which skips a value and reads
    /// on, and looks up a key out of the writer's order).
    @Test func unknownKeysInARowAndKeysOutOfOrderReadAsTheWritersLine() throws {
        let event = try PagerEvent(jsonLine: #"{"x":1,"y":[{"z":null}],"index":2,"w":"v","u":{},"type":"tapPagerItem","t":1}"#)
        #expect(event == .tapPagerItem(2, t: 1))
        let written =
            #"{"seq":3,"t":0.5,"event":"tapStatusBar","selected":1,"page":0,"offsetY":12,"pagesX":0,"pagerX":4,"#
            + #""headerTy":-8,"insetTop":52,"indicator":null,"pending":null,"commands":[],"diagnostics":[]}"#
        let shuffled =
            #"{"recordedBy":"x","also":[1,2],"diagnostics":[],"commands":[],"pending":null,"indicator":null,"#
            + #""insetTop":52,"extra":true,"headerTy":-8,"pagerX":4,"pagesX":0,"offsetY":12,"page":0,"selected":1,"#
            + #""event":"tapStatusBar","t":0.5,"seq":3}"#
        let record = try PagerRecord(jsonLine: written)
        #expect(try PagerRecord(jsonLine: shuffled) == record)
        #expect(record.seq == 3 && record.offsetY == 12 && record.headerTy == -8 && record.insetTop == 52)
    }

    @Test func integralNumbersMayBeWrittenWithAFraction() throws {
        #expect(try PagerEvent(jsonLine: #"{"t":1.0,"type":"tapPagerItem","index":2.0}"#) == .tapPagerItem(2, t: 1))
    }

    @Test func titlesMayHoldEscapes() throws {
        let line = layoutLine().replacingOccurrences(of: #""items":[]"#, with: #""items":[{"width":40,"title":"Caf\u00e9 \"Nord\"\n"}]"#)
            .replacingOccurrences(of: #""sections":[]"#, with: #""sections":[{"headerHeight":60,"rows":1,"rowHeight":60}]"#)
        guard case .layout(let layout) = try PagerEvent(jsonLine: line).kind else {
            Issue.record("not a layout")
            return
        }
        #expect(layout.pager.items[0].title == "Café \"Nord\"\n")
    }

    // MARK: v2 reader details (SPEC §5 "Reader details")

    /// Writes `bytes` as line 1 of an events file and returns the reader's error, if any.
    private func readError(_ bytes: [UInt8]) throws -> PagerTraceError? {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v2.events.jsonl")
        try Data(bytes + [0x0A]).write(to: URL(fileURLWithPath: path))
        do {
            _ = try PagerEventReader(path: path).next()
            return nil
        } catch let error as PagerTraceError {
            return error
        }
    }

    /// A tapPagerItem line whose title-like unknown field holds `bytes` inside a string.
    private func lineWithString(_ bytes: [UInt8]) -> (line: [UInt8], valueColumn: Int) {
        let prefix = Array(#"{"t":0,"type":"tapPagerItem","index":0,"note":"ab"#.utf8)
        // The bad bytes start right after `"ab`: 1-based column prefix.count + 1.
        return (prefix + bytes + Array(#""}"#.utf8), prefix.count + 1)
    }

    @Test(
        arguments: [
            ([0xFF], "a byte that never occurs in UTF-8"),
            ([0xC0, 0xAF], "an overlong '/'"),
            ([0xE2, 0x82], "a truncated three-byte sequence"),
            ([0xED, 0xA0, 0x80], "an encoded surrogate U+D800"),
            ([0xF4, 0x90, 0x80, 0x80], "above U+10FFFF"),
            ([0x80], "a lone continuation byte"),
        ] as [([UInt8], String)])
    func invalidUTF8InsideAStringIsATraceError(bytes: [UInt8], what: String) throws {
        // v1 accepted these inside strings; v2: anywhere in a JSON line, at the byte column
        // of the first byte of the ill-formed sequence.
        let (line, column) = lineWithString(bytes)
        let error = try #require(try readError(line), "\(what)")
        #expect(error.line == 1)
        #expect(error.column == column)
        #expect(error.message == "invalid UTF-8")
    }

    @Test func wellFormedUTF8IsAccepted() throws {
        // "é" (2 bytes), "€" (3), "😀" (4), and U+10FFFF (F4 8F BF BF): all well formed.
        let (line, _) = lineWithString(Array("é€😀".utf8) + [0xF4, 0x8F, 0xBF, 0xBF])
        #expect(try readError(line) == nil)
    }

    @Test func invalidUTF8InACommentLineIsNotParsed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("comment.events.jsonl")
        try Data([0x23, 0x20, 0xFF, 0x0A] + Array(#"{"t":0,"type":"tapStatusBar"}"#.utf8) + [0x0A])
            .write(to: URL(fileURLWithPath: path))
        let read = try #require(try PagerEventReader(path: path).next())
        #expect(read.line == 2)
    }

    @Test(arguments: [
        // (index text, accepted value or nil for a 64-bit error)
        ("9223372036854775807", Int.max as Int?),  // 2⁶³ − 1
        ("-9223372036854775808", Int.min as Int?),  // −2⁶³
        ("9223372036854775808", nil),  // 2⁶³
        ("-9223372036854775809", nil),
        ("123456789012345678901234567890", nil),
        ("2e18", 2_000_000_000_000_000_000 as Int?),  // whole, in range
        ("1e19", nil),  // whole, out of range
        ("9007199254740993", 9_007_199_254_740_993 as Int?),  // 2⁵³ + 1: read exactly, not via Double
    ])
    func integersMustFitIn64Bits(text: String, value: Int?) throws {
        let line = #"{"t":0,"type":"tapPagerItem","index":"# + text + "}"
        if let value {
            #expect(try PagerEvent(jsonLine: line) == .tapPagerItem(value, t: 0))
        } else {
            #expect(
                throws: PagerTraceError(
                    file: "<string>", line: 1, column: column(of: text, in: line),
                    message: "field 'index' is not an integer representable in 64 bits")
            ) {
                try PagerEvent(jsonLine: line)
            }
        }
    }

    @Test func aKnownFieldIsCheckedEvenWhereTheEventDoesNotUseIt() {
        let line = #"{"t":0,"type":"tapStatusBar","phase":"flung"}"#
        #expect(
            throws: PagerTraceError(
                file: "<string>", line: 1, column: column(of: #""flung""#, in: line),
                message: "unknown phase 'flung'")
        ) {
            try PagerEvent(jsonLine: line)
        }
        let index = #"{"t":0,"type":"tapStatusBar","index":0.5}"#
        #expect(
            throws: PagerTraceError(
                file: "<string>", line: 1, column: column(of: "0.5", in: index),
                message: "field 'index' must be an integer")
        ) {
            try PagerEvent(jsonLine: index)
        }
    }

    @Test func anEscapedKeyOrEnumValueGetsAClearMessage() {
        // `\u0074ype` is "type" escaped: matched as written, so not "unknown type" but a
        // message that says escapes are not allowed there, at the string's opening quote.
        let key = #"{"t":0,"\u0074ype":"tapStatusBar"}"#
        #expect(
            throws: PagerTraceError(
                file: "<string>", line: 1, column: column(of: #""\u0074"#, in: key),
                message: "escape sequences are not allowed here")
        ) {
            try PagerEvent(jsonLine: key)
        }
        let value = #"{"t":0,"type":"tap\u0053tatusBar"}"#
        #expect(
            throws: PagerTraceError(
                file: "<string>", line: 1, column: column(of: #""tap"#, in: value),
                message: "escape sequences are not allowed here")
        ) {
            try PagerEvent(jsonLine: value)
        }
    }

    @Test func anUnpairedSurrogateEscapeIsATraceError() {
        let line = #"{"t":0,"type":"tapStatusBar","note":"\ud800x"}"#
        #expect(throws: PagerTraceError.self) { try PagerEvent(jsonLine: line) }
        let low = #"{"t":0,"type":"tapStatusBar","note":"\udc00"}"#
        #expect(throws: PagerTraceError.self) { try PagerEvent(jsonLine: low) }
    }
}
