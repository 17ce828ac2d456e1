// One line of a states file → one `PagerRecord` (SPEC §3). Every field is required;
// `selected`, `indicator` and `pending` may be `null`. Integral numbers may be written
// as `3` or `3.0`.
import PagerCore

enum RecordParser {
    static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineError) -> PagerRecord {
        var s = JSONScanner(line)
        s.skipWhitespace()
        guard s.peek() == UInt8(ascii: "{") else {
            throw s.fail(s.isAtEnd ? "expected a record object" : "not a JSON object: expected a record object")
        }
        var seq: Int?, t: Double?, event: PagerEventName?, selected: Int??, page: Int?
        var offsetY: Double?, pagesX: Double?, pagerX: Double?, headerTy: Double?, insetTop: Double?
        var indicator: Indicator??, pending: Int??, commands: [PagerCommand]?, diagnostics: [Diagnostic]?
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("seq") { try once(seq == nil, "seq", key); seq = try s.integer("seq") }
            else if key.is("t") { try once(t == nil, "t", key); t = try s.number("t") }
            else if key.is("event") {
                try once(event == nil, "event", key)
                s.skipWhitespace()
                let at = s.position
                let range = try s.string(what: "a string for 'event'")
                let name = JSONScanner.Key(range: range, offset: at, scanner: s).string
                guard let value = PagerEventName(rawValue: name) else { throw s.fail("unknown event '\(name)'", at: at) }
                event = value
            }
            else if key.is("selected") { try once(selected == nil, "selected", key); selected = .some(s.null() ? nil : try s.integer("selected")) }
            else if key.is("page") { try once(page == nil, "page", key); page = try s.integer("page") }
            else if key.is("offsetY") { try once(offsetY == nil, "offsetY", key); offsetY = try s.number("offsetY") }
            else if key.is("pagesX") { try once(pagesX == nil, "pagesX", key); pagesX = try s.number("pagesX") }
            else if key.is("pagerX") { try once(pagerX == nil, "pagerX", key); pagerX = try s.number("pagerX") }
            else if key.is("headerTy") { try once(headerTy == nil, "headerTy", key); headerTy = try s.number("headerTy") }
            else if key.is("insetTop") { try once(insetTop == nil, "insetTop", key); insetTop = try s.number("insetTop") }
            else if key.is("indicator") {
                try once(indicator == nil, "indicator", key)
                indicator = .some(s.null() ? nil : try parseIndicator(&s))
            }
            else if key.is("pending") { try once(pending == nil, "pending", key); pending = .some(s.null() ? nil : try s.integer("pending")) }
            else if key.is("commands") {
                try once(commands == nil, "commands", key)
                var list: [PagerCommand] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in list.append(try parseCommand(&s)) }
                commands = list
            }
            else if key.is("diagnostics") {
                try once(diagnostics == nil, "diagnostics", key)
                var list: [Diagnostic] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in
                    s.skipWhitespace()
                    let at = s.position
                    let range = try s.string(what: "a diagnostic code")
                    let code = JSONScanner.Key(range: range, offset: at, scanner: s).string
                    guard let value = Diagnostic(rawValue: code) else { throw s.fail("unknown diagnostic '\(code)'", at: at) }
                    list.append(value)
                }
                diagnostics = list
            }
            else { try s.skipValue() }
        }
        s.skipWhitespace()
        guard s.isAtEnd else { throw s.fail("unexpected characters after the record object") }
        func missing(_ field: String) -> LineError { LineError(offset: 0, message: "missing field '\(field)' in a record") }
        guard let seq else { throw missing("seq") }
        guard let t else { throw missing("t") }
        guard let event else { throw missing("event") }
        guard let selected else { throw missing("selected") }
        guard let page else { throw missing("page") }
        guard let offsetY else { throw missing("offsetY") }
        guard let pagesX else { throw missing("pagesX") }
        guard let pagerX else { throw missing("pagerX") }
        guard let headerTy else { throw missing("headerTy") }
        guard let insetTop else { throw missing("insetTop") }
        guard let indicator else { throw missing("indicator") }
        guard let pending else { throw missing("pending") }
        guard let commands else { throw missing("commands") }
        guard let diagnostics else { throw missing("diagnostics") }
        return PagerRecord(
            seq: seq, t: t, event: event, selected: selected, page: page, offsetY: offsetY, pagesX: pagesX,
            pagerX: pagerX, headerTy: headerTy, insetTop: insetTop, indicator: indicator, pending: pending,
            commands: commands, diagnostics: diagnostics)
    }

    private static func parseIndicator(_ s: inout JSONScanner) throws(LineError) -> Indicator {
        var x: Double?, width: Double?
        s.skipWhitespace()
        let start = s.position
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("x") { try once(x == nil, "x", key); x = try s.number("x") }
            else if key.is("width") { try once(width == nil, "width", key); width = try s.number("width") }
            else { try s.skipValue() }
        }
        guard let x, let width else { throw LineError(offset: start, message: "an indicator needs 'x' and 'width'") }
        return Indicator(x: x, width: width)
    }

    private static func parseCommand(_ s: inout JSONScanner) throws(LineError) -> PagerCommand {
        enum Kind { case setOffset, setInset, setContentHeight }
        var kind: Kind?, view: ScrollViewID?, page: Int??, value: Double?, animated: Bool?
        var top: Double?, duration: Double?, height: Double?
        s.skipWhitespace()
        let start = s.position
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            if key.is("type") {
                try once(kind == nil, "type", key)
                s.skipWhitespace()
                let at = s.position
                let range = try s.string(what: "a string for 'type'")
                let name = JSONScanner.Key(range: range, offset: at, scanner: s)
                if name.is("setOffset") { kind = .setOffset }
                else if name.is("setInset") { kind = .setInset }
                else if name.is("setContentHeight") { kind = .setContentHeight }
                else { throw s.fail("unknown command type '\(name.string)'", at: at) }
            }
            else if key.is("view") {
                try once(view == nil, "view", key)
                s.skipWhitespace()
                let at = s.position
                let range = try s.string(what: "a string for 'view'")
                let name = JSONScanner.Key(range: range, offset: at, scanner: s).string
                guard let id = ScrollViewID(rawValue: name) else { throw s.fail("unknown view '\(name)'", at: at) }
                view = id
            }
            else if key.is("page") { try once(page == nil, "page", key); page = .some(s.null() ? nil : try s.integer("page")) }
            else if key.is("value") { try once(value == nil, "value", key); value = try s.number("value") }
            else if key.is("animated") { try once(animated == nil, "animated", key); animated = try s.bool("animated") }
            else if key.is("top") { try once(top == nil, "top", key); top = try s.number("top") }
            else if key.is("duration") { try once(duration == nil, "duration", key); duration = try s.number("duration") }
            else if key.is("height") { try once(height == nil, "height", key); height = try s.number("height") }
            else { try s.skipValue() }
        }
        func missing(_ field: String) -> LineError { LineError(offset: start, message: "missing field '\(field)' in a command") }
        switch kind {
        case nil: throw missing("type")
        case .setOffset:
            guard let view else { throw missing("view") }
            guard let value else { throw missing("value") }
            guard let animated else { throw missing("animated") }
            return .setOffset(view: view, page: page ?? nil, value: value, animated: animated)
        case .setInset:
            guard let top else { throw missing("top") }
            guard let duration else { throw missing("duration") }
            return .setInset(page: page ?? nil, top: top, duration: duration)
        case .setContentHeight:
            guard let page, let pageNumber = page else { throw missing("page") }
            guard let height else { throw missing("height") }
            return .setContentHeight(page: pageNumber, height: height)
        }
    }
}
