import Raster
import Stage
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Plain layers flatten, transform layers keep a 3D rendering context; opacity and hiding.
@Suite("Flattening and 3D rendering contexts")
struct FlatteningTests {
    /// Root: 200×200 at the screen origin with a perspective sublayerTransform
    /// (m34 = −1/400, about its centre (100, 100)). X fills it. X's children, in tree order:
    /// "near" (translated to z = +100) and "far" (z = 0), both 100×100 centred at (100, 100).
    static func scene(transformLayer: Bool) -> Layer {
        let root = Layer(name: "root")
        root.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
        root.sublayerTransform = .perspective(m34: -1.0 / 400)
        let x = Layer(name: "X", isTransformLayer: transformLayer)
        x.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
        root.addSublayer(x)
        let near = solidLayer("near", Rect(x: 50, y: 50, width: 100, height: 100))
        near.transform = .translation(0, 0, 100)
        let far = solidLayer("far", Rect(x: 50, y: 50, width: 100, height: 100))
        x.addSublayer(near)
        x.addSublayer(far)
        return root
    }

    /// Inside a transform layer "near" keeps z = 100 in the root's perspective: its TL
    /// (50, 50, 100) is (−50, −50, 100) from the vanishing point, w = 1 − 100/400 = 0.75,
    /// screen 100 − 50/0.75 = 33.333333. "far" stays at (50, 50), w = 1.
    /// Depth sort puts "far" (z 0) before "near" (z 100) although the tree says otherwise.
    /// Each item carries its layer's anchor point (the window's X-ray marks it).
    @Test func itemsCarryTheirLayersAnchorPoint() {
        let root = Self.scene(transformLayer: true)
        root.sublayers[0].sublayers[0].anchorPoint = [0.5, 0]
        let list = DrawList(root: root, width: 200, height: 200)
        #expect(list.items.first { $0.name == "near" }?.anchorPoint == [0.5, 0])
        #expect(list.items.first { $0.name == "far" }?.anchorPoint == [0.5, 0.5])
    }

    @Test func transformLayerKeepsDepth() {
        let list = DrawList(root: Self.scene(transformLayer: true), width: 200, height: 200)
        #expect(names(list) == ["far", "near"])
        let near = screenCorners(list.items[1]), far = screenCorners(list.items[0])
        #expect(close(near[0].z, 0.75) && close(xy(near[0]), [33.333333, 33.333333]))
        #expect(close(far[0].z, 1) && close(xy(far[0]), [50, 50]))
    }

    /// A plain X flattens its sublayers into its plane first: (50, 50, 100) → (50, 50, 0),
    /// then the root's perspective sees z = 0 everywhere: both land on (50, 50) with w = 1,
    /// and draw in tree order.
    @Test func plainLayerFlattensDepth() {
        let list = DrawList(root: Self.scene(transformLayer: false), width: 200, height: 200)
        #expect(names(list) == ["near", "far"])
        for item in list.items {
            let c = screenCorners(item)
            #expect(close(c[0].z, 1) && close(xy(c[0]), [50, 50]) && close(xy(c[2]), [150, 150]))
        }
    }

    /// The flattening projection: (X, Y, Z, W) → (X, Y, 0, W).
    @Test func flatteningMatrixDropsZ() {
        let p = (Matrix4.rotationX(0.5) * Matrix4.flattening).apply(3, 4, 5)
        #expect(p.z == 0 && close(p.w, 1))
        #expect(close(p.y, 4 * cos(0.5) - 5 * sin(0.5)))
    }

    /// Within a context every plain member sorts as one unit with what it flattens: "back"
    /// (z = −50) carries a sublayer "badge"; "front" sits at z = 0. Order: back, badge, front.
    /// Move back to z = +50 and the pair draws after "front", still back then badge.
    @Test func memberSortsWithItsFlattenedSublayers() {
        func build(_ z: Double) -> [String] {
            let root = Layer(name: "root")
            root.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
            let t = Layer(name: "T", isTransformLayer: true)
            t.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
            root.addSublayer(t)
            let back = solidLayer("back", Rect(x: 0, y: 0, width: 100, height: 100))
            back.transform = .translation(0, 0, z)
            back.addSublayer(solidLayer("badge", Rect(x: 10, y: 10, width: 10, height: 10)))
            t.addSublayer(solidLayer("front", Rect(x: 0, y: 0, width: 100, height: 100)))
            t.addSublayer(back)
            return names(DrawList(root: root, width: 100, height: 100))
        }
        #expect(build(-50) == ["back", "badge", "front"])
        #expect(build(50) == ["front", "back", "badge"])
    }

    /// Coplanar members tie and keep tree order; outside transform layers, siblings follow
    /// the tree, stably sorted by zPosition only.
    @Test func tiesKeepTreeOrderAndZPositionSortsSiblings() {
        let root = Layer(name: "root")
        root.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
        let t = Layer(name: "T", isTransformLayer: true)
        root.addSublayer(t)
        for n in ["a", "b", "c"] { t.addSublayer(solidLayer(n, Rect(x: 0, y: 0, width: 10, height: 10))) }
        #expect(names(DrawList(root: root, width: 100, height: 100)) == ["a", "b", "c"])

        let plain = Layer(name: "plain")
        for (n, z) in [("p", 1.0), ("q", -1), ("r", 1), ("s", 0)] {
            let l = solidLayer(n, Rect(x: 0, y: 0, width: 10, height: 10))
            l.zPosition = z
            plain.addSublayer(l)
        }
        #expect(names(DrawList(root: plain, width: 100, height: 100)) == ["q", "s", "p", "r"])
    }

    /// Opacity multiplies; hidden or transparent layers and their subtrees draw nothing.
    @Test func opacityAndHiding() {
        let root = solidLayer("root", Rect(x: 0, y: 0, width: 100, height: 100))
        root.opacity = 0.5
        let child = solidLayer("child", Rect(x: 0, y: 0, width: 50, height: 50))
        child.opacity = 0.4
        child.addSublayer(solidLayer("grandchild", Rect(x: 0, y: 0, width: 10, height: 10)))
        root.addSublayer(child)
        var list = DrawList(root: root, width: 100, height: 100)
        #expect(names(list) == ["root", "child", "grandchild"])
        #expect(list.items.map(\.primitive.opacity).elementsEqual([0.5, 0.2, 0.2], by: { close($0, $1) }))

        child.isHidden = true
        list = DrawList(root: root, width: 100, height: 100)
        #expect(names(list) == ["root"])
        child.isHidden = false
        child.opacity = 0
        #expect(names(DrawList(root: root, width: 100, height: 100)) == ["root"])
        child.opacity = .nan
        #expect(names(DrawList(root: root, width: 100, height: 100)) == ["root"])
    }

    /// A transform layer draws nothing itself, even with contents.
    @Test func transformLayerDrawsNothing() {
        let t = Layer(name: "T", contents: .solid(Color(r: 1, g: 0, b: 0)), isTransformLayer: true)
        t.setFrame(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(DrawList(root: t, width: 10, height: 10).items.isEmpty)
    }
}
