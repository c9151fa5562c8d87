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
