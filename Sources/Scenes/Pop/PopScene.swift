import Motion
import Raster
import Stage

/// The `pop` mode: Popping's FoldingView (`FoldingView.m`): a square
/// picture cut into halves whose top half folds down over the bottom under the pointer
/// and springs back with facebook/pop's spring.
///
/// - A drag that starts on the top half turns it: θ = (y − y₀)·(−π/(H − y₀)), with y₀
///   where the drag began and H the view's side, reached through a 0.01 s basic
///   animation (it follows about a frame behind, as in Popping).
/// - Release, or leaving the square, starts the spring back to 0 (bounciness 18, then
///   mass 2, then tension 200: friction 12.9589). A click on the top half pokes it: the
///   same spring with an initial velocity of 5 rad/s. Space pokes too.
/// - The shadows and the blurred back face follow `PopShading`'s two rules.
///
/// Time: `advance(by:)` takes scene seconds.
public final class PopScene: Scene {
    // MARK: Constants

    /// A press and release closer than this many view pixels is a click (a poke); a drag
    /// begins beyond it, and y₀ is where it began.
    public static let clickSlop = 6.0
    /// pop's threshold for rotations, radians.
    public static let threshold = 0.01

    /// The spring back to 0 with `dynamics`. Popping's (the defaults of `PopSettings`)
    /// are set in pop's order: bounciness 18 (at speed 12 that sets tension 342.10,
    /// friction 12.9589 and mass 1), then mass 2, then tension 200, so friction keeps the
    /// value converted from the bounciness.
    public static func spring(from angle: Double, velocity: Double = 0,
                              dynamics: SpringDynamics = PopSettings.dynamics(SettingValues())) -> SpringAnimation {
        var spring = SpringAnimation(from: angle, to: 0, velocity: velocity, threshold: threshold)
        spring.tension = dynamics.tension
        spring.friction = dynamics.friction
        spring.mass = dynamics.mass
        return spring
    }

    // MARK: Configuration

    public static let settingList = PopSettings.all
    public static let settingPresets = PopSettings.presets
    /// `render --angle DEG`, `--time T` and `--after release|poke`.
    public static let poseOptionNames = ["angle", "time", "after"]

    public var mode: Mode { .pop }
    /// Under `SceneContent.nativeScale` the fold view is the picture's own pixels: Popping's
    /// `FoldingView` folds whatever rectangle it is given, its top half over its bottom.
    public static let drawsNativePages = true
    /// The square a 1280×800 view lays out (650 pixels) times the scale, or the picture's
    /// own size.
    public static func nativePage(for content: SceneContent) -> (width: Int, height: Int)? {
        guard let scale = content.nativeScale else { return nil }
        if let image = content.first, image.width > 0, image.height > 0 { return (image.width, image.height) }
        return (builtInSide * scale, builtInSide * scale)
    }
    /// The built-in square's side in pixels at `native`: the one a 1280×800 view lays out.
    public static let builtInSide = 650
    /// Every setting; the fold view reads `pop.*` (`PopSettings`). A new spring applies at
    /// once, a running one going on from the angle and speed it has; a new blur or corner
    /// radius redraws the halves.
    public var settings: SettingValues {
        didSet {
            layOut()
            if case .spring(var spring) = motion {
                let dynamics = PopSettings.dynamics(settings)
                guard dynamics != spring.dynamics else { return }
                spring.tension = dynamics.tension
                spring.friction = dynamics.friction
                spring.mass = dynamics.mass
                motion = .spring(spring)
            }
        }
    }
    /// View size in pixels; the square is laid out as on a 320 pt phone, scaled to fit.
    public var viewSize: SIMD2<Double> {
        didSet {
            viewSize = sanitizedViewSize(viewSize)
            layOut()
        }
    }

    // MARK: State

    /// The top half's rotation about the hinge, radians (0 flat, −π folded over the
    /// bottom).
    public private(set) var angle = 0.0
    /// The back face and shadows as the last pan update or spring frame left them.
    public private(set) var shading = PopShading.rest

    private enum Movement {
        /// A drag update's 0.01 s animation toward the finger's angle.
        case follow(BasicAnimation)
        case spring(SpringAnimation)
    }
    private var motion: Movement?
    /// What started the last spring: a release or a poke (the panel plots its response).
    private(set) var lastSpring = SpringStart.release
    /// The spring running now, if one is.
    var runningSpring: SpringAnimation? {
        if case .spring(let spring) = motion { return spring }
        return nil
    }

