import Raster
@testable import Scenes
import Stage
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// No seams (docs/design.md, "What a frame promises"): no crack or background bleed along edges
/// panels share, at any angle.
///
/// Method: each frame is rendered twice, once on pure magenta (clear colour and root
/// background) and once on pure green. The pages are opaque, so a pixel that differs
/// between the two renders lets background through, by exactly the amount it differs.
/// Checked pixels: every pixel within 3 px of the three joint lines — the AB hinge at
/// c − H cos α, the crease on the centre line c, the CD hinge at c + H cos α (CA maths,
/// worked out in `FoldGeometryTests`) — whose centre lies inside the union of the panels'
/// projected outlines (and the page rect when clipped) and at least 1.5 px from every
/// outer edge (the panels' sides, A's far edge, D's far edge, the clip rect): that
/// excludes only the outer antialiased edges. Allowed difference: 1 level.
@Suite("Fold seams")
struct FoldSeamTests {
    static let magenta = Color(r: 1, g: 0, b: 1), green = Color(r: 0, g: 1, b: 0)

    /// The 61 progress values 0, 1/60, …, 1.
    static let sweep = (0...60).map { Double($0) / 60 }

    static func frame(_ scene: FoldScene, _ color: Color) -> Bitmap {
        scene.background = solid(color)
        return render(scene, clear: color.pixel)
    }

    /// Convex quads (screen; TL, TR, BR, BL) of the panels A, B, C, D, by name.
    static func outlines(_ scene: FoldScene) -> [String: [SIMD2<Double>]] {
        let list = DrawList(root: scene.rootLayer(), width: Int(scene.viewSize.x), height: Int(scene.viewSize.y))
        var quads: [String: [SIMD2<Double>]] = [:]
        // A, D and the strips B, C (an accordion's B2, C2, …).
        for item in list.items where ["A", "B", "C", "D"].contains(item.name.prefix(1))
            && item.name.dropFirst().allSatisfy(\.isNumber) {
            let corners = screenCorners(item)
            guard corners.allSatisfy({ $0.z > 0 }) else { continue }
            quads[item.name] = corners.map { SIMD2($0.x, $0.y) }
        }
        return quads
    }

    /// The outer (unshared) edges of the fold's outline: each panel's two sides, A's far
    /// edge and D's far edge.
    static func outerEdges(_ quads: [String: [SIMD2<Double>]], vertical: Bool) -> [(SIMD2<Double>, SIMD2<Double>)] {
        var edges: [(SIMD2<Double>, SIMD2<Double>)] = []
        for q in quads.values {
            // Vertical: sides are TR→BR and BL→TL; horizontal: TL→TR and BR→BL.
            edges += vertical ? [(q[1], q[2]), (q[3], q[0])] : [(q[0], q[1]), (q[2], q[3])]
        }
        if let a = quads["A"] {
            edges.append(vertical ? (a[0], a[1]) : (a[3], a[0]))
            // Cubic near α = 0: A (edge-on, seen from below) projects onto B's side of
            // the hinge, so the hinge itself is the silhouette: an outer edge.
            if vertical ? a[0].y > a[3].y : a[0].x > a[1].x { edges.append(vertical ? (a[2], a[3]) : (a[1], a[2])) }
        }
        if let d = quads["D"] {
            edges.append(vertical ? (d[2], d[3]) : (d[1], d[2]))
            if vertical ? d[3].y < d[0].y : d[1].x < d[0].x { edges.append(vertical ? (d[0], d[1]) : (d[3], d[0])) }
        }
        return edges
    }

    /// Distance from p to the segment a–b.
    static func distance(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let ab = b - a, ap = p - a
        let length2 = (ab * ab).sum()
        let t = length2 > 0 ? Swift.min(Swift.max((ap * ab).sum() / length2, 0), 1) : 0
        let q = a + ab * t - p
        return (q * q).sum().squareRoot()
    }

