import Raster

// Core Animation's geometry, as matrices in the row-vector convention of `Matrix4`
// (`p' = p · M`, so `a * b` applies `a` first).
extension Layer {
    /// The anchor point in the layer's own bounds space (points):
    /// `o + a∘s`, with o = `bounds` origin, s = `bounds` size, a = `anchorPoint`.
    public var anchorInBounds: SIMD2<Double> {
        [bounds.x + anchorPoint.x * bounds.width, bounds.y + anchorPoint.y * bounds.height]
    }

    /// Maps a point of this layer's bounds space into its superlayer's bounds space, before
    /// the superlayer's `sublayerTransform` (which `sublayerTransformAboutAnchor` adds):
    ///
    ///     M = T(−(o + a∘s), −anchorPointZ) · transform · T(position, zPosition)
    ///
    /// i.e. move the anchor to the origin, apply `transform` about it, then put the anchor
    /// at `position`. With an identity transform this is the pure translation
    /// `position − (o + a∘s)` (the `frame` rule).
    public var transformToSuperlayer: Matrix4 {
        let anchor = anchorInBounds
        if transform == .identity {
            return Matrix4.translation(position.x - anchor.x, position.y - anchor.y,
                                       zPosition - anchorPointZ)
        }
        return Matrix4.translation(-anchor.x, -anchor.y, -anchorPointZ) * transform
            * Matrix4.translation(position.x, position.y, zPosition)
    }

    /// `sublayerTransform` made to act about this layer's anchor point (and
    /// `anchorPointZ`) in its bounds space, as Core Animation applies it to sublayers:
    ///
    ///     S' = T(−(o + a∘s), −anchorPointZ) · sublayerTransform · T(o + a∘s, anchorPointZ)
    ///
    /// so an `m34` here puts the vanishing point at the anchor (MPFold's perspective layer).
    public var sublayerTransformAboutAnchor: Matrix4 {
        if sublayerTransform == .identity { return .identity }
        let anchor = anchorInBounds
        return Matrix4.translation(-anchor.x, -anchor.y, -anchorPointZ) * sublayerTransform
            * Matrix4.translation(anchor.x, anchor.y, anchorPointZ)
    }
}
