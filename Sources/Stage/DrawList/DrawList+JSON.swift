import Raster

extension DrawList {
    /// The `--dump` inspector format (the README's `--dump`), in draw order:
    ///
    ///     {"size": [w, h], "layers": [{"name": "B", "corners": [[x, y, w], …], "opacity": 1.0}, …]}
    ///
    /// Corners are TL, TR, BR, BL of the layer's own bounds: x, y in screen pixels
    /// (X/W, Y/W) and w the homogeneous W. A fused overlay is listed right after its parent
    /// with the parent's corners and its own effective opacity (parent × overlay).
    ///
    /// A corner with w ≤ 0 (at or behind the eye) has no pixel position; it is written as
    /// the raw homogeneous X, Y with its w, so a reader can tell by the sign of w.
    /// Numbers have 6 decimals; non-finite values never appear (NaN → 0, ±∞ → ±1e300).
    public func json() -> String {
        var out = "{\"size\": [\(size.x), \(size.y)], \"layers\": ["
        var first = true
        func entry(_ name: String, _ corners: [SIMD4<Double>], _ opacity: Double) {
            if !first { out += ", " }
            first = false
            out += "{\"name\": "
            JSONText.appendString(name, to: &out)
            out += ", \"corners\": ["
            for (i, c) in corners.enumerated() {
                let (x, y) = c.w > 0 ? (c.x / c.w, c.y / c.w) : (c.x, c.y)
                out += i == 0 ? "[" : ", ["
                out += Self.number(x) + ", " + Self.number(y) + ", " + Self.number(c.w) + "]"
            }
            out += "], \"opacity\": " + Self.number(opacity) + "}"
        }
        for item in items {
            let corners = item.primitive.homogeneousCorners
            entry(item.name, corners, item.primitive.opacity)
            if let overlay = item.primitive.overlay {
                entry(item.overlayName ?? "", corners, item.primitive.opacity * overlay.opacity)
            }
        }
        out += "]}"
        return out
    }

    /// `value` in fixed notation with 6 decimals ("-12.500000"), always a valid, finite JSON
    /// number (NaN as 0, infinities as ±1e300); magnitudes past fixed digits use Swift's
    /// shortest exponent form ("1e+300").
    static func number(_ value: Double) -> String {
        var v = value
        if v.isNaN { v = 0 }
        if v.isInfinite { v = v < 0 ? -1e300 : 1e300 }
        return DecimalText.fixed(v, places: 6)
    }
}

/// JSON text for the few places that write it by hand (the draw list, settings presets).
public enum JSONText {
    /// Appends `s` as a JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else as UTF-8.
    public static func appendString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// `s` as a JSON string literal.
    public static func string(_ s: String) -> String {
        var out = ""
        appendString(s, to: &out)
        return out
    }
}
