import CSDL2
import ImGuiBridge
import Media
@preconcurrency import Glibc
import Raster

/// The SDL window, its renderer and the streaming texture our frames are uploaded to.
///
/// This is the only type that sees SDL's window, renderer and event types: events leave
/// it as `InputEvent`s, frames enter it as `Bitmap`s (premultiplied RGBA in memory byte
/// order R, G, B, A, which is SDL_PIXELFORMAT_RGBA32). The texture is drawn without
/// blending, so every pixel on screen is one our rasterizer wrote.
final class Display: WindowHost {
    /// SDL's video driver in use ("x11", "wayland", "dummy", …).
    let driver: String
    /// The SDL renderer's name ("opengl", "software", …).
    let rendererName: String
    /// True when the renderer synchronises presents with the display's refresh.
    let hasVSync: Bool

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// True once the tuning panel's ImGui is set up on this window (`enablePanel`).
    private(set) var panelReady = false
    /// True while the panel shows: only then may it take keys for its fields.
    var panelShown = false
    /// The panel's font file: the HUD's (`TextRenderer.fontPath`, DejaVu Sans or `--font`).
    var panelFont: String?

    /// Opens a resizable, HiDPI-aware window of `width` × `height` points.
    ///
    /// Refuses (one line, suggesting `render` or Xvfb) when SDL cannot open a display, or
    /// when it fell back to an invisible driver ("offscreen", "dummy") that
    /// SDL_VIDEODRIVER did not ask for.
    init(title: String, width: Int, height: Int) throws {
        let requested = getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? ""
        let advice = "use 'foldpreview render …' or run under xvfb-run"
        // The window should not stop a desktop compositor, and SIGINT should quit cleanly.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Drivers SDL tries and rejects (Wayland without XDG_RUNTIME_DIR, …) may print
        // their own complaints; the failure is reported below as one line instead.
        let initialised = Display.withStandardErrorSilenced { SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 }
        guard initialised else {
            throw CLIError("no display available (\(Display.lastError())); \(advice)")
        }
        driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        if requested.isEmpty, ["offscreen", "dummy", "evdev"].contains(driver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw CLIError("no display available (SDL chose the invisible '\(driver)' driver); \(advice)")
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, csdl_windowpos_centered(), csdl_windowpos_centered(),
                                            Int32(width), Int32(height), flags) else {
            let detail = Display.lastError()
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw CLIError("cannot open a \(width)x\(height) window (\(detail)); \(advice)")
        }
        SDL_SetWindowMinimumSize(window, 64, 48)
        // Vsync where the renderer has it; otherwise the session paces itself at 60 Hz.
        var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil { renderer = SDL_CreateRenderer(window, -1, 0) }
        if renderer == nil { renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }
        guard let renderer else {
            let detail = Display.lastError()
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw CLIError("cannot create an SDL renderer (\(detail)); \(advice)")
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        self.window = window
        self.renderer = renderer
    }

    deinit {
        SDL_CaptureMouse(SDL_FALSE)
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    // MARK: Window

    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Puts `text` on the system clipboard; false where there is none (the dummy driver).
    func setClipboard(_ text: String) -> Bool { SDL_SetClipboardText(text) == 0 }

    /// The renderer's output size in pixels (larger than the window's size on HiDPI
    /// displays); at least 1×1.
    var drawableSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &w, &h) != 0 { SDL_GetWindowSize(window, &w, &h) }
        return (max(1, Int(w)), max(1, Int(h)))
    }

