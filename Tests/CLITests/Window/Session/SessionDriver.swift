@testable import foldpreview
import Foundation
import Media
import Raster
import Scenes

/// A window with no display: the sizes a test chooses, and a record of what the session
/// asked of it (the title, the clipboard, the pointer's capture). With `panel`, the tuning
/// panel runs on a headless ImGui (`PanelDriver.headless`) given the session's time;
/// ImGui's state is the process's own, so the tests that ask for it run one at a time
/// (`PanelBridgeTests`' serialized suite).
final class HeadlessHost: WindowHost {
    var drawableSize: (width: Int, height: Int)
    var windowSize: (width: Int, height: Int)
    private(set) var title = ""
    private(set) var clipboard: String?
    private(set) var captured = false
    var panelShown = false
    /// Whether the panel can start here.
    let panel: Bool

    init(width: Int, height: Int, panel: Bool = false) {
        drawableSize = (width, height)
        windowSize = (width, height)
        self.panel = panel
    }

    func captureMouse(_ on: Bool) -> Bool {
        captured = on
        return true
    }

    func setClipboard(_ text: String) -> Bool {
        clipboard = text
        return true
    }

    func setTitle(_ title: String) { self.title = title }
    /// The panel's ImGui with no window, in the session's font (nil unless `panel`).
    func enablePanel(scale: Double) -> PanelDriver? {
        panel ? PanelDriver.headless(scale: scale, fontPath: SessionDriver.text.fontPath) : nil
    }
}

/// Drives a `PreviewSession` as the window's loop does, on a clock of the test's own: each
/// step is 1/60 s of session time, art is waited for on the worker itself, and nothing
/// depends on how fast this machine is.
final class SessionDriver {
    let session: PreviewSession
    let host: HeadlessHost
    /// The session's time now, seconds.
    private(set) var time = 0.0

    /// One text renderer for every driver (loading the font is the slow part).
    static let text: TextRenderer = try! TextRenderer()

    /// A session for the window's command line `arguments` (`--mode`, `--set`, …) in a
    /// headless window of `width` × `height`; other modes are not built ahead unless asked.
    convenience init(_ arguments: [String] = [], width: Int = 320, height: Int = 200, buildAhead: Bool = false,
                     memory: SettingsMemory? = nil, panel: Bool = false) throws {
        var options = try PreviewOptions(Preview.parse(["--no-remember"] + arguments))
        options.buildsAhead = buildAhead
        // Settings kept in a folder of the test's own (the environment's is never read).
        options.memory = memory
        options.presets = nil
        try self.init(options: options, width: width, height: height, panel: panel)
    }

    /// A session for `options` as they are (a test's own memory or presets); with `panel`,
    /// E shows the tuning panel (`HeadlessHost`).
    init(options: PreviewOptions, width: Int = 320, height: Int = 200, panel: Bool = false) throws {
        host = HeadlessHost(width: width, height: height, panel: panel)
        session = try PreviewSession(options: options, host: host, text: Self.text,
                                     art: ArtWorker(stopwatch: { 0 }),
                                     inbox: ImageInbox(decode: { path, part in
                                         // Kept as the window keeps it: no larger than drawn.
                                         try ImageFile.load(path: path, covering: PictureSizes.box(
                                             for: part, frame: PictureSizes.windowFrame))
                                     }))
        session.start(at: time, date: Date(timeIntervalSince1970: 1_772_600_000))
        settle()
    }

    /// Waits for the worker's art and the session's other work off the thread, and lets
    /// the session take it.
    func settle() {
        session.inbox.waitUntilIdle()
        session.update(at: time)
        session.art.waitUntilIdle()
        session.update(at: time)
        // A scene taken may ask for more (a mode built ahead); take that too.
        session.art.waitUntilIdle()
        session.update(at: time)
    }

    /// Sends `event` now.
    func send(_ event: InputEvent) {
        session.handle(event, at: time)
        settle()
    }

    /// Presses `name` as a script names it ("space", "ctrl+s", "p").
    func press(_ name: String) {
        guard let (key, modifiers) = InputScript.parseKey(name) else { fatalError("no key \(name)") }
        send(.key(key, modifiers, isRepeat: false))
    }

    /// A drag from `from` through `through` to its release, a step between events.
    func drag(from: (Double, Double), through: [(Double, Double)], step: Double = 1.0 / 60) {
        send(.pointerDown(x: from.0, y: from.1))
        for point in through {
            run(for: step)
            send(.pointerMove(x: point.0, y: point.1))
        }
        run(for: step)
        let last = through.last ?? from
        send(.pointerUp(x: last.0, y: last.1))
    }

    /// Presses at `start` and moves through `moves` with the button held, each move
    /// `after` seconds after the one before.
    func press(at start: (Double, Double), moves: [(x: Double, y: Double, after: Double)]) {
        send(.pointerDown(x: start.0, y: start.1))
        for move in moves {
            run(for: move.after)
            send(.pointerMove(x: move.x, y: move.y))
        }
    }

    /// Runs the session for `seconds` in 1/60 s steps, drawing no frames (the scene's
    /// clock moves as it would under them).
    func run(for seconds: Double) {
        let steps = Int((seconds * 60).rounded())
        for _ in 0..<steps {
            time += 1.0 / 60
            session.update(at: time)
            session.advance(to: time)
        }
    }

    /// Draws the frame now: the window's bitmap, HUD and overlay included.
    @discardableResult
    func frame() -> Bitmap {
        settle()
        return session.frame(at: time).bitmap
    }

    /// The scene alone as the window shows it now (what a screenshot holds).
    func scenePicture() -> Bitmap {
        session.requests.screenshot = true
        settle()
        _ = session.frame(at: time)
        session.requests.screenshot = false
        return session.undecoratedFrame ?? session.shownFrame
    }

    /// The message on screen now.
    var message: String? { session.notices.message?.text }
}
