/// Analytic pixel coverage: the exact area of a unit pixel square that lies inside a
/// half-plane, and inside several half-planes at once.
///
/// A box filter is what 16×16 supersampling converges to; using its closed form keeps
/// antialiased edges free of the 1/256 steps and noise a supersampler would add.
public enum Coverage {
    /// Area in [0, 1] of the unit square centred on a pixel centre that lies on the inside
    /// of an edge, where `distance` is the signed distance (pixels, positive inside) from
    /// the centre to the edge and (nx, ny) is the edge's unit normal.
    ///
    /// Projected onto the normal, the square's area density is a trapezoid of half-width
    /// h = (|nx| + |ny|)/2 with a flat top of half-width k = (|nx| − |ny|)/2 (|nx| ≥ |ny|);
    /// the coverage is its cumulative integral: linear in the flat part, quadratic in the
    /// two ramps.
    @inlinable
    public static func halfPlane(distance d: Double, nx: Double, ny: Double) -> Double {
        var a = abs(nx), b = abs(ny)
        if a < b { swap(&a, &b) }
        let h = (a + b) * 0.5
        if d >= h { return 1 }
        if d <= -h { return 0 }
        let k = (a - b) * 0.5
        if d >= -k && d <= k { return 0.5 + d / a }
        let ramp = d > 0 ? h - d : h + d
        let q = ramp * ramp / (2 * a * b)
        return d > 0 ? 1 - q : q
    }

    /// Area in [0, 1] of the pixel square [px, px+1] × [py, py+1] inside every half-plane
    /// `nx·x + ny·y + c >= 0` of `planes` (count `planeCount`), by clipping the square
    /// (Sutherland–Hodgman) and measuring the result. Used where two or more edges cross
    /// one pixel (corners, slivers), where multiplying per-edge coverages would be wrong.
    /// `scratch` must hold at least `2 * (4 + planeCount)` points.
    public static func clippedSquare(px: Double, py: Double,
                                     planes: UnsafePointer<SIMD3<Double>>, planeCount: Int,
                                     scratch: UnsafeMutablePointer<SIMD2<Double>>) -> Double {
        let capacity = 4 + planeCount
        var src = scratch, dst = scratch + capacity
        src[0] = SIMD2(px, py); src[1] = SIMD2(px + 1, py)
        src[2] = SIMD2(px + 1, py + 1); src[3] = SIMD2(px, py + 1)
        var count = 4
        for p in 0..<planeCount {
            let plane = planes[p]
            var out = 0
            for i in 0..<count {
                let a = src[i], b = src[(i + 1) % count]
                let da = plane.x * a.x + plane.y * a.y + plane.z
                let db = plane.x * b.x + plane.y * b.y + plane.z
                if da >= 0 { dst[out] = a; out += 1 }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    dst[out] = a + (b - a) * t
                    out += 1
                }
            }
            count = out
            if count < 3 { return 0 }
            swap(&src, &dst)
        }
        var twiceArea = 0.0
        for i in 0..<count {
            let a = src[i], b = src[(i + 1) % count]
            twiceArea += a.x * b.y - b.x * a.y
        }
        return min(1, abs(twiceArea) * 0.5)
    }
}
