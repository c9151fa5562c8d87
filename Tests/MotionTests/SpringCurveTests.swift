import Foundation
import Testing
@testable import Motion

/// SwiftUI's spring (response, damping fraction) from rest at 0 to 1: each regime's closed
/// form against an independent RK4 integration, the critically damped one against its
/// formula, the overshoot of an underdamped one, and the settling time by its definition.
@Suite struct SpringCurveTests {
    /// x″ = ω²(1 − x) − 2ζω·x′ integrated with RK4 on a 0.1 ms grid: the slow, obvious reference.
    static func integrated(_ spring: SpringCurve, at time: Double) -> (x: Double, v: Double) {
        let w = spring.angularFrequency, zeta = spring.dampingFraction
        func accel(_ x: Double, _ v: Double) -> Double { w * w * (1 - x) - 2 * zeta * w * v }
        var (x, v) = (0.0, 0.0)
        let h = 1e-4
        var t = 0.0
        while t < time - 1e-12 {
            let step = min(h, time - t)
            let (k1x, k1v) = (v, accel(x, v))
            let (k2x, k2v) = (v + step / 2 * k1v, accel(x + step / 2 * k1x, v + step / 2 * k1v))
            let (k3x, k3v) = (v + step / 2 * k2v, accel(x + step / 2 * k2x, v + step / 2 * k2v))
            let (k4x, k4v) = (v + step * k3v, accel(x + step * k3x, v + step * k3v))
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += step
        }
        return (x, v)
    }

    @Test(arguments: [(0.4, 1.0), (0.5, 0.3), (0.3, 0.8), (0.6, 2.5), (1.2, 1.000001), (0.2, 0.05)])
    func eachRegimeMatchesTheEquation(response: Double, damping: Double) {
        let spring = SpringCurve(response: response, dampingFraction: damping)
        for t in stride(from: 0.0, through: 1.0, by: 0.0625) {
            let reference = Self.integrated(spring, at: t)
            #expect(abs(spring.value(at: t) - reference.x) < 1e-9, "x at \(t)")
            #expect(abs(spring.velocity(at: t) - reference.v) < 1e-7 * spring.stiffness, "v at \(t)")
        }
    }

    @Test func criticalDampingIsTheClosedForm() {
        let spring = SpringCurve(response: 0.4, dampingFraction: 1)
        let w = 2 * Double.pi / 0.4
        for k in 0...40 {
            let t = Double(k) / 60
            #expect(abs(spring.value(at: t) - (1 - exp(-w * t) * (1 + w * t))) < 1e-15)
        }
    }

    /// An underdamped spring's first peak is 1 + e^(−ζπ/√(1 − ζ²)) at t = π/ω_d.
    @Test func underdampedOvershootsAndComesBack() {
        let spring = SpringCurve(response: 0.5, dampingFraction: 0.3)
        let wd = spring.angularFrequency * (1 - 0.09).squareRoot()
        let peak = Double.pi / wd
        #expect(abs(spring.value(at: peak) - (1 + exp(-0.3 * .pi / (1 - 0.09).squareRoot()))) < 1e-12)
        #expect(spring.value(at: peak) > 1.37 && abs(spring.velocity(at: peak)) < 1e-9)
        // Then below 1 again half a swing later.
        #expect(spring.value(at: 2 * peak) < 1)
        // The first peak is the highest: what the curve's progress range reaches.
        #expect(abs(TimingCurve.spring(spring).progressRange.upperBound - spring.value(at: peak)) < 1e-12)
        #expect(TimingCurve.spring(SpringCurve(response: 0.5, dampingFraction: 1)).progressRange == 0...1)
    }

    /// Settled means |1 − x| < 0.001 and |x′| < 0.01/s from then on: true just after the
    /// settling duration (checked densely for 3 s), false just before it.
    @Test(arguments: [(0.4, 1.0), (0.5, 0.3), (0.6, 2.5), (0.3, 0.8)])
    func settlingIsWhenItStaysStill(response: Double, damping: Double) {
        let spring = SpringCurve(response: response, dampingFraction: damping)
        let settled = spring.settlingDuration
        func still(_ t: Double) -> Bool {
            abs(1 - spring.value(at: t)) < SpringCurve.settledDistance && abs(spring.velocity(at: t)) < SpringCurve.settledSpeed
        }
        #expect(!still(settled - 1e-6))
        let moving = (0...30_000).map { settled + 1e-8 + Double($0) * 1e-4 }.first { !still($0) }
        #expect(moving == nil, "moves again at \(moving ?? 0) s")
    }

    /// ω = 2π/0.4: e^(−ωt)(1 + ωt) < 0.001 from ωt ≈ 9.23, and ω²t·e^(−ωt) < 0.01 from
    /// ωt ≈ 9.6236, so the speed decides: t = 9.6236/ω ≈ 0.61265 s.
    @Test func theCriticalSpringOfTheCheckSettlesInAboutSixTenths() {
        let spring = SpringCurve(response: 0.4, dampingFraction: 1)
        #expect(abs(spring.settlingDuration - 0.612654) < 1e-5, "\(spring.settlingDuration)")
    }

    /// As a curve: fraction x of the settling time, exactly 0 and 1 at the ends, and its
    /// duration is its own whatever the nominal one.
    @Test func asATimingCurve() {
        let spring = SpringCurve(response: 0.5, dampingFraction: 0.6)
        let curve = TimingCurve.spring(spring)
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1 && curve.value(at: .nan) == 0)
        #expect(curve.duration(nominal: 0.3) == spring.settlingDuration && TimingCurve.easeOut.duration(nominal: 0.3) == 0.3)
        #expect(abs(curve.value(at: 0.25) - spring.value(at: 0.25 * spring.settlingDuration)) < 1e-15)
        let animation = BasicAnimation(from: 0, to: 90, duration: spring.settlingDuration, timingFunction: curve, beginTime: 1)
        #expect(abs(animation.value(at: 1.2) - 90 * spring.value(at: 0.2)) < 1e-9)
        #expect(animation.value(at: 1 + spring.settlingDuration) == 90)
    }

    /// Odd numbers never reach the solver: they read as SwiftUI's default spring.
    @Test func oddNumbersReadAsTheDefaultSpring() {
        for (r, z) in [(0.0, 1.0), (.nan, 1), (0.4, -1), (.infinity, 0.5)] {
            let spring = SpringCurve(response: r, dampingFraction: z)
            #expect(spring.response == 0.55 && spring.dampingFraction == 0.825 && spring.settlingDuration.isFinite)
        }
    }

    /// Retiming onto a swinging spring finds the crossing nearest where it stands.
    @Test func retimingOntoASpringKeepsTheValue() {
        let fold = BasicAnimation(from: 0, to: 1, duration: 0.3, timingFunction: .easeOut, beginTime: 1)
        let spring = TimingCurve.spring(SpringCurve(response: 0.5, dampingFraction: 0.4))
        let next = fold.retimed(at: 1.1, duration: spring.duration(nominal: 0.3), timingFunction: spring)
        #expect(abs(next.value(at: 1.1) - fold.value(at: 1.1)) < 1e-9)
    }
}
