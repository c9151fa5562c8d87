import Motion
import Scenes

extension PageCode {
    /// The page turn as a Jetpack Compose composable: MPFlipTransition's two stages as two
    /// `Animatable`s, the turning halves in `graphicsLayer`s about the spine with the preview's
    /// camera distance, the covered pages' shadows and the spine gradient.
    static func compose(_ model: ModeModel) -> String {
        let settings = model.settings
        var code = CodeText(.compose, settings)
        let forwards = settings[PageSettings.direction] == .forward
        let horizontal = settings[PageSettings.orientation] == .horizontal
        ComposeCode.header(&code, model, "page as MPFlipTransition turns it",
                           usage: ComposeContent.usage("Page"),
                           imports: Array(Set(["androidx.compose.animation.core.Animatable", "androidx.compose.animation.core.CubicBezierEasing",
                                     "androidx.compose.animation.core.tween", "androidx.compose.foundation.layout.Box",
                                     "androidx.compose.foundation.layout.BoxWithConstraints", "androidx.compose.runtime.Composable",
                                     "androidx.compose.ui.Modifier", "androidx.compose.ui.draw.clipToBounds",
                                     "androidx.compose.ui.draw.drawWithContent", "androidx.compose.ui.geometry.Offset",
                                     "androidx.compose.ui.graphics.Brush", "androidx.compose.ui.graphics.Color",
                                     "androidx.compose.ui.graphics.TransformOrigin", "androidx.compose.ui.graphics.graphicsLayer",
                                     "androidx.compose.ui.layout.layout", "androidx.compose.ui.unit.Constraints",
                                     "kotlin.math.PI", "kotlin.math.cos", "kotlin.math.sin", "kotlinx.coroutines.coroutineScope",
                                     "kotlinx.coroutines.launch"] + ComposeContent.imports)))
        let (across, extent) = horizontal ? ("X", "width") : ("Y", "height")
        // MPFlip's axis (0, 1, 0) for a book, (−1, 0, 0) for a calendar: rotationY, or −rotationX.
        let (rotation, axisSign) = horizontal ? ("rotationY", "") : ("rotationX", "-")
        let (riseSign, landSign) = forwards ? ("-", "") : ("", "-")
        let (nearOrigin, farOrigin) = ComposeCode.edgeOrigins(horizontal: horizontal)

        code.line("/** The tuned turn: timing, perspective and shading. */")
        code.line("object PageTuning {")
        code.tuning(model.constants)
        code.lines("""
                /** The covered pages' shadow: none when reversed, as MPFlipStylePerspectiveReverse draws it. */
                val COVERED_SHADOWS = if (REVERSE) 0f else COVERED_SHADOW_OPACITY

            """)
        ComposeCode.cameraDistanceFunction(&code, indent: 4)
        code.lines("""

                /** Plays a whole turn: [rise] 0 → 1, then [land] 0 → 1. */
                suspend fun play(rise: Animatable<Float, *>, land: Animatable<Float, *>) = coroutineScope {
                    rise.animateTo(1f, PageTuning.rise)
                    launch { land.animateTo(1f, PageTuning.land) }
                }
            }

            /**
            """)
        code.line(" * MPFlipTransition's turn " + styleText(forwards: forwards, horizontal: horizontal)
                  + ": [rise] is the first stage, [land] the second, each 0 → 1")
        code.lines("""
             * every half drawn from the two screens' recordings ([PageContent] records them and plays it).
             */
            @Composable
            fun PageTurn(
                rise: Float,
                land: Float,
                modifier: Modifier = Modifier,
                source: GraphicsLayer,
                destination: GraphicsLayer,
            ) {
                BoxWithConstraints(modifier) {
            """)
        let i = 8
        code.line("val h = constraints.max\(extent == "width" ? "Width" : "Height").toFloat() / 2f", indent: i)
        code.comment("The spine, where the halves' layout splits the page: the upper half rounded to a whole pixel.", indent: i)
        code.line("val spine = splitPx(constraints.max\(extent == "width" ? "Width" : "Height")).toFloat()", indent: i)
        code.comment("The page's perspective sits over its centre, the middle of the spine: each turning half's pivot", indent: i)
        code.comment("(on an odd page the centre is half a pixel off the spine).", indent: i)
        code.line("val camera = PageTuning.cameraDistance(PageTuning.EYE_DISTANCE * h)", indent: i)
        code.line("val halfPi = PI.toFloat() / 2f", indent: i)
        let comments = ["Stage 1: the uncovered page under a cos(90°·p) shadow, the flat source half, and the front half rising.",
                        "Stage 2: the source half being covered under a sin(90°·p) shadow, the back half landing, the other flat."]
        for (index, stage) in stages(forwards: forwards).enumerated() {
            code.line(index == 0 ? "if (land == 0f) {" : "} else {", indent: i)
            code.comment(comments[index], indent: i + 4)
            // The stage's turn (rise, then the landing's 1 − land), its sign and the covered page's shadow.
            let (turn, sign, shade) = index == 0 ? ("rise", riseSign, "cos(rise * halfPi)") : ("(1f - land)", landSign, "sin(land * halfPi)")
            for half in stage {
                var modifier = half.upper ? "Modifier" : "Modifier.graphicsLayer { translation\(across) = spine }"
                switch half.role {
                case .covered: modifier += ".drawWithContent { drawContent(); drawRect(PageTuning.shadowColor, alpha = \(shade) * PageTuning.COVERED_SHADOWS) }"
                case .flat: break
                case .turning:
                    modifier += ".graphicsLayer { \(rotation) = \(axisSign)(\(sign)\(turn) * 90f); cameraDistance = camera; "
                        + "transformOrigin = \(half.upper ? farOrigin : nearOrigin) }"
                        + ".drawWithContent { drawContent(); drawRect(pageSpineGradient(\(half.upper), \(horizontal), size.width, size.height), "
                        + "alpha = \(turn) * PageTuning.FLIPPING_SHADOW_OPACITY) }"
                }
                code.line("PageHalf(upper = \(half.upper), horizontal = \(horizontal), modifier = \(modifier), layer = \(half.content))", indent: i + 4)
            }
        }
        code.line("}", indent: i)
        code.lines("""
                }
            }

            /**
             * The turning page's gradient (MPFlip's layerFrontShadow / layerBackShadow) over a half of [w] × [h] px:
             * the shadow colour at half alpha on the spine, full a tenth of the way out, clear at the half's middle.
             */
            private fun pageSpineGradient(spineAtEnd: Boolean, horizontal: Boolean, w: Float, h: Float): Brush {
                val centre = Offset(w / 2f, h / 2f)
                val spine = if (horizontal) Offset(if (spineAtEnd) w else 0f, h / 2f) else Offset(w / 2f, if (spineAtEnd) h else 0f)
                return Brush.linearGradient(
                    0f to PageTuning.shadowColor.copy(alpha = 0.5f), 0.1f to PageTuning.shadowColor, 1f to Color.Transparent,
                    start = spine, end = centre,
                )
            }

            /** The upper or lower half of the recording [layer] across the spine, laid out at the whole size. */
            @Composable
            private fun PageHalf(upper: Boolean, horizontal: Boolean, modifier: Modifier, layer: GraphicsLayer) {
                Box(
                    modifier
                        .clipToBounds()
            """)
        ComposeCode.halfLayout(&code)
        ComposeContent.recording(&code, indent: 4)
        code.line("}")
        code.line("")
        ComposeCode.splitFunction(&code)
        code.line("")
        ComposeContent.write(&code, .init(
            prefix: "Page", what: "MPFlipTransition's turn", progress: ["rise", "land"],
            transition: "PageTurn(rise.value, land.value, Modifier.fillMaxSize(), source = fromLayer, destination = toLayer)",
            play: ["rise.snapTo(0f)", "land.snapTo(0f)", "PageTuning.play(rise, land)"]))
        return code.text
    }
}
