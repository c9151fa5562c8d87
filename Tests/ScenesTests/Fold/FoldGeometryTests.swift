import Foundation
import Raster
@testable import Scenes
import Stage
import Testing

/// The layer tree against Core Animation maths computed here independently (Core
/// Animation's conventions): a point (X, Y, Z) relative to the perspective centre
/// (the crease's centre) lands at centre + (X, Y)/w with w = 1 + Z·m34.
@Suite("Fold geometry")
struct FoldGeometryTests {
    /// 320×200 view → page 164×124 at (78, 38): H = 62, crease centre (160, 100).
    static let centre = SIMD2<Double>(160, 100)
    static let halfWidth = 82.0, h = 62.0

    static func list(_ scene: FoldScene) -> DrawList {
        DrawList(root: scene.rootLayer(), width: Int(scene.viewSize.x), height: Int(scene.viewSize.y))
    }

    static func corners(_ list: DrawList, _ name: String) throws -> [SIMD3<Double>] {
        screenCorners(try #require(list.items.first { $0.name == name }, "no \(name) in the draw list"))
    }

    /// Screen (x, y, w) of the point (X, Y, Z) relative to the centre.
    static func project(_ p: SIMD3<Double>, m34: Double, centre: SIMD2<Double> = centre) -> SIMD3<Double> {
        let w = 1 + p.z * m34
        return SIMD3(centre.x + p.x / w, centre.y + p.y / w, w)
    }

    static func expectClose(_ got: [SIMD3<Double>], _ want: [SIMD3<Double>], _ what: String,
                            tolerance: Double = 1e-6) {
        for (g, e) in zip(got, want) {
            #expect(close(g.x, e.x, tolerance) && close(g.y, e.y, tolerance) && close(g.z, e.z, tolerance),
                    "\(what): got \(g), expected \(e)")
        }
    }

    @Test func layoutIsCentredOnIntegerPixels() {
        let scene = makeScene()
        #expect(scene.pageRect == (78, 38, 164, 124))
        let big = FoldScene(viewSize: [1280, 800])
        #expect(big.pageRect.height == 496 && big.pageRect.width == 660)
        #expect(big.pageRect.x == 310 && big.pageRect.y == 152)
    }

    /// B and C corners at α = 30°, 60°, 85°: the hinge at y = c − H cos α (w = 1), the crease
    /// on the centre line at depth −H sin α, i.e. w = 1 + H sin α·(−m34).
    @Test(arguments: [30.0, 60.0, 85.0])
    func foldingPanelsFollowTheCAMaths(degrees: Double) throws {
        let scene = makeScene()
        scene.progress = degrees / 90
        let alpha = degrees * .pi / 180
        let m34 = -1 / (4.6666667 * Self.h)
        #expect(close(scene.m34, m34, 1e-15))
        let list = Self.list(scene)
        let (c, s, hw, h) = (cos(alpha), sin(alpha), Self.halfWidth, Self.h)
        let creaseW = 1 + h * s * -m34
        let b = try Self.corners(list, "B"), cc = try Self.corners(list, "C")
        let hingeAB: [SIMD3<Double>] = [[-hw, -h * c, 0], [hw, -h * c, 0]]
        let crease: [SIMD3<Double>] = [[hw, 0, -h * s], [-hw, 0, -h * s]]
        let hingeCD: [SIMD3<Double>] = [[hw, h * c, 0], [-hw, h * c, 0]]
        Self.expectClose(b, (hingeAB + crease).map { Self.project($0, m34: m34) }, "B at \(degrees)°")
        Self.expectClose(cc, ([crease[1], crease[0]] + hingeCD).map { Self.project($0, m34: m34) },
                         "C at \(degrees)°")
        #expect(close(b[3].z, creaseW) && close(b[3].y, Self.centre.y))
        // A and D flat (w = 1), sliding in symmetrically: A ends at the AB hinge, D starts at CD.
        let a = try Self.corners(list, "A"), d = try Self.corners(list, "D")
        Self.expectClose(a, [[-hw, -h * c - h, 0], [hw, -h * c - h, 0], [hw, -h * c, 0], [-hw, -h * c, 0]]
            .map { Self.project($0, m34: m34) }, "A")
        Self.expectClose(d, [[-hw, h * c, 0], [hw, h * c, 0], [hw, h * c + h, 0], [-hw, h * c + h, 0]]
            .map { Self.project($0, m34: m34) }, "D")
    }

