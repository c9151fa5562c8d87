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
    /// a transition's usage (`usage`, its class name and what a drag's progress is), and the
    /// imports (Core Animation and UIKit), then a blank line.
    static func header(_ code: inout CodeText, _ what: String, usage: (name: String, drag: String)? = nil) {
        code.header(what)
        if let usage { Self.usage(&code, usage.name, drag: usage.drag) }
        code.lines("""
            import QuartzCore
            import UIKit

            """)
    }

    /// The header of `model`'s UIKit code: what it is, the `// original:` rule, what UIKit
    /// cannot express (the model's line), a transition's usage, the imports.
    static func header(_ code: inout CodeText, _ model: ModeModel, _ what: String, usage: (name: String, drag: String)? = nil) {
        code.header(what)
        code.comment("UIKit cannot express: " + (model.cannot[.uikit] ?? "nothing here; every value below is the preview's."))
        if let usage { Self.usage(&code, usage.name, drag: usage.drag) }
        code.lines("""
            import QuartzCore
            import UIKit

            """)
    }
}

/// The form the transitions (fold, cubic, page) take: an animator a navigation controller's
/// delegate or a presented view controller's transitioning delegate returns, which plays by
/// itself or follows a drag (it is its own interaction controller while `isInteractive`).
extension UIKitCode {
    /// The protocols every transition class adopts, after `final class Name: `.
    static let conformances = "NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning,\n"
        + "    UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {"

    /// The header's usage lines for the transition `name`: hooking it into a navigation
    /// controller or a presentation, and driving it from a pan (`drag` says what progress is).
    static func usage(_ code: inout CodeText, _ name: String, drag: String) {
        code.lines("""
            // Usage: let transition = \(name)(); navigationController.delegate = transition (keep a reference:
            // the delegate is weak), then push and pop as usual. To present: viewController.transitioningDelegate =
            // transition and viewController.modalPresentationStyle = .fullScreen. From a pan: set
            // transition.isInteractive = true, pop (or dismiss), call transition.update(progress) as it moves and
            // transition.release() when it ends: it finishes from commitThreshold on and falls back before.
            """)
        for (k, line) in "progress: \(drag).".split(separator: "\n").enumerated() { code.comment((k > 0 ? "  " : "") + line) }
    }

    /// The class's delegate methods, the two protocols' requirements and the drag, after its
    /// constants; `length` is the played duration (an expression of the class's constants). The mode's own `Rig` (its layer
    /// tree, `set(_:)` a progress at once, `remove(completed:)`), `build(from:to:in:)` and
    /// `play(_:from:to:completion:)` follow.
    /// `flicks`: the drag also gives its speed, and `flickSpeed` and `escapeSpeed` decide as the
    /// page's do (a release that fast goes its way; a drag that fast lets go).
    static func transitioning(_ code: inout CodeText, _ name: String, length: String, flicks: Bool = false) {
        let speed = flicks ? ", speed: CGFloat = 0" : ""
        let escape = !flicks ? "" : """

                // So fast a drag lets go of the page, which finishes its turn that way.
                if abs(speed) > Self.escapeSpeed { return letGo(finishing: speed > 0) }
            """
        let decision = !flicks ? "letGo(finishing: progress >= Self.commitThreshold)" : """
            var finishes = progress >= Self.commitThreshold
                // A flick goes its way: toward the side the page turns to finishes, away falls back.
                if speed > Self.flickSpeed { finishes = true } else if speed < -Self.flickSpeed { finishes = false }
                letGo(finishing: finishes)
            """
        code.lines("""

            /// True while your pan drives the transition: set it before the push, pop, present or dismiss.
            var isInteractive = false
            /// The transition under way, its layer tree, and how far a drag has taken it (0…1).
            private var context: (any UIViewControllerContextTransitioning)?
            private var rig: Rig?
            private var progress: CGFloat = 0

            // MARK: Hooking it in: push and pop, present and dismiss

            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                operation == .none ? nil : self
            }

            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
                -> (any UIViewControllerInteractiveTransitioning)? {
                isInteractive ? self : nil
            }

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                self
            }

            func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                self
            }

            func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
                -> (any UIViewControllerInteractiveTransitioning)? {
                isInteractive ? self : nil
            }

            func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
                -> (any UIViewControllerInteractiveTransitioning)? {
                isInteractive ? self : nil
            }

            // MARK: Playing, and following a drag

            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
                \(length)
            }

            /// Plays the whole transition, then shows the destination and completes the context.
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                guard let rig = begin(transitionContext) else { return }
                Self.play(rig, from: 0, to: 1) { self.end() }
            }

            /// A drag's start: the transition stands at its start until `update(_:)` moves it.
            func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
                _ = begin(transitionContext)
            }

            /// Your pan moved: the transition at `progress` (0…1) at once\(flicks ? "; `speed`: the pan's along the\n/// turn, points a second, positive toward the side the page turns to" : "").
            func update(_ progress: CGFloat\(speed)) {
                guard let rig, let context else { return }\(escape)
                self.progress = min(max(progress, 0), 1)
                rig.set(self.progress)
                context.updateInteractiveTransition(self.progress)
            }

            /// Your pan ended: from `commitThreshold` on the transition finishes over what is left of its
            /// duration; before it, it falls back over what was done and the context is cancelled.
            func release(\(speed.dropFirst(2))) {
                \(decision)
            }

            /// The drag has let go: the rest played to the end (`finishes`) or back to the start.
            private func letGo(finishing finishes: Bool) {
                guard let rig, let context else { return }
                isInteractive = false
                if finishes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
                Self.play(rig, from: progress, to: finishes ? 1 : 0) { self.end() }
            }

            /// The context's two views, each taken once (`view(forKey:)`), and the layer tree built
            /// between them at the start; nil (the context completed at once) when it cannot be built.
            private func begin(_ transitionContext: any UIViewControllerContextTransitioning) -> Rig? {
                let source = transitionContext.view(forKey: .from), destination = transitionContext.view(forKey: .to)
                guard let source, let destination, let rig = Self.build(from: source, to: destination, in: transitionContext.containerView) else {
                    destination.map { transitionContext.containerView.addSubview($0) }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    return nil
                }
                (context, self.rig, progress) = (transitionContext, rig, 0)
                rig.set(0)
                return rig
            }

            /// The transition has ended: the final view shown in place of the layer tree (the destination,
            /// or the source again when a drag let go early was cancelled) and the context completed.
            private func end() {
                guard let rig, let context else { return }
                let completed = !context.transitionWasCancelled
                rig.remove(completed: completed)
                (self.rig, self.context, progress) = (nil, nil, 0)
                context.completeTransition(completed)
            }
            """, indent: 4)
    }

