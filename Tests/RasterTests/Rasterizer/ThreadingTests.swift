@testable import Raster
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strips of rows are filled in parallel, each strip drawing every polygon over its own rows:
/// the picture must not depend on the number of threads, to the bit.
@Suite struct ThreadingTests {
    /// A busy scene: overlapping textured (mip and bilinear), gradient, translucent and solid
    /// layers under perspective, with overlays and clips, and a shared-edge strip.
    static func busyScene(seed: UInt64) -> [Primitive] {
        var rng = SplitMix64(seed: seed)
        let texture = Texture(PerspectiveMappingTests.codedTexture(width: 90, height: 70), mipmapped: true)
        let c = SIMD2(100.0, 101.5)
        let projection = Matrix4.translation(-c.x, -c.y) * .perspective(m34: -1 / 400) * .translation(c.x, c.y)
        var primitives: [Primitive] = []
        for i in 0..<24 {
            let size = SIMD2(rng.uniform(20, 120), rng.uniform(20, 120))
            let m = Matrix4.translation(-size.x / 2, -size.y / 2) * .rotationX(rng.uniform(-1.2, 1.2))
                * .rotationY(rng.uniform(-1.2, 1.2)) * .rotationZ(rng.uniform(-.pi, .pi))
                * .translation(rng.uniform(0, 200), rng.uniform(0, 203), rng.uniform(-100, 100)) * projection
            let paint: Paint
            switch i % 4 {
            case 0: paint = .texture(texture, contentsRect: .unit, sampling: .mipmapped)
            case 1: paint = .texture(texture, contentsRect: Rect(x: 0.2, y: 0.1, width: 0.5, height: 0.8), sampling: .bilinear)
            case 2: paint = .gradient(LinearGradient(colors: [.white, Color(r: 0.2, g: 0.4, b: 1, a: 0.5), .clear],
                                                     start: [0, 0], end: [1, 0.7]))
            default: paint = .solid(Color(r: rng.uniform(0, 1), g: rng.uniform(0, 1), b: rng.uniform(0, 1),
                                          a: rng.uniform(0.3, 1)))
            }
            let overlay = i % 3 == 0 ? Primitive.Overlay(gradient: LinearGradient(colors: [.black, .clear]),
                                                         opacity: rng.uniform(0, 1)) : nil
            let clip: [SIMD2<Double>]? = i % 5 == 0 ? [SIMD2(30, 20), SIMD2(180, 40), SIMD2(150, 190), SIMD2(20, 160)] : nil
            primitives.append(Primitive(transform: m, size: size, paint: paint, opacity: rng.uniform(0.4, 1),
                                        overlay: overlay, clip: clip))
        }
        // A strip of quads that share edges (welded, point-sampled seams).
        let strip = Matrix4.translation(-80, -20) * .rotationX(0.9) * .translation(100, 100) * projection
        for k in 0..<8 {
            primitives.append(Primitive(transform: .translation(Double(k) * 20, 0) * strip, size: SIMD2(20, 40),
                                        paint: .texture(texture, contentsRect: Rect(x: Double(k) / 8, y: 0, width: 1.0 / 8, height: 1),
                                                        sampling: .bilinear)))
        }
        return primitives
    }

    /// Index of the first differing pixel and how many differ.
    static func differences(_ a: Bitmap, _ b: Bitmap) -> (count: Int, first: Int?) {
        var count = 0, first: Int?
        for i in 0..<a.pixels.count where a.pixels[i] != b.pixels[i] {
            if first == nil { first = i }
            count += 1
        }
        return (count, first)
    }

    @Test("busy scenes: 2, 3 and 8 threads give the same bits as 1")
    func busyScenes() {
        for seed in UInt64(1)...UInt64(4) {
            let scene = Self.busyScene(seed: seed)
            // 203 rows: a last strip shorter than the others.
            let one = render(scene, width: 200, height: 203, clear: .opaque(30, 30, 30))
            let drawn = one.pixels.filter { $0 != Pixel.opaque(30, 30, 30).bits }.count
            report("busy scene \(seed): \(drawn) of \(one.pixels.count) pixels drawn")
            #expect(drawn > one.pixels.count / 3, "seed \(seed): the scene draws only \(drawn) pixels")
            for threads in [2, 3, 8] {
                let many = render(scene, width: 200, height: 203, clear: .opaque(30, 30, 30), threads: threads)
                let (count, first) = Self.differences(one, many)
                #expect(count == 0, "seed \(seed), \(threads) threads: \(count) pixels differ, first at \(first.map { ($0 % 200, $0 / 200) }.debugDescription)")
            }
        }
    }

    @Test("the workloads: 2 threads give the same bits as 1", arguments: [(Workload.mpfold, 300), (.mpfold, 123), (.fullquad, 450)])
    func workloads(workload: Workload, frame: Int) {
        let one = WorkloadTests.renderFrame(workload, frame, threads: 1)
        let two = WorkloadTests.renderFrame(workload, frame, threads: 2)
        let (count, first) = Self.differences(one, two)
        #expect(count == 0, "\(workload) frame \(frame): \(count) pixels differ, first at index \(first.debugDescription)")
    }

    @Test("one renderer reused across thread counts and sizes keeps giving the same bits")
    func reusedRenderer() {
        let scene = Self.busyScene(seed: 9)
        let reference = render(scene, width: 200, height: 203)
        let renderer = Renderer(threads: 1)
        for threads in [2, 1, 4, 2] {
            renderer.threads = threads
            var small = Bitmap(width: 50, height: 40)
            renderer.render(scene, into: &small, clear: .transparent)
            var bitmap = Bitmap(width: 200, height: 203)
            renderer.render(scene, into: &bitmap, clear: .transparent)
            #expect(Self.differences(reference, bitmap).count == 0, "\(threads) threads after a smaller frame")
        }
    }
}
