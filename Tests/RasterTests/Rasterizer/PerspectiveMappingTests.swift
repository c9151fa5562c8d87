@testable import Raster
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A slow reference beside every fast path (docs/conventions.md), for texture mapping: the
/// inverse homography, the span loops (general perspective, affine, row-constant, copy) and the
/// 1/256 bilinear weights against a slow reference that knows nothing of homographies: for each
/// pixel centre, intersect the eye ray with the layer's plane in 3D (Double), find the layer
/// point, and sample the texture bilinearly in Double.
@Suite struct PerspectiveMappingTests {
    static let canvas = 200
    static let centre = SIMD2<Double>(100, 100)

    /// A texture whose texels say where they are, with a sharper pattern on top:
    /// r = x ramp, g = y ramp, b = 4×4-texel checker of 40/215. Adjacent texels differ by
    /// up to 175 in blue, so a sample position wrong by more than ~1/100 texel shows.
    static func codedTexture(width w: Int, height h: Int) -> Bitmap {
        var bitmap = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let r = UInt32((Double(x) * 255 / Double(max(w - 1, 1))).rounded())
                let g = UInt32((Double(y) * 255 / Double(max(h - 1, 1))).rounded())
                let b: UInt32 = (x / 4 + y / 4) % 2 == 0 ? 40 : 215
                bitmap[x, y] = .opaque(r, g, b)
            }
        }
        return bitmap
    }

    /// Bilinear sample of `bitmap` at sample coordinates (s, t) (texel centres at integers),
    /// clamped to the edge, in Double: the textbook formula.
    static func bilinear(_ bitmap: Bitmap, _ s: Double, _ t: Double) -> SIMD4<Double> {
        let s = min(max(s, 0), Double(bitmap.width - 1)), t = min(max(t, 0), Double(bitmap.height - 1))
        let x0 = Int(s.rounded(.down)), y0 = Int(t.rounded(.down))
        let x1 = min(x0 + 1, bitmap.width - 1), y1 = min(y0 + 1, bitmap.height - 1)
        let fx = s - Double(x0), fy = t - Double(y0)
        func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
            let c = channels(bitmap[x, y].bits)
            return SIMD4(Double(c.x), Double(c.y), Double(c.z), Double(c.w))
        }
        let top = texel(x0, y0) * (1 - fx) + texel(x1, y0) * fx
        let bottom = texel(x0, y1) * (1 - fx) + texel(x1, y1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// One random layer: its 3D placement (affine, layer → world pixels with depth d toward
    /// the viewer) and the eye distance Z (∞ for no perspective).
    struct Case: CustomStringConvertible {
        var seed: UInt64
        var kind: String
        var size: SIMD2<Double>
        var textureSize: (Int, Int)
        var world: Matrix4
        var eyeZ: Double

        var description: String {
            "seed \(seed) \(kind) size \(size) texture \(textureSize) Z \(eyeZ)"
        }

        /// The transform the renderer gets: world, then perspective about the canvas centre
        /// (Core Animation's sublayerTransform idiom).
        var transform: Matrix4 {
            let c = PerspectiveMappingTests.centre
            let m34 = eyeZ.isFinite ? -1 / eyeZ : 0
            return world * .translation(-c.x, -c.y) * .perspective(m34: m34) * .translation(c.x, c.y)
        }
    }

    static func randomCase(_ seed: UInt64) -> Case {
        var rng = SplitMix64(seed: seed)
        let kinds = ["rotation about x (row-constant spans)", "rotation about z (affine spans)",
                     "rotation about y (perspective spans)", "general", "general, no perspective"]
        let kind = kinds[Int(seed % UInt64(kinds.count))]
        let size = SIMD2(rng.uniform(50, 130), rng.uniform(50, 130))
        let textureSize = (Int(rng.uniform(16, 200)), Int(rng.uniform(16, 200)))
        var ax = 0.0, ay = 0.0, az = 0.0
        let limit = Double.pi / 3
        switch kind {
        case kinds[0]: ax = rng.uniform(-limit, limit)
        case kinds[1]: az = rng.uniform(-.pi, .pi)
        case kinds[2]: ay = rng.uniform(-limit, limit)
        default:
            ax = rng.uniform(-limit, limit); ay = rng.uniform(-limit, limit); az = rng.uniform(-.pi, .pi)
        }
        let offset = SIMD3(rng.uniform(-20, 20), rng.uniform(-20, 20), rng.uniform(-60, 60))
        let c = PerspectiveMappingTests.centre
        let world = Matrix4.translation(-size.x / 2, -size.y / 2) * .rotationX(ax) * .rotationY(ay)
            * .rotationZ(az) * .translation(c.x + offset.x, c.y + offset.y, offset.z)
        let eyeZ = kind == kinds[4] ? Double.infinity : rng.uniform(260, 900)
        return Case(seed: seed, kind: kind, size: size, textureSize: textureSize, world: world, eyeZ: eyeZ)
    }

    /// Where the eye ray through the pixel centre (px, py) meets the layer's plane, as layer
    /// coordinates (a, b), by solving  O + a·U + b·V = E + t·D  (Cramer's rule), where O, U,
    /// V are the layer origin and unit axes in world space and the ray starts at the eye
    /// E = (cx, cy, Z) through the screen point (px, py, 0). Without perspective the ray is
    /// parallel to the depth axis.
    static func layerPoint(px: Double, py: Double, origin o: SIMD3<Double>, u: SIMD3<Double>,
                           v: SIMD3<Double>, eyeZ: Double) -> SIMD2<Double>? {
        let e: SIMD3<Double>, d: SIMD3<Double>
        if eyeZ.isFinite {
            e = SIMD3(centre.x, centre.y, eyeZ)
            d = SIMD3(px, py, 0) - e
        } else {
            e = SIMD3(px, py, 0)
            d = SIMD3(0, 0, -1)
        }
        func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        }
        func det(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>) -> Double {
            (a * cross(b, c)).sum()
        }
        let r = e - o, m = -d
        let den = det(u, v, m)
        guard abs(den) > 1e-12 else { return nil }
        return SIMD2(det(r, v, m) / den, det(u, r, m) / den)
    }

    /// The screen position of the world point p seen from the eye (WORKLOAD.md's maths).
    static func project(_ p: SIMD3<Double>, eyeZ: Double) -> SIMD2<Double> {
        guard eyeZ.isFinite else { return SIMD2(p.x, p.y) }
        let k = eyeZ / (eyeZ - p.z)
        return centre + (SIMD2(p.x, p.y) - centre) * k
    }

    @Test("perspective texture mapping matches per-pixel ray–plane intersection within 2/255",
          arguments: UInt64(1)...UInt64(30))
    func rayPlane(seed: UInt64) throws {
        let c = Self.randomCase(seed)
        let pattern = Self.codedTexture(width: c.textureSize.0, height: c.textureSize.1)
        let texture = Texture(pattern, mipmapped: false)
        let primitive = Primitive(transform: c.transform, size: c.size,
                                  paint: .texture(texture, contentsRect: .unit, sampling: .bilinear))
        let image = render([primitive], width: Self.canvas, height: Self.canvas)

        // World-space frame of the layer, from the affine placement alone.
        func world(_ x: Double, _ y: Double) -> SIMD3<Double> {
            let p = c.world.apply(x, y)
            return SIMD3(p.x, p.y, p.z) / p.w
        }
        let o = world(0, 0), u = world(1, 0) - o, v = world(0, 1) - o
        let outline = [world(0, 0), world(c.size.x, 0), world(c.size.x, c.size.y), world(0, c.size.y)]
            .map { Self.project($0, eyeZ: c.eyeZ) }

        var checked = 0, worst = 0.0, worstAt = (0, 0), sum = 0.0
        for y in 0..<Self.canvas {
            for x in 0..<Self.canvas {
                let p = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
                // Only pixels 1.5 px or more inside every edge: fully covered, no coverage blend.
                guard insideDistance(p, polygon: outline) >= 1.5 else { continue }
                let layer = try #require(Self.layerPoint(px: p.x, py: p.y, origin: o, u: u, v: v, eyeZ: c.eyeZ))
                // contentsRect = unit: layer x ∈ [0, w] spans texels [0, texW]; centres at +0.5.
                let s = layer.x * Double(c.textureSize.0) / c.size.x - 0.5
                let t = layer.y * Double(c.textureSize.1) / c.size.y - 0.5
                let expected = Self.bilinear(pattern, s, t)
                let got = channels(image[x, y].bits)
                let error = (SIMD4(Double(got.x), Double(got.y), Double(got.z), Double(got.w)) - expected)
                let e = max(max(abs(error.x), abs(error.y)), max(abs(error.z), abs(error.w)))
                sum += e
                if e > worst { worst = e; worstAt = (x, y) }
                checked += 1
            }
        }
        report("ray-plane \(c.kind) seed \(seed): max \(worst) mean \(sum / Double(max(checked, 1))) n \(checked)")
        #expect(checked > 500, "too few interior pixels to mean anything (\(checked)) — \(c)")
        // Tolerance: 2 levels. The fast path rounds the sample position to 1/256 texel
        // (≤ 1/512 texel off: ≤ 0.35 level across our sharpest 175-level step) and rounds
        // twice (vertical, then horizontal lerp: ≤ 1 level); 2 leaves a little room for
        // Float coordinates, and still catches a position off by 1/50 texel.
        #expect(worst <= 2, """
            max channel error \(worst) at pixel \(worstAt) (mean \(sum / Double(max(checked, 1))) \
            over \(checked) interior pixels) — \(c)
            """)
    }

    @Test("a mipmapped layer at rest, texel-aligned, maps texels to pixels exactly")
    func mipmappedAtRest() {
        let pattern = Self.codedTexture(width: 64, height: 48)
        let texture = Texture(pattern, mipmapped: true)
        let clear = Pixel.opaque(9, 8, 7)
        // At rest under a perspective sublayer transform (depth 0 ⇒ w = 1): the usual case
        // of a fold at p = 0.
        let c = Self.centre
        for m34 in [0.0, -1 / 500.0] {
            for (ox, oy) in [(37, 21), (0, 0), (136, 152), (-10, 170)] {
                let transform = Matrix4.translation(Double(ox), Double(oy))
                    * .translation(-c.x, -c.y) * .perspective(m34: m34) * .translation(c.x, c.y)
                let primitive = Primitive(transform: transform, size: SIMD2(64, 48),
                                          paint: .texture(texture, contentsRect: .unit, sampling: .mipmapped))
                let image = render([primitive], width: Self.canvas, height: Self.canvas, clear: clear)
                var mismatches = 0, first = ""
                for y in 0..<Self.canvas {
                    for x in 0..<Self.canvas {
                        let tx = x - ox, ty = y - oy
                        let expected = tx >= 0 && tx < 64 && ty >= 0 && ty < 48 ? pattern[tx, ty] : clear
                        if image[x, y] != expected {
                            if mismatches == 0 { first = "(\(x), \(y)): got \(image[x, y]) want \(expected)" }
                            mismatches += 1
                        }
                    }
                }
                #expect(mismatches == 0, "m34 \(m34) at (\(ox), \(oy)): \(mismatches) pixels differ, first \(first)")
            }
        }
    }
}
