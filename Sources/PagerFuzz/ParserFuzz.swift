// Fuzzing the trace reader (SPEC §5): mutated lines must be accepted or give a trace
// error — never a trap, never a crash.
import PagerCore
import PagerTrace

/// Mutates valid trace lines: bit flips, truncations, splices of two lines, duplicated
/// spans, and numbers swapped for huge, tiny, negative or malformed ones.
public struct PagerLineMutator {
    var random: PagerSplitMix64

    /// A mutator drawing from `seed`.
    public init(seed: UInt64) {
        random = PagerSplitMix64(seed: seed)
    }

    /// `line` mutated, sometimes spliced with `other`: bytes a reader must reject cleanly or read.
    public mutating func mutate(_ line: String, other: String) -> [UInt8] {
        var bytes = Array(line.utf8)
        let donor = Array(other.utf8)
        for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<7, using: &random) {
            case 0: bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)  // bit flip
            case 1: bytes.removeSubrange(at...)  // truncation
            case 2: bytes = Array(bytes[..<at]) + donor[Int.random(in: 0..<max(donor.count, 1), using: &random)...]  // splice
            case 3: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 12)], at: at)  // duplicate a span
            case 4:
                let numbers = [
                    "1e999", "-1e999", "1e-999", "123456789012345678901234567890", "-0", "0.0000000001",
                    "1.7976931348623157e308", "NaN", "Infinity", "--1", "1e", "0x10", "1.5.2", "null", "\"1\"",
                ]
                if let digit = bytes[at...].firstIndex(where: { (48...57).contains($0) }) {
                    var end = digit
                    while end < bytes.count, (48...57).contains(bytes[end]) || bytes[end] == 46 { end += 1 }
                    bytes.replaceSubrange(digit..<end, with: Array(numbers.randomElement(using: &random)!.utf8))
                }
            case 5: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)  // a stray byte
            default: bytes.remove(at: at)  // a lost byte
            }
        }
        return bytes
    }
}
