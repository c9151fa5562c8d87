#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The "fetch" half of the span pipeline: a shader writes the premultiplied colours of a
/// run of pixels into a buffer; coverage and compositing are done by the caller. Every
/// per-polygon constant (inverse homography rows, lookup tables, level choice inputs) is
/// set up before the span loop; the loop itself has no optional, existential or switch.
protocol SpanShader {
    /// True when every pixel this shader writes is opaque.
    var isOpaque: Bool { get }
    /// Writes the colours of pixels x ..< x+count of row y into `out`; `scratch` holds at
    /// least one texel row of any texture plus two. `loops` picks the SIMD loops or their
    /// scalar reference.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
               scratch: UnsafeMutablePointer<UInt32>, loops: SpanLoops)
}

/// Rows of the inverse homography: for the pixel centre (px, py), a layer quantity f is
/// `(a·px + b·py + c) / (q.x·px + q.y·py + q.z)`, exact under perspective.
struct ProjectiveRow {
    var a: Double, b: Double, c: Double
    @inline(__always) func at(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }
}

/// One colour.
struct SolidShader: SpanShader {
    let pixel: UInt32
    var isOpaque: Bool { pixel >> 24 == 255 }
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
               scratch: UnsafeMutablePointer<UInt32>, loops: SpanLoops) {
        out.update(repeating: pixel, count: count)
    }
}

/// A 256-entry premultiplied lookup table indexed by the perspective-correct gradient
/// parameter t = G/Q. 256 entries keep adjacent steps within one 8-bit level for any
/// two-stop gradient.
struct GradientShader: SpanShader {
    let table: UnsafePointer<UInt32>
    let g: ProjectiveRow, q: ProjectiveRow
    let isOpaque: Bool

    /// The table index for t·255 (rounded, clamped to 0...255). NaN — a gradient whose end
    /// points are not finite, or 0/0 at a pixel centre just outside a clipped polygon —
    /// goes to 0, like the texture sampler's clamp; converting NaN to Int would trap.
    @inline(__always)
    static func index(_ t255: Float) -> Int {
        let v = t255 + 0.5
        return v > 0 ? Int(Swift.min(v, 255)) : 0
    }

    @inline(__always)
    static func index(_ t255: Double) -> Int {
        let v = t255 + 0.5
        return v > 0 ? Int(Swift.min(v, 255)) : 0
    }

    /// True when t is the same all along any row: a vertical gradient on a layer whose
    /// depth does not change along rows (G and Q without an x term), or no gradient at all
    /// (G ≡ 0, a constant colour, where t = 0/Q is 0 or NaN and both give index 0).
    var isRowConstant: Bool { g.a == 0 && (q.a == 0 || (g.b == 0 && g.c == 0)) }

    /// t·255 along one span in single precision: (g0 + dg·i) / (q0 + dq·i) at pixel i.
    struct Span {
        var g0: Float, dg: Float, q0: Float, dq: Float

        /// The table index of pixel i.
        @inline(__always)
        func index(_ i: Int) -> Int {
            let k = Float(i)
            return GradientShader.index((g0 + dg * k) / (q0 + dq * k))
        }

