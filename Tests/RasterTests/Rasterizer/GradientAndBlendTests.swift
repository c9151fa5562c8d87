@testable import Raster
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gradients without banding (docs/design.md, "What a frame promises"), and the 8-bit
/// arithmetic under every pixel: the fixed-point source-over against the Double Porter–Duff
/// formula, and the closed-form pixel coverage against numerical integration.
@Suite struct GradientAndBlendTests {
    // MARK: Gradient banding

    /// A white layer with a black→clear gradient over it, the gradient either fused as an
    /// overlay or drawn as its own primitive on top; returns the image and the layer's
    /// transform.
    static func shadedLayer(size: SIMD2<Double>, transform: Matrix4, fused: Bool,
                            gradient: LinearGradient, canvas: (Int, Int)) -> Bitmap {
        let shade = LinearGradient(stops: gradient.stops, start: gradient.start, end: gradient.end)
        let primitives = fused
            ? [Primitive(transform: transform, size: size, paint: .solid(.white),
                         overlay: .init(gradient: shade, opacity: 1))]
            : [Primitive(transform: transform, size: size, paint: .solid(.white)),
               Primitive(transform: transform, size: size, paint: .gradient(shade))]
        return render(primitives, width: canvas.0, height: canvas.1, clear: .opaque(255, 0, 0))
    }

    @Test("a vertical black→clear gradient over white steps by at most one level per row",
          arguments: [true, false])
    func verticalGradientBanding(fused: Bool) {
        let vertical = LinearGradient(colors: [.black, .clear])
        let canvas = (120, 640)
        let cases: [(String, Matrix4, ClosedRange<Int>)] = [
            // Flat, 600 rows: t advances 1/600 per row, under half a table step.
            ("flat", .translation(10, 20), 21...618),
            // Tilted 0.3 rad about x under a distant eye: rows are not evenly spaced in t.
            ("tilted", .translation(-50, -300) * .rotationX(0.3) * .translation(60, 320)
                * .translation(-60, -320) * .perspective(m34: -1 / 2000) * .translation(60, 320), 50...615),
        ]
        for (name, transform, rows) in cases {
            let image = Self.shadedLayer(size: SIMD2(100, 600), transform: transform, fused: fused,
                                         gradient: vertical, canvas: canvas)
            let x = 60
            var worst = 0, worstRow = 0, decreasing = 0
            for y in rows.lowerBound..<rows.upperBound {
                let a = channels(image[x, y].bits), b = channels(image[x, y + 1].bits)
                #expect(a.x == a.y && a.y == a.z && a.w == 255, "\(name): pixel (\(x), \(y)) = \(a) is not grey")
                let step = abs(b.x - a.x)
                if step > worst { worst = step; worstRow = y }
                if b.x < a.x { decreasing += 1 }
            }
            let top = Int(image[x, rows.lowerBound].r), bottom = Int(image[x, rows.upperBound].r)
            report("gradient \(name) fused \(fused): max step \(worst) at row \(worstRow), top \(top), bottom \(bottom)")
            #expect(worst <= 1, "\(name), fused \(fused): a step of \(worst) levels between rows \(worstRow) and \(worstRow + 1)")
            #expect(decreasing == 0, "\(name), fused \(fused): \(decreasing) rows get darker going down")
            #expect(top <= 3 && bottom >= 250, "\(name), fused \(fused): runs \(top) → \(bottom), not black → white")
        }
    }

    @Test("a horizontal gradient across 600 columns steps by at most one level per column")
    func horizontalGradientBanding() {
        let horizontal = LinearGradient(colors: [Color(r: 0, g: 0, b: 0, a: 1), Color(r: 1, g: 0.5, b: 0, a: 1)],
                                        start: [0, 0.5], end: [1, 0.5])
        let image = render([Primitive(transform: .translation(10, 5), size: SIMD2(600, 20), paint: .gradient(horizontal))],
                           width: 620, height: 30)
        var worst = SIMD4<Int>(repeating: 0)
        for x in 11..<609 {
            let d = channels(image[x + 1, 15].bits) &- channels(image[x, 15].bits)
            worst = SIMD4(max(worst.x, abs(d.x)), max(worst.y, abs(d.y)), max(worst.z, abs(d.z)), max(worst.w, abs(d.w)))
        }
        #expect(worst.max() <= 1, "largest step per channel between columns: \(worst)")
    }

