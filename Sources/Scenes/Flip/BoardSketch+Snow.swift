import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BoardSketch {
    // MARK: Snow

    /// Pale cool sky with faint falling flakes, two ranges of snowy peaks lit from the
    /// left with blue shade, a valley mist, and belts of pines (deep teal) on snowfields,
    /// the nearest covering the bottom of the board and framing its sides.
    mutating func drawSnow() {
        let mist = SIMD3<Double>.hex(0xDFE7EE)
        let bands = [Landscape.Band(0, 220, 0xC3D0DF), Landscape.Band(150, 440, 0xE4EBF2)]
        let gradient = perRow { v in Landscape.sky(v, top: 0xA9BCD2, bands: bands) }
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
}
