import Motion
import Scenes

extension CellCode {
    /// Ramotion's folding cell in Jetpack Compose: the container's panels at the preview's
    /// heights in `graphicsLayer`s about their hinges with FoldingCell's perspective, each step
    /// an `Animatable` on a delayed `tween` (half of each tuned duration; or on the tuned curves,
    /// a spring over its own settling time, each step waiting for the ones before it), and the
    /// row's height.
    static func compose(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.compose, settings)
        let items = settings[CellSettings.items]
        let timeline = CellSettings.timeline(settings)
        let tunedCurves = code.changed(CellSettings.foldAwayCurve) || code.changed(CellSettings.unfoldCurve)
        // Tuned curves: each step waits its start with `delay` (a spring takes no delayMillis).
        let curveImports = tunedCurves ? ["androidx.compose.animation.core.AnimationSpec", "androidx.compose.animation.core.spring",
                                          "kotlinx.coroutines.delay"] : []
        ComposeCode.header(&code, "the folding cell as Ramotion's FoldingCell plays it", cannot: nil,
                           imports: curveImports + ["androidx.compose.animation.core.Animatable", "androidx.compose.animation.core.CubicBezierEasing",
                                     "androidx.compose.animation.core.tween", "androidx.compose.foundation.background",
                                     "androidx.compose.foundation.layout.Box", "androidx.compose.foundation.layout.height",
                                     "androidx.compose.foundation.layout.offset", "androidx.compose.foundation.layout.padding",
                                     "androidx.compose.foundation.layout.size", "androidx.compose.runtime.Composable",
                                     "androidx.compose.runtime.remember", "androidx.compose.ui.Alignment", "androidx.compose.ui.Modifier",
                                     "androidx.compose.ui.draw.clipToBounds", "androidx.compose.ui.graphics.Color",
                                     "androidx.compose.ui.graphics.TransformOrigin", "androidx.compose.ui.graphics.graphicsLayer",
                                     "androidx.compose.ui.layout.layout", "androidx.compose.ui.platform.LocalDensity",
                                     "androidx.compose.ui.unit.Constraints", "androidx.compose.ui.unit.dp",
                                     "kotlinx.coroutines.coroutineScope", "kotlinx.coroutines.launch"])
        let durations = timeline.durations.map { ComposeCode.millis($0 / 2) }.joined(separator: ", ")
        let itemsNote = code.changed(CellSettings.items)
        code.line("/** The tuned cell: panels (dp), timing (ms) and perspective. */")
        code.line("object CellTuning {")
        code.line("/** Panels in the open card (FoldingCell's itemCount). */", indent: 4)
        code.line("const val ITEM_COUNT = \(items)" + code.note(CellSettings.items), indent: 4)
        code.line("/** The closed card (the foreground) and the first two panels are F tall; the rest 74.5. */", indent: 4)
        code.line("const val FOREGROUND_HEIGHT = \(ComposeCode.float(CellLayout.foregroundHeight))", indent: 4)
        code.line("const val STRIP_HEIGHT = \(ComposeCode.float(CellLayout.stripHeight))", indent: 4)
        code.line("const val CARD_WIDTH = \(ComposeCode.float(CellLayout.cardWidth))", indent: 4)
        code.line("/** The open card, 2F + (ITEM_COUNT − 2)·74.5, and the row closed and open. */", indent: 4)
        code.line("const val CONTAINER_HEIGHT = \(ComposeCode.float(CellLayout.containerHeight(itemCount: items)))"
                  + (itemsNote ? " // original: \(ComposeCode.float(CellLayout.containerHeight(itemCount: 4)))" : ""), indent: 4)
        code.line("const val CLOSED_ROW_HEIGHT = \(ComposeCode.float(CellLayout.closedRowHeight))", indent: 4)
        code.line("const val OPEN_ROW_HEIGHT = \(ComposeCode.float(CellLayout.openRowHeight(itemCount: items)))"
                  + (itemsNote ? " // original: \(ComposeCode.float(CellLayout.openRowHeight(itemCount: 4)))" : ""), indent: 4)
        code.line("/** Each step's half duration, ms: per item in opening order, two per tuned duration. */", indent: 4)
        code.line("val STEP_MILLIS = listOf(\(durations))" + code.note(CellSettings.durations), indent: 4)
        code.line("/** The row growing as a cell opens and shrinking as it closes (easeOut), ms. */", indent: 4)
        code.line("const val OPEN_ROW_MILLIS = \(ComposeCode.millis(settings[CellSettings.openRowDuration]))" + code.note(CellSettings.openRowDuration), indent: 4)
        code.line("const val CLOSE_ROW_MILLIS = \(ComposeCode.millis(settings[CellSettings.closeRowDuration]))" + code.note(CellSettings.closeRowDuration), indent: 4)
        code.line("val easeIn = \(ComposeCode.easing(.easeIn))", indent: 4)
        code.line("val easeOut = \(ComposeCode.easing(.easeOut))", indent: 4)
        if tunedCurves { curveFunctions(&code) }
        code.line("/** The eye's distance from each hinge, dp (m34 = −1 / EYE_DISTANCE; FoldingCell: 2.5 / −2000). */", indent: 4)
        code.line("const val EYE_DISTANCE = \(ComposeCode.float(settings[CellSettings.eyeDistance]))" + code.note(CellSettings.eyeDistance), indent: 4)
        code.line("val backColor = \(ComposeCode.color(settings[CellSettings.backColor]))" + code.note(CellSettings.backColor), indent: 4)
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
        code.line("/** Opening: the steps in order, even ones 0 → −90 " + (tunedCurves ? "(foldAway), odd ones +90 → 0 (unfold). */"
                                                                    : "(easeIn), odd ones +90 → 0 (easeOut). */"), indent: 4)
        code.line("suspend fun open() = play(angles.indices.toList(), -90f, CellTuning.OPEN_ROW_HEIGHT, CellTuning.OPEN_ROW_MILLIS)", indent: 4)
        code.line("")
        code.line("/** Closing: the steps reversed, even ones 0 → +90, odd ones −90 → 0. */", indent: 4)
        code.line("suspend fun close() = play(angles.indices.reversed(), 90f, CellTuning.CLOSED_ROW_HEIGHT, CellTuning.CLOSE_ROW_MILLIS)", indent: 4)
        code.line("")
        code.line("private suspend fun play(order: List<Int>, away: Float, row: Float, rowMillis: Int) = coroutineScope {", indent: 4)
        code.line("launch { rowHeight.animateTo(row, tween(rowMillis, easing = CellTuning.easeOut)) }", indent: 8)
        code.line("var start = 0", indent: 8)
        code.line("order.forEachIndexed { step, item ->", indent: 8)
        code.line("val millis = CellTuning.STEP_MILLIS[minOf(item / 2, CellTuning.STEP_MILLIS.size - 1)]", indent: 12)
        code.line("val even = step % 2 == 0", indent: 12)
        if tunedCurves {
            code.line("val (spec, length) = if (even) CellTuning.foldAway(millis) else CellTuning.unfold(millis)", indent: 12)
            code.line("val wait = start.toLong()", indent: 12)
            code.line("launch {", indent: 12)
            code.line("delay(wait)", indent: 16)
            code.line("angles[item].animateTo(if (even) away else 0f, spec)", indent: 16)
            code.line("}", indent: 12)
            code.line("start += length", indent: 12)
        } else {
            code.line("val delay = start", indent: 12)
            code.line("launch {", indent: 12)
            code.line("angles[item].animateTo(if (even) away else 0f,", indent: 16)
            code.line("tween(millis, delayMillis = delay, easing = if (even) CellTuning.easeIn else CellTuning.easeOut))", indent: 20)
            code.line("}", indent: 12)
            code.line("start += millis", indent: 12)
        }
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
        code.line("Box(Modifier.padding(top = \(CodeText.number(CellLayout.cardTop)).dp).size(CellTuning.CARD_WIDTH.dp, CellTuning.CONTAINER_HEIGHT.dp)) {", indent: 8)
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
        closingNotes(&code)
        return code.text
    }

    /// `CellTuning.foldAway(millis)` and `unfold(millis)` for tuned curves: a step's
    /// `AnimationSpec` and how long it lasts, ms: a Bézier as a `tween` over its half of a
    /// duration, or Compose's spring (the setting's damping fraction, stiffness (2π/response)²
    /// for a unit mass), which takes no duration, over the time the preview gives it (until it
    /// is within 0.001 of its end and slower than 0.01 of its travel a second): the next step
    /// starts then.
    private static func curveFunctions(_ code: inout CodeText) {
        let curves = [(CellSettings.foldAwayCurve, "foldAway", "An item folding away (each step's first half)"),
                      (CellSettings.unfoldCurve, "unfold", "An item unfolding flat (each step's second half)")]
        for (setting, name, what) in curves {
            let timing = code.settings[setting]
            let length = timing.spring.map { ComposeCode.millis($0.settlingDuration) } ?? "millis"
            let original = "\(ComposeCode.animationSpec(setting.defaultValue, millis: "millis")) to millis"
            code.line("/** \(what): its spec and how long it lasts, ms" + (timing.spring == nil ? ". */" : " (the spring's own time, not half a step). */"),
                      indent: 4)
            code.line("fun \(name)(millis: Int): Pair<AnimationSpec<Float>, Int> =", indent: 4)
            code.line("\(ComposeCode.animationSpec(timing, millis: "millis")) to \(length)"
                      + (code.changed(setting) ? " // original: " + original : ""), indent: 8)
        }
    }
}
