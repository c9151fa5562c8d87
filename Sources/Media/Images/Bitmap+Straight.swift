import Raster

extension Bitmap {
    /// The byte order of a straight copy's pixels in memory.
    enum StraightOrder {
        /// R, G, B, A: PNG's, and what swscale reads as `AV_PIX_FMT_RGBA`.
        case rgba
        /// B, G, R, A: `AV_PIX_FMT_BGRA`, what FFmpeg's palette filters take.
        case bgra
    }

    /// Writes `rows` of the bitmap un-premultiplied (straight alpha: what PNG, the video
    /// encoders and the palette filters take) as 4 bytes a pixel in `order`: row `y` goes
    /// to `destination + (y - rows.lowerBound) * stride`.
    ///
    /// A pixel's colour is `c · 255 / a` rounded (`Pixel.unpremultiplied`), so the edge of
    /// a page, drawn with partial coverage, keeps the page's own colour instead of a
    /// darkened one; alpha 0 writes 0 in all four bytes, alpha 255 copies the colour.
    func writeStraight(rows: Range<Int>, order: StraightOrder, into destination: UnsafeMutableRawPointer,
                       stride: Int) {
        let width = self.width
        pixels.withUnsafeBufferPointer { source in
            for y in rows {
                let row = (destination + (y - rows.lowerBound) * stride).assumingMemoryBound(to: UInt32.self)
                let line = source.baseAddress! + y * width
                for x in 0..<width {
                    // Bits are A<<24 | B<<16 | G<<8 | R, R first in memory.
                    var bits = line[x]
                    let alpha = bits >> 24
                    if alpha == 0 {
                        bits = 0
                    } else if alpha != 255 {
                        let s = Pixel(bits: bits).unpremultiplied
                        bits = alpha << 24 | UInt32(s.b) << 16 | UInt32(s.g) << 8 | UInt32(s.r)
                    }
                    row[x] = order == .rgba ? bits : bits & 0xFF00_FF00 | (bits & 0xFF) << 16 | (bits >> 16 & 0xFF)
                }
            }
        }
    }
}