    // MARK: Source-over

    @Test("Composite.scale is exact rounding of v·f/255 for every byte and factor")
    func scaleIsExact() {
        var wrong = 0, first = ""
        for v in UInt32(0)...255 {
            for f in UInt32(0)...255 {
                let got = Composite.scale(v | (v << 8) | (v << 16) | (v << 24), by: f)
                let want = UInt32((Double(v * f) / 255).rounded())
                if got != want | (want << 8) | (want << 16) | (want << 24) {
                    if wrong == 0 { first = "\(v)·\(f)/255: got \(channels(got)) want \(want)" }
                    wrong += 1
                }
            }
        }
        #expect(wrong == 0, "\(wrong) products wrong, first \(first)")
    }

    @Test("Composite.over matches the Double Porter–Duff formula within one level")
    func overMatchesDouble() {
        var rng = SplitMix64(seed: 77)
        func premultiplied() -> UInt32 {
            // Mostly random, sometimes the extremes (transparent, opaque, a = c).
            let a = rng.chance(0.1) ? (rng.chance(0.5) ? 0 : 255) : UInt32(rng.uniform(0, 256))
            func c() -> UInt32 { rng.chance(0.05) ? a : UInt32(rng.uniform(0, Double(a) + 1)) }
            return Pixel(r: c(), g: c(), b: c(), a: a).bits
        }
        // worst[0]: over(s, d) against the exact real value; worst[1]: over(s, d, factor:)
        // against the exact real value; worst[2]: over(s, d, factor:) against that value
        // rounded to the nearest byte.
        var worst = [0.0, 0.0, 0.0], worstCase = ["", "", ""]
        for i in 0..<150_000 {
            let s = premultiplied(), d = premultiplied()
            let full = i % 3 == 0
            let factor: UInt32 = full ? 255 : UInt32(rng.uniform(0, 256))
            // D' = S·m + D·(1 − Sα·m), m = factor/255; channels in bytes, Sα as a fraction.
            let m = Double(factor) / 255
            let sc = channels(s), dc = channels(d)
            let got = channels(full ? Composite.over(s, d) : Composite.over(s, d, factor: factor))
            #expect(got.x <= got.w && got.y <= got.w && got.z <= got.w,
                    "over(\(sc), \(dc), \(factor)) = \(got) is not premultiplied")
            for k in 0..<4 {
                let exact = Double(sc[k]) * m + Double(dc[k]) * (1 - Double(sc.w) / 255 * m)
                let errors = [full ? abs(Double(got[k]) - exact) : 0, full ? 0 : abs(Double(got[k]) - exact),
                              full ? 0 : abs(Double(got[k]) - exact.rounded())]
                for j in 0..<3 where errors[j] > worst[j] {
                    worst[j] = errors[j]
                    worstCase[j] = "over(\(sc), \(dc), factor \(factor)) = \(got), exact channel \(k) \(exact)"
                }
            }
        }
        report("Composite.over: vs Double \(worst[0]); with factor vs Double \(worst[1]) (\(worstCase[1])), vs rounded \(worst[2])")
        // Plain over rounds once (D·(255 − Sα)/255): at most half a level off.
        #expect(worst[0] <= 0.5 + 1e-9, "over(s, d): \(worst[0]) at \(worstCase[0])")
        // With a coverage factor the source is scaled and rounded first (colour and alpha,
        // so it stays premultiplied), then composited: three roundings of up to ½ each, the
        // alpha's weighted by D/255. That can land just over one level from the exact real
        // value (measured 1.44) but never more than one level from it rounded to a byte.
        #expect(worst[1] < 1.5, "over(s, d, factor:): \(worst[1]) at \(worstCase[1])")
        #expect(worst[2] <= 1, "over(s, d, factor:) vs the rounded formula: \(worst[2]) at \(worstCase[2])")
    }

    // MARK: Pixel coverage

    /// Area of the unit square [−½, ½]² where every nx·u + ny·v + d ≥ 0, by the midpoint rule
    /// over 4096 vertical slices, each slice's covered length found exactly (a linear
    /// inequality in v cuts [−½, ½] at one point).
    static func integrate(_ planes: [SIMD3<Double>]) -> Double {
        let n = 4096
        var area = 0.0
        for i in 0..<n {
            let u = -0.5 + (Double(i) + 0.5) / Double(n)
            var lo = -0.5, hi = 0.5
            for p in planes {
                let rest = p.x * u + p.z   // need p.y·v + rest ≥ 0
                if p.y > 0 { lo = max(lo, -rest / p.y) } else if p.y < 0 { hi = min(hi, -rest / p.y) } else if rest < 0 { hi = lo }
            }
            area += max(0, hi - lo) / Double(n)
        }
        return area
    }

    @Test("Coverage.halfPlane matches numerical integration of the pixel square")
    func halfPlaneMatchesIntegration() {
        var rng = SplitMix64(seed: 5)
        var worst = 0.0, worstCase = ""
        let angles = [0, .pi / 4, .pi / 2, .pi, 1e-6, .pi / 2 - 1e-6, 0.3, 2.5, -1.2] + (0..<40).map { _ in rng.uniform(-.pi, .pi) }
        for angle in angles {
            let nx = cos(angle), ny = sin(angle)
            for k in 0...40 {
                let d = -1 + Double(k) / 20          // −1 … 1: beyond the reach on both sides
                let got = Coverage.halfPlane(distance: d, nx: nx, ny: ny)
                let want = Self.integrate([SIMD3(nx, ny, d)])
                let error = abs(got - want)
                if error > worst { worst = error; worstCase = "angle \(angle), d \(d): \(got) vs \(want)" }
            }
        }
        report("Coverage.halfPlane vs integration: max \(worst) (\(worstCase))")
        // The midpoint rule is exact for a linear slice length except in the few slices where
        // a corner of the cut sits: ≤ 1/4096 per kink. Axis-aligned edges (a jump) as well.
        #expect(worst <= 1e-3, "\(worstCase)")
    }

    @Test("Coverage.clippedSquare matches numerical integration for corners and slivers")
    func clippedSquareMatchesIntegration() {
        var rng = SplitMix64(seed: 6)
        var worst = 0.0, worstCase = ""
        let planes = UnsafeMutablePointer<SIMD3<Double>>.allocate(capacity: 4)
        let scratch = UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: 2 * (4 + 4))
        defer { planes.deallocate(); scratch.deallocate() }
        for _ in 0..<300 {
            let count = Int(rng.uniform(1, 4.999))
            var list: [SIMD3<Double>] = []
            for _ in 0..<count {
                let a = rng.uniform(-.pi, .pi)
                list.append(SIMD3(cos(a), sin(a), rng.uniform(-0.8, 0.8)))
            }
            // clippedSquare takes planes in pixel coordinates for the square [px, px+1]²;
            // shift the centred planes to the pixel at (7, 3).
            for (i, p) in list.enumerated() { planes[i] = SIMD3(p.x, p.y, p.z - p.x * 7.5 - p.y * 3.5) }
            let got = Coverage.clippedSquare(px: 7, py: 3, planes: planes, planeCount: count, scratch: scratch)
            let want = Self.integrate(list)
            let error = abs(got - want)
            if error > worst { worst = error; worstCase = "\(list): \(got) vs \(want)" }
            if count == 1 {
                let closed = Coverage.halfPlane(distance: list[0].z, nx: list[0].x, ny: list[0].y)
                #expect(abs(closed - got) <= 1e-12, "one plane: closed form \(closed) vs clipped \(got)")
            }
        }
        report("Coverage.clippedSquare vs integration: max \(worst)")
        #expect(worst <= 1e-3, "\(worstCase)")
    }
}
