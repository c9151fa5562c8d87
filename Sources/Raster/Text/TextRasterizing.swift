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
    /// `text` set at `pointSize` pixels, or smaller in 8 % steps until its line is at most
    /// `width` pixels wide; nil when it would have to go below `smallest` pixels (too small
    /// to read: callers draw a placeholder instead).
    public func fitted(_ text: String, pointSize: Double, bold: Bool, width: Double, smallest: Double,
                       color: Color) -> Bitmap? {
        var pixels = pointSize
        guard pixels >= smallest else { return nil }
        var measured = size(of: text, pointSize: pixels, bold: bold)
        for _ in 0..<24 where Double(measured.width) > width && pixels >= smallest {
            pixels *= 0.92
            measured = size(of: text, pointSize: pixels, bold: bold)
        }
        guard pixels >= smallest else { return nil }
        return image(of: text, pointSize: pixels, bold: bold, color: color)
    }
}
