import Foundation
import Media
import Scenes

/// A preset with a name: one the original offers (a mode's `SettingPreset`, built in) or
/// one the person saved. Whatever its kind it makes settings from settings
/// (`values(over:)`), so it can be loaded in the window (over the current settings) or
/// given to a comparison as its A (over the originals).
struct NamedPreset: Sendable {
    /// Where a preset comes from.
    enum Origin: Sendable {
        /// In code: what one of the originals offers (its mode declares it).
        case builtIn(SettingPreset)
        /// The person's file, at this path.
        case file(String)
    }

    /// Its name as the panel lists it ("perspective high", "springy").
    let name: String
    /// The settings group it is for.
    let group: SettingsMemory.Group
    let origin: Origin

    var isBuiltIn: Bool { if case .builtIn = origin { true } else { false } }

    /// The person's file, nil for a built-in.
    var path: String? { if case .file(let path) = origin { path } else { nil } }

    /// What it sets, in a line (the panel's tooltip).
    var detail: String {
        switch origin {
        case .builtIn(let preset): preset.detail
        case .file(let path): "yours: every \(group.name) setting, in \(path)"
        }
    }

    /// `base` with the preset applied: a built-in's settings (the rest of `base` kept; the
    /// group's originals first when it is the originals), or the file read as `--preset`
    /// reads one. A file that cannot be read, or that names a setting of another group,
    /// throws its one line.
    func values(over base: SettingValues) throws -> SettingValues {
        switch origin {
        case .builtIn(let preset):
            do { return try preset.values(over: base, settings: group.settings) } catch {
                throw CLIError(error.description)
            }
        case .file(let path):
            let read = try PresetFile.load(path: path)
            let own = Set(group.settings.map(\.name))
            if let stranger = read.first(where: { !own.contains($0.name) }) {
                throw CLIError("preset '\(path)': '\(SettingLimits.echo(stranger.name))' is not a \(group.name) setting")
            }
            var values = base
            do { try SettingsRegistry.standard.apply(preset: read, origin: "preset '\(path)'", to: &values) } catch {
                throw CLIError(error.description)
            }
            return values
        }
    }
}

/// The person's named presets, one folder per settings group in
/// `$XDG_CONFIG_HOME/foldpreview/presets/` (else `~/.config/foldpreview/presets/`, the
/// folder rules of `SettingsMemory`): pop's preset "springy" is
/// `presets/pop/springy.foldpreview.json`. A folder per group lets the same name serve
/// two groups and lists a group without reading its files; each file is a whole preset
/// as `params --json --mode M` writes it (every setting of the group), so `--preset` and
/// a double click read it too. Written through the one safe writer (`Output.text`).
///
/// With the originals' presets (`builtIn`, from the modes) it is the panel's preset list; it knows no
/// ImGui, so tests drive it as it is.
struct PresetLibrary {
    /// The end of every preset file's name (the MIME type's glob is `*.foldpreview.json`).
    static let fileExtension = ".foldpreview.json"
    /// The longest name, in characters.
    static let longestName = 64
    /// The longest name in bytes of UTF-8: with `fileExtension` it is a file's name, at most
    /// 255 bytes (and a character may hold any number of combining marks).
    static let longestNameBytes = 255 - fileExtension.utf8.count

    /// The folder holding one folder per group.
    let folder: String

    init(folder: String) {
        self.folder = folder
    }

    /// The library `environment` points to: `presets` in the folder `SettingsMemory` keeps
    /// its files in; nil when there is none.
    init?(environment: [String: String] = PathBytes.environment) {
        guard let memory = SettingsMemory(environment: environment) else { return nil }
        folder = memory.folder + "/presets"
    }

    /// The folder of `group`'s presets.
    func folder(of group: SettingsMemory.Group) -> String { folder + "/" + group.name }

    /// Where `group`'s preset `name` is kept.
    func path(of name: String, in group: SettingsMemory.Group) -> String {
        folder(of: group) + "/" + name + Self.fileExtension
    }

    /// Why `typed` cannot name a preset, in one line, or nil when it can. A name is not a
    /// path: no `/`, no leading `.` (so no `..`), no control characters, not empty, at
    /// most `longestName` characters and `longestNameBytes` bytes; spaces at its ends are not
    /// part of it.
    static func refusal(of typed: String) -> String? {
        let name = typed.trimmingCharacters(in: .whitespaces)
        if name.isEmpty { return "type a name for the preset first" }
        if name.contains("/") { return "a preset's name cannot hold '/': it is a name, not a path" }
        if name.hasPrefix(".") { return "a preset's name cannot start with '.'" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a preset's name cannot hold control characters"
        }
        if name.utf8.count > longestNameBytes {
            return "a preset's name is at most \(longestNameBytes) bytes of UTF-8 (this one has \(name.utf8.count))"
        }
        if name.count > longestName { return "a preset's name is at most \(longestName) characters (this one has \(name.count))" }
        return nil
    }

