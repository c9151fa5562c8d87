@testable import Raster
import Testing
import TestSupport

/// A slow reference beside every fast path (docs/conventions.md), for the vectorized spans:
/// every SIMD loop (bilinear perspective, affine and one-row; lerped texel rows; source-over
/// with one factor and per-pixel factors; gradient fill and overlay) against its scalar
/// reference, on fixed-seed random inputs. The two do the same arithmetic in the same order, so
/// the comparison is exact: not one bit may differ. Lengths run from 0 to past 100 so every
/// remainder of 8 is a tail. Debug builds draw with the scalar loops (`SpanLoops.standard`), so
/// these tests, which name the loops, are where the SIMD ones are checked there; whole frames
/// (random polygons, the standard workloads) are drawn both ways too.
@Suite struct SIMDSpanTests {
    /// A premultiplied pixel: runs of opaque and fully transparent ones are common, since
    /// the compositing loops take shortcuts on them.
    static func randomPixel(_ rng: inout SplitMix64) -> UInt32 {
        let a: UInt32
        switch rng.next() % 4 {
        case 0: a = 255
        case 1: a = 0
        default: a = UInt32(rng.next() % 256)
        }
        func channel() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
        return channel() | (channel() << 8) | (channel() << 16) | (a << 24)
    }

    static func randomTexture(_ rng: inout SplitMix64) -> Texture {
        let w = Int(rng.next() % 70) + 1, h = Int(rng.next() % 70) + 1
        var bitmap = Bitmap(width: w, height: h)
        for i in 0..<(w * h) { bitmap.pixels[i] = randomPixel(&rng) }
        return Texture(bitmap, mipmapped: rng.chance(0.5))
    }

    /// A span length; short ones (all tails) and long ones alike.
    static func randomCount(_ rng: inout SplitMix64) -> Int {
        rng.chance(0.3) ? Int(rng.next() % 9) : Int(rng.next() % 140)
    }

    /// Sometimes a value that is not finite, as pixel centres just outside a clipped
    /// polygon can give.
    static func odd(_ v: Double, _ rng: inout SplitMix64) -> Double {
        guard rng.chance(0.03) else { return v }
        return [Double.nan, .infinity, -.infinity, 1e30, -1e30][Int(rng.next() % 5)]
    }

    /// Fills `count` pixels with `loops` into a buffer with 8 guard pixels past the end,
    /// which must come back untouched.
    static func run(_ count: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Void) -> [UInt32] {
        var out = [UInt32](repeating: 0xDEAD_BEEF, count: count + 8)
        out.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
        return out
    }

