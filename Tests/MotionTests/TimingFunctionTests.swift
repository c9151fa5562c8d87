import Testing
@testable import Motion

/// Every preset, with Core Animation's control points for it.
let presets: [(name: String, curve: TimingFunction, points: [Double])] = [
    ("linear", .linear, [0, 0, 1, 1]),
    ("default", .default, [0.25, 0.1, 0.25, 1]),
    ("easeIn", .easeIn, [0.42, 0, 1, 1]),
    ("easeOut", .easeOut, [0, 0, 0.58, 1]),
    ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
]

/// Curves where x'(t) or y'(t) vanishes somewhere inside, or the curve is otherwise awkward for
/// Newton's method: they must still come out right through the bisection fallback.
let awkwardCurves: [TimingFunction] = [
    TimingFunction(controlPoints: 0, 0.1, 1, 0.9),
    TimingFunction(controlPoints: 0, 1, 1, 0),
    TimingFunction(controlPoints: 1, 0, 0, 1),
    TimingFunction(controlPoints: 0.9, 0, 0.1, 1),
    TimingFunction(controlPoints: 1, 0, 1, 1),
    TimingFunction(controlPoints: 0, 0, 0, 1),
    TimingFunction(controlPoints: 1, 1, 1, 0),
    TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),  // easeInOutBack, overshoots
]

/// Random curves with all four control points in [0, 1], from a fixed seed.
func randomValidCurves(count: Int, seed: UInt64) -> [TimingFunction] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
        TimingFunction(
            controlPoints: .random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng),
            .random(in: 0...1, using: &rng), .random(in: 0...1, using: &rng))
    }
}

func reference(_ curve: TimingFunction) -> BezierReference {
    BezierReference(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
}

/// x = 0, 1/n, …, 1 computed as i/n so the ends are exactly 0 and 1.
func grid(_ n: Int) -> [Double] { (0...n).map { Double($0) / Double(n) } }

@Suite struct TimingFunctionTests {
    @Test func presetsHaveTheSpecControlPoints() {
        for preset in presets {
            #expect([preset.curve.x1, preset.curve.y1, preset.curve.x2, preset.curve.y2] == preset.points,
                    "\(preset.name)")
        }
    }

    @Test func endpointsAreExactAndInputIsClamped() {
        let curves = presets.map(\.curve) + awkwardCurves + randomValidCurves(count: 20, seed: 1)
        for curve in curves {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            for below: Double in [-0.0, -1e-300, -0.25, -1, -.infinity] {
                #expect(curve.value(at: below) == 0, "\(curve) at \(below)")
            }
            for above: Double in [1 + 1e-15, 1.25, 7, .infinity] {
                #expect(curve.value(at: above) == 1, "\(curve) at \(above)")
            }
            #expect(curve.value(at: .nan) == 0)
        }
    }

    @Test func oddControlPointsGiveAUsableCurve() {
        // x is clamped to [0, 1] as CA does; NaN or infinite coordinates fall back to linear's.
        let clamped = TimingFunction(controlPoints: -0.5, 0.2, 1.5, 0.8)
        #expect([clamped.x1, clamped.y1, clamped.x2, clamped.y2] == [0, 0.2, 1, 0.8])
        let odd = [
            TimingFunction(controlPoints: .nan, .nan, .nan, .nan),
            TimingFunction(controlPoints: .infinity, -.infinity, -.infinity, .infinity),
            TimingFunction(controlPoints: 0.3, 1e308, 0.7, -1e308),
            TimingFunction(controlPoints: 0.3, .nan, 0.7, 0.5),
        ]
        for curve in odd {
            for x in grid(1000) {
                #expect(curve.value(at: x).isFinite, "\(curve) at \(x)")
            }
        }
        #expect(TimingFunction(controlPoints: .nan, .nan, .nan, .nan) == .linear)
    }

    @Test func linearIsTheIdentity() {
        for x in grid(10_000) {
            #expect(TimingFunction.linear.value(at: x) == x)
        }
    }

    @Test func easeInEaseOutIsPointSymmetric() {
        #expect(TimingFunction.easeInEaseOut.value(at: 0.5) == 0.5)
        // y(1 − x) = 1 − y(x), because (x1, y1) and (x2, y2) mirror each other about (0.5, 0.5).
        for x in grid(1000) {
            let sum = TimingFunction.easeInEaseOut.value(at: x) + TimingFunction.easeInEaseOut.value(at: 1 - x)
            #expect(abs(sum - 1) < 1e-12, "at \(x)")
        }
    }

    @Test func wellKnownValues() {
        let easeIn = TimingFunction.easeIn.value(at: 0.5)
        #expect(abs(easeIn - reference(.easeIn).value(at: 0.5)) < 1e-9)
        #expect(abs(easeIn - 0.3153) < 1e-4)
        // easeOut is easeIn turned half round: easeOut(x) = 1 − easeIn(1 − x).
        #expect(abs(TimingFunction.easeOut.value(at: 0.5) - (1 - easeIn)) < 1e-12)
    }

    @Test(arguments: presets.map(\.curve) + awkwardCurves)
    func matchesTheBisectionReference(curve: TimingFunction) {
        let slow = reference(curve)
        var rng = SeededGenerator(seed: 7)
        let xs = grid(2000) + (0..<2000).map { _ in Double.random(in: 0...1, using: &rng) }
            + [1e-12, 1e-9, 1e-6, 1 - 1e-6, 1 - 1e-9, 1 - 1e-12]
        var worst = 0.0
        for x in xs {
            worst = max(worst, abs(curve.value(at: x) - slow.value(at: x)))
        }
        #expect(worst < 1e-6, "max |error| \(worst) for \(curve)")
    }

    @Test func matchesTheReferenceOnRandomCurves() {
        var rng = SeededGenerator(seed: 11)
        var worst = 0.0
        for curve in randomValidCurves(count: 200, seed: 3) {
            let slow = reference(curve)
            for _ in 0..<200 {
                let x = Double.random(in: 0...1, using: &rng)
                worst = max(worst, abs(curve.value(at: x) - slow.value(at: x)))
            }
        }
        #expect(worst < 1e-6, "max |error| \(worst)")
    }

    @Test func monotoneOnAFineGrid() {
        let curves = presets.map(\.curve) + randomValidCurves(count: 100, seed: 5)
        let xs = grid(10_000)
        for curve in curves {
            var previous = curve.value(at: xs[0])
            for x in xs.dropFirst() {
                let y = curve.value(at: x)
                #expect(y >= previous, "\(curve) decreases at \(x)")
                #expect((0...1).contains(y), "\(curve) leaves [0, 1] at \(x)")
                previous = y
            }
        }
    }
}
