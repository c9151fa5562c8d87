@testable import CodeGen
@testable import Scenes
import Testing

/// Odd sizes: the fold, cubic and page split a page as MPFoldTransition does, the upper half
/// rounded to a whole pixel and the lower the rest, and every panel is placed from those two
/// lengths. Before, SwiftUI cut both halves at H/2 (half a point off at 1x) and Compose laid
/// each half out maxHeight / 2 px tall (integer) but placed the lower at the float H/2: on a
/// 667 px page the lower halves sat half a pixel low and the last row was never drawn.
@Suite("Odd sizes")
struct OddSizeSplitTests {
    /// The code for `mode` in `language`, vertical and horizontal.
    static func outputs(_ mode: Mode, _ language: CodeLanguage) throws -> [String] {
        let orientation = mode == .page ? "page.orientation" : "fold.orientation"
        return try ["vertical", "horizontal"].map {
            try AuditFindingsTests.code(mode, language, ["\(orientation)=\($0)"])
        }
    }

    @Test(arguments: [Mode.fold, .cubic, .page])
    func swiftUISplitsOnAWholePixel(mode: Mode) throws {
        for (code, horizontal) in zip(try Self.outputs(mode, .swiftui), [false, true]) {
            let (length, along) = horizontal ? ("width", "x") : ("height", "y")
            // The half view cuts at the split it is given, not at H/2.
            #expect(code.contains(horizontal
                ? ".frame(width: upper ? split : size.width - split, height: size.height, alignment: upper ? .leading : .trailing)"
                : ".frame(width: size.width, height: upper ? split : size.height - split, alignment: upper ? .top : .bottom)"), "\(code)")
            #expect(!code.contains("size.\(length) / 2, alignment") && !code.contains("size.\(length) / 2, height"), "\(code)")
            #expect(code.contains("@Environment(\\.displayScale) private var displayScale"), "\(code)")
            if mode == .page {
                #expect(code.contains("let spine = (h * displayScale).rounded() / displayScale"), "\(code)")
                #expect(code.contains(".offset(\(along): spine)") && !code.contains(".offset(\(along): h)"), "\(code)")
                #expect(code.contains("perspective: PageTuning.perspective(eye: eye, size: upperHalf)")
                        && code.contains("perspective: PageTuning.perspective(eye: eye, size: lowerHalf)"), "\(code)")
            } else {
                #expect(code.contains("let upper = (half * displayScale).rounded() / displayScale, lower = size.\(length) - upper"), "\(code)")
                // The crease, A, D and C, and the depth the crease sinks to, from upper and lower.
                for line in [".offset(\(along): -upper * cos(alpha))", ".offset(\(along): upper + lower * cos(alpha))",
                             ".offset(\(along): upper)", "let seen = eye + upper * CGFloat(sin(alpha))",
                             "perspective: turnedUpper)", "perspective: turnedLower)"] {
                    #expect(code.contains(line), "\(line)\n\(code)")
                }
                #expect(!code.contains("half * cos(alpha)") && !code.contains(".offset(\(along): half)"), "\(code)")
            }
        }
    }

    @Test(arguments: [Mode.fold, .cubic, .page])
    func composeLaysOutAndPlacesTheSameSplit(mode: Mode) throws {
        for (code, horizontal) in zip(try Self.outputs(mode, .compose), [false, true]) {
            let (maximum, along) = horizontal ? ("constraints.maxWidth", "X") : ("constraints.maxHeight", "Y")
            // One split, in whole pixels, for the layout and the transition alike.
            #expect(code.contains("private fun splitPx(lengthPx: Int): Int = (lengthPx + 1) / 2"), "\(code)")
            #expect(code.contains("val part = if (upper) split else length - split"), "\(code)")
            #expect(!code.contains("constraints.maxHeight / 2") && !code.contains("constraints.maxWidth / 2"), "\(code)")
            if mode == .page {
                #expect(code.contains("val spine = splitPx(\(maximum)).toFloat()"), "\(code)")
                #expect(code.contains("translation\(along) = spine") && !code.contains("translation\(along) = h "), "\(code)")
            } else {
                #expect(code.contains("val upper = splitPx(\(maximum)).toFloat()"), "\(code)")
                for line in ["translation\(along) = -upper * cos(alpha)", "translation\(along) = upper + lower * cos(alpha)",
                             ".graphicsLayer { translation\(along) = upper }", "eye + upper * sin(alpha)"] {
                    #expect(code.contains(line), "\(line)\n\(code)")
                }
                #expect(!code.contains("half * cos(alpha)") && !code.contains("translation\(along) = half }"), "\(code)")
            }
        }
    }

    /// The emitted split, (L + 1) / 2 whole pixels, is the preview's own on odd pages: the fold's
    /// crease and the page's spine at the row the scene draws them (165 × 125 px, both axes).
    @Test func theSplitIsThePreviews() throws {
        let kotlin = try AuditFindingsTests.code(.fold, .compose, [])
        #expect(kotlin.contains("private fun splitPx(lengthPx: Int): Int = (lengthPx + 1) / 2"))
        for horizontal in [false, true] {
            var settings = SettingValues()
            try SettingsRegistry.standard.apply(assignments: ["fold.orientation=\(horizontal ? "horizontal" : "vertical")",
                                                              "page.orientation=\(horizontal ? "horizontal" : "vertical")"],
                                                to: &settings)
            let fold = FoldScene(mode: .fold, viewSize: [320, 240], settings: settings)
            fold.overridePageSize(width: 165, height: 125)
            #expect(fold.foldLength % 2 == 1 && (fold.foldLength + 1) / 2 == fold.upperLength, "fold \(horizontal)")
            let page = PageScene(viewSize: [320, 240], settings: settings)
            page.overridePageSize(width: 165, height: 125)
            #expect(page.acrossLength % 2 == 1 && (page.acrossLength + 1) / 2 == page.upperLength, "page \(horizontal)")
        }
    }
}