    /// A transition's `Rig.remove(completed:)`, the same in every mode's rig (`what`: "fold",
    /// "turn"): the layer tree's view taken away, both views shown again, the destination
    /// gone unless the transition completed. Its lines after the first are indented 8, as
    /// inside the class's `Rig`, so a rig's text interpolates it at that indent.
    static func rigRemove(_ what: String) -> String {
        """
        /// Takes the \(what) away: the destination shown (`completed`) or gone again, the source as it was.
        func remove(completed: Bool) {
            view.removeFromSuperview()
            source.isHidden = false
            destination.isHidden = false
            if !completed { destination.removeFromSuperview() }
        }
        """.replacing("\n", with: "\n        ")
    }

    /// The opening of a transition's `build(from:to:in:)` (`what`: "fold", "turn"), the same in
    /// every mode: its doc, the destination laid out at the source's frame just above it, and
    /// the screen's `scale` for the halves' snapshots. Its lines after the first are indented 4,
    /// as in the class; the mode's own view and layers follow.
    static func buildOpening(_ what: String) -> String {
        """
        /// The preview's layer tree between `source` and `destination` (each view taken once: the
        /// halves are its snapshots) in `container`, at the \(what)'s start; nil when a view cannot be
        /// snapshotted.
        private static func build(from source: UIView, to destination: UIView, in container: UIView) -> Rig? {
            let frame = source.frame
            destination.frame = frame
            container.insertSubview(destination, aboveSubview: source)
            destination.layoutIfNeeded()
            let scale = source.window?.screen.scale ?? 2
        """.replacing("\n", with: "\n    ")
    }

    /// A `#Preview` of two sample screens in a navigation controller whose push and pop play
    /// `name` (`what`, "fold"). `#Preview` is an external macro (Xcode's preview plugin), so
    /// this block is only parsed by the tests, not type-checked against the stubs.
    static func preview(_ code: inout CodeText, _ name: String, what: String) {
        code.lines("""

            #Preview("\(what) between two screens") {
                // Two sample screens; Next pushes the second with the \(what), Back pops it.
                func screen(_ title: String, _ color: UIColor) -> UIViewController {
                    let controller = UIViewController()
                    controller.title = title
                    controller.view.backgroundColor = color
                    let label = UILabel(frame: controller.view.bounds.insetBy(dx: 24, dy: 120))
                    label.text = title
                    label.font = .preferredFont(forTextStyle: .largeTitle)
                    label.textAlignment = .center
                    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    controller.view.addSubview(label)
                    return controller
                }
                let first = screen("Inbox", .systemTeal), second = screen("Message", .systemOrange)
                let navigation = UINavigationController(rootViewController: first)
                let transition = \(name)()
                navigation.delegate = transition
                first.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", primaryAction: UIAction { _ in
                    // The action keeps the transition alive (the delegate is weak).
                    withExtendedLifetime(transition) { navigation.pushViewController(second, animated: true) }
                })
                return navigation
            }
            """)
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
    static let springHelpers = springAnimationHelper + """


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

    /// `springAnimation(stiffness:damping:)`, which a spring constant of `CodeText.tuning` calls.
    static let springAnimationHelper = """
        /// A Core Animation spring of unit mass from its stiffness and damping.
        static func springAnimation(stiffness: CGFloat, damping: CGFloat) -> CASpringAnimation {
            let spring = CASpringAnimation()
            spring.mass = 1
            spring.stiffness = stiffness
            spring.damping = damping
            return spring
        }
        """
}
