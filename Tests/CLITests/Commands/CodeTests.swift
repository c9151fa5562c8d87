@testable import CodeGen
import Foundation
import Scenes
import Testing

/// `foldpreview code --lang swift/objc`, the originals' own libraries called with every mode's
/// settings, written in process by `CodeCatalog`. What a changed setting changes is checked on
/// the model first (the constant's value and the original's, or the `cannot` line that says
/// the library cannot take it); then the code is parsed, Swift by `swiftc -dump-parse` and
/// Objective-C by clang against stub headers of the originals' APIs (Fixtures/CodeStubs), and
/// the statement that binds the value is read from the tree: the model's value in it, the
/// model's original in its `// original:` note. Only the refusals run the binary.
@Suite struct CodeTests {
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CodeStubs").path

    /// What a changed setting shows in the original's code: the statement binding `name`
    /// holds the model's value of a constant (or of a setting of its tuning table, named with
    /// its dot) and notes the model's original (`value`), holds a word of the library's for it
    /// (`word`: a style's flag, a parameter), or no statement binds `name` (`unbound`: the
    /// library has no property that takes it); `constants`: every constant of the model is
    /// declared as `prefix` + its name, with its value, its original noted when changed.
    enum Shown: Sendable {
        case value(_ constant: String, in: String)
        case word(String, in: String)
        case unbound(String)
        case constants(prefix: String, except: [String])
    }

