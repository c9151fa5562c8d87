import Scenes

/// The flight board as self-contained UIKit (`--lang uikit`): its timings as constants and
/// small `UIView` helpers that play the pieces as the preview's `BoardTimeline` does (DevTalking's
/// `UIView.animate` calls): the cube flip of a label (the old face squashing to `squash` and
/// rising half its height while it fades, the new one coming from below), the out-and-back
/// fades and shifts, the plane's flight and tilt, and the cross-dissolve, every one on the
/// tuned curve through `UIViewPropertyAnimator`, which takes any Bézier.
extension FlipCode {
    static func uikit(_ model: ModeModel) -> String {
        var code = CodeText(.uikit, model.settings)
        UIKitCode.header(&code, model, "the flight board's transition in UIKit (DevTalking/View-Animation---Practice)")
        code.lines("""
            // Usage: on a swipe, call BoardTransition.cubeFlip(label, to: newText) for each flipping label,
            // outAndBack(view, shift:) { change the text } for the places and the bottom label, planeFlight(plane,
            // boardWidth:) and fade(view, to:) for the backgrounds; they play together (BoardSampleController).
            /// The board's pieces as FoldPreview times them (all from the swipe).
            enum BoardTransition {
            """)
        code.tuning(model.constants)
        code.lines(body)
        code.line("}")
        code.lines(sample)
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

extension FlipCode {
    /// The samples' two flights (number, from, to), as Swift.
    static let sampleFlights = #"[("FP 101", "Paris", "London"), ("FP 202", "Rome", "Madrid")]"#

    /// A sample board (a flight number, two places, the plane) whose button plays the swipe
    /// with the helpers, and `#Preview` of it (a macro outside any stub: the tests parse it).
    private static let sample = """

        /// A sample board: a flight number, where from and where to, and the plane between them;
        /// Next flight plays the swipe to the next of two flights.
        final class BoardSampleController: UIViewController {
            private let flight = UILabel(frame: CGRect(x: 24, y: 96, width: 200, height: 48))
            private let source = UILabel(frame: CGRect(x: 24, y: 180, width: 120, height: 32))
            private let target = UILabel(frame: CGRect(x: 220, y: 180, width: 120, height: 32))
            private let plane = UILabel(frame: CGRect(x: 164, y: 180, width: 40, height: 32))
            private let flights = \(sampleFlights)
            private var index = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .black
                for label in [flight, source, target, plane] {
                    label.textColor = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
                    view.addSubview(label)
                }
                (flight.text, source.text, target.text, plane.text) = (flights[0].0, flights[0].1, flights[0].2, "✈︎")
                let next = UIButton(primaryAction: UIAction(title: "Next flight") { [weak self] _ in self?.next() })
                next.frame = CGRect(x: 24, y: 260, width: 200, height: 44)
                view.addSubview(next)
            }

            private func next() {
                index = (index + 1) % flights.count
                let (number, from, to) = flights[index]
                BoardTransition.cubeFlip(flight, to: number)
                BoardTransition.outAndBack(source, shift: -BoardTransition.placeShift) { self.source.text = from }
                BoardTransition.outAndBack(target, shift: BoardTransition.placeShift) { self.target.text = to }
                BoardTransition.planeFlight(plane, boardWidth: view.bounds.width)
            }
        }

        #Preview("departures board") {
            BoardSampleController()
        }
        """
}
