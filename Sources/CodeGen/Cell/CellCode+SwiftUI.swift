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
        code.line("")
        code.line("/// The items in opening order: the foreground, panel 1, panel 1's back, panel 2, …, the last", indent: 4)
        code.line("/// panel; item i's step lasts half of durations[i / 2] and starts when the one before ends.", indent: 4)
        code.line("static var stepCount: Int { 2 * (itemCount - 1) }", indent: 4)
        code.line("static func stepDuration(_ i: Int) -> Double { durations[min(i / 2, durations.count - 1)] / 2 }", indent: 4)
        code.line("")
        code.line("/// A step's animation and how long it lasts, seconds: folding away (`even`) or unfolding over its `half`", indent: 4)
        code.line("/// of a duration; a spring takes no duration, and lasts its own time (the next step starts then).", indent: 4)
        code.line("static func step(even: Bool, half: Double) -> (Animation, Double) {", indent: 4)
        code.line("even ? (foldAway(half), \(length(CellSettings.foldAwayCurve, code))) : (unfold(half), \(length(CellSettings.unfoldCurve, code)))",
                  indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/// A FoldingCell: `foreground` (the closed card, F tall) folds away and `container` (the open")
        code.line("/// card, containerHeight tall) unfolds panel by panel; a tap opens or closes it.")
        code.line("struct CellFoldingCard<Foreground: View, Container: View>: View {")
        code.line("let foreground: Foreground", indent: 4)
        code.line("let container: Container", indent: 4)
        code.line("")
        code.line("init(@ViewBuilder foreground: () -> Foreground, @ViewBuilder container: () -> Container) {", indent: 4)
        code.line("self.foreground = foreground()", indent: 8)
        code.line("self.container = container()", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("@State private var isOpen = false", indent: 4)
        code.line("/// Each item's angle about its hinge, radians (±π/2 is edge-on: hidden). Closed: the", indent: 4)
        code.line("/// foreground and the backs flat, the panels waiting at +π/2.", indent: 4)
        code.line("@State private var angles: [Double] = (0..<CellTuning.stepCount).map { $0 % 2 == 1 ? .pi / 2 : 0 }", indent: 4)
        code.line("")
        code.line("/// Opening: the steps in order, even ones 0 → −π/2 (foldAway), odd ones +π/2 → 0 (unfold).", indent: 4)
        code.line("func open() {", indent: 4)
        code.line("withAnimation(\(SwiftUICode.animation(.easeOut, duration: "CellTuning.openRowDuration"))) { isOpen = true }", indent: 8)
        code.line("play(order: Array(0..<CellTuning.stepCount), to: -.pi / 2)", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("/// Closing: the steps reversed, even ones 0 → +π/2, odd ones −π/2 → 0.", indent: 4)
        code.line("func close() {", indent: 4)
        code.line("withAnimation(\(SwiftUICode.animation(.easeOut, duration: "CellTuning.closeRowDuration"))) { isOpen = false }", indent: 8)
        code.line("play(order: (0..<CellTuning.stepCount).reversed(), to: .pi / 2)", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("private func play(order: [Int], to away: Double) {", indent: 4)
        code.line("var start = 0.0", indent: 8)
        code.line("for (step, item) in order.enumerated() {", indent: 8)
        code.line("let (curve, duration) = CellTuning.step(even: step % 2 == 0, half: CellTuning.stepDuration(item))", indent: 12)
        code.line("withAnimation(curve.delay(start)) { angles[item] = step % 2 == 0 ? away : 0 }", indent: 12)
        code.line("start += duration", indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        for line in SwiftUICode.perspectiveDoc { code.line(line, indent: 4) }
        code.line("private func perspective(height: CGFloat) -> CGFloat {", indent: 4)
        code.line("max(CellTuning.cardWidth, height) / CellTuning.eyeDistance", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("/// The container's stretch from `top` to `bottom`.", indent: 4)
        code.line("private func strip(_ top: CGFloat, _ bottom: CGFloat) -> some View {", indent: 4)
        code.line("container", indent: 8)
        code.line(".frame(width: CellTuning.cardWidth, height: CellTuning.containerHeight)", indent: 12)
        code.line(".offset(y: -top)", indent: 12)
        code.line(".frame(width: CellTuning.cardWidth, height: bottom - top, alignment: .top)", indent: 12)
        code.line(".clipped()", indent: 12)
        code.line("}", indent: 4)
        code.line("")
        code.line("var body: some View {", indent: 4)
        code.line("ZStack(alignment: .top) {", indent: 8)
        code.line("strip(0, CellTuning.panelTop(1))  // the container's static top", indent: 12)
        code.line("ForEach(1..<CellTuning.itemCount, id: \\.self) { k in", indent: 12)
        code.line("let top = CellTuning.panelTop(k), bottom = CellTuning.panelTop(k + 1)", indent: 16)
        code.line("strip(top, bottom)", indent: 16)
        code.comment("The back of panel k + 1, folded up under panel k's lower edge (hinged there).", indent: 20)
        code.line(".overlay(alignment: .bottom) {", indent: 20)
        code.line("if k < CellTuning.itemCount - 1 {", indent: 24)
        code.line("let height = CellTuning.panelTop(k + 2) - bottom", indent: 28)
        code.line("CellTuning.backColor", indent: 28)
        code.line(".frame(width: CellTuning.cardWidth, height: height)", indent: 32)
        code.line(".rotation3DEffect(.radians(angles[2 * k]), axis: (x: 1, y: 0, z: 0), anchor: .bottom,", indent: 32)
        code.line("perspective: perspective(height: height))", indent: 50)
        code.line("}", indent: 24)
        code.line("}", indent: 20)
        code.line(".rotation3DEffect(.radians(angles[2 * k - 1]), axis: (x: 1, y: 0, z: 0), anchor: .top,", indent: 20)
        code.line("perspective: perspective(height: bottom - top))", indent: 38)
        code.line(".offset(y: top)", indent: 20)
        code.line("}", indent: 12)
        code.comment("The foreground, hinged at its bottom edge, over the rest.", indent: 12)
        code.line("foreground", indent: 12)
        code.line(".frame(width: CellTuning.cardWidth, height: CellTuning.foregroundHeight)", indent: 16)
        code.line(".rotation3DEffect(.radians(angles[0]), axis: (x: 1, y: 0, z: 0), anchor: .bottom,", indent: 16)
        code.line("perspective: perspective(height: CellTuning.foregroundHeight))", indent: 34)
        code.line("}", indent: 8)
        code.line(".padding(.top, CellTuning.cardTop)", indent: 8)
        code.line(".frame(height: isOpen ? CellTuning.openRowHeight : CellTuning.closedRowHeight, alignment: .top)", indent: 8)
        code.line(".clipped()", indent: 8)
        code.line(".onTapGesture { isOpen ? close() : open() }", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
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
