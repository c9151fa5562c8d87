/// Clipping of polygons before rasterization: against the near plane in homogeneous
/// space (so nothing at or behind the eye is ever divided by w ≤ 0), and against convex
/// screen-space regions (an ancestor's `masksToBounds`, the guard band around the target).
enum PolygonClipping {
    /// Smallest w kept. A layer point with w → 0 sits in the eye plane and would project to
    /// infinity; clipping at a small positive w turns edge-on and behind-the-eye geometry
    /// into finite, well-shaped polygons.
    static let nearW = 1e-5

    /// Clips a polygon of homogeneous points (X, Y, W) to W ≥ `nearW` and projects it,
    /// appending to `outPoints` with `outFlags[i]` true when the edge from vertex i to i+1
    /// is antialiased: every edge at this stage (shared edges are found later, by welding).
    static func clipNearAndProject(_ points: [SIMD3<Double>],
                                   into outPoints: inout [SIMD2<Double>], _ outFlags: inout [Bool]) {
        let n = points.count
        for i in 0..<n {
            let a = points[i], b = points[(i + 1) % n]
            let aIn = a.z >= nearW, bIn = b.z >= nearW
            if aIn {
                // a's outgoing edge runs along the original edge, whole or up to the cut.
                outPoints.append(SIMD2(a.x / a.z, a.y / a.z))
                outFlags.append(true)
            }
            if aIn != bIn {
                let t = (nearW - a.z) / (b.z - a.z)
                let p = a + (b - a) * t
                outPoints.append(SIMD2(p.x / p.z, p.y / p.z))
                // Leaving: the next edge runs along the cut. Entering: it continues a→b.
                outFlags.append(true)
            }
        }
    }

    /// Clips a clockwise polygon to the half-plane `nx·x + ny·y + c ≥ 0`; the new edge along
    /// the clip line is antialiased when `antialiasCut` is set. `scratchPoints` and
    /// `scratchFlags` are reused buffers (swapped with the inputs), so nothing is allocated.
    static func clip(_ points: inout [SIMD2<Double>], _ flags: inout [Bool],
                     to plane: SIMD3<Double>, antialiasCut: Bool,
                     scratchPoints: inout [SIMD2<Double>], scratchFlags: inout [Bool]) {
        let n = points.count
        guard n >= 3 else { return }
        var allInside = true
        for p in points where plane.x * p.x + plane.y * p.y + plane.z < 0 {
            allInside = false
            break
        }
        if allInside { return }
        scratchPoints.removeAll(keepingCapacity: true)
        scratchFlags.removeAll(keepingCapacity: true)
        for i in 0..<n {
            let a = points[i], b = points[(i + 1) % n]
            let da = plane.x * a.x + plane.y * a.y + plane.z
            let db = plane.x * b.x + plane.y * b.y + plane.z
            let aIn = da >= 0, bIn = db >= 0
            if aIn {
                // a's outgoing edge runs along the original edge, whole or up to the cut.
                scratchPoints.append(a)
                scratchFlags.append(flags[i])
            }
            if aIn != bIn {
                let t = da / (da - db)
                scratchPoints.append(a + (b - a) * t)
                // Leaving: the next edge runs along the cut. Entering: it continues a→b.
                scratchFlags.append(aIn ? antialiasCut : flags[i])
            }
        }
        swap(&points, &scratchPoints)
        swap(&flags, &scratchFlags)
    }

    /// Calls `body` with each inward half-plane (nx, ny, c) of a convex polygon given in
    /// either winding (degenerate edges are skipped).
    static func forEachHalfPlane(ofConvex polygon: [SIMD2<Double>], _ body: (SIMD3<Double>) -> Void) {
        guard polygon.count >= 3 else { return }
        let orientation: Double = ConvexPolygon.doubleSignedArea(polygon) >= 0 ? 1 : -1
        for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let nx = -dy / length * orientation, ny = dx / length * orientation
            body(SIMD3(nx, ny, -(nx * a.x + ny * a.y)))
        }
    }
}
