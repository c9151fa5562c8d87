import ImGuiBridge
import Foundation
import Media
import Raster
import Scenes
import Stage

/// The preview's input: pointer events and keys in, commands performed, modes switched.
extension PreviewSession {
    // MARK: Input

    func handle(_ event: InputEvent, at time: Double) {
        if routeToPanel(event) {
            pendingInputTime = pendingInputTime ?? time
            return
        }
        switch event {
        case .waitForArt:
            scriptWaitsForArt = true
        case .panelInput:
            needsFrame = true
            panelActiveUntil = Clock.now() + 0.3
        case .quit:
            quitRequested = true
        case .pointerDown(let x, let y):
            releaseHold()
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
            releaseHold()
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
            nextFrameInputs.append((.key, time))
            perform(command, at: time)
            pendingInputTime = pendingInputTime ?? time
        case .resized:
            resize(at: time)
        case .exposed:
            minimized = false
            resize(at: time)
        case .minimized:
            minimized = true
        case .dropFile(let path):
            stats.note(.dropped)
            dropped(path, at: time)
        }
    }

    /// Hands over the script's steps that are due, each at the moment it was meant for. A
    /// window that fell behind (a slow first frame of a mode, a busy machine) moves the
    /// rest of the script later rather than replaying a batch at once, so the scene sees
    /// the time the script puts between its steps.
    func replayScript() {
        guard script != nil else { return }
        // A script's clock stops while the picture waits for its art, so its next step
        // meets the scene it was written for, as long after the last as it says.
        if scriptWaitsForArt, !art.isBusy { scriptWaitsForArt = false }
        if awaitingArt || scriptWaitsForArt {
            scriptHeldSince = scriptHeldSince ?? Clock.now()
            return
        }
        if let held = scriptHeldSince {
            startTime += Clock.now() - held
            scriptHeldSince = nil
        }
        if let next = script?.nextTime, startTime + next < lastAdvance, Clock.now() - startTime >= next {
            startTime = lastAdvance - next
        }
        guard let due = script?.due(at: Clock.now() - startTime) else { return }
        for (event, time) in due where !quitRequested { handle(event, at: startTime + time) }
    }

    func pointer(_ event: PointerEvent, at time: Double) {
        catchUp(to: time)
        nextFrameInputs.append((.pointer, time))
        // A scene still at an old size (its new art being drawn) takes the pointer in its
        // own pixels.
        let sx = scene.viewSize.x / Double(max(1, sceneSize.width)), sy = scene.viewSize.y / Double(max(1, sceneSize.height))
        scene.handle(sx == 1 && sy == 1 ? event : event.scaled(x: sx, y: sy))
        needsFrame = true
        pendingInputTime = pendingInputTime ?? time
    }

    /// Runs the scene's clock, when it runs, up to `time`, the moment an input happened:
    /// events that arrive together (a busy frame, a script) still see the time that passed
    /// between them (a drag's follow animation, a flick's velocity).
    func catchUp(to time: Double) {
        guard time > lastAdvance else { return }
        if (scene.isAnimating || dragging) && stepping == nil && !livePaused {
            scene.advance(by: playback.sceneTime(min(time - lastAdvance, 0.25)))
        }
        lastAdvance = time
    }

    func endDrag() {
        dragging = false
        display.captureMouse(false)
        capturing = false
    }

    func perform(_ command: Command, at time: Double = Clock.now()) {
        needsFrame = true
        switch command {
        case .stepBack, .stepForward, .toStart, .toEnd, .screenshot, .record, .copyCode, .toggleHUD, .toggleHelp,
             .toggleXRay, .togglePanel:
            break   // these leave a held frame held
        default:
            // Any other command lets a held animation go on from where it stands.
            releaseHold()
        }
        switch command {
        case .selectMode(let mode): switchMode(to: mode, at: time)
        case .nextMode, .previousMode:
            let modes = Mode.allCases
            guard let index = modes.firstIndex(of: scene.mode) else { return }
            let step = command == .nextMode ? 1 : modes.count - 1
            switchMode(to: modes[(index + step) % modes.count], at: time)
        case .play: scene.play()
        case .reset: scene.reset()
        case .slower, .faster:
            let before = playback.timeScale
            playback.step(slower: command == .slower)
            let now = playback.timeScale == 1 ? "real time" : "\(DecimalText.shortest(playback.timeScale))× slower"
            say(playback.timeScale == before
                ? "time scale \(now): already the " + (command == .slower ? "slowest" : "fastest")
                : "time scale \(now)")
        case .scene(let key): sceneKey(key)
        case .screenshot: if minimized { screenshot() } else { screenshotRequested = true }
        case .record:
            stats.note(.recordingToggled)
            if recorder == nil { startRecording() } else { stopRecording() }
        case .copyCode:
            // Printed whole, and on the clipboard where there is one.
            let code = SceneCatalog.code(mode: scene.mode, settings: settings, language: .swift)
            emit(code)
            say(display.setClipboard(code) ? "Swift for \(scene.mode.rawValue)'s settings copied (and printed)"
                : "Swift for \(scene.mode.rawValue)'s settings printed (no clipboard here)")
        case .toggleHUD:
            overlay.showsHUD.toggle()
            if overlay.showsHUD, !hudHasRoom { say("the HUD has no room beside the picture here: make the window larger") }
        case .toggleHelp: overlay.showsHelp.toggle()
        case .toggleXRay: overlay.showsXRay.toggle()
        case .togglePanel: togglePanel()
        case .stepBack, .stepForward, .toStart, .toEnd: step(command)
        case .quit: quitRequested = true
        }
    }

