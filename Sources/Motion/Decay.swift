#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// pop's `POPDecayAnimation`: a value thrown with a velocity that slows down by a constant
/// factor every millisecond, like a flicked scroll view. A value, not an object; time is
/// an argument.
///
/// With v₀ = `velocity` (units per second), k = `deceleration` (per ms) and
/// n = 1000·(t − `beginTime`) milliseconds (pop's decay_position):
///
///     v(t) = v₀ · kⁿ
///     x(t) = x₀ + (v₀ / 1000) · k · (1 − kⁿ) / (1 − k)
///
/// so the whole glide is (v₀ / 1000) · k / (1 − k): 0.499 s × v₀ for k = 0.998.
public struct Decay: Sendable, Equatable {
    /// UIScrollView's normal deceleration rate and pop's default, per millisecond.
    public static let normal = 0.998

    /// Position at `beginTime` (any unit; points for a list).
    public var from: Double
    /// Velocity at `beginTime`, units per second.
    public var velocity: Double
    /// Fraction of the velocity kept per millisecond, in (0, 1). Default 0.998.
    public var deceleration: Double
    /// Start, seconds, in the caller's time. Default 0.
    public var beginTime: Double

    public init(from: Double, velocity: Double, deceleration: Double = Decay.normal, beginTime: Double = 0) {
        self.from = from.isFinite ? from : 0
        self.velocity = velocity.isFinite ? velocity : 0
        self.deceleration = deceleration > 0 && deceleration < 1 ? deceleration : Decay.normal
        self.beginTime = beginTime.isFinite ? beginTime : 0
    }

    /// Where the glide ends: x₀ + (v₀ / 1000) · k / (1 − k).
    public var destination: Double { from + velocity / 1000 * deceleration / (1 - deceleration) }

    /// The position at `time` (seconds); `from` at and before `beginTime`.
    public func value(at time: Double) -> Double {
        guard time > beginTime else { return from }
        let kn = pow(deceleration, 1000 * (time - beginTime))
        return from + velocity / 1000 * deceleration * (1 - kn) / (1 - deceleration)
    }

    /// The velocity at `time`, units per second.
    public func velocity(at time: Double) -> Double {
        guard time > beginTime else { return velocity }
        return velocity * pow(deceleration, 1000 * (time - beginTime))
    }

    /// True once the speed has fallen below `threshold` units per second (pop stops a
    /// decay when its velocity is under its property's threshold).
    public func isFinished(at time: Double, threshold: Double = 1) -> Bool {
        abs(velocity(at: time)) < threshold
    }
}
