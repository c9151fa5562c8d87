import Raster
import Scenes

/// The options whose value is a number, and what each allows: the line that refuses a value
/// that is no number of the option's kind (`--cell x`, `--scale 2.5`,
/// `--cell 99999999999999999999`), where the argument parser would only say that the value
/// is invalid. A value that is a number but out of range is refused by the option's own
/// check, in the same words ("--scale must be 1…4 pixels a point, got 9").
enum NumberOptions {
    /// One option's value: a whole number (`Int`) or any decimal number (`Double`), and the
    /// range or meaning allowed, as the refusal says it.
    struct Rule: Sendable {
        /// True for a whole number (an `Int` option), false for a decimal one.
        let whole: Bool
        /// What is allowed ("1…64"), for the command given or every command.
        let allowed: @Sendable (_ command: String) -> String
    }

    /// The rules by long option name (`--threads`).
    static let rules: [String: Rule] = [
        "--threads": Rule(whole: true) { _ in "1…64" },
        "--frames": Rule(whole: true) { $0 == "preview" ? "1…10000000" : "1…100000" },
        "--frame": Rule(whole: true) { _ in "0…\(Workload.frameCount - 1) (a frame of the workload)" },
        "--scale": Rule(whole: true) { _ in "\(OutputSize.scales.lowerBound)…\(OutputSize.scales.upperBound) pixels a point" },
        "--fps": Rule(whole: true) { _ in "1…240 frames a second" },
        "--cell": Rule(whole: true) { _ in
            "1…N, counted from the top (" + ContentArguments.itemModes.map { "\($0.mode.rawValue): N = \($0.count)" }
                .joined(separator: ", ") + ")"
        },
        "--items": Rule(whole: true) { _ in itemsRange },
        "--progress": Rule(whole: false) { _ in "in [0, 1]" },
        "--duration": Rule(whole: false) { _ in "more than 0 and at most \(Int(Recording.longest)) seconds" },
        "--time-scale": Rule(whole: false) { _ in "1…100 (times slower)" },
        "--hold-start": Rule(whole: false) { _ in HoldArguments.rangeText },
        "--hold-end": Rule(whole: false) { _ in HoldArguments.rangeText },
        "--record-hold-start": Rule(whole: false) { _ in HoldArguments.rangeText },
        "--record-hold-end": Rule(whole: false) { _ in HoldArguments.rangeText },
    ]

    /// `--items`' range, as the setting it stands for states it ("2…8").
    private static var itemsRange: String {
        guard let shorthand = SceneCatalog.shorthand("items") else { return "a count" }
        for mode in Mode.allCases {
            if let setting = SceneCatalog.settings(for: mode).first(where: { $0.name == shorthand.setting }),
               let range = setting.range {
                return "\(Int(range.lowerBound))…\(Int(range.upperBound)) (\(shorthand.setting))"
            }
        }
        return "a count (\(shorthand.setting))"
    }

    /// The refusal of the first number option in `arguments` (after the program's name,
    /// `--name value` or `--name=value`, up to a lone `--`) whose value is no number of its
    /// kind: "--scale must be a whole number, 1…4 pixels a point, got 2.5"; nil when every
    /// such value is a number. `command` is the subcommand's name (`preview` when none is given).
    static func refusal(in arguments: [String], command: String) -> String? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return nil }
            var name = argument, value: String?, joined = false
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
                joined = true
            } else if index + 1 < arguments.count {
                value = arguments[index + 1]
            }
            if let rule = rules[name], let value {
                if !joined { index += 1 }
                let isNumber = rule.whole ? Int(value) != nil : Double(value) != nil
                if !isNumber {
                    let kind = rule.whole ? "a whole number" : "a number"
                    return "\(name) must be \(kind), \(rule.allowed(command)), got '\(value)'"
                }
            }
            index += 1
        }
        return nil
    }
}
