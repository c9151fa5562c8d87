import Raster
import Stage
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The MPFoldTransition tree (`MPFoldTransition.m`), built by hand, at α = 45°, H = 100.
@Suite("MPFold layer tree")
struct MPFoldTreeTests {
    static let h = 100.0, width = 200.0
    static let d = 4.6666667 * h

    /// perspective (plain, m34 = −1/d about its centre; height 2H cos α, centred in the
    /// 2H rect) → firstJoint (transform layer, hinge at the top, −α) → A (anchor bottom, +α),
    /// B (anchor top), secondJoint (transform layer at the crease, +2α) → C (anchor top),
    /// D (anchor top, at C's bottom, −α).
    static func tree(alpha: Double) -> Layer {
        let (h, w) = (Self.h, Self.width)
        let perspective = Layer(name: "perspective")
        perspective.bounds = Rect(x: 0, y: 0, width: w, height: 2 * h * cos(alpha))
        perspective.position = [w / 2, h]
        perspective.sublayerTransform = .perspective(m34: -1 / d)

        let first = Layer(name: "firstJoint", bounds: Rect(x: 0, y: 0, width: w, height: 2 * h),
                          position: [w / 2, 0], anchorPoint: [0.5, 0], isTransformLayer: true)
        first.transform = .rotationX(-alpha)
        perspective.addSublayer(first)

        func panel(_ name: String, anchorY: Double, position: SIMD2<Double>) -> Layer {
            Layer(name: name, bounds: Rect(x: 0, y: 0, width: w, height: h), position: position,
                  anchorPoint: [0.5, anchorY], contents: .solid(Color(r: 1, g: 1, b: 1)))
        }
        let a = panel("A", anchorY: 1, position: [w / 2, 0])
        a.transform = .rotationX(alpha)
        first.addSublayer(a)
        first.addSublayer(panel("B", anchorY: 0, position: [w / 2, 0]))

        let second = Layer(name: "secondJoint", bounds: Rect(x: 0, y: 0, width: w, height: 2 * h),
                           position: [w / 2, h], anchorPoint: [0.5, 0], isTransformLayer: true)
        second.transform = .rotationX(2 * alpha)
        first.addSublayer(second)
        second.addSublayer(panel("C", anchorY: 0, position: [w / 2, 0]))
        let dPanel = panel("D", anchorY: 0, position: [w / 2, h])
        dPanel.transform = .rotationX(-alpha)
        second.addSublayer(dPanel)
        return perspective
    }

    static func corners(_ list: DrawList, _ name: String) throws -> [SIMD3<Double>] {
        screenCorners(try #require(list.items.first { $0.name == name }))
    }

    /// Worked numbers (α = 45°, H = 100, d = 466.66667, screen centre line y = H = 100):
    /// - The hinge sits at y = H − H cos α = 29.289322, w = 1.
    /// - B's bottom edge (the crease) is at y' = H cos α below the hinge, z' = −H sin α =
    ///   −70.710678: it lands on the centre line y = 100 with
    ///   w = 1 + H sin α / (4.6666667 H) = 1 + 0.70710678/4.6666667 = 1.151523.
    ///   Its x: 100 ± 100/1.151523 = 13.158 / 186.842.
    /// - C's top edge is the same crease: same screen points, same w.
    /// - A (−α + α) and D (−α + 2α − α) are flat: w = 1 at every corner; A spans
    ///   y ∈ [29.289322 − 100, 29.289322], D spans y ∈ [170.710678, 270.710678].
    @Test func foldAt45Degrees() throws {
        let alpha = Double.pi / 4
        let list = DrawList(root: Self.tree(alpha: alpha), width: 200, height: 200)
        let b = try Self.corners(list, "B"), c = try Self.corners(list, "C")
        let a = try Self.corners(list, "A"), dd = try Self.corners(list, "D")

        let creaseW = 1 + Self.h * sin(alpha) / (4.6666667 * Self.h)
        #expect(close(creaseW, 1.151523))
        #expect(close(b[3].z, creaseW) && close(b[2].z, creaseW))
        #expect(close(xy(b[3]), xy(c[0]), 1e-9) && close(xy(b[2]), xy(c[1]), 1e-9))
        #expect(close(c[0].z, creaseW) && close(c[1].z, creaseW))
        #expect(close(b[3].y, 100) && close(b[3].x, 100 - 100 / creaseW))
        // The hinge stays in the screen plane.
        #expect(close(b[0].z, 1) && close(b[0].y, 100 - 100 * cos(alpha)))

        for corner in a + dd { #expect(close(corner.z, 1)) }
        #expect(close(a[0].y, 29.289322 - 100) && close(a[3].y, 29.289322))
        #expect(close(dd[0].y, 170.710678) && close(dd[3].y, 270.710678))
        #expect(close(a[0].x, 0) && close(a[1].x, 200) && close(dd[2].x, 200))
    }

    /// B and C tip away from the viewer (their centres are deeper than the flat sleeves),
    /// so the depth sort draws them first; A and D tie at z = 0 and keep tree order.
    @Test func foldDrawOrder() {
        let list = DrawList(root: Self.tree(alpha: .pi / 4), width: 200, height: 200)
        #expect(names(list) == ["B", "C", "A", "D"])
        // Flat (α = 0): every panel ties, tree order.
        #expect(names(DrawList(root: Self.tree(alpha: 0), width: 200, height: 200)) == ["A", "B", "C", "D"])
    }

    /// At α = 0 the fold is the plain rect: A above the top, B and C fill (0, 0)–(200, 200),
    /// w = 1 everywhere.
    @Test func flatFoldIsThePlainRect() throws {
        let list = DrawList(root: Self.tree(alpha: 0), width: 200, height: 200)
        let b = try Self.corners(list, "B"), c = try Self.corners(list, "C")
        #expect(close(xy(b[0]), [0, 0]) && close(xy(b[2]), [200, 100]))
        #expect(close(xy(c[0]), [0, 100]) && close(xy(c[2]), [200, 200]))
        for corner in b + c { #expect(close(corner.z, 1)) }
    }
}
