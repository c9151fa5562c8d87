import Motion
import Scenes

extension CellCode {
    /// Ramotion's folding cell in Jetpack Compose: the container's panels at the preview's
    /// heights in `graphicsLayer`s about their hinges with FoldingCell's perspective, each step
    /// an `Animatable` on a delayed `tween` (half of each tuned duration; or on the tuned curves,
    /// a spring over its own settling time, each step waiting for the ones before it), and the
    /// row's height.
    static func compose(_ model: ModeModel) -> String {
        var code = CodeText(.compose, model.settings)
        ComposeCode.header(&code, model, "the folding cell as Ramotion's FoldingCell plays it", usage: [
            "Use: val state = remember { CellFoldState() }; CellFoldingCard(state, foreground = { closed card },",
            "container = { open card }) as a row, and scope.launch { state.open() } (or close()) on a tap (the preview",
            "at the end shows four).",
        ], imports: ["androidx.compose.animation.core.Animatable", "androidx.compose.animation.core.CubicBezierEasing",
                     "androidx.compose.animation.core.tween", "androidx.compose.foundation.background",
                     "androidx.compose.foundation.layout.Box", "androidx.compose.foundation.layout.height",
                     "androidx.compose.foundation.layout.offset", "androidx.compose.foundation.layout.padding",
                     "androidx.compose.foundation.layout.size", "androidx.compose.runtime.Composable",
                     "androidx.compose.runtime.remember", "androidx.compose.ui.Alignment", "androidx.compose.ui.Modifier",
                     "androidx.compose.ui.draw.clipToBounds", "androidx.compose.ui.graphics.Color",
                     "androidx.compose.ui.graphics.TransformOrigin", "androidx.compose.ui.graphics.graphicsLayer",
                     "androidx.compose.ui.layout.layout", "androidx.compose.ui.platform.LocalDensity",
                     "androidx.compose.ui.unit.Constraints", "androidx.compose.ui.unit.dp",
                     "kotlinx.coroutines.coroutineScope", "kotlinx.coroutines.delay", "kotlinx.coroutines.launch"] + previewImports)
        code.line("/** The tuned cell: panels (dp), timing (ms) and perspective. */")
        code.line("object CellTuning {")
        code.tuning(model.constants)
        code.line("")
        code.line("/**", indent: 4)
        code.line(" * A step's spec and how long it lasts, ms: folding away ([even]) or unfolding over its [millis]; a spring", indent: 4)
        code.line(" * takes no duration, and lasts its own time (the next step starts then).", indent: 4)
        code.line(" */", indent: 4)
        code.line("fun step(even: Boolean, millis: Int): Pair<AnimationSpec<Float>, Int> =", indent: 4)
        code.line("if (even) foldAway(millis) to \(length(CellSettings.foldAwayCurve, code)) else unfold(millis) to \(length(CellSettings.unfoldCurve, code))",
                  indent: 8)
        code.line("")
        code.line("/** Where panel k starts in the container: 0, F, 2F, 2F + 74.5, …; k = ITEM_COUNT: the bottom. */", indent: 4)
        code.line("fun panelTop(k: Int): Float = when {", indent: 4)
        code.line("k <= 0 -> 0f", indent: 8)
        code.line("k == 1 -> FOREGROUND_HEIGHT", indent: 8)
        code.line("else -> 2 * FOREGROUND_HEIGHT + (minOf(k, ITEM_COUNT) - 2) * STRIP_HEIGHT", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        ComposeCode.cameraDistanceFunction(&code, indent: 4)
        code.line("}")
        code.line("")
        code.line("/**")
        code.line(" * The cell's moving parts: the row's height and each item's angle about its hinge, degrees, in opening order")
        code.line(" * (the foreground, panel 1, panel 1's back, panel 2, …, the last panel); ±90 is edge-on, hidden.")
        code.line(" */")
        code.line("class CellFoldState {")
        code.line("val rowHeight = Animatable(CellTuning.CLOSED_ROW_HEIGHT)", indent: 4)
        code.line("val angles = List(2 * (CellTuning.ITEM_COUNT - 1)) { Animatable(if (it % 2 == 1) 90f else 0f) }", indent: 4)
        code.line("")
        code.line("/** Opening: the steps in order, even ones 0 → −90 (foldAway), odd ones +90 → 0 (unfold). */", indent: 4)
        code.line("suspend fun open() = play(angles.indices.toList(), -90f, CellTuning.OPEN_ROW_HEIGHT, CellTuning.OPEN_ROW_DURATION_MILLIS)", indent: 4)
        code.line("")
        code.line("/** Closing: the steps reversed, even ones 0 → +90, odd ones −90 → 0. */", indent: 4)
        code.line("suspend fun close() = play(angles.indices.reversed(), 90f, CellTuning.CLOSED_ROW_HEIGHT, CellTuning.CLOSE_ROW_DURATION_MILLIS)", indent: 4)
        code.line("")
        code.line("private suspend fun play(order: List<Int>, away: Float, row: Float, rowMillis: Int) = coroutineScope {", indent: 4)
        code.line("launch { rowHeight.animateTo(row, tween(rowMillis, easing = \(ComposeCode.easing(.easeOut)))) }", indent: 8)
        code.line("var start = 0", indent: 8)
        code.line("order.forEachIndexed { step, item ->", indent: 8)
        code.line("val millis = CellTuning.DURATIONS_MILLIS[minOf(item / 2, CellTuning.DURATIONS_MILLIS.size - 1)] / 2", indent: 12)
        code.line("val even = step % 2 == 0", indent: 12)
        code.line("val (spec, length) = CellTuning.step(even, millis)", indent: 12)
        code.line("val wait = start.toLong()", indent: 12)
        code.line("launch {", indent: 12)
        code.line("delay(wait)", indent: 16)
        code.line("angles[item].animateTo(if (even) away else 0f, spec)", indent: 16)
        code.line("}", indent: 12)
        code.line("start += length", indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/** A FoldingCell: [foreground] (the closed card) folds away and [container] (the open card) unfolds. */")
        code.line("@Composable")
        code.line("fun CellFoldingCard(")
        code.line("state: CellFoldState,", indent: 4)
        code.line("modifier: Modifier = Modifier,", indent: 4)
        code.line("foreground: @Composable () -> Unit,", indent: 4)
        code.line("container: @Composable () -> Unit,", indent: 4)
        code.line(") {")
        code.line("val density = LocalDensity.current.density", indent: 4)
        code.line("val camera = CellTuning.cameraDistance(CellTuning.EYE_DISTANCE * density)", indent: 4)
        code.line("Box(modifier.height(state.rowHeight.value.dp).clipToBounds(), contentAlignment = Alignment.TopCenter) {", indent: 4)
        code.line("Box(Modifier.padding(top = CellTuning.CARD_TOP.dp).size(CellTuning.CARD_WIDTH.dp, CellTuning.CONTAINER_HEIGHT.dp)) {", indent: 8)
        code.line("CellStrip(0f, CellTuning.panelTop(1), Modifier, container)  // the container's static top", indent: 12)
        code.line("for (k in 1 until CellTuning.ITEM_COUNT) {", indent: 12)
        code.line("val top = CellTuning.panelTop(k)", indent: 16)
        code.line("val bottom = CellTuning.panelTop(k + 1)", indent: 16)
        code.line("Box(", indent: 16)
        code.line("Modifier", indent: 20)
        code.line(".offset(y = top.dp)", indent: 24)
        code.line(".graphicsLayer { rotationX = state.angles[2 * k - 1].value; cameraDistance = camera; transformOrigin = TransformOrigin(0.5f, 0f) },", indent: 24)
        code.line(") {", indent: 16)
        code.line("CellStrip(top, bottom, Modifier, container)", indent: 20)
        code.line("if (k < CellTuning.ITEM_COUNT - 1) {", indent: 20)
        code.comment("The back of panel k + 1, folded up under panel k's lower edge (hinged there).", indent: 24)
        code.line("val height = CellTuning.panelTop(k + 2) - bottom", indent: 24)
        code.line("Box(", indent: 24)
        code.line("Modifier", indent: 28)
        code.line(".offset(y = (bottom - top - height).dp)", indent: 32)
        code.line(".size(CellTuning.CARD_WIDTH.dp, height.dp)", indent: 32)
        code.line(".graphicsLayer { rotationX = state.angles[2 * k].value; cameraDistance = camera; transformOrigin = TransformOrigin(0.5f, 1f) }", indent: 32)
        code.line(".background(CellTuning.backColor),", indent: 32)
        code.line(")", indent: 24)
        code.line("}", indent: 20)
        code.line("}", indent: 16)
        code.line("}", indent: 12)
        code.comment("The foreground, hinged at its bottom edge, over the rest.", indent: 12)
        code.line("Box(", indent: 12)
        code.line("Modifier", indent: 16)
        code.line(".size(CellTuning.CARD_WIDTH.dp, CellTuning.FOREGROUND_HEIGHT.dp)", indent: 20)
        code.line(".graphicsLayer { rotationX = state.angles[0].value; cameraDistance = camera; transformOrigin = TransformOrigin(0.5f, 1f) },", indent: 20)
        code.line(") { foreground() }", indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/** The container's stretch from [top] to [bottom] dp. */")
        code.line("@Composable")
        code.line("private fun CellStrip(top: Float, bottom: Float, modifier: Modifier, container: @Composable () -> Unit) {")
        code.line("Box(", indent: 4)
        code.line("modifier", indent: 8)
        code.line(".clipToBounds()", indent: 12)
        code.line(".layout { measurable, _ ->", indent: 12)
        code.line("val whole = measurable.measure(Constraints.fixed(CellTuning.CARD_WIDTH.dp.roundToPx(), CellTuning.CONTAINER_HEIGHT.dp.roundToPx()))", indent: 16)
        code.line("layout(whole.width, (bottom - top).dp.roundToPx()) { whole.place(0, -top.dp.roundToPx()) }", indent: 16)
        code.line("},", indent: 12)
        code.line(") { container() }", indent: 4)
        code.line("}")
        code.lines(preview)
        return code.text
    }

    /// The imports `preview` needs besides the cell's.
    private static let previewImports = ["androidx.compose.foundation.clickable", "androidx.compose.foundation.layout.Column",
                                         "androidx.compose.foundation.layout.fillMaxSize", "androidx.compose.foundation.rememberScrollState",
                                         "androidx.compose.foundation.shape.RoundedCornerShape", "androidx.compose.foundation.text.BasicText",
                                         "androidx.compose.foundation.verticalScroll", "androidx.compose.runtime.getValue",
                                         "androidx.compose.runtime.mutableStateOf", "androidx.compose.runtime.rememberCoroutineScope",
                                         "androidx.compose.runtime.setValue", "androidx.compose.ui.tooling.preview.Preview"]

    /// A preview of four sample cards in a scrolling column, each opening or closing on a tap (the
    /// sample card first: tree-sitter's Kotlin grammar misreads a `@Preview` function followed by
    /// an annotated one).
    private static let preview = """

        /** A sample card: a rounded, coloured box with a title. */
        @Composable
        private fun CellPreviewCard(title: String, color: Color) {
            Box(Modifier.fillMaxSize().background(color, RoundedCornerShape(10.dp))) { BasicText(title, Modifier.padding(16.dp)) }
        }

        /** Four sample cards; a tap opens or closes one. */
        @Preview
        @Composable
        private fun CellPreview() {
            val scope = rememberCoroutineScope()
            Column(Modifier.verticalScroll(rememberScrollState())) {
                repeat(4) { n ->
                    val state = remember { CellFoldState() }
                    var isOpen by remember { mutableStateOf(false) }
                    CellFoldingCard(
                        state,
                        Modifier.clickable {
                            isOpen = !isOpen
                            scope.launch { if (isOpen) state.open() else state.close() }
                        },
                        foreground = { CellPreviewCard("Card ${n + 1}", Color(0xFF4DB6AC)) },
                        container = { CellPreviewCard("Card ${n + 1}, open", Color(0xFF5C6BC0)) },
                    )
                }
            }
        }

        """
}
