import Motion
import Scenes

/// The folding cell as self-contained UIKit with Core Animation (`--lang uikit`): a
/// `FoldingCellPanels` that opens or closes a card as the preview does (CellScene+Layers.swift,
/// FoldingTimeline.swift, Ramotion's FoldingCell): the container's panels as layers hinged
/// at their top edges, each panel's back face (the back colour) hinged at the panel's bottom,
/// the foreground hinged at its bottom, every item turning through ±90° in turn over half a
/// step (easeIn folding away, easeOut unfolding, or the tuned curves: a spring as a
/// `CASpringAnimation` over its own settling time, the next step starting when it ends) with
/// m34 = −1/d, and the row's heights.
extension CellCode {
    static func uikit(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.uikit, settings)
        let s = CellSettings.self
        let items = settings[s.items]
        UIKitCode.header(&code, "the folding cell in UIKit with Core Animation (Ramotion FoldingCell's panels, no library)")
        code.line("/// A folding card's open and close, as FoldPreview lays it out: a foreground \(CodeText.number(CellLayout.foregroundHeight)) pt "
                  + "tall, a container of")
        code.line("/// `itemCount` panels (two of the foreground's height, then \(CodeText.number(CellLayout.stripHeight)) pt strips).")
        code.line("enum FoldingCellPanels {")
        code.constant("itemCount", "Int", code.literal(s.items), summary: "panels in the open card", note: code.note(s.items))
        let tuned = settings[s.durations]
        let steps = (0..<max(1, items - 1)).map { CodeText.number(tuned[min($0, tuned.count - 1)]) }.joined(separator: ", ")
        code.constant("durations", "[CFTimeInterval]", "[\(steps)]", summary: "each fold step's duration, seconds "
                      + "(itemCount − 1 steps, each two halves; the last tuned one repeats)", note: code.note(s.durations))
        code.constant("backColor", "", code.literal(s.backColor), summary: s.backColor.summary, note: code.note(s.backColor))
        code.constant("eyeDistance", "CGFloat", code.literal(s.eyeDistance),
                      summary: "the eye's distance from each panel's hinge, points (m34 = −1/d; FoldingCell: 2.5 / −2000)",
                      note: code.note(s.eyeDistance))
        code.constant("foregroundHeight", "CGFloat", CodeText.number(CellLayout.foregroundHeight),
                      summary: "the closed card's (and the first two panels') height, points")
        code.constant("stripHeight", "CGFloat", CodeText.number(CellLayout.stripHeight),
                      summary: "each panel's height after the first two, points (the demo's (479 − 330) / 2)")
        let containerNote = code.changed(s.items)
            ? " // original: " + CodeText.number(CellLayout.containerHeight(itemCount: s.items.defaultValue)) : ""
        code.constant("containerHeight", "CGFloat", CodeText.number(CellLayout.containerHeight(itemCount: items)),
                      summary: "the open card's height: 2·foregroundHeight + (itemCount − 2)·stripHeight", note: containerNote)
        code.constant("closedRowHeight", "CGFloat", CodeText.number(CellLayout.closedRowHeight),
                      summary: "a closed row's height, points")
        let openNote = code.changed(s.items)
            ? " // original: " + CodeText.number(CellLayout.openRowHeight(itemCount: s.items.defaultValue)) : ""
        code.constant("openRowHeight", "CGFloat", CodeText.number(CellLayout.openRowHeight(itemCount: items)),
                      summary: "an open row's height: the container's and \(CodeText.number(CellLayout.openRowExtra)) pt",
                      note: openNote)
        code.constant("openRowDuration", "TimeInterval", code.literal(s.openRowDuration),
                      summary: "the row grows over this as a card opens (UIView.animate, easeOut)", note: code.note(s.openRowDuration))
        code.constant("closeRowDuration", "TimeInterval", code.literal(s.closeRowDuration),
                      summary: "the row shrinks over this as a card closes (UIView.animate, easeOut)", note: code.note(s.closeRowDuration))
        if code.changed(s.commitThreshold) {
            code.constant("commitThreshold", "CGFloat", code.literal(s.commitThreshold), summary: s.commitThreshold.summary,
                          note: code.note(s.commitThreshold))
        }
        // FoldingCell's easeIn and easeOut stay written into the steps; tuned curves get their
        // constants and a turn of their own.
        let tunedCurves = code.changed(s.foldAwayCurve) || code.changed(s.unfoldCurve)
        if tunedCurves {
            curveConstants(&code, "foldAway", s.foldAwayCurve, summary: "the curve of an item folding away (each step's first half)")
            curveConstants(&code, "unfold", s.unfoldCurve, summary: "the curve of an item unfolding flat (each step's second half)")
        }
        // Both pieces are `body`'s own lines (the spring code tests check the result).
        code.lines(tunedCurves ? body.replacing(curveStep, with: tunedStep).replacing(curveComment, with: tunedComment) : body)
        if tunedCurves { turnFunction(&code) }
        UIKitCode.snapshotMethod(&code)
        code.line("}")
        return code.text
    }

    /// The functions, the same for every setting (the constants above decide).
    private static let body = """

        /// Where panel k starts in the container, points: 0, F, 2F, 2F + h, …; k = itemCount is its height.
        static func panelTop(_ k: Int) -> CGFloat {
            switch k {
            case ...0: return 0
            case 1: return foregroundHeight
            default: return 2 * foregroundHeight + CGFloat(min(k, itemCount) - 2) * stripHeight
            }
        }

        /// Opens (or closes) a card: `foreground` (the closed card) and `container` (the open one, laid
        /// out `containerHeight` tall at the foreground's top) swap through the fold sequence, then
        /// `completion` runs. Animate the row to `openRowHeight` / `closedRowHeight` beside it.
        static func play(opening: Bool, foreground: UIView, container: UIView, completion: ((Bool) -> Void)? = nil) {
            guard let superview = container.superview else {
                completion?(false)
                return
            }
            let scale = container.window?.screen.scale ?? 2
            guard let open = snapshot(container, scale: scale), let closed = snapshot(foreground, scale: scale) else {
                completion?(false)
                return
            }
            let width = container.bounds.width, total = panelTop(itemCount)
            let animationView = UIView(frame: CGRect(x: container.frame.minX, y: container.frame.minY, width: width, height: total))
            superview.addSubview(animationView)
            foreground.isHidden = true
            container.isHidden = true
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / eyeDistance

            func layer(_ image: CGImage?, bounds: CGRect, anchor: CGPoint, position: CGPoint, part: CGRect) -> CALayer {
                let layer = CALayer()
                layer.bounds = bounds
                layer.anchorPoint = anchor
                layer.position = position
                layer.contents = image
                layer.contentsScale = scale
                layer.contentsRect = part
                layer.transform = perspective
                return layer
            }
            // The container's first panel never turns.
            let top = layer(open, bounds: CGRect(x: 0, y: 0, width: width, height: panelTop(1)), anchor: .zero,
                            position: .zero, part: CGRect(x: 0, y: 0, width: 1, height: panelTop(1) / total))
            top.transform = CATransform3DIdentity
            animationView.layer.addSublayer(top)
            // The items in opening order: the foreground, panel 1, panel 1's back (panel 2's face down), panel 2, …
            var items: [CALayer] = []
            for k in 1..<itemCount {
                let y0 = panelTop(k), y1 = panelTop(k + 1)
                let panel = layer(open, bounds: CGRect(x: 0, y: 0, width: width, height: y1 - y0), anchor: CGPoint(x: 0.5, y: 0),
                                  position: CGPoint(x: width / 2, y: y0), part: CGRect(x: 0, y: y0 / total, width: 1, height: (y1 - y0) / total))
                animationView.layer.addSublayer(panel)
                items.append(panel)
                if k < itemCount - 1 {
                    let back = layer(nil, bounds: CGRect(x: 0, y: 0, width: width, height: panelTop(k + 2) - y1),
                                     anchor: CGPoint(x: 0.5, y: 1), position: CGPoint(x: width / 2, y: y1 - y0), part: CGRect(x: 0, y: 0, width: 1, height: 1))
                    back.backgroundColor = backColor.cgColor
                    panel.addSublayer(back)
                    items.append(back)
                }
            }
            let front = layer(closed, bounds: CGRect(x: 0, y: 0, width: width, height: foregroundHeight),
                              anchor: CGPoint(x: 0.5, y: 1), position: CGPoint(x: width / 2, y: foregroundHeight),
                              part: CGRect(x: 0, y: 0, width: 1, height: 1))
            animationView.layer.addSublayer(front)
            items.insert(front, at: 0)

            // Each step is half a duration; closing runs the items and the halves backwards. Even steps fold
            // their item away (0 → ∓90°, easeIn) and leave it edge-on; odd steps wait edge-on and unfold (easeOut).
            var halves = durations.flatMap { [$0 / 2, $0 / 2] }
            if !opening {
                items.reverse()
                halves.reverse()
            }
            let now = CACurrentMediaTime()
            var start: CFTimeInterval = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                animationView.removeFromSuperview()
                (opening ? container : foreground).isHidden = false
                completion?(true)
            }
            for (step, item) in items.enumerated() {
                let even = step % 2 == 0
                let away: CGFloat = opening ? -.pi / 2 : .pi / 2
                let turn = CABasicAnimation(keyPath: "transform.rotation.x")
                turn.fromValue = even ? 0 : -away
                turn.toValue = even ? away : 0
                turn.beginTime = now + start
                turn.duration = halves[step]
                turn.timingFunction = CAMediaTimingFunction(name: even ? .easeIn : .easeOut)
                turn.fillMode = .both
                turn.isRemovedOnCompletion = false
                item.add(turn, forKey: "fold")
                start += halves[step]
            }
            CATransaction.commit()
        }
    """

    /// What `body` says of the steps' lengths and curves, and the same on the tuned curves.
    private static let curveComment = """
            // Each step is half a duration; closing runs the items and the halves backwards. Even steps fold
            // their item away (0 → ∓90°, easeIn) and leave it edge-on; odd steps wait edge-on and unfold (easeOut).
    """
    private static let tunedComment = """
            // Each step is half a duration (a spring: its own time); closing runs the items and the halves backwards.
            // Even steps fold their item away (0 → ∓90°, foldAway…) and leave it edge-on; odd steps wait edge-on and
            // unfold (unfold…). Each step starts when the one before it ends.
    """

    /// The lines of `body` that give a step FoldingCell's curve and its half of a duration.
    private static let curveStep = """
                let turn = CABasicAnimation(keyPath: "transform.rotation.x")
                turn.fromValue = even ? 0 : -away
                turn.toValue = even ? away : 0
                turn.beginTime = now + start
                turn.duration = halves[step]
                turn.timingFunction = CAMediaTimingFunction(name: even ? .easeIn : .easeOut)
                turn.fillMode = .both
                turn.isRemovedOnCompletion = false
                item.add(turn, forKey: "fold")
                start += halves[step]
    """

    /// The same on the tuned curves: `turn(even:half:)` gives the step's animation and how
    /// long it lasts (a spring its own time), and the next step starts when it ends.
    private static let tunedStep = """
                let (turn, duration) = self.turn(even: even, half: halves[step])
                turn.fromValue = even ? 0 : -away
                turn.toValue = even ? away : 0
                turn.beginTime = now + start
                turn.duration = duration
                turn.fillMode = .both
                turn.isRemovedOnCompletion = false
                item.add(turn, forKey: "fold")
                start += duration
    """

    /// A curve setting as the constants `turn(even:half:)` reads: a Bézier as
    /// `<name>TimingFunction` (`UIKitCode.curveConstants`); a spring as `<name>Spring`, Core
    /// Animation's stiffness and damping for a unit mass (SwiftUI's response R and damping
    /// fraction ζ: (2π/R)² and 4πζ/R), and `<name>SpringDuration`, the time the preview gives it.
    private static func curveConstants(_ code: inout CodeText, _ name: String, _ setting: Setting<TimingCurve>, summary: String) {
        guard case .spring(let spring) = code.settings[setting] else {
            UIKitCode.curveConstants(&code, name, setting, summary: summary)
            return
        }
        code.constant(name + "Spring", "(stiffness: CGFloat, damping: CGFloat)",
                      "(\(CodeText.number(spring.stiffness)), \(CodeText.number(spring.damping)))",
                      summary: summary + ": SwiftUI's " + CodeText.springText(spring) + " as Core Animation's spring "
                      + "(mass 1, stiffness (2π/response)², damping 4π·dampingFraction/response)", note: code.note(setting))
        code.constant(name + "SpringDuration", "CFTimeInterval", CodeText.number(spring.settlingDuration),
                      summary: "how long it lasts, seconds, instead of half a step: until it is within 0.001 of its end "
                      + "and slower than 0.01 of its travel a second; the next step starts then")
    }

    /// `turn(even:half:)`: a step's turn of `transform.rotation.x` on its tuned curve, a
    /// `CASpringAnimation` for a spring (overdamping allowed where Core Animation has the switch,
    /// which otherwise clamps it to critical), and how long it lasts.
    private static func turnFunction(_ code: inout CodeText) {
        code.line("")
        code.line("/// An item's turn folding away (`even`) or unfolding, and how long it lasts: on a curve its `half` of a step's", indent: 4)
        code.line("/// duration, on a spring the spring's own time (it overshoots and comes back when underdamped).", indent: 4)
        code.line("static func turn(even: Bool, half: CFTimeInterval) -> (CABasicAnimation, CFTimeInterval) {", indent: 4)
        for (setting, name) in [(CellSettings.foldAwayCurve, "foldAway"), (CellSettings.unfoldCurve, "unfold")] {
            let indent = name == "foldAway" ? 12 : 8
            if name == "foldAway" { code.line("if even {", indent: 8) }
            if let spring = code.settings[setting].spring {
                code.line("let turn = CASpringAnimation(keyPath: \"transform.rotation.x\")", indent: indent)
                code.line("turn.mass = 1", indent: indent)
                code.line("turn.stiffness = \(name)Spring.stiffness", indent: indent)
                code.line("turn.damping = \(name)Spring.damping", indent: indent)
                if spring.dampingFraction > 1 {
                    code.line("if #available(iOS 17.0, *) { turn.allowsOverdamping = true }", indent: indent)
                }
                code.line("return (turn, \(name)SpringDuration)", indent: indent)
            } else {
                code.line("let turn = CABasicAnimation(keyPath: \"transform.rotation.x\")", indent: indent)
                code.line("turn.timingFunction = \(name)TimingFunction", indent: indent)
                code.line("return (turn, half)", indent: indent)
            }
            if name == "foldAway" { code.line("}", indent: 8) }
        }
        code.line("}", indent: 4)
    }
}
