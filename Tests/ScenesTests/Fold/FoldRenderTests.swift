import Raster
@testable import Scenes
import Stage
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Rendered frames through the real pipeline (rootLayer → DrawList → Renderer).
@Suite("Fold rendering")
struct FoldRenderTests {
    /// The page as a bitmap: level 0 of the texture (the exact image drawn once).
    static func bitmap(of texture: Texture) -> Bitmap {
        let level = texture.levels[0]
        var out = Bitmap(width: level.width, height: level.height)
        for y in 0..<level.height {
            for x in 0..<level.width { out.pixels[y * level.width + x] = level.texels[y * level.stride + x] }
        }
        return out
    }

    /// Max channel difference between the page-rect crop of `frame` and `page`.
    static func pageDifference(_ scene: FoldScene, _ frame: Bitmap, _ page: Texture) -> (max: Int, mean: Double) {
        let r = scene.pageRect
        return difference(frame.cropped(x: r.x, y: r.y, width: r.width, height: r.height), bitmap(of: page))
    }

    /// Exact at rest (docs/design.md, "What a frame promises"): fold at p = 0 is the plain
    /// image. Comparison: the page-rect crop of the rendered frame against the source page
    /// bitmap itself, every channel of every pixel, max difference ≤ 1 (in practice 0). Also
    /// for odd page sizes and for cubic; and the other end: at p = 1 the frame is the
    /// destination page drawn flat.
    ///
    /// Odd sizes at p = 1: with integer halves (B 63 px, C 62 px) and the tree's equal
    /// angles, the V's arms differ by 1 px, so the CD hinge and the bottom sleeve end
    /// 1 px deep (w = 1 + 1/(4.667 H)) — MPFold's own geometry. Only the top half is then
    /// exact; the layout always picks even sizes, so the window never shows this.
    @Test(arguments: [Mode.fold, Mode.cubic], [false, true])
    func restIsThePlainPage(mode: Mode, odd: Bool) {
        let scene = makeScene(mode)
        if odd { scene.overridePageSize(width: 165, height: 125) }
        scene.progress = 0
        let start = Self.pageDifference(scene, render(scene), scene.sourcePage)
        #expect(start.max <= 1, "\(mode) p = 0 odd \(odd): max \(start.max), mean \(start.mean)")
        scene.progress = 1
        let frame = render(scene)
        if odd {
            let r = scene.pageRect, upper = scene.upperLength
            let top = difference(frame.cropped(x: r.x, y: r.y, width: r.width, height: upper),
                                 Self.bitmap(of: scene.destinationPage).cropped(x: 0, y: 0, width: r.width, height: upper))
            #expect(top.max <= 1, "\(mode) p = 1 odd, top half: max \(top.max), mean \(top.mean)")
        } else {
            let end = Self.pageDifference(scene, frame, scene.destinationPage)
            #expect(end.max <= 1, "\(mode) p = 1: max \(end.max), mean \(end.mean)")
        }
    }

    /// Unfold runs the other way with contents swapped: at p = 1 (its start) the source
    /// shows flat on the sleeves, at p = 0 (its end) the destination on B and C.
    @Test func unfoldEnds() {
        let scene = makeScene()
        scene.direction = .unfold
        #expect(scene.progress == 1)
        #expect(Self.pageDifference(scene, render(scene), scene.sourcePage).max <= 1)
        scene.progress = 0
        #expect(Self.pageDifference(scene, render(scene), scene.destinationPage).max <= 1)
    }

    /// Horizontal at rest is the plain page too.
    @Test func horizontalRest() {
        let scene = makeScene()
        scene.orientation = .horizontal
        #expect(Self.pageDifference(scene, render(scene), scene.sourcePage).max <= 1)
    }

    @Test func pagesAreOpaqueAndDistinct() {
        let scene = makeScene()
        let a = Self.bitmap(of: scene.sourcePage), b = Self.bitmap(of: scene.destinationPage)
        #expect(a.isOpaque && b.isOpaque)
        #expect(a.width == 164 && a.height == 124 && b.width == 164 && b.height == 124)
        #expect(difference(a, b).mean > 20)
        // Drawing is deterministic (goldens depend on it).
        #expect(PageArt.landscape(width: 50, height: 40) == PageArt.landscape(width: 50, height: 40))
        // No text rasterizer: the card still draws, without crashing, at odd and tiny sizes.
        for (w, h) in [(1, 1), (3, 2), (41, 33), (200, 150)] {
            let card = PageArt.card(width: w, height: h, text: nil)
            #expect(card.width == w && card.height == h && card.isOpaque)
        }
    }

    /// The landscape's sky is smooth: vertically adjacent pixels of one column never step
    /// by more than a few levels (dither ±1 plus the gradient's own slope).
    @Test func skyHasNoBanding() {
        let page = PageArt.landscape(width: 400, height: 300)
        var worst = 0
        for y in 1..<100 { worst = max(worst, pixelDifference(page[20, y], page[20, y - 1])) }
        #expect(worst <= 4)
    }

    /// A user image covers the page, centred, aspect kept: a 200×100 image with a left
    /// red half and right blue half on a 100×100 page shows the middle 100×100: red on
    /// the left, blue on the right.
    @Test func userImageCovers() {
        var image = Bitmap(width: 200, height: 100)
        for y in 0..<100 {
            for x in 0..<200 { image[x, y] = x < 100 ? .opaque(255, 0, 0) : .opaque(0, 0, 255) }
        }
        let page = PictureFit.cover.picture(image, width: 100, height: 100)
        #expect(page[10, 50] == .opaque(255, 0, 0) && page[90, 50] == .opaque(0, 0, 255))
        #expect(page.isOpaque)
        // Strong minification through mip levels: a fine checker becomes mid grey.
        var checker = Bitmap(width: 512, height: 512)
        for y in 0..<512 {
            for x in 0..<512 { checker[x, y] = (x + y) % 2 == 0 ? .opaque(255, 255, 255) : .opaque(0, 0, 0) }
        }
        let small = PictureFit.cover.picture(checker, width: 32, height: 32)
        #expect(abs(Int(small[16, 16].r) - 128) <= 12)
        // The scene takes the image's aspect (clamped) and uses it as the source page.
        let scene = FoldScene(viewSize: [320, 200], content: SceneContent(first: image, fit: .cover))
        #expect(scene.pageRect.width == 248 && scene.pageRect.height == 124)   // aspect 2
        // A wider one is held to 2.5 (then to 90 % of the view's width: 288 × 288/2.5, even).
        let banner = FoldScene(viewSize: [320, 200], content: SceneContent(first: Bitmap(width: 300, height: 100)))
        #expect(banner.pageRect.width == 288 && banner.pageRect.height == 114)
        #expect(Self.bitmap(of: scene.sourcePage)[5, 5] == .opaque(255, 0, 0))
        #expect(FoldScene(viewSize: [320, 200]).pageRect == (78, 38, 164, 124))
    }
}
