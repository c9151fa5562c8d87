import ArgumentParser
import Foundation
@testable import foldpreview
import Testing

/// One rule for every option's value: what was given, what is allowed, exit 1. The argument
/// parser's own refusals ("The value 'x' is invalid for '--cell <K>'", exit 64) and a value
/// that starts with '-' taken for an option ("Missing value for '--crop <crop>'") never reach
/// a person.
@Suite struct OptionValueTests {
    /// The options of `command` that take a value, as the parser lists them (its help
    /// dump), with how each takes its value.
    static func valueOptions(of command: String) throws -> [(name: String, strategy: String)] {
        var dump = ""
        do { _ = try FoldPreviewCommand.parseAsRoot([command, "--experimental-dump-help"]) } catch {
            dump = FoldPreviewCommand.fullMessage(for: error)
        }
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let arguments = try #require((root["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        return arguments.compactMap { argument in
            guard argument["kind"] as? String == "option",
                  let name = (argument["preferredName"] as? [String: Any])?["name"] as? String else { return nil }
            return ("--" + name, argument["parsingStrategy"] as? String ?? "")
        }
    }

    /// Every option of every command (the window's too): it takes the next argument as its
    /// value even when that starts with '-' (so `--crop -1x10+0+0` reaches the crop's own
    /// check), and a word the parser cannot read as the option's type (a number option's)
    /// is refused by the number options' rule, naming the option, what it allows and the
    /// value. In process, each option once (a parse costs tens of milliseconds in a debug
    /// build).
    @Test func everyOptionTakesItsValueAndABadOneIsRefusedByTheRule() throws {
        let required = ["render": ["--out", "o.png"], "code": ["--mode", "fold"]]
        let types: [String: any ParsableCommand.Type] = ["preview": Preview.self, "render": Render.self, "bench": Bench.self,
                                                         "code": Code.self, "params": Params.self]
        var seen: Set<String> = []
        for command in ["preview", "render", "bench", "code", "params"] {
            let options = try Self.valueOptions(of: command)
            #expect(options.count >= 5, "\(command): \(options.map(\.name))")
            for (option, strategy) in options {
                #expect(strategy.hasPrefix("unconditional"), "\(command) \(option) takes its value \(strategy)")
                guard seen.insert(option).inserted, option != "--set" else { continue }
                let arguments = [command] + (required[command] ?? []) + [option, "x"]
                do { _ = try types[command]!.parse(Array(arguments.dropFirst())) } catch {
                        let line = NumberOptions.refusal(in: arguments, command: command)
                    #expect(line?.hasPrefix(option + " must be ") == true && line?.hasSuffix("got 'x'") == true,
                            "\(arguments): \(line ?? FoldPreviewCommand.message(for: error))")
                }
            }
        }
        #expect(seen.isSuperset(of: NumberOptions.rules.keys), "rules for no option: \(Set(NumberOptions.rules.keys).subtracting(seen))")
        // A number that is not whole, or too large for a whole number, is no whole number.
        for (option, rule) in NumberOptions.rules {
            for value in ["2.5", "99999999999999999999", "1e3", ""] where rule.whole || value.isEmpty {
                let line = NumberOptions.refusal(in: ["render", option, value], command: "render")
                #expect(line?.hasSuffix("got '\(value)'") == true, "\(option) \(value): \(line ?? "taken")")
            }
            #expect(NumberOptions.refusal(in: ["render", option + "=3"], command: "render") == nil)
        }
    }

    /// The issue's cases through the binary: one line naming what is allowed, exit 1 (a
    /// parser's refusal of an unknown option too).
    @Test func theParsersRefusalsNowNameWhatIsAllowed() throws {
        let base = ["render", "--mode", "cell", "--size", "32x20", "--out", "/nonexistent/o.png"]
        let cases: [([String], [String])] = [
            (base + ["--crop", "-1x10+0+0"], ["--crop", "WxH+X+Y", "got '-1x10+0+0'"]),
            (base + ["--cell", "99999999999999999999"], ["--cell must be a whole number, 1…N", "got '99999999999999999999'"]),
            (["render", "--bogus", "--out", "o.png"], ["Unknown option '--bogus'"]),
        ]
        for (arguments, words) in cases {
            let result = try CLITests.run(arguments)
            #expect(result.status == 1 && result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
            for word in words { #expect(result.stderr.contains(word), "\(arguments): \(result.stderr)") }
        }
    }
}
