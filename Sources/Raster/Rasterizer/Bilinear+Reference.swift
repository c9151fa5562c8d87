extension Bilinear {
    /// The scalar texel loops, one pixel at a time: the reference the SIMD loops of
    /// `Bilinear` are tested against (bit for bit), and the path they take for the last
    /// `count % 8` pixels of a span. Each loop computes pixel `i` from the span's start
    /// values alone (never from the pixel before), so it can start anywhere in a span.
    enum Reference {
        /// One pixel: texel pair at `index` and the pair one row below, weights in 1/256:
        ///
        ///     top·(256 − fy) + bottom·fy   then   left·(256 − fx) + right·fx,   each rounded.
        ///
        /// Two colour channels per 16-bit lane of a 64-bit word; with fx = fy = 0 the texel
        /// comes back unchanged.
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

        /// Clamps to [0, hi]; NaN goes to 0 (a pixel centre just outside a clipped polygon
        /// can evaluate to ±∞ or NaN; it is still given a finite, in-range texel).
        @inline(__always)
        static func clamp(_ v: Float, _ hi: Float) -> Float {
            let r: Float = v >= 0 ? v : 0
            return r > hi ? hi : r
        }

        /// Round to nearest (ties to even) for v in [0, 2^22], by the same magic number as
        /// `PixelLanes.roundToInt`.
        @inline(__always)
        static func roundToInt(_ v: Float) -> Int32 {
            Int32(bitPattern: (v + 8_388_608).bitPattern) &- 0x4B00_0000
        }

        /// Perspective: pixel i samples at (s, t) = ((sBase + sStep·i) / (qBase + qStep·i),
        /// (tBase + tStep·i) / (qBase + qStep·i)), in 1/256 texel, single precision.
        static func perspective(_ level: Texture.Level, _ p: Bilinear.Projective,
                                range: Range<Int>, out: UnsafeMutablePointer<UInt32>) {
            let rowBytes = level.stride * 4
            for i in range {
                let k = Float(i)
                let r = 1 / (p.qBase + p.qStep * k)
                let si = roundToInt(clamp((p.sBase + p.sStep * k) * r, p.hiS))
                let ti = roundToInt(clamp((p.tBase + p.tStep * k) * r, p.hiT))
                let index = Int(ti >> 8) &* level.stride &+ Int(si >> 8)
                out[i] = sample(level.texels, index, rowBytes, UInt64(si & 255), UInt64(ti & 255))
            }
        }

        /// Affine: pixel i samples at s = s0 + step·i (32.32 fixed point, wrapping), t
        /// likewise, each clamped to the level and rounded to 1/256 texel.
        static func affine(_ level: Texture.Level, _ a: Bilinear.Affine,
                           range: Range<Int>, out: UnsafeMutablePointer<UInt32>) {
            let rowBytes = level.stride * 4
            for i in range {
                let s = a.s.position(i), t = a.t.position(i)
                let index = Int(t >> 8) &* level.stride &+ Int(s >> 8)
                out[i] = sample(level.texels, index, rowBytes, UInt64(s & 255), UInt64(t & 255))
            }
        }

        /// One texel row: pixel i lerps the two neighbouring texels of `source` at its
        /// coordinate by the fractional part, in 1/256.
        static func horizontal(_ source: UnsafePointer<UInt32>, _ h: FixedRun,
                               range: Range<Int>, out: UnsafeMutablePointer<UInt32>) {
            let raw = UnsafeRawPointer(source)
            for i in range {
                let p = h.position(i)
                let pair = raw.loadUnaligned(fromByteOffset: Int(p >> 8) &* 4, as: UInt64.self)
                let fx = UInt32(p & 255), wx = 256 - fx
                let l = UInt32(truncatingIfNeeded: pair), r = UInt32(truncatingIfNeeded: pair >> 32)
                let even = (((l & 0x00FF_00FF) &* wx &+ (r & 0x00FF_00FF) &* fx &+ 0x0080_0080) >> 8) & 0x00FF_00FF
                let odd = (((l >> 8) & 0x00FF_00FF) &* wx &+ ((r >> 8) & 0x00FF_00FF) &* fx &+ 0x0080_0080) & 0xFF00_FF00
                out[i] = even | odd
            }
        }

        /// `out[x] = top[x]·(256 − fy)/256 + bottom[x]·fy/256` for x in `range`, rounded.
        static func lerpRows(_ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>, _ fy: UInt32,
                             range: Range<Int>, into out: UnsafeMutablePointer<UInt32>) {
            let wy = 256 - fy
            for x in range {
                let a = top[x], b = bottom[x]
                let even = (((a & 0x00FF_00FF) &* wy &+ (b & 0x00FF_00FF) &* fy &+ 0x0080_0080) >> 8) & 0x00FF_00FF
                let odd = ((((a >> 8) & 0x00FF_00FF) &* wy &+ ((b >> 8) & 0x00FF_00FF) &* fy &+ 0x0080_0080)) & 0xFF00_FF00
                out[x] = even | odd
            }
        }
    }
}
