/// The bilinear texel loops: the one place where the rasterizer spends most of its time.
///
/// Three loops, picked once per span: perspective (coordinates divided per pixel, exactly,
/// in single precision), affine (32.32 fixed point along the row, `FixedRun`) and one
/// texture row (t constant along the span, as on any layer turned about a horizontal
/// axis: the two texel rows are mixed once per texel, then each pixel lerps two
/// neighbours). Each loop works on 8 pixels at a time with `PixelLanes` and leaves the
/// rest of the span (the last `count % 8` pixels; for the affine loops also the pixels
/// whose coordinates are clamped at a texture's edges) to its scalar twin in
/// `Bilinear.Reference`, which gives the same bits.
///
/// Coordinates are clamped to the level (clamp-to-edge addressing) and rounded to the
/// nearest 1/256 texel; each pixel loads its texel pairs as 64-bit words (the level's
/// extra column and row make (x+1, y+1) always readable) and blends them in 8-bit fixed
/// point, two colour channels per 16-bit word:
///
///     top·(256 − fy) + bottom·fy   then   left·(256 − fx) + right·fx,   each rounded.
///
/// With fx = fy = 0 a texel comes back unchanged, so an unrotated layer maps texels to
/// pixels exactly.
enum Bilinear {
    /// Perspective span constants, single precision: sample coordinates in 1/256 texel are
    /// `(sBase + sStep·i) / (qBase + qStep·i)` and likewise for t, clamped to [0, hi].
    struct Projective {
        var sBase: Float, sStep: Float, tBase: Float, tStep: Float, qBase: Float, qStep: Float
        var hiS: Float, hiT: Float
    }

    /// Affine span constants: both sample coordinates linear along the span.
    struct Affine {
        var s: FixedRun, t: FixedRun
    }

    /// Writes `count` samples of `level` for pixels whose sample coordinates are
    /// `(s0 + ds·i) / (q0 + dq·i)`, `(t0 + dt·i) / (q0 + dq·i)`, i = 0 ..< count.
    /// `row` is scratch for one texel row (at least `level.width + 2` pixels).
    static func span(_ level: Texture.Level, s0: Double, ds: Double, t0: Double, dt: Double,
                     q0: Double, dq: Double, count: Int, out: UnsafeMutablePointer<UInt32>,
                     row: UnsafeMutablePointer<UInt32>, loops: SpanLoops) {
        guard count > 0 else { return }
        if dq == 0 {
            affineSpan(level, s0: s0 / q0, ds: ds / q0, t0: t0 / q0, dt: dt / q0,
                       count: count, out: out, row: row, loops: loops)
            return
        }
        let p = Projective(sBase: Float(s0 * 256), sStep: Float(ds * 256),
                           tBase: Float(t0 * 256), tStep: Float(dt * 256),
                           qBase: Float(q0), qStep: Float(dq),
                           hiS: Float(level.width - 1) * 256, hiT: Float(level.height - 1) * 256)
        switch loops {
        case .simd: perspective(level, p, count: count, out: out)
        case .reference: Reference.perspective(level, p, range: 0..<count, out: out)
        }
    }

    /// The perspective loop: per 8 pixels one vector division (exact, like the scalar one),
    /// then 16 pair loads and three lerps in 16-bit words.
    static func perspective(_ level: Texture.Level, _ p: Projective, count: Int,
                            out: UnsafeMutablePointer<UInt32>) {
        let texels = level.texels, below = level.texels + level.stride
        let stride = SIMD8<Int32>(repeating: Int32(level.stride))
        let lo = SIMD8<Float>(repeating: 0)
        let hiS = SIMD8<Float>(repeating: p.hiS), hiT = SIMD8<Float>(repeating: p.hiT)
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        var i = 0
        while i + 8 <= count {
            // The same operations, in the same order, as the reference (no fused
            // multiply-add), so every lane rounds as the scalar pixel does.
            let k = lanes + Float(i)
            let r = 1 / (p.qBase + p.qStep * k)
            let si = PixelLanes.roundToInt(PixelLanes.clamp((p.sBase + p.sStep * k) * r, lo, hiS))
            let ti = PixelLanes.roundToInt(PixelLanes.clamp((p.tBase + p.tStep * k) * r, lo, hiT))
            let index = (ti &>> 8) &* stride &+ (si &>> 8)
            let fraction = SIMD8<Int32>(repeating: 255)
            let sample = PixelLanes.bilinear(top: PixelLanes.gatherPairs(texels, index),
                                             bottom: PixelLanes.gatherPairs(below, index),
                                             fx: unsafeBitCast(si & fraction, to: PixelLanes.Pixels.self),
                                             fy: unsafeBitCast(ti & fraction, to: PixelLanes.Pixels.self))
            PixelLanes.store(sample, out + i)
            i += 8
        }
        Reference.perspective(level, p, range: i..<count, out: out)
    }

    // MARK: Affine rows

    /// `v` limited to [−limit, limit], with NaN going to −limit: a contentsRect or row that is
    /// not finite gives an edge texel instead of trapping in the Int64 conversion.
    @inline(__always)
    static func bounded(_ v: Double, _ limit: Double) -> Double { v > -limit ? Swift.min(v, limit) : -limit }

