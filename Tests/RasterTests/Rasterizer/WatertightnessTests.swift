@testable import Raster
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shared edges (docs/design.md, "What a frame promises"): a mesh of quads that share exact
/// vertices, drawn one primitive per quad, must cover its inside like one polygon: no
/// background showing through a crack, no pixel partially covered along a seam, no pixel
/// blended twice.
@Suite struct WatertightnessTests {
    static let canvas = 160
    static let centre = SIMD2<Double>(80, 80)

    struct Mesh {
        var description: String
        /// Per quad: the primitive transform (unit square → screen), in draw order.
        var transforms: [Matrix4]
        /// The mesh's outer boundary on screen (convex: outer vertices are not jittered).
        var boundary: [SIMD2<Double>]
    }

    /// A `columns`×`rows` grid over a `size` rectangle in a layer plane, interior vertices
    /// jittered by up to `jitter` of a cell (each quad checked convex), placed in 3D by
    /// `world` and seen from an eye at distance `eyeZ` above the canvas centre.
    static func mesh(seed: UInt64, columns: Int, rows: Int, size: SIMD2<Double>, jitter: Double,
                     world: Matrix4, eyeZ: Double, description: String) throws -> Mesh {
        var rng = SplitMix64(seed: seed)
        let cell = SIMD2(size.x / Double(columns), size.y / Double(rows))
        var grid = [[SIMD2<Double>]]()
        for j in 0...rows {
            var line = [SIMD2<Double>]()
            for i in 0...columns {
                var p = SIMD2(Double(i), Double(j)) * cell
                if i > 0 && i < columns && j > 0 && j < rows {
                    p += SIMD2(rng.uniform(-jitter, jitter), rng.uniform(-jitter, jitter)) * cell
                }
                line.append(p)
            }
            grid.append(line)
        }
        let m34 = eyeZ.isFinite ? -1 / eyeZ : 0
        let projection = Matrix4.translation(-centre.x, -centre.y) * .perspective(m34: m34)
            * .translation(centre.x, centre.y)
        var transforms: [Matrix4] = []
        for j in 0..<rows {
            for i in 0..<columns {
                let quad = [grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]]
                try #require(EdgeCoverageTests.isConvex(quad), "jitter made quad (\(i), \(j)) concave")
                // Unit square → quad in the layer plane (a projective map), then into 3D and onto
                // the screen. Neighbours compute their shared corners from different matrices;
                // they agree to ~1e-13 px and the renderer welds them.
                transforms.append(squareToQuad(quad) * world * projection)
            }
        }
        let corners = [SIMD2(0, 0), SIMD2(size.x, 0), size, SIMD2(0, size.y)].map { p -> SIMD2<Double> in
            let w = world.apply(p.x, p.y)
            let point = SIMD3(w.x, w.y, w.z) / w.w
            guard eyeZ.isFinite else { return SIMD2(point.x, point.y) }
            let k = eyeZ / (eyeZ - point.z)
            return centre + (SIMD2(point.x, point.y) - centre) * k
        }
        return Mesh(description: description, transforms: transforms, boundary: corners)
    }

    static func meshes() throws -> [Mesh] {
        var rng = SplitMix64(seed: 424242)
        var result: [Mesh] = []
        for n in 0..<12 {
            let size = SIMD2(rng.uniform(90, 130), rng.uniform(80, 120))
            let columns = Int(rng.uniform(2, 9)), rows = Int(rng.uniform(2, 9))
            let jitter = n % 3 == 0 ? 0 : 0.2
            var ax = 0.0, ay = 0.0, az = 0.0, eyeZ = Double.infinity
            switch n % 4 {
            case 0: az = rng.uniform(-0.5, 0.5)                               // flat, rotated
            case 1: ax = rng.uniform(-1.2, 1.2); eyeZ = rng.uniform(300, 800)   // fold-like
            case 2: ay = rng.uniform(-1.2, 1.2); eyeZ = rng.uniform(300, 800)
            default:
                ax = rng.uniform(-1, 1); ay = rng.uniform(-1, 1); az = rng.uniform(-.pi, .pi)
                eyeZ = rng.uniform(300, 800)
            }
            let world = Matrix4.translation(-size.x / 2, -size.y / 2) * .rotationX(ax) * .rotationY(ay)
                * .rotationZ(az) * .translation(centre.x + rng.uniform(-8, 8), centre.y + rng.uniform(-8, 8))
            result.append(try mesh(seed: UInt64(n) + 1, columns: columns, rows: rows, size: size, jitter: jitter,
                                   world: world, eyeZ: eyeZ,
                                   description: "mesh \(n): \(columns)×\(rows), jitter \(jitter), "
                                       + "rotation (\(ax), \(ay), \(az)), Z \(eyeZ)"))
        }
        // An unrotated grid with cell edges on fractional pixel positions, and one whose
        // seams pass exactly through pixel centres (the tie rule decides every one).
        result.append(try mesh(seed: 99, columns: 7, rows: 5, size: SIMD2(101.3, 77.7), jitter: 0,
                               world: .translation(20.35, 31.8), eyeZ: .infinity, description: "fractional grid"))
        result.append(try mesh(seed: 98, columns: 8, rows: 6, size: SIMD2(96, 72), jitter: 0,
                               world: .translation(20.5, 30.5), eyeZ: .infinity,
                               description: "seams through pixel centres"))
        // Larger than the canvas: every quad on the border is clipped by the guard band, and
        // the clipped neighbours must still meet along their cut shared edges.
        let big = SIMD2(300.0, 260.0)
        result.append(try mesh(seed: 97, columns: 6, rows: 5, size: big, jitter: 0.2,
                               world: .translation(-big.x / 2, -big.y / 2) * .rotationX(0.5) * .rotationZ(0.3)
                                   * .translation(centre.x, centre.y), eyeZ: 600,
                               description: "mesh larger than the canvas"))
        return result
    }

    /// Classifies pixel squares against the convex boundary: fully inside (all four corners
    /// at least `margin` inside), fully outside (all four outside one edge line), or neither.
    static func classify(_ x: Int, _ y: Int, _ boundary: [SIMD2<Double>]) -> (inside: Bool, outside: Bool) {
        let corners = [SIMD2(Double(x), Double(y)), SIMD2(Double(x + 1), Double(y)),
                       SIMD2(Double(x), Double(y + 1)), SIMD2(Double(x + 1), Double(y + 1))]
        let margin = 1e-3
        let inside = corners.allSatisfy { insideDistance($0, polygon: boundary) >= margin }
        let planes = EdgeCoverageTests.planes(boundary)
        let outside = planes.contains { p in corners.allSatisfy { p.x * $0.x + p.y * $0.y + p.z <= -margin } }
        return (inside, outside)
    }

    @Test("a mesh of shared-vertex quads has no crack, no partial seam, no double blend")
    func watertight() throws {
        let background = Pixel.opaque(0, 255, 0)
        // Opaque: any crack shows green, any partially covered seam pixel a green mix.
        // Translucent (premultiplied α = 0.5): a pixel blended twice comes out darker red
        // than one blend of the colour over the background.
        let opaque = Color(r8: 200, g8: 30, b8: 30)
        let translucent = Color(r8: 200, g8: 30, b8: 30, alpha: 0.5)
        var totalInside = 0
        for mesh in try Self.meshes() {
            for color in [opaque, translucent] {
                let primitives = mesh.transforms.map {
                    Primitive(transform: $0, size: SIMD2(1, 1), paint: .solid(color))
                }
                let image = render(primitives, width: Self.canvas, height: Self.canvas, clear: background)
                let expected = Pixel(bits: Composite.over(color.pixel.bits, background.bits))
                var bad = 0, first = "", inside = 0, outsideTouched = 0
                for y in 0..<Self.canvas {
                    for x in 0..<Self.canvas {
                        let (isInside, isOutside) = Self.classify(x, y, mesh.boundary)
                        if isInside {
                            inside += 1
                            if image[x, y] != expected {
                                if bad == 0 { first = "(\(x), \(y)) = \(image[x, y]), want \(expected)" }
                                bad += 1
                            }
                        } else if isOutside && image[x, y] != background {
                            outsideTouched += 1
                        }
                    }
                }
                totalInside += inside
                #expect(inside > 1000, "\(mesh.description): only \(inside) interior pixels")
                #expect(bad == 0, "\(mesh.description), α \(color.a): \(bad) interior pixels differ; first \(first)")
                #expect(outsideTouched == 0, "\(mesh.description), α \(color.a): \(outsideTouched) pixels outside drawn")
            }
        }
        report("watertight: \(totalInside) interior pixels checked")
    }
}
