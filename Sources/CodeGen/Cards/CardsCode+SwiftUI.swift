import Motion
import Scenes

extension CardsCode {
    /// The card stack in SwiftUI: DDCardAnimation's layout law as functions of the scroll
    /// offset, a drag that scrolls it and a flick that decays as pop's decay does (a
    /// `CustomAnimation`), and the selection's layout on its own curve.
    static func swiftUI(_ model: ModeModel) -> String {
        let settings = model.settings
        var code = CodeText(.swiftui, settings)
        SwiftUICode.header(&code, model, "the card stack as DDCardAnimation lays it out", usage: [
            "Use: CardsStack(count: items.count, height: proxy.size.height) { i in YourCard(items[i]) } inside a GeometryReader;",
            "each card is built once per index, and a tap selects it (another tap goes back to the stack).",
        ])
        code.line("/// The tuned stack: the layout law (points), the scroll's decay and the selection.")
        code.line("enum CardsTuning {")
        code.tuning(model.constants)
        code.lines("""

                /// Card i's y at scroll offset x: every card follows card 0, deltaOffsetY of scroll later.
                static func cardY(_ i: Int, offset x: CGFloat) -> CGFloat {
                    let m = m0 + deltaOffsetY * CGFloat(i) - x
                    return m >= 0 ? pow(m / m0, exponent) * n0 : m - cardHeight
                }
                static func scale(y: CGFloat, height h: CGFloat) -> CGFloat {
                    y < 0 ? 1 : pow(min(y, h) / h, scaleExponent)
                }
                static func overlay(scale: CGFloat) -> CGFloat {
                    let base = 1 - overlayFactor * scale
                    return base > 0 ? pow(base, overlayExponent) : 0
                }
            }

            /// pop's decay as an animation to the flick's end: the speed falls by `decay` each millisecond,
            /// so the way gone is (1 − decay^(1000·t)) of the whole, and the whole is v / (−1000·ln decay).
            struct CardsDecay: CustomAnimation {
                func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                    let left = pow(CardsTuning.decay, 1000 * time)
                    return left < 0.0005 ? nil : value.scaled(by: 1 - left)
                }

                /// How far a flick at `velocity` (points per second) goes.
                static func distance(velocity: CGFloat) -> CGFloat {
                    velocity / (-1000 * CGFloat(log(CardsTuning.decay)))
                }
            }

            /// The stack of `count` cards (`card(i)` draws one) in a view `height` points tall.
            struct CardsStack<Card: View>: View {
                let count: Int
                let height: CGFloat
                let card: (Int) -> Card
                @State private var offset: CGFloat = \(CodeText.number(CardStackLayout.initialOffset))
                @State private var dragStart: CGFloat?
                @State private var selected: Int?

                private var maxOffset: CGFloat { CardsTuning.deltaOffsetY * CGFloat(max(count, 1) - 1) }

                /// Card i's y, scale, overlay and drawing order, in the stack or selected.
                private func placement(_ i: Int) -> (y: CGFloat, scale: CGFloat, overlay: CGFloat, z: Double) {
                    guard let selected else {
                        let y = CardsTuning.cardY(i, offset: offset), scale = CardsTuning.scale(y: y, height: height)
                        return (y, scale, CardsTuning.overlay(scale: scale), Double(y))
                    }
                    let stacked = CardsTuning.overlay(scale: CardsTuning.scale(y: CardsTuning.cardY(i, offset: offset), height: height))
                    if i == selected { return (height / 2 - CardsTuning.cardHeight / 2, 1, 0, Double(i)) }
                    return i < selected ? (-CardsTuning.cardHeight, CardsTuning.earlierScale, stacked, Double(i))
                           : (height + CardsTuning.cardHeight, CardsTuning.laterScale, stacked, Double(i))
                }

                var body: some View {
                    ZStack(alignment: .top) {
                        (selected == nil ? CardsTuning.background : CardsTuning.selectedBackground)
                            .animation(CardsTuning.crossFade ? CardsTuning.select : nil, value: selected)
                        ForEach(0..<count, id: \\.self) { i in
                            let p = placement(i)
                            card(i)
                                .frame(width: CardsTuning.cardWidth, height: CardsTuning.cardHeight)
                                .overlay(CardsTuning.overlayTint.opacity(Double(min(p.overlay, 1))))
                                .clipShape(RoundedRectangle(cornerRadius: CardsTuning.cornerRadius))
                                .scaleEffect(p.scale)
                                .offset(y: p.y)
                                .zIndex(p.z)
                                .onTapGesture {
                                    withAnimation(CardsTuning.select) { selected = selected == nil ? i : nil }
                                }
                        }
                    }
                    .frame(height: height, alignment: .top)
                    .clipped()
                    .gesture(DragGesture()
                        .onChanged { drag in
                            guard selected == nil else { return }  // scrolling is off while a card is chosen
                            let start = dragStart ?? offset
                            dragStart = start
                            offset = min(max(start - drag.translation.height, 0), maxOffset)
                        }
                        .onEnded { drag in
                            dragStart = nil
                            guard selected == nil else { return }
                            let target = offset + CardsDecay.distance(velocity: -drag.velocity.height)
                            withAnimation(Animation(CardsDecay())) { offset = min(max(target, 0), maxOffset) }
                        })
                }
            }

            #Preview(\"card stack\") {
                // Twelve sample cards: drag to scroll, tap a card to select it, tap again for the stack.
                CardsStack(count: 12, height: 667) { i in
                    Color(hue: Double(i) / 12, saturation: 0.45, brightness: 0.9)
                        .overlay(Text(\"Card \\(i + 1)\").font(.title))
                }
            }
            """)
        return code.text
    }
}
