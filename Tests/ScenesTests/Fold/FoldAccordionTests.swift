import Raster
@testable import Scenes
import Stage
import Testing

/// The accordion (`fold.creases` > 1) ends where the flat destination is: its strips come
/// in equal pairs at −α and +α, so D's hinge never leaves the page's plane and at 90° A and
/// D lie exactly on the destination's halves, every strip edge-on on the crease line, at
/// every page size (odd ones too) and crease count.
@Suite("Fold accordion")
struct FoldAccordionTests {
    /// Page sizes: even and odd, wide and tall, small and large.
    static let sizes: [(Int, Int)] = [(164, 124), (165, 125), (101, 77), (64, 40), (320, 200), (97, 203),
                                      (250, 31), (48, 17), (400, 300), (33, 99)]

    /// The projected corners (x, y, w) of the item named `name`, nil when not drawn.
    static func corners(_ list: DrawList, _ name: String) -> [SIMD3<Double>]? {
        list.items.first { $0.name == name }.map(screenCorners)
    }

    /// Pairs of equal strips that add up to the folding length, whole pixels but for the
    /// last pair's shared edge on an odd page; one crease keeps MPFoldTransition's halves.
    static func expectEqualPairs(_ scene: FoldScene, _ what: String) {
        let strips = scene.stripLengths
        #expect(strips.reduce(0, +) == Double(scene.foldLength), "\(what)")
        #expect(strips.allSatisfy { $0 >= 1 })
        if strips.count == 2 {
            #expect(strips == [Double(scene.upperLength), Double(scene.lowerLength)], "\(what)")
            return
        }
        for k in stride(from: 0, to: strips.count, by: 2) {
            #expect(strips[k] == strips[k + 1], "\(what): \(strips)")
            let whole = strips[k] == strips[k].rounded()
            #expect(whole || (k == strips.count - 2 && scene.foldLength % 2 == 1), "\(what): \(strips)")
        }
    }

    /// At every α, D's hinge stays in the page's plane (w = 1): the pairs' depths cancel. At 90° A and D cover the destination's halves to well under half a pixel and
    /// every strip's corners sit on the crease line.
    @Test(arguments: [Mode.fold, Mode.cubic])
    func theAccordionEndsOnTheFlatDestination(mode: Mode) {
        let scene = makeScene(mode, width: 420, height: 320)
        var worst = 0.0
        for (width, height) in Self.sizes {
            scene.overridePageSize(width: width, height: height)
            let page = scene.pageRect
            for creases in 1...8 {
                scene.settings[FoldSettings.creases] = creases
                for vertical in [true, false] {
                    scene.orientation = vertical ? .vertical : .horizontal
                    let what = "\(mode) \(width)×\(height) creases \(creases) \(vertical ? "vertical" : "horizontal")"
                    Self.expectEqualPairs(scene, what)
                    if creases == 1 { continue }
                    for progress in [0.35, 0.9] {
                        scene.progress = progress
                        let list = DrawList(root: scene.rootLayer(), width: 420, height: 320)
                        // D's hinge: its corners TL, TR (vertical) or TL, BL (horizontal).
                        if let d = Self.corners(list, "D") {
                            let hinge = vertical ? [d[0], d[1]] : [d[0], d[3]]
                            let depth = hinge.map { abs($0.z - 1) }.max()!
                            #expect(depth < 1e-9, "\(what) at \(progress): D's hinge w is off by \(depth)")
                        }
                    }
                    scene.progress = 1
                    let list = DrawList(root: scene.rootLayer(), width: 420, height: 320)
                    // The flat destination's halves, in screen pixels: (along from, along to).
                    let upper = Double(scene.upperLength), length = Double(scene.foldLength)
                    let origin = SIMD2(Double(page.x), Double(page.y))
                    let across = Double(vertical ? page.width : page.height)
                    for (name, from, to) in [("A", 0.0, upper), ("D", upper, length)] {
                        guard let c = Self.corners(list, name) else {
                            Issue.record("\(what): no \(name)")
                            continue
                        }
                        let xs = c.map(\.x), ys = c.map(\.y)
                        let want: (Double, Double, Double, Double) = vertical
                            ? (origin.x, origin.x + across, origin.y + from, origin.y + to)
                            : (origin.x + from, origin.x + to, origin.y, origin.y + across)
                        let off = [abs(xs.min()! - want.0), abs(xs.max()! - want.1), abs(ys.min()! - want.2),
                                   abs(ys.max()! - want.3)].max()!
                        worst = max(worst, off)
                        #expect(off <= 0.01, "\(what): \(name) is \(off) px off the flat destination")
                        #expect(c.allSatisfy { abs($0.z - 1) < 1e-9 }, "\(what): \(name) is not flat")
                    }
                    // Every strip edge-on on the crease line (those the list still draws).
                    let crease = (vertical ? origin.y : origin.x) + upper
                    for item in list.items where !["A", "D", "background"].contains(item.name) {
                        guard item.name.first == "B" || item.name.first == "C" else { continue }
                        let along = screenCorners(item).map { vertical ? $0.y : $0.x }
                        let off = along.map { abs($0 - crease) }.max()!
                        #expect(off <= 0.5, "\(what): \(item.name) is \(off) px off the crease line")
                    }
                }
            }
        }
        #expect(worst <= 0.01)
    }
}
