import Motion
import Scenes

extension FoldCode {
    /// The fold (or cubic) as a Jetpack Compose composable: the destination's halves slide
    /// apart flat, the source's halves turn about the crease in `graphicsLayer`s with the
    /// camera distance of the preview's eye, shaded as the preview shades them; cubic's sleeves
    /// are drawn through their projection matrix. Names start with the mode's.
    static func compose(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.compose, settings)
        let (cubic, prefix, unfold, curve, horizontal) = platformOptions(settings, mode: mode)
        // cameraDistance cannot be negative (RenderNode throws), so the inverse perspective
        // (fold.eyeDistance < 0) turns B and C through the projection matrix the sleeves use.
        let inverse = settings[FoldSettings.eyeDistance] < 0
        var imports = ["androidx.compose.foundation.layout.Box", "androidx.compose.foundation.layout.BoxWithConstraints",
                       "androidx.compose.runtime.Composable", "androidx.compose.ui.Modifier", "androidx.compose.ui.draw.clipToBounds",
                       "androidx.compose.ui.draw.drawWithContent", "androidx.compose.ui.graphics.Brush",
                       "androidx.compose.ui.graphics.Color", "androidx.compose.ui.graphics.TransformOrigin",
                       "androidx.compose.ui.graphics.graphicsLayer", "androidx.compose.ui.layout.layout",
                       "androidx.compose.ui.unit.Constraints", "kotlin.math.PI", "kotlin.math.abs", "kotlin.math.cos", "kotlin.math.sin"]
        if cubic || inverse {
            imports += ["androidx.compose.ui.graphics.Matrix", "androidx.compose.ui.graphics.drawscope.withTransform"]
        }
        ComposeCode.header(&code, model, "\(mode.rawValue) as MPFoldTransition draws it", usage: ComposeContent.usage(prefix),
                           imports: Array(Set(imports + ComposeContent.imports)))
        let (along, length) = horizontal ? ("X", "width") : ("Y", "height")
        // MPFold turns about x, or about y with the angle negated when horizontal; Compose's
        // rotationX/rotationY turn as Core Animation's do (degrees).
        let rotation = horizontal ? "rotationY" : "rotationX"
        let (turnB, turnC) = horizontal ? ("degrees", "-degrees") : ("-degrees", "degrees")
        let (originFirst, originSecond) = ComposeCode.edgeOrigins(horizontal: horizontal)

