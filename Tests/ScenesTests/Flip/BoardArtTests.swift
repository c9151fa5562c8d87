import Raster
@testable import Scenes
import Testing

/// The flight board's vector art: sizes, where the ink is (the plane's nose on the right,
/// the arrows' heads at the right corner), the dot's area, premultiplied pixels, and
/// tiny sizes that must not crash.
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

    @Test("the arrows point the right way: the head's corner holds the ink", arguments: [7, 10, 14, 20, 21, 30])
    func arrows(size: Int) {
        let centre = Double(size) / 2
        let cases: [(String, Bitmap, Color, down: Bool)] = [
            ("landed", BoardArt.bigArrow(.landed, size: size), BoardArt.landedGreen, true),
            ("departure", BoardArt.bigArrow(.departure, size: size), BoardArt.departureOrange, false),
            ("small", BoardArt.smallArrow(size: size), BoardArt.smallArrowGrey, true),
        ]
        for (name, bitmap, colour, down) in cases {
            let (centroid, total) = Self.ink(bitmap)
            // The head is the heavy end: the centroid moves toward it, right and down (↘)
            // or right and up (↗).
            let shift = 0.03 * Double(size)
            #expect(centroid.x > centre + shift, "\(name) \(size): centroid \(centroid)")
            #expect(down ? centroid.y > centre + shift : centroid.y < centre - shift,
                    "\(name) \(size): centroid \(centroid) (\(down ? "↘" : "↗"))")
            // Ink by quadrant (pixel centres left/right, above/below the middle): the
            // head's quadrant outweighs the tail's, and the two off-axis quadrants, which
            // the diagonal only grazes, hold little.
            var quadrant = [[0.0, 0.0], [0.0, 0.0]]   // [right][below]
            var solidInHead = false
            for y in 0..<size {
                for x in 0..<size {
                    // On odd sizes the middle row and column belong to neither side.
                    if Double(x) + 0.5 == centre || Double(y) + 0.5 == centre { continue }
                    let right = Double(x) + 0.5 > centre ? 1 : 0, below = Double(y) + 0.5 > centre ? 1 : 0
                    quadrant[right][below] += Double(bitmap[x, y].a) / 255
                    if right == 1 && below == (down ? 1 : 0) && bitmap[x, y] == colour.pixel { solidInHead = true }
                }
            }
            let head = quadrant[1][down ? 1 : 0], tail = quadrant[0][down ? 0 : 1]
            let off = quadrant[1][down ? 0 : 1] + quadrant[0][down ? 1 : 0]
            #expect(head > 1.5 * tail, "\(name) \(size): head quadrant \(head) vs tail quadrant \(tail)")
            #expect(off < 0.6 * head, "\(name) \(size): off-axis quadrants \(off) vs head \(head)")
            #expect(solidInHead, "\(name) \(size): no pixel of the head is solid \(colour)")
            #expect(total > 0.12 * Double(size * size) && total < 0.45 * Double(size * size),
                    "\(name) \(size): ink \(total) of \(size * size)")
        }
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
            #expect(Self.isPremultiplied(BoardArt.dot(diameter: n, color: BoardArt.landedGreen)))
        }
        #expect(BoardArt.plane(width: -3, height: 5).width == 0)
        #expect(BoardArt.dot(diameter: -1, color: .white).width == 0)
    }
}
