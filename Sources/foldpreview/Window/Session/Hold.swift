import Scenes

/// What holds the scene's own clock still: nothing (it runs live), the strip's pause, or
/// a frame of the mode's animation as Space plays it (`,` `.` Home End and the strip),
/// which may play on from there on its own clock.
enum Hold {
    /// The scene runs on its own clock.
    case live
    /// The strip paused the live scene; its clock stands until play or other input.
    case paused
    /// The held recording, at one of its frames.
    case held(HeldFrame)

    /// A frame of the held recording, and its play when it plays on.
    struct HeldFrame {
        let recording: Recording
        /// A/B's reference scene (A) recorded on the same clock, while comparing.
        var reference: Recording?
        var frame: Int
        /// Playing on: from which frame, since when (session time).
        var playing: (from: Int, since: Double)?

        /// The last frame's index: the longer recording's (the shorter holds its last frame).
        var last: Int { max(recording.count, reference?.count ?? 0) - 1 }

        /// Poses the scene (and A's) at `frame`.
        func pose() {
            recording.scene(at: frame)
            reference?.scene(at: frame)
        }

        /// "frame 4 of 19": the frame counted from 1 of the recording's frames, as many as
        /// `render` exports of the same animation (both count `Recording.count`; while
        /// comparing, the longer recording's).
        var name: String { "frame \(frame + 1) of \(last + 1)" }
    }

    /// True when the scene's own clock must not move (a pause or a held frame).
    var stopsSceneClock: Bool {
        if case .live = self { return false }
        return true
    }

    /// The held frame, if one is held.
    var held: HeldFrame? {
        if case .held(let frame) = self { return frame }
        return nil
    }

    /// True while the held recording plays on.
    var isPlaying: Bool { held?.playing != nil }

    /// True while the live scene is paused by the strip.
    var isPaused: Bool {
        if case .paused = self { return true }
        return false
    }
}
