import Raster
@testable import Stage

/// |a − b| ≤ tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Componentwise `close`.
func close(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// The corners TL, TR, BR, BL of a drawn item as (x, y, w): screen pixels and homogeneous w.
func screenCorners(_ item: DrawItem) -> [SIMD3<Double>] {
    item.primitive.homogeneousCorners.map { SIMD3($0.x / $0.w, $0.y / $0.w, $0.w) }
}

/// The screen point (x, y) of a corner from `screenCorners`.
func xy(_ c: SIMD3<Double>) -> SIMD2<Double> { [c.x, c.y] }

/// A layer of `frame` (identity transform, default anchor) with a solid fill.
func solidLayer(_ name: String, _ frame: Rect, anchor: SIMD2<Double> = [0.5, 0.5]) -> Layer {
    let layer = Layer(name: name, anchorPoint: anchor, contents: .solid(Color(r: 1, g: 1, b: 1, a: 1)))
    layer.setFrame(frame)
    return layer
}

/// Names of the items in draw order.
func names(_ list: DrawList) -> [String] { list.items.map(\.name) }
