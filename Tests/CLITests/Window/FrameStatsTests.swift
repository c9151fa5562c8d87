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

    /// `--stats` names its slowest intervals with what the loop did in them, so a stall
    /// says whether it was art being taken, a resize, a screenshot or the panel.
    @Test func theSlowestIntervalSaysWhatTheFrameWasDoing() throws {
        var stats = FrameStats()
        Self.run(&stats, from: 0, every: 0.016, count: 10)
        // A frame that continues, then a screenshot noted before a fast frame: it is that
        // frame's, not the slow one's.
        stats.record(presentedAt: 0.2, render: 0.001, upload: 0.001, inputAt: nil, continues: true)
        stats.note(.screenshot, seconds: 0.002)
        stats.record(presentedAt: 0.216, render: 0.001, upload: 0.001, inputAt: nil, continues: true)
        // The slow one: a resize handled, art adopted, the panel built, then a big render.
        stats.note(.pacing, seconds: 0.004)
        stats.note(.input, seconds: 0.001)
        stats.note(.resized)
        stats.note(.art, seconds: 0.020)
        stats.note(.artAdopted)
        stats.note(.panel, seconds: 0.003)
        stats.note(.newFrameSize)
        stats.note(.handOver, seconds: 0.0005)
        stats.note(.script, seconds: 0.000_001)
        stats.record(presentedAt: 0.266, render: 0.015, upload: 0.002, inputAt: nil, continues: true)
        stats.record(presentedAt: 0.282, render: 0.001, upload: 0.001, inputAt: nil, continues: false)
        // An idle wait of seconds is no frame interval, and not among the slowest.
        stats.note(.idle, seconds: 3)
        stats.record(presentedAt: 3.3, render: 0.001, upload: 0.001, inputAt: nil, continues: false)

        let slow = try #require(stats.slowest.first)
        #expect(abs(slow.seconds - 0.050) < 1e-9)
        #expect(slow.frame == 13)
        #expect(slow.work[.screenshot] == nil)
        #expect(abs(slow.unaccounted - 0.008) < 1e-5, "50 ms less pacing, input, art, render and upload")
        #expect(stats.slowest.count == FrameStats.slowestKept)
        #expect(stats.slowest.map(\.seconds) == stats.slowest.map(\.seconds).sorted(by: >))
        let line = stats.report().split(separator: "\n").map(String.init).first { $0.hasPrefix("slowest interval") }
        #expect(line == "slowest interval 50.00 ms (frame 13, 0.27 s in): art 20.00, pacing 4.00, input 1.00, "
                + "render 15.00 (panel 3.00), upload+present 2.00 (upload 0.50), other 8.00; resize, art adopted, new frame size")
    }

    /// A drag's frames follow the pointer: waits for the next move shorter than a frame
    /// keep the run going, a drag held still (or an animation held at a frame) does not
    /// make one long frame interval.
    @Test func aPauseInARunIsNoFrameInterval() {
        var stats = FrameStats()
        Self.run(&stats, from: 0, every: 0.016, count: 10)
        stats.record(presentedAt: 0.2, render: 0.001, upload: 0.001, inputAt: nil, continues: true)
        stats.note(.idle, seconds: 0.008)
        stats.record(presentedAt: 0.216, render: 0.001, upload: 0.001, inputAt: nil, continues: true)
        stats.note(.idle, seconds: 2.9)
        stats.record(presentedAt: 3.12, render: 0.001, upload: 0.001, inputAt: nil, continues: true)
        stats.record(presentedAt: 3.136, render: 0.001, upload: 0.001, inputAt: nil, continues: false)
        let worst = stats.slowest.first?.seconds ?? 0
        #expect(abs(worst - 0.016) < 1e-9, "the slowest interval is \(worst) s")
        #expect(stats.report().contains("max 16.00"), "\(stats.report())")
    }
}
