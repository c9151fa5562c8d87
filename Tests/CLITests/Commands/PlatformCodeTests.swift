import CodeGen
import Foundation
import Scenes
import Testing

/// `foldpreview code --lang swiftui | compose`: every mode's SwiftUI type-checks against the
/// SwiftUI stub module (Fixtures/SwiftStubs), every mode's Kotlin parses with tree-sitter's
/// Kotlin grammar with no error nodes, both at the defaults and tuned, and pop's spring reads
/// back as the preview's tension, friction and mass. Each external tool runs once for all
/// modes (and once more with a broken snippet, which must be the only one reported).
@Suite struct PlatformCodeTests {
    /// Settings per mode that take the writers down their other branches (springs among them).
    static let tuned: [Mode: [String]] = [
        .fold: ["fold.duration=0.6", "fold.foldCurve=spring:0.5,0.6", "fold.orientation=horizontal", "fold.eyeDistance=3",
                "fold.commitThreshold=0.5", "fold.creases=3"],
        .cubic: ["fold.unfold=true", "fold.unfoldCurve=linear", "fold.orientation=horizontal", "fold.eyeDistance=-5"],
        .page: ["page.direction=backward", "page.orientation=vertical", "page.perspective=reverse", "page.duration=0.5",
                "page.commitThreshold=0.3", "page.shadowColor=#336699",
                "page.secondHalfCurve=spring:0.5,0.7"],
        .pop: ["pop.bounciness=8", "pop.speed=4", "pop.mass=3", "pop.pokeVelocity=3", "pop.cornerRadius=9", "pop.friction=300"],
        .cell: ["cell.items=6", "cell.durations=0.3,0.25", "cell.eyeDistance=500", "cell.commitThreshold=0.4",
                "cell.foldAwayCurve=spring:0.4,0.5", "cell.unfoldCurve=0.2,0,0.3,1"],
        .cards: ["cards.spacing=60", "cards.selectCurve=spring:0.5,0.8", "cards.crossFade=true", "cards.decay=0.99", "cards.rubberBand=0.3"],
        .flip: ["flip.duration=1.5", "flip.planeTilt=0.5", "flip.true3d=true", "flip.boxEyeDistance=300"],
    ]

    /// `mode`'s settings: the defaults, or with `assignments`.
    static func values(_ assignments: [String]) throws -> SettingValues {
        var values = SettingValues()
        try SettingsRegistry.standard.apply(assignments: assignments, to: &values)
        return values
    }

