import Media
import Raster
@testable import Scenes
import Testing

/// Golden frames of the folding-cell list at 240×400 (a 225 px column): the first cell
/// at fractions 0, 0.2, 0.35, 0.5, 0.75 and 1 of its opening timeline, and 0.5 with six
/// panels. Same tolerance and re-record command as the other goldens (then LOOK):
///
///     RECORD_GOLDENS=1 swift test --filter ScenesTests
@Suite("Cell goldens")
struct CellGoldenTests {
    static let cases: [(progress: Double, items: Int)] = [
        (0, 4), (0.2, 4), (0.35, 4), (0.5, 4), (0.75, 4), (1, 4), (0.5, 6),
    ]

    @Test(arguments: cases.indices)
    func golden(index: Int) throws {
        try #require(sharedText != nil, "goldens need DejaVu Sans for the cards' words")
        let (progress, items) = Self.cases[index]
        let scene = CellScene(viewSize: [240, 400], itemCount: items, text: sharedText)
        scene.progress = progress
        try expectGolden(render(scene),
                         named: "cell-\(Int((progress * 100).rounded()))" + (items == 4 ? "" : "-items\(items)") + ".png")
    }

    /// The end of the opening sequence is the open container at rest, pixel for pixel
    /// (apart from the top panel's corners, square while folding as in FoldingCell).
    @Test func theEndOfTheOpeningIsTheOpenCell() {
        let folding = CellScene(viewSize: [240, 400], text: sharedText)
        folding.progress = 0.999
        let open = CellScene(viewSize: [240, 400], text: sharedText)
        open.progress = 1
        let (a, b) = (render(folding), render(open))
        var worst = 0
        // Compare below the top panel's corner rows.
        let top = Int((12 + 7 + 12) * open.scale)
        for y in top..<a.height { for x in 0..<a.width { worst = max(worst, pixelDifference(a[x, y], b[x, y])) } }
        #expect(worst <= 2, "max \(worst)")
    }
}
