@testable import foldpreview
import Testing

/// The HUD's fps: the presented frames of the last second that followed one another (a
/// drag, an animation), so an idle wait before them does not count; blank at rest.
@Suite struct FrameStatsTests {
    /// Presents every `interval` seconds from `start`, `count` of them, as a running
    /// animation does.
    static func run(_ stats: inout FrameStats, from start: Double, every interval: Double, count: Int) {
        for k in 0..<count {
            stats.record(presentedAt: start + Double(k) * interval, render: 0.001, upload: 0.001, inputAt: nil,
                         continues: k < count - 1)
        }
    }

    @Test func aSteadyAnimationReadsItsRateEvenRightAfterAnIdleWait() {
        var stats = FrameStats()
        // A frame at rest, two idle seconds, then 16 ms frames.
        stats.record(presentedAt: 0, render: 0.001, upload: 0.001, inputAt: nil, continues: false)
        Self.run(&stats, from: 2, every: 0.016, count: 20)
        let fps = stats.framesPerSecond(now: 2 + 19 * 0.016)
        #expect(fps.map { abs($0 - 62.5) < 0.01 } == true, "\(String(describing: fps))")
    }

    @Test func atRestThereIsNoRate() {
        var stats = FrameStats()
        #expect(stats.framesPerSecond(now: 5) == nil)
        Self.run(&stats, from: 0, every: 0.016, count: 60)
        #expect(stats.framesPerSecond(now: 0.96) != nil)
        #expect(stats.framesPerSecond(now: 2) == nil, "a second after the last frame it still reads a rate")
        // Single redraws at rest (a message, a key) are no animation either.
        stats.record(presentedAt: 3, render: 0.001, upload: 0.001, inputAt: nil, continues: false)
        stats.record(presentedAt: 3.2, render: 0.001, upload: 0.001, inputAt: nil, continues: false)
        #expect(stats.framesPerSecond(now: 3.2) == nil)
    }

    @Test func onlyTheLastSecondCounts() {
        var stats = FrameStats()
        Self.run(&stats, from: 0, every: 0.1, count: 30)       // 10 fps for 3 s
        Self.run(&stats, from: 3, every: 0.02, count: 100)     // then 50 fps for 2 s
        let fps = stats.framesPerSecond(now: 3 + 99 * 0.02)
        #expect(fps.map { abs($0 - 50) < 0.01 } == true, "\(String(describing: fps))")
    }
}
