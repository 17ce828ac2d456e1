// Records (SPEC §3) and events (SPEC §2) as JSON lines, keys in the SPEC's order,
// numbers in shortest round-trip form: whole numbers as integers (`-104`), others as
// Swift's shortest representation that reads back as the same `Double` (`0.7`, `1e-05`).
import PagerCore

/// Appends JSON text for records and events to a byte buffer.
///
/// - Complexity: O(size of the line written); no allocation beyond the buffer's growth
///   for whole numbers, one short-lived string per fractional number.
public enum TraceWriter {
    /// Appends one record as a JSON line (with its `\n`).
    public static func append(_ record: PagerRecord, to out: inout [UInt8]) {
        withReserved(recordBound(record), in: &out) { write(record, to: &$0) }
    }

    /// An upper bound of a record line's length: 14 keys and punctuation (< 260 bytes),
    /// 9 numbers of at most 32 bytes, 4 integers of at most 20; each command < 140 and
    /// each diagnostic < 24.
    @inline(__always)
    static func recordBound(_ record: PagerRecord) -> Int {
        260 + 9 * 32 + 4 * 20 + 140 * record.commands.count + 24 * record.diagnostics.count
    }

    /// At most `recordBound(record)` bytes.
    static func write(_ record: PagerRecord, to c: inout ByteCursor) {
            c.literal(#"{"seq":"#)
            c.integer(record.seq)
            c.literal(#","t":"#)
            c.number(record.t)
            c.literal(#","event":""#)
            c.literal(literal(record.event))
            c.literal(#"","selected":"#)
            c.optional(record.selected)
            c.literal(#","page":"#)
            c.integer(record.page)
            c.literal(#","offsetY":"#)
            c.number(record.offsetY)
            c.literal(#","pagesX":"#)
            c.number(record.pagesX)
            c.literal(#","pagerX":"#)
            c.number(record.pagerX)
            c.literal(#","headerTy":"#)
            c.number(record.headerTy)
            c.literal(#","insetTop":"#)
            c.number(record.insetTop)
            if let indicator = record.indicator {
                c.literal(#","indicator":{"x":"#)
                c.number(indicator.x)
                c.literal(#","width":"#)
                c.number(indicator.width)
                c.byte(UInt8(ascii: "}"))
            } else {
                c.literal(#","indicator":null"#)
            }
            c.literal(#","pending":"#)
            c.optional(record.pending)
            c.literal(#","commands":["#)
            for (i, command) in record.commands.enumerated() {
                if i > 0 { c.byte(UInt8(ascii: ",")) }
                write(command, to: &c)
            }
            c.literal(#"],"diagnostics":["#)
            for (i, diagnostic) in record.diagnostics.enumerated() {
                if i > 0 { c.byte(UInt8(ascii: ",")) }
                c.byte(UInt8(ascii: "\""))
                c.literal(literal(diagnostic))
                c.byte(UInt8(ascii: "\""))
            }
            c.literal("]}\n")
    }

    /// Appends one command object (SPEC §3 shapes; `page` always present).
    public static func append(_ command: PagerCommand, to out: inout [UInt8]) {
        withReserved(140, in: &out) { write(command, to: &$0) }
    }

    /// At most 140 bytes.
    static func write(_ command: PagerCommand, to c: inout ByteCursor) {
        switch command {
        case .setOffset(let view, let page, let value, let animated):
            c.literal(#"{"type":"setOffset","view":""#)
            c.literal(literal(view))
            c.literal(#"","page":"#)
            c.optional(page)
            c.literal(#","value":"#)
            c.number(value)
            c.literal(animated ? #","animated":true}"# : #","animated":false}"#)
        case .setInset(let page, let top, let duration):
            c.literal(#"{"type":"setInset","page":"#)
            c.optional(page)
            c.literal(#","top":"#)
            c.number(top)
            c.literal(#","duration":"#)
            c.number(duration)
            c.byte(UInt8(ascii: "}"))
        case .setContentHeight(let page, let height):
            c.literal(#"{"type":"setContentHeight","page":"#)
            c.integer(page)
            c.literal(#","height":"#)
            c.number(height)
            c.byte(UInt8(ascii: "}"))
        }
    }

    static func literal(_ diagnostic: Diagnostic) -> StaticString {
        switch diagnostic {
        case .noLayout: return "noLayout"
        case .invalidLayout: return "invalidLayout"
        case .unknownView: return "unknownView"
        case .pageOutOfRange: return "pageOutOfRange"
        case .indexOutOfRange: return "indexOutOfRange"
        case .missingPage: return "missingPage"
        case .invalidNumber: return "invalidNumber"
        case .timeWentBackwards: return "timeWentBackwards"
        case .unexpectedPhase: return "unexpectedPhase"
        }
    }

    /// Appends one event as a JSON line (with its `\n`), every field written, defaults
    /// included, so the line reads back as the same event.
    public static func append(_ event: PagerEvent, to out: inout [UInt8]) {
        out.appendLiteral(#"{"t":"#)
        appendNumber(event.t, to: &out)
        func report(_ type: String, _ phase: String, _ report: ScrollReport) {
            out.appendLiteral(#","type":""#)
            out.append(contentsOf: type.utf8)
            out.appendLiteral(#"","phase":""#)
            out.append(contentsOf: phase.utf8)
            out.appendLiteral(#"","view":""#)
            out.appendLiteral(literal(report.view))
            out.append(UInt8(ascii: "\""))
            if let page = report.page {
                out.appendLiteral(#","page":"#)
                appendInteger(page, to: &out)
            }
            out.appendLiteral(#","offset":"#)
            appendNumber(report.offset, to: &out)
        }
        switch event.kind {
        case .layout(let layout):
            out.appendLiteral(#","type":"layout","viewport":{"width":"#)
            appendNumber(layout.viewport.width, to: &out)
            out.appendLiteral(#","height":"#)
            appendNumber(layout.viewport.height, to: &out)
            out.appendLiteral(#"},"header":{"mode":""#)
            out.append(contentsOf: layout.header.mode.rawValue.utf8)
            out.appendLiteral(#"","height":"#)
            appendNumber(layout.header.height, to: &out)
            out.appendLiteral(#","barHeight":"#)
            appendNumber(layout.header.barHeight, to: &out)
            out.appendLiteral(layout.header.snap ? #","snap":true"# : #","snap":false"#)
            out.appendLiteral(#","revealCheck":""#)
            out.append(contentsOf: layout.header.revealCheck.rawValue.utf8)
            out.appendLiteral(#""},"pager":{"items":["#)
            for (i, item) in layout.pager.items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                out.appendLiteral(#"{"width":"#)
                appendNumber(item.width, to: &out)
                if let title = item.title {
                    out.appendLiteral(#","title":"#)
                    appendString(title, to: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
            out.appendLiteral(#"],"spacing":"#)
            appendNumber(layout.pager.spacing, to: &out)
            out.appendLiteral(#","edgeInset":"#)
            appendNumber(layout.pager.edgeInset, to: &out)
            out.appendLiteral(#","indicatorExtra":"#)
            appendNumber(layout.pager.indicatorExtra, to: &out)
            out.appendLiteral(#"},"content":"#)
            switch layout.content {
            case .sections(let sections, let selection, let window):
                out.appendLiteral(#"{"kind":"sections","sections":["#)
                for (i, section) in sections.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    out.appendLiteral(#"{"headerHeight":"#)
                    appendNumber(section.headerHeight, to: &out)
                    out.appendLiteral(#","rows":"#)
                    appendInteger(section.rows, to: &out)
                    out.appendLiteral(#","rowHeight":"#)
                    appendNumber(section.rowHeight, to: &out)
                    if let title = section.title {
                        out.appendLiteral(#","title":"#)
                        appendString(title, to: &out)
                    }
                    out.append(UInt8(ascii: "}"))
                }
                out.appendLiteral(#"],"selection":""#)
                out.append(contentsOf: selection.rawValue.utf8)
                out.appendLiteral(#"","window":"#)
                appendNumber(window, to: &out)
                out.append(UInt8(ascii: "}"))
            case .pages(let pages, let adjustContentSize):
                out.appendLiteral(#"{"kind":"pages","pages":["#)
                for (i, page) in pages.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    out.appendLiteral(#"{"contentHeight":"#)
                    appendNumber(page.contentHeight, to: &out)
                    out.append(UInt8(ascii: "}"))
                }
                out.appendLiteral(adjustContentSize ? #"],"adjustContentSize":true}"# : #"],"adjustContentSize":false}"#)
            }
        case .drag(.began, let r): report("drag", "began", r)
        case .drag(.moved, let r): report("drag", "moved", r)
        case .drag(.ended(let velocity, let willDecelerate), let r):
            report("drag", "ended", r)
            out.appendLiteral(#","velocity":"#)
            appendNumber(velocity, to: &out)
            out.appendLiteral(willDecelerate ? #","willDecelerate":true"# : #","willDecelerate":false"#)
        case .decelerate(let phase, let r): report("decelerate", phase.rawValue, r)
        case .scroll(let phase, let r): report("scroll", phase.rawValue, r)
        case .tapPagerItem(let index):
            out.appendLiteral(#","type":"tapPagerItem","index":"#)
            appendInteger(index, to: &out)
        case .tapStatusBar:
            out.appendLiteral(#","type":"tapStatusBar""#)
        }
        out.appendLiteral("}\n")
    }

    // MARK: Scalars

    /// A number in shortest round-trip form: whole numbers below 2⁵³ as integers; other
    /// numbers below 10⁹ in fixed point with the fewest decimals (up to 8) that read back
    /// as the same `Double` — m·10⁻ᵏ reads back as the value exactly when m / 10ᵏ equals
    /// it, both being exact (m < 2⁵³, 10ᵏ ≤ 10²²), so the division is the one correctly
    /// rounded result a reader computes; anything else as Swift's shortest representation
    /// (`1e-09`). Non-finite values cannot be JSON and never occur in records (SPEC §8.2);
    /// they are written as `null` so that a reader rejects the line instead of misreading it.
    public static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        withReserved(32, in: &out) { $0.number(value) }
    }

    public static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        withReserved(21, in: &out) { $0.integer(value) }
    }

    /// The JSON spelling of an event name, as a literal (one copy to append).
    static func literal(_ name: PagerEventName) -> StaticString {
        switch name {
        case .layout: return "layout"
        case .dragBegan: return "drag.began"
        case .dragMoved: return "drag.moved"
        case .dragEnded: return "drag.ended"
        case .decelerateBegan: return "decelerate.began"
        case .decelerateMoved: return "decelerate.moved"
        case .decelerateEnded: return "decelerate.ended"
        case .scrollMoved: return "scroll.moved"
        case .scrollEnded: return "scroll.ended"
        case .tapPagerItem: return "tapPagerItem"
        case .tapStatusBar: return "tapStatusBar"
        }
    }

    static func literal(_ view: ScrollViewID) -> StaticString {
        switch view {
        case .content: return "content"
        case .pages: return "pages"
        case .pager: return "pager"
        }
    }

    static func appendOptional(_ value: Int?, to out: inout [UInt8]) {
        if let value { appendInteger(value, to: &out) } else { out.appendLiteral("null") }
    }

    /// A JSON string with the escapes JSON requires.
    public static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.appendLiteral(#"\""#)
            case UInt8(ascii: "\\"): out.appendLiteral(#"\\"#)
            case 0x0A: out.appendLiteral(#"\n"#)
            case 0x0D: out.appendLiteral(#"\r"#)
            case 0x09: out.appendLiteral(#"\t"#)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.appendLiteral(#"\u00"#)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 bytes in one copy.
    @inline(__always)
    mutating func appendLiteral(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
