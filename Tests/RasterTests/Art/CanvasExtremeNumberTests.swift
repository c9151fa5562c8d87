@testable import Raster
import Testing

/// The art kit with NaN, infinite and huge numbers: nothing traps on the way to whole
/// pixels (issue 13, item 5), and what cannot be drawn is left out.
@Suite struct CanvasExtremeNumberTests {
    static let grey = SIMD3<Double>(repeating: 0.5)

    @Test("discs and blends at NaN, infinite or 10^300 px positions draw nothing")
    func oddPositions() {
        let blank = Canvas(width: 16, height: 16, fill: Self.grey)
        for bad in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            var canvas = blank
            canvas.disc(cx: bad, cy: 8, radius: 3, color: .one)
            canvas.disc(cx: 8, cy: bad, radius: 3, color: .one)
            canvas.blend(in: (bad, bad, bad + 1, bad + 1), cover: { _, _ in 1 }, color: { _, _ in .one })
            #expect(canvas.pixels == blank.pixels, "\(bad)")
        }
        // A box from −10^300 to +10^300 covers the whole canvas.
        var all = blank
        all.blend(in: (-1e300, -1e300, 1e300, 1e300), cover: { _, _ in 1 }, color: { _, _ in .one })
        #expect(all.pixels.allSatisfy { $0 == .one })
    }

    @Test("a path reaching 10^300 px gives an empty coverage box or none, without trapping")
    func farPath() {
        let far = Path.polygon([SIMD2(2, 2), SIMD2(1e300, 3), SIMD2(4, 1e300)])
        let coverage = PathCoverage(far, width: 16, height: 16)
        #expect(coverage.map { ($0.x0, $0.y0, $0.width, $0.height) == (2, 2, 14, 14) } ?? false)
        #expect(PathCoverage(.polygon([SIMD2(-1e300, 2), SIMD2(-1e299, 3), SIMD2(-1e299, 9)]), width: 16, height: 16) == nil)
        // Beyond Bitmap.fill's coordinate limit the contour is skipped: nothing changes.
        var canvas = Canvas(width: 16, height: 16, fill: Self.grey)
        canvas.fill(far) { _, _ in .one }
        #expect(canvas.pixels.allSatisfy { $0 == Self.grey })
    }

    @Test("the hashed dither turns a NaN level (a NaN alpha or grain) into 0, not a trap")
    func nanLevels() {
        var canvas = Canvas(width: 4, height: 4, fill: Self.grey)
        canvas.blend(in: (0, 0, 2, 4), alpha: .nan, cover: { _, _ in 1 }, color: { _, _ in .one })
        let bitmap = canvas.bitmap(dither: .hashed(grain: 0.8))
        for y in 0..<4 {
            for x in 0..<4 {
                let p = bitmap[x, y]
                #expect(p.a == 255)
                #expect(x < 2 ? (p.r, p.g, p.b) == (0, 0, 0) : p.r > 100, "(\(x), \(y)): \(p)")
            }
        }
        let grainless = Canvas(width: 4, height: 4, fill: Self.grey).bitmap(dither: .hashed(grain: .nan))
        #expect(grainless.pixels.allSatisfy { $0 == Pixel.opaque(0, 0, 0).bits })
    }
}
