/// One flat rectangle to draw: a layer of `size` in its own coordinates ((0, 0) at the
/// top-left, y down), placed on the screen by a projective `transform`.
///
/// This is the whole contract between the layer model and the rasterizer: everything a
/// layer tree means is flattened into an ordered list of these.
public struct Primitive: Sendable {
    /// Maps the layer point (x, y, 0, 1) to homogeneous screen coordinates (X, Y, Z, W);
    /// the pixel position is (X/W, Y/W), +Z toward the viewer. Row-vector convention.
    public var transform: Matrix4
    /// The layer's bounds size (width, height), in its own units; non-positive draws nothing.
    public var size: SIMD2<Double>
    /// What fills the rectangle.
    public var paint: Paint
    /// Overall opacity in [0, 1] (the product of the layer's and its ancestors').
    public var opacity: Double
    /// A gradient composited over the paint within the same rectangle, with its own
    /// opacity: a fused shadow sublayer. Drawing it here, not as a second polygon, keeps
    /// antialiased edges from being blended twice.
    public var overlay: Overlay?
    /// When false, nothing is drawn while the back of the layer faces the viewer.
    public var isDoubleSided: Bool
    /// A convex polygon in screen pixels that the primitive is clipped to (an ancestor's
    /// `masksToBounds`), or nil.
    public var clip: [SIMD2<Double>]?

    /// A gradient over a primitive's paint.
    public struct Overlay: Sendable {
        public var gradient: LinearGradient
        /// Opacity in [0, 1] of the overlay alone.
        public var opacity: Double
        public init(gradient: LinearGradient, opacity: Double) {
            self.gradient = gradient
            self.opacity = opacity
        }
    }

    public init(transform: Matrix4, size: SIMD2<Double>, paint: Paint, opacity: Double = 1,
                overlay: Overlay? = nil, isDoubleSided: Bool = true, clip: [SIMD2<Double>]? = nil) {
        self.transform = transform
        self.size = size
        self.paint = paint
        self.opacity = opacity
        self.overlay = overlay
        self.isDoubleSided = isDoubleSided
        self.clip = clip
    }

    /// The four corners TL, TR, BR, BL of the bounds in homogeneous screen space (X, Y, Z, W).
    public var homogeneousCorners: [SIMD4<Double>] {
        [transform.apply(0, 0), transform.apply(size.x, 0),
         transform.apply(size.x, size.y), transform.apply(0, size.y)]
    }
}
