import Foundation
import Raster
import Scenes

/// A/B (`V`, `Shift-V`): the scene with the window's settings (B) beside, or over, the same
/// mode with fixed reference settings (A: the originals, or a preset chosen for it).
///
/// Both are driven by the session's one clock; this value holds what is A's own: its
/// settings and name, its scene for each mode shown while comparing (built off the frame
/// thread like B's, `+Comparison`), the picture each was built with, how the two share the
/// scene's part of the window, and where the wipe's divider stands.
struct Comparison {
    /// How A and B share the scene's part of the window.
    enum Layout: Equatable {
        /// Side by side (A left, B right), or stacked (A top, B bottom) in a portrait area,
        /// each at half the size.
        case split
        /// Over each other at full size, A left of a divider the person drags, B right.
        case wipe
    }

    var layout: Layout
    /// A's settings: fixed while comparing; B's changes never reach them.
    let reference: SettingValues
    /// What A is called in its label ("original", a preset's name).
    let referenceName: String
    /// The wipe's divider: a fraction of the scene area's width, 0…1 (default 0.5).
    var divider = 0.5
    /// A's scene of each mode shown while comparing, and the picture count each shows.
    private(set) var scenes: [Mode: any Scene] = [:]
    private var pictures: [Mode: Int] = [:]

    init(layout: Layout, reference: SettingValues, referenceName: String) {
        self.layout = layout
        self.reference = reference
        self.referenceName = referenceName
    }

    subscript(mode: Mode) -> (any Scene)? { scenes[mode] }

    /// Keeps `scene` as A's for its mode, showing picture `picture`.
    mutating func keep(_ scene: any Scene, picture: Int) {
        scenes[scene.mode] = scene
        pictures[scene.mode] = picture
    }

    /// True when A's `scene` shows picture `picture` (or its mode shows none).
    func hasPicture(_ scene: any Scene, _ picture: Int) -> Bool {
        !SceneCatalog.showsPictures(scene.mode) || pictures[scene.mode] == picture
    }

    // MARK: Geometry

    /// A rectangle of the scene area, pixels.
    struct Pane: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// True when a split of `area` stacks A over B (the area is taller than wide).
    static func stacks(_ area: (width: Int, height: Int)) -> Bool { area.height > area.width }

    /// The size each scene is drawn at in `area`: half of it split (the odd pixel left to
    /// the divider line), all of it in a wipe.
    func paneSize(in area: (width: Int, height: Int)) -> (width: Int, height: Int) {
        panes(in: area).b.size
    }

    /// Where A and B are drawn in `area`. Split, the two halves leave a `Self.line`-pixel
    /// divider line between them; in a wipe both fill the area.
    func panes(in area: (width: Int, height: Int)) -> (a: Pane, b: Pane) {
        let full = Pane(x: 0, y: 0, width: area.width, height: area.height)
        guard layout == .split else { return (full, full) }
        if Self.stacks(area) {
            let half = max(1, (area.height - Self.line) / 2)
            return (Pane(x: 0, y: 0, width: area.width, height: half),
                    Pane(x: 0, y: area.height - half, width: area.width, height: half))
        }
        let half = max(1, (area.width - Self.line) / 2)
        return (Pane(x: 0, y: 0, width: half, height: area.height),
                Pane(x: area.width - half, y: 0, width: half, height: area.height))
    }

    /// The divider line's width, pixels.
    static let line = 2

    /// The wipe's divider in `area`, pixels from its left edge.
    func dividerX(in area: (width: Int, height: Int)) -> Int {
        Int((min(max(divider, 0), 1) * Double(area.width)).rounded())
    }

    /// How near the divider (points) a press grabs it rather than the scene.
    static let grabReach = 8.0

    // MARK: Labels

    /// The labels' text: which half is which, and what B changes from A: the first few
    /// settings of `mode` that differ (`pop.bounciness 8 (A 18)`), "and N more", or
    /// "B = A" when none does. Dials come first (pop's bounciness sets tension and friction:
    /// the dial is what was turned), and numbers are kept to four significant digits.
    func labels(mode: Mode, settings: SettingValues) -> (a: String, b: String) {
        let all = SceneCatalog.settings(for: mode).filter { $0.differs(reference, settings) }
        let differing = all.filter(\.isDial) + all.filter { !$0.isDial }
        guard !differing.isEmpty else { return ("A: " + referenceName, "B = A") }
        func text(_ setting: any AnySetting, _ values: SettingValues) -> String {
            guard let number = setting.value(in: values) as? Double, number.isFinite else { return setting.text(in: values) }
            return DecimalText.shortest(Double(String(format: "%.4g", number)) ?? number)
        }
        let shown = differing.prefix(Self.labelled).map { setting in
            setting.name + " " + text(setting, settings) + " (A " + text(setting, reference) + ")"
        }
        let more = differing.count > Self.labelled ? " and \(differing.count - Self.labelled) more" : ""
        return ("A: " + referenceName, "B: " + shown.joined(separator: ", ") + more)
    }

    /// `labels(mode:settings:)`, worked out again only when the mode or B's settings
    /// change (not every frame).
    mutating func cachedLabels(mode: Mode, settings: SettingValues) -> (a: String, b: String) {
        if let cached = labelCache, cached.mode == mode, cached.settings == settings { return cached.labels }
        let made = labels(mode: mode, settings: settings)
        labelCache = (mode, settings, made)
        return made
    }
    private var labelCache: (mode: Mode, settings: SettingValues, labels: (a: String, b: String))?

    /// How many differing settings B's label names.
    static let labelled = 2
}

extension Comparison.Pane {
    var size: (width: Int, height: Int) { (width, height) }

    /// True when the point (`px`, `py`), pixels, lies in the pane.
    func contains(_ px: Double, _ py: Double) -> Bool {
        px >= Double(x) && px < Double(x + width) && py >= Double(y) && py < Double(y + height)
    }
}
