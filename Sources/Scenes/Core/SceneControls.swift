/// A key or pointer gesture a mode reads itself, and what it does there. The window's key
/// map, its help overlay, `help preview` and the message for a key the shown mode ignores
/// are all built from these lists (`Scene.controls`), so no mode's keys are named outside
/// its folder and the help cannot drift from what the keys do.
public struct SceneControl: Sendable, Equatable {
    /// The keys or gesture as the help names them ("P", "← / →", "drag").
    public let label: String
    /// The keys `Scene.handleKey` takes for it; empty for a pointer gesture.
    public let keys: [SceneKey]
    /// What it does in this mode ("perspective: normal, high, low, none, inverse").
    public let action: String

    /// A key (or keys) the scene's `handleKey` reads.
    public static func key(_ label: String, _ keys: SceneKey..., action: String) -> SceneControl {
        SceneControl(label: label, keys: keys, action: action)
    }

    /// A pointer gesture (`Scene.handle`), listed in the help only.
    public static func gesture(_ label: String, action: String) -> SceneControl {
        SceneControl(label: label, keys: [], action: action)
    }
}

/// A command-line option that is a shorthand of one setting (`--items 6` for
/// `--set cell.items=6`), declared by the mode that reads the setting. The executable
/// declares the option itself (ArgumentParser declares options statically) and takes its
/// help, its setting and its value's meaning from here.
public struct SettingShorthand: Sendable {
    /// The long option's name without its dashes ("items").
    public let option: String
    /// The name of the setting it sets ("cell.items").
    public let setting: String
    /// The option's help line.
    public let help: String
    /// The setting's text for the option's value ("high" → "1.5"); a flag is given
    /// "true". Throws with one line saying what the option takes.
    public let settingText: @Sendable (String) throws(SettingError) -> String

    public init(option: String, setting: String, help: String,
                settingText: @escaping @Sendable (String) throws(SettingError) -> String = { $0 }) {
        self.option = option
        self.setting = setting
        self.help = help
        self.settingText = settingText
    }
}

extension Mode {
    /// The letter that switches to this mode besides its number ("f" for fold), if any.
    public var shortcut: Character? { SceneCatalog.sceneType(for: self).shortcut(for: self) }

    /// The mode's name as a title ("fold (cubic)": cubic is a style of the fold).
    public var title: String { SceneCatalog.sceneType(for: self).title(for: self) }
}

extension SceneCatalog {
    /// The scene types in keyboard order, each once, with the modes each shows.
    public static var sceneTypes: [(type: any Scene.Type, modes: [Mode])] {
        var list: [(type: any Scene.Type, modes: [Mode])] = []
        for mode in Mode.allCases {
            let type = sceneType(for: mode)
            if let index = list.firstIndex(where: { ObjectIdentifier($0.type) == ObjectIdentifier(type) }) {
                list[index].modes.append(mode)
            } else {
                list.append((type, [mode]))
            }
        }
        return list
    }

    /// The keys and gestures `mode` reads itself.
    public static func controls(for mode: Mode) -> [SceneControl] { sceneType(for: mode).controls }

    /// The modes whose scene reads `key`, in keyboard order.
    public static func modes(reading key: SceneKey) -> [Mode] {
        Mode.allCases.filter { mode in controls(for: mode).contains { $0.keys.contains(key) } }
    }

    /// What the window says when the shown `mode` ignores `key`: which modes use it and
    /// what it changes there ("that key changes the fold and the page (fold, cubic,
    /// page), not pop"); nil when `mode` reads it or no mode does.
    public static func elsewhereMessage(for key: SceneKey, shown mode: Mode) -> String? {
        let modes = modes(reading: key)
        guard !modes.isEmpty, !modes.contains(mode) else { return nil }
        let subjects = sceneTypes.filter { entry in entry.modes.contains { modes.contains($0) } }.map { $0.type.subject }
        return "that key changes " + subjects.joined(separator: " and ") + " ("
            + modes.map(\.rawValue).joined(separator: ", ") + "), not \(mode.rawValue)"
    }

    /// The help's rows for the modes' own controls, gestures (`pointer`) or keys: one row
    /// per label in keyboard order, saying what it does in each mode that reads it
    /// ("fold, cubic: …; page: …").
    public static func helpRows(pointer: Bool) -> [(keys: String, action: String)] {
        var rows: [(keys: String, action: String)] = []
        for (type, modes) in sceneTypes {
            for control in type.controls where control.keys.isEmpty == pointer {
                let part = modes.map(\.rawValue).joined(separator: ", ") + ": " + control.action
                if let index = rows.firstIndex(where: { $0.keys == control.label }) {
                    rows[index].action += "; " + part
                } else {
                    rows.append((control.label, part))
                }
            }
        }
        return rows
    }

    /// Every mode's command-line shorthands, each option once.
    public static var shorthands: [SettingShorthand] {
        var list: [SettingShorthand] = []
        for (type, _) in sceneTypes {
            for shorthand in type.shorthands where !list.contains(where: { $0.option == shorthand.option }) {
                list.append(shorthand)
            }
        }
        return list
    }

    /// The shorthand `--option`, declared by the mode that reads its setting.
    public static func shorthand(_ option: String) -> SettingShorthand? {
        shorthands.first { $0.option == option }
    }

    /// The modes that have a place for the person's own pictures (`contentSlots`: a dropped
    /// image, `--image`, `--to`, `--images`).
    public static var pictureModes: [Mode] { Mode.allCases.filter { !contentSlots(for: $0).isEmpty } }

    /// The modes with a slot for `part` of `SceneContent` (`--to`: `.second`), in keyboard order.
    public static func modes(taking part: ContentSlot.Part) -> [Mode] {
        Mode.allCases.filter { mode in contentSlots(for: mode).contains { $0.part == part } }
    }

    /// True when `mode` shows the person's pictures (its scene is built again for new ones).
    public static func showsPictures(_ mode: Mode) -> Bool { !contentSlots(for: mode).isEmpty }

    /// The modes drawn on pages that take their pictures' own size (`render --size native`).
    public static var nativeSizeModes: [Mode] { Mode.allCases.filter { sceneType(for: $0).drawsNativePages } }
    /// The page `mode` draws `content` on at its native scale (`Scene.nativePage(for:)`).
    public static func nativePage(for mode: Mode, content: SceneContent) -> (width: Int, height: Int)? {
        sceneType(for: mode).nativePage(for: content)
    }

    /// The modes whose scenes read the flight board's flights (`SceneResources.flights`).
    public static var flightModes: [Mode] { Mode.allCases.filter { sceneType(for: $0).readsFlights } }

    /// Notes the modes add to a listing of settings, by setting name, for `values` (pop:
    /// its tension and friction as its dials).
    public static func settingNotes(for values: SettingValues) -> [String: String] {
        var notes: [String: String] = [:]
        for (type, _) in sceneTypes {
            notes.merge(type.settingNotes(for: values)) { first, _ in first }
        }
        return notes
    }
}
