import Motion
import Scenes

extension FlipCode {
    /// The departures board in Jetpack Compose: the board's timeline as `Animatable`s (the
    /// cube flips' turn, the out-and-back pieces' `away`, the lines, the plane's tilt), played
    /// in one coroutine, the cube flip as a composable, and each piece's value from them.
    static func compose(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.compose, settings)
        ComposeCode.header(&code, "the flight board's transition as DevTalking's UIView.animate calls play it", cannot: nil,
                           imports: ["androidx.compose.animation.core.Animatable", "androidx.compose.animation.core.CubicBezierEasing",
                                     "androidx.compose.animation.core.tween", "androidx.compose.foundation.layout.Box",
                                     "androidx.compose.runtime.Composable", "androidx.compose.runtime.getValue",
                                     "androidx.compose.runtime.mutableStateOf", "androidx.compose.runtime.setValue",
                                     "androidx.compose.ui.Modifier", "androidx.compose.ui.graphics.graphicsLayer",
                                     "kotlinx.coroutines.coroutineScope", "kotlinx.coroutines.launch"])
        let tilt = FlipSettings.planeTilt
        let rotationNote = code.changed(tilt) ? " // original: " + ComposeCode.float(-tilt.defaultValue * 180 / .pi) + " (−0.314 rad)" : ""
        code.line("/** The tuned board: durations (ms), distances (dp) and the one curve of every piece. */")
        code.line("object BoardTuning {")
        let durations: [(String, Setting<Double>, String)] = [
            ("CUBE_MILLIS", FlipSettings.duration, "The cube flips, the background's cross-dissolve and the small arrow's turn."),
            ("FADE_MILLIS", FlipSettings.fadeDuration, "Each half of the places', plane's, lines' and bottom label's out-and-back."),
            ("PLANE_RETURN_DELAY_MILLIS", FlipSettings.planeReturnDelay, "After the plane's jump, before its tilt returns."),
            ("PLANE_RETURN_MILLIS", FlipSettings.planeReturnDuration, "The plane's tilt returning to level."),
        ]
        for (name, setting, summary) in durations {
            code.line("/** \(summary) */", indent: 4)
            code.line("const val \(name) = \(ComposeCode.millis(settings[setting]))" + code.note(setting), indent: 4)
        }
        code.line("/** A cube face's scale y as it turns away. */", indent: 4)
        code.line("const val SQUASH = \(ComposeCode.float(settings[FlipSettings.squash]))" + code.note(FlipSettings.squash), indent: 4)
        code.line("/** How far the place names slide, dp (target down, source up). */", indent: 4)
        code.line("const val PLACE_SHIFT = \(ComposeCode.float(settings[FlipSettings.placeShift]))" + code.note(FlipSettings.placeShift), indent: 4)
        code.line("/** The plane's rotation after its jump, degrees (negative: nose up, as UIKit's y-down rotation). */", indent: 4)
        code.line("const val PLANE_ROTATION = \(ComposeCode.float(-settings[tilt] * 180 / .pi))" + rotationNote, indent: 4)
        code.line("/** Every piece's curve (UIView.animate's default, easeInOut). */", indent: 4)
        code.line("val easing = \(ComposeCode.easing(settings[FlipSettings.curve]))" + code.note(FlipSettings.curve), indent: 4)
        code.line("}")
        code.line("")
        code.line("/** The board's animated values; the pieces read theirs from the helpers. */")
        code.line("class BoardState {")
        code.line("/** The cube flips, the background's dissolve (the new one's alpha) and the small arrow: 0 → 1. */", indent: 4)
        code.line("val turn = Animatable(0f)", indent: 4)
        code.line("/** The out-and-back pieces: 0 → 1 out, then 1 → 0 back once [showsNext]. */", indent: 4)
        code.line("val away = Animatable(0f)", indent: 4)
        code.line("/** The line the new status hides fades out (first half), the one it shows fades in (second). */", indent: 4)
        code.line("val lineOut = Animatable(0f)", indent: 4)
        code.line("val lineIn = Animatable(0f)", indent: 4)
        code.line("/** The plane's tilt returning: 0 → 1. */", indent: 4)
        code.line("val settle = Animatable(0f)", indent: 4)
        code.line("/** The texts of the second half (places, bottom label) and the plane's jump. */", indent: 4)
        code.line("var showsNext by mutableStateOf(false)", indent: 4)
        code.line("")
        code.line("/** The place names' slide, dp (the target's +, the source's −), and the fading pieces' alpha. */", indent: 4)
        code.line("val placeShift: Float get() = BoardTuning.PLACE_SHIFT * away.value", indent: 4)
        code.line("val fadingAlpha: Float get() = 1f - away.value", indent: 4)
        code.line("/** The plane's offset from home on a board [width] dp wide: out by width/1.5, back from 1.5·width to the left. */", indent: 4)
        code.line("fun planeOffset(width: Float): Float = (if (showsNext) width / 1.5f - width * 1.5f else width / 1.5f) * away.value", indent: 4)
        code.line("/** The plane's rotation, degrees. */", indent: 4)
        code.line("val planeRotation: Float get() = if (showsNext) BoardTuning.PLANE_ROTATION * (1f - settle.value) else 0f", indent: 4)
        code.line("")
        code.line("/** One swipe to the next flight, as the original's animations run. */", indent: 4)
        code.line("suspend fun play() = coroutineScope {", indent: 4)
        code.line("fun spec(millis: Int, delay: Int = 0) = tween<Float>(millis, delayMillis = delay, easing = BoardTuning.easing)", indent: 8)
        code.line("launch { turn.animateTo(1f, spec(BoardTuning.CUBE_MILLIS)) }", indent: 8)
        code.line("launch { lineOut.animateTo(1f, spec(BoardTuning.FADE_MILLIS)) }", indent: 8)
        code.line("away.animateTo(1f, spec(BoardTuning.FADE_MILLIS))", indent: 8)
        code.line("showsNext = true", indent: 8)
        code.line("launch { lineIn.animateTo(1f, spec(BoardTuning.FADE_MILLIS)) }", indent: 8)
        code.line("launch { settle.animateTo(1f, spec(BoardTuning.PLANE_RETURN_MILLIS, BoardTuning.PLANE_RETURN_DELAY_MILLIS)) }", indent: 8)
        code.line("away.animateTo(0f, spec(BoardTuning.FADE_MILLIS))", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/**")
        code.line(" * One cube flip at [turn]: the old face squashes to SQUASH and slides up half its height as it fades;")
        code.line(" * the new one comes from below (scale y, then the move, about the centre).")
        code.line(" */")
        code.line("@Composable")
        code.line("fun BoardCubeFlip(turn: Float, modifier: Modifier = Modifier, old: @Composable () -> Unit, new: @Composable () -> Unit) {")
        code.line("val squash = BoardTuning.SQUASH", indent: 4)
        code.line("Box(modifier) {", indent: 4)
        code.line("Box(Modifier.graphicsLayer { scaleY = 1f + (squash - 1f) * turn; translationY = -0.5f * turn * size.height; alpha = 1f - turn }) { old() }", indent: 8)
        code.line("Box(Modifier.graphicsLayer { scaleY = squash + (1f - squash) * turn; translationY = 0.5f * (1f - turn) * size.height; alpha = turn }) { new() }", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        closingNotes(&code)
        return code.text
    }
}
