import Foundation
import Media
import Scenes

/// A preset: a JSON object of setting names to values (numbers, true/false, strings such
/// as "easeIn" or "#F7EFF7", arrays of numbers), read into (name, text) pairs that the
/// settings parse as they parse `--set`. Its key `content`, an object of picture paths
/// (`PresetFile.pictures`), is no setting and is read apart.
enum PresetFile {
    /// The key of the pictures a preset names.
    static let contentKey = "content"

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

    /// The entries of the preset at `path`, sorted by name. A file over 8 MB, a device, a
    /// FIFO or a directory is refused before it is parsed (`TextInput`), and so is a list
    /// of more than `SettingLimits.listCount` numbers (`overlongList`).
    static func load(path: String) throws -> [(name: String, text: String)] {
        let data = try TextInput.contents(of: path, what: "preset")
        if let list = overlongList(in: data) {
            throw CLIError("preset '\(path)': key '\(SettingLimits.echo(list.key))' has \(list.count) numbers; "
                           + "a list takes at most \(SettingLimits.listCount)")
        }
        guard RecordsFile.trailingComma(in: data) == nil, let root = try? JSONSerialization.jsonObject(with: data) else {
            throw CLIError("preset '\(path)' is not valid JSON")
        }
        guard let object = root as? [String: Any] else {
            throw CLIError("preset '\(path)' must be a JSON object of setting names to values")
        }
        var entries: [(name: String, text: String)] = []
        for key in object.keys.sorted() where key != contentKey {
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
    /// The mode a preset's `entries` are for: the first mode of the one settings group
    /// every name belongs to; nil when they span groups or there are none.
    static func mode(of entries: [(name: String, text: String)]) -> Mode? {
        let groups = Set(entries.map { $0.name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? "" })
        return groups.count == 1 ? Mode.allCases.first { SettingsMemory.group(of: $0).name == groups.first } : nil
    }

    /// The pictures the preset at `path` names under `content` (`first`, `second`: files;
    /// `cards`: a folder), each relative to the preset's folder unless absolute, and each
    /// checked to exist: one line names the key and the path looked at.
    static func pictures(path: String) throws -> [ContentSlot.Part: String] {
        let data = try TextInput.contents(of: path, what: "preset")
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let item = root[contentKey] else { return [:] }
        guard let object = item as? [String: Any] else {
            throw CLIError("preset '\(path)': '\(contentKey)' must be an object of pictures: first, second (files), cards (a folder)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        var pictures: [ContentSlot.Part: String] = [:]
        for key in object.keys.sorted() {
            guard let part = ContentSlot.Part.allCases.first(where: { "\($0)" == key }) else {
                throw CLIError("preset '\(path)': '\(contentKey)' takes first, second and cards, not '\(SettingLimits.echo(key))'")
            }
            guard let given = object[key] as? String, !given.isEmpty else {
                throw CLIError("preset '\(path)': '\(contentKey).\(key)' must be a path")
            }
            let resolved = given.hasPrefix("/") || folder.isEmpty ? given : folder + "/" + given
            guard FileSystem.exists(resolved) else {
                throw CLIError("preset '\(path)': '\(contentKey).\(key)' is '\(given)', and '\(resolved)' does not exist")
            }
            pictures[part] = resolved
        }
        return pictures
    }

    /// The first list in the top object of `json` with more than `SettingLimits.listCount`
    /// elements, its key and length: found by one pass over the bytes, because parsing the
    /// million numbers 8 MB can hold takes Foundation a second (a comma at the list's own
    /// depth, outside strings, separates two elements).
    static func overlongList(in json: Data) -> (key: String, count: Int)? {
        json.withUnsafeBytes { bytes -> (key: String, count: Int)? in
            var depth = 0, topIsObject = false
            var inString = false, escaped = false, stringStart = 0
            var lastTopString: Range<Int>?, list: (key: Range<Int>?, commas: Int)?
            for (offset, byte) in bytes.enumerated() {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
                    else if byte == UInt8(ascii: "\"") {
                        inString = false
                        if depth == 1 { lastTopString = stringStart..<(offset + 1) }
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                    stringStart = offset
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth == 1 { topIsObject = byte == UInt8(ascii: "{") }
                    if depth == 2, topIsObject, byte == UInt8(ascii: "[") { list = (lastTopString, 0) }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 2, let found = list, found.commas + 1 > SettingLimits.listCount {
                        let key = found.key.flatMap { range in
                            try? JSONSerialization.jsonObject(with: Data(bytes[range]), options: .fragmentsAllowed) as? String
                        }
                        return (key ?? "?", found.commas + 1)
                    }
                    if depth == 2 { list = nil }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 2, let found = list { list = (found.key, found.commas + 1) }
                default:
                    break
                }
            }
            return nil
        }
    }
}
