#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spring that carries progress from 0 to 1, described as SwiftUI describes one:
/// `response` (the period, seconds, of the undamped spring) and `dampingFraction` (ζ: below 1
/// it overshoots and comes back, 1 is critically damped, above 1 creeps in). A value; time is
/// an argument.
///
/// With ω = 2π / response, from rest at 0 (x(0) = 0, x′(0) = 0) towards 1, the solution of
/// x″ + 2ζω·x′ + ω²·(x − 1) = 0 is, with a = ζω:
///
///     ζ < 1:  x(t) = 1 − e^(−at)·(cos ω_d·t + (a/ω_d)·sin ω_d·t),   ω_d = ω·√(1 − ζ²)
///     ζ = 1:  x(t) = 1 − e^(−ωt)·(1 + ωt)
///     ζ > 1:  x(t) = 1 + c₁·e^(r₁t) + c₂·e^(r₂t),   r₁,₂ = −ω(ζ ∓ √(ζ² − 1)),
///             c₁ = r₂/(r₁ − r₂), c₂ = −r₁/(r₁ − r₂)
///
/// It has settled (`settlingDuration`) once |1 − x| < 0.001 and |x′| < 0.01 per second for
/// good: an animation on it lasts that long and then lands on 1.
public struct SpringCurve: Sendable, Hashable {
    /// The undamped period, seconds, > 0 (SwiftUI's `response`; its default is 0.55).
    public let response: Double
    /// ζ, > 0: 1 is critically damped, below 1 overshoots (SwiftUI's `dampingFraction`).
    public let dampingFraction: Double
    /// When the motion has settled for good, seconds from its start (see the type's comment).
    public private(set) var settlingDuration: Double

    /// How far from 1 a settled spring may still be, in units of its travel.
    public static let settledDistance = 0.001
    /// How fast a settled spring may still move, travels per second.
    public static let settledSpeed = 0.01
    /// |ζ − 1| below this is solved as critically damped: the closed forms on either side
    /// divide by ω_d or r₁ − r₂, which vanish there.
    static let criticalBand = 1e-9

    /// A spring of `response` seconds and damping fraction `dampingFraction`. Both must be
    /// finite and positive (the settings' parser refuses anything else); other values read as
    /// SwiftUI's default spring, 0.55 s and 0.825, so the core never turns odd input into NaN.
    public init(response: Double, dampingFraction: Double) {
        let valid = response.isFinite && response > 0 && dampingFraction.isFinite && dampingFraction > 0
        self.response = valid ? response : 0.55
        self.dampingFraction = valid ? dampingFraction : 0.825
        settlingDuration = 0
        settlingDuration = findSettlingDuration()
    }

    /// ω = 2π / response, radians per second.
    public var angularFrequency: Double { 2 * .pi / response }

    /// Core Animation's and Compose's stiffness for a unit mass: ω² = (2π / response)².
    public var stiffness: Double { angularFrequency * angularFrequency }

    /// Core Animation's damping for a unit mass: 2ζω = 4πζ / response.
    public var damping: Double { 2 * dampingFraction * angularFrequency }

    /// Progress `time` seconds after the start: 0 at and before 0, the closed form above after;
    /// overshoots 1 when ζ < 1. NaN reads as 0.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 + displacement(at: time).x
    }

    /// The speed of progress at `time`, travels per second: 0 at and before the start.
    public func velocity(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return displacement(at: time).v
    }

    /// x − 1 and x′ at t > 0, by the closed form for ζ's regime.
    private func displacement(at t: Double) -> (x: Double, v: Double) {
        let w = angularFrequency, zeta = dampingFraction
        if abs(zeta - 1) < Self.criticalBand {
            let decay = exp(-w * t)
            return (-decay * (1 + w * t), w * w * t * decay)
        }
        if zeta < 1 {
            let a = zeta * w, wd = w * (1 - zeta * zeta).squareRoot()
            let decay = exp(-a * t), (s, c) = (sin(wd * t), cos(wd * t))
            // x′ = e^(−at)·(a² + ω_d²)/ω_d·sin ω_d·t, and a² + ω_d² = ω².
            return (-decay * (c + a / wd * s), decay * w * w / wd * s)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
        let c1 = r2 / (r1 - r2), c2 = -r1 / (r1 - r2)
        let (e1, e2) = (exp(r1 * t), exp(r2 * t))
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// Whether the spring is within the settled distance and speed at `t`.
    private func isStill(at t: Double) -> Bool {
        let (x, v) = displacement(at: t)
        return abs(x) < Self.settledDistance && abs(v) < Self.settledSpeed
    }

    /// The first time from which the spring stays still (`isStill`) for good.
    ///
    /// Each regime has a decaying bound on |x − 1| and |x′| (for ζ < 1 the amplitudes
    /// e^(−at)/√(1 − ζ²) and e^(−at)·ω/√(1 − ζ²); for ζ = 1 the motion itself, monotone from
    /// t = 1/ω; for ζ > 1 the sums of the two exponentials' amplitudes): past the time `bound`
    /// where both bounds are within the limits, the spring is still for good. Walking back
    /// from there in steps far shorter than a swing (response/400) finds the last moment it was
    /// not, and bisection pins the crossing to 1e-9 s.
    private func findSettlingDuration() -> Double {
        let w = angularFrequency, zeta = dampingFraction
        let bound: (Double) -> Bool
        if abs(zeta - 1) < Self.criticalBand {
            bound = { t in t >= 1 / w && self.isStill(at: t) }
        } else if zeta < 1 {
            let a = zeta * w, spread = 1 / (1 - zeta * zeta).squareRoot()
            bound = { t in
                let envelope = exp(-a * t) * spread
                return envelope < Self.settledDistance && envelope * w < Self.settledSpeed
            }
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
            let c1 = r2 / (r1 - r2), c2 = -r1 / (r1 - r2)
            // r₁ is the slower root, so e^(r₂t) ≤ e^(r₁t) bounds both terms.
            bound = { t in
                let slow = exp(r1 * t)
                return (abs(c1) + abs(c2)) * slow < Self.settledDistance
                    && (abs(c1 * r1) + abs(c2 * r2)) * slow < Self.settledSpeed
            }
        }
        // Double until the bound holds, then bisect down to where it starts to.
        var upper = response
        while !bound(upper) { upper *= 2 }
        var lower = 0.0
        for _ in 0..<60 {
            let middle = 0.5 * (lower + upper)
            if bound(middle) { upper = middle } else { lower = middle }
        }
        let step = response / 400
        var t = upper
        while t > 0, isStill(at: t) { t -= step }
        guard t > 0 else { return 0 }
        // Not still at t, still on (t, upper]: bisect the last crossing.
        var notStill = t, still = Swift.min(t + step, upper)
        while still - notStill > 1e-9 {
            let middle = 0.5 * (notStill + still)
            if isStill(at: middle) { still = middle } else { notStill = middle }
        }
        return still
    }
}
