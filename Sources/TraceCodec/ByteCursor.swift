// Writing JSON text through a raw pointer into space reserved in advance: the hot path of
// the record writer, where checked `Array.append` calls cost more than the text itself.
import PagerCore

/// A write position in memory the caller has reserved. Never checks bounds: callers
/// reserve an upper bound of what they write first (`PagerTraceWriter.withReserved`).
struct ByteCursor {
    var pointer: UnsafeMutablePointer<UInt8>

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        pointer.pointee = value
        pointer += 1
    }

    @inline(__always)
    mutating func bytes(_ text: UnsafeBufferPointer<UInt8>) {
        CodecPlatform.copy(pointer, text.baseAddress!, text.count)
        pointer += text.count
    }

    /// A short fragment (up to 48 bytes: keys with their punctuation, quoted names, the
    /// empty lists that end most records, `null`) without a call: overlapping loads and
    /// stores, or a byte at a time below 4; longer ones through `bytes(_:)`.
    @inline(__always)
    mutating func fragment(_ text: UnsafeBufferPointer<UInt8>) {
        let count = text.count
        let from = UnsafeRawPointer(text.baseAddress!), to = UnsafeMutableRawPointer(pointer)
        #if !hasFeature(Embedded)
        // (Not in the WebAssembly build: there the vectors are done a byte at a time, and
        // inlined at every call they added 18 kB to the module.)
        if count > 16, count <= 48 {
            typealias V = SIMD16<UInt8>
            let head = from.loadUnaligned(as: V.self), tail = from.loadUnaligned(fromByteOffset: count - 16, as: V.self)
            if count > 32 { to.storeBytes(of: from.loadUnaligned(fromByteOffset: 16, as: V.self), toByteOffset: 16, as: V.self) }
            to.storeBytes(of: head, as: V.self)
            to.storeBytes(of: tail, toByteOffset: count - 16, as: V.self)
            pointer += count
            return
        }
        #endif
        if count >= 8, count <= 16 {
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4, count < 8 {
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count < 4 {
            for i in 0..<count { to.storeBytes(of: from.load(fromByteOffset: i, as: UInt8.self), toByteOffset: i, as: UInt8.self) }
        } else {
            bytes(text)
            return
        }
        pointer += count
    }

    /// `"key":`, after a comma unless it is the object's first key.
    @inline(__always)
    mutating func key(_ name: UnsafeBufferPointer<UInt8>, first: Bool = false) {
        if !first { byte(UInt8(ascii: ",")) }
        byte(UInt8(ascii: "\""))
        bytes(name)
        byte(UInt8(ascii: "\""))
        byte(UInt8(ascii: ":"))
    }

    /// A name of the format (no escapes needed), quoted.
    @inline(__always)
    mutating func string(_ name: UnsafeBufferPointer<UInt8>) {
        byte(UInt8(ascii: "\""))
        bytes(name)
        byte(UInt8(ascii: "\""))
    }

    /// Free text as a JSON string, with the escapes JSON requires: at most
    /// `escapedBound(text)` bytes.
    mutating func escaped(_ text: String) {
        byte(UInt8(ascii: "\""))
        for value in text.utf8 {
            switch value {
            case UInt8(ascii: "\""): byte(UInt8(ascii: "\\")); byte(value)
            case UInt8(ascii: "\\"): byte(UInt8(ascii: "\\")); byte(value)
            case 0x0A: byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "n"))
            case 0x0D: byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "r"))
            case 0x09: byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "t"))
            case 0x00..<0x20:
                literal(#"\u00"#)
                byte(Self.hexDigits[Int(value >> 4)])
                byte(Self.hexDigits[Int(value & 0xF)])
            default: byte(value)
            }
        }
        byte(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// An upper bound of `escaped(text)`'s length: six bytes per byte (`\u00XX`), quotes.
    static func escapedBound(_ text: String) -> Int { 2 + 6 * text.utf8.count }

    @inline(__always)
    mutating func literal(_ text: StaticString) {
        fragment(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// At most 20 bytes.
    @inline(__always)
    mutating func integer(_ value: Int) { integer(Int64(value)) }

    /// At most 20 bytes. 64 bits whatever `Int` is (32 bits on wasm32).
    @inline(__always)
    mutating func integer(_ value: Int64) {
        if value >= 0, value < 10 {
            byte(UInt8(ascii: "0") &+ UInt8(value))
            return
        }
        if value < 0 { byte(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var count = 1, bound: UInt64 = 10
        while count < 20, magnitude >= bound {
            count += 1
            if bound > UInt64.max / 10 { break }
            bound &*= 10
        }
        digits(magnitude, count: count)
    }

    /// `value`'s last `count` decimal digits, zero-padded on the left: two at a time.
    @inline(__always)
    mutating func digits(_ value: UInt64, count: Int) {
        let pairs: StaticString = """
            0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
            5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
            """
        let table = UnsafeRawPointer(pairs.utf8Start)
        var rest = value, i = count
        while i >= 2 {
            let pair = Int(rest % 100)
            rest /= 100
            i -= 2
            UnsafeMutableRawPointer(pointer + i).storeBytes(of: table.loadUnaligned(fromByteOffset: 2 * pair, as: UInt16.self), as: UInt16.self)
        }
        if i == 1 { pointer[0] = UInt8(ascii: "0") &+ UInt8(rest % 10) }
        pointer += count
    }

    /// `value` (`magnitude` in 10⁻⁴ … 11,258,999, no decimal of eight places or fewer
    /// reading back as it) with the fewest significant digits that read back, the closest
    /// of them, as `description` writes it; false, writing nothing, where this does not
    /// decide (a decimal exactly on the rounding interval's edge, two equally close), for
    /// the caller's general path.
    ///
    /// All in integers, at the scale of 17 significant digits, which always suffice:
    /// v = m·2^e, so v·10^D = m·5^D / 2^s with s = −(e + D), and the decimals that read
    /// back are the whole numbers strictly inside v·10^D ± half an ulp, (2m·5^D ± 5^D) /
    /// 2^(s+1). Digits are then dropped while the interval still holds a whole number, and
    /// of those left the one closest to v is written. (Below a power of two the interval's
    /// lower half is half as wide; the powers of two that reach here, 2⁻¹³ … 2⁻⁹, have an
    /// exact text of at most 13 decimals, far shorter than anything that narrower half
    /// would exclude. The writer's tests enumerate them.)
    @inline(__always)
    private mutating func longDecimal(_ value: Double, _ magnitude: Double) -> Bool {
        let bits = magnitude.bitPattern
        let m = (bits & 0xF_FFFF_FFFF_FFFF) | (1 << 52), e = Int((bits >> 52) & 0x7FF) - 1075
        // D: decimals for 17 significant digits (18 when a comparison with 0.1, 0.01 or
        // 0.001 rounds the wrong way: one digit more costs nothing but a wider scale).
        var scale: Int
        if magnitude >= 1 {
            var whole = UInt64(magnitude), digits = 1  // 1 … 11,258,998
            while whole >= 10 {
                whole /= 10
                digits += 1
            }
            scale = 17 - digits
        } else {
            scale = magnitude >= 0.1 ? 17 : magnitude >= 0.01 ? 18 : magnitude >= 0.001 ? 19 : 20
        }
        var five: UInt64 = 1  // 5^D < 2^47
        for _ in 0..<scale { five &*= 5 }
        // 10⁻⁴ ≤ v < 2²⁴: e is in −66 … −29, so s is in about 20 … 46.
        let s = -(e + scale)
        guard s > 1, s < 60 else { return false }
        let (productHigh, productLow) = m.multipliedFullWidth(by: five)  // m·5^D < 2^100
        // The ends, (2m·5^D ± 5^D) / 2^(s+1).
        let upper = Self.shifted(productHigh, productLow, plus: five, right: s + 1)
        let lower = Self.shifted(productHigh, productLow, minus: five, right: s + 1)
        // An end that is a whole number is a decimal on the edge: the general path decides.
        guard let upper, let lower, upper.remainder != 0, lower.remainder != 0 else { return false }
        var high = upper.quotient, low = lower.quotient + 1
        guard low <= high, high < 1_000_000_000_000_000_000 else { return false }
        // Drop digits while a whole number is left in [low, high].
        var dropped = 0
        while true {
            let nextHigh = high / 10, nextLow = (low + 9) / 10
            if nextHigh < nextLow { break }
            high = nextHigh
            low = nextLow
            dropped += 1
        }
        var n = low
        if high > low {
            // Several: the closest to v·10^d, d = D − dropped (a tie goes to the general path).
            var fiveD = five
            for _ in 0..<dropped { fiveD /= 5 }
            let shift = s + dropped
            let (nearHigh, nearLow) = m.multipliedFullWidth(by: fiveD)
            guard shift < 64, nearHigh >> shift == 0 else { return false }
            let whole = (nearHigh << (64 - shift)) | (nearLow >> shift), rest = nearLow & ((1 << shift) - 1)
            let half: UInt64 = 1 << (shift - 1)
            if rest == half { return false }
            n = min(max(rest > half ? whole + 1 : whole, low), high)
        }
        let decimals = scale - dropped
        if value < 0 { byte(UInt8(ascii: "-")) }
        var ten: UInt64 = 1  // 10^decimals, where it fits
        for _ in 0..<min(decimals, 19) { ten &*= 10 }
        if decimals < 20, n >= ten {
            integer(Int64(n / ten))
            byte(UInt8(ascii: "."))
            digits(n % ten, count: decimals)
        } else {
            byte(UInt8(ascii: "0"))
            byte(UInt8(ascii: "."))
            digits(n, count: decimals)
        }
        return true
    }

    /// 2·(high·2^64 + low) ± addend, divided by 2^right (right < 64): the quotient and what
    /// remains; nil when the quotient needs more than 64 bits.
    @inline(__always)
    private static func shifted(
        _ high: UInt64, _ low: UInt64, plus addend: UInt64 = 0, minus subtrahend: UInt64 = 0, right: Int
    ) -> (quotient: UInt64, remainder: UInt64)? {
        var top = (high << 1) | (low >> 63), bottom = low << 1
        let (sum, carry) = bottom.addingReportingOverflow(addend)
        if carry { top &+= 1 }
        let (difference, borrow) = sum.subtractingReportingOverflow(subtrahend)
        if borrow { top &-= 1 }
        bottom = difference
        guard top >> right == 0 else { return nil }
        return ((top << (64 - right)) | (bottom >> right), bottom & ((1 << right) - 1))
    }

    @inline(__always)
    mutating func optional(_ value: Int?) {
        if let value { integer(value) } else { literal("null") }
    }

    /// A number in shortest round-trip form (see `PagerTraceWriter.appendNumber`); at most 32 bytes.
    mutating func number(_ value: Double) {
        let magnitude = abs(value)
        // `Int(_:)` truncates in one instruction; the range test comes first.
        // Int64, not Int: the WebAssembly build's Int has 32 bits.
        if magnitude < 9_007_199_254_740_992, Double(Int64(value)) == value {
            if value == 0, value.sign == .minus { literal("-0") } else { integer(Int64(value)) }
            return
        }
        if magnitude < 11_258_999, magnitude >= 1e-4 {
            // One shot: if some decimal D with at most 8 decimals reads back as the value,
            // m = round(value·10⁸) is exactly D·10⁸ (below 2⁵⁰ the product and the value's
            // own rounding stay within 0.25 of it), and m / 10⁸ == value confirms it; the
            // shortest such D is m with its trailing zeros stripped. If the check fails no
            // such D exists.
            let m = Int64(magnitude * 1e8 + 0.5)
            if Double(m) / 1e8 == magnitude {
                // D is no whole number (whole values took the path above), so the value,
                // its closest Double, lies strictly between D's whole neighbours: D's whole
                // part is the value's, found without dividing by a power of ten.
                let whole = Int64(magnitude)
                var fraction = m - whole * 100_000_000, decimals = 8
                while fraction % 10 == 0 {
                    fraction /= 10
                    decimals -= 1
                }
                if value < 0 { byte(UInt8(ascii: "-")) }
                integer(whole)
                byte(UInt8(ascii: "."))
                digits(UInt64(fraction), count: decimals)
                return
            }
            // More than eight decimals: the fewest that read back, found exactly.
            if longDecimal(value, magnitude) { return }
        }
        if value.isFinite {
            #if hasFeature(Embedded)
            // No floating-point printing in Embedded Swift (the WebAssembly build): the
            // same text, computed with integers (at most 24 bytes, within the 32 reserved).
            for byte in ShortestDecimal.text(value).utf8 { self.byte(byte) }
            #else
            // The standard library's shortest round-trip text (what `description` gives),
            // written straight here: no String in between.
            var stream = CursorStream(pointer: pointer)
            value.write(to: &stream)
            pointer = stream.pointer
            #endif
        } else {
            literal("null")
        }
    }
}

/// A `TextOutputStream` writing at a `ByteCursor`'s position (the caller has reserved the
/// room). `Double.write(to:)` hands its ASCII text to `_writeASCII`, the stream protocol's
/// hook for exactly that, so no String is made; `write(_:)` takes text any other way with
/// the same result.
private struct CursorStream: TextOutputStream {
    var pointer: UnsafeMutablePointer<UInt8>

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        CodecPlatform.copy(pointer, base, buffer.count)
        pointer += buffer.count
    }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { _writeASCII($0) }
    }
}

/// The replay loop's record writer: one reusable block of memory that each record line is
/// written into, and the text of each number field of the last record written
/// (`t`, `offsetY`, `pagesX`, `pagerX`, `headerTy`, `insetTop`, `indicator.x`,
/// `indicator.width`): a field whose bits did not change is copied, not formatted again.
/// Same bits, same text: the output is exactly what formatting gives.
///
/// A value holding raw memory, so the loop writes through it without reference counting;
/// its owner calls `deallocate()` once, when done.
package struct RecordLineWriter {
    /// The last line written, `count` bytes from here (valid until the next write).
    package private(set) var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private let memo = NumberMemo()

    package init(capacity: Int = 4096) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    package func deallocate() {
        base.deallocate()
        memo.deallocate()
    }

    /// Writes one record line (with its `\n`) at `base`; returns its length. The record is
    /// read where it is (`PagerTraceWriter.write(_:to:memo:)`).
    @inline(__always)
    package mutating func write(_ record: UnsafePointer<PagerRecord>) -> Int {
        let bound = PagerTraceWriter.recordBound(record)
        if bound > capacity {
            base.deallocate()
            capacity = max(bound, capacity * 2)
            base = .allocate(capacity: capacity)
        }
        return write(record, into: base)
    }

    /// Writes one record line (with its `\n`) at `start`, which has room for
    /// `bound(of: record)` bytes; returns its length.
    @inline(__always)
    package func write(_ record: UnsafePointer<PagerRecord>, into start: UnsafeMutablePointer<UInt8>) -> Int {
        var cursor = ByteCursor(pointer: start)
        PagerTraceWriter.write(record, to: &cursor, memo: memo)
        return start.distance(to: cursor.pointer)
    }

    /// An upper bound of a record line's length.
    package static func bound(of record: UnsafePointer<PagerRecord>) -> Int { PagerTraceWriter.recordBound(record) }
}

extension PagerTraceWriter {
    /// Lets `body` write at most `bound` bytes through a cursor into scratch memory (on the
    /// stack when small, never zero-filled), then appends what it wrote to `out`.
    @inline(__always)
    static func withReserved(_ bound: Int, in out: inout [UInt8], _ body: (inout ByteCursor) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bound, 1)) { scratch in
            let base = scratch.baseAddress!
            var cursor = ByteCursor(pointer: base)
            body(&cursor)
            out.append(contentsOf: UnsafeBufferPointer(start: base, count: base.distance(to: cursor.pointer)))
        }
    }
}

