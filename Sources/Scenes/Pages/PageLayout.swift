import Raster

/// Where the two-page modes (fold, cubic, page) put their page in the view, and the pair
/// of pages they turn between: one rule, so every mode shows the same page at the same
/// pixels.
public enum PageLayout {
    /// Page height as a fraction of the view height (before the width limit).
    static let heightFraction = 0.62
    /// Page width at most this fraction of the view width.
    static let widthFraction = 0.9

    /// The page rectangle in a view of `viewSize` pixels, for pages of `aspect` (width /
    /// height; a user image's is clamped to 0.6…1.8, else 4:3): about 62 % of the view
    /// height, at most 90 % of its width, centred, with an integer origin and size and even
    /// sides where possible (so halves are equal); every side at least 2.
    static func pageRect(in viewSize: SIMD2<Double>, image: Bitmap?) -> (x: Int, y: Int, width: Int, height: Int) {
        let (vw, vh) = (viewSize.x, viewSize.y)
        var aspect = 4.0 / 3.0
        if let image { aspect = Swift.min(Swift.max(Double(image.width) / Double(image.height), 0.6), 1.8) }
        var h = (vh * heightFraction).rounded()
        var w = (h * aspect).rounded()
        if w > vw * widthFraction {
            w = (vw * widthFraction).rounded(.down)
            h = (w / aspect).rounded()
        }
        func evenAtLeastTwo(_ v: Double) -> Int {
            let n = Swift.max(2, Int(Swift.min(v, 16384)))
            return n % 2 == 0 ? n : n - 1
        }
        let width = evenAtLeastTwo(w), height = evenAtLeastTwo(h)
        return ((Int(vw) - width) / 2, (Int(vh) - height) / 2, width, height)
    }

    /// The two pages at exactly `width` × `height` pixels (texels map 1:1 at rest): [0] the
    /// user's `image` scaled to cover, or the dusk landscape; [1] the card with `text`'s words.
    static func pages(width: Int, height: Int, image: Bitmap?, text: (any TextRasterizing)?) -> [Texture] {
        let first = image.map { PageArt.cover($0, width: width, height: height) }
            ?? PageArt.landscape(width: width, height: height)
        let second = PageArt.card(width: width, height: height, text: text)
        return [Texture(first), Texture(second)]
    }
}
