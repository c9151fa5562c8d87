import Motion
import Raster
import Scenes

/// The one place a mode's constants (`ModeModel.constants`) become declarations: each
/// platform's backend prints the same list, so a constant added to a mode's table appears in
/// its UIKit, SwiftUI and Compose code alike, with its doc line and, when it differs from the
/// original's, `// original:` and the original's value written the same way.
extension CodeText {
    /// Every constant of `constants` as this language declares it (`static let` in Swift, a
    /// `const val` or `val` in Kotlin), one doc line each, at `indent`.
    mutating func tuning(_ constants: [CodeConstant], indent: Int = 4) {
        for constant in constants {
            switch language {
            case .compose: kotlinConstant(constant, indent: indent)
            default: swiftConstant(constant, indent: indent)
            }
        }
    }

    /// The Kotlin imports `constants` need in `ComposeCode.header`.
    static func composeImports(_ constants: [CodeConstant]) -> [String] {
        var names: Set<String> = []
        for constant in constants {
            switch (constant.kind, constant.value) {
            case (.colour, _): names.insert("androidx.compose.ui.graphics.Color")
            case (.curve(let seconds), .curve(let curve)), (.animatorCurve(let seconds), .curve(let curve)):
                if seconds == nil { names.insert("androidx.compose.animation.core.AnimationSpec") }
                for original in [curve, constant.original.curve].compactMap({ $0 }) {
                    switch original {
                    case .bezier: names.formUnion(["androidx.compose.animation.core.tween", "androidx.compose.animation.core.CubicBezierEasing"])
                    case .spring: names.insert("androidx.compose.animation.core.spring")
                    }
                }
            default: break
            }
        }
        return names.sorted()
    }

    // MARK: Swift (UIKit and SwiftUI)

    private mutating func swiftConstant(_ constant: CodeConstant, indent: Int) {
        let swiftUI = language == .swiftui
        switch constant.kind {
        case .curve(let seconds) where swiftUI, .animatorCurve(let seconds) where swiftUI:
            guard let seconds else {
                line("/// " + constant.sentence, indent: indent)
                line("static func \(constant.name)(_ duration: TimeInterval) -> Animation {", indent: indent)
                line(swiftText(constant) { SwiftUICode.animation($0, duration: "duration") }, indent: indent + 4)
                line("}", indent: indent)
                return
            }
            swiftDeclaration(constant, type: "") { curve, original in
                SwiftUICode.animation(curve, duration: Self.number(original ? constant.originalSeconds ?? seconds : seconds))
            }
        case .curve: uikitCurve(constant, indent: indent)
        case .animatorCurve: swiftDeclaration(constant, type: "") { curve, _ in Self.animatorParameters(curve) }
        case .colour: swiftDeclaration(constant, type: "") { _, _ in "" }
        case .seconds: swiftDeclaration(constant, type: "TimeInterval") { _, _ in "" }
        case .points, .factor: swiftDeclaration(constant, type: "CGFloat") { _, _ in "" }
        case .number, .angle: swiftDeclaration(constant, type: "Double") { _, _ in "" }
        case .count: swiftDeclaration(constant, type: "Int") { _, _ in "" }
        case .flag: swiftDeclaration(constant, type: "Bool") { _, _ in "" }
        }

        /// `/// summary` and `static let name: type = value // original: …`.
        func swiftDeclaration(_ constant: CodeConstant, type: String, curveText: (TimingCurve, _ original: Bool) -> String) {
            line("/// " + constant.sentence, indent: indent)
            let type = type.isEmpty ? "" : ": " + (constant.value.isList ? "[\(type)]" : type)
            line("static let \(constant.name)\(type) = " + swiftText(constant, curveText), indent: indent)
        }
    }

    /// A constant's value as Swift, and `// original: …` with the original's written the same
    /// way when it changed; a curve is written by `curveText` (told whether it is the original).
    private func swiftText(_ constant: CodeConstant, _ curveText: (TimingCurve, _ original: Bool) -> String) -> String {
        func literal(_ value: CodeConstant.Value, original: Bool) -> String {
            switch value {
            case .number(let x): Self.number(x)
            case .numbers(let xs): "[" + xs.map(Self.number).joined(separator: ", ") + "]"
            case .count(let n): String(n)
            case .flag(let b): b ? "true" : "false"
            case .colour(let c): language == .swiftui ? SwiftUICode.color(c) : color(c)
            case .curve(let c): curveText(c, original)
            }
        }
        return literal(constant.value, original: false) + (constant.isChanged ? " // original: " + literal(constant.original, original: true) : "")
    }

    private func swiftText(_ constant: CodeConstant, _ curveText: (TimingCurve) -> String) -> String {
        swiftText(constant) { curve, _ in curveText(curve) }
    }

