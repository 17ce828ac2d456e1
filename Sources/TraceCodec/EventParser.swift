// One trace line → one `PagerEvent` (SPEC §2), strictly (SPEC §5): unknown `type`,
// `phase`, `view`, `mode`, `kind`, `selection` or `revealCheck`, a missing required field,
// a field of the wrong type (a fractional `index`, a string where a number belongs,
// `null`), a non-finite number or a negative `t` is a trace error. Unknown keys are
// ignored, so newer recorders can add fields; a key given twice is an error. Keys and the
// enum-like values (`type`, `phase`, `view`, …) must be plain ASCII without escapes
// (`"\u0074"` for `"t"` is rejected with a message saying so); titles may hold escapes.
// Every name is matched against the schema's spelling (`Spellings`).
import PagerCore

package enum EventParser {
    package static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineError) -> PagerEvent {
        if let event = canonicalOffsetEvent(line) { return event }
        return try parseAnySpelling(line)
    }

    /// The general parser: any key order, spacing and number spelling JSON allows, and
    /// every error of SPEC §5.
    static func parseAnySpelling(_ line: UnsafeBufferPointer<UInt8>) throws(LineError) -> PagerEvent {
        var scanner = try JSONScanner(validating: line)
        try scanner.beginObject("an event object")
        var fields = EventFields()
        var isFirst = true, predicted = 0
        while let (field, key) = try scanner.nextField(Spellings.eventKeys, isFirst: &isFirst, predicted: &predicted) {
            try fields.read(field, key, from: &scanner)
        }
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.fail("unexpected characters after the event object") }
        return try fields.event()
    }

    /// An offset event spelled exactly as `PagerTraceWriter` writes one — keys in the schema's
    /// order, no spaces, plain numbers — read without the general parser's bookkeeping;
    /// nil for any other line, which the general parser then reads (and, if need be,
    /// rejects with its message). A line this accepts the general parser reads as the same
    /// event: the same scanner reads each value and the same checks apply (`t` finite and
    /// not negative, numbers finite, the phase one of the type's). Every byte it accepts
    /// is ASCII, so UTF-8 validation would find nothing.
    @inline(__always)
    static func canonicalOffsetEvent(_ line: UnsafeBufferPointer<UInt8>) -> PagerEvent? {
        unowned(unsafe) let K = EventKeyBytes.shared
        var s = JSONScanner(line)
        guard s.skip(exactly: K.t), let t = s.scanNumber(), t.isFinite, t >= 0,
            s.skip(exactly: K.type), let type = s.quoted(Spellings.eventTypes),
            s.skip(exactly: K.phase), let phase = s.quoted(Spellings.phases),
            s.skip(exactly: K.view), let view = s.quoted(Spellings.views)
        else { return nil }
        var page: Int?
        if s.skip(exactly: K.page) {
            // Digits only, as the writer spells a page; any other spelling (`1.0`, too
            // many digits) is the general parser's to read or reject.
            guard let exact = s.scanPlainInteger(), let value = exact else { return nil }
            page = value
        }
        guard s.skip(exactly: K.offset), let offset = s.scanNumber(), offset.isFinite else { return nil }
        var velocity: Double?, willDecelerate: Bool?
        if s.skip(exactly: K.velocity) {
            guard let value = s.scanNumber(), value.isFinite, s.skip(exactly: K.willDecelerate),
                let flag = try? s.bool("willDecelerate")
            else { return nil }
            velocity = value
            willDecelerate = flag
        }
        guard s.position == line.count - 1, line[s.position] == UInt8(ascii: "}"),
            let name = PagerEventName(type: type, phase: phase),
            let motion = PagerScrollMotion(name, velocity: velocity, willDecelerate: willDecelerate)
        else { return nil }
        return PagerEvent(t: t, .offset(motion, PagerScrollReport(view: view, page: page, offset: offset)))
    }

    /// A string value (no escapes) spelled in `table`; "must be a string" otherwise, and
    /// "unknown FIELD 'x'" for a string the table does not have.
    @inline(__always)
    static func enumValue<T>(_ s: inout JSONScanner, _ field: @autoclosure () -> String, _ table: SpellingTable<T>) throws(LineError) -> T {
        s.skipWhitespace()
        let at = s.position
        // The common case: a name of the table, exactly, between quotes.
        if let value = s.quoted(table) { return value }
        guard s.peek() == UInt8(ascii: "\"") else { throw s.typeError(field(), "a string") }
        let name = JSONScanner.Key(range: try s.string(what: "a string for '\(field())'"), offset: at, scanner: s)
        guard let (value, _) = name.lookup(table) else { throw s.fail("unknown \(field()) '\(name.string)'", at: at) }
        return value
    }
}

