#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A vector outline: closed contours of lines and quadratic / cubic Bézier curves in
/// pixel coordinates (y down), filled by `Bitmap.fill(_:color:)` with the non-zero rule
/// (coverage = min(|winding area|, 1)).
///
/// Curves are kept as curves until the fill flattens them, so a path designed in a unit
/// box and then scaled to any pixel size still meets the flattening tolerance in *output*
/// pixels. Every contour is closed when filled, whether or not `close()` was called.
///
/// Orientation: the shape builders (`polygon` keeps its input order) wind clockwise on
/// screen, i.e. a positive shoelace sum in y-down coordinates (see `ConvexPolygon`). A
/// contour wound the other way inside a clockwise one cuts a hole; `reversed()` flips one.
public struct Path: Sendable, Equatable {
    /// One drawing command; points are end points, curves carry their control points.
    public enum Element: Sendable, Equatable {
        /// Starts a new contour at the point (the previous one is closed implicitly).
        case move(SIMD2<Double>)
        /// A straight segment from the current point to the point.
        case line(SIMD2<Double>)
        /// A quadratic Bézier from the current point to `to` bending toward `control`.
        case quad(control: SIMD2<Double>, to: SIMD2<Double>)
        /// A cubic Bézier from the current point to `to` with two control points.
        case cubic(control1: SIMD2<Double>, control2: SIMD2<Double>, to: SIMD2<Double>)
        /// Closes the contour back to its start; the current point returns to that start.
        case close
    }

    /// The commands in order; read-only, build with the mutating methods.
    public private(set) var elements: [Element] = []

    /// The largest distance (pixels) between a curve and the line segments that replace
    /// it when filled: 1/512 px. A chord cuts off about ⅔ of its sagitta in area per pixel
    /// of length, so this keeps the area lost along a curve (≈ 0.0013 per edge pixel)
    /// below the 8-bit coverage step (1/255); at 1/32 px a circle of radius 30 came out
    /// 0.13 % short. The cost is small: a 45° arc of a 100 px circle becomes 64 segments.
    public static let flatteningTolerance = 1.0 / 512

    /// An empty path (filling it draws nothing).
    public init() {}

    /// True when the path has no drawing commands.
    public var isEmpty: Bool { elements.isEmpty }

    // MARK: - Building

    /// Starts a new contour at `point` (pixels).
    public mutating func move(to point: SIMD2<Double>) { elements.append(.move(point)) }

    /// A straight segment to `point`; without a current contour it starts one there.
    public mutating func line(to point: SIMD2<Double>) { elements.append(.line(point)) }

    /// A quadratic Bézier to `point` with one control point.
    public mutating func quad(to point: SIMD2<Double>, control: SIMD2<Double>) {
        elements.append(.quad(control: control, to: point))
    }

    /// A cubic Bézier to `point` with two control points.
    public mutating func cubic(to point: SIMD2<Double>, control1: SIMD2<Double>, control2: SIMD2<Double>) {
        elements.append(.cubic(control1: control1, control2: control2, to: point))
    }

    /// Closes the current contour with a straight segment back to its start.
    public mutating func close() { elements.append(.close) }

    /// Appends every contour of `other` (their windings add up when filled).
    public mutating func append(_ other: Path) { elements += other.elements }

