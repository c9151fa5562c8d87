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
        code.line("/**", indent: 4)
        code.line(" * pop's spring θ″ = −(k/m)·θ − (b/m)·θ′. Compose's spring has unit mass, θ″ = −stiffness·θ − 2·dampingRatio·√stiffness·θ′:", indent: 4)
        code.line(" * stiffness = k/m and dampingRatio = b / (2·√(k·m)), the same equation.", indent: 4)
        code.line(" */", indent: 4)
        code.line("val spring = spring<Float>(dampingRatio = DAMPING / (2f * sqrt(STIFFNESS * MASS)), stiffness = STIFFNESS / MASS)", indent: 4)
        code.line("")
        ComposeCode.cameraDistanceFunction(&code, indent: 4)
        code.line("}")
        code.line("")
        code.line("/**")
        code.line(" * Popping's fold: [picture] (a square [side] wide) in halves; drag the top half down to fold it, let go and")
        code.line(" * it springs back; a tap pokes it. θ runs from 0 (flat) to −π (folded over the bottom), in radians.")
        code.line(" */")
        code.line("@Composable")
        code.line("fun PopFoldView(side: Dp, modifier: Modifier = Modifier, picture: @Composable () -> Unit) {")
        code.line("val theta = remember { Animatable(0f) }", indent: 4)
        code.line("val scope = rememberCoroutineScope()", indent: 4)
        code.line("val density = LocalDensity.current.density", indent: 4)
        code.line("val sidePx = side.value * density", indent: 4)
        code.line("val t = theta.value", indent: 4)
        code.line("val shade = (-t / PI.toFloat()).coerceIn(0f, 1f)  // both shadows: −θ/π", indent: 4)
        code.line("val back = t < -PI.toFloat() / 2f", indent: 4)
        code.line("Column(", indent: 4)
        code.line("modifier", indent: 8)
        code.line(".size(side)", indent: 12)
        code.line(".pointerInput(Unit) {", indent: 12)
        code.line("var startY = 0f", indent: 16)
        code.line("detectDragGestures(", indent: 16)
        code.line("onDragStart = { startY = it.y },", indent: 20)
        code.line("onDragEnd = { scope.launch { theta.animateTo(0f, PopTuning.spring) } },", indent: 20)
        code.line(") { change, _ ->", indent: 16)
        code.comment("Popping's handlePan: θ = −π·(y − y₀)/(H − y₀).", indent: 20)
        code.line("val travel = (sidePx - startY).coerceAtLeast(1f)", indent: 20)
        code.line("scope.launch { theta.animateTo(-PI.toFloat() * (change.position.y - startY) / travel, PopTuning.follow(PopTuning.FOLLOW_DURATION_MILLIS)) }", indent: 20)
        code.line("}", indent: 16)
        code.line("}", indent: 12)
        code.line(".pointerInput(Unit) {", indent: 12)
        code.line("detectTapGestures { scope.launch { theta.animateTo(0f, PopTuning.spring, initialVelocity = PopTuning.POKE_VELOCITY) } }", indent: 16)
        code.line("},", indent: 12)
        code.line(") {", indent: 4)
        code.line("PopHalf(upper = true, side = side, modifier = Modifier", indent: 8)
        code.line(".zIndex(1f)", indent: 12)
        code.comment("m34 = −1/EYE_DISTANCE about the hinge, the half's bottom edge (the layer's pivot).", indent: 12)
        code.line(".graphicsLayer {", indent: 12)
        code.line("rotationX = t * 180f / PI.toFloat()", indent: 16)
        code.line("cameraDistance = PopTuning.cameraDistance(PopTuning.EYE_DISTANCE * density)", indent: 16)
        code.line("transformOrigin = TransformOrigin(0.5f, 1f)", indent: 16)
        code.line("}", indent: 12)
        code.line(".drawWithContent {", indent: 12)
        code.line("drawContent()", indent: 16)
        code.line("if (!back) drawRect(Brush.verticalGradient(listOf(Color.Transparent, Color.Black)), alpha = shade)", indent: 16)
        code.line("}) {", indent: 12)
        code.line("picture()", indent: 12)
        code.comment("Past −π/2 the back shows: the top half blurred, seen from behind (mirrored).", indent: 12)
        code.line("if (back) Box(Modifier.graphicsLayer { scaleY = -1f }.blur(PopTuning.BLUR_RADIUS.dp)) { picture() }", indent: 12)
        code.line("}", indent: 8)
        code.line("PopHalf(upper = false, side = side, modifier = Modifier.drawWithContent {", indent: 8)
        code.line("drawContent()", indent: 12)
        code.line("drawRect(Brush.verticalGradient(listOf(Color.Black, Color.Transparent)), alpha = shade)", indent: 12)
        code.line("}) { picture() }", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/** The top (upper) or bottom half of the square picture, its outer corners rounded. */")
        code.line("@Composable")
        code.line("private fun PopHalf(upper: Boolean, side: Dp, modifier: Modifier, content: @Composable () -> Unit) {")
        code.line("Box(", indent: 4)
        code.line("modifier", indent: 8)
        code.line(".clipToBounds()", indent: 12)
        code.line(".layout { measurable, constraints ->", indent: 12)
        code.line("val px = side.roundToPx()", indent: 16)
        code.line("val whole = measurable.measure(Constraints.fixed(px, px))", indent: 16)
        code.line("layout(px, px / 2) { whole.place(0, if (upper) 0 else -px / 2) }", indent: 16)
        code.line("}", indent: 12)
        code.line(".clip(RoundedCornerShape(PopTuning.CORNER_RADIUS.dp)),", indent: 12)
        code.line(") { content() }", indent: 4)
        code.line("}")
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
