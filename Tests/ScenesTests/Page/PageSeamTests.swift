import Raster
@testable import Scenes
import Stage
import Testing

/// No seam at the spine at any angle, and no background between the halves: each frame is
/// drawn on magenta and on green; the pages are opaque, so a pixel that differs between the
/// two lets background through. Checked: every pixel within 3 px of the spine whose centre
/// lies inside a flat half and at least 1.5 px from its edges that are not the spine, or
/// inside the turning page and that far from every such edge (its antialiased silhouette
/// blends only with the opaque flat halves under it). Allowed: 1 level.
@Suite("Page seams")
struct PageSeamTests {
    static let magenta = Color(r: 1, g: 0, b: 1), green = Color(r: 0, g: 1, b: 0)

    /// The offending pixels (x, y, difference) and how many pixels were checked.
    static func leaks(_ scene: PageScene) -> (found: [(Int, Int, Int)], checked: Int) {
        func frame(_ color: Color) -> Bitmap {
            scene.background = solid(color)
            return render(scene, clear: color.pixel)
        }
        let a = frame(magenta), b = frame(green)
        let vertical = scene.settings[PageSettings.orientation] == .vertical
        let r = scene.pageRect
        let spine = Double(vertical ? r.y : r.x) + Double(scene.upperLength)
        let list = DrawList(root: scene.rootLayer(), width: a.width, height: a.height)
        func quads(_ names: Set<String>) -> [[SIMD2<Double>]] {
            list.items.filter { names.contains($0.name) }.map { screenCorners($0).map { SIMD2($0.x, $0.y) } }
        }
        let flat = quads(["facing", "reveal"]), turning = quads(["front", "back"])
        func onSpine(_ p: SIMD2<Double>) -> Bool { abs((vertical ? p.y : p.x) - spine) < 1e-6 }
        func outerEdges(_ quads: [[SIMD2<Double>]]) -> [(SIMD2<Double>, SIMD2<Double>)] {
            quads.flatMap { q in
                (0..<4).filter { !(onSpine(q[$0]) && onSpine(q[($0 + 1) % 4])) }.map { (q[$0], q[($0 + 1) % 4]) }
            }
        }
        let flatEdges = outerEdges(flat), allEdges = outerEdges(flat + turning)
        // The turning page is drawn over the opaque flat halves, so its own antialiased
        // edges only matter where it leaves them.
        func interior(_ p: SIMD2<Double>) -> Bool {
            func clear(of edges: [(SIMD2<Double>, SIMD2<Double>)]) -> Bool {
                edges.allSatisfy { FoldSeamTests.distance(p, $0.0, $0.1) >= 1.5 }
            }
            return (flat.contains { FoldSeamTests.inside(p, $0) } && clear(of: flatEdges))
                || (turning.contains { FoldSeamTests.inside(p, $0) } && clear(of: allEdges))
        }
        var found: [(Int, Int, Int)] = []
        var checked = 0
        for along in Int(spine) - 3...Int(spine) + 3 {
            for across in 0..<(vertical ? a.width : a.height) {
                let (x, y) = vertical ? (across, along) : (along, across)
                guard interior(SIMD2(Double(x) + 0.5, Double(y) + 0.5)) else { continue }
                checked += 1
                let d = pixelDifference(a[x, y], b[x, y])
                if d > 1 { found.append((x, y, d)) }
            }
        }
        return (found, checked)
    }

    @Test(arguments: PageGeometryTests.styles)
    func theSpineShowsNoBackgroundAtAnyAngle(style: PageGeometryTests.Style) throws {
        for odd in [false, true] {
            let scene = try PageGeometryTests.scene(style)
            if odd { scene.overridePageSize(width: 165, height: 125) }
            for k in 0...40 {
                scene.progress = Double(k) / 40
                let (found, checked) = Self.leaks(scene)
                // Six columns (rows) of the page's height (width), less its antialiased ends.
                #expect(checked >= 6 * ((style.vertical ? scene.pageRect.width : scene.pageRect.height) - 4))
                #expect(found.isEmpty, "\(style)\(odd ? " odd" : "") at \(Double(k) / 40): \(found.count) pixels, e.g. \(found.prefix(4))")
            }
        }
    }
}

/// Golden frames of the page turn at 320×200 (see `GoldenTests` for recording).
@Suite("Page goldens")
struct PageGoldenTests {
    @Test(arguments: [("page-25", [String](), 0.25), ("page-75", [], 0.75),
                      ("page-vertical-30", ["page.orientation=vertical"], 0.3),
                      ("page-reverse-70", ["page.perspective=reverse"], 0.7),
                      ("page-backward-vertical-60", ["page.direction=backward", "page.orientation=vertical"], 0.6)])
    func golden(name: String, assignments: [String], progress: Double) throws {
        try #require(sharedText != nil, "goldens need DejaVu Sans for the card page")
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: assignments, to: &settings)
        let scene = PageScene(viewSize: [320, 200], text: sharedText, settings: settings)
        scene.progress = progress
        try expectGolden(render(scene), named: name + ".png")
    }
}
