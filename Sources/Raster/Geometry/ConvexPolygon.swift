/// Small convex-polygon helpers in screen pixels (y down): signed area and intersection
/// (Stage intersects `masksToBounds` clips with them; the rasterizer orients outlines).
///
/// Orientation convention: a polygon is *clockwise on screen* when its shoelace sum
/// `Σ (xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ)` is positive in y-down coordinates (TL → TR → BR → BL of an
/// upright rectangle). Every clip polygon the draw list stores has that orientation.
public enum ConvexPolygon {
    /// Twice the signed area (the shoelace sum) in y-down coordinates: > 0 clockwise on
    /// screen, < 0 anticlockwise, 0 degenerate. Square pixels.
    public static func doubleSignedArea(_ polygon: [SIMD2<Double>]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = polygon[polygon.count - 1]
        for point in polygon {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }

    /// The intersection of `subject` (any convex polygon, clockwise on screen) with the
    /// convex `clip` polygon (clockwise on screen): Sutherland–Hodgman, one half-plane per
    /// clip edge. A point p is inside edge a → b when `cross(b − a, p − a) ≥ 0`.
    /// Returns fewer than 3 points when the intersection is empty or degenerate.
    public static func intersection(_ subject: [SIMD2<Double>], _ clip: [SIMD2<Double>]) -> [SIMD2<Double>] {
        var output = subject
        var input: [SIMD2<Double>] = []
        input.reserveCapacity(subject.count + clip.count)
        output.reserveCapacity(subject.count + clip.count)
        var a = clip[clip.count - 1]
        for b in clip {
            guard output.count >= 3 else { return [] }
            swap(&input, &output)
            output.removeAll(keepingCapacity: true)
            let edge = b - a
            func side(_ p: SIMD2<Double>) -> Double { edge.x * (p.y - a.y) - edge.y * (p.x - a.x) }
            var previous = input[input.count - 1]
            var previousSide = side(previous)
            for current in input {
                let currentSide = side(current)
                if currentSide >= 0 {
                    if previousSide < 0 { output.append(crossing(previous, previousSide, current, currentSide)) }
                    output.append(current)
                } else if previousSide >= 0 {
                    output.append(crossing(previous, previousSide, current, currentSide))
                }
                previous = current
                previousSide = currentSide
            }
            a = b
        }
        return output.count >= 3 ? output : []
    }

    /// The point where segment p → q crosses the edge line, from the signed distances
    /// sp and sq (of opposite signs): p + (q − p)·sp/(sp − sq).
    private static func crossing(_ p: SIMD2<Double>, _ sp: Double, _ q: SIMD2<Double>, _ sq: Double) -> SIMD2<Double> {
        let t = sp / (sp - sq)
        return p + (q - p) * t
    }
}
