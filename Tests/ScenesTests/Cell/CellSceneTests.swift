import Foundation
import Raster
@testable import Scenes
import Stage
import Testing

/// The folding-cell list's layout, input and layer tree (Ramotion's FoldingCell demo).
@Suite struct CellSceneTests {
    /// A 450 px column (scale 800/667) in a 1280×800 view, without text.
    static func list() -> CellScene { CellScene(viewSize: [1280, 800]) }

    static func settle(_ scene: CellScene, limit: Double = 30) {
        var t = 0.0
        while scene.isAnimating && t < limit {
            scene.advance(by: 1.0 / 60)
            t += 1.0 / 60
        }
    }

    /// The view point at design point (x, y) of the column (before scrolling).
    static func point(_ scene: CellScene, _ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (scene.columnX + x * scene.scale, (y - scene.offset) * scene.scale)
    }

    static func click(_ scene: CellScene, cell index: Int) {
        let p = point(scene, 187.5, scene.rowTop(index) + 60)
        scene.handle(.down(x: p.x, y: p.y))
        scene.handle(.up(x: p.x, y: p.y))
    }

    @Test func theColumnIsAPhoneWideAndCentred() {
        let scene = Self.list()
        #expect(close(scene.scale, 800.0 / 667) && scene.columnX == 415)
        #expect(close(scene.rowTop(0), 12) && close(scene.rowTop(3), 12 + 3 * 179))
        #expect(close(CellLayout.openRowHeight(itemCount: 4), 488))
        #expect(close(CellLayout.containerHeight(itemCount: 6), 330 + 4 * 74.5))
    }

