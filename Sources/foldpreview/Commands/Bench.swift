import ArgumentParser
import Raster
import Scenes
import Stage
@preconcurrency import Glibc

/// `foldpreview bench`: median and p95 milliseconds per frame, per mode and size, and for
/// the standard workloads nanoseconds per covered pixel; with `--compare`, those figures
/// against a run saved with `--json`.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure frame times of the modes and the standard workloads.",
        discussion: """
            Release builds only give meaningful numbers (make bench). Workloads follow the \
            benchmark protocol: 60 warm-up frames, then 600 timed frames, each timed around \
            clear + geometry + draw.

            To catch a regression: 'foldpreview bench --json > base.json' before a change, \
            'foldpreview bench --compare base.json' (with the same options) after it. Each \
            median and p95 is printed beside the saved one with new / saved; SLOWER marks a \
            ratio above 1.10, 'faster' one below 0.90. The exit status is 0 whatever the \
            ratios unless --fail-on-regression is given (then 3 when any figure is SLOWER); \
            1 is an error.
            """)

    @Option(parsing: .unconditional, help: "A mode, or 'all'.", completion: Completions.benchModes)
    var mode: String?

    @Option(parsing: .unconditional, help: "A standard workload: mpfold or fullquad.")
    var workload: String?

    @Option(parsing: .unconditional, help: "Canvas sizes WxH for modes, one or a list: 2560x1600,3840x2160 (workloads are always 1280x800). Default: 1280x800 and 1920x1080.")
    var size: String?

    @Option(parsing: .unconditional, help: "Timed frames (default 600).")
    var frames: Int?

    @Option(parsing: .unconditional, help: "Rendering threads (strips of rows dealt round them; default 1).")
    var threads: Int?

    @Flag(help: "One JSON object per line (save it to compare with later).")
    var json = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Compare with a run saved by --json: each figure beside the saved one, new / saved, SLOWER above 1.10.",
                               valueName: "FILE"))
    var compare: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --compare: take the new run from this file (saved by --json) instead of measuring.",
                               valueName: "FILE"))
    var against: String?

    @Flag(help: "With --compare: exit with status 3 when any figure is more than 10 % slower.")
    var failOnRegression = false

    @OptionGroup var tuning: TuningArguments

    private var timedFrames: Int { frames ?? Workload.frameCount }
    private var threadCount: Int { threads ?? 1 }

    func run() throws {
        guard compare != nil || (against == nil && !failOnRegression) else {
            throw CLIError("--against and --fail-on-regression go with --compare FILE (the saved run)")
        }
        guard !(json && compare != nil) else {
            throw CLIError("--json writes a run and --compare reads one; give one of them")
        }
        if let compare, let against { return try compareFiles(compare, against) }
        let sizes = try size.map(Self.parseSizes) ?? [(1280, 800), (1920, 1080)]
        var modes: [Mode] = []
        guard timedFrames >= 1 && timedFrames <= 100_000 else { throw CLIError("--frames must be 1…100000, got \(timedFrames)") }
        guard threadCount >= 1 && threadCount <= 64 else { throw CLIError("--threads must be 1…64, got \(threadCount)") }
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
        // --preset by name as well as by file (its pictures do not apply: bench draws the built-in art).
        var tuning = tuning
        if let preset = tuning.preset {
            tuning.preset = try PresetReference(preset, mode: modes.count == 1 ? modes[0] : nil, library: PresetLibrary()).path
        }
        let settings = try tuning.values()
        var output = try compare.map { BenchOutput(.compare(saved: try BenchRun.read(path: $0), name: $0)) }
            ?? BenchOutput(json ? .json : .text)
        for mode in modes {
            for size in sizes { try output.report(try benchMode(mode, size: size, settings: settings)) }
        }
        for w in workloads { try output.report(benchWorkload(w)) }
        if let comparison = try output.finish() { try check(comparison, savedName: compare ?? "") }
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

    /// `bench --compare SAVED --against NEW`: two saved runs, nothing measured.
    private func compareFiles(_ savedPath: String, _ newPath: String) throws {
        guard mode == nil, workload == nil, size == nil, frames == nil, threads == nil,
              try tuning.shorthands().isEmpty, tuning.assignments.isEmpty, tuning.preset == nil else {
            throw CLIError("--against compares two saved runs and measures nothing; --mode, --workload, --size, "
                           + "--frames, --threads and settings choose what to measure")
        }
        let comparison = BenchComparison(saved: try BenchRun.read(path: savedPath), new: try BenchRun.read(path: newPath))
        for row in comparison.rows { try printLine(BenchComparison.text(of: row, savedName: savedPath)) }
        try printLine(comparison.summary(savedName: savedPath, newName: newPath))
        try check(comparison, savedName: savedPath)
    }

    /// With --fail-on-regression, a figure more than 10 % slower is a failure (status 3).
    private func check(_ comparison: BenchComparison, savedName: String) throws {
        guard failOnRegression, comparison.regressions > 0 else { return }
        throw CLIError("\(comparison.regressions) of \(comparison.compared) figures more than \(comparison.percent) "
                       + "slower than \(savedName)", exitCode: 3)
    }

    /// A mode's whole animation, looped: per frame the scene's layer tree is built,
    /// flattened and drawn (what the window does each frame, without presenting).
    private func benchMode(_ mode: Mode, size: (width: Int, height: Int), settings: SettingValues) throws -> BenchResult {
        let scene = try SceneOptions(mode: mode, settings: settings).makeScene(size: size)
        let pipeline = SceneRenderer(threads: threadCount)
        let warmUp = 60, cycle = 120
        var times: [Double] = []
        times.reserveCapacity(timedFrames)
        for i in 0..<(warmUp + timedFrames) {
            let start = Clock.now()
            scene.progress = Double(i % (cycle + 1)) / Double(cycle)
            pipeline.render(scene)
            let elapsed = Clock.now() - start
            if i >= warmUp { times.append(elapsed) }
        }
        return BenchResult(name: mode.rawValue, size: "\(size.width)x\(size.height)", threads: threadCount,
                           times: times, nsPerPixel: nil)
    }

    private func benchWorkload(_ workload: Workload) -> BenchResult {
        let texture = workload.makeTexture()
        let renderer = Renderer(threads: threadCount)
        var bitmap = Bitmap(width: Workload.width, height: Workload.height)
        let warmUp = 60
        var times: [Double] = []
        times.reserveCapacity(timedFrames)
        var covered = 0
        for i in 0..<(warmUp + timedFrames) {
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
                           threads: threadCount, times: times,
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

    /// The figures `--compare` compares (unrounded).
    var record: BenchRecord {
        BenchRecord(key: BenchKey(name: name, size: size, threads: threads), frames: times.count,
                    medianMs: medianMs, p95Ms: p95Ms)
    }

    var json: String {
        let px = nsPerPixel.map { DecimalText.fixed($0, places: 3) } ?? "null"
        return "{\"name\": \"\(name)\", \"size\": \"\(size)\", \"threads\": \(threads), \"frames\": \(times.count), "
            + "\"median_ms\": \(DecimalText.fixed(medianMs, places: 4)), \"p95_ms\": \(DecimalText.fixed(p95Ms, places: 4)), \"ns_per_px\": \(px)}"
    }
}

/// Where `bench` sends each result as it finishes: a text line, a JSON line, or its rows
/// against a saved run (then a summary line once all have run).
struct BenchOutput {
    enum Style {
        case text, json
        /// Rows against `saved`, read from the file `name`.
        case compare(saved: BenchRun, name: String)
    }

    let style: Style
    private var records: [BenchRecord] = []

    init(_ style: Style) { self.style = style }

    mutating func report(_ result: BenchResult) throws {
        switch style {
        case .text: try printLine(result.text)
        case .json: try printLine(result.json)
        case .compare(let saved, let name):
            records.append(result.record)
            for row in BenchComparison.rows(for: result.record, saved: saved) {
                try printLine(BenchComparison.text(of: row, savedName: name))
            }
        }
    }

    /// When comparing, prints the summary line and returns the whole comparison.
    func finish() throws -> BenchComparison? {
        guard case .compare(let saved, let name) = style else { return nil }
        let comparison = BenchComparison(saved: saved, new: BenchRun(records))
        try printLine(comparison.summary(savedName: name, newName: "this run"))
        return comparison
    }
}

/// `text` padded with spaces to at least `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(0, width - text.count))
}