    /// One mode's changed settings: the constants they change, as the model gives them
    /// (`constant`, value as `CodeConstant.text` writes it; every other constant keeps the
    /// original's value), what each language shows, and the `cannot` line's part that the
    /// library form writes for them.
    struct Case: Sendable, CustomTestStringConvertible {
        let mode: Mode
        let set: [String]
        let model: [(constant: String, value: String)]
        let swift: [Shown], objc: [Shown]
        var cannot: String?
        var testDescription: String { mode.rawValue + " " + set.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(mode: .fold, set: ["fold.duration=0.6", "fold.foldCurve=0.2,0.1,0.3,1", "fold.shadowOpacity=0.5", "fold.eyeDistance=3"],
             model: [("duration", "0.6"), ("fold", "0.2,0.1,0.3,1"), ("shadowOpacity", "0.5"), ("eyeDistance", "3"), ("unfold", "easeIn")],
             swift: [.value("duration", in: "duration"), .value("shadowOpacity", in: "foldShadowOpacity"),
                     .value("eyeDistance", in: "m34"), .word("halfHeight", in: "m34"), .unbound("timingCurve")],
             objc: [.value("duration", in: "duration"), .value("shadowOpacity", in: "foldShadowOpacity"),
                    .value("eyeDistance", in: "m34"), .word("halfHeight", in: "m34"), .unbound("timingCurve")]),
        Case(mode: .fold, set: ["fold.orientation=horizontal", "fold.foldCurve=linear", "fold.eyeDistance=3"],
             model: [("horizontal", "true"), ("fold", "linear"), ("eyeDistance", "3")],
             swift: [.word("MPFoldStyleHorizontal", in: "transition"), .value("fold", in: "timingCurve"),
                     .value("eyeDistance", in: "m34"), .word("halfWidth", in: "m34")],
             objc: [.word("MPFoldStyleHorizontal", in: "transition"), .value("fold", in: "timingCurve"),
                    .value("eyeDistance", in: "m34"), .word("halfWidth", in: "m34")]),
        Case(mode: .cubic, set: ["fold.unfold=true", "fold.unfoldCurve=linear"],
             model: [("unfolding", "true"), ("unfold", "linear")],
             swift: [.word("MPFoldStyleUnfold", in: "transition"), .word("MPFoldStyleCubic", in: "transition"),
                     .value("unfold", in: "timingCurve")],
             objc: [.word("MPFoldStyleUnfold", in: "transition"), .word("MPFoldStyleCubic", in: "transition"),
                    .value("unfold", in: "timingCurve")]),
        Case(mode: .flip, set: ["flip.duration=1.5", "flip.squash=0.2", "flip.curve=easeOut", "flip.planeTilt=0.5"],
             model: [("cubeDuration", "1.5"), ("squash", "0.2"), ("curve", "easeOut"), ("planeRotation", "-0.5")],
             swift: [.constants(prefix: "", except: [])],
             objc: [.constants(prefix: "FPBoard", except: ["curve"]), .value("curve", in: "functionWithName")]),
        Case(mode: .cell, set: ["cell.items=6", "cell.durations=0.3,0.25", "cell.backColor=#336699", "cell.eyeDistance=500"],
             model: [("itemCount", "6"), ("durations", "[0.3, 0.25, 0.25, 0.25, 0.25]"), ("backColor", "#336699"),
                     ("eyeDistance", "500"), ("containerHeight", "628"), ("openRowHeight", "637")],
             swift: [.value("itemCount", in: "itemCount"), .value("durations", in: "durations"), .value("backColor", in: "backViewColor"),
                     .value("containerHeight", in: "containerHeight"), .value("openRowHeight", in: "openRowHeight"),
                     .word("containerHeight", in: "constant")],
             objc: [.value("itemCount", in: "itemCount"), .value("durations", in: "durationsForExpandedState"),
                    .value("backColor", in: "backViewColor"), .value("containerHeight", in: "FPCellContainerHeight"),
                    .value("openRowHeight", in: "FPCellOpenRowHeight"), .word("FPCellContainerHeight", in: "constant")],
             cannot: "cell.eyeDistance = 500 (original: 800)"),
        Case(mode: .pop, set: ["pop.bounciness=8", "pop.pokeVelocity=3"],
             model: [("mass", "1"), ("stiffness", "342.10058823529414"), ("damping", "24.684019245284343"), ("pokeVelocity", "3")],
             swift: [.value("pop.bounciness", in: "springBounciness"), .value("pokeVelocity", in: "velocity")],
             objc: [.value("pop.bounciness", in: "springBounciness"), .value("pokeVelocity", in: "velocity")]),
        Case(mode: .page, set: ["page.duration=0.8", "page.orientation=vertical", "page.secondHalfCurve=linear",
                                "page.coveredShadowOpacity=0.5", "page.eyeDistance=3"],
             model: [("duration", "0.8"), ("rise", "easeIn"), ("land", "linear"), ("eyeDistance", "3"),
                     ("coveredShadowOpacity", "0.5"), ("vertical", "true")],
             swift: [.value("duration", in: "duration"), .word("MPFlipStyleOrientationVertical", in: "transition"),
                     .value("land", in: "timingCurve"), .value("eyeDistance", in: "m34"), .word("halfWidth", in: "m34"),
                     .value("coveredShadowOpacity", in: "coveredPageShadowOpacity")],
             objc: [.value("duration", in: "duration"), .word("MPFlipStyleOrientationVertical", in: "transition"),
                    .value("land", in: "timingCurve"), .value("eyeDistance", in: "m34"), .word("halfWidth", in: "m34"),
                    .value("coveredShadowOpacity", in: "coveredPageShadowOpacity")]),
        Case(mode: .cards, set: ["cards.spacing=60", "cards.exponent=3", "cards.earlierScale=0.7", "cards.crossFade=true"],
             model: [("deltaOffsetY", "60"), ("exponent", "3"), ("earlierScale", "0.7"), ("crossFade", "true")],
             swift: [.constants(prefix: "", except: [])],
             objc: [.value("deltaOffsetY", in: "FPCardDeltaOffsetY"), .value("exponent", in: "FPCardExponent")]),
    ]

    /// Runs a tool; its status and what it said (stdout and stderr together).
    static func tool(_ arguments: [String]) throws -> (status: Int32, said: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, said)
    }

