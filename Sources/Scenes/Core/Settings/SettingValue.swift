import Motion
import Raster
import Stage

/// A type a setting can hold, and how a person writes it: on the command line
/// (`--set NAME=TEXT`), in a preset file (a JSON value), and in `params`' listing.
///
/// The kinds (docs/design.md, "Settings"): number (`Double`), integer (`Int`), bool
/// (`Bool`), choice (a `SettingChoice` enum), colour (`Color`, `#RRGGBB`), timing curve
/// (`TimingCurve`: a preset name, four control points or `spring:RESPONSE,DAMPINGFRACTION`),
/// list of numbers (`[Double]`).
public protocol SettingValue: Sendable, Equatable {
    /// The kind of value: what control the panel gives it, how `params` names it.
    static var kind: SettingKind { get }
    /// What a value of this kind looks like, for error messages ("a number", …).
    static var kindHint: String { get }
    /// Parses the text form; nil when `text` is not a value of this kind.
    init?(settingText text: String)
    /// Why `text` is not a value of this kind when that is more than `kindHint` says (a
    /// number outside the kind's own range, a list too long); nil otherwise.
    static func refusal(ofSettingText text: String) -> String?
    /// The text form, which `init?(settingText:)` reads back to the same value.
    var settingText: String { get }
    /// The value as JSON, as presets hold it.
    var jsonText: String { get }
    /// The numbers a setting's range bounds: the value itself, each element of a list,
    /// nothing for other kinds.
    var rangedNumbers: [Double] { get }
}

extension SettingValue {
    /// True when `other` is a value of this very type and equal to this one by the type's
    /// own `==`: values of two types never are, even when they read the same as text (the
    /// integer 1 and the number 1), and two colours that differ by less than `#RRGGBB`
    /// shows still differ.
    public func isEqual(to other: any SettingValue) -> Bool { (other as? Self).map { $0 == self } ?? false }

    public static func refusal(ofSettingText text: String) -> String? { nil }
    public var rangedNumbers: [Double] { [] }
    public var jsonText: String { jsonString(settingText) }
}

/// A setting that picks one of a few named options (fold orientation, …): any enum of
/// strings. Its text is the case's raw value, matched without regard to case.
public protocol SettingChoice: SettingValue, CaseIterable, RawRepresentable where RawValue == String {}

extension SettingChoice {
    public static var kind: SettingKind { .choice }
    /// The value's place among `allCases`, as the panel's combo box counts them.
    public var caseIndex: Int { Array(Self.allCases).firstIndex(of: self) ?? 0 }
    /// The case at `caseIndex` of this value's type (nil outside `allCases`): called on a
    /// value of a choice whose type is not known, it gives a value of the same type.
    public func sibling(at caseIndex: Int) -> Self? {
        let cases = Array(Self.allCases)
        return cases.indices.contains(caseIndex) ? cases[caseIndex] : nil
    }
    public static var kindHint: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
    public init?(settingText text: String) {
        let wanted = text.lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
        self = match
    }
    public var settingText: String { rawValue }
}

extension Double: SettingValue {
    public static var kind: SettingKind { .number }
    public static var kindHint: String { "a number" }
    public init?(settingText text: String) {
        guard let value = Double(text.trimmingSpaces), value.isFinite else { return nil }
        self = value
    }
    public var settingText: String { DecimalText.shortest(self) }
    public var jsonText: String { DecimalText.shortest(self) }
    public var rangedNumbers: [Double] { [self] }
}

extension Int: SettingValue {
    public static var kind: SettingKind { .integer }
    public static var kindHint: String { "a whole number" }
    public init?(settingText text: String) {
        guard let value = Int(text.trimmingSpaces) else { return nil }
        self = value
    }
    public var settingText: String { String(self) }
    public var jsonText: String { String(self) }
    public var rangedNumbers: [Double] { [Double(self)] }
}

extension Bool: SettingValue {
    public static var kind: SettingKind { .bool }
    public static var kindHint: String { "true or false" }
    public init?(settingText text: String) {
        switch text.trimmingSpaces.lowercased() {
        case "true", "yes", "on", "1": self = true
        case "false", "no", "off", "0": self = false
        default: return nil
        }
    }
    public var settingText: String { self ? "true" : "false" }
    public var jsonText: String { settingText }
}

