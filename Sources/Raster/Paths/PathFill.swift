extension Bitmap {
    /// Composites `color` over the bitmap (premultiplied source-over) wherever `path`
    /// covers it, with the exact area of each pixel inside the path as coverage
    /// (non-zero rule: coverage = min(|signed winding area|, 1), rounded to 8 bits).
    ///
    /// Same-wound overlapping contours unite; an opposite-wound contour cuts a hole. Parts
    /// outside the bitmap are clipped without changing what is visible; contours with a
    /// NaN, infinite or absurd (beyond ±10¹² px) point are skipped; pixels with zero
    /// coverage are left bit-for-bit as they were.
    public mutating func fill(_ path: Path, color: Color) {
        let source = color.pixel.bits
        // A transparent source changes nothing under source-over: D' = 0 + D·(1 − 0).
        guard width > 0, height > 0, source != 0, !path.isEmpty else { return }

        // Stage 1: contours, minus the unusable ones, and the pixel box they can touch.
        let contours = path.segmentedContours().filter(PathFill.isUsable)
        guard let box = PathFill.box(of: contours, width: width, height: height) else { return }

        // Stage 2: every (flattened) edge adds signed area and cover to the accumulator.
        var accumulator = SignedAreaAccumulator(width: box.width, height: box.height)
        defer { accumulator.deallocate() }
        let origin = SIMD2(Double(box.x), Double(box.y))
        let local = SIMD2(Double(box.width), Double(box.height))
        for contour in contours {
            let start = contour.start - origin
            var from = start
            for segment in contour.segments {
                PathFill.emit(segment, from: from, origin: origin, visible: local) { to in
                    accumulator.add(from, to)
                    from = to
                }
            }
            accumulator.add(from, start)   // every contour is closed
        }

        // Stage 3: running sums give coverage; composite row by row.
        let stride = width
        pixels.withUnsafeMutableBufferPointer { buffer in
            accumulator.composite(source, onto: buffer.baseAddress! + box.y * stride + box.x, stride: stride)
        }
    }
}

/// Helpers of `Bitmap.fill(_:color:)`: which contours to draw and where.
enum PathFill {
    /// Coordinates beyond this magnitude (pixels) make a contour unusable: the row and
    /// cell arithmetic below would lose sub-pixel precision or overflow long before.
    static let coordinateLimit = 1e12

    /// True when every point of the contour (control points too) is finite and in range.
    static func isUsable(_ contour: Path.Contour) -> Bool {
        func ok(_ p: SIMD2<Double>) -> Bool { abs(p.x) <= coordinateLimit && abs(p.y) <= coordinateLimit }
        // abs(NaN) <= limit is false, so NaN fails like infinity.
        guard ok(contour.start) else { return false }
        for segment in contour.segments {
            switch segment {
            case .line(let p): if !ok(p) { return false }
            case .quad(let c, let p): if !ok(c) || !ok(p) { return false }
            case .cubic(let c1, let c2, let p): if !ok(c1) || !ok(c2) || !ok(p) { return false }
            }
        }
        return true
    }

