@testable import CodeGen
import Foundation
import Motion
@testable import Scenes
import Testing

/// A spring curve as each language writes it: SwiftUI's own spring with the same two
/// numbers, Compose's spring with stiffness (2π/response)², UIKit's CASpringAnimation (unit
/// mass, stiffness ω², damping 2ζω) keyframed over the preview's settling time and
/// `UISpringTimingParameters` for the cards, the web page's `linear()` over the settling
/// time; the originals' Swift and Objective-C say they cannot play it.
@Suite("Spring code")
struct SpringCodeTests {
    static let spring = SpringCurve(response: 0.5, dampingFraction: 0.6)

    static func code(_ mode: Mode, _ language: CodeLanguage, _ assignments: [String]) throws -> String {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: assignments, to: &settings)
        guard case .text(let write) = CodeCatalog.writer(for: mode, in: language) else { return "" }
        return write(settings)
    }

    /// The number after `label` in `text` (up to the next comma, parenthesis or space).
    static func number(after label: String, in text: String) -> Double? {
        guard let range = text.range(of: label) else { return nil }
        let digits = text[range.upperBound...].prefix { "0123456789.-e".contains($0) }
        return Double(digits)
    }

    @Test func eachPlatformWritesTheSameSpring() throws {
        let fold = ["fold.foldCurve=spring:0.5,0.6"]
        #expect(try Self.code(.fold, .swiftui, fold).contains("Animation.spring(response: 0.5, dampingFraction: 0.6)"))
        let compose = try Self.code(.fold, .compose, fold)
        #expect(compose.contains("spring<Float>(dampingRatio = 0.6f, stiffness = "))
        let stiffness = try #require(Self.number(after: "stiffness = ", in: compose))
        #expect(abs(stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)

        let uikit = try Self.code(.fold, .uikit, fold)
        let k = try #require(Self.number(after: "springAnimation(stiffness: ", in: uikit))
        let c = try #require(Self.number(after: "damping: ", in: uikit))
        // ω = √k and ζ = c / (2√k) give back the response and the damping fraction.
        #expect(abs(2 * .pi / k.squareRoot() - 0.5) < 1e-12 && abs(c / (2 * k.squareRoot()) - 0.6) < 1e-12)
        let length = try #require(Self.number(after: "foldSpringDuration: CFTimeInterval = ", in: uikit))
        #expect(length == Self.spring.settlingDuration)
        #expect(uikit.contains("progress(of: spring, at:") && !uikit.contains("animation.timingFunction = timingFunction"))

        let cards = try Self.code(.cards, .uikit, ["cards.selectCurve=spring:0.5,0.6"])
        #expect(cards.contains("UISpringTimingParameters(mass: 1, stiffness: \(CodeText.number(Self.spring.stiffness)), "
                               + "damping: \(CodeText.number(Self.spring.damping)), initialVelocity: .zero)"))
        let page = try Self.code(.page, .uikit, ["page.secondHalfCurve=spring:0.5,0.6"])
        #expect(page.contains("static let secondHalfPace: StagePace = .spring(secondHalfSpring, secondHalfSpringDuration)"))
    }

    /// The originals' libraries take a curve: their code says the spring cannot be played.
    @Test(arguments: [CodeLanguage.swift, .objc])
    func theOriginalsSayTheyCannot(language: CodeLanguage) throws {
        let fold = try Self.code(.fold, language, ["fold.foldCurve=spring:0.5,0.6"])
        #expect(fold.contains("MPFoldTransition cannot play a spring") && fold.contains("spring(response: 0.5, dampingFraction: 0.6)"))
        let page = try Self.code(.page, language, ["page.secondHalfCurve=spring:0.5,0.6"])
        #expect(page.contains("cannot play a spring"))
    }

    /// The web page plays the fold for the spring's settling time on `linear()` stops.
    @Test func theWebPageLastsTheSpringsTime() throws {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["fold.foldCurve=spring:0.5,0.6"], to: &settings)
        let scene = FoldScene(mode: .fold, viewSize: [320, 200])
        scene.settings = settings
        let page = try CodeCatalog.page(for: scene, context: WebContext())
        #expect(page.duration == Self.spring.settlingDuration)
        #expect(page.root.value(of: "animation")?.contains("linear(") == true)
    }
}
