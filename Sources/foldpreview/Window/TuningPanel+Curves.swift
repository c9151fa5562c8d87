import ImGuiBridge
import Motion
import Raster
import Scenes

/// The panel's editor of a timing curve: a Bézier whose two control points drag, or a spring
/// whose response and damping fraction slide, with its response plotted; Core Animation's
/// presets and a spring one click each under it. Both draw progress over the fraction of
/// the curve's own duration (a Bézier's is the mode's, a spring's its settling time), so A/B's
/// curve, either kind, lies dashed under B's on the same axes.
extension TuningPanel {
    /// Control points and a spring's numbers are kept to three decimals, as a person would
    /// type them.
    static let curvePlaces = 1000.0
    /// Points A's curve is drawn through under B's, and a spring's response is plotted with.
    static let curveSamples = 97
    /// The spring a Bézier becomes at the spring button: SwiftUI's `.spring()`, response
    /// 0.55 s and damping fraction 0.825.
    static let startingSpring = SpringCurve(response: 0.55, dampingFraction: 0.825)

    /// `setting`'s curve as its editor, its presets and what it is; `marker` is the fraction
    /// of the curve's duration the running animation has gone; A/B's `reference` settings'
    /// curve, when given, is drawn dashed under it. Returns why a change was refused, if one
    /// was. A curve setting holds a `TimingCurve` (a Bézier or a spring) or, where the mode
    /// takes only a Bézier, a `TimingFunction`.
    func curveEditor(_ setting: any AnySetting, settings: inout SettingValues, reference: SettingValues?,
                     marker: Double?) -> String? {
        let value = setting.value(in: settings)
        let takesSpring = value is TimingCurve
        guard let timing = (value as? TimingCurve) ?? (value as? TimingFunction).map(TimingCurve.bezier) else { return nil }
        let under = reference.flatMap { values -> TimingCurve? in
            let other = setting.value(in: values)
            return (other as? TimingCurve) ?? (other as? TimingFunction).map(TimingCurve.bezier)
        }
        igb_push_id(setting.name + ".editor")
        defer { igb_pop_id() }
        var refusal: String?
        func assign(_ curve: TimingCurve) {
            let given: any SettingValue = takesSpring ? curve : (curve.bezier ?? .linear)
            refusal = Self.assign(given, to: setting, in: &settings)
        }
        let x = marker.map { min(max($0, 0), 1) } ?? 0
        switch timing {
        case .bezier(let curve):
            if let moved = bezierArea(curve, under: under, marker: marker.map { _ in x }) { assign(.bezier(moved)) }
        case .spring(let spring):
            if let moved = springArea(spring, under: under, marker: marker.map { _ in x }) { assign(.spring(moved)) }
        }
        for (index, preset) in TimingFunction.presets.enumerated() {
            if index > 0 { igb_same_line() }
            let label = timing == .bezier(preset.curve) ? "[\(preset.name)]" : preset.name
            if igb_small_button(label) { assign(.bezier(preset.curve)) }
        }
        // The spring on a line of its own: with the five presets it would not fit the panel.
        if takesSpring, igb_small_button(timing.spring == nil ? "spring" : "[spring]"), timing.spring == nil {
            assign(.spring(Self.startingSpring))
        }
        if takesSpring { igb_same_line() }
        igb_text_wrapped(SettingPlot.caption(of: timing)
                         + (timing.spring == nil ? "" : "; its own time, not the mode's duration"))
        return refusal
    }

    /// The Bézier with its control points to drag; the moved curve, if a point moved.
    private func bezierArea(_ curve: TimingFunction, under: TimingCurve?, marker: Double?) -> TimingFunction? {
        var points = [curve.x1, curve.y1, curve.x2, curve.y2].map(Float.init)
        let reference = under.map { Self.points(of: $0) }
        let x = marker ?? 0
        let moved = Self.withOptionalBuffer(reference) { reference in
            igb_curve_editor("curve", &points, reference.baseAddress, Int32(reference.count / 2), marker != nil, Float(x),
                             Float(curve.value(at: x)), Float(width - 24), 150)
        }
        guard moved else { return nil }
        // The drag stops at the edges of the y range the setting takes (x is already 0…1).
        let y = TimingFunction.settingYRange
        let rounded = points.enumerated().map { index, point in
            let place = (Double(point) * Self.curvePlaces).rounded() / Self.curvePlaces
            return index % 2 == 1 ? min(max(place, y.lowerBound), y.upperBound) : place
        }
        return TimingFunction(controlPoints: rounded[0], rounded[1], rounded[2], rounded[3])
    }

    /// The spring's response over its settling time, A's curve dashed under it, and a slider
    /// each for its response and damping fraction (logarithmic: both ranges span hundreds of
    /// times their low end); the new spring, if one moved.
    private func springArea(_ spring: SpringCurve, under: TimingCurve?, marker: Double?) -> SpringCurve? {
        let values = Self.samples(of: .spring(spring))
        let reference = under.map { Self.samples(of: $0) }
        let all = values + (reference ?? [])
        let low = min(-0.05, (all.min() ?? 0) - 0.05), high = max(1.05, (all.max() ?? 1) + 0.05)
        values.withUnsafeBufferPointer { buffer in
            Self.withOptionalBuffer(reference) { reference in
                igb_plot("##spring", buffer.baseAddress, Int32(buffer.count), reference.baseAddress, Int32(reference.count),
                         low, high, Float(width - 24), 120, marker != nil, Float(marker ?? 0))
            }
        }
        var response = spring.response, damping = spring.dampingFraction
        let responses = TimingCurve.springResponseRange, dampings = TimingCurve.springDampingRange
        igb_item_width(controlWidth)
        var moved = igb_slider_double("response (s)", &response, responses.lowerBound, responses.upperBound, true, "%.3g")
        if igb_item_hovered() { igb_tooltip("the undamped spring's period: larger is slower\n" + Self.sliderHint) }
        igb_item_width(controlWidth)
        moved = igb_slider_double("damping fraction", &damping, dampings.lowerBound, dampings.upperBound, true, "%.3g") || moved
        if igb_item_hovered() { igb_tooltip("1 is critically damped; below 1 overshoots and comes back\n" + Self.sliderHint) }
        guard moved else { return nil }
        func rounded(_ value: Double, in range: ClosedRange<Double>) -> Double {
            min(max((value * Self.curvePlaces).rounded() / Self.curvePlaces, range.lowerBound), range.upperBound)
        }
        return SpringCurve(response: rounded(response, in: responses), dampingFraction: rounded(damping, in: dampings))
    }

    /// `curve`'s progress at `curveSamples` evenly spaced fractions of its own duration.
    static func samples(of curve: TimingCurve) -> [Float] {
        (0..<curveSamples).map { Float(curve.value(at: Double($0) / Double(curveSamples - 1))) }
    }

    /// `curve` as (fraction, progress) points one after another, as the curve editor takes A's.
    static func points(of curve: TimingCurve) -> [Float] {
        samples(of: curve).enumerated().flatMap { [Float($0.offset) / Float(curveSamples - 1), $0.element] }
    }
}
