import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BoardSketch {
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
        let bands = [Landscape.Band(60, 330, 0x8CC0EE), Landscape.Band(250, 460, 0xDCEEF9)]
        let gradient = perRow { v in Landscape.sky(v, top: 0x5AA0E4, bands: bands) }
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
                c = Landscape.screen(c, SIMD3<Double>.hex(0xFFF6E0) * (glowDown(v) * glowAcross))
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
}
