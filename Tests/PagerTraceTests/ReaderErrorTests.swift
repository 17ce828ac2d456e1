// SPEC §5: every kind of malformed trace line gives its own message at the offending
// position, as FILE:LINE:COLUMN. Expected columns come from where the offending token is.
import PagerCore
import PagerTestSupport
@testable import PagerTrace
import Testing

@Suite("§5 Trace reader errors")
struct ReaderErrorTests {
    @Test(arguments: malformedEvents)
    func malformedLine(line: String, token: String?, message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Two comment lines and a blank line first: they count in line numbers.
        let path = try directory.write("bad.events.jsonl", "# a comment\n\n" + line + "\n")
        let reader = try EventReader(path: path)
        let column = expectedColumn(line: line, token: token)
        #expect(throws: TraceError(file: path, line: 3, column: column, message: message)) {
            _ = try reader.next()
        }
    }

    @Test func errorsPrintAsFileLineColumn() {
        let error = TraceError(file: "Traces/x.events.jsonl", line: 12, column: 7, message: "unknown view 'table'")
        #expect(error.description == "Traces/x.events.jsonl:12:7: unknown view 'table'")
    }

    @Test func malformedRecordLinesToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = #"{"seq":0,"t":0,"event":"layout","selected":0,"page":0,"offsetY":0,"pagesX":0,"pagerX":0,"headerTy":0,"insetTop":0,"indicator":null,"pending":null,"commands":[],"diagnostics":[]}"#
        let cases: [(String, String?, String)] = [
            (good.replacingOccurrences(of: #""event":"layout""#, with: #""event":"swipe""#), #""swipe""#, "unknown event 'swipe'"),
            (good.replacingOccurrences(of: #","pagerX":0"#, with: ""), nil, "missing field 'pagerX' in a record"),
            (good.replacingOccurrences(of: #""diagnostics":[]"#, with: #""diagnostics":["oops"]"#), #""oops""#, "unknown diagnostic 'oops'"),
            (good.replacingOccurrences(of: #""commands":[]"#, with: #""commands":[{"type":"setOffset","view":"content","page":null,"value":1}]"#),
             #"{"type":"setOffset""#, "missing field 'animated' in a command"),
        ]
        for (line, token, message) in cases {
            let path = try directory.write("bad.states.jsonl", line + "\n")
            let reader = try RecordReader(path: path)
            let column = token.map { PagerTestSupport.column(of: $0, in: line) } ?? 1
            #expect(throws: TraceError(file: path, line: 1, column: column, message: message)) { _ = try reader.next() }
        }
    }

    @Test func unknownKeysAreIgnored() throws {
        let event = try PagerEvent(jsonLine: #"{"t":1,"type":"tapPagerItem","index":2,"recordedBy":{"device":"iPhone","os":[17,2]}}"#)
        #expect(event == .tapPagerItem(2, t: 1))
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
}
