/// The bilinear texel loop: the one place where the rasterizer spends most of its time.
///
/// Coordinates are computed eight pixels at a time in single precision (exactly from the
/// span start, never accumulated), clamped to the level (clamp-to-edge addressing), and
/// rounded to the nearest 1/256 texel. Each pixel then loads its two texel pairs as 64-bit words (the
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

    /// Rounds to the nearest integer for values in [0, 2^22]: adding 2^23 leaves the
    /// rounded integer in the low mantissa bits (the standard magic-number conversion,
    /// which vectorizes where the generic SIMD conversion does not).
    @inline(__always)
    static func roundToInt(_ v: SIMD8<Float>) -> SIMD8<Int32> {
        let biased = v + SIMD8<Float>(repeating: 8_388_608)
        return unsafeBitCast(biased, to: SIMD8<Int32>.self) &- SIMD8<Int32>(repeating: 0x4B00_0000)
    }

    /// Writes `count` samples of `level` for pixels whose sample coordinates are
    /// `(s0 + ds·i) / (q0 + dq·i)`, `(t0 + dt·i) / (q0 + dq·i)`, i = 0 ..< count.
    /// `row` is scratch for one texel row (at least `level.width + 1` pixels).
    static func span(_ level: Texture.Level, s0: Double, ds: Double, t0: Double, dt: Double,
                     q0: Double, dq: Double, count: Int, out: UnsafeMutablePointer<UInt32>,
                     row: UnsafeMutablePointer<UInt32>) {
        let texels = level.texels
        let rowBytes = level.stride * 4
        let stride = SIMD8<Int32>(repeating: Int32(level.stride))
        let lo = SIMD8<Float>(repeating: 0)
        let hiS = SIMD8<Float>(repeating: Float(level.width - 1) * 256)
        let hiT = SIMD8<Float>(repeating: Float(level.height - 1) * 256)
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
                var i = 0
        if dq == 0 {
            affineSpan(level, s0: s0 / q0, ds: ds / q0, t0: t0 / q0, dt: dt / q0,
                       count: count, out: out, row: row)
            return
        } else {
            let sBase = Float(s0 * 256), sStep = Float(ds * 256)
            let tBase = Float(t0 * 256), tStep = Float(dt * 256)
            let qBase = Float(q0), qStep = Float(dq)
            while i < count {
                let k = lanes + Float(i)
                let r = 1 / (qBase + qStep * k)
                let sv = clamp((sBase + sStep * k) * r, lo, hiS)
                let tv = clamp((tBase + tStep * k) * r, lo, hiT)
                emit(texels, rowBytes, stride, roundToInt(sv),
                     roundToInt(tv), out + i, Swift.min(8, count - i))
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

    // MARK: Affine rows

    /// `v` limited to [−limit, limit], with NaN going to −limit: a contentsRect or row that is
    /// not finite gives an edge texel instead of trapping in the Int64 conversion.
    @inline(__always)
    static func bounded(_ v: Double, _ limit: Double) -> Double { v > -limit ? Swift.min(v, limit) : -limit }

    /// 32.32 fixed point: exact enough that stepping across 16 384 pixels drifts by less
    /// than 1e-5 texel.
    static let one = Double(1 << 32)

    /// Coordinates linear along the row: `s0 + ds·i`, `t0 + dt·i` (sample space).
    static func affineSpan(_ level: Texture.Level, s0: Double, ds: Double, t0: Double, dt: Double,
                           count: Int, out: UnsafeMutablePointer<UInt32>, row: UnsafeMutablePointer<UInt32>) {
        let maxS = Double(level.width - 1), maxT = Double(level.height - 1)
        if dt == 0, s0.isFinite, ds.isFinite, t0.isFinite {
            // One texture row pair for the whole span: interpolate vertically once per
            // texel, then horizontally per pixel.
            let t = Swift.min(Swift.max(t0, 0), maxT)
            let tFixed = Int((t * 256).rounded())
            let y0 = tFixed >> 8, fy = UInt32(tFixed & 255)
            let sFirst = Swift.min(Swift.max(s0, 0), maxS)
            let sLast = Swift.min(Swift.max(s0 + ds * Double(count - 1), 0), maxS)
            let x0 = Int(Swift.min(sFirst, sLast)), x1 = Int(Swift.max(sFirst, sLast)) + 1
            let top = level.texels + y0 * level.stride
            let source: UnsafePointer<UInt32>
            if fy == 0 {
                source = top
            } else {
                lerpRows(top + x0, top + x0 + level.stride, fy, count: x1 - x0 + 1, into: row + x0)
                source = UnsafePointer(row)
            }
            if ds == 1, s0 == s0.rounded(), s0 >= 0, s0 + Double(count - 1) <= maxS {
                // Texel-aligned and unscaled: the pixels are the texels.
                out.update(from: source + Int(s0), count: count)
            } else {
                horizontal(source, s0: s0, ds: ds, maxS: maxS, count: count, out: out)
            }
            return
        }
        var s = Int64((bounded(s0, 1e6) * one).rounded())
        var t = Int64((bounded(t0, 1e6) * one).rounded())
        let stepS = Int64((bounded(ds, 1e4) * one).rounded())
        let stepT = Int64((bounded(dt, 1e4) * one).rounded())
        let hiS = Int64(maxS * one), hiT = Int64(maxT * one)
        let texels = level.texels, stride = level.stride, rowBytes = level.stride * 4
        for i in 0..<count {
            let cs = Swift.min(Swift.max(s, 0), hiS) &+ (1 << 23)
            let ct = Swift.min(Swift.max(t, 0), hiT) &+ (1 << 23)
            let index = Int(ct >> 32) &* stride &+ Int(cs >> 32)
            out[i] = sample(texels, index, rowBytes, UInt64((cs >> 24) & 255), UInt64((ct >> 24) & 255))
            s &+= stepS
            t &+= stepT
        }
    }

    /// `out[x] = top[x]·(256 − fy)/256 + bottom[x]·fy/256` for `count` texels, rounded;
    /// contiguous, so the compiler vectorizes it.
    static func lerpRows(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>, _ fy: UInt32,
                         count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let wy = 256 - fy
        for x in 0..<count {
            let a = top[x], b = bottom[x]
            let even = (((a & 0x00FF_00FF) &* wy &+ (b & 0x00FF_00FF) &* fy &+ 0x0080_0080) >> 8) & 0x00FF_00FF
            let odd = ((((a >> 8) & 0x00FF_00FF) &* wy &+ ((b >> 8) & 0x00FF_00FF) &* fy &+ 0x0080_0080)) & 0xFF00_FF00
            out[x] = even | odd
        }
    }

    /// Per pixel: the two neighbouring texels of `source` at s = s0 + ds·i, lerped by the
    /// fractional part (1/256).
    static func horizontal(_ source: UnsafePointer<UInt32>, s0: Double, ds: Double, maxS: Double,
                           count: Int, out: UnsafeMutablePointer<UInt32>) {
        var s = Int64((bounded(s0, 1e6) * one).rounded())
        let step = Int64((bounded(ds, 1e4) * one).rounded())
        let hi = Int64(maxS * one)
        let raw = UnsafeRawPointer(source)
        for i in 0..<count {
            let c = Swift.min(Swift.max(s, 0), hi) &+ (1 << 23)
            let pair = raw.loadUnaligned(fromByteOffset: Int(c >> 32) &* 4, as: UInt64.self)
            let fx = UInt32((c >> 24) & 255), wx = 256 - fx
            let l = UInt32(truncatingIfNeeded: pair), r = UInt32(truncatingIfNeeded: pair >> 32)
            let even = (((l & 0x00FF_00FF) &* wx &+ (r & 0x00FF_00FF) &* fx &+ 0x0080_0080) >> 8) & 0x00FF_00FF
            let odd = (((l >> 8) & 0x00FF_00FF) &* wx &+ ((r >> 8) & 0x00FF_00FF) &* fx &+ 0x0080_0080) & 0xFF00_FF00
            out[i] = even | odd
            s &+= step
        }
    }
}
