/// The projective map from a layer's plane to the screen, and its inverse.
///
/// A layer point (x, y, 0, 1) goes to homogeneous screen coordinates
/// [X Y W] = [x y 1] · H, with H the rows/columns (1, 2, 4) of the 4×4 transform. The
/// inverse gives, for any pixel centre (px, py), [x y 1]/W = [px py 1] · H⁻¹: the exact
/// layer point under the pixel (what a ray–plane intersection would find), from three
/// plane equations that are linear in px and py. Dividing two of them by the third
/// is the whole of perspective-correct interpolation.
struct Homography {
    /// The rows of H: the screen (X, Y, W) contributed by layer x, by layer y, and by 1.
    var r0: SIMD3<Double>, r1: SIMD3<Double>, r2: SIMD3<Double>

    init(_ m: Matrix4) {
        r0 = SIMD3(m.m11, m.m12, m.m14)
        r1 = SIMD3(m.m21, m.m22, m.m24)
        r2 = SIMD3(m.m41, m.m42, m.m44)
    }

    @inline(__always)
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// Rows for layer x, layer y and the common denominator, as linear functions of the
    /// pixel centre; nil when the layer is edge-on (the map is singular).
    ///
    /// Column j of H⁻¹ is (r_{j+1} × r_{j+2}) / det with det = r0 · (r1 × r2), since
    /// r_i · (r_{j+1} × r_{j+2}) is det when i = j and 0 otherwise.
    var inverse: (x: ProjectiveRow, y: ProjectiveRow, q: ProjectiveRow)? {
        let c0 = Homography.cross(r1, r2), c1 = Homography.cross(r2, r0), c2 = Homography.cross(r0, r1)
        let det = (r0 * c0).sum()
        // Singular relative to each row's own size (Hadamard: |det| ≤ |r0|·|r1|·|r2|), so the
        // test ignores the layer's units and how far it is translated. One magnitude for all
        // nine entries made any layer translated more than ~46 000 px "singular" (1e-14·m³ > 1).
        func size(_ r: SIMD3<Double>) -> Double { Swift.max(abs(r.x), abs(r.y), abs(r.z)) }
        let scale = size(r0) * size(r1) * size(r2)
        guard det.isFinite, scale > 0, abs(det) > 1e-14 * scale else { return nil }
        let inv = 1 / det
        // [px py 1] · H⁻¹: column 0 is layer x·k, column 1 layer y·k, column 2 is k = 1/W.
        func row(_ c: SIMD3<Double>) -> ProjectiveRow { ProjectiveRow(a: c.x * inv, b: c.y * inv, c: c.z * inv) }
        return (row(c0), row(c1), row(c2))
    }
}

extension ProjectiveRow {
    /// `self·k + other·l`, row by row.
    @inline(__always)
    func combined(_ k: Double, _ other: ProjectiveRow, _ l: Double) -> ProjectiveRow {
        ProjectiveRow(a: a * k + other.a * l, b: b * k + other.b * l, c: c * k + other.c * l)
    }
}
