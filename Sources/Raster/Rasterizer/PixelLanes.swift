/// Eight premultiplied RGBA8 pixels at a time: the span loops' arithmetic on Swift's SIMD
/// types, which the Haswell build (AVX2) keeps in 256-bit registers.
///
/// Every function here does, lane for lane, exactly what its scalar counterpart does
/// (`Composite.scale`, `Composite.over`, `Bilinear.Reference.sample`, `horizontal` and
/// `lerpRows`), so the vector loops and the scalar reference give the same bits. The trick
/// is the same as the scalar one: even bytes (R, B) and odd bytes (G, A) are split into
/// 16-bit words, where a product of a byte and a weight ≤ 256 (plus a rounding half)
/// never carries into the next word; the vector form multiplies sixteen such words with
/// one `vpmullw`.
enum PixelLanes {
    /// 8 pixels, one per 32-bit lane.
    typealias Pixels = SIMD8<UInt32>
    /// 4 texel pairs, one per 64-bit lane: a texel in the low half, its right neighbour in
    /// the high half (one unaligned 64-bit load each). Eight pixels take two: a vector of
    /// 32 words is not kept in registers by the compiler, one of 16 is.
    typealias Pairs = SIMD4<UInt64>

    @inline(__always)
    static func words(_ p: Pixels) -> SIMD16<UInt16> { unsafeBitCast(p, to: SIMD16<UInt16>.self) }

    @inline(__always)
    static func pixels(_ w: SIMD16<UInt16>) -> Pixels { unsafeBitCast(w, to: Pixels.self) }

    @inline(__always)
    static func words(_ p: Pairs) -> SIMD16<UInt16> { unsafeBitCast(p, to: SIMD16<UInt16>.self) }

    @inline(__always)
    static func pairs(_ w: SIMD16<UInt16>) -> Pairs { unsafeBitCast(w, to: Pairs.self) }

    /// A 16-bit word vector with every word `v` (the vector operand keeps the operation a
    /// single instruction; some scalar-operand forms compile to a loop over the lanes).
    @inline(__always)
    static func splat(_ v: UInt16) -> SIMD16<UInt16> { SIMD16(repeating: v) }

    // MARK: Memory

    @inline(__always)
    static func load(_ p: UnsafePointer<UInt32>) -> Pixels {
        UnsafeRawPointer(p).loadUnaligned(as: Pixels.self)
    }

