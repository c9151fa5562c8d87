import Raster
@testable import Scenes
import Testing

/// The folding-cell list's card art: exact sizes, transparent antialiased corners around
/// an opaque card, valid premultiplied pixels, ten different rows, nothing drawn across
/// a fold boundary of the container, and odd sizes that must not crash.
@Suite struct CellArtTests {
    /// The container's pixel height at `scale` (the scene passes points × scale).
    static func containerHeight(_ itemCount: Int, scale: Int) -> Int {
        Int((CellArt.containerHeight(itemCount: itemCount) * Double(scale)).rounded())
    }

    static func foreground(_ index: Int, scale: Int, text: (any TextRasterizing)? = sharedText) -> Bitmap {
        CellArt.foreground(index, width: 335 * scale, height: 165 * scale, scale: Double(scale), text: text)
    }

    static func container(_ index: Int, scale: Int, itemCount: Int,
                          text: (any TextRasterizing)? = sharedText) -> Bitmap {
        CellArt.container(index, width: 335 * scale, height: containerHeight(itemCount, scale: scale),
                          scale: Double(scale), itemCount: itemCount, text: text)
    }

    /// Every colour channel ≤ alpha.
    static func isPremultiplied(_ bitmap: Bitmap) -> Bool {
        bitmap.pixels.allSatisfy { p in
            let a = p >> 24
            return p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a
        }
    }

    /// "Ink": a pixel whose colour jumps from its right-hand neighbour by more than 48
    /// levels in some channel. Glyph stems, icons and bars do that; the flat backgrounds,
    /// the accent gradient (< 1 level per pixel), the ±1 dither, the faint decorative
    /// circles (≈ 12 levels at their rim) and the full-width hairlines do not.
    static func isInk(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let p = bitmap[x, y], q = bitmap[x + 1, y]
        return max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > 48
    }

    /// Pixel rows lying within 2 px of the boundary at pixel y `edge`: rows [y, y + 1)
    /// with y + 1 > edge − 2 and y < edge + 2.
    static func rowsNear(_ edge: Double, height: Int) -> [Int] {
        let first = Int((edge - 3).rounded(.down)) + 1, last = Int((edge + 2).rounded(.up)) - 1
        return (max(0, first)...min(height - 1, max(first, last))).filter { y in
            Double(y + 1) > edge - 2 && Double(y) < edge + 2
        }
    }

    @Test("cards have exactly the size asked for", arguments: [1, 2, 3])
    func sizes(scale: Int) {
        for itemCount in scale == 1 ? Array(2...8) : [4] {
            let card = Self.container(0, scale: scale, itemCount: itemCount)
            #expect(card.width == 335 * scale && card.height == Self.containerHeight(itemCount, scale: scale))
        }
        let closed = Self.foreground(0, scale: scale)
        #expect(closed.width == 335 * scale && closed.height == 165 * scale)
        let odd = CellArt.container(1, width: 333, height: 481, scale: 1, itemCount: 4, text: sharedText)
        #expect(odd.width == 333 && odd.height == 481)
        #expect(CellArt.containerHeight(itemCount: 4) == 479)
        #expect(CellArt.panelEdges(itemCount: 4) == [0, 165, 330, 404.5, 479])
    }

