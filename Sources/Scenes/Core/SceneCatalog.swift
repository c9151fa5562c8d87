import Raster

/// What a scene may draw with, beyond its own procedural art.
public struct SceneResources {
    /// Rasterizes the words on cards and boards; nil draws them as placeholder bars.
    public var text: (any TextRasterizing)?
    /// The person's own pictures (any size, premultiplied) for the modes that show them;
    /// empty uses the drawn art.
    public var content: SceneContent
    /// The flight board's flights; empty shows the seed's three (`Flight.seedFlights`).
    public var flights: [Flight]

    public init(text: (any TextRasterizing)? = nil, content: SceneContent = SceneContent(), flights: [Flight] = []) {
        self.text = text
        self.content = content
        self.flights = flights
    }
}

/// Everything a new scene starts from: its view, what it may draw with, and the settings.
public struct SceneSetup {
    /// The view size in pixels (width, height); sanitised by `init` to finite sides ≥ 1.
    public var viewSize: SIMD2<Double>
    public var resources: SceneResources
    public var settings: SettingValues

    public init(viewSize: SIMD2<Double>, resources: SceneResources = SceneResources(),
                settings: SettingValues = SettingValues()) {
        self.viewSize = sanitizedViewSize(viewSize)
        self.resources = resources
        self.settings = settings
    }
}

/// `size` with each side finite, 1…16384 pixels (as `--size` allows): the one place a view size is
/// sanitised before a scene lays itself out.
public func sanitizedViewSize(_ size: SIMD2<Double>) -> SIMD2<Double> {
    func side(_ v: Double) -> Double { v.isFinite ? Swift.min(Swift.max(1, v), 16384) : 1 }
    return [side(size.x), side(size.y)]
}

/// The one place that maps a mode to its scene type: each new mode is one line here.
public enum SceneCatalog {
    /// The scene type that shows `mode`.
    public static func sceneType(for mode: Mode) -> any Scene.Type {
        switch mode {
        case .fold, .cubic: FoldScene.self
        case .flip: FlipScene.self
        case .cell: CellScene.self
        case .pop: PopScene.self
        case .cards: CardsScene.self
        case .page: PageScene.self
        }
    }

    /// A new scene for `mode` laid out for a view of `viewSize` pixels (width, height).
    public static func make(mode: Mode, viewSize: SIMD2<Double>, resources: SceneResources,
                            settings: SettingValues = SettingValues()) -> any Scene {
        make(mode: mode, setup: SceneSetup(viewSize: viewSize, resources: resources, settings: settings))
    }

    /// A new scene for `mode` from `setup`.
    public static func make(mode: Mode, setup: SceneSetup) -> any Scene {
        sceneType(for: mode).init(mode: mode, setup: setup)
    }

    /// The settings `mode` reads (fold and cubic share `fold.*`).
    public static func settings(for mode: Mode) -> [any AnySetting] { sceneType(for: mode).settingList }

    /// The presets `mode`'s original offers, its originals first (fold and cubic share them).
    public static func presets(for mode: Mode) -> [SettingPreset] { sceneType(for: mode).settingPresets }

    /// What the tuning panel plots for `mode` beyond its timing curves.
    public static func plots(mode: Mode, settings: SettingValues) -> [SettingPlot] {
        sceneType(for: mode).plots(for: settings)
    }

    /// The places `mode` has for the person's own pictures.
    public static func contentSlots(for mode: Mode) -> [ContentSlot] { sceneType(for: mode).contentSlots(for: mode) }

    /// The phone screen `mode` is laid out for, in points (`Scene.designSize`); nil for a
    /// mode that fills a view of any shape.
    public static func designSize(for mode: Mode) -> SIMD2<Double>? { sceneType(for: mode).designSize }

    /// The modes laid out on a phone's screen (`designSize`), in keyboard order.
    public static var phoneModes: [Mode] { Mode.allCases.filter { designSize(for: $0) != nil } }

    /// How many items `SceneContent.cell` may pick one of in `mode` (nil: no such choice).
    public static func contentItemCount(for mode: Mode) -> Int? { sceneType(for: mode).contentItemCount(for: mode) }

    /// The `render` options `mode` reads beyond `--progress`.
    public static func poseOptionNames(for mode: Mode) -> [String] { sceneType(for: mode).poseOptionNames }
}
