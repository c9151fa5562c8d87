import Raster

/// One named, typed, documented constant of a mode that a person may change (docs/design.md,
/// "Settings"): the fold's duration, pop's tension, the card law's exponent. A mode declares
/// its settings as static `Setting`s in one file of its folder; scenes read them from a
/// `SettingValues` with `values[FoldSettings.duration]`.
public struct Setting<Value: SettingValue>: Sendable {
    /// `MODE.lowerCamelName`, e.g. "fold.duration".
    public let name: String
    /// The original project's value (or ours where the original has none).
    public let defaultValue: Value
    /// The unit after a value ("s", "pt", "rad", "×H"; empty for none).
    public let unit: String
    /// The allowed numbers, inclusive (a list: each element); nil for kinds without one.
    public let range: ClosedRange<Double>?
    /// Allowed list lengths, for lists.
    public let count: ClosedRange<Int>?
    /// Where the default comes from: the original's file and constant, or "ours".
    public let source: String
    /// One line on what it changes.
    public let summary: String
    /// The group it is listed under, as the mode's code groups it ("timing", "shading").
    public let group: String
    /// Other settings this one sets when it is given (pop's bounciness and speed set
    /// tension, friction and mass); nil for ordinary settings.
    let effect: (@Sendable (Value, inout SettingValues) -> Void)?

    public init(_ name: String, default defaultValue: Value, unit: String = "", range: ClosedRange<Double>? = nil,
                count: ClosedRange<Int>? = nil, group: String, source: String, summary: String,
                effect: (@Sendable (Value, inout SettingValues) -> Void)? = nil) {
        self.name = name
        self.defaultValue = defaultValue
        self.unit = unit
        self.range = range
        self.count = count
        self.source = source
        self.summary = summary
        self.group = group
        self.effect = effect
    }
}

/// A setting of any kind, as lists, the command line, presets and the panel handle it.
/// Its values are read, written, copied and compared typed; text appears only at the
/// edges (`--set`, preset files, `params`, the HUD and verbose lines), through `text(in:)`,
/// `json(in:)` and `set(_:in:)`.
public protocol AnySetting: Sendable {
    var name: String { get }
    var unit: String { get }
    var range: ClosedRange<Double>? { get }
    var count: ClosedRange<Int>? { get }
    var source: String { get }
    var summary: String { get }
    var group: String { get }
    /// The kind of value it holds.
    var kind: SettingKind { get }
    /// The kind's name ("number", "curve", …), as `params` prints it.
    var kindName: String { get }
    /// The names a choice offers; empty for other kinds.
    var choices: [String] { get }
    /// The default in text form.
    var defaultText: String { get }
    /// True for settings that set others (applied before those in a preset).
    var isDial: Bool { get }

    // MARK: Typed

    /// The value in `values` (what was set, else the default), of the setting's own type.
    func value(in values: SettingValues) -> any SettingValue
    /// Checks `value` (its type is the setting's, its numbers in the range, a list's length
    /// allowed), then stores it in `values` and runs the setting's effect, as `set` does
    /// with text.
    func assign(_ value: any SettingValue, in values: inout SettingValues) throws(SettingError)
    /// Gives `target` the value `source` has, as it is (a dial's effect is not run: the
    /// settings it sets are copied, or not, on their own).
    func copy(from source: SettingValues, into target: inout SettingValues)
    /// True when `a` and `b` hold different values for this setting (by its type's `==`).
    func differs(_ a: SettingValues, _ b: SettingValues) -> Bool
    /// True when `values` holds the default.
    func isDefault(in values: SettingValues) -> Bool
    /// Returns `values` to the default for this setting.
    func reset(in values: inout SettingValues)

    // MARK: Text, at the edges

