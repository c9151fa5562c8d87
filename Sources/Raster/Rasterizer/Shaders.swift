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

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
               scratch: UnsafeMutablePointer<UInt32>, loops: SpanLoops) {
        let py = Double(y) + 0.5, px = Double(x) + 0.5
        if g.a == 0 && q.a == 0 {
            // Constant along the row (e.g. a vertical gradient on an unrotated layer).
            out.update(repeating: table[GradientShader.index(g.at(px, py) * 255 / q.at(px, py))], count: count)
            return
        }
        let g0 = Float(g.at(px, py) * 255), dg = Float(g.a * 255)
        let q0 = Float(q.at(px, py)), dq = Float(q.a)
        var i = 0
        while i < count {
            let k = Float(i)
            let t = (g0 + dg * k) / (q0 + dq * k)
            out[i] = table[GradientShader.index(t)]
            i += 1
        }
    }

    /// Composites the gradient over colours already in `out` (a fused overlay). When the
    /// gradient parameter does not change along the row (a vertical shadow on a layer
    /// rotated about x), the whole span gets one colour: one scale and add per pixel.
    func shadeOver(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, loops: SpanLoops) {
        let py = Double(y) + 0.5, px = Double(x) + 0.5
        if g.a == 0 && q.a == 0 {
            let t = g.at(px, py) * 255 / q.at(px, py)
            let o = table[GradientShader.index(t)]
            if o == 0 { return }
            let inverse = 255 - (o >> 24)
            for i in 0..<count { out[i] = o &+ Composite.scale(out[i], by: inverse) }
            return
        }
        let g0 = Float(g.at(px, py) * 255), dg = Float(g.a * 255)
        let q0 = Float(q.at(px, py)), dq = Float(q.a)
        for i in 0..<count {
            let k = Float(i)
            let t = (g0 + dg * k) / (q0 + dq * k)
            let o = table[GradientShader.index(t)]
            if o != 0 { out[i] = Composite.over(o, out[i]) }
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
