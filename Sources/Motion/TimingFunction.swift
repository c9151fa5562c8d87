/// A Core Animation timing curve: the cubic Bézier from P0 = (0, 0) through the control points
/// P1 = (x1, y1) and P2 = (x2, y2) to P3 = (1, 1), read as "eased progress y for time fraction x".
/// Same control points and presets as `CAMediaTimingFunction`: default (0.25, 0.1, 0.25, 1),
/// easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInEaseOut (0.42, 0, 0.58, 1).
///
/// With B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³, written in power form (as WebKit's UnitBezier,
/// the solver pop uses for its basic animations):
///
///     x(t) = ((ax·t + bx)·t + cx)·t,   cx = 3·x1,  bx = 3·(x2 − x1) − cx,  ax = 1 − cx − bx
///
/// and the same for y. `value(at:)` solves x(t) = x for t, then returns y(t).
public struct TimingFunction: Sendable, Hashable {
    /// First control point, x: time fraction, clamped to [0, 1] as CA requires.
    public let x1: Double
    /// First control point, y: progress; may leave [0, 1] (overshoot), limited to ±`yLimit`.
    public let y1: Double
    /// Second control point, x: time fraction, clamped to [0, 1] as CA requires.
    public let x2: Double
    /// Second control point, y: progress; may leave [0, 1] (overshoot), limited to ±`yLimit`.
    public let y2: Double

    // Power-form coefficients of x(t) and y(t) (see the type's comment), set up once.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Largest |y| accepted for a control point: far past any useful overshoot, small enough that
    /// the polynomial can never overflow to infinity and then produce NaN.
    public static let yLimit = 1_000.0

    /// A curve through the control points (x1, y1) and (x2, y2), as
    /// `CAMediaTimingFunction(controlPoints:)`. x1 and x2 are clamped to [0, 1]; y1 and y2 to
    /// ±`yLimit`. A NaN coordinate, or an infinite y, is replaced by `.linear`'s, (0, 0) and
    /// (1, 1), so odd input gives a usable curve instead of NaN.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // x in [0, 1] is what makes x(t) increasing, so x(t) = x has exactly one root and
        // bisection on [0, 1] always brackets it. Proof: x'(t)/3 is the quadratic Bernstein
        // polynomial with coefficients (a, b, c) = (x1, x2 − x1, 1 − x2); with a, c ≥ 0 it is
        // ≥ 0 on [0, 1] iff b ≥ −√(ac), and for b < 0 that is
        // (x1 − x2)² ≤ x1·(1 − x2)  ⇔  x1(1 − x1) + x2(x1 − x2) ≥ 0, true for 0 ≤ x2 < x1 ≤ 1.
        func clampedX(_ x: Double, otherwise fallback: Double) -> Double {
            x.isNaN ? fallback : min(max(x, 0), 1)
        }
        func clampedY(_ y: Double, otherwise fallback: Double) -> Double {
            y.isFinite ? min(max(y, -Self.yLimit), Self.yLimit) : fallback
        }
        self.x1 = clampedX(x1, otherwise: 0)
        self.y1 = clampedY(y1, otherwise: 0)
        self.x2 = clampedX(x2, otherwise: 1)
        self.y2 = clampedY(y2, otherwise: 1)

        cx = 3 * self.x1
        bx = 3 * (self.x2 - self.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * self.y1
        by = 3 * (self.y2 - self.y1) - cy
        ay = 1 - cy - by
    }

    /// Linear pacing, (0, 0, 1, 1): progress equals the time fraction.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// CA's default curve, (0.25, 0.1, 0.25, 1): a gentle ease in, a long ease out.
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
    /// Ease in, (0.42, 0, 1, 1): starts slowly, ends at full speed.
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Ease out, (0, 0, 0.58, 1): starts at full speed, ends slowly.
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Ease in and out, (0.42, 0, 0.58, 1): slow at both ends, point-symmetric about (0.5, 0.5).
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)

    /// Eased progress for the time fraction `x`, usually in [0, 1] (outside it when y1 or y2 is).
    /// `x` is clamped to [0, 1]; exactly 0 at x ≤ 0 and exactly 1 at x ≥ 1; NaN reads as 0.
    /// Monotone in x whenever y1 and y2 are in [0, 1]. Within 1e-12 of a 200-step bisection
    /// reference on the presets and random curves; only within ~1e-14 of an x where x'(t) = 0 at
    /// the root (e.g. (1, 0, 0, 1) at 0.5) does a Double pin y down no better than ~1e-6.
    public func value(at x: Double) -> Double {
        // `!(x > 0)` also catches NaN.
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        // Control points on the diagonal make y(t) ≡ x(t), the identity (this includes `.linear`):
        // answer exactly instead of through a solver that is ill-conditioned where x'(t) → 0.
        if x1 == y1 && x2 == y2 { return x }
        return sampleY(solveT(forX: x))
    }

    // MARK: - Solving x(t) = x

    /// Newton stops once its step in t is below this. Tested on the step in t, not on the
    /// residual in x: dy/dx = y'(t)/x'(t) is large where x' is small, so a small residual in x
    /// can still leave a large error in y. Convergence is quadratic, so the t reached by a step
    /// below 1e-7 is off by about 1e-14·|x''/2x'|.
    private static let newtonStepTolerance = 1e-7
    /// Below this |x'(t)| a Newton step is unreliable (it jumps far or divides by ~0): bisect.
    private static let flatSlope = 1e-6
    /// Newton from t = x takes 2–5 steps over most of the presets' range; more means it is
    /// crawling (x' → 0 at the root, e.g. easeIn near x = 1) and bisection is the surer way.
    private static let newtonIterations = 8
    /// Bisection stops when the bracket in t is this narrow: the error in y is then below
    /// 1e-12·max|y'|.
    private static let bisectionTolerance = 1e-12

    /// The t in [0, 1] with x(t) = x, for x in (0, 1).
    private func solveT(forX x: Double) -> Double {
        // Newton's method, t ← t − (x(t) − x)/x'(t), from t = x (close for the presets).
        var t = x
        for _ in 0..<Self.newtonIterations {
            let slope = sampleDerivativeX(t)
            guard abs(slope) >= Self.flatSlope else { break }
            let step = (sampleX(t) - x) / slope
            t -= step
            guard t >= 0, t <= 1 else { break }
            if abs(step) < Self.newtonStepTolerance { return t }
        }
        // Bisection on [0, 1]: x(t) is monotone (see init), so the root is always bracketed.
        var lower = 0.0, upper = 1.0
        while upper - lower > Self.bisectionTolerance {
            t = 0.5 * (lower + upper)
            let error = sampleX(t) - x
            if error == 0 { return t }
            if error < 0 { lower = t } else { upper = t }
        }
        return 0.5 * (lower + upper)
    }

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    /// x'(t) = (3·ax·t + 2·bx)·t + cx.
    @inline(__always) private func sampleDerivativeX(_ t: Double) -> Double {
        (3 * ax * t + 2 * bx) * t + cx
    }
}
