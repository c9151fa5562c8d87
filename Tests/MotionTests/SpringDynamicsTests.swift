import Motion
import Testing

@Suite struct SpringDynamicsTests {
    @Test(arguments: [(4.0, 12.0, 342.10, 30.49), (18, 12, 342.10, 12.959), (0, 12, 342.10, 36.93),
                      (20, 20, 512.03, 13.36), (10, 10, 299.62, 20.57)])
    func popsConversion(bounciness: Double, speed: Double, tension: Double, friction: Double) {
        let spring = SpringDynamics(bounciness: bounciness, speed: speed)
        #expect(abs(spring.tension - tension) < 0.005, "tension \(spring.tension)")
        #expect(abs(spring.friction - friction) < 0.005, "friction \(spring.friction)")
        #expect(spring.mass == 1)
        let back = spring.bouncinessAndSpeed
        #expect(abs(back.bounciness - bounciness) < 1e-6 && abs(back.speed - speed) < 1e-6, "\(back)")
    }
}
