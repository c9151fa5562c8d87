import Scenes
import Stage

extension PageScene: WebPageBuilding {
    /// The page turn as a web page (`CodeCatalog`, `--lang html`): MPFlipTransition's two stages, each the
    /// layer tree of `rootLayer(turn:)` in CSS, moved by two registered numbers: `--p1`,
    /// stage 1's progress (0 → 1 over half of `page.duration` on the first-half curve) and
    /// `--p2`, stage 2's (0 → 1 over the second half, on the second-half curve), as Space's
    /// play (`playSegments`) times them.
    ///
    /// The page holds both stages' halves in one order that suits both (reveal, facing,
    /// front, back: the turning page over the flat half on its own side); front shows in
    /// stage 1 only and back in stage 2 only (`visibility`, switched at the half). The
    /// rotations are `flipTransform1:`/`flipTransform2:` (90°·p about y, or −x), the turning
    /// page's gradient p (stage 1) and 1 − p (stage 2) of `page.flippingShadowOpacity`, the
    /// covered page's shadow cos(90°·p) and sin(90°·p) of `page.coveredShadowOpacity` (none
    /// when reversed). The original keys the covered shadow at 60 values a second, straight
    /// between; the exact cosine it samples differs from them by far less than a level.
    func webPage(_ context: WebContext) -> WebPage {
        let horizontal = settings[PageSettings.orientation] == .horizontal
        let forwards = settings[PageSettings.direction] == .forward
        let reverse = settings[PageSettings.perspective] == .reverse
        // Each stage over half the duration, or a spring's own settling time.
        let rise = settings[PageSettings.firstHalfCurve], land = settings[PageSettings.secondHalfCurve]
        let half = rise.duration(nominal: settings[PageSettings.duration] / 2)
        let landing = land.duration(nominal: settings[PageSettings.duration] / 2)
        let first = context.element(for: rootLayer(turn: PageTurn(stage: .first, progress: 0)))
        let second = context.element(for: rootLayer(turn: PageTurn(stage: .second, progress: 0)))

        // MPFlip's axis, `vertical ? -1 : 0, vertical ? 0 : 1, 0`: degrees·p about it.
        func rotation(_ degrees: String) -> String {
            (horizontal ? "rotate3d(0, 1, 0, " : "rotate3d(-1, 0, 0, ") + "calc(\(degrees) * 1deg))"
        }
        let flipping = CSS.number(settings[PageSettings.flippingShadowOpacity])
        let covered = CSS.number(reverse ? 0 : settings[PageSettings.coveredShadowOpacity])
        let sign = forwards ? 1.0 : -1.0

        let reveal = first.element(named: "reveal"), front = first.element(named: "front")
        let facing = second.element(named: "facing"), back = second.element(named: "back")
        front?.set("transform", rotation("\(CSS.number(-90 * sign)) * var(--p1)"))
        first.element(named: "front-shadow")?.set("opacity", "calc(var(--p1) * \(flipping))")
        first.element(named: "reveal-shadow")?.set("opacity", "calc(cos(calc(var(--p1) * 90deg)) * \(covered))")
        back?.set("transform", rotation("\(CSS.number(90 * sign)) * (1 - var(--p2))"))
        second.element(named: "back-shadow")?.set("opacity", "calc((1 - var(--p2)) * \(flipping))")
        second.element(named: "facing-shadow")?.set("opacity", "calc(sin(calc(var(--p2) * 90deg)) * \(covered))")
        front?.set("animation", WebAnimation(keyframes: "stage1-only", duration: 0, delay: half, easing: .stepEnd).css)
        back?.set("animation", WebAnimation(keyframes: "stage2-only", duration: 0, delay: half, easing: .stepEnd).css)
        if let page = first.element(named: "page") {
            // The perspective wrapper (m34 about the page's centre) holds the four halves.
            let holder = page.children.first { $0.name == "page-sublayers" } ?? page
            holder.children = [reveal, facing, front, back].compactMap { $0 }
        }
        first.set("animation", [
            WebAnimation(keyframes: "stage1", duration: half, easing: .timing(rise)).css,
            WebAnimation(keyframes: "stage2", duration: landing, delay: half, easing: .timing(land)).css,
        ].joined(separator: ", "))
        var page = WebPage(title: "page · FoldPreview", width: Int(viewSize.x), height: Int(viewSize.y), root: first,
                           duration: half + landing)
        page.properties = [WebProperty(name: "--p1", syntax: "<number>", initial: "0"),
                           WebProperty(name: "--p2", syntax: "<number>", initial: "0")]
        page.keyframes = [
            WebKeyframes(name: "stage1", property: "--p1", from: "0", to: "1"),
            WebKeyframes(name: "stage2", property: "--p2", from: "0", to: "1"),
            WebKeyframes(name: "stage1-only", property: "visibility", from: "visible", to: "hidden"),
            WebKeyframes(name: "stage2-only", property: "visibility", from: "hidden", to: "visible"),
        ]
        return page
    }
}
