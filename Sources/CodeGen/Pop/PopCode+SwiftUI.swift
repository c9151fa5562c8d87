import Motion
import Scenes

extension PopCode {
    /// Popping's fold view in SwiftUI: the top half turned about the hinge with pop's spring
    /// as `Spring(mass:stiffness:damping:)` (the same ODE, so exact) evaluated per frame, so a
    /// poke can start at rest with pop's velocity; the drag, the blurred back and the shadows.
    static func swiftUI(_ model: ModeModel) -> String {
        var code = CodeText(.swiftui, model.settings)
        SwiftUICode.header(&code, model, "pop's spring as Popping's FoldingView uses it", usage: [
            "Use: PopFoldView(picture: YourPicture(), side: 240): drag its top half down to fold it, let go and it springs back,",
            "tap to poke it (PopFoldSample).",
        ])
        code.line("/// The tuned spring and view.")
        code.line("enum PopTuning {")
        code.tuning(model.constants)
        code.line("/// pop's spring θ″ = −(k/m)·θ − (b/m)·θ′: SwiftUI's Spring(mass:stiffness:damping:) is m·θ″ = −k·θ − b·θ′,", indent: 4)
        code.line("/// the same equation.", indent: 4)
        // Friction above 2√(k·m) is overdamped, and Spring(mass:stiffness:damping:) clamps it to
        // critical damping unless allowOverDamping is true (Apple's documentation of Spring).
        let pop = PopSettings.dynamics(model.settings)
        let overdamped = pop.friction > 2 * (pop.tension * pop.mass).squareRoot()
        code.line("static let spring = Spring(mass: mass, stiffness: stiffness, damping: damping\(overdamped ? ", allowOverDamping: true" : ""))",
                  indent: 4)
        code.lines("""
                /// The same spring as an animation.
                static let animation = Animation.spring(spring)
            }

            /// Popping's fold: `picture` (a square) in halves; drag the top half down to fold it, let go
            /// and it springs back; a tap pokes it. θ runs from 0 (flat) to −π (folded over the bottom).
            struct PopFoldView<Picture: View>: View {
                let picture: Picture
                let side: CGFloat
                /// The angle a drag holds, and the spring's start (angle, velocity, time) once let go.
                @State private var held: Double = 0
                @State private var released: (angle: Double, velocity: Double, date: Date)?

                /// θ at `date`: pop's spring from where it was let go, toward 0.
                private func angle(at date: Date) -> Double {
                    guard let released else { return held }
                    let t = date.timeIntervalSince(released.date)
                    return released.angle + PopTuning.spring.value(target: -released.angle, initialVelocity: released.velocity, time: t)
                }

                var body: some View {
                    TimelineView(.animation(paused: released == nil)) { context in
            """)
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
        code.lines("""
                    }
                    .gesture(DragGesture(minimumDistance: 0)
                        .onChanged { drag in
                            released = nil
                            // Popping's handlePan: θ = −π·(y − y₀)/(H − y₀).
                            let travel = max(side - drag.startLocation.y, 1)
                            withAnimation(PopTuning.follow(PopTuning.followDuration)) { held = -.pi * (drag.location.y - drag.startLocation.y) / travel }
                        }
                        .onEnded { drag in
                            let moved = abs(drag.translation.height) > 4
                            // A release springs back from rest; a tap pokes with pop's velocity.
                            released = (moved ? held : 0, moved ? 0 : PopTuning.pokeVelocity, Date())
                            held = 0
                        })
                }
            }

            /// The top (upper) or bottom half of the square `picture`, its outer corners rounded.
            struct PopHalf<Picture: View>: View {
                let picture: Picture
                let side: CGFloat
                let upper: Bool

                var body: some View {
                    picture
                        .frame(width: side, height: side)
                        .clipShape(RoundedRectangle(cornerRadius: PopTuning.cornerRadius))
                        .frame(width: side, height: side / 2, alignment: upper ? .top : .bottom)
                        .clipped()
                }
            }
            """)
        code.lines(sample)
        return code.text
    }

    /// A sample picture in the fold view, and `#Preview` of it.
    private static let sample = """

        /// A sample fold: a square of four coloured bands to drag, let go and poke.
        struct PopFoldSample: View {
            var body: some View {
                PopFoldView(picture: VStack(spacing: 0) {
                    Color(red: 0.9, green: 0.45, blue: 0.45)
                    Color(red: 0.9, green: 0.9, blue: 0.45)
                    Color(red: 0.45, green: 0.9, blue: 0.6)
                    Color(red: 0.45, green: 0.6, blue: 0.9)
                }, side: 240)
            }
        }

        #Preview("pop's fold") {
            PopFoldSample()
        }
        """
}
