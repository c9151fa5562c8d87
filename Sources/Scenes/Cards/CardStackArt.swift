import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cards of DDCardAnimation's stack (a UICollectionView of 39 cards on a 375 × 667 pt
/// phone): each a 351 × 210 pt rounded rectangle (radius 6 pt) in one of ten flat colours,
/// with the demo's white 14 pt title "Item N" centred 2 pt below its top.
///
/// The demo's cards carry nothing but the title; the stack scales cards toward ~0.88 near
/// its top, and a plain colour does not show a scale. So each card also gets an icon (one
/// of six shapes, 56 pt, drawn as an exact-area `Path` fill), a caption that goes with the
/// icon, and a short progress track under the caption, all in the card's `ink`: white or
/// a dark ink, whichever WCAG 2 reads better on the card's colour (the title stays the
/// demo's white).
///
/// Drawn straight into 8-bit premultiplied pixels (no float canvas): the background is
/// one colour per row, so a row is 64 dithered pixels repeated; icons, bars and text are
/// composited source-over; the corners are cut last with exact-area coverage. About
/// 0.6 ms per card at 2.9× (1018 × 609 px) in release, text included.
package enum CardStackArt {
    // MARK: - Design (points)

    /// The demo's phone, points.
    static let phoneWidth = 375.0, phoneHeight = 667.0
    /// The card is the screen width less this (12 pt each side), points.
    package static let sideInset = 24.0
    /// The card's width, 351 pt.
    package static var cardWidth: Double { phoneWidth - sideInset }
    /// The card's height, points (the layout's).
    static var cardHeight: Double { CardStackLayout.cardHeight }
    /// The card's corner radius, points.
    package static let cornerRadius = 6.0
    /// The title's font size and the top of its line box, points (the demo's label).
    static let titleSize = 14.0, titleTop = 2.0
    /// The icon's box (square, points) and its centre's y, points: the icon, caption and
    /// track sit as one group in the space under the title.
    static let iconSize = 56.0, iconCenterY = 90.0
    /// The caption's font size and the top of its line box, points.
    static let captionSize = 13.0, captionTop = 130.0
    /// The progress track under the caption: width, thickness and centre y, points.
    static let trackWidth = 120.0, trackThickness = 4.0, trackCenterY = 170.0
    /// Opacity of the icon, the track and the track's filled part (the caption is opaque).
    static let iconAlpha = 0.85, trackAlpha = 0.22, trackFillAlpha = 1.0
    /// The dark ink for light cards: the demo's background behind a selected card.
    static let darkInk = Color(hex: 0x161821)
    /// WCAG 2's least contrast for text (1.4.3, AA) and for meaningful graphics such as
    /// the icon and the track's fill (1.4.11).
    static let textContrast = 4.5, graphicContrast = 3.0
    /// The sheen: the top row is this much lighter (mixed toward white), the bottom row
    /// this much darker (toward black); the middle row is the card colour exactly.
    static let sheenLight = 0.05, sheenDark = 0.035

    /// The demo's ten card colours, used in turn by index.
    static let colors: [Color] = [
        0xFB742A, 0xFCC42D, 0x29C26D, 0xFAA20A, 0x5E64D9,
        0x6D7482, 0x54B1FF, 0xE2C179, 0x9973E5, 0x61D4FF,
    ].map { Color(hex: $0) }

    /// The colour of card `index` (index mod 10; negative indices wrap too).
    static func color(_ index: Int) -> Color { colors[wrapped(index, colors.count)] }

    /// The colour of card `index`'s caption, icon and track: `ink(on:)` its colour.
    static func ink(_ index: Int) -> Color { ink(on: color(index)) }

    /// The ink for words on `background`: white or `darkInk`, whichever has the higher
    /// WCAG contrast ratio, when that reaches `textContrast`. Otherwise the background's
    /// own hue, darkened or lightened (mixed toward black or white) in 5 % steps until it
    /// does: the smallest step that reaches it, the higher ratio when both directions do.
    /// Black or white always ends it, as one of them has at least √21 ≈ 4.58 on any colour.
    static func ink(on background: Color) -> Color {
        func ratio(_ ink: Color) -> Double { Color.contrastRatio(ink, background) }
        let plain = ratio(.white) >= ratio(darkInk) ? Color.white : darkInk
        if ratio(plain) >= textContrast { return plain }
        for step in 1...20 {
            let t = Double(step) / 20
            let darker = background.composited(.black, alpha: t), lighter = background.composited(.white, alpha: t)
            let best = ratio(darker) >= ratio(lighter) ? darker : lighter
            if ratio(best) >= textContrast { return best }
        }
        return ratio(.black) >= ratio(.white) ? .black : .white   // not reached: step 20 is one of them
    }

    /// The title of card `index`, as the demo's `[NSString stringWithFormat:@"Item %d", row]`.
    static func title(_ index: Int) -> String { "Item \(index)" }

    /// The icon of card `index` (index mod 6).
    static func icon(_ index: Int) -> Icon { Icon.allCases[wrapped(index, Icon.allCases.count)] }

    /// The caption under the icon of card `index`: it goes with the icon.
    static func caption(_ index: Int) -> String { icon(index).caption }

    /// How far the track of card `index` is filled, in (0, 1): a fixed scramble of the
    /// index, so neighbouring cards differ.
    static func progress(_ index: Int) -> Double { Double(wrapped(index &* 37 &+ 23, 89) + 8) / 100 }

    /// Card `index` in a `width` × `height` pixel bitmap, premultiplied, transparent outside
    /// the rounded rectangle. `scale` is pixels per point for text and corner radius
    /// (layout follows the bitmap: width / 351 and height / 210 pixels per point, so a size
    /// rounded to whole pixels distorts nothing). Without `text`, or where text would be
    /// under 6 px, rounded placeholder bars stand in for the words. Negative sizes count
    /// as 0 (an empty bitmap).
    static func card(_ index: Int, width: Int, height: Int, scale: Double,
                     text: (any TextRasterizing)?) -> Bitmap {
        var p = CardStackPainter(width: width, height: height, design: SIMD2(cardWidth, cardHeight),
                                 scale: scale, text: text)
        guard p.bitmap.width > 0, p.bitmap.height > 0 else { return p.bitmap }
        let center = cardWidth / 2
        p.background(color(index), light: sheenLight, dark: sheenDark)
        p.words(title(index), centerX: center, top: titleTop, size: titleSize, color: .white,
                maxWidth: cardWidth - sideInset)

        let shape = icon(index), ink = ink(index)
        p.fill(shape.path(center: SIMD2(center, iconCenterY), radius: iconSize / 2),
               color: ink.withAlpha(iconAlpha))
        p.words(shape.caption, centerX: center, top: captionTop, size: captionSize,
                color: ink, maxWidth: cardWidth - 2 * sideInset)

        let left = center - trackWidth / 2, top = trackCenterY - trackThickness / 2
        p.fill(.roundedRect(x: left, y: top, width: trackWidth, height: trackThickness, radius: trackThickness / 2),
               color: ink.withAlpha(trackAlpha))
        let done = Swift.max(progress(index) * trackWidth, trackThickness)
        p.fill(.roundedRect(x: left, y: top, width: done, height: trackThickness, radius: trackThickness / 2),
               color: ink.withAlpha(trackFillAlpha))

        let radius = scale.isFinite && scale > 0 ? cornerRadius * scale : cornerRadius * Swift.min(p.sx, p.sy)
        p.cutCorners(radius: radius)
        return p.bitmap
    }

    /// `index` mod `count` in 0..<count, for any sign of `index`.
    private static func wrapped(_ index: Int, _ count: Int) -> Int { ((index % count) + count) % count }

    // MARK: - Icons

    /// The icon shapes, designed in a box of radius 1 around the origin (y down) and
    /// optically centred in it.
    enum Icon: CaseIterable {
        case target, star, heart, play, bolt, cloud

        /// The line of text that goes with the icon.
        var caption: String {
            switch self {
            case .target: "Goals · 3 of 5 done"
            case .star: "Favourites · 12 saved"
            case .heart: "Health · 8,240 steps"
            case .play: "Now playing · 24 songs"
            case .bolt: "Battery · 82% charged"
            case .cloud: "Weather · 18° cloudy"
            }
        }

        /// The shape around `center` with half its box `radius` (both in the same units;
        /// the card passes points). One path, so overlapping parts unite (non-zero rule)
        /// instead of doubling a translucent fill; holes are reversed contours.
        func path(center: SIMD2<Double>, radius: Double) -> Path {
            unitPath.transformed { center + $0 * radius }
        }

        /// The shape in the unit box.
        private var unitPath: Path {
            switch self {
            case .target:
                // A ring and a dot: outer disc, a reversed disc for the hole, the dot.
                var path = Path.ellipse(center: .zero, radii: SIMD2(1, 1))
                path.append(Path.ellipse(center: .zero, radii: SIMD2(0.74, 0.74)).reversed())
                path.append(Path.ellipse(center: .zero, radii: SIMD2(0.4, 0.4)))
                return path
            case .star:
                // Five points, inner radius 0.42 of the outer; its box spans y ∈ [−1, cos 36°],
                // so it moves down by half the difference to sit centred.
                let shift = (1 - cos(Double.pi / 5)) / 2
                let points = (0..<10).map { k -> SIMD2<Double> in
                    let angle = -Double.pi / 2 + Double(k) * .pi / 5
                    let r = k % 2 == 0 ? 1.0 : 0.42
                    return SIMD2(r * cos(angle), r * sin(angle) + shift)
                }
                return .polygon(points)
            case .heart:
                return Self.heartPath
            case .play:
                // A disc with a play triangle cut out, the triangle's centroid a little
                // right of centre as play symbols are drawn.
                var path = Path.ellipse(center: .zero, radii: SIMD2(1, 1))
                let triangle = Path.polygon([SIMD2(-0.3, -0.48), SIMD2(0.52, 0), SIMD2(-0.3, 0.48)])
                path.append(triangle.translated(by: SIMD2(0.03, 0)).reversed())
                return path
            case .bolt:
                // A zigzag of two slanted wedges meeting on a short step.
                return .polygon([SIMD2(0.24, -1), SIMD2(-0.64, 0.16), SIMD2(-0.04, 0.16), SIMD2(-0.24, 1),
                                 SIMD2(0.64, -0.16), SIMD2(0.04, -0.16)])
            case .cloud:
                // Three puffs on a stadium base, all clockwise so they unite. It spans
                // y ∈ [−0.78, 0.62]: moved down by 0.08 to sit centred, then grown 8 % so
                // its width fills the box, as a flat shape looks small beside round ones.
                var path = Path.roundedRect(x: -0.92, y: -0.02, width: 1.84, height: 0.64, radius: 0.32)
                path.append(.ellipse(center: SIMD2(-0.42, -0.02), radii: SIMD2(0.4, 0.4)))
                path.append(.ellipse(center: SIMD2(0.1, -0.22), radii: SIMD2(0.56, 0.56)))
                path.append(.ellipse(center: SIMD2(0.52, 0.08), radii: SIMD2(0.38, 0.38)))
                return path.transformed { ($0 + SIMD2(0, 0.08)) * 1.08 }
            }
        }

        /// Two lobes (circles of radius 0.5 at x = ±0.45, y = −0.3) joined by their outer
        /// tangents to the tip at (0, 0.9): arcs from the notch where the circles cross,
        /// round the top and out to the tangent points, straight lines to the tip. The box
        /// spans y ∈ [−0.8, 0.9], so it moves up by 0.05 to sit centred.
        private static let heartPath: Path = {
            let r = 0.5, lobe = SIMD2(0.45, -0.3), tip = SIMD2(0.0, 0.9)
            // The circles cross on x = 0, above the centres by √(r² − 0.45²).
            let notchY = lobe.y - (r * r - lobe.x * lobe.x).squareRoot()
            // Tangent from the tip: ±acos(r / d) either side of the centre-to-tip direction.
            func tangentAngle(_ c: SIMD2<Double>, outer sign: Double) -> Double {
                let d = tip - c
                let length = (d.x * d.x + d.y * d.y).squareRoot()
                return atan2(d.y, d.x) + sign * acos(r / length)
            }
            let right = lobe, left = SIMD2(-lobe.x, lobe.y)
            func angle(of p: SIMD2<Double>, from c: SIMD2<Double>) -> Double { atan2(p.y - c.y, p.x - c.x) }
            var path = Path()
            // Clockwise on screen: up over the right lobe, down to the tip, up over the left.
            let rightStart = angle(of: SIMD2(0, notchY), from: right)            // ≈ −154°
            let rightEnd = tangentAngle(right, outer: -1) + 2 * .pi                // ≈ 44° + 360°
            path.arc(center: right, radii: SIMD2(r, r), from: rightStart + 2 * .pi, to: rightEnd)
            path.line(to: tip)
            let leftStart = tangentAngle(left, outer: 1)                          // ≈ 136°
            let leftEnd = angle(of: SIMD2(0, notchY), from: left) + 2 * .pi        // ≈ −26° + 360°
            path.arc(center: left, radii: SIMD2(r, r), from: leftStart, to: leftEnd)
            path.close()
            return path.translated(by: SIMD2(0, -0.05))
        }()
    }
}

