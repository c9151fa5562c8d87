/// The projective map from a layer's plane to the screen, and its inverse.
///
/// A layer point (x, y, 0, 1) goes to homogeneous screen coordinates
/// [X Y W] = [x y 1] · H, with H the rows/columns (1, 2, 4) of the 4×4 transform. The
/// inverse gives, for any pixel centre (px, py), [x y 1]/W = [px py 1] · H⁻¹: the exact
/// layer point under the pixel (what a ray–plane intersection would find), from three
/// plane equations that are linear in px and py. Dividing two of them by the third
/// is the whole of perspective-correct interpolation.
struct Homography {
    /// Row-major 3×3: `h[r][c]`.
    var h: [[Double]]

    init(_ m: Matrix4) {
        h = [[m.m11, m.m12, m.m14], [m.m21, m.m22, m.m24], [m.m41, m.m42, m.m44]]
    }

    /// Rows for layer x, layer y and the common denominator, as linear functions of the
    /// pixel centre; nil when the layer is edge-on (the map is singular).
    var inverse: (x: ProjectiveRow, y: ProjectiveRow, q: ProjectiveRow)? {
        let a = h
        let c00 = a[1][1] * a[2][2] - a[1][2] * a[2][1]
        let c01 = a[1][2] * a[2][0] - a[1][0] * a[2][2]
        let c02 = a[1][0] * a[2][1] - a[1][1] * a[2][0]
        let det = a[0][0] * c00 + a[0][1] * c01 + a[0][2] * c02
        // Singular relative to each row's own size (Hadamard: |det| ≤ |r0|·|r1|·|r2|), so the
        // test ignores the layer's units and how far it is translated. One magnitude for all
        // nine entries made any layer translated more than ~46 000 px "singular" (1e-14·m³ > 1).
        let rows = a.map { row in row.reduce(0) { Swift.max($0, abs($1)) } }
        let scale = rows[0] * rows[1] * rows[2]
        guard det.isFinite, scale > 0, abs(det) > 1e-14 * scale else {
            return nil
        }
        let inv = 1 / det
        // Inverse = adjugate / det; adj[r][c] = cofactor[c][r].
        let i00 = c00 * inv
        let i01 = (a[0][2] * a[2][1] - a[0][1] * a[2][2]) * inv
        let i02 = (a[0][1] * a[1][2] - a[0][2] * a[1][1]) * inv
        let i10 = c01 * inv
        let i11 = (a[0][0] * a[2][2] - a[0][2] * a[2][0]) * inv
        let i12 = (a[0][2] * a[1][0] - a[0][0] * a[1][2]) * inv
        let i20 = c02 * inv
        let i21 = (a[0][1] * a[2][0] - a[0][0] * a[2][1]) * inv
        let i22 = (a[0][0] * a[1][1] - a[0][1] * a[1][0]) * inv
        // [px py 1] · inv: column 0 is layer x·k, column 1 layer y·k, column 2 is k = 1/W.
        return (ProjectiveRow(a: i00, b: i10, c: i20),
                ProjectiveRow(a: i01, b: i11, c: i21),
                ProjectiveRow(a: i02, b: i12, c: i22))
    }
}

extension ProjectiveRow {
    /// `self·k + other·l`, row by row.
    @inline(__always)
    func combined(_ k: Double, _ other: ProjectiveRow, _ l: Double) -> ProjectiveRow {
        ProjectiveRow(a: a * k + other.a * l, b: b * k + other.b * l, c: c * k + other.c * l)
    }
}
