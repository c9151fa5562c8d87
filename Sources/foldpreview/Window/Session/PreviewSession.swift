import Foundation
import Media
import Raster
import Scenes
import Stage

/// The preview's core, headless and given the time: input in (`handle(_:at:)`), the scene
/// advanced and its frame drawn (`frame(at:)`), every time an argument. It never reads a
/// clock: the window's loop (`WindowLoop`) is the one place that does, and a test drives
/// the session with times of its own.
///
/// Its state is a few named values, each with its own rules: what holds the scene's clock
/// (`Hold`) and how it moves (`SceneClock`), who holds the pointer (`PointerDrag`), the
/// tuning panel (`PanelFocus`), the scenes of every mode (`SceneShelf`), the script
/// (`ScriptClock`), Ctrl-R (`Recordings`), what the window says (`Notices`), what was asked
/// of a coming turn (`Requests`), what the frames drawn leave for the next (`FrameBook`,
/// `KeptBitmaps`), and what the next frame answers (`SessionLog`).
///
/// Settings change in one step, `apply(_:)`, whoever changes them (the panel, a key, a
/// preset, undo): the values, then the scenes, then a held frame, in that order.
final class PreviewSession {
    let options: PreviewOptions
    let host: any WindowHost
    let overlay: Overlay
    /// The frame path; its bitmap is the frame drawn last (of B, while comparing).
    let frames: SceneRenderer
    /// A/B (`V`, `Shift-V`): A's settings, scenes and panes (`+Comparison`); nil in one view.
    var comparison: Comparison?
    /// A's frame path while comparing, and the frame of both put together (with and
    /// without the overlay).
    let referenceFrames: SceneRenderer
    var resources: SceneResources
    /// The names of the person's pictures in `resources.content` (`+Content`).
    var contentNames = ContentNames()
    /// Scenes and their art built off the frame thread (`+Art`).
    let art: ArtWorker
    /// Dropped files being decoded, and screenshots being written, off the frame thread.
    let inbox: ImageInbox
    let screenshots: ScreenshotWriter
    /// Keeps the settings for the next run (nil with `--no-remember`).
    let memory: MemoryWriter?

    /// The scene shown, and the scenes of every mode with their state.
    var scene: any Scene
    var shelf: SceneShelf
    /// At `--record-size`, each mode's stage (`+RecordSize`): made when the mode is first
    /// shown and moved with its scene from then on, so a recording or a screenshot starts
    /// from the scene's whole state (the board's flight, the cards' selection, pop's swing).
    var recordStages: [Mode: RecordStage] = [:]
    /// The stage the recording under way is drawn from (nil: the window's frame).
    var recordStage: RecordStage?
    /// Every setting's value: one home, reaching every scene through `apply(_:)`.
    private(set) var settings: SettingValues
    var playback = Playback()
    var hold = Hold.live
    var drag = PointerDrag.none
    var panel = PanelFocus()
    var timeline = TimelineStrip()
    var notices = Notices()
    /// Ctrl-Z and Ctrl-Shift-Z: the settings' changes, per settings group (`+History`).
    var history = SettingsHistory()
    var recordings = Recordings()
    var script: ScriptClock?
    var viewport = Viewport()
    var log = SessionLog()
    var sceneClock = SceneClock()
    /// The date of the session's moments (`start(at:date:)`), for the files' names.
    private(set) var calendar = SessionCalendar(origin: 0, date: Date(timeIntervalSince1970: 0))
    var requests = Requests()
    var book = FrameBook()
    var kept = KeptBitmaps()

    /// The frame rate and frame time the HUD shows, measured by the window's loop.
    struct FrameRates {
        var framesPerSecond: Double?
        var milliseconds = 0.0
    }

    /// A frame drawn: the bitmap (with HUD and overlay), the scene's part of the window it
    /// goes to, and whether the tuning panel is drawn beside it.
    struct Frame {
        let bitmap: Bitmap
        let area: (width: Int, height: Int)
        let panel: Bool
    }

