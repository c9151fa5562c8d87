import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BoardSketch {
    // MARK: Dusk

    /// Lilac sky warming to peach, a large low sun behind the far ridges, four ridges in
    /// deepening purples, a lake mirroring the glow, and dark indigo hills in front.
    mutating func drawDusk() {
        let sunU = 258.0, sunV = 433.0, sunR = 21.0
        let horizon = SIMD3<Double>.hex(0xFCD6B0)
        let bands = [Landscape.Band(0, 170, 0xC7B4DE), Landscape.Band(120, 330, 0xE6BFD3),
                     Landscape.Band(260, 420, 0xF8C9B2), Landscape.Band(360, 470, 0xFCD6B0)]
        let gradient = perRow { v in Landscape.sky(v, top: 0xA99BD2, bands: bands) }
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
                c = Landscape.screen(c, SIMD3<Double>.hex(0xFFE7C2) * (0.6 * g.x) + SIMD3<Double>.hex(0xFFB98A) * (0.3 * g.y))
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
}