    /// The integer pixel box (inside the bitmap) that the contours' control hulls touch,
    /// or nil when it is empty. A curve lies inside the hull of its control points, so
    /// nothing outside this box can be covered.
    static func box(of contours: [Path.Contour], width: Int, height: Int)
        -> (x: Int, y: Int, width: Int, height: Int)? {
        var lo = SIMD2(Double.infinity, .infinity), hi = -lo
        func include(_ p: SIMD2<Double>) { lo = pointwiseMin(lo, p); hi = pointwiseMax(hi, p) }
        for contour in contours {
            include(contour.start)
            for segment in contour.segments {
                switch segment {
                case .line(let p): include(p)
                case .quad(let c, let p): include(c); include(p)
                case .cubic(let c1, let c2, let p): include(c1); include(c2); include(p)
                }
            }
        }
        guard lo.x <= hi.x else { return nil }
        let x0 = max(0, Int(max(lo.x, -1).rounded(.down))), x1 = min(width, Int(min(hi.x, Double(width)).rounded(.up)))
        let y0 = max(0, Int(max(lo.y, -1).rounded(.down))), y1 = min(height, Int(min(hi.y, Double(height)).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// Calls `line` with the end points (box coordinates) of the line segments that stand
    /// for `segment`, which starts at `from` (box coordinates) and ends at a point in
    /// bitmap coordinates.
    ///
    /// A curve whose control hull misses the visible box is replaced by its chord: above,
    /// below or right of the box it covers nothing visible either way, and left of it a
    /// curve only contributes cover, whose net amount per row depends on its end points
    /// alone (the integral of dy over the row's band), exactly as for the chord.
    @inline(__always)
    static func emit(_ segment: Path.Segment, from: SIMD2<Double>, origin: SIMD2<Double>,
                     visible: SIMD2<Double>, line: (SIMD2<Double>) -> Void) {
        @inline(__always) func missesBox(_ lo: SIMD2<Double>, _ hi: SIMD2<Double>) -> Bool {
            hi.x <= 0 || hi.y <= 0 || lo.x >= visible.x || lo.y >= visible.y
        }
        switch segment {
        case .line(let p):
            line(p - origin)
        case .quad(let c, let p):
            let (c, p) = (c - origin, p - origin)
            if missesBox(pointwiseMin(from, pointwiseMin(c, p)), pointwiseMax(from, pointwiseMax(c, p))) {
                line(p)
            } else {
                Path.flatten(.quad(c, p), from: from, tolerance: Path.flatteningTolerance, emit: line)
            }
        case .cubic(let c1, let c2, let p):
            let (c1, c2, p) = (c1 - origin, c2 - origin, p - origin)
            let lo = pointwiseMin(pointwiseMin(from, c1), pointwiseMin(c2, p))
            let hi = pointwiseMax(pointwiseMax(from, c1), pointwiseMax(c2, p))
            if missesBox(lo, hi) {
                line(p)
            } else {
                Path.flatten(.cubic(c1, c2, p), from: from, tolerance: Path.flatteningTolerance, emit: line)
            }
        }
    }
}

/// The signed-area accumulation rasterizer (font-rs; stb_truetype v2): a width × height
/// grid of cells where each edge deposits, per row it crosses, the *change* in coverage
/// it causes from one cell to the next. A running sum along a row then gives each
/// pixel's signed winding area exactly (box filter, no sampling).
///
/// For one row, an edge spans dy = (row band ∩ edge) vertically and x from x₀ to x₁; a
/// pixel's coverage from it is d·(mean over that span of the part of the pixel right of
/// the edge), d = ±dy by direction. Cells right of the edge get the full d, so the row
/// sums to d and a closed contour sums to 0, leaving pixels outside at exactly 0.
struct SignedAreaAccumulator {
    let width: Int, height: Int
    /// Cells per row: width + 2, because an edge at x = width still writes cells
    /// `width` and `width + 1`, which the running sum never reads.
    let stride: Int
    let cells: UnsafeMutablePointer<Double>

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width + 2
        cells = .allocate(capacity: stride * height)
        cells.initialize(repeating: 0, count: stride * height)
    }

    func deallocate() { cells.deallocate() }

    /// Adds the edge p → q (box pixels, any position). Pieces left of x = 0 become
    /// vertical edges at x = 0 (same cover for every visible pixel of their rows) and
    /// pieces right of x = width vertical edges at x = width (no visible effect), so
    /// clipping never changes a visible pixel.
    mutating func add(_ p: SIMD2<Double>, _ q: SIMD2<Double>) {
        guard p.y != q.y, max(p.y, q.y) > 0, min(p.y, q.y) < Double(height) else { return }
        let right = Double(width)
        // Cut where the edge crosses x = 0 and x = width (at most one each).
        var cuts: (Double, Double) = (2, 2)
        if (p.x < 0) != (q.x < 0) { cuts.0 = (0 - p.x) / (q.x - p.x) }
        if (p.x > right) != (q.x > right) { cuts.1 = (right - p.x) / (q.x - p.x) }
        if cuts.1 < cuts.0 { swap(&cuts.0, &cuts.1) }
        var start = p
        if cuts.0 > 0 && cuts.0 < 1 {
            let middle = p + (q - p) * cuts.0
            clampedEdge(start, middle)
            start = middle
        }
        if cuts.1 > 0 && cuts.1 < 1 {
            let middle = p + (q - p) * cuts.1
            clampedEdge(start, middle)
            start = middle
        }
        clampedEdge(start, q)
    }

    /// One piece that lies on one side of each clip line: x is clamped to [0, width].
    @inline(__always)
    private mutating func clampedEdge(_ p: SIMD2<Double>, _ q: SIMD2<Double>) {
        let right = Double(width)
        edge(SIMD2(min(max(p.x, 0), right), p.y), SIMD2(min(max(q.x, 0), right), q.y))
    }

    /// An edge with 0 ≤ x ≤ width at both ends: deposit its area row by row.
    private mutating func edge(_ p: SIMD2<Double>, _ q: SIMD2<Double>) {
        guard p.y != q.y else { return }
        let direction: Double = p.y < q.y ? 1 : -1
        let (top, bottom) = p.y < q.y ? (p, q) : (q, p)
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        // An edge under ~10⁻²⁹⁶ px tall overflows dx/dy to ±∞, and x(at: top.y) would be
        // 0·∞ = NaN; the area it adds (its height times at most the width) is nothing.
        guard dxdy.isFinite else { return }
        let xLow = min(top.x, bottom.x), xHigh = max(top.x, bottom.x)
        let firstRow = max(0, Int(top.y.rounded(.down)))
        let endRow = min(height, Int(bottom.y.rounded(.up)))
        guard firstRow < endRow else { return }
        // x at a y inside the edge's span, kept inside the end points' range so rounding
        // can never step outside the cells the edge may touch.
        @inline(__always) func x(at y: Double) -> Double {
            y >= bottom.y ? bottom.x : min(max(top.x + (y - top.y) * dxdy, xLow), xHigh)
        }
        var y = max(top.y, Double(firstRow))
        var xa = x(at: y)
        for row in firstRow..<endRow {
            let yNext = min(Double(row + 1), bottom.y)
            let xb = x(at: yNext)
            let d = (yNext - y) * direction
            let line = cells + row * stride
            let (x0, x1) = xa < xb ? (xa, xb) : (xb, xa)
            let x0Floor = x0.rounded(.down), x1Ceil = x1.rounded(.up)
            let i0 = Int(x0Floor), i1 = Int(x1Ceil)
            if i1 <= i0 + 1 {
                // Inside one cell: the part right of the edge, at the mean x, stays in it.
                let middle = 0.5 * (xa + xb) - x0Floor
                line[i0] += d * (1 - middle)
                line[i0 + 1] += d * middle
            } else {
                // Across cells: with s = 1/(x1 − x0) (edge height per unit x, normalised),
                // the first cell holds the triangle s·(1 − f₀)²/2, each whole cell adds s,
                // the last holds the rest minus its own triangle s·f₁²/2.
                let s = 1 / (x1 - x0)
                let f0 = x0 - x0Floor
                let a0 = 0.5 * s * (1 - f0) * (1 - f0)
                let f1 = x1 - x1Ceil + 1
                let am = 0.5 * s * f1 * f1
                line[i0] += d * a0
                if i1 == i0 + 2 {
                    line[i0 + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - f0)
                    line[i0 + 1] += d * (a1 - a0)
                    var i = i0 + 2
                    while i < i1 - 1 { line[i] += d * s; i += 1 }
                    let a2 = a1 + Double(i1 - i0 - 3) * s
                    line[i1 - 1] += d * (1 - a2 - am)
                }
                line[i1] += d * am
            }
            y = yNext
            xa = xb
        }
    }

    /// Turns each row's running sum into coverage min(|sum|, 1), rounds it to 8 bits and
    /// composites `source` (premultiplied) scaled by it over `destination` (the box's
    /// top-left pixel; rows `stride` pixels apart). Zero coverage writes nothing.
    func composite(_ source: UInt32, onto destination: UnsafeMutablePointer<UInt32>, stride rowStride: Int) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { table in
            // The source scaled by every coverage once, so the pixel loop has no multiply.
            for f in 0..<256 { table[f] = Composite.scale(source, by: UInt32(f)) }
            table[255] = source
            let scaled = table.baseAddress!
            for row in 0..<height {
                let line = cells + row * stride
                let out = destination + row * rowStride
                var sum = 0.0
                for i in 0..<width {
                    sum += line[i]
                    let factor = Int(min(abs(sum), 1) * 255 + 0.5)
                    if factor == 0 { continue }
                    let s = scaled[factor]
                    out[i] = s >> 24 == 255 ? s : Composite.over(s, out[i])
                }
            }
        }
    }
}
