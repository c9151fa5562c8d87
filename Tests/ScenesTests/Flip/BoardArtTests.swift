import Raster
@testable import Scenes
import Testing

/// The flight board's vector art: sizes, where the ink is (the plane's nose on the right,
/// the arrows' strokes where the seed's PDFs put them), the dot's area, premultiplied
/// pixels, and tiny sizes that must not crash.
@Suite struct BoardArtTests {
    /// Coverage-weighted centroid of the ink (pixel units, pixel centres at +0.5) and the
    /// total ink (sum of α/255).
    static func ink(_ bitmap: Bitmap) -> (centroid: SIMD2<Double>, total: Double) {
        var sum = SIMD2<Double>.zero, total = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let a = Double(bitmap[x, y].a) / 255
                sum += SIMD2(Double(x) + 0.5, Double(y) + 0.5) * a
                total += a
            }
        }
        return (total > 0 ? sum / total : SIMD2(.nan, .nan), total)
    }

    static func isPremultiplied(_ bitmap: Bitmap) -> Bool {
        bitmap.pixels.allSatisfy { p in
            let a = p >> 24
            return p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a
        }
    }

    @Test("every piece of art has the size asked for and valid premultiplied pixels")
    func sizesAndPixels() {
        for scale in 1...3 {
            let plane = BoardArt.plane(width: 80 * scale, height: 24 * scale)
            #expect(plane.width == 80 * scale && plane.height == 24 * scale)
            #expect(Self.isPremultiplied(plane), "plane \(scale)×")
            for status in Flight.Status.allCases {
                let arrow = BoardArt.bigArrow(status, size: 10 * scale)
                #expect(arrow.width == 10 * scale && arrow.height == 10 * scale)
                #expect(Self.isPremultiplied(arrow), "\(status) arrow \(scale)×")
            }
            let small = BoardArt.smallArrow(size: 7 * scale)
            #expect(small.width == 7 * scale && small.height == 7 * scale)
            #expect(Self.isPremultiplied(small), "small arrow \(scale)×")
            let dot = BoardArt.dot(diameter: 6 * scale, color: Color(hex: 0x888888, alpha: 0.6))
            #expect(dot.width == 6 * scale && dot.height == 6 * scale)
            #expect(Self.isPremultiplied(dot), "dot \(scale)×")
        }
    }

    @Test("the plane fills its frame, keeps a clear 1 px border, and points right", arguments: [1, 2, 3])
    func plane(scale: Int) {
        let w = 80 * scale, h = 24 * scale
        let plane = BoardArt.plane(width: w, height: h)
        // Border ring clear (room for the antialiased fringe), ink spanning the frame.
        var minX = w, maxX = -1, minY = h, maxY = -1
        for y in 0..<h {
            for x in 0..<w where plane[x, y].a > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(minX >= 1 && minY >= 1 && maxX <= w - 2 && maxY <= h - 2,
                "\(scale)×: ink box x \(minX)...\(maxX), y \(minY)...\(maxY) touches the border")
        #expect(Double(maxX - minX + 1) >= 0.9 * Double(w) && Double(maxY - minY + 1) >= 0.85 * Double(h),
                "\(scale)×: ink box x \(minX)...\(maxX), y \(minY)...\(maxY) does not fill the frame")
        // Nose right, tail left: the top quarter (the tail fin) has its ink in the left
        // third, and at the fuselage's height the ink reaches the right edge.
        var finInk = 0.0, finInkLeft = 0.0
        for y in 0..<(h / 4) {
            for x in 0..<w {
                let a = Double(plane[x, y].a)
                finInk += a
                if x < w / 3 { finInkLeft += a }
            }
        }
        #expect(finInk > 0 && finInkLeft / finInk > 0.95, "\(scale)×: top-quarter ink \(finInkLeft)/\(finInk) in the left third")
        let noseRow = Int(13.5 / 24 * Double(h))
        let noseX = (0..<w).last { plane[$0, noseRow].a == 255 } ?? 0
        #expect(Double(noseX) >= 0.95 * Double(w), "\(scale)×: fuselage row \(noseRow) ends at x \(noseX) of \(w)")
        // Mostly the body colour, with lighter windows on the fuselage.
        let body = BoardArt.planeInk.pixel, glass = BoardArt.planeGlass.pixel
        #expect(plane.pixels.contains(body.bits))
        #expect(plane.pixels.contains(glass.bits), "\(scale)×: no fully covered window pixel")
    }

    /// The seed's arrow PDFs as their content streams draw them: each stroke a line in a
    /// space mapped by `cm` [a b c d e f] to the page (x' = a·x + c·y + e,
    /// y' = b·x + d·y + f, y up), 1.5 wide in that space, square caps; media box `box`.
    struct PDFArrow {
        let box: Double
        let strokes: [(cm: [Double], from: SIMD2<Double>, to: SIMD2<Double>)]

        /// The strokes in screen points (y down), and their width.
        var screen: (strokes: [(SIMD2<Double>, SIMD2<Double>)], width: Double) {
            func map(_ m: [Double], _ p: SIMD2<Double>) -> SIMD2<Double> {
                SIMD2(m[0] * p.x + m[2] * p.y + m[4], box - (m[1] * p.x + m[3] * p.y + m[5]))
            }
            let m = strokes[0].cm
            return (strokes.map { (map($0.cm, $0.from), map($0.cm, $0.to)) }, 1.5 * (m[0] * m[3] - m[1] * m[2]).magnitude.squareRoot())
        }

        /// Alpha of pixel (x, y) of a `size`-pixel bitmap of the art: each stroke's
        /// coverage by 16×16 samples, the strokes painted one over another (source-over:
        /// 1 − Π(1 − coverage)), as a PDF renderer paints its `S` operations.
        func coverage(_ x: Int, _ y: Int, size: Int) -> Double {
            let (strokes, width) = screen
            let unit = box / Double(size)
            var clear = 1.0
            for (a, b) in strokes {
                let length = ((b - a) * (b - a)).sum().squareRoot(), along = (b - a) / length
                var inside = 0
                for j in 0..<16 {
                    for i in 0..<16 {
                        let p = SIMD2((Double(x) + (Double(i) + 0.5) / 16) * unit, (Double(y) + (Double(j) + 0.5) / 16) * unit)
                        let t = ((p - a) * along).sum(), off = ((p - a) * SIMD2(-along.y, along.x)).sum()
                        if t >= -width / 2 && t <= length + width / 2 && abs(off) <= width / 2 { inside += 1 }
                    }
                }
                clear *= 1 - Double(inside) / 256
            }
            return 1 - clear
        }
    }

    /// The numbers of landedArrowBig.pdf, depatureArrowBig.pdf and landedArrowSmall.pdf.
    static let landedPDF = PDFArrow(box: 22, strokes: [
        ([2, 0, 0, -2, 2, 20], [0.4166667, 0.4166667], [8.75, 8.75]),
        ([2, 0, 0, -2, 18.23536, 17.69688], [0.8333333, 0], [0.8333333, 6.666667]),
        ([2, 0, 0, -2, 4.5, 4.363546], [0, 0.8333333], [6.666667, 0.8333333]),
    ])
    static let departurePDF = PDFArrow(box: 22, strokes: [
        ([0, 2, 2, 0, 2, 2], [0.4166667, 0.4166667], [8.75, 8.75]),
        ([0, 2, 2, 0, 4.303121, 18.23536], [0.8333333, 0], [0.8333333, 6.666667]),
        ([0, 2, 2, 0, 17.63645, 4.5], [0, 0.8333333], [6.666667, 0.8333333]),
    ])
    static let smallPDF = PDFArrow(box: 18, strokes: [
        ([2, 0, 0, -2, 2, 16], [0.2916667, 0.2916667], [6.125, 6.125]),
        ([2, 0, 0, -2, 13.36475, 14.38782], [0.5833333, 0], [0.5833333, 4.666667]),
        ([2, 0, 0, -2, 3.75, 5.054482], [0, 0.5833333], [4.666667, 0.5833333]),
    ])

    @Test("the arrows are the seed's strokes: white big ones, a #4A4A4A small one, ink where the PDFs put it",
          arguments: [7, 10, 12, 22, 36])
    func arrowsFollowTheSeed(size: Int) {
        let cases: [(String, Bitmap, PDFArrow, Color)] = [
            ("landed", BoardArt.bigArrow(.landed, size: size), Self.landedPDF, .white),
            ("departure", BoardArt.bigArrow(.departure, size: size), Self.departurePDF, .white),
            ("small", BoardArt.smallArrow(size: size), Self.smallPDF, Color(hex: 0x4A4A4A)),
        ]
        for (name, bitmap, pdf, colour) in cases {
            // One colour: every pixel is the colour at its coverage (premultiplied; two
            // 8-bit composites where strokes overlap may each round by ½).
            let ink = colour.pixel
            var worst = 0.0, total = 0.0, reference = 0.0
            for y in 0..<size {
                for x in 0..<size {
                    let p = bitmap[x, y]
                    let a = Double(p.a) / 255
                    for (c, full) in [(p.r, ink.r), (p.g, ink.g), (p.b, ink.b)] {
                        #expect(abs(Double(c) - Double(full) * a) <= 1.5, "\(name) \(size): pixel (\(x), \(y)) \(p)")
                    }
                    // The coverage is the PDF strokes' (16×16 samples).
                    let expected = pdf.coverage(x, y, size: size)
                    worst = max(worst, abs(a - expected))
                    total += a
                    reference += expected
                }
            }
            #expect(worst < 0.09, "\(name) \(size): worst coverage difference \(worst)")
            #expect(abs(total - reference) < 0.02 * reference, "\(name) \(size): ink \(total) vs \(reference)")
        }
    }

    @Test("the arrows are strokes, not filled heads, and point ↘ and ↗")
    func arrowsAreStrokes() {
        // At 2 px a point (44 px for the 22 pt art): the middle of the shaft is ink, the
        // inside of the head (between the shaft and the legs) and the far corners are not.
        let landed = BoardArt.bigArrow(.landed, size: 44), departure = BoardArt.bigArrow(.departure, size: 44)
        func a(_ b: Bitmap, _ x: Double, _ y: Double) -> UInt32 { b[Int(x * 2), Int(y * 2)].a }
        #expect(a(landed, 11, 11) == 255 && a(landed, 19.9, 11) == 255 && a(landed, 11, 19.3) == 255)
        #expect(a(landed, 16.5, 12.5) == 0 && a(landed, 12.5, 16.5) == 0)
        #expect(a(landed, 20, 2) == 0 && a(landed, 2, 20) == 0)
        #expect(a(departure, 11, 11) == 255 && a(departure, 19.3, 11) == 255 && a(departure, 11, 2.1) == 255)
        #expect(a(departure, 16.5, 9.5) == 0 && a(departure, 12.5, 5.5) == 0)
        #expect(a(departure, 2, 2) == 0 && a(departure, 20, 20) == 0)
    }

    @Test("a dot touches its edges and covers π r²", arguments: [5, 6, 7, 12, 14, 21, 40])
    func dot(diameter: Int) {
        let dot = BoardArt.dot(diameter: diameter, color: .white)
        let r = Double(diameter) / 2
        let area = Self.ink(dot).total
        #expect(abs(area - .pi * r * r) / (.pi * r * r) < 0.005, "d \(diameter): area \(area) vs π r² \(Double.pi * r * r)")
        let mid = diameter / 2
        #expect(dot[mid, 0].a > 128 && dot[mid, diameter - 1].a > 128 && dot[0, mid].a > 128 && dot[diameter - 1, mid].a > 128,
                "d \(diameter): the disc must touch all four edges")
        #expect(dot[0, 0].a < 64, "d \(diameter): corner \(dot[0, 0].a)")
        #expect(dot[mid, mid] == Color.white.pixel)
    }

    @Test("tiny and empty sizes do not crash")
    func tinySizes() {
        for n in 0...4 {
            let plane = BoardArt.plane(width: n, height: n)
            #expect(plane.width == n && plane.height == n && Self.isPremultiplied(plane))
            for status in Flight.Status.allCases { #expect(Self.isPremultiplied(BoardArt.bigArrow(status, size: n))) }
            #expect(Self.isPremultiplied(BoardArt.smallArrow(size: n)))
            #expect(Self.isPremultiplied(BoardArt.dot(diameter: n, color: BoardArt.smallArrowGrey)))
        }
        #expect(BoardArt.plane(width: -3, height: 5).width == 0)
        #expect(BoardArt.dot(diameter: -1, color: .white).width == 0)
    }
}
