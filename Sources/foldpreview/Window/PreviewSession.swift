import Foundation
import Media
import Raster
import Scenes
import ImGuiBridge
import Stage

/// The preview's state and frame loop: input in, scene advanced, frame drawn, presented.
///
/// A frame is drawn only when something changed (input, resize, a message) or an
/// animation runs; otherwise the loop sleeps in SDL_WaitEventTimeout, so an idle window
/// costs almost nothing. Time is read once per frame and given to the scene as a step.
final class PreviewSession {
    /// The frame period when the renderer has no vsync (or vsync does not hold back).
    static let framePeriod = 1.0 / 60
    /// How long a message stays on screen, seconds.
    static let messageDuration = 4.0
    /// How long the first-run hint takes to fade once the first drag is done, seconds.
    static let hintFade = 0.6

    let options: PreviewOptions
    let display: Display
    let overlay: Overlay
    /// The frame path; its bitmap is the frame presented last.
    let frames: SceneRenderer
    var resources: SceneResources

    // Scenes keep their state across mode switches; the settings and the time scale
    // have their one home here and reach every scene.
    var scenes: [Mode: any Scene] = [:]
    var scene: any Scene
    var settings: SettingValues {
        didSet {
            guard settings != oldValue else { return }
            refreshScene()
            rebuildHold()
        }
    }
    var playback = Playback()
    /// Scenes and their art built off the frame thread (`+Art`).
    let art = ArtWorker()
    /// A mode switch waiting for its scene to be built.
    var wantedMode: Mode?
    /// The modes shown so far (a scene appears once).
    var appeared: Set<Mode> = []
    /// How many pictures were dropped, and which of them each mode's scene shows.
    var picture = 0
    var pictures: [Mode: Int] = [:]
    /// True once the other modes were asked for at the window's size.
    var builtAhead = false
    /// Inputs the next presented frame answers, and those answered by the first frame
    /// with the mode's own art at the window's size (`FrameStats.InputKind`).
    var nextFrameInputs: [(FrameStats.InputKind, Double)] = []
    var readyInputs: [(FrameStats.InputKind, Double)] = []

    // Frame state.
    /// The window's drawable size in pixels: the scenes' view.
    var drawable = (width: 1, height: 1)
    var pixelScale = (x: 1.0, y: 1.0)
    var needsFrame = true
    var minimized = false
    var dragging = false
    /// True while the display tracks the pointer outside the window for a drag.
    var capturing = false
    var pendingInputTime: Double?
    var screenshotRequested = false
    var message: (text: String, until: Double)?
    var lastAdvance = 0.0
    var nextFrameTime = 0.0
    var selfPaced: Bool
    /// Consecutive presents that returned within 5 ms of the previous one.
    var fastPresents = 0
    var stats = FrameStats()
    var hudRefresh: (time: Double, fps: Double?, ms: Double) = (-1, nil, 0)
    /// When the first-run hint began to fade (after the first drag); nil while it shows.
    var hintFadeStart: Double?
    /// The title the window shows, and whether it carries a message with no room inside.
    var title = ""
    /// `,` `.` Home End: the mode's animation as Space plays it, held at `stepFrame` (the
    /// scene's clock stops until other input lets it go on); nil when not stepping.
    var stepping: Recording?
    var stepFrame = 0
    /// The held recording playing on: from which frame, since when (`Clock.now()`).
    var timelinePlay: (frame: Int, start: Double)?
    /// The strip's pause of the live scene: its clock stops until play or other input.
    var livePaused = false
    var timeline = TimelineStrip()
    /// E's tuning panel (made the first time it shows), whether it shows, whether it holds
    /// the pointer (a widget being dragged), and until when it wants frames after input.
    var panel: TuningPanel?
    var panelShown = false
    var panelHoldsPointer = false
    var panelActiveUntil = 0.0
    /// False when the last frame had no room for the HUD off the picture.
    var hudHasRoom = true

    // Run state.
    /// Dropped files being decoded, and when each was dropped.
    let inbox = ImageInbox()
    var droppedAt: [String: Double] = [:]
    /// Ctrl-R's recording under way, and the ones stopped whose files are being finished.
    var recorder: WindowRecorder?
    var finishing: [WindowRecorder] = []
    /// Screenshots being written.
    let screenshots = ScreenshotWriter()
    var script: InputScript?
    /// Keeps the settings for the next run (nil with `--no-remember`).
    let memory: MemoryWriter?
    var quitRequested = false
    var startTime = 0.0
    /// Since when the script's clock has stood still, waiting for art, and whether it
    /// waits for every scene being built (its step "art").
    var scriptHeldSince: Double?
    var scriptWaitsForArt = false
    /// Frames presented with the picture's own art (`--frames` counts these).
    var countedFrames = 0
    /// How many threads draw the next frame (without `--threads`, as frames need).
    var threadPolicy: RenderThreads?

