import Raster
@testable import Scenes
import Testing

/// The person's pictures as the stack (issue 24 §1): one card per picture, in order, as
/// many cards as pictures; each picture fills its card (fitted), corners cut as the drawn
/// cards' are.
@Suite struct CardsPicturesTests {
    /// Five 200 × 120 pictures, each its own colour.
    static let pictures: [Bitmap] = (0..<5).map { (i: Int) -> Bitmap in
        let k = UInt32(i)
        let fill: Pixel = .opaque(40 + 50 * k, 200 - 35 * k, 60 + 30 * k)
        return Bitmap(width: 200, height: 120, fill: fill)
    }

    static func stack(_ pictures: [Bitmap] = pictures, fit: PictureFit = .contain) -> CardsScene {
        CardsScene(viewSize: [375, 667], content: SceneContent(cards: pictures, fit: fit))
    }

    @Test func theStackHasOneCardPerPicture() throws {
        let scene = Self.stack()
        #expect(scene.layout.cardCount == 5)
        #expect(scene.layout.maxOffset == 4 * 140)
        #expect(scene.offset == 400)   // the demo's start is within the shorter range
        scene.progress = 1   // the stack's end: every card in sight
        #expect(Set(scene.visibleCards().map(\.index)) == Set(0..<5))
        // --selected takes 0…4 only.
        #expect(throws: SettingError.self) { try scene.pose(for: PoseRequest(options: ["selected": PoseValue("5")])) }
        // One picture: one card, nothing to scroll, a progress of 0.
        let single = Self.stack([Self.pictures[0]])
        #expect(single.layout.maxOffset == 0 && single.offset == 0 && single.progress == 0)
        #expect(CardsScene(viewSize: [375, 667]).layout.cardCount == CardStackLayout.count)
    }

    /// Each card is its picture fitted to the card, corners cut; selected, card K fills the
    /// middle of the view with picture K.
    @Test func eachCardShowsItsPicture() {
        let scene = Self.stack()
        let (width, height) = (scene.textures.width, scene.textures.height)
        for (k, picture) in Self.pictures.enumerated() {
            var expected = PictureFit.contain.picture(picture, width: width, height: height, paper: CardsTextures.paper)
            expected.cutCorners(radius: CardStackArt.cornerRadius * scene.scale)
            #expect(textureBitmap(scene.textures.card(k)) == expected, "card \(k)")
        }
        scene.select(3, progress: 1)
        let frame = render(scene)
        #expect(pixelDifference(frame[187, 333], Self.pictures[3][100, 60]) <= 1)
    }
}
