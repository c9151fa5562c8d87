import Raster

/// The stack's images, drawn once per card and scale, never per frame: the cards, and the
/// dark overlay with the cards' rounded corners. Card K shows the person's K-th picture
/// when there is one (`SceneContent.cards`, fitted by `fit`, its corners cut as the
/// drawn cards' are). `drawAll` draws them all at once (the window does, off its frame
/// thread); otherwise a card is drawn when it first shows.
package final class CardsTextures {
    /// UIBlurEffectStyleDark's look over a flat card: its dark tint. The overlay layer's
    /// opacity is the layout's alpha.
    package static let overlayTint = Color(hex: 0x111217)

    private let text: (any TextRasterizing)?
    /// The person's pictures the cards show (another scene's images are taken only when
    /// drawn from the same).
    let content: SceneContent
    private(set) var scale = 0.0
    private var cards: [Int: Texture] = [:]
    private var madeOverlay: Texture?

    init(text: (any TextRasterizing)?, content: SceneContent = SceneContent()) {
        self.text = text
        self.content = content
    }

    /// The cards in the stack: one per picture, else the demo's 39.
    var count: Int { content.cards.isEmpty ? CardStackLayout.count : content.cards.count }

    /// The paper a picture of another shape than the card leaves bare: the drawn cards'
    /// dark ink, so a letterboxed picture reads as a card of the stack.
    static let paper = CardStackArt.darkInk

    /// Starts over when the scale changed.
    func prepare(scale: Double) {
        guard scale != self.scale else { return }
        self.scale = scale
        cards = [:]
        madeOverlay = nil
    }

    /// The card size in whole pixels.
    var width: Int { Swift.max(1, Int((CardStackArt.cardWidth * scale).rounded())) }
    var height: Int { Swift.max(1, Int((CardStackLayout.cardHeight * scale).rounded())) }

    /// How many cards have been drawn at this scale (tests: off-screen cards cost nothing
    /// until `drawAll`).
    var drawnCount: Int { cards.count }
    /// How many images have been drawn in all (tests: a frame after `drawAll` draws none).
    private(set) var drawCount = 0

    /// Draws every card and the overlay at this scale that is not drawn yet.
    func drawAll() {
        for index in 0..<count { _ = card(index) }
        _ = overlay
    }

    func card(_ index: Int) -> Texture {
        if let cached = cards[index] { return cached }
        let made: Texture
        if content.cards.indices.contains(index), content.cards[index].width > 0, content.cards[index].height > 0 {
            var picture = content.fit.picture(content.cards[index], width: width, height: height, paper: Self.paper)
            picture.cutCorners(radius: CardStackArt.cornerRadius * scale)
            made = Texture(picture)
        } else {
            made = Texture(CardStackArt.card(index, width: width, height: height, scale: scale, text: text))
        }
        cards[index] = made
        drawCount += 1
        return made
    }

    var overlay: Texture {
        if let madeOverlay { return madeOverlay }
        var bitmap = Bitmap(width: width, height: height)
        bitmap.fill(.roundedRect(x: 0, y: 0, width: Double(width), height: Double(height),
                                 radius: CardStackArt.cornerRadius * scale), color: Self.overlayTint)
        let made = Texture(bitmap)
        madeOverlay = made
        drawCount += 1
        return made
    }
}