extension Array: SettingValue where Element == Double {
    public static var kind: SettingKind { .list }
    public static var kindHint: String { "numbers separated by commas (0.26,0.2,0.2)" }
    /// Up to `SettingLimits.listCount` numbers; a longer list is refused before any is read.
    public init?(settingText text: String) {
        guard Self.numberCount(text) <= SettingLimits.listCount else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var values: [Double] = []
        for part in parts {
            guard let value = Double(String(part).trimmingSpaces), value.isFinite else { return nil }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self = values
    }
    public static func refusal(ofSettingText text: String) -> String? {
        let count = numberCount(text)
        return count > SettingLimits.listCount ? "takes at most \(SettingLimits.listCount) numbers, got \(count)" : nil
    }
    /// The numbers `text` holds, as its commas tell: one more than them.
    private static func numberCount(_ text: String) -> Int {
        text.utf8.reduce(1) { $1 == UInt8(ascii: ",") ? $0 + 1 : $0 }
    }
    public var settingText: String { map(DecimalText.shortest).joined(separator: ",") }
    public var jsonText: String { "[" + map(DecimalText.shortest).joined(separator: ", ") + "]" }
    public var rangedNumbers: [Double] { self }
}

extension Color: SettingValue {
    public static var kind: SettingKind { .colour }
    public static var kindHint: String { "a colour #RRGGBB" }
    /// Exactly `#` and six hexadecimal digits (either case): `UInt32(_:radix:)` alone would
    /// also take a sign, so "+12345" would read as #012345.
    public init?(settingText text: String) {
        let trimmed = text.trimmingSpaces
        guard trimmed.hasPrefix("#") else { return nil }
        let digits = trimmed.dropFirst()
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        self.init(hex: value)
    }
    /// `#RRGGBB` of the colour's 8-bit channels (rounded, clamped to 0…1, NaN as 0, as
    /// `Color.pixel` reads them); alpha is not written.
    public var settingText: String {
        func hex(_ channel: Double) -> String {
            // `channel > 0` fails for NaN, which Swift.max(NaN, 0) would pass on to Int(_:).
            let byte = channel > 0 ? Int((Swift.min(channel, 1) * 255).rounded()) : 0
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }
        return "#" + hex(r) + hex(g) + hex(b)
    }
}

extension TimingFunction: SettingValue {
    public static var kind: SettingKind { .curve }
    public static var kindHint: String {
        "a curve: " + presets.map(\.name).joined(separator: ", ") + ", or four control points x1,y1,x2,y2"
    }
    /// Core Animation's named curves, as `--set` and presets accept them.
    public static let presets: [(name: String, curve: TimingFunction)] = [
        ("linear", .linear), ("default", .default), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut),
    ]
    /// The control points' x a curve setting takes: time fractions, as Core Animation requires.
    public static let settingXRange = 0.0...1.0
    /// The control points' y a curve setting takes: Motion's own limit (`yLimit`), which the
    /// panel's curve editor keeps its drags to as well; beyond it a value is refused, not
    /// clamped as `init(controlPoints:)` would.
    public static let settingYRange = -yLimit...yLimit

    public init?(settingText text: String) {
        let wanted = text.trimmingSpaces.lowercased()
        if wanted == "easeinout" { self = .easeInEaseOut; return }
        if let preset = Self.presets.first(where: { $0.name.lowercased() == wanted }) {
            self = preset.curve
            return
        }
        guard let points = Self.controlPoints(in: text), Self.outOfRange(points) == nil else { return nil }
        self.init(controlPoints: points[0], points[1], points[2], points[3])
    }

    public static func refusal(ofSettingText text: String) -> String? {
        guard let points = controlPoints(in: text), let index = outOfRange(points) else { return nil }
        let names = ["x1", "y1", "x2", "y2"]
        let given = withoutBrackets(text).split(separator: ",", omittingEmptySubsequences: false)[index]
        func span(_ range: ClosedRange<Double>) -> String { signed(range.lowerBound) + "…" + signed(range.upperBound) }
        return "takes control points x1,y1,x2,y2 with x in \(span(settingXRange)) and y in \(span(settingYRange)), "
            + "got \(names[index]) = \(String(given).trimmingSpaces)"
    }

    /// Four numbers x1,y1,x2,y2, with or without brackets (a JSON array reads this way);
    /// nil when `text` is not four numbers.
    private static func controlPoints(in text: String) -> [Double]? {
        guard let points = [Double](settingText: withoutBrackets(text)), points.count == 4 else { return nil }
        return points
    }

    private static func withoutBrackets(_ text: String) -> String { text.filter { $0 != "[" && $0 != "]" } }