    /// Cubic sleeves: A at net 90° − α about the AB hinge, D at α − 90° about CD. Edge-on at
    /// α = 0 (every corner's pre-projection y is the hinge's), flat (w = 1) at α = 90°.
    @Test(arguments: [0.0, 30.0, 90.0])
    func cubicSleeves(degrees: Double) throws {
        let scene = makeScene(.cubic)
        scene.progress = degrees / 90
        let alpha = degrees * .pi / 180
        let m34 = scene.m34
        let (c, s, hw, h) = (cos(alpha), sin(alpha), Self.halfWidth, Self.h)
        let list = Self.list(scene)
        let a = try Self.corners(list, "A"), d = try Self.corners(list, "D")
        let aTop: SIMD3<Double> = [0, -h * c - h * s, -h * c], aBottom: SIMD3<Double> = [0, -h * c, 0]
        let dTop: SIMD3<Double> = [0, h * c, 0], dBottom: SIMD3<Double> = [0, h * c + h * s, -h * c]
        func at(_ p: SIMD3<Double>, _ x: Double) -> SIMD3<Double> { Self.project([x, p.y, p.z], m34: m34) }
        Self.expectClose(a, [at(aTop, -hw), at(aTop, hw), at(aBottom, hw), at(aBottom, -hw)], "cubic A \(degrees)°")
        Self.expectClose(d, [at(dTop, -hw), at(dTop, hw), at(dBottom, hw), at(dBottom, -hw)], "cubic D \(degrees)°")
        if degrees == 0 {
            // Edge-on: un-projecting every corner gives the hinge line's y.
            for corner in a { #expect(close((corner.y - Self.centre.y) * corner.z, -h)) }
            for corner in d { #expect(close((corner.y - Self.centre.y) * corner.z, h)) }
            #expect(close(a[0].z, 1 + h * -m34))
        }
        if degrees == 90 {
            for corner in a + d { #expect(close(corner.z, 1)) }
            #expect(close(a[0].y, 38) && close(d[2].y, 162))
        }
    }

    /// The JSON dump: names, overlays right after their panel, draw order by depth.
    @Test func dumpNamesAndOrder() throws {
        let scene = makeScene()
        scene.progress = 0.5
        let json = Self.list(scene).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let layers = try #require(object["layers"] as? [[String: Any]])
        let names = layers.compactMap { $0["name"] as? String }
        // B and C recede, so the depth sort draws them before the flat sleeves.
        #expect(names == ["background", "B", "B-shadow", "C", "C-shadow", "A", "D"])
        let shadow = try #require(layers.first { $0["name"] as? String == "B-shadow" })
        #expect(close(shadow["opacity"] as? Double ?? -1, (1 - cos(Double.pi / 4)) * 0.25, 1e-6))
        #expect((object["size"] as? [Int]) == [320, 200])

        // At rest nothing is shaded and A, D are clipped away by the page rect.
        scene.progress = 0
        #expect(dumpNames(Self.list(scene)) == ["background", "A", "B", "C", "D"])

        // Cubic: every panel has its shadow; at 30° the sleeves are deeper, at 60° shallower.
        let cubic = makeScene(.cubic)
        cubic.progress = 30.0 / 90
        let early = dumpNames(Self.list(cubic))
        #expect(Set(early) == ["background", "A", "A-shadow", "B", "B-shadow", "C", "C-shadow", "D", "D-shadow"])
        #expect(early.firstIndex(of: "A")! < early.firstIndex(of: "B")! && early.firstIndex(of: "D")! < early.firstIndex(of: "C")!)
        cubic.progress = 60.0 / 90
        let late = dumpNames(Self.list(cubic))
        #expect(late.firstIndex(of: "A")! > late.firstIndex(of: "B")! && late.firstIndex(of: "D")! > late.firstIndex(of: "C")!)
    }

    /// Shadow opacities: folding panels (1 − cos α)·0.25, cubic sleeves (1 − sin α)·0.25.
    @Test func shadowOpacities() throws {
        let cubic = makeScene(.cubic)
        cubic.progress = 1.0 / 3
        let list = Self.list(cubic)
        let alpha = Double.pi / 6
        for item in list.items {
            guard let overlay = item.primitive.overlay else { continue }
            let expected = ["A", "D"].contains(item.name) ? (1 - sin(alpha)) * 0.25 : (1 - cos(alpha)) * 0.25
            #expect(close(overlay.opacity, expected), "\(item.name)")
        }
        // Non-cubic C keeps a crease: its gradient ends at black@0.25, not clear.
        let fold = makeScene()
        fold.progress = 0.5
        let c = try #require(Self.list(fold).items.first { $0.name == "C" }?.primitive.overlay)
        #expect(c.gradient.stops.last?.color == Color.black.withAlpha(0.25))
        let cubicC = try #require(list.items.first { $0.name == "C" }?.primitive.overlay)
        #expect(cubicC.gradient.stops.last?.color.a == 0)
    }

    /// Horizontal: the same maths with x and y exchanged; rotation about y, factor −1.
    @Test func horizontalIsTransposed() throws {
        let scene = makeScene()
        scene.orientation = .horizontal
        scene.progress = 0.5
        let alpha = Double.pi / 4
        let h = 82.0, hh = 62.0   // H is now half the width; across is half the height
        let m34 = -1 / (4.6666667 * h)
        #expect(close(scene.m34, m34, 1e-15))
        let list = Self.list(scene)
        let b = try Self.corners(list, "B"), c = try Self.corners(list, "C")
        let (cs, sn) = (cos(alpha), sin(alpha))
        // B: TL, TR, BR, BL of its own bounds = hinge-top, crease-top, crease-bottom, hinge-bottom.
        Self.expectClose(b, [[-h * cs, -hh, 0], [0, -hh, -h * sn], [0, hh, -h * sn], [-h * cs, hh, 0]]
            .map { Self.project($0, m34: m34) }, "horizontal B")
        Self.expectClose(c, [[0, -hh, -h * sn], [h * cs, -hh, 0], [h * cs, hh, 0], [0, hh, -h * sn]]
            .map { Self.project($0, m34: m34) }, "horizontal C")
        // Gradients run left → right.
        let overlay = try #require(list.items.first { $0.name == "B" }?.primitive.overlay)
        #expect(overlay.gradient.start == [0, 0.5] && overlay.gradient.end == [1, 0.5])
    }

    /// Each preset sets m34 (Normal −1/(4.6667 h), High −1/(1.5 h), Low −1/(12 h), None 0,
    /// Inverse +1/(4.6667 h)), h = H (half the folding dimension), and the
    /// perspective layer carries it.
    @Test(arguments: FoldScene.Perspective.allCases)
    func perspectivePresets(preset: FoldScene.Perspective) throws {
        let scene = makeScene()
        scene.perspective = preset
        let h = 62.0
        let expected: Double = switch preset {
        case .normal: -1 / (4.6667 * h)
        case .high: -1 / (1.5 * h)
        case .low: -1 / (12 * h)
        case .none: 0
        case .inverse: 1 / (4.6667 * h)
        }
        #expect(close(scene.m34, expected, 1e-7))
        let root = scene.rootLayer()
        let perspective = try #require(root.sublayers.first?.sublayers.first)
        #expect(perspective.name == "perspective" && perspective.sublayerTransform.m34 == scene.m34)
        #expect(FoldScene.Perspective(rawValue: preset.rawValue) == preset)
        scene.orientation = .horizontal
        #expect(close(scene.m34, expected * h / 82, 1e-7))
    }

    @Test func presetNamesAndOrder() {
        #expect(FoldScene.Perspective.allCases.map(\.rawValue) == ["normal", "high", "low", "none", "inverse"])
    }

    /// Unfold swaps contents (`MPFoldTransition.m`): A, D show the source, B, C the destination.
    @Test func unfoldSwapsContents() throws {
        let scene = makeScene()
        func texture(_ name: String) throws -> Texture {
            let item = try #require(Self.list(scene).items.first { $0.name == name })
            guard case .texture(let t, _, _) = item.primitive.paint else { throw Failure("no texture") }
            return t
        }
        scene.progress = 0.5
        #expect(try texture("A") === scene.destinationPage && texture("B") === scene.sourcePage)
        #expect(try texture("C") === scene.sourcePage && texture("D") === scene.destinationPage)
        scene.direction = .unfold
        scene.progress = 0.5
        #expect(try texture("A") === scene.sourcePage && texture("B") === scene.destinationPage)
        #expect(try texture("C") === scene.destinationPage && texture("D") === scene.sourcePage)
    }

    struct Failure: Error { var message: String; init(_ m: String) { message = m } }
}
