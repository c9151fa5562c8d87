import Testing
@testable import Motion

@Suite struct BasicAnimationTests {
    let fold = BasicAnimation(from: 0, to: 90, duration: 0.3, timingFunction: .easeOut, beginTime: 1)

    @Test func holdsFromBeforeAndToAfter() {
        #expect(fold.value(at: -5) == 0)
        #expect(fold.value(at: 0.999) == 0)
        #expect(fold.value(at: 1) == 0)
        #expect(fold.value(at: 1.3) == 90)
        #expect(fold.value(at: 100) == 90)
        #expect(fold.endTime == 1.3)
        #expect(!fold.isFinished(at: 1.2999))
        #expect(fold.isFinished(at: 1.3))
    }

    @Test func followsTheTimingFunctionInBetween() {
        for i in 0...30 {
            let fraction = Double(i) / 30
            let time = 1 + 0.3 * fraction
            let eased = TimingFunction.easeOut.value(at: (time - 1) / 0.3)
            #expect(abs(fold.progress(at: time) - eased) < 1e-12)
            #expect(abs(fold.value(at: time) - 90 * eased) < 1e-9)
        }
        let linear = BasicAnimation(from: 10, to: 20, duration: 2)
        #expect(linear.value(at: 0.5) == 12.5)
        #expect(linear.value(at: 1) == 15)
    }

    @Test func endsAreExactForAwkwardNumbers() {
        let move = BasicAnimation(from: 0.1, to: 0.7, duration: 0.3)
        #expect(move.value(at: 0) == 0.1)
        #expect(move.value(at: 0.3) == 0.7)
    }

    @Test func timeScaleStretchesTheDurationNotTheBegin() {
        for scale in [1.0, 2, 5, 10] {
            let slow = BasicAnimation(from: 0, to: 1, duration: 0.3, timingFunction: .easeOut,
                                      beginTime: 1, timeScale: scale)
            #expect(abs(slow.endTime - (1 + 0.3 * scale)) < 1e-12)
            #expect(slow.value(at: 1) == 0)
            for i in 0...10 {
                let t = 0.3 * Double(i) / 10
                // What the normal-speed animation shows at 1 + t, the slow one shows at 1 + scale·t.
                #expect(abs(slow.value(at: 1 + scale * t) - fold.value(at: 1 + t) / 90) < 1e-12)
            }
            #expect(!slow.isFinished(at: 1 + 0.3 * scale - 1e-9))
            #expect(slow.isFinished(at: 1 + 0.3 * scale))
        }
    }

    @Test func zeroOrNegativeDurationJumps() {
        for duration: Double in [0, -1, .nan] {
            let jump = BasicAnimation(from: 3, to: 4, duration: duration, beginTime: 2)
            #expect(jump.endTime == 2)
            #expect(jump.value(at: 1.999) == 3)
            #expect(jump.value(at: 2) == 4)
            #expect(jump.progress(at: 2) == 1)
            #expect(jump.isFinished(at: 2))
            #expect(!jump.isFinished(at: 1.999))
        }
    }

    @Test func oddNumbersNeverGiveNaN() {
        let animations = [
            BasicAnimation(from: 0, to: 1, duration: 1, timeScale: 0),
            BasicAnimation(from: 0, to: 1, duration: 1, timeScale: -2),
            BasicAnimation(from: 0, to: 1, duration: 1, timeScale: .nan),
            BasicAnimation(from: 0, to: 1, duration: 1, beginTime: .nan),
            BasicAnimation(from: 0, to: 1, duration: .infinity),
            BasicAnimation(from: 0, to: 1, duration: .leastNonzeroMagnitude),
        ]
        for animation in animations {
            for time: Double in [-.infinity, -1, 0, 0.5, 1, 2, .infinity, .nan] {
                #expect(animation.value(at: time).isFinite, "\(animation) at \(time)")
                #expect(animation.endTime >= 0)
            }
        }
        // Odd time scales read as 1, an odd begin as 0.
        #expect(animations[0].endTime == 1)
        #expect(animations[3].value(at: 0.5) == 0.5)
        #expect(animations[0].value(at: .nan) == 0)
        #expect(!animations[0].isFinished(at: .nan))
    }
}
