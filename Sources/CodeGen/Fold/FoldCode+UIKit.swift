import Scenes

/// The fold and the cubic as self-contained UIKit with Core Animation (`--lang uikit`): a
/// `FoldTransition` (`CubicTransition`) class whose `perform(from:to:)` builds the preview's
/// layer tree between two views (FoldScene+Layers.swift, MPFoldTransition.m's `perform:`)
/// and animates it with the tuned duration and curve: the page halves as snapshot layers,
/// one `CATransformLayer` joint per hinge turning ±α (±2α between strips), the perspective
/// layer's `sublayerTransform.m34 = −1/(d·H)` and its length 2H·cos α keyframed about the
/// crease, and the strips' gradients at (1 − cos α)·shadowOpacity (the cubic's sleeves at
/// (1 − sin α)·shadowOpacity), keyframed 60 times a second as MPFoldTransition does.
extension FoldCode {
    static func uikit(_ settings: SettingValues, mode: Mode) -> String {
        var code = CodeText(.uikit, settings)
        let cubic = mode == .cubic
        let name = cubic ? "CubicTransition" : "FoldTransition"
        let unfold = settings[FoldSettings.unfold]
        let horizontal = settings[FoldSettings.orientation] == .horizontal
        let s = FoldSettings.self
        UIKitCode.header(&code, "\(mode.rawValue) in UIKit with Core Animation (MPFoldTransition's layer tree, no library)")
        code.line("/// The tuned \(mode.rawValue) between two views, as FoldPreview draws it: the folding page in strips")
        code.line("/// hung from `CATransformLayer` joints, the sleeves sliding (or turning, cubic) to meet them.")
        code.line("final class \(name) {")
        code.constant("duration", "CFTimeInterval", code.literal(s.duration), summary: "how long the whole "
                      + (unfold ? "unfold" : "fold") + " takes, seconds", note: code.note(s.duration))
        UIKitCode.curveConstants(&code, "fold", s.foldCurve, summary: "the curve of a fold")
        UIKitCode.curveConstants(&code, "unfold", s.unfoldCurve, summary: "the curve of an unfold")
        code.constant("eyeDistance", "CGFloat", code.literal(s.eyeDistance),
                      summary: "the eye's distance in units of H, half the page along the fold: m34 = −1/(d·H) "
                      + "(negative: the inverse perspective; 0: none)", note: code.note(s.eyeDistance))
        code.constant("shadowOpacity", "CGFloat", code.literal(s.shadowOpacity), summary: s.shadowOpacity.summary,
                      note: code.note(s.shadowOpacity))
        code.constant("creaseOpacity", "CGFloat", code.literal(s.creaseOpacity), summary: s.creaseOpacity.summary
                      + (cubic ? " (not cubic)" : ""), note: code.note(s.creaseOpacity))
        code.constant("creases", "Int", code.literal(s.creases), summary: "creases of the folding page: 2·N strips "
                      + "turning ±α in turn (1: MPFoldTransition's one fold)", note: code.note(s.creases))
        code.constant("horizontal", "Bool", horizontal ? "true" : "false",
                      summary: "fold about vertical hinges (left and right halves) instead of horizontal ones",
                      note: code.changed(s.orientation) ? " // original: false" : "")
        code.constant("unfold", "Bool", code.literal(s.unfold), summary: s.unfold.summary, note: code.note(s.unfold))
        code.constant("isCubic", "Bool", cubic ? "true" : "false",
                      summary: "the sleeves stay at 90° to the strips and turn with them (MPFoldStyleCubic)")
        code.constant("commitThreshold", "CGFloat", code.literal(s.commitThreshold),
                      summary: "for a pan of your own (progress = |Δ|/H): a release finishes from this progress on, "
                      + "else falls back", note: code.note(s.commitThreshold))
        UIKitCode.performStart(&code, "Plays the fold")
        let played = unfold ? s.unfoldCurve : s.foldCurve
        if settings[played].spring == nil {
            code.lines(body)
        } else {
            code.lines(body.replacing(curveKeyframes, with: springKeyframes(unfold ? "unfold" : "fold")))
        }
        UIKitCode.snapshotMethod(&code)
        if settings[s.foldCurve].spring != nil || settings[s.unfoldCurve].spring != nil {
            code.line("")
            code.lines(UIKitCode.springHelpers, indent: 4)
        }
        code.line("}")
        return code.text
    }

    /// The keyframes of `body` on a curve: α's values evenly spaced, eased by the curve.
    private static let curveKeyframes = """

                let timingFunction = unfold ? unfoldTimingFunction : foldTimingFunction
                let frames = max(1, Int((duration * 60).rounded(.up)))   // MPFoldTransition's 60 keyframes a second
                func animate(_ layer: CALayer, _ keyPath: String, _ value: @escaping (CGFloat) -> CGFloat) {
                    let animation = CAKeyframeAnimation(keyPath: keyPath)
                    animation.values = (0...frames).map { value(alpha0 + (alpha1 - alpha0) * CGFloat($0) / CGFloat(frames)) }
                    animation.duration = duration
                    animation.timingFunction = timingFunction
        """


