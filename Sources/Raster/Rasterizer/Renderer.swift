import Dispatch

/// Draws an ordered list of primitives into a bitmap: the CPU rasterizer.
///
/// The path reads as named stages (docs/design.md, "The frame path"). The layers were flattened
/// and ordered back to front by Stage; here, per primitive: `transformCorners` (to homogeneous
/// screen space), `clipNearPlaneAndProject` (clip at w ≤ 0, divide), `orientClockwise` (cull
/// backs, fix the winding), `clipToScreen` (guard band, ancestor masks),
/// `keepOutline`; then for the frame `weldSharedEdges` (edges two polygons share),
/// `setUpPolygons` (edges, bounds, paint constants) and `fillSpans`: rows in horizontal
/// strips dealt round the threads (thread k takes strips k, k + n, k + 2n, …, so a
/// picture busy in one half still splits evenly). Every strip draws every polygon in
/// order over its own rows, so the result does not depend on the thread count.
///
/// A renderer keeps its scratch memory between frames; use one per thread of control.
public final class Renderer {
    /// Threads that fill strips of rows, 1 or more. Default 1.
    public var threads: Int
    /// Rows per strip: small enough that a strip of a 4K frame stays in a core's cache
    /// while every polygon passes over it, and that several threads balance uneven frames;
    /// large enough that the per-strip walk over the polygons costs nothing.
    static let stripRows = 32
    /// The span loops: SIMD in optimized builds, the scalar references in debug builds
    /// (`SpanLoops.standard`); tests that compare the two set it.
    var loops = SpanLoops.standard

    private var polygons: [PreparedPolygon] = []
    private var edges: [Edge] = []
    // Setup buffers, reused every frame so the setup stage allocates nothing once warm:
    // all outlines flat (with each polygon's range), and the polygon being clipped.
    private var outlinePoints: [SIMD2<Double>] = []
    private var outlineFlags: [Bool] = []
    private var outlineRanges: [Range<Int>] = []
    private var keptPrimitives: [Int] = []
    private var corners: [SIMD3<Double>] = []
    private var guardPlanes: [SIMD3<Double>] = []
    private var work: [SIMD2<Double>] = [], workFlags: [Bool] = []
    private var spare: [SIMD2<Double>] = [], spareFlags: [Bool] = []
    private var gradientTables: UnsafeMutablePointer<UInt32>
    private var gradientCapacity = 0
    private var scratch: [BandScratch] = []

    /// Welding tolerance: polygon edges whose endpoints agree within this many pixels (in
    /// reverse order) are the same edge.
    static let weldTolerance = 1e-4

    public init(threads: Int = 1) {
        self.threads = Swift.max(1, threads)
        gradientTables = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    }

    deinit {
        gradientTables.deallocate()
        scratch.forEach { $0.deallocate() }
    }

    /// Draws `primitives` in order over `target`, first filling it with `clear` if given.
    /// With `columns`, only those columns are drawn as they would be in the whole frame
    /// (the polygons are clipped a pixel outside them, as at the frame's edges); the rest
    /// is `clear` or partly drawn, to be thrown away (A/B's wipe shows a part of each).
    public func render(_ primitives: [Primitive], into target: inout Bitmap, clear: Pixel? = nil,
                       columns: Range<Int>? = nil) {
        prepare(primitives, width: target.width, height: target.height, columns: columns)
        guard target.width > 0, target.height > 0 else { return }
        fillSpans(into: &target, clear: clear)
    }

    // MARK: Stages

    /// The set-up half of a frame: `primitives` (already flattened and ordered back to
    /// front by Stage) in; `polygons` and `edges` out, ready to fill. Each primitive is
    /// transformed, clipped at the near plane and projected, oriented, clipped to the
    /// screen and its masks, and kept; the kept outlines are welded and set up.
    private func prepare(_ primitives: [Primitive], width: Int, height: Int, columns: Range<Int>?) {
        beginFrame(primitives, width: width, height: height, columns: columns ?? 0..<width)
        for (index, primitive) in primitives.enumerated() {
            guard isDrawable(primitive) else { continue }
            transformCorners(of: primitive)
            clipNearPlaneAndProject()
            guard orientClockwise(isDoubleSided: primitive.isDoubleSided),
                  clipToScreen(mask: primitive.clip) else { continue }
            keepOutline(of: index)
        }
        weldSharedEdges()
        setUpPolygons(primitives)
    }

