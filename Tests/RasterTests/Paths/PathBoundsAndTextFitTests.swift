@testable import Raster
import Testing

/// `Path.controlBounds` and `TextRasterizing.fitted`, the helpers the card art shares.
@Suite struct PathBoundsAndTextFitTests {
    @Test func controlBoundsHoldEveryPointAndControlPoint() throws {
        var path = Path()
        path.move(to: [3, 4])
        path.quad(to: [10, 4], control: [6, -2])
        path.cubic(to: [1, 9], control1: [12, 7], control2: [-5, 8])
        path.close()
        let bounds = try #require(path.controlBounds)
        #expect(bounds.min == SIMD2(-5, -2) && bounds.max == SIMD2(12, 9))
        #expect(Path().controlBounds == nil)
    }

    /// A rasterizer whose line is 0.5·size wide a character and `size` tall.
    final class FixedWidthText: TextRasterizing {
        var sizesAsked: [Double] = []
        func image(of text: String, pointSize: Double, bold: Bool, color: Color) -> Bitmap {
            let (w, h) = size(of: text, pointSize: pointSize, bold: bold)
            return Bitmap(width: w, height: h, fill: .opaque(255, 255, 255))
        }
        func size(of text: String, pointSize: Double, bold: Bool) -> (width: Int, height: Int) {
            sizesAsked.append(pointSize)
            return (Int((Double(text.count) * pointSize / 2).rounded(.up)), Int(pointSize.rounded(.up)))
        }
    }

    @Test func fittedShrinksInEightPercentStepsAndGivesUpWhenIllegible() throws {
        let text = FixedWidthText()
        // 10 characters at 20 px is 100 px wide: it fits 100 as it is.
        var image = try #require(text.fitted("0123456789", pointSize: 20, bold: false, width: 100, smallest: 6,
                                             color: .white))
        #expect(image.width == 100)
        // In 80 px it shrinks to the first 8 % step that fits: 20·0.92³ = 15.57 (77.9 px).
        image = try #require(text.fitted("0123456789", pointSize: 20, bold: false, width: 80, smallest: 6,
                                         color: .white))
        #expect(image.width == 78 && image.height == 16)
        // In 20 px it would need under 6 px: nil, and a start below 6 px is nil at once.
        #expect(text.fitted("0123456789", pointSize: 20, bold: false, width: 20, smallest: 6, color: .white) == nil)
        #expect(text.fitted("x", pointSize: 5, bold: false, width: 100, smallest: 6, color: .white) == nil)
    }
}
