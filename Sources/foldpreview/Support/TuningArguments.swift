import ArgumentParser
import Scenes

/// The options that set settings, shared by `preview`, `render` and `bench`: presets,
/// `--set`, and the older options that are shorthands of one setting each.
struct TuningArguments: ParsableArguments {
    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Set a setting (repeatable; a later one wins): fold.duration=0.6, fold.foldCurve=easeIn or "
                               + "0.42,0,1,1, cell.backColor=#F7EFF7, cell.durations=0.26,0.2,0.2. "
                               + "'foldpreview params' lists them all.", valueName: "NAME=VALUE"),
            completion: Completions.settings)
    var assignments: [String] = []

    /// Every `--set` in the order given: the elements of `assignments`, each split where
    /// `gatheringAssignments` joined several into one.
    var givenAssignments: [String] {
        assignments.flatMap { $0.split(separator: Self.joiner, omittingEmptySubsequences: false).map(String.init) }
    }

    @Option(parsing: .unconditional, help: ArgumentHelp("A JSON object of setting names to values ('foldpreview params --json' writes one), "
                               + "or the NAME of a preset the window saved; --set and the shorthands below win over it. Its "
                               + "\"content\" (first, second, cards: paths relative to it) fills the pictures not given; "
                               + "without --mode, its settings' mode is used.", valueName: "FILE|NAME"),
            completion: Completions.presetFile)
    var preset: String?

    // The shorthands: each mode declares its own (`Scene.shorthands`: the setting, the
    // value's meaning, the help); ArgumentParser needs the options declared here.

    @Option(parsing: .unconditional, help: Self.help("items"))
    var items: Int?

    @Option(parsing: .unconditional, help: Self.help("perspective"))
    var perspective: String?

    @Option(parsing: .unconditional, help: Self.help("orientation"))
    var orientation: String?

    @Flag(help: Self.help("unfold"))
    var unfold = false

    @Flag(name: .customLong("true3d"), help: Self.help("true3d"))
    var trueThreeD = false

    /// Each shorthand option declared above and its value's text, nil when not given.
    var givenShorthands: [(option: String, text: String?)] {
        [("items", items.map(String.init)), ("perspective", perspective), ("orientation", orientation),
         ("unfold", unfold ? "true" : nil), ("true3d", trueThreeD ? "true" : nil)]
    }

    /// The help of the mode's shorthand `--option`.
    static func help(_ option: String) -> ArgumentHelp {
        ArgumentHelp(SceneCatalog.shorthand(option)?.help ?? "")
    }

    /// The shorthands given: the option's name, the setting it sets, and the value's text.
    func shorthands() throws -> [(option: String, setting: String, text: String)] {
        var list: [(option: String, setting: String, text: String)] = []
        for (option, text) in givenShorthands {
            guard let text else { continue }
            guard let shorthand = SceneCatalog.shorthand(option) else {
                throw CLIError("--\(option) is no mode's shorthand")
            }
            do { list.append(("--" + option, shorthand.setting, try shorthand.settingText(text))) } catch {
                throw CLIError("--\(option): \(error.description)")
            }
        }
        return list
    }

    /// Every setting's value: `start` (the window's remembered settings; the originals
    /// elsewhere), then the preset's, then the shorthands, then `--set` in order.
    func values(registry: SettingsRegistry = .standard, over start: SettingValues = SettingValues()) throws -> SettingValues {
        var values = start
        do {
            if let preset {
                try registry.apply(preset: try PresetFile.load(path: preset), origin: "preset '\(preset)'",
                                   to: &values)
            }
            for shorthand in try shorthands() {
                do { try registry.setting(named: shorthand.setting).set(shorthand.text, in: &values) } catch {
                    throw CLIError("\(shorthand.option): \(error.description)")
                }
            }
            try registry.apply(assignments: givenAssignments, to: &values)
        } catch let error as SettingError {
            throw CLIError(error.description)
        }
        return values
    }

    /// Refuses shorthands that no scene of `mode` reads (a person who typed `--items`
    /// for the fold meant another mode); `--set` of another mode's setting is kept.
    func checkShorthands(for mode: Mode) throws {
        let own = Set(SceneCatalog.settings(for: mode).map(\.name))
        for shorthand in try shorthands() where !own.contains(shorthand.setting) {
            let modes = Mode.allCases.filter { m in SceneCatalog.settings(for: m).contains { $0.name == shorthand.setting } }
            throw CLIError("\(shorthand.option) applies to " + modes.map { "--mode \($0.rawValue)" }.joined(separator: " or "))
        }
    }
}

extension TuningArguments {
    /// What joins several `--set` values into one: NUL, which no argument can hold.
    static let joiner: Character = "\0"

    /// `arguments` with every `--set VALUE` and `--set=VALUE` (up to a `--`) gathered into
    /// one `--set` at the first one's place, its values joined by `joiner` in order.
    ///
    /// ArgumentParser does work in proportion to the times an option was given each time
    /// it is given again (it merges and removes the option's every position), so 10,000
    /// `--set` took 13 s to parse (issue 22); gathered, they parse in milliseconds. The
    /// command still sees a `--set`, so one that takes none refuses it as before, and a
    /// `--set` with no value after it is left for ArgumentParser to report.
    static func gatheringAssignments(_ arguments: [String]) -> [String] {
        var kept: [String] = [], values: [String] = [], firstPlace: Int?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                kept += arguments[index...]
                break
            }
            if argument == "--set", index + 1 < arguments.endIndex {
                values.append(arguments[index + 1])
                index += 2
            } else if argument.hasPrefix("--set=") {
                values.append(String(argument.dropFirst("--set=".count)))
                index += 1
            } else {
                kept.append(argument)
                index += 1
                continue
            }
            if firstPlace == nil { firstPlace = kept.count }
        }
        guard let firstPlace else { return arguments }
        kept.insert(contentsOf: ["--set", values.joined(separator: String(joiner))], at: firstPlace)
        return kept
    }
}
