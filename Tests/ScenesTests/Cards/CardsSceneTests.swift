import Foundation
import Motion
import Raster
import Stage
import Testing
@testable import Scenes

/// DDCardAnimation's layouts (`CardLayout.m`, `CardSelectedLayout.m`), against its formulas
/// written out here.
@Suite struct CardStackLayoutTests {
    /// CardLayout.m as written: mᵢ = m₀ + 140 i, nᵢ = (mᵢ/m₀)⁴·n₀, yᵢ = ((mᵢ − x)/mᵢ)⁴·nᵢ.
    func original(_ i: Int, _ x: Double) -> Double {
        let m = 1000 + 140 * Double(i), n = pow(m / 1000, 4) * 250
        return m - x >= 0 ? pow((m - x) / m, 4) * n : (m - x) - 210
    }

    @Test func positionsFollowTheQuarticLawAndJumpAboveTheTop() {
        for x in [-300.0, 0, 140, 400, 777.7, 1000, 2500, 5320, 5600] {
            for i in 0..<CardStackLayout.count {
                let y = CardStackLayout().y(i, offset: x)
                #expect(abs(y - original(i, x)) <= 1e-9 * max(1, abs(y)), "card \(i) at \(x)")
            }
        }
        // Every card follows card 0's curve, 140 pt of scroll later.
        #expect(abs(CardStackLayout().y(5, offset: 900) - CardStackLayout().y(0, offset: 200)) < 1e-9)
    }

    @Test func theDemosSamplesAtOffsets0And400() {
        // Anchors §6.2's table for a 667 pt screen: (offset, card, y, scale).
        let samples: [(Double, Int, Double, Double)] = [
            (0, 0, 250, 0.962), (0, 1, 422.2, 0.982), (0, 2, 671.1, 1.0),
            (400, 0, 32.4, 0.886), (400, 1, 75.0, 0.916), (400, 2, 149.9, 0.942),
            (400, 3, 270.6, 0.965), (400, 4, 452.7, 0.985),
        ]
        for (x, i, y, scale) in samples {
            let p = CardStackLayout().stack(i, offset: x, viewHeight: 667)
            #expect(abs(p.y - y) < 0.06, "card \(i) at \(x): y \(p.y)")
            #expect(abs(p.scale - scale) < 0.0006, "card \(i) at \(x): scale \(p.scale)")
            #expect(p.z == p.y)
        }
    }

    @Test func scaleAndOverlayFollowTheirExponents() {
        for y in [-50.0, 0, 1, 10, 25, 100, 400, 667, 900] {
            let scale = CardStackLayout().scale(y: y, viewHeight: 667)
            let expected = y < 0 ? 1 : pow(min(y, 667) / 667, 0.04)
            #expect(abs(scale - expected) < 1e-12)
            let base = 1 - 1.14 * scale
            #expect(abs(CardStackLayout().overlay(scale: scale) - (base > 0 ? pow(base, 0.4) : 0)) < 1e-12)
        }
        // The overlay shows only near the top: y < ≈ 0.0377·H.
        #expect(CardStackLayout().overlay(scale: CardStackLayout().scale(y: 0.037 * 667, viewHeight: 667)) > 0)
        #expect(CardStackLayout().overlay(scale: CardStackLayout().scale(y: 0.038 * 667, viewHeight: 667)) == 0)
        #expect(CardStackLayout().overlay(scale: CardStackLayout().scale(y: 0, viewHeight: 667)) == 1)
    }

    @Test func theSelectedLayoutCentresTheCardAndSendsTheOthersAway() {
        let h = 667.0
        let chosen = CardStackLayout().selected(7, selected: 7, viewHeight: h, overlay: 0.6)
        #expect(chosen == .init(y: h / 2 - 105, scale: 1, overlay: 0, z: 7))
        let earlier = CardStackLayout().selected(3, selected: 7, viewHeight: h, overlay: 0.6)
        #expect(earlier == .init(y: -210, scale: 0.8, overlay: 0.6, z: 3))
        let later = CardStackLayout().selected(8, selected: 7, viewHeight: h, overlay: 0)
        #expect(later == .init(y: h + 210, scale: 1.2, overlay: 0, z: 8))
        #expect(CardStackLayout.maxOffset == 140 * 38)
    }
}

