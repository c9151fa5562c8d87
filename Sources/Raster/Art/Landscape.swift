/// The pieces every landscape of the art is made of (the fold's dusk page, the board's
/// dusk, snow and clear wallpapers, pop's harbour): a sky of smoothstepped colour bands,
/// a sun's glow added by "screen", and an antialiased sun disc. Each is a pure function
/// of the position, evaluated at pixel centres by the art that paints with it.
public enum Landscape {
    /// One band of a sky: toward `color` (0xRRGGBB) as v goes from `from` to `to`.
    public struct Band: Sendable {
        public let from: Double, to: Double
        public let color: SIMD3<Double>
        public init(_ from: Double, _ to: Double, _ color: UInt32) {
            self.from = from
            self.to = to
            self.color = .hex(color)
        }
    }

    /// A sky at height `v` (the bands' unit): `top`, mixed toward each band's colour by
    /// smoothstep(from, to, v) in order. Smoothsteps keep the slope free of kinks, so the
    /// gradient shows no Mach bands.
    public static func sky(_ v: Double, top: UInt32, bands: [Band]) -> SIMD3<Double> {
        var c = SIMD3<Double>.hex(top)
        for band in bands { c = c.mix(band.color, smoothstep(band.from, band.to, v)) }
        return c
    }

    /// A glow over `color` as "screen", 1 − (1 − c)(1 − glow): brightens, never clips.
    public static func screen(_ color: SIMD3<Double>, _ glow: SIMD3<Double>) -> SIMD3<Double> {
        1 - (1 - color) * (1 - glow)
    }

    /// How much of a pixel whose centre is `distance` from a disc's centre the disc of
    /// `radius` covers: a one-pixel ramp, r + 0.5 − d clamped to [0, 1].
    public static func discCoverage(distance: Double, radius: Double) -> Double {
        Swift.min(Swift.max(radius + 0.5 - distance, 0), 1)
    }
}
