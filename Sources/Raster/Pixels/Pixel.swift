/// A premultiplied RGBA8 pixel packed in 32 bits.
///
/// Memory byte order is R, G, B, A (SDL's `SDL_PIXELFORMAT_RGBA32`, PNG's order), so on a
/// little-endian machine the packed value is `A << 24 | B << 16 | G << 8 | R`. Every
/// colour channel is already multiplied by alpha, so `r, g, b <= a` always holds.
public struct Pixel: Sendable, Hashable {
    /// The packed value: `A << 24 | B << 16 | G << 8 | R`.
    public var bits: UInt32

    @inlinable public init(bits: UInt32) { self.bits = bits }

    /// Packs premultiplied channels, each 0...255.
    @inlinable public init(r: UInt32, g: UInt32, b: UInt32, a: UInt32) {
        bits = (a << 24) | (b << 16) | (g << 8) | r
    }

    @inlinable public var r: UInt32 { bits & 0xFF }
    @inlinable public var g: UInt32 { (bits >> 8) & 0xFF }
    @inlinable public var b: UInt32 { (bits >> 16) & 0xFF }
    @inlinable public var a: UInt32 { bits >> 24 }

    public static let transparent = Pixel(bits: 0)

    /// Opaque pixel from 8-bit channels.
    @inlinable public static func opaque(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> Pixel {
        Pixel(r: r, g: g, b: b, a: 255)
    }

    /// Straight (un-premultiplied) 8-bit channels, rounded; used when writing files.
    public var unpremultiplied: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let alpha = a
        guard alpha != 0 else { return (0, 0, 0, 0) }
        guard alpha != 255 else { return (UInt8(r), UInt8(g), UInt8(b), 255) }
        func un(_ c: UInt32) -> UInt8 { UInt8(Swift.min(255, (c * 255 + alpha / 2) / alpha)) }
        return (un(r), un(g), un(b), UInt8(alpha))
    }

    /// Premultiplies straight 8-bit channels, rounding to nearest.
    public static func premultiplying(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> Pixel {
        let alpha = UInt32(a)
        func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * alpha + 127) / 255 }
        return Pixel(r: pm(r), g: pm(g), b: pm(b), a: alpha)
    }
}
