import Motion
import Scenes

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CardsCode {
    /// The card stack in Jetpack Compose: DDCardAnimation's layout law from the scroll offset,
    /// a drag that scrolls it and a flick that decays exactly as pop's decay (Compose's
    /// `exponentialDecay` with its friction matched), and the selection on its own curve.
    static func compose(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.compose, settings)
        let s = CardsSettings.self
        ComposeCode.header(&code, model, "the card stack as DDCardAnimation lays it out", usage: [
            "Use: CardsStack(count = items.size, height = maxHeight) { i -> YourCard(items[i]) } (height in dp, e.g. from",
            "BoxWithConstraints); each card is composed once per index, and a tap selects it (another tap goes back).",
        ],
                           imports: ["androidx.compose.animation.animateColorAsState", "androidx.compose.animation.core.Animatable",
                                     "androidx.compose.animation.core.CubicBezierEasing", "androidx.compose.animation.core.exponentialDecay",
                                     "androidx.compose.animation.core.snap", "androidx.compose.animation.core.tween",
                                     "androidx.compose.foundation.background", "androidx.compose.foundation.clickable",
                                     "androidx.compose.foundation.gestures.Orientation", "androidx.compose.foundation.gestures.draggable",
                                     "androidx.compose.foundation.gestures.rememberDraggableState", "androidx.compose.foundation.layout.Box",
                                     "androidx.compose.foundation.layout.fillMaxWidth", "androidx.compose.foundation.layout.height",
                                     "androidx.compose.foundation.layout.offset", "androidx.compose.foundation.layout.size",
                                     "androidx.compose.foundation.shape.RoundedCornerShape", "androidx.compose.runtime.Composable",
                                     "androidx.compose.runtime.getValue", "androidx.compose.runtime.mutableStateOf",
                                     "androidx.compose.runtime.remember", "androidx.compose.runtime.rememberCoroutineScope",
                                     "androidx.compose.runtime.setValue", "androidx.compose.ui.Alignment", "androidx.compose.ui.Modifier",
                                     "androidx.compose.ui.draw.clip", "androidx.compose.ui.draw.clipToBounds",
                                     "androidx.compose.ui.graphics.Color", "androidx.compose.ui.graphics.graphicsLayer",
                                     "androidx.compose.ui.platform.LocalDensity", "androidx.compose.ui.unit.dp",
                                     "androidx.compose.ui.zIndex", "kotlin.math.pow", "kotlinx.coroutines.launch",
                                     "androidx.compose.foundation.layout.fillMaxSize", "androidx.compose.foundation.text.BasicText",
                                     "androidx.compose.ui.tooling.preview.Preview"])
        code.line("/** The tuned stack: the layout law (dp), the scroll's decay and the selection. */")
        code.line("object CardsTuning {")
        code.tuning(model.constants)
        code.line("/**", indent: 4)
        code.line(" * A flick as pop's decay: the speed keeps DECAY per millisecond, e^(1000·ln DECAY) per second. Compose's", indent: 4)
        code.line(" * exponentialDecay keeps e^(−4.2·frictionMultiplier) per second, so frictionMultiplier = −1000·ln DECAY / 4.2.", indent: 4)
        code.line(" */", indent: 4)
        code.line("val flick = exponentialDecay<Float>(frictionMultiplier = \(String(-1000 * log(settings[CardsSettings.decay]) / 4.2))f)", indent: 4)
        code.line("")
        code.line("/** Card i's y at scroll offset x: every card follows card 0, DELTA_OFFSET_Y of scroll later. */", indent: 4)
        code.line("fun cardY(i: Int, x: Float): Float {", indent: 4)
        code.line("val m = M0 + DELTA_OFFSET_Y * i - x", indent: 8)
        code.line("return if (m >= 0f) (m / M0).pow(EXPONENT) * N0 else m - CARD_HEIGHT", indent: 8)
        code.line("}", indent: 4)
        code.line("fun scale(y: Float, h: Float): Float = if (y < 0f) 1f else (minOf(y, h) / h).pow(SCALE_EXPONENT)", indent: 4)
        code.line("fun overlay(scale: Float): Float {", indent: 4)
        code.line("val base = 1f - OVERLAY_FACTOR * scale", indent: 8)
        code.line("return if (base > 0f) base.pow(OVERLAY_EXPONENT) else 0f", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/** The stack of [count] cards ([card] draws one) in a view [height] dp tall. */")
        code.line("@Composable")
        code.line("fun CardsStack(count: Int, height: Float, modifier: Modifier = Modifier, card: @Composable (Int) -> Unit) {")
        code.line("val scope = rememberCoroutineScope()", indent: 4)
        code.line("val density = LocalDensity.current.density", indent: 4)
        code.line("val maxOffset = CardsTuning.DELTA_OFFSET_Y * (maxOf(count, 1) - 1)", indent: 4)
        code.line("val offset = remember { Animatable(minOf(CardsTuning.INITIAL_OFFSET, maxOffset)).apply { updateBounds(0f, maxOffset) } }", indent: 4)
        code.line("var selected by remember { mutableStateOf<Int?>(null) }  // the selected layout's card, until the switch is back", indent: 4)
        code.line("var picked by remember { mutableStateOf(false) }  // the selection's look (background)", indent: 4)
        code.line("val switch = remember { Animatable(0f) }  // 0: the stack, 1: the selected layout", indent: 4)
        code.line("val look by animateColorAsState(if (!picked) CardsTuning.background else CardsTuning.selectedBackground,", indent: 4)
        code.line("if (CardsTuning.CROSS_FADE) \(ComposeCode.animationSpec(settings[s.selectCurve], millis: ComposeCode.millis(settings[s.selectDuration]), type: nil)) else snap(), label = \"background\")", indent: 8)
        code.line("Box(", indent: 4)
        code.line("modifier", indent: 8)
        code.line(".fillMaxWidth()", indent: 12)
        code.line(".height(height.dp)", indent: 12)
        code.line(".clipToBounds()", indent: 12)
        code.line(".background(look)", indent: 12)
        code.line(".draggable(", indent: 12)
        code.line("rememberDraggableState { delta -> if (selected == null) scope.launch { offset.snapTo(offset.value - delta / density) } },", indent: 16)
        code.line("Orientation.Vertical,", indent: 16)
        code.line("onDragStopped = { velocity -> if (selected == null) offset.animateDecay(-velocity / density, CardsTuning.flick) },", indent: 16)
        code.line("),", indent: 12)
        code.line("contentAlignment = Alignment.TopCenter,", indent: 8)
        code.line(") {", indent: 4)
        code.line("for (i in 0 until count) {", indent: 8)
        code.line("val y = CardsTuning.cardY(i, offset.value)", indent: 12)
        code.line("val stackScale = CardsTuning.scale(y, height)", indent: 12)
        code.line("val stackOverlay = CardsTuning.overlay(stackScale)", indent: 12)
        code.line("val chosen = selected", indent: 12)
        code.comment("The selected layout: the chosen card centred at scale 1 without its overlay, earlier ones above the", indent: 12)
        code.comment("top at EARLIER_SCALE, later ones below the bottom at LATER_SCALE, drawn in index order.", indent: 12)
        code.line("val (toY, toScale, toOverlay) = when {", indent: 12)
        code.line("chosen == null -> Triple(y, stackScale, stackOverlay)", indent: 16)
        code.line("i == chosen -> Triple(height / 2f - CardsTuning.CARD_HEIGHT / 2f, 1f, 0f)", indent: 16)
        code.line("i < chosen -> Triple(-CardsTuning.CARD_HEIGHT, CardsTuning.EARLIER_SCALE, stackOverlay)", indent: 16)
        code.line("else -> Triple(height + CardsTuning.CARD_HEIGHT, CardsTuning.LATER_SCALE, stackOverlay)", indent: 16)
        code.line("}", indent: 12)
        code.line("val e = switch.value", indent: 12)
        code.line("Box(", indent: 12)
        code.line("Modifier", indent: 16)
        code.line(".zIndex(if (chosen == null) y else i.toFloat())", indent: 20)
        code.line(".offset(y = (y + (toY - y) * e).dp)", indent: 20)
        code.line(".graphicsLayer { val k = stackScale + (toScale - stackScale) * e; scaleX = k; scaleY = k }", indent: 20)
        code.line(".size(CardsTuning.CARD_WIDTH.dp, CardsTuning.CARD_HEIGHT.dp)", indent: 20)
        code.line(".clip(RoundedCornerShape(CardsTuning.CORNER_RADIUS.dp))", indent: 20)
        code.line(".clickable {", indent: 20)
        code.line("picked = !picked", indent: 24)
        code.line("if (picked) selected = i", indent: 24)
        code.line("scope.launch {", indent: 24)
        code.line("switch.animateTo(if (picked) 1f else 0f, CardsTuning.select)", indent: 28)
        code.line("if (!picked) selected = null", indent: 28)
        code.line("}", indent: 24)
        code.line("},", indent: 20)
        code.line(") {", indent: 12)
        code.line("card(i)", indent: 16)
        code.line("val dark = stackOverlay + (toOverlay - stackOverlay) * e", indent: 16)
        code.line("Box(Modifier.size(CardsTuning.CARD_WIDTH.dp, CardsTuning.CARD_HEIGHT.dp).background(CardsTuning.overlayTint.copy(alpha = dark.coerceIn(0f, 1f))))", indent: 16)
        code.line("}", indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/** Twelve sample cards: drag to scroll, tap a card to select it, tap again for the stack. */")
        code.line("@Preview")
        code.line("@Composable")
        code.line("private fun CardsPreview() {")
        code.line("CardsStack(count = 12, height = 667f) { i ->", indent: 4)
        code.line("Box(Modifier.fillMaxSize().background(Color.hsv(360f * i / 12, 0.45f, 0.9f)), contentAlignment = Alignment.Center) {", indent: 8)
        code.line("BasicText(\"Card ${i + 1}\")", indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        return code.text
    }
}
