@testable import Raster
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A slow reference beside every fast path (docs/conventions.md), for antialiasing: the
/// analytic box-filter coverage of outer edges (closed form for one edge, exact square clipping
/// for corners and slivers) against 16×16 supersampling of the exact polygon.
@Suite struct EdgeCoverageTests {
    static let canvas = 48

    /// A random convex quad (TL, TR, BR, BL order is irrelevant: either winding draws).
    static func randomQuad(_ seed: UInt64) -> (kind: String, corners: [SIMD2<Double>]) {
        var rng = SplitMix64(seed: seed &* 7919)
        let centre = SIMD2(rng.uniform(16, 32), rng.uniform(16, 32))
        func rectangle(_ angle: Double, _ w: Double, _ h: Double) -> [SIMD2<Double>] {
            let u = SIMD2(cos(angle), sin(angle)), v = SIMD2(-sin(angle), cos(angle))
            return [centre - u * w / 2 - v * h / 2, centre + u * w / 2 - v * h / 2,
                    centre + u * w / 2 + v * h / 2, centre - u * w / 2 + v * h / 2]
        }
        switch seed % 5 {
        case 0:
            // General convex quad: four sorted angles, random radii; retried until convex.
            while true {
                let angles = (0..<4).map { _ in rng.uniform(0, 2 * .pi) }.sorted()
                let q = angles.map { centre + SIMD2(cos($0), sin($0)) * rng.uniform(4, 16) }
                if isConvex(q) { return ("general", q) }
            }
        case 1:
            // Near-horizontal / near-vertical edges: tiny tilts off the axes.
            let tilts = [0.0, 1e-7, -1e-5, 1e-3, -0.02, 0.05]
            let base = rng.chance(0.5) ? 0 : Double.pi / 2
            let tilt = tilts[Int(rng.uniform(0, Double(tilts.count)))]
            return ("near-axis tilt \(tilt)", rectangle(base + tilt, rng.uniform(3, 24), rng.uniform(3, 24)))
        case 2:
            // Thin slivers, thinner than a pixel, at any angle.
            return ("sliver", rectangle(rng.uniform(0, .pi), rng.uniform(6, 30), rng.uniform(0.05, 0.9)))
        case 3:
            // Tiny quads: everything inside one or two pixels.
            return ("tiny", rectangle(rng.uniform(0, .pi), rng.uniform(0.1, 1.5), rng.uniform(0.1, 1.5)))
        default:
            // Trapezoid with one very short edge: sharp corners.
            let a = rng.uniform(0, 2 * .pi)
            let u = SIMD2(cos(a), sin(a)), v = SIMD2(-sin(a), cos(a))
            let long = rng.uniform(8, 26), short = rng.uniform(0.05, 1), h = rng.uniform(4, 20)
            return ("sharp trapezoid", [centre - u * long / 2 - v * h / 2, centre + u * long / 2 - v * h / 2,
                                        centre + u * short / 2 + v * h / 2, centre - u * short / 2 + v * h / 2])
        }
    }

