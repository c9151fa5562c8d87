import CodeGen
import Foundation
import Media
import Raster
import Scenes
import Stage

/// The preview's input: pointer events and keys in, commands performed, modes switched,
/// each at the time it happened.
extension PreviewSession {
    // MARK: Input

    /// Handles `event`, which happened at session time `time`. The scene's clock first
    /// moves to that time, so an input meets the scene as it stood then.
    func handle(_ event: InputEvent, at time: Double) {
        advanceScene(to: time)
        if routeToPanel(event, at: time) {
            log.pending(at: time)
            return
        }
        switch event {
        case .waitForArt:
            script?.waitsForArt = true
        case .panelInput:
            requests.frame = true
            panel.noteInput(at: time)
        case .quit:
            requests.quit = true
        case .pointerDown(let x, let y) where grabsDivider(x, y):
            drag = .divider
            moveDivider(to: x)
        case .pointerMove(let x, _) where drag == .divider:
            moveDivider(to: x)
        case .pointerUp(let x, _) where drag == .divider:
            drag = .none
            moveDivider(to: x)
        case .pointerDown(let x, let y):
            releaseHold()
            drag = .scene(captured: host.captureMouse(true))
            pointer(.down(x: x * viewport.pixelScale.x, y: y * viewport.pixelScale.y), at: time)
        case .pointerMove(let x, let y):
            guard drag.onScene else { return }
            pointer(.move(x: x * viewport.pixelScale.x, y: y * viewport.pixelScale.y), at: time)
        case .pointerUp(let x, let y):
            guard drag.onScene else { return }
            endDrag()
            // The person has found the pointer: the first-run hint fades.
            notices.pointerFound(at: time)
            pointer(.up(x: x * viewport.pixelScale.x, y: y * viewport.pixelScale.y), at: time)
        case .wheel(let dx, let dy):
            releaseHold()
            pointer(.wheel(dx: dx, dy: dy), at: time)
        case .pointerLeft where drag.isCaptured:
            // Captured, the drag goes on outside the window and its release still comes
            // here (letting go of it here would leave SDL thinking the button is held, and
            // the next press would not come through).
            break
        case .pointerLeft, .focusLost:
            guard drag.onScene else { return }
            endDrag()
            pointer(.cancel, at: time)
        case .key(let key, let modifiers, let isRepeat):
            // Held keys repeat; every command is a toggle or a step, so repeats are
            // dropped rather than queued.
            guard !isRepeat, let command = Command.forKey(key, modifiers) else { return }
            log.input(.key, at: time)
            perform(command, at: time)
        case .resized:
            resize(at: time)
        case .exposed:
            viewport.minimized = false
            resize(at: time)
        case .minimized:
            viewport.minimized = true
        case .dropFile(let path, let x, let y):
            log.note(.dropped)
            dropped(path, x: x, y: y, at: time)
        }
    }

    /// Hands `event` (the scene area's pixels) to the scene, and while comparing to A's
    /// too, in its pane's pixels (`paneEvent`): a drag on either half drives both.
    func pointer(_ event: PointerEvent, at time: Double) {
        log.input(.pointer, at: time)
        let event = paneEvent(event), size = paneSize
        eachScene { scene in
            // The recording's stage takes it at the same place of its own content frame.
            if let stage = currentStage, scene === stage.scene { return scene.handle(stage.event(event)) }
            // A scene still at an old size (its new art being drawn) takes the pointer in
            // its own pixels.
            let sx = scene.viewSize.x / Double(max(1, size.width)), sy = scene.viewSize.y / Double(max(1, size.height))
            scene.handle(sx == 1 && sy == 1 ? event : event.scaled(x: sx, y: sy))
        }
        requests.frame = true
    }

    /// The scene's drag ends: the display lets the pointer go.
    func endDrag() {
        if drag.onScene { _ = host.captureMouse(false) }
        drag = .none
    }

    /// Cancels a drag on the scene under way (a mode switch, the panel shown).
    func cancelDrag() {
        guard drag.onScene else { return }
        eachScene { $0.handle(.cancel) }
        endDrag()
    }

