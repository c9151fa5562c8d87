extension CardsScene {
    /// The most pixels a card's picture is drawn at in a `width` × `height` frame: the card
    /// at the scale the phone is shown (its art is made at that size, and a card that grows
    /// as it leaves is drawn from that art), so a picture is never kept larger.
    public static func pictureBox(frameWidth width: Int, frameHeight height: Int) -> (width: Int, height: Int) {
        let scale = Swift.max(Swift.min(Double(width) / CardStackArt.phoneWidth,
                                        Double(height) / CardStackArt.phoneHeight), 1e-3)
        return (Swift.max(1, Int((CardStackArt.cardWidth * scale).rounded(.up))),
                Swift.max(1, Int((CardStackLayout.cardHeight * scale).rounded(.up))))
    }
}

extension ContentSlot.Part {
    /// The most pixels a picture of this part is drawn at in a `width` × `height` frame: a
    /// page's picture at most the frame, a card's at most the card (`CardsScene.pictureBox`).
    public func pictureBox(frameWidth width: Int, frameHeight height: Int) -> (width: Int, height: Int) {
        self == .cards ? CardsScene.pictureBox(frameWidth: width, frameHeight: height) : (width, height)
    }
}
