import ImGuiBridge
import Raster

/// The timeline under the animation while the tuning panel shows: play/pause, a slider
/// over the mode's animation as Space plays it (drag it, or ctrl-click it to type), a
/// field to type a time in, and which frame is held. Built each frame with Dear ImGui; it
/// only reports what the person did (`Action`), the session does it.
struct TimelineStrip {
    /// The strip's height in window points.
    static let height = 34.0

    /// Where the timeline stands this frame.
    struct State {
        /// Scene seconds into the animation, and its whole length.
        var time: Double
        var length: Double
        /// True while it plays (the held recording, or the live scene).
        var playing: Bool
        /// "frame 9 of 18" while a frame is held; else what the live scene does.
        var status: String
    }

    enum Action: Equatable {
        /// Hold the animation at this many scene seconds (typed).
        case seek(Double)
        /// Hold the animation at this fraction of its length (the slider: before the first
        /// hold the live scene may not know the length the held animation has).
        case scrub(Double)
        case togglePlay
    }

    /// What a slider drag to `time` of `length` scene seconds asks: the fraction, within
    /// [0, 1]. A slider squeezed into a tiny window can hand back a time that is not a
    /// number (or a length of 0 makes the fraction one): such a drag scrubs nowhere
    /// rather than asking for frame NaN.
    static func scrub(to time: Double, of length: Double) -> Action? {
        let fraction = time / length
        guard fraction.isFinite else { return nil }
        return .scrub(min(max(fraction, 0), 1))
    }

    /// Typed time, kept while the field is edited.
    private var typed = 0.0

    /// Builds the strip in `place` (window points; see-through when it `floats` over the
    /// scene); what the person asked for.
    mutating func build(_ state: State, place: PanelLayout.Box, floats: Bool = false) -> Action? {
        var action: Action?
        let width = place.width
        defer { igb_end() }
        if floats { igb_next_window_alpha(PanelLayout.floatingOpacity) }
        guard igb_begin_strip("##timeline", Float(place.x), Float(place.y), Float(width), Float(place.height)) else {
            return nil
        }
        if igb_button(state.playing ? "pause" : "play") { action = .togglePlay }
        igb_same_line()
        var time = state.time
        let length = max(state.length, 1e-3)
        igb_item_width(Float(max(60, width - 260)))
        if igb_slider_double("##time", &time, 0, length, false, "%.3f s"), let scrub = Self.scrub(to: time, of: length) {
            action = scrub
        }
        if igb_item_hovered() { igb_tooltip("drag to scrub; shift-drag: fine steps; ctrl-click to type a time") }
        igb_same_line()
        if !igb_wants_keyboard() { typed = state.time }
        igb_item_width(64)
        if igb_input_double("s##typed", &typed, "%.3f") { action = .seek(typed) }
        if igb_item_hovered() { igb_tooltip("type a time in seconds and press Enter") }
        igb_same_line()
        igb_text_dim(state.status)
        return action
    }
}
