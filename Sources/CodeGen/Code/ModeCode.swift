import Motion
import Raster
import Scenes

/// The language of `foldpreview code` and the window's Ctrl-C: the originals' own library in
/// Swift or Objective-C, self-contained code for today's frameworks (UIKit with Core
/// Animation, SwiftUI, Jetpack Compose), or a web page (`html`, built from the scene itself:
/// `CodeCatalog` gives its `WebPage`, and the command embeds the pictures it draws).
public enum CodeLanguage: String, CaseIterable, Sendable {
    case swift, objc, uikit, swiftui, compose, html
}

/// A mode's settings as iOS code for the project it came from (copy as code): each mode
/// writes the original's own calls or constants, marks every value that differs from the
/// original with a comment naming the original, and leaves out the settings that only
/// matter when changed (they appear once they are).
///
/// `CodeText` holds the shared rules: literals in either language and the comments.
struct CodeText {
    let language: CodeLanguage
    let settings: SettingValues
    private(set) var lines: [String] = []

    init(_ language: CodeLanguage, _ settings: SettingValues) {
        self.language = language
        self.settings = settings
    }

    /// True for every language written in Swift (the originals' Swift, UIKit, SwiftUI).
    var isSwift: Bool { language == .swift || language == .uikit || language == .swiftui }

    /// True when `setting`'s value differs from the original's.
    func changed<Value>(_ setting: Setting<Value>) -> Bool { settings[setting] != setting.defaultValue }

    /// " // original: X" after a changed setting's line, else nothing.
    func note<Value>(_ setting: Setting<Value>) -> String {
        changed(setting) ? " // original: " + setting.defaultValue.settingText : ""
    }

    /// The setting's value as a literal of this language.
    func literal(_ setting: Setting<Double>) -> String { Self.number(settings[setting]) }
    func literal(_ setting: Setting<Int>) -> String { String(settings[setting]) }
    func literal(_ setting: Setting<Bool>) -> String {
        isSwift ? (settings[setting] ? "true" : "false") : (settings[setting] ? "YES" : "NO")
    }
    func literal(_ setting: Setting<TimingFunction>) -> String { curve(settings[setting]) }
    /// A Bézier as `CAMediaTimingFunction`; a spring as SwiftUI names it,
    /// `spring(response:dampingFraction:)`, which the originals' code quotes in a comment (their
    /// libraries take a curve, not a spring).
    func literal(_ setting: Setting<TimingCurve>) -> String {
        switch settings[setting] {
        case .bezier(let bezier): curve(bezier)
        case .spring(let spring): Self.springText(spring)
        }
    }

    /// `spring(response: R, dampingFraction: Z)`: a spring as SwiftUI writes it.
    public static func springText(_ spring: SpringCurve) -> String {
        "spring(response: \(number(spring.response)), dampingFraction: \(number(spring.dampingFraction)))"
    }
    func literal(_ setting: Setting<Color>) -> String { color(settings[setting]) }

    /// A number as both languages write it: the shortest text that reads back the same.
    static func number(_ value: Double) -> String { DecimalText.shortest(value) }

    /// `CAMediaTimingFunction` for `curve`: Core Animation's name when it is a preset,
    /// else its control points.
    func curve(_ curve: TimingFunction) -> String {
        let names = ["linear": ("linear", "kCAMediaTimingFunctionLinear"),
                     "default": ("default", "kCAMediaTimingFunctionDefault"),
                     "easeIn": ("easeIn", "kCAMediaTimingFunctionEaseIn"),
                     "easeOut": ("easeOut", "kCAMediaTimingFunctionEaseOut"),
                     "easeInEaseOut": ("easeInEaseOut", "kCAMediaTimingFunctionEaseInEaseOut")]
        if let (swift, objc) = names[curve.settingText] {
            return isSwift ? "CAMediaTimingFunction(name: .\(swift))" : "[CAMediaTimingFunction functionWithName:\(objc)]"
        }
        let (x1, y1, x2, y2) = (Self.number(curve.x1), Self.number(curve.y1), Self.number(curve.x2), Self.number(curve.y2))
        return isSwift ? "CAMediaTimingFunction(controlPoints: \(x1), \(y1), \(x2), \(y2))"
            : "[CAMediaTimingFunction functionWithControlPoints:\(x1) :\(y1) :\(x2) :\(y2)]"
    }

    /// `UIColor` for an sRGB colour.
    func color(_ color: Color) -> String {
        let (r, g, b) = (Self.number(rounded(color.r)), Self.number(rounded(color.g)), Self.number(rounded(color.b)))
        return isSwift ? "UIColor(red: \(r), green: \(g), blue: \(b), alpha: 1)"
            : "[UIColor colorWithRed:\(r) green:\(g) blue:\(b) alpha:1]"
    }

    /// A channel to four places, as a storyboard writes it.
    private func rounded(_ channel: Double) -> Double { (channel * 10_000).rounded() / 10_000 }

    /// A comment line in this language (both write `//`).
    mutating func comment(_ text: String, indent: Int = 0) {
        lines.append(String(repeating: " ", count: indent) + "// " + text)
    }

    mutating func line(_ text: String, indent: Int = 0) {
        lines.append(text.isEmpty ? "" : String(repeating: " ", count: indent) + text)
    }

    /// The header every mode's code starts with.
    mutating func header(_ what: String) {
        comment("FoldPreview: \(what).")
        comment("Values that differ from the original say so and name the original's value.")
    }

    /// Several lines at once (a template's text), each indented by `indent`.
    mutating func lines(_ text: String, indent: Int = 0) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line), indent: indent) }
    }

    /// `name: type = value` as a `static let` in this language's Swift, with the setting's
    /// summary as its doc line and its original's value when it differs.
    mutating func constant(_ name: String, _ type: String, _ value: String, summary: String, note: String = "", indent: Int = 4) {
        line("/// " + summary.prefix(1).uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : "."), indent: indent)
        line("static let \(name)\(type.isEmpty ? "" : ": " + type) = \(value)" + note, indent: indent)
    }

    /// The finished text, one trailing newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