    /// Inside (or on) a convex polygon of either winding.
    static func inside(_ p: SIMD2<Double>, _ polygon: [SIMD2<Double>]) -> Bool {
        var sign = 0.0
        for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if abs(cross) < 1e-9 { continue }
            if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
        }
        return sign != 0
    }

    /// Checks one frame; returns the offending pixels (x, y, difference).
    static func leaks(_ scene: FoldScene) -> [(Int, Int, Int)] {
        let a = frame(scene, magenta), b = frame(scene, green)
        let quads = outlines(scene)
        let r = scene.pageRect
        let clip = scene.style == .fold
        let vertical = scene.orientation == .vertical
        let alpha = scene.angle
        let length = Double(vertical ? r.height : r.width)
        let upper = (length / 2).rounded()
        let crease = Double(vertical ? r.y : r.x) + upper
        // The hinges, along the fold axis (w = 1 there, so no projection needed): the top
        // one, then the far edge of each strip (the crease is the middle one).
        var lines = [crease - upper * cos(alpha)]
        for strip in scene.stripLengths { lines.append(lines[lines.count - 1] + strip * cos(alpha)) }
        let edges = outerEdges(quads, vertical: vertical)
        let (left, top) = (Double(r.x), Double(r.y))
        let (right, bottom) = (left + Double(r.width), top + Double(r.height))
        func interior(_ p: SIMD2<Double>) -> Bool {
            if clip && !(p.x >= left + 1.5 && p.x <= right - 1.5 && p.y >= top + 1.5 && p.y <= bottom - 1.5) {
                return false
            }
            guard quads.values.contains(where: { inside(p, $0) }) else { return false }
            return edges.allSatisfy { distance(p, $0.0, $0.1) >= 1.5 }
        }
        var found: [(Int, Int, Int)] = []
        for line in lines {
            let first = Int((line - 3).rounded(.down)), last = Int((line + 3).rounded(.up))
            for along in first...last {
                let acrossCount = vertical ? a.width : a.height
                for across in 0..<acrossCount {
                    let (x, y) = vertical ? (across, along) : (along, across)
                    guard x >= 0, y >= 0, x < a.width, y < a.height else { continue }
                    // The cheap test first: only a pixel that lets background through
                    // needs the geometry to say whether it is a joint's or an outer edge's.
                    let d = pixelDifference(a[x, y], b[x, y])
                    if d > 1, interior(SIMD2(Double(x) + 0.5, Double(y) + 0.5)) { found.append((x, y, d)) }
                }
            }
        }
        return found
    }

    static func report(_ found: [(Int, Int, Int)]) -> String {
        "\(found.count) pixels show background, e.g. " + found.prefix(5).map { "(\($0.0), \($0.1)) by \($0.2)" }
            .joined(separator: ", ")
    }

    @Test(arguments: [Mode.fold, Mode.cubic])
    func sweepShowsNoBackgroundAlongJoints(mode: Mode) {
        let scene = makeScene(mode)
        for p in Self.sweep {
            scene.progress = p
            let found = Self.leaks(scene)
            #expect(found.count == 0, "\(mode) p = \(p): \(Self.report(found))")
        }
    }

    /// The accordion (`fold.creases` 2…8): every joint of its strips, both orientations.
    @Test(arguments: [Mode.fold, Mode.cubic], 2...8)
    func accordionShowsNoBackgroundAlongJoints(mode: Mode, creases: Int) throws {
        let scene = makeScene(mode)
        var settings = scene.settings
        try SettingsRegistry.standard.apply(assignments: ["fold.creases=\(creases)"], to: &settings)
        scene.settings = settings
        #expect(scene.stripLengths.count == 2 * creases)
        for horizontal in [false, true] {
            scene.orientation = horizontal ? .horizontal : .vertical
            for p in stride(from: 0.0, through: 1.0, by: 1.0 / 12) {
                scene.progress = p
                let found = Self.leaks(scene)
                #expect(found.count == 0, "\(mode) creases \(creases) horizontal \(horizontal) p = \(p): \(Self.report(found))")
            }
        }
    }

    /// Odd page sizes (split 63 + 62) and the horizontal orientation, on a coarser sweep.
    @Test(arguments: [Mode.fold, Mode.cubic], [false, true])
    func oddAndHorizontal(mode: Mode, horizontal: Bool) {
        let scene = makeScene(mode)
        scene.overridePageSize(width: 165, height: 125)
        if horizontal { scene.orientation = .horizontal }
        for p in stride(from: 0.0, through: 1.0, by: 1.0 / 12) {
            scene.progress = p
            let found = Self.leaks(scene)
            #expect(found.count == 0, "\(mode) horizontal \(horizontal) p = \(p): \(Self.report(found))")
        }
    }
}