    /// The window's size in SDL's coordinates (the units of mouse positions); at least 1×1.
    var windowSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (max(1, Int(w)), max(1, Int(h)))
    }

    /// Keeps mouse events coming while a drag leaves the window (released on button up).
    /// Tracks the pointer outside the window too (on) or not; true when the driver did.
    @discardableResult
    func captureMouse(_ on: Bool) -> Bool { SDL_CaptureMouse(on ? SDL_TRUE : SDL_FALSE) == 0 }

    /// Sets up the tuning panel's Dear ImGui on this window and renderer, its sizes
    /// scaled by `scale` pixels per point, its text in `panelFont`; nil when it cannot
    /// be. A font ImGui cannot read leaves it ImGui's own, which is said on stderr.
    func enablePanel(scale: Double) -> PanelDriver? {
        guard !panelReady else { return .window() }
        var fontLoaded = false
        // The font's name as its bytes are (`PathBytes`): it need not be UTF-8.
        panelReady = if let panelFont {
            PathBytes.withCString(panelFont) { igb_init(window, renderer, Float(scale), $0, &fontLoaded) }
        } else {
            igb_init(window, renderer, Float(scale), nil, &fontLoaded)
        }
        if panelReady, !fontLoaded {
            writeToStandardError("foldpreview: the panel's font \(panelFont ?? "(none)") could not be read; "
                                 + "it uses ImGui's own (ASCII only: no −, α, θ, °)\n")
        }
        return panelReady ? .window() : nil
    }

    // MARK: Frames

    /// Uploads `bitmap` to the streaming texture (recreated when the size changes), copies
    /// it to the scene's `area` at the output's top-left (the whole output, unless the
    /// tuning panel takes its right side; stretched while the scene is drawn from art for
    /// another size) and draws the panel with `panel`: the frame handed to SDL, ready for
    /// `present()`.
    func upload(_ bitmap: Bitmap, panel: Bool = false, area: (width: Int, height: Int)? = nil) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        if texture == nil || textureSize != (bitmap.width, bitmap.height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, csdl_pixelformat_rgba32(),
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(bitmap.width), Int32(bitmap.height))
            if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
            textureSize = (bitmap.width, bitmap.height)
        }
        guard let texture else { return }
        bitmap.pixels.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(bitmap.width * 4))
        }
        if panel {
            // The frame keeps its pixels; the panel's side starts dark under ImGui's window.
            SDL_SetRenderDrawColor(renderer, 16, 18, 24, 255)
            _ = SDL_RenderClear(renderer)
            let (w, h) = area ?? (bitmap.width, bitmap.height)
            var target = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
            SDL_RenderCopy(renderer, texture, nil, &target)
            _ = igb_draw()
        } else {
            SDL_RenderCopy(renderer, texture, nil, nil)
        }
    }

    /// Shows the frame uploaded last; with vsync, blocks until the flip.
    func present() { SDL_RenderPresent(renderer) }

    // MARK: Events

    /// What one look at SDL's queue found.
    enum Polled {
        /// An event for the session, with SDL's timestamp (`SDL_GetTicks` milliseconds).
        case event(InputEvent, timestamp: UInt32)
        /// An event the session does not take (ImGui's own, a window event of no interest).
        case other
    }

    /// The next event in SDL's queue, waiting at most `milliseconds` for one (0: return at
    /// once); nil when none came.
    func nextEvent(waitingUpTo milliseconds: Int32) -> Polled? {
        var event = SDL_Event()
        let got = milliseconds > 0 ? SDL_WaitEventTimeout(&event, milliseconds) : SDL_PollEvent(&event)
        guard got != 0 else { return nil }
        // Keys and text go to the panel first while one of its fields is being edited.
        if panelReady, panelShown, igb_process_event(&event) { return .event(.panelInput, timestamp: event.common.timestamp) }
        guard let translated = translate(event) else { return .other }
        return .event(translated, timestamp: event.common.timestamp)
    }

    private func translate(_ event: SDL_Event) -> InputEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerDown(x: Double(event.button.x), y: Double(event.button.y))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerUp(x: Double(event.button.x), y: Double(event.button.y))
        case SDL_MOUSEWHEEL.rawValue:
            // "Natural" scrolling reports flipped values; undo it so +dy is always away.
            let sign: Double = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            return .wheel(dx: sign * Double(event.wheel.x), dy: sign * Double(event.wheel.y))
        case SDL_MOUSEMOTION.rawValue:
            let x = Double(event.motion.x), y = Double(event.motion.y)
            // A move without the button means the release was missed (e.g. it happened
            // outside the window before capture): end the drag there.
            return event.motion.state & csdl_button_lmask() != 0 ? .pointerMove(x: x, y: y) : .pointerUp(x: x, y: y)
        case SDL_KEYDOWN.rawValue:
            guard let key = Display.key(event.key.keysym.sym) else { return nil }
            let mod = UInt32(event.key.keysym.mod)
            var modifiers: KeyModifiers = []
            if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
            if mod & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
            return .key(key, modifiers, isRepeat: event.key.repeat != 0)
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue: return .resized
            case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue,
                 SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue: return .exposed
            case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue: return .minimized
            case SDL_WINDOWEVENT_LEAVE.rawValue: return .pointerLeft
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: return .focusLost
            case SDL_WINDOWEVENT_CLOSE.rawValue: return .quit
            default: return nil
            }
        case SDL_DROPFILE.rawValue:
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            let (x, y) = pointerInWindow()
            // The name's own bytes (`PathBytes`): a dropped file need not be named in UTF-8.
            return .dropFile(PathBytes.string(cString: file), x: x, y: y)
        default:
            return nil
        }
    }

    /// Where the pointer is now, in window points. SDL2 tells a drop no position and, while
    /// another program drags a file over the window (XDND), no pointer motion either; the
    /// pointer on the screen, less the window's place, is where the drop happened. (SDL's
    /// X11 driver reads it again after the pointing device's raw motion, which a person's
    /// drag has; a pointer moved only by XWarpPointer, as `xdotool mousemove` does, reads
    /// as where it was. Checked under Xvfb with an XDND source moving the pointer by XTest.)
    private func pointerInWindow() -> (x: Double, y: Double) {
        var globalX: Int32 = 0, globalY: Int32 = 0, windowX: Int32 = 0, windowY: Int32 = 0
        _ = SDL_GetGlobalMouseState(&globalX, &globalY)
        SDL_GetWindowPosition(window, &windowX, &windowY)
        return (Double(globalX - windowX), Double(globalY - windowY))
    }

    /// Our key for an SDL keycode, or nil for keys the preview ignores.
    private static func key(_ sym: SDL_Keycode) -> Key? {
        func code(_ k: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(truncatingIfNeeded: k.rawValue) }
        switch sym {
        case code(SDLK_TAB): return .tab
        case code(SDLK_SPACE): return .space
        case code(SDLK_ESCAPE): return .escape
        case code(SDLK_F1): return .f1
        case code(SDLK_F12): return .f12
        case code(SDLK_LEFT): return .left
        case code(SDLK_RIGHT): return .right
        case code(SDLK_UP): return .up
        case code(SDLK_DOWN): return .down
        case code(SDLK_HOME): return .home
        case code(SDLK_END): return .end
        case code(SDLK_KP_MINUS): return .character("-")
        case code(SDLK_KP_PLUS): return .character("=")
        case 33..<127:
            return .character(Character(Unicode.Scalar(UInt8(sym))).lowercased().first!)
        default: return nil
        }
    }

    /// Runs `body` with file descriptor 2 pointed at /dev/null.
    private static func withStandardErrorSilenced<T>(_ body: () -> T) -> T {
        fflush(nil)
        let saved = dup(2), null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return body()
        }
        dup2(null, 2)
        close(null)
        defer {
            fflush(nil)
            dup2(saved, 2)
            close(saved)
        }
        return body()
    }

    private static func lastError() -> String {
        guard let text = SDL_GetError() else { return "unknown SDL error" }
        let message = String(cString: text)
        SDL_ClearError()
        return message.isEmpty ? "unknown SDL error" : message
    }
}
