import Raster
@testable import Scenes
import Testing

/// The card stack's card art: exact sizes, transparent antialiased corners around an
/// opaque card in the demo's colour, colours cycling every ten cards, the title centred
/// in the top band, valid premultiplied pixels, placeholder bars without text, odd sizes
/// that must not crash.
@Suite struct CardArtStackTests {
    /// Card `index` at `scale` pixels per point, its size the design size rounded.
    static func card(_ index: Int, scale: Double, text: (any TextRasterizing)? = sharedText) -> Bitmap {
        CardStackArt.card(index, width: Int((351 * scale).rounded()), height: Int((210 * scale).rounded()),
                          scale: scale, text: text)
    }

    /// Every colour channel ≤ alpha.
    static func isPremultiplied(_ bitmap: Bitmap) -> Bool {
        bitmap.pixels.allSatisfy { p in
            let a = p >> 24
            return p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a
        }
    }

    /// "Ink": a pixel noticeably lighter or darker than the plain card in its row (sampled
    /// 40 pt in from the left edge, clear of the corners and left of everything drawn): its
    /// channels together more than 90 levels away. The white title and the white or dark
    /// icons, captions and bars (at 45 % or more) do that; the dither (±1) and the sheen
    /// (which is the same along a row) do not; nor do the cut corners (not opaque).
    static func isInk(_ bitmap: Bitmap, _ x: Int, _ y: Int, scale: Double) -> Bool {
        let p = bitmap[x, y], plain = bitmap[Int(40 * scale), y]
        return p.a == 255 && abs(Int(p.r) - Int(plain.r)) + abs(Int(p.g) - Int(plain.g)) + abs(Int(p.b) - Int(plain.b)) > 90
    }

