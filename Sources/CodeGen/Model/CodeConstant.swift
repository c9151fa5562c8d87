import Motion
import Raster
import Scenes

/// One value of a mode's tuned code as every backend declares it: its name, the kind of
/// quantity it is (which decides its type and unit on each platform), its value and the
/// original's, and what it is. A mode lists its constants once (`ModeCode.constants`); the
/// UIKit, SwiftUI and Compose backends each print the same list (`Backend.tuning`).
struct CodeConstant {
    /// What a value is, which decides how each platform writes it.
    enum Kind: Equatable {
        /// Seconds: Swift `TimeInterval`; Kotlin whole milliseconds, `NAME_MILLIS`.
        case seconds
        /// A length in points (dp on Android): Swift `CGFloat`; Kotlin `Float`.
        case points
        /// A plain number of the geometry (a ratio, a power, an opacity): Swift `CGFloat`;
        /// Kotlin `Float`.
        case factor
        /// A number of the timing (a decay per millisecond): Swift `Double`; Kotlin `Float`.
        case number
        /// A whole number.
        case count
        /// A switch.
        case flag
        /// An sRGB colour: `UIColor`, SwiftUI's `Color`, Compose's `Color`.
        case colour
        /// An angle, radians: Swift `Double` radians; Kotlin `Float` degrees.
        case angle
        /// A timing curve played over `seconds` (nil: over the caller's duration): a
        /// `CAMediaTimingFunction` or a `CASpringAnimation` and its duration (UIKit), an
        /// `Animation` (SwiftUI), an `AnimationSpec<Float>` (Compose).
        case curve(seconds: Double?)
        /// A curve for `UIViewPropertyAnimator` (`UICubicTimingParameters` or
        /// `UISpringTimingParameters`) over the caller's duration; elsewhere as `curve`.
        case animatorCurve(seconds: Double?)

        /// The kind as the model's listing names it (`curve over 0.3 s`).
        var text: String {
            switch self {
            case .curve(let seconds): "curve" + (seconds.map { " over \(CodeText.number($0)) s" } ?? "")
            case .animatorCurve(let seconds): "animator curve" + (seconds.map { " over \(CodeText.number($0)) s" } ?? "")
            default: "\(self)"
            }
        }
    }

    /// A value of one of the kinds.
    enum Value: Equatable {
        /// `numbers`: a list of the kind's values (one per step), an array in Swift, a `listOf` in Kotlin.
        case number(Double), numbers([Double]), count(Int), flag(Bool), colour(Color), curve(TimingCurve)
    }

    /// The name in Swift (`deltaOffsetY`); Kotlin writes it in upper snake case (`DELTA_OFFSET_Y`).
    let name: String
    let kind: Kind
    /// The tuned value, and the original's (equal for a value that is not a setting).
    let value: Value, original: Value
    /// The original's duration of a curve whose duration is another setting that changed.
    let originalSeconds: Double?
    /// What it is: one sentence, the doc comment.
    let summary: String

    /// True when the tuned value differs from the original's.
    var isChanged: Bool { value != original || originalSeconds != nil }

    /// A setting's value.
    init(_ name: String, _ kind: Kind, _ setting: Setting<Double>, _ settings: SettingValues, _ summary: String? = nil) {
        self.init(name, kind, value: .number(settings[setting]), original: .number(setting.defaultValue),
                  summary: summary ?? setting.summary)
    }

    init(_ name: String, _ setting: Setting<Int>, _ settings: SettingValues, _ summary: String? = nil) {
        self.init(name, .count, value: .count(settings[setting]), original: .count(setting.defaultValue), summary: summary ?? setting.summary)
    }

    init(_ name: String, _ setting: Setting<Bool>, _ settings: SettingValues, _ summary: String? = nil) {
        self.init(name, .flag, value: .flag(settings[setting]), original: .flag(setting.defaultValue), summary: summary ?? setting.summary)
    }

