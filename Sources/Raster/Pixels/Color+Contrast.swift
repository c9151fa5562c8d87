#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): how legible one
/// opaque colour is on another. Text needs 4.5:1 (success criterion 1.4.3, AA), icons and
/// other meaningful graphics 3:1 (1.4.11).
extension Color {
    /// WCAG 2's relative luminance, 0 (black) … 1 (white): each sRGB channel c in [0, 1]
    /// is linearised, c/12.92 when c ≤ 0.04045, else ((c + 0.055)/1.055)^2.4, then
    /// L = 0.2126 R + 0.7152 G + 0.0722 B. Alpha is ignored (composite first); channels
    /// outside [0, 1] are clamped and NaN counts as 0, as in `pixel`.
    ///
    /// (WCAG 2.1 prints 0.03928 for the threshold, the sRGB standard 0.04045; no 8-bit
    /// value lies between them, so both give the same luminance for every pixel colour.)
    public var relativeLuminance: Double {
        func linear(_ v: Double) -> Double {
            let c = v >= 0 ? Swift.min(v, 1) : 0   // NaN fails v >= 0
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG 2's contrast ratio of two opaque colours, (L₁ + 0.05)/(L₂ + 0.05) with L₁ the
    /// lighter's relative luminance: 1 (the same) … 21 (black and white); symmetric.
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (Swift.max(la, lb) + 0.05) / (Swift.min(la, lb) + 0.05)
    }

    /// This colour with `other` laid over it at opacity `alpha` (0…1, source-over of
    /// straight colours; both treated as opaque): what a translucent mark on a flat
    /// colour looks like, for measuring its contrast.
    public func composited(_ other: Color, alpha: Double) -> Color {
        let t = alpha >= 0 ? Swift.min(alpha, 1) : 0
        return Color(r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t)
    }
}
