import Motion
import Raster
import Scenes
import Stage

extension CardsScene: WebPageBuilding {
    /// The stack's web page (`CodeCatalog`, `--lang html`): the selection of the card nearest the middle
    /// and its return, as Space plays them (`recordingPlays`), from the layer tree of
    /// `rootLayer()` at the stack's offset, every card drawn whole (no culling: what
    /// hides a card changes as they move).
    ///
    /// Each card moves between its stack placement and its selected one by `translate`
    /// and `scale` about its centre (the layout's y and scale, both linear in the eased
    /// progress e, as CSS interpolates them) with `cards.selectCurve` as `cubic-bezier()`:
    /// forwards over `cards.selectDuration`, then backwards through the same curve over as
    /// long (`animation-direction: reverse`, as the scene runs its t back). The
    /// background and the chosen card's overlay change at the click and at the return
    /// (held steps), or fade with e under `cards.crossFade`. The cards keep one order: the
    /// stack's y grows with the index as the selected layout's order does.
    ///
    /// The play ends on the stack at rest, which shows what `render`'s last frame shows.
    func webPage(_ context: WebContext) -> WebPage {
        let title = "cards · FoldPreview"
        play()
        guard let chosen = selection?.index else {
            return WebPage(title: title, width: Int(viewSize.x), height: Int(viewSize.y),
                           root: context.element(for: rootLayer()), duration: 0)
        }
        let duration = selectionDuration, curve = WebEasing.timing(settings[CardsSettings.selectCurve])
        let fades = settings[CardsSettings.crossFade]
        // The stack's look (e = 0, every overlay and the stack's background), every card whole.
        let culls = cullsHiddenParts
        cullsHiddenParts = false
        alsoDrawn = shownCards(selected: chosen)
        settings[CardsSettings.crossFade] = true
        let root = context.element(for: rootLayer())
        settings[CardsSettings.crossFade] = fades
        cullsHiddenParts = culls
        alsoDrawn = []

        var page = WebPage(title: title, width: Int(viewSize.x), height: Int(viewSize.y), root: root,
                           duration: 2 * duration)
        /// There and back: `keyframes` forwards from 0, then backwards from `duration`.
        func thereAndBack(_ keyframes: String) -> String {
            WebTimeline.animation([
                WebTimeline.segment(keyframes, start: 0, duration: duration, easing: curve),
                WebTimeline.segment(keyframes, start: duration, duration: duration, easing: curve,
                                    holdsStart: false, reverse: true),
            ])
        }
        /// `property` at `selected` from the click until the return, else `rest`.
        func look(_ name: String, _ property: String, rest: String, selected: String) -> String {
            if fades {
                page.keyframes.append(WebKeyframes(name: name, property: property, from: rest, to: selected))
                return thereAndBack(name)
            }
            let steps = WebTimeline.steps(name: name, property: property, initial: selected,
                                          changes: [(duration, rest)])!
            page.keyframes.append(steps.0)
            return steps.1
        }

        if context.background == .scene {
            root.set("animation", look("cards-background", "background-color",
                                       rest: CSS.color(settings[CardsSettings.background]),
                                       selected: CSS.color(settings[CardsSettings.selectedBackground])))
        }
        for card in root.children {
            guard card.name.hasPrefix("card-"), let index = Int(card.name.dropFirst("card-".count)) else { continue }
            let stack = layout.stack(index, offset: offset, viewHeight: viewHeight)
            let end = layout.selected(index, selected: chosen, viewHeight: viewHeight, overlay: stack.overlay)
            let name = "cards-\(index)-select"
            page.keyframes.append(WebKeyframes(name: name, frames: [
                (0, "translate: 0 0; scale: \(CSS.number(stack.scale))"),
                (1, "translate: 0 \(CSS.px((end.y - stack.y) * scale)); scale: \(CSS.number(end.scale))"),
            ]))
            card.remove("transform")
            card.set("animation", thereAndBack(name))
            if index == chosen, let overlay = card.element(named: card.name + "-overlay") {
                overlay.remove("opacity")
                overlay.set("animation", look("cards-\(index)-overlay", "opacity",
                                              rest: CSS.number(Swift.min(stack.overlay, 1)), selected: "0"))
            }
        }
        return page
    }

    /// The cards the switch to card `selected`'s layout shows at some moment: each card's
    /// centre and half height are linear in the eased progress e, so it is in view over
    /// one interval of e, checked against the range the curve reaches (beyond [0, 1] when
    /// it overshoots, which sweeps far cards across the view).
    private func shownCards(selected: Int) -> Set<Int> {
        let curve = settings[CardsSettings.selectCurve]
        let samples = (0...1000).map { curve.value(at: Double($0) / 1000) }
        let low = Swift.min(0, samples.min() ?? 0), high = Swift.max(1, samples.max() ?? 1)
        let half = CardStackLayout.cardHeight / 2
        var shown = Set<Int>()
        for index in 0..<layout.cardCount {
            let a = layout.stack(index, offset: offset, viewHeight: viewHeight)
            let b = layout.selected(index, selected: selected, viewHeight: viewHeight, overlay: a.overlay)
            // e ∈ [low, high] with scale > 0, bottom > 0 and top < the view's height, each
            // of the form p + q·e > 0.
            var range = (low, high)
            let conditions: [(Double, Double)] = [
                (a.scale, b.scale - a.scale),
                (a.y + half + half * a.scale, (b.y - a.y) + half * (b.scale - a.scale)),
                (viewHeight - (a.y + half - half * a.scale), -((b.y - a.y) - half * (b.scale - a.scale))),
            ]
            for (p, q) in conditions {
                if q == 0 {
                    if p <= 0 { range = (1, 0) }
                } else if q > 0 {
                    range.0 = Swift.max(range.0, -p / q)
                } else {
                    range.1 = Swift.min(range.1, -p / q)
                }
            }
            if range.0 < range.1 { shown.insert(index) }
        }
        return shown
    }
}
