import Raster
import Stage
import Testing

/// A gradient sublayer that covers its parent exactly is fused into the parent's primitive.
@Suite("Overlay fusing")
struct OverlayTests {
    static let shadow = LinearGradient(colors: [Color(r: 0, g: 0, b: 0, a: 1), Color(r: 0, g: 0, b: 0, a: 0)])

    static func gradientLayer(_ name: String, _ frame: Rect, opacity: Double = 0.5) -> Layer {
        let g = Layer(name: name, contents: .gradient(shadow))
        g.setFrame(frame)
        g.opacity = opacity
        return g
    }

    /// Parent "B" (frame (20, 30, 100, 50), bounds origin (0, 0)); its shadow's frame is
    /// B's bounds (0, 0, 100, 50): one primitive with an overlay at the shadow's own opacity.
    @Test func coincidingGradientBecomesOverlay() {
        let b = solidLayer("B", Rect(x: 20, y: 30, width: 100, height: 50))
        b.opacity = 0.8
        b.addSublayer(Self.gradientLayer("B-shadow", Rect(x: 0, y: 0, width: 100, height: 50)))
        let list = DrawList(root: b, width: 200, height: 200)
        #expect(list.items.count == 1)
        #expect(list.items[0].overlayName == "B-shadow")
        #expect(close(list.items[0].primitive.overlay?.opacity ?? -1, 0.5))
        #expect(close(list.items[0].primitive.opacity, 0.8))
    }

    /// A non-zero bounds origin on the parent: the gradient must cover (10, 10, 100, 50) in
    /// the parent's bounds space, not (0, 0, …).
    @Test func parentBoundsOriginIsRespected() {
        let b = solidLayer("B", Rect(x: 0, y: 0, width: 100, height: 50))
        b.bounds.x = 10
        b.bounds.y = 10
        b.addSublayer(Self.gradientLayer("misplaced", Rect(x: 0, y: 0, width: 100, height: 50)))
        #expect(DrawList(root: b, width: 200, height: 200).items.count == 2)
        b.sublayers[0].setFrame(Rect(x: 10, y: 10, width: 100, height: 50))
        #expect(DrawList(root: b, width: 200, height: 200).items.count == 1)
    }

    /// Not fused: offset by a point, rotated, a parent without contents, or a solid sibling
    /// drawn before it (fusing would move the gradient under the sibling). Only the first of
    /// two gradients is fused.
    @Test func onlyExactFirstGradientFuses() {
        func count(_ configure: (Layer, Layer) -> Void) -> (Int, String?) {
            let b = solidLayer("B", Rect(x: 0, y: 0, width: 100, height: 50))
            let g = Self.gradientLayer("G", Rect(x: 0, y: 0, width: 100, height: 50))
            b.addSublayer(g)
            configure(b, g)
            let list = DrawList(root: b, width: 200, height: 200)
            return (list.items.count, list.items.first?.overlayName)
        }
        #expect(count { _, g in g.position.x += 1 } == (2, nil))
        #expect(count { _, g in g.transform = .rotationX(0.1) } == (2, nil))
        #expect(count { b, _ in b.contents = nil } == (1, nil))
        #expect(count { b, g in
            let s = solidLayer("S", Rect(x: 0, y: 0, width: 10, height: 10))
            b.addSublayer(s)
            b.addSublayer(g)
        } == (3, nil))
        #expect(count { b, _ in b.addSublayer(Self.gradientLayer("G2", Rect(x: 0, y: 0, width: 100, height: 50))) } == (2, "G"))
    }

    /// A transparent gradient draws nothing, so nothing is fused or listed.
    @Test func transparentGradientIsDropped() {
        let b = solidLayer("B", Rect(x: 0, y: 0, width: 100, height: 50))
        b.addSublayer(Self.gradientLayer("G", Rect(x: 0, y: 0, width: 100, height: 50), opacity: 0))
        let list = DrawList(root: b, width: 200, height: 200)
        #expect(list.items.count == 1 && list.items[0].overlayName == nil && list.items[0].primitive.overlay == nil)
    }
}