    /// 2^32: the scale of 32.32 fixed point.
    static let one = Double(1 << 32)

    /// `v` in 32.32 fixed point, within ±limit.
    @inline(__always)
    static func fixed(_ v: Double, _ limit: Double) -> Int64 { Int64((bounded(v, limit) * one).rounded()) }

    /// A coordinate starting at `v0` and moving `dv` a pixel, clamped to [0, maxV]: start
    /// within ±10^6 texels, step within ±10^4.
    @inline(__always)
    static func run(_ v0: Double, _ dv: Double, max maxV: Double) -> FixedRun {
        FixedRun(s: fixed(v0, 1e6), step: fixed(dv, 1e4), hi: Int64(maxV * one))
    }

    /// Coordinates linear along the row: `s0 + ds·i`, `t0 + dt·i` (sample space).
    static func affineSpan(_ level: Texture.Level, s0: Double, ds: Double, t0: Double, dt: Double,
                           count: Int, out: UnsafeMutablePointer<UInt32>, row: UnsafeMutablePointer<UInt32>,
                           loops: SpanLoops) {
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
                switch loops {
                case .simd: lerpRows(top + x0, top + x0 + level.stride, fy, count: x1 - x0 + 1, into: row + x0)
                case .reference: Reference.lerpRows(top + x0, top + x0 + level.stride, fy,
                                                    range: 0..<(x1 - x0 + 1), into: row + x0)
                }
                source = UnsafePointer(row)
            }
            if ds == 1, s0 == s0.rounded(), s0 >= 0, s0 + Double(count - 1) <= maxS {
                // Texel-aligned and unscaled: the pixels are the texels.
                out.update(from: source + Int(s0), count: count)
                return
            }
            let h = run(s0, ds, max: maxS)
            switch loops {
            case .simd: horizontal(source, h, count: count, out: out)
            case .reference: Reference.horizontal(source, h, range: 0..<count, out: out)
            }
            return
        }
        let a = Affine(s: run(s0, ds, max: maxS), t: run(t0, dt, max: maxT))
        switch loops {
        case .simd: affine(level, a, count: count, out: out)
        case .reference: Reference.affine(level, a, range: 0..<count, out: out)
        }
    }

    /// The affine loop, over the pixels where neither coordinate is clamped (the scalar
    /// reference takes the rest): both coordinates walked in 32-bit lanes, 16 pair loads
    /// per 8 pixels.
    static func affine(_ level: Texture.Level, _ a: Affine, count: Int, out: UnsafeMutablePointer<UInt32>) {
        let us = a.s.unclamped(count: count), ut = a.t.unclamped(count: count)
        let inside = Swift.max(us.lowerBound, ut.lowerBound)..<Swift.max(Swift.min(us.upperBound, ut.upperBound),
                                                                          Swift.max(us.lowerBound, ut.lowerBound))
        var i = inside.lowerBound
        Reference.affine(level, a, range: 0..<i, out: out)
        if inside.count >= 8 {
            let texels = level.texels, below = level.texels + level.stride
            let stride = SIMD8<Int32>(repeating: Int32(level.stride))
            var s = FixedRunLanes(a.s, at: i), t = FixedRunLanes(a.t, at: i)
            while i + 8 <= inside.upperBound {
                let index = t.texel &* stride &+ s.texel
                let sample = PixelLanes.bilinear(top: PixelLanes.gatherPairs(texels, index),
                                                 bottom: PixelLanes.gatherPairs(below, index),
                                                 fx: s.fraction, fy: t.fraction)
                PixelLanes.store(sample, out + i)
                s.advance()
                t.advance()
                i += 8
            }
        }
        Reference.affine(level, a, range: i..<count, out: out)
    }

    /// The one-row loop, over the pixels whose coordinate is not clamped (the scalar
    /// reference takes the rest): 8 pair loads and one lerp per 8 pixels.
    static func horizontal(_ source: UnsafePointer<UInt32>, _ h: FixedRun, count: Int,
                           out: UnsafeMutablePointer<UInt32>) {
        let inside = h.unclamped(count: count)
        var i = inside.lowerBound
        Reference.horizontal(source, h, range: 0..<i, out: out)
        if inside.count >= 8 {
            var s = FixedRunLanes(h, at: i)
            while i + 8 <= inside.upperBound {
                let pairs = PixelLanes.gatherPairs(source, s.texel)
                let (wl, wr) = PixelLanes.weights(s.fraction)
                PixelLanes.store(PixelLanes.lerp(pairs.left, pairs.right, wl, wr), out + i)
                s.advance()
                i += 8
            }
        }
        Reference.horizontal(source, h, range: i..<count, out: out)
    }

    /// `out[x] = top[x]·(256 − fy)/256 + bottom[x]·fy/256` for `count` texels, rounded.
    static func lerpRows(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>, _ fy: UInt32,
                         count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let (wt, wb) = PixelLanes.weights(PixelLanes.Pixels(repeating: fy))
        var x = 0
        while x + 8 <= count {
            PixelLanes.store(PixelLanes.lerp(PixelLanes.load(top + x), PixelLanes.load(bottom + x), wt, wb), out + x)
            x += 8
        }
        Reference.lerpRows(top, bottom, fy, range: x..<count, into: out)
    }
}
