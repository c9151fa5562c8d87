import Raster
@testable import Scenes
import Stage
import Testing

/// The one frame path against the chain it stands for, drawn by hand.
@Suite struct SceneRendererTests {
    /// layer tree → DrawList → Renderer, written out.
    static func byHand(_ scene: any Scene, threads: Int = 1) -> (DrawList, Bitmap) {
        let width = Int(scene.viewSize.x), height = Int(scene.viewSize.y)
        let list = DrawList(root: scene.rootLayer(), width: width, height: height)
        var bitmap = Bitmap(width: width, height: height)
        Renderer(threads: threads).render(list.primitives, into: &bitmap, clear: .transparent)
        return (list, bitmap)
    }

    @Test(arguments: Mode.allCases)
    func itDrawsWhatTheChainDraws(mode: Mode) {
        let scene = SceneCatalog.make(mode: mode, viewSize: [180, 240], resources: SceneResources())
        let frames = SceneRenderer(), twoThreads = SceneRenderer(threads: 2)
        for progress in [0, 0.4, 0.9] {
            scene.progress = progress
            let (list, expected) = Self.byHand(scene)
            let drawn = frames.render(scene)
            #expect(frames.bitmap.pixels == expected.pixels, "\(mode) at \(progress)")
            #expect(drawn.json() == list.json())
            twoThreads.render(scene)
            #expect(twoThreads.bitmap.pixels == expected.pixels, "\(mode) at \(progress) on two threads")
        }
    }

    /// Extra primitives are drawn after the scene's, only when given; the bitmap follows
    /// the view's size.
    @Test func decorationsComeLastAndTheBitmapFollowsTheView() {
        let scene = SceneCatalog.make(mode: .fold, viewSize: [120, 90], resources: SceneResources())
        let frames = SceneRenderer()
        frames.render(scene)
        let plain = frames.bitmap
        let square = Primitive(transform: .translation(5, 5), size: [10, 10], paint: .solid(Color(hex: 0xFF0000)))
        let list = frames.render(scene) { _, primitives in primitives.append(square) }
        #expect(!list.items.contains { $0.primitive.size == [10, 10] })
        #expect(frames.bitmap[9, 9] == Color(hex: 0xFF0000).pixel)
        #expect(frames.bitmap[60, 45] == plain[60, 45])
        frames.render(scene)
        #expect(frames.bitmap.pixels == plain.pixels)
        scene.viewSize = [64, 48]
        frames.render(scene)
        #expect(frames.bitmap.width == 64 && frames.bitmap.height == 48)
    }
}
