/// The exact-area coverage of a path (pixels) over its bounding box, clipped to a
/// `width` × `height` area: a white `Bitmap.fill` whose alpha is the coverage. Art blends
/// colours through it (`Canvas.fill`), and pictures of several parts build layers with it.
public struct PathCoverage {
    /// The box's corner and size, pixels.
    public let x0: Int, y0: Int, width: Int, height: Int
    private let image: Bitmap

    /// The coverage of `path` within [0, areaWidth) × [0, areaHeight); nil when the path
    /// has no points or its box misses the area.
    public init?(_ path: Path, width areaWidth: Int, height areaHeight: Int) {
        guard let (lo, hi) = path.controlBounds else { return nil }
        // The bounds are finite but may lie 10^300 px away: whole pixels within the area.
        let right = Swift.max(0, areaWidth), bottom = Swift.max(0, areaHeight)
        x0 = Int(saturating: lo.x.rounded(.down), in: 0...right)
        y0 = Int(saturating: lo.y.rounded(.down), in: 0...bottom)
        width = Int(saturating: hi.x.rounded(.up), in: 0...right) - x0
        height = Int(saturating: hi.y.rounded(.up), in: 0...bottom) - y0
        guard width > 0, height > 0 else { return nil }
        var image = Bitmap(width: width, height: height)
        image.fill(path.translated(by: SIMD2(-Double(x0), -Double(y0))), color: .white)
        self.image = image
    }

    /// Coverage 0…1 of the pixel (x, y) relative to the box's corner; 0 outside it.
    public func coverage(_ x: Int, _ y: Int) -> Double {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return Double(image.pixels[y * width + x] >> 24) / 255
    }
}
