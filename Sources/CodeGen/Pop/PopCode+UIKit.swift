import Motion
import Scenes

/// Pop's fold as self-contained UIKit with Core Animation (`--lang uikit`): Popping's
/// FoldingView (a square picture in two halves, the top one turned about the hinge with
/// m34 = −1/d) whose spring back is a `CASpringAnimation` with pop's own constants.
///
/// pop integrates m·x″ = −k·x − b·x′ (SpringAnimation.swift: x″ = −(k/m)·x − (b/m)·x′, with
/// tension k, friction b and mass m as set, unscaled); `CASpringAnimation` solves
/// mass·x″ = −stiffness·x − damping·x′, so mass = m, stiffness = k and damping = b exactly.
/// Its `initialVelocity` is measured in spring lengths per second toward the target, so a
/// velocity v from the angle θ₀ is −v/θ₀; from rest (θ₀ = 0) there is no length to measure
/// by, and the response v·ψ(t) is written as the sum of two additive unit springs.
extension PopCode {
    static func uikit(_ model: ModeModel) -> String {
        let settings = model.settings
        var code = CodeText(.uikit, settings)
        let s = PopSettings.self
        UIKitCode.header(&code, model, "pop's fold in UIKit with Core Animation (Popping's FoldingView, pop's spring as CASpringAnimation)")
        code.lines("""
            // Usage: let fold = PopFoldView(frame: square, image: picture); on a pan call fold.hold(at: angle) (0 flat,
            // −π folded), fold.release() when it ends, and fold.poke() on a tap (PopFoldSampleController).
            /// pop's spring m·x″ = −k·x − b·x′ as Core Animation's (the same equation, so the same motion).
            enum PopFoldSpring {
            """)
        code.tuning(model.constants)
        let dials = SpringDynamics(tension: settings[s.tension], friction: settings[s.friction]).bouncinessAndSpeed
        code.comment("(pop's dials for k and b: bounciness \(CodeText.number(rounded(dials.bounciness))), "
                     + "speed \(CodeText.number(rounded(dials.speed))); mass \(code.literal(s.mass)))", indent: 4)
        code.lines(springBody)
        code.line("}")
        code.lines(viewBody)
        code.lines(sample)
        return code.text
    }

    /// A dial to the precision a person reads it.
    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// The spring's functions (the constants above decide).
    private static let springBody = """

        /// One spring of `layer`'s `transform.rotation.x`, added to its model value (0: at rest).
        static func spring(from value: CGFloat, initialVelocity: CGFloat) -> CASpringAnimation {
            let spring = CASpringAnimation(keyPath: "transform.rotation.x")
            spring.mass = mass
            spring.stiffness = stiffness
            spring.damping = damping
            // Damping above 2√(mass·stiffness) is overdamped; unless allowed, Core Animation takes it as critical.
            if #available(iOS 17.0, *) { spring.allowsOverdamping = true }
            spring.initialVelocity = initialVelocity
            spring.fromValue = value
            spring.toValue = 0
            spring.isAdditive = true
            spring.duration = spring.settlingDuration
            return spring
        }

        /// Springs `layer` from `angle` (radians) back to 0, moving at `velocity` radians per second:
        /// θ(t) = angle·φ(t) + velocity·ψ(t), φ and ψ the spring's responses to a start at 1 and to a push at 1 rad/s.
        static func springBack(_ layer: CALayer, from angle: CGFloat, velocity: CGFloat = 0) {
            layer.removeAllAnimations()
            layer.transform = CATransform3DIdentity
            if abs(angle) > 1e-6 {
                // One spring: initialVelocity counts spring lengths (angle) per second toward 0.
                layer.add(spring(from: angle, initialVelocity: -velocity / angle), forKey: "spring")
            } else if velocity != 0 {
                // From rest: (φ + velocity·ψ) − φ, a unit spring pushed at velocity less one left alone.
                layer.add(spring(from: 1, initialVelocity: -velocity), forKey: "spring")
                layer.add(spring(from: -1, initialVelocity: 0), forKey: "spring.start")
            }
        }
    """

