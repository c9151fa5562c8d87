import Media
import Raster
@testable import Scenes
import Testing

/// Golden frames of the card stack at 240×400 (a 240 px column, 0.64 px/pt): offsets 0,
/// 400 (the demo's start), 1500 (overlays darkening the top cards) and 5320 (the end),
/// and card 4 selected from offset 400, half-way and all the way. Same tolerance and
/// re-record command as the other goldens (then LOOK):
///
///     RECORD_GOLDENS=1 swift test --filter ScenesTests
@Suite("Cards goldens")
struct CardsGoldenTests {
    @Test(arguments: [0.0, 400, 1500, 5320])
    func stack(offset: Double) throws {
        try #require(sharedText != nil, "goldens need DejaVu Sans for the cards' titles")
        let scene = CardsScene(viewSize: [240, 400], text: sharedText)
        scene.show(offset: offset)
        try expectGolden(render(scene), named: "cards-\(Int(offset)).png")
    }

    @Test(arguments: [0.5, 1.0])
    func selected(progress: Double) throws {
        try #require(sharedText != nil, "goldens need DejaVu Sans for the cards' titles")
        let scene = CardsScene(viewSize: [240, 400], text: sharedText)
        scene.select(4, progress: progress)
        try expectGolden(render(scene), named: "cards-selected-\(Int((progress * 100).rounded())).png")
    }
}