    /// A Core Animation curve: a Bézier as `<name>TimingFunction`; a spring as `<name>Spring`
    /// (mass 1, stiffness (2π/R)², damping 4πζ/R: SwiftUI's spring as Core Animation's) and
    /// `<name>SpringDuration`, the time the preview gives it (until |1 − x| < 0.001 and its
    /// speed < 0.01/s), which a keyframed play uses instead of its duration.
    private mutating func uikitCurve(_ constant: CodeConstant, indent: Int) {
        let curve = constant.value.curve ?? .linear
        let note = constant.isChanged ? " // original: " + CodeConstant.text(constant.original) : ""
        guard case .spring(let spring) = curve else {
            line("/// " + constant.sentence, indent: indent)
            line("static let \(constant.name)TimingFunction = \(self.curve(curve.bezier ?? .linear))" + note, indent: indent)
            return
        }
        line("/// " + constant.sentence.dropLast() + ": SwiftUI's " + Self.springText(spring) + " as Core Animation's spring "
             + "(mass 1, stiffness (2π/response)², damping 4π·dampingFraction/response).", indent: indent)
        line("static let \(constant.name)Spring: CASpringAnimation = springAnimation(stiffness: \(Self.number(spring.stiffness)), "
             + "damping: \(Self.number(spring.damping)))" + note, indent: indent)
        line("/// How long it lasts, seconds: until it is within 0.001 of its end and slower than 0.01 of its travel a second.",
             indent: indent)
        line("static let \(constant.name)SpringDuration: CFTimeInterval = \(Self.number(spring.settlingDuration))", indent: indent)
    }

    /// `UICubicTimingParameters` through a Bézier's control points, or `UISpringTimingParameters`
    /// with the spring's mass 1, stiffness and damping (the animator then takes the spring's
    /// own length, as the preview does).
    private static func animatorParameters(_ curve: TimingCurve) -> String {
        switch curve {
        case .bezier(let b):
            let p = [b.x1, b.y1, b.x2, b.y2].map(number)
            return "UICubicTimingParameters(controlPoint1: CGPoint(x: \(p[0]), y: \(p[1])), controlPoint2: CGPoint(x: \(p[2]), y: \(p[3])))"
        case .spring(let s):
            return "UISpringTimingParameters(mass: 1, stiffness: \(number(s.stiffness)), damping: \(number(s.damping)), initialVelocity: .zero)"
        }
    }

    // MARK: Kotlin (Compose)

    private mutating func kotlinConstant(_ constant: CodeConstant, indent: Int) {
        func literal(_ value: CodeConstant.Value, seconds: Double?) -> String {
            switch (constant.kind, value) {
            case (.seconds, .number(let x)): ComposeCode.millis(x)
            case (.angle, .number(let x)): ComposeCode.float(x * 180 / .pi)
            case (_, .number(let x)): ComposeCode.float(x)
            case (_, .numbers(let xs)): "listOf(" + xs.map { literal(.number($0), seconds: seconds) }.joined(separator: ", ") + ")"
            case (_, .count(let n)): String(n)
            case (_, .flag(let b)): b ? "true" : "false"
            case (_, .colour(let c)): ComposeCode.color(c)
            case (_, .curve(let c)): ComposeCode.animationSpec(c, millis: seconds.map(ComposeCode.millis) ?? "millis")
            }
        }
        // Android lays out in dp where iOS does in points, and Compose times in milliseconds.
        let sentence = switch constant.kind {
        case .points: constant.sentence.replacing(", points.", with: ", dp.")
        case .seconds: constant.sentence.replacing(", seconds.", with: ", milliseconds.")
        default: constant.sentence
        }
        line("/** " + sentence + " */", indent: indent)
        var seconds: Double?
        let declaration: String
        switch constant.kind {
        // A list is no compile-time constant in Kotlin.
        case .seconds: declaration = (constant.value.isList ? "val " : "const val ") + "\(constant.snakeName)_MILLIS = "
        case .angle: declaration = "const val \(constant.snakeName)_DEGREES = "
        case .colour: declaration = "val \(constant.name) = "
        case .curve(let s), .animatorCurve(let s):
            seconds = s
            declaration = s == nil ? "fun \(constant.name)(millis: Int): AnimationSpec<Float> = " : "val \(constant.name) = "
        default: declaration = "const val \(constant.snakeName) = "
        }
        let original = literal(constant.original, seconds: constant.originalSeconds ?? seconds)
        line(declaration + literal(constant.value, seconds: seconds) + (constant.isChanged ? " // original: " + original : ""), indent: indent)
    }
}

extension CodeConstant.Value {
    /// True for a list of numbers.
    var isList: Bool {
        if case .numbers = self { return true }
        return false
    }

    /// The curve, for a curve value.
    var curve: TimingCurve? {
        if case .curve(let curve) = self { return curve }
        return nil
    }
}

extension TimingCurve {
    /// The Bézier, for a Bézier curve.
    var bezier: TimingFunction? {
        if case .bezier(let bezier) = self { return bezier }
        return nil
    }
}
