import Foundation
import Scenes

/// How the panel's number sliders move: the one rule for a setting's row and a list's
/// sliders (`+Editors`).
extension TuningPanel {
    /// How a number setting's slider moves over its range.
    struct SliderScale: Equatable {
        /// True when the slider moves logarithmically (ImGui's logarithmic slider).
        let logarithmic: Bool
        /// Its printf format: how the value shows, and for a logarithmic slider over 0 the
        /// smallest step it tells from 0 (ImGui reads the format's precision).
        let format: String
    }

    /// How many times its typical value a range may span and still slide linearly: beyond,
    /// a slider pixel would jump over the values people use.
    static let linearSpan = 100.0

    /// The slider for `setting`, a number or a list of numbers, whose range is `range`:
    /// logarithmic when the range is wide (durations 0.01…10 s: the upper bound over 100
    /// times the lower), so small values get their share of the slider. A range from 0 (or
    /// across it) is wide when it spans over 100 times the setting's default (speeds
    /// 0…100000 pt/s about 125); its slider then starts a hundredth of the default from 0,
    /// which sets the places it shows (page.flickSpeed in whole points, page.eyeDistance in
    /// hundredths).
    static func sliderScale(for setting: any AnySetting, range: ClosedRange<Double>) -> SliderScale {
        let linear = SliderScale(logarithmic: false, format: "%.4g")
        if range.lowerBound > 0 {
            return range.upperBound / range.lowerBound > linearSpan ? SliderScale(logarithmic: true, format: "%.4g") : linear
        }
        let initial = setting.value(in: SettingValues())
        let typical = abs((initial as? Double) ?? (initial as? [Double])?.first ?? 0)
        let reach = max(abs(range.lowerBound), abs(range.upperBound))
        guard typical > 0, reach / typical > linearSpan else { return linear }
        let places = max(0, Int((-log10(typical / linearSpan)).rounded(.up)))
        return SliderScale(logarithmic: true, format: "%.\(places)f")
    }

    /// A number slider's tooltip: the setting's summary, and how to move it finely or type
    /// a value.
    static func sliderTooltip(_ summary: String) -> String {
        summary + "\n" + sliderHint
    }

    /// What every number slider also does (the bridge's fine steps, ImGui's typed entry).
    static let sliderHint = "shift-drag: fine steps · ctrl-click: type a value"
}
