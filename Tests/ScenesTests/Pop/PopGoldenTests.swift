import Media
import Raster
@testable import Scenes
import Testing

/// Golden frames of the pop fold view at 240×240 (a 196 px square): held at θ = −π·P for
/// P = 0, 0.25, 0.5 (edge-on), 0.75 (the blurred back) and 1 (folded flat), the spring
/// 0.3 s after a release from −π (past 0, tilted away) and 0.1 s after a poke. Same
/// tolerance and re-record command as the other goldens (then LOOK):
///
///     RECORD_GOLDENS=1 swift test --filter ScenesTests
@Suite("Pop goldens")
struct PopGoldenTests {
    static let size: SIMD2<Double> = [240, 240]

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func held(progress: Double) throws {
        let scene = PopScene(viewSize: Self.size)
        scene.progress = progress
        try expectGolden(render(scene), named: "pop-\(Int((progress * 100).rounded())).png")
    }

    @Test func afterARelease() throws {
        let scene = PopScene(viewSize: Self.size)
        scene.hold(at: -.pi)
        scene.release()
        scene.advance(by: 0.3)
        #expect(scene.angle > 0)
        try expectGolden(render(scene), named: "pop-release-300ms.png")
    }

    @Test func afterAPoke() throws {
        let scene = PopScene(viewSize: Self.size)
        scene.poke()
        scene.advance(by: 0.1)
        try expectGolden(render(scene), named: "pop-poke-100ms.png")
    }

    /// Folded flat, the top half's back lies exactly over the bottom half, and what shows
    /// is the top half blurred (σ = 10 pt) and mirrored top to bottom, as paper would be.
    @Test func foldedFlatShowsTheBlurredBackMirrored() {
        let scene = PopScene(viewSize: Self.size)
        scene.progress = 1
        let frame = render(scene)
        let side = scene.side, half = side / 2
        let x0 = Int(scene.origin.x), hinge = Int(scene.origin.y) + half
        let picture = PopArt.picture(side: side)
        let back = picture.cropped(x: 0, y: 0, width: side, height: half)
            .gaussianBlurred(radius: PopSettings.blurRadius.defaultValue * scale(scene))
        // Away from the blur's transparent rim (3σ) the back is opaque and maps 1:1.
        let rim = Int((3 * PopSettings.blurRadius.defaultValue * scale(scene)).rounded(.up)) + 1
        var worst = 0
        for k in stride(from: rim, to: half - rim, by: 3) {
            for i in stride(from: rim, to: side - rim, by: 3) {
                worst = max(worst, pixelDifference(frame[x0 + i, hinge + k], back[i, half - 1 - k]))
            }
        }
        #expect(worst <= 1, "max \(worst)")
        // And nothing of the bottom half's picture shows beside it.
        #expect(frame[x0 + side / 2, hinge + half + 1] == Pixel.opaque(255, 255, 255))
    }

    private func scale(_ scene: PopScene) -> Double { scene.scale }
}
