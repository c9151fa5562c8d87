import Raster
import Stage

/// The modes of FoldPreview, in the order the keyboard cycles them.
public enum Mode: String, CaseIterable, Sendable {
    case fold, cubic, flip, cell, pop, cards, page
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

    /// The event with its position scaled by (sx, sy) (a view drawn at another size).
    public func scaled(x sx: Double, y sy: Double) -> PointerEvent {
        switch self {
        case .down(let x, let y): .down(x: x * sx, y: y * sy)
        case .move(let x, let y): .move(x: x * sx, y: y * sy)
        case .up(let x, let y): .up(x: x * sx, y: y * sy)
        case .cancel, .wheel: self
        }
    }
}

/// A key the window passes on to the scene, for the keys whose meaning depends on the
/// mode (the fold's and the page's P, O and U, the flight board's arrows and T): those
/// its `Scene.controls` list.
public enum SceneKey: Sendable, Equatable {
    case left, right, up, down
    /// A printable key, lowercased ("t").
    case character(Character)
}

/// One mode of the preview. Every scene has the same small contract: it takes input,
/// advances by a time step, and describes its frame as a layer tree. Scenes never draw
/// and drawing never advances time (docs/design.md, "Time"). A new mode follows
/// `Sources/Scenes/README.md`.
public protocol Scene: AnyObject {
    /// The settings this kind of scene reads, in the order `params` lists them.
    static var settingList: [any AnySetting] { get }
    /// The presets the original offers (its originals first), for the window's preset
    /// browser; none by default.
    static var settingPresets: [SettingPreset] { get }
    /// The names of the `render` options this mode reads beyond `--progress` ("angle").
    static var poseOptionNames: [String] { get }
    /// A scene of `mode` (a type may serve several, as the fold serves fold and cubic).
    init(mode: Mode, setup: SceneSetup)
    /// What the tuning panel plots for `settings` beyond each timing curve's editor (pop:
    /// the spring's release; the cell's fold steps; the board's pieces). Default: nothing.
    static func plots(for settings: SettingValues) -> [SettingPlot]

