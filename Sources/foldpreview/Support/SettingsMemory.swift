import Foundation
import Media
import Scenes

/// The window's last settings of each mode, kept between runs in one preset file per
/// settings group (`fold.json` for fold and cubic, `flip.json`, `cell.json`, `pop.json`,
/// `cards.json`) in `$XDG_CONFIG_HOME/foldpreview/`, else `~/.config/foldpreview/`.
///
/// A file holds every setting of its group, as `params --json --mode M` writes them, not
/// only the changed ones: pop's dials (bounciness, speed) set tension, friction and mass
/// when read, so only the full list reads back exactly as it was written. Only the
/// window reads and writes these files; `render`, `bench`, `code` and `params` never do.
struct SettingsMemory {
    /// One file's worth of settings: the name its settings start with and the settings.
    struct Group {
        let name: String
        let settings: [any AnySetting]
        /// The file's name in the folder.
        var fileName: String { name + ".json" }
    }

    /// What reading the folder gave: the settings, the files read (with how many
    /// settings each held), one line per file that was ignored, and the groups whose
    /// place is taken by something that is not a file (never written).
    struct Reading {
        var values = SettingValues()
        var files: [(path: String, count: Int)] = []
        var problems: [String] = []
        /// Groups whose broken file was moved aside: a fresh one is written at once.
        var movedAside: Set<String> = []
        /// Groups whose path holds a device, FIFO, socket or folder: left alone.
        var leftAlone: Set<String> = []
    }

    /// Every group, in mode order; modes that share settings share a group.
    static let groups: [Group] = Mode.allCases.reduce(into: []) { list, mode in
        let group = group(of: mode)
        if !list.contains(where: { $0.name == group.name }) { list.append(group) }
    }

    /// The group of `mode`'s settings (fold and cubic: "fold").
    static func group(of mode: Mode) -> Group { byMode[mode] ?? Group(name: mode.rawValue, settings: []) }

    /// Each mode's group, made once (the panel asks every frame).
    private static let byMode: [Mode: Group] = Dictionary(uniqueKeysWithValues: Mode.allCases.map { mode in
        let settings = SettingsRegistry.standard.settings(for: mode)
        let name = settings.first.map { String($0.name.split(separator: ".").first ?? "") } ?? mode.rawValue
        return (mode, Group(name: name, settings: settings))
    })

    /// The folder the files live in.
    let folder: String

    init(folder: String) {
        self.folder = folder
    }

    /// The memory `environment` points to: `$XDG_CONFIG_HOME/foldpreview` when that is an
    /// absolute path, else `$HOME/.config/foldpreview`; nil when neither is usable (then
    /// nothing is remembered).
    init?(environment: [String: String] = PathBytes.environment) {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            folder = config + "/foldpreview"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = home + "/.config/foldpreview"
        } else {
            return nil
        }
    }

    /// Where `group` is kept.
    func path(of group: Group) -> String { folder + "/" + group.fileName }

    /// `group`'s settings in `values` as a preset: exactly what `params --json --mode M`
    /// prints for one of its modes (with the line's end).
    static func preset(of group: Group, _ values: SettingValues) -> String {
        SettingsRegistry.standard.json(values, settings: group.settings) + "\n"
    }

    /// Every group's file read over the originals, each as `--preset` reads a preset. A
    /// missing file is nothing remembered. A file that does not read as settings is
    /// ignored as a whole (none of its settings apply) and moved aside to
    /// `NAME.json.broken-YYYYMMDD-HHMMSS`, so the person's hand edits survive the fresh
    /// file written in its place; a device, FIFO or socket there is left alone. Each says
    /// so in one line.
    func read(now: Date = Date()) -> Reading {
        var reading = Reading()
        for group in Self.groups {
            let path = path(of: group)
            if let kind = FileSystem.specialKind(at: path, followingLinks: true) {
                reading.leftAlone.insert(group.name)
                reading.problems.append("'\(path)' is \(kind), not a file; it is left alone and the "
                                        + "\(group.name) settings are not remembered")
                continue
            }
            guard FileSystem.exists(path) else { continue }
            var values = reading.values
            let problem: String
            do {
                let entries = try PresetFile.load(path: path)
                try SettingsRegistry.standard.apply(preset: entries, origin: "preset '\(path)'", to: &values)
                reading.values = values
                reading.files.append((path, entries.count))
                continue
            } catch let error as SettingError {
                problem = error.description
            } catch {
                problem = ErrorWords.line(error)
            }
            switch Self.moveAside(path, now: now) {
            case .success(let aside):
                reading.movedAside.insert(group.name)
                reading.problems.append("ignored the remembered settings: \(problem); moved the file aside to '\(aside)'")
            case .failure(let failure):
                reading.problems.append("ignored the remembered settings: \(problem) (and could not move it aside: "
                                        + failure.message + ")")
            }
        }
        return reading
    }

    /// Renames the file at `path` (a link's target, when it is a link) to
    /// `NAME.broken-YYYYMMDD-HHMMSS` beside it (`-2`, `-3`… when taken); the new path, or
    /// the system's failure.
    static func moveAside(_ path: String, now: Date) -> Result<String, FileSystem.SystemFailure> {
        let file: String
        switch FileSystem.linkTarget(path) {
        case .success(let target): file = target
        case .failure(let failure): return .failure(failure)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = file + ".broken-" + formatter.string(from: now)
        var aside = stem, n = 2
        while FileSystem.exists(aside, followingLinks: false) {
            aside = stem + "-\(n)"
            n += 1
        }
        if let code = FileSystem.move(file, over: aside) { return .failure(FileSystem.SystemFailure(code: code)) }
        return .success(aside)
    }

    /// Writes `group`'s settings in `values` to its file (making the folder if needed).
    func write(_ group: Group, of values: SettingValues) throws {
        try write(Self.preset(of: group, values), as: group)
    }

    /// Writes `preset`, a preset of `group`'s settings, to the group's file.
    func write(_ preset: String, as group: Group) throws {
        if let code = FileSystem.makeDirectories(folder) {
            throw CLIError("cannot make '\(folder)': " + FileSystem.makeDirectoriesProblem(folder, code: code))
        }
        try Output.text(preset, to: path(of: group))
    }
}
