import Motion
import Testing

@Suite struct SpringBackTests {
    @Test func startsAtItsDisplacementWithItsVelocity() {
        let spring = SpringBack(from: 40, velocity: -100, stiffness: 10, beginTime: 2)
        #expect(spring.value(at: 1) == 40)
        #expect(spring.value(at: 2) == 40)
        let h = 1e-6
        let slope = (spring.value(at: 2 + h) - spring.value(at: 2)) / h
        #expect(abs(slope - -100) < 1e-2, "slope \(slope)")
    }

    @Test func satisfiesTheCriticallyDampedEquation() {
        // x″ + 2ωx′ + ω²x = 0, checked with central differences at many times.
        let spring = SpringBack(from: 25, velocity: 300, stiffness: 12)
        let w = 12.0, h = 1e-4
        for i in 1...100 {
            let t = Double(i) * 0.01
            let x = spring.value(at: t)
            let v = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
            let a = (spring.value(at: t + h) - 2 * x + spring.value(at: t - h)) / (h * h)
            #expect(abs(a + 2 * w * v + w * w * x) < 1e-2 * max(1, abs(a)), "t \(t)")
        }
    }

    @Test func aReturnFromRestNeverOvershoots() {
        let spring = SpringBack(from: -60, stiffness: 12)
        var previous = -60.0
        for i in 1...300 {
            let x = spring.value(at: Double(i) / 100)
            #expect(x <= 0 && x >= previous, "t \(Double(i) / 100): \(x)")
            previous = x
        }
        #expect(spring.isSettled(at: 1.0))
        #expect(!spring.isSettled(at: 0.1))
    }

    @Test func aNudgeGoesOutToVOverOmegaEAndComesBack() {
        let spring = SpringBack(from: 0, velocity: 500, stiffness: 10)
        let peak = spring.value(at: 0.1)
        #expect(abs(peak - 500 / (10 * 2.718281828459045)) < 1e-9)
        #expect(!spring.isSettled(at: 0.05), "before the turning point it is not settled")
        #expect(spring.isSettled(at: 1.5))
        #expect(abs(spring.value(at: 3)) < 0.01)
    }

    @Test func oddInputsStayFinite() {
        let spring = SpringBack(from: .nan, velocity: .infinity, stiffness: -1, beginTime: .nan)
        for t in [-1.0, 0, 0.5, 10, .nan, .infinity] {
            #expect(spring.value(at: t).isFinite)
        }
    }
}
