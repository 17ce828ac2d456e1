// Our exp, log and pow against the platform's (glibc here, Darwin's libm on a Mac): a
// million arguments each, never more than 1 ulp apart — and the special cases C defines.
import Foundation
import PagerPhysics
import Testing

/// How many representable doubles lie between `a` and `b` (same sign, finite).
private func ulps(_ a: Double, _ b: Double) -> UInt64 {
    if a == b { return 0 }
    guard a.sign == b.sign, a.isFinite, b.isFinite else { return .max }
    let x = a.magnitude.bitPattern, y = b.magnitude.bitPattern
    return x > y ? x - y : y - x
}

/// A seeded stream of doubles (SplitMix64), so every run checks the same arguments.
private struct Arguments {
    var state: UInt64
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) * 0x1p-53
    }
    mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
}

private let count = 1_000_000

@Suite("Elementary functions: deterministic, within 1 ulp of the platform's")
struct ElementaryTests {
    @Test func expOverItsWholeRange() {
        var args = Arguments(state: 1)
        var worst: (UInt64, Double) = (0, 0)
        for i in 0..<count {
            // Half across the whole finite range, half where the physics lives (the spring's
            // e^(−ω₀t), t up to 60 s: [−600, 0]).
            let x = i % 2 == 0 ? args.uniform(-745, 709.7) : args.uniform(-600, 1)
            let d = ulps(PagerElementary.exp(x), Foundation.exp(x))
            if d > worst.0 { worst = (d, x) }
        }
        #expect(worst.0 <= 1, "exp(\(worst.1)) is \(worst.0) ulp from the platform's")
    }

    @Test func logOverItsWholeRange() {
        var args = Arguments(state: 2)
        var worst: (UInt64, Double) = (0, 0)
        for i in 0..<count {
            // Every binade (exponents −1074…1023), and densely around 1 where log is small.
            let x =
                i % 2 == 0
                ? Double(bitPattern: UInt64(args.unit() * Double(0x7FEF_FFFF_FFFF_FFFF as UInt64)) + 1)
                : args.uniform(0.5, 2)
            let d = ulps(PagerElementary.log(x), Foundation.log(x))
            if d > worst.0 { worst = (d, x) }
        }
        #expect(worst.0 <= 1, "log(\(worst.1)) is \(worst.0) ulp from the platform's")
    }

    @Test func powWhereThePhysicsUsesItAndBeyond() {
        var args = Arguments(state: 3)
        var worst: (UInt64, Double, Double) = (0, 0, 0)
        for i in 0..<count {
            let x: Double, y: Double
            switch i % 3 {
            case 0:  // the deceleration's d^(1000t): d near 0.998, t up to 60 s
                x = args.uniform(0.99, 0.9999)
                y = args.uniform(0, 60_000)
            case 1:  // any base, exponents that keep the result finite
                x = args.uniform(1e-3, 1e3)
                y = args.uniform(-100, 100)
            default:  // large results near the overflow and underflow thresholds
                x = args.uniform(1.5, 4)
                y = args.uniform(-700, 700) / Foundation.log(x)
            }
            let d = ulps(PagerElementary.pow(x, y), Foundation.pow(x, y))
            if d > worst.0 { worst = (d, x, y) }
        }
        #expect(worst.0 <= 1, "pow(\(worst.1), \(worst.2)) is \(worst.0) ulp from the platform's")
    }

    @Test func specialCasesAsCDefinesThem() {
        // C11 Annex F.10.3.1, F.10.3.7, F.10.4.4 — the same answers as the platform's.
        let values: [Double] = [0, -0.0, 1, -1, 2, -2, 0.5, -0.5, 3, -3, .infinity, -.infinity, .nan, 1e-310, 709.8, -746]
        for x in values {
            #expect(PagerElementary.exp(x).bitPattern == Foundation.exp(x).bitPattern || (x.isNaN && PagerElementary.exp(x).isNaN), "exp(\(x))")
            let l = PagerElementary.log(x), p = Foundation.log(x)
            #expect(l.bitPattern == p.bitPattern || (l.isNaN && p.isNaN), "log(\(x))")
            for y in values {
                let mine = PagerElementary.pow(x, y), theirs = Foundation.pow(x, y)
                #expect(
                    mine.bitPattern == theirs.bitPattern || (mine.isNaN && theirs.isNaN) || ulps(mine, theirs) <= 1,
                    "pow(\(x), \(y)): \(mine) vs \(theirs)")
            }
        }
    }

    @Test func theSameBitsEveryTime() {
        // Pinned values (hex): a change of method that moves a last bit shows here, as it
        // would move every simulated trace. Each is the correctly rounded value: e, ln 2,
        // and d^1000 for the double d nearest 0.998 (0.99799999999999999822…): with 50 digits
        // (Python's decimal module, the double's exact value) 0.13506452244668336482…, whose
        // nearest double is 0.13506452244668338 (the neighbours are 2.8e-17 away).
        #expect(PagerElementary.exp(1) == 0x1.5bf0a8b145769p1)
        #expect(PagerElementary.log(2) == 0x1.62e42fefa39efp-1)
        #expect(PagerElementary.pow(0.998, 1000) == 0.13506452244668338)
    }
}
