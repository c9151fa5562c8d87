/// One Double animated from `from` to `to`, like `CABasicAnimation` on a single key path.
/// A value, not an object: it holds no clock and no state; the caller passes the time.
///
/// With b = `beginTime` and D = `duration` × `timeScale` (the active duration):
///
///     progress(t) = 0                            for t < b
///                 = timingFunction((t − b) / D)  for b ≤ t < b + D
///                 = 1                            for t ≥ b + D
///     value(t)    = from + (to − from) · progress(t)
///
/// `timeScale` follows CA's animation-level `speed` (speed = 1 / timeScale): it stretches the
/// active duration, not `beginTime`, which stays in the caller's time. To slow a whole
/// choreography of delayed animations, scale the time passed in instead.
public struct BasicAnimation: Sendable, Hashable {
    /// Value at and before `beginTime` (any units; fold angles are radians). No default.
    public var from: Double
    /// Value at and after `endTime` (same units as `from`). No default.
    public var to: Double
    /// Length at normal speed, seconds, > 0. Zero, negative or NaN means "jump to `to` at
    /// `beginTime`" (unlike CA, where 0 means 0.25 s). No default.
    public var duration: Double
    /// Pacing curve: a Bézier, or a spring (then `duration` is, by the caller's choice, usually
    /// the spring's settling duration: `TimingCurve.duration(nominal:)`). Default `.linear`, as
    /// CA's nil timing function.
    public var timingFunction: TimingCurve
    /// Start, seconds, in the caller's time (not scaled by `timeScale`). Default 0; NaN or
    /// infinite reads as 0.
    public var beginTime: Double
    /// Slow-motion factor, ≥ 1 in practice: 1, 2, 5, 10 make the animation that many times
    /// slower (the window's `-` / `=` keys). Default 1; zero, negative or non-finite
    /// reads as 1.
    public var timeScale: Double

    /// An animation of `from` → `to` over `duration` seconds starting at `beginTime`.
    public init(
        from: Double,
        to: Double,
        duration: Double,
        timingFunction: TimingCurve = .linear,
        beginTime: Double = 0,
        timeScale: Double = 1
    ) {
        self.from = from
        self.to = to
        self.duration = duration
        self.timingFunction = timingFunction
        self.beginTime = beginTime
        self.timeScale = timeScale
    }

    /// When the animation reaches `to`, seconds: `beginTime` + `duration` × `timeScale`
    /// (= `beginTime` for a jump; +∞ for an infinite duration).
    public var endTime: Double { start + activeDuration }

    /// Eased fraction at `time` (seconds): 0 before `beginTime`, 1 from `endTime` on, in between
    /// `timingFunction` of the elapsed fraction; in [0, 1] unless the curve overshoots.
    /// A NaN time reads as "not started" (0).
    public func progress(at time: Double) -> Double {
        // `!(time >= start)` also catches NaN.
        guard time >= start else { return 0 }
        let active = activeDuration
        guard time < start + active else { return 1 }
        return timingFunction.value(at: (time - start) / active)
    }

    /// The animated value at `time` (seconds): exactly `from` before `beginTime`, exactly `to`
    /// from `endTime` on.
    public func value(at time: Double) -> Double {
        let p = progress(at: time)
        // Both ends exact: p = 0 gives `from` + 0, p = 1 returns `to` itself rather than
        // `from + (to − from)`, which can be an ulp off.
        return p == 1 ? to : from + (to - from) * p
    }

    /// Whether `time` (seconds) is at or past `endTime`, or within `arrivalTolerance` of
    /// it: frame steps summed in floating point (132 steps of 1/60 s) land a rounding error
    /// short of the end they mean. False for NaN.
    public func isFinished(at time: Double) -> Bool { time >= endTime - Self.arrivalTolerance }

    /// How close to `endTime` counts as there, seconds: far below any frame.
    public static let arrivalTolerance = 1e-10

    /// `beginTime`, with odd values read as 0.
    var start: Double { beginTime.isFinite ? beginTime : 0 }

    /// `duration` × `timeScale` in seconds, ≥ 0, with odd values read as documented above.
    var activeDuration: Double {
        // `!(duration > 0)` also catches NaN.
        guard duration > 0 else { return 0 }
        let scale = timeScale.isFinite && timeScale > 0 ? timeScale : 1
        return duration * scale
    }
}
