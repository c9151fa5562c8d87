/// A preset an original itself offers (MPFoldTransition's perspective presets, pop's
/// default dials, MPFlip's styles…), declared by the mode that follows it (`Scene.settingPresets`)
/// and listed by the window's preset browser beside the person's own.
public struct SettingPreset: Sendable {
    /// Its name as the panel lists it ("perspective high").
    public let name: String
    /// What it sets and where that comes from, in a line (the panel's tooltip).
    public let detail: String
    /// Its settings as `--set` takes them, applied as a preset's are (dials first, in order).
    public let entries: [(name: String, text: String)]
    /// True for the originals themselves: every setting of the mode back to its default first.
    public let fromOriginals: Bool

    public init(_ name: String, detail: String, entries: [(name: String, text: String)] = [],
                fromOriginals: Bool = false) {
        self.name = name
        self.detail = detail
        self.entries = entries
        self.fromOriginals = fromOriginals
    }

    /// The originals of a mode whose settings are `settings`: every one back to its default.
    public static func originals(_ name: String, detail: String) -> SettingPreset {
        SettingPreset(name + " (the originals)", detail: detail, fromOriginals: true)
    }

    /// `base` with the preset applied over it: `settings` (the mode's) back to their
    /// defaults first for the originals, then the entries; the rest of `base` kept.
    public func values(over base: SettingValues, settings: [any AnySetting]) throws(SettingError) -> SettingValues {
        var values = base
        if fromOriginals { for setting in settings { setting.reset(in: &values) } }
        try SettingsRegistry.standard.apply(preset: entries, origin: "preset '\(name)'", to: &values)
        return values
    }
}
