import Motion
import Raster
import Scenes

/// `mode`'s tuned animation as self-contained SwiftUI code (iOS 17), no third-party library:
/// each mode's `<Mode>Code+SwiftUI.swift` writes its views, with the shared rules here.
///
/// Every mode's top-level names start with the mode's (`FoldTuning`, `CubicTransition`…), so
/// the seven outputs can live in one module.
///
/// Perspective. SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` turns a view
/// about its anchor and projects it with the eye over that anchor at
///
///     max(width, height) / perspective   points   (m34 = −perspective / max(width, height)),
///
/// the view's own size (OpenSwiftUI's `_Rotation3DEffect.Data`: `perspective = m / effect.perspective`,
/// `p.m34 = −1 / perspective`, between translations to and from the anchor). So a layer tree's
/// m34 = −1/d over a view of size w × h is `perspective: max(w, h) / d`; d = 0 (flat) is 0, and a
/// negative d (the inverse perspective) a negative perspective.
enum SwiftUICode {
    /// The first lines of every mode's SwiftUI: what it is, the `// original:` rule, and the
    /// one line naming what SwiftUI cannot express (nil: nothing), then `usage`'s lines (how
    /// to drop it in, how each view is built once), each a comment.
    static func header(_ code: inout CodeText, _ what: String, cannot: String?, usage: [String] = []) {
        code.header(what + " in SwiftUI (iOS 17), no third-party library")
        code.comment("SwiftUI cannot express: " + (cannot ?? "nothing here; every value below is the preview's."))
        for line in usage { code.comment(line) }
        code.line("import SwiftUI")
        code.line("")
    }

    /// The header of `model`'s SwiftUI: what it is, the `// original:` rule, what SwiftUI
    /// cannot express (the model's line), `usage`'s lines, the import.
    static func header(_ code: inout CodeText, _ model: ModeModel, _ what: String, usage: [String] = []) {
        header(&code, what, cannot: model.cannot[.swiftui], usage: usage)
    }

    /// `Animation.timingCurve` through a Bézier's control points (Core Animation's presets
    /// written out, so the curve is the preview's exactly), lasting `duration` (Swift text); for a spring
    /// `Animation.spring(response:dampingFraction:)`, which takes no duration: SwiftUI's spring
    /// with the same two numbers is the same equation, from rest to the target.
    static func animation(_ timing: TimingCurve, duration: String) -> String {
        let curve: TimingFunction
        switch timing {
        case .bezier(let bezier): curve = bezier
        case .spring(let spring):
            return "Animation.spring(response: \(CodeText.number(spring.response)), "
                + "dampingFraction: \(CodeText.number(spring.dampingFraction)))"
        }
        let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(CodeText.number).joined(separator: ", ")
        return "Animation.timingCurve(\(points), duration: \(duration))"
    }

    /// `Color(red:green:blue:)` for an sRGB colour, four places as a storyboard writes it.
    static func color(_ color: Color) -> String {
        func channel(_ value: Double) -> String { CodeText.number((value * 10_000).rounded() / 10_000) }
        return "Color(red: \(channel(color.r)), green: \(channel(color.g)), blue: \(channel(color.b)))"
    }

    /// `setting` (a fold's or a page's commit threshold) as a `static let` of the tuning enum,
    /// with its summary as the doc line, when it differs from the original's (else nothing).
    static func commitThreshold(_ code: inout CodeText, _ setting: Setting<Double>) {
        guard code.changed(setting) else { return }
        code.line("/// " + setting.summary + ".", indent: 4)
        code.line("static let commitThreshold: Double = \(code.literal(setting))" + code.note(setting), indent: 4)
    }

    /// The opening of `name`, an `Animatable` view between two views (`views`, each of its own
    /// generic type named after it) driven by one `Double`, `progress`, which is its
    /// `animatableData`: the fold's and cubic's transition and the board's cube flip; with a
    /// `second` progress (the page's two stages) both, as an `AnimatablePair`. The caller writes
    /// its `body` and the closing brace.
    static func animatableView(_ code: inout CodeText, _ name: String, progress: String, second: String? = nil, views: (String, String)) {
        func type(_ view: String) -> String { view.prefix(1).uppercased() + view.dropFirst() }
        let progresses = [progress, second].compactMap { $0 }.map { "    var \($0): Double" }.joined(separator: "\n")
        // One progress is the data itself; two are an AnimatablePair.
        let (data, get, set) = second.map { ("AnimatablePair<Double, Double>", "AnimatablePair(\(progress), \($0))",
                                            "(\(progress), \($0)) = (newValue.first, newValue.second)") }
            ?? ("Double", progress, "\(progress) = newValue")
        code.lines("""
            struct \(name)<\(type(views.0)): View, \(type(views.1)): View>: View, Animatable {
            \(progresses)
                let \(views.0): \(type(views.0))
                let \(views.1): \(type(views.1))

                var animatableData: \(data) {
                    get { \(get) }
                    set { \(set) }
                }

            """)
    }

    /// The view `name` that shows the upper (left or top) or lower half of its content laid out
    /// at the page's whole `size`, clipped: the fold, cubic and page cut their pages with it.
    /// The upper half ends at `split`, the lower one is the rest, so an odd page splits on a
    /// whole pixel as MPFoldTransition's does. `doc` is its doc line.
    static func halfView(_ code: inout CodeText, _ name: String, horizontal: Bool, doc: String) {
        code.line("/// " + doc)
        code.lines("""
            struct \(name)<Content: View>: View {
                let content: Content
                let size: CGSize
                /// Where the upper half ends and the lower begins, points along the page: on a whole pixel.
                let split: CGFloat
                let upper: Bool

                var body: some View {
                    content
                        .frame(width: size.width, height: size.height)
            """)
        code.line(horizontal ? ".frame(width: upper ? split : size.width - split, height: size.height, alignment: upper ? .leading : .trailing)"
                  : ".frame(width: size.width, height: upper ? split : size.height - split, alignment: upper ? .top : .bottom)", indent: 12)
        code.lines("""
                        .clipped()
                }
            }
            """)
    }

    /// The doc lines that say how `perspective:` is computed from an eye distance.
    static let perspectiveDoc = [
        "/// rotation3DEffect's perspective for an eye `eye` points from a view of `size`: SwiftUI",
        "/// puts the eye max(width, height) / perspective points from the anchor (m34 =",
        "/// −perspective / max(width, height)), so m34 = −1 / eye is max(width, height) / eye (0: flat).",
    ]
}
