/// A width × height grid of premultiplied RGBA8 pixels, rows top to bottom, no padding.
///
/// The pixel storage is a plain array so a bitmap is a value; the rasterizer writes it
/// through `withUnsafeMutableBufferPointer`, never by per-pixel array indexing.
public struct Bitmap: Sendable, Equatable {
    /// Size in pixels; both are >= 0.
    public let width: Int, height: Int
    /// `width * height` packed pixels (see `Pixel`), row-major.
    public var pixels: [UInt32]

    /// A bitmap filled with one pixel (transparent by default).
    public init(width: Int, height: Int, fill: Pixel = .transparent) {
        precondition(width >= 0 && height >= 0, "bitmap size must not be negative")
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: fill.bits, count: width * height)
    }

    /// A bitmap over existing packed pixels; `pixels.count` must be `width * height`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height,
                     "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column x, row y (both in range). For tests and tools, not for hot loops.
    public subscript(x: Int, y: Int) -> Pixel {
        get { Pixel(bits: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.bits }
    }

    /// Sets every pixel to `pixel`.
    public mutating func clear(to pixel: Pixel) {
        let bits = pixel.bits
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: bits) }
    }

    /// True when every pixel is fully opaque.
    public var isOpaque: Bool { pixels.allSatisfy { $0 >> 24 == 0xFF } }

    /// A copy of the rectangle (x, y, w, h), which must lie inside the bitmap.
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> Bitmap {
        precondition(x >= 0 && y >= 0 && w >= 0 && h >= 0 && x + w <= width && y + h <= height)
        var out = Bitmap(width: w, height: h)
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    let s = src.baseAddress! + (y + row) * width + x
                    (dst.baseAddress! + row * w).update(from: s, count: w)
                }
            }
        }
        return out
    }

    /// Copies `image` over the rectangle at (x, y) it fills, which must lie inside the
    /// bitmap: its pixels replace these (no blending), the inverse of `cropped`.
    public mutating func paste(_ image: Bitmap, x: Int, y: Int) {
        let (w, h) = (image.width, image.height)
        precondition(x >= 0 && y >= 0 && x + w <= width && y + h <= height)
        guard w > 0, h > 0 else { return }
        let stride = width
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    (dst.baseAddress! + (y + row) * stride + x).update(from: src.baseAddress! + row * w, count: w)
                }
            }
        }
    }
}
