import Raster

/// One entry of a draw list: what to draw and which layer it came from.
public struct DrawItem: Sendable {
    /// The drawing layer's `name` (for the JSON dump and for tests).
    public var name: String
    /// The rectangle, paint, opacity, clip and overlay handed to the rasterizer.
    public var primitive: Primitive
    /// The `name` of the gradient sublayer fused into `primitive.overlay`, or nil when the
    /// primitive has no overlay.
    public var overlayName: String?
    /// The layer's `anchorPoint` in its own bounds (0…1 each way): where it hangs and,
    /// when it turns, what it turns about (the X-ray marks it).
    public var anchorPoint: SIMD2<Double>

    public init(name: String, primitive: Primitive, overlayName: String? = nil,
                anchorPoint: SIMD2<Double> = [0.5, 0.5]) {
        self.name = name
        self.primitive = primitive
        self.overlayName = overlayName
        self.anchorPoint = anchorPoint
    }
}
