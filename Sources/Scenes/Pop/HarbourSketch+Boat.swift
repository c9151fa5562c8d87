import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension HarbourSketch {
    // MARK: Boat

    /// The hull's sheer (deck edge) line, design v at u: lowest amidships, rising to
    /// the bow more than to the stern.
    static func sheer(_ u: Double) -> Double {
        let fore = Swift.max(0, u - 0.44), aft = Swift.max(0, 0.44 - u)
        return 0.656 - 0.55 * fore * fore - 0.3 * aft * aft
    }

    /// Stern and bow ends of the sheer (design u).
    static let stern = 0.272, bow = 0.645
    /// Mast left and right edges, top (design units).
    static let mastLeft = 0.4485, mastRight = 0.4545, mastTop = 0.152

    /// The sloop in its own layer (so the water can mirror it): mainsail, jib, forestay,
    /// cabin, mast, boom, pennant and hull.
    func boat() -> PictureLayer {
        var layer = PictureLayer(x0: Int((0.25 * s).rounded(.down)), y0: Int((0.13 * s).rounded(.down)),
                          x1: Int((0.67 * s).rounded(.up)), y1: Int((Self.waterline * s).rounded(.up)) + 1,
                          side: n)
        guard layer.width > 0, layer.height > 0 else { return layer }
        let s = self.s

        // Mainsail: luff on the mast, foot on the boom, a leech with a little roach.
        let head = SIMD2(Self.mastLeft, 0.166), tack = SIMD2(Self.mastLeft, 0.597), clew = SIMD2(0.3, 0.594)
        var main = Path()
        main.move(to: head * s)
        main.line(to: tack * s)
        main.line(to: clew * s)
        main.quad(to: head * s, control: p(0.348, 0.37))
        main.close()
        layer.add(main) { x, y in
            let u = x / s, v = y / s
            // White, lit through from the low sun on the left; a soft fold of shadow
            // along the mast where the sail curves away, and faint seams.
            var c = SIMD3<Double>.hex(0xFDFAF3).mix(.hex(0xD5DCE6), 0.75 * smoothstep(0.035, 0.0, Self.mastLeft - u))
            c = c.mix(.hex(0xE8E6E4), 0.4 * smoothstep(0.45, 0.6, v))
            c = c * (1 - 0.07 * Self.seams(u: u, v: v, slope: -0.28, spacing: 0.075, s: s))
            return c
        }

        // Jib: luff along the forestay from near the masthead to the bow.
        let stay0 = SIMD2(0.452, Self.mastTop + 0.006), stay1 = SIMD2(0.64, 0.633)
        let jibHead = stay0 + (stay1 - stay0) * 0.09, jibTack = stay0 + (stay1 - stay0) * 0.95
        let jibClew = SIMD2(0.493, 0.594)
        var jib = Path()
        jib.move(to: jibHead * s)
        jib.line(to: jibTack * s)
        jib.quad(to: jibClew * s, control: p(0.56, 0.622))
        jib.quad(to: jibHead * s, control: p(0.474, 0.4))
        jib.close()
        let luffDirection = stay1 - stay0
        let luffNormal = SIMD2(-luffDirection.y, luffDirection.x) / (luffDirection * luffDirection).sum().squareRoot()
        layer.add(jib) { x, y in
            let q = SIMD2(x, y) / s
            // Distance behind the luff: the sail darkens into its curve near the stay.
            let behind = abs(((q - stay0) * luffNormal).sum())
            var c = SIMD3<Double>.hex(0xF7856A).mix(.hex(0xD2604D), smoothstep(0.03, 0.0, behind) * 0.8)
            c = c.mix(.hex(0xE06A55), 0.5 * smoothstep(0.4, 0.62, q.y))
            return c * (1 - 0.08 * Self.seams(u: q.x, v: q.y, slope: 0.35, spacing: 0.07, s: s))
        }

        // Forestay, a thin dark line above and below the jib.
        layer.add(stroke(from: stay0, to: stay1, width: 0.0013), alpha: 0.75) { _, _ in .hex(0x4C525C) }

        // Cabin with three portholes, behind the hull's sheer.
        let cabin = Path.roundedRect(x: 0.368 * s, y: 0.622 * s, width: 0.1 * s, height: 0.05 * s, radius: 0.006 * s)
        layer.add(cabin) { _, y in
            SIMD3<Double>.hex(0xF6F3EC).mix(.hex(0xC9CED8), smoothstep(0.626, 0.652, y / s))
        }
        for u in [0.387, 0.41, 0.433] {
            layer.add(.ellipse(center: p(u, 0.638), radii: SIMD2(0.0042, 0.0042) * s)) { _, _ in .hex(0x2C3E5A) }
        }

        // Mast, boom and a coral pennant at the masthead.
        let mast = Path.polygon([p(Self.mastLeft, Self.mastTop), p(Self.mastRight, Self.mastTop),
                                 p(Self.mastRight, 0.65), p(Self.mastLeft, 0.65)])
        layer.add(mast) { x, _ in
            SIMD3<Double>.hex(0xB9C0CA).mix(.hex(0x6F7885), smoothstep(Self.mastLeft, Self.mastRight, x / s))
        }
        let boom = Path.roundedRect(x: 0.294 * s, y: 0.5935 * s, width: (Self.mastRight - 0.294) * s,
                                    height: 0.0065 * s, radius: 0.003 * s)
        layer.add(boom) { _, _ in .hex(0x57606C) }
        var pennant = Path()
        pennant.move(to: p(Self.mastRight, Self.mastTop + 0.002))
        pennant.quad(to: p(0.492, Self.mastTop + 0.011), control: p(0.472, Self.mastTop + 0.001))
        pennant.quad(to: p(Self.mastRight, Self.mastTop + 0.017), control: p(0.472, Self.mastTop + 0.017))
        pennant.close()
        layer.add(pennant) { _, _ in .hex(0xE8644E) }

        // Hull: sheer on top, a raked bow, a flat run along the waterline, a short
        // sloping transom.
        var hull = Path()
        let wl = Self.waterline
        hull.move(to: p(Self.stern, Self.sheer(Self.stern)))
        for i in 1...40 {
            let u = Self.stern + (Self.bow - Self.stern) * Double(i) / 40
            hull.line(to: p(u, Self.sheer(u)))
        }
        hull.quad(to: p(0.598, wl), control: p(0.63, wl - 0.012))
        hull.line(to: p(0.31, wl))
        hull.quad(to: p(Self.stern, Self.sheer(Self.stern)), control: p(0.283, wl - 0.008))
        hull.close()
        layer.add(hull) { x, y in
            let u = x / s, v = y / s
            let below = v - Self.sheer(u)
            // Navy, a touch lighter near the deck where it faces the sky.
            var c = SIMD3<Double>.hex(0x2E4B74).mix(.hex(0x1B2F4D), smoothstep(0.0, 0.04, below))
            // A cream sheer stripe and a coral boot stripe, antialiased over a pixel.
            func band(_ a: Double, _ b: Double, _ t: Double) -> Double {
                Swift.min(Swift.max(Swift.min(t - a, b - t) * s + 0.5, 0), 1)
            }
            c = c.mix(.hex(0xF3EBDA), band(0.0045, 0.0095, below))
            c = c.mix(.hex(0xE8694F), band(wl - 0.0105, wl - 0.0065, v))
            return c
        }

        return layer
    }

    /// The boat over the water, and a thin bright line of water along the hull.
    mutating func drawBoat(_ layer: PictureLayer) {
        composite(layer)
        let s = self.s, wl = Self.waterline
        // A thin bright line of water along the hull, fading at both ends.
        let y0 = (wl - 0.003) * s, y1 = (wl + 0.004) * s
        canvas.blend(in: (0.3 * s, y0 - 1, 0.61 * s, y1 + 1), alpha: 0.55, cover: { x, y in
            let v = y / s, u = x / s
            let line = exp(-((v - wl - 0.0005) / 0.0016) * ((v - wl - 0.0005) / 0.0016))
            return line * smoothstep(0.3, 0.34, u) * smoothstep(0.61, 0.57, u)
        }, color: { _, _ in .hex(0xEAF4F2) })
    }

    /// Faint sail seams: lines of the given slope (dv/du) every `spacing` design units;
    /// returns 0…1 (1 on a seam). About 0.0016 of the side wide, but never under 1.2 px.
    static func seams(u: Double, v: Double, slope: Double, spacing: Double, s: Double) -> Double {
        let t = (v - slope * u) / spacing
        let d = abs(t - t.rounded()) * spacing * s   // pixels to the nearest seam (roughly)
        let half = Swift.max(0.6, 0.0008 * s)
        return Swift.min(Swift.max(half + 0.5 - d, 0), 1)
    }

    /// A straight stroke of `width` design units between two design points, as a
    /// quadrilateral.
    func stroke(from a: SIMD2<Double>, to b: SIMD2<Double>, width: Double) -> Path {
        let d = b - a
        let normal = SIMD2(-d.y, d.x) / (d * d).sum().squareRoot() * (width / 2)
        return Path.polygon([(a + normal) * s, (b + normal) * s, (b - normal) * s, (a - normal) * s])
    }

    /// Source-over of the boat layer onto the canvas: D' = S + D·(1 − Sα).
    mutating func composite(_ layer: PictureLayer) {
        let w = n
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<layer.height {
                for x in 0..<layer.width {
                    let p = layer.pixels[y * layer.width + x]
                    guard p.w > 0 else { continue }
                    let i = (layer.y0 + y) * w + layer.x0 + x
                    px[i] = SIMD3(p.x, p.y, p.z) + px[i] * (1 - p.w)
                }
            }
        }
    }
}
