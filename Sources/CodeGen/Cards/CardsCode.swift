import Scenes

/// The card stack's settings as iOS code: in Swift, DDCardAnimation's `CardLayout` as a
/// `UICollectionViewLayout` subclass that lays out (its three laws, the selected layout and
/// its switch: CardsCode+UIKit.swift); in Objective-C, its constants and laws as functions,
/// with the demo's selection and colours.
enum CardsCode: ModeCode {
    typealias SceneType = CardsScene

    static func code(_ settings: SettingValues, mode: Mode, language: CodeLanguage) -> String {
        var code = CodeText(language, settings)
        let s = CardsSettings.self
        let constants: [(String, Setting<Double>)] = [
            ("m0", s.climb), ("n0", s.firstY), ("deltaOffsetY", s.spacing), ("exponent", s.exponent),
            ("scaleExponent", s.scaleExponent), ("overlayFactor", s.overlayFactor), ("overlayExponent", s.overlayExponent),
        ]
        code.header("the card stack's layout (DDCardAnimation CardLayout.m)")
        if code.isSwift {
            // DDCardAnimation is Objective-C; in Swift its layout is a class of your own that lays out.
            code.line("import UIKit")
            code.line("")
            layout(&code, name: "TunedCardLayout", attributes: "TunedCardLayoutAttributes")
            return code.text
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
        if settings[s.selectCurve].spring != nil {
            // setCollectionViewLayout:animated: takes no timing at all, let alone a spring.
            code.comment("on \(code.literal(s.selectCurve)), which the original cannot play (its layout change "
                         + "takes no timing; --lang uikit writes it as UISpringTimingParameters)" + code.note(s.selectCurve))
        } else {
            code.comment("it lasts \(code.literal(s.selectDuration)) s" + code.note(s.selectDuration))
            code.comment("on the curve \(code.literal(s.selectCurve))" + code.note(s.selectCurve))
        }
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

extension CardsCode {
    /// The last lines of the stack's SwiftUI and Compose code (both comment with `//`): the
    /// rubber band they do not write, when it is changed.
    static func closingNotes(_ code: inout CodeText) {
        let s = CardsSettings.self
        if code.changed(s.rubberBand) {
            code.line("")
            code.comment("\(s.rubberBand.name) = \(code.literal(s.rubberBand)) (\(s.rubberBand.summary)) is not written: see the first lines"
                         + code.note(s.rubberBand))
        }
    }
}
