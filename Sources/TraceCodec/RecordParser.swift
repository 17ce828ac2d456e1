// One line of a states file → one `PagerRecord` (SPEC §3). Every field is required;
// `selected`, `indicator` and `pending` may be `null`. Integral numbers may be written
// as `3` or `3.0`.
import PagerCore

package enum RecordParser {
    package static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineError) -> PagerRecord {
        var s = try JSONScanner(validating: line)
        try s.beginObject("a record object")
        var seq: Int?, t: Double?, event: PagerEventName?, selected: Int??, page: Int?
        var offsetY: Double?, pagesX: Double?, pagerX: Double?, headerTy: Double?, insetTop: Double?
        var indicator: PagerIndicator??, pending: Int??, commands: [PagerCommand]?, diagnostics: [PagerDiagnostic]?
        var isFirst = true, predicted = 0
        while let (field, key) = try s.nextField(Spellings.recordKeys, isFirst: &isFirst, predicted: &predicted) {
            switch field {
            case .seq: try once(seq == nil, key); seq = try s.integer(field.rawValue)
            case .t: try once(t == nil, key); t = try s.number(field.rawValue)
            case .event:
                try once(event == nil, key)
                event = try EventParser.enumValue(&s, "event", Spellings.eventNames)
            case .selected: try once(selected == nil, key); selected = .some(s.null() ? nil : try s.integer(field.rawValue))
            case .page: try once(page == nil, key); page = try s.integer(field.rawValue)
            case .offsetY: try once(offsetY == nil, key); offsetY = try s.number(field.rawValue)
            case .pagesX: try once(pagesX == nil, key); pagesX = try s.number(field.rawValue)
            case .pagerX: try once(pagerX == nil, key); pagerX = try s.number(field.rawValue)
            case .headerTy: try once(headerTy == nil, key); headerTy = try s.number(field.rawValue)
            case .insetTop: try once(insetTop == nil, key); insetTop = try s.number(field.rawValue)
            case .indicator:
                try once(indicator == nil, key)
                indicator = .some(s.null() ? nil : try parseIndicator(&s))
            case .pending: try once(pending == nil, key); pending = .some(s.null() ? nil : try s.integer(field.rawValue))
            case .commands:
                try once(commands == nil, key)
                var list: [PagerCommand] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in list.append(try parseCommand(&s)) }
                commands = list
            case .diagnostics:
                try once(diagnostics == nil, key)
                var list: [PagerDiagnostic] = []
                try s.forEachElement { (s: inout JSONScanner) throws(LineError) in
                    s.skipWhitespace()
                    let at = s.position
                    let code = JSONScanner.Key(range: try s.string(what: "a diagnostic code"), offset: at, scanner: s)
                    guard let (value, _) = code.lookup(Spellings.diagnostics) else {
                        throw s.fail("unknown diagnostic '\(code.string)'", at: at)
                    }
                    list.append(value)
                }
                diagnostics = list
            }
        }
        s.skipWhitespace()
        guard s.isAtEnd else { throw s.fail("unexpected characters after the record object") }
        func missing(_ field: TraceKeys.Record) -> LineError {
            LineError(offset: 0, message: "missing field '\(field.rawValue)' in a record")
        }
        guard let seq else { throw missing(.seq) }
        guard let t else { throw missing(.t) }
        guard let event else { throw missing(.event) }
        guard let selected else { throw missing(.selected) }
        guard let page else { throw missing(.page) }
        guard let offsetY else { throw missing(.offsetY) }
        guard let pagesX else { throw missing(.pagesX) }
        guard let pagerX else { throw missing(.pagerX) }
        guard let headerTy else { throw missing(.headerTy) }
        guard let insetTop else { throw missing(.insetTop) }
        guard let indicator else { throw missing(.indicator) }
        guard let pending else { throw missing(.pending) }
        guard let commands else { throw missing(.commands) }
        guard let diagnostics else { throw missing(.diagnostics) }
        return PagerRecord(
            seq: seq, t: t, event: event, selected: selected, page: page, offsetY: offsetY, pagesX: pagesX,
            pagerX: pagerX, headerTy: headerTy, insetTop: insetTop, indicator: indicator, pending: pending,
            commands: commands, diagnostics: diagnostics)
    }

    private static func parseIndicator(_ s: inout JSONScanner) throws(LineError) -> PagerIndicator {
        var x: Double?, width: Double?
        s.skipWhitespace()
        let start = s.position
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            switch key.lookup(Spellings.indicatorKeys)?.value {
            case .x?: try once(x == nil, key); x = try s.number(key.string)
            case .width?: try once(width == nil, key); width = try s.number(key.string)
            case nil: try s.skipValue()
            }
        }
        guard let x, let width else { throw LineError(offset: start, message: "an indicator needs 'x' and 'width'") }
        return PagerIndicator(x: x, width: width)
    }

    private static func parseCommand(_ s: inout JSONScanner) throws(LineError) -> PagerCommand {
        var kind: PagerCommand.Kind?, view: PagerScrollViewID?, page: Int??, value: Double?, animated: Bool?
        var top: Double?, duration: Double?, height: Double?, velocity: Double?, ty: Double?
        s.skipWhitespace()
        let start = s.position
        try s.forEachMember { (s: inout JSONScanner, key: JSONScanner.Key) throws(LineError) in
            switch key.lookup(Spellings.commandKeys)?.value {
            case .type?: try once(kind == nil, key); kind = try EventParser.enumValue(&s, "command type", Spellings.commandKinds)
            case .view?: try once(view == nil, key); view = try EventParser.enumValue(&s, key.string, Spellings.views)
            case .page?: try once(page == nil, key); page = .some(s.null() ? nil : try s.integer(key.string))
            case .value?: try once(value == nil, key); value = try s.number(key.string)
            case .animated?: try once(animated == nil, key); animated = try s.bool(key.string)
            case .top?: try once(top == nil, key); top = try s.number(key.string)
            case .duration?: try once(duration == nil, key); duration = try s.number(key.string)
            case .height?: try once(height == nil, key); height = try s.number(key.string)
            case .velocity?: try once(velocity == nil, key); velocity = try s.number(key.string)
            case .ty?: try once(ty == nil, key); ty = try s.number(key.string)
            case nil: try s.skipValue()
            }
        }
        func missing(_ field: TraceKeys.Command) -> LineError {
            LineError(offset: start, message: "missing field '\(field.rawValue)' in a command")
        }
        switch kind {
        case nil: throw missing(.type)
        case .setOffset?:
            guard let view else { throw missing(.view) }
            guard let value else { throw missing(.value) }
            guard let animated else { throw missing(.animated) }
            return .setOffset(view: view, page: page ?? nil, value: value, animated: animated)
        case .setInset?:
            guard let top else { throw missing(.top) }
            guard let duration else { throw missing(.duration) }
            return .setInset(page: page ?? nil, top: top, duration: duration)
        case .setContentHeight?:
            guard let page, let pageNumber = page else { throw missing(.page) }
            guard let height else { throw missing(.height) }
            return .setContentHeight(page: pageNumber, height: height)
        case .setTarget?:
            guard let view else { throw missing(.view) }
            guard let value else { throw missing(.value) }
            return .setTarget(view: view, page: page ?? nil, value: value)
        case .fling?:
            guard let view else { throw missing(.view) }
            guard let velocity else { throw missing(.velocity) }
            return .fling(view: view, page: page ?? nil, velocity: velocity)
        case .animateHeader?:
            guard let ty else { throw missing(.ty) }
            guard let duration else { throw missing(.duration) }
            return .animateHeader(ty: ty, duration: duration)
        }
    }
}
