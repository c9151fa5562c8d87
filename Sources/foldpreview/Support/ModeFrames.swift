import Raster
import Scenes
import Stage

/// One side of a `render` of a mode: the mode's scene at one size with one set of
/// settings, posed for frame i exactly as `render` poses it, and drawn by a frame path of
/// its own. `render` draws one; `render --versus` draws two (`VersusRender`), each at its
/// half's size, so that each half is the frame a single `render` of it writes.
final class ModeFrames {
    /// How the frames are spaced.
    enum Timing {
        /// One frame, posed by the request alone (a still).
        case still
        /// `count` frames evenly in progress 0…1 (`--frames`, `--scrub`).
        case scrub(count: Int)
        /// The mode's animation in time, as Space plays it (`Recording`).
        case recorded(fps: Int, playback: Playback, duration: Double?, loops: Bool)
    }

    /// The frames of the output.
    let count: Int
    /// The frames that hold every pose (a loop's way back repeats its way forward).
    let distinct: Int
    /// The scene posed (not drawn) for frame i, 0 ..< `count`.
    let posed: (Int) -> any Scene
    /// The scene's size, pixels.
    let size: (width: Int, height: Int)
    private let pipeline: SceneRenderer

    /// `options`' scene made at `size` and posed by `request`, its frames spaced by
    /// `timing`, drawn with `threads` threads. A pose the mode refuses is one line.
    init(options: SceneOptions, size: (width: Int, height: Int), request: PoseRequest, timing: Timing,
         threads: Int) throws {
        let scene = options.makeScene(size: size)
        let posing: ScenePose
        do { posing = try scene.pose(for: request) } catch { throw CLIError(error.description) }
        self.size = size
        pipeline = SceneRenderer(threads: threads)
        switch timing {
        case .still:
            posing.apply(nil)
            (count, distinct) = (1, 1)
            posed = { _ in scene }
        case .scrub(let frames):
            (count, distinct) = (frames, frames)
            posed = { i in
                posing.apply(frames == 1 ? 0 : Double(i) / Double(frames - 1))
                return scene
            }
        case .recorded(let fps, let playback, let duration, let loops):
            let recording = Recording(scene: scene, framesPerSecond: Double(fps), playback: playback,
                                      duration: duration, loops: loops) { posing.apply(nil) }
            (count, distinct) = (recording.count, recording.forwardCount)
            posed = { recording.scene(at: $0) }
        }
    }

    /// Frame `i` drawn on `background`; its draw list is `list` (what `--dump` writes).
    /// The bitmap is the frame path's own, valid until the next frame is drawn.
    func frame(_ i: Int, background: SceneBackground) -> (bitmap: Bitmap, list: DrawList) {
        let list = pipeline.render(posed(i), background: background)
        return (pipeline.bitmap, list)
    }
}
