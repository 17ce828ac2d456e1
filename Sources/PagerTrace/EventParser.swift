// One trace line → one `PagerEvent` (SPEC §2), strictly (SPEC §5): unknown `type`,
// `phase`, `view`, `mode`, `kind`, `selection` or `revealCheck`, a missing required field,
// a field of the wrong type (a fractional `index`, a string where a number belongs,
// `null`), a non-finite number or a negative `t` is a trace error. Unknown keys are
// ignored, so newer recorders can add fields; a key given twice is an error. Keys and the
// enum-like values (`type`, `phase`, `view`, …) must be plain ASCII without escapes
// (`"\u0074"` for `"t"` is rejected with a message saying so); titles may hold escapes.
import PagerCore

enum EventParser {
    static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineError) -> PagerEvent {
        var scanner = try JSONScanner(validating: line)
        try scanner.beginObject("an event object")
        var fields = EventFields()
        var isFirst = true, predicted = 0
        while let key = try scanner.nextKey(&isFirst) {
            let index = key.index(among: EventFields.fieldCount, predicted: predicted, name: EventFields.fieldName)
            predicted = index + 1
            try fields.read(index, key, from: &scanner)
        }
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.fail("unexpected characters after the event object") }
        return try fields.event()
    }
}

/// The fields of one event line as they are read, in any order.
private struct EventFields {
    var t: Double?
    var tOffset = 0
    var type: EventType?
    var phase: Phase?
    var phaseOffset = 0
    var view: ScrollViewID?
    var page: Int?
    var offset: Double?
    var velocity: Double?
    var willDecelerate: Bool?
    var index: Int?
    var viewport: Viewport?
    var header: Header?
    var pager: PagerBar?
    var content: Content?

    enum EventType { case layout, drag, decelerate, scroll, tapPagerItem, tapStatusBar }
    enum Phase { case began, moved, ended }

    /// Event keys in the order `TraceWriter` writes them.
    @inline(__always)
    static func fieldName(_ index: Int) -> StaticString {
        switch index {
        case 0: return "t"
        case 1: return "type"
        case 2: return "phase"
        case 3: return "view"
        case 4: return "page"
        case 5: return "offset"
        case 6: return "velocity"
        case 7: return "willDecelerate"
        case 8: return "index"
        case 9: return "viewport"
        case 10: return "header"
        case 11: return "pager"
        default: return "content"
        }
    }
    static let fieldCount = 13

    mutating func read(_ field: Int, _ key: JSONScanner.Key, from s: inout JSONScanner) throws(LineError) {
        s.skipWhitespace()
        let valueOffset = s.position
        switch field {
        case 0:
            try once(t == nil, "t", key)
            let value = try s.number("t")
            guard value >= 0 else { throw s.fail("field 't' must not be negative", at: valueOffset) }
            t = value
        case 1:
            try once(type == nil, "type", key)
            let name = try Self.stringValue(&s, "type")
            if name.is("drag") { type = .drag }
            else if name.is("decelerate") { type = .decelerate }
            else if name.is("scroll") { type = .scroll }
            else if name.is("tapPagerItem") { type = .tapPagerItem }
            else if name.is("tapStatusBar") { type = .tapStatusBar }
            else if name.is("layout") { type = .layout }
            else { throw s.fail("unknown type '\(name.string)'", at: valueOffset) }
        case 2:
            try once(phase == nil, "phase", key)
            phaseOffset = valueOffset
            let name = try Self.stringValue(&s, "phase")
            if name.is("moved") { phase = .moved }
            else if name.is("began") { phase = .began }
            else if name.is("ended") { phase = .ended }
            else { throw s.fail("unknown phase '\(name.string)'", at: valueOffset) }
        case 3:
            try once(view == nil, "view", key)
            let name = try Self.stringValue(&s, "view")
            if name.is("content") { view = .content }
            else if name.is("pages") { view = .pages }
            else if name.is("pager") { view = .pager }
            else { throw s.fail("unknown view '\(name.string)'", at: valueOffset) }
        case 4: try once(page == nil, "page", key); page = try s.integer("page")
        case 5: try once(offset == nil, "offset", key); offset = try s.number("offset")
        case 6: try once(velocity == nil, "velocity", key); velocity = try s.number("velocity")
        case 7: try once(willDecelerate == nil, "willDecelerate", key); willDecelerate = try s.bool("willDecelerate")
        case 8: try once(index == nil, "index", key); index = try s.integer("index")
        case 9: try once(viewport == nil, "viewport", key); viewport = try LayoutParser.viewport(&s)
        case 10: try once(header == nil, "header", key); header = try LayoutParser.header(&s)
        case 11: try once(pager == nil, "pager", key); pager = try LayoutParser.pagerBar(&s)
        case 12: try once(content == nil, "content", key); content = try LayoutParser.content(&s)
        default: try s.skipValue()
        }
    }

