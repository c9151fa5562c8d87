import Foundation
import Motion
@testable import Scenes
import Testing

/// Springs on the modes' curves, on a manual clock: the progress is the spring's, overshoot
/// included (a fold past 90°, an unfold past flat, a page dipping past flat, the cards past
/// their layout, a cell's items past edge-on and past flat), and the animation lasts exactly
/// until the spring settles.
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

    /// A cell's half-step on a spring lasts the spring's settling time, not its half of the
    /// step's duration, and the cascade waits for it: step k starts at k·settle. Each item
    /// turns on the spring's x(t) past its end and back: opening, the foreground folds past
    /// edge-on (−90°·1.37) and panel 1 unfolds past flat; closing, the last panel folds past
    /// edge-on the other way. The row still grows over its 0.5 s.
    @Test func aCellHalfStepSpringsPastItsEndAndTheNextStartsWhenItSettles() throws {
        let settings = try Self.settings(["cell.foldAwayCurve=spring:0.5,0.3", "cell.unfoldCurve=spring:0.5,0.3"])
        let timeline = CellSettings.timeline(settings)
        let settle = Self.bouncy.settlingDuration, x = Self.bouncy.value(at: Self.peak)
        for direction in [FoldingTimeline.Direction.open, .close] {
            #expect(timeline.stepDurations(direction) == Array(repeating: settle, count: 6))
            for (k, start) in timeline.stepStarts(direction).enumerated() { #expect(abs(start - Double(k) * settle) < 1e-12) }
            #expect(abs(timeline.length(direction) - 6 * settle) < 1e-12)
        }
        let scene = CellScene(viewSize: [375, 667], settings: settings)
        scene.play()
        scene.advance(by: Self.peak)
        let foreground = scene.timeline.state(of: .foreground, at: try #require(scene.cells[0].run).t, direction: .open)
        #expect(abs(foreground.angle + .pi / 2 * x) < 1e-9 && foreground.angle < -.pi / 2 * 1.3, "\(foreground)")
        #expect(scene.rowHeight(0) > CellLayout.closedRowHeight, "the row grows beside the fold")
        // Just before the foreground settles, panel 1 still waits hidden; just after, it unfolds.
        scene.advance(by: settle - 1e-4 - Self.peak)
        #expect(!scene.timeline.state(of: .panel(1), at: scene.cells[0].run!.t, direction: .open).isVisible)
        scene.advance(by: 2e-4)
        let t = scene.cells[0].run!.t
        #expect(!scene.timeline.state(of: .foreground, at: t, direction: .open).isVisible)
        #expect(scene.timeline.state(of: .panel(1), at: t, direction: .open).isVisible)
        let panel = timeline.state(of: .panel(1), at: settle + Self.peak, direction: .open)
        #expect(abs(panel.angle - .pi / 2 * (1 - x)) < 1e-9 && panel.angle < -0.3, "past flat: \(panel)")
        let closing = timeline.state(of: .panel(3), at: Self.peak, direction: .close)
        #expect(abs(closing.angle - .pi / 2 * x) < 1e-9, "\(closing)")
        // The cell lands open when the last step settles, and not before.
        scene.advance(by: 6 * settle - 1e-3 - t)
        #expect(scene.isAnimating && scene.cells[0].run != nil)
        scene.advance(by: 2e-3)
        #expect(scene.cells[0].isOpen && scene.cells[0].run == nil)
    }

    /// FoldingCell's curves stay the cell's to the last bit: the default timeline's halves,
    /// starts and Σdᵢ, and every item's angle, are the pre-spring formulas' exactly, so a
    /// default frame is the same frame (the cell goldens hold its pixels).
    @Test func theCellsDefaultIsFoldingCellsScheduleToTheBit() {
        let timeline = CellSettings.timeline(SettingValues())
        #expect(timeline.foldAwayCurve == .easeIn && timeline.unfoldCurve == .easeOut)
        let demo: [Double] = [0.26, 0.2, 0.2]
        let halves: [Double] = demo.flatMap { d -> [Double] in [d / 2, d / 2] }
        #expect(timeline.sequenceDuration == demo.reduce(0, +))
        #expect(timeline.stepDurations(.open) == halves)
        for direction in [FoldingTimeline.Direction.open, .close] {
            let starts = timeline.stepStarts(direction), steps = timeline.stepDurations(direction)
            for (k, item) in timeline.order(direction).enumerated() {
                let curve: TimingCurve = k % 2 == 0 ? .easeIn : .easeOut
                // FoldingCell's ends: away is −90° opening, +90° closing.
                let away: Double = direction == .open ? -Double.pi / 2 : Double.pi / 2
                let from: Double = k % 2 == 0 ? 0 : -away, to: Double = k % 2 == 0 ? away : 0
                for f in [0.1, 0.5, 0.9] {
                    let at = starts[k] + f * steps[k]
                    let reference = BasicAnimation(from: from, to: to, duration: steps[k], timingFunction: curve,
                                                   beginTime: starts[k]).value(at: at)
                    #expect(timeline.state(of: item, at: at, direction: direction).angle == reference, "\(item) at \(f)")
                }
            }
        }
    }

    /// The cards' switch takes the spring's settling time, not `cards.selectDuration`.
    @Test func theCardsSwitchTakesTheSpringsTime() throws {
        let scene = CardsScene(viewSize: [375, 667], settings: try Self.settings(["cards.selectCurve=spring:0.5,0.3"]))
        #expect(scene.selectionDuration == Self.bouncy.settlingDuration)
    }
}
