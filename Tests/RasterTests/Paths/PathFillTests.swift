@testable import Raster
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A slow reference beside every fast path (docs/conventions.md), for `Bitmap.fill(_:color:)`:
/// the signed-area accumulation coverage against 16×16 supersampled non-zero winding, plus
/// exact cases (pixel-aligned rectangles, holes, a circle's area), clipping, odd numbers and
/// source-over.
@Suite struct PathFillTests {
    static let canvas = 48

    // MARK: - Reference

    /// Non-zero winding number of `p` with respect to closed polygons (edges a → b with
    /// a half-open y rule, so a point is counted once per crossing).
    static func winding(_ p: SIMD2<Double>, _ polygons: [[SIMD2<Double>]]) -> Int {
        var w = 0
        for polygon in polygons {
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y && p.y < b.y && cross > 0 { w += 1 }
                if b.y <= p.y && p.y < a.y && cross < 0 { w -= 1 }
            }
        }
        return w
    }

    /// Pixel (i, j) of the reference: the fraction of its 256 subsample centres
    /// (i + (k + ½)/16, j + (l + ½)/16) with non-zero winding, and the "excess": the
    /// fraction with |winding| ≥ 2 when some subsample also has winding 0. Only there can
    /// min(|Σ winding·area|, 1) exceed the covered area, by at most that excess area.
    static func supersampled(_ i: Int, _ j: Int, _ polygons: [[SIMD2<Double>]]) -> (coverage: Double, excess: Double) {
        var inside = 0, outside = 0, multiple = 0
        for l in 0..<16 {
            for k in 0..<16 {
                let w = abs(winding(SIMD2(Double(i) + (Double(k) + 0.5) / 16, Double(j) + (Double(l) + 0.5) / 16), polygons))
                if w == 0 { outside += 1 } else { inside += 1 }
                if w >= 2 { multiple += w - 1 }
            }
        }
        return (Double(inside) / 256, outside > 0 ? Double(multiple) / 256 : 0)
    }

    /// Coverage α in [0, 1] of a white fill over transparent (pixels are (α, α, α, α)).
    static func alpha(_ bitmap: Bitmap, _ i: Int, _ j: Int) -> Double { Double(bitmap[i, j].a) / 255 }

    // MARK: - Random polygons

    /// A random test shape as closed polygons: convex, concave (star-shaped), self-
    /// overlapping star polygons {n/k} (every loop winds the same way) and several
    /// overlapping contours of the same winding. Either winding, at random.
    static func randomShape(_ seed: UInt64) -> (kind: String, polygons: [[SIMD2<Double>]]) {
        var rng = SplitMix64(seed: seed &* 104_729 &+ 17)
        let centre = SIMD2(rng.uniform(18, 30), rng.uniform(18, 30))
        // Points at increasing angles around c, no two more than π apart, so c is inside
        // and every such polygon winds the same way (clockwise on screen).
        func radial(_ count: Int, _ rMin: Double, _ rMax: Double, around c: SIMD2<Double>) -> [SIMD2<Double>] {
            while true {
                let angles = (0..<count).map { _ in rng.uniform(0, 2 * .pi) }.sorted()
                let gaps = zip(angles.dropFirst(), angles).map { $0 - $1 } + [angles[0] + 2 * .pi - angles[count - 1]]
                if gaps.max()! < .pi * 0.95 { return angles.map { c + SIMD2(cos($0), sin($0)) * rng.uniform(rMin, rMax) } }
            }
        }
        var kind: String
        var polygons: [[SIMD2<Double>]]
        switch seed % 4 {
        case 0:
            // Convex: points on a rotated ellipse, in angle order.
            let n = Int(rng.uniform(3, 12)), rx = rng.uniform(3, 18), ry = rng.uniform(3, 18), turn = rng.uniform(0, .pi)
            let angles = (0..<n).map { _ in rng.uniform(0, 2 * .pi) }.sorted()
            polygons = [angles.map { a in
                let e = SIMD2(rx * cos(a), ry * sin(a))
                return centre + SIMD2(e.x * cos(turn) - e.y * sin(turn), e.x * sin(turn) + e.y * cos(turn))
            }]
            kind = "convex \(n)"
        case 1:
            // Concave but simple: star-shaped about the centre with random radii.
            let n = Int(rng.uniform(5, 20))
            polygons = [radial(n, 2, 19, around: centre)]
            kind = "concave \(n)"
        case 2:
            // Self-overlapping: a jittered star polygon {n/k}, winding up to k inside.
            let stars = [(5, 2), (7, 2), (7, 3), (8, 3), (9, 4)]
            let (n, k) = stars[Int(rng.uniform(0, Double(stars.count)))]
            let r = rng.uniform(8, 19), phase = rng.uniform(0, 2 * .pi)
            polygons = [(0..<n).map { i in
                let a = phase + 2 * .pi * Double(i * k) / Double(n)
                return centre + SIMD2(cos(a), sin(a)) * r + SIMD2(rng.uniform(-1.5, 1.5), rng.uniform(-1.5, 1.5))
            }]
            kind = "star {\(n)/\(k)}"
        default:
            // Two or three overlapping contours with the same winding.
            let count = rng.chance(0.5) ? 2 : 3
            polygons = (0..<count).map { _ in
                radial(Int(rng.uniform(3, 9)), 4, 14,
                       around: centre + SIMD2(rng.uniform(-7, 7), rng.uniform(-7, 7)))
            }
            kind = "\(count) overlapping contours"
        }
        if rng.chance(0.5) {
            polygons = polygons.map { Array($0.reversed()) }
            kind += " reversed"
        }
        return (kind, polygons)
    }

    static func path(_ polygons: [[SIMD2<Double>]]) -> Path {
        var path = Path()
        for polygon in polygons { path.append(.polygon(polygon)) }
        return path
    }

    @Test("coverage matches 16×16 supersampled non-zero winding on 48 random polygons")
    func coverageAgainstSupersampling() {
        var worst = 0.0, worstCase = "", worstMixed = 0.0, mixedPixels = 0
        var sum = 0.0, edgePixels = 0
        for seed in UInt64(0)..<UInt64(48) {
            let (kind, polygons) = Self.randomShape(seed)
            let orientations = Set(polygons.map { ConvexPolygon.doubleSignedArea($0) > 0 })
            #expect(orientations.count == 1, "seed \(seed) \(kind): contours must share one winding")
            var image = Bitmap(width: Self.canvas, height: Self.canvas)
            image.fill(Self.path(polygons), color: .white)
            let segments = polygons.flatMap { p in p.indices.map { (p[$0], p[($0 + 1) % p.count]) } }
            for j in 0..<Self.canvas {
                for i in 0..<Self.canvas {
                    let c = channels(image[i, j].bits)
                    #expect(c.x == c.w && c.y == c.w && c.z == c.w, "seed \(seed): pixel (\(i), \(j)) = \(c)")
                    let alpha = Self.alpha(image, i, j)
                    // A pixel whose centre is more than half a diagonal (0.7072 px) from every
                    // edge is entirely on one side of all of them: one sample decides it.
                    let centre = SIMD2(Double(i) + 0.5, Double(j) + 0.5)
                    let near = segments.contains { segmentDistance(centre, $0.0, $0.1) < 0.7072 }
                    let reference: (coverage: Double, excess: Double) = near ? Self.supersampled(i, j, polygons)
                        : (Self.winding(centre, polygons) != 0 ? 1 : 0, 0)
                    let error = abs(alpha - reference.coverage)
                    if reference.excess > 0 {
                        // Mixed windings 0 and ≥ 2 in one pixel: the accumulated area counts the
                        // doubly covered part twice before clamping, so allow that excess.
                        mixedPixels += 1
                        worstMixed = max(worstMixed, error)
                        #expect(error <= 1.0 / 16 + 1.0 / 255 + reference.excess,
                                "seed \(seed) \(kind) mixed pixel (\(i), \(j)): α \(alpha) vs \(reference)")
                    } else if error > worst {
                        worst = error
                        worstCase = "seed \(seed) \(kind) pixel (\(i), \(j)): α \(alpha) vs \(reference.coverage)"
                    }
                    if near { sum += error; edgePixels += 1 }
                }
            }
        }
        let mean = sum / Double(max(edgePixels, 1))
        report("path fill vs 16×16: max \(worst) (\(worstCase)), mean \(mean) over \(edgePixels) edge pixels; "
               + "\(mixedPixels) mixed-winding pixels, max \(worstMixed)")
        // As in EdgeCoverageTests: 16×16 point sampling is only good to about 1/16 where an
        // edge crosses a pixel (a row of 16 subsamples flips at once), while the analytic
        // area is exact up to 8-bit rounding (1/510).
        #expect(worst <= 1.0 / 16 + 1.0 / 255,
                "max |Δα| \(worst) at \(worstCase); mean \(mean); mixed-winding pixels \(mixedPixels), max \(worstMixed)")
        #expect(mean <= 0.01, "mean |Δα| \(mean) over \(edgePixels) edge pixels; max \(worst) at \(worstCase)")
    }

    // MARK: - Exact cases

    /// An opaque, non-uniform background, so "untouched" is checked bit for bit.
    static func patterned(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { bitmap[x, y] = .opaque(UInt32(x * 7 % 256), UInt32(y * 13 % 256), 90) } }
        return bitmap
    }

    @Test("a pixel-aligned rectangle fills exactly: the colour inside, untouched outside")
    func pixelAlignedRectangle() {
        let before = Self.patterned(width: 24, height: 20)
        var image = before
        let colour = Color(hex: 0x4CD964)
        image.fill(.polygon([SIMD2(3, 4), SIMD2(17, 4), SIMD2(17, 12), SIMD2(3, 12)]), color: colour)
        for y in 0..<20 {
            for x in 0..<24 {
                let inside = (3..<17).contains(x) && (4..<12).contains(y)
                #expect(image[x, y] == (inside ? colour.pixel : before[x, y]), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("an opposite-wound inner contour cuts an empty hole")
    func hole() {
        let before = Self.patterned(width: 40, height: 40)
        var image = before
        var ring = Path.polygon([SIMD2(4, 4), SIMD2(36, 4), SIMD2(36, 36), SIMD2(4, 36)])
        ring.append(Path.polygon([SIMD2(12, 12), SIMD2(28, 12), SIMD2(28, 28), SIMD2(12, 28)]).reversed())
        image.fill(ring, color: .white)
        for y in 0..<40 {
            for x in 0..<40 {
                let inHole = (12..<28).contains(x) && (12..<28).contains(y)
                let inRing = (4..<36).contains(x) && (4..<36).contains(y) && !inHole
                #expect(image[x, y] == (inRing ? Color.white.pixel : before[x, y]), "pixel (\(x), \(y))")
            }
        }
        // A round hole: total coverage is the annulus, and pixels well inside stay untouched.
        var disc = Bitmap(width: 64, height: 64)
        var annulus = Path.ellipse(center: SIMD2(31.3, 32.6), radii: SIMD2(27, 27))
        annulus.append(Path.ellipse(center: SIMD2(31.3, 32.6), radii: SIMD2(13.5, 13.5)).reversed())
        disc.fill(annulus, color: .white)
        let total = disc.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        let expected = Double.pi * (27 * 27 - 13.5 * 13.5)
        #expect(abs(total - expected) / expected < 0.001, "annulus area \(total) vs \(expected)")
        for y in 0..<64 {
            for x in 0..<64 {
                let d = ((Double(x) + 0.5 - 31.3) * (Double(x) + 0.5 - 31.3)
                         + (Double(y) + 0.5 - 32.6) * (Double(y) + 0.5 - 32.6)).squareRoot()
                if d < 13.5 - 0.75 { #expect(disc[x, y].bits == 0, "hole pixel (\(x), \(y)) = \(disc[x, y])") }
            }
        }
    }

    @Test("a circle's total coverage is π r² within 0.1 %", arguments: [2.5, 7.25, 20.3, 31.0])
    func circleArea(radius: Double) {
        var image = Bitmap(width: 72, height: 72)
        image.fill(.ellipse(center: SIMD2(35.7, 36.2), radii: SIMD2(radius, radius)), color: .white)
        let total = image.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        let expected = Double.pi * radius * radius
        let relative = abs(total - expected) / expected
        report("circle r \(radius): coverage \(total) vs π r² \(expected), relative \(relative)")
        #expect(relative < 0.001, "r \(radius): total coverage \(total) vs π r² \(expected) (relative \(relative))")
    }

    @Test("flattened curves stay within 0.05 px (in fact within the 1/512 px tolerance) of the exact curves")
    func flatteningTolerance() {
        var rng = SplitMix64(seed: 99)
        var worst = 0.0
        for _ in 0..<8 {
            func point() -> SIMD2<Double> { SIMD2(rng.uniform(-120, 120), rng.uniform(-120, 120)) }
            let p0 = point(), c1 = point(), c2 = point(), p1 = point()
            var path = Path()
            path.move(to: p0)
            path.cubic(to: p1, control1: c1, control2: c2)
            path.quad(to: p0, control: c1)
            let polyline = path.polygons()[0]
            func exact(_ t: Double, cubic: Bool) -> SIMD2<Double> {
                let u = 1 - t
                return cubic ? p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t)
                             : p1 * (u * u) + c1 * (2 * u * t) + p0 * (t * t)
            }
            // Distance from samples of each curve to the polyline.
            for cubic in [true, false] {
                for s in 0...300 {
                    let q = exact(Double(s) / 300, cubic: cubic)
                    var d = Double.infinity
                    for i in 0..<polyline.count { d = min(d, segmentDistance(q, polyline[i], polyline[(i + 1) % polyline.count])) }
                    worst = max(worst, d)
                }
            }
        }
        report("flattening: max distance \(worst) px")
        #expect(worst <= Path.flatteningTolerance * 1.001 && worst < 0.05, "curve to polyline distance \(worst) px")
    }

    @Test("a square-capped line covers (length + width) × width, wound like the other shapes")
    func squareCappedLine() {
        let a = SIMD2(6.3, 5.1), b = SIMD2(30.8, 27.4), width = 3.2
        let line = Path.squareCappedLine(from: a, to: b, width: width)
        let polygon = line.polygons()[0]
        let rect = Path.roundedRect(x: 0, y: 0, width: 4, height: 2, radius: 0).polygons()[0]
        #expect((ConvexPolygon.doubleSignedArea(polygon) > 0) == (ConvexPolygon.doubleSignedArea(rect) > 0))
        let length = ((b - a) * (b - a)).sum().squareRoot()
        var bitmap = Bitmap(width: 40, height: 40)
        bitmap.fill(line, color: .white)
        let area = (0..<40).reduce(0.0) { sum, y in (0..<40).reduce(sum) { $0 + Self.alpha(bitmap, $1, y) } }
        #expect(abs(area - (length + width) * width) < 0.01 * (length + width) * width, "area \(area)")
        // The caps reach half the width past the ends, along the line.
        let past = b + (b - a) / length * (width / 2 - 0.3)
        #expect(bitmap[Int(past.x), Int(past.y)].a > 0)
        #expect(Path.squareCappedLine(from: a, to: a, width: 2).polygons().isEmpty)
        #expect(Path.squareCappedLine(from: a, to: b, width: 0).polygons().isEmpty)
    }

    @Test("scaling a path designed in a unit box equals drawing it at pixel size")
    func transformedPath() {
        var designed = Bitmap(width: 40, height: 30)
        designed.fill(Path.ellipse(center: SIMD2(0.5, 0.5), radii: SIMD2(0.5, 0.5))
            .scaled(by: SIMD2(36, 26)).translated(by: SIMD2(2, 2)), color: .white)
        var direct = Bitmap(width: 40, height: 30)
        direct.fill(.ellipse(center: SIMD2(20, 15), radii: SIMD2(18, 13)), color: .white)
        let worst = zip(designed.pixels, direct.pixels).map { maxChannelDifference($0, $1) }.max() ?? 0
        #expect(worst <= 1, "unit-box ellipse vs direct: max channel difference \(worst)")
        // A quarter turn about the centre maps the rectangle onto itself, swapped in size.
        var turned = Bitmap(width: 40, height: 40)
        turned.fill(Path.polygon([SIMD2(10, 15), SIMD2(30, 15), SIMD2(30, 25), SIMD2(10, 25)])
            .rotated(by: .pi / 2, around: SIMD2(20, 20)), color: .white)
        var upright = Bitmap(width: 40, height: 40)
        upright.fill(.polygon([SIMD2(15, 10), SIMD2(25, 10), SIMD2(25, 30), SIMD2(15, 30)]), color: .white)
        #expect(turned == upright)
    }

    // MARK: - Clipping and odd numbers

    @Test("shapes partly off the canvas match the same shapes drawn on a larger canvas")
    func offCanvas() {
        var worst = 0
        for seed in UInt64(0)..<UInt64(24) {
            var rng = SplitMix64(seed: seed &+ 500)
            // A shape around a random point near or beyond any side of a 40×30 canvas.
            let centre = SIMD2(rng.uniform(-15, 55), rng.uniform(-15, 45))
            var path = Path.polygon((0..<9).map { _ in centre + SIMD2(rng.uniform(-25, 25), rng.uniform(-25, 25)) })
            path.append(.ellipse(center: centre + SIMD2(3, -2), radii: SIMD2(rng.uniform(5, 30), rng.uniform(5, 30))))
            var small = Self.patterned(width: 40, height: 30)
            small.fill(path, color: Color(hex: 0xFF9500, alpha: 0.8))
            var large = Bitmap(width: 140, height: 130)
            for y in 0..<30 { for x in 0..<40 { large[x + 50, y + 50] = Self.patterned(width: 40, height: 30)[x, y] } }
            large.fill(path.translated(by: SIMD2(50, 50)), color: Color(hex: 0xFF9500, alpha: 0.8))
            let visible = large.cropped(x: 50, y: 50, width: 40, height: 30)
            let difference = zip(small.pixels, visible.pixels).map { maxChannelDifference($0, $1) }.max() ?? 0
            worst = max(worst, difference)
            #expect(difference <= 1, "seed \(seed): clipped vs unclipped max channel difference \(difference)")
            #expect(small.pixels.allSatisfy(isPremultiplied))
        }
        report("off-canvas: max channel difference \(worst)")
    }

    @Test("NaN, infinite and huge points, empty paths and empty bitmaps do not crash")
    func oddNumbers() {
        let base = Self.patterned(width: 32, height: 32)
        let good = Path.polygon([SIMD2(4, 4), SIMD2(20, 6), SIMD2(12, 24)])
        var expected = base
        expected.fill(good, color: .white)
        for bad in [Double.nan, .infinity, -.infinity, 1e300] {
            var path = good
            path.append(.polygon([SIMD2(1, 1), SIMD2(bad, 5), SIMD2(9, 30)]))
            var curve = Path()
            curve.move(to: SIMD2(2, 2))
            curve.cubic(to: SIMD2(30, 30), control1: SIMD2(bad, 0), control2: SIMD2(0, 10))
            path.append(curve)
            var image = base
            image.fill(path, color: .white)
            #expect(image == expected, "a contour with \(bad) must be skipped, the rest drawn")
        }
        // Far but finite geometry: drawn, clipped, premultiplied.
        var far = base
        var huge = Path.polygon([SIMD2(-1e9, -1e9), SIMD2(1e9, 16), SIMD2(-1e9, 1e9)])
        var wild = Path()
        wild.move(to: SIMD2(16, 16))
        wild.cubic(to: SIMD2(30, 2), control1: SIMD2(1e8, -1e8), control2: SIMD2(-1e8, 1e8))
        huge.append(wild)
        far.fill(huge, color: Color(hex: 0x336699, alpha: 0.5))
        #expect(far.pixels.allSatisfy(isPremultiplied))
        #expect(far != base)
        // A triangle covering the whole canvas with vertices far outside: every pixel full.
        var covered = Bitmap(width: 32, height: 32)
        covered.fill(.polygon([SIMD2(-1e6, -10), SIMD2(1e6, -10), SIMD2(16, 1e6)]), color: .white)
        #expect(covered.pixels.allSatisfy { $0 == Color.white.pixel.bits })
        // Nothing to draw.
        var image = base
        image.fill(Path(), color: .white)
        image.fill(.polygon([]), color: .white)
        image.fill(.polygon([SIMD2(5, 5), SIMD2(9, 9)]), color: .white)
        image.fill(good, color: .clear)
        image.fill(.polygon([SIMD2(-20, 5), SIMD2(-2, 5), SIMD2(-10, 20)]), color: .white)
        #expect(image == base)
        var empty = Bitmap(width: 0, height: 0)
        empty.fill(good, color: .white)
        var line = Bitmap(width: 0, height: 7)
        line.fill(good, color: .white)
    }

    // MARK: - Compositing

    @Test("a colour with alpha 0.5 composes by source-over on an opaque background")
    func halfAlphaOver() {
        let background = Pixel.opaque(20, 60, 230)
        var image = Bitmap(width: 16, height: 8, fill: background)
        let colour = Color(hex: 0xFF9500, alpha: 0.5)
        // Full coverage on x in 0..<8; half coverage in column 8 (edge at x = 8.5).
        image.fill(.polygon([SIMD2(0, 0), SIMD2(8.5, 0), SIMD2(8.5, 8), SIMD2(0, 8)]), color: colour)
        let s = colour.pixel
        // D' = S·m + D·(1 − Sα·m) with m the coverage, per channel, in 0...255 units.
        func over(_ m: Double) -> SIMD4<Double> {
            let sv = SIMD4(Double(s.r), Double(s.g), Double(s.b), Double(s.a)) * m
            let dv = SIMD4(Double(background.r), Double(background.g), Double(background.b), 255)
            return sv + dv * (1 - sv.w / 255)
        }
        for (x, m) in [(0, 1.0), (7, 1.0), (8, 0.5)] {
            let want = over(m), got = channels(image[x, 3].bits)
            let error = max(max(abs(Double(got.x) - want.x), abs(Double(got.y) - want.y)),
                            max(abs(Double(got.z) - want.z), abs(Double(got.w) - want.w)))
            #expect(error <= 1, "x \(x), coverage \(m): got \(got), want \(want)")
        }
        #expect(image[9, 3] == background && image[15, 7] == background)
        #expect(image.isOpaque)
    }
}
