import Raster

/// The flight board's vector art (the plane between the cities, the status arrows as the
/// seed's PDFs stroke them, the page-control dots), drawn with `Bitmap.fill(_:color:)` into
/// transparent premultiplied bitmaps at the pixel size the scene asks for (design size in
/// points × scale, rounded).
///
/// Shapes are designed in the art's own frame in points (y down) and mapped to pixels by
/// a per-axis scale, so rounding the pixel size never distorts them by more than half a
/// pixel. Curves stay curves until the fill, so 2× and 3× are as smooth as 1×.
enum BoardArt {
    /// Near-black ink of the plane's body.
    static let planeInk = Color(hex: 0x1E1E1E)
    /// The plane's windows: a pale blue-grey that reads as glass against the sky.
    static let planeGlass = Color(hex: 0xDDE6EE)
    /// The big arrows' white (the seed's landedArrowBig.pdf and depatureArrowBig.pdf
    /// stroke in 1 1 1).
    static let bigArrowWhite = Color.white
    /// The small arrow's grey: landedArrowSmall.pdf strokes in 0.2902 0.2902 0.2902, #4A4A4A.
    static let smallArrowGrey = Color(hex: 0x4A4A4A)

    /// The plane's design frame in points.
    static let planeDesign = SIMD2<Double>(80, 24)

    // MARK: - Plane

    /// A side view of a jet airliner, nose to the right, in a `width` × `height` pixel
    /// bitmap (design frame 80 × 24 pt; sizes ≤ 0 give an empty bitmap).
    static func plane(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: max(0, width), height: max(0, height))
        let scale = SIMD2(Double(bitmap.width), Double(bitmap.height)) / planeDesign
        func draw(_ path: Path, _ color: Color) { bitmap.fill(path.scaled(by: scale), color: color) }

        // The body is one fill: parts of one colour that overlap must be united by the
        // fill itself (all wound the same way), or their antialiased fringes would add up
        // into a faint seam where they meet.
        draw(solid([fuselage, fin, stabiliser, nearWing]), planeInk)
        // The engine sits in front of the wing: clear a thin gap around it so the two
        // read as separate parts, then draw it.
        let gapped = Path.roundedRect(x: nacelle.x - gap, y: nacelle.y - gap, width: nacelle.width + 2 * gap,
                                      height: nacelle.height + 2 * gap, radius: nacelle.height / 2 + gap)
        bitmap.erase(gapped.scaled(by: scale))
        draw(.roundedRect(x: nacelle.x, y: nacelle.y, width: nacelle.width, height: nacelle.height,
                          radius: nacelle.height / 2), planeInk)