        /// The table indices of pixels i ..< i+8: the same operations as `index`, lane by
        /// lane (the clamp sends NaN to 0, truncation of a value in [0, 255] is its floor).
        @inline(__always)
        func indices(_ i: Int) -> SIMD8<Int32> {
            let k = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) + Float(i)
            let v = (g0 + dg * k) / (q0 + dq * k) + 0.5
            var m = v.replacing(with: 0, where: .!(v .> 0))
            m.replace(with: 255, where: m .> 255)
            return PixelLanes.roundToInt(m.rounded(.down))
        }
    }

    @inline(__always)
    func span(x: Int, y: Int) -> Span {
        let py = Double(y) + 0.5, px = Double(x) + 0.5
        return Span(g0: Float(g.at(px, py) * 255), dg: Float(g.a * 255),
                    q0: Float(q.at(px, py)), dq: Float(q.a))
    }

    /// The colour of a row-constant gradient on row y (starting at column x).
    @inline(__always)
    func rowColor(x: Int, y: Int) -> UInt32 {
        let py = Double(y) + 0.5, px = Double(x) + 0.5
        return table[GradientShader.index(g.at(px, py) * 255 / q.at(px, py))]
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
               scratch: UnsafeMutablePointer<UInt32>, loops: SpanLoops) {
        if isRowConstant {
            out.update(repeating: rowColor(x: x, y: y), count: count)
            return
        }
        let span = self.span(x: x, y: y)
        var i = 0
        if loops == .simd {
            while i + 8 <= count {
                PixelLanes.store(PixelLanes.gather(table, span.indices(i)), out + i)
                i += 8
            }
        }
        while i < count {
            out[i] = table[span.index(i)]
            i += 1
        }
    }

    /// Composites the gradient over colours already in `out` (a fused overlay). When the
    /// gradient parameter does not change along the row (a vertical shadow on a layer
    /// rotated about x, a constant shade), the whole span gets one colour: one scale and
    /// add per pixel.
    func shadeOver(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, loops: SpanLoops) {
        var i = 0
        if isRowConstant {
            let o = rowColor(x: x, y: y)
            if o == 0 { return }
            let inverse = 255 - (o >> 24)
            if loops == .simd {
                let os = PixelLanes.Pixels(repeating: o)
                let f = PixelLanes.spread(PixelLanes.Pixels(repeating: inverse))
                while i + 8 <= count {
                    PixelLanes.store(os &+ PixelLanes.scale(PixelLanes.load(out + i), by: f), out + i)
                    i += 8
                }
            }
            while i < count {
                out[i] = o &+ Composite.scale(out[i], by: inverse)
                i += 1
            }
            return
        }
        let span = self.span(x: x, y: y)
        if loops == .simd {
            // A zero entry composites to the destination unchanged (0 + d·255/255 = d).
            while i + 8 <= count {
                let o = PixelLanes.gather(table, span.indices(i))
                PixelLanes.store(PixelLanes.over(o, PixelLanes.load(out + i)), out + i)
                i += 8
            }
        }
        while i < count {
            let o = table[span.index(i)]
            if o != 0 { out[i] = Composite.over(o, out[i]) }
            i += 1
        }
    }
}

/// Bilinear sampling of a texture through the inverse homography, on one mip level chosen
/// per span from the pixel footprint at the span's middle.
struct TextureShader: SpanShader {
    let texture: Texture
    /// Texel sample coordinates at level 0 (texel centres at integers) and the denominator.
    let s: ProjectiveRow, t: ProjectiveRow, q: ProjectiveRow
    let mipmapped: Bool
    var isOpaque: Bool { texture.isOpaque }

    /// The mip level for a footprint of `rho` texels per pixel: the nearest power of two.
    @inline(__always)
    static func level(forFootprint rho2: Double, levels: Int) -> Int {
        guard rho2 > 2, levels > 1 else { return 0 }   // ρ < √2: full size
        let lambda = 0.5 * log2(rho2)
        return Swift.min(levels - 1, Int(lambda + 0.5))
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
               scratch: UnsafeMutablePointer<UInt32>, loops: SpanLoops) {
        let py = Double(y) + 0.5, px = Double(x) + 0.5
        var level = 0
        if mipmapped {
            // Jacobian of (s, t) = (S/Q, T/Q) at the span's middle.
            let mx = px + Double(count - 1) * 0.5
            let qv = q.at(mx, py), iq = 1 / qv
            let sv = s.at(mx, py) * iq, tv = t.at(mx, py) * iq
            let dsdx = (s.a - sv * q.a) * iq, dtdx = (t.a - tv * q.a) * iq
            let dsdy = (s.b - sv * q.b) * iq, dtdy = (t.b - tv * q.b) * iq
            let rho2 = Swift.max(dsdx * dsdx + dtdx * dtdx, dsdy * dsdy + dtdy * dtdy)
            if rho2.isFinite { level = TextureShader.level(forFootprint: rho2, levels: texture.levels.count) }
        }
        let texels = texture.levels[level]
        // Sample coordinates at level L: (s + 0.5)/2^L − 0.5, i.e. rows (S + Q/2)/2^L − Q/2.
        let scale = 1 / Double(1 << level)
        let sRow = ProjectiveRow(a: (s.a + 0.5 * q.a) * scale - 0.5 * q.a,
                                 b: (s.b + 0.5 * q.b) * scale - 0.5 * q.b,
                                 c: (s.c + 0.5 * q.c) * scale - 0.5 * q.c)
        let tRow = ProjectiveRow(a: (t.a + 0.5 * q.a) * scale - 0.5 * q.a,
                                 b: (t.b + 0.5 * q.b) * scale - 0.5 * q.b,
                                 c: (t.c + 0.5 * q.c) * scale - 0.5 * q.c)
        Bilinear.span(texels, s0: sRow.at(px, py), ds: sRow.a, t0: tRow.at(px, py), dt: tRow.a,
                      q0: q.at(px, py), dq: q.a, count: count, out: out, row: scratch, loops: loops)
    }
}