    /// The index of the first coordinate (x1, y1, x2, y2) outside the range the setting takes.
    private static func outOfRange(_ points: [Double]) -> Int? {
        let ranges = [settingXRange, settingYRange, settingXRange, settingYRange]
        return points.indices.first { !ranges[$0].contains(points[$0]) }
    }
    /// The preset's name when the curve is one, else `x1,y1,x2,y2`.
    public var settingText: String {
        if let preset = Self.presets.first(where: { $0.curve == self }) { return preset.name }
        return [x1, y1, x2, y2].settingText
    }
}

extension TimingCurve: SettingValue {
    public static var kind: SettingKind { .curve }
    public static var kindHint: String {
        TimingFunction.kindHint + ", or " + springHint
    }
    /// The spring's form and the ranges its two numbers take.
    static let springHint = "spring:RESPONSE,DAMPINGFRACTION with the response in "
        + "\(DecimalText.shortest(springResponseRange.lowerBound))…\(DecimalText.shortest(springResponseRange.upperBound)) s "
        + "and the damping fraction in "
        + "\(DecimalText.shortest(springDampingRange.lowerBound))…\(DecimalText.shortest(springDampingRange.upperBound)) "
        + "(1 critically damped, below 1 overshoots)"
    /// The spring's response a curve setting takes, seconds: from a snap far quicker than a
    /// frame to a slow drift; beyond 10 s a spring takes minutes to settle.
    public static let springResponseRange = 0.01...10.0
    /// The damping fraction a curve setting takes: from a spring that rings twenty times
    /// before it settles to one ten times past critical; 0 would never settle.
    public static let springDampingRange = 0.05...10.0
    static let springPrefix = "spring:"

    public init?(settingText text: String) {
        if let numbers = Self.springNumbers(in: text) {
            guard Self.springRefusal(numbers) == nil else { return nil }
            self = .spring(SpringCurve(response: numbers[0], dampingFraction: numbers[1]))
            return
        }
        guard let curve = TimingFunction(settingText: text) else { return nil }
        self = .bezier(curve)
    }

    public static func refusal(ofSettingText text: String) -> String? {
        guard let numbers = springNumbers(in: text) else {
            // A spring: prefix with something other than two numbers after it.
            if text.trimmingSpaces.lowercased().hasPrefix(springPrefix) {
                return "takes \(springHint), got \(SettingLimits.echo(text.trimmingSpaces))"
            }
            return TimingFunction.refusal(ofSettingText: text)
        }
        return springRefusal(numbers).map { "takes \(springHint), got \($0)" }
    }

    /// The two numbers after `spring:`, or nil when `text` is not `spring:` and two numbers.
    private static func springNumbers(in text: String) -> [Double]? {
        let trimmed = text.trimmingSpaces
        guard trimmed.lowercased().hasPrefix(springPrefix),
              let numbers = [Double](settingText: String(trimmed.dropFirst(springPrefix.count))),
              numbers.count == 2 else { return nil }
        return numbers
    }

    /// What is wrong with a spring's two numbers (NaN fails every range), or nil.
    private static func springRefusal(_ numbers: [Double]) -> String? {
        if !springResponseRange.contains(numbers[0]) { return "response \(DecimalText.shortest(numbers[0]))" }
        if !springDampingRange.contains(numbers[1]) { return "damping fraction \(DecimalText.shortest(numbers[1]))" }
        return nil
    }

    /// The Bézier's text (a preset's name or `x1,y1,x2,y2`), or `spring:RESPONSE,DAMPINGFRACTION`.
    public var settingText: String {
        switch self {
        case .bezier(let curve): curve.settingText
        case .spring(let spring):
            Self.springPrefix + [spring.response, spring.dampingFraction].settingText
        }
    }
}

/// The kinds of value a setting holds (docs/design.md, "Settings"); the panel picks a setting's
/// control by its kind, and `params` lists the kind by its raw value.
public enum SettingKind: String, Sendable, CaseIterable {
    /// A `Double`: a slider, on a log scale over a wide positive range.
    case number
    /// An `Int`: a slider of whole numbers.
    case integer
    /// A `Bool`: a checkbox.
    case bool
    /// One case of a `SettingChoice` enum: a combo box.
    case choice
    /// A `Color`, written `#RRGGBB`: a colour picker.
    case colour
    /// A `TimingCurve`: a Bézier editor and Core Animation's presets, or a spring's response
    /// and damping fraction.
    case curve
    /// A `[Double]`: a slider a number.
    case list
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String { JSONText.string(text) }

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" { view = view.dropLast() }
        return String(view)
    }
}
