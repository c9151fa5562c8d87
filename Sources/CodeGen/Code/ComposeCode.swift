import Motion
import Raster
import Scenes

/// `mode`'s tuned animation as self-contained Jetpack Compose (Kotlin) code, no third-party
/// library: each mode's `<Mode>Code+Compose.swift` writes its composables, with the shared
/// rules here. Every mode's top-level names start with the mode's (`FoldTuning`, `PageTurn`…).
///
/// Camera distance. `Modifier.graphicsLayer { cameraDistance }` is handed unchanged to the
/// layer's `RenderNode` (androidx RenderNodeLayer: `renderNode.cameraDistance = scope.cameraDistance`;
/// `DefaultCameraDistance = 8f`), whose `setCameraDistance` stores it as Skia's camera location
/// (RenderProperties → `Sk3DView::setCameraLocation(0, 0, −d)`), and Skia takes that location
/// in inches of 72 points: `fCamera.fLocation = {x·72, y·72, z·72}` (the default camera is
/// SkCamera3D's 8 inches = 576 behind the plane). The layer draws in pixels, so
///
///     eye distance in px = 72 · cameraDistance,   cameraDistance = eye (dp) · density / 72,
///
/// with the rotation and the projection both about `transformOrigin` (the pivot), as Core
/// Animation's about the anchor. Density enters only through the eye distance in pixels: an
/// eye d points (iOS points ≈ dp) away is d·density px. (A `View`'s `setCameraDistance` is in
/// other units, `distance / densityDpi` before the same ×72.) The camera distance cannot be
/// negative (`RenderNode` throws), so Core Animation's inverse perspective has no equal.
enum ComposeCode {
    /// The first lines of every mode's Kotlin: what it is, the `// original:` rule, the one
    /// line naming what Compose cannot express (nil: nothing), `usage`'s lines (how to drop it
    /// in, how each screen is drawn once), each a comment, and the imports.
    static func header(_ code: inout CodeText, _ what: String, cannot: String?, usage: [String] = [], imports: [String]) {
        code.header(what + " in Jetpack Compose (Kotlin), no third-party library")
        code.comment("Compose cannot express: " + (cannot ?? "nothing here; every value below is the preview's."))
        for line in usage { code.comment(line) }
        for name in imports.sorted() { code.line("import " + name) }
        code.line("")
    }

    /// The header of `model`'s Kotlin: what it is, the `// original:` rule, what Compose cannot
    /// express (the model's line), `usage`'s lines, and `imports` with those the model's
    /// constants need.
    static func header(_ code: inout CodeText, _ model: ModeModel, _ what: String, usage: [String] = [], imports: [String]) {
        header(&code, what, cannot: model.cannot[.compose], usage: usage,
               imports: Array(Set(imports).union(CodeText.composeImports(model.constants))))
    }

    /// A Kotlin `Float` literal.
    static func float(_ value: Double) -> String { CodeText.number(value) + "f" }

