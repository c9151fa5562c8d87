/// pop's `POPSpringAnimation` on one value: a damped spring toward `target`, integrated
/// as pop's POPSpringSolver does (`POPSpringSolver.h`). A value type that owns its clock: the
/// caller advances it by each frame's time step.
///
/// - RK4 with a fixed 1 ms step on the spring x″ = −(k/m)(x − target) − (b/m)·x′;
/// - the value shown between two steps is the linear interpolation of the two states
///   around it, so the state at time t is the same whatever frame rate stepped it;
/// - a step longer than 30 s (`maximumStep`) ends the animation at the target;
/// - done, as in pop, when either the solver has converged (|x − target| < thr/2,
///   v² < 25·thr and a² < 625·thr²) or the values written have (the last two within
///   thr/5 of each other and the last within thr/5 of the target), with thr = `threshold`,
///   pop's per-property value (0.01 for rotations); the value is then the target. The
///   second test compares values a frame apart, so when a spring ends depends a little
///   on the frame rate, as it does in pop; the state at any time before does not.
///
/// The order of setting matters as in pop: setting `bounciness` or `speed` recomputes
/// tension and friction and resets the mass to 1; setting `tension`, `friction` or
/// `mass` changes only that constant.
public struct SpringAnimation: Sendable {
    /// pop's `solverDt`, seconds.
    public static let solverStep = 0.001
    /// pop's `maxSolverDt`, seconds.
    public static let maximumStep = 30.0

    /// pop's `springBounciness`, [0, 20]. Default 4.
    public var bounciness: Double = 4 {
        didSet { dynamics = SpringDynamics(bounciness: bounciness, speed: speed) }
    }
    /// pop's `springSpeed`, [0, 20]. Default 12.
    public var speed: Double = 12 {
        didSet { dynamics = SpringDynamics(bounciness: bounciness, speed: speed) }
    }
    /// The constants in use (from the dials, or set one by one).
    public private(set) var dynamics = SpringDynamics(bounciness: 4, speed: 12)
    /// `dynamicsTension`. Setting it keeps friction and mass.
    public var tension: Double {
        get { dynamics.tension }
        set { dynamics.tension = newValue }
    }
    /// `dynamicsFriction`. Setting it keeps tension and mass.
    public var friction: Double {
        get { dynamics.friction }
        set { dynamics.friction = newValue }
    }
    /// `dynamicsMass`, > 0. Setting it keeps tension and friction.
    public var mass: Double {
        get { dynamics.mass }
        set { dynamics.mass = newValue }
    }

    /// Where the spring rests (`toValue`).
    public var target: Double
    /// The property's convergence threshold (rotation: 0.01 rad). Default 0.01.
    public var threshold: Double
    /// The value and velocity (units per second) shown now.
    public private(set) var value: Double
    public private(set) var velocity: Double
    /// True once converged (or ended by an absurd step); `value` is then `target`.
    public private(set) var isFinished = false
    /// Seconds advanced since the start.
    public private(set) var elapsed = 0.0

    /// The integrated states on the 1 ms grid around `elapsed`: step n and n + 1, as
    /// (displacement from the target, velocity).
    private var previous: SIMD2<Double>
    private var current: SIMD2<Double>
    private var steps = 0
    /// The value shown by the last `advance` (at first, `from`): pop's `previousVec`.
    private var lastShown: Double

    /// A spring from `from` to `to`, starting with `velocity` (units per second).
    public init(from: Double, to: Double, velocity: Double = 0, threshold: Double = 0.01) {
        let start = SIMD2(from.isFinite ? from - to : 0, velocity.isFinite ? velocity : 0)
        target = to.isFinite ? to : 0
        self.threshold = threshold > 0 ? threshold : 0.01
        value = target + start.x
        self.velocity = start.y
        previous = start
        current = start
        lastShown = value
    }

    /// Advances by `dt` seconds (a frame's step): integrates every whole millisecond now
    /// due and interpolates the rest. Negative or NaN steps are ignored.
    public mutating func advance(by dt: Double) {
        guard !isFinished, dt.isFinite, dt >= 0 else { return }
        if dt > Self.maximumStep {
            finish()
            return
        }
        elapsed += dt
        // Whole milliseconds due, robust to the rounding of summed frame times. `elapsed`
        // is finite and grows by at most 30 s a call, each integrated step by step, so it
        // never nears Int.max milliseconds.
        let due = Int((elapsed / Self.solverStep + 1e-7).rounded(.down))
        while steps < due {
            previous = current
            current = integrate(current)
            steps += 1
        }
        let alpha = Swift.min(Swift.max(elapsed / Self.solverStep - Double(steps), 0), 1)
        // Between step n − 1 (previous) and n (current) lies nothing new: the state shown
        // is step n, moved on by alpha of the next step's change.
        let next = alpha > 0 ? integrate(current) : current
        let shown = current + (next - current) * alpha
        value = target + shown.x
        velocity = shown.y
        let acceleration = self.acceleration(shown)
        let solverConverged = abs(shown.x) < threshold / 2 && shown.y * shown.y < 25 * threshold
            && acceleration * acceleration < 625 * threshold * threshold
        // Two values a frame apart. A step shorter than one of the solver's writes nothing
        // pop would: a zero step (pop's first frame), or the sliver a window's first frame
        // takes right after a poke from rest, which would otherwise end it at once.
        let valuesConverged = dt >= Self.solverStep && abs(shown.x) < threshold / 5
            && abs(value - lastShown) < threshold / 5
        lastShown = value
        if solverConverged || valuesConverged { finish() }
    }

    private mutating func finish() {
        isFinished = true
        value = target
        velocity = 0
    }

    /// a = −(k/m)·x − (b/m)·v for the state (x, v), x measured from the target.
    private func acceleration(_ state: SIMD2<Double>) -> Double {
        let m = dynamics.mass > 0 ? dynamics.mass : 1
        return (-dynamics.tension * state.x - dynamics.friction * state.y) / m
    }

    /// One classical RK4 step of 1 ms.
    private func integrate(_ state: SIMD2<Double>) -> SIMD2<Double> {
        let h = Self.solverStep
        func derivative(_ s: SIMD2<Double>) -> SIMD2<Double> { SIMD2(s.y, acceleration(s)) }
        let k1 = derivative(state)
        let k2 = derivative(state + k1 * (h / 2))
        let k3 = derivative(state + k2 * (h / 2))
        let k4 = derivative(state + k3 * h)
        return state + (k1 + 2 * k2 + 2 * k3 + k4) * (h / 6)
    }
}
