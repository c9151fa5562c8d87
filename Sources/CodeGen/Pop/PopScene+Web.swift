import Motion
import Scenes
import Stage

extension PopScene: WebPageBuilding {
    /// The most the page's `linear()` spring may stray from the preview's, as a fraction of
    /// the travel (the largest |θ| of the motion): 0.5 %.
    static let webSpringTolerance = 0.005

    /// The poke as a web page (`CodeCatalog`, `--lang html`): the layer tree of `rootLayer()` in CSS, the top
    /// half turned by one registered angle `--a`, θ. Its keyframes run θ from 0 to the
    /// motion's extreme θₘ over the recording's length, the easing is the spring itself,
    /// θ(t)/θₘ sampled into `linear()` stops (`webSpring`). Popping's transform is the
    /// rotation, then m34 = −1/(`pop.eyeDistance`·scale): `perspective(d) rotateX(θ)` about
    /// the hinge (CSS applies the right-hand function first).
    ///
    /// The shadows follow the spring's rule (`PopShading.springApplied`): both −θ/π while
    /// θ > −π/2, clamped to [0, 1]; below −π/2 pop's delegate stops updating them and they
    /// hold about ½ (`clamp(0, −θ/π, 0.5)`, exact to a frame's change). The blurred back
    /// stays down, as under the spring.
    func webPage(_ context: WebContext) -> WebPage {
        let root = context.element(for: rootLayer())
        let spring = webSpring()
        let eye = settings[PopSettings.eyeDistance] * scale
        root.element(named: "top")?.set("transform", "perspective(\(CSS.px(eye))) rotateX(var(--a))")
        let shadow = "clamp(0, calc(var(--a) / -180deg), 0.5)"
        root.element(named: "top-shadow")?.set("opacity", shadow)
        root.element(named: "bottom-shadow")?.set("opacity", shadow)
        root.set("animation", WebAnimation(keyframes: "spring", duration: spring.duration, easing: spring.easing).css)
        var page = WebPage(title: "pop · FoldPreview", width: Int(viewSize.x), height: Int(viewSize.y), root: root,
                           duration: spring.duration)
        page.properties = [WebProperty(name: "--a", syntax: "<angle>", initial: "0deg")]
        page.keyframes = [WebKeyframes(name: "spring", property: "--a", from: "0deg",
                                       to: CSS.degrees(radians: spring.extreme))]
        return page
    }

    /// The poke's spring as the page plays it: the recording's length (`render --fps 60`
    /// plays until the spring settles, frame k at k/60 s), the extreme θₘ (radians), the
    /// preview's own solution θ(t)/θₘ on a grid of `samples` + 1 points over that length
    /// (the solver's states, interpolated on its 1 ms grid as every frame reads them; the
    /// last 0, where the spring has settled and snaps to rest), and that curve as
    /// `linear()` stops within `webSpringTolerance` of it.
    func webSpring() -> (duration: Double, extreme: Double, curve: [Double], easing: WebEasing) {
        let recording = Recording(scene: self, framesPerSecond: 60) { [self] in progress = 0 }
        let duration = Double(Swift.max(recording.forwardCount - 1, 1)) / 60
        reset()
        // The same spring as `poke()` from rest, with a threshold that never ends it early:
        // the page ends it where the recording does.
        var spring = SpringAnimation(from: 0, to: 0, velocity: settings[PopSettings.pokeVelocity], threshold: 1e-12)
        let dynamics = PopSettings.dynamics(settings)
        spring.tension = dynamics.tension
        spring.friction = dynamics.friction
        spring.mass = dynamics.mass
        let samples = Swift.max(200, Int((duration / 0.0005).rounded()))
        var values = [spring.value]
        for _ in 0..<samples {
            spring.advance(by: duration / Double(samples))
            values.append(spring.value)
        }
        values[samples] = 0
        let extreme = values.max { abs($0) < abs($1) } ?? 0
        let curve = extreme == 0 ? values.map { _ in 0 } : values.map { $0 / extreme }
        // Cut at 0.9 of the bound: the rest is for the solution between the samples (the
        // frames fall between them) and the stops' printed digits.
        let easing = WebEasing.sampled(tolerance: 0.9 * Self.webSpringTolerance, resolution: samples) {
            curve[Swift.min(Swift.max(Int(($0 * Double(samples)).rounded()), 0), samples)]
        }
        return (duration, extreme == 0 ? 1e-6 : extreme, curve, easing)
    }
}