    /// A session on `display`; `first`, when given, is the first mode's scene made for
    /// the fast start (`FirstScene`), else it is made here.
    init(options: PreviewOptions, display: Display, text: TextRenderer, first made: (any Scene)? = nil) throws {
        self.options = options
        self.display = display
        overlay = Overlay(text: text)
        frames = SceneRenderer(threads: options.adaptsThreads ? 1 : options.threads)
        threadPolicy = options.adaptsThreads ? RenderThreads(most: options.threads) : nil
        resources = SceneResources(text: text, image: options.scene.image, flights: options.scene.flights)
        settings = options.scene.settings
        selfPaced = !display.hasVSync
        script = options.script
        memory = options.memory.map { MemoryWriter(memory: $0, reading: options.remembered) }
        // The first frame is drawn from art at a quarter of the pixels (a fast start); the
        // full art follows from the worker, taken into this very scene.
        let size = display.drawableSize
        let first = made ?? SceneCatalog.make(mode: options.mode, viewSize: FirstScene.fastSize(size),
                                              resources: resources, settings: settings)
        scene = first
        scenes[options.mode] = first
        pictures[options.mode] = 0
        appeared.insert(options.mode)
        if !options.start.options.isEmpty {
            do { try first.pose(for: options.start).apply(nil) } catch { throw CLIError(error.description) }
        }
        first.appear()
        resize()
    }

    // MARK: Loop

    /// Runs until Esc / Q / window close (or `--frames` presented frames).
    func run() {
        startTime = Clock.now()
        lastAdvance = startTime
        nextFrameTime = startTime
        if options.verbose {
            emit("video driver: \(display.driver), renderer: \(display.rendererName)"
                  + (display.hasVSync ? " (vsync)" : " (paced at 60 Hz)")
                  + ", drawable \(drawable.width)x\(drawable.height), threads "
                  + (options.adaptsThreads ? "1…\(options.threads) (as frames need)" : "\(options.threads)"))
            emit("mode: \(scene.mode.rawValue)")
            for file in options.remembered.files { emit("remembered: \(file.count) settings from \(file.path)") }
        }
        if let problem = options.remembered.problems.last { say(problem) }
        while !quitRequested {
            // The scene's clock runs while it animates or a drag is held (a release's
            // velocity needs the drag's times).
            let clockRuns = (scene.isAnimating || dragging) && stepping == nil && !livePaused
            // Wait for input until the next frame is due; when nothing is due, until the
            // next script step or message expiry (or a second, harmlessly).
            let now = Clock.now()
            let timeout: Double
            if wantsFrame {
                timeout = selfPaced ? max(0, nextFrameTime - now) : 0
            } else {
                var wake = now + 1
                if let t = script?.nextTime { wake = min(wake, startTime + t) }
                if let message { wake = min(wake, message.until) }
                if inbox.isBusy || art.isBusy || !finishing.isEmpty || screenshots.isBusy { wake = min(wake, now + 0.02) }
                timeout = max(0, wake - now)
            }
            // `--stats` names what each turn did (`FrameWork`): its wait, then its steps.
            let wait: FrameWork = wantsFrame ? .pacing : .idle
            var first = true
            while let (event, time) = display.nextEvent(timeout: first ? timeout : nil) {
                if first { stats.note(wait, seconds: Clock.now() - now) }
                first = false
                timed(.input) { handle(event, at: time) }
                if quitRequested { break }
            }
            if first { stats.note(wait, seconds: Clock.now() - now) }
            timed(.art) { collectArt() }
            timed(.script) { replayScript() }
            timed(.picture) { showDropped() }
            reportRecordings()
            reportScreenshots()
            memory?.remember(settings, now: Clock.now())
            if let message, Clock.now() >= message.until {
                self.message = nil
                needsFrame = true
            }
            guard !quitRequested else { break }
            let frameTime = Clock.now()
            guard wantsFrame, !selfPaced || frameTime >= nextFrameTime - 0.0005 else { continue }
            timed(.advance) {
                advanceTimeline(now: frameTime)
                // The scene moves by the real time since the last frame, but only if its
                // clock was running then (a play() just now starts from its first frame).
                scene.advance(by: clockRuns ? playback.sceneTime(min(frameTime - lastAdvance, 0.25)) : 0)
            }
            lastAdvance = frameTime
            drawAndPresent()
            // Once the first frame is up and the art asked for is drawn, FFmpeg is loaded
            // off the frame thread, so the first Ctrl-R does not stop the window for it
            // (240 ms on a 1600x900 window here).
            if !FFmpegLibraries.isLoaded, !art.isBusy { FFmpegLibraries.loadInBackground() }
            // After the frame, so the picture includes every input that came before; a
            // picture still waiting for its art is saved once it has it.
            if screenshotRequested, !awaitingArt {
                screenshotRequested = false
                timed(.screenshot) { screenshot() }
            }
            if selfPaced {
                nextFrameTime += PreviewSession.framePeriod
                if nextFrameTime < frameTime { nextFrameTime = frameTime + PreviewSession.framePeriod }
            }
            // Frames that wait for art do not count (a script's steps wait for it too).
            if !awaitingArt { countedFrames += 1 }
            if let limit = options.frames, countedFrames >= limit { break }
        }
        // A recording under way and the screenshots asked for are finished before the
        // program ends, even one asked for in the last turn (a script's F12 and quit
        // handled together): its frame is drawn now.
        if screenshotRequested, !minimized {
            screenshotRequested = false
            drawAndPresent()
            screenshot()
        }
        screenshots.finish()
        reportScreenshots()
        stopRecording()
        while !finishing.isEmpty {
            usleep(10_000)
            reportRecordings()
        }
        memory?.finish(settings)
        if options.stats { emit(stats.report()) }
    }

