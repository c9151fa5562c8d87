import Motion
import Scenes

extension PageCode {
    /// The page turn as a SwiftUI view: MPFlipTransition's two stages (a half rising to
    /// vertical about the spine, then the other page's half landing), each half the duration
    /// on its own curve, with the covered pages' shadows and the turning page's spine gradient.
    static func swiftUI(_ model: ModeModel) -> String {
        let settings = model.settings
        var code = CodeText(.swiftui, settings)
        let forwards = settings[PageSettings.direction] == .forward
        let horizontal = settings[PageSettings.orientation] == .horizontal
        SwiftUICode.header(&code, model, "page as MPFlipTransition turns it", usage: SwiftUISwitch.usage("Page"))
        // Across the spine: x and width for a book (horizontal), y and height for a calendar.
        let (across, extent) = horizontal ? ("x", "width") : ("y", "height")
        let (near, far) = horizontal ? ("leading", "trailing") : ("top", "bottom")
        // MPFlip's axis: (0, 1, 0) for a book, (−1, 0, 0) for a calendar.
        let axis = horizontal ? "(x: 0, y: 1, z: 0)" : "(x: -1, y: 0, z: 0)"
        // Forward turns the lower (right, bottom) source half over to the upper side.
        let (riseSign, landSign) = forwards ? ("-", "") : ("", "-")

        code.line("/// The tuned turn: timing, perspective and shading.")
        code.line("enum PageTuning {")
        code.tuning(model.constants)
        code.line("/// The second stage as played: after the first, half the duration or its spring's own time.", indent: 4)
        // The second stage starts as the first ends: after half the duration, or after a spring's own time.
        let rise = settings[PageSettings.firstHalfCurve].spring.map { CodeText.number($0.settlingDuration) } ?? "duration / 2"
        code.lines("""
                static let landAfterRise = land.delay(\(rise))
                /// The eye as rotation3DEffect takes it: behind the page (negative) when reversed.
                static var signedEyeDistance: CGFloat { reverse ? -eyeDistance : eyeDistance }
                /// The covered pages' shadow: none when reversed, as MPFlipStylePerspectiveReverse draws it.
                static var coveredShadows: Double { reverse ? 0 : Double(coveredShadowOpacity) }

            """)
        for line in SwiftUICode.perspectiveDoc { code.line(line, indent: 4) }
        code.lines("""
                static func perspective(eye: CGFloat, size: CGSize) -> CGFloat {
                    eye == 0 ? 0 : max(size.width, size.height) / eye
                }

                /// The turning page's gradient: `color` at half alpha on the spine, full a tenth of the way out,
                /// clear at the page's middle (MPFlip's layerFrontShadow and layerBackShadow).
                static func spineGradient(spineAtEnd: Bool) -> LinearGradient {
                    let stops: [Gradient.Stop] = [.init(color: shadowColor.opacity(0.5), location: 0),
                                                  .init(color: shadowColor, location: 0.1), .init(color: .clear, location: 1)]
                    return LinearGradient(stops: stops, startPoint: spineAtEnd ? .\(far) : .\(near), endPoint: .center)
                }
            }

            """)
        code.line("/// MPFlipTransition's turn " + styleText(forwards: forwards, horizontal: horizontal)
                  + ": `rise` 0 → 1 is the first")
        code.lines("""
            /// stage, `land` 0 → 1 the second. Play both at once, the second waits its turn:
            ///     withAnimation(PageTuning.rise) { rise = 1 }; withAnimation(PageTuning.land) { land = 1 }
            """)
        SwiftUICode.animatableView(&code, "PageTurn", progress: "rise", second: "land", views: ("source", "destination"))
        code.lines("""
                @Environment(\\.displayScale) private var displayScale

                var body: some View {
                    GeometryReader { proxy in
            """)
        let i = 12, j = 16
        code.line("let size = proxy.size", indent: i)
        code.line("let h = size.\(extent) / 2", indent: i)
        code.comment("MPFlipTransition's spine: the upper half rounded to a whole pixel, the lower the rest (an odd", indent: i)
        code.comment("number of pixels gives the upper half the extra one).", indent: i)
        code.line("let spine = (h * displayScale).rounded() / displayScale", indent: i)
        code.line("let upperHalf = " + (horizontal ? "CGSize(width: spine, height: size.height)" : "CGSize(width: size.width, height: spine)"), indent: i)
        code.line("let lowerHalf = " + (horizontal ? "CGSize(width: size.width - spine, height: size.height)"
                                         : "CGSize(width: size.width, height: size.height - spine)"), indent: i)
        code.comment("The page's perspective sits over its centre, the middle of the spine, and each turning half's", indent: i)
        code.comment("anchor is on the spine: rotation3DEffect's eye is the page's (half a pixel off it on an odd page).", indent: i)
        code.line("let eye = PageTuning.signedEyeDistance * h", indent: i)
        code.line("ZStack(alignment: .topLeading) {", indent: i)
        let comments = [["Stage 1: the uncovered page under a cos(90°·p) shadow, the flat source half, and the",
                         "front half rising about the spine, its gradient growing to vertical."],
                        ["Stage 2: the source half being covered under a sin(90°·p) shadow, the back half landing,",
                         "and the destination's other half flat."]]
        for (index, stage) in stages(forwards: forwards).enumerated() {
            code.line(index == 0 ? "if land == 0 {" : "} else {", indent: j)
            for line in comments[index] { code.comment(line, indent: j + 4) }
            // The stage's turn (rise, then the landing's 1 − land), its sign and the covered page's shadow.
            let (turn, sign, shade) = index == 0 ? ("rise", riseSign, "cos(rise * .pi / 2)") : ("(1 - land)", landSign, "sin(land * .pi / 2)")
            for half in stage {
                // The lower half sits h along.
                code.line("PageHalf(content: \(half.content), size: size, split: spine, upper: \(half.upper))", indent: j + 4)
                switch half.role {
                case .covered: code.line(".overlay(PageTuning.shadowColor.opacity(\(shade) * PageTuning.coveredShadows))", indent: j + 8)
                case .flat: break
                case .turning:
                    code.line(".overlay(PageTuning.spineGradient(spineAtEnd: \(half.upper)).opacity(\(turn) * Double(PageTuning.flippingShadowOpacity)))", indent: j + 8)
                    code.line(".rotation3DEffect(.radians(\(sign)\(turn) * .pi / 2), axis: \(axis), anchor: .\(half.upper ? far : near), "
                              + "perspective: PageTuning.perspective(eye: eye, size: \(half.upper ? "upperHalf" : "lowerHalf")))", indent: j + 8)
                }
                if !half.upper { code.line(".offset(\(across): spine)", indent: j + 8) }
            }
        }
        code.line("}", indent: j)
        code.line("}", indent: i)
        code.line(".frame(width: size.width, height: size.height, alignment: .topLeading)", indent: i)
        code.lines("""
                    }
                }
            }

            """)
        SwiftUICode.halfView(&code, "PageHalf", horizontal: horizontal,
                             doc: "The upper (\(near)) or lower (\(far)) half of `content` laid out at `size`, across the spine.")
        code.line("")
        SwiftUISwitch.write(&code, .init(
            prefix: "Page", what: "MPFlipTransition's turn",
            progress: ["rise: Double = 0", "land: Double = 0"],
            transition: "PageTurn(rise: rise, land: land, source: from, destination: to)",
            play: ["withAnimation(PageTuning.rise) { rise = 1 }",
                   "withAnimation(PageTuning.landAfterRise, completionCriteria: .logicallyComplete) { land = 1 } completion: { finish() }"],
            reset: "(rise, land) = (0, 0)"))
        return code.text
    }
}
