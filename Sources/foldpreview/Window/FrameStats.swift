import Foundation

/// What `--stats` reports at exit: the interval between presented frames, the time spent
/// rasterizing and uploading + presenting, the delay from an input event to the present
/// that first showed it, and the slowest intervals with what the loop did in them.
struct FrameStats {
    /// What an input-to-present delay is counted for. A mode switch and a resize count
    /// twice: to the next frame presented (which may still show the last good picture, or
    /// the new size drawn from the old art, stretched), and to the first frame drawn with
    /// the mode's own art at the window's size (`ready`).
    enum InputKind: String, CaseIterable {
        case pointer, key
        case modeSwitch = "mode switch", modeReady = "mode switch, own art"
        case resize, resizeReady = "resize, full art"
        case drop = "dropped image shown"
    }

    private(set) var frames = 0
    private var latencyByKind: [InputKind: [Double]] = [:]
    private var workSeconds: [Double] = []
    /// Seconds from launch to the first presented frame (`--stats` prints it).
    var startUp: Double?
    private var presentTimes: [Double] = []
    private var renderSeconds: [Double] = []
    private var uploadSeconds: [Double] = []
    private var latencySeconds: [Double] = []
    /// Intervals between presents in a continuous run (drag, animation, --frames); the
    /// gap after an idle wait is not a frame interval, nor one in which the loop slept
    /// idle for longer than `longestIdle` (a drag held still, a held animation).
    private var intervals: [Double] = []
    /// When each of `intervals` ended.
    private var intervalEnds: [Double] = []
    private var previousContinues = false
    /// What the loop did since the last present (`note`), with its seconds.
    private var pending: [FrameWork: Double] = [:]
    /// The slowest continuous intervals, slowest first, at most `slowestKept`.
    private(set) var slowest: [SlowInterval] = []
    /// The longest the loop may sleep with no frame wanted (`FrameWork.idle`) inside a
    /// continuous run, seconds: one frame at 60 Hz. A drag's frames wait that long for the
    /// next move at most; a longer sleep is the person's pause, not the window's.
    static let longestIdle = 1.0 / 60
    /// How many of the slowest intervals `--stats` names.
    static let slowestKept = 3

    /// One slow interval between presents and what the loop did in it.
    struct SlowInterval: Equatable {
        /// Seconds from the present before.
        var seconds: Double
        /// Which presented frame ended it (1 is the first), and when, seconds after the first.
        var frame: Int
        var at: Double
        /// The frame's render and upload+present seconds.
        var render: Double
        var upload: Double
        /// What the loop did in the interval: timed phases with their seconds, events with 0.
        var work: [FrameWork: Double]

        /// The interval's seconds that neither a phase nor the frame's own render and upload
        /// account for (the panel is part of the render).
        var unaccounted: Double {
            seconds - render - upload - work.filter { $0.key.isPhase && !$0.key.isPartOfFrame }.values.reduce(0, +)
        }
    }

    init() {
        presentTimes.reserveCapacity(4096)
        renderSeconds.reserveCapacity(4096)
        uploadSeconds.reserveCapacity(4096)
    }

    /// One presented frame: when the present returned, render and upload+present seconds,
    /// and when the oldest input it answers arrived (nil: none).
    /// `continues` says whether another frame was already wanted when this one was
    /// presented, or a drag goes on (so the wait until the next one is pacing or the
    /// pointer's, not idling).
    mutating func record(presentedAt time: Double, render: Double, upload: Double, inputAt: Double?,
                         continues: Bool) {
        frames += 1
        if previousContinues, pending[.idle, default: 0] <= Self.longestIdle, let last = presentTimes.last {
            intervals.append(time - last)
            intervalEnds.append(time)
            keepIfSlow(SlowInterval(seconds: time - last, frame: frames, at: time - presentTimes[0], render: render,
                                    upload: upload, work: pending))
        }
        pending.removeAll(keepingCapacity: true)
        previousContinues = continues
        presentTimes.append(time)
        renderSeconds.append(render)
        uploadSeconds.append(upload)
        if let inputAt { latencySeconds.append(time - inputAt) }
    }

    /// Notes that the loop did `work` before the next present, taking `seconds` (phases;
    /// events pass 0). A phase noted twice adds up.
    mutating func note(_ work: FrameWork, seconds: Double = 0) {
        pending[work, default: 0] += seconds
    }

    /// Keeps `interval` among the slowest, slowest first.
    private mutating func keepIfSlow(_ interval: SlowInterval) {
        guard slowest.count < Self.slowestKept || interval.seconds > slowest[slowest.count - 1].seconds else { return }
        let index = slowest.firstIndex { $0.seconds < interval.seconds } ?? slowest.count
        slowest.insert(interval, at: index)
        if slowest.count > Self.slowestKept { slowest.removeLast() }
    }

