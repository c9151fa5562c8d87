#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A critically damped return to 0: the motion of a scroll view's edge bounce or a board
/// that resists a swipe past its last page. A value, not an object; time is an argument.
///
/// With x₀ = `from`, v₀ = `velocity`, ω = `stiffness` and s = t − `beginTime`, the solution
/// of x″ + 2ωx′ + ω²x = 0 is
///
///     x(s) = (x₀ + (v₀ + ω·x₀)·s) · e^(−ω·s)
///
/// which never overshoots 0 when v₀ points back toward 0 (or is 0), and from rest (x₀ = 0)
/// with a velocity goes out to v₀ / (ω·e) at s = 1/ω and comes back: a nudge.
public struct SpringBack: Sendable, Equatable {
    /// Displacement at `beginTime` (any unit; pixels on the board).
    public var from: Double
    /// Velocity at `beginTime`, units per second. Default 0.
    public var velocity: Double
    /// ω, 1/s: larger returns faster (about 5/ω seconds to settle). Default 12.
    public var stiffness: Double
    /// Start, seconds, in the caller's time. Default 0.
    public var beginTime: Double

    public init(from: Double, velocity: Double = 0, stiffness: Double = 12, beginTime: Double = 0) {
        self.from = from.isFinite ? from : 0
        self.velocity = velocity.isFinite ? velocity : 0
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 12
        self.beginTime = beginTime.isFinite ? beginTime : 0
    }

    /// The displacement at `time` (seconds): `from` at and before `beginTime`.
    public func value(at time: Double) -> Double {
        guard time > beginTime else { return from }
        let s = time - beginTime, w = stiffness
        guard s.isFinite else { return 0 }   // infinitely late: at rest
        return (from + (velocity + w * from) * s) * exp(-w * s)
    }

    /// True once the displacement stays within `tolerance` of 0 from `time` on.
    ///
    /// After the single turning point at s* = 1/ω − x₀/(v₀ + ω·x₀) the magnitude only
    /// shrinks, so being past it and within tolerance is enough.
    public func isSettled(at time: Double, tolerance: Double = 0.25) -> Bool {
        let s = Swift.max(0, time - beginTime)
        let slope = velocity + stiffness * from
        let turning = slope == 0 ? 0 : 1 / stiffness - from / slope
        return s >= turning && abs(value(at: time)) <= tolerance
    }
}
