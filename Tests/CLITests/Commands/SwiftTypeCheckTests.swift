import CodeGen
import Foundation
import Motion
import Scenes
import Testing

/// `foldpreview code --lang uikit` and `--lang swift` type-check with `swiftc -typecheck`
/// against stub modules of exactly the API they use (Fixtures/SwiftStubs), all seven modes
/// in one swiftc call per language, at the defaults and tuned; a misspelled property or a
/// wrong argument label fails; pop's spring comes back as the preview's.
@Suite struct SwiftTypeCheckTests {
    /// Per mode, settings that change what the code says: Bézier curves and springs, unfold, a horizontal
    /// fold, creases, reversed and backward pages, dials, colours, lists. The fold unfolds on a Bézier
    /// while its fold curve is a spring: the curve not played must not be read as the played one's kind.
    static let tuned: [String: [String]] = [
        "fold": ["fold.unfold=true", "fold.orientation=horizontal", "fold.creases=3", "fold.unfoldCurve=0.2,0.1,0.3,1",
                 "fold.foldCurve=spring:0.5,0.8", "fold.eyeDistance=3", "fold.shadowOpacity=0.5", "fold.duration=0.6"],
        "cubic": ["fold.orientation=horizontal", "fold.foldCurve=spring:0.5,0.6", "fold.unfoldCurve=spring:0.4,1.5", "fold.creaseOpacity=0.4", "fold.commitThreshold=0.5",
                  "fold.eyeDistance=0"],
        "page": ["page.direction=backward", "page.orientation=vertical", "page.perspective=reverse",
                 "page.firstHalfCurve=spring:0.3,1", "page.secondHalfCurve=linear", "page.shadowColor=#336699",
                 "page.eyeDistance=3", "page.coveredShadowOpacity=0.5", "page.commitThreshold=0.4"],
        "pop": ["pop.bounciness=8", "pop.speed=15", "pop.pokeVelocity=3", "pop.eyeDistance=600", "pop.blurRadius=4",
                "pop.cornerRadius=8"],
        "cell": ["cell.items=6", "cell.durations=0.3,0.25", "cell.backColor=#336699", "cell.eyeDistance=500",
                 "cell.commitThreshold=0.3", "cell.foldAwayCurve=0.2,0,0.3,1", "cell.unfoldCurve=spring:0.3,1.5"],
        "cards": ["cards.spacing=60", "cards.exponent=3", "cards.selectCurve=spring:0.5,0.8", "cards.crossFade=true",
                  "cards.rubberBand=0.3", "cards.decay=0.99", "cards.earlierScale=0.7"],
        "flip": ["flip.curve=0.3,0.1,0.2,1", "flip.planeTilt=0.5", "flip.true3d=true", "flip.squash=0.2",
                 "flip.commitThreshold=0.3"],
    ]

    /// Every mode's code in `language`, file name → text, as `foldpreview code` prints it
    /// (the command prints `CodeCatalog.code`'s text; CodeTests runs the command itself).
    static func sources(_ language: CodeLanguage, tuned: Bool) throws -> [String: String] {
        var sources: [String: String] = [:]
        for mode in Mode.allCases {
            var values = SettingValues()
            if tuned { try SettingsRegistry.standard.apply(assignments: Self.tuned[mode.rawValue] ?? [], to: &values) }
            let code = try #require(CodeCatalog.code(mode: mode, settings: values, language: language))
            #expect(code.contains("original:") == tuned, "\(mode) \(language):\n\(code)")
            sources[mode.rawValue + ".swift"] = code
        }
        return sources
    }

    @Test(arguments: [CodeLanguage.uikit, .swift], [false, true])
    func everyModeTypeChecks(language: CodeLanguage, tuned: Bool) throws {
        #expect(Set(Self.tuned.keys) == Set(Mode.allCases.map(\.rawValue)))
        let sources = try Self.sources(language, tuned: tuned)
        // `#Preview` is an external macro (Xcode's preview plugin) no stub can declare: its blocks
        // are parsed below, and type-checked without.
        let errors = try SwiftTypeCheck.errors(in: sources.mapValues(SwiftTypeCheck.withoutPreviews))
        #expect(errors.isEmpty, "\(language)\(tuned ? " tuned" : ""):\n\(errors)")
        if sources.values.contains(where: { $0.contains("\n#Preview") }) {
            let parse = try SwiftTypeCheck.parseErrors(in: sources)
            #expect(parse.isEmpty, "\(language)\(tuned ? " tuned" : "") parsed:\n\(parse)")
        }
    }

    /// The stubs are strict: a property Core Animation does not have and an argument label
    /// UIKit does not use are both reported, each in its own file.
    @Test func misspellingsAreCaught() throws {
        let fold = try #require(CodeCatalog.code(mode: .fold, settings: SettingValues(), language: .uikit))
        let flip = try #require(CodeCatalog.code(mode: .flip, settings: SettingValues(), language: .uikit))
        #expect(fold.contains("transform.m34 = ") && flip.contains("UIViewPropertyAnimator(duration: "))
        let errors = try SwiftTypeCheck.errors(in: [
            "fold.swift": SwiftTypeCheck.withoutPreviews(fold).replacingOccurrences(of: "transform.m34 = ", with: "transform.m35 = "),
            "flip.swift": flip.replacingOccurrences(of: "UIViewPropertyAnimator(duration: ", with: "UIViewPropertyAnimator(length: "),
        ])
        #expect(errors.contains("fold.swift") && errors.contains("m35"), "\(errors)")
        #expect(errors.contains("flip.swift") && errors.contains("length"), "\(errors)")
    }

