import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Palette

/// The cards' neutral colours and the accent's shades (sRGB, straight).
enum CellPalette {
    /// The card's white.
    static let paper = SIMD3<Double>.hex(0xFFFFFF)
    /// Titles and figures: a blue-black.
    static let ink = Color(hex: 0x1F2433)
    /// Secondary text.
    static let body = Color(hex: 0x4B5263)
    /// Labels and captions.
    static let muted = Color(hex: 0x8A90A0)
    /// Steps not reached yet.
    static let faintText = Color(hex: 0xB3B8C4)
    /// Hairlines and dividers.
    static let rule = SIMD3<Double>.hex(0xE7E9EF)
    /// The flight path's dashes.
    static let faint = SIMD3<Double>.hex(0xC5CAD5)
    /// The progress bar's empty track.
    static let track = SIMD3<Double>.hex(0xEDEFF4)
    /// The rating star's gold.
    static let star = Color(hex: 0xF5B323)

    static func rgb(_ c: Color) -> SIMD3<Double> { SIMD3(c.r, c.g, c.b) }
    static func color(_ v: SIMD3<Double>) -> Color { Color(r: v.x, g: v.y, b: v.z) }

    /// The accent, 86 % toward white: pill and note backgrounds.
    static func tint(_ accent: Color) -> Color { color(rgb(accent).mix(.one, 0.86)) }
    /// The accent, 30 % toward a deep navy: text on a tint, the bar's far end.
    static func deep(_ accent: Color) -> Color { color(rgb(accent).mix(.hex(0x141833), 0.3)) }

    /// The accent's diagonal gradient at (u, v) in [0, 1]² of a block: a little lighter
    /// top left, deeper bottom right, as a lit sheet.
    static func accentShade(_ accent: Color, _ u: Double, _ v: Double) -> SIMD3<Double> {
        let t = Swift.min(Swift.max(0.65 * u + 0.35 * v, 0), 1)
        let base = rgb(accent)
        return base.mix(.one, 0.10).mix(base.mix(.hex(0x141833), 0.18), t)
    }
}

// MARK: - Painter

/// Drawing in design points on a `Canvas`, clipped to whole pixel rows of the panel
/// being drawn, so nothing reaches across a fold.
struct CellPainter {
    var canvas: Canvas
    let text: (any TextRasterizing)?
    /// Pixels per design point along x and y.
    let sx: Double, sy: Double
    /// The card's design height, points.
    let designHeight: Double
    /// Pixels per font point: `scale`, but never more than the card's own scale, so text
    /// keeps to its layout when a caller's size and scale disagree.
    let fontScale: Double
    /// Text below this pixel size is not legible: a placeholder bar is drawn instead.
    static let smallestTextSize = 6.0
    /// The pixel rows and columns drawing may touch: x0 ≤ x < x1, y0 ≤ y < y1.
    private(set) var clipRect: (x0: Int, y0: Int, x1: Int, y1: Int)

    enum Align { case left, center, right }

    init(width: Int, height: Int, design: SIMD2<Double>, scale: Double, text: (any TextRasterizing)?) {
        canvas = Canvas(width: width, height: height, fill: CellPalette.paper)
        self.text = text
        sx = Double(canvas.width) / design.x
        sy = Double(canvas.height) / design.y
        designHeight = design.y
        let s = scale.isFinite && scale > 0 ? scale : sx
        fontScale = Swift.min(s, sx, sy)
        clipRect = (0, 0, canvas.width, canvas.height)
    }

    /// Limits drawing to the whole pixel rows between design y `top` and `bottom`, less
    /// `margin` pixels at each fold boundary (the rows a boundary passes through are
    /// excluded); the card's own top and bottom edges keep no margin.
    mutating func clip(top: Double, bottom: Double, margin: Int) {
        let y0 = top <= 0 ? 0 : Int((top * sy).rounded(.up)) + margin
        let y1 = bottom >= designHeight ? canvas.height : Int((bottom * sy).rounded(.down)) - margin
        let top = Swift.min(Swift.max(0, y0), canvas.height)
        clipRect = (0, top, canvas.width, Swift.min(Swift.max(top, y1), canvas.height))
    }

    /// The pixel box of a design rect (outward to whole pixels), intersected with the clip.
    private func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> (Double, Double, Double, Double) {
        let x0 = Swift.max(Double(clipRect.x0), (x * sx).rounded(.down))
        let y0 = Swift.max(Double(clipRect.y0), (y * sy).rounded(.down))
        let x1 = Swift.min(Double(clipRect.x1), ((x + w) * sx).rounded(.up))
        let y1 = Swift.min(Double(clipRect.y1), ((y + h) * sy).rounded(.up))
        return (x0, y0, Swift.max(x0, x1), Swift.max(y0, y1))
    }

