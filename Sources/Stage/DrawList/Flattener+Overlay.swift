import Raster

extension Flattener {
    /// Absolute tolerance (points, scaled by the coordinate's magnitude when larger than 1)
    /// for "the gradient's bounds land exactly on its parent's bounds".
    static let overlayTolerance = 1e-9

    /// The sublayer of `parent` to fuse into the parent's primitive as
    /// `Primitive.overlay`, or nil. Called only for a plain parent that draws contents.
    ///
    /// A sublayer G qualifies when it is the first sublayer in drawing order that draws at
    /// all (not hidden, opacity > 0) — so nothing drawn between the parent and G changes
    /// order —, its contents are a gradient, it has no sublayers, and its full map into the
    /// parent, `T(G.bounds.origin) · G.transformToSuperlayer · parent.sublayerTransformAboutAnchor`,
    /// takes G's bounds corners onto the parent's bounds corners with w = 1 (so the
    /// gradient's unit square is the parent's). A single-sided G on a parent showing its
    /// back would be culled, so it is not fused then. At most one overlay per parent.
    static func fusableOverlay(of parent: Layer, parentFacesViewer: Bool) -> Layer? {
        guard let g = parent.sublayers.isEmpty ? nil
                : drawingOrder(parent).first(where: { !$0.isHidden && $0.opacity > 0 }),
              case .gradient? = g.contents, g.sublayers.isEmpty,
              g.isDoubleSided || parentFacesViewer,
              g.bounds.width > 0, g.bounds.height > 0 else { return nil }
        let m = Matrix4.translation(g.bounds.x, g.bounds.y) * g.transformToSuperlayer
            * parent.sublayerTransformAboutAnchor
        let b = parent.bounds
        let (gw, gh) = (g.bounds.width, g.bounds.height)
        guard coincide(m.apply(0, 0), b.x, b.y), coincide(m.apply(gw, 0), b.maxX, b.y),
              coincide(m.apply(gw, gh), b.maxX, b.maxY), coincide(m.apply(0, gh), b.x, b.maxY)
        else { return nil }
        return g
    }

    /// True when the homogeneous point lands on (x, y) with w = 1, within the tolerance.
    private static func coincide(_ p: SIMD4<Double>, _ x: Double, _ y: Double) -> Bool {
        abs(p.w - 1) <= overlayTolerance
            && abs(p.x - x) <= overlayTolerance * Swift.max(1, abs(x))
            && abs(p.y - y) <= overlayTolerance * Swift.max(1, abs(y))
    }
}
