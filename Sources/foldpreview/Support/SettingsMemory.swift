import Foundation
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
    /// settings each held), and one line per file that was ignored.
    struct Reading {
        var values = SettingValues()
        var files: [(path: String, count: Int)] = []
        var problems: [String] = []
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
    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
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
    /// missing file is nothing remembered; an unreadable or broken one is ignored as a
    /// whole (none of its settings apply) with one line saying why.
    func read() -> Reading {
        var reading = Reading()
        for group in Self.groups {
            let path = path(of: group)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            var values = reading.values
            do {
                let entries = try PresetFile.load(path: path)
                try SettingsRegistry.standard.apply(preset: entries, origin: "preset '\(path)'", to: &values)
                reading.values = values
                reading.files.append((path, entries.count))
            } catch let error as SettingError {
                reading.problems.append("ignored the remembered settings: \(error.description)")
            } catch {
                reading.problems.append("ignored the remembered settings: \(error)")
            }
        }
        return reading
    }

    /// Writes `group`'s settings in `values` to its file (making the folder if needed).
    func write(_ group: Group, of values: SettingValues) throws {
        try write(Self.preset(of: group, values), as: group)
    }

    /// Writes `preset`, a preset of `group`'s settings, to the group's file.
    func write(_ preset: String, as group: Group) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot make '\(folder)': " + Self.reason(error))
        }
        try Self.writeAtomically(preset, to: path(of: group))
    }

    /// Writes `text` to `path` all or nothing: to a temporary name beside it, then renamed
    /// over it, so a reader (another window starting) never sees half a file.
    static func writeAtomically(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            throw CLIError("cannot write '\(path)': " + Self.reason(error))
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError("cannot write '\(path)': \(reason)")
        }
    }

    /// A file error's reason in a few words.
    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code))).lowercased()
        }
        return (error as NSError).localizedDescription
    }
}
