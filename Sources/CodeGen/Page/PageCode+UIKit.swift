import Scenes

/// The page turn as self-contained UIKit with Core Animation (`--lang uikit`): a
/// `PageTurnTransition`, an animator for a navigation controller's push and pop or a
/// presentation (`UIKitCode.transitioning`), that builds the preview's layer tree between the
/// two view controllers' views (PageScene+Layers.swift, MPFlipTransition's `buildLayers` and
/// `switchToStage:`), follows a drag, and plays its two stages: the source's turning half rising to vertical over half the duration on
/// the first-half curve, then the destination's half landing flat on the second-half curve,
/// with the covered pages' shadows along cos / sin (keyframed 60 times a second) and the
/// turning page's spine gradient.
extension PageCode {
    static func uikit(_ model: ModeModel) -> String {
        let settings = model.settings
        var code = CodeText(.uikit, settings)
        let s = PageSettings.self
        UIKitCode.header(&code, model, "page in UIKit with Core Animation (MPFlipTransition's layer tree, no library)",
                         usage: ("PageTurnTransition", "the turn, 0…1 (1/2: the page standing); update(progress, speed:) and\n"
                                 + "release(speed:) also take the pan's speed along the turn, points a second"))
        code.line("/// The tuned page turn between two view controllers' views, as FoldPreview draws it: each view in two")
        code.line("/// halves on the spine, one half of the source rising to vertical, then the destination's landing flat.")
        code.line("final class PageTurnTransition: " + UIKitCode.conformances)
        code.tuning(model.constants)
        let springs = settings[s.firstHalfCurve].spring != nil || settings[s.secondHalfCurve].spring != nil
        if springs {
            // Each stage's pace, a curve over half the duration or a spring over its own time.
            for half in ["rise", "land"] {
                let spring = settings[half == "rise" ? s.firstHalfCurve : s.secondHalfCurve].spring != nil
                code.line("static let \(half)Pace: StagePace = " + (spring ? ".spring(\(half)Spring, \(half)SpringDuration)"
                                                                       : ".curve(\(half)TimingFunction)"), indent: 4)
            }
        }
        // A whole turn: each stage half the duration on a curve, or its spring's own time.
        let lengths = [(s.firstHalfCurve, "rise"), (s.secondHalfCurve, "land")].map { curve, half in
            settings[curve].spring == nil ? "Self.duration / 2" : "Self." + half + "SpringDuration"
        }
        UIKitCode.transitioning(&code, "PageTurnTransition",
                                length: lengths == ["Self.duration / 2", "Self.duration / 2"] ? "Self.duration" : lengths.joined(separator: " + "),
                                flicks: true)
        code.lines(rig)
        code.lines(springs ? springBody : body)
        if springs {
            code.line("")
            code.lines(UIKitCode.springHelpers, indent: 4)
        }
        code.line("}")
        UIKitCode.preview(&code, "PageTurnTransition", what: "page turn")
        return code.text
    }

    /// `body` with a stage's keyframes paced by a `StagePace`: on a spring, 60 a second at the
    /// spring's own times with each value from its closed form, the stage lasting as long as
    /// the spring does (stage 2 starts when stage 1's transaction completes).
    private static var springBody: String {
        body.replacing(curveStage, with: springStage)
        .replacing("let pace: CAMediaTimingFunction = ", with: "let pace: StagePace = ")
        .replacing("straight ? CAMediaTimingFunction(name: .linear)", with: "straight ? .curve(CAMediaTimingFunction(name: .linear))")
        .replacing("landTimingFunction", with: "landPace").replacing("riseTimingFunction", with: "risePace")
            + "\n" + stagePace
    }

    /// The stage keyframes of `body` on a Core Animation curve: the stage's progress from `p0`
    /// to `p1` over `share` of the stage's half of the duration.
    private static let curveStage = """
                // A value of the stage's progress p, keyframed 60 times a second on the stage's curve.
                func animate(_ layer: CALayer, _ keyPath: String, curve: CAMediaTimingFunction, _ value: (CGFloat) -> CGFloat) {
                    let stage = share * duration / 2
                    let frames = max(1, Int((stage * 60).rounded(.up)))
                    let animation = CAKeyframeAnimation(keyPath: keyPath)
                    animation.values = (0...frames).map { value(p0 + (p1 - p0) * CGFloat($0) / CGFloat(frames)) }
                    animation.duration = stage
                    animation.timingFunction = curve
    """

