import Motion
import Testing

@Suite struct SpringAnimationTests {
    /// Popping's spring: tension 200, friction 12.9589, mass 2, set after the dials.
    static func popping(from: Double, velocity: Double = 0) -> SpringAnimation {
        var spring = SpringAnimation(from: from, to: 0, velocity: velocity)
        spring.tension = 200
        spring.friction = 12.9589
        spring.mass = 2
        return spring
    }

    @Test func poppingsReleaseFromMinusPiOvershootsAndSettles() {
        var spring = Self.popping(from: -.pi)
        var peak = -Double.infinity, t = 0.0
        while !spring.isFinished && t < 10 {
            spring.advance(by: 1.0 / 60)
            t += 1.0 / 60
            peak = max(peak, spring.value)
        }
        #expect(abs(peak - 1.07) < 0.02, "overshoot \(peak) rad")
        // pop's solver test (|x| < 0.005, |v| < 0.5, |a| < 0.25) holds from 1.817 s at
        // 60 Hz; the brief's "about 1.87 s" comes from pop's own stepping, which starts
        // each frame from the interpolated state and so runs about 1 ms a frame behind.
        #expect(t > 1.78 && t < 1.9, "settled after \(t) s")
        #expect(spring.value == 0 && spring.velocity == 0)
    }

    /// Anchors §3.2's other two runs at 60 Hz: from −π/2 the values written converge
    /// first (pop's state test: two in a row within thr/5 and within thr/5 of the
    /// target) at about 1.57 s; a poke (5 rad/s from 0) peaks at +0.327, dips to −0.111
    /// and is done at about 1.32 s.
    @Test func fromHalfwayAndAfterAPokeTheyEndWhenPopSays() {
        func run(_ spring: SpringAnimation) -> (peak: Double, dip: Double, time: Double) {
            var spring = spring, peak = -Double.infinity, dip = Double.infinity, t = 0.0
            while !spring.isFinished && t < 10 {
                spring.advance(by: 1.0 / 60)
                t += 1.0 / 60
                peak = max(peak, spring.value)
                dip = min(dip, spring.value)
            }
            return (peak, dip, t)
        }
        let halfway = run(Self.popping(from: -.pi / 2))
        #expect(abs(halfway.peak - 0.535) < 0.005, "overshoot \(halfway.peak)")
        #expect(halfway.time > 1.5 && halfway.time < 1.62, "settled after \(halfway.time) s")
        let poked = run(Self.popping(from: 0, velocity: 5))
        // A zero step moves nothing and ends nothing, even at the target.
        var still = Self.popping(from: 0, velocity: 5)
        still.advance(by: 0)
        #expect(!still.isFinished && still.velocity == 5)
        // Nor does a sliver of a step (a window's first frame right after the poke).
        var sliver = Self.popping(from: 0, velocity: 5)
        sliver.advance(by: 0.0003)
        #expect(!sliver.isFinished, "a 0.3 ms first step ended the poke")
        sliver.advance(by: 1.0 / 60)
        #expect(!sliver.isFinished && sliver.value > 0.05)
        #expect(abs(poked.peak - 0.327) < 0.005 && abs(poked.dip + 0.111) < 0.005)
        #expect(poked.time > 1.25 && poked.time < 1.38, "settled after \(poked.time) s")
    }

    @Test func theStateAtATimeDoesNotDependOnTheFrameRate() {
        for t in [0.1, 0.37, 0.5, 1.0] {
            var values: [Double] = []
            for hz in [30.0, 60.0, 144.0] {
                var spring = Self.popping(from: -.pi)
                let frames = Int((t * hz).rounded())
                for _ in 0..<frames { spring.advance(by: 1 / hz) }
                // Land on t exactly with one last partial step.
                spring.advance(by: max(0, t - Double(frames) / hz))
                values.append(spring.value)
            }
            #expect(abs(values[0] - values[1]) < 1e-9 && abs(values[1] - values[2]) < 1e-9, "t \(t): \(values)")
        }
    }

    @Test func aPokeMovesOutAndComesBack() {
        var spring = Self.popping(from: 0, velocity: 5)
        var peak = 0.0, t = 0.0
        while !spring.isFinished && t < 10 {
            spring.advance(by: 1.0 / 60)
            t += 1.0 / 60
            peak = max(peak, spring.value)
        }
        #expect(peak > 0.3 && peak < 1, "peak \(peak)")
        #expect(spring.isFinished && t < 3)
    }

    @Test func settingTheDialsResetsTheMassAsPopDoes() {
        var spring = SpringAnimation(from: 1, to: 0)
        spring.mass = 2
        spring.bounciness = 18
        #expect(spring.mass == 1 && abs(spring.friction - 12.959) < 0.005)
        spring.mass = 3
        #expect(spring.mass == 3 && abs(spring.tension - 342.10) < 0.005)
    }

    @Test func matchesTheExactSolutionOfTheDampedSpring() {
        // Underdamped x(t) = e^(−ζω t)(A cos ω_d t + B sin ω_d t); RK4 at 1 ms is within 1e-9.
        var spring = Self.popping(from: -.pi)
        let k = 200.0, b = 12.9589, m = 2.0
        let w0 = (k / m).squareRoot(), zeta = b / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let a = -Double.pi, bb = zeta * w0 * a / wd
        for _ in 0..<30 { spring.advance(by: 0.01) }
        let t = 0.3
        let exact = exp(-zeta * w0 * t) * (a * cos(wd * t) + bb * sin(wd * t))
        #expect(abs(spring.value - exact) < 1e-8, "\(spring.value) vs \(exact)")
    }

    @Test func anAbsurdStepEndsAtTheTarget() {
        var spring = Self.popping(from: -1)
        spring.advance(by: 31)
        #expect(spring.isFinished && spring.value == 0)
        var odd = SpringAnimation(from: .nan, to: 1, velocity: .infinity)
        odd.advance(by: .nan)
        odd.advance(by: 0.5)
        #expect(odd.value.isFinite)
    }
}

#if canImport(Glibc)
import Glibc
#endif
