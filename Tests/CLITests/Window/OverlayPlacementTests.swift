@testable import foldpreview
import Testing

/// Where the window's panels go: a corner or an edge with room off the picture and off
/// each other, or nowhere.
@Suite struct OverlayPlacementTests {
    typealias Box = OverlayPlacement.Box
    static let view = (width: 800, height: 600)

    @Test func theHUDTakesTheFirstCornerWithRoom() {
        // A page in the middle with room above: top-left.
        let page = Box(x: 200, y: 150, width: 400, height: 300)
        #expect(OverlayPlacement.corner(width: 180, height: 80, view: Self.view, margin: 10, avoiding: [page])
                == Box(x: 10, y: 10, width: 180, height: 80))
        // A column down the middle, the left band too narrow: top-right.
        let column = Box(x: 150, y: 0, width: 450, height: 600)
        #expect(OverlayPlacement.corner(width: 180, height: 80, view: Self.view, margin: 10, avoiding: [column])
                == Box(x: 610, y: 10, width: 180, height: 80))
        // No room anywhere.
        let full = Box(x: 100, y: 0, width: 600, height: 600)
        #expect(OverlayPlacement.corner(width: 180, height: 80, view: Self.view, margin: 10, avoiding: [full]) == nil)
        // Larger than the view.
        #expect(OverlayPlacement.corner(width: 900, height: 80, view: Self.view, margin: 10, avoiding: []) == nil)
    }

    @Test func aMessageGoesBelowThenAboveThenBesideThePicture() {
        let page = Box(x: 200, y: 150, width: 400, height: 300)
        #expect(OverlayPlacement.edge(width: 300, height: 30, view: Self.view, margin: 10, content: page, avoiding: [page])
                == Box(x: 250, y: 560, width: 300, height: 30))
        // The bottom taken by the picture: the top.
        let low = Box(x: 200, y: 150, width: 400, height: 450)
        #expect(OverlayPlacement.edge(width: 300, height: 30, view: Self.view, margin: 10, content: low, avoiding: [low])
                == Box(x: 250, y: 10, width: 300, height: 30))
        // A full-height column: the bottom of the band to its left, centred in it, below
        // the HUD there.
        let column = Box(x: 300, y: 0, width: 200, height: 600)
        let hud = Box(x: 10, y: 10, width: 180, height: 80)
        #expect(OverlayPlacement.edge(width: 200, height: 30, view: Self.view, margin: 10, content: column,
                                      avoiding: [column, hud])
                == Box(x: 50, y: 560, width: 200, height: 30))
        // Too wide for either band.
        #expect(OverlayPlacement.edge(width: 320, height: 30, view: Self.view, margin: 10, content: column,
                                      avoiding: [column]) == nil)
    }

    /// A/B's two pictures stacked, the top and bottom taken: between them, across the
    /// divider, when asked; the band beside them otherwise.
    @Test func aMessageMaySitBetweenTwoPictures() {
        let a = Box(x: 300, y: 20, width: 200, height: 250), b = Box(x: 300, y: 330, width: 200, height: 250)
        let both = Box(x: 300, y: 20, width: 200, height: 560)
        #expect(OverlayPlacement.edge(width: 400, height: 40, view: Self.view, margin: 10, content: both, between: true,
                                      avoiding: [a, b]) == Box(x: 200, y: 280, width: 400, height: 40))
        #expect(OverlayPlacement.edge(width: 200, height: 40, view: Self.view, margin: 10, content: both,
                                      avoiding: [a, b]) == Box(x: 50, y: 550, width: 200, height: 40))
    }

    @Test func boxesThatOnlyTouchDoNotOverlap() {
        let a = Box(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.overlaps(Box(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.overlaps(Box(x: 9, y: 9, width: 5, height: 5)))
    }
}
