import Motion
import Scenes

extension FlipCode {
    /// The departures board in SwiftUI: the board's timeline as three animated fractions (the
    /// cube flips' turn, the out-and-back pieces' `away`, the plane's tilt `settle`), the cube
    /// flip as a view, and every piece's value as the preview computes it from them.
    static func swiftUI(_ model: ModeModel) -> String {
        var code = CodeText(.swiftui, model.settings)
        SwiftUICode.header(&code, model, "the flight board's transition as DevTalking's UIView.animate calls play it", usage: [
            "Use: @State var board = BoardState(); draw each piece from it (BoardCubeFlip(turn: board.turn, old: …, new: …), a place's",
            "offset(y: board.placeShift), the plane's planeOffset(width:) and planeRotation) and call BoardTuning.play($board) (BoardSample).",
        ])
        code.line("/// The tuned board: durations, distances and the one curve of every piece.")
        code.line("enum BoardTuning {")
        code.tuning(model.constants)
        code.lines("""

                /// One swipe to the next flight: the cube flips over cubeDuration; the out-and-back pieces
                /// go out over fadeDuration, change their text at once (`showsNext`) and come back, the plane
                /// jumping to the left with its nose up; the tilt returns planeReturnDelay later.
                static func play(_ board: Binding<BoardState>) {
                    board.wrappedValue = BoardState()
                    withAnimation(curve(cubeDuration)) { board.wrappedValue.turn = 1 }
                    withAnimation(curve(fadeDuration)) {
                        board.wrappedValue.away = 1
                        board.wrappedValue.lineOut = 1
                    } completion: {
                        board.wrappedValue.showsNext = true
                        withAnimation(curve(fadeDuration)) {
                            board.wrappedValue.away = 0
                            board.wrappedValue.lineIn = 1
                        }
                        withAnimation(curve(planeReturnDuration).delay(planeReturnDelay)) { board.wrappedValue.settle = 1 }
                    }
                }
            }

            /// The board's animated values; the pieces read theirs from the helpers below.
            struct BoardState {
                /// The cube flips, the background's dissolve (the new one's opacity) and the small arrow: 0 → 1.
                var turn = 0.0
                /// The out-and-back pieces: 0 → 1 out, then 1 → 0 back once `showsNext`.
                var away = 0.0
                /// The texts of the second half (places, bottom label) and the plane's jump.
                var showsNext = false
                /// The line the new status hides fades out (first half), the one it shows fades in (second).
                var lineOut = 0.0
                var lineIn = 0.0
                /// The plane's tilt returning: 0 → 1.
                var settle = 0.0

                /// The place names' slide (points; the target's +, the source's −) and their and the bottom label's opacity.
                var placeShift: CGFloat { BoardTuning.placeShift * CGFloat(away) }
                var fadingOpacity: Double { 1 - away }
                /// The plane's offset from home on a board `width` points wide: out by width/1.5, then back
                /// from 1.5·width further left.
                func planeOffset(width: CGFloat) -> CGFloat {
                    (showsNext ? width / 1.5 - width * 1.5 : width / 1.5) * CGFloat(away)
                }
                /// The plane's rotation, radians: the tilt from the jump on, back to 0 as it settles.
                var planeRotation: Angle { .radians(showsNext ? BoardTuning.planeRotation * (1 - settle) : 0) }
                /// The small arrow's rotation from `from` to `to` radians (0 landed, −π/2 departed).
                func smallArrow(from: Double, to: Double) -> Angle { .radians(from + (to - from) * turn) }
            }

            /// One cube flip at `turn`: the old face squashes to `squash` and slides up half its height as it
            /// fades; the new one comes from below (scale y, then the move, about the centre).
            """)
        SwiftUICode.animatableView(&code, "BoardCubeFlip", progress: "turn", views: ("old", "new"))
        code.lines("""
                var body: some View {
                    GeometryReader { proxy in
                        let h = proxy.size.height, squash = BoardTuning.squash
                        ZStack {
                            old.scaleEffect(x: 1, y: 1 + (squash - 1) * turn).offset(y: -0.5 * turn * h).opacity(1 - turn)
                            new.scaleEffect(x: 1, y: squash + (1 - squash) * turn).offset(y: 0.5 * (1 - turn) * h).opacity(turn)
                        }
                    }
                }
            }
            """)
        code.lines(sample)
        return code.text
    }
}

extension FlipCode {
    /// A sample board whose tap plays the swipe, and `#Preview` of it.
    private static let sample = """

        /// A sample board: a flight number that flips, where from and where to sliding out and back,
        /// the plane flying off and back tilted; a tap plays the swipe to the next flight.
        struct BoardSample: View {
            @State private var board = BoardState()
            @State private var flight = 0
            private let flights = \(sampleFlights)

            var body: some View {
                let now = flights[flight], next = flights[(flight + 1) % flights.count]
                let shown = board.showsNext ? next : now
                GeometryReader { proxy in
                    ZStack {
                        Color(red: 1, green: 0.8, blue: 0.2)
                        VStack(alignment: .leading, spacing: 24) {
                            BoardCubeFlip(turn: board.turn, old: Text(now.0), new: Text(next.0))
                                .frame(width: 160, height: 48)
                            Text(shown.1).offset(y: -board.placeShift).opacity(board.fadingOpacity)
                            Text("✈︎").offset(x: board.planeOffset(width: proxy.size.width)).rotationEffect(board.planeRotation)
                            Text(shown.2).offset(y: board.placeShift).opacity(board.fadingOpacity)
                        }
                    }
                }
                .onTapGesture {
                    if board.showsNext { flight = (flight + 1) % flights.count }
                    BoardTuning.play($board)
                }
            }
        }

        #Preview("departures board") {
            BoardSample()
        }
        """
}
