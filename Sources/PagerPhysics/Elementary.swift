// exp, log and pow of our own, so that the physics gives the same bits everywhere: glibc,
// Darwin's libm and WebAssembly's libc round their last bits differently, and a scenario
// must simulate to the same records on a Mac, here and in a browser (SPEC §8.1).
//
// Only IEEE 754 basic operations (+ − × ÷, fused multiply-add, exact scaling by powers of
// two), which every platform rounds alike. The method:
// - reduce: `x = k·ln2 + r`, `|r| ≤ ln2/2` (exp); `x = 2^k·m`, `m ∈ [√½, √2)` (log);
// - evaluate a short series on the reduced argument, the leading terms as double-doubles
//   (a value carried as an unevaluated sum `hi + lo`, about 106 bits), so the one rounding
//   that matters is the last;
// - pow is `exp(y·log x)` with `log x` and the product kept as double-doubles, so a large
//   `y` does not magnify log's rounding.
// Error: below 1 ulp against the exact value (the tests compare with the platform's
// functions over a million arguments each: never more than 1 ulp apart).

/// Deterministic elementary functions (see the file's comment).
public enum PagerElementary {
    /// e^x.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        if x.magnitude < 0x1p-54 { return 1 + x }
        return expOf(DoubleDouble(x, 0))
    }

    /// The natural logarithm.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x == .infinity { return x }
        if x == 0 { return -.infinity }
        if x < 0 { return .nan }
        let l = logOf(x)
        return l.hi + l.lo
    }

    /// x^y, with C's special cases (C11 Annex F.10.4.4).
    public static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 || x == 1 { return 1 }
        if x.isNaN || y.isNaN { return .nan }
        let yIsInteger = y.isFinite && y.rounded(.towardZero) == y
        let yIsOdd = yIsInteger && y.magnitude < 0x1p53 && (y / 2).rounded(.towardZero) != y / 2
        if y.isInfinite {
            if x == -1 { return 1 }
            return (x.magnitude < 1) == (y < 0) ? .infinity : 0
        }
        if x == 0 {
            let negative = x.sign == .minus && yIsOdd
            return y < 0 ? (negative ? -.infinity : .infinity) : (negative ? -0.0 : 0)
        }
        if x.isInfinite {
            let negative = x < 0 && yIsOdd
            return y < 0 ? (negative ? -0.0 : 0) : (negative ? -.infinity : .infinity)
        }
        if x < 0 {
            guard yIsInteger else { return .nan }
            let magnitude = pow(-x, y)
            return yIsOdd ? -magnitude : magnitude
        }
        let l = logOf(x)
        // y·log x as a double-double: the product's rounding error exactly (fma), plus y·lo.
        let hi = y * l.hi
        let productError = (-hi).addingProduct(y, l.hi)
        let exponent = DoubleDouble.sum(hi, productError + y * l.lo)
        if exponent.hi > 709.79 { return .infinity }
        if exponent.hi < -745.2 { return 0 }
        return expOf(exponent)
    }

    // MARK: The cores

    /// ln 2 as a double-double.
    private static let ln2 = DoubleDouble(0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56)

    /// e^(a.hi + a.lo) for `|a| ≲ 745`.
    private static func expOf(_ a: DoubleDouble) -> Double {
        let k = (a.hi / ln2.hi).rounded()
        // r = a − k·ln2: k·ln2.hi exactly as a product and its error; a.hi − that product is
        // exact (Sterbenz: they lie within a factor of 2 of each other, or k is 0).
        let product = k * ln2.hi
        let productError = (-product).addingProduct(k, ln2.hi)
        let r = DoubleDouble.sum(a.hi - product, a.lo - productError - k * ln2.lo)
        // e^r = 1 + r + r²/2 + r³·P(r), P the Taylor tail to r^16/16! (|r| ≤ 0.347: the
        // first term left out is below 2⁻⁷⁴ of the result).
        let rr = r.hi * r.hi
        let rrError = (-rr).addingProduct(r.hi, r.hi)
        var p = 1.0 / 20_922_789_888_000  // 1/16!
        for d in [
            1_307_674_368_000.0, 87_178_291_200, 6_227_020_800, 479_001_600, 39_916_800, 3_628_800,
            362_880, 40_320, 5_040, 720, 120, 24, 6,
        ] { p = p * r.hi + 1 / d }
        let cubic = rr * r.hi * p
        let one = DoubleDouble.sum(1, r.hi)
        let two = DoubleDouble.sum(one.hi, rr / 2)
        let tail = one.lo + two.lo + rrError / 2 + cubic + r.lo * two.hi
        let value = two.hi + tail
        return Double(sign: .plus, exponent: Int(k), significand: value)
    }

    /// log x as a double-double, for finite x > 0: `x = 2^k·m`, `m ∈ [√½, √2)`,
    /// `log m = 2·atanh s = 2s + (2/3)s³ + (2/5)s⁵ + …`, `s = (m − 1)/(m + 1)`.
    private static func logOf(_ input: Double) -> DoubleDouble {
        var x = input
        var k = 0
        if x < 0x1p-1022 {  // subnormal: scale into the normal range first
            x *= 0x1p54
            k = -54
        }
        var m = x.significand  // [1, 2)
        k += Int(x.exponent)
        if m > 0x1.6a09e667f3bcdp0 {  // √2
            m /= 2
            k += 1
        }
        let f = m - 1  // exact (Sterbenz)
        let denominator = DoubleDouble.sum(2, f)
        let sHi = f / denominator.hi
        let s = DoubleDouble(sHi, (f.addingProduct(-sHi, denominator.hi) - sHi * denominator.lo) / denominator.hi)
        let z = s * s
        // (2/5) + (2/7)z + … to z^10 (s² ≤ 0.0295: the first term left out is below 2⁻⁷⁰).
        var q = 2.0 / 25
        for d in [23.0, 21, 19, 17, 15, 13, 11, 9, 7, 5] { q = q * z.hi + 2 / d }
        let twoThirds = DoubleDouble(0x1.5555555555555p-1, 0x1.5555555555555p-55)
        let series = twoThirds + DoubleDouble(z.hi * q, 0)
        let tail = s * z * series
        let logM = DoubleDouble(2 * s.hi, 2 * s.lo) + tail
        let kd = Double(k)
        let kLn2Hi = kd * ln2.hi
        let kLn2 = DoubleDouble.sum(kLn2Hi, (-kLn2Hi).addingProduct(kd, ln2.hi) + kd * ln2.lo)
        return kLn2 + logM
    }
}

/// A value as the unevaluated sum `hi + lo`, `|lo| ≤ ulp(hi)/2`.
struct DoubleDouble {
    var hi: Double
    var lo: Double

    init(_ hi: Double, _ lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    /// a + b exactly, as a double-double (Knuth's two-sum).
    static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let bb = s - a
        let error = (a - (s - bb)) + (b - bb)
        return DoubleDouble(s, error)
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = sum(a.hi, b.hi)
        let t = sum(a.lo, b.lo)
        let u = sum(s.hi, s.lo + t.hi)
        return sum(u.hi, u.lo + t.lo)
    }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = a.hi * b.hi
        let error = (-p).addingProduct(a.hi, b.hi)
        return sum(p, error + (a.hi * b.lo + a.lo * b.hi))
    }
}