    /// A session in `host`; `first`, when given, is the first mode's scene made for the fast
    /// start (`FirstScene`), else it is made here.
    init(options: PreviewOptions, host: any WindowHost, text: TextRenderer, first made: (any Scene)? = nil,
         art: ArtWorker, inbox: ImageInbox, screenshots: ScreenshotWriter = ScreenshotWriter()) throws {
        self.options = options
        self.host = host
        self.art = art
        self.inbox = inbox
        self.screenshots = screenshots
        overlay = Overlay(text: text)
        frames = SceneRenderer(threads: options.adaptsThreads ? 1 : options.threads)
        referenceFrames = SceneRenderer(threads: frames.renderer.threads)
        resources = SceneResources(text: text, content: options.scene.content, flights: options.scene.flights)
        contentNames = options.contentNames
        settings = options.scene.settings
        memory = options.memory.map { MemoryWriter(memory: $0, reading: options.remembered) }
        // The first frame is drawn from art at a quarter of the pixels (a fast start); the
        // full art follows from the worker, taken into this very scene.
        let first = made ?? SceneCatalog.make(mode: options.mode, viewSize: FirstScene.fastSize(host.drawableSize),
                                              resources: resources, settings: settings)
        scene = first
        shelf = SceneShelf(first: first)
        _ = shelf.appear(first)
        // A pose asked for (`--progress`, `--angle`, …) is how the window opens, in place of
        // the mode's own start (pop's poke would spring away from it at once).
        if options.start.progress != nil || !options.start.options.isEmpty {
            do { try first.pose(for: options.start).apply(nil) } catch { throw CLIError(error.description) }
        } else {
            first.appear()
        }
        resize(at: nil)
    }

    /// The session begins at `time`, which is `date` on the calendar: the script's clock
    /// starts, and what was read at start is said.
    func start(at time: Double, date: Date) {
        sceneClock.start(at: time)
        calendar = SessionCalendar(origin: time, date: date)
        // The recording's stage starts where the window's scene does: posed as asked, or
        // appearing with it.
        let posed = options.start.progress != nil || !options.start.options.isEmpty
        if let stage = shownStage(at: nil, appearing: !posed), posed { try? stage.scene.pose(for: options.start).apply(nil) }
        script = options.script.map { ScriptClock($0, origin: time) }
        if options.verbose {
            emit("mode: \(scene.mode.rawValue)")
            for file in options.remembered.files { emit("remembered: \(file.count) settings from \(file.path)") }
            if let opened = options.opened {
                let applied = opened.entries.compactMap { entry in
                    (try? SettingsRegistry.standard.setting(named: entry.name)).map { "\(entry.name)=\($0.text(in: options.scene.settings))" }
                }
                emit("preset: \(opened.path): " + applied.joined(separator: ", "))
            }
        }
        // One message: what was remembered (undoable), and a file that could not be read.
        let said = [rememberedAtStart(), options.remembered.problems.last].compactMap { $0 }
        if !said.isEmpty { say(said.joined(separator: "; "), at: time) }
    }

    // MARK: The rules

    /// True while the mode's animation runs on its own clock (not held, not paused).
    var animationRuns: Bool { scenesAnimate && !hold.stopsSceneClock }

    /// True while the scene's clock runs: its animation, or a drag (whose release's
    /// velocity needs the drag's times).
    var sceneClockRuns: Bool { animationRuns || (drag.onScene && !hold.stopsSceneClock) }

    /// True while the picture is not yet the one asked for: a mode switch waits for its
    /// scene, or the scene shown waits for art at the window's size or settings. Scripts,
    /// screenshots and `--frames` wait for it.
    var awaitingArt: Bool { shelf.wanted != nil || !isCurrent(scene) || !referenceIsCurrent }

    /// True while a scripted run's clock must stand: the picture waits for its art or a
    /// dropped image is being decoded, or the script waits for every scene being built.
    var scriptWaits: Bool {
        guard let script else { return false }
        return awaitingArt || inbox.isBusy || (script.waitsForArt && art.isBusy)
    }

    /// True when a frame should be drawn at `time`.
    func wantsFrame(at time: Double) -> Bool {
        !viewport.minimized && (requests.frame || (requests.screenshot && !awaitingArt) || animationRuns || hold.isPlaying
                                || options.frames != nil || notices.hintFades(at: time)
                                || panel.isBusy(at: time, drag: drag))
    }

