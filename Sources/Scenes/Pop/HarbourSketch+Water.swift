import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension HarbourSketch {
    // MARK: Water

    /// Sea below the horizon: the sky, land and clouds mirrored about the horizon and the
    /// boat about its waterline (swayed sideways by the ripples and softened more with
    /// distance), tinted toward teal; perspective ripples whose crests crowd toward the
    /// horizon break up the reflections; the sun's glitter path.
    mutating func drawWater(mirroring boat: PictureLayer) {
        let first = Swift.max(0, Int((Self.horizon * s).rounded(.down)))
        guard first < n else { return }
        let w = n, s = self.s
        let horizonY = Self.horizon * s, waterlineY = Self.waterline * s
        // Mirrored rows are read from the finished sky above the first water row.
        let lastSky = Swift.max(0, first - 1)
        let sunU = Self.sun.x
        let boatColumns = boat.x0..<(boat.x0 + boat.width)
        let mirror = UnsafeMutableBufferPointer<SIMD3<Double>>.allocate(capacity: w)
        defer { mirror.deallocate() }
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            /// The canvas at pixel row position y (pixel centres at +0.5), linear between
            /// rows, clamped to the sky above the water.
            func readRow(_ y: Double, into row: UnsafeMutableBufferPointer<SIMD3<Double>>, weight: Double) {
                let fy = Swift.min(Swift.max(y - 0.5, 0), Double(lastSky))
                let y0 = Int(fy), y1 = Swift.min(y0 + 1, lastSky)
                let ty = fy - Double(y0)
                for x in 0..<w {
                    let top = px[y0 * w + x]
                    row[x] += (top + (px[y1 * w + x] - top) * ty) * weight
                }
            }
            for y in first..<n {
                let cy = Double(y) + 0.5
                let v = cy / s
                let h = Swift.max(v - Self.horizon, 0.5 / s)
                let cover = Swift.min(Swift.max(Double(y) + 1 - horizonY, 0), 1)
                // Perspective: crests equally spaced in depth ∝ 1/h, so the phase is K/h and
                // its spacing 2πh²/K; fade the crests where that falls under a few pixels
                // (no aliasing), and the sway (a slower field) likewise.
                let k = 63.0
                let phase = k / h
                let spacing = 2 * .pi * h * h * s / k
                let fade = smoothstep(2.5, 7, spacing)
                let swayFade = smoothstep(2.5, 7, spacing / 0.18)
                let across = 12.0 / h
                let deep = Self.water(h)
                let tint = 0.3 + 0.45 * smoothstep(0, 0.3, h)
                let mirrored = 2 * horizonY - cy
                let spread = 0.4 + 0.035 * (cy - horizonY)
                let sway = swayFade * s * (0.0006 + 0.012 * h)
                // The boat's reflection: rows mirrored about the waterline, stronger and
                // steadier close to the hull.
                let below = Swift.max(0, v - Self.waterline)
                let boatY = 2 * waterlineY - cy
                let mirrorsBoat = v > Self.waterline - 1 / s && boatY > Double(boat.y0) - 1
                let boatSway = swayFade * s * (0.001 + 0.02 * below)
                let boatStrength = 0.88 * (1 - 0.4 * smoothstep(0, 0.28, below))
                // The sky mirrored into this row, blurred over three taps down the column.
                mirror.update(repeating: .zero)
                for tap in [-spread, 0, spread] { readRow(mirrored + tap, into: mirror, weight: 1.0 / 3) }
                // The ripple field's inner waves have arguments a·sx + b, linear in x along
                // the row (sx = (u − 0.5)·across), so they advance by rotation per pixel.
                let sx0 = (0.5 / s - 0.5) * across, step = across / s
                func phasor(_ a: Double, _ b: Double) -> Phasor { Phasor(start: a * sx0 + b, step: a * step) }
                var sway1 = phasor(0.6, 0.4), ripple1 = phasor(1, 0.3 * phase), ripple2 = phasor(2.3, -0.2 * phase)
                var broken1 = phasor(0.37, 0.11 * phase), broken2 = phasor(0.23, 1 - 0.07 * phase)
                for x in 0..<w {
                    let cx = Double(x) + 0.5
                    let u = cx / s
                    defer {
                        sway1.advance(); ripple1.advance(); ripple2.advance(); broken1.advance(); broken2.advance()
                    }
                    let swing = fastSin(0.18 * phase + 1.3 * sway1.sine)
                    // The mirrored row read at x + sway, linear between columns.
                    let fx = Swift.min(Swift.max(cx + sway * swing - 0.5, 0), Double(w - 1))
                    let x0 = Int(fx), x1 = Swift.min(x0 + 1, w - 1)
                    var c = mirror[x0] + (mirror[x1] - mirror[x0]) * (fx - Double(x0))
                    c = (c * 0.93).mix(deep, tint)
                    if mirrorsBoat, boatColumns.contains(x) {
                        let r = boat.sample(cx + boatSway * swing, boatY)
                        if r.w > 0.002 {
                            let image = (SIMD3(r.x, r.y, r.z) / r.w * 0.85).mix(deep, 0.15)
                            c = c.mix(image, r.w * boatStrength)
                        }
                    }
                    // Ripple crests catch the sky (lighter), troughs show the deep (darker).
                    let wave = fastSin(phase + 1.1 * ripple1.sine + 0.5 * ripple2.sine)
                    let breakup = smoothstep(-0.2, 0.6, broken1.sine * broken2.sine)
                    let crest = Swift.max(0, wave)
                    let crest2 = crest * crest
                    c = c.mix(.hex(0xE6F1F0), 0.22 * fade * crest2 * crest2 * breakup)
                    c = c * (1 - 0.08 * fade * Swift.max(0, -wave))
                    // The glitter path under the sun: bright broken crests in a column that
                    // widens toward the viewer.
                    let reach = 0.025 + 0.09 * h
                    let off = (u - sunU) / reach
                    if abs(off) < 3 {
                        let crest8 = crest2 * crest2 * crest2 * crest2
                        let glitter = crest8 * breakup * exp(-off * off) * (1 - 0.5 * smoothstep(0, 0.4, h))
                        c = c.mix(.hex(0xFFF3DC), Swift.min(1, glitter * (0.45 + 0.55 * fade)))
                    }
                    let i = y * w + x
                    px[i] = cover >= 1 ? c : px[i].mix(c, cover)
                }
            }
        }
    }

    /// The water's own colour `h` design units below the horizon: pale teal far off,
    /// deepening toward the viewer.
    static func water(_ h: Double) -> SIMD3<Double> {
        var c = SIMD3<Double>.hex(0x8CC5C4)
        c = c.mix(.hex(0x4A9EA6), smoothstep(0, 0.16, h))
        c = c.mix(.hex(0x2B7C88), smoothstep(0.1, 0.32, h))
        c = c.mix(.hex(0x1D6674), smoothstep(0.28, 0.46, h))
        return c
    }
}