@Suite struct CardsSceneTests {
    /// A 375×667 view: one pixel per point.
    func makeScene() -> CardsScene { CardsScene(viewSize: [375, 667]) }

    @Test func theDemoStartsAtOffset400InAPhoneColumn() {
        let scene = makeScene()
        #expect(scene.offset == 400 && scene.scale == 1 && scene.columnX == 0)
        let wide = CardsScene(viewSize: [1280, 800])
        let scale: Double = 800.0 / 667
        #expect(abs(wide.scale - scale) < 1e-12)
        #expect(abs(wide.viewHeight - 667) < 1e-9)
        let left: Double = ((1280 - 375 * scale) / 2).rounded()
        #expect(wide.columnX == left)
    }

    @Test func cardsDrawLowerOverHigherAndOffScreenCardsCostNothing() throws {
        let scene = makeScene()
        for offset in [0.0, 400, 1234, 5320] {
            scene.show(offset: offset)
            scene.cullsHiddenParts = false
            var list = DrawList(root: scene.rootLayer(), width: 375, height: 667)
            var cards = list.items.map(\.name).filter { $0.hasPrefix("card-") && !$0.hasSuffix("-overlay") }
            // Exactly the cards whose scaled frame meets the view, in order of y.
            let expected = (0..<CardStackLayout.count).filter { i in
                let p = CardStackLayout().stack(i, offset: offset, viewHeight: 667)
                let centre = p.y + 105, half = 105 * p.scale
                return centre + half > 0 && centre - half < 667
            }.sorted { CardStackLayout().y($0, offset: offset) < CardStackLayout().y($1, offset: offset) }
            #expect(cards == expected.map { "card-\($0)" }, "offset \(offset)")
            #expect(cards.count < 12)
            let everything = render(scene)
            // Leaving out what later cards hide changes nothing on screen: only cards
            // wholly hidden at the top of the stack go, the rest keep their order.
            scene.cullsHiddenParts = true
            list = DrawList(root: scene.rootLayer(), width: 375, height: 667)
            cards = list.items.map(\.name).filter { $0.hasPrefix("card-") && !$0.hasSuffix("-overlay") }
            #expect(Array(expected.map { "card-\($0)" }.suffix(cards.count)) == cards, "offset \(offset)")
            let culled = render(scene)
            #expect(culled.pixels == everything.pixels, "offset \(offset): culling changed the picture")
        }
        // And while the layout switches, cards passing each other at other scales.
        for progress in [0.3, 0.6, 0.9] {
            scene.show(offset: 700)
            scene.select(6, progress: progress)
            scene.cullsHiddenParts = false
            let everything = render(scene)
            scene.cullsHiddenParts = true
            #expect(render(scene).pixels == everything.pixels, "selection at \(progress)")
        }
        // Only cards that have been on screen were ever drawn.
        #expect(scene.textures.drawnCount < 30)
    }

    @Test func dumpedCardsSitWhereTheLayoutPutsThem() throws {
        let scene = makeScene()
        scene.show(offset: 1100)
        let list = DrawList(root: scene.rootLayer(), width: 375, height: 667)
        for i in 6...9 {
            let p = CardStackLayout().stack(i, offset: 1100, viewHeight: 667)
            guard let item = list.items.first(where: { $0.name == "card-\(i)" }) else { continue }
            let corners = screenCorners(item)
            // Scaled about the centre (187.5, y + 105), from a whole-pixel 351×210 frame.
            let top = (p.y + 105 - 105).rounded()
            let centreY = top + 105
            #expect(close(corners[0].x, 187.5 - 175.5 * p.scale, 1e-6), "card \(i)")
            #expect(close(corners[0].y, centreY - 105 * p.scale, 1e-6), "card \(i)")
            #expect(close(corners[2].y, centreY + 105 * p.scale, 1e-6), "card \(i)")
            #expect(close(corners[2].x - corners[0].x, 351 * p.scale, 1e-6))
            let overlay = list.items.first { $0.name == "card-\(i)-overlay" }
            #expect((overlay?.primitive.opacity ?? 0) == min(p.overlay, 1) || p.overlay == 0)
        }
        // Near the top the overlay darkens the cards.
        scene.show(offset: 1500)
        let names = DrawList(root: scene.rootLayer(), width: 375, height: 667).items.map(\.name)
        #expect(names.contains { $0.hasSuffix("-overlay") })
    }

