import Raster
@testable import Scenes
import Stage
import Testing

/// Each row clips its content as the demo's cells do (`clipsSubviews` on the cell and its
/// content view in Main.storyboard; issue 13, item 15): a folding cell draws nothing past
/// the column's sides and nothing over the rows above and below, at the row's current
/// animated height.
@Suite struct CellClippingTests {
    /// The window's fill, solid so that every pixel nothing draws on is known exactly.
    static let backdrop = Color(hex: 0x203040)

    /// A 900 px tall view (scale 900/667, a 506 px column) with room on both sides.
    static func scene() -> CellScene {
        let scene = CellScene(viewSize: [600, 900])
        scene.backdrop = solid(backdrop)
        return scene
    }

    /// Row `index`'s rectangle in view pixels: the column's width, the row's current height.
    static func rowRect(_ scene: CellScene, _ index: Int) -> (x0: Double, x1: Double, y0: Double, y1: Double) {
        let top = scene.rowTop(index) - scene.offset
        return (scene.columnX, scene.columnX + CellLayout.columnWidth * scene.scale,
                (top * scene.scale).rounded(), ((top + scene.rowHeight(index)) * scene.scale).rounded())
    }

    /// The screen bounding box of a drawn item, pixels.
    static func box(_ item: DrawItem) -> (x0: Double, x1: Double, y0: Double, y1: Double) {
        let c = screenCorners(item)
        return (c.map(\.x).min()!, c.map(\.x).max()!, c.map(\.y).min()!, c.map(\.y).max()!)
    }

    /// The pixels that show something other than the backdrop although they lie wholly
    /// outside the first row's rectangle and outside every other row's drawn items (these
    /// are at rest; a pixel of margin for their antialiased edges).
    static func strayPixels(_ scene: CellScene) -> [(x: Int, y: Int)] {
        let list = DrawList(root: scene.rootLayer(), width: Int(scene.viewSize.x), height: Int(scene.viewSize.y))
        let others = list.items.filter { !$0.name.hasPrefix("cell-1-") && $0.name.hasPrefix("cell-") }.map(box)
        let row = rowRect(scene, 0)
        let frame = render(scene)
        let background = backdrop.pixel
        var stray: [(x: Int, y: Int)] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let (px, py) = (Double(x), Double(y))
                // A pixel square that reaches into the row may be partly covered.
                let inRow = px + 1 > row.x0 && px < row.x1 && py + 1 > row.y0 && py < row.y1
                let inOther = others.contains { px + 2 > $0.x0 && px - 1 < $0.x1 && py + 2 > $0.y0 && py - 1 < $0.y1 }
                if !inRow && !inOther && pixelDifference(frame[x, y], background) > 1 {
                    stray.append((x, y))
                }
            }
        }
        return stray
    }

    @Test func aClosingCellDrawsNothingOutsideItsShrinkingRow() {
        let scene = Self.scene()
        scene.progress = 1   // the first cell open at rest
        scene.toggle(0)
        #expect(scene.cells[0].run?.direction == .close)
        // The row shrinks over 0.8 s (easeOut) while the panels fold over 0.66 s, so the
        // still-folding panels reach past the row's bottom, under the next row's card.
        for step in 1...6 {
            scene.advance(by: 0.1)
            let stray = Self.strayPixels(scene)
            #expect(stray.isEmpty, "t \(0.1 * Double(step)) s: \(stray.count) stray pixels, first \(stray.prefix(3))")
        }
    }

    @Test func anOpeningCellDrawsNothingOutsideItsGrowingRow() {
        let scene = Self.scene()
        // 0.17: the foreground near edge-on, wider than the column.
        for progress in [0.1, 0.17, 0.3, 0.5, 0.7, 0.9] {
            scene.progress = progress
            let stray = Self.strayPixels(scene)
            #expect(stray.isEmpty, "progress \(progress): \(stray.count) stray pixels, first \(stray.prefix(3))")
        }
    }

    /// Near edge-on, the foreground's top edge is 165 pt nearer the eye than its hinge:
    /// 1/(1 − 165/800) ≈ 1.26 times as wide, 422 pt of a 375 pt column. The row cuts it at
    /// the column's sides.
    @Test func theSwingingForegroundStaysInsideTheColumn() throws {
        let scene = Self.scene()
        scene.progress = 0.12 / 0.66   // t = 0.12 s of the foreground's 0.13 s turn
        let list = DrawList(root: scene.rootLayer(), width: 600, height: 900)
        let foreground = try #require(list.items.first { $0.name == "cell-1-foreground" })
        let row = Self.rowRect(scene, 0)
        let reach = Self.box(foreground)
        #expect(reach.x0 < row.x0 - 20 && reach.x1 > row.x1 + 20, "the turned card is wider than the column: \(reach)")

        let frame = render(scene)
        let background = Self.backdrop.pixel
        var outside = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where Double(x) + 1 <= row.x0 || Double(x) >= row.x1.rounded(.up) {
                if pixelDifference(frame[x, y], background) > 1 { outside += 1 }
            }
        }
        #expect(outside == 0, "\(outside) pixels drawn beside the column")
    }

    /// Rows tile the column: each row's snapped bottom is the next row's snapped top, so a
    /// clip edge never leaves a seam or a double-covered pixel row between two rows.
    @Test func rowsAreWholePixelsAndTileTheColumn() {
        let scene = Self.scene()
        scene.progress = 0.37
        let root = scene.rootLayer()
        let rows = root.sublayers.filter { $0.name.hasPrefix("cell-") }
        #expect(rows.count >= 3)
        for row in rows { #expect(row.masksToBounds, "\(row.name)") }
        for (a, b) in zip(rows, rows.dropFirst()) {
            let bottom = a.position.y + a.bounds.height
            #expect(bottom == b.position.y && bottom == bottom.rounded(), "\(a.name) ends at \(bottom), \(b.name) starts at \(b.position.y)")
        }
    }
}
