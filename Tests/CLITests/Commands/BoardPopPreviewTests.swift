import CodeGen
import Foundation
import Scenes
import Testing

/// The board's and pop's UIKit, SwiftUI and Compose outputs keep their own form (the board's
/// helpers and state, pop's fold view) and end with a preview of it on sample content, at the
/// defaults and tuned: each Swift output parses whole with its `#Preview` (`swiftc -dump-parse`;
/// the macro is outside any stub, and the type-check tests strip it) and the preview shows the
/// output's sample, which uses the form; each Kotlin output holds one `@Preview @Composable`
/// function that calls the form's composable (tree-sitter's tree). Each header says how to drop
/// the form in.
@Suite struct BoardPopPreviewTests {
    /// What each (mode, language) preview must show: the sample the output declares, and the
    /// form's own name the sample uses.
    static let samples: [Mode: [CodeLanguage: (sample: String, form: String)]] = [
        .flip: [.uikit: ("BoardSampleController", "BoardTransition.cubeFlip"), .swiftui: ("BoardSample", "BoardCubeFlip("),
                .compose: ("BoardPreview", "BoardCubeFlip")],
        .pop: [.uikit: ("PopFoldSampleController", "PopFoldView("), .swiftui: ("PopFoldSample", "PopFoldView("),
               .compose: ("PopPreview", "PopFoldView")],
    ]

    /// The board's and pop's outputs in `language`, at the defaults and tuned.
    static func outputs(_ language: CodeLanguage) throws -> [(name: String, mode: Mode, text: String)] {
        try PlatformCodeTests.outputs(language).filter { samples.keys.contains($0.mode) }
    }

    @Test(arguments: [CodeLanguage.uikit, .swiftui, .compose])
    func everyHeaderSaysHowToDropTheFormIn(language: CodeLanguage) throws {
        for (name, mode, text) in try Self.outputs(language) {
            let comments = text.split(separator: "\n").filter { $0.hasPrefix("//") }
            let sample = try #require(Self.samples[mode]?[language])
            #expect(comments.contains { $0.hasPrefix("// Use:") || $0.hasPrefix("// Usage:") }, "\(name) \(language.rawValue): no usage line")
            // The usage names the sample that does what it says.
            #expect(comments.contains { $0.contains("(\(sample.sample))") }, "\(name) \(language.rawValue): the usage does not point to \(sample.sample)")
        }
    }

    @Test(.enabled(if: PlatformCodeTests.hasSwiftc, "no swiftc"))
    func everySwiftOutputParsesWithAPreviewOfItsSample() throws {
        let outputs = try Self.outputs(.uikit).map { ($0.name + "-uikit", $0.mode, CodeLanguage.uikit, $0.text) }
            + Self.outputs(.swiftui).map { ($0.name + "-swiftui", $0.mode, CodeLanguage.swiftui, $0.text) }
        let (trees, errors) = try SwiftDumpParse.trees(outputs.map { ($0.0, $0.3) })
        #expect(errors.isEmpty, "\(errors)")
        for (name, mode, language, text) in outputs {
            let tree = trees[name] ?? ""
            let sample = try #require(Self.samples[mode]?[language])
            let previews = PreviewCodeTests.previewReferences(in: tree)
            #expect(previews.count == 1 && previews.allSatisfy { $0.contains(sample.sample) }, "\(name): previews show \(previews)")
            #expect(PreviewCodeTests.declared(in: tree).contains(sample.sample), "\(name) declares no \(sample.sample)")
            // The sample (outside the preview, so type-checked against the stubs) uses the form.
            let start = text.range(of: "class \(sample.sample):") ?? text.range(of: "struct \(sample.sample):")
            let end = text.range(of: "\n#Preview(")
            let body = start.flatMap { start in end.map { String(text[start.upperBound..<$0.lowerBound]) } } ?? ""
            #expect(body.contains(sample.form), "\(name): \(sample.sample) does not use \(sample.form)")
        }
    }

    @Test(.enabled(if: PlatformCodeTests.hasTreeSitter, "no .build-tools/venv with tree-sitter-kotlin (make test makes it)"))
    func everyComposeOutputHoldsAPreviewComposableOfItsForm() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        let outputs = try Self.outputs(.compose)
        for (name, _, text) in outputs {
            let file = folder.appendingPathComponent(name + ".kt")
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        let tool = PlatformCodeTests.parser.deletingLastPathComponent().appendingPathComponent("kotlin_previews.py")
        let (out, err) = try DropInCodeTests.run(PlatformCodeTests.python.path, [tool.path] + files)
        #expect(err.isEmpty, "\(err)")
        for (name, mode, _) in outputs {
            let sample = try #require(Self.samples[mode]?[.compose])
            // `PATH:LINE: NAME [ANNOTATIONS] -> CALLS`.
            let lines = out.split(separator: "\n").filter { $0.contains("/\(name).kt:") }
            #expect(lines.count == 1, "\(name): \(lines)")
            guard let line = lines.first, let arrow = line.range(of: " -> ") else { continue }
            #expect(line.contains(": \(sample.sample) [Preview,Composable]") || line.contains(": \(sample.sample) [Composable,Preview]"),
                    "\(line)")
            #expect(line[arrow.upperBound...].split(separator: ",").contains { $0 == sample.form }, "\(name) previews no \(sample.form): \(line)")
        }
    }
}
