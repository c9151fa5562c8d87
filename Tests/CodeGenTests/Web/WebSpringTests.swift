@testable import CodeGen
import Foundation
import Motion
@testable import Scenes
import Testing

/// Pop's page plays the preview's spring through CSS `linear()`: the stops, read back from
/// the page as the browser reads them, stay within 0.5 % of the travel (the largest |θ|)
/// of the preview's own solution, at every frame `render --fps 60` draws and on the
/// solver's 1 ms grid between them.
struct WebSpringTests {
    /// The page's `linear(…)` stops and the keyframes' end angle, in radians, as written.
    static func readBack(_ html: String) throws -> (stops: [(time: Double, value: Double)], to: Double, duration: Double) {
        let animation = try #require(html.components(separatedBy: "animation:spring ").dropFirst().first)
        let duration = try #require(Double(animation.prefix { $0 != "s" }))
        let inner = try #require(animation.components(separatedBy: "linear(").dropFirst().first?.prefix { $0 != ")" })
        let stops = try inner.split(separator: ",").map { stop in
            let parts = stop.split(separator: " ")
            return (time: try #require(Double(parts[1].dropLast())) / 100, value: try #require(Double(parts[0])))
        }
        let to = try #require(html.components(separatedBy: "100%{--a: ").dropFirst().first?.prefix { $0 != "d" })
        return (stops, try #require(Double(to)) * .pi / 180, duration)
    }

    @Test(arguments: [
        [:],                                                              // Popping's: mass 2, tension 200
        ["pop.tension": 500.0, "pop.friction": 8.0, "pop.mass": 1.0],    // lively
        ["pop.pokeVelocity": -14.0, "pop.friction": 30.0],               // down past −90°, damped
    ])
    func theLinearSpringStaysWithinHalfAPercentOfTheTravel(_ tuned: [String: Double]) throws {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: tuned.map { "\($0.key)=\($0.value)" }.sorted(), to: &settings)
        let scene = PopScene(viewSize: [320, 200], settings: settings)
        let html = try CodeCatalog.page(for: scene, context: WebContext()).html { _ in "data:," }
        let page = try Self.readBack(html)
        let easing = WebEasing.stops(page.stops)

        // Every frame of the recording, as `render --fps 60` draws them.
        let recording = Recording(scene: scene, framesPerSecond: 60) { scene.progress = 0 }
        let angles = (0..<recording.forwardCount).map { (recording.scene(at: $0) as! PopScene).angle }
        let travel = try #require(angles.map(abs).max())
        #expect(abs(page.duration - Double(recording.forwardCount - 1) / 60) < 1e-6)
        var worst = 0.0
        for (k, angle) in angles.enumerated() {
            let shown = page.to * easing.value(at: Double(k) / 60 / page.duration)
            worst = max(worst, abs(shown - angle) / travel)
        }
        // And on the 1 ms grid between frames: the solution the stops were cut from.
        let spring = scene.webSpring()
        for (i, value) in spring.curve.enumerated() {
            let x = Double(i) / Double(spring.curve.count - 1)
            worst = max(worst, abs(page.to * easing.value(at: x) - spring.extreme * value) / travel)
        }
        #expect(worst <= PopScene.webSpringTolerance, "\(tuned): \(worst * 100) % of the travel, \(page.stops.count) stops")
        print("pop spring \(tuned): \(page.stops.count) linear() stops, worst \(String(format: "%.3f", worst * 100)) % of the travel")
    }

    @Test func sampledStopsHoldTheirToleranceOnAnyCurve() {
        let curve = { (x: Double) in sin(9 * x) * exp(-3 * x) }
        guard case .stops(let stops) = WebEasing.sampled(tolerance: 0.001, resolution: 4000, curve) else {
            Issue.record("not stops")
            return
        }
        let easing = WebEasing.stops(stops)
        let worst = (0...4000).map { abs(easing.value(at: Double($0) / 4000) - curve(Double($0) / 4000)) }.max() ?? 1
        #expect(worst <= 0.001 + 1e-12)
        #expect(stops.count < 200, "greedy stops stay few: \(stops.count)")
        #expect(stops.first?.time == 0 && stops.last?.time == 1)
    }

    /// The greedy fit as first written, the slow reference: each candidate end checks every
    /// sample since the segment's start (quadratic; a pop spring of tension 0.01 asked it
    /// for 240,000 samples and took 36 s).
    static func greedyReference(tolerance: Double, resolution n: Int, _ curve: (Double) -> Double) -> [Double] {
        let values = (0...n).map { curve(Double($0) / Double(n)) }
        var times = [0.0], start = 0
        while start < n {
            var end = start + 1
            while end < n {
                let next = end + 1
                let (a, b) = (values[start], values[next])
                let fits = (start...next).allSatisfy { i in
                    abs(a + (b - a) * Double(i - start) / Double(next - start) - values[i]) <= tolerance
                }
                if !fits { break }
                end = next
            }
            times.append(Double(end) / Double(n))
            start = end
        }
        return times
    }

    /// The linear fit (a window of slopes kept as the segment grows) puts its stops where
    /// the quadratic reference does, on springs (ringing, damped, overdamped-like) with a
    /// wiggle over them, at three tolerances.
    @Test func theLinearFitMatchesTheQuadraticReference() {
        var cases: [(a: Double, b: Double, c: Double)] = []
        for a in [2.0, 7, 15, 19] { for b in [0.5, 2, 4] { for c in [0.0, 3, 8] { cases.append((a, b, c)) } } }
        for (case_, (a, b, c)) in cases.enumerated() {
            let curve: (Double) -> Double = { (x: Double) in 1 - exp(-b * x) * cos(a * x) + 0.01 * sin(c * x) }
            let tolerance = [0.001, 0.005, 0.02][case_ % 3]
            guard case .stops(let stops) = WebEasing.sampled(tolerance: tolerance, resolution: 800, curve) else {
                Issue.record("not stops")
                return
            }
            let reference = Self.greedyReference(tolerance: tolerance, resolution: 800, curve)
            #expect(stops.map(\.time) == reference, "case \(case_): a \(a), b \(b), c \(c), tolerance \(tolerance)")
        }
    }

    /// The web page plays the fold for the spring's settling time, its `linear()` stops
    /// within 0.5 % of the travel of the spring at every millisecond.
    @Test func theWebPageSamplesTheSpringWithinHalfAPercent() {
        let curve = TimingCurve.spring(SpringCurve(response: 0.5, dampingFraction: 0.3))
        let easing = WebEasing.timing(curve)
        let worst = (0...2000).map { k -> Double in
            let x = Double(k) / 2000
            return abs(easing.value(at: x) - curve.value(at: x))
        }.max() ?? 1
        #expect(worst < 0.005, "\(worst)")
        #expect(easing.css.hasPrefix("linear("))
    }
}
