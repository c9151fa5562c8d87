/// Per-polygon paint constants: the rows that give texel or gradient coordinates at a
/// pixel, and gradient lookup tables. Done once per polygon per frame.
enum PaintSetup {
    typealias Inverse = (x: ProjectiveRow, y: ProjectiveRow, q: ProjectiveRow)

    static func prepare(_ paint: Paint, size: SIMD2<Double>, inverse: Inverse,
                        table: () -> UnsafeMutablePointer<UInt32>) -> PreparedPaint {
        switch paint {
        case .solid(let color):
            return .solid(SolidShader(pixel: color.pixel.bits))
        case .gradient(let g):
            return .gradient(gradient(g, opacity: 1, size: size, inverse: inverse, table: table()))
        case .texture(let texture, let rect, let sampling):
            // Texel sample coordinate (texel centres at integers) of layer point x:
            // s = (rect.x + rect.width·x/size.x)·texW − 0.5, and likewise for t.
            let w = Double(texture.width), h = Double(texture.height)
            let s = inverse.x.combined(rect.width * w / size.x, inverse.q, rect.x * w - 0.5)
            let t = inverse.y.combined(rect.height * h / size.y, inverse.q, rect.y * h - 0.5)
            return .texture(TextureShader(texture: texture, s: s, t: t, q: inverse.q,
                                          mipmapped: sampling == .mipmapped))
        }
    }

    /// A gradient shader whose table holds the premultiplied colours (times `opacity`) at
    /// t = i/255, and whose row gives t at a pixel.
    static func gradient(_ g: LinearGradient, opacity: Double, size: SIMD2<Double>,
                         inverse: Inverse, table: UnsafeMutablePointer<UInt32>) -> GradientShader {
        var opaque = true
        for i in 0..<256 {
            let c = g.premultipliedColor(at: Double(i) / 255) * Swift.min(Swift.max(opacity, 0), 1)
            // NaN (a stop colour or opacity that is not a number) becomes 0, not a trap.
            func byte(_ v: Double) -> UInt32 { v > 0 ? UInt32((Swift.min(v, 1) * 255).rounded()) : 0 }
            let a = byte(c.w)
            table[i] = Pixel(r: Swift.min(byte(c.x), a), g: Swift.min(byte(c.y), a),
                             b: Swift.min(byte(c.z), a), a: a).bits
            if a != 255 { opaque = false }
        }
        // t = ((x/size.x − start.x)·dx + (y/size.y − start.y)·dy) / (dx² + dy²).
        let d = g.end - g.start
        let length2 = d.x * d.x + d.y * d.y
        let row: ProjectiveRow
        if length2 > 0 {
            let kx = d.x / (size.x * length2), ky = d.y / (size.y * length2)
            let k0 = -(g.start.x * d.x + g.start.y * d.y) / length2
            row = inverse.x.combined(kx, inverse.y, ky).combined(1, inverse.q, k0)
        } else {
            row = ProjectiveRow(a: 0, b: 0, c: 0)
        }
        return GradientShader(table: UnsafePointer(table), g: row, q: inverse.q, isOpaque: opaque)
    }
}
