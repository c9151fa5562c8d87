/// A 4×4 transform in Core Animation's convention (`CATransform3D`): points are row
/// vectors multiplied on the left, `p' = p · M`, so `a * b` applies `a` first, then `b`.
///
/// Perspective lives in `m34`: with `m34 = -1/d`, a point at depth z gets
/// `w = 1 + z·m34 = 1 - z/d` and lands at `(x/w, y/w)`; +z points toward the viewer.
public struct Matrix4: Sendable, Hashable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Matrix4(m11: 1, m12: 0, m13: 0, m14: 0,
                                         m21: 0, m22: 1, m23: 0, m24: 0,
                                         m31: 0, m32: 0, m33: 1, m34: 0,
                                         m41: 0, m42: 0, m43: 0, m44: 1)

    /// `CATransform3DMakeTranslation`.
    public static func translation(_ x: Double, _ y: Double, _ z: Double = 0) -> Matrix4 {
        var m = identity
        m.m41 = x; m.m42 = y; m.m43 = z
        return m
    }

    /// `CATransform3DMakeScale`.
    public static func scale(_ x: Double, _ y: Double, _ z: Double = 1) -> Matrix4 {
        var m = identity
        m.m11 = x; m.m22 = y; m.m33 = z
        return m
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: `angle` in radians about the axis
    /// (x, y, z), which need not be normalised (a zero axis gives the identity).
    /// About x this maps `y' = y cos θ − z sin θ`, `z' = y sin θ + z cos θ`.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, angle.isFinite else { return identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Matrix4(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Rotation about the x axis (`transform.rotation.x`).
    public static func rotationX(_ angle: Double) -> Matrix4 { rotation(angle, 1, 0, 0) }
    /// Rotation about the y axis (`transform.rotation.y`).
    public static func rotationY(_ angle: Double) -> Matrix4 { rotation(angle, 0, 1, 0) }
    /// Rotation about the z axis (`transform.rotation.z`).
    public static func rotationZ(_ angle: Double) -> Matrix4 { rotation(angle, 0, 0, 1) }

    /// The identity with `m34` set: perspective with eye distance `-1/m34` (0 = none).
    public static func perspective(m34: Double) -> Matrix4 {
        var m = identity
        m.m34 = m34
        return m
    }

    /// `CATransform3DConcat(a, b)`: `a` applied first, then `b`.
    public static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
        Matrix4(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `p · M` for the point (x, y, z, 1): homogeneous (X, Y, Z, W).
    @inlinable public func apply(_ x: Double, _ y: Double, _ z: Double = 0) -> SIMD4<Double> {
        SIMD4(x * m11 + y * m21 + z * m31 + m41,
              x * m12 + y * m22 + z * m32 + m42,
              x * m13 + y * m23 + z * m33 + m43,
              x * m14 + y * m24 + z * m34 + m44)
    }

    /// The point (x, y, z) mapped and divided by w: (x/w, y/w, z/w).
    public func project(_ x: Double, _ y: Double, _ z: Double = 0) -> SIMD3<Double> {
        let p = apply(x, y, z)
        return SIMD3(p.x / p.w, p.y / p.w, p.z / p.w)
    }

    /// True when every entry is finite.
    public var isFinite: Bool {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
            .allSatisfy(\.isFinite)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