        // Glass: a row of cabin windows and the cockpit's slanted windscreen.
        var glass = Path()
        var x = 21.0
        while x < 60 {
            glass.append(.roundedRect(x: x, y: 11.0, width: 1.5, height: 1.6, radius: 0.75))
            x += 3.1
        }
        var cockpit = Path()
        cockpit.move(to: SIMD2(66.6, 11.0))
        cockpit.line(to: SIMD2(71.4, 11.0))
        cockpit.quad(to: SIMD2(73.9, 12.7), control: SIMD2(73.0, 11.3))
        cockpit.line(to: SIMD2(67.0, 12.7))
        cockpit.quad(to: SIMD2(66.6, 11.0), control: SIMD2(66.3, 12.6))
        cockpit.close()
        glass.append(cockpit)
        draw(glass, planeGlass)
        return bitmap
    }

    /// Width (points) of the gap between the engine and the wing behind it.
    private static let gap = 0.45
    /// The engine nacelle's frame in points: a stadium under the wing's root.
    private static let nacelle = Rect(x: 39.0, y: 16.5, width: 10.0, height: 3.8)

    /// Fuselage: level crown, round drooping nose on the right, the belly sweeping up
    /// into a tail cone on the left.
    private static var fuselage: Path {
        var p = Path()
        p.move(to: SIMD2(3.2, 8.8))
        p.line(to: SIMD2(60.0, 9.5))
        p.cubic(to: SIMD2(78.8, 14.0), control1: SIMD2(70.5, 9.5), control2: SIMD2(78.8, 11.2))
        p.cubic(to: SIMD2(71.0, 15.8), control1: SIMD2(78.8, 15.3), control2: SIMD2(75.5, 15.8))
        p.line(to: SIMD2(27.0, 15.8))
        p.cubic(to: SIMD2(3.2, 10.6), control1: SIMD2(15.0, 15.8), control2: SIMD2(7.0, 12.0))
        p.close()
        return p
    }

    /// Vertical tail fin: swept leading edge, gently rounded tip.
    private static var fin: Path {
        var p = Path()
        p.move(to: SIMD2(21.5, 9.9))
        p.line(to: SIMD2(11.0, 1.6))
        p.quad(to: SIMD2(9.6, 1.0), control: SIMD2(10.5, 1.0))
        p.line(to: SIMD2(6.6, 1.0))
        p.quad(to: SIMD2(5.6, 1.9), control: SIMD2(5.6, 1.0))
        p.line(to: SIMD2(3.2, 9.6))
        p.close()
        return p
    }

    /// Horizontal stabiliser (the near one, seen from the side): a swept blade below the fin.
    private static var stabiliser: Path {
        var p = Path()
        p.move(to: SIMD2(17.5, 12.2))
        p.line(to: SIMD2(6.4, 15.3))
        p.quad(to: SIMD2(4.4, 14.9), control: SIMD2(4.3, 15.8))
        p.line(to: SIMD2(7.6, 11.2))
        p.close()
        return p
    }

    /// The near wing: from the belly back and down to a narrow tip.
    private static var nearWing: Path {
        var p = Path()
        p.move(to: SIMD2(48.5, 13.2))
        p.line(to: SIMD2(33.4, 22.3))
        p.quad(to: SIMD2(31.4, 23.0), control: SIMD2(32.5, 23.0))
        p.line(to: SIMD2(29.6, 23.0))
        p.quad(to: SIMD2(28.7, 22.1), control: SIMD2(28.4, 23.0))
        p.line(to: SIMD2(35.5, 13.2))
        p.close()
        return p
    }

    /// The parts as one path, every contour turned clockwise on screen so that where
    /// they overlap their windings add instead of cancelling.
    static func solid(_ parts: [Path]) -> Path {
        var out = Path()
        for part in parts {
            let area = part.polygons().reduce(0) { $0 + ConvexPolygon.doubleSignedArea($1) }
            out.append(area < 0 ? part.reversed() : part)
        }
        return out
    }

    // MARK: - Arrows

    /// Arrow art as the seed's PDFs draw it: three straight strokes with square caps in a
    /// square box of `box` points (y down), which `UIImageView`'s scaleToFill stretches over
    /// the image view's frame.
    struct StrokedArt {
        /// The side of the art's box, points (the PDF's media box).
        let box: Double
        /// The strokes' width, points.
        let width: Double
        /// Each stroke's two ends, points.
        let strokes: [(SIMD2<Double>, SIMD2<Double>)]

        /// The same art turned a quarter counter-clockwise on screen about the box's centre.
        var turnedCounterClockwise: StrokedArt {
            func turn(_ p: SIMD2<Double>) -> SIMD2<Double> { SIMD2(p.y, box - p.x) }
            return StrokedArt(box: box, width: width, strokes: strokes.map { (turn($0.0), turn($0.1)) })
        }
    }

    /// landedArrowBig.pdf, 22 × 22 pt: the diagonal shaft ↘ and the head's two legs along
    /// the right and bottom edges, stroked 3 pt wide (1.5 under a 2× matrix), square caps.
    /// The ends are the PDF's, its y axis flipped (y = 22 − y).
    static let landedArrowBigArt = StrokedArt(box: 22, width: 3, strokes: [
        (SIMD2(2.8333, 2.8333), SIMD2(19.5, 19.5)),
        (SIMD2(19.9020, 4.3031), SIMD2(19.9020, 17.6365)),
        (SIMD2(4.5, 19.3031), SIMD2(17.8333, 19.3031)),
    ])
    /// depatureArrowBig.pdf is the landed art turned a quarter counter-clockwise (↗).
    static let departureArrowBigArt = landedArrowBigArt.turnedCounterClockwise
    /// landedArrowSmall.pdf, 18 × 18 pt: the same ↘ drawn smaller in its box, stroked 3 pt.
    static let smallArrowArt = StrokedArt(box: 18, width: 3, strokes: [
        (SIMD2(2.5833, 2.5833), SIMD2(14.25, 14.25)),
        (SIMD2(14.5314, 3.6122), SIMD2(14.5314, 12.9455)),
        (SIMD2(3.75, 14.1122), SIMD2(13.0833, 14.1122)),
    ])

    /// The status arrow of the top bar in white strokes: ↘ for `.landed`, ↗ for
    /// `.departure`, in a `size` × `size` pixel bitmap (design 10 × 10 pt).
    static func bigArrow(_ status: Flight.Status, size: Int) -> Bitmap {
        switch status {
        case .landed: stroked(landedArrowBigArt, size: size, color: bigArrowWhite)
        case .departure: stroked(departureArrowBigArt, size: size, color: bigArrowWhite)
        }
    }

    /// The #4A4A4A ↘ beside the captions (design 7 × 7 pt); the scene turns it by −π/2 for ↗.
    static func smallArrow(size: Int) -> Bitmap {
        stroked(smallArrowArt, size: size, color: smallArrowGrey)
    }

    /// `art` stretched over a `size` × `size` pixel bitmap. Each stroke is its own fill,
    /// composited source-over, as each `S` of the PDF is: where the head's legs meet the
    /// shaft's end their antialiased edges combine as 1 − (1 − a)(1 − b).
    static func stroked(_ art: StrokedArt, size: Int, color: Color) -> Bitmap {
        var bitmap = Bitmap(width: max(0, size), height: max(0, size))
        guard size > 0 else { return bitmap }
        let scale = Double(size) / art.box
        for (a, b) in art.strokes {
            bitmap.fill(.squareCappedLine(from: a * scale, to: b * scale, width: art.width * scale), color: color)
        }
        return bitmap
    }

    // MARK: - Dots

    /// A filled antialiased disc touching all four edges of a `diameter`-pixel square.
    static func dot(diameter: Int, color: Color) -> Bitmap {
        var bitmap = Bitmap(width: max(0, diameter), height: max(0, diameter))
        let r = Double(bitmap.width) / 2
        bitmap.fill(.ellipse(center: SIMD2(r, r), radii: SIMD2(r, r)), color: color)
        return bitmap
    }
}

private extension Bitmap {
    /// Destination-out: every pixel scaled by (1 − coverage of `path`), so the art
    /// becomes transparent where the path covers it. The coverage comes from filling
    /// the path in white into a scratch mask (α = coverage).
    mutating func erase(_ path: Path) {
        var mask = Bitmap(width: width, height: height)
        mask.fill(path, color: .white)
        for i in pixels.indices {
            let keep = 255 - (mask.pixels[i] >> 24)
            guard keep < 255 else { continue }
            let p = Pixel(bits: pixels[i])
            func scaled(_ c: UInt32) -> UInt32 { (c * keep + 127) / 255 }
            pixels[i] = Pixel(r: scaled(p.r), g: scaled(p.g), b: scaled(p.b), a: scaled(p.a)).bits
        }
    }
}