        code.line("/** The tuned \(mode.rawValue): timing, perspective and shading. */")
        code.line("object \(prefix)Tuning {")
        code.tuning(model.constants)
        code.line("")
        ComposeCode.cameraDistanceFunction(&code, indent: 4)
        code.lines("""
            }

            /**
            """)
        code.line(" * MPFoldTransition's \(cubic ? "cubic " : "")fold " + (horizontal ? "about vertical hinges" : "about horizontal hinges")
                  + (unfold ? ", unfolding," : "") + " at [fraction] (0: [source] at rest, 1: [destination]),")
        code.lines("""
             * every half drawn from the two screens' recordings ([\(prefix)Content] records them and plays it).
             */
            @Composable
            fun \(prefix)Transition(
                fraction: Float,
                modifier: Modifier = Modifier,
                source: GraphicsLayer,
                destination: GraphicsLayer,
            ) {
            """)
        code.line("BoxWithConstraints(" + (cubic ? "modifier" : "modifier.clipToBounds()") + ") {", indent: 4)
        let i = 8
        code.line("val width = constraints.maxWidth.toFloat()", indent: i)
        code.line("val height = constraints.maxHeight.toFloat()", indent: i)
        code.line("val half = \(length) / 2f  // H, the eye's unit", indent: i)
        code.comment("The halves split as their layout splits them: the upper one rounded to a whole pixel, the lower the rest.", indent: i)
        code.line("val upper = splitPx(constraints.max\(horizontal ? "Width" : "Height")).toFloat()", indent: i)
        code.line("val lower = \(length) - upper", indent: i)
        code.line(unfold ? "val alpha = (1f - fraction) * PI.toFloat() / 2f  // α: an unfold plays 90° → 0 with the pages swapped"
                  : "val alpha = fraction * PI.toFloat() / 2f  // α, the fold's angle", indent: i)
        code.line("val degrees = alpha * 180f / PI.toFloat()", indent: i)
        code.line(inverse ? "val eye = \(prefix)Tuning.EYE_DISTANCE * half  // px, below 0: the inverse perspective, m34 = −1 / eye > 0"
                  : "val eye = abs(\(prefix)Tuning.EYE_DISTANCE) * half  // px: m34 = −1 / eye", indent: i)
        code.comment("MPFold hinges the upper folding half at upper·(1 − cos α) in the screen's plane and lets the crease", indent: i)
        code.comment("sink upper·sin α; a graphicsLayer turns about its transformOrigin with the camera over it, so the halves", indent: i)
        code.comment("turn about the crease seen from eye + upper·sin α, then an outer layer scales them by eye / (eye + upper·sin α):", indent: i)
        code.comment("the same projection (x·d / (d − z) of a picture upper·sin α nearer).", indent: i)
        code.comment("No perspective (eye 0) is a flat projection, the camera far away as the page's: seen from upper·sin α", indent: i)
        code.comment("alone, the camera would sit on the panel's far edge.", indent: i)
        code.line("val seen = if (eye == 0f) 0f else eye + upper * sin(alpha)", indent: i)
        if !inverse { code.line("val camera = \(prefix)Tuning.cameraDistance(seen)", indent: i) }
        code.line("val scale = if (eye == 0f) 1f else eye / seen", indent: i)
        code.line("val shadow = (1f - cos(alpha)) * \(prefix)Tuning.SHADOW_OPACITY", indent: i)
        code.line("val folding = \(unfold ? "destination" : "source")", indent: i)
        code.line("val sliding = \(unfold ? "source" : "destination")", indent: i)
        if cubic {
            code.comment("A and D, the sleeves, hinge at the folding halves' far edges, a fixed 90° to them: 90° − α from", indent: i)
            code.comment("flat. Their eye stays over the crease, off their own pivot, so their projection is drawn as a matrix.", indent: i)
            code.line("val sleeveShadow = (1f - sin(alpha)) * \(prefix)Tuning.SHADOW_OPACITY", indent: i)
        }
        if cubic || inverse { code.line("val across = " + (horizontal ? "height" : "width"), indent: i) }
        if !cubic {
            code.comment("A and D, the flat halves, slide apart: their hinges sit upper·cos α and lower·cos α from the crease.", indent: i)
        }
        for upper in [true, false] {
            let offset = "Modifier.graphicsLayer { translation\(along) = \(Sleeve.offset(upper: upper)) }"
            code.line("\(prefix)Half(upper = \(upper), horizontal = \(horizontal), shadow = \(cubic ? "sleeveShadow" : "0f"), end = Color.Transparent,",
                      indent: i)
            guard cubic else {
                code.line("modifier = \(offset), layer = sliding)", indent: i + 4)
                continue
            }
            let sleeve = Sleeve(upper: upper, right: "PI.toFloat() / 2f", zero: "0f")
            code.line("modifier = \(offset).drawWithContent {", indent: i + 4)
            code.line("withTransform({ transform(\(prefix)Sleeve.projection(\(sleeve.angle), \(sleeve.pivot), eye, across / 2f, \(sleeve.eyeAlong))) }) {",
                      indent: i + 8)
            code.line("this@drawWithContent.drawContent()", indent: i + 12)
            code.line("}", indent: i + 8)
            code.line("}, layer = sliding)", indent: i + 4)
        }
        code.comment("B turns −α and C +α about the crease, each shaded dark at its first edge.", indent: i)
        if inverse {
            code.comment("The eye is behind the page (seen < 0), where no camera can go: each turn is drawn as its projection.", indent: i)
        }
        // A folding half's turn: a camera over the crease, or (inverse) the projection matrix.
        func turn(_ angle: String, along: String, _ degrees: String, _ origin: String) -> String {
            inverse ? ".drawWithContent { withTransform({ transform(\(prefix)Sleeve.projection(\(angle), \(along), seen, across / 2f, \(along))) }) "
                + "{ this@drawWithContent.drawContent() } },"
                : ".graphicsLayer { \(rotation) = \(degrees); cameraDistance = camera; transformOrigin = \(origin) },"
        }
        code.line("\(prefix)Half(upper = true, horizontal = \(horizontal), shadow = shadow, end = Color.Transparent,", indent: i)
        code.line("modifier = Modifier", indent: i + 4)
        code.line(".graphicsLayer { scaleX = scale; scaleY = scale; transformOrigin = \(originSecond) }", indent: i + 8)
        code.line(turn("-alpha", along: "upper", turnB, originSecond), indent: i + 8)
        code.line("layer = folding)", indent: i + 4)
        code.line("\(prefix)Half(upper = false, horizontal = \(horizontal), shadow = shadow,", indent: i)
        code.line("end = " + (cubic ? "Color.Transparent" : "Color.Black.copy(alpha = \(prefix)Tuning.CREASE_OPACITY)") + ",", indent: i + 4)
        code.line("modifier = Modifier", indent: i + 4)
        code.line(".graphicsLayer { translation\(along) = upper }", indent: i + 8)
        code.line(".graphicsLayer { scaleX = scale; scaleY = scale; transformOrigin = \(originFirst) }", indent: i + 8)
        code.line(turn("alpha", along: "0f", turnC, originFirst), indent: i + 8)
        code.line("layer = folding)", indent: i + 4)
        code.lines("""
                }
            }

            """)
        code.line("/** The " + (horizontal ? "left (upper) or right" : "top (upper) or bottom") + " half of the recording [layer] laid out at the whole size, with a black → [end] shadow. */")
        code.lines("""
            @Composable
            private fun \(prefix)Half(
                upper: Boolean,
                horizontal: Boolean,
                shadow: Float,
                end: Color,
                modifier: Modifier,
                layer: GraphicsLayer,
            ) {
                Box(
                    modifier
                        .clipToBounds()
                        .drawWithContent {
                            drawContent()
                            val colors = listOf(Color.Black, end)
                            drawRect(if (horizontal) Brush.horizontalGradient(colors) else Brush.verticalGradient(colors), alpha = shadow)
                        }
            """)
        ComposeCode.halfLayout(&code)
        ComposeContent.recording(&code, indent: 4)
        code.line("}")
        code.line("")
        ComposeCode.splitFunction(&code)
        if cubic || inverse {
            // Compose's Matrix maps x' = v[ScaleX]·x + v[SkewX]·y + v[TranslateX], y' likewise,
            // w = v[Perspective0]·x + v[Perspective1]·y + v[Perspective2]: SwiftUI's mRC by row and column.
            let names = ["11": "ScaleX", "12": "SkewY", "13": "Perspective0", "21": "SkewX", "22": "ScaleY", "23": "Perspective1",
                         "31": "TranslateX", "32": "TranslateY", "33": "Perspective2"]
            code.lines("""

                /**
                 * A turned half's projection (a sleeve, or an inverse perspective's folding half): the view turned by [angle] (MPFold's; Core Animation's rotation about \(horizontal ? "y, negated" : "x")) about the
                 * line [pivot] px along it, seen from [eye] px over ([eyeAcross], [eyeAlong]) of its unturned frame.
                 * A point p along turns to pivot + (p − pivot)·cos θ at depth (p − pivot)·sin θ, w = 1 − depth / eye.
                 */
                object \(prefix)Sleeve {
                    fun projection(angle: Float, pivot: Float, eye: Float, eyeAcross: Float, eyeAlong: Float): Matrix {
                        val c = cos(angle)
                        val k = if (eye == 0f) 0f else sin(angle) / eye
                        val m = Matrix()
                """)
            for entry in projectionEntries(horizontal: horizontal, one: "1f") {
                code.line("m.values[Matrix.\(names[entry.row + entry.column]!)] = \(entry.value)" + (entry.moves ? "  // the across coordinate moves with w" : ""),
                          indent: 8)
            }
            code.lines("""
                        return m
                    }
                }
                """)
        }
        code.line("")
        ComposeContent.write(&code, .init(
            prefix: prefix, what: "MPFoldTransition's \(cubic ? "cubic " : "")fold", progress: ["fraction"],
            transition: "\(prefix)Transition(fraction.value, Modifier.fillMaxSize(), source = fromLayer, destination = toLayer)",
            play: ["fraction.snapTo(0f)", "fraction.animateTo(1f, \(prefix)Tuning.\(curve))"]))
        return code.text
    }
}