    init(_ name: String, _ setting: Setting<Color>, _ settings: SettingValues, _ summary: String? = nil) {
        self.init(name, .colour, value: .colour(settings[setting]), original: .colour(setting.defaultValue), summary: summary ?? setting.summary)
    }

    /// A curve setting played over `duration`'s seconds (nil: the caller's); `animator` picks
    /// UIKit's property-animator parameters over Core Animation's.
    /// `share` is the part of the duration it plays over (a page turn's stage: half).
    init(_ name: String, curve setting: Setting<TimingCurve>, over duration: Setting<Double>?, share: Double = 1,
         _ settings: SettingValues, animator: Bool = false, _ summary: String? = nil) {
        let seconds = duration.map { settings[$0] * share }
        self.init(name, animator ? .animatorCurve(seconds: seconds) : .curve(seconds: seconds),
                  value: .curve(settings[setting]), original: .curve(setting.defaultValue),
                  originalSeconds: duration.flatMap { settings[$0] != $0.defaultValue ? $0.defaultValue * share : nil },
                  summary: summary ?? setting.summary)
    }

    /// A choice setting as a switch: on when the setting is `on`.
    init<Choice: Equatable>(_ name: String, _ setting: Setting<Choice>, on: Choice, _ settings: SettingValues, _ summary: String) {
        self.init(name, .flag, value: .flag(settings[setting] == on), original: .flag(setting.defaultValue == on), summary: summary)
    }

    /// A value of the preview's that no setting changes.
    init(_ name: String, _ kind: Kind, fixed value: Value, _ summary: String) {
        self.init(name, kind, value: value, original: value, summary: summary)
    }

    init(_ name: String, _ kind: Kind, value: Value, original: Value, originalSeconds: Double? = nil, summary: String) {
        self.name = name
        self.kind = kind
        self.value = value
        self.original = original
        self.originalSeconds = originalSeconds
        self.summary = summary
    }

    /// The summary as a doc sentence: capitalised, with a full stop.
    var sentence: String {
        summary.prefix(1).uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : ".")
    }

    /// `deltaOffsetY` as `DELTA_OFFSET_Y`.
    var snakeName: String {
        var out = ""
        for character in name {
            if character.isUppercase, !out.isEmpty { out += "_" }
            out += character.uppercased()
        }
        return out
    }

    /// The model's line for it: name, kind, value and the original's.
    var listing: String {
        // A spring takes its own time, whatever duration the curve's kind names.
        let kindText = value.curve?.spring != nil ? "spring, its own time" : kind.text
        let originalText = Self.text(original) + (originalSeconds.map { " over \(CodeText.number($0)) s" } ?? "")
        return "\(name) (\(kindText)) = \(Self.text(value))" + (isChanged ? " (original: \(originalText))" : "")
    }

    static func text(_ value: Value) -> String {
        switch value {
        case .number(let x): CodeText.number(x)
        case .numbers(let xs): "[" + xs.map(CodeText.number).joined(separator: ", ") + "]"
        case .count(let n): String(n)
        case .flag(let b): String(b)
        case .colour(let c): c.settingText
        case .curve(let t): t.settingText
        }
    }
}

/// The lines of a mode's `cannot` table that several modes write alike.
enum CodeLimits {
    /// "name = value (original: value)" for each of `settings` that `values` changes.
    static func changed(_ settings: [any AnySetting], in values: SettingValues) -> [String] {
        settings.filter { $0.text(in: values) != $0.defaultText }
            .map { "\($0.name) = \($0.text(in: values)) (original: \($0.defaultText))" }
    }

    /// The drag a transition's UIKit form follows and its SwiftUI and Compose containers do
    /// not (they play on a state change): nil when none of `settings` is changed.
    static func drag(_ settings: [any AnySetting], in values: SettingValues) -> String? {
        let changed = changed(settings, in: values)
        return changed.isEmpty ? nil
            : "a drag (" + changed.joined(separator: ", ") + "): the container plays on a state change; --lang uikit's transition follows a pan"
    }
}

