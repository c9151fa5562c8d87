import Motion
import Raster
@testable import Scenes
import Stage
import Testing

/// Changing a setting changes what it names and nothing else: for every setting, a value
/// other than the default (in range) changes its mode's frames or timeline, as seen by a
/// scripted run of that mode (poses, a drag and release, a click, play), while the
/// settings of other modes leave every mode's run exactly as it was.
@Suite struct SettingEffectTests {
    /// A fingerprint of every step of a mode's scripted run: the draw list (geometry and
    /// opacity) and the pixels.
    typealias Run = [UInt64]

    static let sizes: [Mode: SIMD2<Double>] = [
        .fold: [160, 120], .cubic: [160, 120], .flip: [120, 200], .cell: [150, 250], .pop: [160, 160],
        .cards: [150, 250], .page: [160, 120],
    ]

    /// Why a mode has no scripted run (a mode new to the catalogue, or its scene of another
    /// type): that mode's tests fail, saying so, and the others run.
    struct NoScript: Error, CustomStringConvertible {
        let mode: Mode, missing: String
        var description: String { "\(mode.rawValue) has no scripted run here: \(missing)" }
    }

    /// Runs `mode`'s script with `settings` and fingerprints each step.
    static func run(_ mode: Mode, _ settings: SettingValues) throws -> Run {
        guard let size = sizes[mode] else { throw NoScript(mode: mode, missing: "a view size in `sizes`") }
        let scene = SceneCatalog.make(mode: mode, viewSize: size, resources: SceneResources(), settings: settings)
        func typed<T>(_: T.Type) throws -> T {
            guard let typed = scene as? T else { throw NoScript(mode: mode, missing: "its scene is no \(T.self)") }
            return typed
        }
        var prints: Run = []
        let frames = SceneRenderer()
        func record() {
            let list = frames.render(scene)
            prints.append(fnv(list.json()) ^ frames.bitmap.pixels.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 })
        }
        func advance(_ step: Double, times: Int) {
            for _ in 0..<times {
                scene.advance(by: step)
                record()
            }
        }
        func drag(from a: SIMD2<Double>, to b: SIMD2<Double>, steps: Int = 4, step: Double = 0.004) {
            scene.handle(.down(x: a.x, y: a.y))
            for i in 1...steps {
                let p = a + (b - a) * Double(i) / Double(steps)
                scene.advance(by: step)
                scene.handle(.move(x: p.x, y: p.y))
                record()
            }
            scene.handle(.up(x: b.x, y: b.y))
        }
        func click(_ p: SIMD2<Double>) {
            scene.handle(.down(x: p.x, y: p.y))
            scene.handle(.up(x: p.x, y: p.y))
        }
        for progress in [0.1, 0.35, 0.7] {
            scene.progress = progress
            record()
        }
        scene.reset()
        let centre = size / 2
        switch mode {
        case .fold, .cubic:
            // Released at p = 0.5: back to rest at the default threshold (2/3).
            let h = Double(try typed(FoldScene.self).foldLength) / 2
            drag(from: centre, to: centre + [0, 0.5 * h])
            advance(0.04, times: 10)
            scene.play()
            advance(0.04, times: 10)
            scene.settings[FoldSettings.unfold].toggle()
            scene.play()
            advance(0.04, times: 10)
        case .flip:
            // Released at 0.4 of the timeline: back at the default threshold (0.5).
            let board = try typed(FlipScene.self).boardRect
            drag(from: centre, to: centre - [0.4 * 0.5 * Double(board.width), 0])
            advance(0.2, times: 12)
            _ = scene.handleKey(.character("t"))
            scene.progress = 0.3
            record()
            _ = scene.handleKey(.character("t"))
            scene.play()
            advance(0.2, times: 14)
        case .cell:
            // Scrubbed to 0.4 of the first cell's opening and let go; then a click opens
            // it and another closes it.
            let cell = try typed(CellScene.self)
            let top = (12 + 7 + 40) * cell.scale
            drag(from: [centre.x, top], to: [centre.x, top + 0.4 * 309 * cell.scale])
            advance(0.1, times: 14)
            scene.reset()
            click([centre.x, top])
            advance(0.1, times: 10)
            click([centre.x, top])
            advance(0.1, times: 10)
        case .pop:
            // A drag down the top half (the fold follows a little behind), let go; then a poke.
            drag(from: [centre.x, centre.y * 0.4], to: [centre.x, centre.y * 1.6], steps: 6)
            advance(0.1, times: 14)
            click([centre.x, centre.y * 0.5])
            advance(0.05, times: 10)
        case .page:
            // Pressed 5 px inside the right edge, a turn t is 2·reach·t to the left. Slow
            // drags (no speed at the release): let go at 0.4, the page falls back at the
            // default threshold (0.5) over the whole landing half; at 0.7 it completes.
            // Then a drag at 800 pt/s lets go of the page (page.escapeSpeed 650), one at
            // 150 pt/s is let go as a flick from 0.1 and completes (page.flickSpeed 125);
            // and a play.
            let page = try typed(PageScene.self)
            let rect = page.pageRect
            let start = SIMD2(Double(rect.x + rect.width) - 5, centre.y)
            let reach = start.x - (Double(rect.x) + Double(rect.width) / 2)
            drag(from: start, to: start - [0.8 * reach, 0], step: 0.3)
            advance(0.05, times: 6)
            drag(from: start, to: start - [1.4 * reach, 0], step: 0.3)
            advance(0.05, times: 6)
            drag(from: start, to: start - [4 * 800 * page.pointSize * 0.02, 0], step: 0.02)
            advance(0.05, times: 6)
            drag(from: start, to: start - [4 * 150 * page.pointSize * 0.05, 0], step: 0.05)
            advance(0.05, times: 6)
            scene.play()
            advance(0.03, times: 12)
        case .cards:
            // A flick up, a pull past the top, a selection and its return.
            drag(from: [centre.x, size.y * 0.8], to: [centre.x, size.y * 0.3], steps: 3)
            advance(0.1, times: 10)
            scene.reset()
            scene.progress = 0
            drag(from: [centre.x, size.y * 0.3], to: [centre.x, size.y * 0.7], steps: 3)
            scene.reset()
            click([centre.x, size.y * 0.55])
            advance(0.05, times: 8)
            click([centre.x, size.y * 0.55])
            advance(0.05, times: 8)
        }
        return prints
    }

    static func fnv(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// Another valid value for `setting`: thresholds lower, numbers half as much again (or
    /// half way to the bottom of the range), counts up by two, curves linear (or easeIn),
    /// colours a dark blue, flags turned, the next choice.
    static func otherValue(_ setting: any AnySetting) throws -> String {
        let current = setting.defaultText
        struct NoOtherValue: Error, CustomStringConvertible {
            let name: String, kind: String, value: String
            var description: String { "no other value for \(name) (\(kind), default '\(value)')" }
        }
        let none = NoOtherValue(name: setting.name, kind: setting.kindName, value: current)
        switch setting.kindName {
        case "bool": return current == "true" ? "false" : "true"
        case "choice":
            guard let next = setting.choices.first(where: { $0 != current }) else { throw none }
            return next
        case "colour": return "#204060"
        case "curve": return current == "linear" ? "easeIn" : "linear"
        case "integer":
            guard let count = Int(current) else { throw none }
            return String(count + 2)
        case "list":
            guard let list = [Double](settingText: current) else { throw none }
            return list.map { $0 * 1.5 }.settingText
        default:
            guard let value = Double(current), let range = setting.range else { throw none }
            if setting.name.hasSuffix("commitThreshold") { return (value * 0.6).settingText }
            let up = value == 0 ? (range.lowerBound + range.upperBound) / 2 : value * 1.5
            return (range.contains(up) ? up : (value + range.lowerBound) / 2).settingText
        }
    }

    /// Each mode's run with the default settings; a mode without a script has none, and its
    /// tests fail through `baseline(_:)`.
    static let baselines: [Mode: Run] = Dictionary(uniqueKeysWithValues: Mode.allCases.compactMap { mode in
        (try? run(mode, SettingValues())).map { (mode, $0) }
    })

    /// `mode`'s default run, or why it has none.
    static func baseline(_ mode: Mode) throws -> Run {
        if let run = baselines[mode] { return run }
        return try run(mode, SettingValues())   // throws the reason
    }

    /// Every setting with the modes that read it (fold and cubic share `fold.*`).
    static let cases: [(String, [Mode])] = SettingsRegistry.standard.all.map { setting in
        (setting.name, Mode.allCases.filter { SceneCatalog.settings(for: $0).contains { $0.name == setting.name } })
    }

    /// A setting that changes nothing in one mode it is shared with must change another
    /// (`fold.creaseOpacity` is the plain fold's: cubic's lower panel ends clear).
    @Test(arguments: cases)
    func aSettingChangesItsModesRun(name: String, modes: [Mode]) throws {
        let setting = try SettingsRegistry.standard.setting(named: name)
        var values = SettingValues()
        let other = try Self.otherValue(setting)
        try setting.set(other, in: &values)
        let changedSomewhere = try modes.contains { try Self.run($0, values) != Self.baseline($0) }
        #expect(!modes.isEmpty && changedSomewhere, "\(name) = \(other) changed nothing")
    }

    /// Every other mode's settings changed at once leave a mode's run exactly as it was.
    @Test(arguments: Mode.allCases)
    func otherModesSettingsChangeNothing(mode: Mode) throws {
        let own = Set(SceneCatalog.settings(for: mode).map(\.name))
        var values = SettingValues()
        for setting in SettingsRegistry.standard.all where !own.contains(setting.name) && !setting.isDial {
            try setting.set(try Self.otherValue(setting), in: &values)
        }
        #expect(values.changedNames.count > 20)
        #expect(try Self.run(mode, values) == Self.baseline(mode))
    }

    /// The same settings give the same run (nothing depends on state outside the scene).
    @Test(arguments: [Mode.fold, .pop])
    func runsAreDeterministic(mode: Mode) throws {
        #expect(try Self.run(mode, SettingValues()) == Self.baseline(mode))
    }
}
