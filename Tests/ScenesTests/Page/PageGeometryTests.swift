import Foundation
import Raster
@testable import Scenes
import Stage
import Testing

/// The page turn's layer tree against MPFlipTransition's own, re-computed here from
/// `MPFlipTransition.m` (`buildLayers`, `flipTransform1:`, `flipTransform2:`, `doFlip1:`,
/// `doFlip2:`) with Core Animation's maths written out by hand: a layer's bounds
/// point (u, v) sits at position + R·((u, v, 0) − anchor·size), R the rotation; the
/// animation view's sublayerTransform (m34) acts about its centre c, so a point P lands at
/// origin + c + (P − c).xy / (1 + (P − c).z·m34).
@Suite("Page geometry")
struct PageGeometryTests {
    /// One MPFlipStyle: the three bits.
    struct Style: CustomStringConvertible, Sendable {
        var backward: Bool, vertical: Bool, reverse: Bool
        var description: String {
            (backward ? "backward" : "forward") + (vertical ? " vertical" : " horizontal") + (reverse ? " reverse" : "")
        }
        var assignments: [String] {
            ["page.direction=\(backward ? "backward" : "forward")",
             "page.orientation=\(vertical ? "vertical" : "horizontal")",
             "page.perspective=\(reverse ? "reverse" : "normal")"]
        }
    }

    static let styles: [Style] = (0..<8).map { Style(backward: $0 & 1 != 0, vertical: $0 & 2 != 0, reverse: $0 & 4 != 0) }
    static let turns = [0.0, 0.1, 0.3, 0.45, 0.5, 0.6, 0.8, 0.95]

