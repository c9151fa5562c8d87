import Motion
import Scenes

/// The fold's settings as iOS code for MPFoldTransition: the call that performs the tuned
/// fold, in Objective-C (the language it was written in) or in Swift (its headers as Swift
/// imports them), setting what the library can take (duration, style, shadow, m34, a named
/// curve) and saying plainly what it cannot (a Bézier curve, creases, the crease's shade).
enum FoldCode: ModeCode {
    typealias SceneType = FoldScene

    static func code(_ settings: SettingValues, mode: Mode, language: CodeLanguage) -> String {
        var code = CodeText(language, settings)
        let unfold = settings[FoldSettings.unfold]
        let curve = unfold ? FoldSettings.unfoldCurve : FoldSettings.foldCurve
        var style = [String]()
        if unfold { style.append("Unfold") }
        if mode == .cubic { style.append("Cubic") }
        if settings[FoldSettings.orientation] == .horizontal { style.append("Horizontal") }
        let eye = FoldSettings.eyeDistance
        // H, half the folding rect along the fold: its height, or its width for a
        // horizontal fold (the parameter says which).
        let horizontal = settings[FoldSettings.orientation] == .horizontal
        let half = horizontal ? "halfWidth" : "halfHeight"
        if code.isSwift {
            code.header("\(mode.rawValue) as an MPFoldTransition (mpospese/MPFoldTransition), called from Swift")
            code.lines("""
                import UIKit
                // The CocoaPods module; with a bridging header that imports \"MPFoldTransition.h\" instead, drop this line.
                import MPFoldTransition

                """)
            let function = mode == .cubic ? "performTunedCubic" : "performTunedFold"
            code.line("/// Plays the tuned \(mode.rawValue) from `source` to `destination`; `\(half)` is H, half the "
                      + (horizontal ? "width" : "height") + " of the folding rect.")
            code.line("func \(function)(from source: UIView, to destination: UIView, \(half): CGFloat, completion: ((Bool) -> Void)? = nil) {")
            code.line("let duration: TimeInterval = \(code.literal(FoldSettings.duration))" + code.note(FoldSettings.duration), indent: 4)
            let styleText = style.isEmpty ? "MPFoldStyleDefault" : style.map { "MPFoldStyle" + $0 }.joined(separator: " | ")
            code.line("let transition: MPFoldTransition = MPFoldTransition(sourceView: source, destinationView: destination, "
                      + "duration: duration,", indent: 4)
            code.line("style: MPFoldStyle(\(styleText)), completionAction: MPTransitionActionAddRemove)", indent: 53)
            if code.changed(FoldSettings.unfold) || code.changed(FoldSettings.orientation) {
                code.comment("style original: " + (mode == .cubic ? "MPFoldStyleCubic" : "MPFoldStyleDefault"), indent: 4)
            }
            if code.changed(FoldSettings.shadowOpacity) {
                code.line("transition.foldShadowOpacity = \(code.literal(FoldSettings.shadowOpacity))" + code.note(FoldSettings.shadowOpacity),
                          indent: 4)
            }
            if code.changed(eye) {
                code.line((settings[eye] == 0 ? "transition.m34 = 0" : "transition.m34 = Float(-1 / (\(code.literal(eye)) * \(half)))")
                          + code.note(eye), indent: 4)
            }
            curveLines(&code, curve: curve, objc: false)
            remarks(&code, other: unfold ? FoldSettings.foldCurve : FoldSettings.unfoldCurve)
            code.line("transition.perform(completion)", indent: 4)
            code.line("}")
        } else {
            code.header("\(mode.rawValue) as an MPFoldTransition (mpospese/MPFoldTransition)")
            code.lines("""
                #import \"MPFoldTransition.h\"

                static void FPPerformFold(UIView *source, UIView *destination, CGFloat \(half)) {
                """)
            let styleText = style.isEmpty ? "MPFoldStyleDefault" : style.map { "MPFoldStyle" + $0 }.joined(separator: " | ")
            code.line("MPFoldTransition *transition = [[MPFoldTransition alloc] initWithSourceView:source", indent: 4)
            code.line("destinationView:destination duration:\(code.literal(FoldSettings.duration)) style:\(styleText)", indent: 8)
            code.line("completionAction:MPTransitionActionAddRemove];" + code.note(FoldSettings.duration), indent: 8)
            if code.changed(FoldSettings.shadowOpacity) {
                code.line("transition.foldShadowOpacity = \(code.literal(FoldSettings.shadowOpacity));" + code.note(FoldSettings.shadowOpacity), indent: 4)
            }
            if code.changed(eye) {
                code.line((settings[eye] == 0 ? "transition.m34 = 0;" : "transition.m34 = -1.0 / (\(code.literal(eye)) * \(half));")
                          + code.note(eye), indent: 4)
            }
            if code.changed(FoldSettings.unfold) || code.changed(FoldSettings.orientation) {
                code.comment("style original: " + (mode == .cubic ? "MPFoldStyleCubic" : "MPFoldStyleDefault"), indent: 4)
            }
            curveLines(&code, curve: curve, objc: true)
            remarks(&code, other: unfold ? FoldSettings.foldCurve : FoldSettings.unfoldCurve)
            code.line("[transition perform:nil];", indent: 4)
            code.line("}")
        }
        return code.text
    }