/// The text of each number field of the last record written through it, by field, and
/// of its `seq`.
struct NumberMemo {
    /// The eight number fields, then `seq`.
    private static let fields = 9
    private static let sequence = 8
    /// 32 bytes per field: a number's text is at most 32 bytes (`ByteCursor.number`).
    private let text = UnsafeMutablePointer<UInt8>.allocate(capacity: NumberMemo.fields * 32)
    private let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: NumberMemo.fields)
    /// 0: nothing remembered yet.
    private let lengths = UnsafeMutablePointer<Int>.allocate(capacity: NumberMemo.fields)

    init() {
        text.initialize(repeating: 0, count: Self.fields * 32)
        bits.initialize(repeating: 0, count: Self.fields)
        lengths.initialize(repeating: 0, count: Self.fields)
    }

    func deallocate() {
        text.deallocate()
        bits.deallocate()
        lengths.deallocate()
    }

    /// Writes a record's `seq`: the last one's text counted up by one in place when it
    /// follows it (a replay's records do), else formatted. The cursor must have 32 bytes of
    /// room.
    @inline(__always)
    func writeSequence(_ seq: Int, to c: inout ByteCursor) {
        let slot = UnsafeMutableRawPointer(text + Self.sequence * 32)
        let length = lengths[Self.sequence], last = Int64(bitPattern: bits[Self.sequence])
        let start = c.pointer
        if length > 0, last >= 0, Int64(seq) == last &+ 1 {
            recall(slot, to: start)
            // Count up from the last digit: 9s roll over to 0 and carry.
            var i = length - 1
            while i >= 0, start[i] == UInt8(ascii: "9") {
                start[i] = UInt8(ascii: "0")
                i -= 1
            }
            if i >= 0 {
                start[i] += 1
                c.pointer += length
            } else {
                c.integer(seq)  // all 9s: one digit more
            }
        } else {
            c.integer(seq)
        }
        let written = start.distance(to: c.pointer)  // at most 20 bytes
        remember(written, from: start, in: slot)
        bits[Self.sequence] = UInt64(bitPattern: Int64(seq))
        lengths[Self.sequence] = written
    }

    /// Copies a remembered text from `slot` to `to`, 32 bytes at once (the cursor has that
    /// much room; only the text's own length is then counted as written).
    @inline(__always)
    private func recall(_ slot: UnsafeMutableRawPointer, to: UnsafeMutablePointer<UInt8>) {
        let to = UnsafeMutableRawPointer(to)
        to.storeBytes(of: slot.load(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
        to.storeBytes(of: slot.load(fromByteOffset: 16, as: SIMD16<UInt8>.self), toByteOffset: 16, as: SIMD16<UInt8>.self)
    }

    /// Copies the `count` bytes just written at `start` (at most 32) into `slot`, as a
    /// fragment is written: without a call.
    @inline(__always)
    private func remember(_ count: Int, from start: UnsafeMutablePointer<UInt8>, in slot: UnsafeMutableRawPointer) {
        var into = ByteCursor(pointer: slot.assumingMemoryBound(to: UInt8.self))
        into.fragment(UnsafeBufferPointer(start: start, count: count))
    }

    /// Writes `value` for field `field` (0..<8). The cursor must have 32 bytes of room,
    /// as for `ByteCursor.number`: a remembered text is copied 32 bytes at a time.
    @inline(__always)
    func write(_ field: Int, _ value: Double, to c: inout ByteCursor) {
        let slot = UnsafeMutableRawPointer(text + field * 32)
        let length = lengths[field]
        if length > 0, bits[field] == value.bitPattern {
            recall(slot, to: c.pointer)
            c.pointer += length
            return
        }
        let start = c.pointer
        c.number(value)
        let written = start.distance(to: c.pointer)
        remember(min(written, 32), from: start, in: slot)
        bits[field] = value.bitPattern
        lengths[field] = written <= 32 ? written : 0
    }
}
