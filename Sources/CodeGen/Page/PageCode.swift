import Motion
import Scenes

/// The page turn's settings as iOS code for MPFlipTransition: the call that performs the
/// tuned turn, in Objective-C (the language it was written in) or in Swift (its headers as
/// Swift imports them), setting what the library can take and saying plainly what it
/// cannot (its first half always rises on easeIn; it lands on easeOut or linear).
enum PageCode: ModeCode {
    typealias SceneType = PageScene

    static func code(_ settings: SettingValues, mode: Mode, language: CodeLanguage) -> String {
        var code = CodeText(language, settings)
        var style = [String]()
        if settings[PageSettings.direction] == .backward { style.append("DirectionBackward") }
        if settings[PageSettings.orientation] == .vertical { style.append("OrientationVertical") }
        if settings[PageSettings.perspective] == .reverse { style.append("PerspectiveReverse") }
        let styleChanged = !style.isEmpty
        let eye = PageSettings.eyeDistance
        let swift = code.isSwift
        let styleText = style.isEmpty ? "MPFlipStyleDefault" : style.map { "MPFlipStyle" + $0 }.joined(separator: " | ")
        if swift {
            code.header("page as an MPFlipTransition (mpospese/MPFoldTransition), called from Swift")
            code.line("import UIKit")
            code.comment("The CocoaPods module (MPFlipTransition ships in it); with a bridging header that imports \"MPFlipTransition.h\" "
                         + "instead, drop this line.")
            code.line("import MPFoldTransition")
            code.line("")
            code.line("/// Plays the tuned page turn from `source` to `destination`; `halfWidth` is h, half the page across the spine.")
            code.line("func performTunedPageTurn(from source: UIView, to destination: UIView, halfWidth: CGFloat, "
                      + "completion: ((Bool) -> Void)? = nil) {")
            code.line("let duration: TimeInterval = \(code.literal(PageSettings.duration))" + code.note(PageSettings.duration), indent: 4)
            code.line("let transition: MPFlipTransition = MPFlipTransition(sourceView: source, destinationView: destination, "
                      + "duration: duration,", indent: 4)
            code.line("style: MPFlipStyle(\(styleText)), completionAction: MPTransitionActionAddRemove)", indent: 53)
        } else {
            code.header("page as an MPFlipTransition (mpospese/MPFoldTransition)")
            code.line("#import \"MPFlipTransition.h\"")
            code.line("")
            code.line("static void FPPerformPageTurn(UIView *source, UIView *destination, CGFloat halfWidth) {")
            code.line("MPFlipTransition *transition = [[MPFlipTransition alloc] initWithSourceView:source", indent: 4)
            code.line("destinationView:destination duration:\(code.literal(PageSettings.duration)) style:\(styleText)", indent: 8)
            code.line("completionAction:MPTransitionActionAddRemove];" + code.note(PageSettings.duration), indent: 8)
        }
        let end = swift ? "" : ";"
        if styleChanged { code.comment("style original: MPFlipStyleDefault", indent: 4) }
        for (property, setting) in [("coveredPageShadowOpacity", PageSettings.coveredShadowOpacity),
                                    ("flippingPageShadowOpacity", PageSettings.flippingShadowOpacity)]
        where code.changed(setting) {
            code.line("transition.\(property) = \(code.literal(setting))\(end)" + code.note(setting), indent: 4)
        }
        if code.changed(PageSettings.shadowColor) {
            code.line("transition.flipShadowColor = \(code.literal(PageSettings.shadowColor))\(end)"
                      + code.note(PageSettings.shadowColor), indent: 4)
        }
        if code.changed(eye) {
            // MPFlipTransition flips the sign itself for PerspectiveReverse; its m34 is a float.
            let value = swift ? "Float(-1 / (\(code.literal(eye)) * halfWidth))" : "-1.0 / (\(code.literal(eye)) * halfWidth)"
            code.line("transition.m34 = \(settings[eye] == 0 ? "0" : value)\(end)" + code.note(eye), indent: 4)
        }
        if code.changed(PageSettings.firstHalfCurve) {
            code.comment("MPFlipTransition's animateFlip1 always rises on easeIn" + (settings[PageSettings.firstHalfCurve].spring != nil
                ? " and cannot play a spring; this turn's (--lang uikit writes it):" : "; this turn's, for an animation of your own:"),
                         indent: 4)
            code.comment(code.literal(PageSettings.firstHalfCurve) + code.note(PageSettings.firstHalfCurve), indent: 4)
        }
        if code.changed(PageSettings.secondHalfCurve) {
            if settings[PageSettings.secondHalfCurve] == .linear {
                // timingCurve EaseIn or Linear gives a linear second half.
                code.line("transition.timingCurve = " + (swift ? ".linear" : "UIViewAnimationCurveLinear;")
                          + code.note(PageSettings.secondHalfCurve), indent: 4)
            } else {
                code.comment("MPFlipTransition lands on easeOut or linear (its timingCurve)"
                             + (settings[PageSettings.secondHalfCurve].spring != nil
                                ? " and cannot play a spring; this turn's (--lang uikit writes it):" : "; this turn's, for an animation of your own:"),
                             indent: 4)
                code.comment(code.literal(PageSettings.secondHalfCurve) + code.note(PageSettings.secondHalfCurve), indent: 4)
            }
        }
        if code.changed(PageSettings.commitThreshold) {
            code.comment("page.commitThreshold = \(code.literal(PageSettings.commitThreshold)) ("
                         + PageSettings.commitThreshold.summary + ")" + code.note(PageSettings.commitThreshold), indent: 4)
        }
        Self.releaseComments(&code, indent: 4)
        code.line(swift ? "transition.perform(completion)" : "[transition perform:nil];", indent: 4)
        code.line("}")
        return code.text
    }

    /// The release's settings, which MPFlipViewController hard-codes (#defines and its
    /// transition's timing), as comments for a pan of your own: nothing when unchanged.
    static func releaseComments(_ code: inout CodeText, indent: Int) {
        let s = PageSettings.self
        if code.changed(s.releaseTiming) {
            code.comment("page.releaseTiming = \(s.releaseTiming.text(in: code.settings)): "
                         + "MPFlipViewController lands a released page in duration/2 (animateFlip2:) and raises it straight "
                         + "(animateFlip1:); it cannot be set" + code.note(s.releaseTiming), indent: indent)
        }
        for (setting, name) in [(s.flickSpeed, "SWIPE_THRESHOLD"), (s.escapeSpeed, "SWIPE_ESCAPE_VELOCITY")] where code.changed(setting) {
            code.comment("page.\(setting.name.dropFirst(5)) = \(code.literal(setting)) pt/s: MPFlipViewController's \(name) "
                         + "is a #define in MPFlipViewController.m (\(setting.summary))" + code.note(setting), indent: indent)
        }
    }
}

extension PageCode {
    // TODO(i35-model): the mode's one table of constants and its platforms' limits.
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant] { [] }
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String] { [:] }
}
