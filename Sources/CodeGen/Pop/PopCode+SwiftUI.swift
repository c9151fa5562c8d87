import Motion
import Scenes

extension PopCode {
    /// Popping's fold view in SwiftUI: the top half turned about the hinge with pop's spring
    /// as `Spring(mass:stiffness:damping:)` (the same ODE, so exact) evaluated per frame, so a
    /// poke can start at rest with pop's velocity; the drag, the blurred back and the shadows.
    static func swiftUI(_ model: ModeModel) -> String {
        let (settings, mode) = (model.settings, model.mode)
        var code = CodeText(.swiftui, settings)
        let dynamics = PopSettings.dynamics(settings)
        SwiftUICode.header(&code, "pop's spring as Popping's FoldingView uses it",
                           cannot: "a spring that starts at its target with a velocity (Animation's initialVelocity is relative to the distance): the poke evaluates Spring per frame")
        let spring = PopSpringText(dynamics)
        let changedSpring = code.changed(PopSettings.tension) || code.changed(PopSettings.friction) || code.changed(PopSettings.mass)
        let original = PopSpringText(PopSettings.dynamics(SettingValues()))
        code.line("/// The tuned spring and view.")
        code.line("enum PopTuning {")
        code.line("/// pop's spring θ″ = −(k/m)·θ − (b/m)·θ′ (tension k, friction b, mass m): SwiftUI's", indent: 4)
        code.line("/// Spring(mass:stiffness:damping:) is m·θ″ = −k·θ − b·θ′, the same equation.", indent: 4)
        // Friction above 2√(k·m) is overdamped, and Spring(mass:stiffness:damping:) clamps it to
        // critical damping unless allowOverDamping is true (Apple's documentation of Spring).
        let overdamped = spring.dampingRatio > 1
        code.line("static let spring = Spring(\(spring.swiftMassStiffness)\(overdamped ? ", allowOverDamping: true" : ""))"
                  + (changedSpring ? " // original: Spring(\(original.swiftMassStiffness))" : ""), indent: 4)
        if overdamped {
            code.line("/// The same spring as an animation (overdamped: damping fraction \(spring.dampingRatio), so through the Spring above).", indent: 4)
            code.line("static let animation = Animation.spring(spring) // original: .spring(\(original.swiftResponse))", indent: 4)
        } else {
            code.line("/// The same spring by response and damping fraction: 2π / √(k/m) s and b / (2·√(k·m)).", indent: 4)
            code.line("static let animation = Animation.spring(\(spring.swiftResponse))"
                      + (changedSpring ? " // original: .spring(\(original.swiftResponse))" : ""), indent: 4)
        }
        code.line("/// A poke's velocity, radians per second.", indent: 4)
        code.line("static let pokeVelocity: Double = \(code.literal(PopSettings.pokeVelocity))" + code.note(PopSettings.pokeVelocity), indent: 4)
        code.line("/// How long a drag update takes to reach the finger (POPBasicAnimation, Core Animation's default curve).", indent: 4)
        code.line("static let follow = \(SwiftUICode.animation(.default, duration: code.literal(PopSettings.followDuration)))"
                  + code.note(PopSettings.followDuration), indent: 4)
        code.line("/// The eye's distance from the hinge, points (m34 = −1 / eyeDistance; Popping: 2.5 / −2000).", indent: 4)
        code.line("static let eyeDistance: CGFloat = \(code.literal(PopSettings.eyeDistance))" + code.note(PopSettings.eyeDistance), indent: 4)
        code.line("/// The back face's blur (CIGaussianBlur's radius) and the outer corners' radius, points.", indent: 4)
        code.line("static let blurRadius: CGFloat = \(code.literal(PopSettings.blurRadius))" + code.note(PopSettings.blurRadius), indent: 4)
        code.line("static let cornerRadius: CGFloat = \(code.literal(PopSettings.cornerRadius))" + code.note(PopSettings.cornerRadius), indent: 4)
        code.line("}")
        code.line("")
        code.line("/// Popping's fold: `picture` (a square) in halves; drag the top half down to fold it, let go")
        code.line("/// and it springs back; a tap pokes it. θ runs from 0 (flat) to −π (folded over the bottom).")
        code.line("struct PopFoldView<Picture: View>: View {")
        code.line("let picture: Picture", indent: 4)
        code.line("let side: CGFloat", indent: 4)
        code.line("/// The angle a drag holds, and the spring's start (angle, velocity, time) once let go.", indent: 4)
        code.line("@State private var held: Double = 0", indent: 4)
        code.line("@State private var released: (angle: Double, velocity: Double, date: Date)?", indent: 4)
        code.line("")
        code.line("/// θ at `date`: pop's spring from where it was let go, toward 0.", indent: 4)
        code.line("private func angle(at date: Date) -> Double {", indent: 4)
        code.line("guard let released else { return held }", indent: 8)
        code.line("let t = date.timeIntervalSince(released.date)", indent: 8)
        code.line("return released.angle + PopTuning.spring.value(target: -released.angle, initialVelocity: released.velocity, time: t)", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("var body: some View {", indent: 4)
        code.line("TimelineView(.animation(paused: released == nil)) { context in", indent: 8)
        let i = 12
        code.line("let theta = angle(at: context.date)", indent: i)
        code.line("let shade = min(max(-theta / .pi, 0), 1)  // both shadows: −θ/π", indent: i)
        code.line("let half = CGSize(width: side, height: side / 2)", indent: i)
        code.line("VStack(spacing: 0) {", indent: i)
        code.line("PopHalf(picture: picture, side: side, upper: true)", indent: i + 4)
        code.comment("Past −π/2 the back shows: the top half blurred, seen from behind (mirrored).", indent: i + 8)
        code.line(".overlay(PopHalf(picture: picture, side: side, upper: true).blur(radius: PopTuning.blurRadius)", indent: i + 8)
        code.line(".scaleEffect(x: 1, y: -1).opacity(theta < -.pi / 2 ? 1 : 0))", indent: i + 12)
        code.line(".overlay(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)", indent: i + 8)
        code.line(".opacity(theta < -.pi / 2 ? 0 : shade))", indent: i + 12)
        code.comment("m34 = −1/eyeDistance about the hinge, the half's bottom edge (rotation3DEffect's anchor).", indent: i + 8)
        code.line(".rotation3DEffect(.radians(theta), axis: (x: 1, y: 0, z: 0), anchor: .bottom,", indent: i + 8)
        code.line("perspective: max(half.width, half.height) / PopTuning.eyeDistance)", indent: i + 12)
        code.line(".zIndex(1)", indent: i + 8)
        code.line("PopHalf(picture: picture, side: side, upper: false)", indent: i + 4)
        code.line(".overlay(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom).opacity(shade))", indent: i + 8)
        code.line("}", indent: i)
        code.line("}", indent: 8)
        code.line(".gesture(DragGesture(minimumDistance: 0)", indent: 8)
        code.line(".onChanged { drag in", indent: 12)
        code.line("released = nil", indent: 16)
        code.comment("Popping's handlePan: θ = −π·(y − y₀)/(H − y₀).", indent: 16)
        code.line("let travel = max(side - drag.startLocation.y, 1)", indent: 16)
        code.line("withAnimation(PopTuning.follow) { held = -.pi * (drag.location.y - drag.startLocation.y) / travel }", indent: 16)
        code.line("}", indent: 12)
        code.line(".onEnded { drag in", indent: 12)
        code.line("let moved = abs(drag.translation.height) > 4", indent: 16)
        code.comment("A release springs back from rest; a tap pokes with pop's velocity.", indent: 16)
        code.line("released = (moved ? held : 0, moved ? 0 : PopTuning.pokeVelocity, Date())", indent: 16)
        code.line("held = 0", indent: 16)
        code.line("})", indent: 12)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/// The top (upper) or bottom half of the square `picture`, its outer corners rounded.")
        code.line("struct PopHalf<Picture: View>: View {")
        code.line("let picture: Picture", indent: 4)
        code.line("let side: CGFloat", indent: 4)
        code.line("let upper: Bool", indent: 4)
        code.line("")
        code.line("var body: some View {", indent: 4)
        code.line("picture", indent: 8)
        code.line(".frame(width: side, height: side)", indent: 12)
        code.line(".clipShape(RoundedRectangle(cornerRadius: PopTuning.cornerRadius))", indent: 12)
        code.line(".frame(width: side, height: side / 2, alignment: upper ? .top : .bottom)", indent: 12)
        code.line(".clipped()", indent: 12)
        code.line("}", indent: 4)
        code.line("}")
        return code.text
    }
}

/// pop's spring constants as the parameters today's frameworks take, each with every digit
/// a Double has (so reading them back gives pop's tension, friction and mass to ≤ 1e-15):
/// SwiftUI's `Spring(mass:stiffness:damping:)` is pop's equation itself; its response is
/// 2π/√(k/m) and its damping fraction b/(2√(k·m)); Compose's spring has unit mass, so its
/// stiffness is k/m and its damping ratio the same b/(2√(k·m)).
struct PopSpringText {
    let dynamics: SpringDynamics

    init(_ dynamics: SpringDynamics) { self.dynamics = dynamics }

    /// ω₀ = √(k/m), rad/s.
    var naturalFrequency: Double { (dynamics.tension / dynamics.mass).squareRoot() }
    /// ζ = b / (2√(k·m)).
    var dampingRatio: Double { dynamics.friction / (2 * (dynamics.tension * dynamics.mass).squareRoot()) }
    /// 2π/ω₀, seconds.
    var response: Double { 2 * .pi / naturalFrequency }

    var swiftMassStiffness: String {
        "mass: \(String(dynamics.mass)), stiffness: \(String(dynamics.tension)), damping: \(String(dynamics.friction))"
    }
    var swiftResponse: String { "response: \(String(response)), dampingFraction: \(String(dampingRatio))" }
    /// Compose's `spring(dampingRatio =, stiffness =)` arguments (Float literals).
    var composeArguments: String {
        "dampingRatio = \(String(dampingRatio))f, stiffness = \(String(dynamics.tension / dynamics.mass))f"
    }
}
