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
private struct Silhouette {
    /// Crest height in pixels at x = i / 2 for i in 0...2·width (column edges and centres),
    /// so each pixel's coverage is integrated over two straight crest pieces.
    var crest: [Double]
    /// Colour at design point (u, v), `depth` design points below the crest at u.
    var color: (_ u: Double, _ v: Double, _ depth: Double) -> SIMD3<Double>
}

/// A float canvas with the board's design-point scale, and the scene recipes.
private struct BoardSketch {
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

    // MARK: Dusk

    /// Lilac sky warming to peach, a large low sun behind the far ridges, four ridges in
    /// deepening purples, a lake mirroring the glow, and dark indigo hills in front.
    mutating func drawDusk() {
        let sunU = 258.0, sunV = 433.0, sunR = 21.0
        let horizon = SIMD3<Double>.hex(0xFCD6B0)
        let gradient = perRow { v in
            var c = SIMD3<Double>.hex(0xA99BD2)
            c = c.mix(.hex(0xC7B4DE), smoothstep(0, 170, v))
            c = c.mix(.hex(0xE6BFD3), smoothstep(120, 330, v))
            c = c.mix(.hex(0xF8C9B2), smoothstep(260, 420, v))
            return c.mix(horizon, smoothstep(360, 470, v))
        }
        // Glow: two Gaussians combined as "screen" (1 − (1 − a)(1 − b)), which never clips;
        // the wide one is squashed vertically like light along a haze layer. Gaussians are
        // separable, exp(−(dx² + dy²)/k) = exp(−dx²/k)·exp(−dy²/k): one table per axis.
        let (nearK, wideK) = ((2.3 * sunR) * (2.3 * sunR), 150.0 * 150)
        let glowDown = perRow { v in
            SIMD2(exp(-(v - sunV) * (v - sunV) / nearK), exp(-2.2 * (v - sunV) * (v - sunV) / wideK))
        }
        // Thin streaks of cloud lit from below (centre v, thickness, strength, phase).
        let streaks: [(Double, Double, Double, Double)] = [(232, 5, 0.22, 0.3), (246, 3.2, 0.16, 2.1),
                                                          (388, 3, 0.38, 1.2), (401, 2.2, 0.3, 4.0)]
        let sky: (Double) -> (Double) -> SIMD3<Double> = { u in
            let dx = u - sunU
            let glowAcross = SIMD2(exp(-dx * dx / nearK), exp(-dx * dx / wideK))
            // Streaks are pink far from the sun, gold near it; they wave and thin out along u.
            let lit = SIMD3<Double>.hex(0xF3C7D6).mix(.hex(0xFFD9B0), exp(-(dx * dx) / (110 * 110)))
            let lines = streaks.map { center, thickness, strength, phase in
                (center + 4 * sin(u / 47 + phase) + 2 * sin(u / 13 + 2 * phase), thickness,
                 strength * (0.55 + 0.45 * sin(u / 29 + 3 * phase) * sin(u / 61 + phase)))
            }
            return { v in
                var c = gradient(v)
                let g = glowDown(v) * glowAcross
                c = 1 - (1 - c) * (1 - (SIMD3<Double>.hex(0xFFE7C2) * (0.6 * g.x) + SIMD3<Double>.hex(0xFFB98A) * (0.3 * g.y)))
                for (center, thickness, strength) in lines {
                    let t = (v - center) / thickness
                    if abs(t) < 4 { c = c.mix(lit, strength * exp(-t * t)) }
                }
                // The disc, with a one-pixel antialiased rim.
                let dy = v - sunV
                guard abs(dx) < sunR + 2, abs(dy) < sunR + 2 else { return c }
                let d = (dx * dx + dy * dy).squareRoot()
                return c.mix(.hex(0xFFF6E6), Swift.min(Swift.max((sunR - d) * 1.5 + 0.5, 0), 1))
            }
        }
        // Rim light: crests facing the sun catch a little warm light.
        let rimAcross = perColumn { u in 0.35 * exp(-(u - sunU) * (u - sunU) / (160 * 160)) }
        // Far to near: lower, darker, bluer, less hazy. Crests are sums of sines.
        func ridge(_ base: Double, _ waves: [(Double, Double, Double)], _ top: UInt32, _ bottom: UInt32,
                   haze: Double) -> Silhouette {
            silhouette(crest: { u in
                var v = base
                for (amplitude, period, phase) in waves { v -= amplitude * sin(2 * .pi * u / period + phase) }
                return v
            }, color: { u, v, depth in
                var c = SIMD3<Double>.hex(top).mix(.hex(bottom), smoothstep(0, 70, depth))
                if depth < 15 { c = c.mix(.hex(0xF7B48F), rimAcross(u) * exp(-depth / 2.5)) }
                return c.mix(horizon, haze * (1 - smoothstep(0, 60, depth) * 0.6))
            })
        }
        let shore = 498.0
        let far = [
            ridge(430, [(16, 310, 0.8), (9, 120, 2.1), (3, 41, 0.3)], 0xC9A8C6, 0xBE9FC2, haze: 0.45),
            ridge(452, [(20, 260, 2.6), (8, 95, 0.4), (3, 33, 1.7)], 0xA184B2, 0x9B80AE, haze: 0.3),
            ridge(474, [(16, 230, 4.4), (7, 77, 2.9), (2.5, 29, 0.9)], 0x76609A, 0x6C5A93, haze: 0.16),
            ridge(490, [(9, 190, 1.2), (4, 61, 3.8), (1.5, 23, 2.2)], 0x4E4274, 0x483E6E, haze: 0.06),
        ]
        // Marks the water so the sky is not shaded under it; its partly covered row
        // becomes the thin light line of the shore.
        let lakeEdge = silhouette(crest: { _ in shore }, color: { _, _, _ in .hex(0xEDBBA5) })
        composite(sky: sky, far + [lakeEdge])
        // Near hills: the first rises from the right, the second from the left, both dark,
        // their crests rimmed by the glow; a few pines stand on each.
        let rightHill: (Double) -> Double = { u in
            548 - 34 * smoothstep(140, 375, u) + 5 * sin(u / 23 + 1.1) + 2 * sin(u / 7.3)
        }
        let leftHill: (Double) -> Double = { u in
            568 - 50 * smoothstep(230, 0, u) + 6 * sin(u / 31 + 2.3) + 1.5 * sin(u / 5.1 + 0.4)
        }
        let rim = SIMD3<Double>.hex(0x8C6A8E)
        let near = [
            silhouette(crest: rightHill, color: { _, _, depth in
                let c = SIMD3<Double>.hex(0x2E2752).mix(.hex(0x1A1737), smoothstep(0, 60, depth))
                return depth < 10 ? c.mix(rim, 0.5 * exp(-depth / 1.3)) : c
            }),
            silhouette(crest: leftHill, color: { _, _, depth in
                let c = SIMD3<Double>.hex(0x1D1A3A).mix(.hex(0x0F0E22), smoothstep(0, 90, depth))
                return depth < 10 ? c.mix(rim, 0.35 * exp(-depth / 1.3)) : c
            }),
        ]
        // The water is only worked out where the near hills leave it visible.
        reflectLake(shore: shore, sunU: sunU, sunR: sunR, until: fullRows(near))
        composite(sky: nil, [near[0]])
        plant(Pines(spacing: 9, heights: 18...40, seed: 51, density: { u in 0.85 * smoothstep(255, 330, u) }),
              ground: { u in rightHill(u) + 3 }, frost: 0) { _, _ in .hex(0x28224A) }
        composite(sky: nil, [near[1]])
        plant(Pines(spacing: 8, heights: 16...34, seed: 53, density: { u in 0.9 * smoothstep(95, 20, u) }),
              ground: { u in leftHill(u) + 3 }, frost: 0) { _, _ in .hex(0x17152F) }
    }

