import Raster

extension Bitmap {
    /// Multiplies every pixel (all four premultiplied channels) by the coverage of `shape`:
    /// what `masksToBounds` with a corner radius, or a rounded-rect mask, does to a snapshot.
    mutating func multiplyAlpha(by shape: Path) {
        var mask = Bitmap(width: width, height: height)
        mask.fill(shape, color: .white)
        for i in pixels.indices {
            let coverage = mask.pixels[i] >> 24
            guard coverage < 255 else { continue }
            let p = pixels[i]
            func scaled(_ shift: UInt32) -> UInt32 { ((((p >> shift) & 0xFF) * coverage + 127) / 255) << shift }
            pixels[i] = scaled(0) | scaled(8) | scaled(16) | scaled(24)
        }
    }
}
