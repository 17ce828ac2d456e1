// One trace line → one `PagerEvent` (SPEC §2), strictly (SPEC §5): unknown `type`,
// `phase`, `view`, `mode`, `kind`, `selection` or `revealCheck`, a missing required field,
// a field of the wrong type (a fractional `index`, a string where a number belongs,
// `null`), a non-finite number or a negative `t` is a trace error. Unknown keys are
// ignored, so newer recorders can add fields; a key given twice is an error.
import PagerCore

enum EventParser {
    static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineError) -> PagerEvent {
        var scanner = JSONScanner(line)
        scanner.skipWhitespace()
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw scanner.fail(scanner.isAtEnd ? "expected an event object" : "not a JSON object: expected an event object")
        }
        var fields = EventFields()
        try scanner.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            try fields.read(key, from: &s)
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

    mutating func read(_ key: JSONScanner.Key, from s: inout JSONScanner) throws(LineError) {
        s.skipWhitespace()
        let valueOffset = s.position
        if key.is("t") {
            try once(t == nil, "t", key)
            let value = try s.number("t")
            guard value >= 0 else { throw s.fail("field 't' must not be negative", at: valueOffset) }
            t = value
            tOffset = valueOffset
        } else if key.is("type") {
            try once(type == nil, "type", key)
            let range = try s.string(what: "a string for 'type'")
            type = try Self.enumValue(EventType.self, range, in: s, field: "type", [

                "layout": .layout, "drag": .drag, "decelerate": .decelerate, "scroll": .scroll,
                "tapPagerItem": .tapPagerItem, "tapStatusBar": .tapStatusBar,
            ])
        } else if key.is("phase") {
            try once(phase == nil, "phase", key)
            phaseOffset = valueOffset
            let range = try s.string(what: "a string for 'phase'")
            phase = try Self.enumValue(Phase.self, range, in: s, field: "phase", ["began": .began, "moved": .moved, "ended": .ended])
        } else if key.is("view") {
            try once(view == nil, "view", key)
            let range = try s.string(what: "a string for 'view'")
            view = try Self.enumValue(ScrollViewID.self, range, in: s, field: "view", ["content": .content, "pages": .pages, "pager": .pager])
        } else if key.is("page") {
            try once(page == nil, "page", key)
            page = try s.integer("page")
        } else if key.is("offset") {
            try once(offset == nil, "offset", key)
            offset = try s.number("offset")
        } else if key.is("velocity") {
            try once(velocity == nil, "velocity", key)
            velocity = try s.number("velocity")
        } else if key.is("willDecelerate") {
            try once(willDecelerate == nil, "willDecelerate", key)
            willDecelerate = try s.bool("willDecelerate")
        } else if key.is("index") {
            try once(index == nil, "index", key)
            index = try s.integer("index")
        } else if key.is("viewport") {
            try once(viewport == nil, "viewport", key)
            viewport = try LayoutParser.viewport(&s)
        } else if key.is("header") {
            try once(header == nil, "header", key)
            header = try LayoutParser.header(&s)
        } else if key.is("pager") {
            try once(pager == nil, "pager", key)
            pager = try LayoutParser.pagerBar(&s)
        } else if key.is("content") {
            try once(content == nil, "content", key)
            content = try LayoutParser.content(&s)
        } else {
            try s.skipValue()
        }
    }

    static func enumValue<T>(
        _: T.Type, _ range: Range<Int>, in s: JSONScanner, field: StaticString, _ cases: KeyValuePairs<StaticString, T>
    ) throws(LineError) -> T {
        let key = JSONScanner.Key(range: range, offset: range.lowerBound - 1, scanner: s)
        for (name, value) in cases where key.is(name) { return value }
        throw s.fail("unknown \(field) '\(key.string)'", at: range.lowerBound - 1)
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
