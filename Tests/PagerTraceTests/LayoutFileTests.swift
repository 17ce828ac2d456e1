// `readLayout(atPath:)`: the user's own screen for `pager-demo --layout` and
// `trace-replay fuzz --layout`, read by the trace reader, its mistakes at FILE:LINE:COLUMN.
import Foundation
import PagerCore
import PagerTestSupport
import PagerTrace
import Testing

@Suite("Layout files")
struct LayoutFileTests {
    static let screen = """
        # my screen, written by hand
        {
          "viewport": {"width": 375, "height": 603},
          "header": {"mode": "fixed", "height": 0, "barHeight": 40},
          "pager": {"items": [{"width": 80, "title": "Soups"}]},
          "content": {"kind": "sections", "sections": [{"headerHeight": 60, "rows": 2, "rowHeight": 60}]}
        }

        """

    @Test func aBareObjectOverSeveralLinesWithDefaults() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let layout = try readLayout(atPath: directory.write("screen.json", Self.screen))
        #expect(layout.viewport == PagerViewport(width: 375, height: 603))
        #expect(layout.pager.items == [PagerItem(width: 80, title: "Soups")])
        // SPEC §2 defaults: spacing 0, selection crossing.
        #expect(layout.pager.spacing == 0)
        guard case .sections(let sections, let selection, _, _) = layout.content else { Issue.record("not sections"); return }
        #expect(sections == [PagerListSection(headerHeight: 60, rows: 2, rowHeight: 60)])
        #expect(selection == .crossing)
    }

    @Test func aTraceWhoseFirstEventIsTheLayout() throws {
        let path = tracesDirectory.appendingPathComponent("spec-example.events.jsonl").path
        let layout = try readLayout(atPath: path)
        #expect(layout.pager.items.count == 3)  // the SPEC §2 example's three pages
    }

    @Test func mistakesAreReportedWhereTheyAre() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // rowHeight a string on line 6 (the comment is line 1): the reader's message at the
        // value's byte column.
        let wrongType = Self.screen.replacingOccurrences(of: #""rowHeight": 60"#, with: #""rowHeight": "x""#)
        let path = try directory.write("a.json", wrongType)
        let line6 = wrongType.split(separator: "\n", omittingEmptySubsequences: false)[5]
        #expect(throws: PagerTraceError(file: path, line: 6, column: column(of: #""x""#, in: String(line6)), message: "field 'rowHeight' must be a number")) {
            try readLayout(atPath: path)
        }
        // A missing field: the object's place.
        let missing = try directory.write("b.json", #"{"viewport":{"width":375}}"# + "\n")
        #expect(throws: PagerTraceError(file: missing, line: 1, column: 13, message: "missing field 'height' in viewport")) {
            try readLayout(atPath: missing)
        }
        // Valid JSON, invalid screen: SPEC §5's rule, with the field and the value.
        let negative = try directory.write("c.json", Self.screen.replacingOccurrences(of: #""rows": 2"#, with: #""rows": -2"#))
        #expect(
            throws: PagerFileError(negative, "is not a valid layout (SPEC §5 invalidLayout): content.sections[0].rows is -2, but a count must not be negative")
        ) {
            try readLayout(atPath: negative)
        }
        // A trace that starts with something else.
        let tap = try directory.write("d.events.jsonl", #"{"t":0,"type":"tapStatusBar"}"# + "\n")
        #expect(throws: PagerFileError(tap, "the trace's first event is a tapStatusBar, not a layout")) { try readLayout(atPath: tap) }
        // Not JSON at all.
        let words = try directory.write("e.json", "# nothing\n\n  hello\n")
        #expect(throws: PagerTraceError.self) { try readLayout(atPath: words) }
        do { _ = try readLayout(atPath: words) } catch let error as PagerTraceError { #expect((error.line, error.column) == (3, 3)) }
    }
}
