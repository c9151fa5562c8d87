import Raster

/// A layer tree flattened into the ordered list of primitives the rasterizer draws, first
/// item at the back. The root layer's superlayer space is the screen: pixels, origin at
/// the top-left, y down, +z toward the viewer.
///
/// Flattening follows Core Animation: geometry (`Layer.transformToSuperlayer`,
/// `Layer.sublayerTransformAboutAnchor`), plain layers projecting their sublayers into
/// their plane, transform layers sharing a 3D rendering context that is depth-sorted,
/// opacity, hiding, back-face culling, `masksToBounds` clips and fused gradient overlays.
/// See `Flattener` for the rules in detail.
public struct DrawList: Sendable {
    /// The screen size (width, height) in pixels the list was made for.
    public var size: SIMD2<Int>
    /// What to draw, back to front.
    public var items: [DrawItem]

    /// Flattens the tree under `root` for a `width` × `height` pixel screen.
    public init(root: Layer, width: Int, height: Int) {
        size = [width, height]
        var flattener = Flattener()
        flattener.flatten(root)
        items = flattener.items
    }

    /// A list with the given items (already in draw order).
    public init(size: SIMD2<Int>, items: [DrawItem]) {
        self.size = size
        self.items = items
    }

    /// The primitives alone, in draw order.
    public var primitives: [Primitive] { items.map(\.primitive) }
}
