import Raster

extension Matrix4 {
    /// The projection a plain (non-transform) layer applies to its sublayers: it keeps
    /// x, y and w and drops z, homogeneous (X, Y, Z, W) → (X, Y, 0, W). Row-vector
    /// convention, so `m · .flattening` zeroes the third output column of `m`, and
    /// `.flattening · m` zeroes the third row of `m` (z input ignored).
    ///
    /// This is why `CATransformLayer` exists: a plain `CALayer` renders its sublayers
    /// into its own plane, so their depths no longer affect each other's projection.
    public static let flattening = Matrix4(m11: 1, m12: 0, m13: 0, m14: 0,
                                           m21: 0, m22: 1, m23: 0, m24: 0,
                                           m31: 0, m32: 0, m33: 0, m34: 0,
                                           m41: 0, m42: 0, m43: 0, m44: 1)

    /// The sign-carrying determinant of the plane-to-screen homography
    /// (x, y, 1) → (X, Y, W): rows x, y and the translation, columns X, Y, W.
    ///
    /// The Jacobian of (x, y) → (X/W, Y/W) is `planeDeterminant / W³`, so wherever the
    /// plane is in front of the eye (W > 0) the projected orientation has the sign of this
    /// value: positive = the layer's front faces the viewer (TL → TR → BR → BL clockwise on
    /// a y-down screen), negative = its back does. It needs no division, so it stays
    /// meaningful when some corners have w ≤ 0. Zero means edge-on.
    public var planeDeterminant: Double {
        m11 * (m22 * m44 - m24 * m42)
            - m12 * (m21 * m44 - m24 * m41)
            + m14 * (m21 * m42 - m22 * m41)
    }
}
