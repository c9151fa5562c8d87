import Motion
import Scenes

extension CellCode {
    /// Ramotion's folding cell in SwiftUI: the container's panels at the preview's heights, each
    /// turned about its hinge by `rotation3DEffect` with FoldingCell's perspective, every step
    /// on its own delayed animation (half of each tuned duration, easeIn folding away, easeOut
    /// unfolding; or the tuned curves, a spring over its own settling time, each step's delay
    /// the sum of the steps before it), and the row's height on its own curve.
    static func swiftUI(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.swiftui, settings)
        let items = settings[CellSettings.items]
        let timeline = CellSettings.timeline(settings)
        SwiftUICode.header(&code, "the folding cell as Ramotion's FoldingCell plays it", cannot: nil)
        let durations = timeline.durations.map(CodeText.number).joined(separator: ", ")
        code.line("/// The tuned cell: panels, timing and perspective (points and seconds).")
        code.line("enum CellTuning {")
        code.line("/// Panels in the open card (FoldingCell's itemCount).", indent: 4)
        code.line("static let itemCount = \(items)" + code.note(CellSettings.items), indent: 4)
        code.line("/// The closed card (the foreground) and the first two panels: F points each; the rest 74.5.", indent: 4)
        code.line("static let foregroundHeight: CGFloat = \(CodeText.number(CellLayout.foregroundHeight))", indent: 4)
        code.line("static let stripHeight: CGFloat = \(CodeText.number(CellLayout.stripHeight))", indent: 4)
        code.line("static let cardWidth: CGFloat = \(CodeText.number(CellLayout.cardWidth))", indent: 4)
        code.line("/// The open card: 2F + (itemCount − 2)·74.5.", indent: 4)
        code.line("static let containerHeight: CGFloat = \(CodeText.number(CellLayout.containerHeight(itemCount: items)))"
                  + (code.changed(CellSettings.items) ? " // original: \(CodeText.number(CellLayout.containerHeight(itemCount: 4)))" : ""), indent: 4)
        code.line("/// The row closed and open (the card 7 points down, 9 more below it when open).", indent: 4)
        code.line("static let closedRowHeight: CGFloat = \(CodeText.number(CellLayout.closedRowHeight))", indent: 4)
        code.line("static let openRowHeight: CGFloat = \(CodeText.number(CellLayout.openRowHeight(itemCount: items)))"
                  + (code.changed(CellSettings.items) ? " // original: \(CodeText.number(CellLayout.openRowHeight(itemCount: 4)))" : ""), indent: 4)
        code.line("/// One duration per fold step (itemCount − 1), each split in two halves.", indent: 4)
        code.line("static let durations: [Double] = [\(durations)]" + code.note(CellSettings.durations), indent: 4)
        code.line("/// The row growing as a cell opens and shrinking as it closes (easeOut).", indent: 4)
        code.line("static let openRow = \(SwiftUICode.animation(.easeOut, duration: code.literal(CellSettings.openRowDuration)))"
                  + code.note(CellSettings.openRowDuration), indent: 4)
        code.line("static let closeRow = \(SwiftUICode.animation(.easeOut, duration: code.literal(CellSettings.closeRowDuration)))"
                  + code.note(CellSettings.closeRowDuration), indent: 4)
        code.line("/// The eye's distance from each hinge, points (m34 = −1 / eyeDistance; FoldingCell: 2.5 / −2000).", indent: 4)
        code.line("static let eyeDistance: CGFloat = \(code.literal(CellSettings.eyeDistance))" + code.note(CellSettings.eyeDistance), indent: 4)
        code.line("static let backColor = \(SwiftUICode.color(settings[CellSettings.backColor]))" + code.note(CellSettings.backColor), indent: 4)
        code.line("")
        code.line("/// Where panel k starts in the container: 0, F, 2F, 2F + 74.5, …; k = itemCount: the bottom.", indent: 4)
        code.line("static func panelTop(_ k: Int) -> CGFloat {", indent: 4)
        code.line("k <= 0 ? 0 : k == 1 ? foregroundHeight : 2 * foregroundHeight + CGFloat(min(k, itemCount) - 2) * stripHeight", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("/// The items in opening order: the foreground, panel 1, panel 1's back, panel 2, …, the last", indent: 4)
        code.line("/// panel; item i's step lasts half of durations[i / 2] and starts when the one before ends.", indent: 4)
        code.line("static var stepCount: Int { 2 * (itemCount - 1) }", indent: 4)
        code.line("static func stepDuration(_ i: Int) -> Double { durations[min(i / 2, durations.count - 1)] / 2 }", indent: 4)
        let tunedCurves = code.changed(CellSettings.foldAwayCurve) || code.changed(CellSettings.unfoldCurve)
        if tunedCurves { curveFunctions(&code) }
        code.line("}")
        code.line("")
        code.line("/// A FoldingCell: `foreground` (the closed card, F tall) folds away and `container` (the open")
        code.line("/// card, containerHeight tall) unfolds panel by panel. Call `open()` / `close()`.")
        code.line("struct CellFoldingCard<Foreground: View, Container: View>: View {")
        code.line("let foreground: Foreground", indent: 4)
        code.line("let container: Container", indent: 4)
        code.line("@State private var isOpen = false", indent: 4)
        code.line("/// Each item's angle about its hinge, radians (±π/2 is edge-on: hidden). Closed: the", indent: 4)
        code.line("/// foreground and the backs flat, the panels waiting at +π/2.", indent: 4)
        code.line("@State private var angles: [Double] = (0..<CellTuning.stepCount).map { $0 % 2 == 1 ? .pi / 2 : 0 }", indent: 4)
        code.line("")
        code.line("/// Opening: the steps in order, even ones 0 → −π/2 " + (tunedCurves ? "(foldAway), odd ones +π/2 → 0 (unfold)."
                                                                      : "(easeIn), odd ones +π/2 → 0 (easeOut)."), indent: 4)
        code.line("func open() {", indent: 4)
        code.line("withAnimation(CellTuning.openRow) { isOpen = true }", indent: 8)
        code.line("play(order: Array(0..<CellTuning.stepCount), to: -.pi / 2)", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("/// Closing: the steps reversed, even ones 0 → +π/2, odd ones −π/2 → 0.", indent: 4)
        code.line("func close() {", indent: 4)
        code.line("withAnimation(CellTuning.closeRow) { isOpen = false }", indent: 8)
        code.line("play(order: (0..<CellTuning.stepCount).reversed(), to: .pi / 2)", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("private func play(order: [Int], to away: Double) {", indent: 4)
        code.line("var start = 0.0", indent: 8)
        code.line("for (step, item) in order.enumerated() {", indent: 8)
        if tunedCurves {
            code.line("let half = CellTuning.stepDuration(item)", indent: 12)
            code.line("let (curve, duration) = step % 2 == 0 ? CellTuning.foldAway(half: half) : CellTuning.unfold(half: half)", indent: 12)
        } else {
            code.line("let duration = CellTuning.stepDuration(item)", indent: 12)
            code.line("let curve = step % 2 == 0 ? \(SwiftUICode.animation(.easeIn, duration: "duration"))", indent: 12)
            code.line(": \(SwiftUICode.animation(.easeOut, duration: "duration"))", indent: 38)
        }
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
        code.line(".padding(.top, \(CodeText.number(CellLayout.cardTop)))", indent: 8)
        code.line(".frame(height: isOpen ? CellTuning.openRowHeight : CellTuning.closedRowHeight, alignment: .top)", indent: 8)
        code.line(".clipped()", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        closingNotes(&code)
        return code.text
    }

    /// `CellTuning.foldAway(half:)` and `unfold(half:)` for tuned curves: a step's animation and
    /// how long it lasts, a Bézier over its `half` of a duration, or SwiftUI's spring with the
    /// setting's two numbers, which takes no duration, over the time the preview gives it (until it
    /// is within 0.001 of its end and slower than 0.01 of its travel a second): the next step
    /// starts then.
    private static func curveFunctions(_ code: inout CodeText) {
        let curves = [(CellSettings.foldAwayCurve, "foldAway", "An item folding away (each step's first half)"),
                      (CellSettings.unfoldCurve, "unfold", "An item unfolding flat (each step's second half)")]
        for (setting, name, what) in curves {
            let timing = code.settings[setting]
            let length = timing.spring.map { CodeText.number($0.settlingDuration) } ?? "half"
            let original = "(\(SwiftUICode.animation(setting.defaultValue, duration: "half")), half)"
            code.line("/// \(what): its animation and how long it lasts, seconds"
                      + (timing.spring == nil ? "." : " (the spring's own time, not half a step)."), indent: 4)
            code.line("static func \(name)(half: Double) -> (Animation, Double) {", indent: 4)
            code.line("(\(SwiftUICode.animation(timing, duration: "half")), \(length))"
                      + (code.changed(setting) ? " // original: " + original : ""), indent: 8)
            code.line("}", indent: 4)
        }
    }
}