    /// Runs `body`, noting its seconds as `work` for `--stats`' slowest intervals.
    func timed<Result>(_ work: FrameWork, _ body: () throws -> Result) rethrows -> Result {
        let start = Clock.now()
        defer { stats.note(work, seconds: Clock.now() - start) }
        return try body()
    }

    /// True while the panel wants frames: a widget held, or just after its input.
    var panelBusy: Bool { panelShown && (panelHoldsPointer || Clock.now() < panelActiveUntil) }

    /// The scene's part of the window, pixels: all of it, less the panel's side and the
    /// timeline's strip under it when the panel shows.
    var sceneSize: (width: Int, height: Int) {
        guard panelShown else { return drawable }
        let side = Int((TuningPanel.width * pixelScale.x).rounded())
        let strip = Int((TimelineStrip.height * pixelScale.y).rounded())
        return (max(1, drawable.width - side), max(1, drawable.height - strip))
    }

    /// True when the next loop turn should present a frame.
    var wantsFrame: Bool {
        !minimized && (needsFrame || (screenshotRequested && !awaitingArt) || (scene.isAnimating && stepping == nil && !livePaused) || timelinePlay != nil
                       || options.frames != nil || hintFading || panelBusy)
    }

    /// The first-run hint's opacity: 1 until the first drag, then fading to 0.
    func hintOpacity(now: Double) -> Double {
        guard let start = hintFadeStart else { return 1 }
        return max(0, 1 - (now - start) / PreviewSession.hintFade)
    }

    var hintFading: Bool { hintFadeStart.map { Clock.now() - $0 < PreviewSession.hintFade } ?? false }

    // MARK: Drawing

    func drawAndPresent() {
        let start = Clock.now()
        // The panel first: what it changes shows in this very frame.
        if panelShown, let panel {
            let built = Clock.now()
            defer { stats.note(.panel, seconds: Clock.now() - built) }
            igb_new_frame()
            let before = settings
            let refusal = panel.build(mode: scene.mode, settings: &settings, markers: scene.plotMarkers,
                                      x: Double(sceneSize.width), height: Double(drawable.height), scale: pixelScale.x)
            buildTimeline(scale: pixelScale.x)
            igb_end_frame()
            if let refusal { say(refusal) }
            if options.verbose, settings != before {
                for setting in SceneCatalog.settings(for: scene.mode) where setting.differs(settings, before) {
                    emit("set \(setting.name)=\(setting.text(in: settings))")
                }
            }
        }
        // The frame is drawn at the scene's view size: the window's, or while its art is
        // drawn for a new size, the old one (stretched when presented, HUD and all).
        let width = Int(scene.viewSize.x), height = Int(scene.viewSize.y)
        let textScale = pixelScale.y * scene.viewSize.y / Double(max(1, sceneSize.height))
        // Every mode's frame lies within its view (at most 16384 px a side), so it converts.
        let frame = scene.contentFrame
        let hud = hudLines(now: start)
        let content = Overlay.Content(
            hud: hud.full, compactHUD: hud.compact, message: message?.text,
            hint: (scene.hint, hintOpacity(now: start)),
            content: .init(x: Int(frame.x.rounded(.down)), y: Int(frame.y.rounded(.down)),
                           width: Int(frame.width.rounded(.up)), height: Int(frame.height.rounded(.up))),
            recording: recorder != nil)
        var shown = Overlay.Shown(hud: true, message: true)
        // The scene alone is kept for a recording and for a screenshot without the HUD.
        let keep = recorder != nil || (screenshotRequested && !options.screenshotHUD)
        let lastSize = (width: frames.bitmap.width, height: frames.bitmap.height)
        frames.render(scene, clear: .opaque(0, 0, 0), keepingUndecorated: keep) { [overlay] list, primitives in
            if overlay.showsXRay { overlay.appendXRay(of: list, to: &primitives, scale: textScale) }
            shown = overlay.append(to: &primitives, width: width, height: height, scale: textScale, content)
        }
        // A message with no room off the picture goes to the window's title instead.
        showTitle(message: shown.message ? nil : message?.text)
        if overlay.showsHUD { hudHasRoom = shown.hud }
        let rendered = Clock.now()
        if lastSize != (frames.bitmap.width, frames.bitmap.height) { stats.note(.newFrameSize) }
        let handOver = display.present(frames.bitmap, panel: panelShown, area: sceneSize)
        stats.note(.handOver, seconds: handOver)
        let presented = Clock.now()
        recordInputs(presentedAt: presented)
        // Vsync that does not block (some drivers report it and return at once) falls
        // back to our own 60 Hz pace.
        if !selfPaced, let interval = stats.lastInterval {
            fastPresents = interval < 0.005 ? fastPresents + 1 : 0
        }
        if !selfPaced, fastPresents >= 8 {
            selfPaced = true
            nextFrameTime = presented + PreviewSession.framePeriod
            if options.verbose { emit("vsync does not pace presents here; pacing at 60 Hz") }
        }
        stats.recordWork(rendered - start + handOver)
        stats.record(presentedAt: presented, render: rendered - start, upload: presented - rendered,
                     inputAt: pendingInputTime, continues: dragging || scene.isAnimating || options.frames != nil || panelBusy)
        // After the present is recorded: handing the frame over delays the next one.
        if let recorder, let scene = frames.undecorated, scene.width == sceneSize.width, scene.height == sceneSize.height,
           timed(.recording, { recorder.add(scene, at: presented) }) == .dropped(first: true) {
            recordingFallsBehind()
        }
        if var policy = threadPolicy {
            frames.renderer.threads = policy.next(after: rendered - start, on: frames.renderer.threads)
            threadPolicy = policy
        }
        pendingInputTime = nil
        needsFrame = false
    }