    /// An axis-aligned rectangle in points, each pixel covered by its exact overlap area
    /// (box filter), shaded by `color(u, v)` in design points.
    mutating func rect(x: Double, y: Double, width w: Double, height h: Double, alpha: Double = 1,
                       color: (Double, Double) -> SIMD3<Double>) {
        guard w > 0, h > 0 else { return }
        let (sx, sy) = (sx, sy)
        canvas.rect((x * sx, y * sy, (x + w) * sx, (y + h) * sy), within: box(x, y, w, h), alpha: alpha) { cx, cy in
            color(cx / sx, cy / sy)
        }
    }

    /// A rounded rectangle in points (signed-distance coverage, a one-pixel ramp).
    mutating func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius: Double,
                              alpha: Double = 1, color: (Double, Double) -> SIMD3<Double>) {
        guard w > 0, h > 0 else { return }
        let (pw, ph) = (w * sx, h * sy)
        let r = Swift.min(radius * Swift.min(sx, sy), pw / 2, ph / 2)
        let (sx, sy) = (sx, sy)
        canvas.roundedRect(center: [(x + w / 2) * sx, (y + h / 2) * sy], inner: [pw / 2 - r, ph / 2 - r], radius: r,
                           within: box(x - 1, y - 1, w + 2, h + 2), alpha: alpha) { px, py in color(px / sx, py / sy) }
    }

    /// A disc of `radius` points around (cx, cy) in points.
    mutating func disc(cx: Double, cy: Double, radius: Double, alpha: Double = 1, color: SIMD3<Double>) {
        roundedRect(x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius, radius: radius,
                    alpha: alpha) { _, _ in color }
    }

    /// A full-width line one point thick (whole pixels, at least one) on the pixel rows
    /// nearest to design y, so it stays crisp wherever the boundary falls.
    mutating func hairline(atY y: Double, color: SIMD3<Double>) {
        let thickness = Swift.max(1, sy.rounded())
        let first = (y * sy - thickness / 2).rounded()
        rect(x: 0, y: first / sy, width: CellArt.designWidth, height: thickness / sy) { _, _ in color }
    }

    /// Draws `string` with its line box centred on `centerY` and its left edge, centre or
    /// right edge at `x` (points), shrunk in 8 % steps until it fits `maxWidth` points.
    /// Returns the drawn width in points (the estimated width of the placeholder bar when
    /// there is no rasterizer or the text would be illegibly small).
    @discardableResult
    mutating func words(_ string: String, x: Double, centerY: Double, size: Double, bold: Bool = false,
                        color: Color, align: Align = .left, maxWidth: Double = .infinity) -> Double {
        if let image = text?.fitted(string, pointSize: size * fontScale, bold: bold, width: maxWidth * sx,
                                    smallest: Self.smallestTextSize, color: color) {
            let width = Double(image.width)
            let left = x * sx - (align == .left ? 0 : align == .center ? width / 2 : width)
            draw(image, x: Int(left.rounded()), y: Int((centerY * sy - Double(image.height) / 2).rounded()))
            return width / sx
        }
        // Placeholder: a soft rounded bar about as long as the words would be.
        let estimate = TextFit.placeholderLength(of: string, size: size, bold: bold, maxWidth: maxWidth)
        let thickness = size * TextFit.placeholderThickness
        let left = x - (align == .left ? 0 : align == .center ? estimate / 2 : estimate)
        let rgb = CellPalette.rgb(color)
        roundedRect(x: left, y: centerY - thickness / 2, width: estimate, height: thickness, radius: thickness / 2,
                    alpha: color.a * TextFit.placeholderOpacity) { _, _ in rgb }
        return estimate
    }

    /// A stadium with `string` inside (padding 9 × 4 points), its left or right edge at x.
    mutating func pill(_ string: String, x: Double, centerY: Double, size: Double, fill: Color,
                       fillAlpha: Double = 1, ink: Color, align: Align = .left) {
        let estimate: Double
        if let text, size * fontScale >= Self.smallestTextSize {
            estimate = Double(text.size(of: string, pointSize: size * fontScale, bold: true).width) / sx
        } else {
            estimate = TextFit.placeholderLength(of: string, size: size, bold: true)
        }
        let width = Swift.min(estimate, 200) + 18, height = size + 9
        let left = align == .right ? x - width : x
        let rgb = CellPalette.rgb(fill)
        roundedRect(x: left, y: centerY - height / 2, width: width, height: height, radius: height / 2,
                    alpha: fillAlpha) { _, _ in rgb }
        words(string, x: left + width / 2, centerY: centerY, size: size, bold: true, color: ink, align: .center,
              maxWidth: width - 12)
    }

    /// A round avatar in the accent's tint with the sender's initials in the deep accent.
    mutating func avatar(_ cell: CellContent, cx: Double, cy: Double, radius: Double, size: Double,
                         accent: Color? = nil) {
        let accent = accent ?? cell.accent
        disc(cx: cx, cy: cy, radius: radius, color: CellPalette.rgb(CellPalette.tint(accent)).mix(CellPalette.rgb(accent), 0.12))
        words(cell.initials, x: cx, centerY: cy, size: size, bold: true, color: CellPalette.deep(accent), align: .center,
              maxWidth: radius * 1.6)
    }

    /// Up to three label-over-value columns across the strip, centred on `mid`.
    mutating func columns(_ items: [(label: String, value: String)], mid: Double) {
        let left = 20.0, step = (CellArt.designWidth - 40) / Double(Swift.max(items.count, 1))
        for (i, item) in items.enumerated() {
            let x = left + Double(i) * step
            if i > 0 { rect(x: x - 14, y: mid - 16, width: 1, height: 32) { _, _ in CellPalette.rule } }
            words(item.label, x: x, centerY: mid - 11, size: 9.5, bold: true, color: CellPalette.muted,
                  maxWidth: step - 20)
            words(item.value, x: x, centerY: mid + 10, size: 16, bold: true, color: CellPalette.ink, maxWidth: step - 20)
        }
    }

    /// A paper plane pointing right, `size` points long, centred at (cx, cy), on a small
    /// white patch; the lower wing a shade deeper so the fold shows.
    mutating func paperPlane(cx: Double, cy: Double, size: Double, color: Color) {
        disc(cx: cx, cy: cy, radius: size * 0.75, color: CellPalette.paper)
        let s = size / 2
        func point(_ u: Double, _ v: Double) -> SIMD2<Double> { SIMD2((cx + u * s) * sx, (cy + v * s) * sy) }
        let upper = Path.polygon([point(-1, -0.7), point(1, 0), point(-0.45, 0.05), point(-0.9, 0)])
        let lower = Path.polygon([point(-0.45, 0.05), point(1, 0), point(-0.55, 0.75)])
        fill([upper], color: color)
        fill([lower], color: CellPalette.deep(color))
    }

    /// Fills design-space paths already mapped to pixels, through an exact-area `Path`
    /// fill into a small bitmap over their bounds, composited within the clip.
    mutating func fill(_ paths: [Path], color: Color) {
        var lo = SIMD2<Double>(repeating: .infinity), hi = SIMD2<Double>(repeating: -.infinity)
        for path in paths {
            guard let bounds = path.controlBounds else { continue }
            lo = pointwiseMin(lo, bounds.min)
            hi = pointwiseMax(hi, bounds.max)
        }
        guard lo.x.isFinite, hi.x.isFinite, lo.y.isFinite, hi.y.isFinite else { return }
        let x0 = Int(lo.x.rounded(.down)), y0 = Int(lo.y.rounded(.down))
        let w = Int(hi.x.rounded(.up)) - x0, h = Int(hi.y.rounded(.up)) - y0
        guard w > 0, h > 0, w < 4096, h < 4096 else { return }
        var image = Bitmap(width: w, height: h)
        for path in paths { image.fill(path.translated(by: SIMD2(-Double(x0), -Double(y0))), color: color) }
        draw(image, x: x0, y: y0)
    }

    /// A barcode of bars one to three modules wide (module ≈ 1.4 points, whole pixels so
    /// the bars stay crisp), from a fixed-seed generator: the same seed, the same code.
    mutating func barcode(seed: UInt64, x: Double, y: Double, width: Double, height: Double) {
        let module = Swift.max(1, (1.4 * sx).rounded())
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> Int {
            // xorshift64*: small, fixed, good enough to look like a code.
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return Int((state &* 0x2545_F491_4F6C_DD1D) >> 61) % 3 + 1
        }
        var px = (x * sx).rounded()
        let end = ((x + width) * sx).rounded(.down)
        let top = y * sy, bottom = (y + height) * sy
        var dark = true
        while true {
            let bar = Double(next()) * module
            if px + bar > end { break }
            if dark {
                let (bx, bw) = (px / sx, bar / sx)
                rect(x: bx, y: top / sy, width: bw, height: (bottom - top) / sy) { _, _ in .hex(0x262B38) }
            }
            px += bar
            dark.toggle()
        }
    }

    /// Composites a premultiplied image with its top-left at pixel (x, y), within the clip.
    mutating func draw(_ image: Bitmap, x: Int, y: Int) {
        canvas.draw(image, x: x, y: y, clip: clipRect)
    }

    /// The canvas quantised to 8 bits with the tiled dither (±0.8 level, a row at a time:
    /// at 2× a container has up to a million pixels) and cut to the card's rounded
    /// corners of `radius` pixels, outside transparent and the corners antialiased.
    func card(radius: Double) -> Bitmap {
        var out = canvas.bitmap(dither: .tiled)
        out.cutCorners(radius: radius)
        return out
    }
}
