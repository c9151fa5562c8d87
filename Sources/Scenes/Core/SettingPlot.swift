import Motion
import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture of a mode's timing that the tuning panel draws beside its settings, beyond
/// each timing curve's own editor: a line over time (pop's release) or a timeline of bars
/// (the cell's fold steps, the board's pieces). Its x axis runs over `span` seconds; the
/// scene's `plotMarkers[key]` says where the running animation stands on it.
public struct SettingPlot: Sendable, Equatable {
    /// One piece of a timeline: a row named `label`, busy from `start` for `length`
    /// seconds; `split`, when given, marks where inside it one half hands over to the next.
    public struct Bar: Sendable, Equatable {
        public var label: String
        public var start: Double
        public var length: Double
        public var split: Double?

        public init(_ label: String, start: Double, length: Double, split: Double? = nil) {
            self.label = label
            self.start = start
            self.length = length
            self.split = split
        }

        public var end: Double { start + length }
    }

    public enum Shape: Sendable, Equatable {
        /// Evenly spaced samples over the span, drawn within `range`.
        case line(values: [Double], range: ClosedRange<Double>)
        /// One row per bar, over the span.
        case bars([Bar])
    }

    /// What the scene's marker names this plot by.
    public var key: String
    public var title: String
    public var shape: Shape
    /// The x axis's length, seconds.
    public var span: Double
    /// A line saying what to read off the plot.
    public var caption: String

    public init(key: String, title: String, shape: Shape, span: Double, caption: String) {
        self.key = key
        self.title = title
        self.shape = shape
        self.span = span.isFinite && span > 0 ? span : 1
        self.caption = caption
    }

    /// A line plot's samples; empty for bars.
    public var values: [Double] {
        if case .line(let values, _) = shape { return values }
        return []
    }

    /// A timeline's bars; empty for a line.
    public var bars: [Bar] {
        if case .bars(let bars) = shape { return bars }
        return []
    }

    /// A timeline of `bars` whose span is the last bar's end.
    public static func timeline(key: String, title: String, bars: [Bar], caption: String) -> SettingPlot {
        SettingPlot(key: key, title: title, shape: .bars(bars), span: bars.map(\.end).max() ?? 1, caption: caption)
    }

    /// What a timing curve's editor says under it: Core Animation's preset it is, or its
    /// control points.
    public static func caption(of curve: TimingFunction) -> String {
        let preset = TimingFunction.presets.first { $0.curve == curve }
        return preset.map { "Core Animation's " + $0.name } ?? "control points " + curve.settingText
    }

    /// What a timing curve's editor says under it: a Bézier as above; a spring's two numbers,
    /// its regime, how far it overshoots and when it settles, e.g. "spring: response 0.5 s,
    /// damping fraction 0.8 (underdamped: overshoots 1.5 %), settles in 0.83 s".
    public static func caption(of timing: TimingCurve) -> String {
        switch timing {
        case .bezier(let curve):
            return caption(of: curve)
        case .spring(let spring):
            let zeta = spring.dampingFraction
            let regime: String
            if zeta < 1 {
                // The first peak, at t = π/ω_d, is the highest: x = 1 + e^(−ζπ/√(1 − ζ²)).
                let overshoot = exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
                regime = "underdamped: overshoots \(DecimalText.fixed(overshoot * 100, places: 1)) %"
            } else {
                regime = zeta == 1 ? "critically damped" : "overdamped"
            }
            return "spring: response \(DecimalText.shortest(spring.response)) s, damping fraction "
                + "\(DecimalText.shortest(zeta)) (\(regime)), settles in \(DecimalText.fixed(spring.settlingDuration, places: 2)) s"
        }
    }
}
