import Motion
import Scenes

/// Pop's settings as iOS code: the `POPSpringAnimation` Popping's FoldingView makes,
/// bounciness and speed first, then tension, friction and mass where they are not what the
/// dials give (pop's setters reset them, so the order matters, as in Popping), the poke's
/// velocity and the view's perspective.
enum PopCode: ModeCode {
    typealias SceneType = PopScene

    static func code(_ settings: SettingValues, mode: Mode, language: CodeLanguage) -> String {
        var code = CodeText(language, settings)
        let swift = code.isSwift
        code.header("pop's spring as Popping's FoldingView sets it up (facebook/pop)")
        code.line(swift ? "import pop" : "#import <pop/POP.h>")
        code.line("")
        code.line(swift ? "func makeFoldSpring(poke: Bool) -> POPSpringAnimation {"
                  : "static POPSpringAnimation *FPMakeFoldSpring(BOOL poke) {")
        code.line(swift ? "let spring = POPSpringAnimation(propertyNamed: kPOPLayerRotationX)!"
                  : "POPSpringAnimation *spring = [POPSpringAnimation animationWithPropertyNamed:kPOPLayerRotationX];", indent: 4)
        func set(_ property: String, _ setting: Setting<Double>) {
            code.line("spring.\(property) = \(code.literal(setting))" + (swift ? "" : ";") + code.note(setting), indent: 4)
        }
        set("springBounciness", PopSettings.bounciness)
        if code.changed(PopSettings.speed) { set("springSpeed", PopSettings.speed) }
        // What the dials give (mass 1); anything else was set after them, as Popping does.
        let dials = SpringDynamics(bounciness: settings[PopSettings.bounciness], speed: settings[PopSettings.speed])
        if !close(settings[PopSettings.mass], dials.mass) { set("dynamicsMass", PopSettings.mass) }
        if !close(settings[PopSettings.tension], dials.tension) { set("dynamicsTension", PopSettings.tension) }
        if !close(settings[PopSettings.friction], dials.friction) { set("dynamicsFriction", PopSettings.friction) }
        code.line(swift ? "if poke { spring.velocity = \(code.literal(PopSettings.pokeVelocity)) }" + code.note(PopSettings.pokeVelocity)
                  : "if (poke) { spring.velocity = @(\(code.literal(PopSettings.pokeVelocity))); }" + code.note(PopSettings.pokeVelocity),
                  indent: 4)
        code.line("return spring" + (swift ? "" : ";"), indent: 4)
        code.line("}")
        code.line("")
        code.comment("The fold view's perspective: m34 = −1 / \(code.literal(PopSettings.eyeDistance)) (Popping: 2.5 / −2000)"
                     + code.note(PopSettings.eyeDistance))
        for setting in [PopSettings.followDuration, PopSettings.blurRadius, PopSettings.cornerRadius] where code.changed(setting) {
            code.comment("\(setting.name) = \(code.literal(setting)) \(setting.unit) (\(setting.summary))" + code.note(setting))
        }
        return code.text
    }

    /// Equal to the sixth significant digit (the dials' conversions round-trip to that).
    private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(b)) }
}

extension PopCode {
    /// Pop's constants: its spring's mass, tension (Core Animation's and SwiftUI's stiffness)
    /// and friction (their damping), the poke, the drag's follow, and the fold view's
    /// perspective, blur and corners.
    static func constants(_ settings: SettingValues, mode: Mode) -> [CodeConstant] {
        let s = PopSettings.self
        return [
            CodeConstant("mass", .factor, s.mass, settings, "the spring's mass m (pop's dynamicsMass)"),
            CodeConstant("stiffness", .factor, s.tension, settings, "the spring's stiffness k (pop's dynamicsTension)"),
            CodeConstant("damping", .factor, s.friction, settings, "the spring's damping b (pop's dynamicsFriction)"),
            CodeConstant("pokeVelocity", .number, s.pokeVelocity, settings, "a poke's velocity, radians per second"),
            CodeConstant("followDuration", .seconds, s.followDuration, settings,
                         "how long the fold takes to reach the finger's angle (Popping's POPBasicAnimation)"),
            CodeConstant("follow", .curve(seconds: nil), fixed: .curve(.bezier(.default)),
                         "the follow's curve (POPBasicAnimation's default, Core Animation's default curve)"),
            CodeConstant("eyeDistance", .points, s.eyeDistance, settings,
                         "the eye's distance from the hinge (m34 = −1/eyeDistance; Popping: 2.5 / −2000), points"),
            CodeConstant("blurRadius", .points, s.blurRadius, settings, "the back face's blur (CIGaussianBlur's radius), points"),
            CodeConstant("cornerRadius", .points, s.cornerRadius, settings, "the rounding of the square's outer corners, points"),
        ]
    }

    /// Core Animation has no blur or shadow of its own that follows a spring; SwiftUI's
    /// animations take no start at the target with a velocity; Compose blurs from Android 12.
    static func cannot(_ settings: SettingValues, mode: Mode) -> [CodeLanguage: String] {
        let blur = PopSettings.blurRadius
        let value = settings[blur] == blur.defaultValue ? ""
            : " (\(blur.name) = \(CodeText.number(settings[blur])) pt, original: \(CodeText.number(blur.defaultValue)) pt)"
        return [.uikit: "Popping's shadows (−θ/π while θ > −90°) and its blurred back face\(value): they follow pop's per-frame "
                    + "callback; drive them from a CADisplayLink reading `angle` if you need them",
                .swiftui: "a spring that starts at its target with a velocity (Animation's initialVelocity is relative to the "
                    + "distance): the poke evaluates Spring per frame",
                .compose: "the back face's CIGaussianBlur below Android 12 (Modifier.blur needs API 31)"]
    }
}
