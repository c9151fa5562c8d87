import Motion
import Scenes
import Stage

extension CellScene: WebPageBuilding {
    /// The list's web page (`CodeCatalog`, `--lang html`): the first visible cell opening as Space plays it,
    /// from the layer tree of `rootLayer()` at the play's first frame, in CSS.
    ///
    /// - Each fold item (the foreground, panel k, the back of panel k) turns by its own
    ///   animation over its step of `FoldingTimeline` (`transform: perspective(d)
    ///   rotateX(θ)` about its hinge, d = `cell.eyeDistance` in pixels: the layer code's
    ///   `rotationX(θ) · perspective`), on `cell.foldAwayCurve` or `cell.unfoldCurve` (easeIn
    ///   or easeOut as `cubic-bezier()`; a spring sampled into `linear()` over its settling
    ///   time, its overshoot carrying the angle past its end as CSS extrapolates `rotateX`),
    ///   and is shown or hidden at its step's ends (`visibility`, held steps); a back also
    ///   waits for its panel to show, which a hidden CSS parent would not do for it.
    /// - The top panel swaps its rounded picture for the container's square one when the
    ///   timeline says (`topPanelIsRounded`).
    /// - The row's growth and the list's scroll are one easeOut progress `--p` over
    ///   `cell.openRowDuration` (both animations have that duration and curve); every row's
    ///   edges are `round()`ed to whole pixels as the layer code snaps them.
    ///
    /// The play ends on the open cell at rest, which shows what `render`'s last frame shows.
    func webPage(_ context: WebContext) -> WebPage {
        play()
        guard let index = cells.firstIndex(where: { $0.run != nil }) else {
            // Nothing opens (no cell in view): the list at rest.
            return WebPage(title: "cell · FoldPreview", width: Int(viewSize.x), height: Int(viewSize.y),
                           root: context.element(for: rootLayer()), duration: 0)
        }
        let length = timeline.length(.open)
        // Where the play leaves the list's scroll (the demo scrolls an opening cell into view).
        advance(by: length)
        let scrolled = offset
        reset()
        play()
        // The top panel with the container's square corners, as it shows from its swap on.
        advance(by: timeline.stepDurations(.open)[0])
        let squareTop = context.element(for: rootLayer()).element(named: "cell-\(index + 1)-panel-0")
        reset()
        play()
        let root = context.element(for: rootLayer())

        var page = WebPage(title: "cell · FoldPreview", width: Int(viewSize.x), height: Int(viewSize.y),
                           root: root, duration: length)
        page.properties = [WebProperty(name: "--p", syntax: "<number>", initial: "0")]
        page.keyframes = [WebKeyframes(name: "cell-row", property: "--p", from: "0", to: "1")]
        root.set("animation", WebAnimation(keyframes: "cell-row", duration: timeline.openHeightDuration,
                                           easing: .curve(.easeOut)).css)
        placeRows(root, opening: index, scrolledTo: scrolled)

        let name = "cell-\(index + 1)"
        guard let row = root.element(named: name) else { return page }
        var visibility: [(WebKeyframes, String)] = []
        /// Shows `element` from each `true` time and hides it from each `false` time.
        func show(_ element: WebElement, initially: Bool, _ changes: [(time: Double, visible: Bool)]) -> String? {
            guard let shows = WebTimeline.visibility(name: element.name + "-shown", initiallyVisible: initially,
                                                     changes: changes) else { return nil }
            visibility.append(shows)
            return shows.1
        }
        if let roundedTop = row.element(named: name + "-panel-0"), let squareTop {
            squareTop.name = name + "-panel-0-square"
            if let at = row.children.firstIndex(where: { $0 === roundedTop }) { row.children.insert(squareTop, at: at + 1) }
            let swap = timeline.stepDurations(.open)[0]
            show(roundedTop, initially: true, [(swap, false)]).map { roundedTop.set("animation", $0) }
            show(squareTop, initially: false, [(swap, true)]).map { squareTop.set("animation", $0) }
        }

        // The two turns of an opening: a face folds away (0 → −90°), the next panel unfolds
        // (90° → 0), each on its curve.
        let perspective = "perspective(\(CSS.px(settings[CellSettings.eyeDistance] * scale)))"
        func turn(_ degrees: Double) -> String { "transform: \(perspective) rotateX(\(CSS.number(degrees))deg)" }
        page.keyframes += [
            WebKeyframes(name: "cell-fold-away", frames: [(0, turn(0)), (1, turn(-90))]),
            WebKeyframes(name: "cell-unfold", frames: [(0, turn(90)), (1, turn(0))]),
        ]
        let order = timeline.order(.open), starts = timeline.stepStarts(.open), steps = timeline.stepDurations(.open)
        func step(of item: FoldingTimeline.Item) -> Int? { order.firstIndex(of: item) }
        for (k, item) in order.enumerated() {
            let element: WebElement?
            var shown: [(time: Double, visible: Bool)]
            let even = k % 2 == 0
            // Even steps show from the start and hide when done; odd ones wait hidden.
            shown = even ? [(starts[k] + steps[k], false)] : [(starts[k], true)]
            switch item {
            case .foreground:
                element = row.element(named: name + "-foreground")
            case .panel(let p):
                element = row.element(named: name + "-panel-\(p)")
            case .back(let p):
                element = row.element(named: name + "-panel-\(p)-back")
                // Its panel hides it until the panel starts to unfold.
                if let panelStep = step(of: .panel(p)) { shown.insert((starts[panelStep], true), at: 0) }
            }
            guard let element else { continue }
            element.remove("display")
            element.remove("transform")
            let initiallyVisible: Bool
            if case .back = item { initiallyVisible = false } else { initiallyVisible = even }
            var animations = [WebTimeline.segment(even ? "cell-fold-away" : "cell-unfold", start: starts[k],
                                                  duration: steps[k], easing: WebEasing.timing(timeline.curve(ofStep: k)))]
            if let shows = show(element, initially: initiallyVisible, shown) { animations.append(shows) }
            element.set("animation", WebTimeline.animation(animations))
        }
        page.keyframes += visibility.map(\.0)
        return page
    }

    /// Gives each row on the page its edges as expressions of `--p` (0 … 1 over the row's
    /// growth): row `opening` grows from the closed to the open height, the rows below it
    /// move down with it, and the list scrolls from its offset now to `scrolledTo`; each
    /// edge is rounded to whole pixels as `row(_:top:height:)` rounds it.
    private func placeRows(_ root: WebElement, opening: Int, scrolledTo target: Double) {
        let growth = CellLayout.openRowHeight(itemCount: itemCount) - CellLayout.closedRowHeight
        let start = offset, scroll = target - start
        // The list's y (points) at p, as pixels: (y0 + dy·p − offset) · scale, rounded.
        func edge(_ y: Double, moving dy: Double) -> String {
            let base = CSS.px((y - start) * scale), slope = CSS.px(dy * scale)
            return "round(nearest, calc(\(base) + \(slope) * var(--p)), 1px)"
        }
        for index in 0..<Self.cellCount {
            guard let row = root.element(named: "cell-\(index + 1)") else { continue }
            let top = rowTop(index), height = rowHeight(index)
            let shift = (index > opening ? growth : 0) - scroll
            let topEdge = edge(top, moving: shift)
            row.set("top", topEdge)
            let bottomEdge = edge(top + height, moving: shift + (index == opening ? growth : 0))
            row.set("height", "calc(\(bottomEdge) - \(topEdge))")
        }
    }
}
