import Motion
import Scenes

/// An animation's timing on the page: a cubic Bézier (`cubic-bezier()`, exact), or a curve
/// sampled into CSS `linear()` stops (a spring), with the stops' own times.
public enum WebEasing {
    /// `cubic-bezier(x1, y1, x2, y2)`: CSS draws the same curve as Core Animation.
    case curve(TimingFunction)
    /// `linear(v 0%, v t%, …)`: output values (0 = from, 1 = to; a spring overshoots past 1)
    /// at input times in [0, 1], straight between.
    case stops([(time: Double, value: Double)])
    /// `step-end`: the first keyframe until the end, then the last (a switch at a moment:
    /// with a zero duration, at the animation's delay).
    case stepEnd

    /// The easing for `curve` over an animation of `curve.duration(nominal:)`: a Bézier
    /// exactly, a spring sampled into `linear()` stops within 0.4 % of the travel (inside the
    /// half a percent a person could see), sampled at least 400 times a swing.
    public static func timing(_ curve: TimingCurve) -> WebEasing {
        switch curve {
        case .bezier(let bezier):
            return .curve(bezier)
        case .spring(let spring):
            let swings = spring.settlingDuration / spring.response
            return sampled(tolerance: springTolerance, resolution: Swift.max(2000, Int(swings * 400))) { x in
                x < 1 ? spring.value(at: x * spring.settlingDuration) : 1
            }
        }
    }

    /// How far a spring's `linear()` stops may stray from it, in units of the travel.
    public static let springTolerance = 0.004

    /// The `animation-timing-function` value.
    public var css: String {
        switch self {
        case .curve(let f):
            if f == .linear { return "linear" }
            return "cubic-bezier(" + [f.x1, f.y1, f.x2, f.y2].map(CSS.number).joined(separator: ", ") + ")"
        case .stepEnd:
            return "step-end"
        case .stops(let stops):
            return "linear(" + stops.map { CSS.number($0.value) + " " + CSS.percent($0.time) }.joined(separator: ", ") + ")"
        }
    }

    /// `curve` over [0, 1] (0 at 0; its value at 1 need not be 1) as `linear()` stops,
    /// straight lines that stay within `tolerance` of it (a fraction of the travel, the
    /// curve's value range from 0 to 1) everywhere: greedy, each segment as long as the
    /// curve, checked at `resolution` points per unit, lets it be. CSS prints values to 6
    /// decimals, a rounding far inside any useful tolerance.
    ///
    /// Linear in `resolution` (a slow spring asks for hundreds of thousands of samples): a
    /// chord from sample s to sample e has the slope (v[e] − v[s]) / (e − s), and it passes
    /// within `tolerance` of sample i exactly when that slope lies in
    /// [(v[i] − tolerance − v[s]) / (i − s), (v[i] + tolerance − v[s]) / (i − s)]. The
    /// intersection of those windows over the samples between is kept as the segment grows,
    /// so each new end is checked against every sample between at once.
    public static func sampled(tolerance: Double, resolution: Int = 2000,
                               _ curve: (Double) -> Double) -> WebEasing {
        let n = Swift.max(resolution, 2)
        let values = (0...n).map { curve(Double($0) / Double(n)) }
        var stops: [(time: Double, value: Double)] = [(0, values[0])]
        var start = 0
        while start < n {
            // The longest segment from `start` whose chord stays within tolerance.
            let origin = values[start]
            var low = -Double.infinity, high = Double.infinity
            var end = start + 1
            while end < n {
                // `end` becomes a sample between: the chord must pass within tolerance of it.
                let run = Double(end - start)
                low = Swift.max(low, (values[end] - tolerance - origin) / run)
                high = Swift.min(high, (values[end] + tolerance - origin) / run)
                let next = end + 1
                let slope = (values[next] - origin) / Double(next - start)
                if !(slope >= low && slope <= high) { break }
                end = next
            }
            stops.append((Double(end) / Double(n), values[end]))
            start = end
        }
        return .stops(stops)
    }

    /// The value this easing gives at input `x` in [0, 1] (the stops straight between, as CSS
    /// draws them; a curve as Motion's timing function does).
    public func value(at x: Double) -> Double {
        switch self {
        case .curve(let f): return f.value(at: x)
        case .stepEnd: return x < 1 ? 0 : 1
        case .stops(let stops):
            guard let first = stops.first else { return x }
            if x <= first.time { return first.value }
            for i in 1..<stops.count where x <= stops[i].time {
                let (a, b) = (stops[i - 1], stops[i])
                let span = b.time - a.time
                return span > 0 ? a.value + (b.value - a.value) * (x - a.time) / span : b.value
            }
            return stops[stops.count - 1].value
        }
    }
}
