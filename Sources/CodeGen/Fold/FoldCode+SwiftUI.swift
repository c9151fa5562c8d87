import Motion
import Scenes

extension FoldCode {
    /// The fold (or cubic) as a SwiftUI view: the destination's halves A and D slide apart flat,
    /// the source's halves B and C turn about the crease with `rotation3DEffect`, shaded as the
    /// preview shades them; cubic's sleeves hinge at the far edges with their projection written
    /// out. Names start with the mode's (`FoldTransition`, `CubicTransition`).
    static func swiftUI(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.swiftui, settings)
        let (cubic, prefix, unfold, curve, horizontal) = platformOptions(settings, mode: mode)
        SwiftUICode.header(&code, model, "\(mode.rawValue) as MPFoldTransition draws it", usage: SwiftUISwitch.usage(prefix))
        // Along the fold: y and height (vertical), x and width (horizontal).
        let (along, length, axis) = horizontal ? ("x", "width", "(x: 0, y: 1, z: 0)") : ("y", "height", "(x: 1, y: 0, z: 0)")
        let (first, second) = horizontal ? ("leading", "trailing") : ("top", "bottom")
        // MPFold turns about x, or about y with the angle negated when horizontal: B's −α, C's +α.
        let (turnB, turnC) = horizontal ? ("alpha", "-alpha") : ("-alpha", "alpha")

