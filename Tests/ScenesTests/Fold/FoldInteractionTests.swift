import Motion
import Raster
@testable import Scenes
import Testing

/// Drag mapping, the 2/3 commit rule, page swapping and timing, on a manual clock.
/// The 320×200 view has a 164×124 page, so H = 62 (vertical) or 82 (horizontal).
@Suite("Fold interaction")
struct FoldInteractionTests {
    @Test func dragMapsDistanceToProgress() {
        let scene = makeScene()
        scene.handle(.down(x: 100, y: 100))
        scene.handle(.move(x: 100, y: 131))
        #expect(close(scene.progress, 31.0 / 62))
        // Either direction folds; horizontal motion does nothing when vertical.
        scene.handle(.move(x: 180, y: 69))
        #expect(close(scene.progress, 31.0 / 62))
        scene.handle(.move(x: 100, y: -500))
        #expect(scene.progress == 1)
        scene.handle(.move(x: .nan, y: 3))
        #expect(scene.progress == 1)
        #expect(!scene.isAnimating)

        let horizontal = makeScene()
        horizontal.orientation = .horizontal
        horizontal.handle(.down(x: 10, y: 10))
        horizontal.handle(.move(x: 51, y: 150))
        #expect(close(horizontal.progress, 41.0 / 82))
    }

    /// Below 2/3 the fold returns to 0 over p·0.3 s; the pages stay.
    @Test func releaseBelowTwoThirdsReturns() {
        let scene = makeScene()
        let source = scene.sourcePage
        scene.handle(.down(x: 100, y: 100))
        scene.handle(.up(x: 100, y: 131))   // p = 0.5 → back over 0.15 s
        #expect(scene.isAnimating && close(scene.progress, 0.5))
        scene.advance(by: 0.075)
        #expect(close(scene.progress, 0.5 - 0.5 * TimingFunction.easeOut.value(at: 0.5), 1e-9))
        scene.advance(by: 0.074)
        #expect(scene.isAnimating)
        scene.advance(by: 0.002)
        #expect(!scene.isAnimating && scene.progress == 0 && scene.sourcePage === source)
    }

    /// At or above 2/3 the fold finishes over (1 − p)·0.3 s, then the destination becomes
    /// the source and progress returns to 0.
    @Test func releaseAtTwoThirdsCommits() {
        let scene = makeScene()
        let (source, destination) = (scene.sourcePage, scene.destinationPage)
        scene.handle(.down(x: 100, y: 100))
        scene.handle(.move(x: 100, y: 100 + 62 * 2.0 / 3))
        #expect(close(scene.progress, 2.0 / 3))
        scene.handle(.cancel)                        // ends like a release
        #expect(scene.isAnimating)
        scene.advance(by: 0.099)                     // (1 − 2/3)·0.3 = 0.1 s
        #expect(scene.isAnimating && scene.progress > 0.99)
        scene.advance(by: 0.002)
        #expect(!scene.isAnimating && scene.progress == 0)
        #expect(scene.sourcePage === destination && scene.destinationPage === source)
        // Just below the threshold returns.
        scene.handle(.down(x: 100, y: 100))
        scene.handle(.up(x: 100, y: 100 + 62 * 0.66))
        scene.advance(by: 1)
        #expect(scene.progress == 0 && scene.sourcePage === destination)
    }

    /// A click (no movement beyond 4 px) plays the whole transition.
    @Test func clickPlays() {
        let scene = makeScene()
        let destination = scene.destinationPage
        scene.handle(.down(x: 100, y: 100))
        scene.handle(.move(x: 101, y: 102))
        scene.handle(.up(x: 101, y: 102))
        #expect(scene.isAnimating && scene.progress == 0)
        scene.advance(by: 0.31)
        #expect(!scene.isAnimating && scene.sourcePage === destination)
    }

    /// play(): EaseOut over 0.3 s for fold, α = 90°·easeOut(t/0.3); the time scale
    /// (`Playback`, applied before the scene sees the time) slows it.
    @Test(arguments: [1.0, 2.0, 5.0, 10.0])
    func playTiming(scale: Double) {
        let scene = makeScene()
        let playback = Playback(timeScale: scale)
        scene.play()
        var elapsed = 0.0
        for t in [0.03, 0.06, 0.15] {
            scene.advance(by: playback.sceneTime((t - elapsed) * scale))
            elapsed = t
            #expect(close(scene.progress, TimingFunction.easeOut.value(at: t / 0.3), 1e-9), "t = \(t)")
            #expect(close(scene.angle, .pi / 2 * scene.progress))
        }
        scene.advance(by: playback.sceneTime(0.15 * scale - 1e-6))
        #expect(scene.isAnimating)
        scene.advance(by: playback.sceneTime(2e-6))
        #expect(!scene.isAnimating && scene.progress == 0)
    }

    /// Unfold plays progress 1 → 0 with EaseIn and rests at 1.
    @Test func unfoldTiming() {
        let scene = makeScene()
        scene.direction = .unfold
        #expect(scene.progress == 1)
        scene.play()
        scene.advance(by: 0.1)
        #expect(close(scene.progress, 1 - TimingFunction.easeIn.value(at: 1.0 / 3), 1e-9))
        scene.advance(by: 0.25)
        #expect(!scene.isAnimating && scene.progress == 1)
        // Dragging unfolds: p = |Δy|/H opens the fold, α = 90°·(1 − p).
        scene.handle(.down(x: 0, y: 0))
        scene.handle(.move(x: 0, y: 31))
        #expect(close(scene.progress, 0.5))
    }

    @Test func oddInputIsHarmless() {
        let scene = makeScene()
        scene.progress = .nan
        #expect(scene.progress == 0)
        scene.progress = 7
        #expect(scene.progress == 1)
        scene.advance(by: .nan)
        scene.advance(by: -1)
        scene.handle(.up(x: 0, y: 0))               // release without press
        scene.handle(.cancel)
        #expect(!scene.isAnimating)
        scene.viewSize = [0, 0]
        #expect(scene.pageRect.width >= 2 && scene.pageRect.height >= 2)
        _ = render(FoldScene(viewSize: [3, 3]))
        scene.viewSize = [320, 200]
        scene.reset()
        #expect(scene.progress == 0)
    }

    @Test func catalog() {
        for mode in Mode.allCases {
            #expect(SceneCatalog.make(mode: mode, viewSize: [320, 200], resources: SceneResources()).mode == mode)
        }
    }
}
