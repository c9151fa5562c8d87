import Foundation
@testable import Scenes
import Testing

/// Ramotion's FoldingCell sequences (`FoldingCell.swift`) against hand-worked values, with the
/// curves computed here by bisection on their Béziers, independently of Motion.
@Suite struct FoldingTimelineTests {
    /// A CA timing curve (x1, y1, x2, y2) at x, by 200 bisection steps.
    static func curve(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, y1, y2)
    }
    static func easeIn(_ x: Double) -> Double { curve(x, 0.42, 0, 1, 1) }
    static func easeOut(_ x: Double) -> Double { curve(x, 0, 0, 0.58, 1) }

    @Test func theDemosSequenceHalvesEachDuration() {
        let timeline = FoldingTimeline(itemCount: 4)
        #expect(timeline.items == [.foreground, .panel(1), .back(1), .panel(2), .back(2), .panel(3)])
        #expect(timeline.stepDurations(.open) == [0.13, 0.13, 0.1, 0.1, 0.1, 0.1])
        let starts = timeline.stepStarts(.open)
        for (value, expected) in zip(starts, [0, 0.13, 0.26, 0.36, 0.46, 0.56]) { #expect(close(value, expected, 1e-12)) }
        #expect(close(timeline.sequenceDuration, 0.66, 1e-12))
        #expect(timeline.stepDurations(.close) == [0.1, 0.1, 0.1, 0.1, 0.13, 0.13])
        #expect(timeline.order(.close) == [.panel(3), .back(2), .panel(2), .back(1), .panel(1), .foreground])
        #expect(close(timeline.length(.open), 0.66) && close(timeline.length(.close), 0.8))
    }

    @Test(arguments: [2, 3, 5, 6, 8])
    func otherItemCounts(itemCount: Int) {
        let timeline = FoldingTimeline(itemCount: itemCount)
        #expect(timeline.items.count == 2 * (itemCount - 1))
        #expect(timeline.durations.count == itemCount - 1)
        // 0.26 first, then the demo's 0.2 for every further item.
        let expected = [0.26] + Array(repeating: 0.2, count: itemCount - 2)
        #expect(timeline.durations == expected)
        var t = 0.0
        for (start, d) in zip(timeline.stepStarts(.open), timeline.stepDurations(.open)) {
            #expect(close(start, t, 1e-12))
            t += d
        }
        #expect(close(t, 0.26 + 0.2 * Double(itemCount - 2), 1e-12))
        #expect(timeline.items.last == .panel(itemCount - 1), "the last panel has no back face")
    }

    @Test func openingAnglesCurvesAndVisibility() {
        let timeline = FoldingTimeline(itemCount: 4)
        let starts = timeline.stepStarts(.open), durations = timeline.stepDurations(.open)
        for (step, item) in timeline.items.enumerated() {
            let (s, d) = (starts[step], durations[step])
            let before = timeline.state(of: item, at: s - 0.001, direction: .open)
            let after = timeline.state(of: item, at: s + d + 0.001, direction: .open)
            #expect(before.angle == 0 && after.angle == 0, "\(item): flat outside its step")
            if step % 2 == 0 {
                // The foreground and the backs: 0 → −π/2 easeIn, shown before, hidden after.
                #expect(before.isVisible && !after.isVisible, "\(item)")
                for f in stride(from: 0.0, to: 1.0, by: 0.1) {
                    let state = timeline.state(of: item, at: s + f * d, direction: .open)
                    #expect(close(state.angle, -Double.pi / 2 * Self.easeIn(f), 1e-6) && state.isVisible, "\(item) at \(f)")
                }
            } else {
                // The panels: +π/2 → 0 easeOut, hidden until they start, shown after.
                #expect(!before.isVisible && after.isVisible, "\(item)")
                for f in stride(from: 0.0, to: 1.0, by: 0.1) {
                    let state = timeline.state(of: item, at: s + f * d, direction: .open)
                    #expect(close(state.angle, Double.pi / 2 * (1 - Self.easeOut(f)), 1e-6), "\(item) at \(f)")
                }
            }
        }
        // Spot values: 0.065 s is half of the foreground's step.
        #expect(close(timeline.state(of: .foreground, at: 0.065, direction: .open).angle,
                      -Double.pi / 2 * Self.easeIn(0.5), 1e-6))
        #expect(close(timeline.state(of: .panel(2), at: 0.41, direction: .open).angle,
                      Double.pi / 2 * (1 - Self.easeOut(0.5)), 1e-6))
    }

    @Test func closingIsTheReverseOrderWithMirroredAngles() {
        let timeline = FoldingTimeline(itemCount: 4)
        let order = timeline.order(.close)
        let starts = timeline.stepStarts(.close), durations = timeline.stepDurations(.close)
        for (step, item) in order.enumerated() {
            let (s, d) = (starts[step], durations[step])
            let before = timeline.state(of: item, at: s - 0.001, direction: .close)
            let after = timeline.state(of: item, at: s + d + 0.001, direction: .close)
            let middle = timeline.state(of: item, at: s + d / 2, direction: .close)
            if step % 2 == 0 {
                // The panels, last first: 0 → +π/2 easeIn, then hidden.
                #expect(before.isVisible && !after.isVisible, "\(item)")
                #expect(close(middle.angle, Double.pi / 2 * Self.easeIn(0.5), 1e-6))
            } else {
                // The backs and finally the foreground: −π/2 → 0 easeOut, hidden until then.
                #expect(!before.isVisible && after.isVisible, "\(item)")
                #expect(close(middle.angle, -Double.pi / 2 * (1 - Self.easeOut(0.5)), 1e-6))
            }
        }
        #expect(order.last == .foreground && close(starts.last!, 0.53, 1e-12))
    }

    @Test func theTopPanelsCornersFollowFoldingCell() {
        let timeline = FoldingTimeline(itemCount: 4)
        #expect(timeline.topPanelIsRounded(at: 0.129, direction: .open))
        #expect(!timeline.topPanelIsRounded(at: 0.13, direction: .open))
        // Closing: square until Σ − 2·0.1 = 0.46 s, rounded from then on.
        #expect(!timeline.topPanelIsRounded(at: 0.459, direction: .close))
        #expect(timeline.topPanelIsRounded(at: 0.46, direction: .close))
    }

    @Test func rowHeightsEaseOutOverHalfASecondOpeningAndPointEightClosing() {
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let opening = FoldingTimeline.rowHeight(at: t, direction: .open, closed: 179, open: 488)
            let closing = FoldingTimeline.rowHeight(at: t, direction: .close, closed: 179, open: 488)
            #expect(close(opening, 179 + 309 * Self.easeOut(t / 0.5), 1e-6), "t \(t)")
            #expect(close(closing, 488 - 309 * Self.easeOut(t / 0.8), 1e-6), "t \(t)")
        }
    }

    @Test func oddInputsAreClamped() {
        #expect(FoldingTimeline(itemCount: 1).itemCount == 2)
        #expect(FoldingTimeline(itemCount: 99).itemCount == 8)
        #expect(FoldingTimeline(itemCount: 4, durations: [.nan, -1]).durations == [0.26, 0.2, 0.2])
        let state = FoldingTimeline().state(of: .panel(1), at: .nan, direction: .open)
        #expect(state.angle.isFinite)
    }
}
