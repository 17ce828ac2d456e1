// UTF-8 validation of a trace line (SPEC §5), fast for the common all-ASCII line.

enum UTF8Validation {
    /// The offset of the first byte of the first ill-formed sequence, or nil when the
    /// bytes are well-formed UTF-8 (Unicode's Table 3-7: no overlong forms, no surrogates,
    /// nothing above U+10FFFF, no truncated sequence).
    ///
    /// - Complexity: O(n); eight ASCII bytes per step.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        if isASCII(base, count) { return nil }
        var i = 0
        while i < count {
            // Skip ASCII eight bytes at a time.
            if i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
            }
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            // The sequence's length and the range its second byte must lie in.
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            guard i + length <= count, (low...high).contains(bytes[i + 1]) else { return i }
            for k in 2..<max(length, 2) where !(0x80...0xBF).contains(bytes[i + k]) {
                return i
            }
            i += length
        }
        return nil
    }

    /// Whether all `count` bytes are ASCII: 32 bytes per step (four words OR-ed, one
    /// test), the tail as overlapping words. Nearly every trace line is.
    @inline(__always)
    private static func isASCII(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let raw = UnsafeRawPointer(base)
        let high: UInt64 = 0x8080_8080_8080_8080
        guard count >= 8 else {
            var any: UInt8 = 0
            for i in 0..<count { any |= base[i] }
            return any & 0x80 == 0
        }
        var i = 0, any: UInt64 = 0
        while i + 32 <= count {
            any |=
                raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
            i += 32
        }
        while i + 8 <= count {
            any |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        any |= raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        return any & high == 0
    }
}