    /// The window's own work on a frame, seconds: rendering it and handing it to SDL, not
    /// the present's wait for vsync.
    mutating func recordWork(_ seconds: Double) { workSeconds.append(seconds) }

    /// An input of `kind` at `inputAt` answered by the frame presented at `time`.
    mutating func record(_ kind: InputKind, inputAt: Double, presentedAt time: Double) {
        latencyByKind[kind, default: []].append(time - inputAt)
    }

    /// Interval between the last two presents in seconds, or nil before the second frame.
    var lastInterval: Double? {
        presentTimes.count >= 2 ? presentTimes[presentTimes.count - 1] - presentTimes[presentTimes.count - 2] : nil
    }

    /// Frames per second over the last second of presented frames: the continuous
    /// intervals that ended in it (a drag, an animation), so an idle wait before them does
    /// not count; nil at rest (none in the last half second).
    func framesPerSecond(now: Double) -> Double? {
        guard let last = intervalEnds.last, now - last < 0.5 else { return nil }
        var count = 0, total = 0.0
        for k in intervals.indices.reversed() {
            guard now - intervalEnds[k] <= 1 else { break }
            count += 1
            total += intervals[k]
        }
        return total > 0 ? Double(count) / total : nil
    }

    /// Median of the last `n` render + upload times in milliseconds.
    func recentFrameMilliseconds(_ n: Int = 30) -> Double {
        let k = min(n, renderSeconds.count)
        guard k > 0 else { return 0 }
        let recent = zip(renderSeconds.suffix(k), uploadSeconds.suffix(k)).map { $0 + $1 }
        return Statistics(recent).median * 1000
    }

    /// The `--stats` lines.
    func report() -> String {
        let intervals = Statistics(self.intervals)
        let render = Statistics(renderSeconds), upload = Statistics(uploadSeconds)
        let latency = Statistics(latencySeconds), work = Statistics(workSeconds)
        func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
        return """
            frames \(frames) (\(self.intervals.count) continuous intervals)
            presented-frame interval ms: median \(ms(intervals.median)) p95 \(ms(intervals.quantile(0.95))) \
            p99 \(ms(intervals.quantile(0.99))) max \(ms(intervals.quantile(1)))
            render ms: median \(ms(render.median)) p95 \(ms(render.quantile(0.95)))
            upload+present ms: median \(ms(upload.median)) p95 \(ms(upload.quantile(0.95)))
            window's work ms (render + handing to SDL, no vsync wait): median \(ms(work.median)) p95 \(ms(work.quantile(0.95)))
            input-to-present ms: median \(ms(latency.median)) p95 \(ms(latency.quantile(0.95))) (\(latencySeconds.count) inputs)
            """ + kinds + (startUp.map { "\nlaunch to first frame ms: \(ms($0))" } ?? "") + slowestLines
    }

    /// A line per slowest interval: its length, which frame ended it and when, the phases
    /// that took its time (largest first, then render, upload+present and the rest), and
    /// the events in it, e.g.
    /// `slowest interval 40.20 ms (frame 310, 5.12 s in): art 21.00, render 15.10 (panel 1.20),
    /// upload+present 2.00 (upload 0.80), other 2.10; resize, art adopted`.
    private var slowestLines: String {
        func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
        return slowest.map { slow in
            // Phases that took no time to speak of (under 0.005 ms) are left out.
            let phases = slow.work.filter { $0.key.isPhase && !$0.key.isPartOfFrame && $0.value >= 0.000_005 }
                .sorted { ($0.value, $1.key.rawValue) > ($1.value, $0.key.rawValue) }
                .map { "\($0.key.rawValue) \(ms($0.value))" }
            func part(_ work: FrameWork) -> String { slow.work[work].map { " (\(work.rawValue) \(ms($0)))" } ?? "" }
            let parts = phases + ["render \(ms(slow.render))" + part(.panel),
                                  "upload+present \(ms(slow.upload))" + part(.handOver),
                                  "other \(ms(max(0, slow.unaccounted)))"]
            let events = FrameWork.allCases.filter { !$0.isPhase && slow.work[$0] != nil }.map(\.rawValue)
            return "\nslowest interval \(ms(slow.seconds)) ms (frame \(slow.frame), "
                + String(format: "%.2f", slow.at) + " s in): " + parts.joined(separator: ", ")
                + "; " + (events.isEmpty ? "no event" : events.joined(separator: ", "))
        }.joined()
    }

    /// A line per kind of input seen: median, p95 and max input-to-present.
    private var kinds: String {
        InputKind.allCases.compactMap { kind in
            guard let seconds = latencyByKind[kind], !seconds.isEmpty else { return nil }
            let stats = Statistics(seconds)
            func ms(_ s: Double) -> String { String(format: "%.2f", s * 1000) }
            return "\n  \(kind.rawValue): median \(ms(stats.median)) p95 \(ms(stats.quantile(0.95))) "
                + "max \(ms(stats.quantile(1))) (\(seconds.count))"
        }.joined()
    }
}
