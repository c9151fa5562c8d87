/// One edge of a projected polygon, set up once per polygon per frame.
///
/// Two rules live here. Shared edges (two polygons of the frame meet along them) are
/// point-sampled with a tie-break so every pixel centre belongs to exactly one side: both
/// polygons evaluate the same expression on the same canonical endpoints, so the float
/// results are bitwise equal with opposite signs and no pixel is drawn twice or skipped.
/// Outer edges are antialiased with the analytic box-filter coverage.
struct Edge {
    /// Endpoints in canonical order (smaller y first, then smaller x), screen pixels.
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// +1 when the polygon lies where `canonical > 0`, −1 when it lies where it is < 0.
    var sign: Double
    /// Outer edge: partial coverage from the distance to the edge. Shared edge: point sampled.
    var antialiased: Bool
    /// Inward unit normal and offset: signed distance `d = nx·x + ny·y + c` (pixels).
    var nx: Double, ny: Double, c: Double
    /// Half the pixel square's extent along the normal: `(|nx| + |ny|) / 2`.
    var reach: Double

    /// Builds the edge from a directed polygon edge (a → b) of a clockwise (on screen,
    /// y down) polygon, whose inside is on the right of the direction of travel.
    init(from a: SIMD2<Double>, to b: SIMD2<Double>, antialiased: Bool) {
        let forward = a.y < b.y || (a.y == b.y && a.x < b.x)
        let (p, q) = forward ? (a, b) : (b, a)
        x0 = p.x; y0 = p.y; x1 = q.x; y1 = q.y
        sign = forward ? 1 : -1
        self.antialiased = antialiased
        // canonical(x, y) = (y − y0)(x1 − x0) − (x − x0)(y1 − y0); inside is sign·canonical > 0.
        let dx = x1 - x0, dy = y1 - y0
        let length = (dx * dx + dy * dy).squareRoot()
        let inv = length > 0 ? sign / length : 0
        nx = -dy * inv
        ny = dx * inv
        c = (x0 * dy - y0 * dx) * inv
        reach = (abs(nx) + abs(ny)) * 0.5
    }

    /// The edge function on canonical endpoints; the same float operations for both
    /// polygons that share the edge.
    @inline(__always)
    func canonical(_ x: Double, _ y: Double) -> Double {
        (y - y0) * (x1 - x0) - (x - x0) * (y1 - y0)
    }

    /// Point-sampling rule: strictly inside, or exactly on the edge and this polygon is
    /// the one that owns ties (sign > 0).
    @inline(__always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        let v = sign * canonical(x, y)
        return v > 0 || (v == 0 && sign > 0)
    }

    /// True when the distance terms are finite. An outline's points are finite, but two
    /// more than about 10^154 px apart (a far guard-band cut) overflow `c` to ±∞ or NaN.
    var isFinite: Bool { nx.isFinite && ny.isFinite && c.isFinite }

    /// Signed distance (pixels, positive inside) of the point from the edge line.
    @inline(__always)
    func distance(_ x: Double, _ y: Double) -> Double { nx * x + ny * y + c }
}
