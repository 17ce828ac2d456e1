// The scanner reads numbers three ways (Clinger's fast path, Eisel–Lemire, strtod); every
// way must give the correctly rounded Double, bit for bit what strtod gives (SPEC §5: a
// number is read as the nearest Double; glibc's strtod is correctly rounded, round half
// to even). The reference here is strtod itself, through Foundation.
import Foundation
@testable import PagerTrace
@testable import TraceCodec
import Testing

/// SplitMix64: fixed seeds, the same numbers every run.
private struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
        #expect(
            value?.bitPattern == reference.bitPattern, "\(text): scanned \(value.map { "\($0)" } ?? "nil"), strtod \(reference)", sourceLocation: sourceLocation
        )
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
        for text in [
            "9007199254740993", "9007199254740995", "4503599627370496.5", "4503599627370497.5",
            "18014398509481986", "-9007199254740993", "9007199254740993e1", "90071992547409930e-1",
        ] {
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
        var random = SplitMix(state: 0x5C_0115_BA6E)
        func next() -> UInt64 { random.next() }
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

/// SPEC §3: a number is written as the shortest decimal that reads back as it. The writer
/// finds short fractions itself (one exact division) and leaves longer ones to the
/// standard library; either way the text must be exactly what `Double.description` gives
/// (the shortest digits, the nearest when several are as short), so that a states file's
/// text does not depend on which path wrote a number.
@Suite("Writing numbers")
struct NumberWritingTests {
    static func written(_ value: Double) -> String {
        var out: [UInt8] = []
        PagerTraceWriter.appendNumber(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The values (non-integers) written otherwise than `description` writes them;
    /// integers are written without `.0` and are not compared.
    static func mismatches(_ values: [Double]) -> [String] {
        var found: [String] = []
        for value in values where value.isFinite && value != value.rounded() {
            for v in [value, -value] where written(v) != v.description {
                found.append("\(v.description) written as \(written(v))")
            }
        }
        return found
    }

    /// 300,000 doubles of three kinds (SplitMix64, fixed seed): random significands at
    /// every binary exponent from −7 to 29; thirds, sevenths and sixtieths of random
    /// integers (the repeating fractions a layout divides into); and the two neighbours
    /// of random short decimals (one ulp from `x.yz`, where the shortest text is longest).
    @Test func longFractionsAreWrittenAsDescriptionWritesThem() {
        var random = SplitMix(state: 0xD00B_1E5E_ED)
        func next() -> UInt64 { random.next() }
        var values: [Double] = []
        for _ in 0..<100_000 {
            let exponent = UInt64(Int(next() % 37) - 7 + 1023)
            values.append(Double(bitPattern: exponent << 52 | next() & (1 << 52 - 1)))
            let whole = Double(next() % 2_000_000) + 1
            values.append(whole / [3, 7, 60][Int(next() % 3)])
            let short = Double(next() % 100_000_000) / 100
            values.append(next() % 2 == 0 ? short.nextUp : short.nextDown)
        }
        let found = Self.mismatches(values)
        #expect(found.isEmpty, "\(found.count) mismatches, first: \(found.prefix(5))")
    }

    /// Next to a power of two the gap below is half the gap above (the one place the
    /// rounding interval is lopsided). 2²⁶ + 1 ulp = 67108864.0000000149…: both
    /// 67108864.00000001 and …02 read back as it, and `description` writes the nearer, …01
    /// (an earlier writer searched from 10⁷ up with "round half up" on an inexact product
    /// and wrote …02).
    @Test func lopsidedIntervalsAndNearestOfEquallyShort() {
        var values: [Double] = []
        for k in -7...29 {
            let power = Double(sign: .plus, exponent: k, significand: 1)
            values += [power.nextUp, power.nextDown, power.nextUp.nextUp, power.nextDown.nextDown, power * 1.1, power / 3]
        }
        #expect(Self.written(Double(67_108_864).nextUp) == "67108864.00000001")
        values += [
            Double(0.0078125).nextDown, Double(1073741824).nextDown, 1073741824.5, 0.1, 0.2, 0.30000000000000004, 104.40909090909091, 1156.0000000000002,
        ]
        let found = Self.mismatches(values)
        #expect(found.isEmpty, "\(found)")
        // Worked examples: 0.1 + 0.2 is one ulp above 0.3 and needs 17 digits. 1156 + 2 ulps
        // (ulp 2⁻⁴² ≈ 2.27e-13) is 1156.000000000000454…; the decimals that read back as it
        // lie within half an ulp, in [1156.000000000000341, 1156.000000000000568]: none
        // with 12 decimals, …04 and …05 with 13; the nearer, …05, is written.
        #expect(Self.written(0.1 + 0.2) == "0.30000000000000004")
        #expect(Self.written(Double(1156).nextUp.nextUp) == "1156.0000000000005")
    }
}
