import Motion

/// A curve the tuning panel draws beside a mode's settings: evenly spaced samples, the
/// range they are drawn in, and a line saying what to read off it.
public struct SettingPlot: Sendable, Equatable {
    public var title: String
    public var values: [Double]
    public var range: ClosedRange<Double>
    public var caption: String

    public init(title: String, values: [Double], range: ClosedRange<Double>, caption: String) {
        self.title = title
        self.values = values
        self.range = range
        self.caption = caption
    }

    /// A timing curve's progress over its duration, 0…1 in 64 steps; a curve that
    /// overshoots is drawn whole.
    public static func curve(_ curve: TimingFunction, title: String) -> SettingPlot {
        let values = (0...64).map { curve.value(at: Double($0) / 64) }
        let low = Swift.min(0, values.min() ?? 0), high = Swift.max(1, values.max() ?? 1)
        let preset = TimingFunction.presets.contains { $0.curve == curve }
        return SettingPlot(title: title, values: values, range: low...high,
                           caption: (preset ? "Core Animation's " : "control points ") + curve.settingText)
    }
}
