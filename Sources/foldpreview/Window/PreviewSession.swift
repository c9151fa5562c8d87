import Foundation
import Media
import Raster
import Scenes
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

    private let options: PreviewOptions
    private let display: Display
    private let overlay: Overlay
    /// The frame path; its bitmap is the frame presented last.
    private let frames: SceneRenderer
    private var resources: SceneResources

    // Scenes keep their state across mode switches; the settings and the time scale
    // have their one home here and reach every scene.
    private var scenes: [Mode: any Scene] = [:]
    private var scene: any Scene
    private var settings: SettingValues {
        didSet { if scene.settings != settings { scene.settings = settings } }
    }
    private var playback = Playback()

    // Frame state.
    /// The window's drawable size in pixels: the scenes' view.
    private var drawable = (width: 1, height: 1)
    private var pixelScale = (x: 1.0, y: 1.0)
    private var needsFrame = true
    private var minimized = false
    private var dragging = false
    /// True while the display tracks the pointer outside the window for a drag.
    private var capturing = false
    private var pendingInputTime: Double?
    private var screenshotRequested = false
    private var message: (text: String, until: Double)?
    private var lastAdvance = 0.0
    private var nextFrameTime = 0.0
    private var selfPaced: Bool
    /// Consecutive presents that returned within 5 ms of the previous one.
    private var fastPresents = 0
    private var stats = FrameStats()
    private var hudRefresh: (time: Double, fps: Double?, ms: Double) = (-1, nil, 0)
    /// When the first-run hint began to fade (after the first drag); nil while it shows.
    private var hintFadeStart: Double?
    /// The title the window shows, and whether it carries a message with no room inside.
    private var title = ""
    /// False when the last frame had no room for the HUD off the picture.
    private var hudHasRoom = true

    // Run state.
    /// Dropped files being decoded.
    private let inbox = ImageInbox()
    /// Ctrl-R's recording under way, and the ones stopped whose files are being finished.
    private var recorder: WindowRecorder?
    private var finishing: [WindowRecorder] = []
    private var script: InputScript?
    private var quitRequested = false
    private var startTime = 0.0

    init(options: PreviewOptions, display: Display, text: TextRenderer) throws {
        self.options = options
        self.display = display
        overlay = Overlay(text: text)
        frames = SceneRenderer(threads: options.threads)
        resources = SceneResources(text: text, image: options.scene.image, flights: options.scene.flights)
        settings = options.scene.settings
        selfPaced = !display.hasVSync
        script = options.script
        let size = display.drawableSize
        let first = SceneCatalog.make(mode: options.mode, viewSize: [Double(size.width), Double(size.height)],
                                      resources: resources, settings: settings)
        scene = first
        scenes[options.mode] = first
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
                  + ", drawable \(drawable.width)x\(drawable.height), threads \(frames.renderer.threads)")
            emit("mode: \(scene.mode.rawValue)")
        }
        while !quitRequested {
            // The scene's clock runs while it animates or a drag is held (a release's
            // velocity needs the drag's times).
            let clockRuns = scene.isAnimating || dragging
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
                if inbox.isBusy || !finishing.isEmpty { wake = min(wake, now + 0.02) }
                timeout = max(0, wake - now)
            }
            var first = true
            while let (event, time) = display.nextEvent(timeout: first ? timeout : nil) {
                first = false
                handle(event, at: time)
                if quitRequested { break }
            }
            replayScript()
            showDropped()
            reportRecordings()
            if let message, Clock.now() >= message.until {
                self.message = nil
                needsFrame = true
            }
            guard !quitRequested else { break }
            let frameTime = Clock.now()
            guard wantsFrame, !selfPaced || frameTime >= nextFrameTime - 0.0005 else { continue }
            // The scene moves by the real time since the last frame, but only if its clock
            // was running then (a play() just now starts from its first frame).
            scene.advance(by: clockRuns ? playback.sceneTime(min(frameTime - lastAdvance, 0.25)) : 0)
            lastAdvance = frameTime
            drawAndPresent()
            // After the frame, so the picture includes every input that came before.
            if screenshotRequested {
                screenshotRequested = false
                screenshot()
            }
            if selfPaced {
                nextFrameTime += PreviewSession.framePeriod
                if nextFrameTime < frameTime { nextFrameTime = frameTime + PreviewSession.framePeriod }
            }
            if let limit = options.frames, stats.frames >= limit { break }
        }
        // A recording under way is finished before the program ends.
        stopRecording()
        while !finishing.isEmpty {
            usleep(10_000)
            reportRecordings()
        }
        if options.stats { emit(stats.report()) }
    }

    /// True when the next loop turn should present a frame.
    private var wantsFrame: Bool {
        !minimized && (needsFrame || scene.isAnimating || options.frames != nil || hintFading)
    }

    /// The first-run hint's opacity: 1 until the first drag, then fading to 0.
    private func hintOpacity(now: Double) -> Double {
        guard let start = hintFadeStart else { return 1 }
        return max(0, 1 - (now - start) / PreviewSession.hintFade)
    }

    private var hintFading: Bool { hintFadeStart.map { Clock.now() - $0 < PreviewSession.hintFade } ?? false }

    // MARK: Drawing

    private func drawAndPresent() {
        let start = Clock.now()
        let (width, height) = drawable
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
        frames.render(scene, clear: .opaque(0, 0, 0), keepingUndecorated: keep) { [overlay, pixelScale] primitives in
            shown = overlay.append(to: &primitives, width: width, height: height, scale: pixelScale.y, content)
        }
        // A message with no room off the picture goes to the window's title instead.
        showTitle(message: shown.message ? nil : message?.text)
        if overlay.showsHUD { hudHasRoom = shown.hud }
        let rendered = Clock.now()
        display.present(frames.bitmap)
        let presented = Clock.now()
        if let recorder, let scene = frames.undecorated { recorder.add(scene, at: presented) }
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
        stats.record(presentedAt: presented, render: rendered - start, upload: presented - rendered,
                     inputAt: pendingInputTime, continues: dragging || scene.isAnimating || options.frames != nil)
        pendingInputTime = nil
        needsFrame = false
    }

    /// The HUD: the mode and its state, its progress and time on its own timeline, fps
    /// (over the last second of presented frames; none at rest), frame ms, time scale, the
    /// tuned settings. Rates refresh four times a second so they can be read (and their
    /// text is not rasterized every frame). `compact` is the first two lines.
    private func hudLines(now: Double) -> (full: [String], compact: [String]) {
        if now - hudRefresh.time >= 0.25 {
            hudRefresh = (now, stats.framesPerSecond(now: now), stats.recentFrameMilliseconds())
        }
        let rate = hudRefresh.fps.map { DecimalText.fixed($0, places: 0) + " fps   " } ?? ""
        let scale = playback.timeScale == 1 ? "real time" : DecimalText.shortest(playback.timeScale) + "× slower"
        let compact = [scene.mode.rawValue + "   " + scene.hudLine, scene.timelineStatus.text]
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
    private func showTitle(message: String?) {
        let wanted = "FoldPreview — \(scene.mode.rawValue)" + (message.map { " — " + $0 } ?? "")
        guard wanted != title else { return }
        title = wanted
        display.setTitle(wanted)
    }


    // MARK: Input

    private func handle(_ event: InputEvent, at time: Double) {
        switch event {
        case .quit:
            quitRequested = true
        case .pointerDown(let x, let y):
            dragging = true
            capturing = display.captureMouse(true)
            pointer(.down(x: x * pixelScale.x, y: y * pixelScale.y), at: time)
        case .pointerMove(let x, let y):
            guard dragging else { return }
            pointer(.move(x: x * pixelScale.x, y: y * pixelScale.y), at: time)
        case .pointerUp(let x, let y):
            guard dragging else { return }
            endDrag()
            // The person has found the pointer: the first-run hint fades.
            if hintFadeStart == nil { hintFadeStart = Clock.now() }
            pointer(.up(x: x * pixelScale.x, y: y * pixelScale.y), at: time)
        case .wheel(let dx, let dy):
            pointer(.wheel(dx: dx, dy: dy), at: time)
        case .pointerLeft where capturing:
            // Captured, the drag goes on outside the window and its release still comes
            // here (letting go of it here would leave SDL thinking the button is held, and
            // the next press would not come through).
            break
        case .pointerLeft, .focusLost:
            guard dragging else { return }
            endDrag()
            pointer(.cancel, at: time)
        case .key(let key, let modifiers, let isRepeat):
            // Held keys repeat; every command is a toggle or a step, so repeats are
            // dropped rather than queued.
            guard !isRepeat, let command = Command.forKey(key, modifiers) else { return }
            perform(command)
            pendingInputTime = pendingInputTime ?? time
        case .resized:
            resize()
        case .exposed:
            minimized = false
            resize()
        case .minimized:
            minimized = true
        case .dropFile(let path):
            dropped(path)
        }
    }

    /// Hands over the script's steps that are due, each at the moment it was meant for. A
    /// window that fell behind (a slow first frame of a mode, a busy machine) moves the
    /// rest of the script later rather than replaying a batch at once, so the scene sees
    /// the time the script puts between its steps.
    private func replayScript() {
        guard script != nil else { return }
        if let next = script?.nextTime, startTime + next < lastAdvance, Clock.now() - startTime >= next {
            startTime = lastAdvance - next
        }
        guard let due = script?.due(at: Clock.now() - startTime) else { return }
        for (event, time) in due where !quitRequested { handle(event, at: startTime + time) }
    }

    private func pointer(_ event: PointerEvent, at time: Double) {
        catchUp(to: time)
        scene.handle(event)
        needsFrame = true
        pendingInputTime = pendingInputTime ?? time
    }

    /// Runs the scene's clock, when it runs, up to `time`, the moment an input happened:
    /// events that arrive together (a busy frame, a script) still see the time that passed
    /// between them (a drag's follow animation, a flick's velocity).
    private func catchUp(to time: Double) {
        guard time > lastAdvance else { return }
        if scene.isAnimating || dragging { scene.advance(by: playback.sceneTime(min(time - lastAdvance, 0.25))) }
        lastAdvance = time
    }

    private func endDrag() {
        dragging = false
        display.captureMouse(false)
        capturing = false
    }

    private func perform(_ command: Command) {
        needsFrame = true
        switch command {
        case .selectMode(let mode): switchMode(to: mode)
        case .nextMode, .previousMode:
            let modes = Mode.allCases
            guard let index = modes.firstIndex(of: scene.mode) else { return }
            let step = command == .nextMode ? 1 : modes.count - 1
            switchMode(to: modes[(index + step) % modes.count])
        case .play: scene.play()
        case .reset: scene.reset()
        case .slower, .faster:
            let before = playback.timeScale
            playback.step(slower: command == .slower)
            let now = playback.timeScale == 1 ? "real time" : "\(DecimalText.shortest(playback.timeScale))× slower"
            say(playback.timeScale == before
                ? "time scale \(now): already the " + (command == .slower ? "slowest" : "fastest")
                : "time scale \(now)")
        case .nextPerspective where !readsFoldSettings, .toggleOrientation where !readsFoldSettings,
             .toggleDirection where !readsFoldSettings:
            // P, O and U turn the fold's settings; elsewhere they would change nothing shown.
            let modes = Mode.allCases.filter { m in
                SceneCatalog.settings(for: m).contains { $0.name == FoldSettings.eyeDistance.name }
            }
            say("that key changes the fold (" + modes.map(\.rawValue).joined(separator: ", ") + "), not \(scene.mode.rawValue)")
        case .nextPerspective:
            let all = FoldScene.Perspective.allCases
            let current = FoldScene.Perspective(eyeDistance: settings[FoldSettings.eyeDistance])
            let next = current.map { all[(all.firstIndex(of: $0)! + 1) % all.count] } ?? .normal
            settings[FoldSettings.eyeDistance] = next.eyeDistance
            say("perspective \(next.rawValue)")
        case .toggleOrientation:
            let next: FoldScene.Orientation = settings[FoldSettings.orientation] == .vertical ? .horizontal : .vertical
            settings[FoldSettings.orientation] = next
            say("orientation \(next.rawValue)")
        case .toggleDirection:
            settings[FoldSettings.unfold].toggle()
            say(settings[FoldSettings.unfold] ? "unfold" : "fold")
        case .scene(let key):
            if let text = scene.handleKey(key) { say(text) }
            // A key may turn one of the scene's settings (T: flip.true3d).
            settings = scene.settings
        case .screenshot: if minimized { screenshot() } else { screenshotRequested = true }
        case .record: if recorder == nil { startRecording() } else { stopRecording() }
        case .toggleHUD:
            overlay.showsHUD.toggle()
            if overlay.showsHUD, !hudHasRoom { say("the HUD has no room beside the picture here: make the window larger") }
        case .toggleHelp: overlay.showsHelp.toggle()
        case .quit: quitRequested = true
        }
    }

    private func switchMode(to mode: Mode) {
        guard mode != scene.mode else { return }
        if dragging {
            scene.handle(.cancel)
            endDrag()
        }
        let size = SIMD2(Double(drawable.width), Double(drawable.height))
        if let cached = scenes[mode] {
            scene = cached
        } else {
            let made = SceneCatalog.make(mode: mode, viewSize: size, resources: resources, settings: settings)
            scenes[mode] = made
            scene = made
            made.appear()
        }
        if scene.viewSize != size { scene.viewSize = size }
        if scene.settings != settings { scene.settings = settings }
        showTitle(message: nil)
        if options.verbose { emit("mode: \(mode.rawValue)") }
    }

    /// Follows the window's drawable size (HiDPI aware) with the bitmap and the scene.
    private func resize() {
        let size = display.drawableSize, window = display.windowSize
        pixelScale = (Double(size.width) / Double(window.width), Double(size.height) / Double(window.height))
        if size != drawable {
            if recorder != nil {
                stopRecording()
                say("recording stopped: the window changed size")
            }
            drawable = size
            scene.viewSize = [Double(size.width), Double(size.height)]
            if options.verbose, startTime > 0 { emit("drawable \(size.width)x\(size.height)") }
        }
        needsFrame = true
    }

    /// Shows a short message in the window.
    private func say(_ text: String) {
        message = (text, Clock.now() + PreviewSession.messageDuration)
        needsFrame = true
        if options.verbose { emit("message: \(text)") }
    }

    // MARK: Files

    /// `foldpreview-YYYYMMDD-HHMMSS.png` of the frame just presented in the current
    /// directory (`-2`, `-3`… when that second is taken); prints its path.
    private func screenshot() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "foldpreview-" + formatter.string(from: Date())
        let directory = FileManager.default.currentDirectoryPath
        var path = (directory as NSString).appendingPathComponent(stem + ".png")
        var n = 2
        while FileManager.default.fileExists(atPath: path) {
            path = (directory as NSString).appendingPathComponent("\(stem)-\(n).png")
            n += 1
        }
        do {
            try ImageFile.savePNG(options.screenshotHUD ? frames.bitmap : frames.undecorated ?? frames.bitmap, to: path)
            emit("saved \(path)")
            if options.verbose { emit(String(format: "frame checksum %016llx", frames.bitmap.checksum)) }
        } catch {
            writeToStandardError("foldpreview: \(error.description)\n")
            say("screenshot failed: \(error.description)")
        }
    }

    // MARK: Recording

    /// Ctrl-R: records the scene as the window shows it, from the next frame on.
    private func startRecording() {
        do {
            recorder = try WindowRecorder(directory: FileManager.default.currentDirectoryPath,
                                          format: options.recordFormat, width: drawable.width,
                                          height: drawable.height, at: Clock.now())
            needsFrame = true
            say("recording… Ctrl-R stops")
        } catch {
            writeToStandardError("foldpreview: \(error)\n")
            say("cannot record: \(error)")
        }
    }

    /// Ctrl-R again (or a resize, or quitting): the frame shown last is held until now, and
    /// the file is finished off the frame thread.
    private func stopRecording() {
        guard let recorder else { return }
        if let last = frames.undecorated { recorder.add(last, at: Clock.now()) }
        recorder.stop()
        finishing.append(recorder)
        self.recorder = nil
        needsFrame = true
    }

    /// Says where each finished recording went (or why it failed).
    private func reportRecordings() {
        finishing.removeAll { recorder in
            guard let result = recorder.result else { return false }
            switch result {
            case .success(let path):
                emit("saved \(path)")
                say("saved \((path as NSString).lastPathComponent)")
            case .failure(let error):
                writeToStandardError("foldpreview: \(error.description)\n")
                say("recording failed: \(error.description)")
            }
            return true
        }
    }

    /// A dropped file is decoded off the frame thread (the window keeps drawing); when it
    /// is ready it becomes the fold and pop modes' picture (`showDropped`).
    private func dropped(_ path: String) {
        say("reading \((path as NSString).lastPathComponent)…")
        inbox.load(path)
    }

    /// True when the scene shown reads the fold's settings (P, O and U apply to it).
    private var readsFoldSettings: Bool {
        SceneCatalog.settings(for: scene.mode).contains { $0.name == FoldSettings.eyeDistance.name }
    }

    /// Takes the dropped images that have finished decoding: a good one becomes the
    /// picture, anything else is refused with a message, and nothing changes.
    private func showDropped() {
        for (path, result) in inbox.take() {
            let name = (path as NSString).lastPathComponent
            switch result {
            case .success(let loaded):
                resources.image = loaded.bitmap
                for case let shown as any PictureShowing in scenes.values { shown.setImage(loaded.bitmap) }
                say("showing \(name)" + (loaded.note.map { " (\($0))" } ?? ""))
                if options.verbose { emit("image: \(path)") }
            case .failure(let error):
                writeToStandardError("foldpreview: \(error.description)\n")
                say("\(name) is not an image this program can read")
            }
        }
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
