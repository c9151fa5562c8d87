@testable import CodeGen
import Foundation
import Motion
@testable import Scenes
import Testing

/// A spring curve as each language writes it: SwiftUI's own spring with the same two
/// numbers, Compose's spring with stiffness (2π/response)², UIKit's CASpringAnimation (unit
/// mass, stiffness ω², damping 2ζω) keyframed over the preview's settling time and
/// `UISpringTimingParameters` for the cards, a `CASpringAnimation` a cell's half-step, the web
/// page's `linear()` over the settling time; the originals' Swift and Objective-C say they
/// cannot play it.
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
        #expect(page.contains("static let landPace: StagePace = .spring(landSpring, landSpringDuration)"))
    }

    /// The cell's half-steps on springs: UIKit turns each item with a `CASpringAnimation` of
    /// the spring's stiffness and damping for its settling time, the next step starting then
    /// (an overdamped one allowed to be); SwiftUI and Compose animate each step on the spring
    /// and wait its settling time (Compose in whole milliseconds) before the next; a tuned
    /// Bézier goes with them.
    @Test func theCellsHalfStepsSpringOnEachPlatform() throws {
        let sets = ["cell.foldAwayCurve=spring:0.5,0.6", "cell.unfoldCurve=spring:0.3,1.5"]
        let settle = Self.spring.settlingDuration, overdamped = SpringCurve(response: 0.3, dampingFraction: 1.5)
        let uikit = try Self.code(.cell, .uikit, sets)
        #expect(uikit.contains("static let foldAwaySpring: CASpringAnimation = springAnimation(stiffness: "
                               + "\(CodeText.number(Self.spring.stiffness)), damping: \(CodeText.number(Self.spring.damping)))")
                && uikit.contains("static func springAnimation(stiffness: CGFloat, damping: CGFloat) -> CASpringAnimation"))
        #expect(try #require(Self.number(after: "foldAwaySpringDuration: CFTimeInterval = ", in: uikit)) == settle)
        #expect(try #require(Self.number(after: "unfoldSpringDuration: CFTimeInterval = ", in: uikit)) == overdamped.settlingDuration)
        #expect(uikit.contains("let (turn, duration) = self.turn(even: even, half: halves[step])")
                && uikit.contains("start += duration") && !uikit.contains("start += halves[step]"))
        #expect(uikit.components(separatedBy: "CASpringAnimation(keyPath: \"transform.rotation.x\")").count == 3)
        #expect(uikit.components(separatedBy: "turn.allowsOverdamping = true").count == 2, "only the overdamped spring")

        let swiftUI = try Self.code(.cell, .swiftui, sets)
        #expect(swiftUI.contains("static func foldAway(_ duration: TimeInterval) -> Animation {\n        Animation.spring(response: 0.5, dampingFraction: 0.6)")
                && swiftUI.contains("even ? (foldAway(half), \(CodeText.number(settle))) : (unfold(half), \(CodeText.number(overdamped.settlingDuration)))"))
        #expect(swiftUI.contains("let (curve, duration) = CellTuning.step(even: step % 2 == 0, half: CellTuning.stepDuration(item))")
                && swiftUI.contains("withAnimation(curve.delay(start))") && swiftUI.contains("start += duration"))

        let compose = try Self.code(.cell, .compose, sets)
        let stiffness = try #require(Self.number(after: "spring<Float>(dampingRatio = 0.6f, stiffness = ", in: compose))
        #expect(abs(stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(compose.contains("to \(Int((settle * 1000).rounded()))") && compose.contains("delay(wait)")
                && compose.contains("start += length") && compose.contains("import kotlinx.coroutines.delay"))

        let bezier = try Self.code(.cell, .uikit, ["cell.unfoldCurve=0.2,0,0.3,1"])
        #expect(bezier.contains("static let unfoldTimingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0, 0.3, 1)")
                && bezier.contains("turn.timingFunction = foldAwayTimingFunction") && bezier.contains("return (turn, half)"))
    }

    /// Untouched, the cell's code is FoldingCell's curves as it always was: no spring, the
    /// half-steps' easeIn and easeOut as the table's foldAway and unfold, each over its half of
    /// a step; the library form names no changed curve.
    @Test func theCellsDefaultCodeKeepsFoldingCellsCurves() throws {
        let uikit = try Self.code(.cell, .uikit, [])
        #expect(uikit.contains("static let foldAwayTimingFunction = CAMediaTimingFunction(name: .easeIn)\n")
                && uikit.contains("static let unfoldTimingFunction = CAMediaTimingFunction(name: .easeOut)\n")
                && uikit.contains("turn.timingFunction = foldAwayTimingFunction") && uikit.contains("return (turn, half)")
                && !uikit.contains("Spring"))
        let swiftUI = try Self.code(.cell, .swiftui, [])
        #expect(swiftUI.contains("static func foldAway(_ duration: TimeInterval) -> Animation {\n        Animation.timingCurve(0.42, 0, 1, 1, duration: duration)\n")
                && swiftUI.contains("even ? (foldAway(half), half) : (unfold(half), half)") && !swiftUI.contains("Animation.spring"))
        let compose = try Self.code(.cell, .compose, [])
        #expect(compose.contains("fun foldAway(millis: Int): AnimationSpec<Float> = tween<Float>(millis, easing = CubicBezierEasing(0.42f, 0f, 1f, 1f))\n")
                && compose.contains("if (even) foldAway(millis) to millis else unfold(millis) to millis")
                && !compose.contains("spring<Float>(") && !compose.contains("import androidx.compose.animation.core.spring"))
        for language in [CodeLanguage.swift, .objc] {
            let library = try Self.code(.cell, language, [])
            #expect(library.contains("FoldingCell cannot express: ") && !library.contains("cell.foldAwayCurve =")
                    && !library.contains("cell.unfoldCurve ="))
        }
        let page = try CodeCatalog.page(for: CellScene(viewSize: [188, 334]), context: WebContext())
        #expect(page.duration == 0.66)
    }

    /// The originals' libraries take a curve: their code says the spring cannot be played.
    @Test(arguments: [CodeLanguage.swift, .objc])
    func theOriginalsSayTheyCannot(language: CodeLanguage) throws {
        let fold = try Self.code(.fold, language, ["fold.foldCurve=spring:0.5,0.6"])
        #expect(fold.contains("MPFoldTransition cannot play a spring") && fold.contains("spring(response: 0.5, dampingFraction: 0.6)"))
        let page = try Self.code(.page, language, ["page.secondHalfCurve=spring:0.5,0.6"])
        #expect(page.contains("cannot play a spring"))
        let cell = try Self.code(.cell, language, ["cell.unfoldCurve=spring:0.5,0.6"])
        #expect(cell.contains("FoldingCell cannot express: ") && cell.contains("half a step): cell.unfoldCurve = spring(response: 0.5, dampingFraction: 0.6) (original: easeOut), which --lang uikit"))
    }

    /// The cell's page turns each item on its half-step's spring as `linear()` stops over the
    /// spring's settling time, each step starting when the one before settles: the opening
    /// plays six settling times.
    @Test func theCellsPageTurnsEachHalfOnItsSpring() throws {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["cell.foldAwayCurve=spring:0.5,0.6",
                                                          "cell.unfoldCurve=spring:0.5,0.6"], to: &settings)
        let page = try CodeCatalog.page(for: CellScene(viewSize: [188, 334], settings: settings), context: WebContext())
        let settle = Self.spring.settlingDuration
        #expect(abs(page.duration - 6 * settle) < 1e-12)
        let panel = try #require(page.root.element(named: "cell-1-panel-1")?.value(of: "animation"))
        #expect(panel.contains("cell-unfold \(CSS.number(settle))s linear(") && panel.contains(") \(CSS.seconds(settle)) 1 normal both"), "\(panel)")
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
