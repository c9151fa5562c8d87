import Raster

/// Everything the board draws from images, built once per board scale and reused every
/// frame: the three backgrounds, each string at its fitted size, and the vector art.
/// Text is rasterized once per string, size and colour, never per frame.
final class BoardTextures {
    /// A label's image and the size it was set at.
    struct Text {
        let texture: Texture
        /// Pixel size of the image (the advance width and line height of the text).
        let width: Int, height: Int
    }

    private let text: (any TextRasterizing)?
    /// Pixels per design point the caches were built for.
    private(set) var scale = 0.0
    /// The board's size in pixels the backgrounds were drawn at.
    private(set) var boardSize = (width: 0, height: 0)

    private var backgrounds: [Flight.Background: Texture] = [:]
    private struct TextKey: Hashable {
        let string: String
        let fontSize: Double
        let maxWidth: Double
        let maxHeight: Double
        let centred: Bool
        let color: Color
    }
    private var labels: [TextKey: Text] = [:]
    private enum ArtKey: Hashable { case plane, bigArrow(Flight.Status), smallArrow, dot(Color) }
    private var art: [ArtKey: Texture] = [:]

    /// How many images have been drawn in all (tests: a frame after `drawArt` draws none).
    private(set) var drawCount = 0

    init(text: (any TextRasterizing)?) {
        self.text = text
    }

    /// Starts over when the scale or the board size changed (a resize); otherwise keeps
    /// every cached image.
    func prepare(scale: Double, boardWidth: Int, boardHeight: Int) {
        guard scale != self.scale || boardWidth != boardSize.width || boardHeight != boardSize.height else { return }
        self.scale = scale
        boardSize = (boardWidth, boardHeight)
        backgrounds = [:]
        labels = [:]
        art = [:]
    }

    /// The backdrop art for `background` at the board's pixel size.
    func background(_ background: Flight.Background) -> Texture {
        if let cached = backgrounds[background] { return cached }
        let made = Texture(BoardBackgroundArt.draw(background, width: boardSize.width, height: boardSize.height))
        backgrounds[background] = made
        drawCount += 1
        return made
    }

    /// `string` set in `style`'s bold font at its size × scale by `TextFit`'s rule: shrunk
    /// to fit `style.maxWidth` points if wider, but not below `smallestTextSize`; past
    /// that, two lines in `style.maxHeight`, the second ending in "…" if need be. Without
    /// a text rasterizer, or when the design size itself is too small to read at this
    /// scale, a soft bar of about the text's size stands in for the words.
    func text(_ string: String, style: BoardLayout.Label) -> Text {
        let centred = style.alignment == .center
        let key = TextKey(string: string, fontSize: style.fontSize, maxWidth: style.maxWidth,
                          maxHeight: style.maxHeight, centred: centred, color: style.color)
        if let cached = labels[key] { return cached }
        let size = style.fontSize * scale
        let bitmap: Bitmap
        if let text, let block = TextFit.block(of: string, from: size, bold: true, width: style.maxWidth * scale,
                                               height: style.maxHeight * scale,
                                               maximumLines: BoardLayout.maximumLines,
                                               smallest: smallestTextSize, in: text) {
            bitmap = text.image(of: block, bold: true, centred: centred, color: style.color)
        } else {
            bitmap = Self.placeholder(string, size: size, color: style.color, maxWidth: style.maxWidth * scale)
        }
        let made = Text(texture: Texture(bitmap), width: bitmap.width, height: bitmap.height)
        labels[key] = made
        drawCount += 1
        return made
    }

    /// The smallest text size at this scale, pixels: the design's smallest font, and
    /// never under what `TextFit` holds legible on any screen.
    var smallestTextSize: Double {
        Swift.max(TextFit.smallestLegibleSize, BoardLayout.smallestFontSize * scale)
    }

    /// The plane at its frame's pixel size.
    func plane() -> Texture {
        artTexture(.plane) {
            let (w, h) = pixelSize(BoardLayout.plane)
            return BoardArt.plane(width: w, height: h)
        }
    }

    func bigArrow(_ status: Flight.Status) -> Texture {
        artTexture(.bigArrow(status)) { BoardArt.bigArrow(status, size: pixelSize(BoardLayout.bigArrow).width) }
    }

    func smallArrow() -> Texture {
        artTexture(.smallArrow) { BoardArt.smallArrow(size: pixelSize(BoardLayout.smallArrow).width) }
    }

    /// A page-control dot in `color`.
    func dot(_ color: Color) -> Texture {
        artTexture(.dot(color)) {
            BoardArt.dot(diameter: Swift.max(1, Int((BoardLayout.dotDiameter * scale).rounded())), color: color)
        }
    }

    /// A design rect's size in whole pixels at the current scale (at least 1×1).
    func pixelSize(_ rect: Rect) -> (width: Int, height: Int) {
        (Swift.max(1, Int((rect.width * scale).rounded())), Swift.max(1, Int((rect.height * scale).rounded())))
    }

    private func artTexture(_ key: ArtKey, _ draw: () -> Bitmap) -> Texture {
        if let cached = art[key] { return cached }
        let made = Texture(draw())
        art[key] = made
        drawCount += 1
        return made
    }

    /// `TextFit`'s placeholder: a rounded bar about as long as the words, in a bitmap of
    /// the line's height.
    private static func placeholder(_ string: String, size: Double, color: Color, maxWidth: Double) -> Bitmap {
        let length = Swift.max(1, TextFit.placeholderLength(of: string, size: size, bold: true, maxWidth: maxWidth))
        let height = Swift.max(1, Int((size * 1.2).rounded()))
        var bitmap = Bitmap(width: Int(length.rounded(.up)), height: height)
        let thickness = size * TextFit.placeholderThickness
        bitmap.fill(.roundedRect(x: 0, y: (Double(height) - thickness) / 2, width: length, height: thickness,
                                 radius: thickness / 2),
                    color: color.withAlpha(color.a * TextFit.placeholderOpacity))
        return bitmap
    }
}
