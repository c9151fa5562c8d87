import Foundation
import Testing

/// `foldpreview code`: every mode's settings as Swift that `swiftc -parse` accepts and as
/// Objective-C that `clang -fsyntax-only` accepts against stub headers of the originals'
/// APIs (Fixtures/CodeStubs), with every changed value spelled out beside the original's.
@Suite struct CodeTests {
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CodeStubs").path

    /// Settings changed per mode, and text each must put in the code (Swift, Objective-C).
    static let cases: [(mode: String, set: [String], swift: [String], objc: [String])] = [
        ("fold", ["fold.duration=0.6", "fold.foldCurve=0.2,0.1,0.3,1", "fold.shadowOpacity=0.5", "fold.eyeDistance=3"],
         ["= 0.6 // original: 0.3", "controlPoints: 0.2, 0.1, 0.3, 1) // original: easeOut", "0.5 // original: 0.25", "-1 / (3 * halfHeight)"],
         ["duration:0.6", "functionWithControlPoints:0.2 :0.1 :0.3 :1", "foldShadowOpacity = 0.5;", "-1.0 / (3 * halfHeight)",
          "timingCurve takes UIKit's four named curves (UIViewAnimationCurve), not this Bézier"]),
        ("fold", ["fold.orientation=horizontal", "fold.foldCurve=linear", "fold.eyeDistance=3"],
         ["halfWidth: CGFloat", "Float(-1 / (3 * halfWidth)) // original: 4.6666667", "MPFoldStyle(MPFoldStyleHorizontal)",
          "transition.timingCurve = .linear // original: easeOut"],
         ["CGFloat halfWidth)", "-1.0 / (3 * halfWidth);", "transition.timingCurve = UIViewAnimationCurveLinear; // original: easeOut"]),
        ("cubic", ["fold.unfold=true", "fold.unfoldCurve=linear"],
         ["MPFoldStyle(MPFoldStyleUnfold | MPFoldStyleCubic)", "transition.timingCurve = .linear // original: easeIn"],
         ["MPFoldStyleUnfold | MPFoldStyleCubic", "transition.timingCurve = UIViewAnimationCurveLinear; // original: easeIn"]),
        ("flip", ["flip.duration=1.5", "flip.squash=0.2", "flip.curve=easeOut", "flip.planeTilt=0.5"],
         ["cubeDuration: CGFloat = 1.5 // original: 2", "squash: CGFloat = 0.2", "CAMediaTimingFunction(name: .easeOut)",
          "planeRotation: CGFloat = -0.5 // original: -0.314"],
         ["FPBoardCubeDuration = 1.5;", "FPBoardSquash = 0.2;", "kCAMediaTimingFunctionEaseOut",
          "FPBoardPlaneRotation = -0.5; // original: -0.314"]),
        ("cell", ["cell.items=6", "cell.durations=0.3,0.25", "cell.backColor=#336699", "cell.eyeDistance=500"],
         ["itemCount = 6 // original: 4", "[0.3, 0.25]", "UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)",
          "FoldingCell cannot express: its perspective (m34 = 2.5 / −2000 inside the library): cell.eyeDistance = 500 (original: 800);"],
         ["cell.itemCount = 6;", "cell.durationsForExpandedState = @[@0.3, @0.25, @0.25, @0.25, @0.25];",
          "cell.durationsForCollapsedState = @[@0.3, @0.25, @0.25, @0.25, @0.25];", "colorWithRed:0.2 green:0.4 blue:0.6"]),
        ("pop", ["pop.bounciness=8", "pop.pokeVelocity=3"],
         ["springBounciness = 8 // original: 18", "spring.velocity = 3"],
         ["spring.springBounciness = 8;", "@(3)"]),
        ("page", ["page.duration=0.8", "page.orientation=vertical", "page.secondHalfCurve=linear",
                  "page.coveredShadowOpacity=0.5", "page.eyeDistance=3"],
         ["duration: TimeInterval = 0.8 // original: 0.5", "MPFlipStyle(MPFlipStyleOrientationVertical)",
          "transition.timingCurve = .linear // original: easeOut", "Float(-1 / (3 * halfWidth))",
          "transition.coveredPageShadowOpacity = 0.5 // original: "],
         ["duration:0.8 style:MPFlipStyleOrientationVertical", "transition.coveredPageShadowOpacity = 0.5;",
          "transition.timingCurve = UIViewAnimationCurveLinear;", "-1.0 / (3 * halfWidth)"]),
        ("cards", ["cards.spacing=60", "cards.exponent=3", "cards.earlierScale=0.7", "cards.crossFade=true"],
         ["deltaOffsetY: CGFloat = 60 // original: 140", "exponent: CGFloat = 3", "earlierScale: CGFloat = 0.7 // original: 0.8",
          "crossFade: Bool = true // original: false", "override func prepare()"],
         ["FPCardDeltaOffsetY = 60; // original: 140", "FPCardExponent = 3;", "earlier cards scale to 0.7 // original: 0.8"]),
    ]

