// Malformed trace lines (SPEC §5) with where their error points and its message.

/// (the line, the token the error points at — nil for column 1, "<end>" for just past the
/// end of the line —, the message)
public let malformedEvents: [(String, String?, String)] = [
    ("not json", nil, "not a JSON object: expected an event object"),
    ("[1,2]", nil, "not a JSON object: expected an event object"),
    (#"{"t":0,"type":"swipe"}"#, #""swipe""#, "unknown type 'swipe'"),
    (#"{"t":0,"type":"drag","phase":"flung","view":"content","offset":1}"#, #""flung""#, "unknown phase 'flung'"),
    (
        #"{"t":0,"type":"scroll","phase":"began","view":"content","offset":1}"#, #""began""#,
        "unknown phase 'began' for a scroll event (moved or ended)"
    ),
    (#"{"t":0,"type":"drag","phase":"moved","view":"table","offset":1}"#, #""table""#, "unknown view 'table'"),
    (layoutLine(header: #"{"mode":"sticky","height":0,"barHeight":40}"#), #""sticky""#, "unknown mode 'sticky'"),
    (layoutLine(content: #"{"kind":"grid","sections":[]}"#), #""grid""#, "unknown kind 'grid'"),
    (layoutLine(content: #"{"kind":"sections","sections":[],"selection":"nearest"}"#), #""nearest""#, "unknown selection 'nearest'"),
    (
        layoutLine(header: #"{"mode":"stickyReveal","height":44,"barHeight":0,"revealCheck":"never"}"#), #""never""#,
        "unknown revealCheck 'never'"
    ),
    // v3: a section gives rows and rowHeight or a measured height, never both (reported at
    // the height's value); the pager's cells and behavior are enums.
    (
        layoutLine(content: #"{"kind":"sections","sections":[{"headerHeight":40,"rows":2,"rowHeight":60,"height":250}]}"#), ":250}",
        "a section gives either 'rows' and 'rowHeight' or a measured 'height', not both"
    ),
    (
        layoutLine(content: #"{"kind":"sections","sections":[{"headerHeight":40,"height":250,"rowHeight":60}]}"#), ":250,",
        "a section gives either 'rows' and 'rowHeight' or a measured 'height', not both"
    ),
    (
        layoutLine(content: #"{"kind":"sections","sections":[{"headerHeight":40,"height":"tall"}]}"#), #""tall""#,
        "field 'height' must be a number"
    ),
    (layoutLine(content: #"{"kind":"sections","sections":[],"footerHeight":null}"#), "null", "field 'footerHeight' must be a number, not null"),
    (layoutLine(pager: #"{"items":[],"cells":"fit"}"#), #""fit""#, "unknown cells 'fit'"),
    (layoutLine(pager: #"{"items":[],"behavior":"snap"}"#), #""snap""#, "unknown behavior 'snap'"),
    (#"{"t":0,"type":"drag","phase":"moved","view":"content"}"#, nil, "missing field 'offset' for a drag event"),
    (#"{"t":0,"type":"tapPagerItem"}"#, nil, "missing field 'index' for a tapPagerItem event"),
    (#"{"t":0}"#, nil, "missing field 'type'"),
    (#"{"type":"tapStatusBar"}"#, nil, "missing field 't'"),
    (layoutLine(header: #"{"mode":"fixed","height":0}"#), #"{"mode":"fixed""#, "missing field 'barHeight' in header"),
    (#"{"t":0,"type":"tapPagerItem","index":1.5}"#, "1.5", "field 'index' must be an integer"),
    (#"{"t":0,"type":"drag","phase":"moved","view":"content","offset":"1"}"#, #""1""#, "field 'offset' must be a number"),
    (#"{"t":null,"type":"tapStatusBar"}"#, "null", "field 't' must be a number, not null"),
    (
        #"{"t":0,"type":"drag","phase":"moved","view":"content","page":null,"offset":1}"#, "null",
        "field 'page' must be an integer, not null"
    ),
    (
        #"{"t":0,"type":"drag","phase":"ended","view":"content","offset":0,"willDecelerate":1}"#, ":1}",
        "field 'willDecelerate' must be a boolean"
    ),
    (#"{"t":1e999,"type":"tapStatusBar"}"#, "1e999", "field 't' is not a finite number"),
    (#"{"t":-1,"type":"tapStatusBar"}"#, "-1", "field 't' must not be negative"),
    (#"{"t":0,"t":1,"type":"tapStatusBar"}"#, #""t":1"#, "field 't' is given twice"),
    (#"{"t":0,"type":"tapStatusBar"} x"#, "x", "unexpected characters after the event object"),
    (#"{"t":0,"type":"tapStat"#, #""tapStat"#, "unterminated string"),
    (#"{"t":0,"type":"tapStatusBar""#, "<end>", "unexpected end of line, expected ',' or '}'"),
    (#"{"t":0 "type":"tapStatusBar"}"#, #""type""#, "expected ',' or '}'"),
]

/// A layout event with one part replaced.
public func layoutLine(
    header: String = #"{"mode":"fixed","height":0,"barHeight":40}"#,
    pager: String = #"{"items":[]}"#,
    content: String = #"{"kind":"sections","sections":[]}"#
) -> String {
    #"{"t":0,"type":"layout","viewport":{"width":375,"height":603},"header":"# + header
        + #","pager":"# + pager + #","content":"# + content + "}"
}

/// The 1-based column a `malformedEvents` entry's error points at.
public func expectedColumn(line: String, token: String?) -> Int {
    switch token {
    case nil: return 1
    case "<end>": return line.utf8.count + 1
    case #""t":1"#: return column(of: #","t":1"#, in: line) + 1  // the second occurrence
    case let token? where token.hasPrefix(":"): return column(of: token, in: line) + 1  // past the colon
    case let token?: return column(of: token, in: line)
    }
}
