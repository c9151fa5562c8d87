import Raster

/// One named, typed, documented constant of a mode that a person may change (SPEC §6):
/// the fold's duration, pop's tension, the card law's exponent. A mode declares its
/// settings as static `Setting`s in one file of its folder; scenes read them from a
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

/// A setting of any kind, as lists, the command line and presets handle it.
public protocol AnySetting: Sendable {
    var name: String { get }
    var unit: String { get }
    var range: ClosedRange<Double>? { get }
    var count: ClosedRange<Int>? { get }
    var source: String { get }
    var summary: String { get }
    var group: String { get }
    /// The kind's name ("number", "curve", …).
    var kindName: String { get }
    /// The names a choice offers; empty for other kinds.
    var choices: [String] { get }
    /// The default in text form.
    var defaultText: String { get }
    /// True for settings that set others (applied before those in a preset).
    var isDial: Bool { get }
    /// The value in `values`, in text form.
    func text(in values: SettingValues) -> String
    /// The value in `values` as JSON.
    func json(in values: SettingValues) -> String
    /// Parses and checks `text`, then stores it in `values` (with its effect).
    func set(_ text: String, in values: inout SettingValues) throws(SettingError)
    /// Returns `values` to the default for this setting.
    func reset(in values: inout SettingValues)
}

extension Setting: AnySetting {
    public var kindName: String { Value.kindName }
    public var choices: [String] {
        guard let choice = Value.self as? any SettingChoice.Type else { return [] }
        return choice.allCaseNames
    }
    public var defaultText: String { defaultValue.settingText }
    public var isDial: Bool { effect != nil }
    public func text(in values: SettingValues) -> String { values[self].settingText }
    public func json(in values: SettingValues) -> String { values[self].jsonText }
    public func reset(in values: inout SettingValues) { values.remove(name) }

    public func set(_ text: String, in values: inout SettingValues) throws(SettingError) {
        let value = try parse(text)
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

    /// Throws when `value` is outside the range or, for a list, of a length not allowed.
    public func check(_ value: Value) throws(SettingError) {
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
