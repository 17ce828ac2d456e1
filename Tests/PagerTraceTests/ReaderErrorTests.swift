// SPEC §5: every kind of malformed trace line gives its own message at the offending
// position, as FILE:LINE:COLUMN. Expected columns come from where the offending token is.
import PagerCore
import PagerTestSupport
@testable import PagerTrace
import Testing

/// (the line, the token the error points at — nil for column 1, "<end>" for just past the
/// end of the line —, the message)
let malformedEvents: [(String, String?, String)] = [
    ("not json", nil, "not a JSON object: expected an event object"),
    ("[1,2]", nil, "not a JSON object: expected an event object"),
    (#"{"t":0,"type":"swipe"}"#, #""swipe""#, "unknown type 'swipe'"),
    (#"{"t":0,"type":"drag","phase":"flung","view":"content","offset":1}"#, #""flung""#, "unknown phase 'flung'"),
    (#"{"t":0,"type":"scroll","phase":"began","view":"content","offset":1}"#, #""began""#,
     "unknown phase 'began' for a scroll event (moved or ended)"),
    (#"{"t":0,"type":"drag","phase":"moved","view":"table","offset":1}"#, #""table""#, "unknown view 'table'"),
    (layoutLine(header: #"{"mode":"sticky","height":0,"barHeight":40}"#), #""sticky""#, "unknown mode 'sticky'"),
    (layoutLine(content: #"{"kind":"grid","sections":[]}"#), #""grid""#, "unknown kind 'grid'"),
    (layoutLine(content: #"{"kind":"sections","sections":[],"selection":"nearest"}"#), #""nearest""#, "unknown selection 'nearest'"),
    (layoutLine(header: #"{"mode":"stickyReveal","height":44,"barHeight":0,"revealCheck":"never"}"#), #""never""#,
     "unknown revealCheck 'never'"),
    (#"{"t":0,"type":"drag","phase":"moved","view":"content"}"#, nil, "missing field 'offset' for a drag event"),
    (#"{"t":0,"type":"tapPagerItem"}"#, nil, "missing field 'index' for a tapPagerItem event"),
    (#"{"t":0}"#, nil, "missing field 'type'"),
    (#"{"type":"tapStatusBar"}"#, nil, "missing field 't'"),
    (layoutLine(header: #"{"mode":"fixed","height":0}"#), #"{"mode":"fixed""#, "missing field 'barHeight' in header"),
    (#"{"t":0,"type":"tapPagerItem","index":1.5}"#, "1.5", "field 'index' must be an integer"),
    (#"{"t":0,"type":"drag","phase":"moved","view":"content","offset":"1"}"#, #""1""#, "field 'offset' must be a number"),
    (#"{"t":null,"type":"tapStatusBar"}"#, "null", "field 't' must be a number, not null"),
    (#"{"t":0,"type":"drag","phase":"moved","view":"content","page":null,"offset":1}"#, "null",
     "field 'page' must be an integer, not null"),
    (#"{"t":0,"type":"drag","phase":"ended","view":"content","offset":0,"willDecelerate":1}"#, ":1}",
     "field 'willDecelerate' must be a boolean"),
    (#"{"t":1e999,"type":"tapStatusBar"}"#, "1e999", "field 't' is not a finite number"),
    (#"{"t":-1,"type":"tapStatusBar"}"#, "-1", "field 't' must not be negative"),
    (#"{"t":0,"t":1,"type":"tapStatusBar"}"#, #""t":1"#, "field 't' is given twice"),
    (#"{"t":0,"type":"tapStatusBar"} x"#, "x", "unexpected characters after the event object"),
    (#"{"t":0,"type":"tapStat"#, #""tapStat"#, "unterminated string"),
    (#"{"t":0,"type":"tapStatusBar""#, "<end>", "unexpected end of line, expected ',' or '}'"),
    (#"{"t":0 "type":"tapStatusBar"}"#, #""type""#, "expected ',' or '}'"),
]

/// A layout event with one part replaced.
func layoutLine(header: String = #"{"mode":"fixed","height":0,"barHeight":40}"#,
                content: String = #"{"kind":"sections","sections":[]}"#) -> String {
    #"{"t":0,"type":"layout","viewport":{"width":375,"height":603},"header":"# + header
        + #","pager":{"items":[]},"content":"# + content + "}"
}

@Suite("§5 Trace reader errors")
struct ReaderErrorTests {
    @Test(arguments: malformedEvents)
    func malformedLine(line: String, token: String?, message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Two comment lines and a blank line first: they count in line numbers.
        let path = try directory.write("bad.events.jsonl", "# a comment\n\n" + line + "\n")
        let reader = try EventReader(path: path)
        var column = 1
        if token == "<end>" {
            column = line.utf8.count + 1
        } else if let token {
            column = PagerTestSupport.column(of: token, in: line)
            // The ':1}' token above points one past its colon.
            if token.hasPrefix(":") { column += 1 }
            // A duplicated key is reported at the second occurrence.
            if token == #""t":1"# { column = PagerTestSupport.column(of: #","t":1"#, in: line) + 1 }
        }
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