    @Test func aDragScrollsOneToOneAndAFlickDecaysAsPopDoes() {
        let scene = makeScene()
        scene.handle(.down(x: 187, y: 500))
        for step in 1...10 {
            scene.advance(by: 0.01)
            scene.handle(.move(x: 187, y: 500 - 8 * Double(step)))
        }
        #expect(close(scene.offset, 480, 1e-9))   // 80 pt up, 1:1
        scene.handle(.up(x: 187, y: 420))
        // Released at 800 pt/s (8 pt every 10 ms): pop's decay goes v/1000·k/(1 − k) further.
        let k = 0.998, v = 800.0
        let distance = v / 1000 * k / (1 - k)
        for _ in 0..<600 { scene.advance(by: 1.0 / 60) }
        #expect(!scene.isAnimating)
        #expect(abs(scene.offset - (480 + distance)) < 1, "offset \(scene.offset), expected \(480 + distance)")
    }

    @Test func pastTheEndsItRubberBandsAndSpringsBack() {
        let scene = makeScene()
        scene.show(offset: 0)
        scene.handle(.down(x: 187, y: 200))
        scene.handle(.move(x: 187, y: 400))   // 200 pt past the top
        let d = 667.0, c = 0.55
        let banded = (1 - 1 / (200 * c / d + 1)) * d
        #expect(close(scene.offset, -banded, 1e-9))
        scene.handle(.up(x: 187, y: 400))
        for _ in 0..<120 { scene.advance(by: 1.0 / 60) }
        #expect(scene.offset == 0 && !scene.isAnimating)
        // The far end likewise, and the wheel stays within the range.
        scene.show(offset: CardStackLayout.maxOffset)
        scene.handle(.wheel(dx: 0, dy: -5))
        #expect(scene.offset == CardStackLayout.maxOffset)
        scene.handle(.wheel(dx: 0, dy: 2))
        #expect(scene.offset == CardStackLayout.maxOffset - 96)
    }

    @Test func aClickSelectsTheCardAndAnotherReturns() throws {
        let scene = makeScene()
        // At offset 400 card 4 sits at y 452.7 (scale 0.985): click its middle.
        scene.handle(.down(x: 187, y: 560))
        scene.handle(.up(x: 188, y: 561))
        #expect(scene.selectedCard == 4 && scene.isAnimating)
        for _ in 0..<30 { scene.advance(by: 1.0 / 60) }
        #expect(scene.selectionProgress == 1 && !scene.isAnimating)
        let list = DrawList(root: scene.rootLayer(), width: 375, height: 667)
        let card = try #require(list.items.first { $0.name == "card-4" })
        let corners = screenCorners(card)
        #expect(close(corners[0].y, 667.0 / 2 - 105, 0.5) && close(corners[2].y, 667.0 / 2 + 105, 0.5))
        #expect(list.items.map(\.name) == ["backdrop", "card-4"])   // the others left the view
        // Scrolling is off while selected.
        scene.handle(.wheel(dx: 0, dy: -3))
        scene.handle(.down(x: 20, y: 600))
        scene.handle(.move(x: 20, y: 300))
        #expect(scene.offset == 400)
        scene.handle(.up(x: 20, y: 300))
        // A click anywhere returns to the stack where it was.
        scene.handle(.down(x: 20, y: 20))
        scene.handle(.up(x: 20, y: 20))
        for _ in 0..<30 { scene.advance(by: 1.0 / 60) }
        #expect(scene.selectedCard == nil && scene.offset == 400)
    }

