import ArgumentParser
import Foundation
import Media
import Raster
import Scenes
import Stage

/// `foldpreview render`: frames of a mode, or of a standard workload, to PNG files.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a frame, the animation as a video or animated image, a sequence, or a standard workload.",
        discussion: """
            foldpreview render --mode fold --progress 0.5 --size 1280x800 --out fold.png
            foldpreview render --mode flip --out flip.mp4
            foldpreview render --mode fold --loop --size 480x300 --out fold.gif
            foldpreview render --mode pop --time-scale 5 --fps 30 --out pop-slow.webm
            foldpreview render --mode cell --duration 2 --out cell.apng
            foldpreview render --mode fold --background transparent --out fold.mov
            foldpreview render --mode pop --background '#102030' --progress 0.4 --out pop.png
            foldpreview render --mode cubic --scrub --frames 120 --out frames/
            foldpreview render --mode fold --image screen.png --crop content --out fold.webm
            foldpreview render --mode fold --hold-start 0.5 --hold-end 1 --out fold.mp4
            foldpreview render --mode pop --background desk.jpg --background-fit contain --out pop.webp
            foldpreview render --mode cards --scale 3 --out cards.mp4
            foldpreview render --mode flip --flight 2 --progress 0.4 --true3d --out board.png
            foldpreview render --mode cell --progress 0.3 --items 6 --out cells.png
            foldpreview render --mode pop --angle -120 --out fold.png
            foldpreview render --mode pop --time 0.4 --after release --angle -180 --out spring.png
            foldpreview render --mode cards --offset 900 --selected 7 --progress 0.5 --out cards.png
            foldpreview render --mode fold --set fold.duration=0.6 --set fold.shadowOpacity=0.5 --out fold.png
            foldpreview render --mode pop --preset springy.json --time 0.3 --out spring.png
            foldpreview render --mode pop --versus original --set pop.bounciness=8 --label --size 1280x400 --out ab.gif
            foldpreview render --mode fold --image list.png --to detail.png --versus mine.json --crop content --out ab.mov
            foldpreview render --workload mpfold --frame 300 --out mpfold.png
            """)

    @Option(parsing: .unconditional, help: "The mode: \(SceneOptions.modeNames). Default: the mode of --preset's settings.",
            completion: Completions.modes)
    var mode: String?

    @Option(parsing: .unconditional, help: "A standard workload instead of a mode: mpfold or fullquad.")
    var workload: String?

    @Option(parsing: .unconditional, help: "The mode's progress in [0, 1] (fold, cubic: α = 90°·P; flip: the fraction of the swipe to the next flight; cell: of the first cell's opening; pop: θ = −180°·P; cards: how far the switch to --selected's layout has gone). Default 0.5.")
    var progress: GivenNumber?

    @Option(parsing: .unconditional, help: "Render a sequence of N frames spanning progress 0…1 into the --out folder.")
    var frames: Int?

    @Option(parsing: .unconditional, help: "The workload frame, 0…599. Default 300.")
    var frame: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Image size WxH in pixels (each side 1…16384). Default: " + OutputSize.defaultsHelp + ". " + NativeSize.help))
    var size: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(OutputSize.scaleHelp))
    var scale: Int?

    @Option(parsing: .unconditional, help: "Keep a part of every frame: 'content' (the union of the mode's picture over the whole export: the page and its swing, the phone) or a region WxH+X+Y in pixels. With --versus, both halves keep the same region of their own pixels (content: the union of both sides'), side by side or stacked.")
    var crop: String?

    @OptionGroup(title: "Your pictures") var content: ContentArguments

    @OptionGroup var flights: FlightsArguments

    @OptionGroup var tuning: TuningArguments

    /// The pictures, the flights and the settings, together.
    var scene: SceneArguments { SceneArguments(content: content, flights: flights.flights, tuning: tuning) }

    @OptionGroup var pose: PoseArguments

    @OptionGroup(title: "Animations") var export: ExportArguments

    @OptionGroup var background: BackgroundArguments

    @OptionGroup(title: "Animations") var hold: HoldArguments

    @OptionGroup(title: "A/B") var versus: VersusArguments

    @Option(parsing: .unconditional, help: "Output: one frame to .png or .jpg; the mode's animation, as Space plays it, to .mp4, .webm, .gif, .webp, .apng (or .png with --frames or timing options), .mov (ProRes 4444), to a folder of PNGs, or to a web page (.html: the animation in CSS, as `code --lang html` prints it).")
    var out: String

    @Flag(help: "With --frames into a folder that already holds frame files: replace them all (none of the old run stays).")
    var overwrite = false

    @Option(parsing: .unconditional, help: "Also write the frame's draw list as JSON to this file.")
    var dump: String?

    @Option(parsing: .unconditional, help: "Rendering threads.")
    var threads: Int = 1

    @Option(parsing: .unconditional, help: "The resources folder (default: found beside the binary).")
    var resources: String?

    mutating func run() throws {
        // --preset by name or file, its pictures and, without --mode, its settings' mode.
        if workload == nil {
            let resolved = try scene.resolvingPreset(mode: mode, fallback: nil)
            (content, tuning, mode) = (resolved.arguments.content, resolved.arguments.tuning, resolved.mode)
        }
        if workload != nil, size != nil || scale != nil || crop != nil {
            throw CLIError("--size, --scale and --crop apply to modes; the workloads are always \(Workload.width)x\(Workload.height)")
        }
        let native = NativeSize.names(size)
        let size = try OutputSize.given(size: native ? nil : size, scale: native ? nil : scale)
        let crop = try crop.map(CropRequest.parse)
        guard (1...64).contains(threads) else { throw CLIError("--threads must be 1…64, got \(threads)") }
        let layout = try versus.checkedLayout()
        switch (mode, workload) {
        case (nil, nil):
            throw CLIError("render needs --mode (\(SceneOptions.modeNames)) or --workload (mpfold, fullquad)")
        case (.some, .some): throw CLIError("give either --mode or --workload, not both")
        case (nil, let name?): try renderWorkload(name)
        case (let name?, nil): try renderMode(name, size: size, crop: crop, layout: layout)
        }
    }

    // MARK: Workloads

    private func renderWorkload(_ name: String) throws {
        guard let workload = Workload(rawValue: name) else {
            throw CLIError("unknown workload '\(name)' (choose mpfold or fullquad)")
        }
        guard !versus.isGiven else { throw CLIError("--versus compares two sets of a mode's settings, not workloads") }
        guard progress == nil, frames == nil, scene.content.isEmpty, dump == nil, scene.flights == nil,
              background.background == nil, !hold.isGiven,
              pose.given.isEmpty, try scene.tuning.shorthands().isEmpty, scene.tuning.assignments.isEmpty,
              scene.tuning.preset == nil else {
            throw CLIError("--progress, --frames, pictures, --dump, --background, --hold-start/--hold-end, settings and the modes' options apply to modes, "
                           + "not workloads")
        }
        let index = frame ?? 300
        guard (0..<Workload.frameCount).contains(index) else {
            throw CLIError("--frame must be 0…\(Workload.frameCount - 1), got \(index)")
        }
        try OutputPlan(files: [.init(option: "--out", path: out)]).check()
        var bitmap = Bitmap(width: Workload.width, height: Workload.height)
        Renderer(threads: threads).render(workload.primitives(frame: index, texture: workload.makeTexture()),
                                          into: &bitmap, clear: Workload.clearColor)
        try Interruption.check {}
        try Output.png(bitmap, to: out)
        try printLine("wrote \(out)")
    }

    // MARK: Modes

    /// `size`: `--size`, nil for the mode's own (`OutputSize`); `layout`: `--versus`'s halves.
    private func renderMode(_ name: String, size given: (width: Int, height: Int)?, crop: CropRequest?,
                            layout: VersusRender.Layout) throws {
        guard frame == nil else { throw CLIError("--frame applies to workloads; use --progress for modes") }
        try SceneOptions.checkProgress(progress, frames: frames)
        try versus.checkApplies(webPage: WebPageExport.names(out), dump: dump != nil)
        if NativeSize.names(self.size), WebPageExport.names(out) || versus.isGiven {
            throw CLIError("--size native draws frames at the picture's pixels; a web page and --versus take --size WxH")
        }
        if WebPageExport.names(out) { return try renderWebPage(name, size: given, crop: crop) }
        let scrubbed = frames != nil || export.scrub
        let target = try OutputTarget(out, sequence: scrubbed || export.givesTiming || hold.isGiven)
        try checkHold(target: target)
        let backdrop = try background.drawn()
        try target.checkTransparency(background.picturePath == nil ? backdrop : .scene)
        try outputPlan(for: target).check()
        let reference = try versus.referenceSettings()
        // From here a signal is noted, not fatal: the image decoder is stopped and the run
        // ends with one line, as it would later while drawing or writing.
        Interruption.watch()
        let native = try NativeSize.scale(of: self.size, scale: scale)
        var options = try SceneOptions(mode: name, arguments: scene, resources: resources) { mode in
            // At a native size (also --versus's default for a page mode) the pictures are drawn at their own pixels.
            native != nil || given == nil && versus.isGiven && NativeSize.modes.contains(mode)
                ? (ImageFile.maximumSide, ImageFile.maximumSide) : OutputSize.largest(for: mode, given: given, scale: scale)
        }
        if let native {
            try NativeSize.check(mode: options.mode, content: options.content, scale: native)
            options.content.nativeScale = native
        }
        // --versus of two pictures' pages without --size: both halves at the pictures' own pixels.
        let versusNative = given == nil && reference != nil && NativeSize.suitsVersus(options)
        if versusNative { options.content.nativeScale = 1 }
        try SceneOptions.checkFlights(scene.flights, for: options.mode)
        try scene.tuning.checkShorthands(for: options.mode)
        let format: VideoFormat? = if case .video(let f) = target { f } else { nil }
        let (timing, fps) = try self.timing(for: target, format: format, scrubbed: scrubbed)
        let request = try pose.request(for: options.mode, progress: progress?.value, isSequence: scrubbed,
                                       defaultProgress: target.isStill || scrubbed ? 0.5 : 0)
        var (size, layout) = (try given ?? (native == nil ? OutputSize.natural(for: options.mode, content: options.content, scale: scale)
                                                          : NativeSize.frame(options: options, request: request, timing: timing)), layout)
        if versusNative, let reference {
            (size, layout) = try NativeSize.versusFrame(a: options.with(settings: reference.settings), b: options,
                                                        layout: versus.layout == nil ? nil : layout, request: request, timing: timing)
        }
        try ResourceLimits.checkRoom(width: size.width, height: size.height, threads: threads, encoder: format)
        // Frame i of the output (and a single render's draw list, for --dump), the count, the crop.
        let count: Int, cropRegion: PixelRegion?, drawnSize: (width: Int, height: Int)
        var draw: (Int) -> (bitmap: Bitmap, list: DrawList?)
        let picture = try underlay(size: size, layout: layout, versus: reference != nil, options: options)
        var halvesKept: PixelRegion?
        if let reference {
            // The picture goes under the halves whole, before --crop cuts them.
            let comparison = try VersusRender(a: options.with(settings: reference.settings), named: reference.name,
                                              b: options, named: try VersusArguments.name(of: scene.tuning), size: size,
                                              layout: layout, request: request, timing: timing, threads: threads,
                                              crop: crop, labelled: versus.label)
            (count, cropRegion, drawnSize, halvesKept) = (comparison.count, nil, comparison.size, comparison.kept)
            draw = { (comparison.frame($0, background: backdrop, under: picture), nil) }
        } else {
            let side = try ModeFrames(options: options, size: size, request: request, timing: timing, threads: threads)
            (count, drawnSize) = (side.count, size)
            cropRegion = try crop?.region(in: size, frames: side.distinct, pose: side.posed)
            draw = { side.frame($0, background: backdrop) }
            if let picture {
                let bare = draw
                draw = { i in let drawn = bare(i); var bitmap = drawn.bitmap; bitmap.drawUnder(picture); return (bitmap, drawn.list) }
            }
        }
        // H.264 and VP9 take even sides: an odd side gains a pixel (`FrameShape`).
        var shape = FrameShape(frame: drawnSize, crop: cropRegion, evenSides: format?.needsEvenSides == true)
        shape.halvesKept = halvesKept
        // A format's own limit is said before the encoder starts (WebP's would fail
        // on the first frame with only "Invalid argument").
        if let format, max(shape.output.width, shape.output.height) > format.maximumSide {
            throw CLIError("a .\(format.rawValue) is at most \(format.maximumSide) pixels a side, got "
                           + "\(shape.output.width)x\(shape.output.height) (give a smaller --size or --crop)")
        }
        if target.isStill { return try writeStill(draw(0), shape: shape, jpeg: target == .jpeg) }
        let holds = try hold.frames(fps: fps)
        let source = HoldArguments.held(FrameSource(count: count) { shape.apply(draw($0).bitmap) },
                                        start: holds.start, end: holds.end)
        let line = try Exporter.write(source, to: target, path: out, fps: fps, overwrite: overwrite,
                                      alpha: picture.map { !$0.isOpaque && target.carriesAlpha } ?? backdrop.isTransparent,
                                      label: "rendering \(options.mode.rawValue)")
        try printLine(line + shape.note(format: format))
    }

    /// How the output's frames are spaced and its frame rate, checked: a still takes none
    /// of the options that make an animation, and one animation is timed in progress
    /// (`--frames`, `--scrub`) or in time, never both.
    private func timing(for target: OutputTarget, format: VideoFormat?, scrubbed: Bool) throws -> (ModeFrames.Timing, fps: Int) {
        if target.isStill {
            guard !scrubbed, !export.givesTiming else {
                throw CLIError("--frames, --scrub, --fps, --duration, --loop and --time-scale make an animation; "
                               + "write it to a folder or a .mp4, .webm, .gif, .webp, .apng or .mov file")
            }
            return (.still, 0)
        }
        guard dump == nil else { throw CLIError("--dump writes one frame; use it without a sequence") }
        if scrubbed {
            guard !export.givesTiming || export.fps != nil && export.duration == nil && !export.loop && export.timeScale == nil else {
                throw CLIError("--duration, --loop and --time-scale time the animation; --frames and --scrub space the frames in progress instead")
            }
        } else if progress != nil {
            throw CLIError("--progress poses one frame; an animation records the mode's own timing "
                           + "(add --scrub --frames N to film progress 0…1 instead)")
        }
        let fps = try export.framesPerSecond(for: format)
        let playback = try export.playback()
        if scrubbed { return (.scrub(count: frames ?? 60), fps) }
        return (.recorded(fps: fps, playback: playback, duration: export.duration?.value, loops: export.loop), fps)
    }

    /// The mode's web page to `out`: the page `code --lang html` prints for the same
    /// arguments, through the one writer. What poses a frame, times a recording or crops
    /// does not apply to it.
    private func renderWebPage(_ name: String, size given: (width: Int, height: Int)?, crop: CropRequest?) throws {
        guard progress == nil, frames == nil, !export.scrub, !export.givesTiming, !hold.isGiven, crop == nil, dump == nil,
              pose.given.isEmpty else {
            throw CLIError("a web page plays the mode's own animation: --progress, --frames, --scrub, --fps, --duration, "
                           + "--loop, --time-scale, --hold-start, --hold-end, --crop, --dump and the modes' pose options do not apply to .html")
        }
        let backdrop = try background.value(pictureRefusedBy: "a web page")
        try outputPlan(for: .png).check()
        let page = try WebPageExport.html(mode: name, arguments: scene, resources: resources, size: given, scale: scale,
                                          background: backdrop)
        try WebPageExport.write(page, to: out)
        try printLine("wrote \(out)")
    }

    /// What this run writes and reads, to be checked before anything is drawn.
    private func outputPlan(for target: OutputTarget) -> OutputPlan {
        var plan = OutputPlan()
        if target == .folder {
            plan.frameFolder = .init(option: "--out", path: out)
        } else {
            plan.files.append(.init(option: "--out", path: out))
        }
        if let dump { plan.files.append(.init(option: "--dump", path: dump)) }
        plan.inputs += scene.content.inputFiles
        if let preset = scene.tuning.preset { plan.inputs.append(.init(option: "--preset", path: preset)) }
        if let picture = background.picturePath { plan.inputs.append(.init(option: "--background", path: picture)) }
        if let reference = versus.referenceFile { plan.inputs.append(.init(option: "--versus", path: reference)) }
        if let flights = scene.flights {
            plan.inputs.append(.init(option: "--flights", path: flights))
        } else if let folder = try? ResourceLocator.locate(explicit: resources) {
            plan.inputs.append(.init(option: "flights (the resources' default)", path: folder + "/" + ResourceLocator.marker))
        }
        return plan
    }

    /// The still `drawn` to a PNG or JPEG, shaped by `shape`, and its draw list to --dump.
    private func writeStill(_ drawn: (bitmap: Bitmap, list: DrawList?), shape: FrameShape, jpeg: Bool) throws {
        try Interruption.check {}
        // The dump only when the frame is written.
        let frame = shape.apply(drawn.bitmap)
        if jpeg {
            do { try ImageFile.saveJPEG(frame, to: out) } catch { throw CLIError(error.description) }
        } else {
            // Encoded in memory, then checked once more just before the rename: a signal
            // while the PNG was compressed leaves nothing either.
            do {
                let bytes = try ImageFile.pngData(frame)
                try OutputFile(out).write(bytes) { try Interruption.check {} }
            } catch let error as MediaError { throw CLIError(error.description) }
        }
        if let dump, let list = drawn.list { try Output.text(list.json(), to: dump) }
        try printLine("wrote \(out)" + (dump.map { " and \($0)" } ?? "") + shape.note(format: nil))
    }
}
