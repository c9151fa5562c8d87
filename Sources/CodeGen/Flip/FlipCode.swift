import Scenes

/// The board's settings as iOS code: the durations, curve and distances of
/// DevTalking's `UIView.animate` calls as constants beside that code (the board was written
/// in Swift; the Objective-C form gives the same constants).
enum FlipCode: ModeCode {
    typealias SceneType = FlipScene

    static func code(_ settings: SettingValues, mode: Mode, language: CodeLanguage) -> String {
        var code = CodeText(language, settings)
        let constants: [(String, Setting<Double>, String)] = [
            ("cubeDuration", FlipSettings.duration, "cubeAnimate, the background's crossDissolve and the arrow's turn"),
            ("fadeDuration", FlipSettings.fadeDuration, "each half of the places', plane's, lines' and bottom label's out-and-back"),
            ("planeReturnDelay", FlipSettings.planeReturnDelay, "before the plane's tilt returns"),
            ("planeReturnDuration", FlipSettings.planeReturnDuration, "the plane's tilt returning to level"),
            ("squash", FlipSettings.squash, "a cube face's scale y as it turns away"),
            ("placeShift", FlipSettings.placeShift, "how far the place names slide, points"),
        ]
        // The plane's tilt as the original writes it: the rotation it gives the plane,
        // CGAffineTransform(rotationAngle: −3.14 / 10), negative (nose up in UIKit's y-down
        // view); the setting holds it as a nose-up angle.
        let tilt = FlipSettings.planeTilt
        let rotation = CodeText.number(-settings[tilt])
        let rotationNote = code.changed(tilt) ? " // original: " + CodeText.number(-tilt.defaultValue) : ""
        let rotationSummary = "the plane's rotation after its jump, radians (negative: nose up; "
            + "CGAffineTransform(rotationAngle:))"
        code.header("the flight board's timing (DevTalking/View-Animation---Practice)")
        if code.isSwift {
            code.line("import UIKit")
            code.line("")
            code.line("enum BoardTiming {")
            for (name, setting, summary) in constants {
                code.line("/// \(summary.prefix(1).uppercased() + summary.dropFirst()).", indent: 4)
                code.line("static let \(name): CGFloat = \(code.literal(setting))" + code.note(setting), indent: 4)
            }
            code.line("/// \(rotationSummary.prefix(1).uppercased() + rotationSummary.dropFirst()).", indent: 4)
            code.line("static let planeRotation: CGFloat = \(rotation)" + rotationNote, indent: 4)
            code.line("/// The curve of every piece (UIView.animate's default, easeInOut).", indent: 4)
            code.line("static let curve = \(code.literal(FlipSettings.curve))" + code.note(FlipSettings.curve), indent: 4)
            code.line("}")
        } else {
            code.line("#import <UIKit/UIKit.h>")
            code.line("")
            for (name, setting, summary) in constants {
                code.comment(summary.prefix(1).uppercased() + summary.dropFirst() + ".")
                code.line("static const CGFloat FPBoard\(name.prefix(1).uppercased() + name.dropFirst()) = \(code.literal(setting));"
                          + code.note(setting))
            }
            code.comment(rotationSummary.prefix(1).uppercased() + rotationSummary.dropFirst() + ".")
            code.line("static const CGFloat FPBoardPlaneRotation = \(rotation);" + rotationNote)
            code.comment("The curve of every piece (UIView.animate's default, easeInOut).")
            code.line("static CAMediaTimingFunction *FPBoardCurve(void) { return \(code.literal(FlipSettings.curve)); }"
                      + code.note(FlipSettings.curve))
        }
        for setting in [FlipSettings.commitThreshold, FlipSettings.boxEyeDistance] where code.changed(setting) {
            code.comment("\(setting.name) = \(code.literal(setting)) \(setting.unit) (\(setting.summary))" + code.note(setting))
        }
        if code.changed(FlipSettings.true3d) {
            code.comment("flip.true3d: FoldPreview draws the flips as real boxes; DevTalking's board squashes them"
                         + code.note(FlipSettings.true3d))
        }
        return code.text
    }
}

extension FlipCode {
    /// The last lines of the board's SwiftUI and Compose code (both comment with `//`): what
    /// they leave as the original's board plays it (true 3D boxes) and the settings they do not
    /// write, when those are changed.
    static func closingNotes(_ code: inout CodeText) {
        if code.changed(FlipSettings.true3d) {
            code.line("")
            code.comment("flip.true3d = true: the preview draws real boxes; this is DevTalking's squash, as the original's board plays it"
                         + code.note(FlipSettings.true3d))
        }
        for setting in [FlipSettings.commitThreshold, FlipSettings.boxEyeDistance] where code.changed(setting) {
            code.comment("\(setting.name) = \(code.literal(setting)) \(setting.unit) (\(setting.summary))" + code.note(setting))
        }
    }
}

extension FlipCode {
    // TODO(i35-model): the mode's one table of constants and its platforms' limits.
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant] { [] }
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String] { [:] }
}
