/// Premultiplied source-over in 8-bit fixed point, two channels per 32-bit lane.
///
/// Porter–Duff "over" on premultiplied colours: `D' = S + D·(1 − Sα)`. Scaling by a
/// coverage·opacity factor m first: `S' = S·m`. Channels are split into even bytes (R, B)
/// and odd bytes (G, A) so each multiply works on two 16-bit lanes at once.
enum Composite {
    /// `value · factor / 255`, rounded to nearest, on the two 8-bit channels held in the low
    /// bytes of the 16-bit lanes of `lanes` (mask 0x00FF00FF); factor in 0...255.
    @inline(__always)
    static func scaleLanes(_ lanes: UInt32, by factor: UInt32) -> UInt32 {
        // x/255 ≈ (x + 128 + ((x + 128) >> 8)) >> 8, exact for x in 0...65025.
        let t = lanes &* factor &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Every channel of the pixel times `factor`/255 (factor 0...255).
    @inline(__always)
    static func scale(_ p: UInt32, by factor: UInt32) -> UInt32 {
        scaleLanes(p & 0x00FF_00FF, by: factor) | (scaleLanes((p >> 8) & 0x00FF_00FF, by: factor) << 8)
    }

    /// Source-over: `s + d·(255 − sα)/255`. Both premultiplied, so no channel overflows.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let inverse = 255 &- (s >> 24)
        return s &+ scale(d, by: inverse)
    }

    /// Source-over of `s` scaled by `factor`/255 (coverage × opacity).
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32, factor: UInt32) -> UInt32 {
        over(scale(s, by: factor), d)
    }

    /// Composites `count` source pixels over the destination with one factor for all,
    /// 8 pixels at a time (`PixelLanes`), the rest with `Reference`.
    static func span(_ src: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>,
                     count: Int, factor: UInt32, loops: SpanLoops) {
        var i = 0
        if loops == .simd && factor > 0 {
            let opaque = PixelLanes.Pixels(repeating: 0xFF00_0000), visible = PixelLanes.Pixels(repeating: 0x0100_0000)
            if factor >= 255 {
                while i + 8 <= count {
                    let s = PixelLanes.load(src + i)
                    if all(s .>= opaque) {
                        PixelLanes.store(s, dst + i)
                    } else if any(s .>= visible) {
                        // Fully transparent sources leave the destination as it was.
                        let d = PixelLanes.load(dst + i)
                        PixelLanes.store(PixelLanes.over(s, d).replacing(with: d, where: s .< visible), dst + i)
                    }
                    i += 8
                }
            } else {
                let f = PixelLanes.spread(PixelLanes.Pixels(repeating: factor))
                while i + 8 <= count {
                    let s = PixelLanes.scale(PixelLanes.load(src + i), by: f)
                    PixelLanes.store(PixelLanes.over(s, PixelLanes.load(dst + i)), dst + i)
                    i += 8
                }
            }
        }
        Reference.span(src, onto: dst, range: i..<count, factor: factor)
    }

    /// Composites with a per-pixel factor (coverage × opacity, 0...255).
    static func span(_ src: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>,
                     count: Int, factors: UnsafePointer<UInt32>, loops: SpanLoops) {
        var i = 0
        if loops == .simd {
            while i + 8 <= count {
                // A factor of 0 scales the source to 0, and 0 over d is d exactly.
                let s = PixelLanes.scale(PixelLanes.load(src + i), by: PixelLanes.spread(PixelLanes.load(factors + i)))
                PixelLanes.store(PixelLanes.over(s, PixelLanes.load(dst + i)), dst + i)
                i += 8
            }
        }
        Reference.span(src, onto: dst, range: i..<count, factors: factors)
    }

    /// The scalar loops, one pixel at a time: the reference for the SIMD loops, and their
    /// path for the last `count % 8` pixels.
    enum Reference {
        static func span(_ src: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>,
                         range: Range<Int>, factor: UInt32) {
            if factor >= 255 {
                for i in range {
                    let s = src[i]
                    let a = s >> 24
                    if a == 255 { dst[i] = s } else if a != 0 { dst[i] = over(s, dst[i]) }
                }
            } else if factor > 0 {
                for i in range { dst[i] = over(src[i], dst[i], factor: factor) }
            }
        }

        static func span(_ src: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>,
                         range: Range<Int>, factors: UnsafePointer<UInt32>) {
            for i in range {
                let f = factors[i]
                if f != 0 { dst[i] = over(src[i], dst[i], factor: f) }
            }
        }
    }
}