    /// MPTransition's read-write `timingCurve` when the tuned curve differs: its style only
    /// sets the first value, and `perform` maps it to Core Animation's named curve. UIKit
    /// names four curves; a Bézier is said plainly, for an animation of your own.
    private static func curveLines(_ code: inout CodeText, curve: Setting<TimingCurve>, objc: Bool) {
        guard code.changed(curve) else { return }
        if let named = Self.viewCurves[code.settings[curve].settingText] {
            code.line((objc ? "transition.timingCurve = \(named.objc);" : "transition.timingCurve = .\(named.swift)")
                      + code.note(curve), indent: 4)
        } else if code.settings[curve].spring != nil {
            code.comment("MPFoldTransition cannot play a spring: its timingCurve takes UIKit's four named curves ("
                         + (objc ? "UIViewAnimationCurve" : "UIView.AnimationCurve") + ") and its keyframes run over its duration:", indent: 4)
            code.comment(code.literal(curve) + code.note(curve) + " (--lang uikit writes the fold on this spring)", indent: 4)
        } else {
            code.comment("MPTransition's timingCurve takes UIKit's four named curves (" + (objc ? "UIViewAnimationCurve" : "UIView.AnimationCurve")
                         + "), not this Bézier:", indent: 4)
            code.comment(code.literal(curve) + code.note(curve) + " (a CABasicAnimation of your own can)", indent: 4)
        }
    }

    /// The settings MPFoldTransition has no property for, as comments, and the curve of the
    /// direction not played (`other`).
    private static func remarks(_ code: inout CodeText, other: Setting<TimingCurve>) {
        if code.changed(other) {
            code.comment("\(other.name) = \(code.literal(other)) (\(other.summary); set it on a transition the other way)"
                         + code.note(other), indent: 4)
        }
        if code.changed(FoldSettings.creases) {
            code.comment("fold.creases = \(code.literal(FoldSettings.creases)): MPFoldTransition folds once; an accordion needs a layer tree "
                         + "of your own (--lang uikit writes one)" + code.note(FoldSettings.creases), indent: 4)
        }
        for setting in [FoldSettings.creaseOpacity, FoldSettings.commitThreshold] where code.changed(setting) {
            code.comment("\(setting.name) = \(code.literal(setting)) (\(setting.summary))" + code.note(setting), indent: 4)
        }
    }

    /// The curves MPTransition's `timingCurve` (a `UIViewAnimationCurve`) can name, by our
    /// curves' names: Core Animation's default curve is none of them.
    static let viewCurves = [
        "easeInEaseOut": (objc: "UIViewAnimationCurveEaseInOut", swift: "easeInOut"),
        "easeIn": (objc: "UIViewAnimationCurveEaseIn", swift: "easeIn"),
        "easeOut": (objc: "UIViewAnimationCurveEaseOut", swift: "easeOut"),
        "linear": (objc: "UIViewAnimationCurveLinear", swift: "linear"),
    ]
}

extension FoldCode {
    /// What the fold's SwiftUI and Compose code read from the settings before they write:
    /// cubic or not, their names' prefix ("Fold", "Cubic"), unfolding or not, the name of the
    /// curve that plays (`unfold` when unfolding, else `fold`), hinges about vertical lines.
    static func platformOptions(_ settings: SettingValues, mode: Mode)
        -> (cubic: Bool, prefix: String, unfold: Bool, curve: String, horizontal: Bool) {
        let cubic = mode == .cubic
        let unfold = settings[FoldSettings.unfold]
        return (cubic, cubic ? "Cubic" : "Fold", unfold, unfold ? "unfold" : "fold", settings[FoldSettings.orientation] == .horizontal)
    }
}

