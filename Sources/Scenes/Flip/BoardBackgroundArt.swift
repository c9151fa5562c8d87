import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The flip board's three wallpapers, drawn procedurally at an exact pixel size.
///
/// Every shape is designed in board design points (u across 0–375, v down 0–667) and
/// mapped to pixels with separate horizontal and vertical scales, so a board drawn at
/// 375×667 and at 607×1080 shows the same picture. The layout follows what the board
/// draws on top: a light sky down to about v 420 (black text at v 77–140 and 300–360),
/// a horizon band, and a dark foreground from about v 530 (white status, dots and date
/// at v 575–655).
enum BoardBackgroundArt {
    /// The board's design size in points; art is laid out in these units.
    static let designWidth = BoardLayout.size.x, designHeight = BoardLayout.size.y

    /// The backdrop `background` as an opaque premultiplied bitmap of exactly
    /// `width` × `height` pixels (values below 1 read as 1). Deterministic: the same
    /// arguments give the same pixels on every run.
    static func draw(_ background: Flight.Background, width: Int, height: Int) -> Bitmap {
        var sketch = BoardSketch(width: Swift.max(1, width), height: Swift.max(1, height))
        switch background {
        case .dusk: sketch.drawDusk()
        case .snow: sketch.drawSnow()
        case .clear: sketch.drawClear()
        }
        // A dither of at most ±0.75 level hides 8-bit steps in the long sky gradients
        // while keeping neighbouring rows within 2 levels of each other.
        return sketch.canvas.bitmap(dither: .hashed(grain: 0.75))
    }
}

/// One silhouette layer (a ridge, a forest, the water): everything below its crest line.
struct Silhouette {
    /// Crest height in pixels at x = i / 2 for i in 0...2·width (column edges and centres),
    /// so each pixel's coverage is integrated over two straight crest pieces.
    var crest: [Double]
    /// Colour at design point (u, v), `depth` design points below the crest at u.
    var color: (_ u: Double, _ v: Double, _ depth: Double) -> SIMD3<Double>
}