    /// The settings of `set`.
    static func settings(_ set: [String]) throws -> SettingValues {
        var values = SettingValues()
        try SettingsRegistry.standard.apply(assignments: set, to: &values)
        return values
    }

    /// The original's code for `mode`, written in process.
    static func code(_ mode: Mode, _ settings: SettingValues, _ language: CodeLanguage) throws -> String {
        try #require(CodeCatalog.code(mode: mode, settings: settings, language: language))
    }

    // MARK: The model

    /// Each changed setting changes its constants, and only those, to the given value with
    /// the original's beside it; the library form's `cannot` line names what it cannot take.
    @Test(arguments: cases)
    func theModelCarriesEveryChange(item: Case) throws {
        let model = ModeModel(mode: item.mode, settings: try Self.settings(item.set))
        let original = ModeModel(mode: item.mode, settings: SettingValues())
        for constant in model.constants {
            let before = try #require(original.constants.first { $0.name == constant.name })
            #expect(CodeConstant.text(constant.original) == CodeConstant.text(before.value), "\(constant.name)")
            if let expected = item.model.first(where: { $0.constant == constant.name }) {
                #expect(CodeConstant.text(constant.value) == expected.value, "\(constant.listing)")
                #expect(constant.isChanged, "\(constant.listing)")
            } else {
                #expect(!constant.isChanged, "\(item.testDescription) changes \(constant.listing)")
            }
        }
        for language in [CodeLanguage.swift, .objc] {
            let line = model.cannot[language]
            if let cannot = item.cannot {
                #expect(line?.contains(cannot) == true, "\(language.rawValue): \(line ?? "nothing")")
                // The code's header says it.
                #expect(try Self.code(item.mode, model.settings, language).contains(try #require(line)))
            }
        }
    }

    // MARK: The parsed code

    /// A parsed text: its source and its statements as the tree reads them, and the errors
    /// the compiler reported.
    struct Parsed {
        let source: String, bindings: [CodeBinding], errors: String
    }

    /// The settings every parsed text is written with, by name: each case at the defaults and
    /// changed, pop with a dynamic set directly, and the cell with two panels.
    static let variants: [(name: String, mode: Mode, set: [String])] =
        cases.indices.flatMap { index in
            [("case\(index)-default", cases[index].mode, []), ("case\(index)-changed", cases[index].mode, cases[index].set)]
        } + [("pop-friction", .pop, ["pop.friction=20"]), ("cell-two", .cell, ["cell.items=2"])]

