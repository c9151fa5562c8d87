import Foundation
import Raster
import Scenes

/// The timeline: `,` `.` Home End and the strip under the animation hold the mode's
/// animation as Space plays it (an export's `Recording`, at 60 frames a second of real
/// time and the window's time scale) at one frame, play it on from there, or pause the
/// live scene (`Hold`). The HUD reads its time from here while a frame is held, so the
/// two agree.
extension PreviewSession {
    /// Frames a second of the held recording (an export's default rate).
    static let timelineRate = 60.0

    /// The held frame; when none is, the recording is made from the scene as it stands and
    /// held at its first frame.
    func heldFrame() -> Hold.HeldFrame {
        if let held = hold.held { return held }
        let held = Hold.HeldFrame(recording: Recording(scene: scene, framesPerSecond: Self.timelineRate,
                                                       playback: playback),
                                  reference: shownReference.map {
                                      Recording(scene: $0, framesPerSecond: Self.timelineRate, playback: playback)
                                  }, frame: 0)
        hold = .held(held)
        return held
    }

    /// Holds frame `frame` (clamped) of the recording; stops its play.
    func hold(frame: Int) {
        var held = heldFrame()
        held.frame = min(max(frame, 0), held.last)
        held.playing = nil
        held.pose()
        hold = .held(held)
        requests.frame = true
        if options.verbose { emit("timeline: " + heldStatus) }
    }

    /// Holds the frame nearest `seconds` of scene time.
    func seek(to seconds: Double) {
        hold(frame: seconds.isFinite ? Int((seconds * playback.timeScale * Self.timelineRate).rounded()) : 0)
    }

    /// Lets go of a held frame and of a pause: the scene's own clock runs again.
    func releaseHold() { hold = .live }

    /// The strip's play/pause at `time`: a held recording plays on from its frame (from the
    /// start once at its end); a live animation pauses or goes on; at rest, Space's play.
    func togglePlay(at time: Double) {
        requests.frame = true
        switch hold {
        case .held(var held):
            if held.playing != nil {
                held.playing = nil
                hold = .held(held)
            } else {
                if held.frame >= held.last { hold(frame: 0) }
                held = heldFrame()
                held.playing = (held.frame, time)
                hold = .held(held)
            }
        case .paused:
            hold = .live
        case .live where scenesAnimate:
            hold = .paused
        case .live:
            eachScene { $0.play() }
        }
    }

    /// Moves a playing recording to the frame its clock has reached at `time`.
    func advanceTimeline(at time: Double) {
        guard var held = hold.held, let play = held.playing else { return }
        var frame = play.from + Int(((time - play.since) * Self.timelineRate).rounded(.down))
        if frame >= held.last {
            frame = held.last
            held.playing = nil
        }
        if frame != held.frame {
            held.frame = frame
            held.pose()
        }
        hold = .held(held)
    }

    /// A setting changed while a frame is held: the recording is made again with it, and
    /// the same time held (playing on if it played).
    func rebuildHold() {
        guard let held = hold.held else { return }
        hold = .live
        hold(frame: held.frame)
        if var again = hold.held, held.playing != nil {
            again.playing = held.playing
            hold = .held(again)
        }
    }

    /// Scene seconds of the held recording's frame `frame`.
    func heldTime(_ frame: Int) -> Double { Double(frame) / Self.timelineRate / playback.timeScale }

    /// "frame 10 of 19   t 0.150 s of 0.300 s" of the held frame.
    var heldStatus: String {
        let held = heldFrame()
        return held.name + "   t " + DecimalText.fixed(heldTime(held.frame), places: 3)
            + " s of " + DecimalText.fixed(heldTime(held.last), places: 3) + " s"
    }

    /// The HUD's line about the timeline: the held frame's time when one is held.
    var timelineLine: String {
        let status = scene.timelineStatus
        guard hold.held != nil else { return status.text + (hold.isPaused ? "   paused" : "") }
        return "progress " + DecimalText.fixed(status.progress, places: 3) + "   " + heldStatus
    }

    /// What the strip shows: the held frame, or the live animation's own time.
    var timelineState: TimelineStrip.State {
        if let held = hold.held {
            return .init(time: heldTime(held.frame), length: heldTime(held.last), playing: held.playing != nil,
                         status: held.name)
        }
        let status = scene.timelineStatus
        let state = hold.isPaused ? "paused" : animationRuns ? "playing" : "at rest"
        return .init(time: status.elapsed ?? 0, length: status.length ?? max(status.elapsed ?? 0, 1),
                     playing: animationRuns, status: state)
    }

    /// Builds the strip where `layout` puts it (under the scene, or over its bottom) and
    /// does what it was asked at `time`.
    func buildTimeline(_ layout: PanelLayout, at time: Double) {
        guard let place = layout.strip,
              let action = timeline.build(timelineState, place: place, floats: layout.floats) else { return }
        switch action {
        case .seek(let seconds): seek(to: seconds)
        case .scrub(let fraction):
            hold(frame: Int((min(max(fraction, 0), 1) * Double(heldFrame().last)).rounded()))
        case .togglePlay: togglePlay(at: time)
        }
    }
}
