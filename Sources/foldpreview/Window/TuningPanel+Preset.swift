import Foundation
import ImGuiBridge
import Scenes

/// The panel's last section: a file field and save / load of the mode's settings as a
/// preset, the format `params --json` writes and `--preset` reads.
extension TuningPanel {
    /// The field's size in bytes, its final zero included.
    static let presetPathCapacity = 1024

    /// The section for `mode`: save writes its settings to the file named, load applies
    /// the file over `settings` at once. Returns what happened, or why it did not.
    func presetSection(mode: Mode, settings: inout SettingValues) -> String? {
        guard igb_header("preset file") else { return nil }
        let group = SettingsMemory.group(of: mode)
        var buffer = presetPaths[group.name] ?? Self.field("foldpreview-\(group.name).json")
        igb_item_width(Float(width - 80))
        _ = igb_input_text("file", &buffer, buffer.count)
        presetPaths[group.name] = buffer
        if igb_item_hovered() { igb_tooltip("a preset file; a relative path starts in the folder foldpreview started in") }
        let typed = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var note: String?
        if igb_button("save") {
            note = Self.presetAction(typed) { try PresetFile.save(mode: mode, settings, to: $0) }
        }
        if igb_item_hovered() { igb_tooltip("write this mode's settings to the file, as params --json --mode \(mode.rawValue) does") }
        igb_same_line()
        if igb_button("load") {
            note = Self.presetAction(typed) { try PresetFile.load(path: $0, over: &settings) }
        }
        if igb_item_hovered() { igb_tooltip("apply the file's settings now, as --preset does") }
        return note
    }

    /// Runs `action` on the field's path: its message, or the error's.
    private static func presetAction(_ typed: String, _ action: (String) throws -> String) -> String {
        guard !typed.trimmingCharacters(in: .whitespaces).isEmpty else { return "type a preset file's name first" }
        do { return try action(PresetFile.resolve(typed)) } catch {
            return (error as? CLIError)?.description ?? "\(error)"
        }
    }

    /// `text` in a zero-filled field buffer.
    private static func field(_ text: String) -> [CChar] {
        let bytes = Array(text.utf8CString.prefix(presetPathCapacity - 1))
        return bytes + [CChar](repeating: 0, count: presetPathCapacity - bytes.count)
    }
}
