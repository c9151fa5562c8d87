/// What the frame loop did between two presents, so `--stats` can say why its slowest
/// intervals were slow.
///
/// The phases are the loop's own steps, timed: with the frame's render and upload+present
/// they make up the interval (what no phase accounts for is reported as `other`). The
/// events are what happened in the interval, not timed on their own (their cost is in the
/// phase that ran them: a resize in `input`, an adoption in `art`).
enum FrameWork: String, CaseIterable {
    // Phases, in the loop's order.
    /// Asleep in SDL_WaitEventTimeout with no frame wanted (nothing animates, no input).
    case idle = "waiting for input"
    /// Asleep until the next frame is due (60 Hz pacing without vsync).
    case pacing
    /// Handling the window's events (keys, pointer, resizes, drops).
    case input
    /// Taking the art the worker finished (`collectArt`).
    case art
    /// Replaying the script's due steps.
    case script
    /// Taking decoded dropped pictures.
    case picture
    /// Advancing the timeline strip and the scene's clock.
    case advance
    /// Building the tuning panel's widgets (part of the frame's render time).
    case panel
    /// Uploading the frame to SDL's texture (re-made at a new size) and copying it to the
    /// window, before the present (part of the frame's upload+present time).
    case handOver = "upload"
    /// Handing the frame before to Ctrl-R's recording.
    case recording
    /// Saving a screenshot of the frame before.
    case screenshot

    // Events.
    /// The window's drawable size changed.
    case resized = "resize"
    /// A mode was asked for.
    case modeSwitch = "mode switch"
    /// A scene took art the worker drew for a new size or settings.
    case artAdopted = "art adopted"
    /// A scene built by the worker replaced (or became) a mode's scene.
    case sceneTaken = "scene taken"
    /// A file was dropped on the window.
    case dropped = "drop"
    /// A dropped picture was decoded and shown.
    case pictureShown = "picture shown"
    /// The tuning panel was shown or hidden.
    case panelToggled = "panel shown or hidden"
    /// The frame was drawn at another size than the one before (new bitmaps and texture).
    case newFrameSize = "new frame size"
    /// A recording started or stopped.
    case recordingToggled = "recording started or stopped"

    /// True for the parts of the frame's own render and upload+present times.
    var isPartOfFrame: Bool { self == .panel || self == .handOver }

    /// True for the loop's timed steps, false for the events.
    var isPhase: Bool {
        switch self {
        case .idle, .pacing, .input, .art, .script, .picture, .advance, .panel, .handOver, .recording, .screenshot: true
        default: false
        }
    }
}