    /// pop's m·x″ = −k·x − b·x′ is CASpringAnimation's equation: the emitted mass,
    /// stiffness and damping read back as the preview's mass, tension and friction.
    @Test(arguments: [[String](), ["pop.bounciness=8", "pop.speed=15"], ["pop.tension=321.5", "pop.friction=7.25", "pop.mass=0.75"]])
    func popSpringIsThePreviews(sets: [String]) throws {
        var values = SettingValues()
        try SettingsRegistry.standard.apply(assignments: sets, to: &values)
        // The spring the preview integrates (PopScene.spring reads these).
        let preview = PopSettings.dynamics(values)
        let code = try #require(CodeCatalog.code(mode: .pop, settings: values, language: .uikit))
        func constant(_ name: String) throws -> Double {
            let line = try #require(code.split(separator: "\n").first { $0.contains("static let \(name): CGFloat = ") })
            let text = line.components(separatedBy: " = ")[1].components(separatedBy: " //")[0]
            return try #require(Double(text), "\(line)")
        }
        // CASpringAnimation's mass·x″ = −stiffness·x − damping·x′ divided by mass is pop's.
        let (tension, friction, mass) = (try constant("stiffness"), try constant("damping"), try constant("mass"))
        for (name, got, want) in [("tension", tension, preview.tension), ("friction", friction, preview.friction),
                                  ("mass", mass, preview.mass)] {
            #expect(abs(got - want) <= 1e-6 * abs(want), "\(name): \(got) for \(want) with \(sets)")
        }
        #expect(code.contains("spring.mass = mass") && code.contains("spring.stiffness = stiffness")
                && code.contains("spring.damping = damping"))
    }

    /// A valid value other than `setting`'s default, as text.
    static func changedText(_ setting: any AnySetting) -> String? {
        switch setting.kind {
        case .number:
            guard let d = Double(setting.defaultText), let range = setting.range else { return nil }
            return [d * 1.5 + 0.01, d * 0.5, range.lowerBound, range.upperBound].first { range.contains($0) && $0 != d }
                .map { "\($0)" }
        case .integer:
            guard let d = Int(setting.defaultText), let range = setting.range else { return nil }
            return [d + 1, d - 1].first { range.contains(Double($0)) }.map { "\($0)" }
        case .bool: return setting.defaultText == "true" ? "false" : "true"
        case .choice: return setting.choices.first { $0 != setting.defaultText }
        case .colour: return "#123456"
        case .curve: return "0.1,0.2,0.3,0.9"
        case .list: return "0.33"
        }
    }

    /// Every setting of every mode, changed alone, is written with its original's value, in
    /// UIKit and in the originals' Swift and Objective-C.
    @Test(arguments: Mode.allCases)
    func everyChangedSettingNamesItsOriginal(mode: Mode) throws {
        let settings = SettingsRegistry.standard.settings(for: mode)
        #expect(settings.count >= 6)
        for setting in settings {
            let text = try #require(Self.changedText(setting), "\(setting.name)")
            var values = SettingValues()
            try setting.set(text, in: &values)
            for language in [CodeLanguage.uikit, .swift, .objc] {
                let code = try #require(CodeCatalog.code(mode: mode, settings: values, language: language))
                #expect(code.contains("original:"), "\(mode) \(language) \(setting.name)=\(text):\n\(code)")
            }
        }
    }

    /// The emitted springs play pop's motion: a release from an angle and a poke from rest,
    /// built as the code builds them (one spring of initialVelocity −v/θ₀; from rest, a unit
    /// spring pushed at −v plus one left alone, each normalised to its distance as
    /// UISpringTimingParameters documents), solved exactly and compared with the preview's
    /// integration every 50 ms.
    @Test(arguments: [[String](), ["pop.bounciness=8", "pop.speed=15"]])
    func popSpringBackMovesAsThePreview(sets: [String]) throws {
        var values = SettingValues()
        try SettingsRegistry.standard.apply(assignments: sets, to: &values)
        let code = try #require(CodeCatalog.code(mode: .pop, settings: values, language: .uikit))
        #expect(code.contains("layer.add(spring(from: angle, initialVelocity: -velocity / angle), forKey: \"spring\")"))
        #expect(code.contains("layer.add(spring(from: 1, initialVelocity: -velocity), forKey: \"spring\")"))
        #expect(code.contains("layer.add(spring(from: -1, initialVelocity: 0), forKey: \"spring.start\")"))
        let dynamics = PopSettings.dynamics(values)
        let (k, b, m) = (dynamics.tension, dynamics.friction, dynamics.mass)
        let gamma = b / (2 * m), omega = (k / m - gamma * gamma).squareRoot()
        try #require(omega > 0, "an underdamped spring")
        /// Core Animation's spring from `from` to 0 at normalised velocity `u` (toward 0), at t.
        func caSpring(from: Double, u: Double, _ t: Double) -> Double {
            from * exp(-gamma * t) * (cos(omega * t) + (gamma - u) / omega * sin(omega * t))
        }
        for (angle, velocity) in [(-2.0, 0.0), (-1.0, 3.0), (0.0, values[PopSettings.pokeVelocity])] {
            var preview = PopScene.spring(from: angle, velocity: velocity, dynamics: dynamics)
            // Every 50 ms, on the preview's 1 ms grid (between its steps it interpolates).
            for step in 1...40 {
                preview.advance(by: 0.05)
                if preview.isFinished { break }
                let t = Double(step) * 0.05
                let emitted = angle != 0 ? caSpring(from: angle, u: -velocity / angle, t)
                    : caSpring(from: 1, u: -velocity, t) + caSpring(from: -1, u: 0, t)
                #expect(abs(emitted - preview.value) <= 1e-6, "θ₀ \(angle), v \(velocity), t \(t): \(emitted) vs \(preview.value)")
            }
        }
    }
}