// MARK: - Painter

/// Drawing in design points straight into an opaque 8-bit premultiplied bitmap; the
/// corners are cut at the end.
private struct CardStackPainter {
    var bitmap: Bitmap
    let text: (any TextRasterizing)?
    /// Pixels per design point along x and y.
    let sx: Double, sy: Double
    /// Pixels per font point: `scale`, but never more than the bitmap's own scale, so
    /// text keeps to its layout when a caller's size and scale disagree.
    let fontScale: Double
    /// Text below this pixel size is not legible: a placeholder bar is drawn instead.
    static let smallestTextSize = 6.0
    /// Glyph pixels at least this opaque count as ink when centring a line on its ink.
    static let inkAlpha: UInt32 = 24

    init(width: Int, height: Int, design: SIMD2<Double>, scale: Double, text: (any TextRasterizing)?) {
        bitmap = Bitmap(width: Swift.max(0, width), height: Swift.max(0, height))
        self.text = text
        sx = Double(bitmap.width) / design.x
        sy = Double(bitmap.height) / design.y
        let s = scale.isFinite && scale > 0 ? scale : Swift.min(sx, sy)
        fontScale = Swift.min(s, sx, sy)
    }

    /// Fills every pixel with `color`, mixed toward white by `light` at the top row and
    /// toward black by `dark` at the bottom row (linearly to none at the middle), with a
    /// triangular dither of ±0.8 level so the few levels of the sheen do not band.
    ///
    /// A row has one colour and the dither is a 64 × 64 tile, so each row is 64 pixels
    /// quantised once and copied along.
    mutating func background(_ color: Color, light: Double, dark: Double) {
        let w = bitmap.width, h = bitmap.height
        let base = SIMD3(color.r, color.g, color.b)
        let n = Dither.tileSize
        Dither.tile.withUnsafeBufferPointer { tile in
            bitmap.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    // t ∈ [−1, 1] from the top row's centre to the bottom row's.
                    let t = h > 1 ? 2 * Double(y) / Double(h - 1) - 1 : 0
                    let level = (t < 0 ? base.mix(.one, -t * light) : base.mix(.zero, t * dark)) * 255
                    // The row's first (up to) 64 pixels, then copies of them along the row.
                    let row = dst.baseAddress! + y * w, noise = tile.baseAddress! + (y % n) * n
                    for x in 0..<Swift.min(n, w) {
                        let q = (level + noise[x]).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255.5))
                        row[x] = Pixel.opaque(UInt32(q.x), UInt32(q.y), UInt32(q.z)).bits
                    }
                    var x = n
                    while x < w {
                        let count = Swift.min(n, w - x)
                        (row + x).update(from: row, count: count)
                        x += count
                    }
                }
            }
        }
    }

    /// Fills a path given in design points with an exact-area coverage, source-over.
    mutating func fill(_ path: Path, color: Color) {
        let (sx, sy) = (sx, sy)
        bitmap.fill(path.transformed { SIMD2($0.x * sx, $0.y * sy) }, color: color)
    }

    /// Draws `string` with its ink centred on design x `centerX` and its line box's top at
    /// design y `top`, `size` points, shrunk in 8 % steps until it fits `maxWidth` points.
    /// Without a rasterizer, or below `smallestTextSize` pixels, a rounded bar about as
    /// long as the words stands in, at 45 % of the colour's opacity.
    mutating func words(_ string: String, centerX: Double, top: Double, size: Double, color: Color,
                        maxWidth: Double) {
        if let image = text?.fitted(string, pointSize: size * fontScale, bold: false, width: maxWidth * sx,
                                    smallest: Self.smallestTextSize, color: color) {
            // Centre the ink, not the advance box: side bearings differ left and right.
            let ink = Self.inkColumns(image) ?? (0, Double(image.width))
            let left = centerX * sx - (ink.lo + ink.hi) / 2
            draw(image, x: Int(left.rounded()), y: Int((top * sy).rounded()))
            return
        }
        // Placeholder: a soft stadium through the middle of where the line box would be.
        let estimate = TextFit.placeholderLength(of: string, size: size, maxWidth: maxWidth)
        let thickness = size * TextFit.placeholderThickness
        fill(.roundedRect(x: centerX - estimate / 2, y: top + size * 0.6 - thickness / 2, width: estimate,
                          height: thickness, radius: thickness / 2),
             color: color.withAlpha(color.a * TextFit.placeholderOpacity))
    }

    /// The first and one-past-last columns of `image` holding ink, or nil when it has none.
    private static func inkColumns(_ image: Bitmap) -> (lo: Double, hi: Double)? {
        var lo = Int.max, hi = Int.min
        image.pixels.withUnsafeBufferPointer { px in
            for y in 0..<image.height {
                for x in 0..<image.width where px[y * image.width + x] >> 24 >= inkAlpha {
                    lo = Swift.min(lo, x); hi = Swift.max(hi, x + 1)
                }
            }
        }
        return lo < hi ? (Double(lo), Double(hi)) : nil
    }

    /// Composites a premultiplied image with its top-left at pixel (x, y), source-over.
    mutating func draw(_ image: Bitmap, x: Int, y: Int) {
        bitmap.composite(image, x: x, y: y)
    }

    /// Cuts the bitmap to a rounded rectangle of corner `radius` pixels.
    mutating func cutCorners(radius: Double) {
        bitmap.cutCorners(radius: radius)
    }

}
