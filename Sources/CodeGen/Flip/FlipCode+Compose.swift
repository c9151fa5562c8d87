import Motion
import Scenes

extension FlipCode {
    /// The departures board in Jetpack Compose: the board's timeline as `Animatable`s (the
    /// cube flips' turn, the out-and-back pieces' `away`, the lines, the plane's tilt), played
    /// in one coroutine, the cube flip as a composable, and each piece's value from them.
    static func compose(_ model: ModeModel) -> String {
        var code = CodeText(.compose, model.settings)
        ComposeCode.header(&code, model, "the flight board's transition as DevTalking's UIView.animate calls play it", usage: [
            "Use: val board = remember { BoardState() }; draw each piece from it (BoardCubeFlip(board.turn.value, old = { … },",
            "new = { … }), a place's offset by board.placeShift, the plane's planeOffset(width) and planeRotation) and call",
            "scope.launch { board.play() } on a swipe (BoardPreview).",
        ], imports: ["androidx.compose.animation.core.Animatable", "androidx.compose.foundation.background",
                     "androidx.compose.foundation.clickable", "androidx.compose.foundation.layout.Box",
                     "androidx.compose.foundation.layout.BoxWithConstraints", "androidx.compose.foundation.layout.Column",
                     "androidx.compose.foundation.layout.fillMaxSize", "androidx.compose.foundation.layout.offset",
                     "androidx.compose.foundation.layout.padding", "androidx.compose.foundation.layout.size",
                     "androidx.compose.foundation.text.BasicText", "androidx.compose.runtime.Composable",
                     "androidx.compose.runtime.getValue", "androidx.compose.runtime.mutableIntStateOf",
                     "androidx.compose.runtime.mutableStateOf", "androidx.compose.runtime.remember",
                     "androidx.compose.runtime.rememberCoroutineScope", "androidx.compose.runtime.setValue",
                     "androidx.compose.ui.Modifier", "androidx.compose.ui.graphics.Color", "androidx.compose.ui.graphics.graphicsLayer",
                     "androidx.compose.ui.tooling.preview.Preview", "androidx.compose.ui.unit.dp", "kotlinx.coroutines.coroutineScope",
                     "kotlinx.coroutines.delay", "kotlinx.coroutines.launch"])
        code.line("/** The tuned board: durations, distances and the one curve of every piece. */")
        code.line("object BoardTuning {")
        code.tuning(model.constants)
        code.lines("""
            }

            /** The board's animated values; the pieces read theirs from the helpers. */
            class BoardState {
                /** The cube flips, the background's dissolve (the new one's alpha) and the small arrow: 0 → 1. */
                val turn = Animatable(0f)
                /** The out-and-back pieces: 0 → 1 out, then 1 → 0 back once [showsNext]. */
                val away = Animatable(0f)
                /** The line the new status hides fades out (first half), the one it shows fades in (second). */
                val lineOut = Animatable(0f)
                val lineIn = Animatable(0f)
                /** The plane's tilt returning: 0 → 1. */
                val settle = Animatable(0f)
                /** The texts of the second half (places, bottom label) and the plane's jump. */
                var showsNext by mutableStateOf(false)

                /** The place names' slide, dp (the target's +, the source's −), and the fading pieces' alpha. */
                val placeShift: Float get() = BoardTuning.PLACE_SHIFT * away.value
                val fadingAlpha: Float get() = 1f - away.value
                /** The plane's offset from home on a board [width] dp wide: out by width/1.5, back from 1.5·width to the left. */
                fun planeOffset(width: Float): Float = (if (showsNext) width / 1.5f - width * 1.5f else width / 1.5f) * away.value
                /** The plane's rotation, degrees. */
                val planeRotation: Float get() = if (showsNext) BoardTuning.PLANE_ROTATION_DEGREES * (1f - settle.value) else 0f

                /** One swipe to the next flight, as the original's animations run. */
                suspend fun play() = coroutineScope {
                    launch { turn.animateTo(1f, BoardTuning.curve(BoardTuning.CUBE_DURATION_MILLIS)) }
                    launch { lineOut.animateTo(1f, BoardTuning.curve(BoardTuning.FADE_DURATION_MILLIS)) }
                    away.animateTo(1f, BoardTuning.curve(BoardTuning.FADE_DURATION_MILLIS))
                    showsNext = true
                    launch { lineIn.animateTo(1f, BoardTuning.curve(BoardTuning.FADE_DURATION_MILLIS)) }
                    launch {
                        delay(BoardTuning.PLANE_RETURN_DELAY_MILLIS.toLong())
                        settle.animateTo(1f, BoardTuning.curve(BoardTuning.PLANE_RETURN_DURATION_MILLIS))
                    }
                    away.animateTo(0f, BoardTuning.curve(BoardTuning.FADE_DURATION_MILLIS))
                }
            }

            /**
             * One cube flip at [turn]: the old face squashes to SQUASH and slides up half its height as it fades;
             * the new one comes from below (scale y, then the move, about the centre).
             */
            @Composable
            fun BoardCubeFlip(turn: Float, modifier: Modifier = Modifier, old: @Composable () -> Unit, new: @Composable () -> Unit) {
                val squash = BoardTuning.SQUASH
                Box(modifier) {
                    Box(Modifier.graphicsLayer { scaleY = 1f + (squash - 1f) * turn; translationY = -0.5f * turn * size.height; alpha = 1f - turn }) { old() }
                    Box(Modifier.graphicsLayer { scaleY = squash + (1f - squash) * turn; translationY = 0.5f * (1f - turn) * size.height; alpha = turn }) { new() }
                }
            }
            """)
        code.lines(sample)
        return code.text
    }
}

extension FlipCode {
    /// A sample board whose click plays the swipe, and `@Preview` of it.
    private static let sample = """

        /** A sample board: a flight number that flips, the places sliding out and back, the plane; a click plays the swipe. */
        @Preview
        @Composable
        private fun BoardPreview() {
            var board by remember { mutableStateOf(BoardState()) }
            val scope = rememberCoroutineScope()
            val flights = listOf(Triple("FP 101", "Paris", "London"), Triple("FP 202", "Rome", "Madrid"))
            var flight by remember { mutableIntStateOf(0) }
            val now = flights[flight]
            val next = flights[(flight + 1) % flights.size]
            val shown = if (board.showsNext) next else now
            BoxWithConstraints(
                Modifier.fillMaxSize().background(Color(1f, 0.8f, 0.2f)).clickable {
                    if (board.showsNext) flight = (flight + 1) % flights.size
                    val swipe = BoardState()
                    board = swipe
                    scope.launch { swipe.play() }
                },
            ) {
                val width = maxWidth.value
                Column(Modifier.padding(24.dp)) {
                    BoardCubeFlip(board.turn.value, Modifier.size(160.dp, 48.dp), old = { BasicText(now.first) }, new = { BasicText(next.first) })
                    BasicText(shown.second, Modifier.offset(y = (-board.placeShift).dp).graphicsLayer { alpha = board.fadingAlpha })
                    BasicText("✈︎", Modifier.offset(x = board.planeOffset(width).dp).graphicsLayer { rotationZ = board.planeRotation })
                    BasicText(shown.third, Modifier.offset(y = board.placeShift.dp).graphicsLayer { alpha = board.fadingAlpha })
                }
            }
        }
        """
}
