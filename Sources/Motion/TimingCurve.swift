#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What paces an animation from its start to its end: a Core Animation cubic Bézier over a
/// duration the caller chooses, or a spring that takes the time it needs to settle.
///
/// Both read the same way, progress for the fraction of the animation's duration gone
/// (`value(at:)`); a spring's duration is its own (`duration(nominal:)`), so its fraction x
/// is x·`settlingDuration` seconds of its motion.
public enum TimingCurve: Sendable, Hashable {
    /// A cubic Bézier over the caller's duration.
    case bezier(TimingFunction)
    /// A spring over its own settling duration.
    case spring(SpringCurve)

    /// `.bezier(.linear)`: progress equals the time fraction.
    public static let linear = TimingCurve.bezier(.linear)
    /// `.bezier(.default)`, Core Animation's default curve.
    public static let `default` = TimingCurve.bezier(.default)
    /// `.bezier(.easeIn)`.
    public static let easeIn = TimingCurve.bezier(.easeIn)
    /// `.bezier(.easeOut)`.
    public static let easeOut = TimingCurve.bezier(.easeOut)
    /// `.bezier(.easeInEaseOut)`.
    public static let easeInEaseOut = TimingCurve.bezier(.easeInEaseOut)

    /// Progress for the time fraction `x` of the animation's duration: the Bézier's value, or
    /// the spring's at x·settlingDuration seconds. Exactly 0 at x ≤ 0 (and NaN), exactly 1 at
    /// x ≥ 1, so an animation lands on its end; a spring with ζ < 1, and a Bézier with y
    /// outside [0, 1], leave [0, 1] in between.
    public func value(at x: Double) -> Double {
        switch self {
        case .bezier(let curve):
            return curve.value(at: x)
        case .spring(let spring):
            guard x > 0 else { return 0 }
            guard x < 1 else { return 1 }
            return spring.value(at: x * spring.settlingDuration)
        }
    }

    /// How long an animation on this curve lasts, seconds: `nominal` (the setting's duration,
    /// or the share of it a release has left) for a Bézier; for a spring its own settling
    /// duration, whatever `nominal` says, as SwiftUI's `.spring` animation takes no duration.
    public func duration(nominal: Double) -> Double {
        switch self {
        case .bezier: nominal
        case .spring(let spring): spring.settlingDuration
        }
    }

    /// The progress the curve passes through on its way, [0, 1] widened by any overshoot: a
    /// spring's from 0 (it leaves at rest and never dips below) to its first peak,
    /// 1 + e^(−ζπ/√(1 − ζ²)) below critical damping; a Bézier's sampled 1024 times.
    public var progressRange: ClosedRange<Double> {
        switch self {
        case .spring(let spring):
            let zeta = spring.dampingFraction
            guard zeta < 1 else { return 0...1 }
            return 0...(1 + exp(-zeta * .pi / (1 - zeta * zeta).squareRoot()))
        case .bezier(let curve):
            let values = (0...1024).map { curve.value(at: Double($0) / 1024) }
            return Swift.min(0, values.min() ?? 0)...Swift.max(1, values.max() ?? 1)
        }
    }

    /// The Bézier, or nil for a spring.
    public var bezier: TimingFunction? {
        if case .bezier(let curve) = self { curve } else { nil }
    }

    /// The spring, or nil for a Bézier.
    public var spring: SpringCurve? {
        if case .spring(let spring) = self { spring } else { nil }
    }
}
