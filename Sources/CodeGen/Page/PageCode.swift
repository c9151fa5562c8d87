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
            code.lines("""
                import MPFoldTransition

                /// Plays the tuned page turn from `source` to `destination`; `halfWidth` is h, half the page across the spine.
                """)
            code.line("func performTunedPageTurn(from source: UIView, to destination: UIView, halfWidth: CGFloat, "
                      + "completion: ((Bool) -> Void)? = nil) {")
            code.line("let duration: TimeInterval = \(code.literal(PageSettings.duration))" + code.note(PageSettings.duration), indent: 4)
            code.line("let transition: MPFlipTransition = MPFlipTransition(sourceView: source, destinationView: destination, "
                      + "duration: duration,", indent: 4)
            code.line("style: MPFlipStyle(\(styleText)), completionAction: MPTransitionActionAddRemove)", indent: 53)
        } else {
            code.header("page as an MPFlipTransition (mpospese/MPFoldTransition)")
            code.lines("""
                #import \"MPFlipTransition.h\"

                static void FPPerformPageTurn(UIView *source, UIView *destination, CGFloat halfWidth) {
                    MPFlipTransition *transition = [[MPFlipTransition alloc] initWithSourceView:source
                        destinationView:destination duration:\(code.literal(PageSettings.duration)) style:\(styleText)
                """)
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
    /// The turn's constants: its two stages' timing, the perspective and the shading, the
    /// turn's sense, and how a drag decides (UIKit's interactive turn).
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant] {
        let s = PageSettings.self
        return [
            CodeConstant("duration", .seconds, s.duration, settings, "how long a whole turn takes; each stage takes half"),
            CodeConstant("rise", curve: s.firstHalfCurve, over: s.duration, share: 0.5, settings,
                         "the first stage: the page rising from flat to vertical over half the duration, or a spring's own time"),
            CodeConstant("land", curve: s.secondHalfCurve, over: s.duration, share: 0.5, settings,
                         "the second stage, right after: the other page landing flat over half the duration, or a spring's own time"),
            CodeConstant("eyeDistance", .factor, s.eyeDistance, settings,
                         "the eye's distance in units of h, half the page across the spine: m34 = −1/(d·h), +1/(d·h) reversed; 0: none"),
            CodeConstant("coveredShadowOpacity", .factor, s.coveredShadowOpacity, settings,
                         "the page being uncovered darkens by cos(90°·p) times this, the one being covered by sin(90°·p)"),
            CodeConstant("flippingShadowOpacity", .factor, s.flippingShadowOpacity, settings,
                         "the turning page's gradient by the spine at its darkest (standing vertical)"),
            CodeConstant("shadowColor", s.shadowColor, settings, "the colour of every shadow"),
            CodeConstant("forwards", s.direction, on: .forward, settings,
                         "turn the right (bottom) half over to the left (top); false: the other way"),
            CodeConstant("vertical", s.orientation, on: .vertical, settings,
                         "turn about a horizontal spine (a calendar) instead of a vertical one (a book)"),
            CodeConstant("reverse", s.perspective, on: .reverse, settings,
                         "the turning page seen as if from behind (m34's sign flipped, no covered shadows)"),
            CodeConstant("commitThreshold", .factor, s.commitThreshold, settings,
                         "a released drag completes the turn from this fraction on, else falls back"),
            CodeConstant("flickSpeed", .factor, s.flickSpeed, settings,
                         "a release faster than this (points a second) along the turn completes it or falls back, as it points"),
            CodeConstant("escapeSpeed", .factor, s.escapeSpeed, settings,
                         "a drag faster than this (points a second) lets go of the page, which finishes its turn that way"),
            CodeConstant("proportionalRelease", s.releaseTiming, on: .proportional, settings,
                         "a release's every stretch takes its share of a stage on the tuned curves; false: as MPFlipViewController's, "
                         + "a page landing flat takes a whole stage, one rising its share, straight from mid-stage"),
        ]
    }

    /// Compose has no inverse perspective (a camera distance cannot be negative); SwiftUI's
    /// and Compose's container plays on a state change, so the drag's settings are UIKit's.
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String] {
        let s = PageSettings.self
        let dragLine = CodeLimits.drag([s.commitThreshold, s.flickSpeed, s.escapeSpeed, s.releaseTiming], in: settings)
        var cannot: [CodeLanguage: String] = [:]
        if let dragLine { cannot[.swiftui] = dragLine }
        let reverse = settings[s.perspective] == .reverse
            ? "MPFlipStylePerspectiveReverse's inverse perspective (page.perspective = reverse, original: normal; cameraDistance cannot be negative): this turns with the normal one; its covered shadows are off as the reverse style has them"
            : nil
        let compose = [reverse, dragLine].compactMap { $0 }
        if !compose.isEmpty { cannot[.compose] = compose.joined(separator: "; ") }
        return cannot
    }
}

extension PageCode {
    /// One half of a page that SwiftUI's and Compose's turns draw in a stage: whose picture
    /// (`source` or `destination`), its side of the spine (`upper`: left or top), and what it
    /// does: darkens as it is uncovered or covered, lies flat, or turns about the spine.
    struct StageHalf {
        enum Role { case covered, flat, turning }
        let content: String, upper: Bool, role: Role
    }

    /// MPFlipTransition's two stages (`switchToStage:`) as the halves each draws, bottom to
    /// top: stage 1 the uncovered destination half, the flat source half and the source's front
    /// half rising; stage 2 the source half being covered, the destination's back half landing
    /// and its other half flat. Forward turns the lower (right, bottom) source half over.
    static func stages(forwards: Bool) -> [[StageHalf]] {
        let turningUpper = !forwards
        return [
            [StageHalf(content: "destination", upper: turningUpper, role: .covered), StageHalf(content: "source", upper: !turningUpper, role: .flat),
             StageHalf(content: "source", upper: turningUpper, role: .turning)],
            [StageHalf(content: "source", upper: !turningUpper, role: .covered), StageHalf(content: "destination", upper: !turningUpper, role: .turning),
             StageHalf(content: "destination", upper: turningUpper, role: .flat)],
        ]
    }

    /// "forward about a vertical spine (a book)": the turn's style as the doc lines name it.
    static func styleText(forwards: Bool, horizontal: Bool) -> String {
        (forwards ? "forward" : "backward") + (horizontal ? " about a vertical spine (a book)" : " about a horizontal spine (a calendar)")
    }
}