    /// The person's presets of `group`, by name (files that end in `.foldpreview.json`
    /// and whose name is a valid one); none when the folder does not exist.
    func saved(_ group: SettingsMemory.Group) -> [NamedPreset] {
        let names = FileSystem.names(in: folder(of: group))
        return names.compactMap { file -> String? in
            guard file.hasSuffix(Self.fileExtension) else { return nil }
            let name = String(file.dropLast(Self.fileExtension.count))
            return Self.refusal(of: name) == nil && name == name.trimmingCharacters(in: .whitespaces) ? name : nil
        }
        .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        .map { NamedPreset(name: $0, group: group, origin: .file(path(of: $0, in: group))) }
    }

    /// The presets the originals of `group` offer (its modes declare them, the originals
    /// first).
    static func builtIn(_ group: SettingsMemory.Group) -> [NamedPreset] {
        guard let mode = Mode.allCases.first(where: { SettingsMemory.group(of: $0).name == group.name }) else { return [] }
        return SceneCatalog.presets(for: mode).map { NamedPreset(name: $0.name, group: group, origin: .builtIn($0)) }
    }

    /// Every preset the panel lists for `group`: the originals' first, then the person's.
    func presets(_ group: SettingsMemory.Group) -> [NamedPreset] {
        Self.builtIn(group) + saved(group)
    }

    /// What a save did.
    enum Saved: Equatable {
        /// Written at this path: new, or over the preset of that name (`replaced`).
        case written(path: String, replaced: Bool)
        /// The name is taken and `replacing` was not given: nothing written.
        case exists(path: String)
    }

    /// Writes `group`'s settings in `values` as the person's preset `typed` (its name
    /// checked by `refusal(of:)`), making the folders as needed; over a preset of the same
    /// name only when `replacing`.
    /// `pictures` (the files the window shows, by part) go under the preset's `content`,
    /// each relative to the preset's folder when inside it, else absolute.
    func save(_ typed: String, group: SettingsMemory.Group, values: SettingValues,
              pictures: [ContentSlot.Part: String] = [:], replacing: Bool = false) throws -> Saved {
        if let refusal = Self.refusal(of: typed) { throw CLIError(refusal) }
        let path = path(of: typed.trimmingCharacters(in: .whitespaces), in: group)
        let taken = FileSystem.exists(path, followingLinks: false)
        if taken, !replacing { return .exists(path: path) }
        if let code = FileSystem.makeDirectories(folder(of: group)) {
            throw CLIError("cannot make '\(folder(of: group))': "
                           + FileSystem.makeDirectoriesProblem(folder(of: group), code: code))
        }
        try Output.text(Self.withPictures(SettingsMemory.preset(of: group, values), pictures, folder: folder(of: group)),
                        to: path)
        return .written(path: path, replaced: taken)
    }

    /// Removes the person's preset `name` of `group` (a name only: built-ins are not
    /// files).
    func delete(_ name: String, group: SettingsMemory.Group) throws {
        if let refusal = Self.refusal(of: name) { throw CLIError(refusal) }
        let path = path(of: name, in: group)
        if let code = FileSystem.remove(path) {
            throw CLIError("cannot delete '\(path)': " + FileSystem.message(for: code))
        }
    }
}

extension PresetLibrary {
    /// The preset `json` (one object, as `SettingsMemory.preset` writes it) with a
    /// `content` object naming `pictures`: each path absolute (from the current folder),
    /// then relative to `folder` when it lies inside it.
    static func withPictures(_ json: String, _ pictures: [ContentSlot.Part: String], folder: String) -> String {
        guard !pictures.isEmpty, let close = json.lastIndex(of: "}") else { return json }
        let current = FileManager.default.currentDirectoryPath
        let lines = ContentSlot.Part.allCases.compactMap { part -> String? in
            guard let given = pictures[part] else { return nil }
            let absolute = given.hasPrefix("/") ? given : current + "/" + given
            let stored = absolute.hasPrefix(folder + "/") ? String(absolute.dropFirst(folder.count + 1)) : absolute
            return "    \"\(part)\": " + Self.quoted(stored)
        }
        let body = json[..<close].trimmingCharacters(in: .whitespacesAndNewlines)
        let separator = body.hasSuffix("{") ? "\n" : ",\n"
        return body + separator + "  \"\(PresetFile.contentKey)\": {\n" + lines.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// `text` as a JSON string.
    private static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: .withoutEscapingSlashes)) ?? Data("[\"\"]".utf8)
        let list = String(decoding: data, as: UTF8.self)
        return String(list.dropFirst().dropLast())
    }
}
