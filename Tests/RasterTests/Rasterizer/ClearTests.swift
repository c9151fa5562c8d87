@testable import Raster
import Testing
import TestSupport

/// The renderer skips clearing the pixels its first polygon writes whole (an opaque
/// backdrop's fully covered spans). Reference: the same primitives drawn with no clear
/// over a bitmap filled with the clear colour beforehand must give the same pixels,
/// exactly, on one thread and on several.
@Suite struct ClearTests {
    @Test("a clear that skips the first polygon's direct spans draws what clearing everything draws",
          arguments: UInt64(1)...UInt64(10))
    func skippedClear(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0xC1EA)
        let canvas = 120
        var primitives = (0..<4).map { _ in SIMDSpanTests.randomPrimitive(&rng, canvas: Double(canvas)) }
        // An opaque backdrop first: turned or not, covering the view or part of it.
        let side = rng.uniform(60, 200)
        let backdrop = Matrix4.translation(-side / 2, -side / 2) * .rotationZ(rng.chance(0.5) ? 0 : rng.uniform(-1, 1))
            * .translation(rng.uniform(20, 100), rng.uniform(20, 100))
        primitives.insert(Primitive(transform: backdrop, size: SIMD2(side, side),
                                    paint: .solid(Color(r: 0.2, g: 0.6, b: 0.3))), at: 0)
        let clear = Pixel.opaque(24, 24, 28)
        for threads in [1, 3] {
            var cleared = Bitmap(width: canvas, height: canvas)
            Renderer(threads: threads).render(primitives, into: &cleared, clear: clear)
            var prefilled = Bitmap(width: canvas, height: canvas)
            for i in 0..<prefilled.pixels.count { prefilled.pixels[i] = clear.bits }
            Renderer(threads: threads).render(primitives, into: &prefilled, clear: nil)
            let differing = zip(cleared.pixels, prefilled.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "seed \(seed), \(threads) threads: \(differing) pixels differ")
        }
    }
}
