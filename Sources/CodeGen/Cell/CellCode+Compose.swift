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
        code.lines("""

                /**
                 * A step's spec and how long it lasts, ms: folding away ([even]) or unfolding over its [millis]; a spring
                 * takes no duration, and lasts its own time (the next step starts then).
                 */
                fun step(even: Boolean, millis: Int): Pair<AnimationSpec<Float>, Int> =
            """)
        code.line("if (even) foldAway(millis) to \(length(CellSettings.foldAwayCurve, code)) else unfold(millis) to \(length(CellSettings.unfoldCurve, code))",
                  indent: 8)
        code.lines("""

                /** Where panel k starts in the container: 0, F, 2F, 2F + 74.5, …; k = ITEM_COUNT: the bottom. */
                fun panelTop(k: Int): Float = when {
                    k <= 0 -> 0f
                    k == 1 -> FOREGROUND_HEIGHT
                    else -> 2 * FOREGROUND_HEIGHT + (minOf(k, ITEM_COUNT) - 2) * STRIP_HEIGHT
                }

            """)
        ComposeCode.cameraDistanceFunction(&code, indent: 4)
        code.lines("""
            }

            /**
             * The cell's moving parts: the row's height and each item's angle about its hinge, degrees, in opening order
             * (the foreground, panel 1, panel 1's back, panel 2, …, the last panel); ±90 is edge-on, hidden.
             */
            class CellFoldState {
                val rowHeight = Animatable(CellTuning.CLOSED_ROW_HEIGHT)
                val angles = List(2 * (CellTuning.ITEM_COUNT - 1)) { Animatable(if (it % 2 == 1) 90f else 0f) }

                /** Opening: the steps in order, even ones 0 → −90 (foldAway), odd ones +90 → 0 (unfold). */
                suspend fun open() = play(angles.indices.toList(), -90f, CellTuning.OPEN_ROW_HEIGHT, CellTuning.OPEN_ROW_DURATION_MILLIS)

                /** Closing: the steps reversed, even ones 0 → +90, odd ones −90 → 0. */
                suspend fun close() = play(angles.indices.reversed(), 90f, CellTuning.CLOSED_ROW_HEIGHT, CellTuning.CLOSE_ROW_DURATION_MILLIS)

                private suspend fun play(order: List<Int>, away: Float, row: Float, rowMillis: Int) = coroutineScope {
                    launch { rowHeight.animateTo(row, tween(rowMillis, easing = \(ComposeCode.easing(.easeOut)))) }
                    var start = 0
                    order.forEachIndexed { step, item ->
                        val millis = CellTuning.DURATIONS_MILLIS[minOf(item / 2, CellTuning.DURATIONS_MILLIS.size - 1)] / 2
                        val even = step % 2 == 0
                        val (spec, length) = CellTuning.step(even, millis)
                        val wait = start.toLong()
                        launch {
                            delay(wait)
                            angles[item].animateTo(if (even) away else 0f, spec)
                        }
                        start += length
                    }
                }
            }

            /** A FoldingCell: [foreground] (the closed card) folds away and [container] (the open card) unfolds. */
            @Composable
            fun CellFoldingCard(
                state: CellFoldState,
                modifier: Modifier = Modifier,
                foreground: @Composable () -> Unit,
                container: @Composable () -> Unit,
            ) {
                val density = LocalDensity.current.density
                val camera = CellTuning.cameraDistance(CellTuning.EYE_DISTANCE * density)
                Box(modifier.height(state.rowHeight.value.dp).clipToBounds(), contentAlignment = Alignment.TopCenter) {
                    Box(Modifier.padding(top = CellTuning.CARD_TOP.dp).size(CellTuning.CARD_WIDTH.dp, CellTuning.CONTAINER_HEIGHT.dp)) {
                        CellStrip(0f, CellTuning.panelTop(1), Modifier, container)  // the container's static top
                        for (k in 1 until CellTuning.ITEM_COUNT) {
                            val top = CellTuning.panelTop(k)
                            val bottom = CellTuning.panelTop(k + 1)
                            Box(
                                Modifier
                                    .offset(y = top.dp)
                                    .graphicsLayer { rotationX = state.angles[2 * k - 1].value; cameraDistance = camera; transformOrigin = TransformOrigin(0.5f, 0f) },
                            ) {
                                CellStrip(top, bottom, Modifier, container)
                                if (k < CellTuning.ITEM_COUNT - 1) {
                                    // The back of panel k + 1, folded up under panel k's lower edge (hinged there).
                                    val height = CellTuning.panelTop(k + 2) - bottom
                                    Box(
                                        Modifier
                                            .offset(y = (bottom - top - height).dp)
                                            .size(CellTuning.CARD_WIDTH.dp, height.dp)
                                            .graphicsLayer { rotationX = state.angles[2 * k].value; cameraDistance = camera; transformOrigin = TransformOrigin(0.5f, 1f) }
                                            .background(CellTuning.backColor),
                                    )
                                }
                            }
                        }
                        // The foreground, hinged at its bottom edge, over the rest.
                        Box(
                            Modifier
                                .size(CellTuning.CARD_WIDTH.dp, CellTuning.FOREGROUND_HEIGHT.dp)
                                .graphicsLayer { rotationX = state.angles[0].value; cameraDistance = camera; transformOrigin = TransformOrigin(0.5f, 1f) },
                        ) { foreground() }
                    }
                }
            }

            /** The container's stretch from [top] to [bottom] dp. */
            @Composable
            private fun CellStrip(top: Float, bottom: Float, modifier: Modifier, container: @Composable () -> Unit) {
                Box(
                    modifier
                        .clipToBounds()
                        .layout { measurable, _ ->
                            val whole = measurable.measure(Constraints.fixed(CellTuning.CARD_WIDTH.dp.roundToPx(), CellTuning.CONTAINER_HEIGHT.dp.roundToPx()))
                            layout(whole.width, (bottom - top).dp.roundToPx()) { whole.place(0, -top.dp.roundToPx()) }
                        },
                ) { container() }
            }
            """)
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
