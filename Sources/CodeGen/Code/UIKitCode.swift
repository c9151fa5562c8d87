import Motion
import Scenes

/// `mode`'s tuned animation as self-contained UIKit with Core Animation (Swift) code, no
/// third-party library: each mode's `<Mode>Code+UIKit.swift` writes it. Every mode's output
/// declares its own top-level names (`FoldTransition`, `CubicTransition`, `PageTurnTransition`,
/// `PopFoldSpring`, `FoldingCellPanels`, `CardStackCollectionLayout`, `BoardTransition`…), so
/// the seven can live in one module. `CodeCatalog` names each mode's writer; this holds the
/// rules they share.
enum UIKitCode {
    /// The first lines of every mode's UIKit code: what it is (`what`), the `// original:` rule,
    /// and the imports (Core Animation and UIKit), then a blank line.
    static func header(_ code: inout CodeText, _ what: String) {
        code.header(what)
        code.line("import QuartzCore")
        code.line("import UIKit")
        code.line("")
    }

    /// The start of `perform(from:to:completion:)` in every mode that plays between two views
    /// (fold, cubic, page): its doc, beginning with `what` ("Plays the fold"), its signature, the
    /// container guard, the destination laid out at the source's frame and the screen's scale.
    /// The mode's own text goes on from there, inside the method (one level into the class).
    static func performStart(_ code: inout CodeText, _ what: String) {
        code.lines("""

            /// \(what) from `source` (in a superview) to `destination` (given the source's frame
            /// when it is added at the end), then calls `completion`.
            static func perform(from source: UIView, to destination: UIView, completion: ((Bool) -> Void)? = nil) {
                guard let container = source.superview else {
                    completion?(false)
                    return
                }
                let frame = source.frame
                destination.frame = frame
                destination.layoutIfNeeded()
                let scale = source.window?.screen.scale ?? 2
            """, indent: 4)
    }

    /// The private `snapshot(_:scale:)` every mode that animates pictures of views (fold, cubic,
    /// page, cell) writes as its class's last method, after a blank line.
    static func snapshotMethod(_ code: inout CodeText) {
        code.lines("""

            /// `view` drawn into an image at `scale` (it need not be on screen).
            private static func snapshot(_ view: UIView, scale: CGFloat) -> CGImage? {
                let format = UIGraphicsImageRendererFormat()
                format.scale = scale
                let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
                return renderer.image { context in view.layer.render(in: context.cgContext) }.cgImage
            }
            """, indent: 4)
    }
}

extension UIKitCode {
    /// A curve setting as the `static let`s a UIKit class animates with: a Bézier as
    /// `<name>TimingFunction` (a `CAMediaTimingFunction`); a spring as `<name>Spring`, Core
    /// Animation's `CASpringAnimation` with SwiftUI's response R and damping fraction ζ for a
    /// unit mass (stiffness (2π/R)², damping 4πζ/R), and `<name>SpringDuration`, the time the
    /// preview gives it (until |1 − x| < 0.001 and its speed < 0.01/s).
    static func curveConstants(_ code: inout CodeText, _ name: String, _ setting: Setting<TimingCurve>, summary: String) {
        guard case .spring(let spring) = code.settings[setting] else {
            code.constant(name + "TimingFunction", "", code.literal(setting), summary: summary, note: code.note(setting))
            return
        }
        code.constant(name + "Spring", "CASpringAnimation",
                      "springAnimation(stiffness: \(CodeText.number(spring.stiffness)), damping: \(CodeText.number(spring.damping)))",
                      summary: summary + ": SwiftUI's " + CodeText.springText(spring) + " as Core Animation's spring "
                      + "(mass 1, stiffness (2π/response)², damping 4π·dampingFraction/response)", note: code.note(setting))
        code.constant(name + "SpringDuration", "CFTimeInterval", CodeText.number(spring.settlingDuration),
                      summary: "how long it lasts, seconds, instead of `duration`: until it is within 0.001 of its end "
                      + "and slower than 0.01 of its travel a second")
    }

    /// The helpers `curveConstants`' springs need: making a `CASpringAnimation` and its
    /// progress at a time, the closed-form solution of m·x″ = −k·(x − 1) − c·x′ from rest at 0
    /// (the equation Core Animation's spring and SwiftUI's follow), for keyframes 60 a second.
    static let springHelpers = """
        /// A Core Animation spring of unit mass from its stiffness and damping.
        static func springAnimation(stiffness: CGFloat, damping: CGFloat) -> CASpringAnimation {
            let spring = CASpringAnimation()
            spring.mass = 1
            spring.stiffness = stiffness
            spring.damping = damping
            return spring
        }

        /// `spring`'s progress `t` seconds after it leaves 0 at rest for 1 (past 1 when underdamped).
        static func progress(of spring: CASpringAnimation, at t: CFTimeInterval) -> CGFloat {
            let w = sqrt(spring.stiffness / spring.mass), zeta = spring.damping / (2 * sqrt(spring.stiffness * spring.mass))
            let t = CGFloat(t)
            if abs(zeta - 1) < 1e-9 { return 1 - exp(-w * t) * (1 + w * t) }
            if zeta < 1 {
                let a = zeta * w, wd = w * sqrt(1 - zeta * zeta)
                return 1 - exp(-a * t) * (cos(wd * t) + a / wd * sin(wd * t))
            }
            let root = sqrt(zeta * zeta - 1), r1 = -w * (zeta - root), r2 = -w * (zeta + root)
            return 1 + (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r1 - r2)
        }
        """
}
