import Raster
import Stage
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Item 1 of the issue: the 4×4 maths follows Core Animation (row vectors, `p' = p · M`).
/// Every expected number below is worked out by hand in the comment above it.
@Suite("Core Animation transform conventions")
struct TransformConventionTests {
    /// Rotation about x by θ = 30°: y' = y cos θ − z sin θ, z' = y sin θ + z cos θ.
    /// (0, 10, 0) → y' = 10·0.8660254 = 8.660254, z' = 10·0.5 = 5 (toward the viewer).
    @Test func rotationAboutXSign() {
        let p = Matrix4.rotationX(.pi / 6).apply(0, 10, 0)
        #expect(close(p.x, 0) && close(p.y, 8.660254) && close(p.z, 5) && close(p.w, 1))
        // (0, 0, 10) → y' = −10 sin θ = −5, z' = 10 cos θ = 8.660254.
        let q = Matrix4.rotationX(.pi / 6).apply(0, 0, 10)
        #expect(close(q.y, -5) && close(q.z, 8.660254))
    }

    /// m34 = −1/d gives w = 1 − z'/d. Rotate (0, 10, 0) by 30° (z' = 5), then perspective
    /// with d = 500: w = 1 − 5/500 = 0.99, screen y = 8.660254/0.99 = 8.747731.
    @Test func m34GivesWFromDepth() {
        let m = Matrix4.rotationX(.pi / 6) * Matrix4.perspective(m34: -1.0 / 500)
        let p = m.apply(0, 10, 0)
        #expect(close(p.w, 0.99))
        #expect(close(p.y / p.w, 8.747731))
        // A point pushed away (z = −100) shrinks: w = 1 + 100/500 = 1.2.
        #expect(close(Matrix4.perspective(m34: -1.0 / 500).apply(50, 0, -100).w, 1.2))
    }

    /// `a * b` applies a first. a = translate x by 10, b = scale by 2:
    /// (a·b)(1, 0) = (1 + 10)·2 = 22, (b·a)(1, 0) = 1·2 + 10 = 12.
    @Test func concatenationOrder() {
        let a = Matrix4.translation(10, 0), b = Matrix4.scale(2, 2)
        #expect(close((a * b).apply(1, 0).x, 22))
        #expect(close((b * a).apply(1, 0).x, 12))
    }

    /// Bounds 100×50, anchor (0.5, 1) (bottom centre), position (200, 300), identity:
    /// the anchor (50, 50) lands on (200, 300), so TL (0, 0) → (150, 250).
    @Test func anchorPointPlacesTheLayer() {
        let layer = solidLayer("L", Rect(x: 150, y: 250, width: 100, height: 50), anchor: [0.5, 1])
        #expect(layer.position == [200, 300])
        let c = screenCorners(DrawList(root: layer, width: 400, height: 400).items[0])
        #expect(close(xy(c[0]), [150, 250]) && close(xy(c[2]), [250, 300]))
    }

    /// The same layer rotated by θ = −30° about x with its own m34 = −1/500 (the folding
    /// cell's style: `transform = rotX(θ) · perspective`, acting about the anchor).
    /// TL relative to the anchor is (−50, −50, 0):
    ///   y' = −50 cos(−30°) = −43.301270,  z' = −50 sin(−30°) = +25 (toward the viewer),
    ///   w = 1 − 25/500 = 0.95,
    ///   x = 200 − 50/0.95 = 147.368421,  y = 300 − 43.301270/0.95 = 254.419716.
    /// So a negative θ with the anchor at the bottom swings the top edge toward the viewer:
    /// w < 1 and the top corners move away from the anchor (top edge 100/0.95 = 105.26 wide).
    /// The bottom edge is on the hinge: unchanged, w = 1.
    @Test func negativeRotationAboutBottomAnchorLiftsTopEdge() {
        let layer = solidLayer("L", Rect(x: 150, y: 250, width: 100, height: 50), anchor: [0.5, 1])
        layer.transform = Matrix4.rotationX(-.pi / 6) * Matrix4.perspective(m34: -1.0 / 500)
        let c = screenCorners(DrawList(root: layer, width: 400, height: 400).items[0])
        #expect(close(c[0].z, 0.95) && close(c[1].z, 0.95))
        #expect(close(xy(c[0]), [147.368421, 254.419716]))
        #expect(close(xy(c[1]), [252.631579, 254.419716]))
        #expect(close(xy(c[2]), [250, 300]) && close(c[2].z, 1))
        #expect(close(xy(c[3]), [150, 300]) && close(c[3].z, 1))
    }