    /// An elliptical arc around `center` with radii `radii` (pixels), from angle `start` to
    /// `end` (radians, measured from +x toward +y, so increasing angles turn clockwise on
    /// screen). Joins the current contour with a line to the arc's start, or starts a new
    /// contour there. Drawn as cubics of at most 45° each, whose radial error is below
    /// 5·10⁻⁶ of the radius (a 90° cubic would be off by 2.7·10⁻⁴), and at most
    /// `maximumCurvePieces` of them (past 512 turns the pieces grow instead).
    public mutating func arc(center: SIMD2<Double>, radii: SIMD2<Double>, from start: Double, to end: Double) {
        let sweep = end - start
        guard sweep.isFinite, start.isFinite else { return }
        func point(_ angle: Double) -> SIMD2<Double> { center + radii * SIMD2(cos(angle), sin(angle)) }
        func tangent(_ angle: Double) -> SIMD2<Double> { radii * SIMD2(-sin(angle), cos(angle)) }
        if hasOpenContour { line(to: point(start)) } else { move(to: point(start)) }
        // 10^300 radians would be more pieces than an Int holds.
        let pieces = Int(saturating: (abs(sweep) / (.pi / 4)).rounded(.up), in: 1...Path.maximumCurvePieces)
        let step = sweep / Double(pieces)
        // The standard circular-arc cubic: control points along the end tangents at
        // k = 4/3·tan(θ/4) of the radius (exact at both ends and at the middle).
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let a0 = start + step * Double(i), a1 = a0 + step
            cubic(to: point(a1), control1: point(a0) + tangent(a0) * k, control2: point(a1) - tangent(a1) * k)
        }
    }

    /// True when the last command leaves a contour that more segments would continue.
    private var hasOpenContour: Bool {
        switch elements.last {
        case nil, .close?: return false
        default: return true
        }
    }

    // MARK: - Shapes

    /// One closed contour through `points` in the given order (pixels).
    public static func polygon(_ points: [SIMD2<Double>]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
        return path
    }

    /// A straight stroke from `a` to `b`, `width` pixels wide, with square caps (PDF and
    /// PostScript line cap 2: each end reaches half the width past its point), as one
    /// rectangle clockwise on screen; empty when the points coincide or the width is not
    /// positive.
    public static func squareCappedLine(from a: SIMD2<Double>, to b: SIMD2<Double>, width: Double) -> Path {
        let length = ((b - a) * (b - a)).sum().squareRoot()
        guard length > 0, length.isFinite, width > 0 else { return Path() }
        let h = width / 2
        let along = (b - a) / length * h
        let across = SIMD2(-along.y, along.x)   // `along` turned a quarter clockwise on screen
        return polygon([a - along - across, b + along - across, b + along + across, a - along + across])
    }

    /// An axis-aligned ellipse (a circle when the radii are equal), clockwise on screen,
    /// as eight 45° cubics; radii in pixels, negative radii count as their magnitude.
    public static func ellipse(center: SIMD2<Double>, radii: SIMD2<Double>) -> Path {
        var path = Path()
        path.arc(center: center, radii: SIMD2(Swift.abs(radii.x), Swift.abs(radii.y)), from: 0, to: 2 * .pi)
        path.close()
        return path
    }

    /// A rectangle with circular corners of `radius` (pixels; clamped to 0...half the
    /// shorter side, so `radius` ≥ that gives a stadium), clockwise on screen.
    public static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) -> Path {
        let w = abs(width), h = abs(height)
        let x0 = min(x, x + width), y0 = min(y, y + height)
        let r = max(0, min(radius, w / 2, h / 2))
        guard r > 0 else {
            return polygon([SIMD2(x0, y0), SIMD2(x0 + w, y0), SIMD2(x0 + w, y0 + h), SIMD2(x0, y0 + h)])
        }
        var path = Path()
        let radii = SIMD2(r, r)
        // Corners in screen-clockwise order: top-right, bottom-right, bottom-left, top-left.
        path.arc(center: SIMD2(x0 + w - r, y0 + r), radii: radii, from: -.pi / 2, to: 0)
        path.arc(center: SIMD2(x0 + w - r, y0 + h - r), radii: radii, from: 0, to: .pi / 2)
        path.arc(center: SIMD2(x0 + r, y0 + h - r), radii: radii, from: .pi / 2, to: .pi)
        path.arc(center: SIMD2(x0 + r, y0 + r), radii: radii, from: .pi, to: 1.5 * .pi)
        path.close()
        return path
    }

    /// The box around every point and control point (a curve lies inside its control
    /// polygon, so the path does too), or nil for a path without points.
    public var controlBounds: (min: SIMD2<Double>, max: SIMD2<Double>)? {
        var lo = SIMD2<Double>(repeating: .infinity), hi = SIMD2<Double>(repeating: -.infinity)
        func include(_ p: SIMD2<Double>) { lo = pointwiseMin(lo, p); hi = pointwiseMax(hi, p) }
        for element in elements {
            switch element {
            case .move(let q), .line(let q): include(q)
            case .quad(let c, let q): include(c); include(q)
            case .cubic(let c1, let c2, let q): include(c1); include(c2); include(q)
            case .close: break
            }
        }
        guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite else { return nil }
        return (lo, hi)
    }

    // MARK: - Transforms

    /// The path with `f` applied to every end and control point. Exact for affine maps
    /// (Bézier curves are affine-invariant), which is what it is for: design art in a unit
    /// box, then map it to pixels.
    public func transformed(_ f: (SIMD2<Double>) -> SIMD2<Double>) -> Path {
        var out = Path()
        out.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(f(p))
            case .line(let p): return .line(f(p))
            case .quad(let c, let p): return .quad(control: f(c), to: f(p))
            case .cubic(let c1, let c2, let p): return .cubic(control1: f(c1), control2: f(c2), to: f(p))
            case .close: return .close
            }
        }
        return out
    }

    /// Every point scaled by `factor` (per axis) about the origin.
    public func scaled(by factor: SIMD2<Double>) -> Path { transformed { $0 * factor } }

    /// Every point moved by `offset` (pixels).
    public func translated(by offset: SIMD2<Double>) -> Path { transformed { $0 + offset } }

    /// Every point rotated by `angle` (radians, positive turns clockwise on a y-down
    /// screen, like Core Animation) about `pivot` (default the origin).
    public func rotated(by angle: Double, around pivot: SIMD2<Double> = .zero) -> Path {
        let c = cos(angle), s = sin(angle)
        return transformed { p in
            let d = p - pivot
            return pivot + SIMD2(c * d.x - s * d.y, s * d.x + c * d.y)
        }
    }

    /// The same contours traversed backwards, so every winding flips (a clockwise shape
    /// becomes a hole-cutter and vice versa). Curves stay curves.
    public func reversed() -> Path {
        var out = Path()
        for contour in segmentedContours() {
            out.move(to: contour.segments.last?.end ?? contour.start)
            for (index, segment) in contour.segments.enumerated().reversed() {
                let from = index == 0 ? contour.start : contour.segments[index - 1].end
                switch segment {
                case .line: out.line(to: from)
                case .quad(let c, _): out.quad(to: from, control: c)
                case .cubic(let c1, let c2, _): out.cubic(to: from, control1: c2, control2: c1)
                }
            }
            out.close()
        }
        return out
    }

    // MARK: - Contours

    /// One contour as its start point and the segments that follow it.
    struct Contour {
        var start: SIMD2<Double>
        var segments: [Segment] = []
    }

    /// A segment's shape and end point (its start is the previous end).
    enum Segment {
        case line(SIMD2<Double>)
        case quad(SIMD2<Double>, SIMD2<Double>)
        case cubic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)

        var end: SIMD2<Double> {
            switch self {
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            }
        }
    }

    /// The elements grouped into contours, resolving SVG-style current-point rules: a
    /// segment with no contour open starts one at the start of the contour closed last
    /// (or, when nothing came before, at the segment's own end point).
    func segmentedContours() -> [Contour] {
        var contours: [Contour] = []
        var current: Contour?
        var restart: SIMD2<Double>?
        func begin(at p: SIMD2<Double>) {
            if let c = current { contours.append(c) }
            current = Contour(start: p)
        }
        for element in elements {
            switch element {
            case .move(let p):
                begin(at: p)
            case .line(let p):
                if current == nil { begin(at: restart ?? p) }
                current!.segments.append(.line(p))
            case .quad(let c, let p):
                if current == nil { begin(at: restart ?? p) }
                current!.segments.append(.quad(c, p))
            case .cubic(let c1, let c2, let p):
                if current == nil { begin(at: restart ?? p) }
                current!.segments.append(.cubic(c1, c2, p))
            case .close:
                if let c = current {
                    contours.append(c)
                    restart = c.start
                    current = nil
                }
            }
        }
        if let c = current { contours.append(c) }
        return contours
    }

    /// The contours flattened to closed polygons (pixels; the closing edge is implied),
    /// every curve within `tolerance` pixels of its chords. For inspection and tests; the
    /// fill flattens on the fly with the same rule.
    public func polygons(tolerance: Double = Path.flatteningTolerance) -> [[SIMD2<Double>]] {
        segmentedContours().map { contour in
            var points = [contour.start]
            var from = contour.start
            for segment in contour.segments {
                Path.flatten(segment, from: from, tolerance: tolerance) { points.append($0) }
                from = segment.end
            }
            return points
        }
    }

    /// The most line segments one curve becomes: a cap for absurd control points, far
    /// above what any on-screen curve needs (a 1000 px circle arc needs about 60).
    static let maximumCurvePieces = 4096

    /// Calls `emit` with the end points of the line segments that replace `segment`
    /// (starting at `p0`; the last one is the segment's end).
    ///
    /// The chord error of a curve split into n equal parameter steps is at most
    /// M/(8n²), with M the largest second derivative: for a quadratic M = 2|p0 − 2c + p|,
    /// for a cubic M = 6·max(|p0 − 2c1 + c2|, |c1 − 2c2 + p|) (B'' is linear in t, so its
    /// maximum is at an end). Solving M/(8n²) ≤ tolerance for n gives the counts below.
    @inline(__always)
    static func flatten(_ segment: Segment, from p0: SIMD2<Double>, tolerance: Double,
                        emit: (SIMD2<Double>) -> Void) {
        func length(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
        func pieces(_ m: Double) -> Int {
            let n = (m / (8 * tolerance)).squareRoot().rounded(.up)
            // Control points 10^40 px away ask for more pieces than an Int holds: capped.
            return n.isFinite ? Int(saturating: n, in: 1...maximumCurvePieces) : 1
        }
        switch segment {
        case .line(let p):
            emit(p)
        case .quad(let c, let p):
            let n = pieces(2 * length(p0 - 2 * c + p))
            for i in 1..<n {
                let t = Double(i) / Double(n), u = 1 - t
                emit(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
            }
            emit(p)
        case .cubic(let c1, let c2, let p):
            let n = pieces(6 * max(length(p0 - 2 * c1 + c2), length(c1 - 2 * c2 + p)))
            for i in 1..<n {
                let t = Double(i) / Double(n), u = 1 - t
                emit(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
            }
            emit(p)
        }
    }
}
