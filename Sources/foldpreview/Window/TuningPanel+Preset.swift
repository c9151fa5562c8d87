import Foundation
import ImGuiBridge
import Media
import Scenes

/// The panel's preset section's state: the library, the list shown (read again only when
/// the group changes, the section opens, or a save or delete changed it), the name typed
/// per settings group, and a save or delete waiting for its second click.
struct PresetSection {
    /// The person's presets (nil: no config folder, only the built-ins are listed).
    var library: PresetLibrary?
    /// The list as last read, for one group.
    var listed: (group: String, presets: [NamedPreset])?
    /// The name field by settings group, zero-filled.
    var names: [String: [CChar]] = [:]
    /// A click that waits for its second one: replacing or deleting a preset.
    var pending: Pending?

    /// What a second click would do.
    enum Pending: Equatable {
        case replace(group: String, name: String)
        case delete(group: String, name: String)
    }

    /// The field's size in bytes, its final zero included (64 characters of up to 4 bytes).
    static let nameCapacity = PresetLibrary.longestName * 4 + 1
}

/// The panel's last section: the mode's presets, the originals' (built in) and the
/// person's (`PresetLibrary`), one click to load (one undo step); a name typed and "save"
/// keeps the mode's settings under it (a second click replaces one of the same name);
/// "delete" removes one of the person's (a second click confirms).
extension TuningPanel {
    /// The section for `mode`: a load applies the preset over `settings`. Returns what
    /// happened or why it did not (`note`), and the undo step's name for a load.
    /// `content`: the mode's slots and the files they show, which "save" names.
    func presetSection(mode: Mode, settings: inout SettingValues,
                       content: [ContentRow] = []) -> (note: String?, step: String?)? {
        guard igb_header("presets") else {
            presets.listed = nil
            presets.pending = nil
            return nil
        }
        let group = SettingsMemory.group(of: mode)
        if presets.listed?.group != group.name {
            presets.listed = (group.name, presets.library?.presets(group) ?? PresetLibrary.builtIn(group))
        }
        var result: (note: String?, step: String?)?
        let listed = presets.listed?.presets ?? []
        igb_text_dim("the originals'")
        for (index, preset) in listed.enumerated() {
            if !preset.isBuiltIn, index == 0 || listed[index - 1].isBuiltIn { igb_text_dim("yours") }
            igb_push_id((preset.isBuiltIn ? "built-in " : "file ") + preset.name)
            // A built-in that the settings already hold is marked (a file is not read per frame).
            let holds = preset.isBuiltIn && (try? preset.values(over: settings)) == settings
            // Each row starts with its "A" (compare with it, A/B); the person's rows leave
            // room for their delete button.
            if igb_small_button("A") { chooseReference(preset) }
            if igb_item_hovered() { igb_tooltip("compare: this preset as A (left), the current settings as B (right)") }
            igb_same_line()
            let rowWidth = preset.isBuiltIn ? 0 : Float(width - 180)
            // A file's name that is not UTF-8 shows its stray bytes as \xNN (no glyph for a stand-in).
            if igb_selectable(PathBytes.shown(preset.name), holds, rowWidth) { result = load(preset, over: &settings, mode: mode) }
            if igb_item_hovered() { igb_tooltip(preset.detail) }
            if !preset.isBuiltIn {
                igb_same_line()
                let asked = presets.pending == .delete(group: group.name, name: preset.name)
                if igb_small_button(asked ? "delete? click again" : "delete") {
                    result = (delete(preset, group: group, confirmed: asked), nil)
                }
            }
            igb_pop_id()
        }
        if presets.library != nil, !listed.contains(where: { !$0.isBuiltIn }) {
            igb_text_dim("yours: none yet (type a name, then save)")
        }
        let pictures = Dictionary(content.compactMap { row in row.path.map { (row.slot.part, $0) } }) { first, _ in first }
        if let saved = nameField(group: group, settings: settings, pictures: pictures) { result = (saved, nil) }
        return result
    }

    /// Makes `preset`, over the originals, A/B's reference (`chosenReference`); a file that
    /// cannot be read says why.
    private func chooseReference(_ preset: NamedPreset) {
        presets.pending = nil
        do { chosenReference = .success((PathBytes.shown(preset.name), try preset.values(over: SettingValues()))) } catch {
            chosenReference = .failure(CLIError(ErrorWords.line(error)))
        }
    }

    /// Loads `preset` over `settings`: the line that says so (or why not) and the step's name.
    /// A file's pictures that `mode` shows go to `loadedPictures`, to be read in as drops.
    private func load(_ preset: NamedPreset, over settings: inout SettingValues, mode: Mode) -> (note: String?, step: String?) {
        presets.pending = nil
        do {
            let loaded = try preset.values(over: settings)
            if let path = preset.path {
                let slots = Set(SceneCatalog.contentSlots(for: mode).map(\.part))
                loadedPictures = try PresetFile.pictures(path: path).filter { slots.contains($0.key) }
            }
            guard loaded != settings else { return ("the settings already are preset '\(preset.name)'", nil) }
            settings = loaded
            return ("loaded preset '\(preset.name)' (Ctrl-Z undoes it)", "preset '\(preset.name)'")
        } catch {
            return (ErrorWords.line(error), nil)
        }
    }

    /// Deletes the person's `preset` on the second click (`confirmed`); the first asks.
    private func delete(_ preset: NamedPreset, group: SettingsMemory.Group, confirmed: Bool) -> String {
        guard confirmed else {
            presets.pending = .delete(group: group.name, name: preset.name)
            return "click \"delete? click again\" to delete preset '\(preset.name)'"
        }
        presets.pending = nil
        presets.listed = nil
        do {
            try presets.library?.delete(preset.name, group: group)
            return "deleted preset '\(preset.name)'"
        } catch {
            return ErrorWords.line(error)
        }
    }

    /// The name field and "save": the line that says what was saved, or why not.
    private func nameField(group: SettingsMemory.Group, settings: SettingValues,
                           pictures: [ContentSlot.Part: String]) -> String? {
        guard let library = presets.library else {
            igb_text_dim("no config folder (XDG_CONFIG_HOME or HOME): presets cannot be saved")
            return nil
        }
        var buffer = presets.names[group.name]
            ?? [CChar](repeating: 0, count: PresetSection.nameCapacity)
        igb_item_width(Float(width - 120))
        _ = igb_input_text("name", &buffer, buffer.count)
        presets.names[group.name] = buffer
        if igb_item_hovered() { igb_tooltip("a name for this mode's settings (no paths): kept in \(library.folder(of: group))") }
        let typed = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
        let replacing = presets.pending == .replace(group: group.name, name: typed)
        if case .replace = presets.pending, !replacing { presets.pending = nil }
        igb_same_line()
        guard igb_button(replacing ? "replace" : "save") else { return nil }
        do {
            switch try library.save(typed, group: group, values: settings, pictures: pictures, replacing: replacing) {
            case .exists:
                presets.pending = .replace(group: group.name, name: typed)
                return "preset '\(typed)' exists: click \"replace\" to write over it"
            case .written(let path, let replaced):
                presets.pending = nil
                presets.listed = nil
                let changed = group.settings.filter { settings.isChanged($0.name) }.count
                return (replaced ? "replaced" : "saved") + " preset '\(typed)': \(group.settings.count) \(group.name) "
                    + "settings (\(changed) changed)" + (pictures.isEmpty ? "" : " and \(ContentNames.count(pictures.count))")
                    + " in \(path)"
            }
        } catch {
            return ErrorWords.line(error)
        }
    }
}