    func perform(_ command: Command, at time: Double) {
        requests.frame = true
        if !command.keepsHold { releaseHold() }
        switch command {
        case .selectMode(let mode): switchMode(to: mode, at: time)
        case .nextMode, .previousMode:
            let modes = Mode.allCases
            guard let index = modes.firstIndex(of: scene.mode) else { return }
            let step = command == .nextMode ? 1 : modes.count - 1
            switchMode(to: modes[(index + step) % modes.count], at: time)
        case .play: eachScene { $0.play() }
        case .reset: eachScene { $0.reset() }
        case .compare: toggleComparison(.split, at: time)
        case .wipe: toggleComparison(.wipe, at: time)
        case .slower, .faster:
            let before = playback.timeScale
            playback.step(slower: command == .slower)
            say(playback.timeScale == before
                ? "time scale \(timeScaleText): already the " + (command == .slower ? "slowest" : "fastest")
                : "time scale \(timeScaleText)", at: time)
        case .scene(let key): sceneKey(key, at: time)
        case .screenshot: if viewport.minimized { screenshot(at: time) } else { requests.screenshot = true }
        case .record:
            log.note(.recordingToggled)
            if recordings.isRecording { stopRecording(at: time) } else { startRecording(at: time) }
        case .copyCode:
            // Printed whole, and on the clipboard where there is one.
            // Swift is written from the settings alone, never nil (only a page needs the scene).
            guard let code = CodeCatalog.code(mode: scene.mode, settings: settings, language: .swift) else { break }
            emit(code)
            say(host.setClipboard(code) ? "Swift for \(scene.mode.rawValue)'s settings copied (and printed)"
                : "Swift for \(scene.mode.rawValue)'s settings printed (no clipboard here)", at: time)
        case .toggleHUD:
            overlay.showsHUD.toggle()
            if overlay.showsHUD, !book.hudHadRoom {
                say("the HUD has no room beside the picture here: make the window larger", at: time)
            }
        case .toggleHelp: overlay.showsHelp.toggle()
        case .toggleXRay: overlay.showsXRay.toggle()
        case .togglePanel: togglePanel(at: time)
        case .stepBack, .stepForward, .toStart, .toEnd: step(command, at: time)
        case .undo: undo(at: time)
        case .redo: redo(at: time)
        case .quit: requests.quit = true
        }
    }

    /// `,` / `.` / Home / End: the mode's animation as Space plays it, held at one frame
    /// (`+Timeline`).
    func step(_ command: Command, at time: Double) {
        let current = heldFrame()
        switch command {
        case .stepBack: hold(frame: current.frame - 1)
        case .stepForward: hold(frame: current.frame + 1)
        case .toStart: hold(frame: 0)
        default: hold(frame: current.last)
        }
        say(heldStatus + (playback.timeScale == 1 ? "" : " (\(DecimalText.shortest(playback.timeScale))× slower)"),
            at: time)
    }

    /// E: shows or hides the tuning panel; the scene's part of the window shrinks to make
    /// room, or in a window too small for both the panel floats over it (`PanelLayout`).
    func togglePanel(at time: Double) {
        let scale = viewport.pixelScale.x
        guard panel.prepare({ host.enablePanel(scale: scale) }) else {
            say("the tuning panel cannot start here", at: time)
            return
        }
        panel.panel?.presets.library = options.presets
        if recordings.isRecording {
            stopRecording(at: time)
            say("recording stopped: the picture changed size", at: time)
        }
        if drag == .panel { drag = .none }
        // A slider held as the panel goes ends its undo step.
        history.seal()
        cancelDrag()
        panel.toggle(at: time)
        log.note(.panelToggled)
        host.panelShown = panel.shown
        shelf.builtAhead = false
        refreshScene()
    }