    /// Takes the frame's primitives, target size and the columns drawn; gives emptied
    /// set-up buffers (their capacity kept), gradient tables for every gradient paint and
    /// overlay, and the four guard-band half-planes one pixel outside the target's rows
    /// and the columns.
    private func beginFrame(_ primitives: [Primitive], width: Int, height: Int, columns: Range<Int>) {
        polygons.removeAll(keepingCapacity: true)
        edges.removeAll(keepingCapacity: true)
        outlinePoints.removeAll(keepingCapacity: true)
        outlineFlags.removeAll(keepingCapacity: true)
        outlineRanges.removeAll(keepingCapacity: true)
        keptPrimitives.removeAll(keepingCapacity: true)
        let gradientsNeeded = primitives.reduce(0) { count, p in
            var n = count + (p.overlay != nil ? 1 : 0)
            if case .gradient = p.paint { n += 1 }
            return n
        }
        if gradientsNeeded * 256 > gradientCapacity {
            gradientTables.deallocate()
            gradientCapacity = gradientsNeeded * 256
            gradientTables = UnsafeMutablePointer<UInt32>.allocate(capacity: gradientCapacity)
        }
        guardPlanes.removeAll(keepingCapacity: true)
        guardPlanes.append(contentsOf: [SIMD3(1, 0, 1 - Double(columns.lowerBound)),
                                        SIMD3(-1, 0, Double(columns.upperBound) + 1),
                                        SIMD3(0, 1, 1), SIMD3(0, -1, Double(height) + 1)])
    }

    /// Takes a primitive; gives true when it can draw anything at all: a positive size and
    /// opacity, and a finite transform.
    @inline(__always)
    private func isDrawable(_ primitive: Primitive) -> Bool {
        primitive.size.x > 0 && primitive.size.y > 0 && primitive.opacity > 0
            && primitive.transform.isFinite
    }

    /// Takes a primitive; gives `corners`: the homogeneous screen (X, Y, W) of its bounds'
    /// corners TL, TR, BR, BL (Z is not needed once the draw order is fixed).
    @inline(__always)
    private func transformCorners(of primitive: Primitive) {
        let m = primitive.transform, w = primitive.size.x, h = primitive.size.y
        func corner(_ x: Double, _ y: Double) -> SIMD3<Double> {
            SIMD3(x * m.m11 + y * m.m21 + m.m41, x * m.m12 + y * m.m22 + m.m42, x * m.m14 + y * m.m24 + m.m44)
        }
        corners.removeAll(keepingCapacity: true)
        corners.append(corner(0, 0)); corners.append(corner(w, 0))
        corners.append(corner(w, h)); corners.append(corner(0, h))
    }

    /// Takes `corners`; gives `work`, the outline in screen pixels: clipped to w ≥
    /// `PolygonClipping.nearW` (nothing at or behind the eye is divided) and divided by w,
    /// with `workFlags` marking every edge antialiased.
    @inline(__always)
    private func clipNearPlaneAndProject() {
        work.removeAll(keepingCapacity: true)
        workFlags.removeAll(keepingCapacity: true)
        PolygonClipping.clipNearAndProject(corners, into: &work, &workFlags)
    }

    /// Takes the projected outline `work`; gives it clockwise (positive area, y down), its
    /// winding and flags reversed when the primitive shows its back. Returns false to drop
    /// it: fewer than 3 points, no finite area, or the back of a single-sided layer.
    @inline(__always)
    private func orientClockwise(isDoubleSided: Bool) -> Bool {
        guard work.count >= 3 else { return false }
        let area = ConvexPolygon.doubleSignedArea(work)
        guard area.isFinite, abs(area) > 1e-9 else { return false }
        if area < 0 {
            guard isDoubleSided else { return false }
            // Reverse the winding. The flag of edge i→i+1 moves with its edge: after
            // reversing both lists, edge k of the new order is flag k+1 of the reversed.
            work.reverse()
            workFlags.reverse()
            workFlags.append(workFlags.removeFirst())
        }
        return true
    }