    @inline(__always)
    static func store(_ v: Pixels, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Pixels.self)
    }

    /// The 64-bit texel pairs at `base + index[l]` (texels, not bytes), lanes 0–3 and 4–7:
    /// eight scalar loads (Swift has no gather, and AVX2's is no faster than loads).
    @inline(__always)
    static func gatherPairs(_ base: UnsafePointer<UInt32>, _ index: SIMD8<Int32>) -> (Pairs, Pairs) {
        let raw = UnsafeRawPointer(base)
        @inline(__always) func at(_ l: Int) -> UInt64 {
            raw.loadUnaligned(fromByteOffset: Int(index[l]) &* 4, as: UInt64.self)
        }
        return (Pairs(at(0), at(1), at(2), at(3)), Pairs(at(4), at(5), at(6), at(7)))
    }

    /// The 32-bit entries `table[index[l]]`.
    @inline(__always)
    static func gather(_ table: UnsafePointer<UInt32>, _ index: SIMD8<Int32>) -> Pixels {
        @inline(__always) func at(_ l: Int) -> UInt32 { table[Int(index[l])] }
        return Pixels(at(0), at(1), at(2), at(3), at(4), at(5), at(6), at(7))
    }

    // MARK: Compositing

    /// A per-pixel factor (0...256) in both 16-bit words of its lane.
    @inline(__always)
    static func spread(_ f: Pixels) -> SIMD16<UInt16> { words(f | (f &<< 16)) }

    /// `Composite.scale` on 8 pixels: every channel times its lane's factor / 255, rounded
    /// to nearest (`factor` from `spread`, 0...255): x/255 ≈ (t + (t >> 8)) >> 8 with
    /// t = x + 128, exact for x ≤ 255·255.
    @inline(__always)
    static func scale(_ p: Pixels, by factor: SIMD16<UInt16>) -> Pixels {
        let w = words(p)
        let even = (w & splat(0x00FF)) &* factor &+ splat(0x0080)
        let odd = (w &>> splat(8)) &* factor &+ splat(0x0080)
        return pixels(((even &+ (even &>> splat(8))) &>> splat(8)) | ((odd &+ (odd &>> splat(8))) & splat(0xFF00)))
    }

    /// Source-over on 8 pixels, `s + d·(255 − sα)/255` (`Composite.over`).
    @inline(__always)
    static func over(_ s: Pixels, _ d: Pixels) -> Pixels {
        s &+ scale(d, by: spread(Pixels(repeating: 255) &- (s &>> 24)))
    }

    // MARK: Bilinear

    /// A 64-bit lane's weight word pattern [w, w, w, w] (w ≤ 256).
    @inline(__always)
    static func four(_ w: Pairs) -> SIMD16<UInt16> {
        let two = w | (w &<< 16)
        return words(two | (two &<< 32))
    }

    /// The horizontal half of the bilinear filter on 4 pairs: the left texel (low half)
    /// times 256 − fx plus the right one times fx, rounded, in 1/256 (`fx` 0...255). `even`
    /// and `odd` are the pairs' even and odd bytes as 16-bit words. The pixel is left in
    /// the low half of each 64-bit lane.
    @inline(__always)
    static func horizontal(even: SIMD16<UInt16>, odd: SIMD16<UInt16>, fx: Pairs) -> Pairs {
        let wx = Pairs(repeating: 256) &- fx
        // [wx, wx, fx, fx]: the left texel's two words take wx, the right one's fx.
        let w = words((wx | (wx &<< 16)) | ((fx | (fx &<< 16)) &<< 32))
        let e = pairs(even &* w), o = pairs(odd &* w)
        // Left + right lands in the low 32 bits (each word ≤ 255·256 + 128: no carry).
        let half = Pairs(repeating: 0x0080_0080)
        let re = ((e &+ (e &>> 32) &+ half) &>> 8) & Pairs(repeating: 0x00FF_00FF)
        let ro = (o &+ (o &>> 32) &+ half) & Pairs(repeating: 0xFF00_FF00)
        return re | ro
    }

    /// Two halves of 4 pixels (each in the low 32 bits of its lane) as 8 pixels.
    @inline(__always)
    static func joined(_ low: Pairs, _ high: Pairs) -> Pixels {
        Pixels(lowHalf: SIMD4<UInt32>(truncatingIfNeeded: low), highHalf: SIMD4<UInt32>(truncatingIfNeeded: high))
    }

    /// 4 pairs lerped horizontally by `fx` (`Bilinear.Reference.horizontal`'s pixel).
    @inline(__always)
    static func lerp(_ p: Pairs, fx: Pairs) -> Pairs {
        let w = words(p)
        return horizontal(even: w & splat(0x00FF), odd: w &>> splat(8), fx: fx)
    }

    /// The bilinear sample of 4 pixels (`Bilinear.Reference.sample`): the top pairs and the
    /// pairs one row below are mixed vertically by `fy`, rounded to 8 bits, then
    /// horizontally by `fx`, rounded again. Weights in 1/256, 0...255.
    @inline(__always)
    static func bilinear(top: Pairs, bottom: Pairs, fx: Pairs, fy: Pairs) -> Pairs {
        let wy = four(Pairs(repeating: 256) &- fy), wf = four(fy)
        let t = words(top), b = words(bottom)
        let even = ((t & splat(0x00FF)) &* wy &+ (b & splat(0x00FF)) &* wf &+ splat(0x0080)) &>> splat(8)
        let odd = ((t &>> splat(8)) &* wy &+ (b &>> splat(8)) &* wf &+ splat(0x0080)) &>> splat(8)
        return horizontal(even: even, odd: odd, fx: fx)
    }

    /// `top·(256 − fy) + bottom·fy` per channel, rounded, in 1/256 (`Bilinear.lerpRows`).
    @inline(__always)
    static func lerpRows(_ top: Pixels, _ bottom: Pixels, wy: SIMD16<UInt16>, fy: SIMD16<UInt16>) -> Pixels {
        let a = words(top), b = words(bottom)
        let even = ((a & splat(0x00FF)) &* wy &+ (b & splat(0x00FF)) &* fy &+ splat(0x0080)) &>> splat(8)
        let odd = ((a &>> splat(8)) &* wy &+ (b &>> splat(8)) &* fy &+ splat(0x0080)) & splat(0xFF00)
        return pixels(even | odd)
    }

    // MARK: Conversions

    /// Rounds to the nearest integer (ties to even) for values in [0, 2^22]: adding 2^23
    /// leaves the rounded integer in the low mantissa bits (the magic-number conversion,
    /// which vectorizes where the generic SIMD conversion does not).
    @inline(__always)
    static func roundToInt(_ v: SIMD8<Float>) -> SIMD8<Int32> {
        let biased = v + SIMD8<Float>(repeating: 8_388_608)
        return unsafeBitCast(biased, to: SIMD8<Int32>.self) &- SIMD8<Int32>(repeating: 0x4B00_0000)
    }

    /// Clamps to [lo, hi]; NaN goes to `lo`.
    @inline(__always)
    static func clamp(_ v: SIMD8<Float>, _ lo: SIMD8<Float>, _ hi: SIMD8<Float>) -> SIMD8<Float> {
        var r = v.replacing(with: lo, where: .!(v .>= lo))
        r.replace(with: hi, where: r .> hi)
        return r
    }
}
