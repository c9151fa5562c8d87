import Testing
@testable import Scenes

/// A scene's `drawArt()` (which the window's art worker runs off the frame thread on every
/// scene it builds) draws every image a frame may show: after it, `rootLayer()` only reads
/// textures, whatever the scroll, the selection, the cells open or the flight shown.
@Suite struct ArtDrawnWhenBuiltTests {
    @Test func theCardsAreAllDrawnAheadAndNoFrameDrawsOne() {
        let scene = CardsScene(viewSize: [375, 667])
        #expect(scene.textures.drawCount == 0, "init draws no card: render and the tests draw what they show")
        scene.drawArt()
        let drawn = scene.textures.drawCount
        #expect(drawn == CardStackLayout.count + 1, "every card and the overlay, once")
        for step in 0...20 {
            scene.progress = Double(step) / 20
            _ = scene.rootLayer()
        }
        for index in [0, 19, 38] {
            for progress in [0.0, 0.5, 1.0] {
                scene.select(index, progress: progress)
                _ = scene.rootLayer()
            }
        }
        #expect(scene.textures.drawCount == drawn, "a frame drew \(scene.textures.drawCount - drawn) images")
    }

    @Test func theCellsAreAllDrawnAheadAndNoFrameDrawsOne() {
        let scene = CellScene(viewSize: [375, 667], itemCount: 4)
        scene.drawArt()
        let drawn = scene.textures.drawCount
        #expect(drawn == 3 * CellScene.cellCount, "every cell's foreground, container and its top, once")
        for step in 0...10 {
            scene.progress = Double(step) / 10
            _ = scene.rootLayer()
        }
        // Every cell opened, frame by frame, then the open list scrolled to its end.
        for index in 0..<CellScene.cellCount { scene.toggle(index) }
        for _ in 0..<90 {
            scene.advance(by: 1.0 / 30)
            _ = scene.rootLayer()
        }
        for _ in 0..<60 {
            scene.handle(.wheel(dx: 0, dy: -4))
            scene.advance(by: 1.0 / 30)
            _ = scene.rootLayer()
        }
        #expect(scene.offset > 1000, "the list did not scroll: \(scene.offset)")
        #expect(scene.textures.drawCount == drawn, "a frame drew \(scene.textures.drawCount - drawn) images")
    }

    /// A shown scene that takes another's art (the window's way to a new size or panel
    /// count) draws nothing itself, in the step or after.
    @Test func aSceneTakingAnothersArtDrawsNone() {
        let shown = CellScene(viewSize: [375, 667], itemCount: 4)
        let fresh = CellScene(viewSize: [500, 800], itemCount: 6)
        fresh.drawArt()
        let drawn = fresh.textures.drawCount
        #expect(shown.adoptArt(from: fresh))
        // As the window does: the size first, then the settings with the new panel count.
        shown.viewSize = [500, 800]
        shown.settings = fresh.settings
        for index in 0..<CellScene.cellCount { shown.toggle(index) }
        for _ in 0..<40 {
            shown.advance(by: 1.0 / 30)
            _ = shown.rootLayer()
        }
        #expect(shown.textures.drawCount == drawn)
    }

    /// The board draws every flight's labels and art ahead; swipes either way draw nothing.
    @Test func theBoardsImagesAreAllDrawnAheadAndNoSwipeDrawsOne() {
        let scene = FlipScene(viewSize: [375, 667])
        scene.drawArt()
        let drawn = scene.textures.drawCount
        #expect(drawn > 0)
        #expect(scene.flightIndex == 0 && scene.transition == nil, "drawing moved the board")
        for key: SceneKey in [.right, .right, .left, .character("t"), .left] {
            _ = scene.handleKey(key)
            for _ in 0..<40 {
                scene.advance(by: 1.0 / 15)
                _ = scene.rootLayer()
            }
        }
        for step in 0...10 {
            scene.progress = Double(step) / 10
            _ = scene.rootLayer()
        }
        #expect(scene.textures.drawCount == drawn, "a frame drew \(scene.textures.drawCount - drawn) images")
    }
}
