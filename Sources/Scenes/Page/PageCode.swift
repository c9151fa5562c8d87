import Motion

/// The page turn's settings as iOS code: Core Animation in Swift (the perspective, the
/// stages' curves and MPFlipTransition's two flip transforms), or the MPFlipTransition
/// call in Objective-C, the language it was written in.
enum PageCode {
    static func code(_ settings: SettingValues, language: CodeLanguage) -> String {
        var code = CodeText(language, settings)
        var style = [String]()
        if settings[PageSettings.direction] == .backward { style.append("DirectionBackward") }
        if settings[PageSettings.orientation] == .vertical { style.append("OrientationVertical") }
        if settings[PageSettings.perspective] == .reverse { style.append("PerspectiveReverse") }
        let styleChanged = !style.isEmpty
        let eye = PageSettings.eyeDistance
        let reverse = settings[PageSettings.perspective] == .reverse
        if code.isSwift {
            let forwards = settings[PageSettings.direction] == .forward
            let axis = settings[PageSettings.orientation] == .vertical ? "-1, 0, 0" : "0, 1, 0"
            code.header("page as Core Animation draws it (MPFlipTransition's own maths)")
            code.line("import QuartzCore")
            code.line("import UIKit")
            code.line("")
            code.comment("MPFlipStyle " + (styleChanged ? style.joined(separator: " | ") + " // original: Default" : "Default"))
            code.line("enum PageTurnTuning {")
            code.line("/// How long a whole turn takes, seconds; each stage takes half.", indent: 4)
            code.line("static let duration: CFTimeInterval = \(code.literal(PageSettings.duration))" + code.note(PageSettings.duration), indent: 4)
            code.line("/// The curve of a page rising to vertical (MPFlipTransition's animateFlip1 fixes it).", indent: 4)
            code.line("static let firstHalfTimingFunction = \(code.literal(PageSettings.firstHalfCurve))"
                      + code.note(PageSettings.firstHalfCurve), indent: 4)
            code.line("/// The curve of a page landing flat.", indent: 4)
            code.line("static let secondHalfTimingFunction = \(code.literal(PageSettings.secondHalfCurve))"
                      + code.note(PageSettings.secondHalfCurve), indent: 4)
            code.line("/// The page being uncovered darkens by cos(90°·p) times this, the one being covered by sin(90°·p).", indent: 4)
            code.line("static let coveredPageShadowOpacity: CGFloat = \(code.literal(PageSettings.coveredShadowOpacity))"
                      + code.note(PageSettings.coveredShadowOpacity), indent: 4)
            code.line("/// The turning page's gradient by the spine at its darkest (standing vertical).", indent: 4)
            code.line("static let flippingPageShadowOpacity: CGFloat = \(code.literal(PageSettings.flippingShadowOpacity))"
                      + code.note(PageSettings.flippingShadowOpacity), indent: 4)
            code.line("static let shadowColor = \(code.literal(PageSettings.shadowColor))" + code.note(PageSettings.shadowColor), indent: 4)
            if code.changed(PageSettings.commitThreshold) {
                code.line("/// " + PageSettings.commitThreshold.summary, indent: 4)
                code.line("static let commitThreshold: CGFloat = \(code.literal(PageSettings.commitThreshold))"
                          + code.note(PageSettings.commitThreshold), indent: 4)
            }
            code.line("/// The halves' sublayerTransform: m34 = \(reverse ? "+" : "−")1 / (eyeDistance · h), h half the page across the spine.", indent: 4)
            code.line("static func perspective(halfWidth: CGFloat) -> CATransform3D {", indent: 4)
            code.line("var transform = CATransform3DIdentity", indent: 8)
            code.line(settings[eye] == 0 ? "transform.m34 = 0" + code.note(eye)
                      : "transform.m34 = \(reverse ? "" : "-")1 / (\(code.literal(eye)) * halfWidth)" + code.note(eye), indent: 8)
            code.line("return transform", indent: 8)
            code.line("}", indent: 4)
            code.line("/// flipTransform1: the front page at progress 0…1 of the first stage (flat to standing).", indent: 4)
            code.line("static func frontTransform(progress: CGFloat) -> CATransform3D {", indent: 4)
            code.line("CATransform3DMakeRotation(.pi / 2 * progress * \(forwards ? "-1" : "1"), \(axis))", indent: 8)
            code.line("}", indent: 4)
            code.line("/// flipTransform2: the back page at progress 0…1 of the second stage (standing to flat).", indent: 4)
            code.line("static func backTransform(progress: CGFloat) -> CATransform3D {", indent: 4)
            code.line("CATransform3DMakeRotation(.pi / 2 * (1 - progress) * \(forwards ? "1" : "-1"), \(axis))", indent: 8)
            code.line("}", indent: 4)
            code.line("}")
        } else {
            code.header("page as an MPFlipTransition (mpospese/MPFoldTransition)")
            code.line("#import \"MPFlipTransition.h\"")
            code.line("")
            code.line("static void FPPerformPageTurn(UIView *source, UIView *destination, CGFloat halfWidth) {")
            let styleText = style.isEmpty ? "MPFlipStyleDefault" : style.map { "MPFlipStyle" + $0 }.joined(separator: " | ")
            code.line("MPFlipTransition *transition = [[MPFlipTransition alloc] initWithSourceView:source", indent: 4)
            code.line("destinationView:destination duration:\(code.literal(PageSettings.duration)) style:\(styleText)", indent: 8)
            code.line("completionAction:MPTransitionActionAddRemove];" + code.note(PageSettings.duration), indent: 8)
            if styleChanged { code.comment("style original: MPFlipStyleDefault", indent: 4) }
            for (property, setting) in [("coveredPageShadowOpacity", PageSettings.coveredShadowOpacity),
                                        ("flippingPageShadowOpacity", PageSettings.flippingShadowOpacity)]
            where code.changed(setting) {
                code.line("transition.\(property) = \(code.literal(setting));" + code.note(setting), indent: 4)
            }
            if code.changed(PageSettings.shadowColor) {
                code.line("transition.flipShadowColor = \(code.literal(PageSettings.shadowColor));"
                          + code.note(PageSettings.shadowColor), indent: 4)
            }
            if code.changed(eye) {
                // MPFlipTransition flips the sign itself for PerspectiveReverse.
                code.line((settings[eye] == 0 ? "transition.m34 = 0;" : "transition.m34 = -1.0 / (\(code.literal(eye)) * halfWidth);")
                          + code.note(eye), indent: 4)
            }
            if code.changed(PageSettings.firstHalfCurve) {
                code.comment("MPFlipTransition's animateFlip1 always rises on easeIn; this turn's, for an animation of your own:", indent: 4)
                code.comment(code.literal(PageSettings.firstHalfCurve) + code.note(PageSettings.firstHalfCurve), indent: 4)
            }
            let second = settings[PageSettings.secondHalfCurve]
            if code.changed(PageSettings.secondHalfCurve) {
                if second == .linear {
                    // timingCurve EaseIn or Linear gives a linear second half.
                    code.line("transition.timingCurve = UIViewAnimationCurveLinear;" + code.note(PageSettings.secondHalfCurve), indent: 4)
                } else {
                    code.comment("MPFlipTransition lands on easeOut or linear (its timingCurve); this turn's, for an animation of your own:",
                                 indent: 4)
                    code.comment(code.literal(PageSettings.secondHalfCurve) + code.note(PageSettings.secondHalfCurve), indent: 4)
                }
            }
            if code.changed(PageSettings.commitThreshold) {
                code.comment("page.commitThreshold = \(code.literal(PageSettings.commitThreshold)) ("
                             + PageSettings.commitThreshold.summary + ")" + code.note(PageSettings.commitThreshold), indent: 4)
            }
            code.line("[transition perform:nil];", indent: 4)
            code.line("}")
        }
        return code.text
    }
}