/// A float canvas with the board's design-point scale, and the scene recipes.
struct BoardSketch {
    var canvas: Canvas
    let width: Int, height: Int
    /// Pixels per design point, across and down.
    let sx: Double, sy: Double

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        canvas = Canvas(width: width, height: height)
        sx = Double(width) / BoardBackgroundArt.designWidth
        sy = Double(height) / BoardBackgroundArt.designHeight
    }

    // MARK: Building blocks

    /// A silhouette whose crest is `crest(u)` (design v at design u).
    func silhouette(crest: (Double) -> Double,
                    color: @escaping (_ u: Double, _ v: Double, _ depth: Double) -> SIMD3<Double>) -> Silhouette {
        let samples = (0...(2 * width)).map { i in crest(Double(i) * 0.5 / sx) * sy }
        return Silhouette(crest: samples, color: color)
    }

    /// `f` at every pixel column's centre u, read back by design u (a table lookup), so
    /// shaders can use terms that depend on u alone without re-evaluating them per pixel.
    func perColumn<T>(_ f: (Double) -> T) -> (Double) -> T {
        let table = (0..<width).map { f((Double($0) + 0.5) / sx) }
        let (scale, last) = (sx, width - 1)
        return { u in table[Swift.min(Swift.max(Int(u * scale), 0), last)] }
    }

    /// `f` at every pixel row's centre v, read back by design v (a table lookup).
    func perRow<T>(_ f: (Double) -> T) -> (Double) -> T {
        let table = (0..<height).map { f((Double($0) + 0.5) / sy) }
        let (scale, last) = (sy, height - 1)
        return { v in table[Swift.min(Swift.max(Int(v * scale), 0), last)] }
    }

    /// Per column, the first pixel row that one of `layers` covers completely.
    func fullRows(_ layers: [Silhouette]) -> [Int] {
        (0..<width).map { x in
            layers.reduce(height) { row, layer in
                let c = layer.crest
                let bottom = Int(Swift.max(c[2 * x], c[2 * x + 1], c[2 * x + 2]).rounded(.up))
                return Swift.min(row, Swift.max(bottom, 0))
            }
        }
    }

    /// Paints the sky where no silhouette fully covers a pixel, then the silhouettes far
    /// to near. Per column, a layer is only shaded down to the row where a nearer one
    /// covers everything, so each pixel is shaded about once. `sky(u)` is called once per
    /// column and returns that column's shader of v (so terms in u alone are hoisted).
    mutating func composite(sky: ((_ u: Double) -> (_ v: Double) -> SIMD3<Double>)?, _ layers: [Silhouette]) {
        let w = width, h = height, n = layers.count
        let (sx, sy) = (self.sx, self.sy)
        var lo = [Int](repeating: 0, count: n), full = lo, end = lo
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for x in 0..<w {
                for i in 0..<n {
                    let c = layers[i].crest
                    let (a, m, b) = (c[2 * x], c[2 * x + 1], c[2 * x + 2])
                    lo[i] = Swift.min(Swift.max(Int(Swift.min(a, m, b).rounded(.down)), 0), h)
                    full[i] = Swift.min(Swift.max(Int(Swift.max(a, m, b).rounded(.up)), 0), h)
                }
                // end[i]: the first row a nearer layer covers completely.
                var occluded = h
                for i in stride(from: n - 1, through: 0, by: -1) {
                    end[i] = occluded
                    occluded = Swift.min(occluded, full[i])
                }
                let u = (Double(x) + 0.5) / sx
                if let sky {
                    let column = sky(u)
                    for y in 0..<occluded { px[y * w + x] = column((Double(y) + 0.5) / sy) }
                }
                for i in 0..<n where lo[i] < end[i] {
                    let c = layers[i].crest
                    let (a, m, b) = (c[2 * x], c[2 * x + 1], c[2 * x + 2])
                    let color = layers[i].color
                    // Depth from the pixel's highest crest point, so partly covered
                    // pixels at steep edges never read a negative depth.
                    let crestV = Swift.min(a, m, b) / sy
                    for y in lo[i]..<end[i] {
                        let cover = y >= full[i] ? 1 : 0.5 * (rowCoverage(y, a, m) + rowCoverage(y, m, b))
                        guard cover > 0 else { continue }
                        let v = (Double(y) + 0.5) / sy
                        let shade = color(u, v, Swift.max(0, v - crestV))
                        let k = y * w + x
                        px[k] = cover >= 1 ? shade : px[k] + (shade - px[k]) * cover
                    }
                }
            }
        }
    }

    /// A silhouette shaded as terrain: `color(u, v, depth, light)` also gets how much the
    /// face under (u, v) turns toward a low sun (0 shade … 1 lit), from the crest slope
    /// smoothed over ±4 points (of `ground` when given: the terrain without what stands
    /// on it, e.g. trees). `sun` is −1 for light from the left, +1 from the right;
    /// `slant` (points across per point down) lets lit/shade boundaries run diagonally
    /// down from the peaks; `softness` widens the lit/shade transition (slope units).
    func terrain(crest: (Double) -> Double, ground: ((Double) -> Double)? = nil,
                 sun: Double, slant: Double, softness: Double,
                 color: @escaping (_ u: Double, _ v: Double, _ depth: Double, _ light: Double) -> SIMD3<Double>)
        -> Silhouette {
        let step = 0.5
        let count = Int(BoardBackgroundArt.designWidth / step) + 1
        // Slope dv/du every half point; negative rises to the right (faces left).
        let heights = (0...count + 1).map { i in
            let u = (Double(i) - 0.5) * step
            return ground.map { $0(u) } ?? crest(u)
        }
        let slope = (0..<count).map { i in (heights[i + 2] - heights[i]) / (2 * step) }
        // A box blur keeps small bumps from flickering between lit and shade.
        let r = 8
        let blurred = (0..<count).map { i in
            let a = Swift.max(0, i - r), b = Swift.min(count - 1, i + r)
            return slope[a...b].reduce(0, +) / Double(b - a + 1)
        }
        return silhouette(crest: crest, color: { u, v, depth in
            let su = u - sun * slant * depth
            let i = Swift.min(Swift.max(Int(su / step), 0), count - 1)
            let light = smoothstep(-softness, softness, sun * blurred[i] + 0.1)
            return color(u, v, depth, light)
        })
    }
}
