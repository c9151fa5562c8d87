@testable import Raster
import Testing
import TestSupport

/// The affine texel loops run their SIMD lanes only over the pixels where no clamp
/// applies (`FixedRun.unclamped`) and walk the coordinate in 32-bit lanes with a carry
/// (`FixedRunLanes`). Reference: the raw 64-bit coordinate s + step·i of every pixel, and
/// `FixedRun.position`, pixel by pixel.
@Suite struct FixedRunTests {
    static func randomRun(_ rng: inout SplitMix64) -> FixedRun {
        let hi = Int64(rng.next() % 16384) << 32
        // Starts and steps at the limits Bilinear.run allows, and small ones.
        let s = rng.chance(0.1) ? (rng.chance(0.5) ? 1 : -1) * (Int64(1e6) << 32)
            : Int64(rng.uniform(-2, 2) * Double(max(hi, 1 << 32)))
        let step: Int64
        switch rng.next() % 4 {
        case 0: step = 0
        case 1: step = (rng.chance(0.5) ? 1 : -1) * (Int64(1e4) << 32)
        default: step = Int64(rng.uniform(-4, 4) * Double(1 << 32))
        }
        return FixedRun(s: s, step: step, hi: hi)
    }

    @Test("unclamped is exactly the pixels whose coordinate lies in [0, hi]")
    func unclampedInterval() {
        var rng = SplitMix64(seed: 0xF1ED)
        for _ in 0..<3000 {
            let run = Self.randomRun(&rng)
            let count = Int(rng.next() % 300)
            let inside = run.unclamped(count: count)
            for i in 0..<count {
                let v = run.s &+ Int64(i) &* run.step
                #expect((v >= 0 && v <= run.hi) == inside.contains(i),
                        "s \(run.s) step \(run.step) hi \(run.hi) count \(count): pixel \(i) at \(v), interval \(inside)")
            }
        }
    }

    @Test("the 32-bit lane walk gives every pixel's position, texel and fraction exactly")
    func laneWalk() {
        var rng = SplitMix64(seed: 0x1A9E)
        var walked = 0
        for _ in 0..<3000 {
            let run = Self.randomRun(&rng)
            let inside = run.unclamped(count: 400)
            guard inside.count >= 8 else { continue }
            var lanes = FixedRunLanes(run, at: inside.lowerBound)
            var i = inside.lowerBound
            while i + 8 <= inside.upperBound {
                for l in 0..<8 {
                    let p = run.position(i + l)
                    #expect(Int64(lanes.u[l]) == p && Int64(lanes.texel[l]) == p >> 8
                            && Int64(lanes.fraction[l]) == p & 255,
                            "s \(run.s) step \(run.step): pixel \(i + l) lane \(lanes.u[l]) vs \(p)")
                }
                lanes.advance()
                i += 8
                walked += 8
            }
        }
        #expect(walked > 100_000)
    }
}