    /// Takes the clockwise outline `work` and the primitive's ancestor mask (a convex
    /// polygon in screen pixels, or nil); gives `work` clipped to the guard band and the
    /// mask, the cuts antialiased. Returns false when nothing with a finite, non-zero area
    /// is left.
    @inline(__always)
    private func clipToScreen(mask: [SIMD2<Double>]?) -> Bool {
        for plane in guardPlanes {
            PolygonClipping.clip(&work, &workFlags, to: plane, antialiasCut: true,
                                 scratchPoints: &spare, scratchFlags: &spareFlags)
        }
        if let mask {
            PolygonClipping.forEachHalfPlane(ofConvex: mask) { plane in
                PolygonClipping.clip(&work, &workFlags, to: plane, antialiasCut: true,
                                     scratchPoints: &spare, scratchFlags: &spareFlags)
            }
        }
        // A finite area means every point is finite: one ±∞ or NaN coordinate makes the
        // shoelace sum ±∞ or NaN (and clipping huge outlines can overflow to either).
        let area = ConvexPolygon.doubleSignedArea(work)
        return work.count >= 3 && area.isFinite && abs(area) > 1e-9
    }

    /// Takes the finished outline `work` of primitive `index`; gives it appended to the
    /// frame's outlines (`outlinePoints`, `outlineFlags`, `outlineRanges`, `keptPrimitives`).
    /// Points closer than `weldTolerance` to the one before are dropped first: a corner
    /// that a clip cut a hair's breadth off (a layer 1e-14 px outside its mask) would
    /// otherwise leave an edge so short that welding it to a neighbour's twin could turn
    /// the outline inside out.
    @inline(__always)
    private func keepOutline(of index: Int) {
        let start = outlinePoints.count
        let tolerance = Renderer.weldTolerance
        @inline(__always) func near(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool {
            abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        }
        for i in work.indices {
            // Dropping point i merges its edge into the one before, which keeps i's flag
            // (the edge it starts is the one that stays).
            if outlinePoints.count > start, near(work[i], outlinePoints[outlinePoints.count - 1]) {
                outlineFlags[outlineFlags.count - 1] = workFlags[i]
                continue
            }
            outlinePoints.append(work[i])
            outlineFlags.append(workFlags[i])
        }
        // The last point against the first, round the end.
        while outlinePoints.count - start > 3, near(outlinePoints[outlinePoints.count - 1], outlinePoints[start]) {
            outlinePoints.removeLast()
            let flag = outlineFlags.removeLast()
            outlineFlags[outlineFlags.count - 1] = flag
        }
        guard outlinePoints.count - start >= 3 else {
            outlinePoints.removeSubrange(start...)
            outlineFlags.removeSubrange(start...)
            return
        }
        keptPrimitives.append(index)
        outlineRanges.append(start..<outlinePoints.count)
    }

    /// Takes the kept outlines; gives them welded: an edge that an earlier outline has in
    /// reverse (endpoints within `weldTolerance`) gets that outline's exact endpoints, and
    /// both copies lose antialiasing, so the shared seam is watertight.
    private func weldSharedEdges() {
        let tolerance = Renderer.weldTolerance
        @inline(__always) func near(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool {
            abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        }
        guard outlineRanges.count > 1 else { return }
        for j in 1..<outlineRanges.count {
            let rj = outlineRanges[j], nj = rj.count
            for e in 0..<nj {
                let ia = rj.lowerBound + e, ib = rj.lowerBound + (e + 1) % nj
                let a = outlinePoints[ia], b = outlinePoints[ib]
                search: for i in 0..<j {
                    let ri = outlineRanges[i], ni = ri.count
                    for f in 0..<ni {
                        let ic = ri.lowerBound + f, id = ri.lowerBound + (f + 1) % ni
                        if near(a, outlinePoints[id]) && near(b, outlinePoints[ic]) {
                            outlinePoints[ia] = outlinePoints[id]
                            outlinePoints[ib] = outlinePoints[ic]
                            outlineFlags[ia] = false
                            outlineFlags[ic] = false
                            break search
                        }
                    }
                }
            }
        }
    }

    /// Takes the kept outlines (welded) and their primitives; gives one `PreparedPolygon`
    /// per outline whose edges are finite and whose transform can be inverted: its edges in
    /// `edges`, its bounding box, its paint and overlay constants (gradient tables filled in
    /// order), its opacity.
    private func setUpPolygons(_ primitives: [Primitive]) {
        var tableSlot = 0
        for (k, index) in keptPrimitives.enumerated() {
            let primitive = primitives[index]
            let first = edges.count
            let box = appendEdges(ofOutline: outlineRanges[k])
            // Finite edges keep every span bound the row walk computes a number, so each
            // becomes a whole pixel without a trap.
            guard edges[first...].allSatisfy(\.isFinite), let inverse = Homography(primitive.transform).inverse else {
                edges.removeSubrange(first...)
                continue
            }
            func table() -> UnsafeMutablePointer<UInt32> {
                defer { tableSlot += 1 }
                return gradientTables + tableSlot * 256
            }
            let paint = PaintSetup.prepare(primitive.paint, size: primitive.size,
                                           inverse: inverse, table: table)
            var overlay: GradientShader?
            if let o = primitive.overlay, o.opacity > 0 {
                overlay = PaintSetup.gradient(o.gradient, opacity: o.opacity, size: primitive.size,
                                              inverse: inverse, table: table())
            }
            polygons.append(PreparedPolygon(
                edges: first..<edges.count, minX: box.minX, maxX: box.maxX,
                minY: box.minY, maxY: box.maxY, paint: paint, overlay: overlay,
                opacity: UInt32((Swift.min(primitive.opacity, 1) * 255).rounded())))
        }
    }

    /// Takes one outline's range in `outlinePoints`; gives its non-degenerate edges
    /// appended to `edges` (with their antialiasing flags) and returns its bounding box in
    /// screen pixels.
    @inline(__always)
    private func appendEdges(ofOutline range: Range<Int>)
        -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
        let n = range.count
        var box = (minX: Double.infinity, maxX: -Double.infinity,
                   minY: Double.infinity, maxY: -Double.infinity)
        for i in 0..<n {
            let a = outlinePoints[range.lowerBound + i], b = outlinePoints[range.lowerBound + (i + 1) % n]
            box = (Swift.min(box.minX, a.x), Swift.max(box.maxX, a.x),
                   Swift.min(box.minY, a.y), Swift.max(box.maxY, a.y))
            if a != b { edges.append(Edge(from: a, to: b, antialiased: outlineFlags[range.lowerBound + i])) }
        }
        return box
    }

    /// Takes the prepared `polygons` and the target; gives the target cleared to `clear`
    /// (if given) and every polygon's spans filled, in order, in strips of rows dealt
    /// round the threads. Each strip draws every polygon over its own rows only.
    private func fillSpans(into target: inout Bitmap, clear: Pixel?) {
        let width = target.width, height = target.height
        let bands = Swift.max(1, Swift.min(threads, height / 16))
        ensureScratch(bands: bands, width: width)
        target.pixels.withUnsafeMutableBufferPointer { buffer in
            let frame = Frame(pixels: buffer.baseAddress!, width: width, height: height,
                              clear: clear?.bits, edges: edges, polygons: polygons, loops: loops)
            if bands == 1 {
                // Strip by strip here too: the clear and every polygon pass over a strip
                // while it is still in cache (a whole 4K frame is 33 MB).
                var start = 0
                while start < height {
                    frame.fill(rows: start..<Swift.min(start + Self.stripRows, height), scratch: scratch[0])
                    start += Self.stripRows
                }
            } else {
                let scratch = self.scratch
                let strip = Self.stripRows
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    var start = band * strip
                    while start < height {
                        frame.fill(rows: start..<Swift.min(start + strip, height), scratch: scratch[band])
                        start += bands * strip
                    }
                }
            }
        }
    }

