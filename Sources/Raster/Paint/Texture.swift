/// An immutable image prepared for sampling: premultiplied RGBA8 with a mip chain.
///
/// Each level is stored with one extra column and one extra row that repeat the edge
/// texels, so a bilinear fetch of (x, y), (x+1, y), (x, y+1), (x+1, y+1) never needs a
/// bounds check once x and y are clamped to the image. Levels halve (rounding up) down to
/// 1×1 with a 2×2 box filter on premultiplied values.
public final class Texture: @unchecked Sendable {
    /// One mip level; `texels` points at `(width + 1) * (height + 1)` pixels, row stride
    /// `width + 1`.
    public struct Level: @unchecked Sendable {
        public let width: Int, height: Int
        public let stride: Int
        public let texels: UnsafePointer<UInt32>
    }

    /// Level 0 is the full image.
    public let levels: [Level]
    /// True when every texel is opaque (lets the rasterizer skip reading the destination).
    public let isOpaque: Bool

    /// Full-size width and height in texels.
    public var width: Int { levels[0].width }
    public var height: Int { levels[0].height }

    private let storage: [UnsafeMutablePointer<UInt32>]

    /// Prepares `bitmap` for sampling; with `mipmapped` the chain down to 1×1 is built.
    /// An empty bitmap becomes a 1×1 transparent texture.
    public init(_ bitmap: Bitmap, mipmapped: Bool = true) {
        var source = bitmap
        if source.width == 0 || source.height == 0 { source = Bitmap(width: 1, height: 1) }
        isOpaque = source.isOpaque
        var built: [UnsafeMutablePointer<UInt32>] = []
        var levels: [Level] = []
        var current = source
        while true {
            let (w, h) = (current.width, current.height)
            let stride = w + 1
            let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: stride * (h + 1))
            current.pixels.withUnsafeBufferPointer { src in
                for y in 0..<h {
                    let row = memory + y * stride
                    row.update(from: src.baseAddress! + y * w, count: w)
                    row[w] = row[w - 1]
                }
                (memory + h * stride).update(from: memory + (h - 1) * stride, count: stride)
            }
            built.append(memory)
            levels.append(Level(width: w, height: h, stride: stride, texels: UnsafePointer(memory)))
            if !mipmapped || (w == 1 && h == 1) { break }
            current = Texture.halved(current)
        }
        self.levels = levels
        storage = built
    }

    deinit { storage.forEach { $0.deallocate() } }

    /// 2×2 box filter of premultiplied pixels, each output rounding to nearest; odd edges
    /// reuse the last row or column.
    static func halved(_ b: Bitmap) -> Bitmap {
        let w = (b.width + 1) / 2, h = (b.height + 1) / 2
        var out = Bitmap(width: w, height: h)
        b.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let y0 = 2 * y, y1 = Swift.min(2 * y + 1, b.height - 1)
                    for x in 0..<w {
                        let x0 = 2 * x, x1 = Swift.min(2 * x + 1, b.width - 1)
                        let p0 = src[y0 * b.width + x0], p1 = src[y0 * b.width + x1]
                        let p2 = src[y1 * b.width + x0], p3 = src[y1 * b.width + x1]
                        // Even bytes (R, B) and odd bytes (G, A) summed in 16-bit lanes.
                        let m: UInt32 = 0x00FF00FF
                        var lo: UInt32 = (p0 & m) + (p1 & m)
                        lo += (p2 & m) + (p3 & m) + 0x00020002
                        var hi: UInt32 = ((p0 >> 8) & m) + ((p1 >> 8) & m)
                        hi += ((p2 >> 8) & m) + ((p3 >> 8) & m) + 0x00020002
                        dst[y * w + x] = ((lo >> 2) & 0x00FF00FF) | (((hi >> 2) & 0x00FF00FF) << 8)
                    }
                }
            }
        }
        return out
    }
}
