import Foundation
import Raster
import Stage

/// The X-ray (X): each drawn layer's outline, name and anchor point over the scene, and for
/// a turning layer hung on an edge (a fold's panel, a cell's flap, pop's top half) that
/// edge drawn bold as its hinge, in the manner of a layer inspector. Drawn like the HUD, so
/// it is never in a screenshot, recording or export.
extension Overlay {
    /// Outline colours, dealt to the layers in draw order.
    static let xRayColors = [Color(r: 0.2, g: 0.9, b: 1, a: 0.9), Color(r: 1, g: 0.85, b: 0.2, a: 0.9),
                             Color(r: 1, g: 0.35, b: 0.8, a: 0.9), Color(r: 0.5, g: 1, b: 0.4, a: 0.9)]

    func appendXRay(of list: DrawList, to primitives: inout [Primitive], scale: Double) {
        let width = 1.25 * scale, size = max(9, Int((10 * scale).rounded()))
        // The first item is the mode's backdrop, which covers the view.
        for (n, item) in list.items.enumerated().dropFirst() {
            let p = item.primitive
            let corners = p.homogeneousCorners
            guard corners.allSatisfy({ $0.w > 1e-6 }) else { continue }   // crossing the eye
            let screen = corners.map { SIMD2($0.x / $0.w, $0.y / $0.w) }
            let color = Self.xRayColors[n % Self.xRayColors.count]
            for k in 0..<4 { primitives.append(Self.line(screen[k], screen[(k + 1) % 4], width: width, color: color)) }
            // The anchor, and the hinge when the layer turns and hangs on an edge.
            let anchor = item.anchorPoint
            let local = SIMD2(anchor.x * p.size.x, anchor.y * p.size.y)
            let a = p.transform.apply(local.x, local.y)
            let turned = !(screen[0].y == screen[1].y && screen[1].x == screen[2].x
                           && abs((screen[1].x - screen[0].x) - p.size.x) < 0.5 && abs((screen[3].y - screen[0].y) - p.size.y) < 0.5)
            if turned, anchor.y == 0 || anchor.y == 1 {
                let edge = anchor.y == 0 ? (screen[0], screen[1]) : (screen[3], screen[2])
                primitives.append(Self.line(edge.0, edge.1, width: 3 * width, color: Color(r: 1, g: 1, b: 1, a: 0.85)))
            } else if turned, anchor.x == 0 || anchor.x == 1 {
                let edge = anchor.x == 0 ? (screen[0], screen[3]) : (screen[1], screen[2])
                primitives.append(Self.line(edge.0, edge.1, width: 3 * width, color: Color(r: 1, g: 1, b: 1, a: 0.85)))
            }
            if a.w > 1e-6 {
                primitives.append(Self.dot(centre: SIMD2(a.x / a.w, a.y / a.w), radius: 3 * scale,
                                           color: Color(r: 1, g: 0.3, b: 0.2, a: 1)))
            }
            let label = texture(for: item.name, size: size, bold: false)
            let at = screen.min { ($0.y, $0.x) < ($1.y, $1.x) }!
            primitives.append(Overlay.box(x: Int(at.x.rounded()), y: Int(at.y.rounded()), width: label.width + 4,
                                          height: label.height, alpha: 0.7))
            primitives.append(Overlay.sprite(label, x: Int(at.x.rounded()) + 2, y: Int(at.y.rounded())))
        }
    }

    /// A straight line from `a` to `b`, `width` pixels wide: a thin rectangle turned onto it.
    static func line(_ a: SIMD2<Double>, _ b: SIMD2<Double>, width: Double, color: Color) -> Primitive {
        let d = b - a, length = (d * d).sum().squareRoot()
        let transform = Matrix4.translation(0, -width / 2) * .rotationZ(atan2(d.y, d.x)) * .translation(a.x, a.y)
        return Primitive(transform: transform, size: [max(length, 0.01), width], paint: .solid(color))
    }
}
