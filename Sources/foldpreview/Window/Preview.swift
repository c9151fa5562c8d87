import ArgumentParser
import Foundation
import Media
import Raster
import Scenes

/// `foldpreview` (the default subcommand): the interactive preview window.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Open the preview window (the default): drag to fold, keys switch modes.",
        discussion: """
            foldpreview --mode cubic --image ~/photo.jpg
            SDL_VIDEODRIVER=dummy foldpreview --script drag.json --frames 120 --stats

            Keys and gestures (F1 shows the same list in the window):
            \(Command.helpText)

            Each mode's last settings are kept in $XDG_CONFIG_HOME/foldpreview/ (or
            ~/.config/foldpreview/); the window starts from them, then --preset, --set.
            --no-remember starts from the originals; render, bench, code, params
            never read them. Dropped pictures are not remembered.

            --background transparent shows a checkerboard under the scene; F12's
            screenshots keep the alpha and Ctrl-R records WebM.

            foldpreview ~/.config/foldpreview/presets/pop/springy.foldpreview.json opens
            the window in pop with that preset (a file manager's double click does the
            same).

            --progress and the modes' pose options (--angle, --time, --after, --offset,
            --selected, --flight) open the window posed as render poses a frame:
            foldpreview --mode pop --angle -90 opens with the top half at −90°, still.
            """)

    @Argument(help: ArgumentHelp("A preset to open with (NAME.foldpreview.json, as the panel saves them, or any "
                                 + "preset JSON): read as --preset reads one; the mode is its settings' mode "
                                 + "unless --mode is given.", valueName: "preset-file"),
              completion: Completions.presetFile)
    var presetFile: String?

    @Option(parsing: .unconditional, help: "The mode to start in: \(SceneOptions.modeNames). Default fold, or the mode of the preset's (the file's or --preset's) settings.",
            completion: Completions.modes)
    var mode: String?

    @Option(parsing: .unconditional, help: "Window size WxH in points (each side 1…16384). Default 1280x800.")
    var size: String = "1280x800"

    @OptionGroup(title: "Your pictures") var content: ContentArguments

    @OptionGroup var flights: FlightsArguments

    @OptionGroup var tuning: TuningArguments

    /// The pictures, the flights and the settings, together.
    var scene: SceneArguments { SceneArguments(content: content, flights: flights.flights, tuning: tuning) }

    @Option(parsing: .unconditional, help: "Open with the mode posed at this progress in [0, 1], as render --progress poses it (the mode's own --angle, --time, --offset, --selected, --flight likewise); it plays on from there.")
    var progress: GivenNumber?

    @OptionGroup var pose: PoseArguments

    @OptionGroup var background: BackgroundArguments

    @Option(parsing: .unconditional, help: "The font for the HUD and help (default: DejaVu Sans from the system).")
    var font: String?

    @Option(parsing: .unconditional, help: "Rendering threads (default: one while a frame is cheap, the number of cores, at most 4, while it is not).")
    var threads: Int?

    @Option(parsing: .unconditional, help: "Exit after N presented frames (drawing every frame until then).")
    var frames: Int?

    @Option(parsing: .unconditional, help: "Replay a JSON list of timed input events (see the README).")
    var script: String?

    @Option(name: .customLong("record-format"), parsing: .unconditional, help: "What Ctrl-R records to: mp4 (default; webm with --background transparent), webm, mov or gif.")
    var recordFormat: String = "mp4"

    @Option(name: .customLong("record-hold-start"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds Ctrl-R's recording holds its first frame before the rest, 0…\(Int(HoldArguments.longest)) (the nearest whole frame at its rate: 60 fps, a GIF's 50).",
        valueName: "seconds"))
    var recordHoldStart: GivenNumber?

    @Option(name: .customLong("record-hold-end"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds Ctrl-R's recording holds its last frame when it stops, 0…\(Int(HoldArguments.longest)).",
        valueName: "seconds"))
    var recordHoldEnd: GivenNumber?

    @Option(name: .customLong("record-size"), parsing: .unconditional, help: ArgumentHelp(RecordSize.help, valueName: "size"))
    var recordSize: String?

    @Flag(name: .customLong("screenshot-hud"), help: "Screenshots keep the HUD, help and messages (for bug reports); by default they hold the scene only.")
    var screenshotHUD = false

    @Flag(name: .customLong("build-ahead"), help: "With --script, build every mode's art for the window's size in the background after the first frame, as the window does without one.")
    var buildAhead = false

    @Flag(help: "Print frame timing statistics at exit.")
    var stats = false

    @Flag(help: "Print the video driver, renderer, mode changes and screenshot checksums.")
    var verbose = false

    @Flag(name: .customLong("no-remember"),
          help: "Start from the original settings and remember nothing (the remembered settings are neither read nor written; named presets stay).")
    var noRemember = false

    func run() throws {
        // Before any thread starts: a long session's heap must not grow with its resizes.
        HeapTuning.forLongSession()
        let options = try PreviewOptions(self)
        for problem in options.remembered.problems { writeToStandardError("foldpreview: \(problem)\n") }
        let text: TextRenderer
        do { text = try TextRenderer(fontPath: font) } catch {
            throw CLIError("\(error.description) (the HUD and help need a font: install fonts-dejavu-core or pass --font PATH)")
        }
        // Under `ulimit -v`, one line when the window's frames would not fit (the art's
        // allocations would trap the runtime).
        try ResourceLimits.checkRoom(width: options.size.width, height: options.size.height, threads: options.threads,
                                     encoding: false, bitmaps: ResourceLimits.windowBitmaps)
        // The first scene's fast art is drawn while SDL opens the window.
        let first = FirstScene(options: options, text: text)
        let display = try Display(title: "FoldPreview — \(options.mode.rawValue)",
                                  width: options.size.width, height: options.size.height)
        display.panelFont = text.fontPath
        let session = try PreviewSession(options: options, host: display, text: text, first: first.scene,
                                         art: ArtWorker(stopwatch: WindowLoop.stopwatch), inbox: ImageInbox())
        WindowLoop(session: session, display: display).run()
    }
}

