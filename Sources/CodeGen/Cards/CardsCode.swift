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
            let model = ModeModel(mode: mode, settings: settings)
            code.comment("UIKit cannot express: " + (model.cannot[.uikit] ?? "nothing here."))
            code.line("import UIKit")
            code.line("")
            layout(&code, model, name: "TunedCardLayout", attributes: "TunedCardLayoutAttributes")
            return code.text
        } else {
            code.line("#import <UIKit/UIKit.h>")
            code.line("")
            for (name, setting) in constants {
                code.line("static const CGFloat FPCard\(name.prefix(1).uppercased() + name.dropFirst()) = \(code.literal(setting));"
                          + code.note(setting))
            }
            code.lines("""

                static CGFloat FPCardY(NSInteger i, CGFloat x) {
                    CGFloat m = FPCardM0 + FPCardDeltaOffsetY * i;
                    return m - x >= 0 ? pow((m - x) / FPCardM0, FPCardExponent) * FPCardN0 : (m - x) - 210;
                }
                static CGFloat FPCardScale(CGFloat y, CGFloat h) { return y < 0 ? 1 : pow(MIN(y, h) / h, FPCardScaleExponent); }
                static CGFloat FPCardOverlayAlpha(CGFloat scale) {
                    CGFloat base = 1 - FPCardOverlayFactor * scale;
                    return base > 0 ? pow(base, FPCardOverlayExponent) : 0;
                }
                """)
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
    /// The stack's constants: the layout law (CardLayout.m's m₀, n₀, Δ and powers), the card's
    /// size, the scroll's decay and the selection.
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant] {
        let s = CardsSettings.self
        return [
            CodeConstant("m0", .points, s.climb, settings, "the scroll over which card 0 climbs to the top, points"),
            CodeConstant("n0", .points, s.firstY, settings, "card 0's y at scroll offset 0, points"),
            CodeConstant("deltaOffsetY", .points, s.spacing, settings, "the scroll delay between neighbouring cards, points"),
            CodeConstant("exponent", .factor, s.exponent, settings, "the climb law's power"),
            CodeConstant("scaleExponent", .factor, s.scaleExponent, settings, "a card's scale is (min(y, height) / height)^scaleExponent"),
            CodeConstant("overlayFactor", .factor, s.overlayFactor, settings,
                         "the dark overlay's alpha is (1 − overlayFactor·scale)^overlayExponent, shown below scale 1/overlayFactor"),
            CodeConstant("overlayExponent", .factor, s.overlayExponent, settings, "the overlay law's power"),
            CodeConstant("cardHeight", .points, fixed: .number(CardStackLayout.cardHeight), "a card's height, points"),
            CodeConstant("cardWidth", .points, fixed: .number(CardStackArt.cardWidth), "a card's width on a 375-point screen, points"),
            CodeConstant("sideInset", .points, fixed: .number(CardStackArt.sideInset / 2),
                         "a card's inset from each side of the collection view, points"),
            CodeConstant("cornerRadius", .points, fixed: .number(CardStackArt.cornerRadius), "a card's corner radius, points"),
            CodeConstant("initialOffset", .points, fixed: .number(CardStackLayout.initialOffset), "the scroll offset the stack opens at, points"),
            CodeConstant("overlayTint", .colour, fixed: .colour(CardsTextures.overlayTint),
                         "the dark overlay's tint (UIBlurEffectStyleDark's over a flat card)"),
            CodeConstant("decay", .number, s.decay, settings,
                         "a flick's speed keeps this much of itself each millisecond (pop's decay; UIKit's normal deceleration rate is 0.998)"),
            CodeConstant("selectDuration", .seconds, s.selectDuration, settings, "the switch to and from the selected layout, seconds"),
            CodeConstant("select", curve: s.selectCurve, over: s.selectDuration, settings, animator: true,
                         "the switch's curve over selectDuration, or a spring that takes its own time"),
            CodeConstant("earlierScale", .factor, s.earlierScale, settings, "the scale of the cards leaving upward when one is selected"),
            CodeConstant("laterScale", .factor, s.laterScale, settings, "the scale of the cards leaving downward"),
            CodeConstant("background", s.background, settings),
            CodeConstant("selectedBackground", s.selectedBackground, settings),
            CodeConstant("crossFade", s.crossFade, settings,
                         "the background fades with the switch (FoldPreview's) instead of changing at once (the demo's)"),
        ]
    }

    /// Every platform lacks UIScrollView's rubber band: UIKit cannot set its stiffness, the
    /// others do not write it (a flick stops at the ends).
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String] {
        let band = CardsSettings.rubberBand
        let value = settings[band] == band.defaultValue ? "" : " (\(band.name) = \(CodeText.number(settings[band])), original: \(CodeText.number(band.defaultValue)))"
        return [.uikit: "UIScrollView's rubber band stiffness, UIKit's own 0.55" + value,
                .swiftui: "UIScrollView's rubber band past the ends (a flick stops at them; animations go to a target, so the decay's end is computed first)" + value,
                .compose: "UIScrollView's rubber band past the ends (a flick stops at them)" + value]
    }
}
