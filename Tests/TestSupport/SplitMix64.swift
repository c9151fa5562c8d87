/// SplitMix64: a tiny, fully specified generator, so every "random" case of a test is the
/// same on every run and platform, and a failure names a case that replays from its seed.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [lo, hi).
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }

    /// True with probability p.
    public mutating func chance(_ p: Double) -> Bool { uniform(0, 1) < p }

    /// Uniform in 0..<n (0 when n < 1), by the remainder: the fuzz's mutations depend on
    /// exactly this draw.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(Swift.max(n, 1))) }
}
