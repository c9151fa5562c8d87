import CFFmpeg
import Raster

/// Bitmaps into the BGRA frames a GIF's palette filters take.
extension VideoWriter {
    /// `bitmap`'s `rows` into `frame`'s one BGRA plane (as many rows): straight (un-
    /// premultiplied) with `alpha`, else opaque (`opaqueBGRA`). A GIF's palette filters
    /// take them.
    static func bgra(_ bitmap: Bitmap, rows: Range<Int>, alpha: Bool, into frame: UnsafeMutablePointer<AVFrame>) {
        guard alpha else { return opaqueBGRA(bitmap, rows: rows, into: frame) }
        guard let plane = frame.pointee.data.0 else { return }
        bitmap.writeStraight(rows: rows, order: .bgra, into: plane, stride: Int(frame.pointee.linesize.0))
    }

    /// `bitmap`'s `rows` into `frame`'s one BGRA plane (as many rows), opaque: each
    /// pixel's premultiplied colour over black, as the other formats' conversions take it
    /// (a pixel the scene left transparent is black, never the GIF's transparent index).
    static func opaqueBGRA(_ bitmap: Bitmap, rows: Range<Int>, into frame: UnsafeMutablePointer<AVFrame>) {
        guard let plane = frame.pointee.data.0 else { return }
        let stride = Int(frame.pointee.linesize.0)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<rows.count {
                // Pixel bits are A<<24 | B<<16 | G<<8 | R; BGRA in memory reads A<<24 | R<<16 | G<<8 | B.
                let row = UnsafeMutableRawPointer(plane + y * stride).assumingMemoryBound(to: UInt32.self)
                let from = (rows.lowerBound + y) * bitmap.width
                for x in 0..<bitmap.width {
                    let v = pixels[from + x]
                    row[x] = 0xFF00_0000 | (v & 0xFF) << 16 | (v & 0xFF00) | (v >> 16 & 0xFF)
                }
            }
        }
    }
}
