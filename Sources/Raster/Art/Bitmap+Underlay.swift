extension Bitmap {
    /// Draws `under` (the same size) beneath the bitmap's pixels: Porter–Duff
    /// destination-over in 8 bits, D' = D + U·(255 − Dα) / 255 rounded (never above 255,
    /// as U ≤ Uα ≤ 255). Opaque pixels are kept as they are, transparent ones become
    /// `under`'s: the window shows a transparent frame over a checkerboard this way.
    public mutating func drawUnder(_ under: Bitmap) {
        precondition(under.width == width && under.height == height, "the underlay's size differs")
        under.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for i in 0..<dst.count {
                    let d = dst[i], da = d >> 24
                    if da == 255 { continue }
                    let u = src[i]
                    if da == 0 { dst[i] = u; continue }
                    let k = 255 - da
                    func channel(_ shift: UInt32) -> UInt32 {
                        ((d >> shift) & 0xFF) + (((u >> shift) & 0xFF) * k + 127) / 255
                    }
                    dst[i] = channel(0) | channel(8) << 8 | channel(16) << 16 | channel(24) << 24
                }
            }
        }
    }

    /// A checkerboard of `square`-pixel squares (at least 1) in `light` and `dark`, the
    /// top-left square light: what image editors show under transparent pixels.
    public static func checkerboard(width: Int, height: Int, square: Int, light: Pixel, dark: Pixel) -> Bitmap {
        var board = Bitmap(width: width, height: height, fill: light)
        let side = Swift.max(1, square), darkBits = dark.bits
        board.pixels.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = dst.baseAddress! + y * width
                var x = (y / side) % 2 == 0 ? side : 0
                while x < width {
                    (row + x).update(repeating: darkBits, count: Swift.min(side, width - x))
                    x += 2 * side
                }
            }
        }
        return board
    }
}