    @Test("corners are transparent, the card opaque, pixels premultiplied", arguments: [1, 2])
    func cornersAndAlpha(scale: Int) {
        for index in [0, 9] {
            for card in [Self.foreground(index, scale: scale), Self.container(index, scale: scale, itemCount: 4),
                         Self.foreground(index, scale: scale, text: nil),
                         Self.container(index, scale: scale, itemCount: 6, text: nil)] {
                let w = card.width, h = card.height
                for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
                    #expect(card[x, y].bits == 0, "row \(index) corner (\(x), \(y)) at \(scale)×")
                }
                // Antialiased: some corner pixel is partly covered.
                #expect((0..<10 * scale).contains { card[$0, 2 * scale].a > 0 && card[$0, 2 * scale].a < 255 })
                #expect(card[w / 2, h / 2].a == 255)
                // Opaque everywhere but the four corner squares.
                let r = 10 * scale
                var opaque = true
                for y in 0..<h where y >= r && y < h - r {
                    for x in [0, w / 3, w - 1] where card[x, y].a != 255 { opaque = false }
                }
                for x in r..<(w - r) where card[x, 0].a != 255 || card[x, h - 1].a != 255 { opaque = false }
                #expect(opaque, "row \(index) at \(scale)×")
                #expect(Self.isPremultiplied(card), "row \(index) at \(scale)×")
            }
        }
    }

    @Test("the ten rows differ: own accents, own cards")
    func rowsDiffer() {
        #expect(CellArt.count == 10 && CellArt.cells.count == 10)
        #expect(Set(CellArt.cells.map(\.accent)).count == 10)
        #expect(Set(CellArt.cells.map(\.item)).count == 10)
        let cards = (0..<CellArt.count).map { Self.foreground($0, scale: 1) }
        #expect(Set(cards.map(\.pixels)).count == 10)
        let open = (0..<CellArt.count).map { Self.container($0, scale: 1, itemCount: 4) }
        #expect(Set(open.map(\.pixels)).count == 10)
        // Indices wrap onto the list.
        #expect(CellArt.content(13) == CellArt.cells[3] && CellArt.content(-1) == CellArt.cells[9])
    }

    @Test("the same arguments give the same pixels")
    func deterministic() {
        #expect(Self.foreground(4, scale: 2) == Self.foreground(4, scale: 2))
        #expect(Self.container(7, scale: 1, itemCount: 8) == Self.container(7, scale: 1, itemCount: 8))
    }

    /// For itemCount 4 (and 6, 8) the rows within 2 px of each panel boundary hold only a
    /// hairline or plain background: no ink there, and text (or its placeholder) never
    /// reaches them, so no fold cuts through a word.
    @Test("no text or ink within 2 px of a panel boundary", arguments: [(4, 1), (6, 1), (8, 1), (4, 2)])
    func boundariesAreClear(itemCount: Int, scale: Int) {
        for index in [0, 8] {
            let card = Self.container(index, scale: scale, itemCount: itemCount)
            let bare = Self.container(index, scale: scale, itemCount: itemCount, text: nil)
            let sy = Double(card.height) / CellArt.containerHeight(itemCount: itemCount)
            // Away from the rounded corners (and the last column, which has no right neighbour).
            let columns = (10 * scale + 1)..<(card.width - 10 * scale - 2)
            for edge in CellArt.panelEdges(itemCount: itemCount).dropFirst().dropLast() {
                var ink = 0, textDifference = 0
                for y in Self.rowsNear(edge * sy, height: card.height) {
                    for x in columns {
                        if Self.isInk(card, x, y) { ink += 1 }
                        if sharedText != nil && card[x, y] != bare[x, y] { textDifference += 1 }
                    }
                }
                #expect(ink == 0, "row \(index), \(itemCount) panels, \(scale)×: \(ink) ink px near y = \(edge) pt")
                #expect(textDifference == 0,
                        "row \(index), \(itemCount) panels, \(scale)×: text near y = \(edge) pt (\(textDifference) px)")
            }
            // The measure is not vacuous: every panel has ink somewhere inside.
            let edges = CellArt.panelEdges(itemCount: itemCount)
            for k in 0..<(edges.count - 1) {
                let rows = Int((edges[k] * sy).rounded(.up))..<Int((edges[k + 1] * sy).rounded(.down))
                let inked = rows.contains { y in columns.contains { x in Self.isInk(card, x, y) } }
                #expect(inked, "row \(index): panel \(k) of \(itemCount) has no ink at \(scale)×")
            }
        }
    }

    @Test("tiny, odd and extreme sizes do not crash")
    func oddSizes() {
        let sizes = [(1, 1), (1, 300), (300, 1), (2, 3), (17, 9), (0, 0), (0, 40), (670, 1)]
        for (w, h) in sizes {
            for text in [sharedText as (any TextRasterizing)?, nil] {
                let closed = CellArt.foreground(2, width: w, height: h, scale: 2, text: text)
                #expect(closed.width == w && closed.height == h && Self.isPremultiplied(closed))
                for itemCount in [-3, 2, 3, 8, 12] {
                    let open = CellArt.container(2, width: w, height: h, scale: 1, itemCount: itemCount, text: text)
                    #expect(open.width == w && open.height == h && Self.isPremultiplied(open))
                }
            }
        }
        for scale in [0.0, -1, .nan, .infinity, 40] {
            let card = CellArt.container(5, width: 335, height: 479, scale: scale, itemCount: 4, text: sharedText)
            #expect(card.width == 335 && card.height == 479 && Self.isPremultiplied(card))
        }
        // The demo's two extremes at 2×.
        for itemCount in [2, 8] {
            let card = Self.container(6, scale: 2, itemCount: itemCount)
            #expect(card.height == Self.containerHeight(itemCount, scale: 2) && card[335, card.height / 2].a == 255)
        }
    }
}
