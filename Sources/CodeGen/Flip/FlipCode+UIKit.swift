import Scenes

/// The flight board as self-contained UIKit (`--lang uikit`): its timings as constants and
/// small `UIView` helpers that play the pieces as the preview's `BoardTimeline` does (DevTalking's
/// `UIView.animate` calls): the cube flip of a label (the old face squashing to `squash` and
/// rising half its height while it fades, the new one coming from below), the out-and-back
/// fades and shifts, the plane's flight and tilt, and the cross-dissolve, every one on the
/// tuned curve through `UIViewPropertyAnimator`, which takes any Bézier.
extension FlipCode {
    static func uikit(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.uikit, settings)
        let s = FlipSettings.self
        UIKitCode.header(&code, "the flight board's transition in UIKit (DevTalking/View-Animation---Practice)")
        code.line("/// The board's pieces as FoldPreview times them (all from the swipe, seconds).")
        code.line("enum BoardTransition {")
        code.constant("cubeDuration", "TimeInterval", code.literal(s.duration),
                      summary: "the cube flips, the background's cross-dissolve and the small arrow's turn", note: code.note(s.duration))
        code.constant("fadeDuration", "TimeInterval", code.literal(s.fadeDuration),
                      summary: "each half of the places', plane's, lines' and bottom label's out-and-back", note: code.note(s.fadeDuration))
        code.constant("planeReturnDelay", "TimeInterval", code.literal(s.planeReturnDelay),
                      summary: "after the second half starts, before the plane's tilt returns", note: code.note(s.planeReturnDelay))
        code.constant("planeReturnDuration", "TimeInterval", code.literal(s.planeReturnDuration),
                      summary: "the plane's tilt returning to level", note: code.note(s.planeReturnDuration))
        code.constant("squash", "CGFloat", code.literal(s.squash), summary: "a cube face's scale y as it turns away",
                      note: code.note(s.squash))
        code.constant("placeShift", "CGFloat", code.literal(s.placeShift),
                      summary: "how far the place names slide while they fade, points (target down, source up)",
                      note: code.note(s.placeShift))
        let rotationNote = code.changed(s.planeTilt) ? " // original: " + CodeText.number(-s.planeTilt.defaultValue) : ""
        code.constant("planeRotation", "CGFloat", CodeText.number(-settings[s.planeTilt]),
                      summary: "the plane's rotation after its jump, radians (negative: nose up)", note: rotationNote)
        let curve = settings[s.curve]
        let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(CodeText.number)
        code.line("/// The curve of every piece (UIView.animate's default, easeInOut: \(curve.settingText) here).", indent: 4)
        code.line("static let curve = UICubicTimingParameters(controlPoint1: CGPoint(x: \(points[0]), y: \(points[1])), "
                  + "controlPoint2: CGPoint(x: \(points[2]), y: \(points[3])))" + code.note(s.curve), indent: 4)
        code.lines(body)
        code.line("}")
        code.comment("UIKit plays every piece of the board as tuned; nothing here is beyond it.")
        if code.changed(s.true3d) {
            code.comment("flip.true3d = \(code.literal(s.true3d)): FoldPreview turns real boxes; these helpers squash as the seed "
                         + "does (a box needs a CATransformLayer of your own)" + code.note(s.true3d))
        }
        for setting in [s.boxEyeDistance, s.commitThreshold] where code.changed(setting) {
            code.comment("\(setting.name) = \(code.literal(setting)) \(setting.unit) (\(setting.summary))" + code.note(setting))
        }
        return code.text
    }
    /// The helpers, the same for every setting (the constants above decide).
    private static let body = """

        /// `animations` over `duration` on the board's curve, after `delay`.
        static func animate(_ duration: TimeInterval, delay: TimeInterval = 0, _ animations: @escaping () -> Void,
                            completion: (() -> Void)? = nil) {
            let animator = UIViewPropertyAnimator(duration: duration, timingParameters: curve)
            animator.addAnimations(animations)
            animator.addCompletion { _ in completion?() }
            animator.startAnimation(afterDelay: delay)
        }

        /// A face of the cube: squashed to `scaleY` and moved by `offset` of its height, about its centre.
        static func face(scaleY: CGFloat, offset: CGFloat, height: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: 1, y: scaleY).concatenating(CGAffineTransform(translationX: 0, y: offset * height))
        }

        /// cubeAnimate: `label` turns over to `text`, the old face rising and squashing as it fades,
        /// a copy with the new text coming up from below.
        static func cubeFlip(_ label: UILabel, to text: String) {
            guard let superview = label.superview else {
                label.text = text
                return
            }
            let copy = UILabel(frame: label.frame)
            copy.text = text
            copy.font = label.font
            copy.textColor = label.textColor
            copy.textAlignment = label.textAlignment
            copy.backgroundColor = label.backgroundColor
            let height = label.frame.height
            copy.transform = face(scaleY: squash, offset: 0.5, height: height)
            copy.alpha = 0
            superview.addSubview(copy)
            animate(cubeDuration, {
                copy.alpha = 1
                copy.transform = .identity
                label.alpha = 0
                label.transform = face(scaleY: squash, offset: -0.5, height: height)
            }, completion: {
                label.text = text
                label.alpha = 1
                label.transform = .identity
                copy.removeFromSuperview()
            })
        }

        /// An out-and-back piece (the places, the bottom label): out over `fadeDuration` (fading, moved by
        /// `shift` points down), `change` at the turn, then back.
        static func outAndBack(_ view: UIView, shift: CGFloat = 0, change: @escaping () -> Void) {
            let home = view.center
            animate(fadeDuration, {
                view.alpha = 0
                view.center = CGPoint(x: home.x, y: home.y + shift)
            }, completion: {
                change()
                animate(fadeDuration, {
                    view.alpha = 1
                    view.center = home
                })
            })
        }

        /// The plane flies right by W/1.5, jumps to 1.5·W left of there tilted by `planeRotation`, flies home,
        /// and levels out `planeReturnDelay` after the jump over `planeReturnDuration` (W: the board's width).
        static func planeFlight(_ plane: UIView, boardWidth width: CGFloat) {
            let home = plane.center
            animate(fadeDuration, { plane.center = CGPoint(x: home.x + width / 1.5, y: home.y) }, completion: {
                plane.center = CGPoint(x: home.x + width / 1.5 - width * 1.5, y: home.y)
                plane.transform = CGAffineTransform(rotationAngle: planeRotation)
                animate(fadeDuration, { plane.center = home })
                animate(planeReturnDuration, delay: planeReturnDelay, { plane.transform = .identity })
            })
        }

        /// The background's cross-dissolve (and the lines' fades): `view` to `alpha` over `duration`, after `delay`.
        static func fade(_ view: UIView, to alpha: CGFloat, duration: TimeInterval = cubeDuration, delay: TimeInterval = 0) {
            animate(duration, delay: delay, { view.alpha = alpha })
        }
    """
}
