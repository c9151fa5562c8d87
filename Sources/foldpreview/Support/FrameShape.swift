import Media
import Raster

/// What `render` does to each drawn frame before it is written: keep a region of it
/// (`--crop`), then, for a format that takes only even sides (H.264 and VP9 in 4:2:0,
/// `VideoFormat.needsEvenSides`), add one column and/or one row.
///
/// The added column and row repeat the frame's last ones rather than take the backdrop's
/// colour: the edge is whatever the crop left there (the backdrop's gradient, the page of
/// a `--crop content`, transparent pixels), and a copy of it continues the picture with no
/// seam, where one colour would draw a line across content; the backdrop is no one colour
/// anyway. Nothing of the drawn frame is lost.
struct FrameShape {
    /// The drawn frame's size.
    let frame: (width: Int, height: Int)
    /// The part kept; nil keeps the whole frame.
    let crop: PixelRegion?
    /// True when odd sides are padded to even.
    let evenSides: Bool
    /// With `--versus --crop`, the region of each half the comparison kept (already cut when
    /// the frame is drawn); only said in the note.
    var halvesKept: PixelRegion?

    /// The kept region's size.
    var kept: (width: Int, height: Int) { crop.map { ($0.width, $0.height) } ?? frame }

    /// The size written: `kept`, each odd side one more when `evenSides`.
    var output: (width: Int, height: Int) {
        let size = kept
        return evenSides ? (size.width + size.width % 2, size.height + size.height % 2) : size
    }

    /// True when a pixel is added.
    var pads: Bool { output != kept }

    /// True when the frame is written as drawn.
    var isIdentity: Bool { crop == nil && !pads }

    /// The frame to write for a drawn `bitmap` (of `frame`'s size).
    func apply(_ bitmap: Bitmap) -> Bitmap {
        if isIdentity { return bitmap }
        let region = crop ?? PixelRegion(x: 0, y: 0, width: frame.width, height: frame.height)
        let cut = crop == nil ? bitmap : bitmap.cropped(x: region.x, y: region.y, width: region.width, height: region.height)
        return pads ? Self.padded(cut, to: output) : cut
    }

    /// `bitmap` grown to `size` (at least its own) by repeating its last column and row.
    static func padded(_ bitmap: Bitmap, to size: (width: Int, height: Int)) -> Bitmap {
        let (w, h) = (bitmap.width, bitmap.height)
        precondition(size.width >= w && size.height >= h && w > 0 && h > 0)
        var out = Bitmap(width: size.width, height: size.height)
        bitmap.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for row in 0..<size.height {
                    let from = src.baseAddress! + Swift.min(row, h - 1) * w
                    let to = dst.baseAddress! + row * size.width
                    to.update(from: from, count: w)
                    (to + w).update(repeating: from[w - 1], count: size.width - w)
                }
            }
        }
        return out
    }

    /// What the run's line adds about the shape ("cropped to 480x800+400+0", "321x241
    /// padded to 322x242: mp4 takes even sides"); empty when the frame is written as drawn.
    func note(format: VideoFormat?) -> String {
        var parts: [String] = []
        if let crop { parts.append("cropped to \(crop)") }
        if let halvesKept { parts.append("each half cropped to \(halvesKept)") }
        if pads, let format {
            parts.append("\(kept.width)x\(kept.height) padded to \(output.width)x\(output.height): "
                         + "\(format.rawValue) takes even sides, the last "
                         + [kept.width % 2 == 1 ? "column" : nil, kept.height % 2 == 1 ? "row" : nil]
                            .compactMap { $0 }.joined(separator: " and ") + " repeated")
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
    }
}