    /// A string value (no escapes), as bytes to match; "must be a string" otherwise.
    @inline(__always)
    static func stringValue(_ s: inout JSONScanner, _ field: StaticString) throws(LineError) -> JSONScanner.Key {
        let at = s.position
        guard s.peek() == UInt8(ascii: "\"") else { throw s.typeError(field, "a string") }
        return JSONScanner.Key(range: try s.string(what: "a string for '\(field)'"), offset: at, scanner: s)
    }

    func missing(_ field: String, for type: String) -> LineError {
        LineError(offset: 0, message: "missing field '\(field)' for a \(type) event")
    }

    func event() throws(LineError) -> PagerEvent {
        guard let type else { throw LineError(offset: 0, message: "missing field 'type'") }
        guard let t else { throw LineError(offset: 0, message: "missing field 't'") }
        switch type {
        case .layout:
            guard let viewport else { throw missing("viewport", for: "layout") }
            guard let header else { throw missing("header", for: "layout") }
            guard let pager else { throw missing("pager", for: "layout") }
            guard let content else { throw missing("content", for: "layout") }
            return PagerEvent(t: t, .layout(Layout(viewport: viewport, header: header, pager: pager, content: content)))
        case .drag, .decelerate, .scroll:
            let name = type == .drag ? "drag" : type == .decelerate ? "decelerate" : "scroll"
            guard let phase else { throw missing("phase", for: name) }
            guard let view else { throw missing("view", for: name) }
            guard let offset else { throw missing("offset", for: name) }
            let report = ScrollReport(view: view, page: page, offset: offset)
            switch (type, phase) {
            case (.drag, .began): return PagerEvent(t: t, .drag(.began, report))
            case (.drag, .moved): return PagerEvent(t: t, .drag(.moved, report))
            case (.drag, .ended):
                let velocity = velocity ?? 0
                return PagerEvent(t: t, .drag(.ended(velocity: velocity, willDecelerate: willDecelerate ?? (velocity != 0)), report))
            case (.decelerate, .began): return PagerEvent(t: t, .decelerate(.began, report))
            case (.decelerate, .moved): return PagerEvent(t: t, .decelerate(.moved, report))
            case (.decelerate, .ended): return PagerEvent(t: t, .decelerate(.ended, report))
            case (.scroll, .moved): return PagerEvent(t: t, .scroll(.moved, report))
            case (.scroll, .ended): return PagerEvent(t: t, .scroll(.ended, report))
            default: throw LineError(offset: phaseOffset, message: "unknown phase 'began' for a scroll event (moved or ended)")
            }
        case .tapPagerItem:
            guard let index else { throw missing("index", for: "tapPagerItem") }
            return PagerEvent(t: t, .tapPagerItem(index: index))
        case .tapStatusBar:
            return PagerEvent(t: t, .tapStatusBar)
        }
    }
}

/// Throws "field 'x' is given twice" unless the field is still unread.
@inline(__always)
func once(_ unread: Bool, _ name: StaticString, _ key: JSONScanner.Key) throws(LineError) {
    guard unread else { throw LineError(offset: key.offset, message: "field '\(name)' is given twice") }
}
