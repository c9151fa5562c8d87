extension Int {
    /// `value` rounded toward zero, as `Int(value)` does, but never trapping: NaN gives 0,
    /// and values beyond Int's range (±∞ included) give `Int.min` or `Int.max`.
    ///
    /// `Int(_:)` from a `Double` stops the program for NaN, ±∞ and |value| ≥ 2⁶³; a pixel
    /// index computed from odd geometry must not (docs/conventions.md, "Odd numbers"). Round
    /// first (`rounded(.down)`, `rounded(.up)`) where another rule is wanted.
    @inlinable
    public init(saturating value: Double) {
        // 2⁶³ = -Int.min is exact in a Double; Int.max (2⁶³ − 1) is not, so compare with it.
        if value >= 0x1p63 {
            self = .max
        } else if value >= -0x1p63 {
            self = Int(value)
        } else {
            self = value.isNaN ? 0 : .min
        }
    }

    /// `value` rounded toward zero and clamped to `range`; NaN counts as 0 (then clamped),
    /// as colours count NaN as 0. Never traps.
    @inlinable
    public init(saturating value: Double, in range: ClosedRange<Int>) {
        self = Swift.min(Swift.max(Int(saturating: value), range.lowerBound), range.upperBound)
    }
}
