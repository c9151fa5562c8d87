import Motion
import Testing

@Suite struct DecayTests {
    @Test func followsPopsDecayFormula() {
        let decay = Decay(from: 100, velocity: 2000, beginTime: 1)
        #expect(decay.value(at: 0.5) == 100 && decay.value(at: 1) == 100)
        // After 1 ms: v₀/1000 · k (the first millisecond's step at the decayed speed).
        #expect(abs(decay.value(at: 1.001) - (100 + 2 * 0.998)) < 1e-9)
        // The glide: (v₀ / 1000) · k / (1 − k) = 2 · 499 = 998 points.
        #expect(abs(decay.destination - 1098) < 1e-9)
        #expect(abs(decay.value(at: 100) - 1098) < 1e-6)
        #expect(abs(decay.velocity(at: 1.5) - 2000 * pow(0.998, 500)) < 1e-9)
    }

    @Test func matchesStepping1msAtATime() {
        // pop steps x += v/1000·k, v *= k each millisecond; the closed form agrees.
        var x = -40.0, v = -1500.0
        let decay = Decay(from: x, velocity: v)
        for ms in 1...2000 {
            v *= 0.998
            x += v / 1000
            if ms % 250 == 0 { #expect(abs(decay.value(at: Double(ms) / 1000) - x) < 1e-9, "ms \(ms)") }
        }
    }

    @Test func stopsWhenSlowAndOddInputsStayFinite() {
        let decay = Decay(from: 0, velocity: 1000)
        #expect(!decay.isFinished(at: 1))
        #expect(decay.isFinished(at: 4))   // 1000 · 0.998^4000 ≈ 0.33 < 1
        let odd = Decay(from: .nan, velocity: .infinity, deceleration: 2, beginTime: .nan)
        for t in [-1.0, 0, 1, .infinity] { #expect(odd.value(at: t).isFinite) }
    }
}

private func pow(_ a: Double, _ b: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(b) { result *= a }
    return result
}
