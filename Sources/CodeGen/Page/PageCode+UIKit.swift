import Scenes

/// The page turn as self-contained UIKit with Core Animation (`--lang uikit`): a
/// `PageTurnTransition` whose `perform(from:to:)` builds the preview's layer tree
/// (PageScene+Layers.swift, MPFlipTransition's `buildLayers` and `switchToStage:`) and plays
/// its two stages: the source's turning half rising to vertical over half the duration on
/// the first-half curve, then the destination's half landing flat on the second-half curve,
/// with the covered pages' shadows along cos / sin (keyframed 60 times a second) and the
/// turning page's spine gradient.
extension PageCode {
    static func uikit(_ settings: SettingValues, mode: Mode) -> String {
        var code = CodeText(.uikit, settings)
        let s = PageSettings.self
        UIKitCode.header(&code, "page in UIKit with Core Animation (MPFlipTransition's layer tree, no library)")
        code.line("/// The tuned page turn between two views, as FoldPreview draws it: each view in two halves on")
        code.line("/// the spine, one half of the source rising to vertical, then the destination's landing flat.")
        code.line("final class PageTurnTransition {")
        code.constant("duration", "CFTimeInterval", code.literal(s.duration), summary: "how long a whole turn takes, "
                      + "seconds; each stage takes half", note: code.note(s.duration))
        UIKitCode.curveConstants(&code, "firstHalf", s.firstHalfCurve, summary: "the curve of the page rising to vertical")
        UIKitCode.curveConstants(&code, "secondHalf", s.secondHalfCurve, summary: "the curve of the page landing flat")
        let springs = settings[s.firstHalfCurve].spring != nil || settings[s.secondHalfCurve].spring != nil
        code.constant("eyeDistance", "CGFloat", code.literal(s.eyeDistance), summary: "the eye's distance in units "
                      + "of h, half the page across the spine: m34 = −1/(d·h), +1/(d·h) reversed; 0: none",
                      note: code.note(s.eyeDistance))
        code.constant("coveredPageShadowOpacity", "CGFloat", code.literal(s.coveredShadowOpacity),
                      summary: "the page being uncovered darkens by cos(90°·p) times this, the one being covered by sin(90°·p)",
                      note: code.note(s.coveredShadowOpacity))
        code.constant("flippingPageShadowOpacity", "CGFloat", code.literal(s.flippingShadowOpacity),
                      summary: "the turning page's gradient by the spine at its darkest (standing vertical)",
                      note: code.note(s.flippingShadowOpacity))
        code.constant("shadowColor", "", code.literal(s.shadowColor), summary: "the colour of every shadow",
                      note: code.note(s.shadowColor))
        let forwards = settings[s.direction] == .forward
        code.constant("forwards", "Bool", forwards ? "true" : "false", summary: "turn the right (bottom) half over "
                      + "to the left (top); false: the other way", note: code.changed(s.direction) ? " // original: true" : "")
        let vertical = settings[s.orientation] == .vertical
        code.constant("vertical", "Bool", vertical ? "true" : "false", summary: "turn about a horizontal spine "
                      + "(a calendar) instead of a vertical one (a book)", note: code.changed(s.orientation) ? " // original: false" : "")
        let reverse = settings[s.perspective] == .reverse
        code.constant("reverse", "Bool", reverse ? "true" : "false", summary: "the turning page seen as if from behind "
                      + "(m34's sign flipped, no covered shadows)", note: code.changed(s.perspective) ? " // original: false" : "")
        code.constant("commitThreshold", "CGFloat", code.literal(s.commitThreshold),
                      summary: "for a pan of your own: a release completes the turn from this fraction on, else falls back",
                      note: code.note(s.commitThreshold))
        code.constant("flickSpeed", "CGFloat", code.literal(s.flickSpeed),
                      summary: "for a pan of your own: a release faster than this (points a second) along the turn completes it or falls back, as it points",
                      note: code.note(s.flickSpeed))
        code.constant("escapeSpeed", "CGFloat", code.literal(s.escapeSpeed),
                      summary: "for a pan of your own: a drag faster than this (points a second) lets go of the page, which finishes its turn that way",
                      note: code.note(s.escapeSpeed))
        if code.changed(s.releaseTiming) {
            code.comment("page.releaseTiming = \(s.releaseTiming.text(in: settings)): a released page's rest takes its share of "
                         + "the duration on the tuned curves" + code.note(s.releaseTiming), indent: 4)
        }
        if springs {
            // Each stage's pace, a curve over half the duration or a spring over its own time.
            for half in ["firstHalf", "secondHalf"] {
                let spring = settings[half == "firstHalf" ? s.firstHalfCurve : s.secondHalfCurve].spring != nil
                code.line("static let \(half)Pace: StagePace = " + (spring ? ".spring(\(half)Spring, \(half)SpringDuration)"
                                                                       : ".curve(\(half)TimingFunction)"), indent: 4)
            }
        }
        UIKitCode.performStart(&code, "Turns the page")
        code.lines(springs ? springBody : body)
        UIKitCode.snapshotMethod(&code)
        if springs {
            code.line("")
            code.lines(UIKitCode.springHelpers, indent: 4)
        }
        code.line("}")
        return code.text
    }

