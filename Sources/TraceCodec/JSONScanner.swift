// A single-pass JSON scanner over the bytes of one line. It never allocates on the hot
// path: keys and enum-like strings are compared as bytes; numbers are parsed in place.
// (Over 450 lines: one scanner whose hot paths the compiler must see together to inline.)

/// Reads JSON values from one line's bytes, left to right, with exact error offsets.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A scanner over a JSON line, after checking that the whole line is valid UTF-8
    /// (SPEC §5, invalid UTF-8 anywhere in a JSON line is a trace error, inside strings
    /// too). The error points at the first byte of the first invalid sequence.
    init(validating bytes: UnsafeBufferPointer<UInt8>) throws(LineError) {
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw LineError(offset: bad, message: "invalid UTF-8")
        }
        self.init(bytes)
    }

    var isAtEnd: Bool { position >= bytes.count }

    func fail(_ message: String, at offset: Int? = nil) -> LineError {
        LineError(offset: offset ?? position, message: message)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Moves past `text` if the bytes at the position are exactly `text`.
    @inline(__always)
    mutating func skip(exactly text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count - position >= text.count,
            Spellings.equalNames(UnsafeRawPointer(bytes.baseAddress! + position), UnsafeRawPointer(text.baseAddress!), text.count)
        else { return false }
        position += text.count
        return true
    }

    @inline(__always)
    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(LineError) {
        skipWhitespace()
        guard peek() == byte else { throw unexpected(expecting: what) }
        position += 1
    }

    /// An error at the current position: "expected X" or "unexpected end of line".
    func unexpected(expecting what: String) -> LineError {
        if isAtEnd { return fail("unexpected end of line, expected \(what)") }
        return fail("expected \(what)")
    }

    // MARK: Objects and arrays

    /// Calls `body` with each key of an object (as raw bytes, without quotes) and the
    /// offset of the key; `body` must consume the value. Duplicate keys are the caller's
    /// concern.
    mutating func forEachMember(_ body: (inout JSONScanner, Key) throws(LineError) -> Void) throws(LineError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "{") else { throw unexpected(expecting: "an object") }
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            let keyOffset = position
            let key = try string(what: "a key")
            try expect(UInt8(ascii: ":"), "':'")
            try body(&self, Key(range: key, offset: keyOffset, scanner: self))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return
            default: throw unexpected(expecting: "',' or '}'")
            }
        }
    }

    /// Iterating an object without closures: `beginObject()`, then `nextKey(&state)` until
    /// it returns nil; the caller consumes each value.
    mutating func beginObject(_ what: StaticString) throws(LineError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "{") else {
            throw fail(isAtEnd ? "expected \(what)" : "not a JSON object: expected \(what)")
        }
        position += 1
    }

    /// The next key of the object begun by `beginObject`, or nil after its `}`.
    /// `isFirst` starts true.
    @inline(__always)
    mutating func nextKey(_ isFirst: inout Bool) throws(LineError) -> Key? {
        try nextKey(&isFirst, likely: nil)?.key
    }

    /// The next key that names one of `keys`' fields, and that field; the value of any other
    /// key is skipped (unknown keys are ignored, so newer recorders can add fields). The
    /// spelling at `predicted`, the field the writer puts next, is tried first; `predicted`
    /// then moves past the field found. `nil` at the object's `}`.
    @inline(__always)
    mutating func nextField<Field>(
        _ keys: SpellingTable<Field>, isFirst: inout Bool, predicted: inout Int
    ) throws(LineError) -> (field: Field, key: Key)? {
        guard let (key, isLikely) = try nextKey(&isFirst, likely: predicted < keys.count ? keys[predicted].bytes : nil) else { return nil }
        guard isLikely else { return try field(of: key, keys, isFirst: &isFirst, predicted: &predicted) }
        predicted += 1
        return (keys[predicted - 1].value, key)
    }

    /// `nextField` for a key out of the writer's order, or unknown: looked up, or its value
    /// skipped and the next key read. Out of line, so that the common path stays a straight
    /// line in the parsers' loops.
    @inline(never)
    private mutating func field<Field>(
        of key: Key, _ keys: SpellingTable<Field>, isFirst: inout Bool, predicted: inout Int
    ) throws(LineError) -> (field: Field, key: Key)? {
        var key = key
        while true {
            if let (field, index) = key.lookup(keys, predicted: predicted) {
                predicted = index + 1
                return (field, key)
            }
            try skipValue()
            guard let (next, _) = try nextKey(&isFirst, likely: nil) else { return nil }
            key = next
        }
    }

    /// `nextKey`, trying the spelling `likely` first: a key that is exactly it is read
    /// with one comparison instead of a scan for its closing quote (`isLikely` says so).
    @inline(__always)
    mutating func nextKey(_ isFirst: inout Bool, likely: UnsafeBufferPointer<UInt8>?) throws(LineError) -> (key: Key, isLikely: Bool)? {
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return nil
        }
        if isFirst {
            isFirst = false
        } else {
            guard peek() == UInt8(ascii: ",") else { throw unexpected(expecting: "',' or '}'") }
            position += 1
            skipWhitespace()
        }
        let keyOffset = position
        let key: Range<Int>, isLikely: Bool
        if let likely, skip(quoted: likely) {
            key = keyOffset + 1..<position - 1
            isLikely = true
        } else {
            key = try string(what: "a key")
            isLikely = false
        }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw unexpected(expecting: "':'") }
        position += 1
        return (Key(range: key, offset: keyOffset, scanner: self), isLikely)
    }

    /// The value whose spelling, between quotes, is here (moved past it); nil, not moved,
    /// when no spelling of `table` is.
    @inline(__always)
    mutating func quoted<T>(_ table: SpellingTable<T>) -> T? {
        for entry in table where skip(quoted: entry.bytes) { return entry.value }
        return nil
    }

    /// Moves past `"NAME"` when the bytes here are exactly `name` between quotes; false,
    /// and not moved, otherwise. (Equal bytes need no scan and cannot hold an escape.)
    @inline(__always)
    mutating func skip(quoted name: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = name.count
        guard bytes.count &- position >= count &+ 2,
            bytes[position] == UInt8(ascii: "\""), bytes[position &+ count &+ 1] == UInt8(ascii: "\""),
            Key(range: position &+ 1..<position &+ 1 &+ count, offset: position, scanner: self).is(name)
        else { return false }
        position &+= count &+ 2
        return true
    }

    /// Calls `body` once per element of an array; `body` must consume the element.
    mutating func forEachElement(_ body: (inout JSONScanner) throws(LineError) -> Void) throws(LineError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "[") else { throw unexpected(expecting: "an array") }
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try body(&self)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return
            default: throw unexpected(expecting: "',' or ']'")
            }
        }
    }

    /// An object key: its bytes, for comparison without allocating.
    struct Key {
        let range: Range<Int>
        let offset: Int
        let bytes: UnsafeBufferPointer<UInt8>

        init(range: Range<Int>, offset: Int, scanner: JSONScanner) {
            self.range = range
            self.offset = offset
            self.bytes = scanner.bytes
        }

        var string: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
    }

    // MARK: Scalars

    /// A string without escapes, as the byte range of its contents. A string with escapes
    /// is rejected here; `decodedString()` handles those.
    mutating func string(what: @autoclosure () -> String) throws(LineError) -> Range<Int> {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw unexpected(expecting: what()) }
        let start = position + 1
        var i = start
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            if byte > UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                i += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                position = i + 1
                return start..<i
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 {
                // Rare: let the general decoder deal with escapes and report control bytes.
                var copy = self
                _ = try copy.decodedString(what: what())
                throw fail("escape sequences are not allowed here", at: start - 1)
            }
            i += 1
        }
        throw fail("unterminated string", at: start - 1)
    }

    /// A string with JSON escapes decoded (titles may contain them).
    mutating func decodedString(what: String) throws(LineError) -> String {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw unexpected(expecting: what) }
        let open = position
        position += 1
        var utf8: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                guard let escaped = peek() else { throw fail("unterminated string", at: open) }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard position + 2 < bytes.count, bytes[position + 1] == UInt8(ascii: "\\"),
                            bytes[position + 2] == UInt8(ascii: "u")
                        else {
                            throw fail("unpaired surrogate in \\u escape")
                        }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        throw fail("unpaired surrogate in \\u escape")
                    }
                    utf8.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                default:
                    throw fail("invalid escape '\\\(Character(Unicode.Scalar(escaped)))'")
                }
                position += 1
            case 0x00..<0x20:
                throw fail("control character in string")
            default:
                utf8.append(byte)
                position += 1
            }
        }
        throw fail("unterminated string", at: open)
    }

    /// Four hex digits after `\u`; leaves `position` on the last digit.
    private mutating func hex4() throws(LineError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            position += 1
            guard let byte = peek() else { throw fail("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("invalid \\u escape")
            }
            value = value << 4 | digit
        }
        return value
    }

    /// Whether the next value is `null` (consumed if so).
    mutating func null() -> Bool {
        skipWhitespace()
        if matches("null") {
            position += 4
            return true
        }
        return false
    }

    mutating func bool(_ field: @autoclosure () -> String) throws(LineError) -> Bool {
        skipWhitespace()
        if matches("true") { position += 4; return true }
        if matches("false") { position += 5; return false }
        throw typeError(field(), "a boolean")
    }

    /// A finite number (SPEC §5: a number that is not finite is a trace error).
    mutating func number(_ field: @autoclosure () -> String) throws(LineError) -> Double {
        skipWhitespace()
        let start = position
        guard let value = scanNumber() else { throw typeError(field(), "a number") }
        guard value.isFinite else { throw fail("field '\(field())' is not a finite number", at: start) }
        return value
    }

    /// A whole number that fits in 64 bits (SPEC §5). Plain digits are read exactly,
    /// whatever their length; `3.0` and `3e2` are whole and accepted; a fractional value,
    /// e.g. `1.5`, or one outside the 64-bit range is a trace error.
    mutating func integer(_ field: @autoclosure () -> String) throws(LineError) -> Int {
        skipWhitespace()
        let start = position
        if let exact = scanPlainInteger() {
            guard let value = exact else {
                throw fail("field '\(field())' is not an integer representable in 64 bits", at: start)
            }
            return value
        }
        guard let value = scanNumber() else { throw typeError(field(), "an integer") }
        guard value.isFinite, value == value.rounded(.towardZero) else {
            throw fail("field '\(field())' must be an integer", at: start)
        }
        // −2⁶³ ≤ value < 2⁶³, both bounds exact as Doubles.
        guard value >= -0x1p63, value < 0x1p63 else {
            throw fail("field '\(field())' is not an integer representable in 64 bits", at: start)
        }
        return Int(value)
    }

    /// An optional minus and digits with no fraction or exponent after them, read exactly:
    /// nil (not moved) when the token is not of that form, `.some(nil)` when it overflows
    /// 64 bits (moved past it).
    mutating func scanPlainInteger() -> Int?? {
        var i = position
        let count = bytes.count
        let negative = i < count && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        let first = i
        // Accumulate the magnitude as a negative number: −2⁶³ has no positive twin.
        var value = 0
        var overflow = false
        while i < count, isDigit(bytes[i]) {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = times10.subtractingReportingOverflow(Int(bytes[i] &- UInt8(ascii: "0")))
            overflow = overflow || o1 || o2
            value = next
            i += 1
        }
        guard i > first else { return nil }
        // A leading zero followed by digits is not JSON; `scanNumber` rejects it.
        if bytes[first] == UInt8(ascii: "0"), i - first > 1 { return nil }
        if i < count, bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            return nil
        }
        position = i
        if overflow { return .some(nil) }
        if negative { return value }
        let (positive, o3) = (0).subtractingReportingOverflow(value)
        return o3 ? .some(nil) : positive
    }

    /// "field 'x' must be T", or "… not null" when the value is `null`.
    func typeError(_ field: String, _ type: String) -> LineError {
        if matches("null") { return fail("field '\(field)' must be \(type), not null") }
        if isAtEnd { return unexpected(expecting: type) }
        return fail("field '\(field)' must be \(type)")
    }

    @inline(__always)
    func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for i in 0..<count where bytes[position + i] != pointer[i] { return false }
        return true
    }

    /// Skips any value (for unknown keys), validating its syntax.
    mutating func skipValue() throws(LineError) {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"): try forEachMember { (scanner: inout JSONScanner, _: Key) throws(LineError) in try scanner.skipValue() }
        case UInt8(ascii: "["): try forEachElement { (scanner: inout JSONScanner) throws(LineError) in try scanner.skipValue() }
        case UInt8(ascii: "\""): _ = try decodedString(what: "a value")
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool("value")
        case UInt8(ascii: "n"):
            guard null() else { throw fail("expected a value") }
        default:
            guard scanNumber() != nil else { throw unexpected(expecting: "a value") }
        }
    }

    // MARK: Numbers

    /// Parses a JSON number at `position` (strict JSON grammar). Returns nil, without
    /// moving, if there is none. Exact: the fast path is Clinger's (a mantissa below
    /// 2^53, read without overflow, and a power of ten up to 22 give one correctly rounded
    /// product or quotient), then Eisel–Lemire (`EiselLemire`: up to 19 digits, a power
    /// of ten up to 27); anything else goes through `strtod`.
    mutating func scanNumber() -> Double? {
        let start = position
        var i = position
        let count = bytes.count
        var negative = false
        if i < count, bytes[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        guard i < count, isDigit(bytes[i]) else { return nil }
        // Digits accumulate into `mantissa`; `digits` counts them all (leading zeros too),
        // so more than 19 means the mantissa may have overflowed: strtod decides then.
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            while i < count {
                let d = bytes[i] &- UInt8(ascii: "0")
                if d >= 10 { break }
                mantissa = mantissa &* 10 &+ UInt64(d)
                digits += 1
                i += 1
            }
        }
        if i < count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            while i < count {
                let d = bytes[i] &- UInt8(ascii: "0")
                if d >= 10 { break }
                mantissa = mantissa &* 10 &+ UInt64(d)
                i += 1
            }
            guard i > fractionStart else { return nil }
            digits += i - fractionStart
            exponent = fractionStart - i
        }
        if i < count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < count, isDigit(bytes[i]) else { return nil }
            var explicit = 0
            while i < count, isDigit(bytes[i]) {
                if explicit < 100_000 { explicit = explicit * 10 + Int(bytes[i] - 48) }
                i += 1
            }
            exponent += exponentNegative ? -explicit : explicit
        }
        position = i
        if digits <= 19, mantissa < (1 << 53), exponent >= -22, exponent <= 22 {
            var value = Double(mantissa)
            if exponent < 0 { value /= powersOfTen[-exponent] } else { value *= powersOfTen[exponent] }
            return negative ? -value : value
        }
        // Longer mantissas (up to 19 digits, read exactly) with a moderate exponent: the
        // 128-bit product of Eisel–Lemire, correctly rounded as strtod's.
        if digits <= 19, mantissa != 0, EiselLemire.powers.contains(exponent) {
            let value = EiselLemire.value(mantissa, timesTenToThe: exponent)
            return negative ? -value : value
        }
        return slowNumber(start..<i)
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// `strtod` on a NUL-terminated copy of the number's bytes (rare: long mantissas,
    /// large exponents).
    private func slowNumber(_ range: Range<Int>) -> Double {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: range.count + 1) { buffer in
            for (k, i) in range.enumerated() { buffer[k] = CChar(bitPattern: bytes[i]) }
            buffer[range.count] = 0
            return CodecPlatform.parseDouble(buffer.baseAddress!)
        }
    }
}

/// 10⁰ … 10²², each exactly representable as a Double.
private let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]
