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
        out.appendLiteral(#"{"seq":"#)
        appendInteger(record.seq, to: &out)
        out.appendLiteral(#","t":"#)
        appendNumber(record.t, to: &out)
        out.appendLiteral(#","event":""#)
        out.appendLiteral(literal(record.event))
        out.appendLiteral(#"","selected":"#)
        appendOptional(record.selected, to: &out)
        out.appendLiteral(#","page":"#)
        appendInteger(record.page, to: &out)
        out.appendLiteral(#","offsetY":"#)
        appendNumber(record.offsetY, to: &out)
        out.appendLiteral(#","pagesX":"#)
        appendNumber(record.pagesX, to: &out)
        out.appendLiteral(#","pagerX":"#)
        appendNumber(record.pagerX, to: &out)
        out.appendLiteral(#","headerTy":"#)
        appendNumber(record.headerTy, to: &out)
        out.appendLiteral(#","insetTop":"#)
        appendNumber(record.insetTop, to: &out)
        out.appendLiteral(#","indicator":"#)
        if let indicator = record.indicator {
            out.appendLiteral(#"{"x":"#)
            appendNumber(indicator.x, to: &out)
            out.appendLiteral(#","width":"#)
            appendNumber(indicator.width, to: &out)
            out.append(UInt8(ascii: "}"))
        } else {
            out.appendLiteral("null")
        }
        out.appendLiteral(#","pending":"#)
        appendOptional(record.pending, to: &out)
        out.appendLiteral(#","commands":["#)
        for (i, command) in record.commands.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            append(command, to: &out)
        }
        out.appendLiteral(#"],"diagnostics":["#)
        for (i, diagnostic) in record.diagnostics.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: diagnostic.rawValue.utf8)
            out.append(UInt8(ascii: "\""))
        }
        out.appendLiteral("]}\n")
    }

    /// Appends one command object (SPEC §3 shapes; `page` always present).
    public static func append(_ command: PagerCommand, to out: inout [UInt8]) {
        switch command {
        case .setOffset(let view, let page, let value, let animated):
            out.appendLiteral(#"{"type":"setOffset","view":""#)
            out.appendLiteral(literal(view))
            out.appendLiteral(#"","page":"#)
            appendOptional(page, to: &out)
            out.appendLiteral(#","value":"#)
            appendNumber(value, to: &out)
            out.appendLiteral(animated ? #","animated":true}"# : #","animated":false}"#)
        case .setInset(let page, let top, let duration):
            out.appendLiteral(#"{"type":"setInset","page":"#)
            appendOptional(page, to: &out)
            out.appendLiteral(#","top":"#)
            appendNumber(top, to: &out)
            out.appendLiteral(#","duration":"#)
            appendNumber(duration, to: &out)
            out.append(UInt8(ascii: "}"))
        case .setContentHeight(let page, let height):
            out.appendLiteral(#"{"type":"setContentHeight","page":"#)
            appendInteger(page, to: &out)
            out.appendLiteral(#","height":"#)
            appendNumber(height, to: &out)
            out.append(UInt8(ascii: "}"))
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
    /// as the same `Double`; anything else as Swift's shortest representation (`1e-09`).
    /// Non-finite values cannot be JSON and never occur in records (SPEC §8.2); they are
    /// written as `null` so that a reader rejects the line instead of misreading it.
    public static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        let magnitude = abs(value)
        if magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            if value == 0, value.sign == .minus {
                out.appendLiteral("-0")
            } else {
                appendInteger(Int(value), to: &out)
            }
            return
        }
        if magnitude < 1e9, magnitude >= 1e-4 {
            // m·10⁻ᵏ reads back as `value` exactly when m / 10ᵏ == value: both are exact
            // (m < 2⁵³, 10ᵏ ≤ 10²²), so the division is the one correctly rounded result a
            // reader computes. The first k that works gives the fewest digits.
            var power = 1.0, scale = 1
            for k in 1...8 {
                power *= 10
                scale &*= 10
                let m = (magnitude * power).rounded()
                if m < 9_007_199_254_740_992, m / power == magnitude {
                    let digits = Int(m)
                    if value < 0 { out.append(UInt8(ascii: "-")) }
                    appendInteger(digits / scale, to: &out)
                    out.append(UInt8(ascii: "."))
                    var fraction = digits % scale, divisor = scale / 10
                    for _ in 0..<k {
                        out.append(UInt8(ascii: "0") &+ UInt8(fraction / divisor))
                        fraction %= divisor
                        divisor /= 10
                    }
                    return
                }
            }
        }
        if value.isFinite {
            out.append(contentsOf: value.description.utf8)
        } else {
            out.appendLiteral("null")
        }
    }

    public static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        if value >= 0, value < 10 {
            out.append(UInt8(ascii: "0") &+ UInt8(value))
            return
        }
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            if value == .min {
                out.appendLiteral("9223372036854775808")
                return
            }
        }
        let magnitude = value.magnitude
        var digits = 1, bound: UInt = 10
        while digits < 19, magnitude >= bound {
            digits += 1
            bound &*= 10
        }
        let start = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        out.withUnsafeMutableBufferPointer { buffer in
            var rest = magnitude, i = start + digits - 1
            repeat {
                buffer[i] = UInt8(ascii: "0") &+ UInt8(rest % 10)
                rest /= 10
                i -= 1
            } while rest > 0
        }
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
