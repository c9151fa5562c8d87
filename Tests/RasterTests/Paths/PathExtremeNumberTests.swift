@testable import Raster
import Testing

/// Finite but extreme numbers in paths: no Int conversion on the way to pixels may trap
/// (issue 13, item 5). NaN and infinite points are `PathFillTests.oddNumbers`' business.
@Suite struct PathExtremeNumberTests {
    @Test("curves with control points 10^40…10^150 px away flatten to at most maximumCurvePieces segments")
    func farControlPoints() {
        for far in [1e40, 1e100, 1e150] {
            var path = Path()
            path.move(to: SIMD2(0, 0))
            path.cubic(to: SIMD2(10, 0), control1: SIMD2(far, far), control2: SIMD2(-far, far))
            path.quad(to: SIMD2(20, 5), control: SIMD2(far, -far))
            let polygons = path.polygons()
            // The start, then each curve's pieces: the cap, where 10^20 pieces were asked for.
            #expect(polygons.count == 1 && polygons[0].count == 1 + 2 * Path.maximumCurvePieces, "\(far)")
        }
        // A tolerance so small that the piece count overflows Int is capped the same way.
        var curve = Path()
        curve.move(to: SIMD2(0, 0))
        curve.cubic(to: SIMD2(30, 0), control1: SIMD2(10, 20), control2: SIMD2(20, -20))
        #expect(curve.polygons(tolerance: 1e-300)[0].count == 1 + Path.maximumCurvePieces)
    }

    @Test("an arc sweeping 10^300 radians stops at maximumCurvePieces cubics")
    func hugeSweep() {
        var path = Path()
        path.arc(center: SIMD2(16, 16), radii: SIMD2(8, 8), from: 0, to: 1e300)
        let cubics = path.elements.filter { if case .cubic = $0 { true } else { false } }.count
        #expect(cubics == Path.maximumCurvePieces)
        // An ordinary arc keeps its 45° pieces.
        var quarter = Path()
        quarter.arc(center: SIMD2(16, 16), radii: SIMD2(8, 8), from: 0, to: .pi / 2)
        #expect(quarter.elements.count == 3)
    }

    @Test("an edge only a subnormal number of pixels tall (dx/dy = ∞) fills like a horizontal one")
    func subnormalHeightEdge() {
        let thin = Path.polygon([SIMD2(0, 0), SIMD2(5, 1e-310), SIMD2(0, 5)])
        let flat = Path.polygon([SIMD2(0, 0), SIMD2(5, 0), SIMD2(0, 5)])
        var image = Bitmap(width: 8, height: 8), expected = image
        image.fill(thin, color: .white)
        expected.fill(flat, color: .white)
        #expect(image == expected)
        #expect(image != Bitmap(width: 8, height: 8))
    }
}
