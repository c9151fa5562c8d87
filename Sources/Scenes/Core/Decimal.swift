/// `value` with exactly `places` digits after the point ("0.250", "-1.57"), for HUD
/// lines (Scenes has no Foundation, so no String(format:)). Non-finite values print as
/// Swift does.
func decimal(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<Swift.max(0, places) { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let unit = Int64(scale)
    let whole = scaled / unit, fraction = scaled % unit
    var digits = places > 0 ? String(fraction) : ""
    while digits.count < places { digits = "0" + digits }
    let sign = value < 0 && scaled != 0 ? "-" : ""
    return sign + String(whole) + (places > 0 ? "." + digits : "")
}
