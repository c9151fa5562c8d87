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
            code.lines("""
                import UIKit

                enum BoardTiming {
                """)
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
    /// The board's constants: DevTalking's durations, the cube's squash, the places' slide, the
    /// plane's tilt as the rotation it is given, and the one curve of every piece.
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant] {
        let s = FlipSettings.self
        return [
            CodeConstant("cubeDuration", .seconds, s.duration, settings,
                         "the cube flips, the background's cross-dissolve and the small arrow's turn"),
            CodeConstant("fadeDuration", .seconds, s.fadeDuration, settings,
                         "each half of the places', plane's, lines' and bottom label's out-and-back"),
            CodeConstant("planeReturnDelay", .seconds, s.planeReturnDelay, settings,
                         "the wait after the plane's jump (the second half's start) before its tilt returns"),
            CodeConstant("planeReturnDuration", .seconds, s.planeReturnDuration, settings, "the plane's tilt returning to level"),
            CodeConstant("squash", .factor, s.squash, settings, "a cube face's scale y as it turns away"),
            CodeConstant("placeShift", .points, s.placeShift, settings,
                         "how far the place names slide while they fade (the target's down, the source's up), points"),
            // The tilt as the original writes it: the rotation it gives the plane,
            // CGAffineTransform(rotationAngle: −3.14 / 10), negative (nose up in UIKit's y-down
            // view); the setting holds it as a nose-up angle.
            CodeConstant("planeRotation", .angle, value: .number(-settings[s.planeTilt]), original: .number(-s.planeTilt.defaultValue),
                         summary: "the plane's rotation after its jump (negative: nose up, as UIKit's y-down rotation)"),
            CodeConstant("curve", .animatorCurve(seconds: nil), value: .curve(.bezier(settings[s.curve])),
                         original: .curve(.bezier(s.curve.defaultValue)),
                         summary: "the curve of every piece (UIView.animate's default, easeInOut)"),
        ]
    }

    /// No platform writes the preview's real boxes or its drag: the board plays DevTalking's
    /// squash on a swipe, so a changed `true3d`, `boxEyeDistance` or `commitThreshold` is named.
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String] {
        let s = FlipSettings.self
        var limits: [CodeLanguage: [String]] = [:]
        if settings[s.true3d] != s.true3d.defaultValue {
            let boxes = "\(s.true3d.name) = \(settings[s.true3d]) (original: \(s.true3d.defaultValue)): FoldPreview's real boxes; "
            limits[.uikit, default: []].append(boxes + "these helpers squash as the seed does (a box needs a CATransformLayer of your own)")
            for language in [CodeLanguage.swiftui, .compose] {
                limits[language, default: []].append(boxes + "this is DevTalking's squash, as the original's board plays it")
            }
        }
        for setting in [s.boxEyeDistance, s.commitThreshold] where settings[setting] != setting.defaultValue {
            let unit = setting.unit.isEmpty ? "" : " " + setting.unit
            let line = "\(setting.name) = \(CodeText.number(settings[setting]))\(unit) (original: "
                + "\(CodeText.number(setting.defaultValue))\(unit)): \(setting.summary)"
            for language in [CodeLanguage.uikit, .swiftui, .compose] { limits[language, default: []].append(line) }
        }
        return limits.mapValues { $0.joined(separator: "; ") }
    }
}
