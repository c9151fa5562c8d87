/// Numbers as decimal text without Foundation: the one formatter of the HUD lines, the
/// benchmark's table, the draw list's JSON and the settings' values.
public enum DecimalText {
    /// `value` with exactly `places` digits after the point, rounded half away from zero
    /// ("0.250", "-1.57"; "-0" never: a value that rounds to zero has no sign). Values too
    /// large for fixed digits (|value|·10^places ≥ 1.8e19, or places > 19) and non-finite
    /// ones print as Swift prints them ("1e+300", "nan", "inf").
    public static func fixed(_ value: Double, places: Int) -> String {
        let places = Swift.max(0, places)
        guard value.isFinite else { return "\(value)" }
        // Digits are counted in UInt64 (at most about 1.8e19): 10^20 already does not fit.
        var scale = 1.0
        for _ in 0..<Swift.min(places, 20) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1.8e19, scale < 1.8e19 else { return "\(value)" }
        let units = UInt64(scaled), unit = UInt64(scale)
        let whole = units / unit, fraction = units % unit
        var digits = places > 0 ? String(fraction) : ""
        if digits.count < places { digits = String(repeating: "0", count: places - digits.count) + digits }
        let sign = value < 0 && units != 0 ? "-" : ""
        return sign + String(whole) + (places > 0 ? "." + digits : "")
    }

    /// `value` in the fewest digits that read back to it exactly ("0.3", "4", "-0.314",
    /// "12.958859526974946"): Swift's shortest round-trip form without a trailing ".0".
    /// Non-finite values print as "0" (callers keep to finite values).
    public static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
