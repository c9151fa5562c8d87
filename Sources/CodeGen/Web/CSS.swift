import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import Scenes
#endif

/// How the web page writes numbers, lengths, angles, colours and transforms: one place, so
/// every mode's page prints the same way (short, exact enough for sub-pixel placement).
public enum CSS {
    /// A number with at most 6 decimals, trailing zeros dropped ("0.25", "-3", "0").
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = DecimalText.fixed(value, places: 6)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Pixels: "12.5px".
    public static func px(_ value: Double) -> String { number(value) + "px" }
    /// Seconds: "0.3s".
    public static func seconds(_ value: Double) -> String { number(value) + "s" }
    /// Degrees from radians: "90deg".
    public static func degrees(radians: Double) -> String { number(radians * 180 / .pi) + "deg" }
    /// A percentage from a fraction: "50%".
    public static func percent(_ fraction: Double) -> String { number(fraction * 100) + "%" }

    /// `rgba(r, g, b, a)` with 0…255 channels (fractions kept) and the alpha clamped to [0, 1].
    public static func color(_ c: Color) -> String {
        func channel(_ v: Double) -> String { number(Swift.min(Swift.max(v, 0), 1) * 255) }
        return "rgba(\(channel(c.r)), \(channel(c.g)), \(channel(c.b)), \(number(Swift.min(Swift.max(c.a, 0), 1))))"
    }

    /// `matrix3d(…)` of a Core Animation matrix: `CATransform3D`'s m11…m44 (row vectors) are
    /// CSS's column-major arguments in the same order, the same matrix.
    public static func matrix(_ m: Matrix4) -> String {
        let values = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                      m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
        return "matrix3d(" + values.map(number).joined(separator: ", ") + ")"
    }

    /// The CSS `linear-gradient` drawing `gradient` over a `width`×`height` box as Raster
    /// does: the parameter runs from `start` to `end` (unit points of the box) in pixels,
    /// constant across. CSS places stops on a line through the centre at the gradient's
    /// angle, |w·sin θ| + |h·cos θ| long, so each of ours is moved to where our start and end
    /// project onto it.
    public static func gradient(_ gradient: LinearGradient, width: Double, height: Double) -> String {
        let start = gradient.start * SIMD2(width, height), end = gradient.end * SIMD2(width, height)
        var d = end - start
        if d.x == 0 && d.y == 0 { d = [0, 1] }
        let length = (d.x * d.x + d.y * d.y).squareRoot()
        let u = d / length
        // CSS angles: 0deg points up (−y), 90deg right (+x).
        let angle = atan2Degrees(u.x, -u.y)
        let lineLength = abs(width * u.x) + abs(height * u.y)
        let centre = SIMD2(width / 2, height / 2)
        func along(_ p: SIMD2<Double>) -> Double {
            lineLength > 0 ? ((p - centre) * u).sum() / lineLength + 0.5 : 0.5
        }
        let (s, e) = (along(start), along(end))
        let stops = gradient.stops.map { stop in
            color(stop.color) + " " + percent(s + (e - s) * stop.location)
        }
        return "linear-gradient(\(number(angle))deg, " + (stops.count == 1 ? [stops[0], stops[0]] : stops)
            .joined(separator: ", ") + ")"
    }

    /// atan2 in degrees, in [0, 360).
    private static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        var a = atan2(y, x) * 180 / .pi
        if a < 0 { a += 360 }
        return a
    }
}
