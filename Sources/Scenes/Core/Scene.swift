import Raster
import Stage

/// The modes of FoldPreview, in the order the keyboard cycles them.
public enum Mode: String, CaseIterable, Sendable {
    case fold, cubic, flip, cell, pop, cards
}

/// A pointer event in view pixels (y down), as the window or a script delivers it.
public enum PointerEvent: Sendable, Equatable {
    case down(x: Double, y: Double)
    case move(x: Double, y: Double)
    case up(x: Double, y: Double)
    /// The pointer left the window or the drag was cancelled: end it cleanly.
    case cancel
    /// The mouse wheel turned by (dx, dy) notches (+dy scrolls the content down, as
    /// SDL reports a wheel turned away from the user).
    case wheel(dx: Double, dy: Double)
}

/// A key the window passes on to the scene, for the few keys whose meaning depends on
/// the mode (the flight board's arrows and T).
public enum SceneKey: Sendable, Equatable {
    case left, right, up, down
    /// A printable key, lowercased ("t").
    case character(Character)
}

/// One mode of the preview. Every scene has the same small contract: it takes input,
/// advances by a time step, and describes its frame as a layer tree. Scenes never draw
/// and drawing never advances time (STYLE habit 5).
public protocol Scene: AnyObject {
    /// The mode this scene shows.
    var mode: Mode { get }
    /// The view size in pixels the scene lays itself out for.
    var viewSize: SIMD2<Double> { get set }
    /// The mode's own progress in [0, 1] (SPEC §1: for fold and cubic, α = 90°·progress).
    var progress: Double { get set }
    /// True while an animation is running (the window keeps drawing frames).
    var isAnimating: Bool { get }
    /// Slow-motion factor: 1, 2, 5 or 10 make animations that many times slower (SPEC §1,
    /// `-` / `=`); any finite value ≥ 1 works. Default 1. The scene applies it in
    /// `advance(by:)`, so changing it mid-animation continues smoothly.
    var timeScale: Double { get set }
    /// Handles a pointer event.
    func handle(_ event: PointerEvent)
    /// Plays the mode's whole animation from the start.
    func play()
    /// Returns to the initial state.
    func reset()
    /// Advances running animations by `dt` seconds of wall-clock time (the window's real
    /// frame time, not yet scaled); the scene divides it by `timeScale`. Negative or
    /// non-finite `dt` is ignored.
    func advance(by dt: Double)
    /// The frame as a layer tree whose root covers the view.
    func rootLayer() -> Layer
    /// One line for the HUD about the scene's own state (angle, flight, timeline).
    var hudLine: String { get }
    /// Handles a mode-specific key; returns a short message to show when the key did
    /// something worth saying, nil otherwise. Default: ignores every key.
    func handleKey(_ key: SceneKey) -> String?
    /// The window shows the scene for the first time (the demo's `viewDidAppear`).
    /// Default: nothing.
    func appear()
}

extension Scene {
    public func handleKey(_ key: SceneKey) -> String? { nil }
    public func appear() {}

    /// `dt` seconds of wall-clock time in the scene's own time: divided by `timeScale`
    /// (odd values read as 1).
    func sceneTime(_ dt: Double) -> Double {
        dt / (timeScale.isFinite && timeScale >= 1 ? timeScale : 1)
    }
}

/// A scene that shows the user's picture (fold and cubic fold it as the source page, pop
/// as its square): the window hands it a dropped image.
public protocol PictureShowing: Scene {
    /// Shows `image` (scaled to cover, centred), or the drawn art with nil.
    func setImage(_ image: Bitmap?)
}
