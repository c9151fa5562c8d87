import Raster
@testable import Scenes
import Testing

/// Contain on a page shaped after the picture: no paper row where the page's sides were
/// rounded (a 750×1624 screen on the 228×496 page a 1280×800 view gives it), and the
/// letterbox still where the shapes differ.
@Suite struct PictureFitRoundingTests {
    static func solid(_ width: Int, _ height: Int) -> Bitmap { Bitmap(width: width, height: height, fill: .opaque(20, 40, 200)) }

    /// The rows (top, bottom) and columns (left, right) at the page's edges, as one list.
    static func edges(_ page: Bitmap) -> [Pixel] {
        (0..<page.width).flatMap { [page[$0, 0], page[$0, page.height - 1]] }
            + (0..<page.height).flatMap { [page[0, $0], page[page.width - 1, $0]] }
    }

    @Test func aPhoneScreenFillsThePageShapedAfterIt() {
        let page = PictureFit.contain.picture(Self.solid(750, 1624), width: 228, height: 496)
        #expect(!Self.edges(page).contains(PictureFit.paper.pixel), "a paper row or column at the page's edge")
    }

    @Test func anotherShapeIsStillLetterboxed() {
        let page = PictureFit.contain.picture(Self.solid(750, 1500), width: 228, height: 496)
        #expect(page[100, 0] == PictureFit.paper.pixel)
    }
}
