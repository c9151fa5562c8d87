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
        let settings = model.settings
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
        code.lines("""
                /**
                 * A flick as pop's decay: the speed keeps DECAY per millisecond, e^(1000·ln DECAY) per second. Compose's
                 * exponentialDecay keeps e^(−4.2·frictionMultiplier) per second, so frictionMultiplier = −1000·ln DECAY / 4.2.
                 */
                val flick = exponentialDecay<Float>(frictionMultiplier = \(String(-1000 * log(settings[CardsSettings.decay]) / 4.2))f)

                /** Card i's y at scroll offset x: every card follows card 0, DELTA_OFFSET_Y of scroll later. */
                fun cardY(i: Int, x: Float): Float {
                    val m = M0 + DELTA_OFFSET_Y * i - x
                    return if (m >= 0f) (m / M0).pow(EXPONENT) * N0 else m - CARD_HEIGHT
                }
                fun scale(y: Float, h: Float): Float = if (y < 0f) 1f else (minOf(y, h) / h).pow(SCALE_EXPONENT)
                fun overlay(scale: Float): Float {
                    val base = 1f - OVERLAY_FACTOR * scale
                    return if (base > 0f) base.pow(OVERLAY_EXPONENT) else 0f
                }
            }

            /** The stack of [count] cards ([card] draws one) in a view [height] dp tall. */
            @Composable
            fun CardsStack(count: Int, height: Float, modifier: Modifier = Modifier, card: @Composable (Int) -> Unit) {
                val scope = rememberCoroutineScope()
                val density = LocalDensity.current.density
                val maxOffset = CardsTuning.DELTA_OFFSET_Y * (maxOf(count, 1) - 1)
                val offset = remember { Animatable(minOf(CardsTuning.INITIAL_OFFSET, maxOffset)).apply { updateBounds(0f, maxOffset) } }
                var selected by remember { mutableStateOf<Int?>(null) }  // the selected layout's card, until the switch is back
                var picked by remember { mutableStateOf(false) }  // the selection's look (background)
                val switch = remember { Animatable(0f) }  // 0: the stack, 1: the selected layout
                val look by animateColorAsState(if (!picked) CardsTuning.background else CardsTuning.selectedBackground,
                    if (CardsTuning.CROSS_FADE) \(ComposeCode.animationSpec(settings[s.selectCurve], millis: ComposeCode.millis(settings[s.selectDuration]), type: nil)) else snap(), label = \"background\")
                Box(
                    modifier
                        .fillMaxWidth()
                        .height(height.dp)
                        .clipToBounds()
                        .background(look)
                        .draggable(
                            rememberDraggableState { delta -> if (selected == null) scope.launch { offset.snapTo(offset.value - delta / density) } },
                            Orientation.Vertical,
                            onDragStopped = { velocity -> if (selected == null) offset.animateDecay(-velocity / density, CardsTuning.flick) },
                        ),
                    contentAlignment = Alignment.TopCenter,
                ) {
                    for (i in 0 until count) {
                        val y = CardsTuning.cardY(i, offset.value)
                        val stackScale = CardsTuning.scale(y, height)
                        val stackOverlay = CardsTuning.overlay(stackScale)
                        val chosen = selected
                        // The selected layout: the chosen card centred at scale 1 without its overlay, earlier ones above the
                        // top at EARLIER_SCALE, later ones below the bottom at LATER_SCALE, drawn in index order.
                        val (toY, toScale, toOverlay) = when {
                            chosen == null -> Triple(y, stackScale, stackOverlay)
                            i == chosen -> Triple(height / 2f - CardsTuning.CARD_HEIGHT / 2f, 1f, 0f)
                            i < chosen -> Triple(-CardsTuning.CARD_HEIGHT, CardsTuning.EARLIER_SCALE, stackOverlay)
                            else -> Triple(height + CardsTuning.CARD_HEIGHT, CardsTuning.LATER_SCALE, stackOverlay)
                        }
                        val e = switch.value
                        Box(
                            Modifier
                                .zIndex(if (chosen == null) y else i.toFloat())
                                .offset(y = (y + (toY - y) * e).dp)
                                .graphicsLayer { val k = stackScale + (toScale - stackScale) * e; scaleX = k; scaleY = k }
                                .size(CardsTuning.CARD_WIDTH.dp, CardsTuning.CARD_HEIGHT.dp)
                                .clip(RoundedCornerShape(CardsTuning.CORNER_RADIUS.dp))
                                .clickable {
                                    picked = !picked
                                    if (picked) selected = i
                                    scope.launch {
                                        switch.animateTo(if (picked) 1f else 0f, CardsTuning.select)
                                        if (!picked) selected = null
                                    }
                                },
                        ) {
                            card(i)
                            val dark = stackOverlay + (toOverlay - stackOverlay) * e
                            Box(Modifier.size(CardsTuning.CARD_WIDTH.dp, CardsTuning.CARD_HEIGHT.dp).background(CardsTuning.overlayTint.copy(alpha = dark.coerceIn(0f, 1f))))
                        }
                    }
                }
            }

            /** Twelve sample cards: drag to scroll, tap a card to select it, tap again for the stack. */
            @Preview
            @Composable
            private fun CardsPreview() {
                CardsStack(count = 12, height = 667f) { i ->
                    Box(Modifier.fillMaxSize().background(Color.hsv(360f * i / 12, 0.45f, 0.9f)), contentAlignment = Alignment.Center) {
                        BasicText(\"Card ${i + 1}\")
                    }
                }
            }
            """)
        return code.text
    }
}