    @Test func aClickOpensTheCellWhileTheRowGrowsAndTheRowsBelowMove() {
        let scene = Self.list()
        Self.click(scene, cell: 0)
        #expect(scene.isAnimating)
        for _ in 0..<12 { scene.advance(by: 1.0 / 60) }   // 0.2 s
        let expected = FoldingTimeline.rowHeight(at: 0.2, direction: .open, closed: 179, open: 488)
        #expect(close(scene.rowHeight(0), expected, 1e-9))
        #expect(close(scene.rowTop(1), 12 + expected, 1e-9), "the next row slides down with it")
        // Clicks during its own animation are ignored; another cell may start meanwhile.
        Self.click(scene, cell: 0)
        #expect(scene.cells[0].run?.direction == .open)
        Self.click(scene, cell: 1)
        #expect(scene.cells[1].run?.direction == .open)
        Self.settle(scene)
        #expect(scene.cells[0].isOpen && scene.cells[1].isOpen)
        #expect(close(scene.rowTop(1), 12 + 488))
        Self.click(scene, cell: 0)
        #expect(scene.cells[0].run?.direction == .close)
        for _ in 0..<24 { scene.advance(by: 1.0 / 60) }   // 0.4 s of the 0.8 s close
        #expect(close(scene.rowHeight(0), FoldingTimeline.rowHeight(at: 0.4, direction: .close, closed: 179, open: 488),
                      1e-9))
        Self.settle(scene)
        #expect(!scene.cells[0].isOpen && scene.cells[0].run == nil)
    }

    @Test func aVerticalDragOnACellScrubsItsTimelineAndReleaseCompletesOrReverses() {
        for (fraction, opens) in [(0.3, false), (0.7, true)] {
            let scene = Self.list()
            let start = Self.point(scene, 187.5, 100)
            let travel = (488.0 - 179) * scene.scale
            scene.handle(.down(x: start.x, y: start.y))
            scene.handle(.move(x: start.x, y: start.y + fraction * travel))
            let run = scene.cells[0].run
            #expect(run?.direction == .open && run?.rate == 0)
            #expect(close(run?.t ?? -1, fraction * 0.66, 1e-9), "scrubbed to \(String(describing: run?.t))")
            #expect(close(scene.progress, fraction, 1e-9))
            scene.handle(.up(x: start.x, y: start.y + fraction * travel))
            #expect(scene.cells[0].run?.rate == (opens ? 1 : -1))
            Self.settle(scene)
            #expect(scene.cells[0].isOpen == opens && scene.cells[0].run == nil, "fraction \(fraction)")
        }
    }

    @Test func aDragOnTheBackgroundScrollsAndAFlickDecays() throws {
        let scene = Self.list()
        // Between the cards (the 14 pt gap under the first row) is background.
        let start = Self.point(scene, 187.5, 12 + 179 + 0.5)
        scene.handle(.down(x: start.x, y: start.y))
        scene.handle(.move(x: start.x, y: start.y - 60))
        #expect(close(scene.offset, 60 / scene.scale, 1e-9), "1:1 (60 px = 50 pt at scale 1.2)")
        scene.advance(by: 0.05)
        scene.handle(.move(x: start.x, y: start.y - 120))
        scene.handle(.up(x: start.x, y: start.y - 120))
        #expect(scene.isAnimating, "the flick glides on")
        let released = scene.offset
        scene.advance(by: 0.1)
        #expect(scene.offset > released)
        Self.settle(scene)
        #expect(scene.offset > released && scene.offset <= scene.maxOffset)
    }

    @Test func pastTheEndsTheListRubberBandsAndSpringsBack() {
        let scene = Self.list()
        let start = Self.point(scene, 187.5, 12 + 179 + 0.5)
        scene.handle(.down(x: start.x, y: start.y))
        scene.handle(.move(x: start.x, y: start.y + 240))   // pull down 200 pt at the top
        #expect(scene.offset < 0 && scene.offset > -200, "resists: \(scene.offset)")
        scene.handle(.up(x: start.x, y: start.y + 240))
        Self.settle(scene)
        #expect(scene.offset == 0)
        // The wheel scrolls within the bounds.
        for _ in 0..<100 { scene.handle(.wheel(dx: 0, dy: -1)) }
        #expect(close(scene.offset, scene.maxOffset))
        scene.handle(.wheel(dx: 0, dy: 2))
        #expect(close(scene.offset, scene.maxOffset - 2 * CellScene.wheelStep))
    }

    @Test func aCellOpenedNearTheBottomScrollsIntoView() {
        let scene = Self.list()
        // Row 4 (index 3) ends near the bottom of the 667 pt viewport once open.
        Self.click(scene, cell: 3)
        Self.settle(scene)
        let bottom = scene.rowTop(3) + 488 - scene.offset
        #expect(bottom <= scene.viewportHeight + 0.5, "the open cell ends in view: \(bottom)")
        #expect(scene.offset > 0)
    }

    @Test func spaceTogglesTheFirstVisibleCell() {
        let scene = Self.list()
        scene.play()
        #expect(scene.cells[0].run?.direction == .open)
        Self.settle(scene)
        scene.reset()
        scene.handle(.wheel(dx: 0, dy: -5))   // 240 pt down: row 2 is the first in view
        scene.play()
        #expect(scene.cells[1].run != nil && scene.cells[0].run == nil)
    }

    @Test func theDrawListNamesPanelsAndTurnsThemAboutTheirHinges() throws {
        let scene = Self.list()
        scene.progress = 0.3 / 0.66   // t = 0.3 s: panel 1 flat, back 1 turning
        let list = DrawList(root: scene.rootLayer(), width: 1280, height: 800)
        let names = dumpNames(list)
        for name in ["cell-1-panel-0", "cell-1-panel-1", "cell-1-panel-1-back", "cell-2-foreground"] {
            #expect(names.contains(name), "\(name) missing from \(names)")
        }
        #expect(!names.contains("cell-1-foreground"), "hidden after its step")
        #expect(!names.contains("cell-1-panel-2"), "not started yet")
        // The back face turns about panel 1's bottom edge by the timeline's angle: its top
        // edge comes toward the viewer, so w = 1 − z/(800·s) with z = h·sin(−a) > 0.
        let angle = FoldingTimeline().state(of: .back(1), at: 0.3, direction: .open).angle
        #expect(angle < 0 && angle > -.pi / 2)
        let back = try #require(list.items.first { $0.name == "cell-1-panel-1-back" })
        let corners = screenCorners(back)
        let h = back.primitive.size.y
        let expectedW = 1 - h * sin(-angle) / (800 * scene.scale)
        #expect(abs(corners[0].z - expectedW) < 1e-9 && abs(corners[3].z - 1) < 1e-9, "\(corners)")
    }

    @Test func progressIsTheFirstCellsOpeningFraction() {
        let scene = Self.list()
        scene.progress = 0.5
        #expect(scene.cells[0].run?.rate == 0 && close(scene.cells[0].run!.t, 0.33))
        #expect(!scene.isAnimating)
        scene.progress = 1
        #expect(scene.progress == 1 && scene.cells[0].isOpen && scene.cells[0].run == nil)
        scene.itemCount = 6
        #expect(scene.cells[0].run == nil && close(CellLayout.openRowHeight(itemCount: 6), 330 + 298 + 9))
        scene.itemCount = 40
        #expect(scene.itemCount == 8)
    }
}