    @Test("bilinear spans: SIMD loops give the reference's bits (perspective, affine, one row, copy)",
          arguments: 0..<6)
    func bilinearSpans(batch: Int) {
        var rng = SplitMix64(seed: 0x5EED_0000 + UInt64(batch))
        let kinds = ["perspective", "affine", "one row", "copy"]
        var counted = [0, 0, 0, 0]
        for _ in 0..<400 {
            let texture = Self.randomTexture(&rng)
            let level = texture.levels[Int(rng.next() % UInt64(texture.levels.count))]
            let w = Double(level.width), h = Double(level.height)
            let kind = Int(rng.next() % 4)
            counted[kind] += 1
            let count = Self.randomCount(&rng)
            var s0 = rng.uniform(-0.5 * w, 1.5 * w), t0 = rng.uniform(-0.5 * h, 1.5 * h)
            var ds = rng.uniform(-3, 3), dt = rng.uniform(-3, 3)
            var q0 = rng.uniform(0.2, 4), dq = rng.uniform(-0.02, 0.02)
            switch kind {
            case 0: break
            case 1: dq = 0
            case 2: dq = 0; dt = 0
            default: dq = 0; dt = 0; q0 = 1; ds = 1; s0 = s0.rounded(); t0 = t0.rounded()
            }
            // Scale by q0 as the shader's homogeneous rows are.
            s0 = Self.odd(s0 * q0, &rng); t0 = Self.odd(t0 * q0, &rng)
            ds *= q0; dt *= q0
            if kind == 0 { ds = Self.odd(ds, &rng) }
            var row = [UInt32](repeating: 0, count: level.width + 2)
            func draw(_ loops: SpanLoops) -> [UInt32] {
                Self.run(count) { out in
                    row.withUnsafeMutableBufferPointer { scratch in
                        Bilinear.span(level, s0: s0, ds: ds, t0: t0, dt: dt, q0: q0, dq: dq, count: count,
                                      out: out, row: scratch.baseAddress!, loops: loops)
                    }
                }
            }
            let reference = draw(.reference), simd = draw(.simd)
            #expect(simd == reference,
                    "\(kinds[kind]) span of \(count): level \(level.width)×\(level.height), s0 \(s0) ds \(ds) t0 \(t0) dt \(dt) q0 \(q0) dq \(dq)")
            #expect(simd[count...].allSatisfy { $0 == 0xDEAD_BEEF }, "wrote past the span")
        }
        report("bilinear spans batch \(batch): \(zip(kinds, counted).map { "\($0) \($1)" })")
    }

    @Test("lerped texel rows: SIMD loop gives the reference's bits")
    func lerpRows() {
        var rng = SplitMix64(seed: 0x1E4F)
        for _ in 0..<500 {
            let count = Self.randomCount(&rng)
            let top = (0..<count).map { _ in Self.randomPixel(&rng) }
            let bottom = (0..<count).map { _ in Self.randomPixel(&rng) }
            let fy = UInt32(rng.next() % 256)
            func draw(_ loops: SpanLoops) -> [UInt32] {
                Self.run(count) { out in
                    switch loops {
                    case .simd: Bilinear.lerpRows(top, bottom, fy, count: count, into: out)
                    case .reference: Bilinear.Reference.lerpRows(top, bottom, fy, range: 0..<count, into: out)
                    }
                }
            }
            #expect(draw(.simd) == draw(.reference), "\(count) texels, fy \(fy)")
        }
    }

    @Test("source-over spans: SIMD loops give the reference's bits, one factor and per-pixel factors")
    func compositeSpans() {
        var rng = SplitMix64(seed: 0xC0_0B05)
        for _ in 0..<1500 {
            let count = Self.randomCount(&rng)
            // Long runs of one alpha exercise the all-opaque and all-transparent shortcuts.
            let runAlpha: UInt32? = rng.chance(0.4) ? (rng.chance(0.5) ? 255 : 0) : nil
            let src = (0..<count).map { _ -> UInt32 in
                let p = Self.randomPixel(&rng)
                guard let a = runAlpha, rng.chance(0.9) else { return p }
                return a == 0 ? 0 : p | 0xFF00_0000
            }
            let dst = (0..<count).map { _ in Self.randomPixel(&rng) }
            let factor: UInt32 = [0, 255, 256, UInt32(rng.next() % 256)][Int(rng.next() % 4)]
            let factors = (0..<count).map { _ in rng.chance(0.2) ? UInt32(0) : UInt32(rng.next() % 256) }
            func draw(_ loops: SpanLoops, perPixel: Bool) -> [UInt32] {
                Self.run(count) { out in
                    out.update(from: dst, count: count)
                    if perPixel {
                        Composite.span(src, onto: out, count: count, factors: factors, loops: loops)
                    } else {
                        Composite.span(src, onto: out, count: count, factor: factor, loops: loops)
                    }
                }
            }
            #expect(draw(.simd, perPixel: false) == draw(.reference, perPixel: false),
                    "\(count) pixels, factor \(factor)")
            #expect(draw(.simd, perPixel: true) == draw(.reference, perPixel: true), "\(count) pixels, per-pixel factors")
        }
    }

    @Test("gradient spans: SIMD fill and overlay give the reference's bits")
    func gradientSpans() {
        var rng = SplitMix64(seed: 0x6AD1)
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        defer { table.deallocate() }
        for _ in 0..<1500 {
            for i in 0..<256 { table[i] = Self.randomPixel(&rng) }
            func row() -> ProjectiveRow {
                ProjectiveRow(a: rng.chance(0.2) ? 0 : rng.uniform(-0.01, 0.01),
                              b: rng.uniform(-0.01, 0.01), c: Self.odd(rng.uniform(-0.5, 1.5), &rng))
            }
            var g = row(), q = row()
            q.c = rng.uniform(0.5, 2)
            if rng.chance(0.1) { g = ProjectiveRow(a: 0, b: 0, c: 0) }
            if rng.chance(0.3) { q.a = 0 }
            let shader = GradientShader(table: UnsafePointer(table), g: g, q: q, isOpaque: false)
            let count = Self.randomCount(&rng)
            let x = Int(rng.next() % 300), y = Int(rng.next() % 300)
            let under = (0..<count).map { _ in Self.randomPixel(&rng) }
            func draw(_ loops: SpanLoops, over: Bool) -> [UInt32] {
                Self.run(count) { out in
                    if over {
                        out.update(from: under, count: count)
                        shader.shadeOver(x: x, y: y, count: count, into: out, loops: loops)
                    } else {
                        shader.shade(x: x, y: y, count: count, into: out, scratch: out, loops: loops)
                    }
                }
            }
            #expect(draw(.simd, over: false) == draw(.reference, over: false), "fill: \(count) at (\(x), \(y)), g \(g) q \(q)")
            #expect(draw(.simd, over: true) == draw(.reference, over: true), "overlay: \(count) at (\(x), \(y)), g \(g) q \(q)")
        }
    }

    /// A random convex quad's primitive: a textured, solid or gradient layer, turned in 3D
    /// under perspective, at some opacity, sometimes with an overlay.
    static func randomPrimitive(_ rng: inout SplitMix64, canvas: Double) -> Primitive {
        let size = SIMD2(rng.uniform(20, 160), rng.uniform(20, 160))
        let world = Matrix4.translation(-size.x / 2, -size.y / 2)
            * .rotationX(rng.uniform(-1.2, 1.2)) * .rotationY(rng.uniform(-1.2, 1.2)) * .rotationZ(rng.uniform(-.pi, .pi))
            * .translation(rng.uniform(0, canvas), rng.uniform(0, canvas), rng.uniform(-80, 40))
        let c = canvas / 2
        let m34 = rng.chance(0.2) ? 0 : -1 / rng.uniform(250, 900)
        let transform = world * .translation(-c, -c) * .perspective(m34: m34) * .translation(c, c)
        func color() -> Color {
            Color(r: rng.uniform(0, 1), g: rng.uniform(0, 1), b: rng.uniform(0, 1),
                  a: rng.chance(0.5) ? 1 : rng.uniform(0, 1))
        }
        func gradient() -> LinearGradient {
            LinearGradient(colors: [color(), color(), color()],
                           start: SIMD2(rng.uniform(-0.2, 1.2), rng.uniform(-0.2, 1.2)),
                           end: SIMD2(rng.uniform(-0.2, 1.2), rng.uniform(-0.2, 1.2)))
        }
        let paint: Paint
        switch rng.next() % 4 {
        case 0: paint = .solid(color())
        case 1: paint = .gradient(gradient())
        default:
            paint = .texture(randomTexture(&rng), contentsRect: .unit,
                             sampling: rng.chance(0.5) ? .mipmapped : .bilinear)
        }
        let opacity = rng.chance(0.6) ? 1 : rng.uniform(0.1, 1)
        let overlay: Primitive.Overlay? = rng.chance(0.3)
            ? Primitive.Overlay(gradient: rng.chance(0.5) ? .constant(.black) : gradient(), opacity: rng.uniform(0.1, 0.8))
            : nil
        return Primitive(transform: transform, size: size, paint: paint, opacity: opacity, overlay: overlay)
    }

    @Test("standard workloads: SIMD spans draw the reference's frames", arguments: Workload.allCases, [0, 300, 599])
    func workloadFrames(workload: Workload, frame: Int) {
        let texture = workload.makeTexture()
        func draw(_ loops: SpanLoops) -> Bitmap {
            var bitmap = Bitmap(width: Workload.width, height: Workload.height)
            let renderer = Renderer()
            renderer.loops = loops
            renderer.render(workload.primitives(frame: frame, texture: texture), into: &bitmap,
                            clear: Workload.clearColor)
            return bitmap
        }
        let reference = draw(.reference), simd = draw(.simd)
        let differing = zip(reference.pixels, simd.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(workload) frame \(frame): \(differing) pixels differ")
    }

    @Test("renderer: SIMD spans draw the reference's pixels on fixed-seed random polygons",
          arguments: UInt64(1)...UInt64(12))
    func randomPolygons(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 0x9E37)
        let canvas = 160
        let primitives = (0..<8).map { _ in Self.randomPrimitive(&rng, canvas: Double(canvas)) }
        func draw(_ loops: SpanLoops) -> Bitmap {
            var bitmap = Bitmap(width: canvas, height: canvas)
            let renderer = Renderer()
            renderer.loops = loops
            renderer.render(primitives, into: &bitmap, clear: .opaque(24, 24, 28))
            return bitmap
        }
        let reference = draw(.reference), simd = draw(.simd)
        let differing = zip(reference.pixels, simd.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "seed \(seed): \(differing) pixels differ")
        #expect(reference.pixels.contains { $0 != Pixel.opaque(24, 24, 28).bits }, "seed \(seed) drew nothing")
    }
}
