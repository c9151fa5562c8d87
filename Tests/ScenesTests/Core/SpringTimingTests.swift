import Foundation
import Motion
@testable import Scenes
import Testing

/// Springs on the modes' curves, on a manual clock: the progress is the spring's, overshoot
/// included (a fold past 90°, an unfold past flat, a page dipping past flat, the cards past
/// their layout), and the animation lasts exactly until the spring settles.
@Suite("Spring timing")
struct SpringTimingTests {
    static let bouncy = SpringCurve(response: 0.5, dampingFraction: 0.3)
    /// The first peak of `bouncy`, seconds: π/ω_d.
    static let peak = Double.pi / (bouncy.angularFrequency * (1 - 0.09).squareRoot())

    static func settings(_ assignments: [String]) throws -> SettingValues {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: assignments, to: &settings)
        return settings
    }

    /// A fold plays x(t) and overshoots to 90°·1.37 at the peak; an unfold opens past flat,
    /// 1 − x(t) < 0; each lands at the settling time and not a millisecond before.
    @Test(arguments: [false, true])
    func aFoldFollowsTheSpringPastItsEndAndSettles(unfold: Bool) throws {
        let scene = makeScene()
        scene.settings = try Self.settings(["fold.unfold=\(unfold)", "fold.foldCurve=spring:0.5,0.3",
                                            "fold.unfoldCurve=spring:0.5,0.3"])
        scene.play()
        var clock = 0.0
        for t in [0.05, 0.15, Self.peak, 0.4, 0.9] {
            scene.advance(by: t - clock)
            clock = t
            let x = Self.bouncy.value(at: t)
            #expect(abs(scene.progress - (unfold ? 1 - x : x)) < 1e-9, "t = \(t)")
        }
        let settle = Self.bouncy.settlingDuration
        scene.advance(by: settle - 0.001 - clock)
        #expect(scene.isAnimating && scene.timelineStatus.length == settle)
        scene.advance(by: 0.002)
        #expect(!scene.isAnimating)
        // At the peak the angle has passed its end: beyond 90° folding, below 0° unfolding.
        let again = makeScene()
        again.settings = scene.settings
        again.play()
        again.advance(by: Self.peak)
        #expect(unfold ? again.angle < -0.3 : again.angle > .pi / 2 * 1.3, "\(again.angle)")
    }

    /// A page landing on an underdamped spring turns past 180° (under the spread's plane)
    /// after the first stage's half duration, and the turn ends when the spring settles.
    @Test func aPageLandingOnASpringDipsPastFlat() throws {
        let scene = PageScene(viewSize: [320, 200],
                              settings: try Self.settings(["page.secondHalfCurve=spring:0.5,0.3"]))
        scene.play()
        scene.advance(by: 0.25 + Self.peak)
        #expect(abs(scene.turn.degreesTurned - 90 * (1 + Self.bouncy.value(at: Self.peak))) < 1e-6)
        #expect(scene.turn.degreesTurned > 180 * 1.18)
        #expect(abs(scene.timelineStatus.length! - (0.25 + Self.bouncy.settlingDuration)) < 1e-12)
    }

    /// The cards' switch takes the spring's settling time, not `cards.selectDuration`.
    @Test func theCardsSwitchTakesTheSpringsTime() throws {
        let scene = CardsScene(viewSize: [375, 667], settings: try Self.settings(["cards.selectCurve=spring:0.5,0.3"]))
        #expect(scene.selectionDuration == Self.bouncy.settlingDuration)
    }
}
