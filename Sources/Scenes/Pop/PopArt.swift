import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pop mode's default picture, standing in for Popping's `boat.jpg`.
enum PopArt {
    /// A small sailing boat on calm morning water: a pale blue sky warming to peach at the
    /// horizon, a low sun on the left with a glitter path below it, three soft clouds and
    /// two gulls, misty hills and a green headland with a lighthouse on the right, teal
    /// water mirroring all of it through perspective ripples, and a navy sloop with a
    /// white mainsail and a coral jib whose sails rise across the middle line (the fold
    /// cuts at y = side / 2) while its hull and rippled reflection fill the lower half.
    ///
    /// Designed in a unit square and drawn at exactly `side` × `side` pixels (values
    /// below 1 read as 1), so it looks the same at any size. Opaque, premultiplied, and
    /// identical on every run.
    static func picture(side: Int) -> Bitmap {
        var sketch = HarbourSketch(side: Swift.max(1, side))
        sketch.drawSky()
        sketch.drawLand()
        let boat = sketch.boat()
        sketch.drawWater(mirroring: boat)
        sketch.drawBoat(boat)
        sketch.vignette()
        // ±0.75 level of dither hides 8-bit steps in the sky while keeping neighbouring
        // rows within 2 levels of each other.
        return sketch.canvas.bitmap(dither: .hashed(grain: 0.75))
    }
}

/// The picture's shapes in design units (u across, v down, both 0…1 over the square)
/// and the passes that paint them, far to near.
private struct HarbourSketch {
    var canvas: Canvas
    /// Side in pixels, and pixels per design unit (the same number, as a Double).
    let n: Int, s: Double

    /// Where sea meets sky, and where the hull meets the water (design v).
    static let horizon = 0.545, waterline = 0.70
    /// The low morning sun: centre and radius (design units).
    static let sun = SIMD2(0.2, 0.43), sunRadius = 0.026

    init(side: Int) {
        n = side
        s = Double(side)
        canvas = Canvas(width: side, height: side)
    }

    /// A design point in pixels.
    func p(_ u: Double, _ v: Double) -> SIMD2<Double> { SIMD2(u * s, v * s) }

    /// The first pixel row that is entirely water.
    var waterRow: Int { Swift.min(n, Int((Self.horizon * s).rounded(.up))) }

    // MARK: Sky

    /// Sky colour at design v: soft blue overhead, paling, then peach toward a warm
    /// horizon; smoothsteps so the slope has no kinks (no Mach bands).
    static func sky(_ v: Double) -> SIMD3<Double> {
        var c = SIMD3<Double>.hex(0x77ACD9)
        c = c.mix(.hex(0x9CC3E3), smoothstep(0, 0.24, v))
        c = c.mix(.hex(0xCFDBE6), smoothstep(0.16, 0.40, v))
        c = c.mix(.hex(0xF4D7C5), smoothstep(0.32, 0.51, v))
        c = c.mix(.hex(0xFCE5CF), smoothstep(0.47, 0.56, v))
        return c
    }