/// The window's options, validated into values with one clear message per bad input.
struct PreviewOptions {
    let mode: Mode
    let size: (width: Int, height: Int)
    /// The picture, flights and settings every scene starts from.
    let scene: SceneOptions
    /// The names of the pictures given on the command line, for the panel's content section.
    let contentNames: ContentNames
    /// How the first scene starts (`--progress`, `--flight`, pop's `--angle`, …); applied
    /// once, instead of the mode's own start (pop's poke).
    let start: PoseRequest
    /// The most rendering threads, and whether the window picks fewer while frames are
    /// cheap (no `--threads`).
    let threads: Int
    let adaptsThreads: Bool
    let frames: Int?
    let script: InputScript?
    let stats: Bool
    /// Builds every mode's art ahead (always without a script).
    var buildsAhead: Bool
    let verbose: Bool
    /// What Ctrl-R writes (asked for; `WindowRecorder.format(asked:background:)` picks one
    /// that carries a transparent background).
    let recordFormat: VideoFormat
    /// Frames Ctrl-R's recording holds its first and last frame (`--record-hold-start`, `--record-hold-end`).
    let recordHolds: (start: Int, end: Int)
    /// What Ctrl-R records and F12 saves at instead of the window's size (`--record-size`).
    let recordSize: RecordSize?
    /// What the scene is drawn on (`--background`): its backdrop, a colour, or nothing (the
    /// window shows a checkerboard; screenshots and recordings keep the alpha).
    let background: SceneBackground
    /// Screenshots keep the window's own panels.
    let screenshotHUD: Bool
    /// Where the last settings are kept (nil with `--no-remember` or no home), and what
    /// was read from there.
    var memory: SettingsMemory?
    let remembered: SettingsMemory.Reading
    /// The settings as they would start with nothing remembered (the originals under
    /// `--preset` and `--set`): where Ctrl-Z at start goes back to.
    let unremembered: SettingValues
    /// The person's named presets (`$XDG_CONFIG_HOME/foldpreview/presets/`), nil when there
    /// is no config folder; kept with `--no-remember` too, since nothing is written there
    /// unless asked.
    var presets: PresetLibrary?
    /// The preset file the window was opened with (`foldpreview FILE.foldpreview.json`).
    let opened: OpenedPreset?

    /// The options of `command`, the last settings read from `memory` (the environment's
    /// config folder unless `--no-remember`; a test gives a folder of its own).
    init(_ command: Preview, memory given: SettingsMemory?? = .none) throws {
        memory = given ?? (command.noRemember ? nil : SettingsMemory())
        remembered = memory?.read() ?? SettingsMemory.Reading()
        presets = PresetLibrary()
        // The preset file (a double click in a file manager) is read as --preset reads one.
        let commands = FoldPreviewCommand.configuration.subcommands.filter { $0.configuration.shouldDisplay }
            .map { $0.configuration.commandName ?? String(describing: $0).lowercased() }
        opened = try command.presetFile.map { try OpenedPreset(path: $0, commands: commands) }
        var arguments = command.scene
        if let opened {
            guard arguments.tuning.preset == nil else {
                throw CLIError("give one preset: the file '\(opened.path)' or --preset '\(arguments.tuning.preset ?? "")'")
            }
            arguments.tuning.preset = opened.path
        }
        // --preset by name or file, with its pictures; the mode from its settings unless --mode.
        let resolved = try arguments.resolvingPreset(mode: command.mode, fallback: "fold", library: presets)
        arguments = resolved.arguments
        scene = try SceneOptions(mode: resolved.mode ?? "fold", arguments: arguments,
                                 resources: nil, remembered: remembered.values) { _ in
            PictureSizes.windowFrame
        }
        unremembered = remembered.values == SettingValues() ? scene.settings : try arguments.tuning.values()
        mode = scene.mode
        contentNames = ContentNames(given: arguments.content)
        try SceneOptions.checkProgress(command.progress, frames: nil)
        start = try command.pose.request(for: mode, progress: command.progress?.value, isSequence: false,
                                         defaultProgress: 0)
        size = try SceneOptions.parseSize(command.size)
        if let threads = command.threads, !(1...64).contains(threads) {
            throw CLIError("--threads must be 1…64, got \(threads)")
        }
        threads = command.threads ?? min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
        adaptsThreads = command.threads == nil && threads > 1
        if let frames = command.frames, !(1...10_000_000).contains(frames) {
            throw CLIError("--frames must be 1…10000000, got \(frames)")
        }
        frames = command.frames
        script = try command.script.map { try InputScript.load(path: $0) }
        stats = command.stats
        buildsAhead = command.buildAhead || command.script == nil
        verbose = command.verbose
        guard let format = VideoFormat(rawValue: command.recordFormat), [.mp4, .webm, .mov, .gif].contains(format) else {
            throw CLIError("--record-format must be mp4, webm, mov or gif, got '\(command.recordFormat)'")
        }
        recordFormat = format
        background = try command.background.value()
        let rate = WindowRecorder.framesPerSecond(WindowRecorder.format(asked: format, background: background))
        recordHolds = (try HoldArguments.frames(command.recordHoldStart, option: "--record-hold-start", fps: rate),
                       try HoldArguments.frames(command.recordHoldEnd, option: "--record-hold-end", fps: rate))
        screenshotHUD = command.screenshotHUD
        recordSize = try RecordSize.parse(command.recordSize, mode: mode, content: scene.content)
    }
}
