import CodeGen
import Foundation
@testable import foldpreview
import Scenes
import Testing

/// No generated code and no web page prints a number that is not one: every mode in every
/// language, at the defaults and with every setting at the low and at the high end of its
/// range (counts, lists at their longest, choices and switches at both ends), holds no
/// `NaN`, `nan`, `inf` or `Infinity`.
@Suite struct FiniteOutputTests {
    /// A word that names no number, as Swift, Objective-C, Kotlin, CSS and JavaScript print one.
    static let notANumber = try! NSRegularExpression(pattern: "\\b(nan|inf|infinity|-inf)\\b", options: [.caseInsensitive])

    /// The words in `text` that name no number, with a little context each.
    static func nonNumbers(in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return notANumber.matches(in: text, range: range).prefix(3).map { match in
            let around = NSRange(location: max(0, match.range.location - 40),
                                 length: min(match.range.length + 80, (text as NSString).length - max(0, match.range.location - 40)))
            return (text as NSString).substring(with: around)
        }
    }

    /// `mode`'s settings all at the low (`high` false) or high end: numbers at their range's
    /// bound, lists of the most (or fewest) elements at it, the last (or first) choice, true
    /// (or false); curves and colours as they are. Assignments one by one, each kept only
    /// when the settings take it (a pair may exclude each other).
    static func extreme(_ mode: Mode, high: Bool) -> (values: SettingValues, assignments: [String]) {
        var values = SettingValues(), assignments: [String] = []
        for setting in SceneCatalog.settings(for: mode) {
            var text: String?
            if let range = setting.range {
                let bound = high ? range.upperBound : range.lowerBound
                let number = setting.kind == .integer ? String(Int(bound)) : String(bound)
                let count = setting.count.map { high ? $0.upperBound : $0.lowerBound }
                text = count.map { Array(repeating: number, count: $0).joined(separator: ",") } ?? number
            } else if setting.kind == .bool {
                text = high ? "true" : "false"
            } else if setting.kind == .choice {
                text = high ? setting.choices.last : setting.choices.first
            }
            guard let text else { continue }
            var trial = values
            if (try? SettingsRegistry.standard.apply(assignments: ["\(setting.name)=\(text)"], to: &trial)) != nil {
                values = trial
                assignments.append("\(setting.name)=\(text)")
            }
        }
        return (values, assignments)
    }

    @Test func noCodePrintsANonNumber() throws {
        for mode in Mode.allCases {
            let low = Self.extreme(mode, high: false), high = Self.extreme(mode, high: true)
            #expect(low.assignments.count >= 3 && high.assignments.count >= 3, "\(mode.rawValue): \(low.assignments)")
            for values in [SettingValues(), low.values, high.values] {
                for language in CodeLanguage.allCases where language != .html {   // the page: noWebPagePrintsANonNumber
                    let code = try #require(CodeCatalog.code(mode: mode, settings: values, language: language))
                    #expect(Self.nonNumbers(in: code).isEmpty,
                            "\(mode.rawValue) \(language.rawValue) \(values.changedNames): \(Self.nonNumbers(in: code))")
                }
            }
        }
    }

    /// The web page of every mode at both ends (the binary, as a person writes one; small, so
    /// the page is quick).
    @Test func noWebPagePrintsANonNumber() throws {
        for mode in Mode.allCases {
            for high in [false, true] {
                let sets = Self.extreme(mode, high: high).assignments.flatMap { ["--set", $0] }
                let page = try CLITests.run(["code", "--lang", "html", "--mode", mode.rawValue, "--size", "64x40"] + sets)
                #expect(page.status == 0 && page.stdout.contains("</html>"), "\(mode.rawValue) \(high): \(page.stderr)")
                #expect(Self.nonNumbers(in: page.stdout).isEmpty, "\(mode.rawValue) \(high): \(Self.nonNumbers(in: page.stdout))")
            }
        }
    }
}
