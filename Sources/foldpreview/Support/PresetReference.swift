import Foundation
import Media
import Scenes

/// What `--preset` (or the window's preset file) names, found: a file, or a preset the
/// window saved, by name (`PresetLibrary`: `--preset springy` is
/// `presets/pop/springy.foldpreview.json`). With it come the mode its settings are for
/// and the pictures it names (`"content": {"first": "list.png", ...}`, paths relative to
/// the preset's own folder), so a preset opens the same project whichever way it is given.
struct PresetReference {
    /// The file read.
    let path: String
    /// The mode to open in: the first mode of the one settings group every name belongs
    /// to (`pop.*` → pop; `fold.*` → fold, which cubic shares); nil when the names span
    /// groups or there are none.
    let mode: Mode?
    /// The pictures it names, each an existing path (relative to the current folder or
    /// absolute), by the part it fills.
    let pictures: [ContentSlot.Part: String]

    /// `given` read as a file when it exists, holds a `/` or ends in `.json`; else as the
    /// name of a saved preset of `mode`'s group (of any group when `mode` is nil, if only
    /// one holds it). Every refusal is one line.
    init(_ given: String, mode: Mode?, library: PresetLibrary?) throws {
        if FileSystem.exists(given) || given.contains("/") || given.hasSuffix(".json") || PresetLibrary.refusal(of: given) != nil {
            path = given
        } else {
            path = try Self.saved(named: given, mode: mode, library: library)
        }
        let entries = try PresetFile.load(path: path)
        self.mode = PresetFile.mode(of: entries)
        pictures = try PresetFile.pictures(path: path)
    }

    /// The file of the saved preset `name`: in `mode`'s group, or in the one group that
    /// holds a preset of that name.
    private static func saved(named name: String, mode: Mode?, library: PresetLibrary?) throws -> String {
        guard let library else {
            throw CLIError("--preset '\(name)': no such file, and no config folder (XDG_CONFIG_HOME or HOME) to find a saved preset in")
        }
        let groups = mode.map { [SettingsMemory.group(of: $0)] } ?? SettingsMemory.groups
        let found = groups.filter { FileSystem.exists(library.path(of: name, in: $0)) }
        guard let group = found.first else {
            let place = mode.map { library.folder(of: SettingsMemory.group(of: $0)) } ?? library.folder
            throw CLIError("--preset '\(name)': no such file, and no saved preset of that name in \(place)")
        }
        guard found.count == 1 else {
            throw CLIError("--preset '\(name)' names saved presets of " + found.map(\.name).joined(separator: " and ")
                           + "; give --mode to pick one")
        }
        return library.path(of: name, in: group)
    }
}

extension ContentArguments {
    /// These pictures with `pictures` (a preset's) in the parts not given here and that
    /// `mode` shows: the command line wins, and a preset's picture for a part the mode
    /// has no slot for stays unused (a fold project's second page is no pop picture).
    func filled(from pictures: [ContentSlot.Part: String], for mode: Mode) -> ContentArguments {
        var filled = self
        let slots = Set(SceneCatalog.contentSlots(for: mode).map(\.part))
        for (part, path) in pictures where slots.contains(part) {
            switch part {
            case .first: if filled.image.isEmpty { filled.image = [path] }
            case .second: if filled.to.isEmpty { filled.to = [path] }
            case ContentSlot.Part.cards: if filled.images.isEmpty { filled.images = [path] }
            }
        }
        return filled
    }
}

extension SceneArguments {
    /// These arguments with `--preset` found (`PresetReference`) and its pictures filled in
    /// for the mode: `given` (`--mode`), else the preset's, else `fallback`. Returns the
    /// mode's name with them.
    func resolvingPreset(mode given: String?, fallback: String?,
                         library: PresetLibrary? = PresetLibrary()) throws -> (arguments: SceneArguments, mode: String?) {
        guard let preset = tuning.preset else { return (self, given ?? fallback) }
        let reference = try PresetReference(preset, mode: try given.map(SceneOptions.parseMode), library: library)
        var resolved = self
        resolved.tuning.preset = reference.path
        guard let name = given ?? reference.mode?.rawValue ?? fallback else { return (resolved, nil) }
        resolved.content = content.filled(from: reference.pictures, for: try SceneOptions.parseMode(name))
        return (resolved, name)
    }
}
