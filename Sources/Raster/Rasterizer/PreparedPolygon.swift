/// A primitive after setup: clipped, projected, welded, with every per-polygon constant
/// of its paint computed. Rasterizing it needs nothing else.
struct PreparedPolygon {
    /// The polygon's edges in the renderer's edge pool.
    var edges: Range<Int>
    /// Bounding box of the projected polygon, screen pixels.
    var minX: Double, maxX: Double, minY: Double, maxY: Double
    var paint: PreparedPaint
    /// A fused gradient overlay, composited over the paint.
    var overlay: GradientShader?
    /// Primitive opacity in 1/255.
    var opacity: UInt32

    /// True when its fully covered spans are written straight into the target: an opaque
    /// paint at full opacity (the overlay, if any, is composited over them in place).
    var isDirect: Bool { opacity == 255 && paint.isOpaque }
}

/// The paint of a prepared polygon, specialised once per polygon so the span loop is
/// generic over a concrete shader.
enum PreparedPaint {
    case solid(SolidShader)
    case gradient(GradientShader)
    case texture(TextureShader)

    /// True when every pixel the paint writes is opaque.
    var isOpaque: Bool {
        switch self {
        case .solid(let shader): shader.isOpaque
        case .gradient(let shader): shader.isOpaque
        case .texture(let shader): shader.isOpaque
        }
    }
}
