/// A texel coordinate linear along a span, in 32.32 fixed point: pixel i samples at
/// `s + step·i` (wrapping Int64 arithmetic), clamped to [0, hi] and rounded to the nearest
/// 1/256 texel. 32.32 is exact enough that stepping across 16 384 pixels drifts by less
/// than 1e-5 texel.
struct FixedRun {
    var s: Int64, step: Int64, hi: Int64

    /// Pixel i's position in 1/256 texel: texel `p >> 8`, fraction `p & 255` (the scalar
    /// rule every loop follows).
    @inline(__always)
    func position(_ i: Int) -> Int64 {
        let v = s &+ Int64(i) &* step
        return (Swift.min(Swift.max(v, 0), hi) &+ (1 << 23)) >> 24
    }

    /// The pixels of 0 ..< count whose coordinate needs no clamp (0 ≤ s + step·i ≤ hi):
    /// an interval, since the coordinate is linear in i. Exact integer division, so the
    /// SIMD loops can run over it without a clamp and agree with `position` bit for bit.
    func unclamped(count: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        var first: Int64, last: Int64
        if step == 0 {
            guard s >= 0 && s <= hi else { return 0..<0 }
            return 0..<count
        } else if step > 0 {
            // s + step·i ≥ 0 ⇔ i ≥ −s/step;  s + step·i ≤ hi ⇔ i ≤ (hi − s)/step.
            first = FixedRun.ceilDiv(-s, step)
            last = FixedRun.floorDiv(hi - s, step)
        } else {
            first = FixedRun.ceilDiv(s - hi, -step)
            last = FixedRun.floorDiv(s, -step)
        }
        // |s| ≤ 2^52 and 0 ≤ hi < 2^46 (see Bilinear.fixed), so nothing above overflows.
        first = Swift.max(first, 0)
        last = Swift.min(last, Int64(count - 1))
        return first <= last ? Int(first)..<Int(last + 1) : 0..<0
    }

    /// ⌊a / b⌋ for b > 0.
    @inline(__always)
    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// ⌈a / b⌉ for b > 0.
    @inline(__always)
    static func ceilDiv(_ a: Int64, _ b: Int64) -> Int64 { -floorDiv(-a, b) }
}

/// Eight consecutive pixels of a `FixedRun` inside its unclamped interval, walked 8 pixels
/// at a time in 32-bit lanes: the position in 1/256 texel `u` and the remainder `r`
/// (24 bits) of (s + 2^23)/2^24, stepped by the whole and fractional parts of 8·step
/// with an exact carry, so every lane equals `FixedRun.position` without 64-bit lanes.
struct FixedRunLanes {
    var u: SIMD8<Int32>, r: SIMD8<Int32>
    let stepU: SIMD8<Int32>, stepR: SIMD8<Int32>

    /// Lanes for pixels i ..< i+8, all inside `run.unclamped`.
    @inline(__always)
    init(_ run: FixedRun, at i: Int) {
        var u = SIMD8<Int32>(), r = SIMD8<Int32>()
        for l in 0..<8 {
            let c = run.s &+ Int64(i + l) &* run.step &+ (1 << 23)
            u[l] = Int32(truncatingIfNeeded: c >> 24)
            r[l] = Int32(truncatingIfNeeded: c & 0xFF_FFFF)
        }
        self.u = u
        self.r = r
        let step8 = run.step &* 8
        stepU = SIMD8(repeating: Int32(truncatingIfNeeded: step8 >> 24))
        stepR = SIMD8(repeating: Int32(truncatingIfNeeded: step8 & 0xFF_FFFF))
    }

    /// On to the next 8 pixels: (u·2^24 + r) + 8·step, the carry out of r into u.
    @inline(__always)
    mutating func advance() {
        r &+= stepR
        u &+= stepU &+ (r &>> SIMD8(repeating: 24))
        r &= SIMD8(repeating: 0xFF_FFFF)
    }

    /// The texel index of each lane (`u >> 8`).
    @inline(__always)
    var texel: SIMD8<Int32> { u &>> SIMD8(repeating: 8) }

    /// The fraction of each lane in 1/256 (`u & 255`).
    @inline(__always)
    var fraction: SIMD8<UInt32> { unsafeBitCast(u & SIMD8(repeating: 255), to: SIMD8<UInt32>.self) }
}
