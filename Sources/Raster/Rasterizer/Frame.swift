/// One frame being filled: the target pixels and the prepared polygons, read-only and
/// shared by the band threads (each band writes only its own rows).
struct Frame: @unchecked Sendable {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int, height: Int
    let clear: UInt32?
    let edges: [Edge]
    let polygons: [PreparedPolygon]
    /// The SIMD span loops, or their scalar references (tests).
    let loops: SpanLoops

    /// Clears and draws rows `rows` of the target.
    func fill(rows: Range<Int>, scratch: BandScratch) {
        edges.withUnsafeBufferPointer { edgeBuffer in
            clear(rows, edgeBuffer.baseAddress)
            guard let edgeBase = edgeBuffer.baseAddress else { return }
            for polygon in polygons {
                switch polygon.paint {
                case .solid(let shader): fill(polygon, shader, rows, edgeBase, scratch)
                case .gradient(let shader): fill(polygon, shader, rows, edgeBase, scratch)
                case .texture(let shader): fill(polygon, shader, rows, edgeBase, scratch)
                }
            }
        }
    }

    /// The part of the target a polygon can touch within `rows`: its bounding box in whole
    /// pixels, clamped. The box is finite but may reach far past the target: a guard-band
    /// cut of an edge whose ends lie 10^70 px either side of the plane is off by ε·10^70 px.
    private func box(of polygon: PreparedPolygon, within rows: Range<Int>) -> (rows: Range<Int>, lo: Int, hi: Int)? {
        let firstRow = Int(saturating: polygon.minY.rounded(.down), in: rows.lowerBound...rows.upperBound)
        let endRow = Int(saturating: polygon.maxY.rounded(.up), in: rows.lowerBound...rows.upperBound)
        let lo = Int(saturating: polygon.minX.rounded(.down), in: 0...width)
        let hi = Int(saturating: polygon.maxX.rounded(.up), in: 0...width)
        guard firstRow < endRow, lo < hi else { return nil }
        return (firstRow..<endRow, lo, hi)
    }

    /// Fills `rows` with the clear colour, except the pixels the first polygon will write
    /// whole (opaque paint, full opacity, fully covered: its direct spans), which would be
    /// stored twice. A backdrop layer covering the view leaves only its antialiased edges
    /// to clear.
    private func clear(_ rows: Range<Int>, _ edgeBase: UnsafePointer<Edge>?) {
        guard let clear else { return }
        guard let edgeBase, let first = polygons.first, first.isDirect,
              let box = box(of: first, within: rows) else {
            (pixels + rows.lowerBound * width).update(repeating: clear, count: rows.count * width)
            return
        }
        let edges = edgeBase + first.edges.lowerBound
        for row in rows {
            let target = pixels + row * width
            if box.rows.contains(row) {
                let span = RowSpan.compute(edges: edges, count: first.edges.count, row: row, lo: box.lo, hi: box.hi)
                if span.fullStart < span.fullEnd {
                    target.update(repeating: clear, count: span.fullStart)
                    (target + span.fullEnd).update(repeating: clear, count: width - span.fullEnd)
                    continue
                }
            }
            target.update(repeating: clear, count: width)
        }
    }

    /// Rasterizes one polygon over `rows`, specialised on its shader.
    private func fill<S: SpanShader>(_ polygon: PreparedPolygon, _ shader: S, _ rows: Range<Int>,
                                     _ edgeBase: UnsafePointer<Edge>, _ scratch: BandScratch) {
        guard let (rowRange, lo, hi) = box(of: polygon, within: rows) else { return }
        let edges = edgeBase + polygon.edges.lowerBound
        let edgeCount = polygon.edges.count
        let overlay = polygon.overlay
        let opacity = polygon.opacity
        // Opaque, fully covered pixels are written straight into the target.
        let direct = polygon.isDirect

        for row in rowRange {
            let span = RowSpan.compute(edges: edges, count: edgeCount, row: row, lo: lo, hi: hi)
            if span.isEmpty { continue }
            let target = pixels + row * width
            if span.fullStart < span.fullEnd {
                partial(span.anyStart, span.fullStart)
                let x = span.fullStart, n = span.fullEnd - span.fullStart
                if direct {
                    shader.shade(x: x, y: row, count: n, into: target + x, scratch: scratch.texelRow, loops: loops)
                    overlay?.shadeOver(x: x, y: row, count: n, into: target + x, loops: loops)
                } else {
                    shader.shade(x: x, y: row, count: n, into: scratch.colors, scratch: scratch.texelRow, loops: loops)
                    overlay?.shadeOver(x: x, y: row, count: n, into: scratch.colors, loops: loops)
                    Composite.span(scratch.colors, onto: target + x, count: n, factor: opacity, loops: loops)
                }
                partial(span.fullEnd, span.anyEnd)
            } else {
                partial(span.anyStart, span.anyEnd)
            }

            /// Pixels [start, end) of this row with per-pixel analytic coverage.
            func partial(_ start: Int, _ end: Int) {
                guard start < end else { return }
                let n = end - start
                shader.shade(x: start, y: row, count: n, into: scratch.colors, scratch: scratch.texelRow, loops: loops)
                overlay?.shadeOver(x: start, y: row, count: n, into: scratch.colors, loops: loops)
                let py = Double(row) + 0.5
                for i in 0..<n {
                    let cover = coverage(Double(start + i) + 0.5, py, edges, edgeCount, scratch)
                    scratch.factors[i] = UInt32((cover * Double(opacity)).rounded())
                }
                Composite.span(scratch.colors, onto: target + start, count: n, factors: scratch.factors, loops: loops)
            }
        }
    }

    /// Coverage of the pixel centred at (px, py) by the antialiased edges; the shared edges
    /// were already decided by the row span. One partial edge uses its closed form; two or
    /// more (a corner, a sliver) clip the pixel square exactly.
    @inline(__always)
    private func coverage(_ px: Double, _ py: Double, _ edges: UnsafePointer<Edge>, _ count: Int,
                          _ scratch: BandScratch) -> Double {
        var cover = 1.0
        var partials = 0
        for e in 0..<count {
            let edge = edges[e]
            guard edge.antialiased else { continue }
            let d = edge.distance(px, py)
            if d <= -edge.reach { return 0 }
            if d < edge.reach {
                cover *= Coverage.halfPlane(distance: d, nx: edge.nx, ny: edge.ny)
                if partials < BandScratch.maxEdges {
                    scratch.planes[partials] = SIMD3(edge.nx, edge.ny, edge.c)
                    partials += 1
                }
            }
        }
        if partials >= 2 {
            cover = Coverage.clippedSquare(px: px - 0.5, py: py - 0.5, planes: scratch.planes,
                                           planeCount: partials, scratch: scratch.points)
        }
        return cover
    }
}
