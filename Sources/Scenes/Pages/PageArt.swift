import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two pages the fold modes turn between, drawn procedurally at an exact pixel size
/// (the page rect's, so texels map 1:1 to pixels at rest); a person's own picture is
/// fitted onto a page by `PictureFit.picture`. All results are opaque, premultiplied, and identical on every run.
public enum PageArt {
    /// A photo-like landscape at dusk: sky gradient, a low sun with glow, four mountain
    /// ridges from summed sines fading into haze, a lake with a soft rippled reflection
    /// and a glitter path, a light vignette and dithered grain (no banding).
    /// `width`, `height` in pixels; values below 1 read as 1.
    public static func landscape(width: Int, height: Int) -> Bitmap {
        let w = Swift.max(1, width), h = Swift.max(1, height)
        let art = DuskLandscape(width: Double(w), height: Double(h))
        var canvas = Canvas(width: w, height: h)
        canvas.paint { x, y in art.color(x: x, y: y) }
        return canvas.bitmap(dither: .hashed(grain: 1.2))
    }

    /// A light card: a gradient header band with a label and a big title, three lines of
    /// body text, three rounded chips and a small bar chart. `text` draws the words
    /// (DejaVu via Media's `TextRenderer`); nil, or a page too small for legible text,
    /// draws rounded placeholder bars instead. `width`, `height` in pixels (≥ 1).
    public static func card(width: Int, height: Int, text: (any TextRasterizing)?) -> Bitmap {
        CardArt(width: Swift.max(1, width), height: Swift.max(1, height), text: text).draw()
    }
}

/// The landscape's shading function, in pixels (x right, y down) of a w × h page.
private struct DuskLandscape {
    let w: Double, h: Double
    /// The lake's shore line, as a fraction of the height.
    let shore = 0.72
    /// Sun centre (fractions) and radius (pixels).
    let sunU = 0.67, sunV = 0.5
    var sunRadius: Double { 0.06 * h }

    /// One ridge: a base line, three sines (amplitude, frequency in cycles per page
    /// width, phase), a colour and how much horizon haze covers it.
    struct Ridge {
        var base: Double
        var waves: [(amplitude: Double, frequency: Double, phase: Double)]
        var color: SIMD3<Double>
        var haze: Double
    }

    // Far to near: each nearer ridge is lower on the page, darker, bluer, less hazy.
    let ridges: [Ridge] = [
        Ridge(base: 0.565, waves: [(0.045, 1.3, 0.4), (0.020, 3.7, 1.9), (0.007, 9.1, 0.3)],
              color: .hex(0x9C86AE), haze: 0.5),
        Ridge(base: 0.605, waves: [(0.050, 0.9, 2.2), (0.022, 2.6, 0.7), (0.009, 7.3, 2.8)],
              color: .hex(0x6C5C8A), haze: 0.32),
        Ridge(base: 0.645, waves: [(0.038, 1.7, 4.1), (0.016, 4.3, 1.2), (0.006, 11.0, 0.9)],
              color: .hex(0x423D63), haze: 0.16),
        Ridge(base: 0.684, waves: [(0.022, 1.1, 5.3), (0.010, 5.2, 3.3), (0.004, 13.0, 1.7)],
              color: .hex(0x242841), haze: 0.05),
    ]

    init(width: Double, height: Double) {
        w = width
        h = height
    }

    /// Sky colour at height fraction v: deep blue → dusk violet → orange → pale gold at
    /// the horizon, each step a smoothstep so the derivative has no kinks (no Mach bands).
    func sky(_ v: Double) -> SIMD3<Double> { Landscape.sky(v, top: 0x14224F, bands: Self.skyBands) }

    static let skyBands = [Landscape.Band(0.0, 0.36, 0x4E5394), Landscape.Band(0.25, 0.52, 0xC98A8C),
                           Landscape.Band(0.42, 0.6, 0xF4A56C), Landscape.Band(0.55, 0.72, 0xFCD9A4)]

    /// The ridge line of `ridge` at horizontal fraction u, as a height fraction.
    func ridgeLine(_ ridge: Ridge, _ u: Double) -> Double {
        var v = ridge.base
        for wave in ridge.waves { v -= wave.amplitude * sin(2 * .pi * wave.frequency * u + wave.phase) }
        return v
    }

