import Raster
import Testing
import TestSupport

/// `Int(saturating:)`: `Int(_:)` wherever that is defined, the nearest end of the range
/// (or 0 for NaN) wherever `Int(_:)` would trap (issue 13, item 5).
@Suite struct SaturatingIntTests {
    @Test("NaN, infinities and values past ±2⁶³ saturate; everything else converts as Int(_:) does")
    func edges() {
        let cases: [(Double, Int)] = [
            (.nan, 0), (-.nan, 0), (.signalingNaN, 0),
            (.infinity, .max), (-.infinity, .min),
            (1e300, .max), (-1e300, .min), (.greatestFiniteMagnitude, .max), (-.greatestFiniteMagnitude, .min),
            (0x1p63, .max), (-0x1p63, .min), ((-0x1p63).nextDown, .min),
            // The largest Double below 2⁶³ is 2⁶³ − 1024: in range, exactly.
            ((0x1p63).nextDown, 9_223_372_036_854_774_784), ((-0x1p63).nextUp, -9_223_372_036_854_774_784),
            // Toward zero, halves included, as Int(_:).
            (2.5, 2), (-2.5, -2), (0.5, 0), (-0.5, 0), (0.999_999_999, 0), (-7.9, -7),
            (0, 0), (-0.0, 0), (.leastNonzeroMagnitude, 0), (-.leastNonzeroMagnitude, 0), (1e18, 1_000_000_000_000_000_000),
        ]
        for (value, expected) in cases {
            #expect(Int(saturating: value) == expected, "\(value)")
        }
    }

    @Test("in a range: clamped to it, NaN counting as 0")
    func clamped() {
        let cases: [(Double, ClosedRange<Int>, Int)] = [
            (.nan, 5...9, 5), (.nan, -3...3, 0), (.nan, -9 ... -4, -4),
            (.infinity, 0...10, 10), (-.infinity, 0...10, 0), (1e300, -1...121, 121), (-1e300, -1...121, -1),
            (7.9, 0...10, 7), (-0.5, 0...10, 0), (10.99, 0...10, 10), (11, 0...10, 10), (4, 4...4, 4),
        ]
        for (value, range, expected) in cases {
            #expect(Int(saturating: value, in: range) == expected, "\(value) in \(range)")
        }
    }

    @Test("agrees with Int(_:) on 20 000 random in-range values and their roundings")
    func matchesIntInRange() {
        var rng = SplitMix64(seed: 13)
        for _ in 0..<20_000 {
            let magnitude = Double(1 << Int(rng.uniform(0, 62)))
            let v = rng.uniform(-magnitude, magnitude)
            for x in [v, v.rounded(.down), v.rounded(.up), v.rounded()] {
                #expect(Int(saturating: x) == Int(x))
            }
        }
    }
}