    /// `,` / `.` / Home / End: the mode's animation as Space plays it, held at one frame
    /// (`+Timeline`).
    func step(_ command: Command) {
        let recording = heldRecording()
        switch command {
        case .stepBack: hold(frame: stepFrame - 1)
        case .stepForward: hold(frame: stepFrame + 1)
        case .toStart: hold(frame: 0)
        default: hold(frame: recording.count - 1)
        }
        say(heldStatus(recording) + (playback.timeScale == 1 ? "" : " (\(DecimalText.shortest(playback.timeScale))× slower)"))
    }

    /// E: shows or hides the tuning panel; the scene's part of the window shrinks to make
    /// room, so the panel never covers it.
    func togglePanel() {
        if panel == nil {
            guard display.enablePanel(scale: pixelScale.x) else {
                say("the tuning panel cannot start here")
                return
            }
            panel = TuningPanel()
        }
        if recorder != nil {
            stopRecording()
            say("recording stopped: the picture changed size")
        }
        panelShown.toggle()
        stats.note(.panelToggled)
        display.panelShown = panelShown
        panelHoldsPointer = false
        if dragging {
            scene.handle(.cancel)
            endDrag()
        }
        builtAhead = false
        refreshScene()
        panelActiveUntil = Clock.now() + 0.3
    }

    /// Pointer events over the panel (or of a drag that began on it) go to the panel, in
    /// window points; the rest to the scene. True when the panel took the event.
    func routeToPanel(_ event: InputEvent) -> Bool {
        guard panelShown else { return false }
        let edge = Double(sceneSize.width) / pixelScale.x, strip = Double(sceneSize.height) / pixelScale.y
        /// The panel's side or the timeline's strip.
        func onPanel(_ x: Double, _ y: Double) -> Bool { x >= edge || y >= strip }
        func feed(_ x: Double, _ y: Double, down: Bool) {
            igb_feed_pointer(Float(x), Float(y), down, onPanel(x, y))
            needsFrame = true
            panelActiveUntil = Clock.now() + 0.3
        }
        switch event {
        case .pointerDown(let x, let y) where onPanel(x, y):
            panelHoldsPointer = true
            feed(x, y, down: true)
            return true
        case .pointerMove(let x, let y):
            if panelHoldsPointer || !dragging { feed(x, y, down: panelHoldsPointer) }
            return panelHoldsPointer
        case .pointerUp(let x, let y) where panelHoldsPointer:
            panelHoldsPointer = false
            feed(x, y, down: false)
            return true
        case .pointerUp(let x, let y) where !dragging:
            // A move with no button (the display reports it so): the panel's hover.
            feed(x, y, down: false)
            return false
        case .wheel(_, let dy) where igb_wants_pointer():
            igb_feed_wheel(Float(dy))
            needsFrame = true
            return true
        default:
            return false
        }
    }

    /// Shows `mode`: its scene at once when it has one (stretched from its old size while
    /// its art is drawn for this one), else the last frame stays until the worker has
    /// built it (`+Art`).
    func switchMode(to mode: Mode, at time: Double = Clock.now()) {
        guard mode != scene.mode || wantedMode != nil else { return }
        if dragging {
            scene.handle(.cancel)
            endDrag()
        }
        stats.note(.modeSwitch)
        nextFrameInputs.append((.modeSwitch, time))
        readyInputs.append((.modeReady, time))
        if mode == scene.mode {
            wantedMode = nil
        } else if let cached = scenes[mode], hasPicture(cached) {
            show(cached)
        } else {
            wantedMode = mode
            art.request(artRequest(mode, urgent: true), resources: resources)
            if options.verbose { emit("preparing \(mode.rawValue)") }
        }
        needsFrame = true
    }

    /// Follows the window's drawable size (HiDPI aware) with the bitmap and the scene.
    func resize(at time: Double = Clock.now()) {
        let size = display.drawableSize, window = display.windowSize
        pixelScale = (Double(size.width) / Double(window.width), Double(size.height) / Double(window.height))
        if size != drawable {
            if recorder != nil {
                stopRecording()
                say("recording stopped: the window changed size")
            }
            drawable = size
            stats.note(.resized)
            builtAhead = false
            refreshScene()
            if startTime > 0 {
                nextFrameInputs.append((.resize, time))
                readyInputs.append((.resizeReady, time))
            }
            if options.verbose, startTime > 0 { emit("drawable \(size.width)x\(size.height)") }
        }
        needsFrame = true
    }

    /// Shows a short message in the window.
    func say(_ text: String) {
        message = (text, Clock.now() + PreviewSession.messageDuration)
        needsFrame = true
        if options.verbose { emit("message: \(text)") }
    }
}
