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
struct HarbourSketch {
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
    static func sky(_ v: Double) -> SIMD3<Double> { Landscape.sky(v, top: 0x77ACD9, bands: skyBands) }

    static let skyBands = [Landscape.Band(0, 0.24, 0x9CC3E3), Landscape.Band(0.16, 0.40, 0xCFDBE6),
                           Landscape.Band(0.32, 0.51, 0xF4D7C5), Landscape.Band(0.47, 0.56, 0xFCE5CF)]

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
                    var c = Landscape.screen(base, glow)
                    if abs(cx - sun.x) < r + 1, abs(cy - sun.y) < r + 1 {
                        let d = ((cx - sun.x) * (cx - sun.x) + (cy - sun.y) * (cy - sun.y)).squareRoot()
                        c = c.mix(disc, Landscape.discCoverage(distance: d, radius: r))
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