    /// Counts the inputs this frame answers (`--stats`), and the time from launch to the
    /// first frame.
    func recordInputs(presentedAt presented: Double) {
        if stats.startUp == nil { stats.startUp = presented - Clock.launch }
        for (kind, time) in nextFrameInputs { stats.record(kind, inputAt: time, presentedAt: presented) }
        nextFrameInputs.removeAll()
        guard !awaitingArt else { return }
        for (kind, time) in readyInputs { stats.record(kind, inputAt: time, presentedAt: presented) }
        readyInputs.removeAll()
    }

    /// The HUD: the mode and its state, its progress and time on its own timeline, fps
    /// (over the last second of presented frames; none at rest), frame ms, time scale, the
    /// tuned settings. Rates refresh four times a second so they can be read (and their
    /// text is not rasterized every frame). `compact` is the first two lines.
    func hudLines(now: Double) -> (full: [String], compact: [String]) {
        if now - hudRefresh.time >= 0.25 {
            hudRefresh = (now, stats.framesPerSecond(now: now), stats.recentFrameMilliseconds())
        }
        let rate = hudRefresh.fps.map { DecimalText.fixed($0, places: 0) + " fps   " } ?? ""
        let scale = playback.timeScale == 1 ? "real time" : DecimalText.shortest(playback.timeScale) + "× slower"
        let compact = [scene.mode.rawValue + "   " + scene.hudLine, timelineLine]
        var lines = compact + [rate + "frame " + DecimalText.fixed(hudRefresh.ms, places: 1) + " ms   " + scale]
        let tuned = settings.changedNames
        if !tuned.isEmpty {
            // The first few names; `foldpreview params` lists every value.
            let shown = tuned.prefix(5).joined(separator: ", ")
            lines.append("tuned: " + shown + (tuned.count > 5 ? " and \(tuned.count - 5) more" : ""))
        }
        if !overlay.showsHelp { lines.append("F1 or ? for keys") }
        return (lines, compact)
    }

    /// Sets the window's title to the mode's (and `message`, when it had no room in the
    /// window), only when it changes.
    func showTitle(message: String?) {
        let wanted = "FoldPreview — \(scene.mode.rawValue)" + (message.map { " — " + $0 } ?? "")
        guard wanted != title else { return }
        title = wanted
        display.setTitle(wanted)
    }
}

extension Bitmap {
    /// FNV-1a over the pixels: a short fingerprint of a frame for logs and tests.
    var checksum: UInt64 {
        pixels.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for bits in buffer { hash = (hash ^ UInt64(bits)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
    }
}

/// Prints a line on stdout at once, even into a pipe or file, so whoever drives the
/// window (a script, a test) sees each line when it happens.
func emit(_ line: String) {
    print(line)
    fflush(nil)
}
