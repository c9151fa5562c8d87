import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An opaque drawing surface in floating point for the procedural pages: colours are
/// straight RGB in [0, 1] (opaque, so straight = premultiplied), shapes blend with an
/// analytic coverage, and `bitmap()` quantises once with a small dither so smooth
/// gradients show no 8-bit banding steps (SPEC §4).
///
/// Page art is drawn once per page size, never per frame, so clarity wins over speed
/// here; loops still run over a contiguous buffer.
struct PageCanvas {
    let width: Int, height: Int
    var pixels: [SIMD3<Double>]

    init(width: Int, height: Int, fill: SIMD3<Double> = .zero) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        pixels = [SIMD3<Double>](repeating: fill, count: self.width * self.height)
    }

    /// Sets every pixel to `shade(x, y)` evaluated at the pixel centre (x + 0.5, y + 0.5).
    mutating func paint(_ shade: (Double, Double) -> SIMD3<Double>) {
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<height {
                for x in 0..<w { px[y * w + x] = shade(Double(x) + 0.5, Double(y) + 0.5) }
            }
        }
    }

    /// Blends `color(x, y)` over the pixels inside `rect` (clipped to the canvas) with
    /// coverage `cover(x, y)` in [0, 1] times `alpha`, evaluated at pixel centres:
    /// D' = D·(1 − c) + S·c.
    mutating func blend(in rect: (x0: Double, y0: Double, x1: Double, y1: Double), alpha: Double = 1,
                        cover: (Double, Double) -> Double, color: (Double, Double) -> SIMD3<Double>) {
        let xa = Swift.max(0, Int(rect.x0.rounded(.down))), xb = Swift.min(width, Int(rect.x1.rounded(.up)))
        let ya = Swift.max(0, Int(rect.y0.rounded(.down))), yb = Swift.min(height, Int(rect.y1.rounded(.up)))
        guard xa < xb, ya < yb else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in ya..<yb {
                for x in xa..<xb {
                    let (cx, cy) = (Double(x) + 0.5, Double(y) + 0.5)
                    let c = Swift.min(Swift.max(cover(cx, cy), 0), 1) * alpha
                    if c <= 0 { continue }
                    let i = y * w + x
                    px[i] = px[i] + (color(cx, cy) - px[i]) * c
                }
            }
        }
    }

    /// A rounded rectangle (corner radius `radius`, pixels) with an antialiased edge,
    /// filled with `color(x, y)` at opacity `alpha`.
    mutating func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius: Double,
                              alpha: Double = 1, color: (Double, Double) -> SIMD3<Double>) {
        guard w > 0, h > 0 else { return }
        let r = Swift.min(Swift.max(radius, 0), Swift.min(w, h) / 2)
        let (cx, cy) = (x + w / 2, y + h / 2)
        let (hx, hy) = (w / 2 - r, h / 2 - r)
        blend(in: (x - 1, y - 1, x + w + 1, y + h + 1), alpha: alpha, cover: { px, py in
            // Signed distance to a rounded box; coverage ≈ 0.5 − distance (one pixel ramp).
            let qx = abs(px - cx) - hx, qy = abs(py - cy) - hy
            let outside = (Swift.max(qx, 0) * Swift.max(qx, 0) + Swift.max(qy, 0) * Swift.max(qy, 0)).squareRoot()
            let distance = outside + Swift.min(Swift.max(qx, qy), 0) - r
            return 0.5 - distance
        }, color: color)
    }

    /// A filled disc with an antialiased edge.
    mutating func disc(cx: Double, cy: Double, radius: Double, alpha: Double = 1, color: SIMD3<Double>) {
        guard radius > 0 else { return }
        blend(in: (cx - radius - 1, cy - radius - 1, cx + radius + 1, cy + radius + 1), alpha: alpha,
              cover: { px, py in
                  let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                  return radius + 0.5 - d
              }, color: { _, _ in color })
    }

    /// Composites a premultiplied 8-bit image (a rasterized line of text) with its
    /// top-left at integer pixel (x, y), Porter–Duff source-over: D' = S + D·(1 − Sα).
    mutating func draw(_ image: Bitmap, x: Int, y: Int) {
        let w = width
        for row in 0..<image.height {
            let ty = y + row
            guard ty >= 0, ty < height else { continue }
            for column in 0..<image.width {
                let tx = x + column
                guard tx >= 0, tx < w else { continue }
                let p = image[column, row]
                guard p.a > 0 else { continue }
                let s = SIMD3(Double(p.r), Double(p.g), Double(p.b)) / 255
                let i = ty * w + tx
                pixels[i] = s + pixels[i] * (1 - Double(p.a) / 255)
            }
        }
    }

    /// Quantises to an opaque premultiplied bitmap, adding a fixed-seed triangular dither
    /// of about ±1 level per channel (`grain` scales it) so gradients do not band.
    func bitmap(grain: Double = 1) -> Bitmap {
        var out = Bitmap(width: width, height: height)
        let w = width
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    for x in 0..<w {
                        let c = src[y * w + x]
                        let n0 = PageCanvas.noise(x, y, 0) + PageCanvas.noise(x, y, 1) - 1
                        let n1 = PageCanvas.noise(x, y, 2) + PageCanvas.noise(x, y, 3) - 1
                        let n2 = PageCanvas.noise(x, y, 4) + PageCanvas.noise(x, y, 5) - 1
                        func q(_ v: Double, _ n: Double) -> UInt32 {
                            let level = v * 255 + n * grain
                            return UInt32(Swift.min(Swift.max(level.rounded(), 0), 255))
                        }
                        dst[y * w + x] = Pixel.opaque(q(c.x, n0), q(c.y, n1), q(c.z, n2)).bits
                    }
                }
            }
        }
        return out
    }

    /// A repeatable hash of (x, y, salt) in [0, 1) (no global random state: pages are
    /// identical on every run, which goldens need).
    static func noise(_ x: Int, _ y: Int, _ salt: UInt32) -> Double {
        var h = UInt32(truncatingIfNeeded: x) &* 0x8DA6_B343
        h ^= UInt32(truncatingIfNeeded: y) &* 0xD816_3841
        h ^= salt &* 0xCB1A_B31F
        h ^= h >> 13
        h = h &* 0x5BD1_E995
        h ^= h >> 15
        return Double(h) / 4_294_967_296
    }
}

/// sRGB-ish helpers for the page palettes.
extension SIMD3 where Scalar == Double {
    /// A colour from 0xRRGGBB.
    static func hex(_ value: UInt32) -> SIMD3<Double> {
        SIMD3(Double((value >> 16) & 0xFF), Double((value >> 8) & 0xFF), Double(value & 0xFF)) / 255
    }

    /// Linear mix toward `other` by t in [0, 1].
    func mix(_ other: SIMD3<Double>, _ t: Double) -> SIMD3<Double> { self + (other - self) * t }
}

/// Hermite smoothstep of x between edges a and b, in [0, 1].
func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {
    let t = Swift.min(Swift.max((x - a) / (b - a), 0), 1)
    return t * t * (3 - 2 * t)
}
