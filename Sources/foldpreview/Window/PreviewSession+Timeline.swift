import Foundation
import Raster
import Scenes

/// The timeline: `,` `.` Home End and the strip under the animation hold the mode's
/// animation as Space plays it (an export's `Recording`, at 60 frames a second of real
/// time and the window's time scale) at one frame, play it on from there, or pause the
/// live scene. The HUD reads its time from here while a frame is held, so the two agree.
extension PreviewSession {
    /// Frames a second of the held recording (an export's default rate).
    static let timelineRate = 60.0

    /// The held recording, made from the scene as it stands when first asked for.
    func heldRecording() -> Recording {
        if let stepping { return stepping }
        let recording = Recording(scene: scene, framesPerSecond: Self.timelineRate, playback: playback)
        stepping = recording
        stepFrame = 0
        return recording
    }

    /// Holds frame `frame` (clamped) of the recording; stops its play.
    func hold(frame: Int) {
        let recording = heldRecording()
        stepFrame = min(max(frame, 0), recording.count - 1)
        recording.scene(at: stepFrame)
        timelinePlay = nil
        needsFrame = true
        if options.verbose { emit("timeline: " + heldStatus(recording)) }
    }

    /// Holds the frame nearest `seconds` of scene time.
    func seek(to seconds: Double) {
        let frame = seconds.isFinite ? Int((seconds * playback.timeScale * Self.timelineRate).rounded()) : 0
        hold(frame: frame)
    }

    /// Lets go of a held frame and of a pause: the scene's own clock runs again.
    func releaseHold() {
        stepping = nil
        timelinePlay = nil
        livePaused = false
    }

    /// The strip's play/pause: a held recording plays on from its frame (from the start
    /// once at its end); a live animation pauses or goes on; at rest, Space's play.
    func togglePlay() {
        needsFrame = true
        if let stepping {
            if timelinePlay != nil {
                timelinePlay = nil
            } else {
                if stepFrame >= stepping.count - 1 { hold(frame: 0) }
                timelinePlay = (stepFrame, Clock.now())
            }
        } else if scene.isAnimating {
            livePaused.toggle()
        } else {
            livePaused = false
            scene.play()
        }
    }

    /// Moves a playing recording to the frame its clock has reached.
    func advanceTimeline(now: Double) {
        guard let play = timelinePlay, let stepping else { return }
        var frame = play.frame + Int(((now - play.start) * Self.timelineRate).rounded(.down))
        if frame >= stepping.count - 1 {
            frame = stepping.count - 1
            timelinePlay = nil
        }
        if frame != stepFrame {
            stepFrame = frame
            stepping.scene(at: frame)
        }
    }

    /// A setting changed while a frame is held: the recording is made again with it, and
    /// the same time held.
    func rebuildHold() {
        guard stepping != nil else { return }
        let frame = stepFrame, playing = timelinePlay
        stepping = nil
        hold(frame: frame)
        timelinePlay = playing
    }

    /// Scene seconds of the held recording's frame `frame`.
    func heldTime(_ frame: Int) -> Double { Double(frame) / Self.timelineRate / playback.timeScale }

    /// "frame 9 of 18   t 0.150 s of 0.300 s".
    func heldStatus(_ recording: Recording) -> String {
        let last = recording.count - 1
        return "frame \(stepFrame) of \(last)   t " + DecimalText.fixed(heldTime(stepFrame), places: 3) + " s of "
            + DecimalText.fixed(heldTime(last), places: 3) + " s"
    }

    /// The HUD's line about the timeline: the held frame's time when one is held.
    var timelineLine: String {
        let status = scene.timelineStatus
        guard let stepping else { return status.text + (livePaused ? "   paused" : "") }
        return "progress " + DecimalText.fixed(status.progress, places: 3) + "   " + heldStatus(stepping)
    }

    /// What the strip shows: the held frame, or the live animation's own time.
    var timelineState: TimelineStrip.State {
        if let stepping {
            return .init(time: heldTime(stepFrame), length: heldTime(stepping.count - 1), playing: timelinePlay != nil,
                         status: "frame \(stepFrame) of \(stepping.count - 1)")
        }
        let status = scene.timelineStatus
        let running = scene.isAnimating && !livePaused
        let state = livePaused ? "paused" : running ? "playing" : "at rest"
        return .init(time: status.elapsed ?? 0, length: status.length ?? max(status.elapsed ?? 0, 1),
                     playing: running, status: state)
    }

    /// Builds the strip under the scene and does what it was asked.
    func buildTimeline(scale: Double) {
        let (width, height) = sceneSize
        guard let action = timeline.build(timelineState, x: 0, y: Double(height) / scale,
                                          width: Double(width) / scale) else { return }
        switch action {
        case .seek(let seconds): seek(to: seconds)
        case .scrub(let fraction):
            let recording = heldRecording()
            hold(frame: Int((min(max(fraction, 0), 1) * Double(recording.count - 1)).rounded()))
        case .togglePlay: togglePlay()
        }
    }
}