    /// Sky, sun glow and disc, clouds and gulls, down to the horizon row (the water pass
    /// mirrors these rows, so they are painted first).
    mutating func drawSky() {
        let rows = Swift.min(n, waterRow + 1)
        let s = self.s
        let sun = Self.sun * s, r = Self.sunRadius * s
        // The glow is two Gaussians of the distance to the sun; each factors into a column
        // term times a row term, so there is no exp per pixel.
        let inner = 2.4 * r, outer = 9.0 * r
        let rowTerms = (0..<rows).map { y -> (SIMD3<Double>, Double, Double) in
            let dy = Double(y) + 0.5 - sun.y
            return (Self.sky((Double(y) + 0.5) / s), exp(-dy * dy / (inner * inner)), exp(-dy * dy / (outer * outer)))
        }
        let columnTerms = (0..<n).map { x -> (Double, Double) in
            let dx = Double(x) + 0.5 - sun.x
            return (exp(-dx * dx / (inner * inner)), exp(-dx * dx / (outer * outer)))
        }
        let warm = SIMD3<Double>.hex(0xFFE6BE) * 0.7, haze = SIMD3<Double>.hex(0xFFCFA6) * 0.3
        let disc = SIMD3<Double>.hex(0xFFF7E6)
        let clouds = Self.clouds
        let w = n
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<rows {
                let (base, nearY, farY) = rowTerms[y]
                let cy = Double(y) + 0.5
                let v = cy / s
                let cloudsHere = clouds.filter { $0.rows.contains(v) }
                for x in 0..<w {
                    let cx = Double(x) + 0.5
                    let (nearX, farX) = columnTerms[x]
                    // "Screen" keeps the glow from clipping: 1 − (1 − a)(1 − b).
                    let glow = warm * (nearX * nearY) + haze * (farX * farY)
                    var c = 1 - (1 - base) * (1 - glow)
                    if abs(cx - sun.x) < r + 1, abs(cy - sun.y) < r + 1 {
                        let d = ((cx - sun.x) * (cx - sun.x) + (cy - sun.y) * (cy - sun.y)).squareRoot()
                        c = c.mix(disc, Swift.min(Swift.max(r + 0.5 - d, 0), 1))
                    }
                    let u = cx / s
                    for cloud in cloudsHere where cloud.columns.contains(u) {
                        c = cloud.over(c, u: u, v: v)
                    }
                    px[y * w + x] = c
                }
            }
        }
        // Two gulls gliding left of the mainsail, small dark "m" shapes.
        for (u, v, span) in [(0.285, 0.305, 0.036), (0.328, 0.342, 0.028)] {
            fillCanvas(gull(u, v, span)) { _, _ in .hex(0x4E5866) }
        }
    }

    /// The clouds: small morning cumulus, flat based, white on top, peach underneath.
    static let clouds: [SoftCloud] = [
        SoftCloud(center: SIMD2(0.73, 0.14), base: 0.016, blobs: [
            (-0.125, 0.002, 0.050, 0.020), (-0.065, -0.012, 0.045, 0.030), (0.0, -0.022, 0.050, 0.038),
            (0.062, -0.010, 0.045, 0.030), (0.12, 0.003, 0.045, 0.019), (-0.03, -0.038, 0.028, 0.024),
            (0.035, -0.042, 0.030, 0.026), (0.0, 0.010, 0.170, 0.012),
        ]),
        SoftCloud(center: SIMD2(0.23, 0.245), base: 0.01, blobs: [
            (-0.06, 0.0, 0.035, 0.014), (-0.015, -0.01, 0.035, 0.022), (0.03, -0.004, 0.035, 0.018),
            (0.07, 0.002, 0.030, 0.012), (0.0, 0.006, 0.100, 0.009), (-0.005, -0.024, 0.02, 0.014),
        ]),
        SoftCloud(center: SIMD2(0.86, 0.305), base: 0.008, blobs: [
            (-0.06, 0.0, 0.060, 0.008), (0.02, -0.003, 0.050, 0.011), (0.08, 0.001, 0.030, 0.007),
        ]),
    ]

    /// A gull seen from afar, `span` design units wing tip to wing tip, centred at (u, v):
    /// two arched wings meeting in a dip.
    func gull(_ u: Double, _ v: Double, _ span: Double) -> Path {
        let h = span / 2
        func q(_ a: Double, _ b: Double) -> SIMD2<Double> { p(u + a * h, v + b * h) }
        var path = Path()
        path.move(to: q(-1, 0.12))
        path.quad(to: q(0, 0.1), control: q(-0.55, -0.62))
        path.quad(to: q(1, 0.12), control: q(0.55, -0.62))
        path.quad(to: q(0, 0.3), control: q(0.5, -0.3))
        path.quad(to: q(-1, 0.12), control: q(-0.5, -0.3))
        path.close()
        return path
    }

    // MARK: Land

    /// One land layer: its crest (design v at design u) and colour at (u, v, depth below
    /// the crest).
    struct Land {
        var crest: (Double) -> Double
        var color: (_ u: Double, _ v: Double, _ depth: Double) -> SIMD3<Double>
    }

    /// The near headland's bare ground line (design v at u), without its trees.
    static func headland(_ u: Double) -> Double {
        // Starts under the water line at the left and rises to the right edge.
        let rise = pow(smoothstep(0.56, 1.02, u), 0.8)
        return horizon + 0.008 - 0.11 * rise - 0.006 * sin(u * 31 + 1) * rise
    }

    /// Round tree tops on the headland: height above the ground at u (design units).
    static func trees(_ u: Double) -> Double {
        var top = 0.0
        for (c, r) in [(0.735, 0.010), (0.752, 0.013), (0.771, 0.009), (0.806, 0.011), (0.822, 0.008),
                       (0.953, 0.010), (0.97, 0.012)] {
            let d = u - c
            if abs(d) < r { top = Swift.max(top, (r * r - d * d).squareRoot() * 1.1) }
        }
        return top
    }

    /// Where the lighthouse stands (design u) and its foot on the headland.
    static let lighthouseU = 0.895
    static var lighthouseFoot: Double { headland(lighthouseU) + 0.002 }

    /// Misty far hills, a blue-grey headland behind a green one, a sandy strip at the
    /// water, and a white lighthouse with a coral band.
    mutating func drawLand() {
        let haze = SIMD3<Double>.hex(0xE9DCD4)
        let layers = [
            Land(crest: { u in Self.horizon - 0.016 - 0.009 * sin(u * 9 + 0.5) - 0.005 * sin(u * 23 + 2) },
                 color: { _, _, depth in
                     SIMD3<Double>.hex(0xB9BDD2).mix(haze, 0.35 + 0.3 * smoothstep(0, 0.02, depth))
                 }),
            Land(crest: { u in
                let rise = pow(smoothstep(0.5, 0.86, u), 1.2)
                return Self.horizon + 0.002 - 0.076 * rise - 0.004 * sin(u * 40) * rise
            }, color: { _, _, depth in
                SIMD3<Double>.hex(0x8FA9BE).mix(haze, 0.3 + 0.25 * smoothstep(0, 0.05, depth))
            }),
            Land(crest: { u in Self.headland(u) - Self.trees(u) }, color: { u, v, depth in
                let ground = v - Self.headland(u)
                if ground < -0.001 {
                    // A tree: dark green, its sunny left side a little lighter.
                    return SIMD3<Double>.hex(0x3E6B55).mix(.hex(0x5E8A62), 0.5 * smoothstep(0.004, 0, depth))
                }
                // Grass lit at the rim by the low sun, deeper down the slope, hazed low.
                var c = SIMD3<Double>.hex(0x6F9B78).mix(.hex(0xA4C28C), smoothstep(0.01, 0, depth))
                c = c.mix(.hex(0x4F7F6C), smoothstep(0.0, 0.06, ground))
                c = c.mix(haze, 0.12 + 0.2 * smoothstep(0.03, 0.09, ground))
                // A strip of pale sand where the headland meets the water.
                let sand = smoothstep(Self.horizon - 0.007, Self.horizon - 0.004, v)
                return c.mix(.hex(0xEBDCC2), sand * smoothstep(0.6, 0.66, u))
            }),
        ]
        let rows = Swift.min(n, waterRow + 1), w = n, s = self.s
        for layer in layers {
            // Crest in pixels at two points per column (x + ¼, x + ¾); a pixel's coverage
            // is the mean of the two vertical coverages.
            let crest = (0..<(2 * w)).map { i in layer.crest((Double(i) * 0.5 + 0.25) / s) * s }
            let color = layer.color
            canvas.pixels.withUnsafeMutableBufferPointer { px in
                for x in 0..<w {
                    let (a, b) = (crest[2 * x], crest[2 * x + 1])
                    let top = Swift.max(0, Int(Swift.min(a, b).rounded(.down)))
                    let full = Swift.max(a, b)
                    let u = (Double(x) + 0.5) / s, crestV = Swift.min(a, b) / s
                    for y in top..<Swift.max(top, rows) {
                        let fy = Double(y)
                        let cover = fy >= full ? 1
                            : 0.5 * (Swift.min(Swift.max(fy + 1 - a, 0), 1) + Swift.min(Swift.max(fy + 1 - b, 0), 1))
                        guard cover > 0 else { continue }
                        let v = (fy + 0.5) / s
                        let i = y * w + x
                        px[i] = px[i].mix(color(u, v, Swift.max(0, v - crestV)), cover)
                    }
                }
            }
        }
        drawLighthouse()
    }

    /// A tapered white tower with a coral band, a dark lantern room and a small roof,
    /// its lamp glowing faintly in the morning light.
    mutating func drawLighthouse() {
        let u = Self.lighthouseU, foot = Self.lighthouseFoot, s = self.s
        let height = 0.056, bottom = 0.0085, top = 0.0062
        let head = foot - height
        let tower = Path.polygon([p(u - bottom, foot), p(u - top, head), p(u + top, head), p(u + bottom, foot)])
        fillCanvas(tower) { x, _ in
            // Lit from the left: bright on the left face, greyer on the right.
            SIMD3<Double>.hex(0xFAF6EE).mix(.hex(0xC9CCD4), smoothstep(-0.004, 0.008, x / s - u))
        }
        let band0 = foot - 0.022, band1 = foot - 0.034
        func halfWidth(_ v: Double) -> Double { bottom + (top - bottom) * (foot - v) / height }
        let band = Path.polygon([p(u - halfWidth(band0), band0), p(u - halfWidth(band1), band1),
                                 p(u + halfWidth(band1), band1), p(u + halfWidth(band0), band0)])
        fillCanvas(band) { x, _ in
            SIMD3<Double>.hex(0xEE7A62).mix(.hex(0xB75A4C), smoothstep(-0.004, 0.008, x / s - u))
        }
        let gallery = Path.roundedRect(x: (u - top - 0.0025) * s, y: (head - 0.003) * s,
                                       width: (2 * top + 0.005) * s, height: 0.003 * s, radius: 0.001 * s)
        let lantern = Path.polygon([p(u - 0.0045, head - 0.002), p(u - 0.0045, head - 0.011),
                                    p(u + 0.0045, head - 0.011), p(u + 0.0045, head - 0.002)])
        let roof = Path.polygon([p(u - 0.0068, head - 0.0105), p(u, head - 0.019), p(u + 0.0068, head - 0.0105)])
        fillCanvas(lantern) { _, y in
            SIMD3<Double>.hex(0xFFE7A8).mix(.hex(0x3A4352), smoothstep(-0.005, 0.002, y / s - head + 0.007))
        }
        fillCanvas(gallery) { _, _ in .hex(0x3A4352) }
        fillCanvas(roof) { _, _ in .hex(0x39404C) }
    }

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

    // MARK: Finish

    /// Darkens toward the corners by up to about 10 %.
    mutating func vignette() {
        let s = self.s, w = n
        let terms = (0..<n).map { i -> Double in
            let e = (Double(i) + 0.5) / s - 0.5
            return e * e
        }
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<w {
                for x in 0..<w { px[y * w + x] *= 1 - 0.2 * (terms[x] + terms[y]) }
            }
        }
    }

    /// Blends `path` (pixels) onto the canvas with its exact area coverage, coloured by
    /// `color(x, y)` at pixel centres.
    mutating func fillCanvas(_ path: Path, color: (Double, Double) -> SIMD3<Double>) {
        canvas.fill(path, color: color)
    }
}

/// A soft cumulus: a sum of elliptical Gaussian blobs (offsets and radii in design
/// units from its centre) whose density is thresholded with a soft edge.
private struct SoftCloud {
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
private struct PictureLayer {
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
private struct Phasor {
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
private func fastSin(_ x: Double) -> Double {
    let k = (x * (1 / Double.pi)).rounded(.toNearestOrEven)
    let t = x - k * .pi
    let t2 = t * t
    let c3 = -1.0 / 6, c5 = 1.0 / 120, c7 = -1.0 / 5040, c9 = 1.0 / 362_880
    let sine = t * (1 + t2 * (c3 + t2 * (c5 + t2 * (c7 + t2 * c9))))
    return sine * (1 - 2 * Double(Int(k) & 1))
}