    /// The mode this scene shows.
    var mode: Mode { get }
    /// The view size in pixels the scene lays itself out for.
    var viewSize: SIMD2<Double> { get set }
    /// The mode's own progress in [0, 1] (for fold and cubic, α = 90°·progress).
    var progress: Double { get set }
    /// True while an animation is running (the window keeps drawing frames).
    var isAnimating: Bool { get }
    /// Every setting's value. The scene reads its own (`settingList`) and applies a change
    /// at once, also mid-animation; the others are kept untouched.
    var settings: SettingValues { get set }
    /// Handles a pointer event.
    func handle(_ event: PointerEvent)
    /// Plays the mode's whole animation from the start.
    func play()
    /// Returns to the initial state.
    func reset()
    /// How many times an export plays the mode (`Recording`), each play starting when the
    /// one before comes to rest. Default 1; the cards play a selection and its return.
    var recordingPlays: Int { get }
    /// Advances running animations by `dt` seconds of scene time (the caller has already
    /// applied any slow motion: `Playback`). Negative or non-finite `dt` is ignored.
    func advance(by dt: Double)
    /// The frame as a layer tree whose root covers the view.
    func rootLayer() -> Layer
    /// One line for the HUD about the scene's own state (angle, flight, style); the
    /// progress and time are `timeline`'s.
    var hudLine: String { get }
    /// Where the mode stands on its own timeline, for the HUD. Default: `progress`, no time.
    var timelineStatus: TimelineStatus { get }
    /// Where the running animation stands on the panel's pictures of its timing: a timing
    /// curve setting's name → the fraction of that curve's duration gone; a plot's `key` →
    /// seconds along it. Empty at rest and under a drag. Default: empty.
    var plotMarkers: [String: Double] { get }
    /// The keys of `plots(for:)` the panel shows now, when a mode's plots are
    /// alternatives (pop: the release's response, or the poke's when a poke played last).
    /// Default: nil, every plot.
    var shownPlots: Set<String>? { get }
    /// The part of the view the mode's picture fills, in view pixels (the page, the phone
    /// column, the square): the window keeps its HUD and messages off it where it can.
    /// Default: the whole view.
    var contentFrame: Rect { get }
    /// The part of the view the picture may fill in any pose (pop's square and its whole
    /// swing, where `contentFrame` is the pose's own): the window keeps its messages off
    /// it, so they stay put while the picture moves. Default: `contentFrame`.
    var motionFrame: Rect { get }
    /// The screen the mode is laid out for, in points, when it is a phone's (the board, the
    /// list and the stack fill 375×667): `render` draws it at `--scale` pixels a point when
    /// no size is given. Default: nil (the mode fills a view of any shape).
    static var designSize: SIMD2<Double>? { get }
    /// What to do first, in the mode's own words ("drag the page up or down to fold it"):
    /// the window shows it until the first drag.
    var hint: String { get }
    /// Handles a mode-specific key (one of `controls`' keys); returns a short message to
    /// show when the key did something worth saying, nil otherwise. A key that turns a
    /// setting turns it in `settings`. Default: ignores every key.
    func handleKey(_ key: SceneKey) -> String?
    /// The keys `handleKey` reads and the pointer gestures `handle` reads, with what they
    /// do, in the help's order. Default: none.
    static var controls: [SceneControl] { get }
    /// What this kind of scene shows, for messages ("the fold", "the page").
    static var subject: String { get }
    /// The letter that switches to `mode` besides its number (`Mode.shortcut`). Default: none.
    static func shortcut(for mode: Mode) -> Character?
    /// `mode`'s name as a title (`Mode.title`). Default: its raw value.
    static func title(for mode: Mode) -> String
    /// The command-line shorthands of its settings (`--items`). Default: none.
    static var shorthands: [SettingShorthand] { get }
    /// True when the scene reads `SceneResources.flights` (so `--flights` applies to it).
    /// Default: false.
    static var readsFlights: Bool { get }
    /// True when the scene draws its pictures on a page of their own pixels when
    /// `SceneContent.nativeScale` is set (`render --size native`). Default: false.
    static var drawsNativePages: Bool { get }
    /// The page `content` is drawn on at its `nativeScale` (nil when it has none): the
    /// first picture's own pixels, else the mode's built-in page times the scale. Default:
    /// `SceneContent.nativePage` (the fold modes' 660×496 page).
    static func nativePage(for content: SceneContent) -> (width: Int, height: Int)?
    /// A note to print under a setting in `params` for `values`, by setting name (pop's
    /// tension and friction as its dials). Default: none.
    static func settingNotes(for values: SettingValues) -> [String: String]
    /// The places `mode` has for the person's own pictures (`SceneContent`), in the order
    /// the panel lists them: none for a mode that shows only its own art. Default: none.
    static func contentSlots(for mode: Mode) -> [ContentSlot]
    /// How many items (the cell list's rows) `SceneContent.cell` may pick the one of that
    /// shows the person's pictures; nil when the mode has no such choice. Default: nil.
    static func contentItemCount(for mode: Mode) -> Int?
    /// The settings the scene's art (its textures) is drawn from; the others are read as
    /// frames are made. A change of one of these draws art again. Default: none.
    static var artSettings: [any AnySetting] { get }
    /// Takes the art `other` has drawn: `other` is a scene of the same kind with the same
    /// resources, laid out (and drawn once) for the view size and art settings this scene
    /// is about to get, so that setting them draws nothing more. The window builds `other`
    /// off the frame thread. False when `other` is of another kind; default: false.
    func adoptArt(from other: any Scene) -> Bool
    /// Draws every image a frame of the scene may show at its size and art settings (every
    /// card, every cell open, every flight's labels), so that no later frame draws one
    /// until the size or an art setting changes. The window's `ArtWorker` calls it, off
    /// the frame thread, on each scene it builds, and a shown scene takes that art with
    /// `adoptArt`; `render` and the tests leave it out and draw only what their frames
    /// show. Default: nothing (the scene draws all its art as it lays itself out).
    func drawArt()
    /// The window shows the scene for the first time (the demo's `viewDidAppear`).
    /// Default: nothing.
    func appear()
    /// Checks a `render` request (progress and this mode's pose options) and returns how
    /// to pose the scene for it. Default: `--progress` alone (`ScenePose.progress`).
    func pose(for request: PoseRequest) throws(SettingError) -> ScenePose
}

extension Scene {
    /// The root of a frame: a layer named `name` covering the whole view, filled with
    /// `contents` (the mode's background).
    func backdropLayer(named name: String, contents: Paint) -> Layer {
        Layer(name: name, bounds: Rect(x: 0, y: 0, width: viewSize.x, height: viewSize.y),
              position: viewSize / 2, contents: contents)
    }