    /// The same on a `StagePace`: a curve as above, or a spring's own times and values.
    private static let springStage = """
                // A value of the stage's progress p, keyframed 60 times a second on the stage's pace.
                func animate(_ layer: CALayer, _ keyPath: String, curve: StagePace, _ value: (CGFloat) -> CGFloat) {
                    let stage = share * duration / 2
                    let length = curve.duration(stage: stage)
                    let frames = max(1, Int((length * 60).rounded(.up)))
                    let animation = CAKeyframeAnimation(keyPath: keyPath)
                    animation.values = (0...frames).map { value(p0 + (p1 - p0) * curve.progress(CGFloat($0) / CGFloat(frames), stage: stage)) }
                    animation.duration = length
                    animation.timingFunction = curve.timingFunction
    """

    /// How a stage is paced when either is a spring, with the spring helpers.
    private static let stagePace = """


            /// A stage's pace: Core Animation's curve over half the duration, or a spring over its
            /// own time (keyframed at its solution, straight between); on the main actor with the class
            /// (UIKit's transition protocols are), whose spring solution it reads.
            @MainActor enum StagePace {
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


    /// The built turn: its four halves, and what moves in each stage as a function of the
    /// stage's progress.
    private static let rig = """

        /// The turn's layer tree over the two views: its four halves, and each value that moves as a
        /// function of its stage's progress p (0…1); the turn is 2p in stage 1, 1 + 2p in stage 2, halved.
        /// On the main actor, as the class (UIKit's transition protocols are) and the views it shows.
        @MainActor final class Rig {
            let source: UIView, destination: UIView, view: UIView
            /// The source's half that turns up (stage 1) and the one that lies flat, covered in stage 2;
            /// the destination's half that lands (stage 2) and the one uncovered in stage 1.
            let front: CALayer, facing: CALayer, back: CALayer, reveal: CALayer
            var first: [(layer: CALayer, keyPath: String, value: (CGFloat) -> CGFloat)] = []
            var second: [(layer: CALayer, keyPath: String, value: (CGFloat) -> CGFloat)] = []
            /// The halves' snapshot views, kept while their layers are shown.
            let snapshots: [UIView]

            init(source: UIView, destination: UIView, view: UIView, halves: [UIView]) {
                (self.source, self.destination, self.view, snapshots) = (source, destination, view, halves)
                (front, facing, back, reveal) = (halves[0].layer, halves[1].layer, halves[2].layer, halves[3].layer)
            }

            /// MPFlipTransition's `switchToStage:`: stage 1 shows the front turning over the reveal,
            /// stage 2 the back landing over the facing half (the reveal drawn above it).
            func show(stage: Int) {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                front.isHidden = stage != 1
                back.isHidden = stage != 2
                CATransaction.commit()
            }

            /// Every value at the turn `progress` (0…1) at once (a drag), with no implicit animation.
            func set(_ progress: CGFloat) {
                let secondStage = progress > 0.5
                show(stage: secondStage ? 2 : 1)
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for (channels, p) in [(first, secondStage ? 1 : 2 * progress), (second, secondStage ? 2 * progress - 1 : 0)] {
                    for channel in channels {
                        channel.layer.removeAllAnimations()
                        channel.layer.setValue(channel.value(p), forKeyPath: channel.keyPath)
                    }
                }
                CATransaction.commit()
            }

            \(UIKitCode.rigRemove("turn"))
        }
    """

    /// The play of a turn between two progresses and the layer tree, the same for every
    /// setting (the constants above decide).
    private static let body = """

