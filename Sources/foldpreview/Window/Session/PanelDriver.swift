import ImGuiBridge
import Media

/// The tuning panel's Dear ImGui as the session drives it: the pointer and the wheel it
/// is given, a frame begun and ended around the panel's build, and whether it holds a
/// widget. The session reaches ImGui only through it. On the window (`Display`) ImGui's
/// SDL backend measures the time between frames as it always has; a headless driver
/// (`headless(scale:fontPath:)`, a test's window) has no window, and each frame is given
/// the session's time, so a test drags a slider with times of its own.
final class PanelDriver {
    /// Where the frames go: SDL's window (drawn by `Display`), or nowhere.
    private enum Frames {
        case window
        case headless
    }

    /// A control the last headless frame drew: its key (the ids around it and its label,
    /// joined by "/": "fold.duration/duration", "built-in snappy/A", "….editor/curve/point 2")
    /// and its rectangle, window points.
    struct Control {
        let key: String
        let x0, y0, x1, y1: Double
        /// Its middle, where a person would press it.
        var center: (x: Double, y: Double) { ((x0 + x1) / 2, (y0 + y1) / 2) }
    }

    private let frames: Frames
    /// The time of the last headless frame (nil before the first).
    private var lastFrame: Double?

    private init(_ frames: Frames) { self.frames = frames }

    /// The driver of ImGui set up on the window (`igb_init` done).
    static func window() -> PanelDriver { PanelDriver(.window) }

    /// A driver with no window: ImGui's own context, with the panel's style and font
    /// (`fontPath`, or ImGui's own when nil or unreadable) at `scale` pixels a point; nil
    /// when ImGui cannot start.
    static func headless(scale: Double, fontPath: String?) -> PanelDriver? {
        var loaded = false
        let made = if let fontPath {
            PathBytes.withCString(fontPath) { igb_init_headless(Float(scale), $0, &loaded) }
        } else {
            igb_init_headless(Float(scale), nil, &loaded)
        }
        return made ? PanelDriver(.headless) : nil
    }

    /// Begins a frame at `time` in a window of `size` points (a headless frame's; the
    /// window's own frame reads both from SDL).
    func beginFrame(at time: Double, size: (width: Int, height: Int)) {
        switch frames {
        case .window:
            igb_new_frame()
        case .headless:
            let since = lastFrame.map { time - $0 } ?? 1.0 / 60
            lastFrame = time
            igb_new_frame_headless(Float(size.width), Float(size.height), Float(since))
        }
    }

    /// Ends the frame; true when a widget is still held at its end (a slider or a curve
    /// point being dragged, a field being typed in).
    func endFrame() -> Bool {
        igb_end_frame()
        return igb_is_any_item_active()
    }

    /// The pointer at (x, y), window points, with the left button `down`; `inside` false
    /// when it is off the panel.
    func feedPointer(x: Double, y: Double, down: Bool, inside: Bool) {
        igb_feed_pointer(Float(x), Float(y), down, inside)
    }

    /// A wheel turn of `dy` notches (+ away from the user).
    func feedWheel(_ dy: Double) { igb_feed_wheel(Float(dy)) }

    /// True when the panel holds the pointer (a widget dragged, the pointer over it).
    var wantsPointer: Bool { igb_wants_pointer() }

    /// True while keys or text handed to the panel wait for a frame to take them.
    var hasPendingInput: Bool { igb_has_pending_input() }

    /// The controls the last headless frame drew, in order (none on the window: it keeps
    /// no record).
    var controls: [Control] {
        guard case .headless = frames else { return [] }
        return (0..<igb_item_count()).map { index in
            var rect: [Float] = [0, 0, 0, 0]
            igb_item_rect(index, &rect)
            return Control(key: String(cString: igb_item_key(index)), x0: Double(rect[0]), y0: Double(rect[1]),
                           x1: Double(rect[2]), y1: Double(rect[3]))
        }
    }
}
