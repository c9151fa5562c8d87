/// How a floating-point picture becomes 8 bits without banding: a triangular dither of
/// about a level per channel before rounding (no gradient may step by more than one
/// 8-bit level: docs/design.md, "What a frame promises"). Both noises are fixed hashes of the
/// pixel position, so a picture is the same on every run (goldens need that).
public enum Dither: Sendable, Equatable {
    /// A hash per pixel and channel, ±`grain` levels (the pages, the board's and pop's
    /// pictures): no repeat at any size.
    case hashed(grain: Double)
    /// A 64 × 64 tile of ±0.8 levels (the cards of the cell list and the stack): a row of
    /// one colour is quantised 64 pixels at a time; a tile that small repeating is
    /// invisible at under a level.
    case tiled

    /// A repeatable hash of (x, y, salt) in [0, 1).
    public static func noise(_ x: Int, _ y: Int, _ salt: UInt32) -> Double {
        var h = UInt32(truncatingIfNeeded: x) &* 0x8DA6_B343
        h ^= UInt32(truncatingIfNeeded: y) &* 0xD816_3841
        h ^= salt &* 0xCB1A_B31F
        h ^= h >> 13
        h = h &* 0x5BD1_E995
        h ^= h >> 15
        return Double(h) / 4_294_967_296
    }

    /// The tile's side, pixels.
    public static let tileSize = 64

    /// The tile: triangular noise in (−0.8, 0.8) levels per channel (the sum of two bytes
    /// of splitmix64's finaliser of the position), with the +0.5 of round-half-up folded
    /// in, row-major.
    public static let tile: [SIMD3<Double>] = {
        (0..<(tileSize * tileSize)).map { i in
            var z = UInt64(i % tileSize) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(i / tileSize) &* 0xC2B2_AE3D_27D4_EB4F
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            func channel(_ shift: UInt64) -> Double {
                let a = Double((z >> shift) & 0xFF), b = Double((z >> (shift + 8)) & 0xFF)
                return ((a + b) / 255 - 1) * 0.8 + 0.5
            }
            return SIMD3(channel(0), channel(16), channel(32))
        }
    }()
}
