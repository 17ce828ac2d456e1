// A small seeded generator, so random tests are repeatable and print their seed.

/// SplitMix64 (Steele, Lea, Flood 2014): fast, seedable and splittable; every fuzz run,
/// benchmark and randomised test draws from one, so a seed reproduces it exactly.
public struct PagerSplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose stream is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// An independent generator for a sub-task (a sequence, a job), derived from this one.
    public mutating func split() -> PagerSplitMix64 {
        PagerSplitMix64(seed: next() ^ 0x5851_F42D_4C95_7F2D)
    }

    /// The generator for sequence `index` of a run seeded `seed`: the same sequence comes
    /// out whatever the number of jobs or the order they run in.
    public static func forSequence(_ index: Int, of seed: UInt64) -> PagerSplitMix64 {
        var base = PagerSplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
        return base.split()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
