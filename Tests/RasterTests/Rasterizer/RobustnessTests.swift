@testable import Raster
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Odd geometry degrades gracefully (docs/design.md, "What a frame promises";
/// docs/conventions.md, "Odd numbers"): edge-on layers, layers past 90°, corners behind the
/// eye, huge and tiny sizes and non-finite numbers must not crash, must not spray pixels where
/// nothing belongs, and must leave every pixel premultiplied.
@Suite struct RobustnessTests {
    static let size = 120
    static let centre = SIMD2<Double>(60, 60)

    static let texture = Texture(PerspectiveMappingTests.codedTexture(width: 50, height: 40), mipmapped: true)
    static let translucentTexture: Texture = {
        var bitmap = Bitmap(width: 16, height: 16)
        for y in 0..<16 { for x in 0..<16 { bitmap[x, y] = Color(r: 1, g: 0.5, b: 0.25, a: Double(x * 16 + y) / 255).pixel } }
        return Texture(bitmap, mipmapped: true)
    }()

    /// Every kind of paint, with and without a fused overlay.
    static let paints: [(String, Paint, Primitive.Overlay?)] = [
        ("solid", .solid(Color(r8: 250, g8: 120, b8: 10, alpha: 0.8)), nil),
        ("texture mipmapped", .texture(texture, contentsRect: .unit, sampling: .mipmapped), nil),
        ("texture bilinear + shade", .texture(texture, contentsRect: Rect(x: 0.1, y: 0.2, width: 0.5, height: 0.7),
                                              sampling: .bilinear),
         .init(gradient: LinearGradient(colors: [.black, .clear]), opacity: 0.6)),
        ("translucent texture", .texture(translucentTexture, contentsRect: .unit, sampling: .mipmapped), nil),
        ("gradient", .gradient(LinearGradient(colors: [.white, Color(r: 0, g: 0, b: 1, a: 0.3)],
                                              start: [0, 0], end: [1, 1])), nil),
    ]

    /// Perspective about the canvas centre with eye distance z (∞: none).
    static func projection(_ z: Double) -> Matrix4 {
        .translation(-centre.x, -centre.y) * .perspective(m34: z.isFinite ? -1 / z : 0) * .translation(centre.x, centre.y)
    }

    /// A layer of `size` with its centre at the origin, turned by `turn`, moved to (x, y, d),
    /// then seen through `projection(z)`.
    static func layer(_ size: SIMD2<Double>, turn: Matrix4 = .identity, at p: SIMD3<Double>, eye z: Double) -> Matrix4 {
        .translation(-size.x / 2, -size.y / 2) * turn * .translation(p.x, p.y, p.z) * projection(z)
    }

    struct Case {
        var name: String
        var transform: Matrix4
        var size: SIMD2<Double>
        var opacity: Double = 1
        var isDoubleSided = true
        var clip: [SIMD2<Double>]? = nil
        /// May pixel (x, y) be drawn?
        var allowed: (Int, Int) -> Bool
        /// Must something be drawn (nil: either way)?
        var drawsSomething: Bool?
    }

    static func cases() -> [Case] {
        let c = centre
        let s = SIMD2(80.0, 60.0)
        let atCentre = SIMD3(c.x, c.y, 0)
        /// Within one pixel of the vertical line x = x0 (the pixels the line touches), rows
        /// within the layer's extent.
        func column(_ x0: Double, rows: ClosedRange<Double>) -> (Int, Int) -> Bool {
            { x, y in abs(Double(x) + 0.5 - x0) <= 1 && Double(y) + 0.5 >= rows.lowerBound - 1
                && Double(y) + 0.5 <= rows.upperBound + 1 }
        }
        func row(_ y0: Double, columns: ClosedRange<Double>) -> (Int, Int) -> Bool {
            { x, y in abs(Double(y) + 0.5 - y0) <= 1 && Double(x) + 0.5 >= columns.lowerBound - 1
                && Double(x) + 0.5 <= columns.upperBound + 1 }
        }
        let nothing: (Int, Int) -> Bool = { _, _ in false }
        let anywhere: (Int, Int) -> Bool = { _, _ in true }
        var list: [Case] = []

        // Exactly edge-on (±90°), orthographic: a line at most one pixel thin.
        for angle in [Double.pi / 2, -Double.pi / 2] {
            list.append(Case(name: "edge-on about y, \(angle), orthographic",
                             transform: layer(s, turn: .rotationY(angle), at: SIMD3(71.3, 60, 0), eye: .infinity),
                             size: s, allowed: column(71.3, rows: 30...90), drawsSomething: nil))
            list.append(Case(name: "edge-on about x, \(angle), orthographic",
                             transform: layer(s, turn: .rotationX(angle), at: SIMD3(60, 47.6, 0), eye: .infinity),
                             size: s, allowed: row(47.6, columns: 20...100), drawsSomething: nil))
            // Under perspective, on the eye axis: the plane contains the eye.
            list.append(Case(name: "edge-on about y, \(angle), on the eye axis, Z 300",
                             transform: layer(s, turn: .rotationY(angle), at: atCentre, eye: 300),
                             size: s, allowed: column(60, rows: 0...120), drawsSomething: nil))
        }
        // Edge-on off the axis under perspective: turned until the plane contains the eye.
        let z = 300.0, off = 30.0
        let turn = atan2(-z, -off)   // the layer's x axis (cos a, 0, −sin a) points at the eye
        list.append(Case(name: "edge-on off-axis, plane through the eye",
                         transform: layer(s, turn: .rotationY(turn), at: SIMD3(c.x + off, c.y, 0), eye: z),
                         size: s, allowed: column(c.x + off, rows: 0...120), drawsSomething: nil))
        // Nearly edge-on: a thin sliver, inside the projected corners' box.
        for angle in [89.99, 90.01, -89.9] {
            let m = layer(s, turn: .rotationY(angle * .pi / 180), at: SIMD3(75, 60, 0), eye: 400)
            let box = projectedBox(m, s)
            list.append(Case(name: "nearly edge-on \(angle)°", transform: m, size: s,
                             allowed: { x, y in box.contains(x, y) }, drawsSomething: nil))
        }
        // Past 90°: the back faces the viewer. Single-sided: nothing; double-sided: drawn.
        for angle in [100.0, 180.0, 260.0] {
            let m = layer(s, turn: .rotationY(angle * .pi / 180), at: atCentre, eye: 400)
            let box = projectedBox(m, s)
            list.append(Case(name: "past 90° (\(angle)°), double-sided", transform: m, size: s,
                             allowed: { x, y in box.contains(x, y) }, drawsSomething: true))
            list.append(Case(name: "past 90° (\(angle)°), single-sided", transform: m, size: s,
                             isDoubleSided: false, allowed: nothing, drawsSomething: false))
        }
        // Corners behind the eye: an 80×400 layer tilted 60° about x with Z = 150. Rows with
        // layer y > 173 are at or behind the eye; the visible part runs to infinity downward.
        // Its far edge (layer y = −200: screen y = 60 − 100·150/323 ≈ 13.6) bounds it above.
        let tall = SIMD2(80.0, 400.0)
        let farY = c.y - 100 * 150 / (150 + 200 * sin(Double.pi / 3))
        list.append(Case(name: "corners behind the eye",
                         transform: layer(tall, turn: .rotationX(.pi / 3), at: atCentre, eye: 150), size: tall,
                         allowed: { _, y in Double(y) + 1 >= farY - 1 }, drawsSomething: true))
        // Wholly behind the eye, and exactly in the eye plane (w = 0 everywhere).
        list.append(Case(name: "wholly behind the eye", transform: layer(s, at: SIMD3(c.x, c.y, 500), eye: 300),
                         size: s, allowed: nothing, drawsSomething: false))
        list.append(Case(name: "in the eye plane", transform: layer(s, at: SIMD3(c.x, c.y, 300), eye: 300),
                         size: s, allowed: nothing, drawsSomething: false))
        // Huge: covers the canvas; under perspective past the horizon.
        for side in [1e7, 1e12] {
            list.append(Case(name: "huge \(side)", transform: layer(SIMD2(side, side), at: atCentre, eye: .infinity),
                             size: SIMD2(side, side), allowed: anywhere, drawsSomething: true))
            list.append(Case(name: "huge \(side), tilted 80° under perspective",
                             transform: layer(SIMD2(side, side), turn: .rotationX(80 * .pi / 180), at: atCentre, eye: 300),
                             size: SIMD2(side, side), allowed: anywhere, drawsSomething: true))
        }
        // Tiny, zero, negative and non-finite sizes.
        for side in [1e-9, 1e-3, 0.3] {
            list.append(Case(name: "tiny \(side)", transform: .translation(60.2, 60.3) * projection(400),
                             size: SIMD2(side, side), allowed: { x, y in x == 60 && y == 60 }, drawsSomething: nil))
        }
        for bad in [0, -5, Double.nan, Double.infinity, -Double.infinity] {
            list.append(Case(name: "size \(bad)", transform: .translation(30, 30), size: SIMD2(bad, 40),
                             allowed: nothing, drawsSomething: false))
        }
        // Non-finite transforms: each entry in turn. Only the z column (entries 2, 6, 10,
        // 14) does not move the rectangle on screen; elsewhere nothing may be drawn.
        let tilted = layer(s, turn: .rotationX(0.4), at: atCentre, eye: 400)
        let tiltedBox = projectedBox(tilted, s)
        for index in 0..<16 {
            for bad in [Double.nan, Double.infinity, -Double.infinity] {
                var m = tilted
                withUnsafeMutableBytes(of: &m) { $0.bindMemory(to: Double.self)[index] = bad }
                list.append(Case(name: "transform entry \(index) = \(bad)", transform: m, size: s,
                                 allowed: index % 4 == 2 ? { x, y in tiltedBox.contains(x, y) } : nothing,
                                 drawsSomething: nil))
            }
        }
        // Odd opacities and clips.
        let box = projectedBox(layer(s, at: atCentre, eye: 400), s)
        for opacity in [Double.nan, -1, Double.infinity, 1e-9] {
            list.append(Case(name: "opacity \(opacity)", transform: layer(s, at: atCentre, eye: 400), size: s,
                             opacity: opacity, allowed: opacity.isNaN || opacity <= 0 ? nothing : { x, y in box.contains(x, y) },
                             drawsSomething: nil))
        }
        for clip in [[SIMD2(Double.nan, 0), SIMD2(100, 0), SIMD2(100, 100)], [], [SIMD2(1, 1), SIMD2(1, 1), SIMD2(1, 1)],
                     [SIMD2(0, 0), SIMD2(1e300, 0), SIMD2(0, 1e300)]] {
            list.append(Case(name: "clip \(clip)", transform: layer(s, at: atCentre, eye: 400), size: s,
                             clip: clip, allowed: { x, y in box.contains(x, y) }, drawsSomething: nil))
        }
        return list
    }

    /// Bounding box of the projected corners (all in front of the eye), grown by one pixel.
    struct Box {
        var minX, minY, maxX, maxY: Double
        func contains(_ x: Int, _ y: Int) -> Bool {
            Double(x) + 1 >= minX - 1 && Double(x) <= maxX + 1 && Double(y) + 1 >= minY - 1 && Double(y) <= maxY + 1
        }
    }

    static func projectedBox(_ m: Matrix4, _ size: SIMD2<Double>) -> Box {
        let points = [(0.0, 0.0), (size.x, 0), (size.x, size.y), (0, size.y)].map { m.project($0, $1) }
        return Box(minX: points.map(\.x).min()!, minY: points.map(\.y).min()!,
                   maxX: points.map(\.x).max()!, maxY: points.map(\.y).max()!)
    }

    @Test("odd geometry: no crash, nothing outside where it belongs, premultiplied output")
    func oddGeometry() {
        for testCase in Self.cases() {
            for (paintName, paint, overlay) in Self.paints {
                let primitive = Primitive(transform: testCase.transform, size: testCase.size, paint: paint,
                                          opacity: testCase.opacity, overlay: overlay,
                                          isDoubleSided: testCase.isDoubleSided, clip: testCase.clip)
                let image = render([primitive], width: Self.size, height: Self.size)
                var stray = 0, firstStray = "", broken = 0, drawn = 0
                for y in 0..<Self.size {
                    for x in 0..<Self.size {
                        let bits = image[x, y].bits
                        if !isPremultiplied(bits) { broken += 1 }
                        guard bits != 0 else { continue }
                        drawn += 1
                        if !testCase.allowed(x, y) {
                            if stray == 0 { firstStray = "(\(x), \(y)) = \(image[x, y])" }
                            stray += 1
                        }
                    }
                }
                let label = "\(testCase.name), \(paintName)"
                #expect(broken == 0, "\(label): \(broken) pixels with a colour channel above alpha")
                #expect(stray == 0, "\(label): \(stray) pixels drawn where nothing belongs, first \(firstStray)")
                if let must = testCase.drawsSomething {
                    #expect((drawn > 0) == must, "\(label): \(drawn) pixels drawn")
                }
            }
        }
    }

    @Test("huge layers cover every pixel completely; tiny ones get their area as alpha")
    func hugeAndTiny() {
        let color = Color(r8: 10, g8: 200, b8: 90)
        for side in [1e7, 1e12] {
            let s = SIMD2(side, side)
            let image = render([Primitive(transform: Self.layer(s, at: SIMD3(60, 60, 0), eye: .infinity), size: s,
                                          paint: .solid(color))], width: Self.size, height: Self.size)
            let wrong = image.pixels.filter { $0 != color.pixel.bits }.count
            #expect(wrong == 0, "side \(side): \(wrong) pixels not exactly the colour")
        }
        // A square of side a inside one pixel covers a² of it: alpha = round(255·a²) ± 1.
        for a in [1e-9, 0.01, 0.1, 0.3, 0.7] {
            let image = render([Primitive(transform: .translation(60.15, 60.2), size: SIMD2(a, a), paint: .solid(.white))],
                               width: Self.size, height: Self.size)
            let expected = Int((255 * a * a).rounded())
            #expect(abs(Int(image[60, 60].a) - expected) <= 1, "side \(a): α \(image[60, 60].a), want \(expected)")
            #expect(image.pixels.enumerated().allSatisfy { $0.offset == 60 * Self.size + 60 || $0.element == 0 },
                    "side \(a): pixels outside the one it sits in were drawn")
        }
    }

    @Test("edge-on panels in a fold at exactly 90° leave no spikes")
    func edgeOnFold() {
        // mpfold at θ = 90° (frame 600, one past the last): B and C are edge-on; A and D
        // must still be drawn exactly, and nothing may appear between them beyond a line.
        let workload = Workload.mpfold
        let texture = workload.makeTexture()
        let image = render(workload.primitives(frame: 600, texture: texture), width: Workload.width, height: Workload.height, clear: Workload.clearColor)
        // At θ = 90° the hinges meet at y = 400; B and C collapse towards the eye axis.
        var stray = 0
        for y in 0..<Workload.height {
            for x in 0..<Workload.width where image[x, y] != Workload.clearColor {
                let yc = Double(y) + 0.5
                // A spans y 250…400 and D 400…550 on x 240…1040 (depth 0); anything else is
                // B/C, which may only form lines of at most one pixel either side of y = 400.
                let inFlat = yc >= 249 && yc <= 551 && Double(x) >= 239 && Double(x) <= 1041
                if !inFlat { stray += 1 }
            }
        }
        #expect(stray == 0, "\(stray) pixels drawn outside panels A and D at θ = 90°")
        #expect(image.pixels.allSatisfy(isPremultiplied))
    }

    @Test("random matrices with extreme and non-finite entries never crash or break premultiplication")
    func fuzzMatrices() {
        var rng = SplitMix64(seed: 2024)
        let values: [Double] = [0, -0.0, 1, -1, 1e-300, -1e-300, 1e300, -1e300, 1e-5, 1e5, .nan, .infinity,
                                -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        var renderer = Renderer()
        var bitmap = Bitmap(width: 32, height: 32)
        for i in 0..<400 {
            var entries = (0..<16).map { _ in rng.uniform(-100, 100) }
            for k in 0..<16 where rng.chance(0.2) { entries[k] = values[Int(rng.uniform(0, Double(values.count)))] }
            let m = Matrix4(m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3] * 0.01,
                            m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7] * 0.01,
                            m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11] * 0.01,
                            m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15])
            let size = SIMD2(rng.chance(0.1) ? values[Int(rng.uniform(0, Double(values.count)))] : rng.uniform(0, 3),
                             rng.uniform(0, 3))
            let (_, paint, overlay) = Self.paints[i % Self.paints.count]
            if i % 50 == 0 { renderer = Renderer(threads: 1 + i % 3) }
            renderer.render([Primitive(transform: m, size: size, paint: paint, overlay: overlay)],
                            into: &bitmap, clear: .transparent)
            #expect(bitmap.pixels.allSatisfy(isPremultiplied), "case \(i): \(m) size \(size)")
        }
    }
}

