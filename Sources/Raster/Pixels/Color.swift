/// A colour with straight (not premultiplied) sRGB components, each in [0, 1].
///
/// `Color` is what people write; `Pixel` is what the rasterizer stores. Converting
/// premultiplies and rounds to 8 bits per channel.
public struct Color: Sendable, Hashable {
    /// Red, green, blue and alpha, each in [0, 1] (values outside are clamped on use).
    public var r: Double, g: Double, b: Double, a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// A colour from 0xRRGGBB and an alpha in [0, 1].
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Double((hex >> 16) & 0xFF) / 255,
                  g: Double((hex >> 8) & 0xFF) / 255,
                  b: Double(hex & 0xFF) / 255,
                  a: alpha)
    }

    /// A colour from 8-bit channels (0...255) and an alpha in [0, 1].
    public init(r8: Int, g8: Int, b8: Int, alpha: Double = 1) {
        self.init(r: Double(r8) / 255, g: Double(g8) / 255, b: Double(b8) / 255, a: alpha)
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 1, g: 1, b: 1)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// The same colour with its alpha replaced by `alpha` (0...1).
    public func withAlpha(_ alpha: Double) -> Color { Color(r: r, g: g, b: b, a: alpha) }

    /// Premultiplied, rounded to 8 bits: the pixel the rasterizer stores. Components
    /// outside [0, 1] are clamped and NaN counts as 0, so odd numbers never trap.
    public var pixel: Pixel {
        func unit(_ v: Double) -> Double { v >= 0 ? Swift.min(v, 1) : 0 }   // NaN fails v >= 0
        let alpha = unit(a)
        func channel(_ v: Double) -> UInt32 { UInt32((unit(v) * alpha * 255).rounded()) }
        return Pixel(r: channel(r), g: channel(g), b: channel(b), a: UInt32((alpha * 255).rounded()))
    }
}
