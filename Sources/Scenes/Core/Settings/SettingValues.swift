/// The value of every setting of every mode: the one home of what a person has tuned.
/// Only values that differ from the defaults are stored, so an empty `SettingValues`
/// is the originals. Scenes read their own settings and keep the rest untouched.
public struct SettingValues: Sendable, Equatable {
    private var stored: [String: any SettingValue] = [:]

    /// Every setting at its default.
    public init() {}

    /// The value of `setting`: what was set, else its default.
    public subscript<Value>(setting: Setting<Value>) -> Value {
        get { (stored[setting.name] as? Value) ?? setting.defaultValue }
        set {
            if newValue == setting.defaultValue { stored[setting.name] = nil } else { stored[setting.name] = newValue }
        }
    }

    /// The names of the settings that differ from their defaults, sorted.
    public var changedNames: [String] { stored.keys.sorted() }

    /// True when `name` was set to something other than its default.
    public func isChanged(_ name: String) -> Bool { stored[name] != nil }

    /// Returns `name` to its default.
    mutating func remove(_ name: String) { stored[name] = nil }

    /// Equal when the same settings are changed, each to equal values by its type's own
    /// `==` (never by their text, which rounds a colour to 8 bits a channel).
    public static func == (a: SettingValues, b: SettingValues) -> Bool {
        a.stored.count == b.stored.count && a.stored.allSatisfy { name, value in
            b.stored[name].map(value.isEqual(to:)) ?? false
        }
    }
}
