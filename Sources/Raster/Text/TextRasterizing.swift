/// Turns one line of text into a premultiplied bitmap.
///
/// Pure modules (Stage, Scenes) ask for text through this protocol so that they never
/// depend on SDL; Media's `TextRenderer` is the implementation the program uses.
public protocol TextRasterizing: AnyObject {
    /// One line of `text` drawn in `color` at `pointSize` (points = pixels at scale 1);
    /// the bitmap is `size(of:pointSize:bold:)` large and transparent around the glyphs.
    func image(of text: String, pointSize: Double, bold: Bool, color: Color) -> Bitmap
    /// The width and height in pixels that `image(of:...)` returns for the same text:
    /// the advance width of the line and the font's line height.
    func size(of text: String, pointSize: Double, bold: Bool) -> (width: Int, height: Int)
}

extension TextRasterizing {
    /// `text` set at `pointSize` pixels, or smaller by `TextFit`'s rule until its line is
    /// at most `width` pixels wide; nil when it would have to go below `smallest` pixels
    /// (too small to read: callers draw `TextFit`'s placeholder instead).
    public func fitted(_ text: String, pointSize: Double, bold: Bool, width: Double, smallest: Double,
                       color: Color) -> Bitmap? {
        guard let size = TextFit.pointSize(of: [text], from: pointSize, bold: bold, width: width, smallest: smallest,
                                           in: self) else { return nil }
        return image(of: text, pointSize: size, bold: bold, color: color)
    }
}

extension TextRasterizing {
    /// `block`'s lines drawn in `color`, stacked one line height apart in a bitmap as wide
    /// as the widest line, each line at the left or centred. One line is exactly
    /// `image(of:…)` of it.
    public func image(of block: TextFit.Block, bold: Bool, centred: Bool, color: Color) -> Bitmap {
        let images = block.lines.map { image(of: $0, pointSize: block.pointSize, bold: bold, color: color) }
        if images.count == 1 { return images[0] }
        var bitmap = Bitmap(width: images.map(\.width).max() ?? 0, height: images.reduce(0) { $0 + $1.height })
        var y = 0
        for line in images {
            bitmap.composite(line, x: centred ? (bitmap.width - line.width) / 2 : 0, y: y)
            y += line.height
        }
        return bitmap
    }
}
