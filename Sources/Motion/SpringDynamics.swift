/// pop's spring constants: tension k, friction b and mass m of x″ = −(k/m)·x − (b/m)·x′,
/// and its "bounciness / speed" dials, converted exactly as pop's POPAnimationExtras does
/// (`POPAnimationExtras.mm`, the Origami/Quartz Composer mapping).
public struct SpringDynamics: Sendable, Equatable {
    /// k, pop units. pop's default (bounciness 4, speed 12): 342.10.
    public var tension: Double
    /// b, pop units. Default 30.49.
    public var friction: Double
    /// m. Default 1.
    public var mass: Double

    public init(tension: Double, friction: Double, mass: Double = 1) {
        self.tension = tension
        self.friction = friction
        self.mass = mass
    }

    /// The spring for pop's `springBounciness` and `springSpeed` (each documented in
    /// [0, 20]); mass 1.
    ///
    ///     b = 0.8·(bounciness/1.7)/20,  s = (speed/1.7)/20
    ///     Tq = 0.5 + s·(200 − 0.5),     Fq = lerp(noBounce(Tq), 0.01, 2b − b²)
    ///     tension = 194 + (Tq − 30)/50·181,  friction = 25 + (Fq − 8)/2·6
    public init(bounciness: Double, speed: Double) {
        let b = 0.8 * (bounciness / 1.7) / 20
        let s = (speed / 1.7) / 20
        let tq = 0.5 + s * (200 - 0.5)
        let u = 2 * b - b * b
        let fq = Self.noBounce(tq) + (0.01 - Self.noBounce(tq)) * u
        self.init(tension: Self.popTension(origami: tq), friction: Self.popFriction(origami: fq), mass: 1)
    }

    /// pop's inverse (`convertTension:friction:toBounciness:speed:`): the dials that give
    /// this tension and friction, by solving the quadratic in u = 2b − b² back to b.
    public var bouncinessAndSpeed: (bounciness: Double, speed: Double) {
        let tq = (tension - 194) * 50 / 181 + 30
        let fq = (friction - 25) * 2 / 6 + 8
        let s = (tq - 0.5) / (200 - 0.5)
        let speed = s * 20 * 1.7
        // (nb − 0.01)·b² + 2(0.01 − nb)·b + (nb − Fq) = 0, the root in [0, 1].
        let nb = Self.noBounce(tq)
        let a = nb - 0.01, bq = 2 * (0.01 - nb), c = nb - fq
        var b = 0.0
        if abs(a) > 1e-12 {
            let discriminant = Swift.max(0, bq * bq - 4 * a * c)
            b = (-bq - discriminant.squareRoot()) / (2 * a)
        }
        let bounciness = b / 0.8 * 20 * 1.7
        return (bounciness, speed)
    }

    /// The Origami friction at which a spring of Origami tension `t` just stops bouncing
    /// (pop's piecewise cubic fit).
    static func noBounce(_ t: Double) -> Double {
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }

    static func popTension(origami t: Double) -> Double { 194 + (t - 30) / 50 * 181 }
    static func popFriction(origami f: Double) -> Double { 25 + (f - 8) / 2 * 6 }
}
