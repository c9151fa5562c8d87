import Raster
import Stage

extension CardsScene {
    /// The frame as a layer tree:
    ///
    ///     backdrop (root: 2D3142, or 161821 once a card is selected; `selectionLook`)
    ///     └ card-K (K = 0…38 as the titles count, the cards on screen, lowest z first:
    ///       scaled about its centre) › card-K-overlay (the dark overlay, while > 0)
    public func rootLayer() -> Layer {
        let e = selectionLook
        let a = settings[CardsSettings.background], b = settings[CardsSettings.selectedBackground]
        let backdrop = Color(r: a.r + (b.r - a.r) * e, g: a.g + (b.g - a.g) * e, b: a.b + (b.b - a.b) * e)
        let root = backdropLayer(named: "backdrop", contents: .solid(backdrop))
        let width = Double(textures.width), height = Double(textures.height)
        let centreX = columnX + CardStackArt.phoneWidth / 2 * scale
        // Each card's frame in pixels: a whole-pixel origin (a card at scale 1 maps texels
        // to pixels), scaled about its centre.
        let frames = visibleCards().map { card -> (Visible, Rect, scaled: Rect) in
            let left = (centreX - width / 2).rounded()
            let top = ((card.placement.y + CardStackLayout.cardHeight / 2) * scale - height / 2).rounded()
            let s = card.placement.scale
            let scaled = Rect(x: left + width / 2 * (1 - s), y: top + height / 2 * (1 - s),
                              width: width * s, height: height * s)
            return (card, Rect(x: left, y: top, width: width, height: height), scaled)
        }
        for (k, (card, frame, scaled)) in frames.enumerated() {
            let p = card.placement
            let name = "card-\(card.index)"
            let layer = Layer(name: name, contents: .texture(textures.card(card.index), contentsRect: .unit,
                                                             sampling: .mipmapped))
            layer.setFrame(frame)
            if p.scale != 1 { layer.transform = .scale(p.scale, p.scale) }
            if p.overlay > 0 {
                let overlay = Layer(name: name + "-overlay", contents: .texture(textures.overlay, contentsRect: .unit,
                                                                                sampling: .mipmapped))
                overlay.setFrame(Rect(x: 0, y: 0, width: width, height: height))
                overlay.opacity = Swift.min(p.overlay, 1)
                layer.addSublayer(overlay)
            }
            guard cullsHiddenParts else {
                root.addSublayer(layer)
                continue
            }
            // What the cards drawn later hide of this one is not drawn at all.
            let radius = CardStackArt.cornerRadius * scale   // at scale 1
            let hidden = Self.hiddenBelow(scaled, under: frames[(k + 1)...].map {
                (rect: $0.scaled, cornerRadius: radius * $0.scaled.width / width)
            })
            guard hidden > scaled.y else { continue }
            if hidden < scaled.y + scaled.height {
                let clip = Layer(name: name + "-visible")
                clip.masksToBounds = true
                clip.setFrame(Rect(x: scaled.x - 1, y: scaled.y - 1, width: scaled.width + 2,
                                   height: hidden - scaled.y + 1))
                layer.position -= SIMD2(scaled.x - 1, scaled.y - 1)   // into the clip's space
                clip.addSublayer(layer)
                root.addSublayer(clip)
            } else {
                root.addSublayer(layer)
            }
        }
        return root
    }

    /// The y (pixels) below which `card` is wholly hidden by `later` cards (drawn over it),
    /// or its bottom when nothing hides it. A later card hides the part of `card` below its
    /// own top edge when it is wider by a pixel or more on each side (so their
    /// antialiased edges never share a pixel) and reaches at least as low; its rounded
    /// corners show what lies under them, so the hidden part starts a corner radius and a
    /// pixel further down.
    static func hiddenBelow(_ card: Rect, under later: [(rect: Rect, cornerRadius: Double)]) -> Double {
        var hidden = card.y + card.height
        for (other, radius) in later where other.x <= card.x - 1 && other.x + other.width >= card.x + card.width + 1
            && other.y + other.height >= card.y + card.height {
            hidden = Swift.min(hidden, other.y + radius + 1)
        }
        return hidden
    }
}
