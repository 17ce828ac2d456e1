// Decimal → Double without `strtod` for the numbers recorders write most: 15 to 19
// significant digits (offsets from scroll physics) that miss Clinger's fast path (a
// mantissa below 2⁵³). The Eisel–Lemire algorithm: multiply the decimal mantissa by a
// 128-bit approximation of 5^q and read the correctly rounded binary significand off the
// product's top bits (Lemire, "Number Parsing at a Gigabyte per Second", 2021; the
// sufficiency of the 128-bit product without a fallback is Mushtak & Lemire, "Fast
// number parsing without fallback", 2023). Restricted here to q in −27…27, where the
// table is computed exactly at first use and no result is subnormal or infinite; the
// scanner hands anything else to `strtod`.

/// The correctly rounded Double nearest `w × 10^q` (round half to even), for `w` > 0 and
/// `q` in `EiselLemire.powers`.
enum EiselLemire {
    /// The decimal exponents the table covers: 5^27 < 2⁶³ keeps every entry's arithmetic
    /// within 64-bit words.
    static let powers = -27...27

    /// For each q in `powers`, two words (high, low) of the 128-bit significand of 5^q
    /// scaled so its top bit is set: exact for q ≥ 0 (5^q fits the high word), one above
    /// the truncated quotient for q < 0 (2^b / 5^−q, rounded up, the convention the
    /// algorithm's proof assumes).
    nonisolated(unsafe) private static let table: UnsafePointer<UInt64> = {
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * powers.count)
        for (index, q) in powers.enumerated() {
            var five: UInt64 = 1
            for _ in 0..<abs(q) { five *= 5 }
            if q >= 0 {
                table[2 * index] = five << five.leadingZeroBitCount
                table[2 * index + 1] = 0
            } else {
                // z: the least z with 2^z ≥ 5^−q; b = z + 127 puts ⌊2^b / 5^−q⌋ in
                // [2¹²⁷, 2¹²⁸). Long division, one bit at a time (once, at start-up).
                let z = 64 - (five - 1).leadingZeroBitCount
                let b = z + 127
                var high: UInt64 = 0, low: UInt64 = 0, remainder: UInt64 = 0
                for bit in stride(from: b, through: 0, by: -1) {
                    remainder = remainder << 1 | (bit == b ? 1 : 0)
                    high = high << 1 | low >> 63
                    low <<= 1
                    if remainder >= five {
                        remainder -= five
                        low |= 1
                    }
                }
                let (plusOne, carry) = low.addingReportingOverflow(1)
                table[2 * index] = high &+ (carry ? 1 : 0)
                table[2 * index + 1] = plusOne
            }
        }
        return UnsafePointer(table)
    }()

    /// `w × 10^q` correctly rounded; `w` must not be 0 and `q` must be in `powers`.
    @inline(__always)
    static func value(_ w: UInt64, timesTenToThe q: Int) -> Double {
        let lz = w.leadingZeroBitCount
        let normalized = w << lz
        let index = 2 * (q - powers.lowerBound)
        var (high, low) = normalized.multipliedFullWidth(by: table[index])
        // 55 bits are needed: 52 stored, the implicit one, one to round, one the top bit
        // may lose. When the 9 bits below them are all ones, a carry from the low word of
        // 5^q could still reach them: add that word's product.
        let precisionMask: UInt64 = .max >> 55
        if high & precisionMask == precisionMask {
            let second = normalized.multipliedFullWidth(by: table[index + 1]).high
            low &+= second
            if second > low { high &+= 1 }
        }
        let upperBit = Int(high >> 63)
        let shift = upperBit + 64 - 52 - 3
        var mantissa = high >> shift
        // ⌊log2(10^q)⌋ + 63, as ⌊q × 217706 / 2¹⁶⌋ + 63, plus the exponent bias.
        var exponent = ((152_170 + 65_536) * q) >> 16 + 63 + upperBit - lz + 1023
        // Exactly halfway between two doubles (possible only where 5^q is exact in the
        // table): round to even instead of up.
        if low <= 1, q >= -4, q <= 23, mantissa & 3 == 1, mantissa << shift == high {
            mantissa &= ~1
        }
        mantissa += mantissa & 1
        mantissa >>= 1
        if mantissa >= 2 << 52 {
            mantissa = 1 << 52
            exponent += 1
        }
        mantissa &= ~(1 << 52)
        return Double(bitPattern: UInt64(exponent) << 52 | mantissa)
    }
}
