import Motion
import Scenes

extension FlipCode {
    /// The departures board in SwiftUI: the board's timeline as three animated fractions (the
    /// cube flips' turn, the out-and-back pieces' `away`, the plane's tilt `settle`), the cube
    /// flip as a view, and every piece's value as the preview computes it from them.
    static func swiftUI(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.swiftui, settings)
        SwiftUICode.header(&code, "the flight board's transition as DevTalking's UIView.animate calls play it", cannot: nil)
        let curve = settings[FlipSettings.curve]
        let tilt = FlipSettings.planeTilt
        let rotationNote = code.changed(tilt) ? " // original: " + CodeText.number(-tilt.defaultValue) : ""
        code.line("/// The tuned board: durations (seconds), distances (points) and the one curve of every piece.")
        code.line("enum BoardTuning {")
        let constants: [(String, Setting<Double>, String)] = [
            ("cubeDuration", FlipSettings.duration, "The cube flips, the background's cross-dissolve and the small arrow's turn."),
            ("fadeDuration", FlipSettings.fadeDuration, "Each half of the places', plane's, lines' and bottom label's out-and-back."),
            ("planeReturnDelay", FlipSettings.planeReturnDelay, "After the plane's jump, before its tilt returns."),
            ("planeReturnDuration", FlipSettings.planeReturnDuration, "The plane's tilt returning to level."),
            ("squash", FlipSettings.squash, "A cube face's scale y as it turns away."),
            ("placeShift", FlipSettings.placeShift, "How far the place names slide (target down, source up)."),
        ]
        for (name, setting, summary) in constants {
            code.line("/// \(summary)", indent: 4)
            code.line("static let \(name): \(name == "placeShift" ? "CGFloat" : "Double") = \(code.literal(setting))" + code.note(setting), indent: 4)
        }
        code.line("/// The plane's rotation after its jump, radians (negative: nose up, as UIKit's y-down rotation).", indent: 4)
        code.line("static let planeRotation: Double = \(CodeText.number(-settings[tilt]))" + rotationNote, indent: 4)
        code.line("/// Every piece's curve (UIView.animate's default, easeInOut) over `duration`.", indent: 4)
        code.line("static func curve(_ duration: Double) -> Animation {", indent: 4)
        code.line(SwiftUICode.animation(.bezier(curve), duration: "duration") + code.note(FlipSettings.curve), indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("/// One swipe to the next flight: the cube flips over cubeDuration; the out-and-back pieces", indent: 4)
        code.line("/// go out over fadeDuration, change their text at once (`showsNext`) and come back, the plane", indent: 4)
        code.line("/// jumping to the left with its nose up; the tilt returns planeReturnDelay later.", indent: 4)
        code.line("static func play(_ board: Binding<BoardState>) {", indent: 4)
        code.line("board.wrappedValue = BoardState()", indent: 8)
        code.line("withAnimation(curve(cubeDuration)) { board.wrappedValue.turn = 1 }", indent: 8)
        code.line("withAnimation(curve(fadeDuration)) {", indent: 8)
        code.line("board.wrappedValue.away = 1", indent: 12)
        code.line("board.wrappedValue.lineOut = 1", indent: 12)
        code.line("} completion: {", indent: 8)
        code.line("board.wrappedValue.showsNext = true", indent: 12)
        code.line("withAnimation(curve(fadeDuration)) {", indent: 12)
        code.line("board.wrappedValue.away = 0", indent: 16)
        code.line("board.wrappedValue.lineIn = 1", indent: 16)
        code.line("}", indent: 12)
        code.line("withAnimation(curve(planeReturnDuration).delay(planeReturnDelay)) { board.wrappedValue.settle = 1 }", indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/// The board's animated values; the pieces read theirs from the helpers below.")
        code.line("struct BoardState {")
        code.line("/// The cube flips, the background's dissolve (the new one's opacity) and the small arrow: 0 → 1.", indent: 4)
        code.line("var turn = 0.0", indent: 4)
        code.line("/// The out-and-back pieces: 0 → 1 out, then 1 → 0 back once `showsNext`.", indent: 4)
        code.line("var away = 0.0", indent: 4)
        code.line("/// The texts of the second half (places, bottom label) and the plane's jump.", indent: 4)
        code.line("var showsNext = false", indent: 4)
        code.line("/// The line the new status hides fades out (first half), the one it shows fades in (second).", indent: 4)
        code.line("var lineOut = 0.0", indent: 4)
        code.line("var lineIn = 0.0", indent: 4)
        code.line("/// The plane's tilt returning: 0 → 1.", indent: 4)
        code.line("var settle = 0.0", indent: 4)
        code.line("")
        code.line("/// The place names' slide (points; the target's +, the source's −) and their and the bottom label's opacity.", indent: 4)
        code.line("var placeShift: CGFloat { BoardTuning.placeShift * CGFloat(away) }", indent: 4)
        code.line("var fadingOpacity: Double { 1 - away }", indent: 4)
        code.line("/// The plane's offset from home on a board `width` points wide: out by width/1.5, then back", indent: 4)
        code.line("/// from 1.5·width further left.", indent: 4)
        code.line("func planeOffset(width: CGFloat) -> CGFloat {", indent: 4)
        code.line("(showsNext ? width / 1.5 - width * 1.5 : width / 1.5) * CGFloat(away)", indent: 8)
        code.line("}", indent: 4)
        code.line("/// The plane's rotation, radians: the tilt from the jump on, back to 0 as it settles.", indent: 4)
        code.line("var planeRotation: Angle { .radians(showsNext ? BoardTuning.planeRotation * (1 - settle) : 0) }", indent: 4)
        code.line("/// The small arrow's rotation from `from` to `to` radians (0 landed, −π/2 departed).", indent: 4)
        code.line("func smallArrow(from: Double, to: Double) -> Angle { .radians(from + (to - from) * turn) }", indent: 4)
        code.line("}")
        code.line("")
        code.line("/// One cube flip at `turn`: the old face squashes to `squash` and slides up half its height as it")
        code.line("/// fades; the new one comes from below (scale y, then the move, about the centre).")
        SwiftUICode.animatableView(&code, "BoardCubeFlip", progress: "turn", views: ("old", "new"))
        code.line("var body: some View {", indent: 4)
        code.line("GeometryReader { proxy in", indent: 8)
        code.line("let h = proxy.size.height, squash = BoardTuning.squash", indent: 12)
        code.line("ZStack {", indent: 12)
        code.line("old.scaleEffect(x: 1, y: 1 + (squash - 1) * turn).offset(y: -0.5 * turn * h).opacity(1 - turn)", indent: 16)
        code.line("new.scaleEffect(x: 1, y: squash + (1 - squash) * turn).offset(y: 0.5 * (1 - turn) * h).opacity(turn)", indent: 16)
        code.line("}", indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        closingNotes(&code)
        return code.text
    }
}
