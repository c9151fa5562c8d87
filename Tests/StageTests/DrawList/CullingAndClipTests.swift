import Raster
import Stage
import Testing

/// Back-face culling and `masksToBounds` clips.
@Suite("Back-face culling and clipping")
struct CullingAndClipTests {
    /// A single-sided layer turned by π about y shows its back: skipped with its sublayers.
    /// Double-sided, it draws (mirrored). Turned by 0.4π it still faces the viewer.
    @Test func singleSidedBackFaceIsSkipped() {
        let layer = solidLayer("L", Rect(x: 0, y: 0, width: 100, height: 100))
        layer.addSublayer(solidLayer("child", Rect(x: 0, y: 0, width: 10, height: 10)))
        layer.transform = .rotationY(.pi)
        #expect(names(DrawList(root: layer, width: 100, height: 100)) == ["L", "child"])
        layer.isDoubleSided = false
        #expect(DrawList(root: layer, width: 100, height: 100).items.isEmpty)
        layer.transform = .rotationY(0.4 * .pi)
        #expect(names(DrawList(root: layer, width: 100, height: 100)) == ["L", "child"])
    }

    /// Facing is decided without dividing by w: 100 tall, anchor at the bottom, rotated
    /// −80° with m34 = −1/30. The top edge comes to z' = 100 sin 80° = 98.5, w = 1 − 98.5/30
    /// < 0 (behind the eye), so corner signed areas are meaningless — but the plane still
    /// shows its front. Mirrored by rotY(π) first, it shows its back and is culled.
    @Test func facingWithCornersBehindTheEye() {
        let layer = solidLayer("L", Rect(x: 0, y: 0, width: 100, height: 100), anchor: [0.5, 1])
        layer.isDoubleSided = false
        let tilt = Matrix4.rotationX(-80 * .pi / 180) * Matrix4.perspective(m34: -1.0 / 30)
        layer.transform = tilt
        let list = DrawList(root: layer, width: 100, height: 100)
        #expect(names(list) == ["L"])
        #expect(screenCorners(list.items[0])[0].z < 0)
        layer.transform = Matrix4.rotationY(.pi) * tilt
        #expect(DrawList(root: layer, width: 100, height: 100).items.isEmpty)
    }

    /// The mask's bounds (frame (10, 10, 100, 100)) clip every descendant, not the layer
    /// itself; the polygon is clockwise on screen: TL, TR, BR, BL.
    @Test func masksToBoundsClipsDescendants() throws {
        let mask = solidLayer("mask", Rect(x: 10, y: 10, width: 100, height: 100))
        mask.masksToBounds = true
        let child = solidLayer("child", Rect(x: 50, y: 50, width: 100, height: 100))
        child.addSublayer(solidLayer("grandchild", Rect(x: 0, y: 0, width: 10, height: 10)))
        mask.addSublayer(child)
        let list = DrawList(root: mask, width: 200, height: 200)
        #expect(list.items[0].primitive.clip == nil)
        let square: [SIMD2<Double>] = [[10, 10], [110, 10], [110, 110], [10, 110]]
        for item in list.items.dropFirst() {
            let clip = try #require(item.primitive.clip)
            #expect(clip.count == 4 && zip(clip, square).allSatisfy { close($0, $1) })
        }
    }

    /// Nested masks intersect: the child masks too, at frame (50, 50)–(150, 150) on screen,
    /// so the grandchild's clip is the overlap (50, 50)–(110, 110): area 60² = 3600.
    @Test func nestedClipsIntersect() throws {
        let mask = solidLayer("mask", Rect(x: 10, y: 10, width: 100, height: 100))
        mask.masksToBounds = true
        let child = solidLayer("child", Rect(x: 40, y: 40, width: 100, height: 100))
        child.masksToBounds = true
        child.addSublayer(solidLayer("grandchild", Rect(x: 0, y: 0, width: 10, height: 10)))
        mask.addSublayer(child)
        let list = DrawList(root: mask, width: 200, height: 200)
        let clip = try #require(list.items[2].primitive.clip)
        #expect(close(ConvexPolygon.doubleSignedArea(clip) / 2, 3600))
        for p in clip { #expect(p.x >= 50 - 1e-9 && p.x <= 110 + 1e-9 && p.y >= 50 - 1e-9 && p.y <= 110 + 1e-9) }

        // Disjoint masks: nothing below the inner one draws.
        child.position = [500, 500]
        #expect(names(DrawList(root: mask, width: 200, height: 200)) == ["mask", "child"])

        // A mask with empty bounds hides all its sublayers.
        child.position = [90, 90]
        child.bounds.width = 0
        #expect(names(DrawList(root: mask, width: 200, height: 200)) == ["mask"])
    }

    /// A mask seen from the back (mirrored) still yields a clockwise clip; a mask whose
    /// plane crosses the eye (a corner with w ≤ 0) falls back to no clip.
    @Test func clipOrientationAndEyeCrossingFallback() throws {
        let mask = solidLayer("mask", Rect(x: 0, y: 0, width: 100, height: 100))
        mask.masksToBounds = true
        mask.transform = .rotationY(.pi)
        mask.addSublayer(solidLayer("child", Rect(x: 0, y: 0, width: 10, height: 10)))
        let clip = try #require(DrawList(root: mask, width: 100, height: 100).items[1].primitive.clip)
        #expect(ConvexPolygon.doubleSignedArea(clip) > 0)

        mask.anchorPoint = [0.5, 1]
        mask.transform = Matrix4.rotationX(-80 * .pi / 180) * Matrix4.perspective(m34: -1.0 / 30)
        #expect(DrawList(root: mask, width: 100, height: 100).items[1].primitive.clip == nil)
    }

    /// Sutherland–Hodgman on two unit-offset squares: [0, 2]² ∩ [1, 3]² = [1, 2]², area 1.
    @Test func convexIntersection() {
        let a: [SIMD2<Double>] = [[0, 0], [2, 0], [2, 2], [0, 2]]
        let b: [SIMD2<Double>] = [[1, 1], [3, 1], [3, 3], [1, 3]]
        let i = ConvexPolygon.intersection(a, b)
        #expect(close(ConvexPolygon.doubleSignedArea(i), 2))
        let far: [SIMD2<Double>] = [[5, 5], [6, 5], [6, 6], [5, 6]]
        #expect(ConvexPolygon.intersection(a, far).isEmpty)
    }
}