    /// Everything above the shore: sky, sun and glow, ridges (antialiased at their crests).
    func scene(x: Double, y: Double) -> SIMD3<Double> {
        let u = x / w, v = y / h
        var c = sky(v)
        // The sun: a bright disc and two glows, combined as "screen" (1 − (1 − a)(1 − b))
        // so the glow never clips to white.
        let dx = x - sunU * w, dy = y - sunV * h
        let d = (dx * dx + dy * dy).squareRoot()
        let r = sunRadius
        let glow = SIMD3<Double>.hex(0xFFC98A) * (0.55 * exp(-(d / (2.4 * r)) * (d / (2.4 * r))))
            + SIMD3<Double>.hex(0xFF9E6B) * (0.28 * exp(-(d / (7 * r)) * (d / (7 * r))))
        c = Landscape.screen(c, glow)
        let disc = Landscape.discCoverage(distance: d, radius: r)
        c = c.mix(.hex(0xFFF4DC), disc)
        // A thin haze band lies along the horizon and softens the far ridges.
        let horizonHaze = SIMD3<Double>.hex(0xF6C9A4)
        for ridge in ridges {
            let top = ridgeLine(ridge, u) * h
            let coverage = Swift.min(Swift.max(y - top + 0.5, 0), 1)
            guard coverage > 0 else { continue }
            // Slightly lighter at the crest (lit from the low sun), darker below.
            let depth = smoothstep(0, 0.12 * h, y - top)
            var rock = ridge.color * (1.08 - 0.16 * depth)
            rock = rock.mix(horizonHaze, ridge.haze * (1 - 0.5 * depth))
            c = c.mix(rock, coverage)
        }
        let band = exp(-((v - 0.69) / 0.035) * ((v - 0.69) / 0.035))
        return c.mix(horizonHaze, 0.16 * band)
    }

    /// The final colour at pixel centre (x, y).
    func color(x: Double, y: Double) -> SIMD3<Double> {
        let v = y / h, u = x / w
        var c: SIMD3<Double>
        let shoreY = shore * h
        if y < shoreY {
            c = scene(x: x, y: y)
        } else {
            // Reflection: mirror about the shore, ripple sideways, and blur vertically
            // more the farther from the shore (three taps), then tint toward deep water.
            let below = y - shoreY
            let t = below / Swift.max(1, h - shoreY)
            let ripple = (0.6 + 1.6 * t) * sin(below * 0.9 + 3 * sin(u * 37)) * (w / 400)
            let mirrored = shoreY - below
            let spread = 0.6 + 0.05 * below
            var reflected = SIMD3<Double>.zero
            for k in [-1.0, 0, 1] {
                reflected += scene(x: x + ripple, y: Swift.max(0, mirrored + k * spread))
            }
            reflected /= 3
            c = (reflected * 0.8).mix(.hex(0x1A2544), 0.12 + 0.55 * smoothstep(0, 1, t))
            // The sun's glitter path: broken ripple crests in a column under the sun; the
            // crests spread apart toward the viewer (phase ∝ √distance, like perspective).
            let column = (x - sunU * w) / (sunRadius * (1.1 + 1.6 * t))
            let phase = 9 * below.squareRoot()
            let crest = pow(Swift.max(0, sin(phase + 2.5 * sin(x * 0.045 + phase * 0.3))), 8)
            let breakup = smoothstep(-0.2, 0.6, sin(x * 0.11 + phase * 1.3) * sin(x * 0.037 - phase * 0.7))
            let glitter = crest * breakup * 0.5 * exp(-column * column) * (1 - 0.5 * t)
            c = c + (SIMD3<Double>.hex(0xFFE2B0) - c) * glitter
            // A soft light line along the shore.
            let line = exp(-(below / 1.5) * (below / 1.5))
            c = c.mix(.hex(0xF3C9A0), 0.25 * line)
        }
        // Vignette: darken toward the corners by up to ~18 %.
        let ex = u - 0.5, ey = v - 0.5
        c *= 1 - 0.36 * (ex * ex + ey * ey)
        return c
    }
}
