#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one drawing surface of every mode's procedural art: opaque straight RGB in
/// floating point ([0, 1] a channel, so straight = premultiplied), shapes blended with an
/// analytic coverage (D' = D·(1 − c) + S·c), images composited source-over, and one
/// quantisation to 8 bits with a dither (`bitmap(dither:)`) so gradients do not band.
///
/// Art is drawn once per size and setting, never per frame, so clarity wins over speed
/// here; loops still run over a contiguous buffer.
public struct Canvas {
    /// A pixel box [x0, x1) × [y0, y1), pixels (fractional edges allowed).
    public typealias Box = (x0: Double, y0: Double, x1: Double, y1: Double)

    public let width: Int, height: Int
    /// Row-major straight RGB.
    public var pixels: [SIMD3<Double>]

    /// A `width` × `height` canvas (negative sides read as 0) filled with `fill`.
    public init(width: Int, height: Int, fill: SIMD3<Double> = .zero) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        pixels = [SIMD3<Double>](repeating: fill, count: self.width * self.height)
    }

    /// Sets every pixel to `shade(x, y)` evaluated at the pixel centre (x + 0.5, y + 0.5).
    public mutating func paint(_ shade: (Double, Double) -> SIMD3<Double>) {
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<height {
                for x in 0..<w { px[y * w + x] = shade(Double(x) + 0.5, Double(y) + 0.5) }
            }
        }
    }

    /// Blends `color(x, y)` over the pixels inside `rect` (outward to whole pixels,
    /// clipped to the canvas) with coverage `cover(x, y)` in [0, 1] times `alpha`, both at
    /// pixel centres: D' = D·(1 − c) + S·c.
    public mutating func blend(in rect: Box, alpha: Double = 1, cover: (Double, Double) -> Double,
                               color: (Double, Double) -> SIMD3<Double>) {
        // A NaN edge reads as 0 and a far or infinite one as the canvas's edge: never a trap.
        let xa = Int(saturating: rect.x0.rounded(.down), in: 0...width)
        let xb = Int(saturating: rect.x1.rounded(.up), in: 0...width)
        let ya = Int(saturating: rect.y0.rounded(.down), in: 0...height)
        let yb = Int(saturating: rect.y1.rounded(.up), in: 0...height)
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

    /// An axis-aligned rectangle with edges at `rect` (pixels), each pixel covered by its
    /// exact overlap area (a box filter), drawn only within `box`.
    public mutating func rect(_ rect: Box, within box: Box, alpha: Double = 1,
                              color: (Double, Double) -> SIMD3<Double>) {
        blend(in: box, alpha: alpha, cover: { cx, cy in
            let coverX = Swift.min(cx + 0.5, rect.x1) - Swift.max(cx - 0.5, rect.x0)
            let coverY = Swift.min(cy + 0.5, rect.y1) - Swift.max(cy - 0.5, rect.y0)
            return Swift.min(Swift.max(coverX, 0), 1) * Swift.min(Swift.max(coverY, 0), 1)
        }, color: color)
    }

    /// A rounded box around `center` whose straight edges are `half` from it less the
    /// corner `radius` (pixels): its signed distance gives a one-pixel antialiased ramp
    /// (coverage 0.5 − distance). Drawn only within `box`.
    public mutating func roundedRect(center: SIMD2<Double>, inner half: SIMD2<Double>, radius r: Double,
                                     within box: Box, alpha: Double = 1,
                                     color: (Double, Double) -> SIMD3<Double>) {
        blend(in: box, alpha: alpha, cover: { px, py in
            let qx = abs(px - center.x) - half.x, qy = abs(py - center.y) - half.y
            let outside = (Swift.max(qx, 0) * Swift.max(qx, 0) + Swift.max(qy, 0) * Swift.max(qy, 0)).squareRoot()
            return 0.5 - (outside + Swift.min(Swift.max(qx, qy), 0) - r)
        }, color: color)
    }

    /// A rounded rectangle at (x, y), `w` × `h` pixels, corner `radius` (clamped to half
    /// the shorter side), filled with `color(x, y)` at opacity `alpha`.
    public mutating func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius: Double,
                                     alpha: Double = 1, color: (Double, Double) -> SIMD3<Double>) {
        guard w > 0, h > 0 else { return }
        let r = Swift.min(Swift.max(radius, 0), Swift.min(w, h) / 2)
        roundedRect(center: [x + w / 2, y + h / 2], inner: [w / 2 - r, h / 2 - r], radius: r,
                    within: (x - 1, y - 1, x + w + 1, y + h + 1), alpha: alpha, color: color)
    }

    /// A filled disc with an antialiased edge.
    public mutating func disc(cx: Double, cy: Double, radius: Double, alpha: Double = 1, color: SIMD3<Double>) {
        guard radius > 0 else { return }
        blend(in: (cx - radius - 1, cy - radius - 1, cx + radius + 1, cy + radius + 1), alpha: alpha,
              cover: { px, py in
                  let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                  return radius + 0.5 - d
              }, color: { _, _ in color })
    }

    /// Blends `path` (pixels) with its exact area coverage times `alpha`, coloured by
    /// `color(x, y)` at pixel centres.
    public mutating func fill(_ path: Path, alpha: Double = 1, color: (Double, Double) -> SIMD3<Double>) {
        guard let mask = PathCoverage(path, width: width, height: height) else { return }
        let box = (Double(mask.x0), Double(mask.y0), Double(mask.x0 + mask.width), Double(mask.y0 + mask.height))
        blend(in: box, alpha: alpha, cover: { x, y in mask.coverage(Int(x) - mask.x0, Int(y) - mask.y0) },
              color: color)
    }

    /// Composites a premultiplied 8-bit image (a line of text, a shape) with its top-left
    /// at pixel (x, y), Porter–Duff source-over: D' = S + D·(1 − Sα). Only pixels inside
    /// `clip` (whole pixels; default the canvas) change.
    public mutating func draw(_ image: Bitmap, x: Int, y: Int,
                              clip: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) {
        let c = clip ?? (0, 0, width, height)
        let (ya, yb) = (Swift.max(Swift.max(c.y0, 0), y), Swift.min(Swift.min(c.y1, height), y + image.height))
        let (xa, xb) = (Swift.max(Swift.max(c.x0, 0), x), Swift.min(Swift.min(c.x1, width), x + image.width))
        guard ya < yb, xa < xb else { return }
        let w = width, rows = ya..<yb, columns = xa..<xb
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for ty in rows {
                    for tx in columns {
                        let p = Pixel(bits: src[(ty - y) * image.width + (tx - x)])
                        guard p.a > 0 else { continue }
                        let s = SIMD3(Double(p.r), Double(p.g), Double(p.b)) / 255
                        let i = ty * w + tx
                        dst[i] = s + dst[i] * (1 - Double(p.a) / 255)
                    }
                }
            }
        }
    }

    /// The canvas quantised to an opaque premultiplied 8-bit bitmap through `dither`,
    /// rounding half up.
    public func bitmap(dither: Dither) -> Bitmap {
        var out = Bitmap(width: width, height: height)
        let w = width
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                switch dither {
                case .hashed(let grain):
                    for y in 0..<height {
                        for x in 0..<w {
                            let c = src[y * w + x]
                            let n0 = Dither.noise(x, y, 0) + Dither.noise(x, y, 1) - 1
                            let n1 = Dither.noise(x, y, 2) + Dither.noise(x, y, 3) - 1
                            let n2 = Dither.noise(x, y, 4) + Dither.noise(x, y, 5) - 1
                            func q(_ v: Double, _ n: Double) -> UInt32 {
                                let level = (v * 255 + n * grain).rounded()
                                // `level > 0` fails for NaN (a NaN colour or grain): 0, not a trap.
                                return level > 0 ? UInt32(Swift.min(level, 255)) : 0
                            }
                            dst[y * w + x] = Pixel.opaque(q(c.x, n0), q(c.y, n1), q(c.z, n2)).bits
                        }
                    }
                case .tiled:
                    let tile = Dither.tileSize
                    Dither.tile.withUnsafeBufferPointer { noise in
                        for y in 0..<height {
                            let noiseRow = noise.baseAddress! + (y % tile) * tile
                            for x in 0..<w {
                                // Round half up by truncating level + 0.5 (folded into the tile).
                                let level = src[y * w + x] * 255 + noiseRow[x % tile]
                                let q = level.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255.5))
                                dst[y * w + x] = Pixel.opaque(UInt32(q.x), UInt32(q.y), UInt32(q.z)).bits
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}