    /// `body` with a stage's keyframes paced by a `StagePace`: on a spring, 60 a second at the
    /// spring's own times with each value from its closed form, the stage lasting as long as
    /// the spring does (stage 2 starts when stage 1's transaction completes).
    private static var springBody: String {
        body.replacing(curveStage, with: springStage)
        .replacing("func turn(_ layer: CALayer, curve: CAMediaTimingFunction,", with: "func turn(_ layer: CALayer, curve: StagePace,")
        .replacing("secondHalfTimingFunction", with: "secondHalfPace").replacing("firstHalfTimingFunction", with: "firstHalfPace")
            + "\n" + stagePace
    }

    /// The stage keyframes of `body` on a Core Animation curve.
    private static let curveStage = """
                // A value of the stage's progress p, keyframed 60 times a second on the stage's curve.
                func animate(_ layer: CALayer, _ keyPath: String, curve: CAMediaTimingFunction, _ value: (CGFloat) -> CGFloat) {
                    let frames = max(1, Int((stage * 60).rounded(.up)))
                    let animation = CAKeyframeAnimation(keyPath: keyPath)
                    animation.values = (0...frames).map { value(CGFloat($0) / CGFloat(frames)) }
                    animation.duration = stage
                    animation.timingFunction = curve
        """

    /// The same on a `StagePace`: a curve as above, or a spring's own times and values.
    private static let springStage = """
                // A value of the stage's progress p, keyframed 60 times a second on the stage's pace.
                func animate(_ layer: CALayer, _ keyPath: String, curve: StagePace, _ value: (CGFloat) -> CGFloat) {
                    let length = curve.duration(stage: stage)
                    let frames = max(1, Int((length * 60).rounded(.up)))
                    let animation = CAKeyframeAnimation(keyPath: keyPath)
                    animation.values = (0...frames).map { value(curve.progress(CGFloat($0) / CGFloat(frames), stage: stage)) }
                    animation.duration = length
                    animation.timingFunction = curve.timingFunction
        """

    /// How a stage is paced when either is a spring, with the spring helpers.
    private static let stagePace = """


            /// A stage's pace: Core Animation's curve over half the duration, or a spring over its
            /// own time (keyframed at its solution, straight between).
            enum StagePace {
                case curve(CAMediaTimingFunction)
                case spring(CASpringAnimation, CFTimeInterval)

                func duration(stage: CFTimeInterval) -> CFTimeInterval {
                    switch self {
                    case .curve: return stage
                    case .spring(_, let length): return length
                    }
                }

                /// The progress at the fraction `x` of the stage (the keyframe's own value).
                func progress(_ x: CGFloat, stage: CFTimeInterval) -> CGFloat {
                    guard case .spring(let spring, let length) = self, x < 1 else { return x }
                    return PageTurnTransition.progress(of: spring, at: length * CFTimeInterval(x))
                }

                var timingFunction: CAMediaTimingFunction? {
                    if case .curve(let curve) = self { return curve }
                    return nil
                }
            }
        """