/// Paint parameters that are not finite: they come from the layer model (contentsRect,
/// gradient points and colours), so they must not trap inside the span loops.
extension RobustnessTests {
    @Test("non-finite contentsRect, gradient points and gradient colours draw without trapping")
    func nonFinitePaints() {
        let texture = Self.texture
        let nan = Double.nan, inf = Double.infinity
        var paints: [(String, Paint)] = []
        for rect in [Rect(x: nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: inf, height: 1),
                     Rect(x: 0, y: -inf, width: 1, height: nan), Rect(x: 0, y: 0, width: 0, height: 0),
                     Rect(x: 1e300, y: -1e300, width: 1e300, height: 1)] {
            for sampling in [Paint.Sampling.bilinear, .mipmapped] {
                paints.append(("contentsRect \(rect) \(sampling)", .texture(texture, contentsRect: rect, sampling: sampling)))
            }
        }
        for (start, end) in [(SIMD2(nan, 0), SIMD2(0, 1)), (SIMD2(0, 0), SIMD2(inf, 1)),
                             (SIMD2(-inf, 0), SIMD2(inf, 0)), (SIMD2(0.5, 0.5), SIMD2(0.5, 0.5))] {
            paints.append(("gradient \(start) → \(end)",
                           .gradient(LinearGradient(colors: [.white, .clear], start: start, end: end))))
        }
        for color in [Color(r: nan, g: 0, b: 0), Color(r: 1, g: 1, b: 1, a: nan), Color(r: inf, g: -inf, b: 0, a: 0.5)] {
            paints.append(("gradient stop \(color)", .gradient(LinearGradient(colors: [color, .white]))))
        }
        paints.append(("gradient stop location NaN",
                       .gradient(LinearGradient(stops: [.init(nan, .black), .init(1, .white)]))))
        for (name, paint) in paints {
            for turn in [Matrix4.identity, .rotationY(0.7), .rotationX(1.2)] {
                let m = Self.layer(SIMD2(80, 60), turn: turn, at: SIMD3(60, 60, 0), eye: 300)
                let box = Self.projectedBox(m, SIMD2(80, 60))
                for overlay in [nil, Primitive.Overlay(gradient: LinearGradient(colors: [.black, .clear],
                                                                               start: [nan, 0], end: [0, inf]), opacity: 0.5)] {
                    let image = render([Primitive(transform: m, size: SIMD2(80, 60), paint: paint, overlay: overlay)],
                                       width: Self.size, height: Self.size)
                    var stray = 0, broken = 0
                    for y in 0..<Self.size {
                        for x in 0..<Self.size {
                            if !isPremultiplied(image[x, y].bits) { broken += 1 }
                            if image[x, y].bits != 0 && !box.contains(x, y) { stray += 1 }
                        }
                    }
                    #expect(broken == 0 && stray == 0, "\(name), \(turn): \(broken) not premultiplied, \(stray) stray")
                }
            }
        }
    }
}