        /// Plays the turn from `start` to `end` (0…1; a play 0 → 1, a release the rest or back to 0)
        /// stage by stage (a spring takes its own time), keyframed 60 times a second, then calls
        /// `completion`.
        private static func play(_ rig: Rig, from start: CGFloat, to end: CGFloat, completion: @escaping () -> Void) {
            // Stage `index` from its progress `p0` to `p1`, then `next` (stage 2 starts when stage 1 ends).
            func run(_ index: Int, from p0: CGFloat, to p1: CGFloat, then next: @escaping () -> Void) {
                guard p0 != p1 else {
                    next()
                    return
                }
                rig.show(stage: index)
                // A page rising to vertical (stage 1 on, stage 2 back) moves on the first-half curve, one
                // landing flat on the second-half curve. From rest every stretch is a whole stage on its
                // curve; a release's (MPFlipViewController's) rising rest runs straight from mid-stage and
                // takes its share of the stage, its landing one the whole stage.
                let rises = (index == 1) == (p1 > p0)
                let straight = !proportionalRelease && rises && p0 != (index == 1 ? 0 : 1)
                let share = !proportionalRelease && !rises ? 1 : abs(p1 - p0)
                let pace: CAMediaTimingFunction = straight ? CAMediaTimingFunction(name: .linear)
                    : rises ? riseTimingFunction : landTimingFunction
    \(curveStage)
                    animation.fillMode = .forwards
                    animation.isRemovedOnCompletion = false
                    layer.add(animation, forKey: nil)
                }
                CATransaction.begin()
                CATransaction.setCompletionBlock(next)
                for channel in index == 1 ? rig.first : rig.second {
                    channel.layer.removeAllAnimations()
                    animate(channel.layer, channel.keyPath, curve: pace, channel.value)
                }
                CATransaction.commit()
            }
            if end > start {
                // On: the rest of stage 1, then stage 2 as far as `end`.
                if start < 0.5 {
                    run(1, from: 2 * start, to: min(2 * end, 1)) {
                        if end > 0.5 { run(2, from: 0, to: 2 * end - 1, then: completion) } else { completion() }
                    }
                } else {
                    run(2, from: 2 * start - 1, to: 2 * end - 1, then: completion)
                }
            } else if start > 0.5 {
                // Back: stage 2 down to its start, then stage 1 as far as `end`.
                run(2, from: 2 * start - 1, to: max(2 * end - 1, 0)) {
                    if end < 0.5 { run(1, from: 1, to: 2 * end, then: completion) } else { completion() }
                }
            } else {
                run(1, from: 2 * start, to: 2 * end, then: completion)
            }
        }

        \(UIKitCode.buildOpening("turn"))
            // MPFlipTransition's animationView: the page, its perspective about its centre.
            let pageView = UIView(frame: frame)
            container.insertSubview(pageView, aboveSubview: destination)
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
            // One half of `view`, a snapshot view anchored on the spine: the upper (left, top) one ends
            // there, the lower one starts there (the source as it is on screen, the destination once laid out).
            func half(upperSide: Bool, _ view: UIView) -> UIView? {
                let length = upperSide ? upper : extent - upper
                let size = vec(length, along), origin = vec(upperSide ? 0 : upper, 0)
                let piece = CGRect(x: origin.x, y: origin.y, width: size.x, height: size.y)
                guard let snapshot = view.resizableSnapshotView(from: piece, afterScreenUpdates: view === destination,
                                                                withCapInsets: .zero) else { return nil }
                let layer = snapshot.layer
                layer.bounds = CGRect(x: 0, y: 0, width: size.x, height: size.y)
                layer.anchorPoint = vec(upperSide ? 1 : 0, 0.5)
                layer.position = vec(upper, along / 2)
                layer.allowsEdgeAntialiasing = true
                return snapshot
            }
            guard let front = half(upperSide: !forwards, source),          // turns up (stage 1)
                  let facing = half(upperSide: forwards, source),          // lies flat, covered in stage 2
                  let back = half(upperSide: forwards, destination),       // lands (stage 2)
                  let reveal = half(upperSide: !forwards, destination) else {  // lies flat, uncovered in stage 1
                pageView.removeFromSuperview()
                destination.removeFromSuperview()
                return nil
            }
            let rig = Rig(source: source, destination: destination, view: pageView, halves: [front, facing, back, reveal])
            // Stage 1 draws the front over the reveal, stage 2 the reveal over the landing back: one order
            // does both, as each stage shows only its turning half.
            for layer in [rig.facing, rig.back, rig.reveal, rig.front] { pageView.layer.addSublayer(layer) }

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
            let covered = reverse ? 0 : coveredShadowOpacity
            // MPFlipTransition's flip transforms turn about (0, 1, 0), or (−1, 0, 0) for a vertical turn.
            let rotationKey = vertical ? "transform.rotation.x" : "transform.rotation.y"
            func radians(_ degrees: CGFloat) -> CGFloat { (vertical ? -1 : 1) * degrees * .pi / 180 }

            // Stage 1: the front half rises 0 → 90° (toward the viewer) over the uncovered reveal half.
            let revealShadow = shadow(on: rig.reveal, spine: nil)
            let frontShadow = shadow(on: rig.front, spine: !forwards)
            rig.first = [
                (rig.front, rotationKey, { radians(90 * $0 * (forwards ? -1 : 1)) }),
                (revealShadow, "opacity", { cos(.pi / 2 * $0) * covered }),
                (frontShadow, "opacity", { $0 * flippingShadowOpacity }),
            ]
            // Stage 2: the destination's back half lands 90° → 0 over the covered facing half.
            let facingShadow = shadow(on: rig.facing, spine: nil)
            let backShadow = shadow(on: rig.back, spine: forwards)
            rig.second = [
                (rig.back, rotationKey, { radians(90 * (1 - $0) * (forwards ? 1 : -1)) }),
                (facingShadow, "opacity", { sin(.pi / 2 * $0) * covered }),
                (backShadow, "opacity", { (1 - $0) * flippingShadowOpacity }),
            ]
            // The views stay in the container (the source where it was, the destination laid out
            // above it) but hidden: the page stands in for them until it ends.
            source.isHidden = true
            destination.isHidden = true
            return rig
        }
    """
}