    /// The value in `values` in text form, as `--set` takes it and `params`, the HUD and
    /// the verbose `set NAME=VALUE` lines show it.
    func text(in values: SettingValues) -> String
    /// The value in `values` as JSON.
    func json(in values: SettingValues) -> String
    /// Parses and checks `text`, then stores it in `values` (with its effect).
    func set(_ text: String, in values: inout SettingValues) throws(SettingError)
}

extension Setting: AnySetting {
    public var kind: SettingKind { Value.kind }
    public var kindName: String { Value.kind.rawValue }
    public var choices: [String] {
        guard let choice = Value.self as? any SettingChoice.Type else { return [] }
        return choice.allCaseNames
    }
    public var defaultText: String { defaultValue.settingText }
    public var isDial: Bool { effect != nil }
    public func reset(in values: inout SettingValues) { values.remove(name) }

    public func value(in values: SettingValues) -> any SettingValue { values[self] }

    public func assign(_ value: any SettingValue, in values: inout SettingValues) throws(SettingError) {
        guard let typed = value as? Value else {
            throw SettingError("\(name) takes \(Value.kindHint), got \(type(of: value).kind.rawValue) "
                               + "\(SettingLimits.echo(value.settingText))")
        }
        try check(typed)
        store(typed, in: &values)
    }

    public func copy(from source: SettingValues, into target: inout SettingValues) { target[self] = source[self] }
    public func differs(_ a: SettingValues, _ b: SettingValues) -> Bool { a[self] != b[self] }
    public func isDefault(in values: SettingValues) -> Bool { values[self] == defaultValue }

    public func text(in values: SettingValues) -> String { values[self].settingText }
    public func json(in values: SettingValues) -> String { values[self].jsonText }

    public func set(_ text: String, in values: inout SettingValues) throws(SettingError) {
        store(try parse(text), in: &values)
    }

    /// Stores a checked `value` and runs the effect.
    private func store(_ value: Value, in values: inout SettingValues) {
        values[self] = value
        effect?(value, &values)
    }

    /// `text` as a value of this setting, checked against its range and length.
    public func parse(_ text: String) throws(SettingError) -> Value {
        guard let value = Value(settingText: text) else {
            if let refusal = Value.refusal(ofSettingText: text) { throw SettingError("\(name) \(refusal)") }
            throw SettingError("\(name) takes \(Value.kindHint)\(unit.isEmpty ? "" : " (\(unit))"), "
                               + "got '\(SettingLimits.echo(text))'")
        }
        try check(value)
        return value
    }

    /// Throws when `value` is outside the range or, for a list, of a length not allowed;
    /// a number that is not finite and a value not equal to itself (a colour with a NaN
    /// channel), which text never reads as, are refused as well: `SettingValues` compares
    /// its values by `==`.
    public func check(_ value: Value) throws(SettingError) {
        guard value == value else {
            throw SettingError("\(name) takes \(Value.kindHint), got \(SettingLimits.echo(value.settingText))")
        }
        if let bad = value.rangedNumbers.first(where: { !$0.isFinite }) {
            throw SettingError("\(name) takes \(Value.kindHint), got \(DecimalText.shortest(bad))")
        }
        if let count, let list = value as? [Double], !count.contains(list.count) {
            throw SettingError("\(name) takes \(count.lowerBound)…\(count.upperBound) numbers, got \(list.count)")
        }
        if let range, let bad = value.rangedNumbers.first(where: { !range.contains($0) }) {
            throw SettingError("\(name) must be \(rangeText), got \(DecimalText.shortest(bad))")
        }
    }

    /// "0.01…10 s".
    public var rangeText: String {
        guard let range else { return "" }
        return DecimalText.shortest(range.lowerBound) + "…" + DecimalText.shortest(range.upperBound) + (unit.isEmpty ? "" : " " + unit)
    }
}

extension SettingChoice {
    static var allCaseNames: [String] { allCases.map(\.rawValue) }
}

/// A setting given a name it does not have, a value of the wrong kind or out of range:
/// one line a person can act on.
public struct SettingError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
