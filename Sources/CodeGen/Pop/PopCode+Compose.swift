import Motion
import Scenes

extension PopCode {
    /// Popping's fold view in Jetpack Compose: the top half in a `graphicsLayer` about the
    /// hinge, pop's spring as Compose's unit-mass `spring(dampingRatio, stiffness)` (the same
    /// ODE divided by m), a release from rest and a poke with pop's velocity.
    static func compose(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.compose, settings)
        let spring = PopSpringText(PopSettings.dynamics(settings))
        let original = PopSpringText(PopSettings.dynamics(SettingValues()))
        let changedSpring = code.changed(PopSettings.tension) || code.changed(PopSettings.friction) || code.changed(PopSettings.mass)
        ComposeCode.header(&code, "pop's spring as Popping's FoldingView uses it",
                           cannot: "the back face's CIGaussianBlur below Android 12 (Modifier.blur needs API 31)",
                           imports: ["androidx.compose.animation.core.Animatable", "androidx.compose.animation.core.CubicBezierEasing",
                                     "androidx.compose.animation.core.spring", "androidx.compose.animation.core.tween",
                                     "androidx.compose.foundation.gestures.detectDragGestures",
                                     "androidx.compose.foundation.gestures.detectTapGestures", "androidx.compose.foundation.layout.Box",
                                     "androidx.compose.foundation.layout.Column", "androidx.compose.foundation.layout.size",
                                     "androidx.compose.foundation.shape.RoundedCornerShape", "androidx.compose.runtime.Composable",
                                     "androidx.compose.runtime.remember", "androidx.compose.runtime.rememberCoroutineScope",
                                     "androidx.compose.ui.Modifier", "androidx.compose.ui.draw.blur", "androidx.compose.ui.draw.clip",
                                     "androidx.compose.ui.draw.clipToBounds", "androidx.compose.ui.draw.drawWithContent",
                                     "androidx.compose.ui.graphics.Brush", "androidx.compose.ui.graphics.Color",
                                     "androidx.compose.ui.graphics.TransformOrigin", "androidx.compose.ui.graphics.graphicsLayer",
                                     "androidx.compose.ui.input.pointer.pointerInput", "androidx.compose.ui.layout.layout",
                                     "androidx.compose.ui.platform.LocalDensity", "androidx.compose.ui.unit.Constraints",
                                     "androidx.compose.ui.unit.Dp", "androidx.compose.ui.unit.dp", "androidx.compose.ui.zIndex",
                                     "kotlin.math.PI", "kotlinx.coroutines.launch"])
        code.line("/** The tuned spring and view. */")
        code.line("object PopTuning {")
        code.line("/**", indent: 4)
        code.line(" * pop's spring θ″ = −(k/m)·θ − (b/m)·θ′ (tension k, friction b, mass m). Compose's spring has unit", indent: 4)
        code.line(" * mass, θ″ = −stiffness·θ − 2·dampingRatio·√stiffness·θ′: stiffness = k/m and dampingRatio = b / (2·√(k·m)).", indent: 4)
        code.line(" */", indent: 4)
        code.line("const val DAMPING_RATIO = \(String(spring.dampingRatio))" + (changedSpring ? " // original: \(String(original.dampingRatio))" : ""), indent: 4)
        code.line("const val STIFFNESS = \(String(spring.dynamics.tension / spring.dynamics.mass))"
                  + (changedSpring ? " // original: \(String(original.dynamics.tension / original.dynamics.mass))" : ""), indent: 4)
        code.line("val spring = spring<Float>(dampingRatio = DAMPING_RATIO.toFloat(), stiffness = STIFFNESS.toFloat())", indent: 4)
        code.line("/** A poke's velocity, radians per second. */", indent: 4)
        code.line("const val POKE_VELOCITY = \(ComposeCode.float(settings[PopSettings.pokeVelocity]))" + code.note(PopSettings.pokeVelocity), indent: 4)
        code.line("/** How long a drag update takes to reach the finger (POPBasicAnimation, Core Animation's default curve). */", indent: 4)
        code.line("val follow = tween<Float>(\(ComposeCode.millis(settings[PopSettings.followDuration])), easing = \(ComposeCode.easing(.default)))"
                  + code.note(PopSettings.followDuration), indent: 4)
        code.line("/** The eye's distance from the hinge (m34 = −1 / EYE_DISTANCE; Popping: 2.5 / −2000), the back's blur and the corners. */", indent: 4)
        code.line("val EYE_DISTANCE: Dp = \(CodeText.number(settings[PopSettings.eyeDistance])).dp" + code.note(PopSettings.eyeDistance), indent: 4)
        code.line("val BLUR_RADIUS: Dp = \(CodeText.number(settings[PopSettings.blurRadius])).dp" + code.note(PopSettings.blurRadius), indent: 4)
        code.line("val CORNER_RADIUS: Dp = \(CodeText.number(settings[PopSettings.cornerRadius])).dp" + code.note(PopSettings.cornerRadius), indent: 4)
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
        code.line("scope.launch { theta.animateTo(-PI.toFloat() * (change.position.y - startY) / travel, PopTuning.follow) }", indent: 20)
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
        code.line("cameraDistance = PopTuning.cameraDistance(PopTuning.EYE_DISTANCE.value * density)", indent: 16)
        code.line("transformOrigin = TransformOrigin(0.5f, 1f)", indent: 16)
        code.line("}", indent: 12)
        code.line(".drawWithContent {", indent: 12)
        code.line("drawContent()", indent: 16)
        code.line("if (!back) drawRect(Brush.verticalGradient(listOf(Color.Transparent, Color.Black)), alpha = shade)", indent: 16)
        code.line("}) {", indent: 12)
        code.line("picture()", indent: 12)
        code.comment("Past −π/2 the back shows: the top half blurred, seen from behind (mirrored).", indent: 12)
        code.line("if (back) Box(Modifier.graphicsLayer { scaleY = -1f }.blur(PopTuning.BLUR_RADIUS)) { picture() }", indent: 12)
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
        code.line(".clip(RoundedCornerShape(PopTuning.CORNER_RADIUS)),", indent: 12)
        code.line(") { content() }", indent: 4)
        code.line("}")
        return code.text
    }
}