    /// Runs a tool; its status and what it said.
    static func tool(_ arguments: [String]) throws -> (status: Int32, said: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, said)
    }

    @Test(arguments: cases.indices, [false, true])
    func theCodeParsesAndSpellsOutEveryChange(index: Int, changed: Bool) throws {
        let item = Self.cases[index]
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sets = changed ? item.set.flatMap { ["--set", $0] } : []
        for language in ["swift", "objc"] {
            let result = try CLITests.run(["code", "--mode", item.mode, "--lang", language] + sets)
            #expect(result.status == 0, "\(result.stderr)")
            let file = dir.appendingPathComponent("code.\(language == "swift" ? "swift" : "m")")
            try Data(result.stdout.utf8).write(to: file)
            let check = language == "swift" ? ["swiftc", "-parse", file.path]
                : ["clang", "-fsyntax-only", "-fblocks", "-x", "objective-c", "-I", Self.stubs, file.path]
            let parsed = try Self.tool(check)
            #expect(parsed.status == 0, "\(item.mode) \(language)\(changed ? " changed" : ""):\n\(parsed.said)\n\(result.stdout)")
            for text in changed ? (language == "swift" ? item.swift : item.objc) : [] {
                #expect(result.stdout.contains(text), "\(item.mode) \(language): no '\(text)' in\n\(result.stdout)")
            }
            #expect(result.stdout.contains("original:") == changed, "\(item.mode) \(language):\n\(result.stdout)")
        }
    }

    /// pop's dials: Popping's own code at the defaults (bounciness, then mass and tension,
    /// as its setters need); dynamics set directly are spelled out after the dials.
    @Test func popWritesTheDynamicsTheDialsDoNotGive() throws {
        let original = try CLITests.run(["code", "--mode", "pop"]).stdout
        #expect(original.contains("spring.springBounciness = 18\n    spring.dynamicsMass = 2\n    spring.dynamicsTension = 200"))
        #expect(!original.contains("dynamicsFriction") && !original.contains("springSpeed"))
        let dials = try CLITests.run(["code", "--mode", "pop", "--set", "pop.bounciness=8"]).stdout
        #expect(!dials.contains("dynamics"), "the dials alone need no dynamics:\n\(dials)")
        let direct = try CLITests.run(["code", "--mode", "pop", "--set", "pop.friction=20"]).stdout
        #expect(direct.contains("spring.dynamicsFriction = 20 // original: "))
    }

    /// FoldingCell sizes the panels after the first two from the container's height, so the
    /// code sets it (and names the open row's) as the preview lays the cell out: 2F + (n − 2)·74.5.
    @Test(arguments: [(2, "330", "339"), (4, "479", "488"), (6, "628", "637")])
    func theCellWritesTheContainerAndRowHeightsThePreviewUses(items: Int, container: String, openRow: String) throws {
        let sets = items == 4 ? [] : ["--set", "cell.items=\(items)"]
        let note = items == 4 ? "" : " // original: "
        let swift = try CLITests.run(["code", "--mode", "cell"] + sets).stdout
        #expect(swift.contains("static let containerHeight: CGFloat = \(container)\(note)"), "\(swift)")
        #expect(swift.contains("static let openRowHeight: CGFloat = \(openRow)\(note)"), "\(swift)")
        #expect(swift.contains("static let closedRowHeight: CGFloat = 179\n"), "\(swift)")
        #expect(swift.contains(".constant = Self.containerHeight\n        super.awakeFromNib()"), "\(swift)")
        let objc = try CLITests.run(["code", "--mode", "cell", "--lang", "objc"] + sets).stdout
        #expect(objc.contains("static const CGFloat FPCellContainerHeight = \(container);\(note)"), "\(objc)")
        #expect(objc.contains("constraint.constant = FPCellContainerHeight;"), "\(objc)")
        // Two panels: the container is exactly them, as FoldingCell asserts for two, and the code says so.
        let two = "itemCount 2: the container is exactly the two panels"
        #expect(swift.contains(two) == (items == 2) && objc.contains(two) == (items == 2))
    }

    @Test func badLanguageIsOneLine() throws {
        try CLITests().expectRefused(["code", "--mode", "fold", "--lang", "kotlin"], mentioning: ["--lang must be swift, objc, uikit, swiftui, compose"])
    }

    /// `--model` prints the model every language is written from, the changed value beside its
    /// original, and takes nothing that belongs to a language.
    @Test func theModelIsPrintedAndTakesOnlySettings() throws {
        let result = try CLITests.run(["code", "--mode", "page", "--model", "--set", "page.duration=0.6"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("page: constants, as every platform declares them"))
        #expect(lines.contains("  duration (seconds) = 0.6 (original: 0.5)"))
        #expect(lines.contains("  rise (curve over 0.3 s) = easeIn (original: easeIn over 0.25 s)"))
        try CLITests().expectRefused(["code", "--mode", "page", "--model", "--lang", "uikit"], mentioning: ["--model prints the model"])
    }
}
