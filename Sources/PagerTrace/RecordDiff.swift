// Comparing an expected record with an actual one, field by field (SPEC §6).
import PagerCore

/// One field that differs between an expected and an actual record.
public struct PagerFieldDifference: Equatable, Sendable {
    /// The field's name; `indicator.x`, `indicator.width` for the indicator's parts.
    public var field: String
    /// The expected value as JSON text (`null`, `3`, `[…]`).
    public var expected: String
    /// The actual value as JSON text.
    public var actual: String

    /// A difference in `field`: `expected` and `actual` as JSON text.
    public init(field: String, expected: String, actual: String) {
        self.field = field
        self.expected = expected
        self.actual = actual
    }
}

/// Compares records field by field in SPEC §3 order. Numbers agree when they are within
/// an absolute `tolerance` (default 1e-6); integers, names and `null`s must be equal;
/// `commands` and `diagnostics` are compared as lists (same length, same kinds, views,
/// pages and flags in the same order, numbers within the tolerance).
public struct PagerRecordDiffer: Sendable {
    /// The largest absolute difference between two numbers that still agree.
    public var tolerance: Double

    /// A differ with this tolerance (`run --tolerance`).
    public init(tolerance: Double = 1e-6) {
        self.tolerance = tolerance
    }

    /// The fields where `actual` differs from `expected`, in SPEC §3 order (empty: equal).
    ///
    /// - Complexity: O(number of commands and diagnostics).
    public func differences(expected e: PagerRecord, actual a: PagerRecord) -> [PagerFieldDifference] {
        typealias Key = TraceKeys.Record
        var out: [PagerFieldDifference] = []
        func number(_ field: Key, _ x: Double, _ y: Double) {
            if !close(x, y) { out.append(PagerFieldDifference(field: field.rawValue, expected: json(x), actual: json(y))) }
        }
        func integer(_ field: Key, _ x: Int?, _ y: Int?) {
            if x != y { out.append(PagerFieldDifference(field: field.rawValue, expected: json(x), actual: json(y))) }
        }
        integer(.seq, e.seq, a.seq)
        number(.t, e.t, a.t)
        if e.event != a.event {
            out.append(PagerFieldDifference(field: Key.event.rawValue, expected: "\"\(e.event.rawValue)\"", actual: "\"\(a.event.rawValue)\""))
        }
        integer(.selected, e.selected, a.selected)
        integer(.page, e.page, a.page)
        number(.offsetY, e.offsetY, a.offsetY)
        number(.pagesX, e.pagesX, a.pagesX)
        number(.pagerX, e.pagerX, a.pagerX)
        number(.headerTy, e.headerTy, a.headerTy)
        number(.insetTop, e.insetTop, a.insetTop)
        switch (e.indicator, a.indicator) {
        case (nil, nil): break
        case (let x?, let y?):
            // `indicator.x`, `indicator.width`: the parts by their own keys.
            for (part, p, q) in [(TraceKeys.Indicator.x, x.x, y.x), (.width, x.width, y.width)] where !close(p, q) {
                out.append(PagerFieldDifference(field: "\(Key.indicator.rawValue).\(part.rawValue)", expected: json(p), actual: json(q)))
            }
        case (let x, let y):
            out.append(PagerFieldDifference(field: Key.indicator.rawValue, expected: json(x), actual: json(y)))
        }
        integer(.pending, e.pending, a.pending)
        if !sameCommands(e.commands, a.commands) {
            out.append(PagerFieldDifference(field: Key.commands.rawValue, expected: json(e.commands), actual: json(a.commands)))
        }
        if e.diagnostics != a.diagnostics {
            out.append(PagerFieldDifference(field: Key.diagnostics.rawValue, expected: json(e.diagnostics), actual: json(a.diagnostics)))
        }
        return out
    }

    @inline(__always)
    private func close(_ x: Double, _ y: Double) -> Bool {
        x == y || abs(x - y) <= tolerance
    }

    private func sameCommands(_ x: [PagerCommand], _ y: [PagerCommand]) -> Bool {
        guard x.count == y.count else { return false }
        for (c, d) in zip(x, y) {
            switch (c, d) {
            case let (.setOffset(v1, p1, x1, a1), .setOffset(v2, p2, x2, a2)):
                guard v1 == v2, p1 == p2, a1 == a2, close(x1, x2) else { return false }
            case let (.setInset(p1, t1, d1), .setInset(p2, t2, d2)):
                guard p1 == p2, close(t1, t2), close(d1, d2) else { return false }
            case let (.setContentHeight(p1, h1), .setContentHeight(p2, h2)):
                guard p1 == p2, close(h1, h2) else { return false }
            case let (.setTarget(v1, p1, x1), .setTarget(v2, p2, x2)):
                guard v1 == v2, p1 == p2, close(x1, x2) else { return false }
            case let (.fling(v1, p1, x1), .fling(v2, p2, x2)):
                guard v1 == v2, p1 == p2, close(x1, x2) else { return false }
            case let (.animateHeader(y1, d1), .animateHeader(y2, d2)):
                guard close(y1, y2), close(d1, d2) else { return false }
            default:
                return false
            }
        }
        return true
    }

    // MARK: JSON text of values, for messages

    private func json(_ x: Double) -> String { text { PagerTraceWriter.appendNumber(x, to: &$0) } }
    private func json(_ x: Int?) -> String { text { PagerTraceWriter.appendOptional(x, to: &$0) } }
    private func json(_ x: PagerIndicator?) -> String {
        guard let x else { return "null" }
        return text { out in
            let json = ObjectWriter()
            json.number(TraceKeys.Indicator.x, x.x)
            json.number(TraceKeys.Indicator.width, x.width)
            out = json.finish()
        }
    }
    private func json(_ commands: [PagerCommand]) -> String {
        text { out in
            out.append(UInt8(ascii: "["))
            for (i, command) in commands.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                PagerTraceWriter.append(command, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }
    private func json(_ diagnostics: [PagerDiagnostic]) -> String {
        "[" + diagnostics.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "]"
    }
    private func text(_ write: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        write(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