    /// Every mode's code in `language`, at the defaults and tuned: (name, mode, text).
    static func outputs(_ language: CodeLanguage) throws -> [(name: String, mode: Mode, text: String)] {
        try Mode.allCases.flatMap { mode in
            [("\(mode.rawValue)-default", mode, try #require(CodeCatalog.code(mode: mode, settings: SettingValues(), language: language))),
             ("\(mode.rawValue)-tuned", mode, try #require(CodeCatalog.code(mode: mode, settings: try values(tuned[mode] ?? []), language: language)))]
        }
    }

    // MARK: SwiftUI

    /// The one swiftc run: every output (the tuned ones with their top-level names prefixed
    /// `Tuned`, so both sets share a module) and a fold whose `rotation3DEffect` is misspelled.
    static let swiftUIErrors: Result<String, any Error> = Result {
        var sources: [String: String] = [:]
        for output in try outputs(.swiftui) {
            // `#Preview` is a macro of SwiftUI's compiler plug-in, which no stub can declare:
            // DropInCodeTests parses it (swiftc -dump-parse); the rest is type-checked here.
            let text = SwiftTypeCheck.withoutPreviews(output.text)
            sources[output.name] = output.name.hasSuffix("-tuned") ? prefixedNames(text, "Tuned") : text
            #expect(!output.text.contains("is not written yet"), "\(output.name) is still the skeleton")
        }
        sources["misspelled"] = prefixedNames(SwiftTypeCheck.withoutPreviews(try #require(CodeCatalog.code(mode: .fold, settings: SettingValues(), language: .swiftui))), "Misspelled")
            .replacingOccurrences(of: ".rotation3DEffect(", with: ".rotation3DEfect(")
        return try SwiftTypeCheck.errors(in: sources)
    }

    /// `text` with every mode-prefixed top-level name (`FoldTuning`, `BoardState`…) given `prefix`.
    /// Word boundaries are the simple kind: Unicode's (the default) see no boundary in
    /// `CellTuning.foldAway`, which would leave a tuned file reading the default file's members.
    static func prefixedNames(_ text: String, _ prefix: String) -> String {
        text.replacing(/\b(Fold|Cubic|Page|Pop|Cell|Cards|Board)([A-Z][A-Za-z]*)\b/.wordBoundaryKind(.simple)) {
            prefix + $0.output.1 + $0.output.2
        }
    }

    static var hasSwiftc: Bool { SwiftTypeCheck.compiler != nil }

    @Test(.enabled(if: hasSwiftc, "no swiftc"))
    func everySwiftUIOutputTypeChecksAgainstTheStubs() throws {
        let errors = try Self.swiftUIErrors.get()
        // The diagnostics' own lines (FILE.swift:LINE:COLUMN: error: …), not their source excerpts.
        let lines = errors.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains(": error:") }
        let elsewhere = lines.filter { !$0.contains("misspelled.swift") }
        #expect(elsewhere.isEmpty, "errors outside the misspelled file:\n\(errors)")
    }

    @Test(.enabled(if: hasSwiftc, "no swiftc"))
    func aMisspelledModifierFailsTheTypeCheck() throws {
        let errors = try Self.swiftUIErrors.get()
        #expect(errors.contains("misspelled.swift") && errors.contains("rotation3DEfect"), "\(errors)")
    }

    // MARK: Compose

    /// The tree-sitter venv `make test` makes.
    static let python = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build-tools/venv/bin/python")
    static let parser = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tools/kotlin_parse.py")
    static var hasTreeSitter: Bool { FileManager.default.isExecutableFile(atPath: python.path) }

    /// The one tree-sitter run: every Kotlin output and a broken snippet; what it printed.
    static let kotlinProblems: Result<String, any Error> = Result {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for output in try outputs(.compose) {
            #expect(!output.text.contains("is not written yet"), "\(output.name) is still the skeleton")
            let file = folder.appendingPathComponent(output.name + ".kt")
            try Data(output.text.utf8).write(to: file)
            files.append(file.path)
        }
        let broken = folder.appendingPathComponent("broken.kt")
        try Data("fun broken( {\n    val x = \n}\n".utf8).write(to: broken)
        files.append(broken.path)
        let process = Process()
        process.executableURL = python
        process.arguments = [parser.path] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return said
    }

    @Test(.enabled(if: hasTreeSitter, "no .build-tools/venv with tree-sitter-kotlin (make test makes it)"))
    func everyComposeOutputParsesWithNoErrorNodes() throws {
        let said = try Self.kotlinProblems.get()
        let elsewhere = said.split(separator: "\n").filter { !$0.contains("broken.kt") }
        #expect(elsewhere.isEmpty, "tree-sitter found error nodes:\n\(said)")
    }

    @Test(.enabled(if: hasTreeSitter, "no .build-tools/venv with tree-sitter-kotlin (make test makes it)"))
    func aBrokenKotlinSnippetIsReported() throws {
        let said = try Self.kotlinProblems.get()
        #expect(said.contains("broken.kt:1:") && (said.contains("ERROR") || said.contains("MISSING")), "\(said)")
    }

    // MARK: pop's spring

    /// The first number after `label` in `text`.
    static func number(after label: String, in text: String) -> Double? {
        guard let range = text.range(of: label) else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " }
        return Double(String(rest.prefix { "0123456789.eE+-".contains($0) }))
    }

    static func close(_ a: Double?, _ b: Double) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= 1e-6 * abs(b)
    }

    @Test(arguments: [[], ["pop.bounciness=8", "pop.speed=4", "pop.mass=3"], ["pop.tension=350", "pop.friction=7.5", "pop.mass=0.5"]])
    func theEmittedSpringsReadBackAsThePreviewsTensionFrictionAndMass(assignments: [String]) throws {
        let values = try Self.values(assignments)
        let pop = PopSettings.dynamics(values)
        // UIKit's CASpringAnimation and SwiftUI's Spring(mass:stiffness:damping:) are pop's equation
        // itself: the constants are pop's, and the spring is made of them.
        for language in [CodeLanguage.uikit, .swiftui] {
            let code = try #require(CodeCatalog.code(mode: .pop, settings: values, language: language))
            #expect(Self.close(Self.number(after: "static let mass: CGFloat =", in: code), pop.mass), "\(code)")
            #expect(Self.close(Self.number(after: "static let stiffness: CGFloat =", in: code), pop.tension), "\(code)")
            #expect(Self.close(Self.number(after: "static let damping: CGFloat =", in: code), pop.friction), "\(code)")
        }
        let swiftUI = try #require(CodeCatalog.code(mode: .pop, settings: values, language: .swiftui))
        #expect(swiftUI.contains("static let spring = Spring(mass: mass, stiffness: stiffness, damping: damping"))
        #expect(swiftUI.contains("static let animation = Animation.spring(spring)"))
        let uikit = try #require(CodeCatalog.code(mode: .pop, settings: values, language: .uikit))
        #expect(uikit.contains("spring.mass = mass") && uikit.contains("spring.stiffness = stiffness") && uikit.contains("spring.damping = damping"))
        // Compose's unit-mass spring: stiffness = k/m, dampingRatio = b/(2√(k·m)), computed from pop's own constants.
        let compose = try #require(CodeCatalog.code(mode: .pop, settings: values, language: .compose))
        #expect(Self.close(Self.number(after: "const val MASS =", in: compose), pop.mass), "\(compose)")
        #expect(Self.close(Self.number(after: "const val STIFFNESS =", in: compose), pop.tension), "\(compose)")
        #expect(Self.close(Self.number(after: "const val DAMPING =", in: compose), pop.friction), "\(compose)")
        #expect(compose.contains("val spring = spring<Float>(dampingRatio = DAMPING / (2f * sqrt(STIFFNESS * MASS)), stiffness = STIFFNESS / MASS)"))
    }
}
