/// The card stack's settings as iOS code: DDCardAnimation's `CardLayout` constants and
/// its three laws (position, scale, overlay) as a `UICollectionViewLayout` subclass
/// fragment, with the demo's selection and colours.
enum CardsCode {
    static func code(_ settings: SettingValues, mode: Mode, language: CodeLanguage) -> String {
        var code = CodeText(language, settings)
        let s = CardsSettings.self
        let constants: [(String, Setting<Double>)] = [
            ("m0", s.climb), ("n0", s.firstY), ("deltaOffsetY", s.spacing), ("exponent", s.exponent),
            ("scaleExponent", s.scaleExponent), ("overlayFactor", s.overlayFactor), ("overlayExponent", s.overlayExponent),
        ]
        code.header("the card stack's layout (DDCardAnimation CardLayout.m)")
        if code.isSwift {
            code.line("import UIKit")
            code.line("")
            code.line("final class TunedCardLayout: UICollectionViewLayout {")
            for (name, setting) in constants {
                code.line("static let \(name): CGFloat = \(code.literal(setting))" + code.note(setting), indent: 4)
            }
            code.line("")
            code.line("/// Card i's y at scroll offset x: every card follows the first, 140 pt of scroll later.", indent: 4)
            code.line("static func cardY(_ i: Int, offset x: CGFloat) -> CGFloat {", indent: 4)
            code.line("let m = m0 + deltaOffsetY * CGFloat(i)", indent: 8)
            code.line("return m - x >= 0 ? pow((m - x) / m0, exponent) * n0 : (m - x) - 210", indent: 8)
            code.line("}", indent: 4)
            code.line("static func scale(y: CGFloat, screenHeight h: CGFloat) -> CGFloat {", indent: 4)
            code.line("y < 0 ? 1 : pow(min(y, h) / h, scaleExponent)", indent: 8)
            code.line("}", indent: 4)
            code.line("static func overlayAlpha(scale: CGFloat) -> CGFloat {", indent: 4)
            code.line("let base = 1 - overlayFactor * scale", indent: 8)
            code.line("return base > 0 ? pow(base, overlayExponent) : 0", indent: 8)
            code.line("}", indent: 4)
            code.line("}")
        } else {
            code.line("#import <UIKit/UIKit.h>")
            code.line("")
            for (name, setting) in constants {
                code.line("static const CGFloat FPCard\(name.prefix(1).uppercased() + name.dropFirst()) = \(code.literal(setting));"
                          + code.note(setting))
            }
            code.line("")
            code.line("static CGFloat FPCardY(NSInteger i, CGFloat x) {")
            code.line("CGFloat m = FPCardM0 + FPCardDeltaOffsetY * i;", indent: 4)
            code.line("return m - x >= 0 ? pow((m - x) / FPCardM0, FPCardExponent) * FPCardN0 : (m - x) - 210;", indent: 4)
            code.line("}")
            code.line("static CGFloat FPCardScale(CGFloat y, CGFloat h) { return y < 0 ? 1 : pow(MIN(y, h) / h, FPCardScaleExponent); }")
            code.line("static CGFloat FPCardOverlayAlpha(CGFloat scale) {")
            code.line("CGFloat base = 1 - FPCardOverlayFactor * scale;", indent: 4)
            code.line("return base > 0 ? pow(base, FPCardOverlayExponent) : 0;", indent: 4)
            code.line("}")
        }
        code.line("")
        code.comment("Selecting a card (our reading; UIKit does not document setCollectionViewLayout:animated:'s timing):")
        code.comment("it lasts \(code.literal(s.selectDuration)) s" + code.note(s.selectDuration))
        code.comment("on the curve \(code.literal(s.selectCurve))" + code.note(s.selectCurve))
        code.comment("earlier cards scale to \(code.literal(s.earlierScale))" + code.note(s.earlierScale))
        code.comment("later cards scale to \(code.literal(s.laterScale))" + code.note(s.laterScale))
        code.comment("Background \(code.literal(s.background))" + code.note(s.background))
        code.comment("Selected background \(code.literal(s.selectedBackground))" + code.note(s.selectedBackground))
        code.comment((settings[s.crossFade] ? "The backgrounds cross-fade with the switch (ours)" : "The backgrounds switch at once")
                     + code.note(s.crossFade))
        for setting in [s.decay, s.rubberBand] where code.changed(setting) {
            code.comment("\(setting.name) = \(code.literal(setting)) (\(setting.summary))" + code.note(setting))
        }
        return code.text
    }
}