extension FoldCode {
    /// The fold's (cubic's) constants: MPFoldTransition's duration and the two curves, its
    /// perspective and shading, the accordion's creases, the style (orientation, unfold, cubic)
    /// and a drag's commit threshold.
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant] {
        let s = FoldSettings.self
        let cubic = mode == .cubic
        let horizontal = settings[s.orientation] == .horizontal
        // A Bézier plays over `duration`; a spring takes its own time.
        func curve(_ name: String, _ setting: Setting<TimingCurve>, _ what: String) -> CodeConstant {
            CodeConstant(name, curve: setting, over: s.duration, settings, settings[setting].spring == nil
                         ? "the curve of \(what) over duration" : "the spring of \(what), which takes its own time, not duration")
        }
        return [
            CodeConstant("duration", .seconds, s.duration, settings,
                         "how long the whole " + (settings[s.unfold] ? "unfold" : "fold") + " takes; a release takes what is left of it"),
            curve("fold", s.foldCurve, "a fold"),
            curve("unfold", s.unfoldCurve, "an unfold"),
            CodeConstant("eyeDistance", .factor, s.eyeDistance, settings,
                         "the eye's distance in units of H, half the page along the fold: m34 = −1/(d·H) (negative: the inverse perspective; 0: none)"),
            CodeConstant("shadowOpacity", .factor, s.shadowOpacity, settings, cubic
                         ? "the folding halves' shadow at 90°, (1 − cos α) times this, and the sleeves' edge-on, (1 − sin α) times this"
                         : "the folding halves' shadow at 90°: (1 − cos α) times this"),
            CodeConstant("creaseOpacity", .factor, s.creaseOpacity, settings, cubic
                         ? "how dark a fold's far strip stays at its far edge (the cubic's strips end clear, so it shows no crease)"
                         : "how dark the far strip of each pair stays at its far edge, so the crease shows"),
            CodeConstant("creases", s.creases, settings,
                         "creases of the folding page: 2·N strips turning ±α in turn (1: MPFoldTransition's one fold)"),
            CodeConstant("horizontal", .flag, value: .flag(horizontal), original: .flag(s.orientation.defaultValue == .horizontal),
                         summary: "fold about vertical hinges (left and right halves) instead of horizontal ones"),
            CodeConstant("unfolding", s.unfold, settings),
            CodeConstant("isCubic", .flag, fixed: .flag(cubic),
                         "the sleeves stay at 90° to the strips and turn with them (MPFoldStyleCubic)"),
            CodeConstant("commitThreshold", .factor, s.commitThreshold, settings, s.commitThreshold.summary),
        ]
    }

    /// UIKit draws every setting; SwiftUI and Compose fold once, so an accordion (more than
    /// one crease) is what they cannot write.
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String] {
        let creases = FoldSettings.creases
        let accordion = settings[creases] > 1
            ? "an accordion (fold.creases = \(settings[creases]), original: \(creases.defaultValue)): this " : nil
        let drag = CodeLimits.drag([FoldSettings.commitThreshold], in: settings)
        var cannot: [CodeLanguage: String] = [:]
        for (language, what) in [(CodeLanguage.swiftui, "view folds once"), (.compose, "composable folds once")] {
            let lines = [accordion.map { $0 + what }, drag].compactMap { $0 }
            if !lines.isEmpty { cannot[language] = lines.joined(separator: "; ") }
        }
        return cannot
    }
}

extension FoldCode {
    /// A cubic sleeve (A or D) as SwiftUI and Compose write it: the sliding page's upper or lower
    /// half, hinged at its folding half's far edge a fixed 90° from it, so it stands 90° − α
    /// from flat, seen from the eye over the crease. `right` (90°) and `zero` are the language's
    /// literals.
    struct Sleeve {
        /// Its turn (MPFold's angle), the line it turns about and where the eye stands along it.
        let angle: String, pivot: String, eyeAlong: String

        init(upper: Bool, right: String, zero: String) {
            (angle, pivot, eyeAlong) = upper ? ("\(right) - alpha", "upper", "upper + upper * cos(alpha)")
                : ("alpha - \(right)", zero, "-lower * cos(alpha)")
        }

        /// Where A (`upper`) or D stands along the fold: its hinge upper·cos α before the crease,
        /// or lower·cos α after it.
        static func offset(upper: Bool) -> String { upper ? "-upper * cos(alpha)" : "upper + lower * cos(alpha)" }
    }

    /// The turned plane's projection (SwiftUI's `ProjectionTransform`, Compose's `Matrix`) as
    /// the entries it sets, by row and column of a row vector (x, y, 1) times the matrix: a
    /// point p along the fold turns to pivot + (p − pivot)·cos θ at depth (p − pivot)·sin θ and
    /// projects by w = 1 − depth / eye, with c = cos θ and k = sin θ / eye. The along axis is y
    /// (vertical) or x; `moves` marks the across coordinate's entry, which moves with w. `one`
    /// is the language's literal 1.
    static func projectionEntries(horizontal: Bool, one: String) -> [(row: String, column: String, value: String, moves: Bool)] {
        let (a, b) = horizontal ? ("1", "2") : ("2", "1")
        return [
            (a, a, "c - eyeAlong * k", false),
            (a, b, "-eyeAcross * k", true),
            (a, "3", "-k", false),
            ("3", a, "eyeAlong * pivot * k + pivot * (\(one) - c)", false),
            ("3", b, "eyeAcross * pivot * k", false),
            ("3", "3", "\(one) + pivot * k", false),
        ]
    }
}
