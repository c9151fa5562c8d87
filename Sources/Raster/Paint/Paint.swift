/// What fills a primitive's rectangle, in the primitive's own coordinates.
public enum Paint: Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// A linear gradient (Core Animation's `CAGradientLayer`).
    case gradient(LinearGradient)
    /// An image: `contentsRect` (unit coordinates of the texture, default `.unit`) is
    /// stretched over the layer's bounds, like `CALayer.contents` with gravity "resize".
    case texture(Texture, contentsRect: Rect = .unit, sampling: Sampling = .mipmapped)

    /// How a texture is sampled.
    public enum Sampling: Sendable {
        /// Bilinear on the mip level chosen per span from the pixel's footprint.
        case mipmapped
        /// Bilinear on the full-size image only (the standard workloads' rule).
        case bilinear
    }
}