    /// True when, once this frame is presented, another is already wanted or a drag goes
    /// on (`--stats` tells pacing from idling by it).
    func keepsDrawing(at time: Double) -> Bool {
        drag.onScene || scenesAnimate || options.frames != nil || panel.isBusy(at: time, drag: drag)
    }

    /// When something is next due with no frame wanted: the script's next step or the
    /// message's end (nil: nothing but input).
    var nextDue: Double? {
        [script?.nextTime, notices.message?.until].compactMap { $0 }.min()
    }

    /// True while work runs off the frame thread whose end the session must see (art,
    /// decodes, screenshots, recordings being finished).
    var isBusyInBackground: Bool {
        inbox.isBusy || art.isBusy || recordings.isFinishing || screenshots.isBusy
    }

    /// Where the panel and the strip go, and the scene's part of the window (`PanelLayout`).
    var panelLayout: PanelLayout {
        PanelLayout(drawable: viewport.drawable, pixelScale: viewport.pixelScale, shown: panel.shown)
    }

    /// The scene's part of the window, pixels: all of it, less the panel's side and the
    /// timeline's strip under it when the panel shows beside it (`PanelLayout`).
    var sceneSize: (width: Int, height: Int) { panelLayout.scene }

    // MARK: Turns

    /// Takes what finished off the frame thread and what is due at `time`: art, the
    /// script's steps, dropped pictures, written files; the message's end; the settings
    /// to remember.
    func update(at time: Double) {
        collectArt(at: time)
        replayScript(at: time)
        showDropped(at: time)
        settle(at: time)
    }

    /// The rest of a turn at `time`: written files reported, the settings remembered, the
    /// message's end.
    func settle(at time: Double) {
        reportRecordings(at: time)
        reportScreenshots(at: time)
        memory?.remember(settings, now: time)
        if notices.expire(at: time) { requests.frame = true }
    }

    /// Hands over the script's steps due at `time`, each at the time it was meant for;
    /// none while the script waits (`scriptWaits`).
    func replayScript(at time: Double) {
        guard script != nil else { return }
        if script!.waitsForArt, !art.isBusy { script!.waitsForArt = false }
        guard !scriptWaits, let due = script?.due(at: time) else { return }
        for (event, at) in due where !requests.quit { handle(event, at: at) }
    }

    /// Moves the scene's clock to `time`, the scenes with it when it runs (`SceneClock`'s
    /// steps).
    func advanceScene(to time: Double) {
        guard let step = sceneClock.step(to: time), sceneClockRuns else { return }
        let sceneStep = playback.sceneTime(step)
        eachScene { $0.advance(by: sceneStep) }
    }

    /// Moves the held recording's play and the scene's clock to `time`.
    func advance(to time: Double) {
        advanceTimeline(at: time)
        advanceScene(to: time)
    }

    /// Builds the tuning panel and the strip for this frame (ImGui), applying what the
    /// person changed: it comes first, so its change shows in this very frame.
    func buildPanel(at time: Double) {
        guard panel.shown, let tuning = panel.panel, let driver = panel.driver else { return }
        let layout = panelLayout
        driver.beginFrame(at: time, size: host.windowSize)
        let before = settings
        var edited = settings
        var contentEdit: ContentEdit?
        let refusal = tuning.build(mode: scene.mode, settings: &edited, reference: comparison?.reference,
                                   content: contentRows,
                                   dropAdvice: DropTarget.hint(for: contentSlots, area: sceneSize), contentEdit: &contentEdit,
                                   markers: scene.plotMarkers, shownPlots: scene.shownPlots,
                                   place: layout.panel ?? .init(x: 0, y: 0, width: 0, height: 0), floats: layout.floats)
        buildTimeline(layout, at: time)
        // A slider or curve still held at the frame's end goes on in the step it began.
        let held = driver.endFrame()
        change(to: edited, at: time, as: tuning.stepName, held: held)
        if !held { history.seal() }
        if let refusal {
            say(refusal, at: time, refusal: true)
        } else if edited != before, notices.accepted() {
            requests.frame = true
        }
        if let contentEdit { edit(contentEdit, at: time) }
        readIn(tuning.loadedPictures, at: time)
        switch tuning.chosenReference {
        case .success(let chosen):
            compare(with: chosen.values, named: chosen.name, layout: comparison?.layout ?? .split, at: time)
        case .failure(let error): say(error.description, at: time)
        case nil: break
        }
    }