@Test func nonFiniteColoursBecomeValidPixels() {
    for v in [Double.nan, .infinity, -.infinity, -3, 7] {
        for color in [Color(r: v, g: 0.5, b: 0.5, a: 1), Color(r: 0.5, g: 0.5, b: 0.5, a: v)] {
            let p = color.pixel
            #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a, "\(color) → \(p)")
        }
    }
    #expect(Color(r: .nan, g: 0, b: 0, a: .nan).pixel == .transparent)
}

/// Finite but extreme outlines (issue 13, item 5).
extension RobustnessTests {
    /// Found by fuzzing finite matrices: the outline, clipped at the near plane and then
    /// at the guard band, keeps a cut point about 2.8·10^70 px left of the target (a cut
    /// a + (b − a)·t between points far either side of a plane is off by ε·|a|), so the
    /// polygon's box reaches far past it. Its rows and columns must still become whole
    /// pixels inside the target.
    @Test("an outline whose guard-band cut lands 10^70 px outside draws without trapping, alike on 1 and 2 threads")
    func cutFarOutside() {
        let m = Matrix4(m11: -1.1371377573707688e24, m12: -4.905476042081919e23, m13: 0, m14: 6.503196708649056e-63,
                        m21: 1.776315375002818e-179, m22: -0.20969702376082955, m23: 0, m24: -0.3412255763189589,
                        m31: 0, m32: 0, m33: 1, m34: 0,
                        m41: 1.6843676841475067e-160, m42: 2.767397727118906e114, m43: 0, m44: -51.2267152189561)
        let size = SIMD2(1.4940850160809268e161, 1.0659598735218635e202)
        for (_, paint, overlay) in Self.paints {
            let layer = Primitive(transform: m, size: size, paint: paint, overlay: overlay)
            let image = render([layer], width: 32, height: 32)
            #expect(image.pixels.allSatisfy(isPremultiplied))
            #expect(image == render([layer], width: 32, height: 32, threads: 2))
        }
    }
}
