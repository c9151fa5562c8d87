import Motion
import Raster
import Scenes
import Stage

extension FlipScene: WebPageBuilding {
    /// The board's web page (`CodeCatalog`, `--lang html`): the swipe from the first flight to the second
    /// as Space plays it, from the layer tree of `rootLayer()` at the swipe's first frame,
    /// every piece of `BoardTimeline` as its own animation on page time (τ, seconds since
    /// the swipe) with `flip.curve` as `cubic-bezier()`:
    ///
    /// - the cube flips: each face's `translate` and `scale` (the seed's scale(1, s) then
    ///   translate(0, ±h/2), both linear in the eased turn, as CSS interpolates them) and
    ///   opacity over `flip.duration`; with `flip.true3d` the box's `rotateX(turn · 90°)`
    ///   behind its m34 instead;
    /// - the background's and the page dots' cross-dissolves, the small arrow's `rotate`;
    /// - the out-and-back pieces (bottom label, places, plane) as a first half that holds
    ///   its start and a second half, on the second flight's pictures, that starts at
    ///   `flip.fadeDuration` and overrides it from then on; the texts swap by `visibility`;
    /// - the lines' fades, the plane's tilt held from its jump and eased back after
    ///   `flip.planeReturnDelay`.
    ///
    /// The play ends on the second flight at rest, which shows what `render`'s last frame
    /// shows. A board of one flight has no swipe: its page plays the nudge (`nudgePage`).
    func webPage(_ context: WebContext) -> WebPage {
        let title = "flip · FoldPreview"
        guard flights.count > 1 else { return nudgePage(context, title: title) }
        let timing = self.timing, fade = timing.fade, duration = timing.duration
        // The second half's pictures (the texts that change unseen at τ = fade), where
        // they come to rest at its end.
        show(flight: 0, progress: 2 * fade / duration)
        let secondHalf = context.element(for: rootLayer())
        // The swipe just begun: both flights' faces, as at τ = 0 (a fraction of 1e-12 moves
        // nothing by a pixel's millionth).
        show(flight: 0, progress: 1e-12)
        let root = context.element(for: rootLayer())
        var page = WebPage(title: title, width: Int(viewSize.x), height: Int(viewSize.y), root: root,
                           duration: duration)
        guard let board = root.element(named: "board") else { return page }
        let from = flights[0], to = flights[1]
        let curve = WebEasing.curve(timing.curve)

        /// Adds keyframes moving `declarations` from the first list to the second.
        func keyframes(_ name: String, _ start: String, _ end: String) -> String {
            page.keyframes.append(WebKeyframes(name: name, frames: [(0, start), (1, end)]))
            return name
        }
        func animate(_ name: String, _ animations: [String]) {
            guard let element = board.element(named: name) else { return }
            element.remove("transform")
            element.remove("opacity")
            element.set("animation", WebTimeline.animation(animations))
        }
        /// Shown until (or from) τ = fade, as a text of the first (or second) half.
        func half(_ name: String, first: Bool) -> String {
            let shown = WebTimeline.visibility(name: name + "-shown", initiallyVisible: first,
                                               changes: [(fade, !first)])!
            page.keyframes.append(shown.0)
            return shown.1
        }
        let fadeIn = keyframes("board-fade-in", "opacity: 0", "opacity: 1")
        let fadeOut = keyframes("board-fade-out", "opacity: 1", "opacity: 0")

        // Background and page dots: cross-dissolves over the flip.
        animate("background-next", [WebTimeline.segment(fadeIn, start: 0, duration: timing.flip, easing: curve)])
        animate("dot-current", [WebTimeline.segment(fadeOut, start: 0, duration: timing.flip, easing: curve)])
        animate("dot-next", [WebTimeline.segment(fadeIn, start: 0, duration: timing.flip, easing: curve)])

        // The cube flips.
        let flipped: [(String, Rect)] = [
            ("time-top", BoardLayout.timeTop.frame), ("arrow-big", BoardLayout.bigArrow),
            ("flightNo", BoardLayout.flightNo.frame), ("gate", BoardLayout.gate.frame),
            ("status", BoardLayout.status.frame),
        ]
        for (name, frame) in flipped {
            let h = frame.height * scale
            let faceOut = WebTimeline.segment(fadeOut, start: 0, duration: timing.flip, easing: curve)
            let faceIn = WebTimeline.segment(fadeIn, start: 0, duration: timing.flip, easing: curve)
            if trueThreeD {
                let box = "translateZ(\(CSS.px(-h / 2))) rotateX"
                let turn = keyframes(name + "-turn", "transform: \(box)(0deg)", "transform: \(box)(90deg)")
                board.element(named: name + "-cube")?.set("animation", WebTimeline.segment(
                    turn, start: 0, duration: timing.flip, easing: curve))
                board.element(named: name)?.remove("opacity")
                board.element(named: name)?.set("animation", faceOut)
                board.element(named: name + "-next")?.remove("opacity")
                board.element(named: name + "-next")?.set("animation", faceIn)
                continue
            }
            let squash = CSS.number(timing.squash)
            let out = keyframes(name + "-out", "translate: 0 0; scale: 1 1; opacity: 1",
                                "translate: 0 \(CSS.px(-h / 2)); scale: 1 \(squash); opacity: 0")
            let into = keyframes(name + "-in", "translate: 0 \(CSS.px(h / 2)); scale: 1 \(squash); opacity: 0",
                                 "translate: 0 0; scale: 1 1; opacity: 1")
            animate(name, [WebTimeline.segment(out, start: 0, duration: timing.flip, easing: curve)])
            animate(name + "-next", [WebTimeline.segment(into, start: 0, duration: timing.flip, easing: curve)])
        }

        // The bottom label: out with the first flight's words, back with the second's.
        if let next = secondHalf.element(named: "time-bottom") {
            next.name = "time-bottom-next"
            insert(next, after: "time-bottom", in: board)
        }
        animate("time-bottom", [WebTimeline.segment(fadeOut, start: 0, duration: fade, easing: curve),
                                half("time-bottom", first: true)])
        animate("time-bottom-next", [WebTimeline.segment(fadeIn, start: fade, duration: fade, easing: curve),
                                     half("time-bottom-next", first: false)])

        // The small arrow turns from the first flight's way to the second's.
        let arrow = keyframes("arrow-small-turn",
                              "rotate: " + CSS.degrees(radians: BoardTimeline.smallArrowRotation(from.status)),
                              "rotate: " + CSS.degrees(radians: BoardTimeline.smallArrowRotation(to.status)))
        animate("arrow-small", [WebTimeline.segment(arrow, start: 0, duration: timing.flip, easing: curve)])

        // The places: out by ±shift while fading, the texts swap, back.
        let shift = timing.placeShift * scale
        for (name, sign) in [("place-source", -1.0), ("place-target", 1.0)] {
            if let next = secondHalf.element(named: name) {
                next.name = name + "-next"
                insert(next, after: name, in: board)
            }
            let away = "translate: 0 \(CSS.px(sign * shift))"
            let out = keyframes(name + "-out", "translate: 0 0; opacity: 1", away + "; opacity: 0")
            let back = keyframes(name + "-back", away + "; opacity: 0", "translate: 0 0; opacity: 1")
            animate(name, [WebTimeline.segment(out, start: 0, duration: fade, easing: curve), half(name, first: true)])
            animate(name + "-next", [WebTimeline.segment(back, start: fade, duration: fade, easing: curve),
                                     half(name + "-next", first: false)])
        }

        // The lines: the one the second flight hides fades out at once, the one it shows
        // fades in after the first half.
        let (leftFrom, rightFrom) = BoardTimeline.lineAlphas(from.status)
        let (leftTo, rightTo) = BoardTimeline.lineAlphas(to.status)
        let landing = to.status == .landed
        for (name, a, b, start) in [("line-left", leftFrom, leftTo, landing ? 0 : fade),
                                    ("line-right", rightFrom, rightTo, landing ? fade : 0)] {
            let fadeLine = keyframes(name + "-fade", "opacity: \(CSS.number(a))", "opacity: \(CSS.number(b))")
            animate(name, [WebTimeline.segment(fadeLine, start: start, duration: fade, easing: curve)])
        }

        // The plane: out to the right, a jump off the left edge with its nose up, home;
        // the tilt eases back after its delay.
        let width = BoardTimeline.designWidth
        let jumpedTo = (width / 1.5 - width * 1.5) * scale
        let planeOut = keyframes("plane-out", "translate: 0 0", "translate: \(CSS.px(width / 1.5 * scale)) 0")
        let planeBack = keyframes("plane-back", "translate: \(CSS.px(jumpedTo)) 0", "translate: 0 0")
        let tilt = "rotate: " + CSS.degrees(radians: timing.planeTilt)
        let tilted = WebTimeline.steps(name: "plane-tilted", property: "rotate", initial: "0deg",
                                       changes: [(fade, CSS.degrees(radians: timing.planeTilt))])!
        page.keyframes.append(tilted.0)
        let level = keyframes("plane-level", tilt, "rotate: 0deg")
        animate("plane", [
            WebTimeline.segment(planeOut, start: 0, duration: fade, easing: curve),
            WebTimeline.segment(planeBack, start: fade, duration: fade, easing: curve, holdsStart: false),
            tilted.1,
            WebTimeline.segment(level, start: fade + timing.planeReturnDelay, duration: timing.planeReturn,
                                easing: curve, holdsStart: false),
        ])
        return page
    }

