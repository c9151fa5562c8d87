import Raster

/// The flight board's vector art (the plane between the cities, the status arrows, the
/// page-control dots), drawn with `Bitmap.fill(_:color:)` into transparent premultiplied
/// bitmaps at the pixel size the scene asks for (design size in points × scale, rounded).
///
/// Shapes are designed in the art's own frame in points (y down) and mapped to pixels by
/// a per-axis scale, so rounding the pixel size never distorts them by more than half a
/// pixel. Curves stay curves until the fill, so 2× and 3× are as smooth as 1×.
enum BoardArt {
    /// Near-black ink of the plane's body.
    static let planeInk = Color(hex: 0x1E1E1E)
    /// The plane's windows: a pale blue-grey that reads as glass against the sky.
    static let planeGlass = Color(hex: 0xDDE6EE)
    /// Landed: green, as iOS 7's system green.
    static let landedGreen = Color(hex: 0x4CD964)
    /// Departure: orange, as iOS 7's system orange.
    static let departureOrange = Color(hex: 0xFF9500)
    /// The small arrows' grey.
    static let smallArrowGrey = Color(hex: 0x666666)

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

    /// The status arrow of the top bar: ↘ green for `.landed`, ↗ orange for
    /// `.departure`, in a `size` × `size` pixel bitmap (design 10 × 10 pt).
    static func bigArrow(_ status: Flight.Status, size: Int) -> Bitmap {
        switch status {
        case .landed: arrow(size: size, color: landedGreen, upward: false)
        case .departure: arrow(size: size, color: departureOrange, upward: true)
        }
    }

    /// The grey ↘ beside the times (design 7 × 7 pt); the scene turns it by −π/2 for ↗.
    static func smallArrow(size: Int) -> Bitmap {
        arrow(size: size, color: smallArrowGrey, upward: false)
    }

    /// A diagonal arrow from one corner to the opposite: a shaft and a right-angled
    /// triangular head whose legs are horizontal and vertical.
    ///
    /// Hinted for small sizes: the tip and the leg ends sit on whole pixels, so the legs
    /// are crisp and the head's 45° back edge crosses pixel corners; the shaft is an even
    /// number of pixels wide measured along a row, centred on the tip's diagonal, so its
    /// sides also cross pixel corners and render as a clean ½–1–½ staircase.
    static func arrow(size: Int, color: Color, upward: Bool) -> Bitmap {
        var bitmap = Bitmap(width: max(0, size), height: max(0, size))
        guard size > 0 else { return bitmap }
        let s = Double(size)
        // ↘ in pixels: tip at the bottom-right, legs back along the two axes.
        let inset = (0.08 * s).rounded()
        let tip = s - inset
        let leg = max(1, (0.48 * s).rounded())
        let rowWidth = max(2, 2 * (0.1 * s).rounded())   // shaft width along a row, even
        let half = rowWidth / 4                               // its half-width, per axis
        let tail = SIMD2(inset + half, inset + half)          // square cap just inside the box
        let a = SIMD2(tip, tip - leg), b = SIMD2(tip - leg, tip), mid = (a + b) / 2
        let across = SIMD2(half, -half)                       // perpendicular to the shaft
        var points = [tail + across, mid + across, a, SIMD2(tip, tip), b, mid - across, tail - across]
        if upward { points = points.map { SIMD2($0.x, s - $0.y) } }
        bitmap.fill(.polygon(points), color: color)
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