    private struct Drag {
        /// y₀ in the square's coordinates once the pan has begun; nil while it may still
        /// be a click.
        var y0: Double?
    }
    private var drag: Drag?
    private var gesture = PointerGesture(slop: PopScene.clickSlop)
    private var clock = 0.0

    private(set) var textures: PopTextures
    /// Pixels per point, the fold view's size in pixels (a square of even side; at a
    /// native size the picture's own) and its top-left corner.
    package private(set) var scale = 1.0
    private(set) var page = (width: 2, height: 2)
    private(set) var origin = SIMD2<Double>(0, 0)
    /// The square's side (the page's width).
    var side: Int { page.width }
    /// The top half's height (the bottom half has the rest): the hinge's row.
    var topHeight: Int { page.height / 2 }

    // MARK: Init

    /// A fold view laid out in `viewSize` pixels showing `content`'s first picture (fitted
    /// to the square by `content.fit`), or the drawn harbour picture when it has none.
    public init(viewSize: SIMD2<Double>, content: SceneContent = SceneContent(), settings: SettingValues = SettingValues()) {
        self.viewSize = sanitizedViewSize(viewSize)
        self.settings = settings
        textures = PopTextures(content: content)
        layOut()
    }

    public convenience init(mode: Mode, setup: SceneSetup) {
        self.init(viewSize: setup.viewSize, content: setup.resources.content, settings: setup.settings)
    }

    // MARK: Scene

