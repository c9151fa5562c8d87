/// Eight premultiplied RGBA8 pixels at a time: the span loops' arithmetic on Swift's SIMD
/// types, which the Haswell build (AVX2) keeps in 256-bit registers.
///
/// Every function here does, lane for lane, exactly what its scalar counterpart does
/// (`Composite.scale` and `.over`; `Bilinear.Reference.sample`, `.horizontal` and
/// `.lerpRows`), so the vector loops and the scalar references give the same bits. The
/// trick is the scalar one: even bytes (R, B) and odd bytes (G, A) are split into 16-bit
/// words, where a product of a byte and a weight ≤ 256 (plus a rounding half) never
/// carries into the next word; the vector form multiplies sixteen such words with one
/// `vpmullw`.
enum PixelLanes {
    /// 8 pixels, one per 32-bit lane.
    typealias Pixels = SIMD8<UInt32>

    /// The pixels as 16-bit words, two per pixel: G·256 + R and A·256 + B. `& 0x00FF`
    /// leaves R and B, `>> 8` G and A.
    @inline(__always)
    static func words(_ p: Pixels) -> SIMD16<UInt16> { unsafeBitCast(p, to: SIMD16<UInt16>.self) }

    @inline(__always)
    static func pixels(_ w: SIMD16<UInt16>) -> Pixels { unsafeBitCast(w, to: Pixels.self) }

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

    /// The texels at `base + index[l]` (texels, not bytes) and their right neighbours:
    /// eight 64-bit loads (Swift has no gather, and AVX2's is no faster than loads), split
    /// into the left and the right texel of each pair.
    @inline(__always)
    static func gatherPairs(_ base: UnsafePointer<UInt32>, _ index: SIMD8<Int32>) -> (left: Pixels, right: Pixels) {
        let raw = UnsafeRawPointer(base)
        @inline(__always) func at(_ l: Int) -> UInt64 {
            raw.loadUnaligned(fromByteOffset: Int(index[l]) &* 4, as: UInt64.self)
        }
        let pairs = SIMD8<UInt64>(lowHalf: SIMD4(at(0), at(1), at(2), at(3)),
                                  highHalf: SIMD4(at(4), at(5), at(6), at(7)))
        return (Pixels(truncatingIfNeeded: pairs), Pixels(truncatingIfNeeded: pairs &>> 32))
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
        s &+ scale(d, by: splat(255) &- spread(s &>> 24))
    }

    // MARK: Bilinear

    /// The weights (256 − f, f) of a per-pixel fraction f in 0...255, spread over words.
    @inline(__always)
    static func weights(_ f: Pixels) -> (SIMD16<UInt16>, SIMD16<UInt16>) {
        let w = spread(f)
        return (splat(256) &- w, w)
    }

    /// `a·wa + b·wb` per channel in 1/256 (wa + wb = 256), rounded: the one step every
    /// bilinear stage is made of (`Bilinear.Reference.lerpRows`, the halves of `sample`).
    /// Each word holds ≤ 255·256 + 128 < 2^16, so nothing carries into the next.
    @inline(__always)
    static func lerp(_ a: Pixels, _ b: Pixels, _ wa: SIMD16<UInt16>, _ wb: SIMD16<UInt16>) -> Pixels {
        let x = words(a), y = words(b)
        let even = ((x & splat(0x00FF)) &* wa &+ (y & splat(0x00FF)) &* wb &+ splat(0x0080)) &>> splat(8)
        let odd = ((x &>> splat(8)) &* wa &+ (y &>> splat(8)) &* wb &+ splat(0x0080)) & splat(0xFF00)
        return pixels(even | odd)
    }

    /// The bilinear sample of 8 pixels (`Bilinear.Reference.sample`): texel pairs of a row
    /// and of the row below mixed vertically by `fy`, rounded to 8 bits, then
    /// horizontally by `fx`, rounded again. Fractions in 1/256, 0...255.
    @inline(__always)
    static func bilinear(top: (left: Pixels, right: Pixels), bottom: (left: Pixels, right: Pixels),
                         fx: Pixels, fy: Pixels) -> Pixels {
        let (wy, vy) = weights(fy), (wx, vx) = weights(fx)
        return lerp(lerp(top.left, bottom.left, wy, vy), lerp(top.right, bottom.right, wy, vy), wx, vx)
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
