// The scanner reads numbers three ways (Clinger's fast path, Eisel–Lemire, strtod); every
// way must give the correctly rounded Double, bit for bit what strtod gives (SPEC §5: a
// number is read as the nearest Double; glibc's strtod is correctly rounded, round half
// to even). The reference here is strtod itself, through Foundation.
import Foundation
@testable import PagerTrace
import Testing

@Suite("Reading numbers")
struct NumberParsingTests {
    /// What the scanner reads from `text`, which must be one whole JSON number.
    static func scanned(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            var scanner = JSONScanner(bytes)
            guard let value = scanner.scanNumber(), scanner.isAtEnd else { return nil }
            return value
        }
    }

    static func strtodValue(_ text: String) -> Double {
        text.withCString { strtod($0, nil) }
    }

    static func expectSameAsStrtod(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = strtodValue(text)
        let value = scanned(text)
        #expect(value?.bitPattern == reference.bitPattern, "\(text): scanned \(value.map { "\($0)" } ?? "nil"), strtod \(reference)", sourceLocation: sourceLocation)
    }

    /// Exactly halfway between two neighbouring Doubles: the even one wins (round half to
    /// even), which a "round half up" reading of the 128-bit product would get wrong.
    /// 2⁵³ = 9007199254740992; above it Doubles are 2 apart, so …993 lies halfway between
    /// …992 (even significand) and …994 (odd): it reads as …992; …995 lies between …994
    /// (odd) and …996 (even): it reads as …996. Between 2⁵² and 2⁵³ Doubles are 1 apart:
    /// 4503599627370496.5 reads as …496 (even), 4503599627370497.5 as …498.
    @Test func halfwayCasesRoundToEven() {
        #expect(Self.scanned("9007199254740993") == 9_007_199_254_740_992)
        #expect(Self.scanned("9007199254740995") == 9_007_199_254_740_996)
        #expect(Self.scanned("4503599627370496.5") == 4_503_599_627_370_496)
        #expect(Self.scanned("4503599627370497.5") == 4_503_599_627_370_498)
        // 2⁵⁴ + 2: halfway between 2⁵⁴ (even) and 2⁵⁴ + 4.
        #expect(Self.scanned("18014398509481986") == 18_014_398_509_481_984)
        // One more digit beyond the halfway point tips it up.
        #expect(Self.scanned("9007199254740993.0000001") == 9_007_199_254_740_994)
        for text in ["9007199254740993", "9007199254740995", "4503599627370496.5", "4503599627370497.5",
                     "18014398509481986", "-9007199254740993", "9007199254740993e1", "90071992547409930e-1"] {
            Self.expectSameAsStrtod(text)
        }
    }

    /// The shapes recorders write: 16 to 17 significant digits from scroll physics, tiny
    /// and large magnitudes, the ends of the covered exponent range and just outside it.
    @Test func recordedShapesMatchStrtod() {
        for text in [
            "-104.40909090909091", "0.016666666666666666", "1234.5678901234567", "1e-27", "9.999999999999999e-28",
            "1.7976931348623157e308", "2.2250738585072014e-308", "5e-324", "0.1", "0.3", "123456789012345678",
            "1234567890123456789", "12345678901234567890", "0.000000000000000000000000001", "1e27", "1e28",
            "-0.0", "0", "3.0e-5", "2.5E+10", "18446744073709551615", "9999999999999999999e-27", "9999999999999999999e27",
        ] {
            Self.expectSameAsStrtod(text)
        }
    }

    /// 100,000 random numbers of every mantissa length (1 to 19 digits) and every exponent
    /// the table covers, written both as `WeQ` and with a decimal point, must read as
    /// strtod reads them. (SplitMix64 with a fixed seed: the same numbers every run.)
    @Test func randomNumbersMatchStrtod() {
        var state: UInt64 = 0x5C_0115_BA6E
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var mismatches: [String] = []
        for _ in 0..<100_000 {
            let digits = Int(next() % 19) + 1
            var w: UInt64 = 0
            for _ in 0..<digits { w = w * 10 + next() % 10 }
            let q = Int(next() % 55) - 27
            let sign = next() % 2 == 0 ? "" : "-"
            let exponentForm = "\(sign)\(w)e\(q)"
            var decimalForm = exponentForm
            if q < 0 {
                // w × 10^q with the point placed: leading zeros as needed.
                var text = String(w)
                if text.count <= -q { text = String(repeating: "0", count: -q - text.count + 1) + text }
                text.insert(".", at: text.index(text.endIndex, offsetBy: q))
                decimalForm = sign + text
            }
            for text in [exponentForm, decimalForm] where Self.scanned(text)?.bitPattern != Self.strtodValue(text).bitPattern {
                mismatches.append(text)
            }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }
}
