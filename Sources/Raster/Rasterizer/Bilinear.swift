/// The bilinear texel loop: the one place where the rasterizer spends most of its time.
///
/// Coordinates are computed eight pixels at a time in single precision (exactly from the
/// span start, never accumulated), clamped to the level (clamp-to-edge addressing), and
/// rounded to 1/256 texel. Each pixel then loads its two texel pairs as 64-bit words (the
/// level's extra column makes (x+1) always readable) and blends them in 8-bit fixed point,
/// two colour channels per 16-bit lane:
///
///     top·(256 − fy) + bottom·fy   then   left·(256 − fx) + right·fx,   each rounded.
///
/// With fx = fy = 0 a texel comes back unchanged, so an unrotated layer maps texels to
/// pixels exactly.
enum Bilinear {
    /// One pixel: texel pair at `index` and the pair one row below, weights in 1/256.
    @inline(__always)
    static func sample(_ texels: UnsafePointer<UInt32>, _ index: Int, _ rowBytes: Int,
                       _ fx: UInt64, _ fy: UInt64) -> UInt32 {
        let raw = UnsafeRawPointer(texels + index)
        let top = raw.loadUnaligned(as: UInt64.self)
        let bottom = raw.loadUnaligned(fromByteOffset: rowBytes, as: UInt64.self)
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF
        let half: UInt64 = 0x0080_0080_0080_0080
        let wy = 256 &- fy
        // Vertical: lanes hold ≤ 255·256 + 128 < 2^16, so nothing carries between lanes.
        let even = (((top & mask) &* wy &+ (bottom & mask) &* fy &+ half) >> 8) & mask
        let odd = ((((top >> 8) & mask) &* wy &+ ((bottom >> 8) & mask) &* fy &+ half) >> 8) & mask
        // Horizontal: low 32 bits are the left texel, high 32 bits the right one.
        let wx = 256 &- fx
        let e = (((even & 0xFFFF_FFFF) &* wx &+ (even >> 32) &* fx &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let o = (((odd & 0xFFFF_FFFF) &* wx &+ (odd >> 32) &* fx &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        return UInt32(truncatingIfNeeded: e | (o << 8))
    }

    /// Clamps to [lo, hi]; NaN goes to `lo` (a pixel centre just outside a clipped polygon
    /// can evaluate to ±∞ or NaN; it is still given a finite, in-range texel).
    @inline(__always)
    static func clamp(_ v: SIMD8<Float>, _ lo: SIMD8<Float>, _ hi: SIMD8<Float>) -> SIMD8<Float> {
        var r = v.replacing(with: lo, where: .!(v .>= lo))
        r.replace(with: hi, where: r .> hi)
        return r
    }

    /// Writes `count` samples of `level` for pixels whose sample coordinates are
    /// `(s0 + ds·i) / (q0 + dq·i)`, `(t0 + dt·i) / (q0 + dq·i)`, i = 0 ..< count.
    static func span(_ level: Texture.Level, s0: Double, ds: Double, t0: Double, dt: Double,
                     q0: Double, dq: Double, count: Int, out: UnsafeMutablePointer<UInt32>) {
        let texels = level.texels
        let rowBytes = level.stride * 4
        let stride = SIMD8<Int32>(repeating: Int32(level.stride))
        let lo = SIMD8<Float>(repeating: 0)
        let hiS = SIMD8<Float>(repeating: Float(level.width - 1) * 256)
        let hiT = SIMD8<Float>(repeating: Float(level.height - 1) * 256)
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        let half = SIMD8<Float>(repeating: 0.5)
        var i = 0
        if dq == 0 {
            // Affine along the row (the common case: rotations about x keep w constant on a
            // screen row), so no divide per pixel.
            let iq = 1 / q0
            let sBase = Float(s0 * iq * 256), sStep = Float(ds * iq * 256)
            let tBase = Float(t0 * iq * 256), tStep = Float(dt * iq * 256)
            while i < count {
                let k = lanes + Float(i)
                let sv = clamp(sBase + sStep * k, lo, hiS) + half
                let tv = clamp(tBase + tStep * k, lo, hiT) + half
                emit(texels, rowBytes, stride, SIMD8<Int32>(sv, rounding: .towardZero),
                     SIMD8<Int32>(tv, rounding: .towardZero), out + i, Swift.min(8, count - i))
                i += 8
            }
        } else {
            let sBase = Float(s0 * 256), sStep = Float(ds * 256)
            let tBase = Float(t0 * 256), tStep = Float(dt * 256)
            let qBase = Float(q0), qStep = Float(dq)
            while i < count {
                let k = lanes + Float(i)
                let r = 1 / (qBase + qStep * k)
                let sv = clamp((sBase + sStep * k) * r, lo, hiS) + half
                let tv = clamp((tBase + tStep * k) * r, lo, hiT) + half
                emit(texels, rowBytes, stride, SIMD8<Int32>(sv, rounding: .towardZero),
                     SIMD8<Int32>(tv, rounding: .towardZero), out + i, Swift.min(8, count - i))
                i += 8
            }
        }
    }

    /// Splits 24.8 fixed-point coordinates into texel index and weights, and samples.
    @inline(__always)
    static func emit(_ texels: UnsafePointer<UInt32>, _ rowBytes: Int, _ stride: SIMD8<Int32>,
                     _ si: SIMD8<Int32>, _ ti: SIMD8<Int32>,
                     _ out: UnsafeMutablePointer<UInt32>, _ n: Int) {
        let index = (ti &>> 8) &* stride &+ (si &>> 8)
        let fx = si & 255, fy = ti & 255
        if n == 8 {
            for l in 0..<8 {
                out[l] = sample(texels, Int(index[l]), rowBytes, UInt64(fx[l]), UInt64(fy[l]))
            }
        } else {
            for l in 0..<n {
                out[l] = sample(texels, Int(index[l]), rowBytes, UInt64(fx[l]), UInt64(fy[l]))
            }
        }
    }
}