    /// `transformToSuperlayer = T(−(o + a∘s), −az) · transform · T(position, zPosition)`:
    /// bounds origin (10, 20) size 40×60, anchor (0.25, 0.5) → anchor point (20, 50) in
    /// bounds space; with a 90° z-rotation, (x, y) ↦ (−y, x) about it. The anchor point itself
    /// maps to position (100, 100); bounds point (30, 50) is 10 right of the anchor and
    /// rotates to 10 below it: (100, 110).
    @Test func boundsOriginAndAnchorWithTransform() {
        let layer = Layer(bounds: Rect(x: 10, y: 20, width: 40, height: 60), position: [100, 100],
                          anchorPoint: [0.25, 0.5])
        layer.transform = .rotationZ(.pi / 2)
        let m = layer.transformToSuperlayer
        #expect(close(SIMD2(m.project(20, 50).x, m.project(20, 50).y), [100, 100]))
        #expect(close(SIMD2(m.project(30, 50).x, m.project(30, 50).y), [100, 110]))
        // anchorPointZ = 5 and zPosition = 7: the anchor at depth 5 lands at depth 7.
        layer.anchorPointZ = 5
        layer.zPosition = 7
        #expect(close(layer.transformToSuperlayer.apply(20, 50, 5).z, 7))
    }

    /// sublayerTransform with m34 = −1/400 acts about the parent's centre (its anchor).
    /// Parent: bounds 200×200 at the screen origin, anchor (100, 100). Child fills it at
    /// zPosition 100. The child's TL is (0, 0, 100) in parent space, (−100, −100, 100)
    /// relative to the anchor: w = 1 − 100/400 = 0.75, so it lands at
    /// 100 − 100/0.75 = −33.333333 on both axes. The centre stays at (100, 100).
    /// (About the origin instead, TL would have stayed at (0, 0).)
    @Test func sublayerTransformActsAboutParentAnchor() {
        let parent = Layer(name: "P")
        parent.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
        parent.sublayerTransform = .perspective(m34: -1.0 / 400)
        let child = solidLayer("C", Rect(x: 0, y: 0, width: 200, height: 200))
        child.zPosition = 100
        parent.addSublayer(child)
        let c = screenCorners(DrawList(root: parent, width: 200, height: 200).items[0])
        #expect(close(c[0].z, 0.75))
        #expect(close(xy(c[0]), [-33.333333, -33.333333]))
        #expect(close(xy(c[2]), [233.333333, 233.333333]))
        let s = parent.sublayerTransformAboutAnchor.project(100, 100, 50)
        #expect(close(s.x, 100) && close(s.y, 100))
    }

    /// The plane determinant has the sign of the projected quad's signed area wherever
    /// w > 0: identity → +1 (front); rotated by π about y → mirrored (back).
    @Test func planeDeterminantSign() {
        #expect(Matrix4.identity.planeDeterminant == 1)
        #expect(Matrix4.rotationY(.pi).planeDeterminant < 0)
        let tilted = Matrix4.rotationX(0.7) * Matrix4.perspective(m34: -1.0 / 300)
            * Matrix4.translation(100, 100)
        let quad = [tilted.project(0, 0), tilted.project(50, 0), tilted.project(50, 50), tilted.project(0, 50)]
            .map { SIMD2($0.x, $0.y) }
        #expect(ConvexPolygon.doubleSignedArea(quad) > 0 && tilted.planeDeterminant > 0)
    }
}