    /// The lake below `shore` (design v): the scene above mirrored about the shore line,
    /// rippled sideways and softened with distance, tinted toward deep water, plus the
    /// sun's broken glitter path. Per column, rows from `until[x]` on are left alone.
    mutating func reflectLake(shore: Double, sunU: Double, sunR: Double, until: [Int]) {
        let w = width, h = height
        let shoreY = shore * sy
        let firstRow = Swift.max(0, Int(shoreY.rounded(.down)))
        guard firstRow < h else { return }
        let (sx, sy) = (self.sx, self.sy)
        // sin(a·u + b) = sin(a·u)cos(b) + cos(a·u)sin(b): the u half is tabled per column.
        let wobble = (0..<w).map { x in
            let u = (Double(x) + 0.5) / sx
            return SIMD2(sin(u * 0.21), cos(u * 0.21))
        }
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            func sample(_ x: Double, _ y: Double) -> SIMD3<Double> {
                // Bilinear read of the already drawn scene above the shore.
                let fx = Swift.min(Swift.max(x - 0.5, 0), Double(w - 1))
                let fy = Swift.min(Swift.max(y - 0.5, 0), Swift.max(shoreY - 1, 0))
                let x0 = Int(fx), y0 = Int(fy)
                let x1 = Swift.min(x0 + 1, w - 1), y1 = Swift.min(y0 + 1, h - 1)
                let tx = fx - Double(x0), ty = fy - Double(y0)
                let top = px[y0 * w + x0].mix(px[y0 * w + x1], tx)
                let bottom = px[y1 * w + x0].mix(px[y1 * w + x1], tx)
                return top.mix(bottom, ty)
            }
            for y in firstRow..<h {
                let v = (Double(y) + 0.5) / sy
                let below = v - shore
                guard below > 0 else { continue }
                // Everything that depends on the row alone.
                let t = smoothstep(0, 70, below)
                let amplitude = 0.4 + 1.2 * t
                let inner = SIMD2(cos(below * 0.3), sin(below * 0.3)) * 2.5
                let mirrored = (shore - below) * sy
                let spread = (0.4 + 0.12 * below) * sy
                let glitterWidth = sunR * (0.8 + 1.2 * t)
                let phase = 7 * below.squareRoot()
                let shoreLine = 0.3 * exp(-below * below / 0.8)
                // The first row is only partly water: blend by its coverage.
                let cover = Swift.min(Swift.max(Double(y) + 1 - shoreY, 0), 1)
                for x in 0..<w where y < until[x] {
                    let u = (Double(x) + 0.5) / sx
                    let ripple = amplitude * sin(below * 1.7 + (wobble[x] * inner).sum())
                    let sx0 = (u + ripple) * sx
                    var c = sample(sx0, mirrored) + sample(sx0, mirrored - spread) + sample(sx0, mirrored + spread)
                    c = (c / 3 * 0.86).mix(.hex(0x2A2550), 0.15 + 0.5 * t)
                    // Glitter: ripple crests in a column under the sun, spreading toward the viewer.
                    let column = (u - sunU) / glitterWidth
                    if abs(column) < 3 {
                        let crest = pow(Swift.max(0, sin(phase + 1.5 * sin(u * 0.13 + phase * 0.4))), 10)
                        let breakup = smoothstep(-0.1, 0.7, sin(u * 0.31 + phase * 1.7) * sin(u * 0.11 - phase))
                        c = c.mix(.hex(0xFFE6C0), 0.5 * crest * breakup * exp(-column * column) * (1 - 0.5 * t))
                    }
                    // A thin light line along the shore.
                    c = c.mix(.hex(0xF5C7A8), shoreLine)
                    let k = y * w + x
                    px[k] = px[k].mix(c, cover)
                }
            }
        }
    }

    // MARK: Snow

    /// Pale cool sky with faint falling flakes, two ranges of snowy peaks lit from the
    /// left with blue shade, a valley mist, and belts of pines (deep teal) on snowfields,
    /// the nearest covering the bottom of the board and framing its sides.
    mutating func drawSnow() {
        let mist = SIMD3<Double>.hex(0xDFE7EE)
        let gradient = perRow { v in
            SIMD3<Double>.hex(0xA9BCD2).mix(.hex(0xC3D0DF), smoothstep(0, 220, v))
                .mix(.hex(0xE4EBF2), smoothstep(150, 440, v))
        }
        // A hidden low sun warms the sky a little on the left: a Gaussian, one factor per axis.
        let warmDown = perRow { v in 0.35 * exp(-(v - 380) * (v - 380) / (190 * 190)) }
        let sky: (Double) -> (Double) -> SIMD3<Double> = { u in
            let warmAcross = exp(-(u - 60) * (u - 60) / (190 * 190))
            return { v in gradient(v).mix(.hex(0xF4F1EC), warmDown(v) * warmAcross) }
        }
        let couloirs = perColumn { u in u * 0.23 + 2.4 * sin(u * 0.061) }
        func range(_ base: Double, _ waves: [(Double, Double, Double)], lit: UInt32, shade: UInt32,
                   haze: Double) -> Silhouette {
            terrain(crest: { u in
                var v = base
                // 1 − |sin| has cusps at its maxima: sharp peaks over rounded valleys.
                for (amplitude, period, phase) in waves {
                    v -= amplitude * pow(1 - abs(sin(.pi * u / period + phase)), 1.4)
                }
                return v
            }, sun: -1, slant: 0.35, softness: 0.3) { u, v, depth, light in
                var c = SIMD3<Double>.hex(shade).mix(.hex(lit), light)
                // Downslope couloirs of blue shadow on the shaded faces.
                let gully = smoothstep(0.4, 1, sin(couloirs(u) + depth * 0.05))
                c = c.mix(.hex(shade) * 0.92, 0.3 * gully * (1 - light) * smoothstep(4, 20, depth))
                c = c.mix(mist, haze)
                return c.mix(mist, smoothstep(25, 75, depth))
            }
        }
        let mountains = [
            range(448, [(52, 160, 0.9), (20, 61, 0.3), (3, 13, 1.1)], lit: 0xEEF2F7, shade: 0xC2CFDF, haze: 0.35),
            range(478, [(78, 205, 2.0), (24, 70, 1.2), (8, 23, 0.2), (2.5, 8, 0.7)],
                  lit: 0xFBFCFE, shade: 0xA3B6CE, haze: 0.0),
        ]
        // Pine belts, far to near: smaller, hazier and bluer far away. Each stands on its
        // own ground line; the ground below the trees is snow in the forest's shade, and
        // a little mist lies at the foot of the trees.
        /// Tree colour at design v for a belt standing on ground line g: mist at the foot.
        func treeColor(_ tree: UInt32, _ fog: UInt32, _ pines: Pines, _ v: Double, _ g: Double) -> SIMD3<Double> {
            SIMD3<Double>.hex(tree).mix(.hex(fog), 0.6 * smoothstep(-pines.tallest * 0.5, 0, v - g))
        }
        /// `mass` < 1 lowers the belt's outline to a dense base for tiered trees drawn on top.
        func belt(ground: @escaping (Double) -> Double, pines: Pines, mass: Double = 1,
                  tree: UInt32, fog: UInt32, snow: UInt32, frost: Double) -> Silhouette {
            let groundHere = perColumn(ground)
            return silhouette(crest: { u in ground(u) - mass * pines.height(at: u) }, color: { u, v, depth in
                let g = groundHere(u)
                if v > g + 0.5 {
                    return SIMD3<Double>.hex(snow).mix(.hex(snow) * 0.7, smoothstep(0, 40, v - g))
                }
                // Snow lies on the branch tiers: a light rim along the crest.
                return treeColor(tree, fog, pines, v, g).mix(.hex(0xE8EEF3), frost * exp(-depth / 0.9))
            })
        }
        let nearGround: (Double) -> Double = { u in 630 + 6 * sin(u / 60 + 4.0) }
        let near = Pines(spacing: 8, heights: 45...90, seed: 37)
        let frame = Pines(spacing: 14, heights: 140...230, seed: 41,
                          density: { u in smoothstep(110, 20, u) + smoothstep(275, 355, u) })
        let forests = [
            belt(ground: { u in 500 + 3 * sin(u / 37 + 0.5) }, pines: Pines(spacing: 4.5, heights: 7...14, seed: 11),
                 tree: 0x6E8B97, fog: 0xC9D5DF, snow: 0xDDE5EC, frost: 0.0),
            belt(ground: { u in 530 + 5 * sin(u / 51 + 2.0) }, pines: Pines(spacing: 6.5, heights: 15...30, seed: 23),
                 tree: 0x36585F, fog: 0x9FB4BF, snow: 0xC3CFDA, frost: 0.25),
            belt(ground: nearGround, pines: near, mass: 0.5, tree: 0x163841, fog: 0x2A4C56, snow: 0x2A4753, frost: 0),
        ]
        composite(sky: sky, mountains + forests)
        // The near trees in full, then the tallest at the sides framing the board, with
        // snow on their branch tiers.
        plant(near, ground: nearGround, frost: 0.35) { v, g in treeColor(0x163841, 0x2A4C56, near, v, g) }
        plant(frame, ground: { _ in 700 }, frost: 0.3) { _, _ in .hex(0x0B2229) }
        snowfall()
    }

    /// Faint flakes on a jittered grid (one chance per 20-point cell), sizes and
    /// opacities from the cell's hash; dimmer over the dark forest where white text sits.
    mutating func snowfall() {
        let cell = 20.0
        let columns = Int((BoardBackgroundArt.designWidth / cell).rounded(.up))
        let rows = Int((BoardBackgroundArt.designHeight / cell).rounded(.up))
        for row in 2..<rows {
            for column in 0..<columns {
                guard Dither.noise(column, row, 71) < 0.42 else { continue }
                let u = (Double(column) + Dither.noise(column, row, 72)) * cell
                let v = (Double(row) + Dither.noise(column, row, 73)) * cell
                let radius = 0.55 + 1.0 * pow(Dither.noise(column, row, 74), 2)
                let alpha = (0.3 + 0.4 * Dither.noise(column, row, 75)) * (v > 520 ? 0.55 : 1)
                canvas.disc(cx: u * sx, cy: v * sy, radius: Swift.max(radius * sy, 0.5), alpha: alpha,
                            color: .hex(0xFBFDFF))
            }
        }
    }

    /// Draws every tree of `pines` as a true tiered shape (not a height field, so the
    /// sky shows under each tier's tips): tier k is a chevron with its apex at T_k, its
    /// tips at the envelope's width at B_k = T_k − 1.7·pitch, and its underside rising
    /// 0.3·pitch from the tips to the trunk. Coverage is the distance to the nearer of
    /// the chevron's two edges, in pixels (0.5 at the edge). `color(v, g)` shades design
    /// v of a tree standing on ground g; `frost` whitens the upper edge of each tier.
    mutating func plant(_ pines: Pines, ground: (Double) -> Double, frost: Double,
                        color: (_ v: Double, _ ground: Double) -> SIMD3<Double>) {
        let (w, h, sx, sy) = (width, height, self.sx, self.sy)
        let snow = SIMD3<Double>.hex(0xE6EDF3)
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for (cx, tall, half) in pines.visibleTrees {
                let g = ground(cx)
                let tiers = tall > 40 ? 8 : 6
                let pitch = 0.86 * tall / Double(tiers)
                // The underside rises this much from the tips to the trunk: small notches.
                let lift = 0.3 * pitch
                // Per tier: apex T, tip height B, tip width W, and the factors that turn a
                // vertical design-point gap into a pixel distance normal to the upper edge
                // (slope (T − B)/W) and to the underside (slope lift/W).
                let shape: [(T: Double, B: Double, W: Double, up: Double, under: Double)] = (0..<tiers).map { k in
                    let T = tall - Double(k) * pitch, B = Swift.max(T - 1.7 * pitch, 0)
                    let W = half * pow(1 - B / tall, 0.95)
                    let upSlope = (T - B) / W * sy / sx, underSlope = lift / W * sy / sx
                    return (T, B, W, sy / (1 + upSlope * upSlope).squareRoot(),
                            sy / (1 + underSlope * underSlope).squareRoot())
                }
                let trunk = 0.025 * tall + 0.25
                let x0 = Swift.max(0, Int(((cx - half) * sx).rounded(.down)) - 1)
                let x1 = Swift.min(w, Int(((cx + half) * sx).rounded(.up)) + 1)
                let y0 = Swift.max(0, Int(((g - tall) * sy).rounded(.down)) - 1)
                let y1 = Swift.min(h, Int((g * sy).rounded(.up)) + 1)
                guard x0 < x1, y0 < y1 else { continue }
                for y in y0..<y1 {
                    let v = (Double(y) + 0.5) / sy
                    let above = g - v
                    // Only the tiers whose height span holds this row (with a pixel's margin).
                    let q = (tall - above) / pitch
                    let k0 = Swift.max(0, Int((q - 1.7).rounded(.down))), k1 = Swift.min(tiers - 1, Int(q + 0.2))
                    let base = color(v, g)
                    // Snow settles on the upper crown; lower down the tiers crowd together.
                    let rowFrost = frost * smoothstep(0.25, 0.65, above / tall)
                    // Across, only as far as the widest tier on this row reaches (or the trunk).
                    let span = Swift.max(k0 <= k1 ? shape[k1].W : 0, trunk) + 1 / sx
                    let xa = Swift.max(x0, Int(((cx - span) * sx).rounded(.down)))
                    let xb = Swift.min(x1, Int(((cx + span) * sx).rounded(.up)))
                    guard xa < xb else { continue }
                    for x in xa..<xb {
                        let d = abs((Double(x) + 0.5) / sx - cx)
                        var cover = 0.0, edge = 1e9, reach = 0.0
                        if k0 <= k1 {
                            for k in k0...k1 {
                                let t = shape[k]
                                let top = (t.T - (t.T - t.B) * d / t.W - above) * t.up
                                let under = (above - (t.B + lift * (1 - d / t.W))) * t.under
                                let c = 0.5 + Swift.min(top, under)
                                if c > cover { cover = c; edge = top; reach = d / t.W }
                            }
                        }
                        if above < shape[tiers - 1].B + lift {
                            cover = Swift.max(cover, 0.5 + (trunk - d) * sx)
                        }
                        guard cover > 0 else { continue }
                        // Snow shows on the outer half of each tier, where the branches are flat.
                        let lying = Swift.max(0, 1 - edge / (1.2 * sy)) * smoothstep(0.3, 0.8, reach)
                        let shade = base.mix(snow, rowFrost * lying)
                        let i = y * w + x
                        px[i] = cover >= 1 ? shade : px[i] + (shade - px[i]) * cover
                    }
                }
            }
        }
    }

    // MARK: Clear

    /// Bright blue sky fading to pale at the horizon with soft cumulus clouds, green
    /// rolling hills lit from the upper right, a bay of deep sea in front, and a dark
    /// headland in the lower left corner.
    mutating func drawClear() {
        let clouds: [Cumulus] = [
            Cumulus(u: 290, v: 222, width: 120, seed: 1), Cumulus(u: 62, v: 262, width: 80, seed: 2),
            Cumulus(u: 190, v: 276, width: 44, seed: 3),
            Cumulus(u: 50, v: 440, width: 130, seed: 4), Cumulus(u: 300, v: 432, width: 150, seed: 5),
        ]
        let gradient = perRow { v in
            SIMD3<Double>.hex(0x5AA0E4).mix(.hex(0x8CC0EE), smoothstep(60, 330, v))
                .mix(.hex(0xDCEEF9), smoothstep(250, 460, v))
        }
        // The sun above the top right corner: a broad, faint warm-white glow (a Gaussian,
        // one factor per axis), combined as "screen".
        let glowDown = perRow { v in 0.35 * exp(-(v + 20) * (v + 20) / (170 * 170)) }
        let sky: (Double) -> (Double) -> SIMD3<Double> = { u in
            let glowAcross = exp(-(u - 360) * (u - 360) / (170 * 170))
            // Only the clouds that reach this column, with their rows, tested before the
            // cloud itself is touched (copying one out of the array costs a retain).
            let here = clouds.indices.filter { abs(u - clouds[$0].u) < 0.7 * clouds[$0].width }
            let spans = here.map { (clouds[$0].v - 0.5 * clouds[$0].width, clouds[$0].v + 0.02 * clouds[$0].width) }
            return { v in
                var c = gradient(v)
                c = 1 - (1 - c) * (1 - SIMD3<Double>.hex(0xFFF6E0) * (glowDown(v) * glowAcross))
                for (k, span) in spans.enumerated() where v > span.0 && v < span.1 {
                    c = clouds[here[k]].over(c, u: u, v: v)
                }
                return c
            }
        }
        let haze = SIMD3<Double>.hex(0xCFE4EE)
        func hills(_ base: Double, _ waves: [(Double, Double, Double)], lit: UInt32, shade: UInt32,
                   bottom: UInt32, haze amount: Double, grove: Grove? = nil) -> Silhouette {
            let ground: (Double) -> Double = { u in
                var v = base
                for (amplitude, period, phase) in waves { v -= amplitude * sin(2 * .pi * u / period + phase) }
                return v
            }
            let groundHere = perColumn(ground)
            return terrain(crest: { u in ground(u) - (grove?.height(at: u) ?? 0) }, ground: ground,
                           sun: 1, slant: 0, softness: 0.45) { u, v, _, light in
                // Depth below the bare ground line, so the trees do not streak the slope.
                let depth = v - groundHere(u)
                var c: SIMD3<Double>
                if let grove, depth < -0.3 {
                    // A tree of the grove: darker green, its sunny side a little lighter.
                    c = grove.color.mix(grove.color * 1.35, light)
                } else {
                    // Rolling hills: the crest's light fades into an even tone down the slope.
                    let lightDown = light + (0.55 - light) * smoothstep(0, 28, depth)
                    c = SIMD3<Double>.hex(shade).mix(.hex(lit), lightDown)
                    c = c.mix(.hex(bottom), smoothstep(0, 45, depth))
                }
                return c.mix(haze, amount * (1 - 0.5 * smoothstep(0, 40, Swift.max(0, depth))))
            }
        }
        let land = [
            hills(436, [(9, 240, 0.6), (5, 90, 2.2), (1.5, 33, 1.0)],
                  lit: 0xA7C9D9, shade: 0x9ABDD0, bottom: 0xA0C2D1, haze: 0.35),
            hills(462, [(13, 300, 2.6), (6, 120, 0.9), (1.5, 45, 2.9)],
                  lit: 0xA6D47E, shade: 0x78AE6C, bottom: 0x80B46E, haze: 0.22),
            hills(488, [(15, 260, 4.0), (5, 105, 1.6), (1.5, 37, 0.3)],
                  lit: 0x86C662, shade: 0x56964F, bottom: 0x5A964C, haze: 0.08,
                  grove: Grove(spacing: 3.2, radius: 1.6...2.6, seed: 5, color: .hex(0x3F7D3C))),
            hills(510, [(12, 220, 1.1), (5, 80, 3.3), (1, 29, 1.8)],
                  lit: 0x68AE4E, shade: 0x3A7A40, bottom: 0x33703B, haze: 0.0,
                  grove: Grove(spacing: 4.2, radius: 2.2...3.6, seed: 6, color: .hex(0x2C6330))),
        ]
        let sea = silhouette(crest: { u in 524 + 2.5 * sin(u / 47 + 0.8) }, color: { u, v, depth in
            var c = SIMD3<Double>.hex(0x4BA3C3)
            c = c.mix(.hex(0x1C6891), smoothstep(0, 35, depth))
            c = c.mix(.hex(0x0B3A5E), smoothstep(20, 110, depth))
            c = c.mix(.hex(0x072A46), smoothstep(90, 150, depth))
            // Waves in perspective: the phase grows like 1/distance to a horizon above, so
            // crests crowd near the shore and spread toward the viewer.
            if depth < 130 {
                let z = 300 / (depth + 12)
                let crest = pow(Swift.max(0, sin(z * 6 + 1.5 * sin(u * 0.04 * z / 10 + z))), 4)
                c = c.mix(.hex(0x8CC6DD), 0.18 * crest * (1 - smoothstep(10, 130, depth)))
            }
            // White surf along the shore.
            return depth < 8 ? c.mix(.hex(0xF2F8F6), 0.7 * exp(-depth / 0.9)) : c
        })
        let scrub = Grove(spacing: 5, radius: 3...5.5, seed: 7, color: .zero)
        let cape: (Double) -> Double = { u in 578 + 130 * pow(smoothstep(20, 175, u), 1.2) }
        let capeHere = perColumn(cape)
        let headland = silhouette(crest: { u in cape(u) - scrub.height(at: u) }, color: { u, v, depth in
            // Dark green, darker down the slope (measured from the bare ground so the scrub
            // does not streak it); the sunlit rim catches a little light.
            let c = SIMD3<Double>.hex(0x2A5A34).mix(.hex(0x0C2516), smoothstep(0, 45, v - capeHere(u)))
            return depth < 8 ? c.mix(.hex(0x5E9A4E), 0.35 * exp(-depth / 1.2)) : c
        })
        composite(sky: sky, land + [sea, headland])
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

/// A cumulus cloud whose base is centred at (u, v) design points and `width` points
/// across: a union of round puffs (big in the middle, smaller toward the ends, a few
/// higher ones for the cauliflower top) cut flat at the base. Each puff is lit from the
/// upper right like a ball, so the creases between puffs read as shading.
private struct Cumulus {
    let u: Double, v: Double, width: Double
    /// Puff centres and radii in design points, relative to the base centre.
    let puffs: [(x: Double, y: Double, r: Double)]

    init(u: Double, v: Double, width: Double, seed: UInt32) {
        self.u = u
        self.v = v
        self.width = width
        let base = 7, high = 5
        let low: [(x: Double, y: Double, r: Double)] = (0..<base).map { k in
            let t = (Double(k) + 0.5) / Double(base) * 2 - 1 + 0.1 * (Dither.noise(k, 0, seed) - 0.5)
            let r = width * (0.07 + 0.09 * (1 - t * t)) * (0.8 + 0.4 * Dither.noise(k, 1, seed))
            return (t * width * 0.38, -0.3 * r, r)
        }
        let top: [(x: Double, y: Double, r: Double)] = (0..<high).map { k in
            let t = (Double(k) + 0.5) / Double(high) * 2 - 1 + 0.25 * (Dither.noise(k, 4, seed) - 0.5)
            let r = width * (0.08 + 0.08 * (1 - t * t)) * (0.7 + 0.6 * Dither.noise(k, 5, seed))
            return (t * width * 0.26, -width * 0.11 * (1 - 0.7 * t * t) - 0.25 * r, r)
        }
        puffs = low + top
    }

    /// `c` with the cloud blended over it at design point (pu, pv).
    func over(_ c: SIMD3<Double>, u pu: Double, v pv: Double) -> SIMD3<Double> {
        let x = pu - u, y = pv - v
        guard abs(x) < 0.7 * width, y < 0.02 * width, y > -0.5 * width else { return c }
        // Edge softness in design points (about a pixel and a half on a phone board).
        let soft = 0.9
        var cover = 0.0, light = 0.0, weight = 0.0
        for puff in puffs {
            let dx = x - puff.x, dy = y - puff.y
            let squared = dx * dx + dy * dy
            guard squared < (puff.r + soft) * (puff.r + soft) else { continue }
            let inside = smoothstep(puff.r + soft, puff.r - soft, squared.squareRoot())
            cover = Swift.max(cover, inside)
            // Lambert-like: the puff's normal (dx, dy)/r against light from the upper right;
            // a soft maximum over the puffs keeps the creases gentle.
            let facing = Swift.max(-1, Swift.min(1, (0.55 * dx - 0.83 * dy) / puff.r))
            light += inside * exp(3 * facing)
            weight += inside
        }
        // The flat base, softened over two points.
        cover *= smoothstep(1.2, -1.2, y)
        guard cover > 0.001 else { return c }
        let facing = log(light / Swift.max(weight, 1e-9)) / 3
        var cloud = SIMD3<Double>.hex(0xD0DCEB).mix(.one, smoothstep(-0.6, 0.7, facing))
        // The lower third is in the cloud's own shadow: an even blue-grey toward the base.
        cloud = cloud.mix(.hex(0xC4D3E5), 0.8 * smoothstep(-0.14 * width, 0.01 * width, y))
        return c.mix(cloud, 0.96 * cover)
    }
}

/// Round trees or bushes on a jittered grid `spacing` design points apart (radii from
/// each tree's hash), grouped into copses by a slow wave so the hills are not fenced.
private struct Grove {
    let spacing: Double
    let radius: ClosedRange<Double>
    let seed: UInt32
    /// The trees' base colour.
    let color: SIMD3<Double>

    /// Height of the grove above the ground at u, design points.
    func height(at u: Double) -> Double {
        let first = Int(((u - radius.upperBound) / spacing).rounded(.down)) - 1
        let last = Int(((u + radius.upperBound) / spacing).rounded(.up)) + 1
        var top = 0.0
        for k in first...last {
            let cx = (Double(k) + 0.2 + 0.6 * Dither.noise(k, 0, seed)) * spacing
            let copse = 0.5 + 0.5 * sin(cx / 23 + Double(seed)) * sin(cx / 9.7 + 2 * Double(seed))
            guard Dither.noise(k, 1, seed) < copse else { continue }
            let r = radius.lowerBound + (radius.upperBound - radius.lowerBound) * Dither.noise(k, 2, seed)
            let d = abs(u - cx) / r
            guard d < 1 else { continue }
            // A slightly squashed round crown on a short stem.
            top = Swift.max(top, r * (0.3 + 0.85 * (1 - d * d).squareRoot()))
        }
        return top
    }
}

/// A belt of pines on a jittered grid `spacing` design points apart, heights (points)
/// from each tree's hash; `density(u)` in [0, 1] thins the belt (1 everywhere by default).
private struct Pines {
    let spacing: Double
    let heights: ClosedRange<Double>
    let seed: UInt32
    var density: (Double) -> Double = { _ in 1 }

    var tallest: Double { heights.upperBound }

    /// One tier of the height-field outline, as fractions of the tree's height (top,
    /// bottom) and half-width (widths at those heights).
    typealias Tier = (top: Double, bottom: Double, topWidth: Double, bottomWidth: Double)

    /// The tiers of a tree with `count` tiers: tops 0.86/count of the height apart, each
    /// 1.6 pitches tall, widths from the envelope (1 − h)^0.95 (15 % of it at the top).
    static func tiers(_ count: Int) -> [Tier] {
        let pitch = 0.86 / Double(count)
        return (0..<count).map { k in
            let top = 1 - Double(k) * pitch, bottom = Swift.max(top - 1.6 * pitch, 0.04)
            return (top, bottom, 0.15 * pow(1 - top, 0.95), pow(1 - bottom, 0.95))
        }
    }
    static let fourTiers = tiers(4), sixTiers = tiers(6), eightTiers = tiers(8)

    /// Tree k of the belt: trunk position, height and half-width in design points, or
    /// nil where `density` leaves a gap.
    func tree(_ k: Int) -> (cx: Double, tall: Double, half: Double)? {
        let cx = (Double(k) + 0.15 + 0.7 * Dither.noise(k, 0, seed)) * spacing
        guard Dither.noise(k, 3, seed) < density(cx) else { return nil }
        let tall = heights.lowerBound + (heights.upperBound - heights.lowerBound) * Dither.noise(k, 1, seed)
        return (cx, tall, tall * (0.2 + 0.08 * Dither.noise(k, 2, seed)))
    }

    /// The trees whose crowns reach into u 0…375, left to right.
    var visibleTrees: [(cx: Double, tall: Double, half: Double)] {
        let margin = tallest * 0.3
        let first = Int((-margin / spacing).rounded(.down)) - 1
        let last = Int(((BoardBackgroundArt.designWidth + margin) / spacing).rounded(.up)) + 1
        return (first...last).compactMap(tree)
    }

    /// Height of the belt above its ground line at u: the highest tree there.
    ///
    /// A tree is a stack of overlapping tiers inside a triangular envelope of half-width
    /// `half`·(1 − h/tall)^0.95. Each tier runs from a narrow top (15 % of the envelope)
    /// out to the envelope at its bottom, shallower than the envelope, so every tier's
    /// tip stands out over the next one; `pow(…, 1.3)` flares the branch tips outward.
    func height(at u: Double) -> Double {
        let widest = tallest * 0.3
        let first = Int(((u - widest) / spacing).rounded(.down)) - 1
        let last = Int(((u + widest) / spacing).rounded(.up)) + 1
        var top = 0.0
        for k in first...last {
            guard let (cx, tall, half) = tree(k) else { continue }
            let d = abs(u - cx)
            guard d < half else { continue }
            // Bigger trees show more tiers.
            let profile = tall > 40 ? Self.eightTiers : (tall > 14 ? Self.sixTiers : Self.fourTiers)
            for tier in profile {
                let bottomWidth = half * tier.bottomWidth
                guard d < bottomWidth else { continue }
                let topWidth = half * tier.topWidth
                let s = d <= topWidth ? 1 : (bottomWidth - d) / (bottomWidth - topWidth)
                top = Swift.max(top, tall * (tier.bottom + (tier.top - tier.bottom) * pow(s, 1.3)))
            }
            // A short trunk below the lowest tier.
            if d < 0.025 * tall + 0.25 { top = Swift.max(top, 0.06 * tall) }
        }
        return top
    }
}

/// The covered fraction of pixel row [y, y + 1] under a crest running straight from
/// height a to b (pixels, y down) across half a pixel: the mean over the piece of
/// clamp(y + 1 − crest, 0, 1), integrated in closed form.
private func rowCoverage(_ y: Int, _ a: Double, _ b: Double) -> Double {
    let g0 = Double(y) + 1 - a, g1 = Double(y) + 1 - b
    // F is the antiderivative of clamp(z, 0, 1).
    func F(_ z: Double) -> Double { z <= 0 ? 0 : (z <= 1 ? 0.5 * z * z : z - 0.5) }
    if abs(g0 - g1) < 1e-9 { return Swift.min(Swift.max(g0, 0), 1) }
    return (F(g0) - F(g1)) / (g0 - g1)
}
