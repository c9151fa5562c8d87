import Raster

/// A decoded image file: premultiplied pixels ready for the rasterizer.
public struct LoadedImage: Sendable, Equatable {
    /// The pixels, premultiplied RGBA8; at most `ImageFile.maximumSide` on each side.
    public var bitmap: Bitmap
    /// Width and height of the image as decoded, before any downscale.
    public var originalWidth: Int, originalHeight: Int
    /// A line for the user when the image was changed on the way in, e.g.
    /// "photo.jpg is 12000×9000; downscaled to 8192×6144"; nil when it was not.
    public var note: String?

    public init(bitmap: Bitmap, originalWidth: Int, originalHeight: Int, note: String? = nil) {
        self.bitmap = bitmap
        self.originalWidth = originalWidth
        self.originalHeight = originalHeight
        self.note = note
    }
}

extension Bitmap {
    /// The bitmap turned and mirrored upright for an EXIF `orientation` (1…8; others as 1).
    func oriented(_ orientation: Int) -> Bitmap {
        guard (2...8).contains(orientation) else { return self }
        let w = width, h = height
        let swaps = orientation >= 5
        let (ow, oh) = swaps ? (h, w) : (w, h)
        var out = Bitmap(width: ow, height: oh)
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<oh {
                    for x in 0..<ow {
                        // Where the upright pixel (x, y) was stored.
                        let (sx, sy): (Int, Int)
                        switch orientation {
                        case 2: (sx, sy) = (w - 1 - x, y)
                        case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case 4: (sx, sy) = (x, h - 1 - y)
                        case 5: (sx, sy) = (y, x)
                        case 6: (sx, sy) = (y, h - 1 - x)
                        case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                        default: (sx, sy) = (w - 1 - y, x)   // 8
                        }
                        dst[y * ow + x] = src[sy * w + sx]
                    }
                }
            }
        }
        return out
    }
}
