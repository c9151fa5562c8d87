/// The one rule every mode's art sets words by, and the bar that stands in for them.
///
/// Words start at the size the design asks for and shrink in 8 % steps (at most 24)
/// until every line fits its width; below the smallest size a caller can read, or with no
/// text rasterizer at all, a soft rounded bar about as long as the words stands in, so a
/// picture keeps its layout.
public enum TextFit {
    /// Each step's factor: 8 % smaller.
    public static let step = 0.92
    /// At most this many steps (0.92²⁴ ≈ 0.135 of the asked size).
    public static let maximumSteps = 24

    /// The size at which every one of `lines` fits `width` pixels: `pointSize`, or
    /// smaller in steps; nil when that goes below `smallest` pixels.
    public static func pointSize(of lines: [String], from pointSize: Double, bold: Bool, width: Double,
                                 smallest: Double, in text: any TextRasterizing) -> Double? {
        var size = pointSize
        guard size >= smallest else { return nil }
        func widest(_ size: Double) -> Int { lines.map { text.size(of: $0, pointSize: size, bold: bold).width }.max() ?? 0 }
        var measured = widest(size)
        for _ in 0..<maximumSteps where Double(measured) > width && size >= smallest {
            size *= step
            measured = widest(size)
        }
        return size >= smallest ? size : nil
    }

    /// The placeholder bar's length for `string` at `size`: about as long as the words
    /// (0.58 of the size a character, 0.66 bold), at most `maxWidth`.
    public static func placeholderLength(of string: String, size: Double, bold: Bool = false,
                                         maxWidth: Double = .infinity) -> Double {
        Swift.min(Double(string.count) * size * (bold ? 0.66 : 0.58), maxWidth)
    }

    /// The placeholder bar's thickness as a fraction of the text size.
    public static let placeholderThickness = 0.55
    /// The placeholder bar's opacity as a fraction of the text colour's.
    public static let placeholderOpacity = 0.45
}
