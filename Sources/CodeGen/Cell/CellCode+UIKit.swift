import Motion
import Scenes

/// The folding cell as self-contained UIKit with Core Animation (`--lang uikit`): a
/// `FoldingCellPanels` that opens or closes a card as the preview does (CellScene+Layers.swift,
/// FoldingTimeline.swift, Ramotion's FoldingCell): the container's panels as the layers of
/// UIKit's snapshot views of them (`resizableSnapshotView`), hinged at their top edges, each
/// panel's back face (the back colour) hinged at the panel's bottom, the foreground hinged at its bottom, every item turning through ±90° in turn over half a
/// step (easeIn folding away, easeOut unfolding, or the tuned curves: a spring as a
/// `CASpringAnimation` over its own settling time, the next step starting when it ends) with
/// m34 = −1/d, and the row's heights; then a `#Preview` of a table of sample cards.
extension CellCode {
    static func uikit(_ model: ModeModel) -> String {
        var code = CodeText(.uikit, model.settings)
        UIKitCode.header(&code, model, "the folding cell in UIKit with Core Animation (Ramotion FoldingCell's panels, no library)")
        code.lines("""
            // Usage: lay out a cell's closed card (`foreground`, foregroundHeight tall) over its open one (`container`,
            // containerHeight tall, hidden), call FoldingCellPanels.play(opening:foreground:container:) on a tap and
            // animate the row to openRowHeight / closedRowHeight beside it (the preview at the end does, in a table).

            """)
        code.line("/// A folding card's open and close, as FoldPreview lays it out: a foreground \(CodeText.number(CellLayout.foregroundHeight)) pt "
                  + "tall, a container of")
        code.line("/// `itemCount` panels (two of the foreground's height, then \(CodeText.number(CellLayout.stripHeight)) pt strips).")
        code.line("enum FoldingCellPanels {")
        code.tuning(model.constants)
        if model.constants.contains(where: { $0.value.curve?.spring != nil }) {
            code.line("")
            code.lines(UIKitCode.springAnimationHelper, indent: 4)
        }
        code.line("")
        code.lines(panelTopFunction, indent: 4)
        code.lines(body)
        turnFunction(&code)
        code.line("}")
        code.lines(preview)
        return code.text
    }

    /// The functions, the same for every setting (the constants above decide).
    private static let body = """

        /// Opens (or closes) a card: `foreground` (the closed card) and `container` (the open one, laid
        /// out `containerHeight` tall at the foreground's top) swap through the fold sequence, then
        /// `completion` runs. Animate the row to `openRowHeight` / `closedRowHeight` beside it.
        static func play(opening: Bool, foreground: UIView, container: UIView, completion: ((Bool) -> Void)? = nil) {
            guard let superview = container.superview else {
                completion?(false)
                return
            }
            // The pieces are UIKit's snapshot views of the two cards, taken once both are laid out and
            // shown (a hidden view snapshots empty); the animation view covers them while it plays.
            let width = container.bounds.width, total = panelTop(itemCount)
            foreground.isHidden = false
            container.isHidden = false
            let pieces = (0..<itemCount).map { k in
                container.resizableSnapshotView(from: CGRect(x: 0, y: panelTop(k), width: width, height: panelTop(k + 1) - panelTop(k)),
                                                afterScreenUpdates: true, withCapInsets: .zero)
            }
            let closed = foreground.snapshotView(afterScreenUpdates: true)
            foreground.isHidden = true
            container.isHidden = true
            guard let closed, pieces.allSatisfy({ $0 != nil }) else {
                (opening ? container : foreground).isHidden = false
                completion?(false)
                return
            }
            let animationView = UIView(frame: CGRect(x: container.frame.minX, y: container.frame.minY, width: width, height: total))
            superview.addSubview(animationView)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / eyeDistance

            // A snapshot view in the animation view (which keeps it), its layer hinged at `anchor`.
            func layer(_ snapshot: UIView, anchor: CGPoint, position: CGPoint) -> CALayer {
                animationView.addSubview(snapshot)
                let layer = snapshot.layer
                layer.anchorPoint = anchor
                layer.position = position
                layer.transform = perspective
                return layer
            }
            // The container's first panel never turns.
            let top = layer(pieces[0]!, anchor: .zero, position: .zero)
            top.transform = CATransform3DIdentity
            // The items in opening order: the foreground, panel 1, panel 1's back (panel 2's face down), panel 2, …
            var items: [CALayer] = []
            for k in 1..<itemCount {
                let y0 = panelTop(k), y1 = panelTop(k + 1)
                let panel = layer(pieces[k]!, anchor: CGPoint(x: 0.5, y: 0), position: CGPoint(x: width / 2, y: y0))
                items.append(panel)
                if k < itemCount - 1 {
                    let back = CALayer()
                    back.bounds = CGRect(x: 0, y: 0, width: width, height: panelTop(k + 2) - y1)
                    back.anchorPoint = CGPoint(x: 0.5, y: 1)
                    back.position = CGPoint(x: width / 2, y: y1 - y0)
                    back.transform = perspective
                    back.backgroundColor = backColor.cgColor
                    panel.addSublayer(back)
                    items.append(back)
                }
            }
            items.insert(layer(closed, anchor: CGPoint(x: 0.5, y: 1), position: CGPoint(x: width / 2, y: foregroundHeight)), at: 0)

            // Each step is half a duration (a spring: its own time); closing runs the items and the halves backwards.
            // Even steps fold their item away (0 → ∓90°, foldAway…) and leave it edge-on; odd steps wait edge-on and
            // unfold (unfold…). Each step starts when the one before it ends.
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
                let (turn, duration) = self.turn(even: even, half: halves[step])
                turn.fromValue = even ? 0 : -away
                turn.toValue = even ? away : 0
                turn.beginTime = now + start
                turn.duration = duration
                turn.fillMode = .both
                turn.isRemovedOnCompletion = false
                item.add(turn, forKey: "fold")
                start += duration
            }
            CATransaction.commit()
        }
    """

