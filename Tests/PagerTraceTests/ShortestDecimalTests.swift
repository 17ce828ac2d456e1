// The WebAssembly build writes numbers with ShortestDecimal (Embedded Swift has no float
// printing); its text must be the standard library's `description`, character for
// character, or the module's trace lines would differ from the tool's.
@testable import PagerTrace
@testable import TraceCodec
import PagerFuzz
import Testing

@Suite("Shortest decimal text without the standard library's printing")
struct ShortestDecimalTests {
    @Test func theDescriptionsOfAwkwardValues() {
        // Each with what `description` prints for it (Swift 6.3): fixed below 10¹⁶ and from
        // 10⁻⁴, exponential otherwise; ".0" on whole numbers; the closest shortest digits.
        let cases: [(Double, String)] = [
            (0.1, "0.1"), (100, "100.0"), (-84.52218728941995, "-84.52218728941995"), (1e-5, "1e-05"),
            (0.0001, "0.0001"), (1e16, "1e+16"), (1e15, "1000000000000000.0"), (123456789012345680, "1.2345678901234568e+17"),
            (1.5e300, "1.5e+300"), (.leastNonzeroMagnitude, "5e-324"), (1.1368683772161603e-13, "1.1368683772161603e-13"),
            (2.5e-7, "2.5e-07"), (9007199254740993, "9007199254740992.0"), (1e16 + 2, "1.0000000000000002e+16"),
            (-0.0, "-0.0"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (.leastNormalMagnitude, "2.2250738585072014e-308"),
        ]
        for (value, text) in cases {
            #expect(ShortestDecimal.text(value) == text, "\(value)")
            #expect(value.description == text, "the standard library changed: \(value)")
        }
    }

    @Test func randomDoublesOfEveryKindMatchTheDescription() {
        // Seeded: any finite bit pattern, and values in the ranges traces hold (offsets,
        // times, velocities: 10⁻⁶ … 10⁷), and subnormals.
        var random = PagerSplitMix64(seed: 20261125)
        var checked = 0
        for i in 0..<9_000 {
            let value: Double
            switch i % 3 {
            case 0: value = Double(bitPattern: random.next())
            case 1: value = Double.random(in: -1e7...1e7, using: &random) / Double([1, 10, 1000, 1e6][Int(random.next() % 4)])
            default: value = Double(bitPattern: random.next() & 0x000f_ffff_ffff_ffff)  // subnormal
            }
            guard value.isFinite else { continue }
            checked += 1
            let text = ShortestDecimal.text(value)
            if text != value.description {
                Issue.record("\(value.bitPattern): \(text), description \(value.description)")
                return
            }
        }
        #expect(checked > 8_000)
    }
}