    /// The fold as a fraction of −π (θ = −π·progress). Setting it holds the top
    /// half there as a drag would, shaded by the pan's rule, nothing moving.
    public var progress: Double {
        get { Swift.min(Swift.max(-angle / .pi, 0), 1) }
        set { hold(at: -.pi * (newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 1))) }
    }

    public var isAnimating: Bool { motion != nil }

    /// Holds the top half at `angle` radians (clamped to [−π, π]) as a drag that brought
    /// it there would: shaded by the pan's rule, nothing moving.
    public func hold(at angle: Double) {
        drag = nil
        motion = nil
        self.angle = angle.isFinite ? Swift.min(Swift.max(angle, -.pi), .pi) : 0
        shading = .held(at: self.angle)
    }

    /// Lets go: the spring back to 0 from the angle shown, at rest (Popping's pan end).
    public func release() {
        drag = nil
        motion = .spring(Self.spring(from: angle, dynamics: PopSettings.dynamics(settings)))
        lastSpring = .release
    }

    /// Popping's `poke`: the spring from the angle shown with 5 rad/s.
    public func poke() {
        drag = nil
        motion = .spring(Self.spring(from: angle, velocity: settings[PopSettings.pokeVelocity],
                                     dynamics: PopSettings.dynamics(settings)))
        lastSpring = .poke
    }

    public func handle(_ event: PointerEvent) {
        switch gesture.interpret(event) {
        case .press(let point):
            guard drag == nil else { return }
            // Both of Popping's recognisers sit on the top half, wherever it is now.
            guard topHalfContains(point) else {
                gesture.forget()
                return
            }
            drag = Drag(y0: nil)
        case .drag(let point, let pastSlop):
            panMoved(to: point, pastSlop: pastSlop)
        case .release(let point, let isClick):
            guard let current = drag else { return }
            if current.y0 == nil {
                // The pan never began: a tap within the slop pokes (a cancel does not).
                drag = nil
                if isClick, point != nil { poke() }
                return
            }
            if let point { panMoved(to: point, pastSlop: true) }
            if drag != nil { release() }
        case .wheel, nil:
            break
        }
    }

    /// Space: a poke.
    public func play() { poke() }

    /// Popping's demo pokes the view when it appears, to show that it moves. The picture
    /// and its blur are made first, so the poke's first frame is not a slow one.
    public func appear() {
        _ = textures.current
        poke()
    }

    /// Flat, unshaded and still.
    public func reset() {
        drag = nil
        motion = nil
        angle = 0
        shading = .rest
    }

    public func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        let step = dt
        clock += step
        switch motion {
        case .follow(let animation):
            angle = animation.value(at: clock)
            if animation.isFinished(at: clock) { motion = nil }
        case .spring(var spring):
            spring.advance(by: step)
            angle = spring.value
            shading.springApplied(angle)
            motion = spring.isFinished ? nil : .spring(spring)
        case nil:
            break
        }
    }

    /// The HUD's line: the angle and what moves it ("θ −12.3°   spring"). It keeps its
    /// width whatever the state: the angle is padded with figure spaces to the width of
    /// "-180.0" and the states are one short word each (the spring's dials are the panel's
    /// and `tuned:`'s), so the HUD keeps its place while the spring moves instead of
    /// leaving a window that has room for it at rest.
    public var hudLine: String {
        let degrees = DecimalText.fixed(angle * 180 / .pi, places: 1)
        let padded = String(repeating: "\u{2007}", count: Swift.max(0, 6 - degrees.count)) + degrees
        let state = switch motion {
        case .spring: "spring"
        case .follow: "dragging"
        case nil: drag?.y0 != nil ? "dragging" : "at rest"
        }
        return "θ \(padded)°   \(state)"
    }

    /// `progress` (−θ/π, 0 above the flat) and, while the spring runs, its time (it runs
    /// until it settles, so no length).
    public var timelineStatus: TimelineStatus {
        guard case .spring(let spring) = motion else { return TimelineStatus(progress: progress) }
        return TimelineStatus(progress: progress, elapsed: spring.elapsed)
    }

    /// The spring's responses with these settings, as the panel plots them (one at a time,
    /// `shownPlots`): a release from folded flat (θ from −π back to rest: when it settles
    /// and how far it swings past flat), key "spring"; and a poke, from flat at
    /// `pop.pokeVelocity` (how far it lifts and when it settles), key "poke".
    public static func plots(for settings: SettingValues) -> [SettingPlot] {
        let dynamics = PopSettings.dynamics(settings)
        let release = response(of: spring(from: -.pi, dynamics: dynamics))
        let overshoot = release.values.max() ?? 0
        let velocity = settings[PopSettings.pokeVelocity]
        let poke = response(of: spring(from: 0, velocity: velocity, dynamics: dynamics))
        let low = poke.values.min() ?? 0, high = poke.values.max() ?? 0
        // The larger swing, the one the poke's velocity points to.
        let swing = velocity < 0 ? low : high
        return [SettingPlot(key: "spring", title: "release from -180°",
                            shape: .line(values: release.values, range: -Double.pi...Swift.max(1, overshoot)),
                            span: Double(release.values.count - 1) / 60,
                            caption: "settles after \(release.settles), swings "
                                + "\(DecimalText.fixed(overshoot * 180 / .pi, places: 1))° past flat"),
                SettingPlot(key: "poke", title: "poke at \(velocity.settingText) rad/s",
                            shape: .line(values: poke.values,
                                         range: Swift.min(low * 1.1, -0.05)...Swift.max(high * 1.1, 0.05)),
                            span: Double(poke.values.count - 1) / 60,
                            caption: "turns \(DecimalText.fixed(swing * 180 / .pi, places: 1))° and settles after \(poke.settles)")]
    }

    /// `spring` run through to rest at 60 Hz (4 s at most): its angles, and when it settled.
    private static func response(of spring: SpringAnimation) -> (values: [Double], settles: String) {
        var spring = spring
        var values = [spring.value]
        while !spring.isFinished, values.count < 240 {
            spring.advance(by: 1.0 / 60)
            values.append(spring.value)
        }
        return (values, spring.isFinished ? DecimalText.fixed(spring.elapsed, places: 2) + " s" : "over 4 s")
    }

    /// The running spring's time since it began, on the plot of what started it.
    public var plotMarkers: [String: Double] {
        guard case .spring(let spring) = motion else { return [:] }
        return [plotKey(lastSpring): spring.elapsed]
    }

    /// The response of what started the last spring: a release's, or a poke's.
    public var shownPlots: Set<String>? { [plotKey(lastSpring)] }

    /// The key of the plot of a spring started by `start`.
    private func plotKey(_ start: SpringStart) -> String { start == .poke ? "poke" : "spring" }

    /// The halves are drawn with their blur and corner radius.
    public static var artSettings: [any AnySetting] { [PopSettings.blurRadius, PopSettings.cornerRadius] }

    /// Takes `other`'s halves (drawn at its side, blur and corner radius) when they show the
    /// same picture.
    public func adoptArt(from other: any Scene) -> Bool { adopt(\.textures, from: other, content: \.content) }

    /// Makes the picture's halves, blur and shadows for the current side and radii.
    public func drawArt() { _ = textures.current }

    public var hint: String { "drag the top half down to fold it, let go and it springs back; a click pokes it" }

    public static let subject = "the popping fold"

    public static func contentSlots(for mode: Mode) -> [ContentSlot] { [ContentSlot(.first, "picture")] }

    public static let controls: [SceneControl] = [
        .gesture("drag / click the top half", action: "fold it by hand, let go to spring back; a click pokes it"),
    ]

    /// Under `pop.friction`: the tension and friction in use as pop's dials (the reverse
    /// of `pop.bounciness` and `pop.speed`).
    public static func settingNotes(for values: SettingValues) -> [String: String] {
        let dials = PopSettings.dynamics(values).bouncinessAndSpeed
        return [PopSettings.friction.name: "tension and friction as pop's dials: bounciness "
                + "\(DecimalText.fixed(dials.bounciness, places: 2)), speed "
                + "\(DecimalText.fixed(dials.speed, places: 2)) (mass \(values[PopSettings.mass].settingText))"]
    }

    // MARK: Drag

    /// Popping's `handlePan:` for one touch update at `point` (view pixels).
    private func panMoved(to point: SIMD2<Double>, pastSlop: Bool) {
        guard var current = drag else { return }
        let local = point - origin
        if current.y0 == nil {
            guard pastSlop else { return }
            current.y0 = local.y   // the pan begins here: θ starts at 0 (no jump)
            drag = current
        }
        guard let y0 = current.y0 else { return }
        let (width, height) = (Double(page.width), Double(page.height))
        let travel = Swift.max(height - y0, 1)
        // The shading first, from the angle the layer shows before this update.
        shading = .duringPan(shownAngle: angle, ratio: (local.y - y0) / travel)
        guard local.x > 0, local.x < width, local.y > 0, local.y < height else {
            // Leaving the square cancels the pan: the spring takes over from here.
            release()
            return
        }
        let target = (local.y - y0) * (-.pi / travel)
        motion = .follow(BasicAnimation(from: angle, to: target, duration: settings[PopSettings.followDuration],
                                        timingFunction: .default, beginTime: clock))
    }

    /// The top half's transform about its hinge: the rotation, then the perspective of an
    /// eye `pop.eyeDistance` away (800 pt: m34 = 2.5/−2000), in pixels.
    func turn(_ angle: Double) -> Matrix4 {
        .rotationX(angle) * .perspective(m34: -1 / (settings[PopSettings.eyeDistance] * scale))
    }

    // MARK: Layout

    /// The demo's square (a 320 pt phone less 30 pt each side) scaled so the phone's
    /// width fits the view's shorter side, centred on whole pixels. At a native size the
    /// page is the picture's own pixels (the built-in square's without one) whatever the
    /// view, its width the demo's 260 pt (the radii and the eye scale with it).
    private func layOut() {
        let vw = viewSize.x
        let vh = viewSize.y
        if let native = Self.nativePage(for: textures.content) {
            page = native
            scale = Swift.max(Double(native.width) / PopLayout.side, 1e-3)
        } else {
            scale = Swift.max(Swift.min(vw, vh) / PopLayout.phoneWidth, 1e-3)
            let side = Swift.max(2, 2 * Int((PopLayout.side * scale / 2).rounded()))
            page = (side, side)
        }
        origin = SIMD2(((vw - Double(page.width)) / 2).rounded(), ((vh - Double(page.height)) / 2).rounded())
        textures.prepare(width: page.width, height: page.height, scale: scale, blurRadius: settings[PopSettings.blurRadius],
                         cornerRadius: settings[PopSettings.cornerRadius])
    }
}

/// Popping's fold view in points (`FoldingViewController.m`, `FoldingView.m`).
enum PopLayout {
    /// The demo's phone width and its padding: the square's side is 320 − 2·30.
    static let phoneWidth = 320.0
    static let padding = 30.0
    static var side: Double { phoneWidth - 2 * padding }
}
