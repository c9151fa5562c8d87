import Media
import Raster
@testable import Scenes
import Testing

/// Golden frames of the flight board at 240×400 (a 225×400 board): the swipe from
/// flight 1 to 2 at timeline fractions 0, 0.25, 0.5, 0.75 and 1 in the seed's pseudo 3D,
/// and 0.3 and 0.5 as real boxes. Stored next to the fold goldens; same tolerance and
/// the same re-record command (then LOOK at the PNGs):
///
///     RECORD_GOLDENS=1 swift test --filter ScenesTests
@Suite("Flip goldens")
struct FlipGoldenTests {
    static let cases: [(progress: Double, trueThreeD: Bool)] = [
        (0, false), (0.25, false), (0.5, false), (0.75, false), (1, false), (0.3, true), (0.5, true),
    ]

    @Test(arguments: cases.indices)
    func golden(index: Int) throws {
        try #require(sharedText != nil, "goldens need DejaVu Sans for the board's words")
        let (progress, trueThreeD) = Self.cases[index]
        let scene = FlipScene(viewSize: [240, 400], text: sharedText)
        scene.trueThreeD = trueThreeD
        scene.progress = progress
        let frame = render(scene)
        try expectGolden(frame, named: "flip-\(Int((progress * 100).rounded()))" + (trueThreeD ? "-3d" : "") + ".png")
    }

    /// A flight with every field at the 40-character limit, at rest: the labels wrap to
    /// two lines about their frames, some cut with "…" (issue 13, item 16).
    @Test func longFields() throws {
        try #require(sharedText != nil, "goldens need DejaVu Sans for the board's words")
        let scene = FlipScene(viewSize: [240, 400], flights: BoardLongFieldsTests.longFlights, text: sharedText)
        try expectGolden(render(scene), named: "flip-long-fields.png")
    }

    /// The end of a swipe is the next flight at rest, pixel for pixel.
    @Test func theEndOfASwipeIsTheNextFlightAtRest() {
        let swiping = FlipScene(viewSize: [240, 400], text: sharedText)
        swiping.progress = 1
        let resting = FlipScene(viewSize: [240, 400], text: sharedText)
        resting.show(flight: 1)
        let (worst, mean) = difference(render(swiping), render(resting))
        #expect(worst <= 1, "max \(worst), mean \(mean)")
    }
}
