/// Where a polygon covers one pixel row: pixels [anyStart, anyEnd) have some coverage;
/// the sub-range [fullStart, fullEnd) is covered completely (empty when fullStart ≥
/// fullEnd), so only the pixels outside it need per-pixel coverage.
struct RowSpan {
    var anyStart: Int, anyEnd: Int
    var fullStart: Int, fullEnd: Int

    var isEmpty: Bool { anyStart >= anyEnd }

    /// Intersects the half-planes of `edges` with the pixel row `row` (pixel centres at
    /// y = row + 0.5), limited to columns [lo, hi).
    @inline(__always)
    static func compute(edges: UnsafePointer<Edge>, count: Int, row: Int, lo: Int, hi: Int) -> RowSpan {
        let yc = Double(row) + 0.5
        var span = RowSpan(anyStart: lo, anyEnd: hi, fullStart: lo, fullEnd: hi)
        let limitLo = Double(lo - 2), limitHi = Double(hi + 2)
        // Swift.max would pass NaN on to Int(_:), but the edges are finite (setUpPolygons
        // drops the rest), so each bound below is a number or ±∞ and is clamped.
        @inline(__always) func index(_ x: Double) -> Double { Swift.min(Swift.max(x, limitLo), limitHi) }
        for e in 0..<count {
            let edge = edges[e]
            if edge.antialiased {
                // d(i) = nx·(i + 0.5) + base: coverage is 0 for d ≤ −reach, 1 for d ≥ reach.
                let base = edge.ny * yc + edge.c, h = edge.reach
                if abs(edge.nx) < 1e-12 {
                    let d = base + 0.5 * edge.nx
                    if d <= -h { return RowSpan(anyStart: 0, anyEnd: 0, fullStart: 0, fullEnd: 0) }
                    if d < h { span.fullStart = Int.max }
                } else if edge.nx > 0 {
                    let any = Int(index((-h - base) / edge.nx - 0.5).rounded(.down)) + 1
                    let full = Int(index((h - base) / edge.nx - 0.5).rounded(.up))
                    span.anyStart = Swift.max(span.anyStart, any)
                    span.fullStart = Swift.max(span.fullStart, full)
                } else {
                    let any = Int(index((-h - base) / edge.nx - 0.5).rounded(.up))
                    let full = Int(index((h - base) / edge.nx - 0.5).rounded(.down)) + 1
                    span.anyEnd = Swift.min(span.anyEnd, any)
                    span.fullEnd = Swift.min(span.fullEnd, full)
                }
            } else if edge.y1 == edge.y0 {
                // Horizontal shared edge: the same answer for the whole row.
                if !edge.contains(0.5, yc) { return RowSpan(anyStart: 0, anyEnd: 0, fullStart: 0, fullEnd: 0) }
            } else {
                // Point-sampled shared edge: estimate the crossing, then settle it with the
                // exact predicate so both neighbours agree on every pixel centre.
                let cross = edge.x0 + (yc - edge.y0) * (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
                var i = Int(index(cross - 0.5).rounded(.up))
                if edge.sign < 0 {
                    // Inside grows with x: find the first pixel inside.
                    while i > lo - 2 && edge.contains(Double(i - 1) + 0.5, yc) { i -= 1 }
                    while i < hi + 2 && !edge.contains(Double(i) + 0.5, yc) { i += 1 }
                    span.anyStart = Swift.max(span.anyStart, i)
                    span.fullStart = Swift.max(span.fullStart, i)
                } else {
                    // Inside shrinks with x: find the first pixel outside.
                    while i > lo - 2 && !edge.contains(Double(i - 1) + 0.5, yc) { i -= 1 }
                    while i < hi + 2 && edge.contains(Double(i) + 0.5, yc) { i += 1 }
                    span.anyEnd = Swift.min(span.anyEnd, i)
                    span.fullEnd = Swift.min(span.fullEnd, i)
                }
            }
        }
        span.fullStart = Swift.max(span.fullStart, span.anyStart)
        span.fullEnd = Swift.min(span.fullEnd, span.anyEnd)
        return span
    }
}