    /// Takes the band count and target width; gives one `BandScratch` per band, wide
    /// enough (reallocated only when either grows or the count changes).
    private func ensureScratch(bands: Int, width: Int) {
        if scratch.count != bands || (scratch.first?.width ?? 0) < width {
            scratch.forEach { $0.deallocate() }
            scratch = (0..<bands).map { _ in BandScratch(width: width) }
        }
    }
}

/// Per-band scratch memory: a row of colours, a row of factors, clip buffers.
struct BandScratch: @unchecked Sendable {
    let width: Int
    let colors: UnsafeMutablePointer<UInt32>
    let factors: UnsafeMutablePointer<UInt32>
    let planes: UnsafeMutablePointer<SIMD3<Double>>
    let points: UnsafeMutablePointer<SIMD2<Double>>
    /// One vertically interpolated texel row (textures are at most `maxTextureSide` wide).
    let texelRow: UnsafeMutablePointer<UInt32>
    static let maxEdges = 64
    static let maxTextureSide = 16384

    init(width: Int) {
        self.width = width
        colors = .allocate(capacity: width + 8)
        factors = .allocate(capacity: width + 8)
        planes = .allocate(capacity: BandScratch.maxEdges)
        points = .allocate(capacity: 2 * (4 + BandScratch.maxEdges))
        texelRow = .allocate(capacity: BandScratch.maxTextureSide + 2)
    }

    func deallocate() {
        colors.deallocate(); factors.deallocate(); planes.deallocate(); points.deallocate()
        texelRow.deallocate()
    }
}