    /// Every variant's code in both languages, parsed: Swift in one `swiftc -dump-parse` run
    /// (one JSON tree per file, one after another), Objective-C by clang, a run per file,
    /// the runs side by side. Keyed "name-language".
    static let parsed: Result<[String: Parsed], any Error> = Result {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String: String] = [:]
        for variant in variants {
            let settings = try settings(variant.set)
            for language in [CodeLanguage.swift, .objc] {
                let name = "\(variant.name)-\(language.rawValue)"
                sources[name] = try code(variant.mode, settings, language)
                try Data(sources[name]!.utf8).write(to: folder.appendingPathComponent(name + (language == .swift ? ".swift" : ".m")))
            }
        }
        var out: [String: Parsed] = [:]
        let swiftNames = variants.map { "\($0.name)-swift" }
        let compiler = try #require(SwiftTypeCheck.compiler)
        let (dumpOut, dumpErr) = try DropInCodeTests.run(compiler, ["-dump-parse", "-dump-ast-format", "json", "-parse-as-library"]
                                                         + swiftNames.map { folder.appendingPathComponent($0 + ".swift").path })
        let dump = dumpOut + dumpErr
        let marker = "{\"_kind\":\"source_file\""
        for piece in dump.components(separatedBy: marker).dropFirst() {
            let json = marker + piece.prefix { $0 != "\n" }
            let tree = try JSONSerialization.jsonObject(with: Data(json.utf8))
            let file = try #require((tree as? [String: Any])?["filename"] as? String)
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let source = try #require(sources[name])
            let errors = dump.split(separator: "\n").filter { $0.contains(name + ".swift:") && $0.contains(": error:") }
            out[name] = Parsed(source: source, bindings: CodeBinding.swift(tree: tree, source: source), errors: errors.joined(separator: "\n"))
        }
        let objcNames = variants.map { "\($0.name)-objc" }
        let results = ResultBox(count: objcNames.count)
        DispatchQueue.concurrentPerform(iterations: objcNames.count) { index in
            results.set(index, Result {
                try DropInCodeTests.run("/usr/bin/env", ["clang", "-fsyntax-only", "-fblocks", "-x", "objective-c", "-fno-color-diagnostics",
                                                        "-I", stubs, "-Xclang", "-ast-dump",
                                                        folder.appendingPathComponent(objcNames[index] + ".m").path])
            })
        }
        for (index, name) in objcNames.enumerated() {
            let (dumpOut, dumpErr) = try results.get(index)
            out[name] = Parsed(source: try #require(sources[name]), bindings: CodeBinding.objc(dump: dumpOut, file: name + ".m"),
                               errors: dumpErr.split(separator: "\n").filter { $0.contains(": error:") }.joined(separator: "\n"))
        }
        return out
    }

    /// `name`'s parsed text in `language`.
    static func parsed(_ name: String, _ language: CodeLanguage) throws -> Parsed {
        let trees = try parsed.get()
        return try #require(trees["\(name)-\(language.rawValue)"], "\(trees.keys.sorted())")
    }

    /// Both languages parse at the defaults and changed; at the defaults nothing notes an
    /// original, and changed, what each change shows is read from the tree.
    @Test(.enabled(if: PlatformCodeTests.hasSwiftc, "no swiftc"), arguments: cases.indices)
    func theCodeParsesAndBindsEveryChange(index: Int) throws {
        let item = Self.cases[index]
        let model = ModeModel(mode: item.mode, settings: try Self.settings(item.set))
        for language in [CodeLanguage.swift, .objc] {
            let plain = try Self.parsed("case\(index)-default", language)
            #expect(plain.errors.isEmpty && !plain.bindings.isEmpty, "\(plain.errors)\n\(plain.source)")
            #expect(plain.bindings.allSatisfy { $0.note(in: plain.source) == nil } && !plain.source.contains("original:"),
                    "\(language.rawValue) at the defaults notes an original:\n\(plain.source)")
            let changed = try Self.parsed("case\(index)-changed", language)
            #expect(changed.errors.isEmpty, "\(changed.errors)\n\(changed.source)")
            for shown in language == .swift ? item.swift : item.objc {
                Self.expect(shown, in: changed, model: model, language: language)
            }
        }
    }

    /// One `Shown` checked against a parsed file's statements.
    static func expect(_ shown: Shown, in parsed: Parsed, model: ModeModel, language: CodeLanguage,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let context = "\(model.mode.rawValue) \(language.rawValue):\n\(parsed.source)"
        switch shown {
        case .unbound(let name):
            #expect(!parsed.bindings.contains { $0.names.contains(name) }, "\(name) is bound in \(context)", sourceLocation: sourceLocation)
        case .word(let word, let name):
            #expect(parsed.bindings.contains { $0.names.contains(name) && $0.words.contains(word) },
                    "no \(word) bound to \(name) in \(context)", sourceLocation: sourceLocation)
        case .value(let key, let name):
            // A setting of the tuning table (named with its dot), or a constant.
            let value: CodeConstant.Value, original: String, changed: Bool
            if key.contains("."), let row = model.tuning.first(where: { $0.name == key }), let number = Double(row.value) {
                (value, original, changed) = (.number(number), row.original, row.isChanged)
            } else if let constant = model.constants.first(where: { $0.name == key }) {
                (value, original, changed) = (constant.value, CodeConstant.text(constant.original), constant.isChanged)
            } else {
                Issue.record("the model has no \(key)", sourceLocation: sourceLocation)
                return
            }
            expect(name, holds: value, noting: changed ? original : nil, in: parsed, context: context, sourceLocation: sourceLocation)
        case .constants(let prefix, let except):
            for constant in model.constants where !except.contains(constant.name) {
                let name = prefix.isEmpty ? constant.name : prefix + constant.name.prefix(1).uppercased() + constant.name.dropFirst()
                expect(name, holds: constant.value, noting: constant.isChanged ? CodeConstant.text(constant.original) : nil,
                       in: parsed, context: context, sourceLocation: sourceLocation)
            }
        }
    }

    /// The statement of the fewest lines that binds `name` with `value` notes `original`
    /// (nil: notes nothing); a list's note is read without its brackets and spaces.
    static func expect(_ name: String, holds value: CodeConstant.Value, noting original: String?, in parsed: Parsed,
                       context: String, sourceLocation: SourceLocation) {
        let binding = parsed.bindings.filter { $0.names.contains(name) && $0.holds(value) }.min { $0.lines.count < $1.lines.count }
        guard let binding else {
            Issue.record("no \(name) = \(CodeConstant.text(value)) in \(context)", sourceLocation: sourceLocation)
            return
        }
        func plain(_ text: String?) -> String? { text?.filter { !"[] ".contains($0) } }
        #expect(plain(binding.note(in: parsed.source)) == plain(original),
                "\(name): notes \(binding.note(in: parsed.source) ?? "nothing"), the model's original is \(original ?? "the same") in \(context)",
                sourceLocation: sourceLocation)
    }

    /// pop's dials: Popping's own code at the defaults sets bounciness, then the mass and
    /// tension the dials do not give (the model's values); the dials alone need no dynamics;
    /// a dynamic set directly is set after the dials, with the model's value and original.
    @Test(.enabled(if: PlatformCodeTests.hasSwiftc, "no swiftc"))
    func popWritesTheDynamicsTheDialsDoNotGive() throws {
        let defaults = ModeModel(mode: .pop, settings: SettingValues())
        let dials = ModeModel(mode: .pop, settings: try Self.settings(["pop.bounciness=8"]))
        let direct = ModeModel(mode: .pop, settings: try Self.settings(["pop.friction=20"]))
        // The model: the dials change every dynamic; friction set directly changes the damping alone.
        #expect(["mass", "stiffness", "damping"].allSatisfy { name in dials.constants.contains { $0.name == name && $0.isChanged } })
        #expect(direct.constants.filter(\.isChanged).map(\.name) == ["damping"])
        #expect(direct.tuning.filter(\.isChanged).map(\.name) == ["pop.friction"])
        for language in [CodeLanguage.swift, .objc] {
            let plain = try Self.parsed("case5-default", language)
            Self.expect(.value("pop.bounciness", in: "springBounciness"), in: plain, model: defaults, language: language)
            Self.expect(.value("mass", in: "dynamicsMass"), in: plain, model: defaults, language: language)
            Self.expect(.value("stiffness", in: "dynamicsTension"), in: plain, model: defaults, language: language)
            Self.expect(.unbound("dynamicsFriction"), in: plain, model: defaults, language: language)
            Self.expect(.unbound("springSpeed"), in: plain, model: defaults, language: language)
            let tuned = try Self.parsed("case5-changed", language)
            for name in ["dynamicsMass", "dynamicsTension", "dynamicsFriction"] {
                Self.expect(.unbound(name), in: tuned, model: dials, language: language)
            }
            let friction = try Self.parsed("pop-friction", language)
            #expect(friction.errors.isEmpty, "\(friction.errors)")
            Self.expect(.value("damping", in: "dynamicsFriction"), in: friction, model: direct, language: language)
        }
    }

    /// FoldingCell sizes the panels after the first two from the container's height, so the
    /// code sets it (and names the open row's) as the preview lays the cell out: 2F + (n − 2)·74.5,
    /// in the model and in both languages' trees; with two panels the container is exactly
    /// them, as FoldingCell asserts for two, and the declaration's doc says so.
    @Test(.enabled(if: PlatformCodeTests.hasSwiftc, "no swiftc"), arguments: [(2, "cell-two"), (4, "case4-default"), (6, "case4-changed")])
    func theCellWritesTheContainerAndRowHeightsThePreviewUses(items: Int, parsedName: String) throws {
        let model = ModeModel(mode: .cell, settings: try Self.settings(items == 4 ? [] : ["cell.items=\(items)"]))
        func number(_ name: String) throws -> Double {
            let constant = try #require(model.constants.first { $0.name == name })
            guard case .number(let x) = constant.value else { throw CocoaError(.coderInvalidValue) }
            return x
        }
        let container = try number("containerHeight"), openRow = try number("openRowHeight")
        let panel = try number("foregroundHeight"), strip = try number("stripHeight"), closedRow = try number("closedRowHeight")
        #expect(container == 2 * panel + Double(items - 2) * strip)
        #expect(container == [2: 330, 4: 479, 6: 628][items] && openRow == container + 9 && closedRow == 179)
        for language in [CodeLanguage.swift, .objc] {
            let parsed = try Self.parsed(parsedName, language)
            #expect(parsed.errors.isEmpty, "\(parsed.errors)")
            let prefix = language == .swift ? "" : "FPCell"
            Self.expect(.constants(prefix: prefix, except: model.constants.map(\.name).filter {
                !["containerHeight", "openRowHeight", "closedRowHeight"].contains($0)
            }), in: parsed, model: model, language: language)
            Self.expect(.word(prefix.isEmpty ? "containerHeight" : "FPCellContainerHeight", in: "constant"),
                        in: parsed, model: model, language: language)
            // The doc lines above the container's declaration.
            let name = prefix.isEmpty ? "containerHeight" : "FPCellContainerHeight"
            let declaration = try #require(parsed.bindings.first { $0.names.contains(name) })
            let lines = parsed.source.split(separator: "\n", omittingEmptySubsequences: false)
            let doc = lines[..<(declaration.lines.lowerBound - 1)].reversed().prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(doc.contains { $0.contains("itemCount 2: the container is exactly the two panels") } == (items == 2),
                    "\(language.rawValue): \(doc.reversed().joined(separator: "\n"))")
        }
    }

    /// `--model`'s listing is the model, a line per item: a changed constant beside its
    /// original, a curve's original duration when the duration changed.
    @Test func theModelsListingHasItsLines() throws {
        let model = ModeModel(mode: .page, settings: try Self.settings(["page.duration=0.6"]))
        let lines = CodeCatalog.modelListing(mode: .page, settings: model.settings).split(separator: "\n").map(String.init)
        #expect(lines.contains("page: constants, as every platform declares them"))
        for constant in model.constants { #expect(lines.contains("  " + constant.listing)) }
        #expect(lines.contains("  duration (seconds) = 0.6 (original: 0.5)"))
        #expect(lines.contains("  rise (curve over 0.3 s) = easeIn (original: easeIn over 0.25 s)"))
    }

    // MARK: What only the command does

    /// The command refuses a language it does not write, and `--model` refuses a language's
    /// options: one line each.
    @Test func theCommandRefusesALanguageAndTheModelsOptions() throws {
        try CLITests().expectRefused(["code", "--mode", "fold", "--lang", "kotlin"],
                                     mentioning: ["--lang must be swift, objc, uikit, swiftui, compose"])
        try CLITests().expectRefused(["code", "--mode", "page", "--model", "--lang", "uikit"], mentioning: ["--model prints the model"])
    }
}