    /// The settings become `values` (the panel's edit, a key's, a preset's): every scene
    /// takes them at once, also mid-animation; `--verbose` names each change. The change is
    /// a step of the mode's undo history (`SettingsHistory`), named `name` or by what it
    /// changed; a `held` one (a slider still held) goes on in the step it began.
    func change(to values: SettingValues, at time: Double, as name: String? = nil, held: Bool = false) {
        guard values != settings else { return }
        history.record(SettingsMemory.group(of: scene.mode), from: settings, to: values, name: name, held: held)
        apply(values)
    }

    /// The settings become `values`, with no step in the history (undo and redo call it
    /// themselves): the one step every change of settings takes, in this order.
    /// 1. `settings` holds them (`--verbose` names each change).
    /// 2. The scene shown, and A's while comparing, take them (`refreshScene`): at once when
    ///    they draw no art; otherwise all but the art's at once and the art's when the worker
    ///    has drawn it. A scene given new settings retimes its running animation where it
    ///    stands (its own rule), so a change shows mid-animation.
    /// 3. A held frame is recorded again with them, at the same time (`rebuildHold`).
    /// The other modes' scenes take them when they are shown.
    func apply(_ values: SettingValues) {
        guard values != settings else { return }
        if options.verbose {
            for setting in SceneCatalog.settings(for: scene.mode) where setting.differs(values, settings) {
                emit("set \(setting.name)=\(setting.text(in: values))")
            }
        }
        settings = values
        refreshScene()
        rebuildHold()
    }

    /// Draws the frame at `time`: the held recording and the scene's clock move there, and
    /// the scene is drawn at its view size (the window's, or while its art is drawn for a
    /// new size, the old one, stretched when presented, HUD and all) with the overlay.
    /// `rates` are the loop's measures for the HUD.
    func frame(at time: Double, rates: FrameRates = FrameRates()) -> Frame {
        advance(to: time)
        let width = Int(scene.viewSize.x), height = Int(scene.viewSize.y)
        let textScale = viewport.pixelScale.y * scene.viewSize.y / Double(max(1, sceneSize.height))
        // Every mode's frame lies within its view (at most 16384 px a side), so it converts.
        let box = scene.motionFrame
        let hud = hudLines(at: time, rates: rates)
        let content = Overlay.Content(
            hud: hud.full, compactHUD: hud.compact, message: notices.message?.text,
            hint: (hint, notices.hintOpacity(at: time)),
            content: .init(x: Int(box.x.rounded(.down)), y: Int(box.y.rounded(.down)),
                           width: Int(box.width.rounded(.up)), height: Int(box.height.rounded(.up))),
            recording: recordings.isRecording)
        var shown = Overlay.Shown(hud: true, message: true)
        // The scene alone is kept for a recording and for a screenshot without the HUD.
        let keep = recordings.isRecording || (requests.screenshot && !options.screenshotHUD)
        if let comparison {
            let lastSize = (width: kept.compared.width, height: kept.compared.height)
            shown = drawComparison(comparison, content: content, textScale: viewport.pixelScale.y, keep: keep)
            if lastSize != (kept.compared.width, kept.compared.height) { log.note(.newFrameSize) }
            return finishFrame(shown)
        }
        let lastSize = (width: frames.bitmap.width, height: frames.bitmap.height)
        // A transparent background is shown over a checkerboard; the scene kept for a
        // screenshot or a recording keeps its alpha.
        let transparent = options.background.isTransparent
        frames.render(scene, clear: transparent ? .transparent : .opaque(0, 0, 0), background: options.background,
                      keepingUndecorated: keep, under: transparent ? checkerboard(width: width, height: height) : nil) {
            [overlay] list, primitives in
            if overlay.showsXRay { overlay.appendXRay(of: list, to: &primitives, scale: textScale) }
            shown = overlay.append(to: &primitives, width: width, height: height, scale: textScale, content)
        }
        if lastSize != (frames.bitmap.width, frames.bitmap.height) { log.note(.newFrameSize) }
        return finishFrame(shown)
    }

