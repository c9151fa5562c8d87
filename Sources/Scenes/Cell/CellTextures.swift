import Raster

/// The cards' images, drawn once per cell, scale and panel count, never per frame: each
/// cell's foreground, its container, and the container's top panel with the
/// foreground's rounded corners (FoldingCell rounds that snapshot while it shows).
/// The person's closed face (`SceneContent.first`) replaces the drawn foreground and their
/// open content (`second`) the drawn container, of every cell or of `content.cell`; the
/// container is then cut into panels as every container is (FoldingCell's snapshots of
/// its `containerView`: F, F, then equal strips).
/// `drawAll` draws every cell's at once (the window does, off its frame thread);
/// otherwise a cell's are drawn when it first shows or opens.
final class CellTextures {
    private let text: (any TextRasterizing)?
    /// The person's pictures the cards show (another scene's images are taken only when
    /// drawn from the same).
    let content: SceneContent
    private(set) var scale = 0.0
    private(set) var itemCount = 0
    private var foregrounds: [Int: Texture] = [:]
    private var containers: [Int: (full: Texture, roundedTop: Texture)] = [:]
    /// The numbers `foregrounds` and `containers` were drawn at.
    private var drawnFor = (scale: 0.0, itemCount: 0)

    init(text: (any TextRasterizing)?, content: SceneContent = SceneContent()) {
        self.text = text
        self.content = content
    }

    /// The white of the drawn cards, behind a picture that leaves part of its card bare.
    static let paper = Color(r: CellPalette.paper.x, g: CellPalette.paper.y, b: CellPalette.paper.z)

    /// `picture` (nil or empty: none) when cell `index` shows the person's pictures,
    /// fitted to a card of `width` × `height` pixels and cut to the cards' rounded corners.
    private func personal(_ picture: Bitmap?, _ index: Int, width: Int, height: Int) -> Bitmap? {
        guard let picture, picture.width > 0, picture.height > 0, content.cell == nil || content.cell == index
        else { return nil }
        var card = content.fit.picture(picture, width: width, height: height, paper: Self.paper)
        card.cutCorners(radius: CellLayout.cornerRadius * scale)
        return card
    }

    /// The scale and panel count the next images are for. The images drawn stay until
    /// one is asked for at other numbers, so a scale and a count set one after the other
    /// keep those drawn for both.
    func prepare(scale: Double, itemCount: Int) {
        self.scale = scale
        self.itemCount = itemCount
    }

    /// Drops the images when they were drawn at other numbers than `prepare` gave last.
    private func check() {
        guard drawnFor.scale != scale || drawnFor.itemCount != itemCount else { return }
        drawnFor = (scale, itemCount)
        foregrounds = [:]
        containers = [:]
    }

    /// How many images have been drawn in all (tests: a frame after `drawAll` draws none).
    private(set) var drawCount = 0

    /// Draws the images of cells `0..<count` that are not drawn yet.
    func drawAll(count: Int) {
        for index in 0..<count {
            _ = foreground(index)
            _ = container(index)
        }
    }

    /// The card width in whole pixels.
    var cardWidth: Int { Swift.max(1, Int((CellLayout.cardWidth * scale).rounded())) }

    /// Panel k's top edge inside the container, whole pixels (k = itemCount: the bottom).
    func panelTop(_ k: Int) -> Int {
        Int((CellLayout.panelTop(k, itemCount: itemCount) * scale).rounded())
    }

    func foreground(_ index: Int) -> Texture {
        check()
        if let cached = foregrounds[index] { return cached }
        let height = Swift.max(1, Int((CellLayout.foregroundHeight * scale).rounded()))
        let made = Texture(personal(content.first, index, width: cardWidth, height: height)
                           ?? CellArt.foreground(index, width: cardWidth, height: height, scale: scale, text: text))
        foregrounds[index] = made
        drawCount += 1
        return made
    }

    /// The open card, `panelTop(itemCount)` pixels tall, and its top panel rounded at all
    /// four corners.
    func container(_ index: Int) -> (full: Texture, roundedTop: Texture) {
        check()
        if let cached = containers[index] { return cached }
        let height = Swift.max(1, panelTop(itemCount))
        let bitmap = personal(content.second, index, width: cardWidth, height: height)
            ?? CellArt.container(index, width: cardWidth, height: height, scale: scale, itemCount: itemCount, text: text)
        let top = Swift.max(1, Swift.min(panelTop(1), bitmap.height))
        var slice = bitmap.cropped(x: 0, y: 0, width: bitmap.width, height: top)
        let radius = CellLayout.cornerRadius * scale
        slice.multiplyAlpha(by: .roundedRect(x: 0, y: 0, width: Double(slice.width), height: Double(slice.height),
                                             radius: radius))
        let made = (Texture(bitmap), Texture(slice))
        containers[index] = made
        drawCount += 2
        return made
    }
}