    /// The part of the view a moving picture sweeps: `start` grown by the bounds of every
    /// drawn item but the backdrop in `layers(t)` for t = 0, 1/32, …, 1, in whole pixels
    /// and inside the view; the whole view once a point reaches the eye (w ≤ 0).
    func sweptFrame(from start: Rect, layers: (Double) -> Layer) -> Rect {
        let view = Rect(x: 0, y: 0, width: viewSize.x, height: viewSize.y)
        var (minX, minY, maxX, maxY) = (start.x, start.y, start.maxX, start.maxY)
        sampling: for k in 0...32 {
            let list = DrawList(root: layers(Double(k) / 32), width: Int(viewSize.x), height: Int(viewSize.y))
            for item in list.items.dropFirst() {   // the backdrop covers the view
                for corner in item.primitive.homogeneousCorners {
                    guard corner.w > 1e-6 else {   // a point at or behind the eye: anywhere
                        (minX, minY, maxX, maxY) = (0, 0, view.width, view.height)
                        break sampling
                    }
                    minX = Swift.min(minX, corner.x / corner.w); maxX = Swift.max(maxX, corner.x / corner.w)
                    minY = Swift.min(minY, corner.y / corner.w); maxY = Swift.max(maxY, corner.y / corner.w)
                }
            }
        }
        let x0 = Swift.max(0, minX.rounded(.down)), y0 = Swift.max(0, minY.rounded(.down))
        return Rect(x: x0, y: y0, width: Swift.min(view.width, maxX.rounded(.up)) - x0,
                    height: Swift.min(view.height, maxY.rounded(.up)) - y0)
    }

    public static var poseOptionNames: [String] { [] }
    public static var settingPresets: [SettingPreset] { [] }
    public static func plots(for settings: SettingValues) -> [SettingPlot] { [] }
    public static var artSettings: [any AnySetting] { [] }
    public func adoptArt(from other: any Scene) -> Bool { false }
    public func drawArt() {}

    /// `adoptArt` for a scene whose art is one texture holder at `holder`: takes `other`'s
    /// when `other` is a scene of this kind.
    func adopt<Holder>(_ holder: ReferenceWritableKeyPath<Self, Holder>, from other: any Scene) -> Bool {
        guard let other = other as? Self else { return false }
        self[keyPath: holder] = other[keyPath: holder]
        return true
    }

    /// `adoptArt` for a scene whose art is one texture holder at `holder`, drawn from the
    /// person's pictures at `content`: takes `other`'s when `other` is a scene of this kind
    /// whose art shows the same pictures, fitted the same way.
    func adopt<Holder>(_ holder: ReferenceWritableKeyPath<Self, Holder>, from other: any Scene,
                       content: KeyPath<Holder, SceneContent>) -> Bool {
        guard let other = other as? Self,
              other[keyPath: holder][keyPath: content] == self[keyPath: holder][keyPath: content] else { return false }
        self[keyPath: holder] = other[keyPath: holder]
        return true
    }
    public var timelineStatus: TimelineStatus { TimelineStatus(progress: progress) }
    public var plotMarkers: [String: Double] { [:] }
    public var shownPlots: Set<String>? { nil }
    public var recordingPlays: Int { 1 }
    public var contentFrame: Rect { Rect(x: 0, y: 0, width: viewSize.x, height: viewSize.y) }
    public var motionFrame: Rect { contentFrame }
    public static var designSize: SIMD2<Double>? { nil }
    public func handleKey(_ key: SceneKey) -> String? { nil }
    public static var controls: [SceneControl] { [] }
    public static func shortcut(for mode: Mode) -> Character? { nil }
    public static func title(for mode: Mode) -> String { mode.rawValue }
    public static var shorthands: [SettingShorthand] { [] }
    public static var readsFlights: Bool { false }
    public static var drawsNativePages: Bool { false }
    public static func nativePage(for content: SceneContent) -> (width: Int, height: Int)? { content.nativePage }
    public static func contentSlots(for mode: Mode) -> [ContentSlot] { [] }
    public static func contentItemCount(for mode: Mode) -> Int? { nil }
    public static func settingNotes(for values: SettingValues) -> [String: String] { [:] }
    public func appear() {}
    public func pose(for request: PoseRequest) throws(SettingError) -> ScenePose {
        .progress(of: self, request)
    }
}