    static func isConvex(_ q: [SIMD2<Double>]) -> Bool {
        var sign = 0.0
        for i in 0..<q.count {
            let a = q[i], b = q[(i + 1) % q.count], c = q[(i + 2) % q.count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if abs(cross) < 1e-9 { return false }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// Fraction of the 256 subsample centres (i + (k + ½)/16, j + (l + ½)/16) of pixel
    /// (i, j) strictly inside the convex polygon given as inward half-planes.
    static func supersampled(_ i: Int, _ j: Int, planes: [SIMD3<Double>]) -> Double {
        var count = 0
        for l in 0..<16 {
            let y = Double(j) + (Double(l) + 0.5) / 16
            for k in 0..<16 {
                let x = Double(i) + (Double(k) + 0.5) / 16
                var ok = true
                for p in planes where p.x * x + p.y * y + p.z <= 0 { ok = false; break }
                if ok { count += 1 }
            }
        }
        return Double(count) / 256
    }

    /// Inward unit half-planes (nx, ny, c) of a convex polygon, either winding.
    static func planes(_ q: [SIMD2<Double>]) -> [SIMD3<Double>] {
        var area = 0.0
        for i in 0..<q.count { area += q[i].x * q[(i + 1) % q.count].y - q[(i + 1) % q.count].x * q[i].y }
        let o: Double = area >= 0 ? 1 : -1
        return (0..<q.count).map { i in
            let a = q[i], b = q[(i + 1) % q.count]
            let e = b - a, l = (e.x * e.x + e.y * e.y).squareRoot()
            let nx = -e.y / l * o, ny = e.x / l * o
            return SIMD3(nx, ny, -(nx * a.x + ny * a.y))
        }
    }

    @Test("outer-edge coverage matches 16×16 supersampling of the exact polygon")
    func coverageAgainstSupersampling() {
        var worst = 0.0, worstCase = "", sum = 0.0, edgePixels = 0
        var kindWorst: [String: Double] = [:]
        for seed in UInt64(0)..<UInt64(60) {
            let (kind, quad) = Self.randomQuad(seed)
            let primitive = Primitive(transform: squareToQuad(quad), size: SIMD2(1, 1), paint: .solid(.white))
            let image = render([primitive], width: Self.canvas, height: Self.canvas)
            let planes = Self.planes(quad)
            var caseWorst = 0.0
            for j in 0..<Self.canvas {
                for i in 0..<Self.canvas {
                    let bits = image[i, j].bits
                    // Solid white: a pixel is (α, α, α, α) for coverage α.
                    let c = channels(bits)
                    #expect(c.x == c.w && c.y == c.w && c.z == c.w, "seed \(seed): pixel (\(i), \(j)) = \(c)")
                    let alpha = Double(c.w) / 255
                    // Pixels whose centre is ≥ 0.75 px inside every edge (or outside one)
                    // are fully in (out): every subsample is too, so skip the 256 tests.
                    let centre = SIMD2(Double(i) + 0.5, Double(j) + 0.5)
                    let distances = planes.map { $0.x * centre.x + $0.y * centre.y + $0.z }
                    let reference: Double
                    if distances.min()! >= 0.75 { reference = 1 } else if distances.min()! <= -0.75 { reference = 0 } else {
                        reference = Self.supersampled(i, j, planes: planes)
                    }
                    let error = abs(alpha - reference)
                    if reference > 0 && reference < 1 || c.w > 0 && c.w < 255 {
                        sum += error
                        edgePixels += 1
                    }
                    caseWorst = max(caseWorst, error)
                    if error > worst { worst = error; worstCase = "seed \(seed) \(kind) pixel (\(i), \(j)): α \(alpha) vs \(reference)" }
                }
            }
            kindWorst[kind.hasPrefix("near-axis") ? "near-axis" : kind, default: 0] =
                max(kindWorst[kind.hasPrefix("near-axis") ? "near-axis" : kind, default: 0], caseWorst)
        }
        let mean = sum / Double(max(edgePixels, 1))
        report("coverage vs 16×16: max \(worst) (\(worstCase)), mean \(mean) over \(edgePixels) edge pixels, per kind \(kindWorst)")
        // 16×16 supersampling is itself only accurate to about 1/16 where an edge crosses a
        // pixel: a straight edge sweeps across a row or column of 16 subsamples at once, so
        // the count jumps by up to 16/256 while the true area moves smoothly (and a sliver
        // thinner than 1/16 px can fall between sample rows altogether). The analytic
        // coverage is exact up to 8-bit rounding (1/510), so the honest bounds are
        // |Δα| ≤ 1/16 + 1/255 for every pixel, and a mean error far below that.
        #expect(worst <= 1.0 / 16 + 1.0 / 255, "max |Δα| \(worst) at \(worstCase); mean \(mean)")
        #expect(mean <= 0.01, "mean |Δα| \(mean) over \(edgePixels) edge pixels; max \(worst) at \(worstCase)")
    }

    @Test("coverage of an axis-aligned rectangle with fractional edges is exact up to 8-bit rounding")
    func axisAlignedExact() {
        // Edges at x = 3.25 and 20.6, y = 5.9 and 17.05: the box filter gives each edge pixel
        // exactly its overlap, and corner pixels the product of the two overlaps.
        let quad = [SIMD2(3.25, 5.9), SIMD2(20.6, 5.9), SIMD2(20.6, 17.05), SIMD2(3.25, 17.05)]
        let image = render([Primitive(transform: squareToQuad(quad), size: SIMD2(1, 1), paint: .solid(.white))],
                           width: 24, height: 24)
        for j in 0..<24 {
            for i in 0..<24 {
                let ox = max(0, min(Double(i + 1), 20.6) - max(Double(i), 3.25))
                let oy = max(0, min(Double(j + 1), 17.05) - max(Double(j), 5.9))
                let expected = UInt32((ox * oy * 255).rounded())
                #expect(abs(Int(image[i, j].a) - Int(expected)) <= 1,
                        "pixel (\(i), \(j)): α \(image[i, j].a), want \(expected) (overlap \(ox)×\(oy))")
            }
        }
    }
}