    /// The same keyframes on the `played` curve's spring: 60 a second at the spring's own
    /// times, each α from its closed form, straight between (no timing function), so every
    /// layer, however it depends on α, follows the spring as the preview's do.
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

    /// The rest of `perform(from:to:completion:)` after `UIKitCode.performStart`, the same for
    /// every setting (the constants above decide).
    private static let body = """
            // The page that folds and the one whose halves slide in (swapped to unfold).
            guard let folding = snapshot(unfold ? destination : source, scale: scale),
                  let sliding = snapshot(unfold ? source : destination, scale: scale) else {
                completion?(false)
                return
            }
            let foldView = UIView(frame: frame)
            foldView.clipsToBounds = !isCubic
            container.insertSubview(foldView, aboveSubview: source)
            source.isHidden = true
            // One transaction: its completion block runs when every animation below has ended.
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                container.insertSubview(destination, aboveSubview: source)
                source.removeFromSuperview()
                source.isHidden = false
                foldView.removeFromSuperview()
                completion?(true)
            }

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

            // The fold angle α runs 0 → 90° (unfold: 90° → 0); every layer below is a function of it.
            let (alpha0, alpha1): (CGFloat, CGFloat) = unfold ? (.pi / 2, 0) : (0, .pi / 2)
            let timingFunction = unfold ? unfoldTimingFunction : foldTimingFunction
            let frames = max(1, Int((duration * 60).rounded(.up)))   // MPFoldTransition's 60 keyframes a second
            func animate(_ layer: CALayer, _ keyPath: String, _ value: @escaping (CGFloat) -> CGFloat) {
                let animation = CAKeyframeAnimation(keyPath: keyPath)
                animation.values = (0...frames).map { value(alpha0 + (alpha1 - alpha0) * CGFloat($0) / CGFloat(frames)) }
                animation.duration = duration
                animation.timingFunction = timingFunction
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                layer.add(animation, forKey: nil)
            }
            // A turn by `factor`·α about the hinge axis (MPFoldTransition: rotation.y, negated, when horizontal).
            let rotationKey = vertical ? "transform.rotation.x" : "transform.rotation.y"
            func turn(_ layer: CALayer, by factor: CGFloat) {
                animate(layer, rotationKey) { (vertical ? 1 : -1) * factor * $0 }
            }
            func fixed(_ angle: CGFloat) -> CATransform3D {
                vertical ? CATransform3DMakeRotation(angle, 1, 0, 0) : CATransform3DMakeRotation(-angle, 0, 1, 0)
            }
            func panel(_ image: CGImage, from start: CGFloat, length part: CGFloat, anchorAlong: CGFloat,
                       at position: CGPoint) -> CALayer {
                let layer = CALayer()
                layer.bounds = box(part)
                layer.anchorPoint = vec(anchorAlong, 0.5)
                layer.position = position
                layer.contents = image
                layer.contentsScale = scale
                layer.contentsRect = vertical ? CGRect(x: 0, y: start / length, width: 1, height: part / length)
                    : CGRect(x: start / length, y: 0, width: part / length, height: 1)
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
            let topSleeve = panel(sliding, from: 0, length: upper, anchorAlong: 1, at: vec(0, across / 2))
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
                let layer = panel(folding, from: start, length: strip, anchorAlong: 0, at: vec(0, across / 2))
                joint.addSublayer(layer)
                // The far strip of each pair ends at black·creaseOpacity, so its crease shows (not cubic).
                let end = odd && !isCubic ? UIColor.black.withAlphaComponent(creaseOpacity) : UIColor.clear
                shadow(on: layer, end: end) { (1 - cos($0)) * shadowOpacity }
                start += strip
            }

            // The bottom sleeve at the last strip's far edge, −α (flat), or a fixed −90° when cubic.
            let bottomSleeve = panel(sliding, from: upper, length: lower, anchorAlong: 0,
                                     at: vec(strips[strips.count - 1], across / 2))
            joint.addSublayer(bottomSleeve)
            if isCubic {
                bottomSleeve.transform = fixed(-.pi / 2)
                // The sleeves darken as they turn edge-on: (1 − sin α)·shadowOpacity.
                shadow(on: topSleeve, end: .clear) { (1 - sin($0)) * shadowOpacity }
                shadow(on: bottomSleeve, end: .clear) { (1 - sin($0)) * shadowOpacity }
            } else {
                turn(bottomSleeve, by: -1)
            }

            CATransaction.commit()
        }
    """
}
