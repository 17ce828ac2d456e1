// One line of a states file → one `PagerRecord` (SPEC §3). Every field is required;
// `selected`, `indicator` and `pending` may be `null`. Integral numbers may be written
// as `3` or `3.0`.
import PagerCore

enum RecordParser {
    /// Record keys in SPEC §3 order, the order `TraceWriter` writes them in.
    @inline(__always)
    static func fieldName(_ index: Int) -> StaticString {
        switch index {
        case 0: return "seq"
        case 1: return "t"
        case 2: return "event"
        case 3: return "selected"
        case 4: return "page"
        case 5: return "offsetY"
        case 6: return "pagesX"
        case 7: return "pagerX"
        case 8: return "headerTy"
        case 9: return "insetTop"
        case 10: return "indicator"
        case 11: return "pending"
        case 12: return "commands"
        default: return "diagnostics"
        }
    }
    static let fieldCount = 14

    static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineError) -> PagerRecord {
        var s = try JSONScanner(validating: line)
        try s.beginObject("a record object")
        var seq: Int?, t: Double?, event: PagerEventName?, selected: Int??, page: Int?
        var offsetY: Double?, pagesX: Double?, pagerX: Double?, headerTy: Double?, insetTop: Double?
        var indicator: Indicator??, pending: Int??, commands: [PagerCommand]?, diagnostics: [Diagnostic]?
        var isFirst = true, predicted = 0
        while let key = try s.nextKey(&isFirst) {
            let index = key.index(among: fieldCount, predicted: predicted, name: fieldName)
            predicted = index + 1
            switch index {
            case 0: try once(seq == nil, "seq", key); seq = try s.integer("seq")
            case 1: try once(t == nil, "t", key); t = try s.number("t")
            case 2:
                try once(event == nil, "event", key)
                s.skipWhitespace()
                let at = s.position
                let name = JSONScanner.Key(range: try s.string(what: "a string for 'event'"), offset: at, scanner: s)
                guard let value = eventName(name) else { throw s.fail("unknown event '\(name.string)'", at: at) }
                event = value
            case 3: try once(selected == nil, "selected", key); selected = .some(s.null() ? nil : try s.integer("selected"))
            case 4: try once(page == nil, "page", key); page = try s.integer("page")
            case 5: try once(offsetY == nil, "offsetY", key); offsetY = try s.number("offsetY")
            case 6: try once(pagesX == nil, "pagesX", key); pagesX = try s.number("pagesX")
            case 7: try once(pagerX == nil, "pagerX", key); pagerX = try s.number("pagerX")
            case 8: try once(headerTy == nil, "headerTy", key); headerTy = try s.number("headerTy")
            case 9: try once(insetTop == nil, "insetTop", key); insetTop = try s.number("insetTop")
            case 10:
                try once(indicator == nil, "indicator", key)
                indicator = .some(s.null() ? nil : try parseIndicator(&s))
            case 11: try once(pending == nil, "pending", key); pending = .some(s.null() ? nil : try s.integer("pending"))
            case 12:
                try once(commands == nil, "commands", key)
                var list: [PagerCommand] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in list.append(try parseCommand(&s)) }
                commands = list
            case 13:
                try once(diagnostics == nil, "diagnostics", key)
                var list: [Diagnostic] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in
                    s.skipWhitespace()
                    let at = s.position
                    let code = JSONScanner.Key(range: try s.string(what: "a diagnostic code"), offset: at, scanner: s)
                    guard let value = diagnostic(code) else { throw s.fail("unknown diagnostic '\(code.string)'", at: at) }
                    list.append(value)
                }
                diagnostics = list
            default:
                try s.skipValue()
            }
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

    /// The event name spelled by `name`, matched as bytes (no String is made).
    static func eventName(_ name: JSONScanner.Key) -> PagerEventName? {
        if name.is("drag.moved") { return .dragMoved }
        if name.is("decelerate.moved") { return .decelerateMoved }
        if name.is("scroll.moved") { return .scrollMoved }
        if name.is("drag.began") { return .dragBegan }
        if name.is("drag.ended") { return .dragEnded }
        if name.is("decelerate.began") { return .decelerateBegan }
        if name.is("decelerate.ended") { return .decelerateEnded }
        if name.is("scroll.ended") { return .scrollEnded }
        if name.is("tapPagerItem") { return .tapPagerItem }
        if name.is("tapStatusBar") { return .tapStatusBar }
        if name.is("layout") { return .layout }
        return nil
    }

    static func diagnostic(_ code: JSONScanner.Key) -> Diagnostic? {
        for candidate in Diagnostic.allCases where code.string == candidate.rawValue { return candidate }
        return nil
    }
}
