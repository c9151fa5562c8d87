import Motion
import Scenes

extension CellCode {
    /// Ramotion's folding cell in SwiftUI: the container's panels at the preview's heights, each
    /// turned about its hinge by `rotation3DEffect` with FoldingCell's perspective, every step
    /// on its own delayed animation (half of each tuned duration, easeIn folding away, easeOut
    /// unfolding; or the tuned curves, a spring over its own settling time, each step's delay
    /// the sum of the steps before it), and the row's height on its own curve.
    static func swiftUI(_ model: ModeModel) -> String {
        var code = CodeText(.swiftui, model.settings)
        SwiftUICode.header(&code, model, "the folding cell as Ramotion's FoldingCell plays it", usage: [
            "Usage: CellFoldingCard { closed card } container: { open card } as a row of a VStack or List: a tap opens",
            "or closes it and its height follows (the preview at the end shows four).",
        ])
        code.line("/// The tuned cell: panels, timing and perspective (points and seconds).")
        code.line("enum CellTuning {")
        code.tuning(model.constants)
        code.line("")
        code.lines(panelTopFunction, indent: 4)
        code.lines("""

                /// The items in opening order: the foreground, panel 1, panel 1's back, panel 2, …, the last
                /// panel; item i's step lasts half of durations[i / 2] and starts when the one before ends.
                static var stepCount: Int { 2 * (itemCount - 1) }
                static func stepDuration(_ i: Int) -> Double { durations[min(i / 2, durations.count - 1)] / 2 }

                /// A step's animation and how long it lasts, seconds: folding away (`even`) or unfolding over its `half`
                /// of a duration; a spring takes no duration, and lasts its own time (the next step starts then).
                static func step(even: Bool, half: Double) -> (Animation, Double) {
            """)
        code.line("even ? (foldAway(half), \(length(CellSettings.foldAwayCurve, code))) : (unfold(half), \(length(CellSettings.unfoldCurve, code)))",
                  indent: 8)
        code.lines("""
                }
            }

            /// A FoldingCell: `foreground` (the closed card, F tall) folds away and `container` (the open
            /// card, containerHeight tall) unfolds panel by panel; a tap opens or closes it.
            struct CellFoldingCard<Foreground: View, Container: View>: View {
                let foreground: Foreground
                let container: Container

                init(@ViewBuilder foreground: () -> Foreground, @ViewBuilder container: () -> Container) {
                    self.foreground = foreground()
                    self.container = container()
                }

                @State private var isOpen = false
                /// Each item's angle about its hinge, radians (±π/2 is edge-on: hidden). Closed: the
                /// foreground and the backs flat, the panels waiting at +π/2.
                @State private var angles: [Double] = (0..<CellTuning.stepCount).map { $0 % 2 == 1 ? .pi / 2 : 0 }

                /// Opening: the steps in order, even ones 0 → −π/2 (foldAway), odd ones +π/2 → 0 (unfold).
                func open() {
                    withAnimation(\(SwiftUICode.animation(.easeOut, duration: "CellTuning.openRowDuration"))) { isOpen = true }
                    play(order: Array(0..<CellTuning.stepCount), to: -.pi / 2)
                }

                /// Closing: the steps reversed, even ones 0 → +π/2, odd ones −π/2 → 0.
                func close() {
                    withAnimation(\(SwiftUICode.animation(.easeOut, duration: "CellTuning.closeRowDuration"))) { isOpen = false }
                    play(order: (0..<CellTuning.stepCount).reversed(), to: .pi / 2)
                }

                private func play(order: [Int], to away: Double) {
                    var start = 0.0
                    for (step, item) in order.enumerated() {
                        let (curve, duration) = CellTuning.step(even: step % 2 == 0, half: CellTuning.stepDuration(item))
                        withAnimation(curve.delay(start)) { angles[item] = step % 2 == 0 ? away : 0 }
                        start += duration
                    }
                }

            """)
        for line in SwiftUICode.perspectiveDoc { code.line(line, indent: 4) }
        code.lines("""
                private func perspective(height: CGFloat) -> CGFloat {
                    max(CellTuning.cardWidth, height) / CellTuning.eyeDistance
                }

                /// The container's stretch from `top` to `bottom`.
                private func strip(_ top: CGFloat, _ bottom: CGFloat) -> some View {
                    container
                        .frame(width: CellTuning.cardWidth, height: CellTuning.containerHeight)
                        .offset(y: -top)
                        .frame(width: CellTuning.cardWidth, height: bottom - top, alignment: .top)
                        .clipped()
                }

                var body: some View {
                    ZStack(alignment: .top) {
                        strip(0, CellTuning.panelTop(1))  // the container's static top
                        ForEach(1..<CellTuning.itemCount, id: \\.self) { k in
                            let top = CellTuning.panelTop(k), bottom = CellTuning.panelTop(k + 1)
                            strip(top, bottom)
                                // The back of panel k + 1, folded up under panel k's lower edge (hinged there).
                                .overlay(alignment: .bottom) {
                                    if k < CellTuning.itemCount - 1 {
                                        let height = CellTuning.panelTop(k + 2) - bottom
                                        CellTuning.backColor
                                            .frame(width: CellTuning.cardWidth, height: height)
                                            .rotation3DEffect(.radians(angles[2 * k]), axis: (x: 1, y: 0, z: 0), anchor: .bottom,
                                                              perspective: perspective(height: height))
                                    }
                                }
                                .rotation3DEffect(.radians(angles[2 * k - 1]), axis: (x: 1, y: 0, z: 0), anchor: .top,
                                                  perspective: perspective(height: bottom - top))
                                .offset(y: top)
                        }
                        // The foreground, hinged at its bottom edge, over the rest.
                        foreground
                            .frame(width: CellTuning.cardWidth, height: CellTuning.foregroundHeight)
                            .rotation3DEffect(.radians(angles[0]), axis: (x: 1, y: 0, z: 0), anchor: .bottom,
                                              perspective: perspective(height: CellTuning.foregroundHeight))
                    }
                    .padding(.top, CellTuning.cardTop)
                    .frame(height: isOpen ? CellTuning.openRowHeight : CellTuning.closedRowHeight, alignment: .top)
                    .clipped()
                    .onTapGesture { isOpen ? close() : open() }
                }
            }
            """)
        code.lines(preview)
        return code.text
    }

    /// How long a step on `setting`'s curve lasts, as `code`'s language writes it: its half of a
    /// duration (`half`, Kotlin `millis`), or a spring's own time, seconds (Kotlin ms), until it
    /// is within 0.001 of its end and slower than 0.01 of its travel a second.
    static func length(_ setting: Setting<TimingCurve>, _ code: CodeText) -> String {
        let kotlin = code.language == .compose
        guard let spring = code.settings[setting].spring else { return kotlin ? "millis" : "half" }
        return kotlin ? ComposeCode.millis(spring.settlingDuration) : CodeText.number(spring.settlingDuration)
    }

    /// A `#Preview` of four sample cards in a scroll view, each opening or closing on a tap.
    private static let preview = """

        #Preview("Folding cells in a list") {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(1..<5, id: \\.self) { n in
                        CellFoldingCard {
                            RoundedRectangle(cornerRadius: 10).fill(Color.teal).overlay(Text("Card \\(n)"))
                        } container: {
                            RoundedRectangle(cornerRadius: 10).fill(Color.indigo).overlay(Text("Card \\(n), open"))
                        }
                    }
                }
            }
        }
        """
}