    /// The rest of `perform(from:to:completion:)` after `UIKitCode.performStart`, the same for
    /// every setting (the constants above decide).
    private static let body = """
            guard let sourceImage = snapshot(source, scale: scale), let destinationImage = snapshot(destination, scale: scale) else {
                completion?(false)
                return
            }
            // MPFlipTransition's animationView: the page, its perspective about its centre.
            let pageView = UIView(frame: frame)
            container.insertSubview(pageView, aboveSubview: source)
            source.isHidden = true
            let extent = vertical ? frame.height : frame.width   // across the spine
            let along = vertical ? frame.width : frame.height
            let upper = (extent / 2 * scale).rounded() / scale   // the spine, on a whole pixel
            var transform = CATransform3DIdentity
            transform.m34 = eyeDistance == 0 ? 0 : (reverse ? 1 : -1) / (eyeDistance * extent / 2)
            pageView.layer.sublayerTransform = transform

            // (across the spine, along it) as a point.
            func vec(_ acrossValue: CGFloat, _ alongValue: CGFloat) -> CGPoint {
                vertical ? CGPoint(x: alongValue, y: acrossValue) : CGPoint(x: acrossValue, y: alongValue)
            }
            // One half, anchored on the spine: the upper (left, top) one ends there, the lower one starts there.
            func half(upperSide: Bool, _ image: CGImage) -> CALayer {
                let length = upperSide ? upper : extent - upper
                let size = vec(length, along)
                let start = upperSide ? 0 : upper / extent
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: size.x, height: size.y)
                layer.anchorPoint = vec(upperSide ? 1 : 0, 0.5)
                layer.position = vec(upper, along / 2)
                layer.contents = image
                layer.contentsScale = scale
                layer.contentsRect = vertical ? CGRect(x: 0, y: start, width: 1, height: length / extent)
                    : CGRect(x: start, y: 0, width: length / extent, height: 1)
                layer.allowsEdgeAntialiasing = true
                return layer
            }
            let front = half(upperSide: !forwards, sourceImage)        // turns up (stage 1)
            let facing = half(upperSide: forwards, sourceImage)        // lies flat, covered in stage 2
            let back = half(upperSide: forwards, destinationImage)     // lands (stage 2)
            let reveal = half(upperSide: !forwards, destinationImage)  // lies flat, uncovered in stage 1

            // A shadow over a whole half: a flat colour, or the spine gradient on the turning page.
            func shadow(on layer: CALayer, spine upperSide: Bool?) -> CAGradientLayer {
                let gradient = CAGradientLayer()
                gradient.frame = layer.bounds
                if let upperSide {
                    // shadowColor at 0.5 alpha on the spine, full a tenth of the way out, clear at the page's middle.
                    let edge = shadowColor.withAlphaComponent(0.5)
                    if upperSide {
                        gradient.colors = [UIColor.clear.cgColor, shadowColor.cgColor, edge.cgColor]
                        gradient.locations = [0, 0.9, 1]
                        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                        gradient.endPoint = vertical ? CGPoint(x: 0.5, y: 1) : CGPoint(x: 1, y: 0.5)
                    } else {
                        gradient.colors = [edge.cgColor, shadowColor.cgColor, UIColor.clear.cgColor]
                        gradient.locations = [0, 0.1, 1]
                        gradient.startPoint = vertical ? CGPoint(x: 0.5, y: 0) : CGPoint(x: 0, y: 0.5)
                        gradient.endPoint = CGPoint(x: 0.5, y: 0.5)
                    }
                } else {
                    gradient.colors = [shadowColor.cgColor, shadowColor.cgColor]
                }
                gradient.opacity = 0
                layer.addSublayer(gradient)
                return gradient
            }
            let covered = reverse ? 0 : coveredPageShadowOpacity
                        let stage = duration / 2

            // A value of the stage's progress p, keyframed 60 times a second on the stage's curve.
            func animate(_ layer: CALayer, _ keyPath: String, curve: CAMediaTimingFunction, _ value: (CGFloat) -> CGFloat) {
                let frames = max(1, Int((stage * 60).rounded(.up)))
                let animation = CAKeyframeAnimation(keyPath: keyPath)
                animation.values = (0...frames).map { value(CGFloat($0) / CGFloat(frames)) }
                animation.duration = stage
                animation.timingFunction = curve
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                layer.add(animation, forKey: nil)
            }
            // MPFlipTransition's flip transforms turn about (0, 1, 0), or (−1, 0, 0) for a vertical turn.
            func turn(_ layer: CALayer, curve: CAMediaTimingFunction, _ degrees: @escaping (CGFloat) -> CGFloat) {
                animate(layer, vertical ? "transform.rotation.x" : "transform.rotation.y", curve: curve) {
                    (vertical ? -1 : 1) * degrees($0) * .pi / 180
                }
            }

            // Stage 1: the front half rises 0 → 90° (toward the viewer) over the uncovered reveal half.
            for layer in [reveal, facing, front] { pageView.layer.addSublayer(layer) }
            let revealShadow = shadow(on: reveal, spine: nil)
            let frontShadow = shadow(on: front, spine: !forwards)
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                // Stage 2: the destination's back half lands 90° → 0 over the covered facing half.
                CATransaction.begin()
                CATransaction.setCompletionBlock {
                    container.insertSubview(destination, aboveSubview: source)
                    source.removeFromSuperview()
                    source.isHidden = false
                    pageView.removeFromSuperview()
                    completion?(true)
                }
                front.removeFromSuperlayer()
                reveal.removeFromSuperlayer()
                for layer in [back, reveal] { pageView.layer.addSublayer(layer) }
                let facingShadow = shadow(on: facing, spine: nil)
                let backShadow = shadow(on: back, spine: forwards)
                turn(back, curve: secondHalfTimingFunction) { 90 * (1 - $0) * (forwards ? 1 : -1) }
                animate(facingShadow, "opacity", curve: secondHalfTimingFunction) { sin(.pi / 2 * $0) * covered }
                animate(backShadow, "opacity", curve: secondHalfTimingFunction) { (1 - $0) * flippingPageShadowOpacity }
                CATransaction.commit()
            }
            turn(front, curve: firstHalfTimingFunction) { 90 * $0 * (forwards ? -1 : 1) }
            animate(revealShadow, "opacity", curve: firstHalfTimingFunction) { cos(.pi / 2 * $0) * covered }
            animate(frontShadow, "opacity", curve: firstHalfTimingFunction) { $0 * flippingPageShadowOpacity }
            CATransaction.commit()
        }
    """
}
