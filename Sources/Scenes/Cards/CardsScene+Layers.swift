import Raster
import Stage

extension CardsScene {
    /// The frame as a layer tree:
    ///
    ///     backdrop (root: 2D3142, darkening to 161821 as a card is selected)
    ///     └ card-K (K = 0…38 as the titles count, the cards on screen, lowest z first:
    ///       scaled about its centre) › card-K-overlay (the dark overlay, while > 0)
    public func rootLayer() -> Layer {
        let vw = viewSize.x.isFinite ? Swift.max(1, viewSize.x) : 1
        let vh = viewSize.y.isFinite ? Swift.max(1, viewSize.y) : 1
        let e = selectionProgress
        let a = Self.background, b = Self.selectedBackground
        let backdrop = Color(r: a.r + (b.r - a.r) * e, g: a.g + (b.g - a.g) * e, b: a.b + (b.b - a.b) * e)
        let root = Layer(name: "backdrop", bounds: Rect(x: 0, y: 0, width: vw, height: vh),
                         position: [vw / 2, vh / 2], contents: .solid(backdrop))
        let width = Double(textures.width), height = Double(textures.height)
        let centreX = columnX + CardStackArt.phoneWidth / 2 * scale
        for card in visibleCards() {
            let p = card.placement
            let name = "card-\(card.index)"
            let layer = Layer(name: name, contents: .texture(textures.card(card.index), contentsRect: .unit,
                                                             sampling: .mipmapped))
            // Whole-pixel origin, so a card at scale 1 maps texels to pixels.
            let left = (centreX - width / 2).rounded()
            let top = ((p.y + CardStackLayout.cardHeight / 2) * scale - height / 2).rounded()
            layer.setFrame(Rect(x: left, y: top, width: width, height: height))
            if p.scale != 1 { layer.transform = .scale(p.scale, p.scale) }
            if p.overlay > 0 {
                let overlay = Layer(name: name + "-overlay", contents: .texture(textures.overlay, contentsRect: .unit,
                                                                                sampling: .mipmapped))
                overlay.setFrame(Rect(x: 0, y: 0, width: width, height: height))
                overlay.opacity = Swift.min(p.overlay, 1)
                layer.addSublayer(overlay)
            }
            root.addSublayer(layer)
        }
        return root
    }
}
