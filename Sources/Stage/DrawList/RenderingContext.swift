/// A 3D rendering context: the plain layers that hang, through transform layers only,
/// below the outermost transform layer under a plain layer P (or under the screen).
/// They share P's space (after P's `sublayerTransform`, before P flattens them), so
/// Core Animation draws them by depth rather than in tree order.
///
/// Each member is a contiguous run of draw items: a plain layer and everything flattened
/// into its plane (its own sublayers stay in tree order within the run). Runs are sorted
/// back to front by the depth of the member's bounds centre, stably (equal depths keep
/// tree order, so coplanar flat panels draw as the tree says). This is a painter's sort
/// by one point per layer, like Core Animation's; it does not split intersecting layers.
struct RenderingContext {
    private struct Member {
        var start: Int, end: Int
        var depth: Double
    }

    private var members: [Member] = []

    /// Records the items `start..<end` as one member at `depth` (see `depth(of:)`).
    mutating func add(start: Int, end: Int, depth: Double) {
        members.append(Member(start: start, end: end, depth: depth))
    }

    /// The depth used for sorting a homogeneous point (X, Y, Z, W) of the context's space:
    /// Z/W, +z toward the viewer. With perspective `m34 = −1/d`, W = 1 − z/d and
    /// Z/W = z/(1 − z/d) rises monotonically with z wherever W > 0, so it orders points as
    /// their true depth does. A point with W ≤ 0 is at or behind the eye, nearer than
    /// anything visible: it sorts to the front (drawn last). NaN sorts to the back.
    static func depth(of p: SIMD4<Double>) -> Double {
        if p.w > 0 {
            let z = p.z / p.w
            return z.isNaN ? -.infinity : z
        }
        return p.w <= 0 ? .infinity : -.infinity
    }

    /// Reorders `items[start...]` (which must be exactly the members' runs, in the order
    /// they were added) back to front. Stable: ties keep the order of addition.
    func sortBackToFront<Item>(_ items: inout [Item], from start: Int) {
        guard members.count > 1 else { return }
        let order = members.indices.sorted {
            (members[$0].depth, $0) < (members[$1].depth, $1)
        }
        if order.elementsEqual(members.indices) { return }
        var sorted: [Item] = []
        sorted.reserveCapacity(items.count - start)
        for i in order {
            sorted.append(contentsOf: items[members[i].start..<members[i].end])
        }
        items.replaceSubrange(start..., with: sorted)
    }
}