    /// Seconds as whole milliseconds (Compose's `tween` takes an `Int`).
    static func millis(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) }

    /// The `AnimationSpec<Float>` for `curve`: `tween(millis, easing = CubicBezierEasing(…))`
    /// for a Bézier over `millis` (Kotlin text), `spring(dampingRatio, stiffness)` for a spring,
    /// whose stiffness for a unit mass is (2π/response)², Compose's spring being the same
    /// equation with the same start (at rest) and its own length.
    /// `type` is the animated value's Kotlin type, or nil where Kotlin infers it.
    static func animationSpec(_ curve: TimingCurve, millis: String, type: String? = "Float") -> String {
        let generic = type.map { "<\($0)>" } ?? ""
        return switch curve {
        case .bezier(let bezier):
            "tween\(generic)(\(millis), easing = \(easing(bezier)))"
        case .spring(let spring):
            "spring\(generic)(dampingRatio = \(float(spring.dampingFraction)), stiffness = \(float(spring.stiffness)))"
        }
    }

    /// `CubicBezierEasing` through `curve`'s control points (Core Animation's presets written out).
    static func easing(_ curve: TimingFunction) -> String {
        "CubicBezierEasing(" + [curve.x1, curve.y1, curve.x2, curve.y2].map(float).joined(separator: ", ") + ")"
    }

    /// `Color(red, green, blue)` for an sRGB colour, four places.
    static func color(_ color: Color) -> String {
        func channel(_ value: Double) -> String { float((value * 10_000).rounded() / 10_000) }
        return "Color(\(channel(color.r)), \(channel(color.g)), \(channel(color.b)))"
    }

    /// `setting` (a fold's or a page's commit threshold) as a `const val` of the tuning object,
    /// with its summary as the KDoc, when it differs from the original's (else nothing).
    static func commitThreshold(_ code: inout CodeText, _ setting: Setting<Double>) {
        guard code.changed(setting) else { return }
        code.line("/** " + setting.summary + ". */", indent: 4)
        code.line("const val COMMIT_THRESHOLD = \(float(code.settings[setting]))" + code.note(setting), indent: 4)
    }

    /// The `.layout` modifier of a half composable (fold, cubic, page): it measures the content
    /// at the whole size and places the `upper` (left or top) half of it, `splitPx` long, or the
    /// lower half, the rest, in a box that long, from a `Box(modifier…)` chain's indent.
    static func halfLayout(_ code: inout CodeText) {
        code.lines("""
                        .layout { measurable, constraints ->
                            val whole = measurable.measure(Constraints.fixed(constraints.maxWidth, constraints.maxHeight))
                            val length = if (horizontal) constraints.maxWidth else constraints.maxHeight
                            val split = splitPx(length)
                            val part = if (upper) split else length - split
                            val w = if (horizontal) part else constraints.maxWidth
                            val h = if (horizontal) constraints.maxHeight else part
                            layout(w, h) { whole.place(if (upper || !horizontal) 0 else -split, if (upper || horizontal) 0 else -split) }
                        },
            """)
    }

    /// The file's own function `splitPx(lengthPx)` the fold, cubic and page split their pages
    /// with (their half layout and their transition both use it).
    static func splitFunction(_ code: inout CodeText) {
        code.lines("""
            /**
             * Where a page [lengthPx] px long splits in two, as MPFoldTransition splits it: the upper half rounded
             * to a whole pixel (an odd length gives it the extra one), the lower half the rest.
             */
            private fun splitPx(lengthPx: Int): Int = (lengthPx + 1) / 2
            """)
    }

    /// The `TransformOrigin`s of a half's near (left or top) and far (right or bottom) edge
    /// across the hinge (`horizontal`: vertical hinges, left and right halves), about which the
    /// fold's and the page's halves turn.
    static func edgeOrigins(horizontal: Bool) -> (near: String, far: String) {
        horizontal ? ("TransformOrigin(0f, 0.5f)", "TransformOrigin(1f, 0.5f)") : ("TransformOrigin(0.5f, 0f)", "TransformOrigin(0.5f, 1f)")
    }

    /// The KDoc and function every mode with a perspective writes: the camera distance for an
    /// eye `eyePx` pixels away.
    static func cameraDistanceFunction(_ code: inout CodeText, indent: Int) {
        code.line("/**", indent: indent)
        code.line(" * graphicsLayer's cameraDistance for an eye [eyePx] pixels from the layer: Compose hands it to the", indent: indent)
        code.line(" * RenderNode, which places Skia's camera that many inches of 72 px away (Sk3DView::setCameraLocation:", indent: indent)
        code.line(" * location × 72), so cameraDistance = eye px / 72, an eye in dp times density / 72. 0 (flat) is a", indent: indent)
        code.line(" * camera 10⁷ inches away, far below a pixel from a flat projection.", indent: indent)
        code.line(" */", indent: indent)
        code.line("fun cameraDistance(eyePx: Float): Float = if (eyePx == 0f) 1e7f else eyePx / 72f", indent: indent)
    }
}
