import Motion

extension CardsCode {
    /// The card stack in SwiftUI: DDCardAnimation's layout law as functions of the scroll
    /// offset, a drag that scrolls it and a flick that decays as pop's decay does (a
    /// `CustomAnimation`), and the selection's layout on its own curve.
    static func swiftUI(_ settings: SettingValues) -> String {
        var code = CodeText(.swiftui, settings)
        let s = CardsSettings.self
        SwiftUICode.header(&code, "the card stack as DDCardAnimation lays it out",
                           cannot: "UIScrollView's rubber band past the ends (a flick stops at them; animations go to a target, so the decay's end is computed first)")
        code.line("/// The tuned stack: the layout law (points), the scroll's decay and the selection.")
        code.line("enum CardsTuning {")
        let constants: [(String, Setting<Double>, String)] = [
            ("m0", s.climb, "The scroll over which card 0 climbs to the top."), ("n0", s.firstY, "Card 0's y at offset 0."),
            ("deltaOffsetY", s.spacing, "The scroll delay between neighbours."), ("exponent", s.exponent, "The law's power."),
            ("scaleExponent", s.scaleExponent, "A card's scale: (y / height)^this."),
            ("overlayFactor", s.overlayFactor, "The dark overlay: (1 − this·scale)^overlayExponent."),
            ("overlayExponent", s.overlayExponent, "See overlayFactor."),
        ]
        for (name, setting, summary) in constants {
            code.line("/// \(summary)", indent: 4)
            code.line("static let \(name): CGFloat = \(code.literal(setting))" + code.note(setting), indent: 4)
        }
        code.line("static let cardHeight: CGFloat = \(CodeText.number(CardStackLayout.cardHeight))", indent: 4)
        code.line("static let cardWidth: CGFloat = \(CodeText.number(CardStackArt.cardWidth))", indent: 4)
        code.line("/// The dark overlay's tint (UIBlurEffectStyleDark's over a flat card).", indent: 4)
        code.line("static let overlayTint = \(SwiftUICode.color(CardsTextures.overlayTint))", indent: 4)
        code.line("static let cornerRadius: CGFloat = \(CodeText.number(CardStackArt.cornerRadius))", indent: 4)
        code.line("/// A flick's speed keeps this much per millisecond (pop's decay).", indent: 4)
        code.line("static let decay: Double = \(code.literal(s.decay))" + code.note(s.decay), indent: 4)
        code.line("/// Selecting a card: the switch's length and curve, and the other cards' scales.", indent: 4)
        let selectChanged = code.changed(s.selectDuration) || code.changed(s.selectCurve)
        code.line("static let select = \(SwiftUICode.animation(settings[s.selectCurve], duration: code.literal(s.selectDuration)))"
                  + (selectChanged ? " // original: " + SwiftUICode.animation(s.selectCurve.defaultValue,
                                                                              duration: CodeText.number(s.selectDuration.defaultValue)) : ""),
                  indent: 4)
        code.line("static let earlierScale: CGFloat = \(code.literal(s.earlierScale))" + code.note(s.earlierScale), indent: 4)
        code.line("static let laterScale: CGFloat = \(code.literal(s.laterScale))" + code.note(s.laterScale), indent: 4)
        code.line("static let background = \(SwiftUICode.color(settings[s.background]))" + code.note(s.background), indent: 4)
        code.line("static let selectedBackground = \(SwiftUICode.color(settings[s.selectedBackground]))" + code.note(s.selectedBackground), indent: 4)
        code.line("/// The backgrounds " + (settings[s.crossFade] ? "cross-fade with the switch (ours)." : "switch at once (the demo)."), indent: 4)
        code.line("static let crossFade = \(settings[s.crossFade])" + code.note(s.crossFade), indent: 4)
        code.line("")
        code.line("/// Card i's y at scroll offset x: every card follows card 0, deltaOffsetY of scroll later.", indent: 4)
        code.line("static func cardY(_ i: Int, offset x: CGFloat) -> CGFloat {", indent: 4)
        code.line("let m = m0 + deltaOffsetY * CGFloat(i) - x", indent: 8)
        code.line("return m >= 0 ? pow(m / m0, exponent) * n0 : m - cardHeight", indent: 8)
        code.line("}", indent: 4)
        code.line("static func scale(y: CGFloat, height h: CGFloat) -> CGFloat {", indent: 4)
        code.line("y < 0 ? 1 : pow(min(y, h) / h, scaleExponent)", indent: 8)
        code.line("}", indent: 4)
        code.line("static func overlay(scale: CGFloat) -> CGFloat {", indent: 4)
        code.line("let base = 1 - overlayFactor * scale", indent: 8)
        code.line("return base > 0 ? pow(base, overlayExponent) : 0", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/// pop's decay as an animation to the flick's end: the speed falls by `decay` each millisecond,")
        code.line("/// so the way gone is (1 − decay^(1000·t)) of the whole, and the whole is v / (−1000·ln decay).")
        code.line("struct CardsDecay: CustomAnimation {")
        code.line("func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {", indent: 4)
        code.line("let left = pow(CardsTuning.decay, 1000 * time)", indent: 8)
        code.line("return left < 0.0005 ? nil : value.scaled(by: 1 - left)", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("/// How far a flick at `velocity` (points per second) goes.", indent: 4)
        code.line("static func distance(velocity: CGFloat) -> CGFloat {", indent: 4)
        code.line("velocity / (-1000 * CGFloat(log(CardsTuning.decay)))", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/// The stack of `count` cards (`card(i)` draws one) in a view `height` points tall.")
        code.line("struct CardsStack<Card: View>: View {")
        code.line("let count: Int", indent: 4)
        code.line("let height: CGFloat", indent: 4)
        code.line("let card: (Int) -> Card", indent: 4)
        code.line("@State private var offset: CGFloat = \(CodeText.number(CardStackLayout.initialOffset))", indent: 4)
        code.line("@State private var dragStart: CGFloat?", indent: 4)
        code.line("@State private var selected: Int?", indent: 4)
        code.line("")
        code.line("private var maxOffset: CGFloat { CardsTuning.deltaOffsetY * CGFloat(max(count, 1) - 1) }", indent: 4)
        code.line("")
        code.line("/// Card i's y, scale, overlay and drawing order, in the stack or selected.", indent: 4)
        code.line("private func placement(_ i: Int) -> (y: CGFloat, scale: CGFloat, overlay: CGFloat, z: Double) {", indent: 4)
        code.line("guard let selected else {", indent: 8)
        code.line("let y = CardsTuning.cardY(i, offset: offset), scale = CardsTuning.scale(y: y, height: height)", indent: 12)
        code.line("return (y, scale, CardsTuning.overlay(scale: scale), Double(y))", indent: 12)
        code.line("}", indent: 8)
        code.line("let stacked = CardsTuning.overlay(scale: CardsTuning.scale(y: CardsTuning.cardY(i, offset: offset), height: height))", indent: 8)
        code.line("if i == selected { return (height / 2 - CardsTuning.cardHeight / 2, 1, 0, Double(i)) }", indent: 8)
        code.line("return i < selected ? (-CardsTuning.cardHeight, CardsTuning.earlierScale, stacked, Double(i))", indent: 8)
        code.line(": (height + CardsTuning.cardHeight, CardsTuning.laterScale, stacked, Double(i))", indent: 15)
        code.line("}", indent: 4)
        code.line("")
        code.line("var body: some View {", indent: 4)
        code.line("ZStack(alignment: .top) {", indent: 8)
        code.line("(selected == nil ? CardsTuning.background : CardsTuning.selectedBackground)", indent: 12)
        code.line(".animation(CardsTuning.crossFade ? CardsTuning.select : nil, value: selected)", indent: 16)
        code.line("ForEach(0..<count, id: \\.self) { i in", indent: 12)
        code.line("let p = placement(i)", indent: 16)
        code.line("card(i)", indent: 16)
        code.line(".frame(width: CardsTuning.cardWidth, height: CardsTuning.cardHeight)", indent: 20)
        code.line(".overlay(CardsTuning.overlayTint.opacity(Double(min(p.overlay, 1))))", indent: 20)
        code.line(".clipShape(RoundedRectangle(cornerRadius: CardsTuning.cornerRadius))", indent: 20)
        code.line(".scaleEffect(p.scale)", indent: 20)
        code.line(".offset(y: p.y)", indent: 20)
        code.line(".zIndex(p.z)", indent: 20)
        code.line(".onTapGesture {", indent: 20)
        code.line("withAnimation(CardsTuning.select) { selected = selected == nil ? i : nil }", indent: 24)
        code.line("}", indent: 20)
        code.line("}", indent: 12)
        code.line("}", indent: 8)
        code.line(".frame(height: height, alignment: .top)", indent: 8)
        code.line(".clipped()", indent: 8)
        code.line(".gesture(DragGesture()", indent: 8)
        code.line(".onChanged { drag in", indent: 12)
        code.line("guard selected == nil else { return }  // scrolling is off while a card is chosen", indent: 16)
        code.line("let start = dragStart ?? offset", indent: 16)
        code.line("dragStart = start", indent: 16)
        code.line("offset = min(max(start - drag.translation.height, 0), maxOffset)", indent: 16)
        code.line("}", indent: 12)
        code.line(".onEnded { drag in", indent: 12)
        code.line("dragStart = nil", indent: 16)
        code.line("guard selected == nil else { return }", indent: 16)
        code.line("let target = offset + CardsDecay.distance(velocity: -drag.velocity.height)", indent: 16)
        code.line("withAnimation(Animation(CardsDecay())) { offset = min(max(target, 0), maxOffset) }", indent: 16)
        code.line("})", indent: 12)
        code.line("}", indent: 4)
        code.line("}")
        if code.changed(s.rubberBand) {
            code.line("")
            code.comment("\(s.rubberBand.name) = \(code.literal(s.rubberBand)) (\(s.rubberBand.summary)) is not written: see the first lines"
                         + code.note(s.rubberBand))
        }
        return code.text
    }
}