    /// Pointer events over the panel (or of a drag that began on it) go to the panel, in
    /// window points; the rest to the scene. True when the panel took the event.
    func routeToPanel(_ event: InputEvent, at time: Double) -> Bool {
        guard panel.shown, let driver = panel.driver else { return false }
        let layout = panelLayout
        /// The panel or the timeline's strip.
        func onPanel(_ x: Double, _ y: Double) -> Bool { layout.isOnPanel(x, y) }
        func feed(_ x: Double, _ y: Double, down: Bool) {
            driver.feedPointer(x: x, y: y, down: down, inside: onPanel(x, y))
            requests.frame = true
            panel.noteInput(at: time)
        }
        switch event {
        case .pointerDown(let x, let y) where onPanel(x, y):
            drag = .panel
            feed(x, y, down: true)
            return true
        case .pointerMove(let x, let y):
            if drag == .panel || drag == .none { feed(x, y, down: drag == .panel) }
            return drag == .panel
        case .pointerUp(let x, let y) where drag == .panel:
            drag = .none
            feed(x, y, down: false)
            return true
        case .pointerUp(let x, let y) where drag == .none:
            // A move with no button (the display reports it so): the panel's hover.
            feed(x, y, down: false)
            return false
        case .wheel(_, let dy) where driver.wantsPointer:
            driver.feedWheel(dy)
            requests.frame = true
            return true
        default:
            return false
        }
    }

    /// Shows `mode`: its scene at once when it has one (stretched from its old size while
    /// its art is drawn for this one), else the last frame stays until the worker has
    /// built it (`+Art`).
    func switchMode(to mode: Mode, at time: Double) {
        guard mode != scene.mode || shelf.wanted != nil else { return }
        cancelDrag()
        log.note(.modeSwitch)
        log.input(.modeSwitch, at: time)
        log.whenReady(.modeReady, at: time)
        if mode == scene.mode {
            shelf.wanted = nil
        } else if let cached = shelf[mode], shelf.hasPicture(cached) {
            show(cached)
        } else {
            shelf.wanted = mode
            art.request(artRequest(mode, urgent: true), resources: resources)
            if options.verbose { emit("preparing \(mode.rawValue)") }
        }
        requests.frame = true
    }

    /// Follows the window's drawable size (HiDPI aware) with the bitmap and the scene;
    /// `time` is nil for the size the session starts at.
    func resize(at time: Double?) {
        let full = host.drawableSize, window = host.windowSize
        // Under an address space limit, a drawable too large for its art's room is drawn
        // smaller and stretched (pointer positions follow through `pixelScale`).
        let current = viewport.drawable.width * viewport.drawable.height
        let start = options.size.width * options.size.height
        let size = time == nil ? full
            : ResourceLimits.fitting(full, pixels: viewport.room.pixels(current: current).map { max($0, start) })
        if size != full, size != viewport.drawable, let time {
            say("drawn at \(size.width)x\(size.height), stretched to the window: the address space limit "
                + "(ulimit -v) leaves no room for \(full.width)x\(full.height)", at: time)
        }
        viewport.pixelScale = (Double(size.width) / Double(max(1, window.width)),
                               Double(size.height) / Double(max(1, window.height)))
        if size != viewport.drawable {
            if let time, recordings.isRecording {
                stopRecording(at: time)
                say("recording stopped: the window changed size", at: time)
            }
            viewport.drawable = size
            requests.heapTrim = true
            log.note(.resized)
            shelf.builtAhead = false
            refreshScene()
            if let time {
                log.input(.resize, at: time)
                log.whenReady(.resizeReady, at: time)
                if options.verbose { emit("drawable \(size.width)x\(size.height)") }
            }
        }
        requests.frame = true
    }
}

extension Command {
    /// True for the commands that leave a held frame held; any other lets a held
    /// animation go on from where it stands. Undo and redo change the settings as the panel
    /// does, so the held time stays held, recorded again with them, in A and B alike (let
    /// go, B went on from its pose retimed while A kept its time, and the strip and the
    /// HUD told B's time against A's frame).
    var keepsHold: Bool {
        switch self {
        case .stepBack, .stepForward, .toStart, .toEnd, .screenshot, .record, .copyCode, .toggleHUD, .toggleHelp,
             .toggleXRay, .togglePanel, .compare, .wipe, .undo, .redo: true
        default: false
        }
    }
}
