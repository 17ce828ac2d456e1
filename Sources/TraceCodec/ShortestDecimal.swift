// Swift's shortest round-trip text of a Double (what `description` prints), computed with
// integers only. Embedded Swift — the WebAssembly build — has no floating-point printing,
// so the writer uses this there; elsewhere it exists for the test that keeps the two equal.
//
// The method is the definition: the exact decimal value of the double and of the two
// midpoints to its neighbours (all are dyadic, so their decimal expansions are finite),
// then the fewest significant digits, rounded from the exact value, that fall strictly
// between the midpoints (or on one, when the double's significand is even: a reader rounds
// that tie to it). Rounded from the exact value, the candidate is also the closest of its
// length, as `description` chooses.

/// The shortest round-trip decimal text of finite doubles.
enum ShortestDecimal {
    /// `value` as `description` writes it: `0.1`, `100.0`, `-84.52218728941995`, `1e-05`,
    /// `1.2345678901234568e+17`, `5e-324`, `-0.0`.
    static func text(_ value: Double) -> String {
        var out = value.sign == .minus ? "-" : ""
        let magnitude = value.magnitude
        if magnitude == 0 { return out + "0.0" }
        let (digits, exponent) = shortest(magnitude)  // value = 0.d₁d₂… × 10^exponent
        let n = exponent - 1  // the leading digit's power of ten
        if n < -4 || n >= 16 {
            out.append(digits[0])
            if digits.count > 1 { out += "." + String(digits.dropFirst()) }
            out += "e" + (n < 0 ? "-" : "+") + (abs(n) < 10 ? "0" : "") + String(abs(n))
        } else if n < 0 {
            out += "0." + String(repeating: "0", count: -n - 1) + String(digits)
        } else if digits.count > n + 1 {
            out += String(digits[0...n]) + "." + String(digits[(n + 1)...])
        } else {
            out += String(digits) + String(repeating: "0", count: n + 1 - digits.count) + ".0"
        }
        return out
    }

    /// The shortest digits `d₁…dₖ` (no trailing zeros) and exponent `x` such that
    /// 0.d₁…dₖ × 10^x reads back as `magnitude` (finite, > 0).
    static func shortest(_ magnitude: Double) -> (digits: [Character], exponent: Int) {
        // magnitude = m · 2^e, m an integer; its neighbours' midpoints are (2m ± 1) · 2^(e−1),
        // but below a power of two the lower neighbour is half as far: (4m − 1) · 2^(e−2).
        let bits = magnitude.bitPattern
        let biased = Int((bits >> 52) & 0x7ff), fraction = bits & 0xf_ffff_ffff_ffff
        let m = biased == 0 ? fraction : fraction | (1 << 52)
        let e = biased == 0 ? -1074 : biased - 1075
        let lowerIsCloser = fraction == 0 && biased > 1
        let exact = Decimal(m, timesTwoToThe: e)
        let low = lowerIsCloser ? Decimal(4 * m - 1, timesTwoToThe: e - 2) : Decimal(2 * m - 1, timesTwoToThe: e - 1)
        let high = Decimal(2 * m + 1, timesTwoToThe: e - 1)
        let tieReadsBack = m % 2 == 0
        for count in 1...17 {
            let candidate = exact.rounded(toSignificantDigits: count)
            let aboveLow = candidate > low || (tieReadsBack && candidate == low)
            let belowHigh = candidate < high || (tieReadsBack && candidate == high)
            if aboveLow && belowHigh { return (candidate.digits.map { Character(Unicode.Scalar($0 + 48)) }, candidate.exponent) }
        }
        // 17 significant digits always separate doubles; not reached.
        let all = exact.rounded(toSignificantDigits: 17)
        return (all.digits.map { Character(Unicode.Scalar($0 + 48)) }, all.exponent)
    }

    /// An exact positive decimal 0.d₁d₂…dₖ × 10^exponent: digits without leading or
    /// trailing zeros.
    struct Decimal: Equatable, Comparable {
        var digits: [UInt8]
        var exponent: Int

        /// `n · 2^e` exactly (n > 0): n · 2^e for e ≥ 0; n · 5^−e / 10^−e otherwise.
        init(_ n: UInt64, timesTwoToThe e: Int) {
            // Base 10⁹ limbs, least significant first.
            var limbs: [UInt32] = []
            var rest = n
            while rest > 0 { limbs.append(UInt32(rest % 1_000_000_000)); rest /= 1_000_000_000 }
            let (factor, times) = e >= 0 ? (UInt64(2), e) : (UInt64(5), -e)
            for _ in 0..<times {
                var carry: UInt64 = 0
                for i in limbs.indices {
                    let product = UInt64(limbs[i]) * factor + carry
                    limbs[i] = UInt32(product % 1_000_000_000)
                    carry = product / 1_000_000_000
                }
                if carry > 0 { limbs.append(UInt32(carry)) }
            }
            var text: [UInt8] = []
            for (i, limb) in limbs.reversed().enumerated() {
                var chunk: [UInt8] = []
                var value = limb
                for _ in 0..<9 { chunk.append(UInt8(value % 10)); value /= 10 }
                chunk.reverse()
                if i == 0 { while chunk.first == 0 { chunk.removeFirst() } }
                text += chunk
            }
            // text is the integer n·2^e or n·5^−e; the latter is scaled by 10^e.
            exponent = text.count + (e >= 0 ? 0 : e)
            while text.last == 0 { text.removeLast() }
            digits = text
        }

        init(digits: [UInt8], exponent: Int) {
            self.digits = digits
            self.exponent = exponent
        }

        /// Rounded to `count` significant digits, half to even, trailing zeros dropped.
        func rounded(toSignificantDigits count: Int) -> Decimal {
            guard digits.count > count else { return self }
            var kept = Array(digits[0..<count])
            let next = digits[count], rest = digits[(count + 1)...].contains { $0 != 0 }
            var exponent = self.exponent
            if next > 5 || (next == 5 && (rest || kept[count - 1] % 2 == 1)) {
                var i = count - 1
                while i >= 0 {
                    if kept[i] == 9 { kept[i] = 0; i -= 1 } else { kept[i] += 1; break }
                }
                if i < 0 { kept.insert(1, at: 0); kept.removeLast(); exponent += 1 }
            }
            while kept.last == 0 { kept.removeLast() }
            return Decimal(digits: kept, exponent: exponent)
        }

        static func < (a: Decimal, b: Decimal) -> Bool {
            if a.exponent != b.exponent { return a.exponent < b.exponent }
            for (x, y) in zip(a.digits, b.digits) where x != y { return x < y }
            return a.digits.count < b.digits.count
        }
    }
}