/// The fields of one event line as they are read, in any order.
private struct EventFields {
    var t: Double?
    var type: PagerEventName.EventType?
    var phase: PagerEventName.Phase?
    var phaseOffset = 0
    var view: PagerScrollViewID?
    var page: Int?
    var offset: Double?
    var velocity: Double?
    var willDecelerate: Bool?
    var index: Int?
    var viewport: PagerViewport?
    var header: PagerHeader?
    var pager: PagerBar?
    var content: PagerContent?

    mutating func read(_ field: TraceKeys.Event, _ key: JSONScanner.Key, from s: inout JSONScanner) throws(LineError) {
        s.skipWhitespace()
        let valueOffset = s.position
        switch field {
        case .t:
            try once(t == nil, key)
            let value = try s.number(field.rawValue)
            guard value >= 0 else { throw s.fail("field 't' must not be negative", at: valueOffset) }
            t = value
        case .type: try once(type == nil, key); type = try EventParser.enumValue(&s, field.rawValue, Spellings.eventTypes)
        case .phase:
            try once(phase == nil, key)
            phaseOffset = valueOffset
            phase = try EventParser.enumValue(&s, field.rawValue, Spellings.phases)
        case .view: try once(view == nil, key); view = try EventParser.enumValue(&s, field.rawValue, Spellings.views)
        case .page: try once(page == nil, key); page = try s.integer(field.rawValue)
        case .offset: try once(offset == nil, key); offset = try s.number(field.rawValue)
        case .velocity: try once(velocity == nil, key); velocity = try s.number(field.rawValue)
        case .willDecelerate: try once(willDecelerate == nil, key); willDecelerate = try s.bool(field.rawValue)
        case .index: try once(index == nil, key); index = try s.integer(field.rawValue)
        case .viewport: try once(viewport == nil, key); viewport = try LayoutParser.viewport(&s)
        case .header: try once(header == nil, key); header = try LayoutParser.header(&s)
        case .pager: try once(pager == nil, key); pager = try LayoutParser.pagerBar(&s)
        case .content: try once(content == nil, key); content = try LayoutParser.content(&s)
        }
    }

    func missing(_ field: TraceKeys.Event, for type: PagerEventName.EventType) -> LineError {
        LineError(offset: 0, message: "missing field '\(field.rawValue)' for a \(type.rawValue) event")
    }

    func event() throws(LineError) -> PagerEvent {
        guard let type else { throw LineError(offset: 0, message: "missing field 'type'") }
        guard let t else { throw LineError(offset: 0, message: "missing field 't'") }
        switch type {
        case .layout:
            guard let viewport else { throw missing(.viewport, for: type) }
            guard let header else { throw missing(.header, for: type) }
            guard let pager else { throw missing(.pager, for: type) }
            guard let content else { throw missing(.content, for: type) }
            return PagerEvent(t: t, .layout(PagerLayout(viewport: viewport, header: header, pager: pager, content: content)))
        case .drag, .decelerate, .scroll:
            guard let phase else { throw missing(.phase, for: type) }
            guard let view else { throw missing(.view, for: type) }
            guard let offset else { throw missing(.offset, for: type) }
            guard let name = PagerEventName(type: type, phase: phase),
                let motion = PagerScrollMotion(name, velocity: velocity, willDecelerate: willDecelerate)
            else {
                let phases = Spellings.eventNames.compactMap { $0.value.type == type ? $0.value.phase?.rawValue : nil }
                throw LineError(
                    offset: phaseOffset,
                    message:
                        "unknown phase '\(phase.rawValue)' for a \(type.rawValue) event (\(phases.joined(separator: " or ")))")
            }
            return PagerEvent(t: t, .offset(motion, PagerScrollReport(view: view, page: page, offset: offset)))
        case .tapPagerItem:
            guard let index else { throw missing(.index, for: type) }
            return PagerEvent(t: t, .tapPagerItem(index: index))
        case .tapStatusBar:
            return PagerEvent(t: t, .tapStatusBar)
        }
    }
}

/// Throws "field 'x' is given twice" unless the field is still unread.
@inline(__always)
func once(_ unread: Bool, _ key: JSONScanner.Key) throws(LineError) {
    guard unread else { throw LineError(offset: key.offset, message: "field '\(key.string)' is given twice") }
}
