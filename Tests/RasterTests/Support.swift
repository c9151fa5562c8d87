@testable import Raster
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Shared helpers for the reference tests: a seeded generator, pixel access, rendering,
// and the slow geometry (projective maps, convex-polygon tests) the references use.

/// Renders `primitives` into a fresh `width`×`height` bitmap cleared to `clear`.
func render(_ primitives: [Primitive], width: Int, height: Int, clear: Pixel = .transparent,
            threads: Int = 1) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    Renderer(threads: threads).render(primitives, into: &bitmap, clear: clear)
    return bitmap
}

/// The four channels of a packed pixel as Ints (r, g, b, a).
@inline(__always)
func channels(_ bits: UInt32) -> SIMD4<Int> {
    SIMD4(Int(bits & 0xFF), Int((bits >> 8) & 0xFF), Int((bits >> 16) & 0xFF), Int(bits >> 24))
}

/// Largest absolute channel difference between two packed pixels.
@inline(__always)
func maxChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    let d = channels(a) &- channels(b)
    return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
}

/// True when every colour channel is at most alpha (a valid premultiplied pixel).
@inline(__always)
func isPremultiplied(_ bits: UInt32) -> Bool {
    let c = channels(bits)
    return c.x <= c.w && c.y <= c.w && c.z <= c.w
}

/// A primitive transform that maps the layer's unit square (0,0)-(1,0)-(1,1)-(0,1) to the
/// screen quad `q` (TL, TR, BR, BL), by Heckbert's square-to-quad projective map:
/// x = (a·u + b·v + c)/(g·u + h·v + 1), y = (d·u + e·v + f)/(g·u + h·v + 1).
/// For a convex quad the denominator stays positive over the square.
func squareToQuad(_ q: [SIMD2<Double>]) -> Matrix4 {
    let (x0, y0, x1, y1) = (q[0].x, q[0].y, q[1].x, q[1].y)
    let (x2, y2, x3, y3) = (q[2].x, q[2].y, q[3].x, q[3].y)
    let sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3
    var a, b, c, d, e, f, g, h: Double
    if sx == 0 && sy == 0 {
        (a, b, c, d, e, f, g, h) = (x1 - x0, x2 - x1, x0, y1 - y0, y2 - y1, y0, 0, 0)
    } else {
        let dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2
        let den = dx1 * dy2 - dx2 * dy1
        g = (sx * dy2 - dx2 * sy) / den
        h = (dx1 * sy - sx * dy1) / den
        a = x1 - x0 + g * x1; b = x3 - x0 + h * x3; c = x0
        d = y1 - y0 + g * y1; e = y3 - y0 + h * y3; f = y0
    }
    return Matrix4(m11: a, m12: d, m13: 0, m14: g,
                   m21: b, m22: e, m23: 0, m24: h,
                   m31: 0, m32: 0, m33: 1, m34: 0,
                   m41: c, m42: f, m43: 0, m44: 1)
}

/// Signed distances (positive inside) from `p` to the edge lines of a convex polygon given
/// in either winding; the minimum is the distance to the boundary for points inside.
func insideDistance(_ p: SIMD2<Double>, polygon: [SIMD2<Double>]) -> Double {
    var area = 0.0
    for i in 0..<polygon.count {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        area += a.x * b.y - b.x * a.y
    }
    let orientation: Double = area >= 0 ? 1 : -1
    var result = Double.infinity
    for i in 0..<polygon.count {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        let e = b - a
        let length = (e.x * e.x + e.y * e.y).squareRoot()
        guard length > 0 else { continue }
        // Clockwise on a y-down screen (positive shoelace): inside is to the right of a→b.
        let d = orientation * ((p.y - a.y) * e.x - (p.x - a.x) * e.y) / length
        result = min(result, d)
    }
    return result
}

/// Distance from `p` to the segment a–b.
func segmentDistance(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let e = b - a, w = p - a
    let l2 = e.x * e.x + e.y * e.y
    let t = l2 > 0 ? min(max((w.x * e.x + w.y * e.y) / l2, 0), 1) : 0
    let r = w - e * t
    return (r.x * r.x + r.y * r.y).squareRoot()
}

/// True when the point lies strictly inside the convex polygon, by more than `margin`.
func inside(_ p: SIMD2<Double>, _ polygon: [SIMD2<Double>], margin: Double = 0) -> Bool {
    insideDistance(p, polygon: polygon) > margin
}

/// Prints a measured figure when RASTER_TESTS_REPORT is set (for recording the numbers a
/// tolerance was chosen from); silent otherwise.
func report(_ line: @autoclosure () -> String) {
    if getenv("RASTER_TESTS_REPORT") != nil { print("[measure] " + line()) }
}
