import ArgumentParser
import Raster
import Scenes
import Stage
@preconcurrency import Glibc

/// `foldpreview bench`: median and p95 milliseconds per frame, per mode and size, and for
/// the standard workloads nanoseconds per covered pixel.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure frame times of the modes and the standard workloads.",
        discussion: """
            Release builds only give meaningful numbers (make bench). Workloads follow the \
            benchmark protocol: 60 warm-up frames, then 600 timed frames, each timed around \
            clear + geometry + draw.
            """)

    @Option(help: "A mode, or 'all'.")
    var mode: String?

    @Option(help: "A standard workload: mpfold or fullquad.")
    var workload: String?

    @Option(help: "Canvas sizes WxH for modes, one or a list: 2560x1600,3840x2160 (workloads are always 1280x800). Default: 1280x800 and 1920x1080.")
    var size: String?

    @Option(parsing: .unconditional, help: "Timed frames (default 600).")
    var frames: Int = Workload.frameCount

    @Option(parsing: .unconditional, help: "Rendering threads (strips of rows dealt round them).")
    var threads: Int = 1

    @Flag(help: "One JSON object per line.")
    var json = false

    @OptionGroup var tuning: TuningArguments

    func run() throws {
        let sizes = try size.map(Self.parseSizes) ?? [(1280, 800), (1920, 1080)]
        var modes: [Mode] = []
        guard frames >= 1 && frames <= 100_000 else { throw CLIError("--frames must be 1…100000, got \(frames)") }
        guard threads >= 1 && threads <= 64 else { throw CLIError("--threads must be 1…64, got \(threads)") }
        if let mode {
            modes = mode.lowercased() == "all" ? Mode.allCases : [try SceneOptions.parseMode(mode)]
        } else if workload == nil {
            modes = Mode.allCases
        }
        var workloads: [Workload] = mode == nil ? Workload.allCases : []
        if let workload {
            guard let w = Workload(rawValue: workload.lowercased()) else {
                throw CLIError("unknown workload '\(workload)' (choose mpfold or fullquad)")
            }
            workloads = [w]
        }
        let settings = try tuning.values()
        for mode in modes {
            for size in sizes { try report(try benchMode(mode, size: size, settings: settings)) }
        }
        for w in workloads { try report(benchWorkload(w)) }
    }

    /// The canvas sizes of `--size`: one WxH or a comma-separated list, each checked as
    /// `render --size` checks its one; a size listed twice is refused (its figures would
    /// be measured twice under one name).
    static func parseSizes(_ text: String) throws -> [(width: Int, height: Int)] {
        var sizes: [(width: Int, height: Int)] = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let size = try SceneOptions.parseSize(String(entry))
            guard !sizes.contains(where: { $0 == size }) else {
                throw CLIError("--size lists \(size.width)x\(size.height) twice")
            }
            sizes.append(size)
        }
        return sizes
    }

    private func report(_ result: BenchResult) throws {
        try printLine(json ? result.json : result.text)
    }

    /// A mode's whole animation, looped: per frame the scene's layer tree is built,
    /// flattened and drawn (what the window does each frame, without presenting).
    private func benchMode(_ mode: Mode, size: (width: Int, height: Int), settings: SettingValues) throws -> BenchResult {
        let scene = try SceneOptions(mode: mode, settings: settings).makeScene(size: size)
        let pipeline = SceneRenderer(threads: threads)
        let warmUp = 60, cycle = 120
        var times: [Double] = []
        times.reserveCapacity(frames)
        for i in 0..<(warmUp + frames) {
            let start = Clock.now()
            scene.progress = Double(i % (cycle + 1)) / Double(cycle)
            pipeline.render(scene)
            let elapsed = Clock.now() - start
            if i >= warmUp { times.append(elapsed) }
        }
        return BenchResult(name: mode.rawValue, size: "\(size.width)x\(size.height)", threads: threads,
                           times: times, nsPerPixel: nil)
    }

    private func benchWorkload(_ workload: Workload) -> BenchResult {
        let texture = workload.makeTexture()
        let renderer = Renderer(threads: threads)
        var bitmap = Bitmap(width: Workload.width, height: Workload.height)
        let warmUp = 60
        var times: [Double] = []
        times.reserveCapacity(frames)
        var covered = 0
        for i in 0..<(warmUp + frames) {
            let frame = i < warmUp ? i % Workload.frameCount : (i - warmUp) % Workload.frameCount
            let start = Clock.now()
            renderer.render(workload.primitives(frame: frame, texture: texture), into: &bitmap,
                            clear: Workload.clearColor)
            let elapsed = Clock.now() - start
            if i >= warmUp {
                times.append(elapsed)
                covered += workload.coveredPixels(frame: frame)
            }
        }
        return BenchResult(name: workload.rawValue, size: "\(Workload.width)x\(Workload.height)",
                           threads: threads, times: times,
                           nsPerPixel: times.reduce(0, +) * 1e9 / Double(Swift.max(covered, 1)))
    }
}


/// One line of benchmark output.
struct BenchResult {
    let name: String, size: String, threads: Int
    let times: [Double]
    let nsPerPixel: Double?

    var medianMs: Double { Statistics(times).median * 1000 }
    var p95Ms: Double { Statistics(times).quantile(0.95) * 1000 }

    var text: String {
        let px = nsPerPixel.map { "  " + DecimalText.fixed($0, places: 2) + " ns/px" } ?? ""
        return pad(name, 9) + " " + pad(size, 10)
            + " threads \(threads)  frames \(times.count)  median \(DecimalText.fixed(medianMs, places: 3)) ms"
            + "  p95 \(DecimalText.fixed(p95Ms, places: 3)) ms  \(DecimalText.fixed(1000 / Swift.max(medianMs, 1e-9), places: 0)) fps" + px
    }

    var json: String {
        let px = nsPerPixel.map { DecimalText.fixed($0, places: 3) } ?? "null"
        return "{\"name\": \"\(name)\", \"size\": \"\(size)\", \"threads\": \(threads), \"frames\": \(times.count), "
            + "\"median_ms\": \(DecimalText.fixed(medianMs, places: 4)), \"p95_ms\": \(DecimalText.fixed(p95Ms, places: 4)), \"ns_per_px\": \(px)}"
    }
}

/// `text` padded with spaces to at least `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(0, width - text.count))
}
