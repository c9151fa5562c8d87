import Motion
import Scenes

extension PopCode {
    /// Popping's fold view in Jetpack Compose: the top half in a `graphicsLayer` about the
    /// hinge, pop's spring as Compose's unit-mass `spring(dampingRatio, stiffness)` (the same
    /// ODE divided by m), a release from rest and a poke with pop's velocity.
    static func compose(_ model: ModeModel) -> String {
        var code = CodeText(.compose, model.settings)
        ComposeCode.header(&code, model, "pop's spring as Popping's FoldingView uses it", usage: [
            "Use: PopFoldView(side = 240.dp) { YourPicture() }: drag its top half down to fold it, let go and it springs back,",
            "tap to poke it (PopPreview).",
        ], imports: ["androidx.compose.animation.core.Animatable", "androidx.compose.animation.core.spring",
                     "androidx.compose.foundation.background", "androidx.compose.foundation.gestures.detectDragGestures",
                     "androidx.compose.foundation.gestures.detectTapGestures", "androidx.compose.foundation.layout.Box",
                     "androidx.compose.foundation.layout.Column", "androidx.compose.foundation.layout.fillMaxWidth",
                     "androidx.compose.foundation.layout.size",
                     "androidx.compose.foundation.shape.RoundedCornerShape", "androidx.compose.runtime.Composable",
                     "androidx.compose.runtime.remember", "androidx.compose.runtime.rememberCoroutineScope",
                     "androidx.compose.ui.Modifier", "androidx.compose.ui.draw.blur", "androidx.compose.ui.draw.clip",
                     "androidx.compose.ui.draw.clipToBounds", "androidx.compose.ui.draw.drawWithContent",
                     "androidx.compose.ui.graphics.Brush", "androidx.compose.ui.graphics.Color",
                     "androidx.compose.ui.graphics.TransformOrigin", "androidx.compose.ui.graphics.graphicsLayer",
                     "androidx.compose.ui.input.pointer.pointerInput", "androidx.compose.ui.layout.layout",
                     "androidx.compose.ui.platform.LocalDensity", "androidx.compose.ui.tooling.preview.Preview",
                     "androidx.compose.ui.unit.Constraints", "androidx.compose.ui.unit.Dp", "androidx.compose.ui.unit.dp",
                     "androidx.compose.ui.zIndex", "kotlin.math.PI", "kotlin.math.sqrt", "kotlinx.coroutines.launch"])
        code.line("/** The tuned spring and view. */")
        code.line("object PopTuning {")
        code.tuning(model.constants)
        code.lines("""
                /**
                 * pop's spring θ″ = −(k/m)·θ − (b/m)·θ′. Compose's spring has unit mass, θ″ = −stiffness·θ − 2·dampingRatio·√stiffness·θ′:
                 * stiffness = k/m and dampingRatio = b / (2·√(k·m)), the same equation.
                 */
                val spring = spring<Float>(dampingRatio = DAMPING / (2f * sqrt(STIFFNESS * MASS)), stiffness = STIFFNESS / MASS)

            """)
        ComposeCode.cameraDistanceFunction(&code, indent: 4)
        code.lines("""
            }

            /**
             * Popping's fold: [picture] (a square [side] wide) in halves; drag the top half down to fold it, let go and
             * it springs back; a tap pokes it. θ runs from 0 (flat) to −π (folded over the bottom), in radians.
             */
            @Composable
            fun PopFoldView(side: Dp, modifier: Modifier = Modifier, picture: @Composable () -> Unit) {
                val theta = remember { Animatable(0f) }
                val scope = rememberCoroutineScope()
                val density = LocalDensity.current.density
                val sidePx = side.value * density
                val t = theta.value
                val shade = (-t / PI.toFloat()).coerceIn(0f, 1f)  // both shadows: −θ/π
                val back = t < -PI.toFloat() / 2f
                Column(
                    modifier
                        .size(side)
                        .pointerInput(Unit) {
                            var startY = 0f
                            detectDragGestures(
                                onDragStart = { startY = it.y },
                                onDragEnd = { scope.launch { theta.animateTo(0f, PopTuning.spring) } },
                            ) { change, _ ->
                                // Popping's handlePan: θ = −π·(y − y₀)/(H − y₀).
                                val travel = (sidePx - startY).coerceAtLeast(1f)
                                scope.launch { theta.animateTo(-PI.toFloat() * (change.position.y - startY) / travel, PopTuning.follow(PopTuning.FOLLOW_DURATION_MILLIS)) }
                            }
                        }
                        .pointerInput(Unit) {
                            detectTapGestures { scope.launch { theta.animateTo(0f, PopTuning.spring, initialVelocity = PopTuning.POKE_VELOCITY) } }
                        },
                ) {
                    PopHalf(upper = true, side = side, modifier = Modifier
                        .zIndex(1f)
                        // m34 = −1/EYE_DISTANCE about the hinge, the half's bottom edge (the layer's pivot).
                        .graphicsLayer {
                            rotationX = t * 180f / PI.toFloat()
                            cameraDistance = PopTuning.cameraDistance(PopTuning.EYE_DISTANCE * density)
                            transformOrigin = TransformOrigin(0.5f, 1f)
                        }
                        .drawWithContent {
                            drawContent()
                            if (!back) drawRect(Brush.verticalGradient(listOf(Color.Transparent, Color.Black)), alpha = shade)
                        }) {
                        picture()
                        // Past −π/2 the back shows: the top half blurred, seen from behind (mirrored).
                        if (back) Box(Modifier.graphicsLayer { scaleY = -1f }.blur(PopTuning.BLUR_RADIUS.dp)) { picture() }
                    }
                    PopHalf(upper = false, side = side, modifier = Modifier.drawWithContent {
                        drawContent()
                        drawRect(Brush.verticalGradient(listOf(Color.Black, Color.Transparent)), alpha = shade)
                    }) { picture() }
                }
            }

            /** The top (upper) or bottom half of the square picture, its outer corners rounded. */
            @Composable
            private fun PopHalf(upper: Boolean, side: Dp, modifier: Modifier, content: @Composable () -> Unit) {
                Box(
                    modifier
                        .clipToBounds()
                        .layout { measurable, constraints ->
                            val px = side.roundToPx()
                            val whole = measurable.measure(Constraints.fixed(px, px))
                            layout(px, px / 2) { whole.place(0, if (upper) 0 else -px / 2) }
                        }
                        .clip(RoundedCornerShape(PopTuning.CORNER_RADIUS.dp)),
                ) { content() }
            }
            """)
        code.lines(sample)
        return code.text
    }

    /// A sample picture in the fold, and `@Preview` of it.
    private static let sample = """

        /** A sample fold: a square of four coloured bands to drag, let go and poke. */
        @Preview
        @Composable
        private fun PopPreview() {
            PopFoldView(side = 240.dp) {
                Column(Modifier.size(240.dp)) {
                    for (colour in listOf(Color(0.9f, 0.45f, 0.45f), Color(0.9f, 0.9f, 0.45f), Color(0.45f, 0.9f, 0.6f), Color(0.45f, 0.6f, 0.9f))) {
                        Box(Modifier.fillMaxWidth().weight(1f).background(colour))
                    }
                }
            }
        }
        """
}
