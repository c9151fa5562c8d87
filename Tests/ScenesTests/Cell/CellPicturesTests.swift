import Raster
@testable import Scenes
import Stage
import Testing

/// The person's closed face and open content on the folding cells (issue 24 §1): the face
/// replaces the foreground, the content the container, cut into panels as FoldingCell cuts
/// its `containerView` (two of the foreground's height, then equal strips), on every cell
/// or on `content.cell` alone.
@Suite struct CellPicturesTests {
    /// A 200 × 100 face, green with a dark bar; a 100 × 300 content, purple with white rows.
    static let face: Bitmap = {
        var image = Bitmap(width: 200, height: 100, fill: .opaque(40, 170, 90))
        for y in 40..<60 { for x in 20..<180 { image[x, y] = .opaque(20, 30, 40) } }
        return image
    }()
    static let content: Bitmap = {
        var image = Bitmap(width: 100, height: 300, fill: .opaque(120, 60, 170))
        for y in stride(from: 20, to: 300, by: 60) { for row in y..<(y + 12) { for x in 10..<90 { image[x, row] = .opaque(255, 255, 255) } } }
        return image
    }()

    /// A 375 × 667 list (scale 1) with both pictures, on every cell or on cell `cell`.
    static func list(cell: Int? = nil, fit: PictureFit = .contain) -> CellScene {
        CellScene(viewSize: [375, 667], content: SceneContent(first: face, second: content, fit: fit, cell: cell))
    }

    /// The card of row `index` at rest, `height` pixels tall, in view pixels: its part
    /// inside the view.
    static func cardRect(_ scene: CellScene, _ index: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let x = Int(scene.columnX + (CellLayout.inset * scene.scale).rounded())
        let y = Int(((scene.rowTop(index) - scene.offset) * scene.scale).rounded() + (CellLayout.cardTop * scene.scale).rounded())
        return (x, y, scene.textures.cardWidth, min(height, Int(scene.viewSize.y) - y))
    }

    /// `expected` drawn as a card: the cards' corners cut.
    static func card(_ picture: Bitmap, width: Int, height: Int, fit: PictureFit) -> Bitmap {
        var card = fit.picture(picture, width: width, height: height, paper: CellTextures.paper)
        card.cutCorners(radius: CellLayout.cornerRadius)
        return card
    }

    /// The frame's pixels in `rect` over the backdrop against `expected` over the same:
    /// the largest difference away from the rounded corners (where the backdrop shows).
    static func difference(_ frame: Bitmap, at rect: (x: Int, y: Int, width: Int, height: Int), _ expected: Bitmap) -> Int {
        let r = Int(CellLayout.cornerRadius) + 1
        var worst = 0
        frame.pixels.withUnsafeBufferPointer { f in
            expected.pixels.withUnsafeBufferPointer { e in
                for y in 0..<min(rect.height, expected.height) {
                    for x in 0..<rect.width {
                        let corner = (x < r || x >= rect.width - r) && (y < r || y >= expected.height - r)
                        guard !corner else { continue }
                        let p = f[(rect.y + y) * frame.width + rect.x + x], q = e[y * expected.width + x]
                        for shift in stride(from: UInt32(0), to: 32, by: 8) {
                            worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                        }
                    }
                }
            }
        }
        return worst
    }

    /// Closed, every row shows the face; open, the first row shows the content whole,
    /// fitted into the container.
    @Test func theFaceShowsClosedAndTheContentOpen() {
        let scene = Self.list()
        let width = scene.textures.cardWidth
        let faceHeight = Int(CellLayout.foregroundHeight.rounded())
        let closedCard = Self.card(Self.face, width: width, height: faceHeight, fit: .contain)
        var frame = render(scene)
        for index in 0..<3 {
            #expect(Self.difference(frame, at: Self.cardRect(scene, index, height: faceHeight), closedCard) <= 1, "row \(index)")
        }
        scene.progress = 1
        frame = render(scene)
        let containerHeight = scene.textures.panelTop(scene.itemCount)
        let openCard = Self.card(Self.content, width: width, height: containerHeight, fit: .contain)
        let open = Self.cardRect(scene, 0, height: containerHeight)
        #expect(Self.difference(frame, at: open, openCard) <= 1)
        // Contain letterboxes the tall content on the card's white; cover fills it.
        #expect(pixelDifference(frame[open.x + 12, open.y + 200], .opaque(255, 255, 255)) <= 1)
        let covered = Self.list(fit: .cover)
        covered.progress = 1
        #expect(pixelDifference(render(covered)[open.x + 12, open.y + 200], .opaque(120, 60, 170)) <= 1)
    }

    /// While the cell unfolds its panels show the content in FoldingCell's split: panel 0
    /// and 1 the foreground's height each, the rest (C − 2F)/(n − 2), all from the one
    /// content picture.
    @Test(arguments: [4, 6])
    func thePanelsCutTheContentAsFoldingCellCutsItsContainer(items: Int) throws {
        let scene = CellScene(viewSize: [375, 667], itemCount: items,
                              content: SceneContent(first: Self.face, second: Self.content))
        scene.progress = 0.95
        let container = scene.textures.container(0).full
        let expected = Self.card(Self.content, width: container.width, height: container.height, fit: .contain)
        #expect(textureBitmap(container) == expected)
        let total = CellLayout.containerHeight(itemCount: items)
        let F = CellLayout.foregroundHeight, strip = (total - 2 * F) / Double(items - 2)
        let row = scene.rootLayer().sublayers.first { $0.name == "cell-1" }
        let panels = try #require(row).sublayers.filter { $0.name.hasPrefix("cell-1-panel-") }
        #expect(panels.count == items)
        for (k, panel) in panels.enumerated() {
            let height = k < 2 ? F : strip
            let top = k < 2 ? Double(k) * F : 2 * F + Double(k - 2) * strip
            guard case .texture(let texture, let contentsRect, _)? = panel.contents else {
                Issue.record("panel \(k) has no picture")
                continue
            }
            if k > 0 { #expect(texture.levels[0].texels == container.levels[0].texels, "panel \(k) shows the content") }
            #expect(abs(contentsRect.y * total - top) < 1 && abs(contentsRect.height * total - height) < 1,
                    "panel \(k): \(contentsRect)")
        }
    }

    /// `content.cell` (0-based; `--cell 3` gives 2) shows the pictures on that row alone.
    @Test func oneCellAloneShowsThePictures() {
        let scene = Self.list(cell: 2)
        let faceHeight = Int(CellLayout.foregroundHeight.rounded())
        let closedCard = Self.card(Self.face, width: scene.textures.cardWidth, height: faceHeight, fit: .contain)
        let frame = render(scene)
        #expect(Self.difference(frame, at: Self.cardRect(scene, 2, height: faceHeight), closedCard) <= 1)
        for index in [0, 1, 3] {
            #expect(Self.difference(frame, at: Self.cardRect(scene, index, height: faceHeight), closedCard) > 40, "row \(index)")
        }
        #expect(textureBitmap(scene.textures.container(0).full) != textureBitmap(scene.textures.container(2).full))
    }
}