    /// `turn(even:half:)`: a step's turn of `transform.rotation.x` on its tuned curve, a
    /// `CASpringAnimation` for a spring (overdamping allowed where Core Animation has the switch,
    /// which otherwise clamps it to critical), and how long it lasts.
    private static func turnFunction(_ code: inout CodeText) {
        code.lines("""

                /// An item's turn folding away (`even`) or unfolding, and how long it lasts: on a curve its `half` of a step's
                /// duration, on a spring the spring's own time (it overshoots and comes back when underdamped).
                static func turn(even: Bool, half: CFTimeInterval) -> (CABasicAnimation, CFTimeInterval) {
            """)
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

    /// A `#Preview` of a table of sample cards: a tap plays `FoldingCellPanels.play` on the row's
    /// card while the row grows or shrinks, as the demo's table view does.
    private static let preview = """

        #Preview("Folding cells in a table") {
            /// Six sample cards, each a closed card over its open one; a tap opens or closes one.
            final class CardsController: UITableViewController {
                var open: Set<Int> = []

                /// A sample card: a coloured, rounded view with a title.
                static func card(_ frame: CGRect, _ title: String, _ color: UIColor) -> UIView {
                    let view = UIView(frame: frame)
                    view.backgroundColor = color
                    view.layer.cornerRadius = 10
                    let label = UILabel(frame: view.bounds.insetBy(dx: 16, dy: 16))
                    label.text = title
                    label.font = .preferredFont(forTextStyle: .title2)
                    view.addSubview(label)
                    return view
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.separatorStyle = .none
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "card")
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }

                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    open.contains(indexPath.row) ? FoldingCellPanels.openRowHeight : FoldingCellPanels.closedRowHeight
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
                    cell.selectionStyle = .none
                    cell.contentView.clipsToBounds = true
                    cell.contentView.subviews.forEach { $0.removeFromSuperview() }
                    let x = (tableView.bounds.width - FoldingCellPanels.cardWidth) / 2, y = FoldingCellPanels.cardTop
                    let width = FoldingCellPanels.cardWidth, title = "Card \\(indexPath.row + 1)"
                    let container = Self.card(CGRect(x: x, y: y, width: width, height: FoldingCellPanels.containerHeight),
                                              title + ", open", .systemIndigo)
                    let foreground = Self.card(CGRect(x: x, y: y, width: width, height: FoldingCellPanels.foregroundHeight),
                                               title, .systemTeal)
                    container.isHidden = !open.contains(indexPath.row)
                    foreground.isHidden = open.contains(indexPath.row)
                    cell.contentView.addSubview(container)
                    cell.contentView.addSubview(foreground)
                    return cell
                }

                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    guard let cell = tableView.cellForRow(at: indexPath), cell.contentView.subviews.count == 2 else { return }
                    let container = cell.contentView.subviews[0], foreground = cell.contentView.subviews[1]
                    let opening = open.insert(indexPath.row).inserted
                    if !opening { open.remove(indexPath.row) }
                    FoldingCellPanels.play(opening: opening, foreground: foreground, container: container)
                    let duration = opening ? FoldingCellPanels.openRowDuration : FoldingCellPanels.closeRowDuration
                    UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut) {
                        tableView.beginUpdates()
                        tableView.endUpdates()
                    }
                }
            }
            return CardsController(style: .plain)
        }
        """
}