    /// The frame just drawn, once the overlay showed what it could (`shown`).
    private func finishFrame(_ shown: Overlay.Shown) -> Frame {
        // A message with no room off the picture goes to the window's title instead.
        showTitle(message: shown.message ? nil : notices.message?.text)
        if overlay.showsHUD { book.hudHadRoom = shown.hud }
        requests.frame = false
        book.drew(ownArt: !awaitingArt)
        return Frame(bitmap: shownFrame, area: sceneSize, panel: panel.shown)
    }

    /// The frame drawn last, HUD and overlay included: B's, or A and B put together.
    var shownFrame: Bitmap { comparison == nil ? frames.bitmap : kept.compared }

    /// The frame drawn last without the overlay, when it was kept (a recording, a
    /// screenshot without the HUD).
    var undecoratedFrame: Bitmap? { comparison == nil ? frames.undecorated : kept.undecoratedCompared }

    /// The checkerboard shown under a transparent background, for a frame of `width` ×
    /// `height` pixels: made once a size (8-point squares), not every frame.
    func checkerboard(width: Int, height: Int) -> Bitmap {
        kept.checkerboard(width: width, height: height, square: Int((8 * viewport.pixelScale.y).rounded()))
    }

    /// A screenshot asked for is taken of the frame just drawn, once it has its own art.
    func screenshotIfDue(at time: Double) {
        if requests.takeScreenshot(ready: !awaitingArt) { screenshot(at: time) }
    }

    /// The session ends at `time`: a screenshot asked for in the last turn (a script's F12
    /// and quit together) is drawn and written, the recording under way is finished, and
    /// the settings kept for the next run.
    func finish(at time: Double) {
        if requests.screenshot, !viewport.minimized {
            _ = frame(at: time)
            requests.screenshot = false
            screenshot(at: time)
        }
        screenshots.finish()
        reportScreenshots(at: time)
        stopRecording(at: time)
        recordings.waitForFinishing()
        reportRecordings(at: time)
        memory?.finish(settings)
    }

    // MARK: HUD

    /// The HUD: the mode and its state, its progress and time on its own timeline, fps
    /// (none at rest), frame ms, time scale, the tuned settings. Rates refresh four times
    /// a second so they can be read (and their text is not rasterized every frame).
    /// `compact` is the first two lines.
    func hudLines(at time: Double, rates: FrameRates) -> (full: [String], compact: [String]) {
        let shown = book.hudRates(at: time, measured: rates)
        // At rest (no animation, no drag, no play) there is no rate: not the last one measured.
        let moving = animationRuns || drag.onScene || hold.isPlaying
        let rate = moving ? shown.framesPerSecond.map { DecimalText.fixed($0, places: 0) + " fps   " } ?? "" : ""
        let compact = [scene.mode.rawValue + "   " + scene.hudLine, timelineLine]
        var lines = compact + [rate + "frame " + DecimalText.fixed(shown.milliseconds, places: 1) + " ms   "
                               + timeScaleText]
        let tuned = settings.changedNames
        if !tuned.isEmpty {
            // The first few names; `foldpreview params` lists every value.
            let first = tuned.prefix(5).joined(separator: ", ")
            lines.append("tuned: " + first + (tuned.count > 5 ? " and \(tuned.count - 5) more" : ""))
        }
        if !overlay.showsHelp { lines.append("F1 or ? for keys") }
        return (lines, compact)
    }

    /// "real time", "2× slower".
    var timeScaleText: String {
        playback.timeScale == 1 ? "real time" : DecimalText.shortest(playback.timeScale) + "× slower"
    }

    /// Sets the window's title to the mode's (and `message`, when it had no room in the
    /// window), only when it changes.
    func showTitle(message: String?) {
        let wanted = "FoldPreview — \(scene.mode.rawValue)" + (message.map { " — " + $0 } ?? "")
        if book.retitle(wanted) { host.setTitle(wanted) }
    }

    /// Shows a short message in the window from `time` on.
    func say(_ text: String, at time: Double, refusal: Bool = false) {
        // A name's bytes that are not UTF-8 as `\xNN` (the font has no glyph for a stand-in).
        notices.say(PathBytes.shown(text), at: time, refusal: refusal)
        requests.frame = true
        if options.verbose { emit("message: \(text)") }
    }
}