    /// A board of one flight: Space has no next flight, so the board nudges the wrong way
    /// and springs back (`SpringBack`). Its sideways offset is sampled from the scene
    /// itself into a `linear()` easing of the board's `translate` (within a quarter pixel).
    private func nudgePage(_ context: WebContext, title: String) -> WebPage {
        reset()
        play()
        let root = context.element(for: rootLayer())
        // How long the nudge lasts, then its offset at 2000 even steps of it.
        var length = 0.0
        let tick = 1.0 / 240
        while isAnimating, length < Recording.longest {
            advance(by: tick)
            length += tick
        }
        var page = WebPage(title: title, width: Int(viewSize.x), height: Int(viewSize.y), root: root, duration: length)
        let steps = 2000
        reset()
        play()
        var offsets = [resistOffset]
        for _ in 0..<steps {
            advance(by: length / Double(steps))
            offsets.append(resistOffset)
        }
        reset()
        guard let peak = offsets.max(by: { abs($0) < abs($1) }), abs(peak) > 0, let board = root.element(named: "board")
        else { return page }
        let easing = WebEasing.sampled(tolerance: 0.25 / abs(peak), resolution: steps) { x in
            offsets[Swift.min(Swift.max(Int((x * Double(steps)).rounded()), 0), steps)] / peak
        }
        page.keyframes.append(WebKeyframes(name: "board-nudge", property: "translate", from: "0 0",
                                           to: CSS.px(peak) + " 0"))
        board.set("animation", WebAnimation(keyframes: "board-nudge", duration: length, easing: easing).css)
        return page
    }

    /// Puts `element` just after the child named `name` of `parent` (at the end without one).
    private func insert(_ element: WebElement, after name: String, in parent: WebElement) {
        let at = parent.children.firstIndex { $0.name == name }.map { $0 + 1 } ?? parent.children.count
        parent.children.insert(element, at: at)
    }
}