    /// The demo sets the background (`showMaskView`/`hideMaskView`) and the chosen card's
    /// blur at once when a selection starts or returns, while the layout animates the
    /// cards (ViewController.m).
    @Test func theBackgroundAndTheOverlaySwitchAtOnceWhileTheCardsMove() throws {
        let scene = makeScene()
        scene.show(offset: 1500)
        #expect(render(scene)[2, 2] == Pixel.opaque(0x2D, 0x31, 0x42))
        // A card high in the stack, darkened by its overlay.
        let darkened = try #require(scene.visibleCards().max { $0.placement.overlay < $1.placement.overlay })
        let stack = darkened.placement
        #expect(stack.overlay > 0.2)
        func now() throws -> CardStackLayout.Placement {
            try #require(scene.visibleCards().first { $0.index == darkened.index }).placement
        }

        // Half-way to the selected layout: the card is on its way to the middle, the
        // background already dark, the chosen card's overlay already gone.
        scene.select(darkened.index, progress: 0.5)
        let middle = 667.0 / 2 - 105
        var placement = try now()
        #expect(placement.y > stack.y + 1 && placement.y < middle - 1, "on its way: \(placement.y)")
        #expect(placement.overlay == 0)
        #expect(render(scene)[2, 2] == Pixel.opaque(0x16, 0x18, 0x21))
        #expect(!dumpNames(DrawList(root: scene.rootLayer(), width: 375, height: 667))
            .contains("card-\(darkened.index)-overlay"))

        // Back (space returns): the stack's background and the card's overlay at once,
        // while the card is still on its way back.
        scene.play()
        scene.advance(by: 0.05)
        placement = try now()
        #expect(scene.selectedCard == darkened.index && placement.y > stack.y + 1 && placement.y < middle - 1)
        #expect(close(placement.overlay, stack.overlay, 1e-12))
        #expect(render(scene)[2, 2] == Pixel.opaque(0x2D, 0x31, 0x42))
        scene.advance(by: 1)
        #expect(scene.selectedCard == nil && render(scene)[2, 2] == Pixel.opaque(0x2D, 0x31, 0x42))

        // A card held at the very start of the switch: the click has happened, so dark.
        scene.select(darkened.index, progress: 0)
        #expect(render(scene)[2, 2] == Pixel.opaque(0x16, 0x18, 0x21))
    }

    /// `cards.crossFade` (ours) fades both with the cards' eased progress e instead.
    @Test func withCrossFadeTheBackgroundAndTheOverlayFadeWithTheSwitch() throws {
        let scene = makeScene()
        scene.settings[CardsSettings.crossFade] = true
        scene.show(offset: 1500)
        let darkened = try #require(scene.visibleCards().max { $0.placement.overlay < $1.placement.overlay })
        scene.select(darkened.index, progress: 0.3)
        let e = scene.selectionProgress
        #expect(e > 0.1 && e < 0.9)
        let placement = try #require(scene.visibleCards().first { $0.index == darkened.index }).placement
        #expect(close(placement.overlay, darkened.placement.overlay * (1 - e), 1e-12))
        // The background between 2D3142 and 161821 by e (8-bit rounding).
        let pixel = render(scene)[2, 2]
        func channel(_ a: Double, _ b: Double) -> UInt32 { UInt32((a + (b - a) * e).rounded()) }
        #expect(pixelDifference(pixel, .opaque(channel(0x2D, 0x16), channel(0x31, 0x18), channel(0x42, 0x21))) <= 1)
        #expect(pixel != .opaque(0x2D, 0x31, 0x42) && pixel != .opaque(0x16, 0x18, 0x21))
        scene.select(darkened.index, progress: 1)
        #expect(render(scene)[2, 2] == Pixel.opaque(0x16, 0x18, 0x21))
        scene.show(offset: 1500)
        #expect(render(scene)[2, 2] == Pixel.opaque(0x2D, 0x31, 0x42))
    }
}
