extension Bitmap {
    /// Composites a premultiplied image with its top-left at pixel (x, y), clipped to the
    /// bitmap: Porter–Duff source-over in 8 bits, D' = S + D·(255 − Sα) / 255 rounded
    /// (never above 255, as S ≤ Sα).
    public mutating func composite(_ image: Bitmap, x: Int, y: Int) {
        let w = width, iw = image.width
        let (ya, yb) = (Swift.max(0, y), Swift.min(height, y + image.height))
        let (xa, xb) = (Swift.max(0, x), Swift.min(w, x + iw))
        guard ya < yb, xa < xb else { return }
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for ty in ya..<yb {
                    for tx in xa..<xb {
                        let s = src[(ty - y) * iw + (tx - x)]
                        let sa = s >> 24
                        if sa == 0 { continue }
                        let i = ty * w + tx
                        if sa == 255 { dst[i] = s; continue }
                        let d = dst[i], k = 255 - sa
                        func channel(_ shift: UInt32) -> UInt32 {
                            ((s >> shift) & 0xFF) + (((d >> shift) & 0xFF) * k + 127) / 255
                        }
                        dst[i] = channel(0) | channel(8) << 8 | channel(16) << 16 | channel(24) << 24
                    }
                }
            }
        }
    }

    /// Multiplies every pixel (all four premultiplied channels) by the exact-area coverage
    /// of `shape`: what `masksToBounds` with a corner radius, or a mask layer, does to a
    /// snapshot. (c·a + 127) / 255 keeps c ≤ α.
    public mutating func multiplyAlpha(by shape: Path) {
        var mask = Bitmap(width: width, height: height)
        mask.fill(shape, color: .white)
        multiplyAlpha(rows: 0..<height, by: mask, maskTop: 0)
    }

    /// Cuts the bitmap to a rounded rectangle of corner `radius` pixels (clamped to half
    /// the shorter side): `multiplyAlpha` by the outline, touching only the bands of
    /// radius rows at the top and bottom (the straight sides between cover their pixels
    /// fully).
    public mutating func cutCorners(radius: Double) {
        let w = width, h = height
        let r = radius.isFinite ? Swift.max(0, Swift.min(radius, Double(Swift.min(w, h)) / 2)) : 0
        guard r > 0 else { return }
        let outline = Path.roundedRect(x: 0, y: 0, width: Double(w), height: Double(h), radius: r)
        let band = Swift.min(h, Int(r.rounded(.up)) + 1)
        // One mask when the bands meet, else one for each.
        let bands = 2 * band >= h ? [(top: 0, rows: h)] : [(top: 0, rows: band), (top: h - band, rows: band)]
        for (top, rows) in bands {
            var mask = Bitmap(width: w, height: rows)
            mask.fill(outline.translated(by: SIMD2(0, -Double(top))), color: .white)
            multiplyAlpha(rows: top..<(top + rows), by: mask, maskTop: top)
        }
    }

    /// Rows `rows` times the alpha of `mask`, whose first row is row `maskTop`.
    private mutating func multiplyAlpha(rows: Range<Int>, by mask: Bitmap, maskTop: Int) {
        let w = width
        mask.pixels.withUnsafeBufferPointer { m in
            pixels.withUnsafeMutableBufferPointer { dst in
                for i in (rows.lowerBound * w)..<(rows.upperBound * w) {
                    let coverage = m[i - maskTop * w] >> 24
                    if coverage == 255 { continue }
                    let p = dst[i]
                    func k(_ shift: UInt32) -> UInt32 { (((p >> shift) & 0xFF) * coverage + 127) / 255 }
                    dst[i] = k(0) | k(8) << 8 | k(16) << 16 | k(24) << 24
                }
            }
        }
    }
}
