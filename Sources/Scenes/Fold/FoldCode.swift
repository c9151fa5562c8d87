/// The fold's settings as iOS code: Core Animation in Swift (the perspective, the duration
/// and the curve MPFoldTransition animates with), or the MPFoldTransition call in
/// Objective-C, the language it was written in.
enum FoldCode {
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
            code.header("\(mode.rawValue) as Core Animation draws it (MPFoldTransition's own maths)")
            code.line("import QuartzCore")
            code.line("")
            let styleChanged = code.changed(FoldSettings.unfold) || code.changed(FoldSettings.orientation)
            code.comment("MPFoldStyle " + (style.isEmpty ? "Default" : style.joined(separator: " | "))
                         + (styleChanged ? " // original: " + (mode == .cubic ? "Cubic" : "Default") : ""))
            code.line("enum FoldTuning {")
            code.line("/// How long a fold takes, seconds.", indent: 4)
            code.line("static let duration: CFTimeInterval = \(code.literal(FoldSettings.duration))" + code.note(FoldSettings.duration), indent: 4)
            code.line("/// The curve of the " + (unfold ? "unfold" : "fold") + ".", indent: 4)
            code.line("static let timingFunction = \(code.literal(curve))" + code.note(curve), indent: 4)
            code.line("/// The perspective over the folding panels: m34 = −1 / (eyeDistance · H), H half the", indent: 4)
            code.line("/// " + (horizontal ? "width" : "height") + " of the folding rect (negative: the inverse perspective; 0: none).", indent: 4)
            code.line("static func perspective(\(half): CGFloat) -> CATransform3D {", indent: 4)
            code.line("var transform = CATransform3DIdentity", indent: 8)
            code.line(settings[eye] == 0 ? "transform.m34 = 0" + code.note(eye)
                      : "transform.m34 = -1 / (\(code.literal(eye)) * \(half))" + code.note(eye), indent: 8)
            code.line("return transform", indent: 8)
            code.line("}", indent: 4)
            for setting in [FoldSettings.shadowOpacity, FoldSettings.creaseOpacity, FoldSettings.commitThreshold]
            where code.changed(setting) {
                code.line("/// " + setting.summary, indent: 4)
                code.line("static let \(setting.name.dropFirst(5)): CGFloat = \(code.literal(setting))" + code.note(setting), indent: 4)
            }
            if code.changed(FoldSettings.creases) {
                code.line("/// Creases of the accordion: 2·N strips turning ±α in turn (MPFoldTransition folds", indent: 4)
                code.line("/// once; more creases need a joint per strip in your layer tree).", indent: 4)
                code.line("static let creases = \(code.literal(FoldSettings.creases))" + code.note(FoldSettings.creases), indent: 4)
            }
            code.line("}")
        } else {
            code.header("\(mode.rawValue) as an MPFoldTransition (mpospese/MPFoldTransition)")
            code.line("#import \"MPFoldTransition.h\"")
            code.line("")
            code.line("static void FPPerformFold(UIView *source, UIView *destination, CGFloat \(half)) {")
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
            if code.changed(curve) {
                // MPTransition's timingCurve is read-write: its style only sets the first
                // value, and perform maps it to Core Animation's named curve.
                if let named = Self.viewCurves[settings[curve].settingText] {
                    code.line("transition.timingCurve = \(named);" + code.note(curve), indent: 4)
                } else {
                    code.comment("MPTransition's timingCurve takes UIKit's four named curves (UIViewAnimationCurve), not "
                                 + "this Bézier:", indent: 4)
                    code.comment(code.literal(curve) + code.note(curve) + " (a CABasicAnimation of your own can)", indent: 4)
                }
            }
            if code.changed(FoldSettings.creases) {
                code.comment("fold.creases = \(code.literal(FoldSettings.creases)): MPFoldTransition folds once; an accordion needs a layer tree of your own"
                             + code.note(FoldSettings.creases), indent: 4)
            }
            for setting in [FoldSettings.creaseOpacity, FoldSettings.commitThreshold] where code.changed(setting) {
                code.comment("\(setting.name) = \(code.literal(setting)) (\(setting.summary))" + code.note(setting), indent: 4)
            }
            code.line("[transition perform:nil];", indent: 4)
            code.line("}")
        }
        return code.text
    }

    /// The curves MPTransition's `timingCurve` (a `UIViewAnimationCurve`) can name, by our
    /// curves' names: Core Animation's default curve is none of them.
    static let viewCurves = ["easeInEaseOut": "UIViewAnimationCurveEaseInOut", "easeIn": "UIViewAnimationCurveEaseIn",
                             "easeOut": "UIViewAnimationCurveEaseOut", "linear": "UIViewAnimationCurveLinear"]
}
