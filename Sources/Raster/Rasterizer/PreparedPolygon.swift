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
}

/// The paint of a prepared polygon, specialised once per polygon so the span loop is
/// generic over a concrete shader.
enum PreparedPaint {
    case solid(SolidShader)
    case gradient(GradientShader)
    case texture(TextureShader)
}
