import Raster

/// A layer's bounds rectangle as seen on the screen, for `masksToBounds`.
enum ProjectedQuad {
    /// The smallest w a corner may have for its projection to count as a clip corner.
    /// Below it the corner is at or behind the eye plane and (X/W, Y/W) is meaningless.
    static let minimumW = 1e-9

    /// The screen polygon (pixels, y down, clockwise on screen) that the rectangle
    /// (0, 0)–(size) of a primitive with `transform` covers, or nil when it cannot serve as
    /// a clip: a corner with w ≤ `minimumW` (the quad crosses the eye plane, so its image is
    /// not a bounded convex quad), a non-finite value, or a (near) zero area. The caller
    /// then falls back to "no clip" for this layer — the sublayers are flattened into the
    /// same degenerate or eye-crossing plane, so the rasterizer's own near-plane handling
    /// is what keeps them sane.
    static func clipPolygon(transform: Matrix4, size: SIMD2<Double>) -> [SIMD2<Double>]? {
        guard size.x > 0, size.y > 0 else { return nil }
        let corners = [transform.apply(0, 0), transform.apply(size.x, 0),
                       transform.apply(size.x, size.y), transform.apply(0, size.y)]
        var polygon: [SIMD2<Double>] = []
        polygon.reserveCapacity(4)
        for c in corners {
            guard c.w > minimumW else { return nil }
            let p = SIMD2(c.x / c.w, c.y / c.w)
            guard p.x.isFinite, p.y.isFinite else { return nil }
            polygon.append(p)
        }
        let area = ConvexPolygon.doubleSignedArea(polygon)
        // Less than a millionth of a square pixel: edge-on, nothing meaningful to clip to.
        guard abs(area) > 1e-6 else { return nil }
        // A back-facing layer projects anticlockwise; store every clip clockwise.
        return area > 0 ? polygon : polygon.reversed()
    }
}
