/// A mode's own animation as Space plays it in the window, sampled at a fixed frame rate
/// for an export: frame k is the scene k / fps seconds after the play began, moved there
/// by the same `advance(by:)` steps (through `Playback`'s time scale) the window takes.
///
/// A recording runs until the animation comes to rest (after each of the scene's
/// `recordingPlays`: the cards' selection and then its return), or for `duration`
/// seconds when one is given (cut short, or the last frame held). `loops` plays it forward
/// and then back, for a GIF that loops smoothly.
///
/// The cursor replays from the start when asked for an earlier frame, so an encoder may
/// read the frames as often and in whatever order it needs (a GIF's palette pass, the
/// way back of a loop) with nothing kept but the scene.
public final class Recording {
    /// The longest recording, seconds, whatever the scene does.
    public static let longest = 120.0

    public let framesPerSecond: Double
    public let playback: Playback
    public let duration: Double?
    public let loops: Bool
    /// The frames of one pass forward (both ends included: a 0.3 s fold at 60 fps is 19).
    public private(set) var forwardCount = 0
    /// Every frame of the output: `forwardCount`, or forward and back without repeating
    /// either end.
    public var count: Int { loops && forwardCount > 1 ? 2 * forwardCount - 2 : forwardCount }

    private let scene: any Scene
    private let start: () -> Void
    private var index = -1
    private var playsLeft = 0
    private var resting = false

    /// A recording of `scene`; `start` puts it in its first state (the caller's pose)
    /// after `reset()`, before the play. Runs the animation once through to count frames.
    public init(scene: any Scene, framesPerSecond: Double, playback: Playback = Playback(), duration: Double? = nil,
                loops: Bool = false, start: @escaping () -> Void = {}) {
        self.scene = scene
        self.framesPerSecond = framesPerSecond
        self.playback = playback
        self.duration = duration
        self.loops = loops
        self.start = start
        if let duration {
            forwardCount = Int((Swift.min(duration, Self.longest) * framesPerSecond).rounded()) + 1
        } else {
            let limit = Int((Self.longest * framesPerSecond).rounded()) + 1
            move(to: 0)
            while !resting, index + 1 < limit { step() }
            forwardCount = index + 1
        }
    }

    /// Poses the scene for output frame `k` (0 ..< `count`) and returns it.
    @discardableResult
    public func scene(at k: Int) -> any Scene {
        let forward = k < forwardCount ? k : 2 * forwardCount - 2 - k
        move(to: Swift.max(0, Swift.min(forward, forwardCount - 1)))
        return scene
    }

    /// The scene time of forward frame `k`, seconds (before the time scale).
    public func time(of k: Int) -> Double { Double(k) / framesPerSecond }

    // MARK: Stepping

    private func move(to target: Int) {
        if target < index || index < 0 {
            scene.reset()
            start()
            playsLeft = scene.recordingPlays - 1
            resting = false
            scene.play()
            index = 0
            settle()
        }
        while index < target { step() }
    }

    /// One frame on: the scene advances by a frame of real time, slowed by the time scale.
    private func step() {
        scene.advance(by: playback.sceneTime(1 / framesPerSecond))
        index += 1
        settle()
    }

    /// At rest after a play: the next play starts at once, or the recording is done.
    private func settle() {
        guard !scene.isAnimating else { return }
        if playsLeft > 0 {
            playsLeft -= 1
            scene.play()
        } else {
            resting = true
        }
    }
}
