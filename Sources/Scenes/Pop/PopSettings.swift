import Motion

/// The settings of `pop`, Popping's FoldingView on facebook/pop's spring (docs/design.md,
/// "The originals"). Defaults are Popping's: its spring sets bounciness 18, then mass 2,
/// then tension 200, so friction keeps the value pop converts from bounciness 18 at
/// speed 12.
public enum PopSettings {
    static let popping = "schneiderandre/popping FoldingView.m"
    static let pop = "facebook/pop"
    /// Popping's dials, and what pop makes of them (mass 1 until Popping sets 2).
    static let poppingDials = SpringDynamics(bounciness: 18, speed: 12)

    // MARK: Spring

    /// k of x″ = −(k/m)·x − (b/m)·x′, pop units.
    public static let tension = Setting<Double>(
        "pop.tension", default: 200, range: 0.01...100_000, group: "spring",
        source: "\(popping) rotateToOriginWithVelocity: dynamicsTension = 200",
        summary: "the spring's stiffness: higher swings back faster")
    /// b, pop units.
    public static let friction = Setting<Double>(
        "pop.friction", default: poppingDials.friction, range: 0...100_000, group: "spring",
        source: "\(pop) POPAnimationExtras.mm: friction of Popping's springBounciness 18 at speed 12",
        summary: "the spring's damping: lower overshoots and wobbles longer")
    /// m.
    public static let mass = Setting<Double>(
        "pop.mass", default: 2, range: 0.01...1000, group: "spring",
        source: "\(popping) rotateToOriginWithVelocity: dynamicsMass = 2",
        summary: "the spring's mass: heavier is slower and swings further")
    /// pop's `springBounciness` dial: setting it sets tension, friction and mass 1 as pop's
    /// setter does (with the current `pop.speed`).
    public static let bounciness: Setting<Double> = Setting(
        "pop.bounciness", default: 18, range: 0...20, group: "spring",
        source: "\(popping) rotateToOriginWithVelocity: springBounciness = 18",
        summary: "pop's bounciness dial (0…20); sets tension, friction and mass 1 as pop does",
        effect: { bounciness, values in
            setDials(SpringDynamics(bounciness: bounciness, speed: values[speed]), in: &values)
        })
    /// pop's `springSpeed` dial: setting it sets tension, friction and mass 1 as pop's
    /// setter does (with the current `pop.bounciness`).
    public static let speed: Setting<Double> = Setting(
        "pop.speed", default: 12, range: 0...20, group: "spring",
        source: "\(pop) POPSpringAnimation.mm: springSpeed defaults to 12",
        summary: "pop's speed dial (0…20); sets tension, friction and mass 1 as pop does",
        effect: { speed, values in
            setDials(SpringDynamics(bounciness: values[bounciness], speed: speed), in: &values)
        })
    /// The poke's initial velocity, rad/s.
    public static let pokeVelocity = Setting<Double>(
        "pop.pokeVelocity", default: 5, unit: "rad/s", range: -100...100, group: "spring",
        source: "\(popping) poke: rotateToOriginWithVelocity:5",
        summary: "how hard a click (or Space) pokes the top half")
    /// How long a drag update takes to reach the finger's angle, seconds.
    public static let followDuration = Setting<Double>(
        "pop.followDuration", default: 0.01, unit: "s", range: 0.001...2, group: "spring",
        source: "\(popping) handlePan: POPBasicAnimation duration 0.01",
        summary: "how far behind the finger the fold follows (a basic animation's length)")

    // MARK: Look

    /// The eye's distance from the hinge, points (m34 = 2.5/−2000).
    public static let eyeDistance = Setting<Double>(
        "pop.eyeDistance", default: 800, unit: "pt", range: 50...100_000, group: "look",
        source: "\(popping) transform3d: m34 = 2.5 / −2000",
        summary: "the eye's distance from the hinge (m34 = −1/d)")
    /// `CIGaussianBlur`'s radius for the back face, points.
    public static let blurRadius = Setting<Double>(
        "pop.blurRadius", default: 10, unit: "pt", range: 0...100, group: "look",
        source: "schneiderandre/popping UIImage+Blur.m: CIGaussianBlur inputRadius 10",
        summary: "how blurred the back of the folded half is")
    /// The outer corners' radius, points.
    public static let cornerRadius = Setting<Double>(
        "pop.cornerRadius", default: 5, unit: "pt", range: 0...130, group: "look",
        source: "\(popping) maskForView: cornerRadii (5, 5)",
        summary: "the rounding of the square's outer corners")

    /// Every pop setting, in the order `params` lists them.
    public static let all: [any AnySetting] = [
        tension, friction, mass, bounciness, speed, pokeVelocity, followDuration, eyeDistance, blurRadius,
        cornerRadius,
    ]

    /// pop's setters for the dials: tension and friction from the dials, mass back to 1.
    private static func setDials(_ dynamics: SpringDynamics, in values: inout SettingValues) {
        values[tension] = dynamics.tension
        values[friction] = dynamics.friction
        values[mass] = dynamics.mass
    }

    /// The spring's constants in `values`.
    public static func dynamics(_ values: SettingValues) -> SpringDynamics {
        SpringDynamics(tension: values[tension], friction: values[friction], mass: values[mass])
    }
}
