import Scenes

/// The fold and the cubic as self-contained UIKit with Core Animation (`--lang uikit`): a
/// `FoldTransition` (`CubicTransition`), an animator for a navigation controller's push and
/// pop or a presentation (`UIKitCode.transitioning`), that builds the preview's layer tree
/// between the two view controllers' views (FoldScene+Layers.swift, MPFoldTransition.m's
/// `perform:`) and plays it with the tuned duration and curve, or follows a drag and
/// releases it as the preview does: the page halves as snapshot views' layers,
/// one `CATransformLayer` joint per hinge turning ±α (±2α between strips), the perspective
/// layer's `sublayerTransform.m34 = −1/(d·H)` and its length 2H·cos α keyframed about the
/// crease, and the strips' gradients at (1 − cos α)·shadowOpacity (the cubic's sleeves at
/// (1 − sin α)·shadowOpacity), keyframed 60 times a second as MPFoldTransition does.
extension FoldCode {
    static func uikit(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.uikit, settings)
        let cubic = mode == .cubic
        let name = cubic ? "CubicTransition" : "FoldTransition"
        let unfold = settings[FoldSettings.unfold]
        let played = unfold ? "unfold" : "fold"
        UIKitCode.header(&code, model, "\(mode.rawValue) in UIKit with Core Animation (MPFoldTransition's layer tree, no library)",
                         usage: (name, "|Δ| / H along the fold, H half the page"))
        code.line("/// The tuned \(mode.rawValue) between two view controllers' views, as FoldPreview draws it: the folding")
        code.line("/// page in strips hung from `CATransformLayer` joints, the sleeves sliding (or turning, cubic) to meet them.")
        code.line("final class \(name): " + UIKitCode.conformances)
        code.tuning(model.constants)
        let spring = settings[unfold ? FoldSettings.unfoldCurve : FoldSettings.foldCurve].spring != nil
        UIKitCode.transitioning(&code, name, length: spring ? "Self.\(played)SpringDuration" : "Self.duration")
        code.lines(rig)
        code.lines(play.replacing(keyframesMark, with: spring ? springKeyframes(played) : curveKeyframes(played)))
        code.lines(build)
        if settings[FoldSettings.foldCurve].spring != nil || settings[FoldSettings.unfoldCurve].spring != nil {
            code.line("")
            code.lines(UIKitCode.springHelpers, indent: 4)
        }
        code.line("}")
        UIKitCode.preview(&code, name, what: mode.rawValue)
        return code.text
    }

    /// Where `play` takes its keyframes: `curveKeyframes` or `springKeyframes`.
    private static let keyframesMark = "        // keyframes\n"

    /// The keyframes of `play` on the `played` curve: α's values evenly spaced, eased by the
    /// curve, over the played share of the duration.
    private static func curveKeyframes(_ played: String) -> String {
        """
                let duration = abs(end - start) * Self.duration
                let timingFunction = \(played)TimingFunction
                let frames = max(1, Int((duration * 60).rounded(.up)))   // MPFoldTransition's 60 keyframes a second
                func animate(_ layer: CALayer, _ keyPath: String, _ value: @escaping (CGFloat) -> CGFloat) {
                    let animation = CAKeyframeAnimation(keyPath: keyPath)
                    animation.values = (0...frames).map { value(alpha0 + (alpha1 - alpha0) * CGFloat($0) / CGFloat(frames)) }
                    animation.duration = duration
                    animation.timingFunction = timingFunction

        """
    }

    /// The same keyframes on the `played` curve's spring: 60 a second at the spring's own
    /// times, each α from its closed form, straight between (no timing function), so every
    /// layer, however it depends on α, follows the spring as the preview's do (a release
    /// springs from where it stands over the spring's whole time, as the preview's does).
    private static func springKeyframes(_ played: String) -> String {
        """
                let spring = \(played)Spring, springDuration = \(played)SpringDuration
                let frames = max(1, Int((springDuration * 60).rounded(.up)))   // 60 keyframes a second, as MPFoldTransition's
                func animate(_ layer: CALayer, _ keyPath: String, _ value: @escaping (CGFloat) -> CGFloat) {
                    let animation = CAKeyframeAnimation(keyPath: keyPath)
                    animation.values = (0...frames).map { k -> CGFloat in
                        let x = progress(of: spring, at: springDuration * CFTimeInterval(k) / CFTimeInterval(frames))
                        return value(alpha0 + (alpha1 - alpha0) * (k == frames ? 1 : x))
                    }
                    animation.duration = springDuration

        """
    }

    /// The built fold: every value that moves as a function of the fold angle α, the views
    /// it stands in for and the snapshots it shows.
    private static let rig = """

        /// The fold's layer tree over the two views: each value that moves as a function of the
        /// fold angle α, the progress 0 → 1 turning α from `alpha0` to `alpha1`. On the main actor, as
        /// the class (UIKit's transition protocols are) and the views it shows and hides.
        @MainActor final class Rig {
            let source: UIView, destination: UIView, view: UIView
            let alpha0: CGFloat, alpha1: CGFloat
            var channels: [(layer: CALayer, keyPath: String, value: (CGFloat) -> CGFloat)] = []
            /// The halves' snapshot views, kept while their layers are shown.
            var snapshots: [UIView] = []

            init(source: UIView, destination: UIView, view: UIView, alpha0: CGFloat, alpha1: CGFloat) {
                (self.source, self.destination, self.view, self.alpha0, self.alpha1) = (source, destination, view, alpha0, alpha1)
            }

            /// α at `progress` (0: the source at rest, 1: the fold's end).
            func angle(_ progress: CGFloat) -> CGFloat { alpha0 + (alpha1 - alpha0) * progress }

            /// Every value at `progress` at once (a drag), with no implicit animation.
            func set(_ progress: CGFloat) {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for channel in channels {
                    channel.layer.removeAllAnimations()
                    channel.layer.setValue(channel.value(angle(progress)), forKeyPath: channel.keyPath)
                }
                CATransaction.commit()
            }

            \(UIKitCode.rigRemove("fold"))
        }
    """

    /// Plays the rig between two progresses; the keyframes are `curveKeyframes` or a spring's.
    private static let play = """

        /// Plays the fold from progress `start` to `end` (a play 0 → 1; a release the rest, or back
        /// to 0), keyframed 60 times a second, then calls `completion`.
        private static func play(_ rig: Rig, from start: CGFloat, to end: CGFloat, completion: @escaping () -> Void) {
            guard start != end else {
                completion()
                return
            }
            let alpha0 = rig.angle(start), alpha1 = rig.angle(end)
            // keyframes
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                layer.add(animation, forKey: nil)
            }
            // One transaction: its completion block runs when every animation below has ended.
            CATransaction.begin()
            CATransaction.setCompletionBlock(completion)
            for channel in rig.channels {
                channel.layer.removeAllAnimations()
                animate(channel.layer, channel.keyPath, channel.value)
            }
            CATransaction.commit()
        }
    """

    /// The layer tree between the two views, the same for every setting (the constants above
    /// decide); what moves is a `Rig` channel of α.
    private static let build = """

        \(UIKitCode.buildOpening("fold"))
            let foldView = UIView(frame: frame)
            foldView.clipsToBounds = !isCubic
            container.insertSubview(foldView, aboveSubview: destination)
            // The fold angle α runs 0 → 90° (unfold: 90° → 0); every layer below is a function of it.
            let (alpha0, alpha1): (CGFloat, CGFloat) = unfolding ? (.pi / 2, 0) : (0, .pi / 2)
            let rig = Rig(source: source, destination: destination, view: foldView, alpha0: alpha0, alpha1: alpha1)

            // The page that folds and the one whose halves slide in (swapped to unfold).
            let folding = unfolding ? destination : source, sliding = unfolding ? source : destination
            let vertical = !horizontal
            let length = vertical ? frame.height : frame.width   // 2H, along the fold
            let across = vertical ? frame.width : frame.height
            let half = length / 2
            // MPFoldTransition: the upper half rounded to a whole pixel, the lower the rest.
            let upper = (half * scale).rounded() / scale, lower = length - upper
            // (along the fold, across it) as a point, and a box that long.
            func vec(_ along: CGFloat, _ acrossValue: CGFloat) -> CGPoint {
                vertical ? CGPoint(x: acrossValue, y: along) : CGPoint(x: along, y: acrossValue)
            }
            func box(_ along: CGFloat) -> CGRect {
                let size = vec(along, across)
                return CGRect(x: 0, y: 0, width: size.x, height: size.y)
            }
            // The folding page's strips: MPFoldTransition's two halves for one crease. An accordion's
            // come in equal pairs, half the page in `creases` whole-pixel parts, each twice: a pair
            // hangs at −α and +α, so its depths cancel and D's hinge stays in the page's plane (strips
            // of each half on its own would leave the creases off by a pixel or more). On an odd page
            // the last pair is half a pixel longer each.
            let upperPixels = Int((upper * scale).rounded()), lowerPixels = Int((lower * scale).rounded())
            let count = max(1, min(creases, upperPixels, lowerPixels))
            func parts(_ pixels: Int) -> [CGFloat] {
                (0..<count).map { CGFloat(($0 + 1) * pixels / count - $0 * pixels / count) / scale }
            }
            var strips = parts(upperPixels) + parts(lowerPixels)
            if count > 1 {
                let total = upperPixels + lowerPixels
                var pairs = parts(total / 2)
                pairs[count - 1] += CGFloat(total % 2) / 2 / scale
                strips = pairs.flatMap { [$0, $0] }
            }

            // What moves: a value of α, set by a drag and keyframed by a play.
            func animate(_ layer: CALayer, _ keyPath: String, _ value: @escaping (CGFloat) -> CGFloat) {
                rig.channels.append((layer, keyPath, value))
            }
            // A turn by `factor`·α about the hinge axis (MPFoldTransition: rotation.y, negated, when horizontal).
            let rotationKey = vertical ? "transform.rotation.x" : "transform.rotation.y"
            func turn(_ layer: CALayer, by factor: CGFloat) {
                animate(layer, rotationKey) { (vertical ? 1 : -1) * factor * $0 }
            }
            func fixed(_ angle: CGFloat) -> CATransform3D {
                vertical ? CATransform3DMakeRotation(angle, 1, 0, 0) : CATransform3DMakeRotation(-angle, 0, 1, 0)
            }
            // A piece of `view` from `start`, `part` long: a snapshot view's layer (the source as it
            // is on screen, the destination once laid out), nil when UIKit cannot snapshot it.
            func panel(_ view: UIView, from start: CGFloat, length part: CGFloat, anchorAlong: CGFloat,
                       at position: CGPoint) -> CALayer? {
                let size = vec(part, across), origin = vec(start, 0)
                let piece = CGRect(x: origin.x, y: origin.y, width: size.x, height: size.y)
                guard let snapshot = view.resizableSnapshotView(from: piece, afterScreenUpdates: view === destination,
                                                                withCapInsets: .zero) else { return nil }
                rig.snapshots.append(snapshot)
                let layer = snapshot.layer
                layer.bounds = box(part)
                layer.anchorPoint = vec(anchorAlong, 0.5)
                layer.position = position
                layer.allowsEdgeAntialiasing = true
                return layer
            }
            // Black → `end`, dark at the panel's top (left) edge, over the whole panel.
            func shadow(on layer: CALayer, end: UIColor, opacity: @escaping (CGFloat) -> CGFloat) {
                let gradient = CAGradientLayer()
                gradient.frame = layer.bounds
                gradient.colors = [UIColor.black.cgColor, end.cgColor]
                gradient.startPoint = vec(0, 0.5)
                gradient.endPoint = vec(1, 0.5)
                gradient.opacity = Float(opacity(alpha0))
                layer.addSublayer(gradient)
                animate(gradient, "opacity", opacity)
            }

            // The perspective layer: 2H·cos α long about the crease, so the hinges close in on it.
            let perspective = CALayer()
            perspective.anchorPoint = vec(upper / length, 0.5)
            perspective.bounds = box(length * cos(alpha0))
            perspective.position = vec(upper, across / 2)
            var transform = CATransform3DIdentity
            transform.m34 = eyeDistance == 0 ? 0 : -1 / (eyeDistance * half)
            perspective.sublayerTransform = transform
            foldView.layer.addSublayer(perspective)
            animate(perspective, vertical ? "bounds.size.height" : "bounds.size.width") { length * cos($0) }

            // The top hinge turns −α; the top sleeve under it +α (flat), or a fixed 90° when cubic.
            let firstJoint = CATransformLayer()
            firstJoint.bounds = box(length)
            firstJoint.anchorPoint = vec(0, 0.5)
            firstJoint.position = vec(0, across / 2)
            perspective.addSublayer(firstJoint)
            turn(firstJoint, by: -1)
            guard let topSleeve = panel(sliding, from: 0, length: upper, anchorAlong: 1, at: vec(0, across / 2)) else {
                rig.remove(completed: false)
                return nil
            }
            firstJoint.addSublayer(topSleeve)
            if isCubic { topSleeve.transform = fixed(.pi / 2) } else { turn(topSleeve, by: 1) }

            // The strips, each hung from the last one's far edge by a joint turning ±2α.
            let shadowOpacity = self.shadowOpacity
            var joint: CALayer = firstJoint
            var start: CGFloat = 0
            for (k, strip) in strips.enumerated() {
                let odd = k % 2 == 1
                if k > 0 {
                    let next = CATransformLayer()
                    next.bounds = box(length)
                    next.anchorPoint = vec(0, 0.5)
                    next.position = vec(strips[k - 1], across / 2)
                    joint.addSublayer(next)
                    turn(next, by: odd ? 2 : -2)
                    joint = next
                }
                guard let layer = panel(folding, from: start, length: strip, anchorAlong: 0, at: vec(0, across / 2)) else {
                    rig.remove(completed: false)
                    return nil
                }
                joint.addSublayer(layer)
                // The far strip of each pair ends at black·creaseOpacity, so its crease shows (not cubic).
                let end = odd && !isCubic ? UIColor.black.withAlphaComponent(creaseOpacity) : UIColor.clear
                shadow(on: layer, end: end) { (1 - cos($0)) * shadowOpacity }
                start += strip
            }

            // The bottom sleeve at the last strip's far edge, −α (flat), or a fixed −90° when cubic.
            guard let bottomSleeve = panel(sliding, from: upper, length: lower, anchorAlong: 0,
                                           at: vec(strips[strips.count - 1], across / 2)) else {
                rig.remove(completed: false)
                return nil
            }
            joint.addSublayer(bottomSleeve)
            if isCubic {
                bottomSleeve.transform = fixed(-.pi / 2)
                // The sleeves darken as they turn edge-on: (1 − sin α)·shadowOpacity.
                shadow(on: topSleeve, end: .clear) { (1 - sin($0)) * shadowOpacity }
                shadow(on: bottomSleeve, end: .clear) { (1 - sin($0)) * shadowOpacity }
            } else {
                turn(bottomSleeve, by: -1)
            }
            // The views stay in the container (the source where it was, the destination laid out
            // above it) but hidden: the fold stands in for them until it ends.
            source.isHidden = true
            destination.isHidden = true
            return rig
        }
    """
}
