import Raster
import Stage

/// Where the fold view is as it is posed: its frame, and what the pointer presses.
extension PopScene {
    /// The fold view as it is posed: the bottom half, and the top half's four corners as
    /// its turn about the hinge and the eye `pop.eyeDistance` away put them (a flat
    /// rectangle in perspective is the quad of its corners), rounded out to whole pixels.
    /// At rest it is the page itself; over a recording the crop joins every pose's. A
    /// corner at or behind the eye: the whole view.
    public var contentFrame: Rect {
        let whole = Rect(x: 0, y: 0, width: viewSize.x, height: viewSize.y)
        let (width, top) = (Double(page.width), Double(topHeight))
        let hinge = origin + SIMD2(width / 2, top)
        let turn = turn(angle)
        var low = SIMD2(origin.x, hinge.y), high = SIMD2(origin.x + width, origin.y + Double(page.height))
        for corner in [SIMD2(-width / 2, -top), SIMD2(width / 2, -top), SIMD2(width / 2, 0), SIMD2(-width / 2, 0)] {
            let p = turn.apply(corner.x, corner.y)
            guard p.w > 1e-9 else { return whole }
            let seen = SIMD2(p.x / p.w, p.y / p.w) + hinge
            low = pointwiseMin(low, seen)
            high = pointwiseMax(high, seen)
        }
        // Whole pixels, a rounding error's worth inside a pixel edge kept on it.
        let x0 = Swift.max(0, (low.x + 1e-6).rounded(.down)), y0 = Swift.max(0, (low.y + 1e-6).rounded(.down))
        let x1 = Swift.min(viewSize.x, (high.x - 1e-6).rounded(.up)), y1 = Swift.min(viewSize.y, (high.y - 1e-6).rounded(.up))
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    /// The fold view widened for the top half in every pose. A point of the top half x
    /// along the hinge and v ≤ t (the top half's height) from it, turned by θ, is at depth
    /// z = v·|sin θ| toward the eye (d away) and v·|cos θ| from the hinge across it, and is
    /// seen 1/(1 − z/d) times as far from the hinge's centre. Along the hinge the most is
    /// (w/2)/(1 − t/d) (turned straight at the eye); across it v·cos θ/(1 − v·sin θ/d) is
    /// largest at v = t, sin θ = t/d: t/√(1 − (t/d)²), above the hinge and, folded past
    /// −90°, below it (or the bottom half, when longer). An eye within reach: the whole view.
    public var motionFrame: Rect {
        let top = Double(topHeight), eye = settings[PopSettings.eyeDistance] * scale
        guard eye > top * 1.001 else { return Rect(x: 0, y: 0, width: viewSize.x, height: viewSize.y) }
        let k = top / eye
        let reach = SIMD2(Double(page.width) / 2 / (1 - k), top / (1 - k * k).squareRoot())
        let hinge = origin + SIMD2(Double(page.width) / 2, top)
        let below = Swift.max(reach.y, Double(page.height - topHeight))
        let x0 = Swift.max(0, (hinge.x - reach.x).rounded(.down)), y0 = Swift.max(0, (hinge.y - reach.y).rounded(.down))
        return Rect(x: x0, y: y0, width: Swift.min(viewSize.x, (hinge.x + reach.x).rounded(.up)) - x0,
                    height: Swift.min(viewSize.y, (hinge.y + below).rounded(.up)) - y0)
    }

    /// True when `point` (view pixels) is on the top half as it is turned now.
    func topHalfContains(_ point: SIMD2<Double>) -> Bool {
        let half = Double(page.width) / 2, top = Double(topHeight)
        let hinge = origin + SIMD2(half, top)
        let turn = turn(angle)
        // Behind the eye (w ≤ 0) there is nothing to press.
        let quad = [SIMD2(-half, -top), SIMD2(half, -top), SIMD2(half, 0), SIMD2(-half, 0)].compactMap { c in
            let p = turn.apply(c.x, c.y)
            return p.w > 1e-9 ? SIMD2(p.x / p.w, p.y / p.w) + hinge : nil
        }
        guard quad.count == 4 else { return false }
        // Inside a convex quad: the same side of every edge (either winding).
        var sign = 0.0
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if abs(cross) < 1e-12 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return sign != 0
    }
}
