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
        out.append(contentsOf: #"{"seq":"#.utf8)
        appendInteger(record.seq, to: &out)
        out.append(contentsOf: #","t":"#.utf8)
        appendNumber(record.t, to: &out)
        out.append(contentsOf: #","event":""#.utf8)
        out.append(contentsOf: record.event.rawValue.utf8)
        out.append(contentsOf: #"","selected":"#.utf8)
        appendOptional(record.selected, to: &out)
        out.append(contentsOf: #","page":"#.utf8)
        appendInteger(record.page, to: &out)
        out.append(contentsOf: #","offsetY":"#.utf8)
        appendNumber(record.offsetY, to: &out)
        out.append(contentsOf: #","pagesX":"#.utf8)
        appendNumber(record.pagesX, to: &out)
        out.append(contentsOf: #","pagerX":"#.utf8)
        appendNumber(record.pagerX, to: &out)
        out.append(contentsOf: #","headerTy":"#.utf8)
        appendNumber(record.headerTy, to: &out)
        out.append(contentsOf: #","insetTop":"#.utf8)
        appendNumber(record.insetTop, to: &out)
        out.append(contentsOf: #","indicator":"#.utf8)
        if let indicator = record.indicator {
            out.append(contentsOf: #"{"x":"#.utf8)
            appendNumber(indicator.x, to: &out)
            out.append(contentsOf: #","width":"#.utf8)
            appendNumber(indicator.width, to: &out)
            out.append(UInt8(ascii: "}"))
        } else {
            out.append(contentsOf: "null".utf8)
        }
        out.append(contentsOf: #","pending":"#.utf8)
        appendOptional(record.pending, to: &out)
        out.append(contentsOf: #","commands":["#.utf8)
        for (i, command) in record.commands.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            append(command, to: &out)
        }
        out.append(contentsOf: #"],"diagnostics":["#.utf8)
        for (i, diagnostic) in record.diagnostics.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: diagnostic.rawValue.utf8)
            out.append(UInt8(ascii: "\""))
        }
        out.append(contentsOf: "]}\n".utf8)
    }

    /// Appends one command object (SPEC §3 shapes; `page` always present).
    public static func append(_ command: PagerCommand, to out: inout [UInt8]) {
        switch command {
        case .setOffset(let view, let page, let value, let animated):
            out.append(contentsOf: #"{"type":"setOffset","view":""#.utf8)
            out.append(contentsOf: view.rawValue.utf8)
            out.append(contentsOf: #"","page":"#.utf8)
            appendOptional(page, to: &out)
            out.append(contentsOf: #","value":"#.utf8)
            appendNumber(value, to: &out)
            out.append(contentsOf: animated ? #","animated":true}"#.utf8 : #","animated":false}"#.utf8)
        case .setInset(let page, let top, let duration):
            out.append(contentsOf: #"{"type":"setInset","page":"#.utf8)
            appendOptional(page, to: &out)
            out.append(contentsOf: #","top":"#.utf8)
            appendNumber(top, to: &out)
            out.append(contentsOf: #","duration":"#.utf8)
            appendNumber(duration, to: &out)
            out.append(UInt8(ascii: "}"))
        case .setContentHeight(let page, let height):
            out.append(contentsOf: #"{"type":"setContentHeight","page":"#.utf8)
            appendInteger(page, to: &out)
            out.append(contentsOf: #","height":"#.utf8)
            appendNumber(height, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends one event as a JSON line (with its `\n`), every field written, defaults
    /// included, so the line reads back as the same event.
    public static func append(_ event: PagerEvent, to out: inout [UInt8]) {
        out.append(contentsOf: #"{"t":"#.utf8)
        appendNumber(event.t, to: &out)
        func report(_ type: String, _ phase: String, _ report: ScrollReport) {
            out.append(contentsOf: #","type":""#.utf8)
            out.append(contentsOf: type.utf8)
            out.append(contentsOf: #"","phase":""#.utf8)
            out.append(contentsOf: phase.utf8)
            out.append(contentsOf: #"","view":""#.utf8)
            out.append(contentsOf: report.view.rawValue.utf8)
            out.append(UInt8(ascii: "\""))
            if let page = report.page {
                out.append(contentsOf: #","page":"#.utf8)
                appendInteger(page, to: &out)
            }
            out.append(contentsOf: #","offset":"#.utf8)
            appendNumber(report.offset, to: &out)
        }
        switch event.kind {
        case .layout(let layout):
            out.append(contentsOf: #","type":"layout","viewport":{"width":"#.utf8)
            appendNumber(layout.viewport.width, to: &out)
            out.append(contentsOf: #","height":"#.utf8)
            appendNumber(layout.viewport.height, to: &out)
            out.append(contentsOf: #"},"header":{"mode":""#.utf8)
            out.append(contentsOf: layout.header.mode.rawValue.utf8)
            out.append(contentsOf: #"","height":"#.utf8)
            appendNumber(layout.header.height, to: &out)
            out.append(contentsOf: #","barHeight":"#.utf8)
            appendNumber(layout.header.barHeight, to: &out)
            out.append(contentsOf: layout.header.snap ? #","snap":true"#.utf8 : #","snap":false"#.utf8)
            out.append(contentsOf: #","revealCheck":""#.utf8)
            out.append(contentsOf: layout.header.revealCheck.rawValue.utf8)
            out.append(contentsOf: #""},"pager":{"items":["#.utf8)
            for (i, item) in layout.pager.items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: #"{"width":"#.utf8)
                appendNumber(item.width, to: &out)
                if let title = item.title {
                    out.append(contentsOf: #","title":"#.utf8)
                    appendString(title, to: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
            out.append(contentsOf: #"],"spacing":"#.utf8)
            appendNumber(layout.pager.spacing, to: &out)
            out.append(contentsOf: #","edgeInset":"#.utf8)
            appendNumber(layout.pager.edgeInset, to: &out)
            out.append(contentsOf: #","indicatorExtra":"#.utf8)
            appendNumber(layout.pager.indicatorExtra, to: &out)
            out.append(contentsOf: #"},"content":"#.utf8)
            switch layout.content {
            case .sections(let sections, let selection, let window):
                out.append(contentsOf: #"{"kind":"sections","sections":["#.utf8)
                for (i, section) in sections.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    out.append(contentsOf: #"{"headerHeight":"#.utf8)
                    appendNumber(section.headerHeight, to: &out)
                    out.append(contentsOf: #","rows":"#.utf8)
                    appendInteger(section.rows, to: &out)
                    out.append(contentsOf: #","rowHeight":"#.utf8)
                    appendNumber(section.rowHeight, to: &out)
                    if let title = section.title {
                        out.append(contentsOf: #","title":"#.utf8)
                        appendString(title, to: &out)
                    }
                    out.append(UInt8(ascii: "}"))
                }
                out.append(contentsOf: #"],"selection":""#.utf8)
                out.append(contentsOf: selection.rawValue.utf8)
                out.append(contentsOf: #"","window":"#.utf8)
                appendNumber(window, to: &out)
                out.append(UInt8(ascii: "}"))
            case .pages(let pages, let adjustContentSize):
                out.append(contentsOf: #"{"kind":"pages","pages":["#.utf8)
                for (i, page) in pages.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    out.append(contentsOf: #"{"contentHeight":"#.utf8)
                    appendNumber(page.contentHeight, to: &out)
                    out.append(UInt8(ascii: "}"))
                }
                out.append(contentsOf: adjustContentSize ? #"],"adjustContentSize":true}"#.utf8 : #"],"adjustContentSize":false}"#.utf8)
            }
        case .drag(.began, let r): report("drag", "began", r)
        case .drag(.moved, let r): report("drag", "moved", r)
        case .drag(.ended(let velocity, let willDecelerate), let r):
            report("drag", "ended", r)
            out.append(contentsOf: #","velocity":"#.utf8)
            appendNumber(velocity, to: &out)
            out.append(contentsOf: willDecelerate ? #","willDecelerate":true"#.utf8 : #","willDecelerate":false"#.utf8)
        case .decelerate(let phase, let r): report("decelerate", phase.rawValue, r)
        case .scroll(let phase, let r): report("scroll", phase.rawValue, r)
        case .tapPagerItem(let index):
            out.append(contentsOf: #","type":"tapPagerItem","index":"#.utf8)
            appendInteger(index, to: &out)
        case .tapStatusBar:
            out.append(contentsOf: #","type":"tapStatusBar""#.utf8)
        }
        out.append(contentsOf: "}\n".utf8)
    }

    // MARK: Scalars

    /// A number in shortest round-trip form; whole numbers below 2⁵³ as integers.
    /// Non-finite values cannot be JSON and never occur in records (SPEC §8.2); they
    /// are written as `null` so that a reader rejects the line instead of misreading it.
    public static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        if value.isFinite, value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
            if value == 0, value.sign == .minus {
                out.append(contentsOf: "-0".utf8)
            } else {
                appendInteger(Int(value), to: &out)
            }
        } else if value.isFinite {
            out.append(contentsOf: value.description.utf8)
        } else {
            out.append(contentsOf: "null".utf8)
        }
    }

    public static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            if value == .min {
                out.append(contentsOf: "9223372036854775808".utf8)
                return
            }
        }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }

    static func appendOptional(_ value: Int?, to out: inout [UInt8]) {
        if let value { appendInteger(value, to: &out) } else { out.append(contentsOf: "null".utf8) }
    }

    /// A JSON string with the escapes JSON requires.
    public static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
