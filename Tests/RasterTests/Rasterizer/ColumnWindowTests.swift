@testable import Raster
import Testing

/// A render of some columns only (A/B's wipe draws each scene left or right of its divider)
/// draws those columns as the whole frame does: the polygons are clipped a pixel outside
/// them, as at the frame's own edges, which changes no pixel inside.
@Suite struct ColumnWindowTests {
    @Test(arguments: [0..<83, 83..<203, 120..<121, 0..<203])
    func theColumnsDrawnAreTheWholeFramesColumns(columns: Range<Int>) {
        let primitives = ThreadingTests.busyScene(seed: 26)
        var whole = Bitmap(width: 203, height: 211), part = Bitmap(width: 203, height: 211)
        let renderer = Renderer()
        renderer.render(primitives, into: &whole, clear: .opaque(10, 20, 30))
        renderer.render(primitives, into: &part, clear: .opaque(10, 20, 30), columns: columns)
        let (a, b) = (whole.cropped(x: columns.lowerBound, y: 0, width: columns.count, height: 211),
                      part.cropped(x: columns.lowerBound, y: 0, width: columns.count, height: 211))
        let differing = ThreadingTests.differences(a, b)
        #expect(differing.count == 0, "\(differing.count) pixels differ, the first at \(String(describing: differing.first))")
        // Far from the columns nothing is drawn: the clear is all there is.
        if columns.upperBound + 2 < 203 {
            let right = part.cropped(x: columns.upperBound + 2, y: 0, width: 203 - columns.upperBound - 2, height: 211)
            #expect(right.pixels.allSatisfy { $0 == Pixel.opaque(10, 20, 30).bits })
        }
    }
}
