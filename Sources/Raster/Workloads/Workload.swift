#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two standard rasterizer workloads of the benchmark protocol, drawn exactly as the
/// workload document specifies, so FoldPreview can be compared frame for frame with other
/// CPU renderers: `mpfold` (a four-panel paper fold) and `fullquad` (a fill-rate worst
/// case covering every pixel).
public enum Workload: String, CaseIterable, Sendable {
    case mpfold, fullquad

    /// Canvas size in pixels: 1280 × 800.
    public static let width = 1280, height = 800
    /// Every frame starts with a clear to opaque rgb(24, 24, 28).
    public static let clearColor = Pixel.opaque(24, 24, 28)
    /// Frames 0 ..< 600.
    public static let frameCount = 600

    /// The checker-and-ramp texture: cells of 40 texels alternating (235, 200, 80) and
    /// (40, 110, 200), each channel scaled by g = 0.45 + 0.55·x/(W − 1) and rounded.
    public func makeTexture() -> Texture {
        let (w, h) = self == .mpfold ? (800, 600) : (1024, 1024)
        return Texture(Workload.pattern(width: w, height: h), mipmapped: false)
    }

    /// The pattern bitmap of the given size.
    public static func pattern(width w: Int, height h: Int) -> Bitmap {
        var bitmap = Bitmap(width: w, height: h)
        let colors: [(Double, Double, Double)] = [(235, 200, 80), (40, 110, 200)]
        bitmap.pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<h {
                for x in 0..<w {
                    let c = colors[(x / 40 + y / 40) % 2]
                    let g = 0.45 + 0.55 * Double(x) / Double(w - 1)
                    px[y * w + x] = Pixel.opaque(UInt32((c.0 * g).rounded()), UInt32((c.1 * g).rounded()),
                                                 UInt32((c.2 * g).rounded())).bits
                }
            }
        }
        return bitmap
    }

    /// One quad of a frame: 3D corners TL, TR, BR, BL as (X, Y, d) with d toward the
    /// viewer, the texture rows it shows, and its shade (multiplies RGB).
    public struct Quad: Sendable {
        public var corners: [SIMD3<Double>]
        public var rows: Range<Double>
        public var shade: Double
    }

    /// Eye distance Z (Core Animation's m34 = −1/Z) and the projection centre.
    public var eye: (z: Double, cx: Double, cy: Double) {
        self == .mpfold ? (14.0 / 3.0 * 150, 640, 400) : (14.0 / 3.0 * 1440, 640, 400)
    }

    /// The quads of frame `i` (0 ..< 600), in draw order.
    public func quads(frame i: Int) -> [Quad] {
        switch self {
        case .mpfold:
            // θ = 90°·i/600; hinges at y = 400 ∓ 150 cos θ, the crease at y = 400, d = −150 sin θ.
            let theta = Double.pi / 2 * Double(i) / 600
            let c = cos(theta), s = sin(theta)
            let yAB = 400 - 150 * c, yCD = 400 + 150 * c
            func quad(_ top: Double, _ dTop: Double, _ bottom: Double, _ dBottom: Double,
                      _ rows: Range<Double>, _ shade: Double) -> Quad {
                Quad(corners: [SIMD3(240, top, dTop), SIMD3(1040, top, dTop),
                               SIMD3(1040, bottom, dBottom), SIMD3(240, bottom, dBottom)],
                     rows: rows, shade: shade)
            }
            return [quad(yAB - 150, 0, yAB, 0, 0..<150, 1),
                    quad(yAB, 0, 400, -150 * s, 150..<300, 1 - 0.5 * s),
                    quad(400, -150 * s, yCD, 0, 300..<450, 1 - 0.25 * s),
                    quad(yCD, 0, yCD + 150, 0, 450..<600, 1)]
        case .fullquad:
            // One 1440² square tilted by φ = 30°·i/600 about the line y = 400, top receding.
            let phi = Double.pi / 6 * Double(i) / 600
            let c = cos(phi), s = sin(phi)
            return [Quad(corners: [SIMD3(-80, 400 - 720 * c, -720 * s), SIMD3(1360, 400 - 720 * c, -720 * s),
                                   SIMD3(1360, 400 + 720 * c, 720 * s), SIMD3(-80, 400 + 720 * c, 720 * s)],
                         rows: 0..<1024, shade: 1)]
        }
    }

    /// The frame as primitives over `texture` (from `makeTexture()`).
    public func primitives(frame i: Int, texture: Texture) -> [Primitive] {
        let eye = self.eye
        // Perspective about (cx, cy): translate the centre to the origin, m34 = −1/Z, back.
        let projection = Matrix4.translation(-eye.cx, -eye.cy) * .perspective(m34: -1 / eye.z)
            * .translation(eye.cx, eye.cy)
        let texW = Double(texture.width), texH = Double(texture.height)
        return quads(frame: i).map { quad in
            let (tl, tr, bl) = (quad.corners[0], quad.corners[1], quad.corners[3])
            let rows = quad.rows.upperBound - quad.rows.lowerBound
            // Layer coordinates are texels: x ∈ [0, texW], y ∈ [0, rows].
            let ex = (tr - tl) / texW, ey = (bl - tl) / rows
            let placement = Matrix4(m11: ex.x, m12: ex.y, m13: ex.z, m14: 0,
                                    m21: ey.x, m22: ey.y, m23: ey.z, m24: 0,
                                    m31: 0, m32: 0, m33: 1, m34: 0,
                                    m41: tl.x, m42: tl.y, m43: tl.z, m44: 1)
            let shade = quad.shade < 1
                ? Primitive.Overlay(gradient: .constant(.black), opacity: 1 - quad.shade) : nil
            return Primitive(transform: placement * projection, size: SIMD2(texW, rows),
                             paint: .texture(texture, contentsRect: Rect(x: 0, y: quad.rows.lowerBound / texH,
                                                                         width: 1, height: rows / texH),
                                             sampling: .bilinear),
                             overlay: shade)
        }
    }

    /// Pixels whose centre lies inside some quad of frame `i` (for time per covered pixel).
    /// Per row, each quad's projected outline gives an interval of pixel centres; the
    /// intervals of one row are merged so shared edges are not counted twice.
    public func coveredPixels(frame i: Int) -> Int {
        let eye = self.eye
        let outlines = quads(frame: i).map { quad in
            quad.corners.map { c -> SIMD2<Double> in
                let k = eye.z / (eye.z - c.z)
                return SIMD2(eye.cx + (c.x - eye.cx) * k, eye.cy + (c.y - eye.cy) * k)
            }
        }
        var total = 0
        var intervals: [(Int, Int)] = []
        for row in 0..<Workload.height {
            let y = Double(row) + 0.5
            intervals.removeAll(keepingCapacity: true)
            for p in outlines {
                var lo = -Double.infinity, hi = Double.infinity
                var crosses = false
                for k in 0..<4 {
                    let a = p[k], b = p[(k + 1) % 4]
                    guard (a.y <= y) != (b.y <= y) else { continue }
                    crosses = true
                    let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                    // Clockwise on screen: downward edges bound the right side.
                    if b.y > a.y { hi = Swift.min(hi, x) } else { lo = Swift.max(lo, x) }
                }
                guard crosses else { continue }
                let first = Swift.max(0, Int((lo - 0.5).rounded(.up)))
                let end = Swift.min(Workload.width, Int((hi - 0.5).rounded(.up)))
                if first < end { intervals.append((first, end)) }
            }
            intervals.sort { $0.0 < $1.0 }
            var reach = 0
            for (first, end) in intervals {
                let start = Swift.max(first, reach)
                if end > start { total += end - start }
                reach = Swift.max(reach, end)
            }
        }
        return total
    }
}