    static func scene(_ style: Style, size: SIMD2<Double> = [320, 200]) throws -> PageScene {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: style.assignments, to: &settings)
        return PageScene(viewSize: size, settings: settings)
    }

    /// The corners (TL, TR, BR, BL of its bounds) of each of MPFlip's four layers on
    /// screen, and each shadow's opacity, for `style` at `turn` on a page at `rect`.
    struct Expected {
        var corners: [String: [SIMD2<Double>]] = [:]
        var opacities: [String: Double] = [:]
    }

    static func expected(_ style: Style, turn: Double, rect: (x: Int, y: Int, width: Int, height: Int)) -> Expected {
        let forwards = !style.backward, vertical = style.vertical, inward = style.reverse
        let bounds = (width: Double(rect.width), height: Double(rect.height))
        // buildLayers: upperRect is the left (top) half, its size rounded; lowerRect the rest.
        var upper = (width: bounds.width, height: bounds.height)
        if vertical { upper.height = (bounds.height / 2).rounded() } else { upper.width = (bounds.width / 2).rounded() }
        let lower = vertical ? (width: bounds.width, height: bounds.height - upper.height)
                             : (width: bounds.width - upper.width, height: bounds.height)
        let width = vertical ? bounds.width : bounds.height        // along the spine
        let height = vertical ? bounds.height / 2 : bounds.width / 2 // half across it
        let upperHeight = height.rounded()
        let position = SIMD2(vertical ? width / 2 : upperHeight, vertical ? upperHeight : width / 2)

        // Sizes and anchor points as buildLayers sets them (the transparent 1 pt margins of
        // front and back are not page: the corners here are the pictures').
        let revealSize = forwards ? lower : upper, facingSize = forwards ? upper : lower
        let frontSize = forwards ? lower : upper, backSize = forwards ? upper : lower
        let revealAnchor = SIMD2(vertical ? 0.5 : (forwards ? 0 : 1), vertical ? (forwards ? 0 : 1) : 0.5)
        let facingAnchor = SIMD2(vertical ? 0.5 : (forwards ? 1 : 0), vertical ? (forwards ? 1 : 0) : 0.5)
        let frontAnchor = revealAnchor, backAnchor = facingAnchor

        // m34 = −1/(height·4.6666667), sign flipped for PerspectiveReverse.
        var m34 = -1.0 / (height * 4.6666667)
        if inward { m34 = -m34 }

        // doFlip1:/doFlip2: progress of the stage.
        let stage1 = turn < 0.5
        let p = stage1 ? 2 * turn : 2 * turn - 1
        // flipTransform1: rotate by radians(90·p·(forwards ? −1 : 1)) about (vertical ? −1 : 0, vertical ? 0 : 1, 0);
        // flipTransform2: by radians(90·(1 − p))·(forwards ? 1 : −1) about the same axis.
        let frontAngle = 90 * p * (forwards ? -1 : 1) * .pi / 180
        let backAngle = 90 * (1 - p) * .pi / 180 * (forwards ? 1 : -1)

        /// CATransform3DMakeRotation(angle, axis) applied to a row vector, written out:
        /// about y: x' = x cos + z sin, z' = −x sin + z cos; about −x (= x by −angle):
        /// y' = y cos + z sin, z' = −y sin + z cos.
        func rotate(_ q: SIMD3<Double>, _ angle: Double) -> SIMD3<Double> {
            let (c, s) = (cos(angle), sin(angle))
            return vertical ? SIMD3(q.x, q.y * c + q.z * s, -q.y * s + q.z * c)
                            : SIMD3(q.x * c + q.z * s, q.y, -q.x * s + q.z * c)
        }
        let centre = SIMD2(bounds.width / 2, bounds.height / 2)
        func corners(size: (width: Double, height: Double), anchor: SIMD2<Double>, angle: Double) -> [SIMD2<Double>] {
            [SIMD2(0.0, 0.0), SIMD2(size.width, 0), SIMD2(size.width, size.height), SIMD2(0, size.height)].map { uv in
                let local = SIMD3(uv.x - anchor.x * size.width, uv.y - anchor.y * size.height, 0)
                let r = rotate(local, angle)
                let inParent = SIMD3(position.x + r.x - centre.x, position.y + r.y - centre.y, r.z)
                let w = 1 + inParent.z * m34
                return SIMD2(Double(rect.x) + centre.x + inParent.x / w, Double(rect.y) + centre.y + inParent.y / w)
            }
        }

        var result = Expected()
        result.corners["reveal"] = corners(size: revealSize, anchor: revealAnchor, angle: 0)
        result.corners["facing"] = corners(size: facingSize, anchor: facingAnchor, angle: 0)
        let covered = 1.0 / 3, flipping = 0.1
        if stage1 {
            result.corners["front"] = corners(size: frontSize, anchor: frontAnchor, angle: frontAngle)
            result.opacities["front-shadow"] = flipping * p
            if !inward { result.opacities["reveal-shadow"] = cos(90 * p * .pi / 180) * covered }
        } else {
            result.corners["back"] = corners(size: backSize, anchor: backAnchor, angle: backAngle)
            result.opacities["back-shadow"] = flipping * (1 - p)
            if !inward { result.opacities["facing-shadow"] = sin(90 * p * .pi / 180) * covered }
        }
        return result
    }

    static func list(_ scene: PageScene) -> DrawList {
        DrawList(root: scene.rootLayer(), width: Int(scene.viewSize.x), height: Int(scene.viewSize.y))
    }

    /// Checks every layer's four corners (≤ 0.5 px is the bar; they agree to 1e-6) and every
    /// shadow's opacity, and that no other layer is drawn.
    static func check(_ scene: PageScene, _ style: Style, turn: Double) throws {
        scene.progress = turn
        let want = expected(style, turn: turn, rect: scene.pageRect)
        let list = Self.list(scene)
        let drawn = list.items.dropFirst()   // the background
        #expect(Set(drawn.map(\.name)) == Set(want.corners.keys), "\(style) at \(turn): \(drawn.map(\.name))")
        for item in drawn {
            guard let corners = want.corners[item.name] else { continue }
            let got = screenCorners(item)
            for (g, e) in zip(got, corners) {
                #expect(abs(g.x - e.x) <= 1e-6 && abs(g.y - e.y) <= 1e-6,
                        "\(style) at \(turn): \(item.name) corner \(SIMD2(g.x, g.y)), expected \(e)")
            }
        }
        var opacities: [String: Double] = [:]
        for item in drawn { if let name = item.overlayName, let overlay = item.primitive.overlay { opacities[name] = overlay.opacity } }
        for (name, value) in want.opacities where value > 0 {
            #expect(abs((opacities[name] ?? -1) - value) <= 1e-9, "\(style) at \(turn): \(name) \(opacities[name] ?? -1), expected \(value)")
        }
        // A shadow with nothing to show is not drawn; none is drawn that MPFlip has not.
        for name in opacities.keys { #expect((want.opacities[name] ?? 0) > 0, "\(style) at \(turn): \(name) drawn") }
    }

    @Test(arguments: styles)
    func everyLayerSitsWhereMPFlipPutsIt(style: Style) throws {
        let scene = try Self.scene(style)
        for turn in Self.turns { try Self.check(scene, style, turn: turn) }
    }

    /// Odd sides: the left (top) half takes the rounding and the spine sits there, while the
    /// perspective's centre and h stay the page's exact middle.
    @Test(arguments: styles)
    func oddSizesSplitAsTheOriginalDoes(style: Style) throws {
        let scene = try Self.scene(style)
        scene.overridePageSize(width: 163, height: 121)
        #expect(scene.upperLength == (style.vertical ? 61 : 82))
        for turn in [0.2, 0.7] { try Self.check(scene, style, turn: turn) }
    }

    /// The dump: MPFlip's sublayer order in each stage (`switchToStage:`), each shadow
    /// fused after its page; at rest nothing is shaded.
    @Test func dumpNamesAndOrder() throws {
        let scene = PageScene(viewSize: [320, 200])
        scene.progress = 0.2
        #expect(dumpNames(Self.list(scene)) == ["background", "reveal", "reveal-shadow", "facing", "front", "front-shadow"])
        scene.progress = 0.7
        #expect(dumpNames(Self.list(scene)) == ["background", "facing", "facing-shadow", "back", "back-shadow", "reveal"])
        scene.progress = 0
        // doFlip1:(0): the reveal page is covered, so fully shaded under the flat front.
        #expect(dumpNames(Self.list(scene)) == ["background", "reveal", "reveal-shadow", "facing", "front"])
        var settings = scene.settings
        try SettingsRegistry.standard.apply(assignments: ["page.perspective=reverse"], to: &settings)
        scene.settings = settings
        scene.progress = 0.7
        #expect(dumpNames(Self.list(scene)) == ["background", "facing", "back", "back-shadow", "reveal"])
        let json = Self.list(scene).json()
        #expect(json.contains("\"back-shadow\""))
    }

    /// The turning page's gradient (`layerFrontShadow`, `layerBackShadow`): black at 0.5 by
    /// the spine, black a tenth of the way out, clear at the middle of the page.
    @Test(arguments: styles.filter { !$0.reverse })
    func theTurningPagesGradientDarkensTheSpine(style: Style) throws {
        let scene = try Self.scene(style)
        for turn in [0.3, 0.7] {
            scene.progress = turn
            let name = turn < 0.5 ? "front" : "back"
            let item = try #require(Self.list(scene).items.first { $0.name == name })
            let gradient = try #require(item.primitive.overlay?.gradient)
            // Front forward and back backward hang from the spine at their start edge.
            let spineAtStart = (name == "front") != style.backward
            let axis = style.vertical ? 1 : 0
            if spineAtStart {
                #expect(gradient.stops.map(\.location) == [0, 0.1, 1])
                #expect(gradient.stops.map(\.color) == [Color.black.withAlpha(0.5), .black, .clear])
                #expect(gradient.start[axis] == 0 && gradient.end[axis] == 0.5)
            } else {
                #expect(gradient.stops.map(\.location) == [0, 0.9, 1])
                #expect(gradient.stops.map(\.color) == [.clear, .black, Color.black.withAlpha(0.5)])
                #expect(gradient.start[axis] == 0.5 && gradient.end[axis] == 1)
            }
            #expect(gradient.start[1 - axis] == 0.5 && gradient.end[1 - axis] == 0.5)
        }
    }

    /// m34: −1/(4.6666667·h), h half the extent across the spine, not rounded; the reverse
    /// style flips its sign; the eye distance setting scales it.
    @Test func perspective() throws {
        let scene = PageScene(viewSize: [320, 200])
        #expect(scene.pageRect == (78, 38, 164, 124))
        #expect(close(scene.m34, -1 / (4.6666667 * 82), 1e-15))
        var settings = scene.settings
        try SettingsRegistry.standard.apply(assignments: ["page.orientation=vertical", "page.perspective=reverse"], to: &settings)
        scene.settings = settings
        #expect(close(scene.m34, 1 / (4.6666667 * 62), 1e-15))
        try SettingsRegistry.standard.apply(assignments: ["page.eyeDistance=0"], to: &settings)
        scene.settings = settings
        #expect(scene.m34 == 0)
    }
}