    /// The bounding box (x0, y0, x1, y1), one past the last, of the ink in rows `rows`.
    static func inkBox(_ bitmap: Bitmap, rows: Range<Int>, scale: Double) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in rows {
            for x in 0..<bitmap.width where isInk(bitmap, x, y, scale: scale) {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x + 1), max($0.3, y + 1)) }
                    ?? (x, y, x + 1, y + 1)
            }
        }
        return box
    }

    /// A spot (pixels) with nothing drawn on it: 40 pt from the left, on the middle row,
    /// where the sheen is zero: left of the icon (x ≥ 147 pt) and above the caption.
    static func plainSpot(_ bitmap: Bitmap, scale: Double) -> Pixel {
        bitmap[Int(40 * scale), bitmap.height / 2]
    }

    /// True when every channel of `p` is within `tolerance` levels of the opaque `color`.
    static func matches(_ p: Pixel, _ color: Color, tolerance: Int = 2) -> Bool {
        let q = color.pixel
        return p.a == 255 && pixelDifference(p, q) <= tolerance
    }

    @Test("the design numbers and the palette are the demo's")
    func design() {
        #expect(CardStackArt.cardWidth == 351 && CardStackArt.cardHeight == 210)
        #expect(CardStackArt.cornerRadius == 6 && CardStackArt.titleSize == 14 && CardStackArt.titleTop == 2)
        #expect(CardStackArt.colors.count == 10)
        #expect(CardStackArt.colors[0] == Color(hex: 0xFB742A) && CardStackArt.colors[9] == Color(hex: 0x61D4FF))
        for index in [0, 3, 9, 10, 27, 38] {
            #expect(CardStackArt.color(index) == CardStackArt.colors[index % 10])
        }
        #expect(CardStackArt.color(-1) == CardStackArt.colors[9])
        #expect(CardStackArt.title(0) == "Item 0" && CardStackArt.title(38) == "Item 38")
        #expect(Set((0..<6).map(CardStackArt.caption)).count == 6)
        #expect((0..<39).allSatisfy { CardStackArt.progress($0) > 0 && CardStackArt.progress($0) < 1 })
    }

    @Test("cards have exactly the size asked for", arguments: [1.0, 2.0, 2.9])
    func sizes(scale: Double) {
        let card = Self.card(7, scale: scale)
        #expect(card.width == Int((351 * scale).rounded()) && card.height == Int((210 * scale).rounded()))
        let odd = CardStackArt.card(3, width: 353, height: 207, scale: scale, text: sharedText)
        #expect(odd.width == 353 && odd.height == 207)
    }

    @Test("corners are transparent outside the radius, the card opaque, pixels premultiplied",
          arguments: [1.0, 2.0])
    func cornersAndAlpha(scale: Double) {
        for index in [0, 5, 9] {
            for card in [Self.card(index, scale: scale), Self.card(index, scale: scale, text: nil)] {
                let w = card.width, h = card.height
                for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
                    #expect(card[x, y].bits == 0, "card \(index) corner (\(x), \(y)) at \(scale)×")
                }
                // Well inside the corner arc (its centre is r = 6·scale px in from both
                // edges): the pixel at r/2 from both edges is ≈ 0.71 r from that centre.
                let r = 6 * scale, inside = Int(r / 2)
                for (x, y) in [(inside, inside), (w - 1 - inside, inside), (inside, h - 1 - inside),
                               (w - 1 - inside, h - 1 - inside)] {
                    #expect(card[x, y].a == 255, "card \(index) inside corner (\(x), \(y)) at \(scale)×")
                }
                // Antialiased: some pixel along the corner's diagonal band is partly covered.
                let row = Int(r / 4)
                #expect((0..<Int(r)).contains { card[$0, row].a > 0 && card[$0, row].a < 255 })
                // Opaque everywhere but the four corner squares.
                let corner = Int(r.rounded(.up))
                var opaque = true
                for y in 0..<h {
                    let edge = y < corner || y >= h - corner
                    for x in 0..<w where !(edge && (x < corner || x >= w - corner)) {
                        if card[x, y].a != 255 { opaque = false }
                    }
                }
                #expect(opaque, "card \(index) at \(scale)× has holes")
                #expect(Self.isPremultiplied(card))
            }
        }
    }

    @Test("a plain spot is the card's colour, and colours cycle every ten cards", arguments: [1.0, 2.0, 2.9])
    func colours(scale: Double) {
        for index in 0..<12 {
            let card = Self.card(index, scale: scale)
            let spot = Self.plainSpot(card, scale: scale)
            #expect(Self.matches(spot, CardStackArt.color(index)),
                    "card \(index) at \(scale)×: \(spot) vs \(CardStackArt.color(index).pixel)")
            // The middle row at the centre is opaque (the icon may cover it).
            #expect(card[card.width / 2, card.height / 2].a == 255)
        }
        let first = Self.card(0, scale: scale), tenth = Self.card(10, scale: scale)
        #expect(Self.plainSpot(first, scale: scale) == Self.plainSpot(tenth, scale: scale))
        #expect(Self.plainSpot(first, scale: scale) != Self.plainSpot(Self.card(1, scale: scale), scale: scale))
        #expect(first != tenth)
    }

    @Test("cards 0 and 30 (same colour, same icon) differ only in the title and the track")
    func titlesDiffer() {
        let scale = 2.0
        let a = Self.card(0, scale: scale), b = Self.card(30, scale: scale)
        #expect(CardStackArt.icon(0) == CardStackArt.icon(30))
        let titleRows = 0..<Int(22 * scale), bodyRows = Int(40 * scale)..<Int(160 * scale)
        func rows(_ bitmap: Bitmap, _ rows: Range<Int>) -> ArraySlice<UInt32> {
            bitmap.pixels[rows.lowerBound * bitmap.width..<rows.upperBound * bitmap.width]
        }
        #expect(rows(a, titleRows) != rows(b, titleRows))
        #expect(rows(a, bodyRows) == rows(b, bodyRows))
    }

    @Test("the title's ink sits in the top band, centred", arguments: [1.0, 2.0, 2.9])
    func titlePlacement(scale: Double) {
        for index in [0, 1, 7, 10, 38] {
            let card = Self.card(index, scale: scale)
            // Search down to the icon's top (62 pt): nothing else is drawn there.
            let rows = 0..<Int(60 * scale)
            guard let (x0, y0, x1, y1) = Self.inkBox(card, rows: rows, scale: scale) else {
                Issue.record("card \(index) at \(scale)×: no title ink")
                continue
            }
            #expect(Double(y0) >= 2 * scale - 1 && Double(y1) <= (2 + 17) * scale,
                    "card \(index) at \(scale)×: title rows \(y0)..<\(y1)")
            let center = Double(x0 + x1) / 2
            #expect(abs(center - Double(card.width) / 2) <= 2,
                    "card \(index) at \(scale)×: title ink centred at \(center) of \(card.width)")
        }
    }

    @Test("the icon, caption and track are drawn under the title")
    func body() {
        let scale = 2.0
        for index in 0..<6 {
            let card = Self.card(index, scale: scale)
            let icon = Self.inkBox(card, rows: Int(60 * scale)..<Int(121 * scale), scale: scale)
            #expect(icon != nil, "card \(index): no icon")
            if let (x0, y0, x1, y1) = icon {
                // About 56 pt wide or tall, centred on the card's middle column.
                #expect(max(x1 - x0, y1 - y0) >= Int(48 * scale) && max(x1 - x0, y1 - y0) <= Int(58 * scale),
                        "card \(index): icon \(x1 - x0) × \(y1 - y0)")
                #expect(abs(Double(x0 + x1) / 2 - Double(card.width) / 2) <= 4 * scale)
            }
            #expect(Self.inkBox(card, rows: Int(128 * scale)..<Int(150 * scale), scale: scale) != nil,
                    "card \(index): no caption")
            #expect(Self.inkBox(card, rows: Int(166 * scale)..<Int(174 * scale), scale: scale) != nil,
                    "card \(index): no track")
            #expect(Self.inkBox(card, rows: Int(180 * scale)..<card.height - 1, scale: scale) == nil,
                    "card \(index): ink near the bottom")
        }
    }

    @Test("every card's caption reads at WCAG 4.5:1 on its colour, its icon and track fill at 3:1")
    func contrast() {
        for (k, color) in CardStackArt.colors.enumerated() {
            let ink = CardStackArt.ink(k)
            let caption = Color.contrastRatio(ink, color)
            #expect(caption >= 4.5, "card colour \(k): caption \(caption):1")
            // The icon is the ink at its opacity over the card; the track's fill is the ink
            // at its opacity over the track's groove.
            let icon = Color.contrastRatio(color.composited(ink, alpha: CardStackArt.iconAlpha), color)
            #expect(icon >= 3, "card colour \(k): icon \(icon):1")
            let groove = color.composited(ink, alpha: CardStackArt.trackAlpha)
            let fill = Color.contrastRatio(groove.composited(ink, alpha: CardStackArt.trackFillAlpha), groove)
            #expect(fill >= 3, "card colour \(k): track fill \(fill):1 on its groove")
            #expect(CardStackArt.ink(k + 10) == ink, "the ink cycles with the colour")
        }
        // The reported cases: white on yellow (fcc42d) and on orange (fb742a) read poorly.
        #expect(Color.contrastRatio(.white, Color(hex: 0xFCC42D)) < 4.5 && CardStackArt.ink(1) != .white)
        #expect(Color.contrastRatio(.white, Color(hex: 0xFB742A)) < 4.5 && CardStackArt.ink(0) != .white)
        // Dark cards keep white words.
        #expect(CardStackArt.ink(4) == .white && CardStackArt.ink(5) == .white)
    }

    @Test("where neither white nor the dark ink reaches 4.5:1, a shade of the card's own hue does")
    func contrastFallback() {
        for hex: UInt32 in [0x7A7A7A, 0x8A63D2, 0x3A8585, 0xD84A44, 0x4A7FB0, 0x5A8A3A] {
            let background = Color(hex: hex)
            let plain = max(Color.contrastRatio(.white, background),
                            Color.contrastRatio(CardStackArt.darkInk, background))
            #expect(plain < 4.5, "#\(String(hex, radix: 16)) is not a fallback case: \(plain):1")
            let ink = CardStackArt.ink(on: background)
            #expect(Color.contrastRatio(ink, background) >= 4.5, "#\(String(hex, radix: 16))")
            // A mix toward black scales every channel alike; one toward white, every
            // channel's distance from 1.
            let (a, b) = ink.relativeLuminance < background.relativeLuminance
                ? (SIMD3(ink.r, ink.g, ink.b), SIMD3(background.r, background.g, background.b))
                : (SIMD3(1 - ink.r, 1 - ink.g, 1 - ink.b), SIMD3(1 - background.r, 1 - background.g, 1 - background.b))
            let t = a.x / b.x
            #expect(abs(a.y - t * b.y) < 1e-9 && abs(a.z - t * b.z) < 1e-9, "#\(String(hex, radix: 16)): same hue")
        }
    }

    @Test("the caption is drawn in the card's ink, the title in the demo's white")
    func captionAndTitleColours() throws {
        try #require(sharedText != nil, "needs DejaVu Sans")
        let scale = 2.0
        for index in [0, 1, 4] {
            let card = Self.card(index, scale: scale)
            // The glyph pixel furthest from the card's colour in a band is fully inked.
            func farthest(_ rows: Range<Int>) -> Pixel {
                let plain = Self.plainSpot(card, scale: scale)
                var best = plain, distance = -1
                for y in rows {
                    for x in 0..<card.width where card[x, y].a == 255 && pixelDifference(card[x, y], plain) > distance {
                        best = card[x, y]; distance = pixelDifference(best, plain)
                    }
                }
                return best
            }
            let title = farthest(Int(2 * scale)..<Int(19 * scale))
            let caption = farthest(Int(128 * scale)..<Int(150 * scale))
            #expect(Self.matches(title, .white, tolerance: 3), "card \(index): title \(title)")
            #expect(Self.matches(caption, CardStackArt.ink(index), tolerance: 3), "card \(index): caption \(caption)")
        }
    }

    @Test("drawing is deterministic")
    func deterministic() {
        #expect(Self.card(4, scale: 2) == Self.card(4, scale: 2))
        #expect(Self.card(4, scale: 1, text: nil) == Self.card(4, scale: 1, text: nil))
    }

    @Test("without text, or too small for it, placeholder bars stand in", arguments: [1.0, 2.0])
    func placeholders(scale: Double) {
        for index in [0, 1, 6] {
            let card = Self.card(index, scale: scale, text: nil)
            #expect(card != Self.card(index, scale: scale))
            // The title bar: in the top band and centred.
            if let (x0, y0, x1, y1) = Self.inkBox(card, rows: 0..<Int(60 * scale), scale: scale) {
                #expect(Double(y0) >= 2 * scale - 1 && Double(y1) <= (2 + 17) * scale)
                #expect(abs(Double(x0 + x1) / 2 - Double(card.width) / 2) <= 2)
            } else {
                Issue.record("card \(index) at \(scale)×: no title bar")
            }
            #expect(Self.inkBox(card, rows: Int(128 * scale)..<Int(150 * scale), scale: scale) != nil,
                    "card \(index) at \(scale)×: no caption bar")
            #expect(Self.isPremultiplied(card))
        }
        // At 0.4 px per point the text would be under 6 px: bars, with the rasterizer given.
        let tiny = CardStackArt.card(2, width: 140, height: 84, scale: 0.4, text: sharedText)
        #expect(tiny == CardStackArt.card(2, width: 140, height: 84, scale: 0.4, text: nil))
    }

    @Test("odd sizes and scales draw without trapping")
    func oddSizes() {
        for (w, h, scale) in [(1, 1, 1.0), (2, 7, 2.0), (351, 1, 1.0), (40, 300, 3.0), (351, 210, .nan),
                              (351, 210, 0), (351, 210, -2), (702, 420, 50)] {
            let card = CardStackArt.card(0, width: w, height: h, scale: scale, text: sharedText)
            #expect(card.width == w && card.height == h)
            #expect(Self.isPremultiplied(card))
        }
        let empty = CardStackArt.card(0, width: 0, height: -3, scale: 1, text: nil)
        #expect(empty.width == 0 && empty.height == 0)
    }
}
