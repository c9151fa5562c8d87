import Raster

extension PictureFit {
    /// The colour a page shows where a fitted picture leaves it bare (contain's letterbox
    /// bands, a picture's transparent parts): the built-in card page's warm paper.
    public static let paper = Color(hex: 0xF8F5EF)

    /// `image` fitted onto a `width` × `height` pixel page (values below 1 read as 1) on
    /// `paper`: `.contain` the whole picture as large as fits, centred, the bands left
    /// `paper`; `.cover` the page filled, the picture centred, its overflow cropped.
    /// Drawn through `Renderer` as a mipmapped, bilinear textured primitive (strong
    /// minification does not alias; a picture of the page's exact size maps texel for
    /// pixel). Opaque when `paper` is.
    public func picture(_ image: Bitmap, width: Int, height: Int, paper: Color = PictureFit.paper) -> Bitmap {
        let w = Swift.max(1, width), h = Swift.max(1, height)
        let ground = paper.pixel
        var out = Bitmap(width: w, height: h, fill: ground)
        guard image.width > 0, image.height > 0 else { return out }
        let (iw, ih) = (Double(image.width), Double(image.height))
        let (sx, sy) = (Double(w) / iw, Double(h) / ih)
        var scale = SIMD2(repeating: self == .cover ? Swift.max(sx, sy) : Swift.min(sx, sy))
        // A picture of the page's shape but for the rounding of its sides fills it: a page
        // shaped after a picture rounds a side, then makes it even (a 750×1624 screen gets
        // a 228×496 page), and contain would leave a paper row of a pixel or so at each end.
        // Bands of at most 3 pixels in all, and 1 % of the side, are such rounding.
        func rounding(_ band: Double, _ side: Int) -> Bool { band <= Swift.min(3, 0.01 * Double(side)) }
        if self == .contain, rounding(Double(w) - iw * scale.x, w), rounding(Double(h) - ih * scale.y, h) { scale = [sx, sy] }
        let offset = SIMD2((Double(w) - iw * scale.x) / 2, (Double(h) - ih * scale.y) / 2)
        let primitive = Primitive(transform: .scale(scale.x, scale.y) * .translation(offset.x, offset.y),
                                  size: [iw, ih],
                                  paint: .texture(Texture(image), contentsRect: .unit, sampling: .mipmapped))
        Renderer().render([primitive], into: &out, clear: ground)
        return out
    }
}
