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
