import Testing
@testable import Motion

/// A running animation given a new duration or curve goes on from the value it shows.
@Suite struct RetimingTests {
    let fold = BasicAnimation(from: 0, to: 1, duration: 0.3, timingFunction: .easeOut, beginTime: 1)

    @Test func aNewDurationKeepsTheElapsedFractionAndTheValue() {
        let now = 1.1
        let slower = fold.retimed(at: now, duration: 0.6, timingFunction: .easeOut)
        #expect(abs(slower.value(at: now) - fold.value(at: now)) < 1e-12)
        // A third of the way through either way: 0.2 s of the 0.6 are gone.
        #expect(abs(slower.beginTime - (now - 0.2)) < 1e-12)
        #expect(abs(slower.endTime - (now + 0.4)) < 1e-12)
        #expect(abs(slower.value(at: now + 0.2) - TimingFunction.easeOut.value(at: 2.0 / 3)) < 1e-12)
    }

    @Test func aNewCurveGoesOnFromTheSameValue() {
        for now in [1.03, 1.1, 1.2, 1.29] {
            for curve in [TimingCurve.linear, .easeIn, .easeInEaseOut, .default] {
                let next = fold.retimed(at: now, duration: 0.3, timingFunction: curve)
                #expect(abs(next.value(at: now) - fold.value(at: now)) < 1e-9, "\(curve) at \(now)")
                #expect(next.endTime > now && next.value(at: next.endTime) == 1)
            }
        }
        // easeOut is ahead of linear in time: the same value is further along a linear run.
        let linear = fold.retimed(at: 1.1, duration: 0.3, timingFunction: .linear)
        #expect(abs(linear.beginTime - (1.1 - 0.3 * TimingFunction.easeOut.value(at: 1.0 / 3))) < 1e-9)
    }

    @Test func anOvershootingCurveTakesTheCrossingNearestInTime() {
        // y rises past 1, falls below 0.9 and rises to 1 again: 0.9 is reached early and late.
        let overshoot = TimingFunction(controlPoints: 0.3, 2.5, 0.6, 0.2)
        let early = overshoot.timeFraction(reaching: 0.9, near: 0.1)
        let late = overshoot.timeFraction(reaching: 0.9, near: 0.95)
        #expect(early < late)
        #expect(abs(overshoot.value(at: early) - 0.9) < 1e-9 && abs(overshoot.value(at: late) - 0.9) < 1e-9)
        // Progress no point of the curve has: the closest it comes.
        let highest = TimingFunction.linear.timeFraction(reaching: 1.4, near: 0.2)
        #expect(highest == 1)
    }

    @Test func beforeTheStartOrAfterTheEndOnlyTheTimingChanges() {
        let early = fold.retimed(at: 0.5, duration: 0.6, timingFunction: .linear)
        #expect(early.beginTime == 1 && early.duration == 0.6 && early.timingFunction == .linear)
        let late = fold.retimed(at: 2, duration: 0.6, timingFunction: .linear)
        #expect(late.beginTime == 1 && late.value(at: 2) == 1)
    }
}