    /// Popping's fold view on those springs.
    private static let viewBody = """

    /// Popping's FoldingView: `image` in two halves, the top one turned about the hinge by a drag
    /// (`hold(at:)`), sprung back on release (`release()`) and poked by a tap (`poke()`).
    final class PopFoldView: UIView {
        let topHalf = CALayer()
        let bottomHalf = CALayer()

        init(frame: CGRect, image: UIImage) {
            super.init(frame: frame)
            let width = frame.width, half = frame.height / 2
            // The perspective about the view's centre, which is the hinge's.
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / PopFoldSpring.eyeDistance
            layer.sublayerTransform = perspective
            // Both halves hinge on the view's middle line (the top one turns about it), each showing
            // its half of the image with its outer corners rounded.
            for (part, isTop) in [(bottomHalf, false), (topHalf, true)] {
                part.bounds = CGRect(x: 0, y: 0, width: width, height: half)
                part.anchorPoint = CGPoint(x: 0.5, y: isTop ? 1 : 0)
                part.position = CGPoint(x: width / 2, y: half)
                part.contents = image.cgImage
                part.contentsRect = CGRect(x: 0, y: isTop ? 0 : 0.5, width: 1, height: 0.5)
                part.cornerRadius = PopFoldSpring.cornerRadius
                part.maskedCorners = isTop ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                part.masksToBounds = true
                layer.addSublayer(part)
            }
        }

        required init?(coder: NSCoder) {
            fatalError("PopFoldView is made in code")
        }

        /// The top half's angle as shown now, radians (0 flat, −π folded down over the bottom).
        var angle: CGFloat {
            let shown = topHalf.presentation()?.transform ?? topHalf.transform
            return atan2(shown.m23, shown.m22)
        }

        /// A drag's angle: reached over `followDuration`, as Popping's pan does.
        func hold(at target: CGFloat) {
            let follow = CABasicAnimation(keyPath: "transform.rotation.x")
            follow.fromValue = angle
            follow.toValue = target
            follow.duration = PopFoldSpring.followDuration
            follow.timingFunction = PopFoldSpring.followTimingFunction
            topHalf.removeAllAnimations()
            topHalf.transform = CATransform3DMakeRotation(target, 1, 0, 0)
            topHalf.add(follow, forKey: "follow")
        }

        /// Lets go: the spring back to flat from the angle shown, at rest.
        func release() { PopFoldSpring.springBack(topHalf, from: angle) }

        /// Popping's poke: the spring from the angle shown with `pokeVelocity`.
        func poke() { PopFoldSpring.springBack(topHalf, from: angle, velocity: PopFoldSpring.pokeVelocity) }
    }
    """
}

extension PopCode {
    /// A sample picture in a fold view with buttons that fold it, let it go and poke it, and
    /// `#Preview` of it (a macro outside any stub: the tests parse it).
    private static let sample = """

        /// A sample fold: a square of four coloured bands; Fold holds the top half most of the way down,
        /// Let go springs it back, Poke pokes it flat.
        final class PopFoldSampleController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = UIColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
                let side: CGFloat = 240
                let square = CGRect(x: 0, y: 0, width: side, height: side)
                let picture = UIGraphicsImageRenderer(bounds: square, format: UIGraphicsImageRendererFormat()).image { context in
                    for band in 0..<4 {
                        UIColor(hue: CGFloat(band) / 4, saturation: 0.5, brightness: 0.9, alpha: 1).setFill()
                        context.fill(CGRect(x: 0, y: side * CGFloat(band) / 4, width: side, height: side / 4))
                    }
                }
                let fold = PopFoldView(frame: CGRect(x: 40, y: 120, width: side, height: side), image: picture)
                view.addSubview(fold)
                let buttons: [(String, () -> Void)] = [("Fold", { fold.hold(at: -2.4) }), ("Let go", { fold.release() }), ("Poke", { fold.poke() })]
                for (k, (title, action)) in buttons.enumerated() {
                    let button = UIButton(primaryAction: UIAction(title: title) { _ in action() })
                    button.frame = CGRect(x: 40 + 84 * CGFloat(k), y: 400, width: 76, height: 44)
                    view.addSubview(button)
                }
            }
        }

        #Preview("pop's fold") {
            PopFoldSampleController()
        }
        """
}