        code.line("/// The tuned \(mode.rawValue): timing, perspective and shading.")
        code.line("enum \(prefix)Tuning {")
        code.tuning(model.constants)
        code.line("}")
        code.line("")
        code.line("/// MPFoldTransition's \(cubic ? "cubic " : "")fold " + (horizontal ? "about vertical hinges" : "about horizontal hinges")
                  + (unfold ? ", unfolding" : "") + " at `fraction` (0: the source at rest, 1: the")
        code.line("/// destination). Animatable: `withAnimation(\(prefix)Tuning.\(curve)) { fraction = 1 }`.")
        SwiftUICode.animatableView(&code, "\(prefix)Transition", progress: "fraction", views: ("source", "destination"))
        code.lines("""
                @Environment(\\.displayScale) private var displayScale

                var body: some View {
                    GeometryReader { proxy in
            """)
        let i = 12
        code.line("let size = proxy.size", indent: i)
        code.line("let half = size.\(length) / 2  // H, the eye's unit", indent: i)
        code.comment("MPFoldTransition's split: the upper half rounded to a whole pixel, the lower the rest, the crease", indent: i)
        code.comment("on that pixel edge: an odd number of pixels gives the upper half the extra one.", indent: i)
        code.line("let upper = (half * displayScale).rounded() / displayScale, lower = size.\(length) - upper", indent: i)
        code.line(unfold ? "let alpha = (1 - fraction) * .pi / 2  // α: an unfold plays 90° → 0 with the pages swapped"
                  : "let alpha = fraction * .pi / 2  // α, the fold's angle", indent: i)
        code.line("let eye = \(prefix)Tuning.eyeDistance * half  // points: m34 = −1 / eye", indent: i)
        code.comment("MPFold hinges B at upper·(1 − cos α) in the screen's plane and lets the crease sink upper·sin α;", indent: i)
        code.comment("rotation3DEffect turns a view about its anchor with the eye over it, so B and C turn about the", indent: i)
        code.comment("crease (the eye's point) seen from eye + upper·sin α and are scaled by eye / (eye + upper·sin α):", indent: i)
        code.comment("the same projection (x·d / (d − z) of a picture upper·sin α nearer).", indent: i)
        code.line("let seen = eye + upper * CGFloat(sin(alpha))", indent: i)
        // A half's max(w, h): the page's whole extent across, or its half's length along.
        code.line("let across = " + (horizontal ? "size.height" : "size.width"), indent: i)
        code.line("let turnedUpper = eye == 0 ? 0 : max(across, upper) / seen, turnedLower = eye == 0 ? 0 : max(across, lower) / seen", indent: i)
        code.line("let scale = eye == 0 ? 1 : eye / seen", indent: i)
        code.line("let shadow = (1 - cos(alpha)) * \(prefix)Tuning.shadowOpacity", indent: i)
        code.line("let folding = \(unfold ? "destination" : "source"), sliding = \(unfold ? "source" : "destination")", indent: i)
        code.line("ZStack(alignment: .topLeading) {", indent: i)
        let j = i + 4
        code.comment(cubic ? "A and D, the sleeves, hinge at B's and C's far edges, a fixed 90° to them: 90° − α from flat."
                     : "A and D, the flat halves, slide apart: their hinges sit upper·cos α and lower·cos α from the crease.", indent: j)
        for upper in [true, false] {
            code.line("\(prefix)Half(content: sliding, size: size, split: upper, upper: \(upper))", indent: j)
            if cubic {
                let sleeve = Sleeve(upper: upper, right: ".pi / 2", zero: "0")
                code.line(".overlay(LinearGradient(colors: [.black, .clear], startPoint: .\(first), endPoint: .\(second))", indent: j + 4)
                code.line(".opacity((1 - sin(alpha)) * \(prefix)Tuning.shadowOpacity))", indent: j + 8)
                code.line(".projectionEffect(\(prefix)Sleeve.projection(angle: \(sleeve.angle), pivot: \(sleeve.pivot), eye: eye,", indent: j + 4)
                code.line("eyeAcross: across / 2, eyeAlong: \(sleeve.eyeAlong)))", indent: j + 8)
            }
            code.line(".offset(\(along): \(Sleeve.offset(upper: upper)))", indent: j + 4)
        }
        code.comment("B turns −α and C +α about the crease, each shaded dark at its \(first) edge.", indent: j)
        for upper in [true, false] {
            // B hangs from its far (second) edge at the crease, C from its first; C's far edge keeps the crease dark.
            let (anchor, turn, end) = upper ? (second, turnB, ".clear") : (first, turnC, cubic ? ".clear" : "Color.black.opacity(\(prefix)Tuning.creaseOpacity)")
            code.line("\(prefix)Half(content: folding, size: size, split: upper, upper: \(upper))", indent: j)
            code.line(".overlay(LinearGradient(colors: [.black, \(end)], startPoint: .\(first), endPoint: .\(second)).opacity(shadow))", indent: j + 4)
            code.line(".rotation3DEffect(.radians(\(turn)), axis: \(axis), anchor: .\(anchor), perspective: turned\(upper ? "Upper" : "Lower"))", indent: j + 4)
            code.line(".scaleEffect(scale, anchor: .\(anchor))", indent: j + 4)
            if !upper { code.line(".offset(\(along): upper)", indent: j + 4) }
        }
        code.line("}", indent: i)
        code.line(".frame(width: size.width, height: size.height, alignment: .topLeading)", indent: i)
        code.line(cubic ? "// Not clipped: the cube's sleeves stand out of the page (MPFold's demo clips only the fold)."
                  : ".clipped()", indent: i)
        code.lines("""
                    }
                }
            }

            """)
        SwiftUICode.halfView(&code, "\(prefix)Half", horizontal: horizontal,
                             doc: "The " + (horizontal ? "left (upper) or right" : "top (upper) or bottom") + " half of `content` laid out at `size`.")
        if cubic { sleeveProjection(&code, prefix: prefix, horizontal: horizontal) }
        code.line("")
        SwiftUISwitch.write(&code, .init(
            prefix: prefix, what: "MPFoldTransition's \(cubic ? "cubic " : "")fold",
            progress: ["fraction: Double = 0"],
            transition: "\(prefix)Transition(fraction: fraction, source: from, destination: to)",
            play: ["withAnimation(\(prefix)Tuning.\(curve), completionCriteria: .logicallyComplete) { fraction = 1 } completion: { finish() }"],
            reset: "fraction = 0"))
        return code.text
    }

    /// Cubic's sleeve projection: rotation3DEffect keeps the eye over its anchor, but MPFold's
    /// eye stays over the crease while a sleeve turns about its far hinge, so the 3×3
    /// projection of the turned plane is written out.
    private static func sleeveProjection(_ code: inout CodeText, prefix: String, horizontal: Bool) {
        let (along, across) = horizontal ? ("x", "y") : ("y", "x")
        code.lines("""

            /// A sleeve's projection: the view turned by `angle` (MPFold's angle: Core Animation's rotation about \(horizontal ? "y, negated" : "x")) about
            /// the line `pivot` points along it, seen from `eye` points over (`eyeAcross`, `eyeAlong`)
            /// of its unturned frame, which stays in the screen's plane. A point `\(along)` along turns to
            /// pivot + (\(along) − pivot)·cos θ at depth (\(along) − pivot)·sin θ and projects by w = 1 − depth / eye.
            enum \(prefix)Sleeve {
                static func projection(angle: Double, pivot: CGFloat, eye: CGFloat, eyeAcross: CGFloat, eyeAlong: CGFloat) -> ProjectionTransform {
                    let c = CGFloat(cos(angle)), k = eye == 0 ? 0 : CGFloat(sin(angle)) / eye
                    var t = ProjectionTransform()
            """)
        for entry in projectionEntries(horizontal: horizontal, one: "1") {
            code.line("t.m\(entry.row)\(entry.column) = \(entry.value)" + (entry.moves ? "  // the \(across) of a point moves with its w" : ""), indent: 8)
        }
        code.lines("""
                    return t
                }
            }
            """)
    }
}
