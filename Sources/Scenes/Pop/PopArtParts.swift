import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A soft cumulus: a sum of elliptical Gaussian blobs (offsets and radii in design
/// units from its centre) whose density is thresholded with a soft edge.
struct SoftCloud {
    let center: SIMD2<Double>
    let blobs: [(du: Double, dv: Double, ru: Double, rv: Double)]
    /// Where the flat base is cut, design units below the centre.
    let base: Double
    /// Design rows and columns outside which the cloud is invisible.
    let rows: ClosedRange<Double>, columns: ClosedRange<Double>

    init(center: SIMD2<Double>, base: Double, blobs: [(du: Double, dv: Double, ru: Double, rv: Double)]) {
        self.center = center
        self.base = base
        self.blobs = blobs
        // exp(−2.2²) < 0.01: beyond 2.2 radii a blob adds nothing visible.
        let top = blobs.map { $0.dv - 2.2 * $0.rv }.min() ?? 0, bottom = blobs.map { $0.dv + 2.2 * $0.rv }.max() ?? 0
        let left = blobs.map { $0.du - 2.2 * $0.ru }.min() ?? 0, right = blobs.map { $0.du + 2.2 * $0.ru }.max() ?? 0
        rows = (center.y + top)...(center.y + bottom)
        columns = (center.x + left)...(center.x + right)
    }

    /// `c` with the cloud over it at design point (u, v).
    func over(_ c: SIMD3<Double>, u: Double, v: Double) -> SIMD3<Double> {
        let x = u - center.x, y = v - center.y
        var density = 0.0
        for blob in blobs {
            let a = (x - blob.du) / blob.ru, b = (y - blob.dv) / blob.rv
            let q = a * a + b * b
            if q < 5 { density += exp(-q) }
        }
        let cover = smoothstep(0.3, 0.6, density) * smoothstep(base + 0.004, base - 0.003, y)
        guard cover > 0 else { return c }
        // Lit from below by the low sun: white-blue tops, peach undersides, a cooler
        // shade in the thick middle.
        let bottom = smoothstep(-0.015, base, y)
        var cloud = SIMD3<Double>.hex(0xFBFCFF).mix(.hex(0xF6D6C6), bottom)
        cloud = cloud.mix(.hex(0xDCE3EE), 0.35 * smoothstep(0.7, 1.6, density) * (1 - bottom))
        return c.mix(cloud, 0.92 * cover)
    }
}

/// A premultiplied RGBA layer over a pixel rectangle of the picture (the boat), so it
/// can be composited and mirrored.
struct PictureLayer {
    let x0: Int, y0: Int, width: Int, height: Int
    /// Premultiplied (r, g, b, α), row-major.
    var pixels: [SIMD4<Double>]

    /// The rectangle [x0, x1) × [y0, y1) clipped to a `side`-pixel square.
    init(x0: Int, y0: Int, x1: Int, y1: Int, side: Int) {
        self.x0 = Swift.max(0, x0)
        self.y0 = Swift.max(0, y0)
        width = Swift.max(0, Swift.min(side, x1) - self.x0)
        height = Swift.max(0, Swift.min(side, y1) - self.y0)
        pixels = [SIMD4<Double>](repeating: .zero, count: width * height)
    }

    /// Source-over of `path` (picture pixels) with exact area coverage times `alpha`,
    /// coloured `color(x, y)` at picture pixel centres.
    mutating func add(_ path: Path, alpha: Double = 1, color: (Double, Double) -> SIMD3<Double>) {
        guard let mask = PathCoverage(path.translated(by: SIMD2(-Double(x0), -Double(y0))), width: width, height: height)
        else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in mask.y0..<(mask.y0 + mask.height) {
                for x in mask.x0..<(mask.x0 + mask.width) {
                    let c = mask.coverage(x - mask.x0, y - mask.y0) * alpha
                    guard c > 0 else { continue }
                    let rgb = color(Double(x0 + x) + 0.5, Double(y0 + y) + 0.5) * c
                    px[y * w + x] = SIMD4(rgb, c) + px[y * w + x] * (1 - c)
                }
            }
        }
    }

    /// Bilinear sample at picture pixel position (x, y); transparent outside.
    func sample(_ x: Double, _ y: Double) -> SIMD4<Double> {
        let fx = x - 0.5 - Double(x0), fy = y - 0.5 - Double(y0)
        guard fx > -1, fy > -1, fx < Double(width), fy < Double(height) else { return .zero }
        let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
        let tx = fx - Double(ix), ty = fy - Double(iy)
        func at(_ i: Int, _ j: Int) -> SIMD4<Double> {
            i < 0 || j < 0 || i >= width || j >= height ? .zero : pixels[j * width + i]
        }
        let top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * tx
        let bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * tx
        return top + (bottom - top) * ty
    }
}

/// sin(start + i·step) for i = 0, 1, 2, …: a unit vector turned by a fixed rotation at
/// each `advance()` (four multiplies instead of a sine; the drift over a row of a few
/// thousand steps stays near 10⁻¹³).
struct Phasor {
    private(set) var cosine: Double, sine: Double
    private let cosStep: Double, sinStep: Double

    init(start: Double, step: Double) {
        cosine = cos(start)
        sine = sin(start)
        cosStep = cos(step)
        sinStep = sin(step)
    }

    @inline(__always)
    mutating func advance() {
        (cosine, sine) = (cosine * cosStep - sine * sinStep, sine * cosStep + cosine * sinStep)
    }
}

/// sin(x) within about 4·10⁻⁶, for the ripple fields (two per water pixel): write
/// x = kπ + t with |t| ≤ π/2, so sin x = (−1)ᵏ sin t, then the Taylor series to t⁹.
/// Branch free (the sign comes from k's parity) and with multiplied coefficients.
@inline(__always)
func fastSin(_ x: Double) -> Double {
    let k = (x * (1 / Double.pi)).rounded(.toNearestOrEven)
    let t = x - k * .pi
    let t2 = t * t
    let c3 = -1.0 / 6, c5 = 1.0 / 120, c7 = -1.0 / 5040, c9 = 1.0 / 362_880
    let sine = t * (1 + t2 * (c3 + t2 * (c5 + t2 * (c7 + t2 * c9))))
    return sine * (1 - 2 * Double(Int(k) & 1))
}
