import TestSupport
/// The slow, obviously correct reference for `TimingFunction.value(at:)` (docs/conventions.md,
/// "A slow reference beside every fast path"): the Bernstein form of the cubic, solved for t by
/// 200 plain bisection steps.
///
/// Where x'(t) vanishes at the root (an inflection of x(t), e.g. (1, 0, 0, 1) at x = 0.5) the
/// evaluated x(t) equals x on a whole interval of t, a few 1e-6 wide. A one-sided bisection would
/// land on one end of it; we bisect for both ends and take the centre, the best a Double can say.
struct BezierReference {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// B(t) for one coordinate: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
    static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // lowest t with x(t) >= x
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if Self.bernstein(mid, x1, x2) >= x { hi = mid } else { lo = mid }
        }
        let first = hi
        // highest t with x(t) <= x
        lo = 0; hi = 1
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if Self.bernstein(mid, x1, x2) <= x { lo = mid } else { hi = mid }
        }
        let last = lo
        return Self.bernstein(0.5 * (first + last), y1, y2)
    }
}

/// The seeded generator of the random cases.
typealias SeededGenerator = SplitMix64
