import Foundation
import Media
import Scenes

/// A preset: a JSON object of setting names to values (numbers, true/false, strings such
/// as "easeIn" or "#F7EFF7", arrays of numbers), read into (name, text) pairs that the
/// settings parse as they parse `--set`.
enum PresetFile {
    /// One JSON value of a preset, as text.
    private enum Value: Decodable {
        case text(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                self = .text(flag ? "true" : "false")
            } else if let number = try? container.decode(Double.self) {
                self = .text(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
            } else if let string = try? container.decode(String.self) {
                self = .text(string)
            } else if let list = try? container.decode([Double].self) {
                self = .text(list.map { String($0) }.joined(separator: ","))
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription:
                    "not a number, true/false, string or list of numbers")
            }
        }
    }

    /// The entries of the preset at `path`, sorted by name.
    static func load(path: String) throws -> [(name: String, text: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("cannot read preset '\(path)': no such file")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("cannot read preset '\(path)': " + (isDirectory.boolValue ? "it is a directory" : "permission denied"))
        }
        guard RecordsFile.trailingComma(in: data) == nil, (try? JSONSerialization.jsonObject(with: data)) != nil else {
            throw CLIError("preset '\(path)' is not valid JSON")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CLIError("preset '\(path)' must be a JSON object of setting names to values")
        }
        var entries: [(name: String, text: String)] = []
        for key in object.keys.sorted() {
            guard let item = object[key], let json = try? JSONSerialization.data(withJSONObject: [item]),
                  let value = try? JSONDecoder().decode([Value].self, from: json).first else {
                throw CLIError("preset '\(path)': key '\(key)' must be a number, true/false, a string or a list of numbers")
            }
            guard case .text(let text) = value else { continue }
            entries.append((key, text))
        }
        return entries
    }
}

extension PresetFile {
    /// `typed` as a path to open: spaces trimmed, `~` expanded, a relative path taken from
    /// the current directory.
    static func resolve(_ typed: String) -> String {
        let path = (typed.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
        guard !path.hasPrefix("/") else { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Writes `mode`'s settings in `values` to `path` as `params --json --mode M` prints
    /// them (all or nothing); returns the line that says so.
    static func save(mode: Mode, _ values: SettingValues, to path: String) throws -> String {
        let group = SettingsMemory.group(of: mode)
        try Output.text(SettingsMemory.preset(of: group, values), to: path)
        let changed = group.settings.filter { values.isChanged($0.name) }.count
        return "saved \(group.settings.count) settings (\(changed) changed) to \(path)"
    }

    /// Reads the preset at `path` as `--preset` does and applies it over `values` (nothing
    /// changes when it cannot be read); returns the line that says so.
    static func load(path: String, over values: inout SettingValues) throws -> String {
        var loaded = values
        let entries = try load(path: path)
        do { try SettingsRegistry.standard.apply(preset: entries, origin: "preset '\(path)'", to: &loaded) } catch {
            throw CLIError(error.description)
        }
        values = loaded
        return "loaded \(entries.count) settings from \(path)"
    }
}
